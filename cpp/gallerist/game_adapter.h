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
// Every candidate is legal. A seat's decisions never depend on its hidden objective cards,
// so the candidates (legality and abstractions alike) come from public facts only: they are
// the same for every observer, at the root and inside the tree, and a move code means the
// same in every determinization. At most kMaxSearchMoves candidates (the bound the tests
// check on random positions of every table).
//
// Chance. Every random event of the rules is already an explicit chance step
// (gallerist::is_chance): a visitor drawn from the bag, a contract card dealt, a work turned
// face up, a fact of a staged set-up, an objective card turned up at the final scoring.
// Every one is public, and its outcome's move code (kind plus arguments: the visitor kind,
// the contract card, the work code, the set-up fact and value, the seat and card) is exactly
// what every seat sees, so it is the outcome code for every observer. The outcome itself is
// the one the (determinized) state's hidden order gives.
//
// The Gallerist has no simultaneous phase, and no early evaluation: playouts run to the end.
#pragma once
#include <algorithm>
#include <cmath>
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
  // Rough decisions of one seat per round (time management).
  static constexpr int kDecisionsPerRound = 7;

  enum Rollout : int { kRandom = 0, kHeuristic = 1 };

  // The Gallerist's own search settings; the defaults are the measured ones (bench/README.md,
  // The Gallerist: heuristic rollouts play clearly stronger than uniform ones).
  struct Settings {
    int rollout = kHeuristic;
  };

  static int num_players(const State& s) { return s.players; }
  static bool is_terminal(const State& s) { return gallerist::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return gallerist::acting_mask(s); }
  static bool is_simultaneous(const State&) { return false; }

  // ---- chance --------------------------------------------------------------------------
  static bool is_chance(const State& s) { return gallerist::is_chance(s); }
  // Every chance step is public: the outcome's move code, the same for every observer.
  static uint64_t chance_outcome(const State& s, int /*observer*/) {
    return gallerist::chance_outcome(s);
  }
  static void apply_chance(State& s) { gallerist::apply(s, -1, gallerist::chance_outcome(s)); }

  // ---- decisions -----------------------------------------------------------------------
  // `observer` and `root` do not change the candidates (see above).
  static int search_moves(const State& s, int seat, int observer, bool root, const Settings&,
                          Move* out);
  // No policy prior: uniform.
  static void prior(const State&, int, int, const Move*, int n, const Settings&, float* out) {
    for (int i = 0; i < n; ++i) out[i] = 1.0f / static_cast<float>(n);
  }
  // No split of the other seats' statistics by their private state (yet).
  static uint16_t private_view(const State&, int, const Settings&) { return 0; }
  static void apply(State& s, int seat, Move m) { gallerist::apply(s, seat, m); }
  static uint64_t simultaneous_outcome(const State&) { return 0; }
  static Move rollout_move(const State& s, int seat, const Settings& set, Rng& rng) {
    if (set.rollout == kHeuristic) return heuristic_move(s, seat, rng, kRolloutNoise);
    return gallerist::random_move(s, seat, rng);
  }

  // ---- results and hidden information --------------------------------------------------
  static void returns(const State& s, double* win, double* margin) { gallerist::returns(s, win, margin); }
  static bool evaluate(const State&, const Settings&, double*, double*) { return false; }
  static void determinize(State& s, int seat, const Settings&, Rng& rng) {
    gallerist::determinize(s, seat, rng);
  }
  static std::string move_to_string(const State&, int, Move m) { return gallerist::move_to_string(m); }
  // About kDecisionsPerRound per round still to play, the rounds estimated from the public
  // end triggers (the heuristic bot's estimate).
  static int decisions_left(const State& s, int) {
    return std::max(1, static_cast<int>(std::lround(kDecisionsPerRound * (rounds_left_estimate(s) + 1.0))));
  }
};

}  // namespace gallerist
}  // namespace galleria
