// Iterations per second of the Modern Art ISMCTS from the opening and mid-game positions,
// and root-parallel scaling. Usage:
//   ma_search_bench [--iterations N] [--threads T] [--seed S] [--rollout 0|1|2] [--grid G]
// Prints one line per position: players, plies played from the opening, threads,
// iterations, elapsed ms, iterations/s.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "modern_art/game_adapter.h"
#include "search/ismcts.h"

using namespace galleria;
using namespace galleria::modern_art;

namespace {

// Advance `plies` moves with the heuristic bot (a plausible mid-game position).
State advance(State s, int plies, uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < plies && !is_terminal(s); ++i) {
    const int seat = current_player(s);
    apply(s, seat, heuristic_move(s, seat, 0.5, rng));
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  int64_t iterations = 20000;
  int threads_max = 2;
  uint64_t seed = 1;
  int rollout = modern_art::SearchGame::Settings{}.rollout;
  int grid = modern_art::SearchGame::Settings{}.root_grid;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const long long v = std::atoll(argv[i + 1]);
    if (k == "--iterations") iterations = v;
    else if (k == "--threads") threads_max = static_cast<int>(v);
    else if (k == "--seed") seed = static_cast<uint64_t>(v);
    else if (k == "--rollout") rollout = static_cast<int>(v);
    else if (k == "--grid") grid = static_cast<int>(v);
    else {
      std::fprintf(stderr, "unknown option %s\n", k.c_str());
      return 2;
    }
  }
  std::printf("players plies phase threads iterations ms iter_per_s\n");
  struct Pos { int players, plies; };
  const Pos positions[] = {{4, 0}, {3, 0}, {5, 0}, {4, 60}, {4, 150}};
  for (const Pos& p : positions) {
    Config cfg;
    cfg.players = p.players;
    State s = advance(new_game(cfg, seed), p.plies, seed);
    if (is_terminal(s)) continue;
    for (int t = 1; t <= threads_max; t *= 2) {
      search::Options o;
      o.iterations = iterations * t;
      o.threads = t;
      o.seed = seed;
      SearchGame::Settings st;
      st.rollout = rollout;
      st.root_grid = grid;
      const int seat = current_player(s);
      const search::Result r = search::search<SearchGame>(SearchGame::wrap(s), seat, o, st);
      std::printf("%d %d %s %d %lld %.0f %.0f\n", p.players, p.plies,
                  phase_name(phase(s)).c_str(), t, static_cast<long long>(r.iterations),
                  r.elapsed_ms, r.iterations / (r.elapsed_ms / 1000.0));
      std::fflush(stdout);
    }
  }
  return 0;
}
