#include "modern_art/value_bot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "common/round.h"

namespace galleria {
namespace modern_art {

namespace {

constexpr int kMarker[3] = {30, 20, 10};
// A continuous stand-in for the ranking tie-break (the artist further left wins a tie).
constexpr double kTieEdge = 0.25;
// Share of the stake an auction of each type is expected to raise (open, once-around,
// sealed, fixed); a double is auctioned under its second card's type.
constexpr double kRaise[kTypes] = {0.8, 0.7, 0.7, 0.6, 0.7};

inline int left_of(const State& s, int seat) { return seat + 1 == s.players ? 0 : seat + 1; }

int past_value(const State& s, int artist) {
  int past = 0;
  for (int q = 0; q < s.season && q < kSeasons; ++q) past += s.board[q][artist];
  return past;
}

// Projected final season counts: the played cards plus, for every artist, the same share
// of the cards still in hands (own cards exactly, the other hands' share of the unseen
// cards in expectation), that share chosen so the leading artist just reaches five.
// `extra` cards of `artist` move from `seat`'s hand to the table first (a play being
// evaluated). Returns the rank uncertainty (in cards).
double project_counts(const State& s, int seat, int artist, int extra, const ValueParams& p,
                      double count[kArtists], double* phi_out = nullptr) {
  // seat < 0: the public view (no hand known).
  double held[kArtists], unseen[kArtists];
  const uint8_t* hand = seat >= 0 ? s.hand[seat] : nullptr;
  for (int a = 0; a < kArtists; ++a) {
    int seen = 0, own = 0;
    for (int t = 0; t < kTypes; ++t) seen += s.seen[a * kTypes + t];
    if (hand) {
      for (int t = 0; t < kTypes; ++t) own += hand[a * kTypes + t];
    }
    unseen[a] = kArtistCards[a] - seen - own;
    held[a] = own;
    count[a] = s.season_count[a];
  }
  if (artist >= 0) {
    count[artist] += extra;
    held[artist] -= extra;
  }
  int others = 0;
  for (int i = 0; i < s.players; ++i) others += s.hand_size[i];
  if (seat >= 0) others -= s.hand_size[seat];
  double total_unseen = 0.0;
  for (double u : unseen) total_unseen += u;
  const double share = total_unseen > 0.0 ? others / total_unseen : 0.0;
  double avail[kArtists];
  double phi = 1.0;
  for (int a = 0; a < kArtists; ++a) {
    avail[a] = (std::max(0.0, held[a]) + unseen[a] * share) * (1.0 + p.momentum * count[a]);
    if (avail[a] > 1e-9) phi = std::min(phi, std::max(0.0, 5.0 - count[a]) / avail[a]);
  }
  double still = 0.0;
  for (int a = 0; a < kArtists; ++a) {
    count[a] += phi * avail[a];
    still += phi * avail[a];
  }
  if (phi_out) *phi_out = phi;
  return p.width0 + p.width1 * still;
}

// The slope of a duel's chance in the count gap for a rank uncertainty `width` (cards).
inline double duel_slope(double width) { return 1.0 / (2.0 * width); }

// Expected painting values from projected counts: each artist's rank is the number of
// artists beating it, each pairwise duel decided by a clamped linear chance in the count gap
// (`inv`: its slope, duel_slope of the rank uncertainty).
// Only the artists in `which` (a bitmask) are computed; the others are left untouched.
void values_from_counts(const State& s, const double count[kArtists], double inv,
                        double value[kArtists], unsigned which = 0x1Fu) {
  // One duel: b beats a with chance q (the artist further left winning a tie).
  const auto duel = [inv](double gap, double& d0, double& d1, double& d2) {
    const double q = std::min(std::max(0.5 + gap * inv, 0.0), 1.0);
    d2 = d2 * (1.0 - q) + d1 * q;
    d1 = d1 * (1.0 - q) + d0 * q;
    d0 = d0 * (1.0 - q);
  };
  for (int a = 0; a < kArtists; ++a) {
    if (!((which >> a) & 1u)) continue;
    // d0, d1, d2: chances that 0, 1, 2 artists beat a (3 or more: unranked). The rivals
    // to its left and right in two loops (no test per rival), in the same order.
    double d0 = 1.0, d1 = 0.0, d2 = 0.0;
    for (int b = 0; b < a; ++b) duel(count[b] - count[a] + kTieEdge, d0, d1, d2);
    for (int b = a + 1; b < kArtists; ++b) duel(count[b] - count[a] - kTieEdge, d0, d1, d2);
    const double past = past_value(s, a);
    value[a] = d0 * (past + kMarker[0]) + d1 * (past + kMarker[1]) + d2 * (past + kMarker[2]);
  }
}

// Exact values if the season were scored with these counts (the rules' ranking).
void final_values(const State& s, const int count[kArtists], double value[kArtists]) {
  bool taken[kArtists] = {};
  for (int a = 0; a < kArtists; ++a) value[a] = 0.0;
  for (int place = 0; place < 3; ++place) {
    int best = -1;
    for (int a = 0; a < kArtists; ++a)
      if (!taken[a] && count[a] > 0 && (best < 0 || count[a] > count[best])) best = a;
    if (best < 0) break;
    taken[best] = true;
    value[best] = past_value(s, best) + kMarker[place];
  }
}

void projected(const State& s, int seat, const ValueParams& p, double value[kArtists]) {
  double count[kArtists];
  const double width = project_counts(s, seat, -1, 0, p, count);
  values_from_counts(s, count, duel_slope(width), value);
}

// Values after `extra` more cards of `artist` are played: the projection counted them as
// played with weight phi; now they are played for sure.
void values_after(const State& s, const Outlook& o, int artist, int extra, double value[kArtists],
                  unsigned which = 0x1Fu) {
  double count[kArtists];
  for (int b = 0; b < kArtists; ++b) count[b] = o.count[b];
  count[artist] += extra * (1.0 - o.phi);
  values_from_counts(s, count, o.slope, value, which);
}

double offer_value(const State& s, const Outlook& o) { return outlook_value(s, o, artist_of(s.card1)); }

// Own purchases this season minus the average rival's, per artist: how much `seat` gains
// relative to the table when an artist's value moves.
void ownership_edge(const State& s, int seat, double edge[kArtists]) {
  for (int a = 0; a < kArtists; ++a) {
    int others = 0;
    for (int i = 0; i < s.players; ++i) others += i == seat ? 0 : s.bought[i][a];
    edge[a] = s.bought[seat][a] - static_cast<double>(others) / (s.players - 1);
  }
}

int richest_rival(const State& s, int seat) {
  int best = 0;
  for (int i = 0; i < s.players; ++i)
    if (i != seat) best = std::max<int>(best, s.money[i]);
  return best;
}

int cards_on_offer(const State& s) { return s.card2 != kNoCard ? 2 : 1; }

// Does `seat` win a sealed tie against `rival`? (auctioneer first, then clockwise)
bool wins_tie(const State& s, int seat, int rival) {
  const int n = s.players;
  const int ds = (seat - s.runner + n) % n, dr = (rival - s.runner + n) % n;
  return ds < dr;
}

// The smallest sealed bid that no rival can beat (each rival's money, +1 unless `seat`
// wins the tie against it).
int sealed_cap(const State& s, int seat) {
  int need = 1;
  for (int i = 0; i < s.players; ++i) {
    if (i == seat) continue;
    need = std::max(need, s.money[i] + (wins_tie(s, seat, i) ? 0 : 1));
  }
  return need;
}

Move bid_or_pass(int amount, int lo, int money) {
  if (amount < lo || lo > money) return make_move(kPass);
  return make_move(kBid, static_cast<uint32_t>(std::min(amount, money)));
}

// Values after playing 1 or 2 cards of each artist, computed at most once per decision,
// and the facts every candidate play reads.
struct PlayCache {
  unsigned owned = 0;  // artists whose paintings someone bought this season
  int hands_left = 0;  // cards in all hands
  int richest = 0;     // the richest rival's money
  double value[kArtists][2][kArtists];
  bool done[kArtists][2] = {};
};

double play_score(const State& s, int seat, int kind, const Outlook& o, const double now[kArtists],
                  const double edge[kArtists], PlayCache* cache) {
  const int a = artist_of(kind);
  const int type = type_of(kind);
  // A double this seat can complete itself is auctioned as two paintings.
  int partner = -1;
  if (type == kDouble) {
    for (int t : {kOpen, kOnceAround, kSealed, kFixedPrice})
      if (s.hand[seat][kind_of(a, t)] > 0) {
        partner = t;
        break;
      }
  }
  const int extra = partner >= 0 ? 2 : 1;
  const bool ends = next_card_ends_season(s, a) || cache->hands_left == 1 ||
                    (partner >= 0 && s.season_count[a] + 2 >= kSeasonEndCount);
  double rel_now = 0.0;
  if (ends) {
    int count[kArtists];
    for (int b = 0; b < kArtists; ++b) count[b] = s.season_count[b];
    count[a] += next_card_ends_season(s, a) ? 1 : extra;
    double fin[kArtists];
    final_values(s, count, fin);
    for (int b = 0; b < kArtists; ++b) rel_now += edge[b] * (fin[b] - now[b]);
    return rel_now;
  }
  double* after = cache->value[a][extra - 1];
  if (!cache->done[a][extra - 1]) {
    values_after(s, o, a, extra, after, cache->owned | (1u << a));
    cache->done[a][extra - 1] = true;
  }
  double shift = 0.0;
  for (int b = 0; b < kArtists; ++b)
    if ((cache->owned >> b) & 1u) shift += edge[b] * (after[b] - now[b]);
  const int sold_as = partner >= 0 ? partner : (type == kDouble ? kOpen : type);
  const double stake = after[a] * (partner >= 0 ? 2 : 1);
  double revenue = kRaise[sold_as] * stake;
  revenue = std::min<double>(revenue, cache->richest);
  // Without a partner card a double sells only if someone else adds (then half is ours).
  if (type == kDouble && partner < 0) revenue *= 0.75;
  return revenue + shift;
}

}  // namespace

void validate(const ValueParams& p) {
  const struct { const char* name; double v, lo, hi; } fields[] = {
      {"buy", p.buy, 0.0, 4.0},         {"sealed", p.sealed, 0.0, 4.0},
      {"fixed", p.fixed, 0.0, 4.0},     {"leader_cut", p.leader_cut, 0.0, 1.0},
      {"jump", p.jump, 0.0, 1.0},       {"momentum", p.momentum, 0.0, 1.0},
      {"width0", p.width0, 0.0, 10.0},  {"width1", p.width1, 0.0, 10.0}};
  for (const auto& f : fields) {
    if (!(f.v >= f.lo && f.v <= f.hi)) {
      char why[80];
      std::snprintf(why, sizeof why, "value bot: %s must be in %g..%g", f.name, f.lo, f.hi);
      throw std::invalid_argument(why);
    }
  }
  if (!(p.width0 > 0.0)) throw std::invalid_argument("value bot: width0 must be > 0");
}

void make_outlook(const State& s, int seat, const ValueParams& p, Outlook* o) {
  o->slope = duel_slope(project_counts(s, seat, -1, 0, p, o->count, &o->phi));
  o->known = 0;
}

double outlook_value(const State& s, const Outlook& o, int artist) {
  if (!((o.known >> artist) & 1u)) {
    values_from_counts(s, o.count, o.slope, o.value, 1u << artist);
    o.known |= 1u << artist;
  }
  return o.value[artist];
}

void project_values(const State& s, int seat, double value[kArtists]) {
  projected(s, seat, ValueParams{}, value);
}

void public_values(const State& s, double value[kArtists]) {
  projected(s, -1, ValueParams{}, value);
}

double value_stake(const State& s, int seat) {
  if (s.card1 == kNoCard) return 0.0;
  Outlook o;
  make_outlook(s, seat, ValueParams{}, &o);
  return value_stake(s, o);
}

double value_stake(const State& s, const Outlook& o) {
  return s.card1 == kNoCard ? 0.0 : offer_value(s, o) * cards_on_offer(s);
}

double value_limit(const State& s, int seat, const ValueParams& p) {
  Outlook o;
  make_outlook(s, seat, p, &o);
  return value_limit(s, seat, p, o);
}

double value_limit(const State& s, int seat, const ValueParams& p, const Outlook& o) {
  if (s.card1 == kNoCard) return 0.0;
  const double stake = value_stake(s, o);
  const int n = s.players;
  if (sells_lot(s, seat)) {
    // Buying back pays the bank; letting a rival buy pays us. Break-even against the
    // average rival: stake * n / (2n - 1) (a split double: we only get half of a sale).
    const double own = sale_is_split(s) ? 2.0 / 3.0 : static_cast<double>(n) / (2 * n - 1);
    return own * stake;
  }
  double limit = p.buy * stake;
  // Paying the table's leader feeds the rival most likely to beat us.
  int leader = -1;
  for (int i = 0; i < n; ++i)
    if (i != seat && (leader < 0 || s.money[i] > s.money[leader])) leader = i;
  if (sells_lot(s, leader) && s.money[leader] >= s.money[seat]) {
    limit -= p.leader_cut * stake;
  }
  return limit;
}

Move value_move(const State& s, int seat, const ValueParams& p, Rng& rng) {
  Outlook o;
  make_outlook(s, seat, p, &o);
  return value_move(s, seat, p, rng, o);
}

Move value_move(const State& s, int seat, const ValueParams& p, Rng& rng, const Outlook& o) {
  const int money = s.money[seat];
  switch (phase(s)) {
    case Phase::Play: {
      double edge[kArtists];
      PlayCache cache;
      ownership_edge(s, seat, edge);
      for (int i = 0; i < s.players; ++i) cache.hands_left += s.hand_size[i];
      cache.richest = richest_rival(s, seat);
      for (int a = 0; a < kArtists; ++a)
        if (edge[a] != 0.0) cache.owned |= 1u << a;
      int best = -1;
      double best_score = -1e18;
      double now[kArtists] = {};
      for (int a = 0; a < kArtists; ++a)
        if ((cache.owned >> a) & 1u) now[a] = outlook_value(s, o, a);
      for (int k = 0; k < kKinds; ++k) {
        if (s.hand[seat][k] == 0) continue;
        const double score = play_score(s, seat, k, o, now, edge, &cache) + 0.01 * rng.uniform();
        if (score > best_score) best_score = score, best = k;
      }
      return make_move(kPlay, static_cast<uint32_t>(best));
    }
    case Phase::DoubleOffer: {
      const int a = artist_of(s.card1);
      if (next_card_ends_season(s, a)) return make_move(kNoAdd);  // would end the season
      double after[kArtists];
      values_after(s, o, a, 1, after);
      const double need = seat == s.original || s.double_all ? 8.0 : 15.0;
      if (after[a] < need) return make_move(kNoAdd);
      for (int t : {kOpen, kOnceAround, kSealed, kFixedPrice}) {
        const int k = kind_of(a, t);
        if (s.hand[seat][k] > 0) return make_move(kAdd, static_cast<uint32_t>(k));
      }
      return make_move(kNoAdd);
    }
    case Phase::Open: {
      const int lo = s.high_bid + 1;
      if (s.high_bidder == seat) return make_move(kPass);
      const double limit = value_limit(s, seat, p, o);
      if (lo > limit) return make_move(kPass);
      const int step = static_cast<int>(std::floor(p.jump * (limit - lo)));
      return bid_or_pass(lo + std::max(0, step), lo, money);
    }
    case Phase::OnceAround: {
      const int lo = s.high_bid + 1;
      const double limit = value_limit(s, seat, p, o);
      if (lo > limit) return make_move(kPass);
      if (seat == s.runner) return bid_or_pass(lo, lo, money);  // acts last: +1 is enough
      // Later bidders see this bid; no more than the richest of them could top.
      int cap = 1;
      for (int i = left_of(s, seat);; i = left_of(s, i)) {
        cap = std::max(cap, s.money[i] + 1);
        if (i == s.runner) break;
      }
      const int bid = std::min(cap, static_cast<int>(std::floor(p.sealed * limit)));
      return bid_or_pass(std::max(lo, bid), lo, money);
    }
    case Phase::Sealed: {
      const double limit = value_limit(s, seat, p, o);
      const double shade = seat == s.runner ? 1.0 : p.sealed;
      const int bid = std::min(sealed_cap(s, seat), static_cast<int>(std::floor(shade * limit)));
      return bid_or_pass(bid, 1, money);
    }
    case Phase::FixedPrice: {
      if (money <= 0) return make_move(kPrice, 0);
      const double stake = value_stake(s, o);
      const int poor = richest_rival(s, seat) + 1;  // no rival can accept this price
      int price = static_cast<int>(round_half_away(p.fixed * stake));
      if (poor < p.fixed * stake) price = poor;  // a forced buy-back is the better deal
      return make_move(kPrice, static_cast<uint32_t>(std::max(1, std::min(money, price))));
    }
    case Phase::FixedAnswer:
      return s.price <= money && s.price <= value_limit(s, seat, p, o) ? make_move(kAccept)
                                                                    : make_move(kDecline);
    case Phase::VirtualReveal:
      return make_move(kNoReveal);
    case Phase::GameOver:
      break;
  }
  return 0;
}

}  // namespace modern_art
}  // namespace galleria
