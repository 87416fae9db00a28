// Rules of Modern Art: setup, dealing, turn order, the five auctions, season end.
#include "modern_art/state.h"

#include <cstring>
#include <stdexcept>

#include "common/money_returns.h"
#include "modern_art/scoring.h"

namespace galleria {
namespace modern_art {
namespace {

constexpr uint8_t P(Phase p) { return static_cast<uint8_t>(p); }
inline int left_of(const State& s, int seat) { return seat + 1 == s.players ? 0 : seat + 1; }
inline bool turn_mode(const State& s) { return s.virt == uint8_t(Virtual::Turn); }
inline bool winner_mode(const State& s) { return s.virt == uint8_t(Virtual::Winner); }
// Turn-order slots: the real seats, plus (virtual=turn) the virtual player as slot `players`.
inline int num_slots(const State& s) { return s.players + (turn_mode(s) ? 1 : 0); }
inline int next_slot(const State& s, int slot) { return slot + 1 >= num_slots(s) ? 0 : slot + 1; }

bool real_hands_empty(const State& s) {
  for (int i = 0; i < s.players; ++i)
    if (s.hand_size[i]) return false;
  return true;
}

void clear_auction(State& s) {
  s.card1 = s.card2 = kNoCard;
  s.high_bid = 0;
  s.high_bidder = kNoSeat;
  s.price = 0;
  s.passes = 0;
  s.submitted = 0;
  for (auto& b : s.sealed_bid) b = 0;
}

void end_season(State& s);

// The turn passes to `slot` or the first slot after it that can act: a real seat with
// cards, or the virtual player with a non-empty pile (its right-hand neighbour decides).
void begin_turn_at(State& s, int slot) {
  clear_auction(s);
  for (int i = 0, n = num_slots(s); i < n; ++i, slot = next_slot(s, slot)) {
    if (slot < s.players) {
      if (s.hand_size[slot]) {
        s.phase = P(Phase::Play);
        s.actor = s.original = s.runner = static_cast<uint8_t>(slot);
        return;
      }
    } else if (s.vp_head < s.vp_tail) {
      s.phase = P(Phase::VirtualReveal);
      s.actor = static_cast<uint8_t>(slot - 1);
      s.original = s.runner = static_cast<uint8_t>(slot);
      return;
    }
  }
  // Unreachable mid-season (the season ends when the last real card is played).
  s.phase = P(Phase::GameOver);
}

void deal(State& s) {
  const int hands = s.players + (s.virt ? 1 : 0);
  const int k = deal_count(hands, s.season);
  for (int seat = 0; seat < s.players; ++seat)
    for (int j = 0; j < k; ++j) {
      ++s.hand[seat][s.deck[s.deck_pos++]];
      ++s.hand_size[seat];
    }
  if (s.virt)
    for (int j = 0; j < k; ++j) s.vpile[s.vp_tail++] = s.deck[s.deck_pos++];
}

void start_season(State& s, int first_slot) {
  deal(s);
  if (real_hands_empty(s)) {  // only possible in season 4: nothing played, nothing scored
    clear_auction(s);
    s.phase = P(Phase::GameOver);
    return;
  }
  begin_turn_at(s, first_slot);
}

void end_season(State& s) {
  score_season(s);
  clear_auction(s);
  if (s.season + 1 >= kSeasons) {
    s.phase = P(Phase::GameOver);
    return;
  }
  ++s.season;
  // A season ended by a virtual reveal continues with the next real seat left of the
  // revealer; otherwise with the slot left of whoever played the ending card.
  const int first = s.ender_reveal ? left_of(s, s.ender) : next_slot(s, s.ender);
  start_season(s, first);
}

// Counts a card put face up this season; true if it is the artist's fifth (season over).
inline bool count_card(State& s, int kind) {
  ++s.seen[kind];
  return ++s.season_count[artist_of(kind)] >= kSeasonEndCount;
}

inline void take_from_hand(State& s, int seat, int kind) {
  --s.hand[seat][kind];
  --s.hand_size[seat];
}

void start_auction(State& s, int type) {
  s.high_bid = 0;
  s.high_bidder = kNoSeat;
  s.passes = 0;
  switch (type) {
    case kOpen:
      s.phase = P(Phase::Open);
      s.actor = static_cast<uint8_t>(left_of(s, s.runner));
      break;
    case kOnceAround:
      s.phase = P(Phase::OnceAround);
      s.actor = static_cast<uint8_t>(left_of(s, s.runner));
      break;
    case kSealed:
      s.phase = P(Phase::Sealed);
      s.submitted = 0;
      break;
    default:
      s.phase = P(Phase::FixedPrice);
      s.actor = s.runner;
      break;
  }
}

// Pays `amount` from `to_seat`'s point of view: the auctioneer-side recipient gets it, or the
// bank when the recipient is the winner itself.
inline void pay_share(State& s, int winner, int recipient, int32_t amount) {
  if (recipient == winner)
    s.paid_to_bank[winner] += amount;
  else
    s.money[recipient] += amount;
}

// `winner` takes the card(s) on offer for `amount`; then the turn moves on.
void award(State& s, int winner, int32_t amount) {
  const int artist = artist_of(s.card1);
  s.bought[winner][artist] += (s.card2 == kNoCard) ? 1 : 2;
  if (amount > 0) {
    s.money[winner] -= amount;
    if (!sale_is_split(s)) {
      pay_share(s, winner, s.runner, amount);
    } else {
      const int32_t to_original = amount / 2;  // odd remainder to the new auctioneer
      pay_share(s, winner, s.original, to_original);
      pay_share(s, winner, s.runner, amount - to_original);
    }
  }
  if (winner_mode(s) && s.vp_head < s.vp_tail) {
    clear_auction(s);
    s.phase = P(Phase::VirtualReveal);
    s.actor = static_cast<uint8_t>(winner);
    return;
  }
  begin_turn_at(s, next_slot(s, s.runner));
}

// Open and once-around auctions end the same way: the high bidder buys, or with no bid the
// auctioneer takes the card(s) free.
void award_high_bid(State& s) {
  if (s.high_bidder == kNoSeat)
    award(s, s.runner, 0);
  else
    award(s, s.high_bidder, s.high_bid);
}

void resolve_sealed(State& s) {
  int best = 0, winner = s.runner;
  for (int i = 0, seat = s.runner; i < s.players; ++i, seat = left_of(s, seat))
    if (s.sealed_bid[seat] > best) {
      best = s.sealed_bid[seat];
      winner = seat;
    }
  for (auto& b : s.sealed_bid) b = 0;
  s.submitted = 0;
  award(s, winner, best);
}

}  // namespace

void validate_config(const Config& c) {
  if (c.players < 3 || c.players > 5)
    throw std::invalid_argument("players must be 3, 4 or 5 (got " + std::to_string(c.players) + ")");
  if (c.virtual_mode != Virtual::None && c.players != 3)
    throw std::invalid_argument("the virtual player variant needs exactly 3 players");
  if (c.virtual_mode != Virtual::None && c.virtual_mode != Virtual::Turn &&
      c.virtual_mode != Virtual::Winner)
    throw std::invalid_argument("unknown virtual mode");
}

Config config_of(const State& s) {
  Config c;
  c.players = s.players;
  c.double_all_to_second = s.double_all != 0;
  c.virtual_mode = Virtual(s.virt);
  return c;
}

State new_game(const Config& config, const uint8_t deck[kCards]) {
  validate_config(config);
  int counts[kKinds] = {};
  for (int i = 0; i < kCards; ++i) {
    if (deck[i] >= kKinds) throw std::invalid_argument("deck holds an unknown card kind");
    ++counts[deck[i]];
  }
  for (int k = 0; k < kKinds; ++k)
    if (counts[k] != kComposition[k])
      throw std::invalid_argument("deck must hold exactly the 70 cards of the game (card kind " +
                                  std::to_string(k) + " appears " + std::to_string(counts[k]) +
                                  " times, expected " + std::to_string(kComposition[k]) + ")");
  State s;
  std::memset(&s, 0, sizeof s);
  std::memcpy(s.deck, deck, kCards);
  s.players = static_cast<uint8_t>(config.players);
  s.double_all = config.double_all_to_second ? 1 : 0;
  s.virt = static_cast<uint8_t>(config.virtual_mode);
  for (int i = 0; i < s.players; ++i) s.money[i] = kStartMoney;
  for (auto& r : s.score_rank)
    for (auto& a : r) a = kNoCard;
  s.ender = kNoSeat;
  start_season(s, 0);
  return s;
}

State new_game(const Config& config, uint64_t seed) {
  uint8_t deck[kCards];
  int n = 0;
  for (int k = 0; k < kKinds; ++k)
    for (int j = 0; j < kComposition[k]; ++j) deck[n++] = static_cast<uint8_t>(k);
  Rng rng(seed);
  for (int i = kCards - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    const uint8_t t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return new_game(config, deck);
}

uint32_t acting_mask(const State& s) {
  switch (Phase(s.phase)) {
    case Phase::GameOver:
      return 0;
    case Phase::Sealed:
      return ((1u << s.players) - 1) & ~uint32_t(s.submitted);
    default:
      return 1u << s.actor;
  }
}

int current_player(const State& s) {
  const uint32_t m = acting_mask(s);
  if (!m) return -1;
  int i = 0;
  while (!(m >> i & 1u)) ++i;
  return i;
}

bool operator==(const State& a, const State& b) { return std::memcmp(&a, &b, sizeof a) == 0; }

int vpile_size(const State& s) { return s.vp_tail - s.vp_head; }

uint32_t winners_mask(const State& s) {
  int32_t best = s.money[0];
  for (int i = 1; i < s.players; ++i)
    if (s.money[i] > best) best = s.money[i];
  uint32_t mask = 0;
  for (int i = 0; i < s.players; ++i)
    if (s.money[i] == best) mask |= 1u << i;
  return mask;
}

void returns(const State& s, double* win_share, double* margin) {
  money_returns(s.money, s.players, winners_mask(s), win_share, margin);
}

void apply(State& s, int seat, Move m) {
  const uint32_t kind = move_kind(m);
  const uint32_t arg = move_arg(m);
  switch (Phase(s.phase)) {
    case Phase::Play: {
      take_from_hand(s, seat, static_cast<int>(arg));
      s.original = s.runner = static_cast<uint8_t>(seat);
      s.card1 = static_cast<uint8_t>(arg);
      s.card2 = kNoCard;
      if (count_card(s, static_cast<int>(arg)) || real_hands_empty(s)) {
        s.ender = static_cast<uint8_t>(seat);
        s.ender_reveal = 0;
        end_season(s);
        return;
      }
      if (type_of(static_cast<int>(arg)) == kDouble) {
        s.phase = P(Phase::DoubleOffer);
        s.actor = static_cast<uint8_t>(seat);
      } else {
        start_auction(s, type_of(static_cast<int>(arg)));
      }
      return;
    }
    case Phase::DoubleOffer: {
      if (kind == kAdd) {
        take_from_hand(s, seat, static_cast<int>(arg));
        s.card2 = static_cast<uint8_t>(arg);
        s.runner = static_cast<uint8_t>(seat);
        if (count_card(s, static_cast<int>(arg)) || real_hands_empty(s)) {
          s.ender = static_cast<uint8_t>(seat);
          s.ender_reveal = 0;
          end_season(s);
          return;
        }
        start_auction(s, type_of(static_cast<int>(arg)));
        return;
      }
      const int next = left_of(s, seat);
      if (next == s.original)
        award(s, s.original, 0);  // nobody added: the original player keeps the double
      else
        s.actor = static_cast<uint8_t>(next);
      return;
    }
    case Phase::Open: {
      if (kind == kBid) {
        s.high_bid = static_cast<int32_t>(arg);
        s.high_bidder = static_cast<uint8_t>(seat);
        s.passes = 0;
      } else {
        ++s.passes;
        const int needed = s.high_bidder == kNoSeat ? s.players : s.players - 1;
        if (s.passes >= needed) {
          award_high_bid(s);
          return;
        }
      }
      s.actor = static_cast<uint8_t>(left_of(s, seat));
      return;
    }
    case Phase::OnceAround: {
      if (kind == kBid) {
        s.high_bid = static_cast<int32_t>(arg);
        s.high_bidder = static_cast<uint8_t>(seat);
      }
      if (seat == s.runner) {
        award_high_bid(s);
        return;
      }
      s.actor = static_cast<uint8_t>(left_of(s, seat));
      return;
    }
    case Phase::Sealed: {
      s.sealed_bid[seat] = kind == kBid ? static_cast<int32_t>(arg) : 0;
      s.submitted |= static_cast<uint8_t>(1u << seat);
      if (s.submitted == (1u << s.players) - 1) resolve_sealed(s);
      return;
    }
    case Phase::FixedPrice: {
      s.price = static_cast<int32_t>(arg);
      s.phase = P(Phase::FixedAnswer);
      s.actor = static_cast<uint8_t>(left_of(s, seat));
      return;
    }
    case Phase::FixedAnswer: {
      if (kind == kAccept) {
        award(s, seat, s.price);
        return;
      }
      const int next = left_of(s, seat);
      if (next == s.runner)
        award(s, s.runner, s.price);  // all declined: the auctioneer must buy it
      else
        s.actor = static_cast<uint8_t>(next);
      return;
    }
    case Phase::VirtualReveal: {
      if (kind == kReveal) {
        const int card = s.vpile[s.vp_head++];
        if (count_card(s, card)) {
          s.ender = static_cast<uint8_t>(seat);
          s.ender_reveal = 1;
          end_season(s);
          return;
        }
      }
      begin_turn_at(s, next_slot(s, s.runner));
      return;
    }
    case Phase::GameOver:
      return;
  }
}

}  // namespace modern_art
}  // namespace galleria
