#include "search/search_types.h"

#include <algorithm>
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
  auto rule_ok = [](Rule r) { return r == Rule::kUcb || r == Rule::kPuct || r == Rule::kPolicy; };
  if (opt.threads < 1 || opt.threads > 256) bad("threads must be in 1..256");
  if (opt.iterations <= 0 && opt.time_ms <= 0 && opt.stop == nullptr) {
    bad("give an iteration limit, a time limit or a stop flag");
  }
  if (!rule_ok(opt.own_rule) || opt.own_rule == Rule::kPolicy) bad("own_rule must be ucb or puct");
  if (!rule_ok(opt.opponent_rule)) bad("opponent_rule must be ucb, puct or policy");
  if (!(opt.exploration >= 0.0) || !std::isfinite(opt.exploration)) bad("exploration must be >= 0");
  if (!(opt.opponent_exploration >= 0.0) || !std::isfinite(opt.opponent_exploration)) {
    bad("opponent_exploration must be >= 0");
  }
  if (!(opt.opponent_model_share >= 0.0 && opt.opponent_model_share <= 1.0)) {
    bad("opponent_model_share must be in [0, 1]");
  }
  if (!(opt.sealed_gamma > 0.0 && opt.sealed_gamma <= 1.0)) bad("sealed_gamma must be in (0, 1]");
  if (!(opt.reward_blend >= 0.0 && opt.reward_blend <= 1.0)) bad("reward_blend must be in [0, 1]");
  if (!(opt.safe_blend >= 0.0 && opt.safe_blend <= 1.0)) bad("safe_blend must be in [0, 1]");
  if (!(opt.safe_win >= 0.0 && opt.safe_win < 1.0)) bad("safe_win must be in [0, 1)");
  if (opt.final_rule != 0 && opt.final_rule != 1) bad("final_rule must be 0 or 1");
  if (!(opt.temperature >= 0.0) || !std::isfinite(opt.temperature)) bad("temperature must be >= 0");
  if (opt.tree_iterations < 0) bad("tree_iterations must be >= 0 (0: no limit)");
  if (opt.refine_depth < 0 || opt.refine_depth > kMaxRefineDepth)
    bad("refine_depth must be in 0.." + std::to_string(kMaxRefineDepth));
  if (opt.max_tree_mb < 1 || opt.max_tree_mb > kMaxTreeMb)
    bad("max_tree_mb must be in 1.." + std::to_string(kMaxTreeMb));
}

uint32_t choose_move(const std::vector<MoveStat>& stats, const Options& opt) {
  if (stats.empty()) return 0;
  size_t best = 0;
  for (size_t i = 1; i < stats.size(); ++i) {
    if (stats[i].visits > stats[best].visits) best = i;
  }
  if (stats[best].visits == 0) return stats[best].move;
  if (opt.temperature <= 0.0) {
    if (opt.final_rule == 1) {
      // The best mean among moves with at least half the top visit count: the most visited
      // move is usually the best, but a close runner-up with a clearly higher mean wins.
      const int64_t floor = (stats[best].visits + 1) / 2;
      size_t pick = best;
      for (size_t i = 0; i < stats.size(); ++i) {
        if (stats[i].visits >= floor && stats[i].mean > stats[pick].mean) pick = i;
      }
      return stats[pick].move;
    }
    return stats[best].move;
  }
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

int64_t time_budget_ms(int64_t remaining_ms, int64_t increment_ms, int decisions_left) {
  if (remaining_ms <= 0) return 1;
  const int64_t ahead = std::max(1, decisions_left);
  const int64_t share = remaining_ms / ahead + increment_ms * 3 / 4;
  return std::max<int64_t>(1, std::min(share, remaining_ms / 3 + increment_ms / 2));
}

}  // namespace galleria::search
