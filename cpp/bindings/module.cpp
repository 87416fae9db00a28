// The single extension module `galleria_ai._core`; each layer registers its own bindings.
#include <pybind11/pybind11.h>

namespace py = pybind11;

void bind_modern_art(py::module_& m);
void bind_gallerist(py::module_& m);
void bind_search(py::module_& m);

PYBIND11_MODULE(_core, m) {
  m.doc() = "galleria-ai C++ core: rules, state copying and ISMCTS search";
  bind_modern_art(m);
  bind_gallerist(m);
  bind_search(m);
}
