// Python bindings of the search layer: stop flag, progress, the ISMCTS entry points for
// Modern Art, the baseline bots, and the toy games used by the search tests.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "modern_art/game_adapter.h"
#include "modern_art/heuristic_bot.h"
#include "search/ismcts.h"
#include "search/toy_games.h"

namespace py = pybind11;
using namespace galleria;
using search::Options;

namespace {

struct StopFlag {
  std::atomic<bool> flag{false};
};

Options make_options(int64_t iterations, int64_t time_ms, int threads, uint64_t seed,
                     double exploration, double reward_blend, int bid_grid, int rollout,
                     double temperature, const StopFlag* stop, search::Progress* progress) {
  Options o;
  o.iterations = iterations;
  o.time_ms = time_ms;
  o.threads = threads;
  o.seed = seed;
  o.exploration = exploration;
  o.reward_blend = reward_blend;
  o.bid_grid = bid_grid;
  o.rollout = rollout;
  o.temperature = temperature;
  o.stop = stop ? &stop->flag : nullptr;
  o.progress = progress;
  search::validate(o);  // raises before the GIL is released
  return o;
}

template <class G>
search::Result run_search(const typename G::State& s, int seat, const Options& o) {
  py::gil_scoped_release release;
  return search::search<G>(s, seat, o);
}

#define SEARCH_ARGS                                                                    \
  py::arg("iterations") = 10000, py::arg("time_ms") = 0, py::arg("threads") = 1,      \
  py::arg("seed") = 0, py::arg("exploration") = 0.7, py::arg("reward_blend") = 0.0,   \
  py::arg("bid_grid") = 8, py::arg("rollout") = 0, py::arg("temperature") = 0.0,      \
  py::arg("stop") = nullptr, py::arg("progress") = nullptr

template <class G>
void def_search(py::module_& m, const char* name) {
  m.def(
      name,
      [](const typename G::State& s, int seat, int64_t iterations, int64_t time_ms, int threads,
         uint64_t seed, double exploration, double reward_blend, int bid_grid, int rollout,
         double temperature, const StopFlag* stop, search::Progress* progress) {
        const Options o = make_options(iterations, time_ms, threads, seed, exploration,
                                       reward_blend, bid_grid, rollout, temperature, stop,
                                       progress);
        return run_search<G>(s, seat, o);
      },
      py::arg("state"), py::arg("seat"), SEARCH_ARGS);
}

void bind_toys(py::module_& m) {
  using search::toy::ToyGops;
  using search::toy::Pennies;
  py::class_<ToyGops::State>(m, "ToyGopsState")
      .def(py::init([](int n, uint64_t seed) {
             if (n < 2 || n > 4) throw py::value_error("toy gops: 2..4 players");
             return ToyGops::new_game(n, seed);
           }),
           py::arg("players"), py::arg("seed"))
      .def("to_move",
           [](const ToyGops::State& s) {
             std::vector<int> out;
             const uint32_t m = ToyGops::acting_mask(s);
             for (int p = 0; p < s.n; ++p)
               if ((m >> p) & 1u) out.push_back(p);
             return out;
           })
      .def("is_terminal", &ToyGops::is_terminal)
      .def("legal_moves",
           [](const ToyGops::State& s, int seat) {
             std::vector<uint32_t> out;
             if (!((ToyGops::acting_mask(s) >> seat) & 1u)) return out;
             uint32_t buf[ToyGops::kMaxSearchMoves];
             const int k = ToyGops::legal_moves(s, seat, buf);
             out.assign(buf, buf + k);
             return out;
           })
      .def("apply",
           [](ToyGops::State& s, int seat, uint32_t move) {
             uint32_t buf[ToyGops::kMaxSearchMoves];
             const bool acting = seat >= 0 && seat < s.n && ((ToyGops::acting_mask(s) >> seat) & 1u);
             const int k = acting ? ToyGops::legal_moves(s, seat, buf) : 0;
             bool ok = false;
             for (int i = 0; i < k; ++i) ok = ok || buf[i] == move;
             if (!ok) throw py::value_error("toy gops: illegal move");
             ToyGops::apply(s, seat, move);
           })
      .def("determinize",
           [](const ToyGops::State& s, int seat, uint64_t seed) {
             ToyGops::State c = s;
             Rng rng(seed);
             ToyGops::determinize(c, seat, rng);
             return c;
           })
      // What `seat` sees: own hand and pending card, public round facts, scores.
      .def("observation",
           [](const ToyGops::State& s, int seat) {
             std::vector<int> pend;
             for (int p = 0; p < s.n; ++p) pend.push_back(p == seat ? s.pending[p] : s.pending[p] != 0);
             std::vector<int> sizes, scores;
             for (int p = 0; p < s.n; ++p) {
               sizes.push_back(__builtin_popcount(s.hand[p]));
               scores.push_back(s.score[p]);
             }
             return py::make_tuple(s.n, s.round, s.leader, s.phase, s.prize, s.doubled,
                                   s.hand[seat], pend, sizes, scores);
           })
      .def("hands", [](const ToyGops::State& s) {
        std::vector<int> out;
        for (int p = 0; p < s.n; ++p) out.push_back(s.hand[p]);
        return out;
      });
  py::class_<Pennies::State>(m, "PenniesState")
      .def(py::init([](int c0, int c1) {
             if (c0 < 0 || c0 > 2 || c1 < 0 || c1 > 2) throw py::value_error("pennies: 0, 1 or 2");
             Pennies::State s;
             s.choice[0] = static_cast<int8_t>(c0);
             s.choice[1] = static_cast<int8_t>(c1);
             return s;
           }),
           py::arg("choice0") = 0, py::arg("choice1") = 0);
  def_search<ToyGops>(m, "toy_gops_search");
  def_search<Pennies>(m, "toy_pennies_search");
}

void check_acting(const modern_art::State& s, int seat) {
  if (modern_art::is_terminal(s)) throw py::value_error("the game is over");
  if (seat < 0 || seat >= s.players || !((modern_art::acting_mask(s) >> seat) & 1u)) {
    throw py::value_error("seat " + std::to_string(seat) + " is not to act");
  }
}

void bind_modern_art_search(py::module_& m) {
  using modern_art::SearchGame;
  def_search<SearchGame>(m, "ma_search");
  m.def(
      "ma_bot_move",
      [](const modern_art::State& s, int seat, const std::string& bot, uint64_t seed,
         double fraction) {
        check_acting(s, seat);
        if (!(fraction > 0.0 && fraction <= 2.0)) throw py::value_error("fraction must be in (0, 2]");
        Rng rng(seed);
        if (bot == "heuristic") {
          return modern_art::move_to_string(modern_art::heuristic_move(s, seat, fraction, rng));
        }
        if (bot == "random") return modern_art::move_to_string(modern_art::random_move(s, seat, rng));
        throw py::value_error("bot must be 'heuristic' or 'random', got '" + bot + "'");
      },
      py::arg("state"), py::arg("seat"), py::arg("bot") = "heuristic", py::arg("seed") = 0,
      py::arg("fraction") = 0.5);
  m.def(
      "ma_search_candidates",
      [](const modern_art::State& s, int seat, int grid) {
        check_acting(s, seat);
        if (grid < 1 || grid > SearchGame::kMaxGrid) throw py::value_error("bid_grid must be in 1..24");
        SearchGame::Move buf[SearchGame::kMaxSearchMoves];
        const int n = SearchGame::search_moves(s, seat, grid, buf);
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i) out.push_back(modern_art::move_to_string(buf[i]));
        return out;
      },
      py::arg("state"), py::arg("seat"), py::arg("bid_grid") = 8,
      "The abstracted candidate moves the search considers for `seat`.");
}

}  // namespace

void bind_search(py::module_& m) {
  py::class_<StopFlag>(m, "StopFlag", "Set from any thread to end a running search.")
      .def(py::init<>())
      .def("set", [](StopFlag& f) { f.flag.store(true); })
      .def("clear", [](StopFlag& f) { f.flag.store(false); })
      .def("is_set", [](const StopFlag& f) { return f.flag.load(); });
  py::class_<search::Progress>(m, "SearchProgress", "Live iteration count of a running search.")
      .def(py::init<>())
      .def_property_readonly("iterations", [](const search::Progress& p) { return p.iterations.load(); })
      .def_property_readonly("elapsed_ms", &search::Progress::elapsed_ms)
      .def_property_readonly("running", [](const search::Progress& p) { return p.running.load(); });
  py::class_<search::MoveStat>(m, "SearchMoveStat")
      .def_readonly("seat", &search::MoveStat::seat)
      .def_readonly("code", &search::MoveStat::move)
      .def_readonly("move", &search::MoveStat::text)
      .def_readonly("visits", &search::MoveStat::visits)
      .def_readonly("mean", &search::MoveStat::mean);
  py::class_<search::Result>(m, "SearchResultRaw")
      .def_readonly("code", &search::Result::move)
      .def_readonly("move", &search::Result::move_text)
      .def_readonly("stats", &search::Result::stats)
      .def_readonly("other_stats", &search::Result::other_stats)
      .def_readonly("values", &search::Result::values)
      .def_readonly("iterations", &search::Result::iterations)
      .def_readonly("elapsed_ms", &search::Result::elapsed_ms);
  bind_toys(m);
  bind_modern_art_search(m);
}
