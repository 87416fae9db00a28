// Tiny games that exercise every feature of the game concept, used to test the search
// without the Modern Art core:
//  - ToyGops: hidden hands dealt from a deck, a hidden prize deck, a sequential public
//    decision (the round leader may double the prize) and a sealed simultaneous bid.
//  - Pennies: matching pennies as one sealed simultaneous move; a search whose second
//    seat could see the first seat's choice would always win it.
//  - ToyDraw: an explicit chance step (a tile drawn from a bag whose order is hidden) whose
//    outcome decides the best next move: a search that merged the outcomes could not tell
//    when to take the tile.
//  - ToyCall: a reply that must depend on the replying seat's hidden card; a search that
//    pooled that seat's statistics over its possible cards would model it as one reply.
//  - ToyLead: a seat already winning chooses between keeping a small lead for sure and
//    a likely far larger one (the optional G::lead and Options::safe_blend).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "common/rng.h"

namespace galleria::search::toy {

// The parts of the concept no toy game needs of its own: no policy (a uniform prior), no
// private view (an opponent's statistics pooled), no early evaluation. A game that needs
// one hides it.
struct NoPolicy {
  template <class State, class Move, class Settings>
  static void prior(const State&, int, int, const Move*, int n, const Settings&, float* out) {
    for (int k = 0; k < n; ++k) out[k] = 1.0f / static_cast<float>(n);
  }
  template <class State, class Settings>
  static uint16_t private_view(const State&, int, const Settings&) {
    return 0;
  }
  template <class State, class Settings>
  static bool evaluate(const State&, const Settings&, double*, double*) {
    return false;
  }
};

// Cards 1..12; each of n (2..4) players gets 3 cards; prizes 1..5, one per round.
struct ToyGops : NoPolicy {
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
    int8_t last[kMaxPlayers] = {};     // cards revealed by the last sealed round
  };
  struct Settings {};

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
  static bool is_chance(const State&) { return false; }
  static uint64_t chance_outcome(const State&, int) { return 0; }
  static void apply_chance(State&) {}
  static int search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
    return legal_moves(s, seat, out);
  }
  static uint64_t simultaneous_outcome(const State& s) {
    uint64_t key = 0;
    for (int p = 0; p < s.n; ++p) key |= static_cast<uint64_t>(s.last[p]) << (4 * p);
    return key;
  }
  static int decisions_left(const State& s, int) { return kHand - s.round; }

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
    for (int p = 0; p < s.n; ++p) s.last[p] = s.pending[p];
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

  static Move rollout_move(const State& s, int seat, const Settings&, Rng& rng) {
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
  static void determinize(State& s, int seat, const Settings&, Rng& rng) {
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
struct Pennies : NoPolicy {
  static constexpr int kMaxPlayers = 2;
  static constexpr int kMaxSearchMoves = 2;
  using Move = uint32_t;
  struct State {
    int8_t choice[2] = {0, 0};
  };
  struct Settings {};
  static int num_players(const State&) { return 2; }
  static bool is_terminal(const State& s) { return s.choice[0] != 0 && s.choice[1] != 0; }
  static uint32_t acting_mask(const State& s) {
    return (s.choice[0] == 0 ? 1u : 0u) | (s.choice[1] == 0 ? 2u : 0u);
  }
  static bool is_simultaneous(const State& s) { return !is_terminal(s); }
  static bool is_chance(const State&) { return false; }
  static uint64_t chance_outcome(const State&, int) { return 0; }
  static void apply_chance(State&) {}
  static int search_moves(const State&, int, int, bool, const Settings&, Move* out) {
    out[0] = 1;
    out[1] = 2;
    return 2;
  }
  static uint64_t simultaneous_outcome(const State& s) {
    return static_cast<uint64_t>(s.choice[0]) * 3 + static_cast<uint64_t>(s.choice[1]);
  }
  static int decisions_left(const State&, int) { return 1; }
  static void apply(State& s, int seat, Move m) { s.choice[seat] = static_cast<int8_t>(m); }
  static Move rollout_move(const State&, int, const Settings&, Rng& rng) { return 1 + rng.below(2); }
  static void returns(const State& s, double* win, double* margin) {
    const bool match = s.choice[0] == s.choice[1];
    win[0] = match ? 1.0 : 0.0;
    win[1] = 1.0 - win[0];
    margin[0] = match ? 1.0 : -1.0;
    margin[1] = -margin[0];
  }
  static void determinize(State& s, int seat, const Settings&, Rng& rng) {
    const int other = 1 - seat;
    if (s.choice[other] != 0) s.choice[other] = static_cast<int8_t>(1 + rng.below(2));
  }
  static std::string move_to_string(const State&, int, Move m) { return m == 1 ? "one" : "two"; }
};

// ToyDraw, two seats; only seat 0 decides. Seat 0 plays it safe (a draw: 0.5 each) or
// plays on: a tile is drawn from a bag of `plus` good and `minus` bad tiles in a hidden
// order (an explicit, public chance step), then seat 0 takes the
// tile (a good one wins, a bad one loses) or leaves it (0.4 for seat 0). Knowing the tile
// makes playing on worth 0.5 * 1 + 0.5 * 0.4 = 0.7 with half the tiles good; a search that
// merged the outcomes would see take 0.5 and leave 0.4 after the draw, so 0.5 at best.
struct ToyDraw : NoPolicy {
  static constexpr int kMaxPlayers = 2;
  static constexpr int kMaxSearchMoves = 2;
  static constexpr int kBag = 8;
  static constexpr uint32_t kSafe = 1, kPlay = 2, kTake = 3, kLeave = 4;
  using Move = uint32_t;
  struct State {
    int8_t bag[kBag] = {};  // 1 good, 2 bad; hidden order, next at `pos`
    int8_t size = 0, pos = 0;
    int8_t phase = 0;       // 0 seat 0 decides, 1 chance pending, 2 seat 0 decides, 3 over
    int8_t drawn = 0;
    int8_t result = 0;      // 1 seat 0 won, 2 lost, 3 safe draw, 4 left
  };
  struct Settings {};

  static State new_game(int plus, int minus, uint64_t seed) {
    State s;
    for (int i = 0; i < plus + minus && i < kBag; ++i) s.bag[i] = static_cast<int8_t>(i < plus ? 1 : 2);
    s.size = static_cast<int8_t>(std::min(plus + minus, kBag));
    Rng rng(seed);
    for (int i = s.size - 1; i > 0; --i) std::swap(s.bag[i], s.bag[rng.below(i + 1)]);
    return s;
  }
  static int num_players(const State&) { return 2; }
  static bool is_terminal(const State& s) { return s.phase == 3; }
  static uint32_t acting_mask(const State& s) { return s.phase == 0 || s.phase == 2 ? 1u : 0u; }
  static bool is_simultaneous(const State&) { return false; }
  static bool is_chance(const State& s) { return s.phase == 1; }
  static uint64_t chance_outcome(const State& s, int) { return static_cast<uint64_t>(s.bag[s.pos]); }
  static void apply_chance(State& s) {
    s.drawn = s.bag[s.pos++];
    s.phase = 2;
  }
  static int legal_moves(const State& s, int seat, Move* out) {
    if (seat != 0 || (s.phase != 0 && s.phase != 2)) return 0;
    out[0] = s.phase == 0 ? kSafe : kTake;
    out[1] = s.phase == 0 ? kPlay : kLeave;
    return 2;
  }
  static int search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
    return legal_moves(s, seat, out);
  }
  static void apply(State& s, int, Move m) {
    if (m == kSafe) s.phase = 3, s.result = 3;
    else if (m == kPlay) s.phase = s.pos < s.size ? 1 : 3, s.result = 3;
    else if (m == kTake) s.phase = 3, s.result = s.drawn == 1 ? 1 : 2;
    else s.phase = 3, s.result = 4;
  }
  static uint64_t simultaneous_outcome(const State&) { return 0; }
  static Move rollout_move(const State& s, int seat, const Settings&, Rng& rng) {
    Move moves[2];
    legal_moves(s, seat, moves);
    return moves[rng.below(2)];
  }
  static void returns(const State& s, double* win, double* margin) {
    win[0] = s.result == 1 ? 1.0 : s.result == 2 ? 0.0 : s.result == 4 ? 0.4 : 0.5;
    win[1] = 1.0 - win[0];
    margin[0] = 2.0 * win[0] - 1.0;
    margin[1] = -margin[0];
  }
  // Only the bag order is hidden: resampled from the remaining composition.
  static void determinize(State& s, int, const Settings&, Rng& rng) {
    const int first = s.pos;
    std::sort(s.bag + first, s.bag + s.size);
    for (int i = s.size - 1; i > first; --i) {
      std::swap(s.bag[i], s.bag[first + static_cast<int>(rng.below(i - first + 1))]);
    }
  }
  static std::string move_to_string(const State&, int, Move m) {
    return m == kSafe ? "safe" : m == kPlay ? "play" : m == kTake ? "take" : "leave";
  }
  static int decisions_left(const State& s, int) { return s.phase == 0 ? 2 : 1; }
};

// ToyCall, two seats. Seat 1 holds a hidden card, high or low (even odds). Seat 0 plays it
// safe (0.45 for seat 0) or bets; after a bet seat 1 calls (the high card wins, the low
// card loses) or folds (0.7 for seat 0). Seat 1 knows its card: it calls with the high one
// and folds with the low one, so the bet is worth 0.5 * 0 + 0.5 * 0.7 = 0.35 and seat 0
// should play safe. A search that pools seat 1's replies over both cards finds calling
// best on average (0.5 against 0.3 for seat 1) and values the bet at 0.5: a wrong bet.
// kViews = false hides the card from the search's keys (private_view 0) to show that.
// kModel = true gives the search a model of seat 1 that always calls: a prior of 0.75 on
// calling (seat 0's prior stays flat).
struct ToyCallState {  // one state type for both searches, so one Python class
  int8_t card = 1;    // seat 1's card: 1 high, 2 low
  int8_t phase = 0;   // 0 seat 0 decides, 1 seat 1 decides, 2 over
  int8_t result = 0;  // the last move
};
template <bool kViews, bool kModel = false>
struct ToyCallT : NoPolicy {
  static constexpr int kMaxPlayers = 2;
  static constexpr int kMaxSearchMoves = 2;
  static constexpr uint32_t kSafe = 1, kBet = 2, kCall = 3, kFold = 4;
  static constexpr int8_t kHigh = 1, kLow = 2;
  using Move = uint32_t;
  using State = ToyCallState;
  struct Settings {};

  static State new_game(int card) {
    State s;
    s.card = static_cast<int8_t>(card);
    return s;
  }
  static int num_players(const State&) { return 2; }
  static bool is_terminal(const State& s) { return s.phase == 2; }
  static uint32_t acting_mask(const State& s) { return s.phase == 2 ? 0u : 1u << s.phase; }
  static bool is_simultaneous(const State&) { return false; }
  static bool is_chance(const State&) { return false; }
  static uint64_t chance_outcome(const State&, int) { return 0; }
  static void apply_chance(State&) {}
  static int legal_moves(const State& s, int seat, Move* out) {
    if (s.phase == 2 || seat != s.phase) return 0;
    out[0] = s.phase == 0 ? kSafe : kCall;
    out[1] = s.phase == 0 ? kBet : kFold;
    return 2;
  }
  static int search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
    return legal_moves(s, seat, out);
  }
  static void prior(const State& s, int seat, int observer, const Move* moves, int n,
                    const Settings& set, float* out) {
    NoPolicy::prior(s, seat, observer, moves, n, set, out);
    if (kModel && seat == 1) out[0] = 0.75f, out[1] = 0.25f;  // candidates: call, fold
  }
  static uint16_t private_view(const State& s, int seat, const Settings&) {
    return kViews && seat == 1 ? static_cast<uint16_t>(s.card) : uint16_t{0};
  }
  static void apply(State& s, int, Move m) {
    s.result = static_cast<int8_t>(m);
    s.phase = m == kBet ? 1 : 2;
  }
  static uint64_t simultaneous_outcome(const State&) { return 0; }
  static Move rollout_move(const State& s, int seat, const Settings&, Rng& rng) {
    Move moves[2];
    legal_moves(s, seat, moves);
    return moves[rng.below(2)];
  }
  static void returns(const State& s, double* win, double* margin) {
    win[0] = s.result == kSafe ? 0.45 : s.result == kFold ? 0.7 : s.card == kHigh ? 0.0 : 1.0;
    win[1] = 1.0 - win[0];
    margin[0] = 2.0 * win[0] - 1.0;
    margin[1] = -margin[0];
  }
  // Seat 0 cannot see the card: it is redrawn at even odds.
  static void determinize(State& s, int seat, const Settings&, Rng& rng) {
    if (seat == 0) s.card = static_cast<int8_t>(1 + rng.below(2));
  }
  static std::string move_to_string(const State&, int, Move m) {
    return m == kSafe ? "safe" : m == kBet ? "bet" : m == kCall ? "call" : "fold";
  }
  static int decisions_left(const State&, int) { return 1; }
};
using ToyCall = ToyCallT<true>;
using ToyCallPooled = ToyCallT<false>;
using ToyCallModel = ToyCallT<true, true>;

// ToyLead, two seats; only seat 0 decides, once. Seat 0 holds (the game ends with money
// `hold` to seat 1's 19: a sure win at hold 20, a tie at 19) or grows: a tile is drawn from
// a bag of `good` good and `bad` bad tiles in a hidden order (an explicit chance step); a
// good one ends it 200 to 19, a bad one 18 to 19. Win share and the two-seat margin (+1 or
// -1 for any gap) cannot tell 20 from 200, so with 19 good tiles of 20 the shipped reward
// holds (1 against 0.95). G::lead can: (money - mean) / richest, 0.025 for 20 to 19, 0.45
// for 200 to 19, so a search weighing it once the win is safe grows.
struct ToyLead : NoPolicy {
  static constexpr int kMaxPlayers = 2;
  static constexpr int kMaxSearchMoves = 2;
  static constexpr int kBag = 20;
  static constexpr uint32_t kHold = 1, kGrow = 2;
  using Move = uint32_t;
  struct State {
    int8_t bag[kBag] = {};  // 1 good, 2 bad; hidden order
    int8_t size = 0;
    int8_t phase = 0;       // 0 seat 0 decides, 1 chance pending, 2 over
    int16_t hold = 20;      // seat 0's money if it holds
    int16_t money[2] = {0, 19};
  };
  struct Settings {};

  static State new_game(int good, int bad, int hold, uint64_t seed) {
    State s;
    s.size = static_cast<int8_t>(std::min(good + bad, kBag));
    for (int i = 0; i < s.size; ++i) s.bag[i] = static_cast<int8_t>(i < good ? 1 : 2);
    s.hold = static_cast<int16_t>(hold);
    Rng rng(seed);
    for (int i = s.size - 1; i > 0; --i) std::swap(s.bag[i], s.bag[rng.below(i + 1)]);
    return s;
  }
  static int num_players(const State&) { return 2; }
  static bool is_terminal(const State& s) { return s.phase == 2; }
  static uint32_t acting_mask(const State& s) { return s.phase == 0 ? 1u : 0u; }
  static bool is_simultaneous(const State&) { return false; }
  static bool is_chance(const State& s) { return s.phase == 1; }
  static uint64_t chance_outcome(const State& s, int) { return static_cast<uint64_t>(s.bag[0]); }
  static void apply_chance(State& s) {
    s.money[0] = s.bag[0] == 1 ? 200 : 18;
    s.phase = 2;
  }
  static int search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
    if (seat != 0 || s.phase != 0) return 0;
    out[0] = kHold;
    out[1] = kGrow;
    return 2;
  }
  static void apply(State& s, int, Move m) {
    if (m == kHold) s.money[0] = s.hold;
    s.phase = m == kHold ? 2 : 1;
  }
  static uint64_t simultaneous_outcome(const State&) { return 0; }
  static Move rollout_move(const State&, int, const Settings&, Rng& rng) {
    return 1 + rng.below(2);
  }
  static void returns(const State& s, double* win, double* margin) {
    const int d = s.money[0] - s.money[1];
    win[0] = d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
    win[1] = 1.0 - win[0];
    margin[0] = d > 0 ? 1.0 : d < 0 ? -1.0 : 0.0;
    margin[1] = -margin[0];
  }
  static void lead(const State& s, const Settings&, double* out) {
    const double mean = 0.5 * (s.money[0] + s.money[1]);
    const double top =
        std::max({1.0, static_cast<double>(s.money[0]), static_cast<double>(s.money[1])});
    for (int i = 0; i < 2; ++i) out[i] = (s.money[i] - mean) / top;
  }
  // Only the bag order is hidden.
  static void determinize(State& s, int, const Settings&, Rng& rng) {
    for (int i = s.size - 1; i > 0; --i) std::swap(s.bag[i], s.bag[rng.below(i + 1)]);
  }
  static std::string move_to_string(const State&, int, Move m) {
    return m == kHold ? "hold" : "grow";
  }
  static int decisions_left(const State& s, int) { return s.phase == 0 ? 1 : 0; }
};

}  // namespace galleria::search::toy
