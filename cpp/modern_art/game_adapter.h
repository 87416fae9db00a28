// Modern Art as a search game (cpp/search/game_concept.h).
//
// State: the rules state plus what the search must see of the random events that happen
// inside a move. The rules deal the next season's hands inside the move that ends a season,
// and a virtual reveal turns up the virtual pile's top card; the adapter turns both into a
// chance step right after that move, whose outcome code is exactly what the observer sees:
// its own new cards (sorted kinds) and the revealed card. A sealed auction's outcome is
// keyed by its winner and price (everything that changes the position).
//
// Candidates. Card plays, doubles, fixed-price answers and reveals are exact. Bids are
// abstracted to: pass, the minimum bid, a grid of shares of the value at stake, and every
// rival's money + 1 (the bid that rival cannot top); fixed prices to a grid of shares of the
// value plus the richest rival's money + 1 (nobody can accept: a cheap forced buy-back).
// The value is the searching seat's own projection for its own decisions, and the public
// projection (no hand known) for everyone else, so an opponent's candidates never depend
// on its sampled hand. The grid is finer for the root decision than inside the tree.
//
// Policy: the value bot (value_bot.h) is the rollout policy and the prior: most of the
// prior mass goes to the candidate nearest to the bot's move for the acting seat, computed
// from that seat's (sampled) hand. For the other seats the share is a setting of its own
// (opponent_prior_weight: how firmly the search holds to its model of them).
#pragma once
#include <algorithm>
#include <cmath>
#include <string>

#include "common/rng.h"
#include "common/round.h"
#include "modern_art/heuristic_bot.h"
#include "modern_art/notation.h"
#include "modern_art/opponent_styles.h"
#include "modern_art/state.h"
#include "modern_art/value_bot.h"

namespace galleria {
namespace modern_art {

struct SearchGame {
  using Move = modern_art::Move;
  static constexpr int kMaxPlayers = modern_art::kMaxPlayers;
  static constexpr int kMaxSearchMoves = 32;
  static constexpr int kMaxGrid = 24;

  struct State {
    modern_art::State rules;
    uint8_t chance;     // pending chance step: bit 0 a season deal, bit 1 a virtual reveal
    uint8_t revealed;   // card kind turned up by the pending reveal
    uint8_t deal_from;  // deck index where the pending season deal began
    uint8_t pad;
    uint32_t sale;      // last sealed auction: (winner + 1) | price << 8
    uint8_t base_scored;  // seasons scored at the search's root (set by determinize)
    // Opponent model of this determinization, per seat: its style (opponent_styles.h): 0 the
    // value bot (the policy), 1-4 heuristic bots, 5 a value bot that pays less, 6 one unsure
    // of the ranking.
    uint8_t style[kMaxPlayers];
    uint8_t pad2[2];
    // And what it pays, times what its style pays: its spend level's factor
    // (Settings::spend_levels; 1 without them).
    float spend[kMaxPlayers];
    // Each seat's lead (lead() before scaling) at the search's root, set by determinize:
    // where Settings::lead_from_root centres the lead.
    float root_lead[kMaxPlayers];
    // The policy's outlooks (value_bot.h) per seat and (last slot) the public one, kept
    // until a card is played, revealed or dealt: bit i of `fresh` marks slot i valid.
    mutable uint32_t fresh;
    mutable Outlook outlook[kMaxPlayers + 1];
  };

  enum Rollout : int { kRandom = 0, kHeuristic = 1, kValue = 2 };
  enum OpponentView : int { kPooled = 0, kHolding = 1 };

  // Modern Art's own search settings; the defaults are the tuned ones (bench/README.md).
  struct Settings {
    int rollout = kValue;       // rollout policy
    int root_grid = 12;         // value shares offered as bids at the root decision
    // Value shares offered as bids inside the tree: 8 against 5 gained against the value
    // bot (and money against the 6610fdc engine) for 3% of speed (bench/README.md, Search).
    int tree_grid = 8;
    double prior_weight = 0.6;  // prior mass on the policy's move (the rest is uniform)
    // The same for the other seats' sequential decisions in the tree (their model). 1 makes
    // each play exactly as the model drawn for it in this determinization (value bot or a
    // heuristic style): stronger against those very bots, weaker against the 6610fdc engine
    // and a value bot of other parameters, so not the default (bench/README.md, Search).
    double opponent_prior_weight = 0.6;
    double heuristic_fraction = 0.6;  // bid limit of the heuristic rollout policy
    ValueParams policy = fast_policy();  // the value bot as rollout policy and prior
    // Share of determinizations in which an opponent plays (rollouts and prior) as a
    // heuristic bot of a random bid limit instead of the value bot: a spread of opponent
    // models rather than one (0.5 measured best against the panel, bench/README.md).
    double opponent_mix = 0.5;
    // What the searching seat has seen of each seat's auction decisions this game: the
    // summed log-likelihood of them under each style (add_style_evidence). The draw of a
    // seat's model is then the mix above weighted by it (a posterior). All zero for a seat:
    // no evidence, the plain mix.
    double style_evidence[kMaxPlayers][kStyles] = {};
    // How many determinizations a caller averages over to weigh each observed decision
    // (add_style_evidence); 0: the caller gathers no evidence.
    int style_samples = 16;
    // How much of that evidence the draw believes: the posterior is the mix times
    // exp(style_weight * evidence). A seat's decisions are not independent draws of one of
    // these models (none of them is the truth), so their summed log-likelihood overstates
    // what is known; a weight below 1 tempers it.
    double style_weight = 1.0;
    // How many of the styles the posterior draws from: kStyles to include the random bidder
    // (kRandomStyle, last), kRandomStyle to leave it out, kRandomStyle - 1 to leave out the
    // value style unsure of the ranking too, kPlainStyles to leave out the value style that
    // pays less as well (the searches before each existed).
    int style_count = kRandomStyle;
    // kHolding: the search keys an opponent's decisions in an auction by how many cards of
    // the auctioned artist it holds (0..3+, private_view), so its bids are learnt per
    // holding instead of pooled over every hand it might have; kPooled: no split.
    int opponent_view = kHolding;
    // Playouts stop after this many season ends past the root (0: at the game's end) and
    // are scored from money plus hand_value per card kept, as a win chance
    // softmax(estimate / temperature); both per number of seasons still to play (1..3),
    // fitted on value-bot games (bench/README.md).
    int horizon = 1;
    double hand_value[4] = {0.0, 7.0, 9.0, 11.0};
    double temperature[4] = {1.0, 30.0, 50.0, 60.0};
    // The lead the reward weighs once a seat is safely winning (lead(), Options::safe_blend):
    // 0, a seat's estimate above the mean over the richest seat's; > 0, over this fixed sum
    // of money, clamped to [-1, 1]. The ratio's gain from the seat's own money shrinks as
    // the others fall behind, so a far leader values a rival's loss nearly as much as its
    // own gain; the fixed scale keeps each $ of its own worth three of one rival's (4 seats)
    // like the bench's margin. 250 kept thinking from losing money against a value bidder
    // and cost no panel member (bench/README.md, "The lead on a fixed money scale").
    double lead_scale = 250.0;
    // 1: the lead is counted from each seat's lead at the root (the clamp's window centred on
    // the present position), so a leader already more than lead_scale ahead still gains from
    // each $; 0: from the table's mean (a far leader's lead stays at the clamp, every
    // move alike). 1 made thinking gain against random bidders, where every game is won
    // by far (bench/README.md, "The lead counted from the root, measured again").
    int lead_from_root = 1;
    // 1: each seat's model pays as its style. L in 2..kSpendLevels: it pays kSpendLevel[j]
    // times its style (bid limit, or buy, sealed and fixed shares) for a level j < L drawn
    // with the style in each determinization: uniformly without evidence, else jointly with
    // the style by the evidence of both, so a seat that stops early is modelled as one and
    // one that pays up as its style. 3 gained against heuristic:0.8 and the value bot and
    // cost no panel member (bench/README.md, "The spend learnt per seat"); one spread for
    // every seat instead traded one kind of bidder for the other.
    int spend_levels = kSpendLevels;
    // The evidence of the lower levels: spend_evidence[i][j - 1][k] is to level j what
    // style_evidence[i][k] is to level 0 (add_style_evidence fills both).
    double spend_evidence[kMaxPlayers][kSpendLevels - 1][kStyles] = {};
  };

  // The value bot with jump raises in open auctions: +1 steps make rollouts three times
  // longer for little difference in where the price ends.
  static ValueParams fast_policy() {
    ValueParams p;
    p.jump = 0.5;
    return p;
  }

  static State wrap(const modern_art::State& s) {
    State w{};
    w.rules = s;
    w.revealed = kNoCard;
    return w;
  }

  // `seat`'s outlook (seat < 0: the public one) under the policy's parameters.
  static const Outlook& outlook(const State& w, int seat, const Settings& set) {
    const int slot = seat < 0 ? kMaxPlayers : seat;
    if (!((w.fresh >> slot) & 1u)) {
      make_outlook(w.rules, seat, set.policy, &w.outlook[slot]);
      w.fresh |= 1u << slot;
    }
    return w.outlook[slot];
  }

  static int num_players(const State& w) { return w.rules.players; }
  static bool is_terminal(const State& w) { return modern_art::is_terminal(w.rules); }
  static uint32_t acting_mask(const State& w) {
    return w.chance ? 0u : modern_art::acting_mask(w.rules);
  }
  static bool is_simultaneous(const State& w) {
    return !w.chance && modern_art::is_simultaneous(w.rules);
  }

  // ---- chance --------------------------------------------------------------------------
  static bool is_chance(const State& w) { return w.chance != 0; }
  static uint64_t chance_outcome(const State& w, int observer) {
    uint64_t key = 0;
    if (w.chance & 2u) key = static_cast<uint64_t>(w.revealed) + 1;  // 1..25: 5 bits
    if (w.chance & 1u) {
      const modern_art::State& s = w.rules;
      const int k = deal_count(s.players + (s.virt ? 1 : 0), s.season);
      uint8_t cards[kCards];
      for (int j = 0; j < k; ++j) cards[j] = s.deck[w.deal_from + observer * k + j];
      std::sort(cards, cards + k);
      // count (4 bits) then each kind (5 bits): exact for the at most 6 cards dealt after
      // the first season (11 would still fit).
      uint64_t deal = static_cast<uint64_t>(k);
      for (int j = 0; j < k; ++j) deal |= static_cast<uint64_t>(cards[j]) << (4 + 5 * j);
      key |= deal << 5;
    }
    return key;
  }
  static void apply_chance(State& w) { w.chance = 0; }

  // ---- decisions -----------------------------------------------------------------------
  static int search_moves(const State& w, int seat, int observer, bool root, const Settings& set,
                          Move* out) {
    const modern_art::State& s = w.rules;
    const Phase ph = phase(s);
    const int money = s.money[seat];
    const int grid = root ? set.root_grid : set.tree_grid;
    if (ph == Phase::Open || ph == Phase::OnceAround || ph == Phase::Sealed) {
      out[0] = make_move(kPass);
      const int lo = ph == Phase::Sealed ? 1 : s.high_bid + 1;
      if (lo > money) return 1;
      int amounts[kMaxSearchMoves * 2];
      int k = 0;
      amounts[k++] = lo;
      const double stake = stake_seen(w, seat, observer, set);
      add_shares(stake, grid, root ? 0.2 : 0.3, root ? 1.4 : 1.2, amounts, &k);
      for (int i = 0; i < s.players; ++i)
        if (i != seat) amounts[k++] = s.money[i] + 1;
      return 1 + finish(amounts, k, lo, money, kBid, kMaxSearchMoves - 1, out + 1);
    }
    if (ph == Phase::FixedPrice) {
      if (money <= 0) {
        out[0] = make_move(kPrice, 0);
        return 1;
      }
      int amounts[kMaxSearchMoves * 2];
      int k = 0;
      const double stake = stake_seen(w, seat, observer, set);
      add_shares(stake, grid, 0.3, 1.1, amounts, &k);
      int richest = 0;
      for (int i = 0; i < s.players; ++i)
        if (i != seat) richest = std::max<int>(richest, s.money[i]);
      amounts[k++] = richest + 1;
      return finish(amounts, k, 1, money, kPrice, kMaxSearchMoves, out);
    }
    Move buf[kMaxSearchMoves];
    const int n = legal_moves(s, seat, buf, kMaxSearchMoves);
    std::copy(buf, buf + std::min(n, kMaxSearchMoves), out);
    return std::min(n, kMaxSearchMoves);
  }

  static void prior(const State& w, int seat, int observer, const Move* moves, int n,
                    const Settings& set, float* out) {
    if (n <= 0) return;
    Rng rng(0x5EEDu);
    const Move m = model_move(w, seat, set, rng);
    const int best = nearest(moves, n, m);
    const double weight = seat == observer ? set.prior_weight : set.opponent_prior_weight;
    const float rest = static_cast<float>((1.0 - weight) / n);
    for (int k = 0; k < n; ++k) out[k] = rest;
    out[best] += static_cast<float>(weight);
  }

  // In an auction (and a double's offer), how many cards of the auctioned artist `seat`
  // holds, capped at 3 and offset by 1: what most moves its value of the lot. 0 elsewhere.
  static uint16_t private_view(const State& w, int seat, const Settings& set) {
    const modern_art::State& s = w.rules;
    if (set.opponent_view != kHolding || s.card1 == kNoCard || phase(s) == Phase::Play) return 0;
    const int artist = artist_of(s.card1);
    int held = 0;
    for (int t = 0; t < kTypes; ++t) held += s.hand[seat][kind_of(artist, t)];
    return static_cast<uint16_t>(1 + std::min(held, 3));
  }

  static void apply(State& w, int seat, Move m) {
    modern_art::State& s = w.rules;
    const int season = s.season;
    const bool sealed = s.phase == uint8_t(Phase::Sealed);
    const bool reveal = s.phase == uint8_t(Phase::VirtualReveal) && move_kind(m) == kReveal;
    const int32_t money_before[kMaxPlayers] = {s.money[0], s.money[1], s.money[2], s.money[3], s.money[4]};
    const int artist = s.card1 != kNoCard ? artist_of(s.card1) : 0;
    uint8_t bought_before[kMaxPlayers];
    for (int i = 0; i < kMaxPlayers; ++i) bought_before[i] = s.bought[i][artist];
    if (reveal) w.revealed = s.vpile[s.vp_head];
    if (move_kind(m) == kPlay || move_kind(m) == kAdd || reveal) w.fresh = 0;
    modern_art::apply(s, seat, m);
    if (reveal) w.chance |= 2u;
    if (sealed && s.phase != uint8_t(Phase::Sealed)) {
      for (int i = 0; i < s.players; ++i) {
        if (s.bought[i][artist] != bought_before[i]) {
          w.sale = static_cast<uint32_t>(i + 1) | static_cast<uint32_t>(money_before[i] - s.money[i]) << 8;
        }
      }
    }
    if (s.season != season && !modern_art::is_terminal(s)) {
      const int hands = s.players + (s.virt ? 1 : 0);
      const int k = deal_count(hands, s.season);
      w.fresh = 0;
      if (k > 0) {
        w.chance |= 1u;
        w.deal_from = static_cast<uint8_t>(s.deck_pos - hands * k);
      }
    }
  }

  static uint64_t simultaneous_outcome(const State& w) { return w.sale; }

  static Move rollout_move(const State& w, int seat, const Settings& set, Rng& rng) {
    switch (set.rollout) {
      case kRandom:
        return random_move(w.rules, seat, rng);
      case kHeuristic:
        return heuristic_move(w.rules, seat, set.heuristic_fraction, rng);
      default:
        return model_move(w, seat, set, rng);
    }
  }

  // ---- results and hidden information --------------------------------------------------
  static void returns(const State& w, double* win, double* margin) {
    modern_art::returns(w.rules, win, margin);
  }
  static bool evaluate(const State& w, const Settings& set, double* win, double* margin) {
    const modern_art::State& s = w.rules;
    if (set.horizon <= 0 || s.scored < w.base_scored + set.horizon || modern_art::is_terminal(s)) {
      return false;
    }
    const int left = kSeasons - s.scored;  // 1..3
    const int n = s.players;
    double est[kMaxPlayers];
    const double mean = estimates(s, set, est);
    const double top = *std::max_element(est, est + n);
    double total = 0.0, spread = 1.0;
    for (int i = 0; i < n; ++i) {
      win[i] = std::exp((est[i] - top) / set.temperature[left]);
      total += win[i];
      spread = std::max(spread, std::fabs(est[i] - mean));
    }
    for (int i = 0; i < n; ++i) {
      win[i] /= total;
      margin[i] = (est[i] - mean) / spread;
    }
    return true;
  }
  // Each seat's money (before the end: plus the horizon's value of its cards) above the
  // table's mean, over the richest seat's or Settings::lead_scale: unlike the margin, a far
  // leader's grows with its lead. Read where a playout stopped (the end, or where
  // evaluate() took over).
  static void lead(const State& w, const Settings& set, double* out) {
    const modern_art::State& s = w.rules;
    const int n = s.players;
    double est[kMaxPlayers];
    const double mean = estimates(s, set, est);
    // Over the richest seat's estimate the lead is within [-1, 1] already (estimates are
    // never negative), so the clamp only bounds a fixed scale.
    const double scale = set.lead_scale > 0.0 ? set.lead_scale
                                              : std::max(1.0, *std::max_element(est, est + n));
    for (int i = 0; i < n; ++i) {
      const double from = set.lead_from_root ? w.root_lead[i] : 0.0;
      out[i] = std::clamp((est[i] - mean - from) / scale, -1.0, 1.0);
    }
  }
  // Each seat's money plus the horizon's value of the cards it keeps (nothing at the end):
  // what evaluate() and lead() score. Returns the table's mean. Playouts are read at a
  // season's end (1..3 seasons left, or 0 at the end); a root in the first season (4 left,
  // read for lead_from_root) takes the value with three left.
  static double estimates(const modern_art::State& s, const Settings& set, double* est) {
    const int left = std::min(kSeasons - s.scored, kSeasons - 1);
    double mean = 0.0;
    for (int i = 0; i < s.players; ++i) {
      est[i] = s.money[i] + set.hand_value[left] * s.hand_size[i];
      mean += est[i] / s.players;
    }
    return mean;
  }
  static void determinize(State& w, int seat, const Settings& set, Rng& rng) {
    modern_art::determinize(w.rules, seat, rng);
    w.chance = 0;
    w.fresh = 0;
    w.base_scored = w.rules.scored;
    if (set.lead_from_root) {  // otherwise root_lead is never read
      double est[kMaxPlayers];
      const double mean = estimates(w.rules, set, est);  // money and hand sizes are public
      for (int i = 0; i < w.rules.players; ++i) {
        w.root_lead[i] = static_cast<float>(est[i] - mean);
      }
    }
    for (int i = 0; i < kMaxPlayers; ++i) w.style[i] = 0, w.spend[i] = 1.0f;
    for (int i = 0; i < w.rules.players; ++i) {
      if (i == seat) continue;
      int level = 0;
      w.style[i] = draw_style(set, i, rng, &level);
      w.spend[i] = static_cast<float>(kSpendLevel[level]);
    }
  }
  static std::string move_to_string(const State&, int, Move m) {
    return modern_art::move_to_string(m);
  }
  // Searched decisions still ahead for one seat: about four per card each seat still has to
  // play (its own plays, bids and answers in everybody's auctions), counting future deals;
  // on the generous side (games against value bidders run about three), so a clock lasts.
  static int decisions_left(const State& w, int seat) {
    const modern_art::State& s = w.rules;
    (void)seat;
    int cards = 0;
    for (int i = 0; i < s.players; ++i) cards += s.hand_size[i];
    const int hands = s.players + (s.virt ? 1 : 0);
    for (int q = s.season + 1; q < kSeasons; ++q) cards += s.players * deal_count(hands, q);
    return std::max(2, 4 * cards / s.players);
  }

  // ---- the opponent model ------------------------------------------------------------
  static bool has_evidence(const Settings& set, int i) {
    bool any = false;
    for (int k = 0; k < kStyles; ++k) any = any || set.style_evidence[i][k] != 0.0;
    return any;
  }

  // The unnormalised weights seat i's model is drawn with, per spend level j (of
  // Settings::spend_levels) and style k: the plain mix (levels alike) without evidence, else
  // the mix times the tempered evidence of both. Returns how many styles are weighed (the
  // rest of w is 0) and writes their total.
  static int joint_weights(const Settings& set, int i, double w[kSpendLevels][kStyles],
                           double* total) {
    const int levels = std::clamp(set.spend_levels, 1, kSpendLevels);
    std::fill(&w[0][0], &w[0][0] + kSpendLevels * kStyles, 0.0);
    *total = 0.0;
    if (!has_evidence(set, i)) {
      for (int j = 0; j < levels; ++j) {
        w[j][0] = (1.0 - set.opponent_mix) / levels;
        for (int k = 1; k < kPlainStyles; ++k) {
          w[j][k] = set.opponent_mix / (kPlainStyles - 1) / levels;
        }
      }
      *total = 1.0;
      return kPlainStyles;
    }
    const int count = std::clamp(set.style_count, kPlainStyles, kStyles);
    const double spend = count > kPlainStyles ? kSpendShare : 0.0;
    const auto ev = [&](int j, int k) {
      return j == 0 ? set.style_evidence[i][k] : set.spend_evidence[i][j - 1][k];
    };
    double top = ev(0, 0);
    for (int j = 0; j < levels; ++j)
      for (int k = 0; k < count; ++k) top = std::max(top, ev(j, k));
    for (int k = 0; k < count; ++k) {
      const double mix = kStyleFraction[k] > 0.0 ? set.opponent_mix / (kPlainStyles - 1)
                         : k == 0 ? (1.0 - set.opponent_mix) * (1.0 - spend)
                         : k == kPlainStyles ? (1.0 - set.opponent_mix) * spend
                         : k == kRandomStyle ? kRandomShare
                                             : (1.0 - set.opponent_mix) * kUnsureShare;
      for (int j = 0; j < levels; ++j) {
        w[j][k] = mix / levels * std::exp(set.style_weight * (ev(j, k) - top));
        *total += w[j][k];
      }
    }
    return count;
  }

  // The same summed over the spend levels: the weights of the styles alone. The bench
  // reports these as the search's model.
  static int style_weights(const Settings& set, int i, double w[kStyles], double* total) {
    double joint[kSpendLevels][kStyles];
    const int count = joint_weights(set, i, joint, total);
    for (int k = 0; k < kStyles; ++k) {
      w[k] = 0.0;
      for (int j = 0; j < kSpendLevels; ++j) w[k] += joint[j][k];
    }
    return count;
  }

 private:
  // `seat`'s move under its model in this determinization (its style and spend).
  static Move model_move(const State& w, int seat, const Settings& set, Rng& rng) {
    const int k = w.style[seat];
    return style_move(w.rules, seat, k, set.policy, rng,
                      shares_outlook(k) ? &outlook(w, seat, set) : nullptr,
                      w.spend[seat]);
  }

  // joint_weights of seat i, kept per thread with the settings it read. Every determinization
  // of a search draws each rival's model from the same settings, and recomputing the weights
  // (an exp per style and level) each time took about 4% of a search. Compared by value, so
  // settings changed between searches (new evidence) are never served stale weights.
  struct JointWeights {
    // The inputs joint_weights reads, in one row: mix, weight, style count, spend levels,
    // then the evidence of each level.
    static constexpr int kKey = 4 + kSpendLevels * kStyles;
    double key[kKey];
    bool filled = false;
    double w[kSpendLevels][kStyles];  // its outputs
    double total = 0.0;
    int count = 0;
  };
  static const JointWeights& joint_weights_memo(const Settings& set, int i) {
    thread_local JointWeights memo[kMaxPlayers];
    JointWeights& m = memo[i];
    double key[JointWeights::kKey] = {set.opponent_mix, set.style_weight,
                                      static_cast<double>(set.style_count),
                                      static_cast<double>(set.spend_levels)};
    std::copy(set.style_evidence[i], set.style_evidence[i] + kStyles, key + 4);
    const double* lower = &set.spend_evidence[i][0][0];
    std::copy(lower, lower + (kSpendLevels - 1) * kStyles, key + 4 + kStyles);
    if (!m.filled || !std::equal(key, key + JointWeights::kKey, m.key)) {
      std::copy(key, key + JointWeights::kKey, m.key);
      m.count = joint_weights(set, i, m.w, &m.total);
      m.filled = true;
    }
    return m;
  }

  // The model of seat i in one determinization, its style and (with spend levels) the level
  // it pays at: the mix, weighted by the evidence if any.
  static uint8_t draw_style(const Settings& set, int i, Rng& rng, int* level) {
    *level = 0;
    const int levels = std::clamp(set.spend_levels, 1, kSpendLevels);
    if (!has_evidence(set, i)) {  // the plain mix (as before evidence existed), then a level
      uint8_t k = 0;
      if (set.opponent_mix > 0.0 && rng.uniform() < set.opponent_mix) {
        k = static_cast<uint8_t>(1 + rng.below(kPlainStyles - 1));
      }
      if (levels > 1) *level = static_cast<int>(rng.below(levels));
      return k;
    }
    const JointWeights& memo = joint_weights_memo(set, i);
    const auto& w = memo.w;
    const int count = memo.count;
    double u = rng.uniform() * memo.total;
    for (int j = 0; j < levels; ++j) {
      for (int k = 0; k < count; ++k) {
        if (u < w[j][k] || (j == levels - 1 && k == count - 1)) {
          *level = j;
          return static_cast<uint8_t>(k);
        }
        u -= w[j][k];
      }
    }
    return 0;  // not reached
  }

  // The value at stake as `observer` estimates it for `seat`'s decision: its own projection
  // for its own decision, the public one for any other seat's.
  static double stake_seen(const State& w, int seat, int observer, const Settings& set) {
    const modern_art::State& s = w.rules;
    if (s.card1 == kNoCard) return 0.0;
    const Outlook& o = outlook(w, seat == observer ? seat : -1, set);
    return value_stake(s, o);
  }

  static void add_shares(double stake, int grid, double from, double to, int* amounts, int* k) {
    grid = std::max(1, std::min(grid, kMaxGrid));
    for (int i = 0; i < grid; ++i) {
      const double f = grid == 1 ? 0.5 * (from + to) : from + (to - from) * i / (grid - 1);
      amounts[(*k)++] = static_cast<int>(round_half_away(f * stake));
    }
  }

  // Clamp to [lo, hi], sort, de-duplicate, keep at most `cap` (lo always), write moves.
  static int finish(int* amounts, int k, int lo, int hi, uint32_t kind, int cap, Move* out) {
    for (int i = 0; i < k; ++i) amounts[i] = std::max(lo, std::min(hi, amounts[i]));
    std::sort(amounts, amounts + k);
    int n = 0;
    for (int i = 0; i < k; ++i) {
      if (n > 0 && amounts[i] == amounts[n - 1]) continue;
      amounts[n++] = amounts[i];
    }
    n = std::min(n, cap);
    for (int i = 0; i < n; ++i) out[i] = make_move(kind, static_cast<uint32_t>(amounts[i]));
    return n;
  }

  // Index of the candidate nearest to move m: itself, else the same kind with the closest
  // amount, else the first candidate.
  static int nearest(const Move* moves, int n, Move m) {
    int best = 0;
    long best_gap = -1;
    for (int k = 0; k < n; ++k) {
      if (moves[k] == m) return k;
      if (move_kind(moves[k]) != move_kind(m)) continue;
      const long gap = std::labs(static_cast<long>(move_arg(moves[k])) - static_cast<long>(move_arg(m)));
      if (best_gap < 0 || gap < best_gap) best_gap = gap, best = k;
    }
    return best;
  }
};

}  // namespace modern_art
}  // namespace galleria
