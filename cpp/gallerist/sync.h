// Keeping a seat's belief state in step with a real table. In The Gallerist every move and
// every chance outcome is public and no hidden item is ever played from a hand, so a
// sampled state (determinize) accepts exactly what the table announces: moves apply as they
// are, chance outcomes are swapped to the head of the sampled order first. The only private
// items are a seat's two objective cards, told at setup (`private_items`, `force_private`).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

// Applies a public move of `mover` (or, while a chance step is pending, an outcome; `mover`
// is then ignored) to `s` as seen by `observer`. Throws std::invalid_argument, state unchanged.
void apply_observed(State& s, int observer, int mover, const std::string& move);

// What only `seat` knows (until the end): its curator and art-dealer cards as the items
// "curator-<n>" and "dealer-<n>" (n = 1..4, the card numbers of the rules).
std::vector<std::string> private_items(const State& s, int seat);

// Belief sync: make `seat`'s cards exactly `curator` and `dealer` (0-based card ids). A card
// held by another seat is swapped with it, unless that seat is in `keep_mask` (its cards are
// known); a card nobody holds (undealt, fewer than 4 players) is simply taken, the seat's old
// card becoming undealt. Throws std::invalid_argument, state unchanged, when impossible.
void force_objectives(State& s, int seat, int curator, int dealer, uint32_t keep_mask);

// The same from the items of `private_items` (both, any order); throws std::invalid_argument
// naming the problem (unknown item, missing or repeated card), state unchanged.
void force_private(State& s, int seat, const std::vector<std::string>& items, uint32_t keep_mask);

}  // namespace gallerist
}  // namespace galleria
