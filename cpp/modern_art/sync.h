// Keeping a seat's belief state consistent with a real table whose hidden cards it does not
// know (used by the protocol engine). Cards are only ever swapped between locations the
// observer cannot see: other seats' hands, the undealt deck and the virtual pile.
// All functions throw std::invalid_argument and leave the state unchanged on failure.
// One belief state per observed seat: forcing seat A's hand may move cards out of seat B's
// tracked hand (A cannot see it), so an engine playing several seats keeps one state each.
#pragma once
#include <string>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

// Make `seat`'s hand exactly `counts` (per kind; total must equal its hand size) by swapping
// cards with the other hands, the deck and the pile.
void force_hand(State& s, int seat, const uint8_t counts[kKinds]);

// Apply a public move by `mover` as seen by `observer`. If the move plays/adds a card the
// tracked hand of `mover` lacks (mover != observer), one unseen copy of that kind is swapped
// into mover's hand first. Extra form for virtual reveals: "reveal <card>" (e.g.
// "reveal KR-open") applies a reveal whose revealed card is known, swapping that card to
// the top of the pile first; plain "reveal" reveals whatever the state holds on top.
// Sealed bids of several seats are applied one by one (any order) with the mover's seat.
void apply_observed(State& s, int observer, int mover, const std::string& move);

}  // namespace modern_art
}  // namespace galleria
