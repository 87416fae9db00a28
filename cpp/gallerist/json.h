// Full-state JSON (all fields, including hidden ones): exact round trip.
#pragma once
#include <string>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

std::string to_json(const State& s);
// Throws std::invalid_argument on malformed text or a state that breaks an invariant.
State from_json(const std::string& text);

}  // namespace gallerist
}  // namespace galleria
