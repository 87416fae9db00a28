// Information-set MCTS over the searching seat's view, generic over a game implementing
// cpp/search/game_concept.h.
//
// One tree per thread over the searching seat's (the observer's) information sets. Every
// iteration samples a fresh determinization of the root (`G::determinize(observer)`),
// walks the tree restricted to the moves available in that sample, adds one node, plays
// the game on with the game's rollout policy until its end or until the game's evaluation
// takes over (G::evaluate), and backs up a reward vector (one entry per seat; each node
// holds the reward of the seat that chose its move).
//
// Node kinds:
//  - decision children, keyed by (seat, view, move), where view is another seat's
//    G::private_view in this determinization (what it privately knows that matters now;
//    always 0 for the observer): an opponent's statistics are kept apart per view, not
//    pooled over every private state it might be in. The observer's own decisions use UCB1 with
//    availability counts or PUCT steered by the game's prior; the other seats' decisions
//    use PUCT with the prior computed from their sampled private state in this
//    determinization (an opponent model: they reply as the game's policy suggests, refined
//    by what the statistics learn), or plain sampling from that prior. A share of their
//    decisions (Options::opponent_model_share) plays the move the prior singles out
//    outright, so the model keeps that weight however many visits their statistics gather
//    (a flat prior singles out none). Opponents'
//    candidates come from public facts only (the concept's contract), so their nodes line
//    up across determinizations.
//  - simultaneous phases are decoupled: each pending seat picks at the same node from its
//    own statistics by regret matching (on empirical means, started from the game's prior,
//    mixed with gamma exploration), which cannot see the other seats' picks and tends to a
//    mixed strategy; the tree then descends to the child keyed by the phase's exact public
//    outcome (G::simultaneous_outcome).
//  - chance steps (G::is_chance) descend to the child keyed by exactly what the observer
//    sees of the outcome (G::chance_outcome): children after a private deal are the
//    observer's possible new hands, after a public draw the drawn item.
// Keyed children live in a per-tree hash table whose entries hold the full key (parent,
// kind, 64-bit code): no two outcomes ever share a node.
//
// Root parallelism: each thread grows its own tree from its own RNG stream; root
// statistics are summed in thread order, so a fixed seed, thread count and iteration
// budget reproduce the result exactly.
//
// Long searches (Options::tree_iterations, 16k by default): a thread whose tree has taken
// that many iterations adds nodes only within Options::refine_depth levels of the root
// (Options::tree_refine, the default), so the rest of the search refines the statistics of
// the deeper decisions a tree of that size holds while its first levels keep growing,
// instead of growing one ever deeper tree. Without tree_refine it keeps only the tree's
// root statistics and grows a fresh tree from its next stream: an ensemble of trees of that
// size.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/rng.h"
#include "search/search_types.h"

namespace galleria::search {

namespace detail {

constexpr uint32_t kNil = 0xFFFFFFFFu;
// Seat tag of keyed children (reached through a chance step or a completed sealed phase).
constexpr int32_t kKeyedSeat = 255;
constexpr uint8_t kChanceKind = 1, kOutcomeKind = 2;
constexpr int kMaxPath = 1024;
constexpr int64_t kSafeWarmup = 64;  // iterations before Options::safe_blend may act

// Whether a game has the optional G::lead (game_concept.h).
template <class G, class = void>
struct HasLead : std::false_type {};
template <class G>
struct HasLead<G, std::void_t<decltype(G::lead(std::declval<const typename G::State&>(),
                                               std::declval<const typename G::Settings&>(),
                                               static_cast<double*>(nullptr)))>>
    : std::true_type {};

struct Node {
  uint32_t first_child = kNil;
  uint32_t next_sibling = kNil;
  uint32_t move = 0;     // move code (unused for keyed children)
  int16_t seat = -1;     // seat that chose `move`, or kKeyedSeat
  uint16_t view = 0;     // G::private_view of `seat` when it chose (0 for the observer)
  uint32_t visits = 0;
  uint32_t avail = 0;    // iterations in which this move was available at the parent
  double reward = 0.0;   // summed reward of `seat`
};

template <class G>
class Worker {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Settings = typename G::Settings;
  static_assert(G::kMaxSearchMoves <= 64, "at most 64 candidates per decision");

  Worker(const Options& opt, const Settings& settings, uint64_t stream, size_t max_nodes)
      : opt_(opt), settings_(settings), rng_(Rng::stream(opt.seed, stream)), max_nodes_(max_nodes) {
    nodes_.reserve(4096);
    nodes_.emplace_back();  // root
    for (double& v : root_sum_) v = 0.0;
  }

  void iterate(const State& root, int observer) {
    observer_ = observer;
    State s = root;
    G::determinize(s, observer, settings_, rng_);
    uint32_t path[kMaxPath];
    int plen = 0;
    uint32_t v = 0;
    level_ = 0;
    bool leaf = false;
    double win[G::kMaxPlayers], margin[G::kMaxPlayers], reward[G::kMaxPlayers];
    bool evaluated = false;
    while (!leaf && !G::is_terminal(s)) {
      if (plen + G::kMaxPlayers + 1 >= kMaxPath) break;
      if (G::evaluate(s, settings_, win, margin)) {
        evaluated = true;
        break;
      }
      if (G::is_chance(s)) {
        const uint64_t key = G::chance_outcome(s, observer);
        G::apply_chance(s);
        v = keyed_child(v, kChanceKind, key, &leaf);
        if (v == kNil) break;
        ++level_;
        continue;
      }
      const uint32_t mask = G::acting_mask(s);
      if (G::is_simultaneous(s)) {
        bool created = false;
        for (uint32_t pending = mask; pending != 0; pending &= pending - 1) {
          const int seat = ctz(pending);
          Move m;
          const uint32_t c = select_sealed(v, s, seat, &m, &created);
          if (c != kNil) path[plen++] = c;
          G::apply(s, seat, m);
        }
        if (created || G::is_terminal(s)) break;
        v = keyed_child(v, kOutcomeKind, G::simultaneous_outcome(s), &leaf);
        if (v == kNil) break;
        ++level_;
      } else {
        const int seat = ctz(mask);
        Move m;
        const uint32_t c = select(v, s, seat, &m, &leaf);
        G::apply(s, seat, m);
        if (c == kNil) break;
        path[plen++] = c;
        v = c;
        ++level_;
      }
    }
    if (!evaluated && !rollout(s, win, margin)) G::returns(s, win, margin);
    const int n = G::num_players(s);
    const double b = opt_.reward_blend;
    const double extra = safe_weight();
    double lead[G::kMaxPlayers] = {};
    if constexpr (HasLead<G>::value) {
      if (extra > 0.0) G::lead(s, settings_, lead);
    }
    for (int i = 0; i < n; ++i) {
      reward[i] = (1.0 - b - extra) * win[i] + b * 0.5 * (1.0 + margin[i]) +
                  extra * 0.5 * (1.0 + lead[i]);
      root_sum_[i] += win[i];  // reported values stay expected win shares whatever the blend
    }
    for (int i = 0; i < plen; ++i) {
      Node& node = nodes_[path[i]];
      const double u = reward[node.seat];
      node.visits += 1;
      node.reward += u;
    }
    ++iterations_;
    ++tree_iterations_;
  }

  // Root statistics of every tree this worker has grown (Options::tree_iterations ends a
  // tree and starts a fresh one; the result needs only its root).
  struct RootEntry {
    int seat;
    uint32_t move;
    int64_t visits;
    double reward;
  };

  // True when the most visited of `seat`'s root moves (over this worker's trees) leads the
  // runner-up by more than `remaining` visits: an iteration adds at most one visit to one
  // of them, so no further iteration can change which move is most visited.
  bool decided(int seat, int64_t remaining) const {
    scratch_.clear();
    for (const RootEntry& e : done_) {
      if (e.seat == seat) tally(scratch_, e.seat, e.move, e.visits, 0.0);
    }
    for (uint32_t ch = nodes_[0].first_child; ch != kNil; ch = nodes_[ch].next_sibling) {
      if (nodes_[ch].seat == seat) tally(scratch_, seat, nodes_[ch].move, nodes_[ch].visits, 0.0);
    }
    int64_t top = 0, second = 0;
    for (const RootEntry& e : scratch_) {
      if (e.visits > top) second = top, top = e.visits;
      else if (e.visits > second) second = e.visits;
    }
    return top - second > remaining;
  }

  // The tree keeps the nodes it has (Options::tree_refine) and adds new ones only within
  // Options::refine_depth levels of the root (none at 0): deeper down it counts as full.
  void stop_growing() { refining_ = true; }

  // Iterations of the tree now growing.
  int64_t tree_iterations() const { return tree_iterations_; }

  // Folds the growing tree's root statistics into the finished trees' and empties it.
  void fold_tree() {
    for (uint32_t ch = nodes_[0].first_child; ch != kNil; ch = nodes_[ch].next_sibling) {
      const Node& node = nodes_[ch];
      tally(done_, node.seat, node.move, node.visits, node.reward);
    }
    nodes_total_ += static_cast<int64_t>(nodes_.size());
    nodes_.clear();
    nodes_.emplace_back();
    tree_iterations_ = 0;
  }

  // Folds the growing tree and starts an empty one drawing from RNG stream `stream`.
  void new_tree(uint64_t stream) {
    fold_tree();
    rng_ = Rng::stream(opt_.seed, stream);
    table_.assign(1024, Slot{});
    keyed_ = 0;
  }

  // After fold_tree(): the root statistics over all trees, in first-seen order.
  const std::vector<RootEntry>& root_entries() const { return done_; }
  int64_t nodes_total() const { return nodes_total_; }
  const double* root_sum() const { return root_sum_; }
  int64_t iterations() const { return iterations_; }

 private:
  static int ctz(uint32_t x) { return __builtin_ctz(x); }

  // Adds visits and reward to the entry of (seat, move), appending one if there is none.
  static void tally(std::vector<RootEntry>& entries, int seat, uint32_t move, int64_t visits,
                    double reward) {
    for (RootEntry& e : entries) {
      if (e.seat == seat && e.move == move) {
        e.visits += visits;
        e.reward += reward;
        return;
      }
    }
    entries.push_back(RootEntry{seat, move, visits, reward});
  }

  // The reward's extra money weight now (Options::safe_blend): 0 until the searching seat's
  // expected win share over this worker's iterations passes safe_win, then rising linearly
  // to safe_blend - reward_blend at a win share of 1. The first kSafeWarmup iterations are
  // too few to tell a safe lead.
  double safe_weight() const {
    if constexpr (!HasLead<G>::value) {
      return 0.0;
    } else {
      const double room = opt_.safe_blend - opt_.reward_blend;
      if (room <= 0.0 || iterations_ < kSafeWarmup) return 0.0;
      const double share = root_sum_[observer_] / static_cast<double>(iterations_);
      return room * std::clamp((share - opt_.safe_win) / (1.0 - opt_.safe_win), 0.0, 1.0);
    }
  }

  // Plays `s` out with the rollout policy; true if the game's evaluation ended it early
  // (rewards written), false at the end of the game.
  bool rollout(State& s, double* win, double* margin) {
    Move chosen[G::kMaxPlayers];
    while (!G::is_terminal(s)) {
      if (G::evaluate(s, settings_, win, margin)) return true;
      if (G::is_chance(s)) {
        G::apply_chance(s);
        continue;
      }
      const uint32_t mask = G::acting_mask(s);
      // Seats of a simultaneous phase all choose on the same state.
      for (uint32_t m = mask; m != 0; m &= m - 1) chosen[ctz(m)] = G::rollout_move(s, ctz(m), settings_, rng_);
      for (uint32_t m = mask; m != 0; m &= m - 1) G::apply(s, ctz(m), chosen[ctz(m)]);
    }
    return false;
  }

  // What another seat privately knows that its decision here is keyed by (its nodes hold
  // statistics apart per view: a coarse multiple-observer tree); 0 for the observer, whose
  // information is the same in every determinization.
  uint16_t view_of(const State& s, int seat) const {
    return seat == observer_ ? 0 : G::private_view(s, seat, settings_);
  }

  // Candidates of `seat` (in private view `view`) at node v matched to its existing children
  // (kNil where none); bumps the availability of the matched children.
  int candidates(uint32_t v, const State& s, int seat, uint16_t view, Move* cand, uint32_t* child) {
    const bool root = v == 0 && seat == observer_;
    const int n = G::search_moves(s, seat, observer_, root, settings_, cand);
    for (int k = 0; k < n; ++k) child[k] = kNil;
    for (uint32_t ch = nodes_[v].first_child; ch != kNil; ch = nodes_[ch].next_sibling) {
      Node& node = nodes_[ch];
      if (node.seat != seat || node.view != view) continue;
      for (int k = 0; k < n; ++k) {
        if (cand[k] == node.move) {
          child[k] = ch;
          node.avail += 1;
          break;
        }
      }
    }
    return n;
  }

  // The candidate the prior singles out (its unique largest share), -1 when none does (a
  // flat prior is no model of the seat).
  static int model_move(const float* prior, int n) {
    int best = 0, ties = 0;
    for (int k = 1; k < n; ++k) {
      if (prior[k] > prior[best]) {
        best = k, ties = 0;
      } else if (prior[k] == prior[best]) {
        ++ties;
      }
    }
    return n > 1 && ties == 0 ? best : -1;
  }

  // `seat`'s move at sequential node v. A candidate without a node gets one (ending the
  // tree walk: *leaf); returns the chosen child (kNil when the tree is full).
  uint32_t select(uint32_t v, const State& s, int seat, Move* out, bool* leaf) {
    Move cand[G::kMaxSearchMoves];
    uint32_t child[G::kMaxSearchMoves];
    const uint16_t view = view_of(s, seat);
    const int n = candidates(v, s, seat, view, cand, child);
    const Rule rule = seat == observer_ ? opt_.own_rule : opt_.opponent_rule;
    const double c = seat == observer_ ? opt_.exploration : opt_.opponent_exploration;
    // A full tree (Options::max_tree_mb; a refining one below Options::refine_depth
    // levels) adds no node, so a candidate without one can never gather statistics: a
    // statistical rule would keep picking it (its exploration bonus only grows) and every
    // later iteration through here would play it. Such candidates are left out of the
    // rules below; where none has a node this is a leaf: the rollout policy moves and the
    // playout goes on from here.
    const bool full = !may_grow();
    if (full) {
      bool any = false;
      for (int k = 0; k < n; ++k) any = any || child[k] != kNil;
      if (!any) {
        *out = G::rollout_move(s, seat, settings_, rng_);
        *leaf = true;
        return kNil;
      }
    }
    int pick = 0;
    if (rule == Rule::kUcb) {
      int untried[G::kMaxSearchMoves];
      int nu = 0;
      double best_score = -1e300;
      for (int k = 0; k < n; ++k) {
        if (child[k] == kNil && full) continue;
        if (child[k] == kNil || nodes_[child[k]].visits == 0) {
          untried[nu++] = k;
          continue;
        }
        const Node& node = nodes_[child[k]];
        const double score = node.reward / node.visits +
                             c * std::sqrt(std::log(static_cast<double>(node.avail)) / node.visits);
        if (score > best_score) best_score = score, pick = k;
      }
      if (nu > 0) pick = untried[rng_.below(static_cast<uint32_t>(nu))];
    } else {
      float prior[G::kMaxSearchMoves];
      G::prior(s, seat, observer_, cand, n, settings_, prior);
      const int model =
          seat != observer_ && opt_.opponent_model_share > 0.0 ? model_move(prior, n) : -1;
      if (model >= 0 && rng_.uniform() < opt_.opponent_model_share) {
        pick = model;
      } else if (rule == Rule::kPolicy) {
        double x = rng_.uniform();
        pick = n - 1;
        for (int k = 0; k < n; ++k) {
          x -= prior[k];
          if (x < 0.0) {
            pick = k;
            break;
          }
        }
      } else {
        // PUCT. Unvisited candidates start from the mean of the visited ones (or 0.5).
        double visits = 0.0, sum = 0.0;
        for (int k = 0; k < n; ++k) {
          if (child[k] == kNil) continue;
          visits += nodes_[child[k]].visits;
          sum += nodes_[child[k]].reward;
        }
        const double fpu = visits > 0.0 ? sum / visits : 0.5;
        const double scale = c * std::sqrt(visits + 1.0);
        double best_score = -1e300;
        for (int k = 0; k < n; ++k) {
          const uint32_t ch = child[k];
          if (ch == kNil && full) continue;
          const double nv = ch == kNil ? 0.0 : nodes_[ch].visits;
          const double q = nv > 0.0 ? nodes_[ch].reward / nv : fpu;
          const double score = q + scale * prior[k] / (1.0 + nv);
          if (score > best_score) best_score = score, pick = k;
        }
      }
    }
    *out = cand[pick];
    if (child[pick] != kNil && nodes_[child[pick]].visits > 0) return child[pick];
    *leaf = true;
    if (child[pick] != kNil) return child[pick];
    return add_child(v, seat, view, cand[pick]);
  }

  // `seat`'s pick in a simultaneous phase at node v: every candidate gets a node on the
  // first visit (*created); the pick is sampled by regret matching on the empirical means:
  // a move's regret is N * (its mean reward - this seat's mean reward here), N = this seat's
  // visits here; the strategy is proportional to the positive regrets plus the game's
  // prior * sqrt(N + 1) (so play starts at the policy and regrets take over as they
  // accumulate), mixed with gamma of uniform exploration. No importance weights: rarely
  // sampled moves cannot swing the strategy. Unvisited moves count at the node's mean.
  static constexpr double kShrink = 5.0;
  uint32_t select_sealed(uint32_t v, const State& s, int seat, Move* out, bool* created) {
    Move cand[G::kMaxSearchMoves];
    uint32_t child[G::kMaxSearchMoves];
    const uint16_t view = view_of(s, seat);
    const int n = candidates(v, s, seat, view, cand, child);
    for (int k = 0; k < n; ++k) {
      if (child[k] != kNil) continue;
      child[k] = add_child(v, seat, view, cand[k]);
      *created = true;
    }
    float prior[G::kMaxSearchMoves];
    G::prior(s, seat, observer_, cand, n, settings_, prior);
    double visits = 0.0, sum = 0.0;
    for (int k = 0; k < n; ++k) {
      if (child[k] == kNil) continue;
      visits += nodes_[child[k]].visits;
      sum += nodes_[child[k]].reward;
    }
    const double mean = visits > 0.0 ? sum / visits : 0.0;
    const double seed = std::sqrt(visits + 1.0);
    double weight[G::kMaxSearchMoves], total = 0.0;
    for (int k = 0; k < n; ++k) {
      double regret = 0.0;
      if (child[k] != kNil && nodes_[child[k]].visits > 0) {
        // The move's mean shrunk toward the node's by kShrink pseudo-visits: a lucky first
        // sample does not make a move look like a sure thing.
        const Node& c = nodes_[child[k]];
        regret = visits * ((c.reward + kShrink * mean) / (c.visits + kShrink) - mean);
      }
      weight[k] = std::max(0.0, regret) + seed * prior[k];
      total += weight[k];
    }
    const double g = opt_.sealed_gamma;
    int pick = n - 1;
    double x = rng_.uniform();
    for (int k = 0; k < n; ++k) {
      x -= (1.0 - g) * (total > 0.0 ? weight[k] / total : 1.0 / n) + g / n;
      if (x < 0.0) {
        pick = k;
        break;
      }
    }
    *out = cand[pick];
    return child[pick];
  }

  // The child of v reached through a chance step or a sealed outcome with this exact key,
  // created (ending the tree walk: *leaf) if missing; kNil when the tree is full.
  uint32_t keyed_child(uint32_t v, uint8_t kind, uint64_t key, bool* leaf) {
    const uint64_t h = (key * 0x9E3779B97F4A7C15ULL) ^ (static_cast<uint64_t>(v) * 0xC2B2AE3D27D4EB4FULL) ^ kind;
    size_t mask = table_.size() - 1;
    size_t i = static_cast<size_t>((h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL >> 17) & mask;
    while (table_[i].child != kNil) {
      const Slot& e = table_[i];
      if (e.key == key && e.parent == v && e.kind == kind) return e.child;
      i = (i + 1) & mask;
    }
    *leaf = true;
    if (!may_grow()) return kNil;
    const uint32_t id = static_cast<uint32_t>(nodes_.size());
    push_node(kKeyedSeat, 0, 0);
    table_[i] = Slot{key, v, id, kind};
    if (++keyed_ * 2 > table_.size()) grow_table();
    return id;
  }

  void grow_table() {
    std::vector<Slot> old(table_.size() * 2);
    old.swap(table_);
    const size_t mask = table_.size() - 1;
    for (const Slot& e : old) {
      if (e.child == kNil) continue;
      const uint64_t h = (e.key * 0x9E3779B97F4A7C15ULL) ^ (static_cast<uint64_t>(e.parent) * 0xC2B2AE3D27D4EB4FULL) ^ e.kind;
      size_t i = static_cast<size_t>((h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL >> 17) & mask;
      while (table_[i].child != kNil) i = (i + 1) & mask;
      table_[i] = e;
    }
  }

  void push_node(int seat, uint16_t view, uint32_t move) {
    if (nodes_.size() == nodes_.capacity()) nodes_.reserve(nodes_.size() * 2);
    nodes_.emplace_back();
    nodes_.back().seat = static_cast<int16_t>(seat);
    nodes_.back().view = view;
    nodes_.back().move = move;
  }

  // Whether a child may be added below the node the walk is at (level_ levels down).
  bool may_grow() const {
    return nodes_.size() < max_nodes_ && (!refining_ || level_ < opt_.refine_depth);
  }

  uint32_t add_child(uint32_t parent, int seat, uint16_t view, uint32_t move) {
    if (!may_grow()) return kNil;
    const uint32_t id = static_cast<uint32_t>(nodes_.size());
    push_node(seat, view, move);
    Node& node = nodes_.back();
    node.avail = 1;
    node.next_sibling = nodes_[parent].first_child;
    nodes_[parent].first_child = id;
    return id;
  }

  struct Slot {
    uint64_t key = 0;
    uint32_t parent = 0;
    uint32_t child = kNil;
    uint8_t kind = 0;
  };

  const Options& opt_;
  const Settings& settings_;
  Rng rng_;
  size_t max_nodes_;
  bool refining_ = false;  // past tree_iterations: grows within refine_depth levels only
  int level_ = 0;          // levels below the root of the node the walk is at
  int observer_ = 0;
  std::vector<Node> nodes_;
  std::vector<Slot> table_ = std::vector<Slot>(1024);
  size_t keyed_ = 0;
  double root_sum_[G::kMaxPlayers];  // over all trees of this worker
  int64_t iterations_ = 0;           // over all trees of this worker
  int64_t tree_iterations_ = 0;
  int64_t nodes_total_ = 0;          // nodes of the finished trees
  std::vector<RootEntry> done_;      // root statistics of the finished trees
  mutable std::vector<RootEntry> scratch_;  // decided()'s totals, kept to reuse its memory
};

}  // namespace detail

// Runs the search for `seat` (which must be acting in `root`) and returns the decision.
// Blocks the calling thread; `opt.stop` and `opt.progress` may be used from other threads.
template <class G>
Result search(const typename G::State& root, int seat, const Options& opt,
              const typename G::Settings& settings = typename G::Settings{}) {
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
  const size_t max_nodes = std::max<size_t>(
      16, static_cast<size_t>(opt.max_tree_mb) * (size_t{1} << 20) / threads / (sizeof(detail::Node) + 16));
  std::vector<detail::Worker<G>> workers;
  workers.reserve(threads);
  for (int t = 0; t < threads; ++t) workers.emplace_back(opt, settings, static_cast<uint64_t>(t), max_nodes);

  auto run = [&](int t) {
    int64_t budget = -1;
    if (opt.iterations > 0) budget = opt.iterations / threads + (t < opt.iterations % threads ? 1 : 0);
    detail::Worker<G>& w = workers[t];
    const bool may_stop_early = opt.stop_when_decided && threads == 1 && budget > 0 &&
                                opt.final_rule == 0 && opt.temperature <= 0.0;
    uint64_t trees = 1;
    for (int64_t i = 0; budget < 0 || i < budget; ++i) {
      if (opt.stop && opt.stop->load(std::memory_order_relaxed)) break;
      if (opt.time_ms > 0 && std::chrono::steady_clock::now() >= deadline) break;
      if (may_stop_early && (i & 63) == 63 && w.decided(seat, budget - i)) break;
      if (opt.tree_iterations > 0 && w.tree_iterations() >= opt.tree_iterations) {
        if (opt.tree_refine) {
          w.stop_growing();
        } else {
          // Tree k of thread t draws from stream t + k * threads: the first tree of every
          // thread is the one a search without the cap grows.
          w.new_tree(static_cast<uint64_t>(t) + trees * static_cast<uint64_t>(threads));
          ++trees;
        }
      }
      w.iterate(root, seat);
      count.fetch_add(1, std::memory_order_relaxed);
    }
    w.fold_tree();
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (auto& th : pool) th.join();

  // Merge root statistics across threads and trees, in candidate order of the real root.
  Result res;
  const int n = G::num_players(root);
  res.values.assign(n, 0.0);
  for (const auto& w : workers) {
    res.iterations += w.iterations();
    res.nodes += w.nodes_total();
    for (int i = 0; i < n; ++i) res.values[i] += w.root_sum()[i];
  }
  if (res.iterations > 0) {
    for (double& v : res.values) v /= static_cast<double>(res.iterations);
  }
  // The searching seat's candidates come from the real root (its own view); other seats
  // of a sealed phase are reported by the moves their root children hold.
  auto add_stat = [&](int s, Move move, std::vector<MoveStat>& out) {
    MoveStat st;
    st.seat = s;
    st.move = move;
    st.text = G::move_to_string(root, s, move);
    double sum = 0.0;
    for (const auto& w : workers) {
      for (const auto& e : w.root_entries()) {
        if (e.seat == s && e.move == move) {
          st.visits += e.visits;
          sum += e.reward;
        }
      }
    }
    st.mean = st.visits > 0 ? sum / static_cast<double>(st.visits) : 0.0;
    out.push_back(st);
  };
  {
    Move cand[G::kMaxSearchMoves];
    const int k = G::search_moves(root, seat, seat, true, settings, cand);
    for (int i = 0; i < k; ++i) add_stat(seat, cand[i], res.stats);
  }
  for (int s = 0; s < n; ++s) {
    if (s == seat) continue;
    std::vector<Move> moves;
    for (const auto& w : workers) {
      for (const auto& e : w.root_entries()) {
        if (e.seat == s) moves.push_back(e.move);
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
