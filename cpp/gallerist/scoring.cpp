// Final scoring in the rules' order, the easel auction, winners and returns.
#include <algorithm>

#include "common/money_returns.h"
#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {
namespace detail {
namespace {

int auction_bid_in(const State& s, int p, int col) {
  int bid = 0;
  for (int r = 0; r < kAuctionRows; ++r)
    if (s.market[col][kRepRows + r] == 1 + p) bid += data::kAuctionBid[r];
  return bid;
}

int displayed_of_form(const State& s, int p, int form) {
  int n = 0;
  for (int i = 0; i < s.display_n[p]; ++i) n += work_form(s.display_work[p][i]) == form;
  return n;
}

int rep_unit_count(const State& s, int p, int count_kind) {
  using namespace data;
  const uint8_t* g = s.gallery[p];
  switch (count_kind) {
    case kRepInfluence3: return s.influence[p] / 3;
    case kRepCollectors: return g[kCollector];
    case kRepVips: return g[kVip];
    case kRepInvestors: return g[kInvestor];
    case kRepVisitors: return g[0] + g[1] + g[2];
    case kRepVisitorSets: return std::min({g[0], g[1], g[2]});
    case kRepTilesOwned: {
      int n = 0;
      for (int i = 0; i < kRepSpaces; ++i) n += s.rep[p][i] != kNone;
      return n;
    }
    case kRepAuctionAssistants: {
      int n = 0;
      for (int c = 0; c < kCols; ++c)
        for (int r = kRepRows; r < kRows; ++r) n += s.market[c][r] == 1 + p;
      return n;
    }
    case kRepPlacedAssistants: {
      int n = 0;
      for (int c = 0; c < kCols; ++c)
        for (int r = 0; r < kRows; ++r) n += s.market[c][r] == 1 + p;
      for (int i = 0; i < kContractSpaces; ++i) n += s.contract_asst[p][i];
      return n + own_on_spaces(s, p);
    }
    case kRepPromoted4: {
      int n = 0;
      for (int a = 0; a < kArtists; ++a) n += promotion_level(s, a) >= 4;
      return n;
    }
    case kRepAcquired: return s.display_n[p] + sold_total(s, p);
    case kRepSold: return sold_total(s, p);
    case kRepDisplayed: return s.display_n[p];
    case kRepFormSets: {
      int m = 255;
      for (int f = 0; f < kForms; ++f) m = std::min(m, displayed_of_form(s, p, f) + s.sold[p][f]);
      return m;
    }
    case kRepAcquiredPhoto:
    case kRepAcquiredDigital:
    case kRepAcquiredSculpture:
    case kRepAcquiredPainting: {
      const int f = count_kind - kRepAcquiredPhoto;
      return displayed_of_form(s, p, f) + s.sold[p][f];
    }
    case kRepFamous15: {
      int n = 0;
      for (int a = 0; a < kArtists; ++a) n += s.discovered[a] && s.fame[a] >= 15;
      return n;
    }
    case kRepMasterpieces: {
      int n = 0;
      for (int i = 0; i < s.display_n[p]; ++i) n += is_celebrity(s, s.display_artist[p][i]);
      return n;
    }
    default: return 0;
  }
}

bool covers(const uint8_t* pool, const uint8_t* need) {
  for (int f = 0; f < kForms; ++f)
    if (pool[f] < need[f]) return false;
  return true;
}

void score(State& s, int step, int p, int amount) {
  gain_money(s, p, amount);
  s.final_money[step][p] = static_cast<int16_t>(s.final_money[step][p] + amount);
}

}  // namespace

int objective_pay(const data::Objective& o, const uint8_t* pool) {
  int money = 0;
  for (int r = 0; r < o.rows; ++r)
    if (covers(pool, o.need[r])) money += o.pay[r];
  return money;
}

int easel_work_value(const State& s, int form) {
  int best_fame = -1, best_value = 0;
  for (int colour = 0; colour < 2; ++colour) {
    const int a = artist_of(form, colour);
    int fame, value;
    if (s.discovered[a]) {
      fame = s.fame[a];
      value = sale_value(s, a);
    } else if (s.opt_easel_any) {
      fame = start_fame(s, a);  // a face-down artist counts at its start fame
      value = data::kSaleValue[stars_at(s, a, fame)];
    } else {
      continue;
    }
    if (fame > best_fame || (fame == best_fame && value > best_value)) {
      best_fame = fame;
      best_value = value;
    }
  }
  return best_fame < 0 ? 0 : best_value;
}

void final_scoring_start(State& s) {
  const int n = s.players;
  s.end_stage = kScoring;
  // 1. Market majorities per column.
  for (int col = 0; col < kCols; ++col) {
    if (!rep_column_open(s, col) && !auction_column_open(s, col)) continue;
    int count[kMaxPlayers] = {};
    for (int r = 0; r < kRows; ++r)
      if (s.market[col][r]) ++count[s.market[col][r] - 1];
    int order[kMaxPlayers], m = 0;
    for (int p = 0; p < n; ++p)
      if (count[p] > 0) order[m++] = p;
    std::stable_sort(order, order + m, [&](int x, int y) { return count[x] > count[y]; });
    for (int i = 0; i < m;) {
      int j = i;
      while (j < m && count[order[j]] == count[order[i]]) ++j;
      int sum = 0;
      for (int place = i; place < j && place < 3; ++place) sum += data::kColumnPayout[col][place];
      const int share = sum / (j - i);
      for (int k = i; k < j; ++k) {
        s.market_money[col][order[k]] = static_cast<int16_t>(share);
        score(s, 0, order[k], share);
      }
      i = j;
    }
  }
  // 2. Reputation tiles: every count taken before any of them pays.
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < kRepSpaces; ++i)
      s.rep_count[p][i] = s.rep[p][i] == kNone
                              ? 0
                              : static_cast<uint8_t>(rep_unit_count(s, p, data::kRepTileTable[s.rep[p][i]].count));
  for (int p = 0; p < n; ++p) {
    const int before = s.influence[p];
    for (int i = 0; i < kRepSpaces; ++i) {
      if (s.rep[p][i] == kNone) continue;
      const data::RepTile& t = data::kRepTileTable[s.rep[p][i]];
      score(s, 1, p, t.money * s.rep_count[p][i]);
      gain_influence(s, p, t.influence * s.rep_count[p][i]);
    }
    s.rep_influence[p] = static_cast<int16_t>(s.influence[p] - before);
  }
  // 3. Displayed works.
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < s.display_n[p]; ++i) score(s, 2, p, sale_value(s, s.display_artist[p][i]));
  // 4. Easel auction: the order; the choices are decisions.
  int order[kMaxPlayers], m = 0;
  for (int k = 0; k < n; ++k) {
    const int p = (s.start_player + k) % n;  // turn order from the start player
    int bid = 0;
    for (int col = 0; col < kCols; ++col) bid += auction_bid_in(s, p, col);
    s.easel_bid[p] = static_cast<uint8_t>(bid);
    if (bid > 0) order[m++] = p;
  }
  std::stable_sort(order, order + m, [&](int x, int y) {
    if (s.easel_bid[x] != s.easel_bid[y]) return s.easel_bid[x] > s.easel_bid[y];
    const int rx = auction_bid_in(s, x, 2), ry = auction_bid_in(s, y, 2);
    if (rx != ry) return rx > ry;
    return auction_bid_in(s, x, 1) > auction_bid_in(s, y, 1);
  });
  for (int k = 0; k < kMaxPlayers; ++k) s.easel_order[k] = k < m ? static_cast<uint8_t>(order[k]) : kNone;
  s.easel_pos = 0;
  push_task(s, kTaskFinalEnd);
  // Steps 5-6 need every objective card face up: a table tells them as chance steps.
  if (s.flags & kAnnounce)
    push_task(s, kTaskShowObjective, 0);
  else
    for (int p = 0; p < n; ++p) s.objectives_shown[p] = 3;
  push_task(s, kTaskEaselNext);
}

void final_scoring_end(State& s) {
  const int n = s.players;
  for (int p = 0; p < n; ++p) {
    uint8_t shown[kForms], sold[kForms];
    for (int f = 0; f < kForms; ++f) {
      shown[f] = static_cast<uint8_t>(displayed_of_form(s, p, f));
      sold[f] = s.sold[p][f];
    }
    for (int e = 0; e < kMaxEasels; ++e)
      if (s.easel[e] != kNone && s.easel_taken_by[e] == p) {
        if (s.easel_declared[e] == 0)
          ++shown[work_form(s.easel[e])];
        else
          ++sold[work_form(s.easel[e])];
      }
    score(s, 4, p, objective_pay(data::kCurators[s.curator[p]], shown));
    score(s, 5, p, objective_pay(data::kDealers[s.dealer[p]], sold));
  }
  for (int p = 0; p < n; ++p) score(s, 6, p, end_value(s.influence[p]));
  for (int p = 0; p < n; ++p)
    if (s.opening_tile[p] != kNone) {
      s.rep_boxed[s.opening_tile[p]] = 1;  // never collected: boxed, scores nothing
      s.opening_tile[p] = kNone;
    }
  s.end_stage = kOver;
  ask(s, Phase::GameOver, kNone);
}

}  // namespace detail

namespace {

// Tie-break key after money: works displayed + sold (easel included), visitors in the
// gallery, assistants hired.
void tie_key(const State& s, int p, int key[4]) {
  int easel = 0;
  for (int e = 0; e < kMaxEasels; ++e) easel += s.easel[e] != kNone && s.easel_taken_by[e] == p;
  key[0] = s.money[p];
  key[1] = s.display_n[p] + detail::sold_total(s, p) + easel;
  key[2] = detail::sum3(s.gallery[p]);
  key[3] = kQueue - s.queue[p];
}

bool better(const State& s, int x, int y) {
  int kx[4], ky[4];
  tie_key(s, x, kx);
  tie_key(s, y, ky);
  for (int i = 0; i < 4; ++i)
    if (kx[i] != ky[i]) return kx[i] > ky[i];
  return false;
}

}  // namespace

void ranking(const State& s, int* order) {
  for (int p = 0; p < s.players; ++p) order[p] = p;
  std::stable_sort(order, order + s.players, [&](int x, int y) { return better(s, x, y); });
}

uint32_t winners_mask(const State& s) {
  int order[kMaxPlayers];
  ranking(s, order);
  uint32_t mask = 0;
  for (int i = 0; i < s.players; ++i)
    if (i == 0 || !better(s, order[0], order[i])) mask |= 1u << order[i];
  return mask;
}

void returns(const State& s, double* win_share, double* margin) {
  money_returns(s.money, s.players, winners_mask(s), win_share, margin);
}

}  // namespace gallerist
}  // namespace galleria
