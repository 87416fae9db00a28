// The heuristic player (heuristic_bot.h): every legal move of the pending decision gets a
// score in estimated end-game dollars; the best is played. Only public fields and the
// seat's own objective cards are read (never bag, deck or stack orders, never other seats'
// cards).
#include "gallerist/heuristic_bot.h"

#include <algorithm>

#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {

using namespace detail;

namespace {

// ---- value constants ($ at the end of the game) ---------------------------------------------
constexpr double kInfluence = 0.5;   // one influence point (end-game icons, fame, promotions)
constexpr double kTicketBase = 1.4;  // a ticket early in the game
constexpr double kGallery[kKinds] = {3.0, 2.4, 3.0};  // a visitor in the own gallery
constexpr double kLobby[kKinds] = {1.2, 1.0, 1.1};    // ... in the own lobby
constexpr double kAssistant = 3.0;   // an extra assistant early in the game
constexpr double kKickPenalty = 1.2; // giving another player a kick-out action
// The turn phase offers the executive actions before moving too; the bot moves first (they
// stay available after the location action), so there they score this much lower.
constexpr double kBeforeMoving = -100.0;

class Bot {
 public:
  Bot(const State& s, int p) : s_(s), p_(p) {
    rounds_left_ = rounds_left_estimate(s);
    horizon_ = std::min(1.0, rounds_left_ / 6.0);
    end_drive_ = end_drive();
  }

  double score(Move m) const {
    switch (move_kind(m)) {
      case kPlace: return placement(move_a(m));
      case kGo: return go(move_a(m), move_b(m));
      case kTicket: return ticket_step(move_a(m), move_b(m));
      case kContractUse: return contract_use(move_a(m), move_b(m));
      case kDone: case kEnd: case kPass: case kNoTake: return 0.0;
      case kDiscover: case kBuy: case kReveal: case kTake: case kSell: case kHire: case kPromote:
      case kReputation: case kAuction: return action(m);
      case kCash: return -static_cast<double>(move_a(m)) * 2.0;  // as little influence as possible
      case kFameSteps: return fame_steps(s_.dec[0], move_a(m));
      case kBoost: return boost(move_a(m));
      case kTickets: return ticket_colours(move_a(m));
      case kDiscard: return s_.booth[move_a(m)];  // the colour the booth holds most of
      case kVisitorMove:
        return s_.dec[0] == 0 ? kLobby[move_a(m)] + lobby_need(move_a(m)) : kGallery[move_a(m)];
      case kSpace: return bonus_value(data::kRepSpaceBonus[move_a(m)]);
      case kSend: return send(move_a(m));
      case kHalf: return move_a(m) == 0 ? ib_value() : mb_value();
      case kEasel: return easel(move_a(m), move_b(m));
      default: return 0.0;
    }
  }

 private:
  const State& s_;
  const int p_;
  double rounds_left_ = 10.0;
  double horizon_ = 1.0;  // 1 while many rounds remain, down to 0 in the final round
  double end_drive_ = 0.0;  // $ of taking one more booth ticket towards the end trigger

  // A player's standing from public facts only: money, displayed works, influence.
  int standing(int q) const {
    int v = s_.money[q] + end_value(s_.influence[q]);
    for (int i = 0; i < s_.display_n[q]; ++i) v += sale_value(s_, s_.display_artist[q][i]);
    return v;
  }
  // When the booth is the trigger that would end the game (another already holds) a player
  // that leads wants it empty: every booth ticket taken brings the end closer. Without this
  // a table whose booth is almost empty can stall: nobody wants to start anything new.
  double end_drive() const {
    if (s_.end_stage != kPlaying || (s_.triggers & 1)) return 0.0;
    const bool other = (s_.triggers & 6) != 0 || s_.bag_n == 0 || celebrities(s_) >= 2;
    const int left = sum3(s_.booth);
    if (!other || left == 0) return 0.0;
    int best_other = -1000;
    for (int q = 0; q < s_.players; ++q)
      if (q != p_) best_other = std::max(best_other, standing(q));
    const double lead = std::min(1.0, std::max(0.0, (standing(p_) - best_other + 5) / 10.0));
    return lead * 8.0 / std::max(1, left);
  }

  double ticket() const { return 0.2 + kTicketBase * horizon_ + end_drive_; }
  double assistant() const {
    if (s_.queue[p_] == 0 && s_.desks[p_] == 0) return 0.0;
    const int avail = s_.desks[p_] + own_on_spaces(s_, p_);
    return kAssistant * horizon_ * (avail >= 3 ? 0.4 : 1.0);
  }
  int slots() const { return has_masterpiece(s_, p_) ? 4 : 3; }

  // ---- works and artists -----------------------------------------------------------------
  int value_at(int a, int fame) const { return data::kSaleValue[stars_at(s_, a, std::min(fame, int(kMaxFame)))]; }
  int own_displayed(int a) const {
    int n = 0;
    for (int i = 0; i < s_.display_n[p_]; ++i) n += s_.display_artist[p_][i] == a;
    return n;
  }
  // Own works whose value follows artist a: displayed, about to be placed, commissioned.
  double own_stake(int a) const {
    double n = own_displayed(a);
    for (int i = 0; i < s_.ntask; ++i)
      if (s_.task[i][0] == kTaskBuyPlace && s_.task[i][1] == a) n += 1;
    if (s_.commission[p_] == a) n += 0.7;
    return n;
  }
  // Value of raising artist a from `from` to `to` fame for this player.
  double fame_gain_value(int a, int from, int to) const {
    to = std::min(to, int(kMaxFame));
    if (to <= from) return 0.0;
    double v = own_stake(a) * (value_at(a, to) - value_at(a, from));
    if (from < kMaxFame && to >= kMaxFame) v += data::kCelebrityBonus + (own_stake(a) > 0 ? 3.0 : 0.0);
    return v;
  }

  int curator_pay(const uint8_t* shown) const { return objective_pay(data::kCurators[s_.curator[p_]], shown); }
  int dealer_pay(const uint8_t* sold) const { return objective_pay(data::kDealers[s_.dealer[p_]], sold); }
  void shown_forms(uint8_t* shown) const {
    for (int f = 0; f < kForms; ++f) shown[f] = 0;
    for (int i = 0; i < s_.display_n[p_]; ++i) ++shown[work_form(s_.display_work[p_][i])];
  }
  // Curator progress of displaying one more work of `form`: the rows it completes, and a
  // share of the rows it brings closer.
  double curator_delta(int form, int sign) const {
    uint8_t shown[kForms];
    shown_forms(shown);
    const int before = curator_pay(shown);
    shown[form] = static_cast<uint8_t>(shown[form] + sign);
    const int after = curator_pay(shown);
    double v = after - before;
    if (sign > 0) {
      const data::Objective& o = data::kCurators[s_.curator[p_]];
      for (int r = 0; r < o.rows; ++r)
        if (o.need[r][form] > shown[form] - 1) v += 0.12 * o.pay[r] * horizon_;
    }
    return v;
  }
  double dealer_delta(int form) const {
    uint8_t sold[kForms];
    for (int f = 0; f < kForms; ++f) sold[f] = s_.sold[p_][f];
    const int before = dealer_pay(sold);
    ++sold[form];
    double v = dealer_pay(sold) - before;
    const data::Objective& o = data::kDealers[s_.dealer[p_]];
    for (int r = 0; r < o.rows; ++r)
      if (o.need[r][form] >= sold[form]) v += 0.12 * o.pay[r] * horizon_;
    return v;
  }

  // ---- bonuses and visitors ---------------------------------------------------------------
  double ib_value() const { return (2 * s_.gallery[p_][kVip] + s_.gallery[p_][kCollector]) * kInfluence; }
  double mb_value() const { return 2 * s_.gallery[p_][kInvestor] + s_.gallery[p_][kCollector]; }
  double best_boost() const {
    double best = -1.0;
    for (int a = 0; a < kArtists; ++a)
      if (s_.discovered[a] && !is_celebrity(s_, a)) best = std::max(best, boost(a));
    return std::max(best, 0.0);
  }
  double bonus_value(int b) const {
    switch (b) {
      case kTb: case kTk: case kTw: return ticket();
      case kT1: return ticket() + 0.2;
      case kT2: return 2 * ticket() + 0.2;
      case kIB: return ib_value();
      case kMB: return mb_value();
      case kFA: return s_.queue[p_] > 0 && s_.desks[p_] < kDesks ? assistant() : 0.0;
      case kV: return sum3(s_.plaza) + s_.bag_n > 0 ? 1.2 : 0.0;
      case kF: return best_boost() + 0.2;
      case kC: return 1.5 * horizon_ + 0.3;
      case kVB: return s_.bag_n > 0 ? 2.4 : 0.0;
      case kIV: return s_.plaza[kInvestor] + s_.plaza[kVip] > 0 ? 2.6 : 0.0;
      default: return 0.0;
    }
  }
  // How much a visitor of `kind` in the lobby helps meet a market column's requirement.
  double lobby_need(int kind) const {
    const uint8_t* l = s_.lobby[p_];
    if (sum3(l) == 0) return 0.6;
    if (kind != kCollector && l[kind] == 0 && l[kInvestor + kVip - kind] > 0) return 0.4;
    if (kind == kCollector && l[kCollector] == 0) return 0.3;
    return 0.0;
  }
  bool collector_fits() const { return collector_may_enter(s_, p_); }

  double ticket_step(int kind, int origin) const {
    const double use = 0.25 * horizon_;  // a ticket spent is gone
    if (origin == kFromOwnLobby) {
      if (kind == kCollector && !collector_fits()) return -1.0;
      return kGallery[kind] - kLobby[kind] - use;
    }
    if (origin == kFromPlaza) {
      const bool onward = s_.tickets[p_][kind] >= 2 && (kind != kCollector || collector_fits());
      return (onward ? kLobby[kind] + 0.3 : 0.6 * kLobby[kind]) + lobby_need(kind) - use;
    }
    return 0.1 - use;  // another lobby -> plaza: only denies
  }
  double ticket_colours(uint32_t mask) const {
    double v = 0.0;
    for (int c = 0; c < kKinds; ++c) {
      if (!(mask >> c & 1)) continue;
      if (s_.lobby[p_][c] > 0 && (c != kCollector || collector_fits())) v += 2.0;
      else if (s_.plaza[c] > 0) v += 1.0;
      v += s_.booth[c] > 0 ? 0.3 : 0.0;
      v += c == kInvestor ? 0.2 : c == kCollector ? 0.15 : 0.1;
    }
    return v;
  }
  double send(int kind) const {
    if (s_.dec[0] == 0) {  // lobby -> plaza: keep what the market columns need
      const uint8_t* l = s_.lobby[p_];
      double v = 0.1 * l[kind];
      if (kind != kCollector && l[kind] == 1 && l[kInvestor + kVip - kind] > 0) v -= 0.5;
      if (kind == kCollector && l[kCollector] == 1) v -= 0.3;
      return v - kLobby[kind];
    }
    // gallery -> plaza after a sale; a VIP turns the IB half up, an investor the MB half
    const double half = kind == kVip ? ib_value() : kind == kInvestor ? mb_value() : std::max(ib_value(), mb_value());
    return 0.3 * half * horizon_ - kGallery[kind];
  }
  double boost(int a) const { return fame_gain_value(a, s_.fame[a], s_.fame[a] + 1) + 0.01 * s_.fame[a]; }
  double fame_steps(int a, int k) const {
    int infl = s_.influence[p_];
    for (int i = 0; i < k; ++i) infl = star_step_to(infl);
    const double cost = (s_.influence[p_] - infl) * kInfluence;
    return fame_gain_value(a, s_.fame[a], s_.fame[a] + k) - cost - 0.01 * k;
  }

  // ---- reputation tiles -------------------------------------------------------------------
  double expected_units(int kind) const {
    const uint8_t* g = s_.gallery[p_];
    const double h = horizon_;
    switch (kind) {
      case data::kRepInfluence3: return (s_.influence[p_] + 4 * h) / 3.0;
      case data::kRepCollectors: return g[kCollector] + 1.5 * h;
      case data::kRepVips: return g[kVip] + 2 * h;
      case data::kRepInvestors: return g[kInvestor] + 2 * h;
      case data::kRepVisitors: return sum3(g) + 4 * h;
      case data::kRepVisitorSets: return std::min({g[0], g[1], g[2]}) + 0.5 * h;
      case data::kRepTilesOwned: {
        int n = 1;
        for (int i = 0; i < kRepSpaces; ++i) n += s_.rep[p_][i] != kNone;
        return n + 1.5 * h;
      }
      case data::kRepAuctionAssistants: return 0.5 + 1.0 * h;
      case data::kRepPlacedAssistants: return own_on_spaces(s_, p_) + 1.5 + 2 * h;
      case data::kRepPromoted4: return 0.5 * h;
      case data::kRepAcquired: return s_.display_n[p_] + sold_total(s_, p_) + 3 * h;
      case data::kRepSold: return sold_total(s_, p_) + 2 * h;
      case data::kRepDisplayed: return s_.display_n[p_] + 0.5 * h;
      case data::kRepFormSets: return 0.4 + 0.5 * h;
      case data::kRepAcquiredPhoto: case data::kRepAcquiredDigital: case data::kRepAcquiredSculpture:
      case data::kRepAcquiredPainting: {
        const int f = kind - data::kRepAcquiredPhoto;
        uint8_t shown[kForms];
        shown_forms(shown);
        return shown[f] + s_.sold[p_][f] + 0.8 * h;
      }
      case data::kRepFamous15: {
        int n = 0;
        for (int a = 0; a < kArtists; ++a) n += s_.discovered[a] && s_.fame[a] >= 15;
        return n + 0.8 * h;
      }
      case data::kRepMasterpieces: {
        int n = 0;
        for (int i = 0; i < s_.display_n[p_]; ++i) n += is_celebrity(s_, s_.display_artist[p_][i]);
        return n + 0.2 * h;
      }
      default: return 0.0;
    }
  }
  double tile_value(int tile) const {
    if (tile == kNone) return 0.0;
    const data::RepTile& t = data::kRepTileTable[tile];
    return expected_units(t.count) * (t.money + t.influence * kInfluence);
  }
  double best_space_bonus() const {
    double best = 0.0;
    for (int i = 0; i < kRepSpaces; ++i)
      if (s_.rep[p_][i] == kNone) best = std::max(best, bonus_value(data::kRepSpaceBonus[i]));
    return best;
  }

  double placement(int loc) const { return tile_value(s_.location_tile[loc]) + 0.1 * (loc == kColony); }

  // ---- money ------------------------------------------------------------------------------
  // Paying `price`: influence converted where money falls short costs extra.
  double pay_cost(int price) const {
    const int shortfall = price - s_.money[p_];
    return price + (shortfall > 0 ? 1.2 * shortfall : 0.0);
  }
  int easel_value_guess() const {
    int best = 0;
    for (int e = 0; e < kMaxEasels; ++e)
      if (s_.easel[e] != kNone) best = std::max(best, easel_work_value(s_, work_form(s_.easel[e])));
    return best;
  }
  int bid_of(int q) const {
    int bid = 0;
    for (int c = 0; c < kCols; ++c)
      for (int r = 0; r < kAuctionRows; ++r)
        if (s_.market[c][kRepRows + r] == 1 + q) bid += data::kAuctionBid[r];
    return bid;
  }
  // Expected easel gain of raising the own bid by `add`.
  double easel_gain(int add) const {
    int easels = 0;
    for (int e = 0; e < kMaxEasels; ++e) easels += s_.easel[e] != kNone;
    const int mine = bid_of(p_);
    auto rank = [&](int bid) {
      int r = 0;
      for (int q = 0; q < s_.players; ++q)
        if (q != p_ && bid_of(q) >= bid) ++r;
      return r;
    };
    const double v = std::max(6, easel_value_guess());
    const bool was = mine > 0 && rank(mine) < easels, now = rank(mine + add) < easels;
    if (now && !was) return 0.75 * v;
    return now ? 0.8 : 0.3;
  }
  double column_majority(int col) const {
    int own = 0, best_other = 0;
    int count[kMaxPlayers] = {};
    for (int r = 0; r < kRows; ++r)
      if (s_.market[col][r]) ++count[s_.market[col][r] - 1];
    own = count[p_];
    for (int q = 0; q < s_.players; ++q)
      if (q != p_) best_other = std::max(best_other, count[q]);
    const double first = data::kColumnPayout[col][0];
    if (own + 1 > best_other && own <= best_other) return 0.5 * first;  // takes the lead
    return own == 0 ? 0.25 * data::kColumnPayout[col][2] + 0.5 : 0.6;
  }
  double source_cost(int src) const {
    if (src == kSrcKicked) return 0.0;
    if (src == kSrcDesk) return 0.4 * horizon_;
    return 0.3;
  }

  // ---- location actions -------------------------------------------------------------------
  double top_tickets(int f) const {
    if (s_.stack_n[f] == 0 || !s_.top_exposed[f]) return 1.5 * ticket();
    return data::kWorkKinds[s_.stack[f][s_.stack_n[f] - 1]].tickets * ticket();
  }
  int top_gain(int f) const {
    if (s_.stack_n[f] == 0 || !s_.top_exposed[f]) return 1;
    return data::kWorkKinds[s_.stack[f][s_.stack_n[f] - 1]].fame_gain;
  }
  double buy(int a) const {
    const int f = form_of_artist(a);
    const bool commission = s_.commission[p_] == a;
    const int price = commission ? start_fame(s_, a) : s_.fame[a];
    const int to = s_.fame[a] + top_gain(f) + s_.gallery[p_][kCollector];
    double v = value_at(a, to) + 1.2 * horizon_ - pay_cost(price);
    v += own_displayed(a) * (value_at(a, to) - value_at(a, s_.fame[a]));
    if (s_.fame[a] < kMaxFame && to >= kMaxFame) v += data::kCelebrityBonus;
    v += top_tickets(f) + curator_delta(f, +1);
    if (s_.display_n[p_] == 2 && s_.opening_tile[p_] != kNone)
      v += 0.8 * tile_value(s_.opening_tile[p_]) + best_space_bonus();
    if (!has_acquired_form(s_, p_, f)) v += 1.0 * horizon_;  // opens a market row
    for (int sp = 0; sp < kContractSpaces; ++sp)
      if (s_.contract[p_][sp] != kNone && s_.contract_face[p_][sp] == kFront &&
          contract_form(s_.contract[p_][sp]) == f)
        v += 1.5 * horizon_;  // a sale is lined up
    if (s_.display_n[p_] + 1 >= slots()) v -= 1.0 * horizon_;  // the display is full afterwards
    return v;
  }
  double discover(int a) const {
    const int start = start_fame(s_, a);
    double v = bonus_value(s_.discovery[a]);
    const bool room = s_.display_n[p_] < slots() || rounds_left_ > 2;
    if (room) v += (value_at(a, start + 1) - start + 2.0) * horizon_ + 1.0 * (rounds_left_ > 1);
    if (s_.artist_collector[a]) v += 0.3;
    return v;
  }
  // End value of keeping a displayed work: its sale value, a little growth, and its share of
  // the curator card (which a later purchase of the same form may restore while time is left).
  double keep_value(int a, int form) const {
    return value_at(a, s_.fame[a]) + 1.0 * horizon_ - curator_delta(form, -1) * (1.0 - 0.6 * horizon_);
  }
  // Best purchase this player could make with a free display slot (0 if none is worth it).
  double best_buy_ignoring_slot() const {
    double best = 0.0;
    for (int a = 0; a < kArtists; ++a) {
      if (!s_.discovered[a] || s_.stack_n[form_of_artist(a)] == 0) continue;
      const bool commission = s_.commission[p_] == a;
      if (!commission && (is_celebrity(s_, a) || s_.free_tokens[a] == 0)) continue;
      best = std::max(best, buy(a));
    }
    return best;
  }
  double sell(int a, int space) const {
    const int form = form_of_artist(a);
    double v = value_at(a, s_.fame[a]) - keep_value(a, form) + dealer_delta(form);
    v += (1.0 + (s_.money[p_] < 8 ? 2.0 : 0.0)) * horizon_;  // money now buys more works
    // a free display slot: worth the next purchase when the display is full
    v += s_.display_n[p_] >= slots() ? 0.7 * std::max(0.5, horizon_) * best_buy_ignoring_slot() + 0.5
                                     : 0.6 * horizon_;
    v += 1.5 * horizon_;  // the back bonus of the completed contract
    if (sum3(s_.gallery[p_]) > 0) {  // a gallery visitor must leave
      double least = 1e9;
      for (int k = 0; k < kKinds; ++k)
        if (s_.gallery[p_][k]) least = std::min(least, kGallery[k]);
      v -= least;
    }
    (void)space;
    return v;
  }
  // A contract card on one of our spaces: its ticket (empty space), the sale it enables.
  double take(int card, int space) const {
    const int form = contract_form(card);
    double v = 0.0;
    if (s_.contract[p_][space] == kNone) {
      v += data::kContractSpaceBonus[space] == kT1 ? ticket() + 0.2 : ticket();
    } else if (!s_.contract_asst[p_][space]) {
      v -= 1.5 * horizon_;  // its back bonus is lost unused
    }
    bool covered = false, shown = false;
    for (int sp = 0; sp < kContractSpaces; ++sp)
      if (sp != space && s_.contract[p_][sp] != kNone && s_.contract_face[p_][sp] == kFront &&
          contract_form(s_.contract[p_][sp]) == form)
        covered = true;
    for (int i = 0; i < s_.display_n[p_]; ++i) shown |= work_form(s_.display_work[p_][i]) == form;
    if (shown && !covered) v += 3.5 + dealer_delta(form) * 0.3;
    else if (!covered) v += 0.5 * horizon_;
    v += 0.4 * bonus_value(data::kContractFront[card]) * horizon_;
    return v;
  }
  double hire(int k) const {
    const int first = kQueue - s_.queue[p_];
    double v = -pay_cost(hire_cost(s_, p_, k));
    const int avail = s_.desks[p_] + own_on_spaces(s_, p_);
    for (int i = 0; i < k; ++i) {
      v += bonus_value(data::kHireBonus[first + i]);
      v += kAssistant * horizon_ * (avail + i >= 3 ? 0.35 : 1.0);
    }
    return v;
  }
  double promote(int a) const {
    const int level = promotion_level(s_, a);
    const int to = s_.fame[a] + 1 + s_.gallery[p_][kCollector];
    return fame_gain_value(a, s_.fame[a], to) + bonus_value(data::kPromoBonus[level + 1]) -
           (level + 1) * kInfluence * 1.4 + 0.1;
  }
  double reputation(int col, int form, int src) const {
    const int tile = s_.market_tile[col][row_of_form(form)];
    double v = data::kColumnInfluence[col] * kInfluence + tile_value(tile) + best_space_bonus();
    v += column_majority(col) - source_cost(src) - 0.6;  // a lobby visitor goes to the plaza
    return v;
  }
  double auction(int col, int arow, int src) const {
    const int bid = data::kAuctionBid[arow];
    double v = data::kColumnInfluence[col] * kInfluence + bonus_value(data::kAuctionBonus[col][arow]);
    v += easel_gain(bid) + column_majority(col) - source_cost(src) - pay_cost(bid);
    return v;
  }

 public:
  double action(Move m) const {
    const int a = static_cast<int>(move_a(m)), b = static_cast<int>(move_b(m)), c = static_cast<int>(move_c(m));
    switch (move_kind(m)) {
      case kDiscover: return discover(a);
      case kBuy: return buy(a);
      case kReveal: return 0.2 + 0.5 * horizon_;
      case kTake: return take(a, b);
      case kSell: return sell(a, b);
      case kHire: return hire(a);
      case kPromote: return promote(a);
      case kReputation: return reputation(a, b, c);
      case kAuction: return auction(a, b, c);
      default: return 0.0;
    }
  }

 private:
  double contract_use(int space, int src) const {
    const int face = s_.contract_face[p_][space];
    const int bonus = face == kFront ? data::kContractFront[s_.contract[p_][space]] : int(face == kBackIB ? kIB : kMB);
    return bonus_value(bonus) - source_cost(src) - 0.3;
  }

  // The best location action at `dest` after the move, minus the cost of the kick-out.
  double go(int dest, int leave) const {
    const Ctx c = go_context(s_, p_, dest, leave);
    Move buf[kMaxMoves];
    const int n = std::min(action_moves(s_, dest, c, buf, 0, kMaxMoves), kMaxMoves);
    double best = -5.0;
    for (int i = 0; i < n; ++i) best = std::max(best, action(buf[i]));
    const int occupant = s_.space[dest];
    if (occupant && occupant != assistant_piece(p_)) best -= kKickPenalty;
    if (occupant == assistant_piece(p_) && s_.desks[p_] >= kDesks && leave != source_of_location(dest) + 1)
      best -= assistant();  // it would leave the game
    if (leave == kSrcDesk + 1) best += 0.6;  // an assistant on a space earns kick-out actions
    else if (leave) best -= 0.2;
    return best;
  }

  double easel(int form, int declared) const {
    const double value = easel_work_value(s_, form);
    uint8_t pool[kForms];
    if (declared == 0) {
      shown_forms(pool);
      const int before = curator_pay(pool);
      ++pool[form];
      return value + curator_pay(pool) - before;
    }
    for (int f = 0; f < kForms; ++f) pool[f] = s_.sold[p_][f];
    const int before = dealer_pay(pool);
    ++pool[form];
    return value + dealer_pay(pool) - before;
  }
};

double second_smallest(double a, double b, double c) {
  const double lo = std::min({a, b, c}), hi = std::max({a, b, c});
  return a + b + c - lo - hi;
}

}  // namespace

double rounds_left_estimate(const State& s) {
  if (s.end_stage >= kFinalRound) return 0.0;
  if (s.end_stage == kFinishing) return 1.0;
  const int n = s.players;
  // Each trigger's distance in rounds at the pace the game has had so far (at least a
  // modest pace, so a stalled table still sees an end coming).
  const double played = std::max(1, int(s.round));
  const double booth0 = 3.0 * data::kBoothTickets[n - 2], booth = sum3(s.booth);
  const double booth_rounds = booth / std::max(1.5, (booth0 - booth) / played);
  double bag0 = -data::kCollectorsOnArtists;
  for (int k = 0; k < kKinds; ++k) bag0 += data::kVisitorBase[k] - data::kVisitorRemoved[n - 2];
  const double bag_rounds = s.bag_n / std::max(1.0, (bag0 - s.bag_n) / played);
  int first = 0, second = 0;
  for (int a = 0; a < kArtists; ++a) {
    const int f = s.discovered[a] ? s.fame[a] : 0;
    if (f > first) second = first, first = f;
    else if (f > second) second = f;
  }
  const double celeb_rounds = (kMaxFame - second) / 1.0;
  const double est = 1.0 + second_smallest(booth_rounds, bag_rounds, celeb_rounds);
  return std::min(est, static_cast<double>(kRoundCap - s.round + 1));
}

Move heuristic_move(const State& s, int seat, Rng& rng, double noise) {
  Move buf[kMaxMoves];
  const int n = std::min(legal_moves_unordered(s, seat, buf, kMaxMoves), kMaxMoves);
  if (n <= 1) return n == 1 ? buf[0] : 0;
  const Bot bot(s, seat);
  const bool turn = phase(s) == Phase::Turn;
  // A kick-out location action first drops the influence marker to the star icon below.
  const double kick_cost =
      phase(s) == Phase::Kickout ? (s.influence[seat] - star_step_to(s.influence[seat])) * kInfluence : 0.0;
  double best = -1e18;
  Move pick = 0;
  int ties = 0;
  for (int i = 0; i < n; ++i) {
    const Move m = buf[i];
    double v = bot.score(m);
    if (turn && move_kind(m) != kGo) v += kBeforeMoving;
    if (kick_cost > 0.0 && is_action_kind(move_kind(m), s.dec[0])) v -= kick_cost;
    if (noise > 0.0) v += noise * rng.uniform();
    if (v > best + 1e-9) {
      best = v;
      pick = m;
      ties = 1;
    } else if (v > best - 1e-9 && rng.below(static_cast<uint32_t>(++ties)) == 0) {
      pick = m;
    }
  }
  return pick;
}

}  // namespace gallerist
}  // namespace galleria
