// Baseline Modern Art players: `random` (uniform legal moves) and `heuristic` (bids up to
// a fixed fraction of an estimated painting value). Both read only what `seat` may know:
// its own hand and public facts (counts, value board, purchases, money, the auction).
#pragma once
#include "common/rng.h"
#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

// Estimated value of one painting of each artist at the end of this season, from the
// public season counts and value board, sharpened by the cards in `seat`'s own hand.
void estimate_artist_values(const State& s, int seat, double value[kArtists]);

// Estimated worth of the card(s) on offer in the current auction (0 outside auctions).
double value_at_stake(const State& s, int seat);

// A heuristic move for `seat` (which must be acting). `fraction` is the share of the
// estimated value it is willing to pay; `rng` only breaks near-ties in card choice.
Move heuristic_move(const State& s, int seat, double fraction, Rng& rng);

}  // namespace modern_art
}  // namespace galleria
