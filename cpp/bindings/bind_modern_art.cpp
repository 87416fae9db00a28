// Placeholder until the Modern Art core lands (owned by the rules-core work).
#include <pybind11/pybind11.h>
namespace py = pybind11;
void bind_modern_art(py::module_&) {}
