// The search half of the binding template: `def_search<G>(m, prefix)` binds the ISMCTS
// for any game G of cpp/search/game_concept.h as `<prefix>_search(state, seat, ...)` and its
// root candidates as `<prefix>_search_candidates(state, seat, bid_grid)`. The game-free
// Python classes it uses (StopFlag, SearchProgress, SearchResultRaw) are bound once, in
// bind_search.cpp; every extension module that binds a search shares them.
#pragma once
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "search/ismcts.h"

namespace galleria::bindings {

namespace py = pybind11;

struct StopFlag {
  std::atomic<bool> flag{false};
};

inline search::Options make_options(int64_t iterations, int64_t time_ms, int threads,
                                    uint64_t seed, double exploration, double reward_blend,
                                    int bid_grid, int rollout, double temperature,
                                    const StopFlag* stop, search::Progress* progress) {
  search::Options o;
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
void check_acting(const typename G::State& s, int seat) {
  if (G::is_terminal(s)) throw py::value_error("the game is over");
  if (seat < 0 || seat >= G::num_players(s) || !((G::acting_mask(s) >> seat) & 1u))
    throw py::value_error("seat " + std::to_string(seat) + " is not to act");
}

template <class G>
void def_search(py::module_& m, const std::string& prefix) {
  using State = typename G::State;
  m.def(
      (prefix + "_search").c_str(),
      [](const State& s, int seat, int64_t iterations, int64_t time_ms, int threads,
         uint64_t seed, double exploration, double reward_blend, int bid_grid, int rollout,
         double temperature, const StopFlag* stop, search::Progress* progress) {
        const search::Options o = make_options(iterations, time_ms, threads, seed, exploration,
                                               reward_blend, bid_grid, rollout, temperature,
                                               stop, progress);
        py::gil_scoped_release release;
        return search::search<G>(s, seat, o);
      },
      py::arg("state"), py::arg("seat"), py::arg("iterations") = 10000, py::arg("time_ms") = 0,
      py::arg("threads") = 1, py::arg("seed") = 0, py::arg("exploration") = 0.7,
      py::arg("reward_blend") = 0.0, py::arg("bid_grid") = 8, py::arg("rollout") = 0,
      py::arg("temperature") = 0.0, py::arg("stop") = nullptr, py::arg("progress") = nullptr);
  m.def(
      (prefix + "_search_candidates").c_str(),
      [](const State& s, int seat, int grid) {
        check_acting<G>(s, seat);
        if (grid < 1) throw py::value_error("bid_grid must be >= 1");
        typename G::Move buf[G::kMaxSearchMoves];
        const int n = G::search_moves(s, seat, grid, buf);
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i) out.push_back(G::move_to_string(s, seat, buf[i]));
        return out;
      },
      py::arg("state"), py::arg("seat"), py::arg("bid_grid") = 8,
      "The abstracted candidate moves the search considers for `seat`.");
}

}  // namespace galleria::bindings
