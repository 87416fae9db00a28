// Full-state JSON (all fields, including hidden ones): exact round trip.
#pragma once
#include <string>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

std::string to_json(const State& s);
// Throws std::invalid_argument on malformed text or an inconsistent state.
State from_json(const std::string& text);

}  // namespace modern_art
}  // namespace galleria
