// Paired strength panel for Modern Art (cpp/tools/strength_panel.h): one hero against a
// panel of opponents on the same deals and seat rotations, one JSON line per game.
//
//   ma_strength --hero SPEC --opp SPEC [--opp SPEC ...] --deals 100 [--first-deal 0]
//               [--players 4] [--variant none|double|turn|winner] [--seed 1] [--jobs 1]
//               [--label NAME] [--out FILE.jsonl] [--shadow SPEC ... --shadow-out FILE.jsonl]
//               [--force DEAL:SEAT:DECISION:MOVE]
//
// --shadow (repeatable): a player asked at every hero decision what it would play there,
// never played (strength_panel.h); its lines go to --shadow-out, summed up by
// bench/strength/shadow.py.
// --force: a counterfactual. Plays only the game of deal DEAL with the hero at SEAT, where
// the hero's decision number DECISION (as shadow lines number them) plays MOVE (as shadow
// lines write it, e.g. "play CP-open") instead of its choice; every other decision keeps
// its seed, so the game is the unforced one up to there. A move that is not legal there,
// or a decision the hero never reaches, is an error.
//
// Player specs (NAME or NAME:key=value,...):
//   random                      uniform legal moves
//   heuristic:F                 the heuristic bot bidding up to F of its value estimate
//   value[:buy=,sealed=,fixed=,leader_cut=,jump=,width0=,width1=,momentum=]   the value bot
//   ismcts:iters=N|ms=T|clock=BASE+INC[,key=value...]   the live search; keys: own=, opp=
//       (ucb|puct|policy), c=, copp=, gamma=, blend=, sblend=, swin= (the money weight once
//       safely winning, and the win share that counts as safe), lscale= (the money a
//       safely winning seat's lead is counted over; 0: the richest seat's), lroot=0|1
//       (that lead from the table's mean | from each seat's lead at the root, the
//       default), slev=1..3 (each modelled opponent pays 1, 0.9 or 0.8 times its style,
//       drawn per determinization with its style by the evidence of both, 3 by default;
//       1: as its style),
//       final=, temp=, threads=, grid=, tgrid=,
//       pw=, opw= (prior weight: own, opponents'), rollout=0|1|2 (random|heuristic|value),
//       horizon=, htemp=, hcard= (the horizon's temperatures and card values times this),
//       mix=, views=0|1 (opponent view: pooled|holding), oms= (opponent model
//       share), belief=N (unseen-hand samples weighing each observed opponent decision as
//       evidence of its style; 0: no evidence, the plain mix), sw= (weight of that
//       evidence), styles=5..8 (8: with the random bidder; 7, the default, without it; 6:
//       without the value style unsure of the ranking either; 5: nor the one that pays
//       less), buy=, sealed=, fixed=, jump=, width0=, width1=
//       (the value bot as rollout policy, prior and model), tree=N (iterations a tree may
//       grow for; 0: one tree), refine=0|1 (past tree=N, 1: the tree grows only within
//       rdepth levels of the root and the rest of the search refines it, the default; 0:
//       a fresh tree), rdepth=N (levels of the root a refining tree still grows; 0:
//       none), mem=MB (memory for the tree: a full tree stops growing and its further
//       iterations refine the nodes it has),
//       early=0 (no early stop: by default a search stops once its move is decided),
//       trace=1 (its report also lists its model of a seat after each decision of that
//       seat it weighed as evidence), salt=N (added to every search's seed: the same
//       search on other random streams, e.g. as a shadow, for the noise between two runs),
//       roots=1 (as the hero or a shadow, its root candidates go into the shadow lines:
//       "roots", one per player, the hero's first, each [[move, visits, mean reward], ...]
//       or null where it did not search), alt=N,altclass=C (N iterations instead of its
//       budget at one class of decisions, C 0: card plays and double offers, 1: its own
//       lots, 2: the other seats' lots; e.g. a 1k search thinking at 16k only on its own
//       lots)
//   ref:iters=N|ms=T[,early=0]  the frozen search of commit 6610fdc with its defaults
//                               (early=0: no early stop; the decisions are the same)
// Summaries: python bench/strength/stats.py FILE.jsonl
#include <cfloat>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include "modern_art/game_adapter.h"
#include "modern_art/heuristic_bot.h"
#include "modern_art/value_bot.h"
#include "search/ismcts.h"
#include "tools/ma_strength_ref6610.h"
#include "tools/strength_panel.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::modern_art;

namespace {

struct Table {
  using State = modern_art::State;
  using Move = modern_art::Move;
  static State deal(int players, const std::string& variant, uint64_t seed) {
    Config c;
    c.players = players;
    if (variant == "double") c.double_all_to_second = true;
    else if (variant == "turn") c.virtual_mode = Virtual::Turn;
    else if (variant == "winner") c.virtual_mode = Virtual::Winner;
    else if (variant != "none") throw std::invalid_argument("unknown variant " + variant);
    return new_game(c, seed);
  }
  static bool is_terminal(const State& s) { return modern_art::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return modern_art::acting_mask(s); }
  static bool is_chance(const State&) { return false; }  // deals happen inside moves
  static void apply_chance(State&) {}
  static void apply(State& s, int seat, Move m) { modern_art::apply(s, seat, m); }
  static double score(const State& s, int seat) { return s.money[seat]; }
  static std::string move_text(const State&, int, Move m) { return modern_art::move_to_string(m); }
  static Move parse_legal_move(const State& s, int seat, const std::string& text) {
    std::string why;
    const Move m = modern_art::parse_legal_move(s, seat, text, &why);
    if (!m) throw std::invalid_argument("the forced move " + text + ": " + why);
    return m;
  }
  // Is the lot on offer `seat`'s own (it runs the auction, or shares a split double's
  // price, or offers the double)? Never at a card play.
  static bool own_lot(const State& s, int seat) {
    return s.card1 != kNoCard && phase(s) != Phase::Play && sells_lot(s, seat);
  }
  // A shadow line's decision: its phase, whether the lot on offer is the deciding seat's
  // own (it runs the auction, or shares a split double's price), and at a card play the
  // artists whose card would end the season (four of theirs played this season, and the
  // seat holds one; "enders", codes joined by commas) and whether there are any
  // ("may_end"; the table's last card in hand, which ends a season too, is not counted),
  // so that bench/strength/shadow.py --where can pick, say, the bids on its own
  // open-auction lots or the plays that could end a season.
  static std::string decision_fields(const State& s, int seat) {
    static const char* const names[] = {"play", "double_offer", "open", "once_around", "sealed",
                                        "fixed_price", "fixed_answer", "virtual_reveal",
                                        "game_over"};
    static_assert(static_cast<int>(Phase::GameOver) + 1 == sizeof(names) / sizeof(names[0]));
    const int ph = static_cast<int>(phase(s));
    const bool own = own_lot(s, seat);
    std::string enders;
    for (int a = 0; ph == static_cast<int>(Phase::Play) && a < kArtists; ++a) {
      if (!next_card_ends_season(s, a)) continue;
      int held = 0;
      for (int t = 0; t < kTypes; ++t) held += s.hand[seat][kind_of(a, t)];
      if (held > 0) enders += (enders.empty() ? "" : ",") + std::string(kArtistCode[a]);
    }
    return std::string("\"phase\":\"") + names[ph] + "\",\"own\":" + (own ? "1" : "0") +
           ",\"may_end\":" + (enders.empty() ? "0" : "1") + ",\"enders\":\"" + enders + "\"";
  }
  // Where each seat's money came from and went (the "ledger" of each line): paid to the bank
  // for its own lots and to rivals for theirs, received from rivals, season sales, and the
  // paintings bought from rivals, kept from its own auctions and sold to rivals. A lot counts
  // as bought from rivals, its whole price as paid to rivals, when any of its price went to
  // a rival (a split double bought by one of its two sellers pays half to the bank), and as
  // sold by every seat that received some of its price. The same three counts by the type
  // of auction the lot went through (a double's is its second card's; a double nobody
  // completed, which its player takes for free, counts as "double"), and the seasons each
  // seat ended by the card it played (an artist's fifth, or the last card in hand) or
  // revealed: where the paintings changed hands, and who cut the seasons short.
  enum LedgerColumn : int {
    kPaidBank, kPaidRivals, kReceived, kSales, kBought, kKept, kSold,
    kBoughtByType,                         // + type (kOpen .. kDouble)
    kKeptByType = kBoughtByType + kTypes,  // + type
    kSoldByType = kKeptByType + kTypes,    // + type
    kEnded = kSoldByType + kTypes,
  };
  static constexpr int kLedgerColumns = kEnded + 1;
  static const char* ledger_name(int c) {
    static const char* const names[kLedgerColumns] = {
        "paid_bank",   "paid_rivals",   "received",     "sales",       "bought",
        "kept",        "sold",          "bought_open",  "bought_once", "bought_sealed",
        "bought_fixed", "bought_double", "kept_open",   "kept_once",   "kept_sealed",
        "kept_fixed",  "kept_double",   "sold_open",    "sold_once",   "sold_sealed",
        "sold_fixed",  "sold_double",   "ended"};
    return names[c];
  }
  static void ledger(const State& before, const State& after, double* rows) {
    const int n = before.players;
    auto at = [&](int seat, LedgerColumn c) -> double& { return rows[seat * kLedgerColumns + c]; };
    if (after.scored > before.scored) {
      for (int i = 0; i < n; ++i) at(i, kSales) += std::max(0, after.money[i] - before.money[i]);
      if (after.ender < n) at(after.ender, kEnded) += 1;  // kNoSeat: no card ended it
      return;
    }
    int buyer = -1, count = 0;
    for (int i = 0; i < n && buyer < 0; ++i) {
      for (int a = 0; a < kArtists; ++a) {
        if (after.bought[i][a] > before.bought[i][a]) {
          buyer = i;
          count += after.bought[i][a] - before.bought[i][a];
        }
      }
    }
    if (buyer < 0) return;
    // A purchase happens only with the lot on offer (card1, and card2 for a double).
    static_assert(kDouble == kTypes - 1, "the columns by type end with the lone double");
    const int type = type_of(before.card2 != kNoCard ? before.card2 : before.card1);
    bool to_rival = false;
    for (int i = 0; i < n; ++i) {
      if (i != buyer && after.money[i] > before.money[i]) {
        at(i, kReceived) += after.money[i] - before.money[i];
        at(i, kSold) += count;
        at(i, static_cast<LedgerColumn>(kSoldByType + type)) += count;
        to_rival = true;
      }
    }
    at(buyer, to_rival ? kPaidRivals : kPaidBank) += before.money[buyer] - after.money[buyer];
    at(buyer, to_rival ? kBought : kKept) += count;
    at(buyer, static_cast<LedgerColumn>((to_rival ? kBoughtByType : kKeptByType) + type)) += count;
  }
  static void returns(const State& s, double* win) {
    double margin[kMaxPlayers];
    modern_art::returns(s, win, margin);
  }
};
using Player = panel::Player<Table>;

// "name:k=v,k=v" -> name and a key/value map; a bare item is stored under "".
struct Spec {
  std::string name;
  std::map<std::string, std::string> kv;
  explicit Spec(const std::string& text) {
    const size_t colon = text.find(':');
    name = text.substr(0, colon);
    if (colon == std::string::npos) return;
    std::string rest = text.substr(colon + 1);
    size_t at = 0;
    while (at <= rest.size()) {
      size_t comma = rest.find(',', at);
      if (comma == std::string::npos) comma = rest.size();
      const std::string item = rest.substr(at, comma - at);
      const size_t eq = item.find('=');
      if (!item.empty()) {
        if (eq == std::string::npos) kv[""] = item;
        else kv[item.substr(0, eq)] = item.substr(eq + 1);
      }
      at = comma + 1;
    }
  }
  // The value of `k` (dflt when absent) as a finite number in [lo, hi]; anything else is a
  // bad setting, never a prefix of it or a cast of an out-of-range number.
  double num(const std::string& k, double dflt, double lo = -DBL_MAX, double hi = DBL_MAX) {
    auto it = kv.find(k);
    if (it == kv.end()) return dflt;
    char* end = nullptr;
    const double v = std::strtod(it->second.c_str(), &end);
    if (end == it->second.c_str() || *end || !std::isfinite(v)) {
      throw std::invalid_argument("bad number for " + k);
    }
    if (v < lo || v > hi) {
      char range[64];
      if (hi == DBL_MAX) std::snprintf(range, sizeof range, ">= %.15g", lo);
      else std::snprintf(range, sizeof range, "in %.15g..%.15g", lo, hi);
      throw std::invalid_argument(k + " must be " + range);
    }
    kv.erase(it);
    return v;
  }
  // The same for a whole number in [lo, hi].
  int whole(const std::string& k, int dflt, int lo, int hi) {
    const double v = num(k, dflt, lo, hi);
    if (v != std::floor(v)) throw std::invalid_argument(k + " must be a whole number");
    return static_cast<int>(v);
  }
  std::string str(const std::string& k, const std::string& dflt) {
    auto it = kv.find(k);
    if (it == kv.end()) return dflt;
    std::string v = it->second;
    kv.erase(it);
    return v;
  }
  void done(const std::string& text) const {
    if (!kv.empty()) throw std::invalid_argument("unknown key '" + kv.begin()->first + "' in " + text);
  }
};

class RandomPlayer : public Player {
 public:
  Move choose(const State& s, int seat, uint64_t seed, panel::Decision*) override {
    Rng rng(seed);
    return random_move(s, seat, rng);
  }
};

class HeuristicPlayer : public Player {
 public:
  explicit HeuristicPlayer(double f) : f_(f) {}
  Move choose(const State& s, int seat, uint64_t seed, panel::Decision*) override {
    Rng rng(seed);
    return heuristic_move(s, seat, f_, rng);
  }

 private:
  double f_;
};

class ValuePlayer : public Player {
 public:
  explicit ValuePlayer(const ValueParams& p) : p_(p) {}
  Move choose(const State& s, int seat, uint64_t seed, panel::Decision*) override {
    Rng rng(seed);
    return value_move(s, seat, p_, rng);
  }

 private:
  ValueParams p_;
};

template <class Fn>
double timed(Fn&& fn) {
  const auto t0 = std::chrono::steady_clock::now();
  fn();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// The live search. Budget: iterations, a fixed time per move, or a clock per game
// (BASE ms + INC ms per move, spent by search::time_budget_ms).
class SearchPlayer : public Player {
 public:
  SearchPlayer(const search::Options& o, const SearchGame::Settings& st, int64_t clock_ms,
               int64_t increment_ms, bool trace, uint64_t salt, bool roots = false,
               int64_t alt_iters = 0, int alt_class = 0)
      : o_(o), st_(st), clock_(clock_ms), inc_(increment_ms), trace_(trace), salt_(salt),
        roots_(roots), alt_iters_(alt_iters), alt_class_(alt_class) {}
  // Decision classes for alt=: 0 card plays and double offers; 1 the seat's own lot (its
  // bids, sealed bid or fixed price on a lot it sells); 2 the rest (others' lots).
  static bool in_class(const State& s, int seat, int c) {
    const Phase ph = phase(s);
    const bool play = ph == Phase::Play || ph == Phase::DoubleOffer;
    const bool own = !play && Table::own_lot(s, seat);
    return c == 0 ? play : c == 1 ? own : !play && !own;
  }
  Move choose(const State& s, int seat, uint64_t seed, panel::Decision* d) override {
    const SearchGame::State w = SearchGame::wrap(s);
    SearchGame::Move cand[SearchGame::kMaxSearchMoves];
    if (SearchGame::search_moves(w, seat, seat, true, st_, cand) == 1) return cand[0];
    search::Options o = o_;
    o.seed = seed + salt_;
    if (alt_iters_ > 0 && in_class(s, seat, alt_class_)) o.iterations = alt_iters_;
    if (clock_ > 0) o.time_ms = search::time_budget_ms(clock_, inc_, SearchGame::decisions_left(w, seat));
    search::Result r;
    d->ms = timed([&] { r = search::search<SearchGame>(w, seat, o, st_); });
    d->iterations = r.iterations;
    if (roots_) {  // [[text, visits, mean], ...] of the searching seat's root candidates
      d->roots = "[";
      for (size_t k = 0; k < r.stats.size(); ++k) {
        char buf[64];
        std::snprintf(buf, sizeof buf, ",%lld,%.5f]", static_cast<long long>(r.stats[k].visits),
                      r.stats[k].mean);
        d->roots += (k ? ",[" : "[") + panel::json_str(r.stats[k].text) + buf;
      }
      d->roots += "]";
    }
    if (clock_ > 0) clock_ += inc_ - static_cast<int64_t>(d->ms);
    return r.move;
  }
  void observe(const State& before, int me, int seat, Move m, uint64_t seed) override {
    const bool weighed = add_style_evidence(before, me, seat, m, st_.policy,
                                            st_.style_samples, seed,
                                            st_.style_evidence[seat], st_.style_count,
                                            st_.spend_evidence[seat], st_.spend_levels);
    if (trace_ && weighed) {
      if (!steps_.empty()) steps_ += ",";
      steps_ += "[" + std::to_string(seat) + "," + std::to_string(before.season) + "," +
                weights(seat) + "]";
    }
  }
  // Its model of each other seat at the game's end: the weights it would draw that seat's
  // style with (SearchGame::style_weights, normalised; null for its own seat), so a log
  // shows what the style evidence made of the table. With trace=1 also "trace": after each
  // decision another seat revealed, [seat, season, that seat's weights then].
  std::string report(int me, int players) const override {
    std::string o = "{\"styles\":[";
    for (int k = 0; k < kStyles; ++k) o += (k ? ",\"" : "\"") + style_name(k) + "\"";
    o += "],\"model\":[";
    for (int i = 0; i < players; ++i) {
      if (i) o += ",";
      o += i == me ? "null" : "[" + weights(i) + "]";
    }
    o += "]";
    if (st_.spend_levels > 1) {  // the weights of the spend levels, summed over the styles
      o += ",\"levels\":[";
      for (int i = 0; i < players; ++i) {
        if (i) o += ",";
        o += i == me ? "null" : "[" + level_weights(i) + "]";
      }
      o += "]";
    }
    if (trace_) o += ",\"trace\":[" + steps_ + "]";
    return o + "}";
  }

 private:
  // Seat i's style weights, normalised, comma-separated.
  std::string weights(int i) const {
    double w[kStyles], total = 0.0;
    SearchGame::style_weights(st_, i, w, &total);
    std::string o;
    for (int k = 0; k < kStyles; ++k) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%s%.3f", k ? "," : "", w[k] / total);
      o += buf;
    }
    return o;
  }

  // Seat i's spend level weights (SearchGame::joint_weights summed over the styles).
  std::string level_weights(int i) const {
    double w[kSpendLevels][kStyles], total = 0.0;
    SearchGame::joint_weights(st_, i, w, &total);
    std::string o;
    for (int j = 0; j < st_.spend_levels; ++j) {
      double sum = 0.0;
      for (int k = 0; k < kStyles; ++k) sum += w[j][k];
      char buf[16];
      std::snprintf(buf, sizeof buf, "%s%.3f", j ? "," : "", sum / total);
      o += buf;
    }
    return o;
  }

  // A style's name in the report: its bid limit for a heuristic style, else its spend.
  static std::string style_name(int k) {
    char buf[32];
    if (k == kRandomStyle) std::snprintf(buf, sizeof buf, "random");
    else if (kStyleFraction[k] > 0.0) std::snprintf(buf, sizeof buf, "heuristic:%g", kStyleFraction[k]);
    else if (kStyleWidth0[k] > 0.0) std::snprintf(buf, sizeof buf, "value~%g", kStyleWidth0[k]);
    else if (kStyleSpend[k] == 1.0) std::snprintf(buf, sizeof buf, "value");
    else std::snprintf(buf, sizeof buf, "value*%g", kStyleSpend[k]);
    return buf;
  }

  search::Options o_;
  SearchGame::Settings st_;
  int64_t clock_, inc_;
  bool trace_;
  uint64_t salt_;      // added to every search's seed (salt=N)
  bool roots_;         // report the root candidates (roots=1, for shadow lines)
  int64_t alt_iters_;  // iterations at the decisions of class alt_class_ (alt=N; 0: none)
  int alt_class_;      // altclass=0/1/2 (in_class)
  std::string steps_;  // the trace so far (trace=1)
};

class RefPlayer : public Player {
 public:
  explicit RefPlayer(const ref6610::Options& o) : o_(o) {}
  Move choose(const State& s, int seat, uint64_t seed, panel::Decision* d) override {
    ref6610::SearchGame::Move cand[ref6610::SearchGame::kMaxSearchMoves];
    if (ref6610::SearchGame::search_moves(s, seat, o_.bid_grid, cand) == 1) return cand[0];
    ref6610::Options o = o_;
    o.seed = seed;
    ref6610::Result r;
    d->ms = timed([&] { r = ref6610::search<ref6610::SearchGame>(s, seat, o); });
    d->iterations = r.iterations;
    return r.move;
  }

 private:
  ref6610::Options o_;
};

// The value bot's keys that a `value` player and the search's policy (its rollouts, prior
// and model) share: its shares of the value and its rank uncertainty.
void read_value_params(Spec& sp, ValueParams& v) {
  v.buy = sp.num("buy", v.buy);
  v.sealed = sp.num("sealed", v.sealed);
  v.fixed = sp.num("fixed", v.fixed);
  v.jump = sp.num("jump", v.jump);
  v.width0 = sp.num("width0", v.width0);
  v.width1 = sp.num("width1", v.width1);
}

std::unique_ptr<Player> make_player(const std::string& text, int) {
  Spec sp(text);
  std::unique_ptr<Player> p;
  if (sp.name == "random") {
    p = std::make_unique<RandomPlayer>();
  } else if (sp.name == "heuristic") {
    const double f = sp.num("", 0.5);
    if (!(f > 0.0 && f <= 2.0)) throw std::invalid_argument("heuristic fraction in (0, 2]");
    p = std::make_unique<HeuristicPlayer>(f);
  } else if (sp.name == "value") {
    ValueParams v;
    read_value_params(sp, v);
    v.leader_cut = sp.num("leader_cut", v.leader_cut);
    v.momentum = sp.num("momentum", v.momentum);
    validate(v);
    p = std::make_unique<ValuePlayer>(v);
  } else if (sp.name == "ismcts") {
    search::Options o;
    SearchGame::Settings st;
    o.iterations = sp.whole("iters", 0, 0, INT_MAX);
    o.time_ms = sp.whole("ms", 0, 0, INT_MAX);
    int64_t clock = 0, inc = 0;
    const std::string c = sp.str("clock", "");
    if (!c.empty()) {
      const size_t plus = c.find('+');
      clock = tools::whole_number("clock", c.substr(0, plus).c_str());
      inc = plus == std::string::npos ? 0 : tools::whole_number("clock", c.substr(plus + 1).c_str());
      if (clock <= 0 || inc < 0) throw std::invalid_argument("clock must be BASE+INC, BASE > 0, INC >= 0");
      o.iterations = 0;
      o.time_ms = 1;
    }
    if (o.iterations <= 0 && o.time_ms <= 0) o.iterations = 10000;
    auto rule = [&](const std::string& k, search::Rule d) {
      const std::string v = sp.str(k, "");
      if (v.empty()) return d;
      if (v == "ucb") return search::Rule::kUcb;
      if (v == "puct") return search::Rule::kPuct;
      if (v == "policy") return search::Rule::kPolicy;
      throw std::invalid_argument("rule must be ucb, puct or policy");
    };
    o.own_rule = rule("own", o.own_rule);
    o.opponent_rule = rule("opp", o.opponent_rule);
    o.exploration = sp.num("c", o.exploration);
    o.opponent_exploration = sp.num("copp", o.opponent_exploration);
    o.opponent_model_share = sp.num("oms", o.opponent_model_share);
    o.sealed_gamma = sp.num("gamma", o.sealed_gamma);
    o.reward_blend = sp.num("blend", o.reward_blend);
    o.safe_blend = sp.num("sblend", o.safe_blend);
    o.safe_win = sp.num("swin", o.safe_win);
    o.final_rule = sp.whole("final", o.final_rule, 0, 1);
    o.temperature = sp.num("temp", o.temperature);
    o.threads = sp.whole("threads", o.threads, 1, 256);
    o.tree_iterations = sp.whole("tree", static_cast<int>(o.tree_iterations), 0, INT_MAX);
    o.tree_refine = sp.whole("refine", o.tree_refine ? 1 : 0, 0, 1) != 0;
    o.refine_depth = sp.whole("rdepth", o.refine_depth, 0, search::kMaxRefineDepth);
    o.max_tree_mb = sp.whole("mem", static_cast<int>(o.max_tree_mb), 1, search::kMaxTreeMb);
    o.stop_when_decided = sp.whole("early", 1, 0, 1) != 0;  // the same moves, less bench time
    st.root_grid = sp.whole("grid", st.root_grid, 1, SearchGame::kMaxGrid);
    st.tree_grid = sp.whole("tgrid", st.tree_grid, 1, SearchGame::kMaxGrid);
    st.prior_weight = sp.num("pw", st.prior_weight, 0.0, 1.0);
    st.opponent_prior_weight = sp.num("opw", st.opponent_prior_weight, 0.0, 1.0);
    st.rollout = sp.whole("rollout", st.rollout, SearchGame::kRandom, SearchGame::kValue);
    st.horizon = sp.whole("horizon", st.horizon, 0, 4);
    const double htemp = sp.num("htemp", 1.0, 0.0), hcard = sp.num("hcard", 1.0, 0.0);
    if (!(htemp > 0.0)) throw std::invalid_argument("htemp must be > 0");
    for (double& t : st.temperature) t *= htemp;
    for (double& v : st.hand_value) v *= hcard;
    st.opponent_mix = sp.num("mix", st.opponent_mix, 0.0, 1.0);
    st.opponent_view = sp.whole("views", st.opponent_view, SearchGame::kPooled, SearchGame::kHolding);
    st.style_samples = sp.whole("belief", st.style_samples, 0, 256);
    st.style_weight = sp.num("sw", st.style_weight, 0.0);
    st.style_count = sp.whole("styles", st.style_count, kPlainStyles, kStyles);
    st.lead_scale = sp.num("lscale", st.lead_scale, 0.0);
    st.spend_levels = sp.whole("slev", st.spend_levels, 1, kSpendLevels);
    st.lead_from_root = sp.whole("lroot", st.lead_from_root, 0, 1);
    read_value_params(sp, st.policy);
    validate(st.policy);
    search::validate(o);
    const bool trace = sp.whole("trace", 0, 0, 1) != 0;
    const auto salt = static_cast<uint64_t>(sp.whole("salt", 0, 0, INT_MAX));
    const bool roots = sp.whole("roots", 0, 0, 1) != 0;
    const int64_t alt = sp.whole("alt", 0, 0, INT_MAX);
    const int alt_class = sp.whole("altclass", 0, 0, 2);
    p = std::make_unique<SearchPlayer>(o, st, clock, inc, trace, salt, roots, alt, alt_class);
  } else if (sp.name == "ref") {
    ref6610::Options o = ref6610::engine_defaults();
    o.stop_when_decided = sp.whole("early", 1, 0, 1) != 0;
    o.iterations = sp.whole("iters", 0, 0, INT_MAX);
    o.time_ms = sp.whole("ms", 0, 0, INT_MAX);
    if (o.iterations <= 0 && o.time_ms <= 0) o.iterations = 10000;
    ref6610::validate(o);
    p = std::make_unique<RefPlayer>(o);
  } else {
    throw std::invalid_argument("unknown player '" + sp.name + "'");
  }
  sp.done(text);
  return p;
}

}  // namespace

int main(int argc, char** argv) {
  panel::Args a;
  bool opps_given = false, forced = false;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string k = argv[i];
      if (i + 1 >= argc) throw std::invalid_argument("missing value after " + k);
      const std::string v = argv[++i];
      if (k == "--hero") a.hero = v;
      else if (k == "--opp") {
        if (!opps_given) a.opps.clear();
        opps_given = true;
        a.opps.push_back(v);
      } else if (k == "--deals") a.deals = tools::int_number(k.c_str(), v.c_str());
      else if (k == "--first-deal") a.first_deal = tools::int_number(k.c_str(), v.c_str());
      else if (k == "--players") a.players = tools::int_number(k.c_str(), v.c_str());
      else if (k == "--variant") a.variant = v;
      else if (k == "--seed") a.seed = tools::seed_number(k.c_str(), v.c_str());
      else if (k == "--jobs") a.jobs = tools::int_number(k.c_str(), v.c_str());
      else if (k == "--label") a.label = v;
      else if (k == "--out") a.out = v;
      else if (k == "--shadow") a.shadows.push_back(v);
      else if (k == "--shadow-out") a.shadow_out = v;
      else if (k == "--force") {
        forced = true;  // DEAL:SEAT:DECISION:MOVE (a counterfactual; see the header)
        const size_t p1 = v.find(':'), p2 = v.find(':', p1 + 1), p3 = v.find(':', p2 + 1);
        if (p3 == std::string::npos) throw std::invalid_argument("--force takes DEAL:SEAT:DECISION:MOVE");
        a.force_deal = tools::int_number(k.c_str(), v.substr(0, p1).c_str());
        a.force_seat = tools::int_number(k.c_str(), v.substr(p1 + 1, p2 - p1 - 1).c_str());
        a.force_decision = tools::int_number(k.c_str(), v.substr(p2 + 1, p3 - p2 - 1).c_str());
        a.force_move = v.substr(p3 + 1);
      } else throw std::invalid_argument("unknown option " + k);
    }
    if (forced && (a.force_deal < 0 || a.force_seat < 0 || a.force_seat >= a.players ||
                   a.force_decision < 0 || a.force_move.empty())) {
      throw std::invalid_argument(
          "--force needs a deal and a decision >= 0, a seat from 0 to --players - 1 and a move");
    }
    if (a.label.empty()) a.label = a.hero + " vs " + a.opps[0];
    panel::Factory<Table> f = make_player;
    Table::deal(a.players, a.variant, 0);  // validates players and variant
    const int n = panel::run<Table>(a, f);
    std::fprintf(stderr, "%d games\n", n);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "ma_strength: %s\n", e.what());
    return 2;
  }
  return 0;
}
