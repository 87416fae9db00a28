// The compile-time interface every game implements so the generic search can play it.
//
// A game plugs in as a struct G of static functions (no virtual calls, no heap in the hot
// loop); the search (ismcts.h) is a template over G. Seats are absolute 0..num_players-1.
// `observer` below is always the searching seat: the tree is built over what it can see.
//
// ---- types and bounds ------------------------------------------------------------------
//   using State = ...;                 // trivially copyable: a clone is a copy
//   using Move  = uint32_t;            // compact code; 0 is never a legal move; the same
//                                      // code means the same move in every determinization
//   struct Settings { ... };           // the game's own search settings (e.g. a bid grid);
//                                      // default-constructed values are the tuned ones;
//                                      // may also carry what the caller learnt of the
//                                      // other seats this game (read by determinize)
//   static constexpr int kMaxPlayers;      // upper bound on num_players
//   static constexpr int kMaxSearchMoves;  // upper bound on search_moves() output (<= 64)
//
// ---- turn structure ----------------------------------------------------------------------
//   static int  num_players(const State&);
//   static bool is_terminal(const State&);
//   // Seats allowed to act now, as a bitmask: one bit, several in a simultaneous phase
//   // (every seat that has not yet chosen), 0 while a chance step is pending or at the end.
//   static uint32_t acting_mask(const State&);
//   // True while the current decision is private and simultaneous: no seat acting in the
//   // phase may see another's choice until every one has chosen (sealed bids).
//   static bool is_simultaneous(const State&);
//
// ---- chance ------------------------------------------------------------------------------
// Randomness is part of the state: its hidden order (deck, bag, stack) is fixed by the
// state and resampled by determinize(). A chance step is pending when is_chance() holds
// (then acting_mask() == 0): apply_chance() resolves it by that hidden order. A game may
// also turn a random event that happens inside a move (a deal of new hands at a season's
// end, a card turned face up) into a chance step right after that move: the search sees
// the same thing either way.
//   static bool is_chance(const State&);
//   // Exact code of what `observer` learns from the pending outcome (the one the hidden
//   // order gives): different observations must give different codes, never a hash that
//   // can merge two of them. A public outcome (a tile drawn face up) has the same code for
//   // every observer; a private deal's code is the observer's own new cards. 0 = nothing.
//   static uint64_t chance_outcome(const State&, int observer);
//   static void apply_chance(State&);
//
// ---- decisions ---------------------------------------------------------------------------
//   // The candidate moves the search considers for `seat` (which must be acting), at most
//   // kMaxSearchMoves, never empty, every one legal. `root` is true for the observer's own
//   // decision at the root of the search (a game may offer finer candidates there). When
//   // seat != observer the list may depend on seat's hidden state only through legality
//   // (which cards it can play); every abstraction (which bid amounts) must come from
//   // public facts, so an opponent's candidates are the same in every determinization.
//   static int  search_moves(const State&, int seat, int observer, bool root,
//                            const Settings&, Move* out);
//   // A probability for each of the n candidates (summing to 1): the game's policy as a
//   // prior for the tree, computed from `seat`'s point of view in this determinization
//   // (for an opponent: from its sampled hand). Uniform when a game has no policy. With
//   // seat != observer it is the search's model of that opponent: a game may make it
//   // sharper than the searching seat's own prior (the opponent then plays as its model).
//   static void prior(const State&, int seat, int observer, const Move* moves, int n,
//                     const Settings&, float* out);
//   // A small code of what `seat` privately knows that matters to its decision
//   // now, read for the other seats only (0: nothing, or a game with no such split). The
//   // search keeps an opponent's statistics apart per code, so its replies are learnt for
//   // each private state it may be in rather than pooled over all of them (a coarse
//   // multiple-observer tree). Finer codes split the statistics thinner.
//   static uint16_t private_view(const State&, int seat, const Settings&);
//   // Apply a legal move by `seat`. Precondition: legal (callers validated it).
//   static void apply(State&, int seat, Move);
//   // Exact code of the public outcome of a simultaneous phase, read right after the last
//   // pending seat's move was applied. Joint choices every seat observes alike and that
//   // lead to the same position may share a code (e.g. a sealed auction's winner and
//   // price); any two with different consequences must not.
//   static uint64_t simultaneous_outcome(const State&);
//   // A legal move for `seat` from the rollout policy named in Settings.
//   static Move rollout_move(const State&, int seat, const Settings&, Rng&);
//
// ---- results and hidden information ----------------------------------------------------
//   // Final rewards, one per seat: win share (1 split among tied winners), and a normalised
//   // score margin in [-1, 1] for the optional reward blend.
//   static void returns(const State&, double* win_share, double* margin);
//   // Early end of a playout: true when the search may stop at `s` (not terminal) and use
//   // these estimates of the final rewards instead (e.g. from money right after a season
//   // is scored, as far ahead of the search's root as Settings say); false to play on.
//   static bool evaluate(const State&, const Settings&, double* win_share, double* margin);
//   // Optional. Each seat's lead: its score above the table's mean on a scale the game
//   // sets (in [-1, 1]), read where a playout stopped (the end, or where evaluate() took
//   // over). Unlike returns()' margin it keeps growing with a far leader's lead; the
//   // search weighs it once the searching seat is safely winning (Options::safe_blend).
//   // Without it safe_blend has no effect.
//   static void lead(const State&, const Settings&, double* out);
//   // Resample everything `seat` cannot see (other hands, hidden orders, other seats'
//   // pending simultaneous choices) consistently with `seat`'s observation, in place. The
//   // result must depend only on that observation, the settings and the rng, or the search
//   // would peek. A game may also draw here how it models the other seats in this sample.
//   static void determinize(State&, int seat, const Settings&, Rng&);
//   // Text of a move for `seat` in the game's notation (for results and logs).
//   static std::string move_to_string(const State&, int seat, Move);
//   // Rough number of decisions `seat` still has to search in this game (time management).
//   static int decisions_left(const State&, int seat);
#pragma once
