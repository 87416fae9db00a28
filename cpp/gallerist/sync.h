// Keeping a seat's belief state in step with a real table. In The Gallerist every move and
// every chance outcome is public and no hidden item is ever played from a hand, so a
// sampled state (determinize) accepts exactly what the table announces: moves apply as they
// are, chance outcomes are swapped to the head of the sampled order first.
#pragma once
#include <string>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

// Applies a public move of `mover` (or, while a chance step is pending, an outcome; `mover`
// is then ignored) to `s` as seen by `observer`. Throws std::invalid_argument, state unchanged.
void apply_observed(State& s, int observer, int mover, const std::string& move);

}  // namespace gallerist
}  // namespace galleria
