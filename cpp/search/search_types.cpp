#include "search/search_types.h"

#include <chrono>
#include <cmath>
#include <stdexcept>

#include "common/rng.h"

namespace galleria::search {

double Progress::elapsed_ms() const {
  const int64_t now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::steady_clock::now().time_since_epoch())
                          .count();
  const int64_t start = start_ns.load();
  return start == 0 ? 0.0 : static_cast<double>(now - start) / 1e6;
}

void validate(const Options& opt) {
  auto bad = [](const std::string& what) { throw std::invalid_argument("search: " + what); };
  if (opt.threads < 1 || opt.threads > 256) bad("threads must be in 1..256");
  if (opt.iterations <= 0 && opt.time_ms <= 0 && opt.stop == nullptr) {
    bad("give an iteration limit, a time limit or a stop flag");
  }
  if (!(opt.exploration >= 0.0) || !std::isfinite(opt.exploration)) bad("exploration must be >= 0");
  if (!(opt.reward_blend >= 0.0 && opt.reward_blend <= 1.0)) bad("reward_blend must be in [0, 1]");
  if (opt.bid_grid < 1 || opt.bid_grid > 24) bad("bid_grid must be in 1..24");
  if (opt.rollout != 0 && opt.rollout != 1) bad("rollout must be 0 (random) or 1 (heuristic)");
  if (!(opt.temperature >= 0.0) || !std::isfinite(opt.temperature)) bad("temperature must be >= 0");
}

uint32_t choose_move(const std::vector<MoveStat>& stats, const Options& opt) {
  if (stats.empty()) return 0;
  size_t best = 0;
  for (size_t i = 1; i < stats.size(); ++i) {
    if (stats[i].visits > stats[best].visits) best = i;
  }
  if (opt.temperature <= 0.0 || stats[best].visits == 0) return stats[best].move;
  // Weights relative to the most visited move keep the powers finite for small T.
  std::vector<double> w(stats.size());
  double total = 0.0;
  const double top = static_cast<double>(stats[best].visits);
  for (size_t i = 0; i < stats.size(); ++i) {
    w[i] = stats[i].visits > 0
               ? std::exp(std::log(static_cast<double>(stats[i].visits) / top) / opt.temperature)
               : 0.0;
    total += w[i];
  }
  Rng rng = Rng::stream(opt.seed, 0x7E3F00D5ULL);
  double x = rng.uniform() * total;
  for (size_t i = 0; i < stats.size(); ++i) {
    if (w[i] > 0.0 && x < w[i]) return stats[i].move;
    x -= w[i];
  }
  return stats[best].move;
}

}  // namespace galleria::search
