// Strength of the Modern Art ISMCTS against the baseline bots. One ISMCTS seat against
// (players - 1) copies of a bot; the ISMCTS seat rotates through every seat on the same
// deal, so each deal is played `players` times. Usage (all optional):
//   ma_strength --games 400 --iters 10000 --opp random|heuristic --players 4 --seed 1
//               --exploration 0.7 --grid 8 --rollout 0|1 --blend 0 --fraction 0.5 --jobs 1
// Prints one line per game (game, seat, win share) and a summary with a 95% interval.
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "modern_art/game_adapter.h"
#include "search/ismcts.h"

using namespace galleria;
using namespace galleria::modern_art;

namespace {

struct Args {
  int games = 40, players = 4, grid = 8, rollout = 0, jobs = 1;
  int64_t iters = 10000;
  uint64_t seed = 1;
  double exploration = 0.7, blend = 0.0, fraction = 0.5;
  std::string opp = "random";
};

double play_game(const Args& a, int game) {
  Config cfg;
  cfg.players = a.players;
  const int me = game % a.players;
  const uint64_t deal = a.seed * 1000003ULL + static_cast<uint64_t>(game / a.players);
  State s = new_game(cfg, deal);
  Rng bot_rng = Rng::stream(deal, 17);
  search::Options o;
  o.iterations = a.iters;
  o.exploration = a.exploration;
  o.bid_grid = a.grid;
  o.rollout = a.rollout;
  o.reward_blend = a.blend;
  int decision = 0;
  while (!is_terminal(s)) {
    const uint32_t mask = acting_mask(s);
    for (int seat = 0; seat < a.players; ++seat) {
      if (!((mask >> seat) & 1u)) continue;
      Move m;
      if (seat == me) {
        SearchGame::Move cand[SearchGame::kMaxSearchMoves];
        if (SearchGame::search_moves(s, seat, a.grid, cand) == 1) {
          m = cand[0];  // forced: no search needed
        } else {
          o.seed = deal * 7919ULL + static_cast<uint64_t>(decision++);
          m = search::search<SearchGame>(s, seat, o).move;
        }
      } else if (a.opp == "heuristic") {
        m = heuristic_move(s, seat, a.fraction, bot_rng);
      } else {
        m = random_move(s, seat, bot_rng);
      }
      apply(s, seat, m);
      if (!is_simultaneous(s)) break;  // a sealed auction resolves after its last bid
    }
  }
  double win[kMaxPlayers], margin[kMaxPlayers];
  returns(s, win, margin);
  return win[me];
}

}  // namespace

int main(int argc, char** argv) {
  Args a;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string k = argv[i], v = argv[i + 1];
    if (k == "--games") a.games = std::atoi(v.c_str());
    else if (k == "--iters") a.iters = std::atoll(v.c_str());
    else if (k == "--opp") a.opp = v;
    else if (k == "--players") a.players = std::atoi(v.c_str());
    else if (k == "--seed") a.seed = std::strtoull(v.c_str(), nullptr, 10);
    else if (k == "--exploration") a.exploration = std::atof(v.c_str());
    else if (k == "--grid") a.grid = std::atoi(v.c_str());
    else if (k == "--rollout") a.rollout = std::atoi(v.c_str());
    else if (k == "--blend") a.blend = std::atof(v.c_str());
    else if (k == "--fraction") a.fraction = std::atof(v.c_str());
    else if (k == "--jobs") a.jobs = std::atoi(v.c_str());
    else {
      std::fprintf(stderr, "unknown option %s\n", k.c_str());
      return 2;
    }
  }
  if (a.opp != "random" && a.opp != "heuristic") {
    std::fprintf(stderr, "--opp must be random or heuristic\n");
    return 2;
  }
  std::vector<double> result(a.games, 0.0);
  std::atomic<int> next{0};
  std::mutex out;
  auto worker = [&]() {
    for (int g = next++; g < a.games; g = next++) {
      result[g] = play_game(a, g);
      std::lock_guard<std::mutex> lock(out);
      std::printf("game %d seat %d share %.3f\n", g, g % a.players, result[g]);
      std::fflush(stdout);
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < a.jobs; ++j) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  double sum = 0.0, sq = 0.0;
  for (double r : result) sum += r, sq += r * r;
  const double n = a.games, mean = sum / n;
  const double sd = n > 1 ? std::sqrt(std::max(0.0, (sq - n * mean * mean) / (n - 1))) : 0.0;
  const double half = 1.96 * sd / std::sqrt(n);
  std::printf("summary opp=%s players=%d iters=%lld games=%d c=%.2f grid=%d rollout=%d blend=%.2f "
              "share=%.3f ci95=[%.3f,%.3f] (fair share %.3f)\n",
              a.opp.c_str(), a.players, static_cast<long long>(a.iters), a.games, a.exploration,
              a.grid, a.rollout, a.blend, mean, mean - half, mean + half, 1.0 / a.players);
  return 0;
}
