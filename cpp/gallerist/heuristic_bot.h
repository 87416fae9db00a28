// The Gallerist baseline player `heuristic`, also the search's rollout policy.
//
// It scores every legal move of the pending decision in estimated end-game dollars and
// plays the best: a work is worth its sale value minus its price (plus the fame it adds to
// the player's other works of that artist, its tickets, curator-card progress and the
// opening reputation tile it may release), a sale turns a displayed work into money now
// (plus art-dealer progress, the contract's back bonus and a free display slot), contracts
// are worth their ticket and the sale they enable, visitors are worth more the closer they
// are to the gallery, assistants, tickets and long-term bonuses are worth less as the game
// nears its end (estimated from the public end triggers: booth, bag, celebrities). A
// destination (`go`) is worth its best action after the move. Influence is spent on fame
// only where it lifts the star level of the player's own works or makes a celebrity, and
// on payments only as far as money falls short.
//
// It reads only what `seat` may know: the public board (top works, compositions, counts)
// and its own objective cards — never the bag, deck or stack orders nor other seats'
// cards — so the same observation and rng give the same move (tests/games no-peeking).
#pragma once
#include "common/rng.h"
#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

// A heuristic move for `seat` (which must be acting). `noise` ($) adds a uniform random
// term in [0, noise) to every move's score (0: the best move, ties broken by `rng`); the
// rollout policy uses a little noise so rollouts from one position differ.
Move heuristic_move(const State& s, int seat, Rng& rng, double noise = 0.0);

// The estimated rounds left in the game after the current one (0 in the final round), from
// the public end triggers. Exposed for the search adapter and tests.
double rounds_left_estimate(const State& s);

}  // namespace gallerist
}  // namespace galleria
