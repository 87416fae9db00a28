// The eight location actions: legality (also for hypothetical destinations), the legal
// action moves, their effects; and the destination choice (`go`).
#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {
namespace detail {
namespace {

// ---- Artists' Colony ---------------------------------------------------------------------
bool discover_legal(const State& s, const Ctx& c, int a) {
  return s.commission[c.seat] == kNone && !s.discovered[a];
}

// A purchase of artist a's top work, given that a display slot is usable and the most the
// seat can pay (money plus the influence it may convert) is `budget`.
inline bool buy_affordable(const State& s, int p, int a, int budget) {
  if (!s.discovered[a] || s.stack_n[form_of_artist(a)] == 0) return false;
  if (s.commission[p] == a) return start_fame(s, a) <= budget;
  return s.free_tokens[a] != 0 && s.fame[a] < kMaxFame && s.fame[a] <= budget;
}

inline int pay_budget(const State& s, const Ctx& c) { return s.money[c.seat] + cash_steps(c.influence); }

// ---- Sales Office ------------------------------------------------------------------------
inline bool space_takes_card(const State& s, int p, int space) {
  return s.contract[p][space] == kNone || s.contract_face[p][space] != kFront;
}

bool displays_artist(const State& s, int p, int a) {
  for (int i = 0; i < s.display_n[p]; ++i)
    if (s.display_artist[p][i] == a) return true;
  return false;
}

bool sell_legal(const State& s, int p, int a, int space) {
  const int card = s.contract[p][space];
  return card != kNone && s.contract_face[p][space] == kFront &&
         contract_form(card) == form_of_artist(a) && displays_artist(s, p, a);
}

// ---- Media Center ----------------------------------------------------------------------
bool hire_legal(const State& s, const Ctx& c, int k) {
  const int p = c.seat;
  return k >= 1 && k <= kDesks - c.desks && k <= s.queue[p] &&
         can_pay(s.money[p], c.influence, hire_cost(s, p, k));
}

bool promote_legal(const State& s, const Ctx& c, int a) {
  if (!s.discovered[a] || is_celebrity(s, a)) return false;
  const int level = promotion_level(s, a);
  return level < kPromoLevels && s.promo_left[level + 1] > 0 && c.influence >= level + 1;
}

// ---- International Market ----------------------------------------------------------------
// What the market cells' legality needs from the seat, computed once per question: an
// available assistant is assumed (callers check c.avail first).
struct MarketSeat {
  bool req[kCols];     // the column's lobby requirement holds
  unsigned acquired;   // bit f: a work of form f displayed or sold
  bool rep_space;      // an empty reputation space
  MarketSeat(const State& s, int p) : acquired(0), rep_space(has_empty_rep_space(s, p)) {
    for (int col = 0; col < kCols; ++col) req[col] = lobby_requirement(s, p, col);
    for (int f = 0; f < kForms; ++f)
      if (s.sold[p][f]) acquired |= 1u << f;
    for (int i = 0; i < s.display_n[p]; ++i) acquired |= 1u << work_form(s.display_work[p][i]);
  }
};

inline bool rep_cell_legal(const State& s, const MarketSeat& m, int col, int row) {
  return m.rep_space && m.req[col] && rep_column_open(s, col) && s.market[col][row] == 0 &&
         s.market_tile[col][row] != kNone && (m.acquired >> data::kRepRowForm[row] & 1u);
}

inline bool auction_cell_legal(const State& s, const Ctx& c, const MarketSeat& m, int col, int arow) {
  if (!m.req[col] || !auction_column_open(s, col) || s.market[col][kRepRows + arow] != 0) return false;
  int infl = c.influence + data::kColumnInfluence[col];
  if (infl > kMaxInfluence) infl = kMaxInfluence;
  return can_pay(s.money[c.seat], infl, data::kAuctionBid[arow]);
}

}  // namespace

// Sources of an assistant to place (market cells, contracts): desk, own assistants on
// action spaces, the kicked-out assistant during its owner's kick-out action.
int sources(const State& s, int p, bool kicked_avail, uint8_t* out) {
  int n = 0;
  if (s.desks[p] > 0) out[n++] = kSrcDesk;
  for (int l = 0; l < kLocations; ++l)
    if (s.space[l] == assistant_piece(p)) out[n++] = static_cast<uint8_t>(source_of_location(l));
  if (kicked_avail) out[n++] = kSrcKicked;
  return n;
}

namespace {

}  // namespace

int hire_cost(const State& s, int p, int k) {
  const int first = kQueue - s.queue[p];
  int cost = 0;
  for (int i = 0; i < k; ++i) cost += data::kHireCost[first + i];
  return cost;
}

bool has_masterpiece(const State& s, int p) {
  for (int i = 0; i < s.display_n[p]; ++i)
    if (is_celebrity(s, s.display_artist[p][i])) return true;
  return false;
}

int celebrities(const State& s) {
  int n = 0;
  for (int a = 0; a < kArtists; ++a) n += is_celebrity(s, a);
  return n;
}

bool lobby_requirement(const State& s, int p, int col) {
  const uint8_t* l = s.lobby[p];
  switch (col) {
    case 0: return l[0] + l[1] + l[2] >= 1;
    case 1: return l[kInvestor] >= 1 && l[kVip] >= 1;
    default: return l[kCollector] >= 1 && l[kInvestor] + l[kVip] >= 1;
  }
}

bool has_acquired_form(const State& s, int p, int form) {
  if (s.sold[p][form]) return true;
  for (int i = 0; i < s.display_n[p]; ++i)
    if (work_form(s.display_work[p][i]) == form) return true;
  return false;
}

Ctx current_ctx(const State& s, int seat, bool kickout) {
  Ctx c;
  c.seat = seat;
  c.desks = s.desks[seat];
  c.kicked_avail = kickout && s.kick_piece == assistant_piece(seat);
  c.avail = s.desks[seat] + own_on_spaces(s, seat) + (c.kicked_avail ? 1 : 0);
  c.influence = kickout ? star_step_to(s.influence[seat]) : s.influence[seat];
  return c;
}

namespace {

// The parts of a location's legality that do not depend on the office (desks, available
// assistants): `go` asks them once per destination however many leave-behinds it lists.
bool colony_open(const State& s, const Ctx& c) {
  if (s.commission[c.seat] == kNone)
    for (int a = 0; a < kArtists; ++a)
      if (!s.discovered[a]) return true;  // a discovery is possible
  if (!usable_slot(s, c.seat)) return false;
  const int budget = pay_budget(s, c);
  for (int a = 0; a < kArtists; ++a)
    if (buy_affordable(s, c.seat, a, budget)) return true;
  return false;
}

bool promotion_open(const State& s, const Ctx& c) {
  if (c.influence < 1) return false;  // every promotion costs at least 1 influence
  for (int a = 0; a < kArtists; ++a)
    if (promote_legal(s, c, a)) return true;
  return false;
}

// Some market cell is legal, given an available assistant.
bool market_cells_open(const State& s, const Ctx& c) {
  if (sum3(s.lobby[c.seat]) == 0) return false;  // every column asks for a lobby visitor
  const MarketSeat m(s, c.seat);
  for (int col = 0; col < kCols; ++col) {
    if (!m.req[col]) continue;
    for (int row = 0; row < kRepRows; ++row)
      if (rep_cell_legal(s, m, col, row)) return true;
    for (int r = 0; r < kAuctionRows; ++r)
      if (auction_cell_legal(s, c, m, col, r)) return true;
  }
  return false;
}

}  // namespace

bool any_action_legal(const State& s, int loc, const Ctx& c) {
  switch (loc) {
    case kColony: return colony_open(s, c);
    case kSales: return true;  // a reveal is always possible
    case kMedia: return hire_legal(s, c, 1) || promotion_open(s, c);
    default: return c.avail >= 1 && market_cells_open(s, c);
  }
}

bool is_action_kind(uint32_t kind, int loc) {
  switch (loc) {
    case kColony: return kind == kDiscover || kind == kBuy;
    case kSales: return kind == kReveal || kind == kTake || kind == kSell;
    case kMedia: return kind == kHire || kind == kPromote;
    default: return kind == kReputation || kind == kAuction;
  }
}

int take_moves(const State& s, int p, Move* out, int n, int cap) {
  bool target[kContractSpaces];
  bool any = false;
  for (int i = 0; i < kContractSpaces; ++i) any |= target[i] = space_takes_card(s, p, i);
  if (!any) return n;
  for (int d = 0; d < 4; ++d) {
    const int len = s.display_cards_n[d];
    for (int j = s.opt_take_top && len ? len - 1 : 0; j < len; ++j)
      for (int i = 0; i < kContractSpaces; ++i)
        if (target[i]) {
          if (n < cap) out[n] = make_move(kTake, s.display_cards[d][j], i);
          ++n;
        }
  }
  return n;
}

int action_moves(const State& s, int loc, const Ctx& c, Move* out, int n, int cap) {
  const int p = c.seat;
  auto push = [&](Move m) {
    if (n < cap) out[n] = m;
    ++n;
  };
  switch (loc) {
    case kColony: {
      for (int a = 0; a < kArtists; ++a)
        if (discover_legal(s, c, a)) push(make_move(kDiscover, a));
      if (!usable_slot(s, p)) break;
      const int budget = pay_budget(s, c);
      for (int a = 0; a < kArtists; ++a)
        if (buy_affordable(s, p, a, budget)) push(make_move(kBuy, a));
      break;
    }
    case kSales: {
      push(make_move(kReveal));
      n = take_moves(s, p, out, n, cap);
      unsigned open_forms = 0;  // forms of the uncompleted contracts
      for (int i = 0; i < kContractSpaces; ++i)
        if (s.contract[p][i] != kNone && s.contract_face[p][i] == kFront)
          open_forms |= 1u << contract_form(s.contract[p][i]);
      if (!open_forms) break;
      unsigned shown = 0;  // displayed artists
      for (int i = 0; i < s.display_n[p]; ++i) shown |= 1u << s.display_artist[p][i];
      for (unsigned left = shown; left; left &= left - 1) {  // artists in ascending order
        const int a = __builtin_ctz(left);
        if (open_forms >> form_of_artist(a) & 1u)
          for (int i = 0; i < kContractSpaces; ++i)
            if (sell_legal(s, p, a, i)) push(make_move(kSell, a, i));
      }
      break;
    }
    case kMedia:
      for (int k = 1; k <= kDesks; ++k)
        if (hire_legal(s, c, k)) push(make_move(kHire, k));
      for (int a = 0; a < kArtists; ++a)
        if (promote_legal(s, c, a)) push(make_move(kPromote, a));
      break;
    default: {
      uint8_t src[kNumSources];
      const int ns = sources(s, p, c.kicked_avail, src);
      if (ns == 0 || c.avail < 1) break;
      const MarketSeat m(s, p);
      for (int col = 0; col < kCols; ++col)
        for (int row = 0; row < kRepRows && m.req[col]; ++row)
          if (rep_cell_legal(s, m, col, row))
            for (int i = 0; i < ns; ++i) push(make_move(kReputation, col, data::kRepRowForm[row], src[i]));
      for (int col = 0; col < kCols; ++col)
        for (int r = 0; r < kAuctionRows && m.req[col]; ++r)
          if (auction_cell_legal(s, c, m, col, r))
            for (int i = 0; i < ns; ++i) push(make_move(kAuction, col, r, src[i]));
      break;
    }
  }
  return n;
}

bool source_available(const State& s, int seat, int src, bool kickout) {
  if (src == kSrcDesk) return s.desks[seat] > 0;
  if (src == kSrcKicked) return kickout && s.kick_piece == assistant_piece(seat);
  if (src >= kSrcColony && src <= kSrcMarket) return s.space[src - 1] == assistant_piece(seat);
  return false;
}

void take_from_source(State& s, int seat, int src) {
  if (src == kSrcDesk)
    --s.desks[seat];
  else if (src == kSrcKicked)
    s.kick_piece = 0, s.kick_loc = kNone;
  else
    s.space[src - 1] = 0;
}

// ---- effects ---------------------------------------------------------------------------
void apply_action(State& s, Move m) {
  const int p = s.actor;
  const int a = static_cast<int>(move_a(m)), b = static_cast<int>(move_b(m)),
            c = static_cast<int>(move_c(m));
  switch (move_kind(m)) {
    case kDiscover: {
      const int tile = s.discovery[a];
      s.discovery[a] = kNoBonus;
      for (int i = 0; i < kDiscoveryCodes; ++i)
        if (data::kDiscoveryCode[i] == tile) ++s.discovery_boxed[i];
      push_task(s, kTaskDiscoverEnd, a);
      if (tile != kNoBonus) push_task(s, kTaskBonus, p, tile);
      return;
    }
    case kBuy: {
      const int f = form_of_artist(a);
      const int code = s.stack[f][--s.stack_n[f]];
      s.stack[f][s.stack_n[f]] = 0;
      const int w = work_id(f, code);
      for (int k = 0; k < kKinds; ++k) {
        s.plaza[k] = static_cast<uint8_t>(s.plaza[k] + s.work_visitors[f][k]);
        s.work_visitors[f][k] = 0;
      }
      const bool commission = s.commission[p] == a;
      const int price = commission ? start_fame(s, a) : s.fame[a];
      s.top_exposed[f] = 0;
      push_task(s, kTaskBuyPlace, a, w, commission ? 1 : 0);
      push_task(s, kTaskWorkTickets, p, w);
      push_task(s, kTaskFame, a, data::kWorkKinds[code].fame_gain, 1);
      push_task(s, kTaskCash, price);
      push_task(s, kTaskExpose, f);
      return;
    }
    case kReveal:
      push_task(s, kTaskTakePhase);
      push_task(s, kTaskReveal, 0);
      return;
    case kTake:
      take_contract(s, p, a, b);
      return;
    case kSell: {
      gain_money(s, p, sale_value(s, a));
      int i = 0;
      while (s.display_artist[p][i] != a) ++i;
      const int w = s.display_work[p][i];
      for (; i + 1 < s.display_n[p]; ++i) {
        s.display_work[p][i] = s.display_work[p][i + 1];
        s.display_artist[p][i] = s.display_artist[p][i + 1];
      }
      --s.display_n[p];
      s.display_work[p][s.display_n[p]] = kNone;
      s.display_artist[p][s.display_n[p]] = kNone;
      ++s.sold[p][work_form(w)];
      ++s.sold_codes[work_form(w)][work_code(w)];
      ++s.free_tokens[a];
      if (sum3(s.gallery[p]) > 0)
        ask(s, Phase::Send, p, 1, b);
      else
        ask(s, Phase::Half, p, b);
      return;
    }
    case kHire: {
      const int first = kQueue - s.queue[p];
      const int cost = hire_cost(s, p, a);
      s.queue[p] = static_cast<uint8_t>(s.queue[p] - a);
      s.desks[p] = static_cast<uint8_t>(s.desks[p] + a);
      for (int i = a - 1; i >= 0; --i)
        if (data::kHireBonus[first + i] != kNoBonus) push_task(s, kTaskBonus, p, data::kHireBonus[first + i]);
      push_task(s, kTaskCash, cost);
      return;
    }
    case kPromote: {
      const int level = promotion_level(s, a);
      pay_influence(s, p, level + 1);
      if (s.promo[a]) ++s.promo_left[s.promo[a]];
      --s.promo_left[level + 1];
      s.promo[a] = static_cast<uint8_t>(level + 1);
      push_task(s, kTaskFame, a, 1, 1);
      push_task(s, kTaskBonus, p, data::kPromoBonus[level + 1]);
      return;
    }
    case kReputation: {
      const int row = row_of_form(b);
      gain_influence(s, p, data::kColumnInfluence[a]);
      const int tile = s.market_tile[a][row];
      s.market_tile[a][row] = kNone;
      push_task(s, kTaskPlaceAssistant, a * kRows + row, c);
      push_task(s, kTaskSendLobby, p);
      ask(s, Phase::Space, p, tile);
      return;
    }
    case kAuction:
      gain_influence(s, p, data::kColumnInfluence[a]);
      push_task(s, kTaskPlaceAssistant, a * kRows + kRepRows + b, c);
      push_task(s, kTaskBonus, p, data::kAuctionBonus[a][b]);
      push_task(s, kTaskCash, data::kAuctionBid[b]);
      return;
    default:
      internal_error("gallerist: not a location action");
  }
}

// ---- destinations ----------------------------------------------------------------------
namespace {

// The action context after `seat` moves to `dest` leaving `leave` (0 none, else source + 1);
// `spaces` = own assistants on action spaces now.
Ctx go_ctx(const State& s, int seat, int dest, int leave, int spaces) {
  int desks = s.desks[seat];
  if (leave == kSrcDesk + 1) {
    --desks;
    ++spaces;  // now on the vacated action space
  }
  const bool own_at_dest =
      s.space[dest] == assistant_piece(seat) && leave != source_of_location(dest) + 1;
  if (own_at_dest) {
    --spaces;
    if (desks < kDesks) ++desks;  // home; otherwise out of the game
  }
  Ctx c;
  c.seat = seat;
  c.desks = desks;
  c.avail = desks + spaces;
  c.influence = s.influence[seat];
  c.kicked_avail = false;
  return c;
}

// Calls f(dest, leave) for every destination / leave-behind combination.
template <typename F>
void each_go(const State& s, int seat, F&& f) {
  const int cur = s.gallerist[seat];
  const bool from_loc = cur < kLocations;
  for (int dest = 0; dest < kLocations; ++dest) {
    if (dest == cur) continue;
    if (f(dest, 0)) return;
    if (!from_loc) continue;
    if (s.desks[seat] > 0 && f(dest, kSrcDesk + 1)) return;
    for (int l = 0; l < kLocations; ++l)
      if (l != cur && s.space[l] == assistant_piece(seat) && f(dest, source_of_location(l) + 1)) return;
  }
}

}  // namespace

Ctx go_context(const State& s, int seat, int dest, int leave) {
  return go_ctx(s, seat, dest, leave, own_on_spaces(s, seat));
}

bool any_go_legal(const State& s, int seat) {
  bool found = false;
  each_go(s, seat, [&](int dest, int leave) {
    found = any_action_legal(s, dest, go_ctx(s, seat, dest, leave, own_on_spaces(s, seat)));
    return found;
  });
  return found;
}

bool go_legal(const State& s, int seat, int dest, int leave) {
  if (dest == kSales) return true;  // a reveal is always possible, whatever the office
  return any_action_legal(s, dest, go_ctx(s, seat, dest, leave, own_on_spaces(s, seat)));
}

namespace {

// any_action_legal for the destinations of one `go` question. The contexts differ only in
// the office (go_ctx: same seat and influence), so each office-free part is asked at most
// once: colony and sales do not depend on the office; media's hire on the free desks only
// (hiring one is legal iff a desk is free and the first hire is payable); market's cells on
// an available assistant only.
class GoLegality {
 public:
  explicit GoLegality(const State& s) : s_(s) {}
  bool legal(int dest, const Ctx& c) {
    switch (dest) {
      case kColony: return ask(colony_, [&] { return colony_open(s_, c); });
      case kSales: return true;
      case kMedia:
        if (c.desks < kDesks && ask(hire_one_, [&] { return hire_legal(s_, c, 1); })) return true;
        return ask(promote_, [&] { return promotion_open(s_, c); });
      default: return c.avail >= 1 && ask(market_, [&] { return market_cells_open(s_, c); });
    }
  }

 private:
  template <typename F>
  static bool ask(int8_t& memo, F&& f) {
    if (memo < 0) memo = f() ? 1 : 0;
    return memo != 0;
  }
  const State& s_;
  int8_t colony_ = -1, hire_one_ = -1, promote_ = -1, market_ = -1;
};

}  // namespace

int go_moves(const State& s, int seat, Move* out, int n, int cap) {
  const int start = n;
  auto push = [&](Move m) {
    if (n < cap) out[n] = m;
    ++n;
  };
  GoLegality legality(s);
  const int spaces = own_on_spaces(s, seat);
  each_go(s, seat, [&](int dest, int leave) {
    if (legality.legal(dest, go_ctx(s, seat, dest, leave, spaces))) push(make_move(kGo, dest, leave));
    return false;
  });
  if (n == start)  // fallback: no destination has a legal action; any move, no action
    each_go(s, seat, [&](int dest, int leave) {
      push(make_move(kGo, dest, leave));
      return false;
    });
  return n;
}

}  // namespace detail
}  // namespace gallerist
}  // namespace galleria
