// The single production extension module `galleria_ai._core`. The game-free search classes
// first, then one line per game: its bind_<game>() binds the rules face and the search
// through the templates in game_binding.h and search_binding.h.
#include <pybind11/pybind11.h>

namespace py = pybind11;

void bind_gallerist(py::module_& m);
void bind_search(py::module_& m);
void bind_modern_art(py::module_& m);

PYBIND11_MODULE(_core, m) {
  m.doc() = "galleria-ai C++ core: rules, state copying and ISMCTS search";
  bind_search(m);
  bind_modern_art(m);
  bind_gallerist(m);
}
