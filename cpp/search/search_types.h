// Game-independent parts of the search: options, progress, results, final move choice.
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
  double elapsed_ms = 0.0;
};

// Throws std::invalid_argument on out-of-range options.
void validate(const Options& opt);

// Most visits (ties: earlier candidate), or a visits^(1/T) sample drawn from the seed.
// With no visits at all (stopped before the first iteration) the first candidate.
uint32_t choose_move(const std::vector<MoveStat>& stats, const Options& opt);

}  // namespace galleria::search
