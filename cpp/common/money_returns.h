// The returns of a finished game scored in money, shared by the games whose winner is the
// richest seat (ties broken by each game's own rule, given as the mask of winners).
#pragma once
#include <cstdint>

namespace galleria {

// win_share[i]: 1/w for each of the w winners, 0 for the others. margin[i]: the seat's money
// minus the table's mean, divided by the largest such distance (at least 1), so in [-1, 1].
inline void money_returns(const int32_t* money, int players, uint32_t winners, double* win_share,
                          double* margin) {
  const int nw = __builtin_popcount(winners);
  double mean = 0;
  for (int i = 0; i < players; ++i) mean += money[i];
  mean /= players;
  double spread = 1.0;
  for (int i = 0; i < players; ++i) {
    const double d = money[i] - mean;
    if (d > spread) spread = d;
    if (-d > spread) spread = -d;
  }
  for (int i = 0; i < players; ++i) {
    win_share[i] = (winners >> i & 1u) ? 1.0 / nw : 0.0;
    margin[i] = (money[i] - mean) / spread;
  }
}

}  // namespace galleria
