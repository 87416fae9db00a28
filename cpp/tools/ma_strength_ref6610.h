// FROZEN reference opponent for the strength harness: the Modern Art search exactly as it
// was at commit 6610fdc (SO-ISMCTS, the heuristic bot as its rollout policy, the bid-grid
// adapter), copied into its own namespace so it stays fixed while the live search in
// cpp/search/ changes. Do not edit, except to follow changes of the rules core API.
// Its defaults at that commit (Python search.DEFAULTS): heuristic rollouts, reward_blend 0.3,
// exploration 0.7, bid_grid 8, temperature 0. Header-only; used by cpp/tools/ma_*.cpp.
// One change, for bench time only: an iteration-limited search stops once no remaining
// iteration could change the most visited root move (`stop_when_decided`), which leaves
// every decision exactly as the full budget would make it (its rule is most visits).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "common/rng.h"
#include "modern_art/notation.h"
#include "modern_art/state.h"

namespace galleria::ref6610 {

using namespace galleria::modern_art;

// ---- cpp/modern_art/heuristic_bot.cpp at 6610fdc -------------------------------------
namespace heuristic_detail {

inline constexpr int kMarker[kArtists] = {30, 20, 10, 0, 0};

inline int hand_artist_count(const State& s, int seat, int artist) {
  int n = 0;
  for (int t = 0; t < kTypes; ++t) n += s.hand[seat][kind_of(artist, t)];
  return n;
}

inline int clamp_amount(double x, int lo, int hi) {
  const int v = static_cast<int>(std::floor(x));
  return std::max(lo, std::min(hi, v));
}

}  // namespace heuristic_detail
using namespace heuristic_detail;

inline void ref_estimate_artist_values(const State& s, int seat, double value[kArtists]) {
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

inline double ref_stake_of(const State& s, const double value[kArtists]) {
  if (s.card1 == kNoCard) return 0.0;
  const int cards = s.card2 != kNoCard ? 2 : 1;
  return value[artist_of(s.card1)] * cards;
}

inline double ref_value_at_stake(const State& s, int seat) {
  if (s.card1 == kNoCard) return 0.0;
  double value[kArtists];
  ref_estimate_artist_values(s, seat, value);
  return ref_stake_of(s, value);
}

inline Move ref_heuristic_move(const State& s, int seat, double fraction, Rng& rng) {
  const int money = s.money[seat];
  double value[kArtists];
  ref_estimate_artist_values(s, seat, value);
  const double stake = ref_stake_of(s, value);
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


// ---- cpp/search/search_types.{h,cpp} at 6610fdc (without Progress) --------------------
struct Options {
  int64_t iterations = 10000;  // total over all threads; <= 0: no iteration limit
  int64_t time_ms = 0;         // wall-time limit; <= 0: none
  int threads = 1;
  uint64_t seed = 0;
  double exploration = 0.7;    // UCB1 constant (rewards are in [0, 1])
  double reward_blend = 0.0;   // weight of the normalised money margin in the reward
  int bid_grid = 8;            // bid candidates per bidding decision (game adapter)
  int rollout = 0;             // 0 uniform random, 1 the game's heuristic bot
  double temperature = 0.0;    // 0: most visits; > 0: sample proportional to visits^(1/T)
  const std::atomic<bool>* stop = nullptr;  // set from another thread to end the search
  bool stop_when_decided = true;            // bench-time addition (see the file comment)
};

struct MoveStat {
  int seat = 0;
  uint32_t move = 0;
  std::string text;
  int64_t visits = 0;
  double mean = 0.0;  // mean reward of `seat` after choosing this move
};

struct Result {
  uint32_t move = 0;
  std::string move_text;
  std::vector<MoveStat> stats;        // the searching seat's root candidates
  std::vector<MoveStat> other_stats;  // other seats deciding in the same sealed phase
  std::vector<double> values;         // expected win share per seat over all iterations
  int64_t iterations = 0;
  double elapsed_ms = 0.0;
};

// The engine's settings at 6610fdc (Python search.DEFAULTS then), which the C++ Options
// defaults did not match.
inline Options engine_defaults() {
  Options o;
  o.exploration = 0.7;
  o.reward_blend = 0.3;
  o.bid_grid = 8;
  o.rollout = 1;
  return o;
}

inline void validate(const Options& opt) {
  auto bad = [](const std::string& what) { throw std::invalid_argument("search: " + what); };
  if (opt.threads < 1 || opt.threads > 256) bad("threads must be in 1..256");
  if (opt.iterations <= 0 && opt.time_ms <= 0 && opt.stop == nullptr) {
    bad("give an iteration limit, a time limit or a stop flag");
  }
  if (!(opt.exploration >= 0.0) || !std::isfinite(opt.exploration)) bad("exploration must be >= 0");
  if (!(opt.reward_blend >= 0.0 && opt.reward_blend <= 1.0)) bad("reward_blend must be in [0, 1]");
  if (opt.bid_grid < 1 || opt.bid_grid > 24) bad("bid_grid must be in 1..24");
  if (opt.rollout != 0 && opt.rollout != 1) bad("rollout must be 0 (random) or 1 (heuristic)");
  if (!(opt.temperature >= 0.0) || !std::isfinite(opt.temperature)) bad("temperature must be >= 0");
}

inline uint32_t choose_move(const std::vector<MoveStat>& stats, const Options& opt) {
  if (stats.empty()) return 0;
  size_t best = 0;
  for (size_t i = 1; i < stats.size(); ++i) {
    if (stats[i].visits > stats[best].visits) best = i;
  }
  if (opt.temperature <= 0.0 || stats[best].visits == 0) return stats[best].move;
  // Weights relative to the most visited move keep the powers finite for small T.
  std::vector<double> w(stats.size());
  double total = 0.0;
  const double top = static_cast<double>(stats[best].visits);
  for (size_t i = 0; i < stats.size(); ++i) {
    w[i] = stats[i].visits > 0
               ? std::exp(std::log(static_cast<double>(stats[i].visits) / top) / opt.temperature)
               : 0.0;
    total += w[i];
  }
  Rng rng = Rng::stream(opt.seed, 0x7E3F00D5ULL);
  double x = rng.uniform() * total;
  for (size_t i = 0; i < stats.size(); ++i) {
    if (w[i] > 0.0 && x < w[i]) return stats[i].move;
    x -= w[i];
  }
  return stats[best].move;
}


// ---- cpp/modern_art/game_adapter.h at 6610fdc ---------------------------------------
struct SearchGame {
  using State = modern_art::State;
  using Move = modern_art::Move;
  static constexpr int kMaxPlayers = modern_art::kMaxPlayers;
  static constexpr int kMaxSearchMoves = 32;
  static constexpr int kMaxGrid = 24;
  // Share of the estimated value the heuristic rollout policy pays.
  static constexpr double kRolloutFraction = 0.6;

  static int num_players(const State& s) { return s.players; }
  static bool is_terminal(const State& s) { return modern_art::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return modern_art::acting_mask(s); }
  static bool is_simultaneous(const State& s) { return modern_art::is_simultaneous(s); }

  static int search_moves(const State& s, int seat, int grid, Move* out) {
    const Phase ph = phase(s);
    const int money = s.money[seat];
    if (ph == Phase::Open || ph == Phase::OnceAround || ph == Phase::Sealed) {
      out[0] = make_move(kPass);
      const int lo = ph == Phase::Sealed ? 1 : s.high_bid + 1;
      if (lo > money) return 1;
      return 1 + amounts(ref_value_at_stake(s, seat), lo, money, grid, kBid, out + 1);
    }
    if (ph == Phase::FixedPrice) {
      if (money <= 0) {
        out[0] = make_move(kPrice, 0);
        return 1;
      }
      return amounts(ref_value_at_stake(s, seat), 1, money, grid, kPrice, out);
    }
    Move buf[kMaxSearchMoves];
    const int n = legal_moves(s, seat, buf, kMaxSearchMoves);
    std::copy(buf, buf + std::min(n, kMaxSearchMoves), out);
    return std::min(n, kMaxSearchMoves);
  }

  static void apply(State& s, int seat, Move m) { modern_art::apply(s, seat, m); }

  static Move rollout_move(const State& s, int seat, int policy, Rng& rng) {
    if (policy == 1) return ref_heuristic_move(s, seat, kRolloutFraction, rng);
    return random_move(s, seat, rng);
  }

  static void returns(const State& s, double* win, double* margin) {
    modern_art::returns(s, win, margin);
  }
  static void determinize(State& s, int seat, Rng& rng) { modern_art::determinize(s, seat, rng); }
  static std::string move_to_string(const State&, int, Move m) {
    return modern_art::move_to_string(m);
  }

 private:
  // Ascending distinct amounts in [lo, hi]: lo itself and the value grid. Writes at most
  // grid + 1 moves.
  static int amounts(double stake, int lo, int hi, int grid, uint32_t kind, Move* out) {
    grid = std::max(1, std::min(grid, kMaxGrid));
    int vals[kMaxGrid + 1];
    int k = 0;
    vals[k++] = lo;
    for (int i = 0; i < grid; ++i) {
      const double f = grid == 1 ? 0.6 : 0.2 + 1.0 * i / (grid - 1);
      const double x = std::round(f * stake);
      vals[k++] = static_cast<int>(std::max<double>(lo, std::min<double>(hi, x)));
    }
    std::sort(vals, vals + k);
    int n = 0;
    for (int i = 0; i < k; ++i) {
      if (n > 0 && vals[i] == vals[n - 1]) continue;
      vals[n++] = vals[i];
    }
    for (int i = 0; i < n; ++i) out[i] = make_move(kind, static_cast<uint32_t>(vals[i]));
    return n;
  }
};


// ---- cpp/search/ismcts.h at 6610fdc (without progress reporting) ---------------------
namespace detail {

constexpr uint32_t kNil = 0xFFFFFFFFu;
// Seat tag of a node reached by completing a simultaneous phase (its key is the joint move).
constexpr int32_t kOutcomeSeat = 255;
constexpr int kMaxPath = 1024;
// Random term added to UCB scores in sealed phases (see select()).
constexpr double kJitter = 0.02;

struct Node {
  uint32_t first_child = kNil;
  uint32_t next_sibling = kNil;
  uint32_t move = 0;    // move code (or joint-choice hash for outcome nodes)
  int32_t seat = -1;    // seat that chose `move`
  uint32_t visits = 0;
  uint32_t avail = 0;   // iterations in which this move was available at the parent
  double reward = 0.0;  // summed reward of `seat`
};

inline uint32_t mix_joint(uint32_t h, int seat, uint32_t move) {
  h ^= static_cast<uint32_t>(seat) * 0x9E3779B1u + move * 0x85EBCA77u;
  h *= 0x01000193u;
  return h ^ (h >> 15);
}

// Node cap per thread tree (about 32 bytes per node); past it the tree stops growing and
// iterations keep refining the existing nodes.
constexpr size_t kMaxNodes = size_t{1} << 22;

template <class G>
class Worker {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  static_assert(G::kMaxSearchMoves <= 64, "availability bitmask holds 64 candidates");

  Worker(const Options& opt, uint64_t stream) : opt_(opt), rng_(Rng::stream(opt.seed, stream)) {
    nodes_.reserve(4096);
    nodes_.emplace_back();  // root
    for (double& v : root_sum_) v = 0.0;
  }

  void iterate(const State& root, int root_seat) {
    State s = root;
    G::determinize(s, root_seat, rng_);
    uint32_t path[kMaxPath];
    int plen = 0;
    uint32_t v = 0;
    bool leaf = false;
    while (!leaf && !G::is_terminal(s)) {
      if (plen + G::kMaxPlayers + 1 >= kMaxPath) break;
      const uint32_t mask = G::acting_mask(s);
      if (G::is_simultaneous(s)) {
        uint32_t joint = 0x811C9DC5u;
        for (uint32_t pending = mask; pending != 0; pending &= pending - 1) {
          const int seat = ctz(pending);
          Move m;
          const uint32_t c = select(v, s, seat, &m, &leaf, true);
          if (c != kNil) path[plen++] = c;
          joint = mix_joint(joint, seat, m);
          G::apply(s, seat, m);
        }
        if (leaf) break;
        v = child(v, kOutcomeSeat, joint, &leaf);
        if (v == kNil) break;
      } else {
        const int seat = ctz(mask);
        Move m;
        const uint32_t c = select(v, s, seat, &m, &leaf, false);
        G::apply(s, seat, m);
        if (c == kNil) break;
        path[plen++] = c;
        v = c;
      }
    }
    while (!G::is_terminal(s)) {
      const int seat = ctz(G::acting_mask(s));
      G::apply(s, seat, G::rollout_move(s, seat, opt_.rollout, rng_));
    }
    double win[G::kMaxPlayers], margin[G::kMaxPlayers], reward[G::kMaxPlayers];
    G::returns(s, win, margin);
    const int n = G::num_players(s);
    const double b = opt_.reward_blend;
    for (int i = 0; i < n; ++i) {
      reward[i] = (1.0 - b) * win[i] + b * 0.5 * (1.0 + margin[i]);
      root_sum_[i] += win[i];  // reported values stay expected win shares whatever the blend
    }
    for (int i = 0; i < plen; ++i) {
      Node& node = nodes_[path[i]];
      node.visits += 1;
      node.reward += reward[node.seat];
    }
    ++iterations_;
  }

  // Bench-time addition: the most visited of `seat`'s root moves leads the runner-up by
  // more than `remaining` visits, so no further iteration can change the choice.
  bool decided(int seat, int64_t remaining) const {
    uint32_t top = 0, second = 0;
    for (uint32_t ch = nodes_[0].first_child; ch != kNil; ch = nodes_[ch].next_sibling) {
      if (nodes_[ch].seat != seat) continue;
      const uint32_t v = nodes_[ch].visits;
      if (v > top) second = top, top = v;
      else if (v > second) second = v;
    }
    return static_cast<int64_t>(top) - static_cast<int64_t>(second) > remaining;
  }

  const std::vector<Node>& nodes() const { return nodes_; }
  const double* root_sum() const { return root_sum_; }
  int64_t iterations() const { return iterations_; }

 private:
  static int ctz(uint32_t x) { return __builtin_ctz(x); }

  // Chooses `seat`'s move at node v: an untried candidate if any (creating its node,
  // which ends the tree walk), else the UCB1 best among available children. In a sealed
  // phase a small random term is added to every score: seats choosing at the same node
  // with deterministic UCB would otherwise move in lock-step (visit and availability counts
  // evolve identically), so one seat could systematically "guess" the other's choice.
  uint32_t select(uint32_t v, const State& s, int seat, Move* out, bool* leaf, bool jitter) {
    Move cand[G::kMaxSearchMoves];
    const int n = G::search_moves(s, seat, opt_.bid_grid, cand);
    uint64_t seen = 0;
    uint32_t best = kNil;
    double best_score = -1e300;
    const double c = opt_.exploration;
    for (uint32_t ch = nodes_[v].first_child; ch != kNil; ch = nodes_[ch].next_sibling) {
      Node& node = nodes_[ch];
      if (node.seat != seat) continue;
      int k = 0;
      while (k < n && cand[k] != node.move) ++k;
      if (k == n) continue;
      seen |= uint64_t{1} << k;
      node.avail += 1;
      if (node.visits == 0) continue;  // created earlier in this same phase walk
      double score = node.reward / node.visits +
                     c * std::sqrt(std::log(static_cast<double>(node.avail)) / node.visits);
      if (jitter) score += kJitter * rng_.uniform();
      if (score > best_score) {
        best_score = score;
        best = ch;
      }
    }
    const int tried = __builtin_popcountll(seen);
    if (tried < n) {
      int pick = static_cast<int>(rng_.below(static_cast<uint32_t>(n - tried)));
      int k = 0;
      for (;; ++k) {
        if (seen & (uint64_t{1} << k)) continue;
        if (pick-- == 0) break;
      }
      *out = cand[k];
      *leaf = true;
      return add_child(v, seat, cand[k], 1);
    }
    *out = nodes_[best].move;
    return best;
  }

  // The outcome child of v for this joint choice, created (ending the tree walk) if
  // missing. Outcome children live in a hash table, not in v's child list: a sealed phase
  // can have thousands of joint outcomes, and scanning them on every selection at v would
  // dominate the search time.
  uint32_t child(uint32_t v, int seat, uint32_t key, bool* leaf) {
    const uint64_t k = (static_cast<uint64_t>(v) << 32) | key;
    size_t mask = outcome_keys_.size() - 1;
    size_t i = static_cast<size_t>((k * 0x9E3779B97F4A7C15ULL) >> 20) & mask;
    while (outcome_vals_[i] != kNil) {
      if (outcome_keys_[i] == k) return outcome_vals_[i];
      i = (i + 1) & mask;
    }
    *leaf = true;
    if (nodes_.size() >= kMaxNodes) return kNil;
    if (nodes_.size() == nodes_.capacity()) nodes_.reserve(nodes_.size() * 2);
    const uint32_t id = static_cast<uint32_t>(nodes_.size());
    nodes_.emplace_back();
    nodes_.back().seat = seat;
    nodes_.back().move = key;
    outcome_keys_[i] = k;
    outcome_vals_[i] = id;
    if (++outcomes_ * 2 > outcome_keys_.size()) grow_outcomes();
    return id;
  }

  void grow_outcomes() {
    std::vector<uint64_t> keys(outcome_keys_.size() * 2);
    std::vector<uint32_t> vals(outcome_vals_.size() * 2, kNil);
    const size_t mask = keys.size() - 1;
    for (size_t j = 0; j < outcome_keys_.size(); ++j) {
      if (outcome_vals_[j] == kNil) continue;
      size_t i = static_cast<size_t>((outcome_keys_[j] * 0x9E3779B97F4A7C15ULL) >> 20) & mask;
      while (vals[i] != kNil) i = (i + 1) & mask;
      keys[i] = outcome_keys_[j];
      vals[i] = outcome_vals_[j];
    }
    outcome_keys_.swap(keys);
    outcome_vals_.swap(vals);
  }

  uint32_t add_child(uint32_t parent, int seat, uint32_t move, uint32_t avail) {
    if (nodes_.size() >= kMaxNodes) return kNil;
    if (nodes_.size() == nodes_.capacity()) nodes_.reserve(nodes_.size() * 2);
    const uint32_t id = static_cast<uint32_t>(nodes_.size());
    nodes_.emplace_back();
    Node& node = nodes_.back();
    node.seat = seat;
    node.move = move;
    node.avail = avail;
    node.next_sibling = nodes_[parent].first_child;
    nodes_[parent].first_child = id;
    return id;
  }

  const Options& opt_;
  Rng rng_;
  std::vector<Node> nodes_;
  // Open-addressing table (parent << 32 | joint key) -> outcome child; size a power of 2.
  std::vector<uint64_t> outcome_keys_ = std::vector<uint64_t>(1024);
  std::vector<uint32_t> outcome_vals_ = std::vector<uint32_t>(1024, kNil);
  size_t outcomes_ = 0;
  double root_sum_[G::kMaxPlayers];
  int64_t iterations_ = 0;
};

}  // namespace detail

// Runs the search for `seat` (which must be acting in `root`) and returns the decision.
// Blocks the calling thread; `opt.stop` may be set from another thread.
template <class G>
Result search(const typename G::State& root, int seat, const Options& opt) {
  using Move = typename G::Move;
  validate(opt);
  if (G::is_terminal(root)) throw std::invalid_argument("search: the game is over");
  if (seat < 0 || seat >= G::num_players(root) || !((G::acting_mask(root) >> seat) & 1u)) {
    throw std::invalid_argument("search: seat " + std::to_string(seat) + " is not to act");
  }
  const auto start = std::chrono::steady_clock::now();
  const auto deadline = start + std::chrono::milliseconds(opt.time_ms > 0 ? opt.time_ms : 0);

  const int threads = opt.threads;
  std::vector<detail::Worker<G>> workers;
  workers.reserve(threads);
  for (int t = 0; t < threads; ++t) workers.emplace_back(opt, static_cast<uint64_t>(t));

  auto run = [&](int t) {
    int64_t budget = -1;
    if (opt.iterations > 0) budget = opt.iterations / threads + (t < opt.iterations % threads ? 1 : 0);
    detail::Worker<G>& w = workers[t];
    const bool may_stop_early = opt.stop_when_decided && threads == 1 && budget > 0 &&
                                opt.temperature <= 0.0;
    for (int64_t i = 0; budget < 0 || i < budget; ++i) {
      if (opt.stop && opt.stop->load(std::memory_order_relaxed)) break;
      if (opt.time_ms > 0 && std::chrono::steady_clock::now() >= deadline) break;
      if (may_stop_early && (i & 63) == 63 && w.decided(seat, budget - i)) break;
      w.iterate(root, seat);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (auto& th : pool) th.join();

  // Merge root statistics across trees, in candidate order of the real root state.
  Result res;
  const int n = G::num_players(root);
  res.values.assign(n, 0.0);
  for (const auto& w : workers) {
    res.iterations += w.iterations();
    for (int i = 0; i < n; ++i) res.values[i] += w.root_sum()[i];
  }
  if (res.iterations > 0) {
    for (double& v : res.values) v /= static_cast<double>(res.iterations);
  }
  // The searching seat's candidates come from the real root (its own view); other seats
  // of a sealed phase are reported by the moves their root children hold, since their
  // real candidates may depend on cards the searching seat cannot see.
  auto add_stat = [&](int s, Move move, std::vector<MoveStat>& out) {
    MoveStat st;
    st.seat = s;
    st.move = move;
    st.text = G::move_to_string(root, s, move);
    double sum = 0.0;
    for (const auto& w : workers) {
      const auto& nodes = w.nodes();
      for (uint32_t ch = nodes[0].first_child; ch != detail::kNil; ch = nodes[ch].next_sibling) {
        if (nodes[ch].seat == s && nodes[ch].move == move) {
          st.visits += nodes[ch].visits;
          sum += nodes[ch].reward;
        }
      }
    }
    st.mean = st.visits > 0 ? sum / static_cast<double>(st.visits) : 0.0;
    out.push_back(st);
  };
  {
    Move cand[G::kMaxSearchMoves];
    const int k = G::search_moves(root, seat, opt.bid_grid, cand);
    for (int i = 0; i < k; ++i) add_stat(seat, cand[i], res.stats);
  }
  for (int s = 0; s < n; ++s) {
    if (s == seat) continue;
    std::vector<Move> moves;
    for (const auto& w : workers) {
      const auto& nodes = w.nodes();
      for (uint32_t ch = nodes[0].first_child; ch != detail::kNil; ch = nodes[ch].next_sibling) {
        if (nodes[ch].seat == s) moves.push_back(nodes[ch].move);
      }
    }
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    for (Move m : moves) add_stat(s, m, res.other_stats);
  }
  res.move = choose_move(res.stats, opt);
  for (const auto& st : res.stats) {
    if (st.move == res.move) res.move_text = st.text;
  }
  res.elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return res;
}

}  // namespace galleria::ref6610
