// Game-independent parts of the search: options (the one home of the tuned defaults),
// progress, results, final move choice, time management.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace galleria::search {

// Live view of a running search, readable from any thread (for `info` lines).
struct Progress {
  std::atomic<int64_t> iterations{0};
  std::atomic<int64_t> start_ns{0};  // steady_clock time of the search start
  std::atomic<bool> running{false};
  double elapsed_ms() const;
};

// How a seat picks among its candidates at a node of the tree.
enum class Rule : int {
  kUcb = 0,     // UCB1 with availability counts, every candidate tried once first
  kPuct = 1,    // PUCT: the game's prior() steers which candidates are tried and how often
  kPolicy = 2,  // sample from the game's prior() (a fixed opponent model, no statistics)
};

// The largest values search::validate accepts for the bounded options; Python reads them
// through _core.search_limits().
inline constexpr int kMaxRefineDepth = 1024;  // Options::refine_depth: past any walk's depth
inline constexpr int kMaxTreeMb = 1 << 20;    // Options::max_tree_mb: a terabyte of tree

// Every default here is the tuned setting (bench/README.md, Search); Python reads them
// through _core.search_defaults(), so the engine, the bots and the bench tools agree.
struct Options {
  int64_t iterations = 10000;  // total over all threads; <= 0: no iteration limit
  int64_t time_ms = 0;         // wall-time limit; <= 0: none
  int threads = 1;
  uint64_t seed = 0;
  Rule own_rule = Rule::kPuct;       // the searching seat's decisions
  Rule opponent_rule = Rule::kPuct;  // the other seats' sequential decisions
  double exploration = 0.7;          // constant of the searching seat's rule
  double opponent_exploration = 0.7; // constant of the other seats' rule
  // Share of the other seats' sequential decisions in the tree (PUCT or policy rule) that
  // play the move the game's prior singles out (its model of them) outright instead of by
  // their rule: a floor on the model's weight that does not fade as their statistics grow.
  // No effect where the prior is flat.
  double opponent_model_share = 0.5;
  double sealed_gamma = 0.1;   // simultaneous phases (regret matching): exploration share
  double reward_blend = 0.3;   // weight of the normalised money margin in the reward
  // Once the searching seat is safely winning, money counts for more: when its expected win
  // share so far (over the iterations done, after a short warm-up) passes safe_win, the
  // reward's money weight rises linearly from reward_blend to safe_blend at a win share of
  // 1, the extra weight taken from the win chance and given to the game's lead (G::lead: a
  // seat's money lead on a scale the game sets, which unlike the margin does not pin a far
  // leader at 1). Without it a far leader's reward is flat in money, and at 16k the search
  // lets its lead shrink against a value bidder. No effect when safe_blend <= reward_blend or
  // for a game without a lead. 0.7: against the frugal value bot 16k ends 22 richer than
  // without it, and over the panel it is nowhere below (bench/README.md, "Why 16k loses
  // money to vA" and the rows after it).
  double safe_blend = 0.7;
  double safe_win = 0.8;
  int final_rule = 0;          // 0: most visits; 1: best mean among well-visited moves
  double temperature = 0.0;    // 0: final_rule; > 0: sample proportional to visits^(1/T)
  int64_t max_tree_mb = 1024;  // memory for the trees (all threads); full trees stop growing
  // Iterations one tree may grow for; 0: one tree per thread, growing however long the
  // search. Searches of at most this size are unchanged. Past it a thread either keeps the
  // tree and refines it (tree_refine, the default): it adds nodes only within refine_depth
  // levels of the root (0: none), so the remaining iterations refine the statistics of the
  // deeper decisions it already has while its first levels go on growing; or it folds the
  // tree's root statistics into its result and grows a fresh tree from a new RNG stream
  // (an ensemble of trees). At 64k one deep tree lost to 16k; a 16k tree frozen whole bids
  // more than 16k and loses money to the value bot (its favoured lines hold learnt replies
  // deep down, the rest end in playouts after a level or two). Growing its first 12 levels
  // on bids as 16k does, and over the panel it is at or above 16k in win share by the
  // estimate and in money with the whole interval (the figures: bench/README.md, Search).
  int64_t tree_iterations = 16000;
  bool tree_refine = true;
  int refine_depth = 12;  // 0..kMaxRefineDepth
  // Stop an iteration-limited single-thread search once no remaining iteration could change
  // the most visited root move (final_rule 0, temperature 0): the same move, sooner, but
  // fewer iterations than asked (so off by default; the bench harness turns it on).
  bool stop_when_decided = false;
  const std::atomic<bool>* stop = nullptr;  // set from another thread to end the search
  Progress* progress = nullptr;
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
  int64_t nodes = 0;                  // tree nodes over all threads
  double elapsed_ms = 0.0;
};

// Throws std::invalid_argument on out-of-range options.
void validate(const Options& opt);

// The final move: under temperature 0 by final_rule (ties: earlier candidate); else a
// visits^(1/T) sample drawn from the seed. With no visits at all the first candidate.
uint32_t choose_move(const std::vector<MoveStat>& stats, const Options& opt);

// Time for one decision from a clock: `remaining_ms` left on the seat's clock, `increment_ms`
// added after each of its moves, about `decisions_left` searched decisions still to come
// (this one included). Spends an even share plus most of the increment, never more than a
// third of what is left, and keeps a reserve for the decisions still to come.
int64_t time_budget_ms(int64_t remaining_ms, int64_t increment_ms, int decisions_left);

}  // namespace galleria::search
