#include "modern_art/heuristic_bot.h"

#include <algorithm>
#include <cmath>

namespace galleria {
namespace modern_art {

namespace {

constexpr int kMarker[kArtists] = {30, 20, 10, 0, 0};

int hand_artist_count(const State& s, int seat, int artist) {
  int n = 0;
  for (int t = 0; t < kTypes; ++t) n += s.hand[seat][kind_of(artist, t)];
  return n;
}

int clamp_amount(double x, int lo, int hi) {
  const int v = static_cast<int>(std::floor(x));
  return std::max(lo, std::min(hi, v));
}

}  // namespace

void estimate_artist_values(const State& s, int seat, double value[kArtists]) {
  double strength[kArtists];
  int top = 0;
  for (int a = 0; a < kArtists; ++a) {
    // Cards already played count fully; own cards are likely (not certain) to be played.
    // The small left-bias mirrors the ranking tie-break.
    strength[a] = s.season_count[a] + 0.5 * hand_artist_count(s, seat, a) - 0.01 * a;
    top = std::max<int>(top, s.season_count[a]);
  }
  // The ranking is a guess early in a season and nearly settled when an artist nears five.
  const double certainty = std::min(1.0, 0.3 + 0.7 * top / 4.0);
  for (int a = 0; a < kArtists; ++a) {
    int past = 0;
    for (int q = 0; q < s.season && q < kSeasons; ++q) past += s.board[q][a];
    int rank = 0;
    for (int b = 0; b < kArtists; ++b) rank += strength[b] > strength[a];
    const double ranked = rank < 3 ? past + kMarker[rank] : 0.0;
    value[a] = certainty * ranked + (1.0 - certainty) * 0.6 * (past + 20);
  }
}

static double stake_of(const State& s, const double value[kArtists]) {
  if (s.card1 == kNoCard) return 0.0;
  const int cards = s.card2 != kNoCard ? 2 : 1;
  return value[artist_of(s.card1)] * cards;
}

double value_at_stake(const State& s, int seat) {
  if (s.card1 == kNoCard) return 0.0;
  double value[kArtists];
  estimate_artist_values(s, seat, value);
  return stake_of(s, value);
}

Move heuristic_move(const State& s, int seat, double fraction, Rng& rng) {
  const int money = s.money[seat];
  double value[kArtists];
  estimate_artist_values(s, seat, value);
  const double stake = stake_of(s, value);
  const double limit = fraction * stake;
  switch (phase(s)) {
    case Phase::Play: {
      int best = -1;
      double best_score = -1e18;
      for (int k = 0; k < kKinds; ++k) {
        if (s.hand[seat][k] == 0) continue;
        const int a = artist_of(k);
        double score;
        if (s.season_count[a] >= 4) {
          // Ends the season unsold: worth it when our purchases are worth more than others'.
          int mine = 0, others = 0;
          for (int b = 0; b < kArtists; ++b) {
            for (int p = 0; p < s.players; ++p) {
              (p == seat ? mine : others) += static_cast<int>(s.bought[p][b] * value[b]);
            }
          }
          score = (mine - others / std::max(1, s.players - 1)) * 0.5;
        } else {
          score = value[a] + 8.0 * s.bought[seat][a] + 3.0 * hand_artist_count(s, seat, a);
          if (type_of(k) == kDouble && hand_artist_count(s, seat, a) - s.hand[seat][k] > 0) {
            score += 5.0;
          }
        }
        score += 0.5 * rng.uniform();
        if (score > best_score) best_score = score, best = k;
      }
      return make_move(kPlay, static_cast<uint32_t>(best));
    }
    case Phase::DoubleOffer: {
      const int a = artist_of(s.card1);
      const double need = seat == s.original ? 10.0 : 20.0;
      if (value[a] >= need) {
        static constexpr int kPreferred[4] = {kOpen, kOnceAround, kSealed, kFixedPrice};
        for (int t : kPreferred) {
          const int k = kind_of(a, t);
          if (s.hand[seat][k] > 0) return make_move(kAdd, static_cast<uint32_t>(k));
        }
      }
      return make_move(kNoAdd);
    }
    case Phase::Open: {
      // Jump halfway to the limit: cheaper than +1 steps, and still leaves room to raise.
      const int lo = s.high_bid + 1;
      if (lo <= money && lo <= limit) {
        const int cap = std::min(money, static_cast<int>(std::floor(limit)));
        return make_move(kBid, static_cast<uint32_t>(lo + (cap - lo) / 2));
      }
      return make_move(kPass);
    }
    case Phase::OnceAround: {
      const int lo = s.high_bid + 1;
      if (lo <= money && lo <= limit) {
        return make_move(kBid, static_cast<uint32_t>(clamp_amount(limit, lo, money)));
      }
      return make_move(kPass);
    }
    case Phase::Sealed: {
      const int bid = std::min(money, static_cast<int>(std::floor(limit)));
      return bid >= 1 ? make_move(kBid, static_cast<uint32_t>(bid)) : make_move(kPass);
    }
    case Phase::FixedPrice: {
      if (money <= 0) return make_move(kPrice, 0);
      return make_move(kPrice, static_cast<uint32_t>(clamp_amount(0.8 * stake, 1, money)));
    }
    case Phase::FixedAnswer:
      return s.price <= money && s.price <= limit ? make_move(kAccept) : make_move(kDecline);
    case Phase::VirtualReveal:
      return make_move(kNoReveal);
    case Phase::GameOver:
      break;
  }
  return 0;
}

}  // namespace modern_art
}  // namespace galleria
