// Resampling exactly what one seat cannot see. Every pool is built in canonical order from
// public counts before shuffling, so the result depends only on the observation and the rng.
#include "gallerist/internal.h"
#include "gallerist/observation.h"
#include "gallerist/state.h"

namespace galleria {
namespace gallerist {
namespace {

using detail::shuffle;

// Deals the objective cards of one deck that `seat` neither holds nor saw face up to the other
// seats whose card is still face down (undealt ones stay out).
void resample_cards(const State& s, uint8_t* held, int deck, int seat, Rng& rng) {
  uint8_t pool[kObjectiveCards];
  bool seen[kObjectiveCards] = {};
  for (int p = 0; p < s.players; ++p)
    if (sees_card(s, seat, p, deck)) seen[held[p]] = true;
  int n = 0;
  for (int c = 0; c < kObjectiveCards; ++c)
    if (!seen[c]) pool[n++] = static_cast<uint8_t>(c);
  shuffle(pool, n, rng);
  for (int p = 0, i = 0; p < s.players; ++p)
    if (!sees_card(s, seat, p, deck)) held[p] = pool[i++];
}

}  // namespace

void determinize(State& s, int seat, Rng& rng) {
  resample_cards(s, s.curator, 0, seat, rng);
  resample_cards(s, s.dealer, 1, seat, rng);
  // Bag: its composition is public.
  int n = 0;
  for (int k = 0; k < kKinds; ++k)
    for (int j = 0; j < s.bag_count[k]; ++j) s.bag[n++] = static_cast<uint8_t>(k);
  shuffle(s.bag, n, rng);
  // Contract deck: its cards are public (everything else is seen), its order is not.
  bool in_deck[kContracts] = {};
  for (int i = 0; i < s.deck_n; ++i) in_deck[s.deck[i]] = true;
  n = 0;
  for (int c = 0; c < kContracts; ++c)
    if (in_deck[c]) s.deck[n++] = static_cast<uint8_t>(c);
  shuffle(s.deck, n, rng);
  // Work stacks below their visible tops.
  for (int f = 0; f < kForms; ++f) {
    int counts[kWorkCodes];
    hidden_stack_counts(s, f, counts);
    n = 0;
    for (int c = 0; c < kWorkCodes; ++c)
      for (int j = 0; j < counts[c]; ++j) s.stack[f][n++] = static_cast<uint8_t>(c);
    shuffle(s.stack[f], n, rng);
  }
  // The printed set-up still to be told (a staged game before its opening placement).
  detail::resample_setup(s, rng);
  const uint64_t key = rng.next();
  s.shuffle_key[0] = static_cast<uint32_t>(key >> 32);
  s.shuffle_key[1] = static_cast<uint32_t>(key);
}

}  // namespace gallerist
}  // namespace galleria
