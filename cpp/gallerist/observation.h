// What one seat may know: the public board, its own objective cards, the compositions (not
// the orders) of bag, deck and stacks. The structured (Python) form is built in the
// bindings from the same fields.
#pragma once
#include <string>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

// Canonical observation text of `seat`; equal strings <=> equal observations.
std::string observation_string(const State& s, int seat);
// Whether `seat` may see seat q's curator (deck 0) or art dealer card (deck 1): its own, or
// one turned face up at the final scoring.
inline bool sees_card(const State& s, int seat, int q, int deck) {
  return q == seat || (s.objectives_shown[q] >> deck & 1);
}
// Composition helpers (public): works of each code in a stack below its visible top (the
// whole stack while the new top is still face down); cards per id in the deck.
void hidden_stack_counts(const State& s, int form, int* counts);

}  // namespace gallerist
}  // namespace galleria
