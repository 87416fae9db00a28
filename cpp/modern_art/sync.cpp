// Belief-state maintenance for the engine: swap cards only among places the observer
// cannot see (other hands, undealt deck, virtual pile).
#include "modern_art/sync.h"

#include <stdexcept>
#include <string>

#include "modern_art/notation.h"

namespace galleria {
namespace modern_art {
namespace {

[[noreturn]] void fail(const std::string& m) { throw std::invalid_argument(m); }

void check_seat(const State& s, int seat, const char* what) {
  if (seat < 0 || seat >= s.players)
    fail(std::string(what) + " seat " + std::to_string(seat) + " is not in this " +
         std::to_string(s.players) + "-player game");
}

// Takes one card of `kind` out of a hidden location — any hand outside `keep_mask`, the
// undealt deck, the virtual pile — and puts `give` there instead. False if none is left.
bool swap_in(State& s, uint32_t keep_mask, int kind, int give) {
  for (int p = 0; p < s.players; ++p) {
    if ((keep_mask >> p & 1u) || !s.hand[p][kind]) continue;
    --s.hand[p][kind];
    ++s.hand[p][give];
    return true;
  }
  for (int i = s.deck_pos; i < kCards; ++i)
    if (s.deck[i] == kind) {
      s.deck[i] = static_cast<uint8_t>(give);
      return true;
    }
  for (int i = s.vp_head; i < s.vp_tail; ++i)
    if (s.vpile[i] == kind) {
      s.vpile[i] = static_cast<uint8_t>(give);
      return true;
    }
  return false;
}

// Ensures `mover` holds `kind`, swapping one of its other cards out if needed.
void ensure_held(State& s, int observer, int mover, int kind) {
  if (s.hand[mover][kind]) return;
  if (mover == observer)
    fail("seat " + std::to_string(mover) + " has no " + card_to_string(kind) + " in hand");
  int give = -1;
  for (int k = 0; k < kKinds && give < 0; ++k)
    if (s.hand[mover][k]) give = k;
  if (give < 0) fail("seat " + std::to_string(mover) + " has no cards in hand");
  if (!swap_in(s, 1u << observer | 1u << mover, kind, give))
    fail("no unseen " + card_to_string(kind) + " is left for seat " + std::to_string(mover) +
         " to hold");
  --s.hand[mover][give];
  ++s.hand[mover][kind];
}

}  // namespace

void force_hand(State& s, int seat, const uint8_t counts[kKinds], uint32_t keep_mask) {
  check_seat(s, seat, "force_hand:");
  int total = 0;
  for (int k = 0; k < kKinds; ++k) total += counts[k];
  if (total != s.hand_size[seat])
    fail("force_hand: seat " + std::to_string(seat) + " holds " + std::to_string(s.hand_size[seat]) +
         " cards, not " + std::to_string(total));
  State t = s;
  for (int k = 0; k < kKinds; ++k) {
    while (t.hand[seat][k] < counts[k]) {
      int give = -1;
      for (int j = 0; j < kKinds && give < 0; ++j)
        if (t.hand[seat][j] > counts[j]) give = j;
      // A surplus exists whenever a deficit does (equal totals).
      if (!swap_in(t, keep_mask | 1u << seat, k, give))
        fail("force_hand: no unseen " + card_to_string(k) + " is left (" +
             std::to_string(counts[k]) + " wanted)");
      --t.hand[seat][give];
      ++t.hand[seat][k];
    }
  }
  s = t;
}

void apply_observed(State& s, int observer, int mover, const std::string& text) {
  check_seat(s, observer, "apply_observed: observer");
  check_seat(s, mover, "apply_observed: mover");
  State t = s;
  std::string why;
  Move m = 0;
  const auto sp = text.find_first_not_of(" \t");
  const std::string body = sp == std::string::npos ? "" : text.substr(sp);
  if (body.rfind("reveal ", 0) == 0 && body.find_first_not_of(" \t", 7) != std::string::npos) {
    // "reveal <card>": a virtual reveal whose card is known to the observer.
    const std::string card_text = body.substr(body.find_first_not_of(" \t", 7));
    const auto end = card_text.find_last_not_of(" \t\r\n");
    const int card = parse_card(card_text.substr(0, end + 1), &why);
    if (card < 0) fail(why);
    m = make_move(kReveal);
    if (!check_move(t, mover, m, &why)) fail(why);
    if (t.vpile[t.vp_head] != card) {
      // Swap the known card onto the top of the pile from another hidden place.
      const int top = t.vpile[t.vp_head];
      bool found = false;
      for (int i = t.vp_head + 1; i < t.vp_tail && !found; ++i)
        if (t.vpile[i] == card) t.vpile[i] = static_cast<uint8_t>(top), found = true;
      if (!found) found = swap_in(t, 1u << observer, card, top);
      if (!found) fail("no unseen " + card_to_string(card) + " is left to be revealed");
      t.vpile[t.vp_head] = static_cast<uint8_t>(card);
    }
  } else {
    m = parse_move(text, &why);
    if (!m) fail(why);
    const uint32_t kind = move_kind(m);
    if ((kind == kPlay || kind == kAdd) && (acting_mask(t) >> mover & 1u)) {
      // Check everything but possession first so errors name the real problem.
      const int card = static_cast<int>(move_arg(m));
      if (!t.hand[mover][card] && mover != observer) {
        State probe = t;
        ++probe.hand[mover][card];
        ++probe.hand_size[mover];
        if (!check_move(probe, mover, m, &why)) fail(why);
        ensure_held(t, observer, mover, card);
      }
    }
    if (!check_move(t, mover, m, &why)) fail(why);
  }
  apply(t, mover, m);
  s = t;
}

}  // namespace modern_art
}  // namespace galleria
