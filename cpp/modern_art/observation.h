// What one seat may know: own hand, public facts, the auction in progress (own sealed bid
// only). Canonical text form; the structured (Python) form is built in the bindings from
// the same fields via public_view().
#pragma once
#include <string>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

// Canonical observation text of `seat`; equal strings <=> equal observations.
std::string observation_string(const State& s, int seat);

}  // namespace modern_art
}  // namespace galleria
