// Iterations per second of the Modern Art ISMCTS from the opening and mid-game positions,
// and root-parallel scaling. Usage:
//   ma_search_bench [--iterations N] [--threads T] [--seed S] [--rollout 0|1|2] [--grid G]
//                   [--horizon H] [--ref 0|1] [--refine 0|1] [--rdepth D] [--evidence 0|1]
// Prints one line per position and search: players, plies played from the opening, phase,
// search (live, or ref = the frozen search of commit 6610fdc with its defaults, when
// --ref 1), threads, iterations, elapsed ms, iterations/s of wall time and of process CPU
// time (the CPU figure is what a busy shared machine distorts least), and how many of the
// other seats' moves the live search weighed as evidence of their styles: with --evidence 1
// it models them from their moves since the opening, as a seat in a game does (the opening
// positions have none); without, none.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <ctime>

#include "modern_art/game_adapter.h"
#include "search/ismcts.h"
#include "tools/ma_strength_ref6610.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::modern_art;

namespace {

struct Step {
  State before;
  int seat;
  Move move;
};

// Advance `plies` moves with the heuristic bot (a plausible mid-game position), keeping
// each step in `steps` when given.
State advance(State s, int plies, uint64_t seed, std::vector<Step>* steps = nullptr) {
  Rng rng(seed);
  for (int i = 0; i < plies && !is_terminal(s); ++i) {
    const int seat = current_player(s);
    const Move m = heuristic_move(s, seat, 0.5, rng);
    if (steps) steps->push_back(Step{s, seat, m});
    apply(s, seat, m);
  }
  return s;
}

// What `observer` learns of the other seats' styles and spend from the steps, as a seat in
// a game does (ma_strength's search seats). Returns how many moves were weighed.
int gather_evidence(const std::vector<Step>& steps, int observer, uint64_t seed,
                    SearchGame::Settings* st) {
  int weighed = 0;
  for (size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    if (step.seat == observer) continue;
    weighed += add_style_evidence(step.before, observer, step.seat, step.move, st->policy,
                                  st->style_samples, seed + 7919 * (i + 1),
                                  st->style_evidence[step.seat], st->style_count,
                                  st->spend_evidence[step.seat], st->spend_levels);
  }
  return weighed;
}

double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = 1;
  // The settings, each with the range the engine accepts for it (all fit a long long).
  long long iterations = 20000, threads_max = 2, ref = 0;
  long long rollout = SearchGame::Settings{}.rollout, grid = SearchGame::Settings{}.root_grid;
  long long horizon = SearchGame::Settings{}.horizon;
  long long refine = search::Options{}.tree_refine ? 1 : 0;  // past tree_iterations
  long long rdepth = search::Options{}.refine_depth;          // levels a refining tree grows
  long long evidence = 0;
  const struct {
    const char* name;
    long long lo, hi;
    long long* value;
  } options[] = {{"--iterations", 1, int64_t{1} << 40, &iterations},
                 {"--threads", 1, 256, &threads_max},
                 {"--rollout", SearchGame::kRandom, SearchGame::kValue, &rollout},
                 {"--grid", 1, SearchGame::kMaxGrid, &grid},
                 {"--ref", 0, 1, &ref},
                 {"--horizon", 0, 4, &horizon},
                 {"--refine", 0, 1, &refine},
                 {"--rdepth", 0, search::kMaxRefineDepth, &rdepth},
                 {"--evidence", 0, 1, &evidence}};
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    const char* text = galleria::tools::option_value(i, argc, argv);
    if (k == "--seed") {
      seed = galleria::tools::seed_number("--seed", text);
      continue;
    }
    bool known = false;
    for (const auto& o : options) {
      if (k != o.name) continue;
      known = true;
      const long long v = galleria::tools::whole_number(o.name, text);
      if (v < o.lo || v > o.hi) {
        std::fprintf(stderr, "%s must be in %lld..%lld, got %lld\n", o.name, o.lo, o.hi, v);
        return 2;
      }
      *o.value = v;
    }
    if (!known) {
      std::fprintf(stderr,
                   "unknown option %s\nusage: %s [--iterations N] [--threads N] [--seed S] "
                   "[--rollout 0|1|2] [--grid N] [--ref 0|1] [--horizon 0..4] "
                   "[--refine 0|1] [--rdepth 0..%d] [--evidence 0|1]\n",
                   k.c_str(), argv[0], search::kMaxRefineDepth);
      return 2;
    }
  }
  std::printf(
      "players plies phase search threads iterations ms iter_per_s iter_per_cpu_s weighed\n");
  struct Pos { int players, plies; };
  const Pos positions[] = {{4, 0}, {3, 0}, {5, 0}, {4, 60}, {4, 150}};
  for (const Pos& p : positions) {
    Config cfg;
    cfg.players = p.players;
    std::vector<Step> steps;
    State s = advance(new_game(cfg, seed), p.plies, seed, evidence ? &steps : nullptr);
    if (is_terminal(s)) continue;
    const int seat = current_player(s);
    SearchGame::Settings st;
    st.rollout = static_cast<int>(rollout);
    st.root_grid = static_cast<int>(grid);
    st.horizon = static_cast<int>(horizon);
    const int weighed = gather_evidence(steps, seat, seed, &st);
    for (int which = 0; which <= ref; ++which) {
      for (int t = 1; t <= threads_max; t *= 2) {
        int64_t iters = 0;
        double ms = 0.0;
        const double cpu0 = cpu_seconds();
        if (which == 0) {
          search::Options o;
          o.iterations = iterations * t;
          o.threads = t;
          o.seed = seed;
          o.stop_when_decided = false;  // measure full budgets
          o.tree_refine = refine != 0;
          o.refine_depth = static_cast<int>(rdepth);
          const search::Result r = search::search<SearchGame>(SearchGame::wrap(s), seat, o, st);
          iters = r.iterations;
          ms = r.elapsed_ms;
        } else {
          ref6610::Options o = ref6610::engine_defaults();
          o.stop_when_decided = false;
          o.iterations = iterations * t;
          o.threads = t;
          o.seed = seed;
          const ref6610::Result r = ref6610::search<ref6610::SearchGame>(s, seat, o);
          iters = r.iterations;
          ms = r.elapsed_ms;
        }
        const double cpu = cpu_seconds() - cpu0;
        std::printf("%d %d %s %s %d %lld %.0f %.0f %.0f %d\n", p.players, p.plies,
                    phase_name(phase(s)).c_str(), which ? "ref" : "live", t,
                    static_cast<long long>(iters), ms, iters / (ms / 1000.0), iters / cpu,
                    which ? 0 : weighed);
        std::fflush(stdout);
      }
    }
  }
  return 0;
}
