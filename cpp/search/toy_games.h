// Two tiny games that exercise every feature of the game concept, used to test the
// search without the Modern Art core:
//  - ToyGops: hidden hands dealt from a deck, a hidden prize deck, a sequential public
//    decision (the round leader may double the prize) and a sealed simultaneous bid.
//  - Pennies: matching pennies as one sealed simultaneous move; a search whose second
//    seat could see the first seat's choice would always win it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "common/rng.h"

namespace galleria::search::toy {

// Cards 1..12; each of n (2..4) players gets 3 cards; prizes 1..5, one per round.
struct ToyGops {
  static constexpr int kMaxPlayers = 4;
  static constexpr int kMaxSearchMoves = 12;
  static constexpr int kCards = 12;
  static constexpr int kHand = 3;
  static constexpr uint32_t kDouble = 100, kKeep = 101;
  using Move = uint32_t;
  struct State {
    int8_t n = 2;
    int8_t round = 0;
    int8_t leader = 0;
    int8_t phase = 0;  // 0 leader decides, 1 sealed bids, 2 over
    int8_t prize = 0;
    int8_t doubled = 0;
    int8_t pending[kMaxPlayers] = {};  // sealed card submitted this round (0: not yet)
    uint16_t hand[kMaxPlayers] = {};   // bit c = holds card c
    uint16_t undealt = 0;              // cards nobody holds (hidden)
    int8_t prizes[5] = {};             // remaining prize deck, next at index round
    int16_t score[kMaxPlayers] = {};
  };

  static State new_game(int n, uint64_t seed) {
    Rng rng(seed);
    State s;
    s.n = static_cast<int8_t>(n);
    int deck[kCards];
    for (int i = 0; i < kCards; ++i) deck[i] = i + 1;
    for (int i = kCards - 1; i > 0; --i) std::swap(deck[i], deck[rng.below(i + 1)]);
    int k = 0;
    for (int p = 0; p < n; ++p)
      for (int j = 0; j < kHand; ++j) s.hand[p] |= static_cast<uint16_t>(1u << deck[k++]);
    while (k < kCards) s.undealt |= static_cast<uint16_t>(1u << deck[k++]);
    for (int i = 0; i < 5; ++i) s.prizes[i] = static_cast<int8_t>(i + 1);
    for (int i = 4; i > 0; --i) std::swap(s.prizes[i], s.prizes[rng.below(i + 1)]);
    s.prize = s.prizes[0];
    return s;
  }

  static int num_players(const State& s) { return s.n; }
  static bool is_terminal(const State& s) { return s.phase == 2; }
  static uint32_t acting_mask(const State& s) {
    if (s.phase == 0) return 1u << s.leader;
    if (s.phase == 2) return 0;
    uint32_t m = 0;
    for (int p = 0; p < s.n; ++p)
      if (s.pending[p] == 0) m |= 1u << p;
    return m;
  }
  static bool is_simultaneous(const State& s) { return s.phase == 1; }

  static int legal_moves(const State& s, int seat, Move* out) {
    if (s.phase == 0) {
      out[0] = kDouble;
      out[1] = kKeep;
      return 2;
    }
    int k = 0;
    for (int c = 1; c <= kCards; ++c)
      if ((s.hand[seat] >> c) & 1u) out[k++] = static_cast<Move>(c);
    return k;
  }
  static int search_moves(const State& s, int seat, int, Move* out) { return legal_moves(s, seat, out); }

  static void apply(State& s, int seat, Move m) {
    if (s.phase == 0) {
      s.doubled = m == kDouble;
      s.phase = 1;
      return;
    }
    s.pending[seat] = static_cast<int8_t>(m);
    s.hand[seat] &= static_cast<uint16_t>(~(1u << m));
    for (int p = 0; p < s.n; ++p)
      if (s.pending[p] == 0) return;
    // Reveal: a unique highest card takes the prize.
    int best = -1, top = 0, ties = 0;
    for (int p = 0; p < s.n; ++p) {
      if (s.pending[p] > top) top = s.pending[p], best = p, ties = 0;
      else if (s.pending[p] == top) ++ties;
    }
    if (ties == 0) s.score[best] += static_cast<int16_t>(s.prize * (s.doubled ? 2 : 1));
    for (int p = 0; p < s.n; ++p) s.pending[p] = 0;
    s.round += 1;
    s.leader = static_cast<int8_t>((s.leader + 1) % s.n);
    if (s.round == kHand) {
      s.phase = 2;
    } else {
      s.phase = 0;
      s.prize = s.prizes[s.round];
    }
  }

  static Move rollout_move(const State& s, int seat, int, Rng& rng) {
    Move moves[kMaxSearchMoves];
    const int k = legal_moves(s, seat, moves);
    return moves[rng.below(static_cast<uint32_t>(k))];
  }

  static void returns(const State& s, double* win, double* margin) {
    int top = -1, winners = 0;
    for (int p = 0; p < s.n; ++p) top = std::max<int>(top, s.score[p]);
    for (int p = 0; p < s.n; ++p) winners += s.score[p] == top;
    for (int p = 0; p < s.n; ++p) {
      win[p] = s.score[p] == top ? 1.0 / winners : 0.0;
      int other = -1;
      for (int q = 0; q < s.n; ++q)
        if (q != p) other = std::max<int>(other, s.score[q]);
      margin[p] = (s.score[p] - other) / 30.0;
    }
  }

  // Everything `seat` cannot see: other hands, other seats' submitted cards, the undealt
  // cards and the order of the remaining prizes.
  static void determinize(State& s, int seat, Rng& rng) {
    int pool[kCards];
    int k = 0;
    uint16_t hidden = s.undealt;
    for (int p = 0; p < s.n; ++p) {
      if (p == seat) continue;
      hidden |= s.hand[p];
      if (s.pending[p] != 0) hidden |= static_cast<uint16_t>(1u << s.pending[p]);
    }
    for (int c = 1; c <= kCards; ++c)
      if ((hidden >> c) & 1u) pool[k++] = c;
    for (int i = k - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(i + 1)]);
    int used = 0;
    for (int p = 0; p < s.n; ++p) {
      if (p == seat) continue;
      const int size = __builtin_popcount(s.hand[p]);
      s.hand[p] = 0;
      for (int j = 0; j < size; ++j) s.hand[p] |= static_cast<uint16_t>(1u << pool[used++]);
      if (s.pending[p] != 0) s.pending[p] = static_cast<int8_t>(pool[used++]);
    }
    s.undealt = 0;
    while (used < k) s.undealt |= static_cast<uint16_t>(1u << pool[used++]);
    // Canonical order first, so the sample depends only on what `seat` knows.
    const int first = s.round + 1;
    std::sort(s.prizes + first, s.prizes + 5);
    for (int i = 4; i > first; --i) {
      std::swap(s.prizes[i], s.prizes[first + static_cast<int>(rng.below(i - first + 1))]);
    }
  }

  static std::string move_to_string(const State&, int, Move m) {
    if (m == kDouble) return "double";
    if (m == kKeep) return "keep";
    return "play " + std::to_string(m);
  }
};

// Matching pennies: both seats pick 1 or 2 at once; seat 0 wins on a match.
struct Pennies {
  static constexpr int kMaxPlayers = 2;
  static constexpr int kMaxSearchMoves = 2;
  using Move = uint32_t;
  struct State {
    int8_t choice[2] = {0, 0};
  };
  static int num_players(const State&) { return 2; }
  static bool is_terminal(const State& s) { return s.choice[0] != 0 && s.choice[1] != 0; }
  static uint32_t acting_mask(const State& s) {
    return (s.choice[0] == 0 ? 1u : 0u) | (s.choice[1] == 0 ? 2u : 0u);
  }
  static bool is_simultaneous(const State& s) { return !is_terminal(s); }
  static int search_moves(const State&, int, int, Move* out) {
    out[0] = 1;
    out[1] = 2;
    return 2;
  }
  static void apply(State& s, int seat, Move m) { s.choice[seat] = static_cast<int8_t>(m); }
  static Move rollout_move(const State&, int, int, Rng& rng) { return 1 + rng.below(2); }
  static void returns(const State& s, double* win, double* margin) {
    const bool match = s.choice[0] == s.choice[1];
    win[0] = match ? 1.0 : 0.0;
    win[1] = 1.0 - win[0];
    margin[0] = match ? 1.0 : -1.0;
    margin[1] = -margin[0];
  }
  static void determinize(State& s, int seat, Rng& rng) {
    const int other = 1 - seat;
    if (s.choice[other] != 0) s.choice[other] = static_cast<int8_t>(1 + rng.below(2));
  }
  static std::string move_to_string(const State&, int, Move m) { return m == 1 ? "one" : "two"; }
};

}  // namespace galleria::search::toy
