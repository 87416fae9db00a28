// Python bindings of the game-free parts of the search: stop flag, live progress, results.
// Each game binds its own search entry points through search_binding.h (def_search<G>).
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
      .def_readonly("elapsed_ms", &search::Result::elapsed_ms);
}
