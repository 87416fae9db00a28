// The compile-time interface every game implements so the generic search can play it.
//
// A game plugs in as a struct G of static functions (no virtual calls, no heap in the
// hot loop). The search is a template over G. Seats are absolute 0..num_players-1.
//
//   using State = ...;                        // trivially copyable: a clone is a copy
//   using Move  = uint32_t;                   // compact move code; 0 is never a legal move
//   static constexpr int kMaxPlayers;         // upper bound on num_players
//   static constexpr int kMaxSearchMoves;     // upper bound on search_moves() output
//
//   static int  num_players(const State&);
//   static bool is_terminal(const State&);
//   // Seats allowed to act now, as a bitmask. One bit, except in simultaneous phases
//   // (sealed bids) where every seat that has not yet submitted is set.
//   static uint32_t acting_mask(const State&);
//   // True while the current decision is private and simultaneous: a seat's choice here
//   // must not be visible to the other seats acting in the same phase (the search must
//   // not let one sealed bidder's tree branch on another's sealed bid).
//   static bool is_simultaneous(const State&);
//   // The abstracted candidate moves the search considers for `seat` (which must be in
//   // acting_mask). Small (<= kMaxSearchMoves), always non-empty, every entry legal.
//   // `grid` is the bid-grid size tunable.
//   static int  search_moves(const State&, int seat, int grid, Move* out);
//   // Apply a legal move by `seat`. Precondition: legal (callers validated it).
//   static void apply(State&, int seat, Move);
//   // A legal move for `seat` drawn by a rollout policy: 0 = uniform over legal moves
//   // (bids uniform over the whole legal range), 1 = the game's heuristic bot.
//   static Move rollout_move(const State&, int seat, int policy, Rng&);
//   // Final rewards, one per seat: win share (1 split among tied winners), and a
//   // normalised score margin in [-1, 1] for the optional reward blend.
//   static void returns(const State&, double* win_share, double* margin);
//   // Resample everything `seat` cannot see (other hands, deck, other seats' pending
//   // simultaneous choices) uniformly, consistent with `seat`'s observation, in place.
//   // The result must depend only on that observation and the rng (e.g. pool the unseen
//   // cards in a canonical order before shuffling), or the search would peek through it.
//   static void determinize(State&, int seat, Rng&);
//   // Text of a move for `seat` in the game's notation (for results and logs).
//   static std::string move_to_string(const State&, int seat, Move);
#pragma once
