// Legal moves: enumeration, checking with reasons, and the uniform random fast path.
#include <string>

#include "modern_art/notation.h"
#include "modern_art/state.h"

namespace galleria {
namespace modern_art {
namespace {

// Inclusive range of legal bid amounts for `seat` now ([lo, hi], empty when lo > hi), plus
// whether the phase is a bidding phase at all.
inline void bid_range(const State& s, int seat, int32_t* lo, int32_t* hi) {
  *lo = s.phase == uint8_t(Phase::Sealed) ? 1 : s.high_bid + 1;
  *hi = s.money[seat];
}

inline bool can_act(const State& s, int seat) {
  return seat >= 0 && seat < s.players && (acting_mask(s) >> seat & 1u);
}

}  // namespace

int legal_moves(const State& s, int seat, Move* out, int cap) {
  if (!can_act(s, seat)) return 0;
  int n = 0;
  auto push = [&](Move m) {
    if (n < cap) out[n] = m;
    ++n;
  };
  switch (Phase(s.phase)) {
    case Phase::Play:
      for (int k = 0; k < kKinds; ++k)
        if (s.hand[seat][k]) push(make_move(kPlay, k));
      break;
    case Phase::DoubleOffer: {
      const int base = artist_of(s.card1) * kTypes;
      for (int t = 0; t < kDouble; ++t)
        if (s.hand[seat][base + t]) push(make_move(kAdd, base + t));
      push(make_move(kNoAdd));
      break;
    }
    case Phase::Open:
    case Phase::OnceAround:
    case Phase::Sealed: {
      int32_t lo, hi;
      bid_range(s, seat, &lo, &hi);
      for (int32_t b = lo; b <= hi; ++b) push(make_move(kBid, b));
      push(make_move(kPass));
      break;
    }
    case Phase::FixedPrice:
      if (s.money[seat] == 0)
        push(make_move(kPrice, 0));
      else
        for (int32_t p = 1; p <= s.money[seat]; ++p) push(make_move(kPrice, p));
      break;
    case Phase::FixedAnswer:
      if (s.money[seat] >= s.price) push(make_move(kAccept));
      push(make_move(kDecline));
      break;
    case Phase::VirtualReveal:
      push(make_move(kReveal));
      push(make_move(kNoReveal));
      break;
    case Phase::GameOver:
      break;
  }
  return n;
}

int num_legal(const State& s, int seat) {
  if (!can_act(s, seat)) return 0;
  switch (Phase(s.phase)) {
    case Phase::Open:
    case Phase::OnceAround:
    case Phase::Sealed: {
      int32_t lo, hi;
      bid_range(s, seat, &lo, &hi);
      return 1 + (hi >= lo ? hi - lo + 1 : 0);
    }
    case Phase::FixedPrice:
      return s.money[seat] == 0 ? 1 : s.money[seat];
    default: {
      Move buf[32];
      return legal_moves(s, seat, buf, 32);
    }
  }
}

bool check_move(const State& s, int seat, Move m, std::string* why) {
  auto fail = [&](const std::string& msg) {
    if (why) *why = msg;
    return false;
  };
  if (s.phase == uint8_t(Phase::GameOver)) return fail("the game is over");
  if (seat < 0 || seat >= s.players)
    return fail("no seat " + std::to_string(seat) + " in a " + std::to_string(s.players) +
                "-player game");
  if (!(acting_mask(s) >> seat & 1u)) {
    if (s.phase == uint8_t(Phase::Sealed))
      return fail("seat " + std::to_string(seat) + " has already submitted its sealed bid");
    return fail("not your turn: seat " + std::to_string(s.actor) + " is to move, not seat " +
                std::to_string(seat));
  }
  const uint32_t kind = move_kind(m);
  const uint32_t arg = move_arg(m);
  const Phase ph = Phase(s.phase);
  const std::string phase = phase_name(ph);
  auto wrong_kind = [&](const char* expected) {
    return fail("'" + move_to_string(m) + "' is not possible now: the phase is '" + phase +
                "', expected " + expected);
  };
  switch (ph) {
    case Phase::Play:
      if (kind != kPlay) return wrong_kind("play <card>");
      if (arg >= kKinds) return fail("unknown card");
      if (!s.hand[seat][arg])
        return fail("seat " + std::to_string(seat) + " has no " + card_to_string(arg) + " in hand");
      return true;
    case Phase::DoubleOffer:
      if (kind == kNoAdd && arg == 0) return true;
      if (kind != kAdd) return wrong_kind("add <card> or noadd");
      if (arg >= kKinds) return fail("unknown card");
      if (artist_of(arg) != artist_of(s.card1))
        return fail("the second card must be by the double's artist " +
                    std::string(kArtistCode[artist_of(s.card1)]));
      if (type_of(arg) == kDouble) return fail("the second card must not be a double card");
      if (!s.hand[seat][arg])
        return fail("seat " + std::to_string(seat) + " has no " + card_to_string(arg) + " in hand");
      return true;
    case Phase::Open:
    case Phase::OnceAround:
    case Phase::Sealed: {
      if (kind == kPass && arg == 0) return true;
      if (kind != kBid) return wrong_kind("bid <amount> or pass");
      int32_t lo, hi;
      bid_range(s, seat, &lo, &hi);
      const int64_t b = arg;
      if (b > hi)
        return fail("bid above money (" + std::to_string(b) + " > " + std::to_string(hi) + ")");
      if (b < lo) {
        if (ph == Phase::Sealed) return fail("a bid must be at least 1 (use pass for no bid)");
        return fail("bid must exceed the high bid " + std::to_string(s.high_bid));
      }
      return true;
    }
    case Phase::FixedPrice: {
      if (kind != kPrice) return wrong_kind("price <amount>");
      const int64_t p = arg;
      if (s.money[seat] == 0) {
        if (p != 0) return fail("with no money the only price is 0");
        return true;
      }
      if (p < 1) return fail("the price must be at least 1");
      if (p > s.money[seat])
        return fail("price above money (" + std::to_string(p) + " > " +
                    std::to_string(s.money[seat]) + ")");
      return true;
    }
    case Phase::FixedAnswer:
      if (kind == kDecline && arg == 0) return true;
      if (kind != kAccept || arg != 0) return wrong_kind("accept or decline");
      if (s.money[seat] < s.price)
        return fail("not enough money to accept the price " + std::to_string(s.price));
      return true;
    case Phase::VirtualReveal:
      if ((kind == kReveal || kind == kNoReveal) && arg == 0) return true;
      return wrong_kind("reveal or noreveal");
    case Phase::GameOver:
      break;
  }
  return fail("the game is over");
}

Move random_move(const State& s, int seat, Rng& rng) {
  switch (Phase(s.phase)) {
    case Phase::Play: {
      uint32_t r = rng.below(s.hand_size[seat]);
      const uint8_t* h = s.hand[seat];
      int k = 0;
      while (r >= h[k]) r -= h[k++];
      return make_move(kPlay, k);
    }
    case Phase::DoubleOffer: {
      const int base = artist_of(s.card1) * kTypes;
      const uint8_t* h = s.hand[seat] + base;
      uint32_t total = 0;
      for (int t = 0; t < kDouble; ++t) total += h[t] ? 1 : 0;
      uint32_t r = rng.below(total + 1);
      for (int t = 0; t < kDouble; ++t)
        if (h[t] && r-- == 0) return make_move(kAdd, base + t);
      return make_move(kNoAdd);
    }
    case Phase::Open:
    case Phase::OnceAround: {
      const int32_t range = s.money[seat] > s.high_bid ? s.money[seat] - s.high_bid : 0;
      const uint32_t r = rng.below(static_cast<uint32_t>(range) + 1);
      return static_cast<int32_t>(r) == range ? make_move(kPass)
                                              : make_move(kBid, s.high_bid + 1 + r);
    }
    case Phase::Sealed: {
      const uint32_t r = rng.below(static_cast<uint32_t>(s.money[seat]) + 1);
      return r == 0 ? make_move(kPass) : make_move(kBid, r);
    }
    case Phase::FixedPrice:
      return s.money[seat] == 0 ? make_move(kPrice, 0)
                                : make_move(kPrice, 1 + rng.below(static_cast<uint32_t>(s.money[seat])));
    case Phase::FixedAnswer:
      if (s.money[seat] >= s.price && rng.below(2)) return make_move(kAccept);
      return make_move(kDecline);
    case Phase::VirtualReveal:
      return rng.below(2) ? make_move(kReveal) : make_move(kNoReveal);
    case Phase::GameOver:
      break;
  }
  return 0;
}

}  // namespace modern_art
}  // namespace galleria
