// The Gallerist as a search game (cpp/search/game_concept.h).
//
// Candidate moves (`search_moves`) are the legal moves of the pending decision, with three
// abstractions where a decision could be large or holds choices that rarely matter:
//  - `cash c`: the fewest influence steps that pay the price, one more, and the most (at
//    most 3 candidates; every count between is a mix of these);
//  - `fame c`: 0 and every count that lifts the artist to a new star level or makes it a
//    celebrity (counts in between spend influence on fame that no sale value shows), at most
//    4 candidates;
//  - where an assistant is placed from (`reputation`, `auction`, `contract`): one source per
//    target cell or card: the kicked-out assistant if it may be used, else a desk, else the
//    own assistant on the first location in notation order (placing from a desk keeps the
//    assistants on action spaces, which earn kick-out actions); and where a contract card is
//    put (`take`): one space per card: the leftmost empty space, else a completed card with
//    its assistant on it (its back bonus used), else the leftmost completed card.
// Every candidate is legal; the abstractions depend only on public facts, so a move code
// means the same in every determinization. At most kMaxSearchMoves candidates (the bound
// the tests check on random positions of every table).
//
// CHANCE: the concept on main has no chance steps, so `apply` resolves every chance step
// that follows a move at once, from the (determinized) state's own hidden order — the bag,
// deck and stack orders and the reshuffle key that `determinize` resampled. This is the one
// place to change when the concept gains explicit chance steps (see resolve_chance below):
// then `apply` is the rules' apply, and the concept's chance functions map to
// gallerist::is_chance / chance_outcomes / apply(s, -1, outcome).
#pragma once
#include <algorithm>
#include <string>

#include "common/rng.h"
#include "gallerist/heuristic_bot.h"
#include "gallerist/notation.h"
#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

struct SearchGame {
  using State = gallerist::State;
  using Move = gallerist::Move;
  static constexpr int kMaxPlayers = gallerist::kMaxPlayers;
  static constexpr int kMaxSearchMoves = 64;
  // Random term ($) the heuristic rollout policy adds to its move scores.
  static constexpr double kRolloutNoise = 0.6;

  static int num_players(const State& s) { return s.players; }
  static bool is_terminal(const State& s) { return gallerist::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return gallerist::acting_mask(s); }
  static bool is_simultaneous(const State&) { return false; }

  // `grid` (the bid-grid tunable of other games) is not used: The Gallerist has no bids.
  static int search_moves(const State& s, int seat, int /*grid*/, Move* out);

  static void apply(State& s, int seat, Move m) {
    gallerist::apply(s, seat, m);
    resolve_chance(s);
  }

  // ---- CHANCE, resolved in place until the concept has chance steps ----------------------
  // Every pending chance step takes the outcome of the state's own hidden order.
  static void resolve_chance(State& s) {
    while (gallerist::is_chance(s)) gallerist::apply(s, -1, gallerist::chance_outcome(s));
  }

  static Move rollout_move(const State& s, int seat, int policy, Rng& rng) {
    if (policy == 1) return heuristic_move(s, seat, rng, kRolloutNoise);
    return gallerist::random_move(s, seat, rng);
  }

  static void returns(const State& s, double* win, double* margin) { gallerist::returns(s, win, margin); }
  static void determinize(State& s, int seat, Rng& rng) { gallerist::determinize(s, seat, rng); }
  static std::string move_to_string(const State&, int, Move m) { return gallerist::move_to_string(m); }
};

}  // namespace gallerist
}  // namespace galleria
