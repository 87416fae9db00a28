#include "modern_art/scoring.h"

namespace galleria {
namespace modern_art {

void score_season(State& s) {
  const int season = s.season;
  // Rank: most cards first, ties to the artist further left; only artists with a card.
  uint8_t ranked[3] = {kNoCard, kNoCard, kNoCard};
  bool taken[kArtists] = {};
  for (int place = 0; place < 3; ++place) {
    int best = -1;
    for (int a = 0; a < kArtists; ++a)
      if (!taken[a] && s.season_count[a] > 0 && (best < 0 || s.season_count[a] > s.season_count[best]))
        best = a;
    if (best < 0) break;
    taken[best] = true;
    ranked[place] = static_cast<uint8_t>(best);
  }
  static const uint8_t kMarker[3] = {30, 20, 10};
  for (int place = 0; place < 3; ++place)
    if (ranked[place] != kNoCard) s.board[season][ranked[place]] = kMarker[place];
  int value[kArtists] = {};
  for (int a = 0; a < kArtists; ++a) {
    if (!taken[a]) continue;
    for (int t = 0; t <= season; ++t) value[a] += s.board[t][a];
  }
  for (int a = 0; a < kArtists; ++a) {
    s.score_count[season][a] = s.season_count[a];
    s.score_value[season][a] = static_cast<uint8_t>(value[a]);
  }
  for (int p = 0; p < 3; ++p) s.score_rank[season][p] = ranked[p];
  for (int seat = 0; seat < s.players; ++seat) {
    int32_t earned = 0;
    for (int a = 0; a < kArtists; ++a) earned += s.bought[seat][a] * value[a];
    s.money[seat] += earned;
    s.paid_by_bank[seat] += earned;
    s.score_earnings[season][seat] = static_cast<int16_t>(earned);
    for (int a = 0; a < kArtists; ++a) s.bought[seat][a] = 0;
  }
  for (int a = 0; a < kArtists; ++a) s.season_count[a] = 0;
  s.scored = static_cast<uint8_t>(season + 1);
}

}  // namespace modern_art
}  // namespace galleria
