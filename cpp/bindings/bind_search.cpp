// Python bindings of the game-free parts of the search: stop flag, live progress, results,
// the generic options' tuned defaults and the clock's time budget. Each game binds its own
// search entry points through search_binding.h (def_search<G>).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bindings/search_binding.h"
#include "search/search_types.h"

namespace py = pybind11;
using namespace galleria;
using bindings::StopFlag;

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
      .def_readonly("nodes", &search::Result::nodes)
      .def_readonly("elapsed_ms", &search::Result::elapsed_ms);
  m.def(
      "search_defaults",
      []() {
        const search::Options& o = bindings::default_options();
        py::dict d;
        d["iterations"] = o.iterations;
        d["time_ms"] = o.time_ms;
        d["threads"] = o.threads;
        d["seed"] = o.seed;
        d["exploration"] = o.exploration;
        d["opponent_exploration"] = o.opponent_exploration;
        d["opponent_model_share"] = o.opponent_model_share;
        d["sealed_gamma"] = o.sealed_gamma;
        d["reward_blend"] = o.reward_blend;
        d["safe_blend"] = o.safe_blend;
        d["safe_win"] = o.safe_win;
        d["temperature"] = o.temperature;
        d["own_rule"] = bindings::rule_name(o.own_rule);
        d["opponent_rule"] = bindings::rule_name(o.opponent_rule);
        d["final_rule"] = o.final_rule;
        d["max_tree_mb"] = o.max_tree_mb;
        d["tree_iterations"] = o.tree_iterations;
        d["tree_refine"] = o.tree_refine;
        d["refine_depth"] = o.refine_depth;
        d["stop_when_decided"] = o.stop_when_decided;
        return d;
      },
      "The tuned generic search options (C++ search::Options defaults, their one home); each "
      "game's own settings and defaults: <game>_search_settings().");
  m.def(
      "search_limits",
      []() {
        py::dict d;
        d["max_tree_mb"] = search::kMaxTreeMb;
        d["refine_depth"] = search::kMaxRefineDepth;
        return d;
      },
      "The largest value the core accepts for each bounded search option (search::validate).");
  m.def(
      "search_time_budget",
      [](int64_t remaining_ms, int64_t increment_ms, int decisions_left) {
        if (remaining_ms < 0 || increment_ms < 0) throw py::value_error("times must be >= 0");
        return search::time_budget_ms(remaining_ms, increment_ms, decisions_left);
      },
      py::arg("remaining_ms"), py::arg("increment_ms"), py::arg("decisions_left"),
      "Milliseconds to spend on one decision from a clock (search::time_budget_ms).");
}
