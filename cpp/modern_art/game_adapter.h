// Modern Art as a search game (cpp/search/game_concept.h), with the bid abstraction.
//
// Bidding decisions are reduced to a few candidates: pass, the minimum raise, and a grid
// of `grid` amounts spread over 0.2x..1.2x the estimated value at stake (see
// heuristic_bot.h; it uses only public facts and the bidder's own hand), clamped to the
// legal range (so money caps it) and de-duplicated. Fixed prices use the same grid over [1, money]. Candidates are always generated
// from the current high bid, so a root position after an opponent's off-grid bid works.
// Other decisions (which card to play, add/decline, accept/decline, reveal) are exact.
#pragma once
#include <algorithm>
#include <cmath>
#include <string>

#include "common/rng.h"
#include "modern_art/heuristic_bot.h"
#include "modern_art/notation.h"
#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

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
      return 1 + amounts(value_at_stake(s, seat), lo, money, grid, kBid, out + 1);
    }
    if (ph == Phase::FixedPrice) {
      if (money <= 0) {
        out[0] = make_move(kPrice, 0);
        return 1;
      }
      return amounts(value_at_stake(s, seat), 1, money, grid, kPrice, out);
    }
    Move buf[kMaxSearchMoves];
    const int n = legal_moves(s, seat, buf, kMaxSearchMoves);
    std::copy(buf, buf + std::min(n, kMaxSearchMoves), out);
    return std::min(n, kMaxSearchMoves);
  }

  static void apply(State& s, int seat, Move m) { modern_art::apply(s, seat, m); }

  static Move rollout_move(const State& s, int seat, int policy, Rng& rng) {
    if (policy == 1) return heuristic_move(s, seat, kRolloutFraction, rng);
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

}  // namespace modern_art
}  // namespace galleria
