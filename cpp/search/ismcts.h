// Single-observer information-set MCTS (SO-ISMCTS), generic over a game implementing
// cpp/search/game_concept.h.
//
// One tree over the searching seat's information sets: every iteration samples a fresh
// determinization of the root (`G::determinize(seat)`), walks the tree restricted to the
// moves available in that sample, expands one node, finishes the game with a rollout
// policy and backs up a reward vector (one entry per seat; each node maximises the entry
// of the seat that chose its move). Children use UCB1 with availability counts: the
// exploration term of a child uses how often it was available, not the parent's visits.
//
// Simultaneous (sealed) phases use decoupled selection: while a phase is open, every
// pending seat picks from its own statistics at one node that does not depend on what the
// other seats picked in that phase; once every pending seat has picked, the tree descends
// to an "outcome" child keyed by the joint choice, which is public from then on.
//
// Root parallelism: each thread grows its own tree from its own RNG stream; root
// statistics are summed in thread order, so a fixed seed, thread count and iteration
// budget reproduce the result exactly.
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
#include "search/search_types.h"

namespace galleria::search {

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
// Blocks the calling thread; `opt.stop` and `opt.progress` may be used from other threads.
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
  std::atomic<int64_t> local_count{0};
  std::atomic<int64_t>& count = opt.progress ? opt.progress->iterations : local_count;
  if (opt.progress) {
    opt.progress->iterations.store(0);
    opt.progress->start_ns.store(
        std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count());
    opt.progress->running.store(true);
  }

  const int threads = opt.threads;
  std::vector<detail::Worker<G>> workers;
  workers.reserve(threads);
  for (int t = 0; t < threads; ++t) workers.emplace_back(opt, static_cast<uint64_t>(t));

  auto run = [&](int t) {
    int64_t budget = -1;
    if (opt.iterations > 0) budget = opt.iterations / threads + (t < opt.iterations % threads ? 1 : 0);
    detail::Worker<G>& w = workers[t];
    for (int64_t i = 0; budget < 0 || i < budget; ++i) {
      if (opt.stop && opt.stop->load(std::memory_order_relaxed)) break;
      if (opt.time_ms > 0 && std::chrono::steady_clock::now() >= deadline) break;
      w.iterate(root, seat);
      count.fetch_add(1, std::memory_order_relaxed);
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
  if (opt.progress) opt.progress->running.store(false);
  return res;
}

}  // namespace galleria::search
