// Placeholder until the search lands (owned by the search work).
#include <pybind11/pybind11.h>
namespace py = pybind11;
void bind_search(py::module_&) {}
