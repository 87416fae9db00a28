// Resampling what one seat cannot see, keeping every location's size.
#include <cstring>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

void determinize(State& s, int seat, Rng& rng) {
  // The unseen multiset is built from public facts and `seat`'s hand only (in kind order), so
  // the result depends on nothing but observation(seat) and the rng: no hidden leakage.
  uint8_t pool[kCards];
  int n = 0;
  for (int k = 0; k < kKinds; ++k)
    for (int j = kComposition[k] - s.seen[k] - s.hand[seat][k]; j > 0; --j)
      pool[n++] = static_cast<uint8_t>(k);
  for (int i = n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    const uint8_t t = pool[i];
    pool[i] = pool[j];
    pool[j] = t;
  }
  int at = 0;
  for (int p = 0; p < s.players; ++p) {
    if (p == seat) continue;
    std::memset(s.hand[p], 0, kKinds);
    for (int j = 0; j < s.hand_size[p]; ++j) ++s.hand[p][pool[at++]];
  }
  for (int i = s.deck_pos; i < kCards; ++i) s.deck[i] = pool[at++];
  for (int i = s.vp_head; i < s.vp_tail; ++i) s.vpile[i] = pool[at++];
  // Dealt-out deck entries and revealed pile entries would remember the true deal.
  for (int i = 0; i < s.deck_pos; ++i) s.deck[i] = kNoCard;
  for (int i = 0; i < s.vp_head; ++i) s.vpile[i] = kNoCard;
  if (s.phase == uint8_t(Phase::Sealed)) {
    const uint8_t own = static_cast<uint8_t>(s.submitted & (1u << seat));
    for (int p = 0; p < s.players; ++p)
      if (p != seat) s.sealed_bid[p] = 0;
    s.submitted = own;
  }
}

}  // namespace modern_art
}  // namespace galleria
