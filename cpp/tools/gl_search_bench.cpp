// Search speed on The Gallerist: ISMCTS iterations per second from decisions of heuristic
// games with 2, 3 and 4 players, early (round 2), middle (round 7) and late (round 12)
// positions, with the heuristic rollout policy (the default) and uniform random rollouts.
//   gl_search_bench [--iters 2000] [--games 3] [--seed 1]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "gallerist/game_adapter.h"
#include "gallerist/gallerist.h"
#include "gallerist/heuristic_bot.h"
#include "search/ismcts.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::gallerist;

namespace {

// The first decision with a real choice at or after `round` of a heuristic game.
bool position_at(int players, uint64_t seed, int round, State* out) {
  Config c;
  c.players = players;
  State s = new_game(c, seed);
  Rng rng(seed);
  Move cand[SearchGame::kMaxSearchMoves];
  while (!is_terminal(s)) {
    if (is_chance(s)) {
      apply(s, -1, chance_outcome(s));
      continue;
    }
    if (s.round >= round && SearchGame::search_moves(s, s.actor, s.actor, true, SearchGame::Settings{}, cand) > 1) {
      *out = s;
      return true;
    }
    apply(s, s.actor, heuristic_move(s, s.actor, rng));
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  int64_t iters = 2000;
  int games = 3;
  uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    auto next = [&] { return galleria::tools::option_value(i, argc, argv); };
    if (k == "--iters") iters = galleria::tools::whole_number("--iters", next());
    else if (k == "--games") games = galleria::tools::int_number("--games", next());
    else if (k == "--seed") seed = galleria::tools::seed_number("--seed", next());
    else {
      std::fprintf(stderr, "usage: %s [--iters N] [--games N] [--seed S]\n", argv[0]);
      return 2;
    }
  }
  if (iters < 1 || games < 1) {
    std::fprintf(stderr, "--iters and --games must be at least 1\n");
    return 2;
  }
  static const int rounds[3] = {2, 7, 12};
  static const char* const names[3] = {"early", "middle", "late"};
  for (int rollout = SearchGame::kHeuristic; rollout >= SearchGame::kRandom; --rollout)
    for (int players = 2; players <= 4; ++players) {
      std::printf("%d players, %s rollouts:", players, rollout ? "heuristic" : "random");
      for (int r = 0; r < 3; ++r) {
        double total_iters = 0, total_sec = 0;
        for (int g = 0; g < games; ++g) {
          State s;
          if (!position_at(players, seed * 7919 + g, rounds[r], &s)) continue;
          search::Options o;
          o.iterations = iters;
          o.reward_blend = 0.3;
          o.seed = seed + g;
          SearchGame::Settings st;
          st.rollout = rollout;
          const auto t0 = std::chrono::steady_clock::now();
          const search::Result res = search::search<SearchGame>(s, s.actor, o, st);
          total_sec += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
          total_iters += static_cast<double>(res.iterations);
        }
        std::printf("  %s %.0f it/s", names[r], total_sec > 0 ? total_iters / total_sec : 0.0);
      }
      std::printf("\n");
      std::fflush(stdout);
    }
  return 0;
}
