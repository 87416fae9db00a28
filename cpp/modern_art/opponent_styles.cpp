#include "modern_art/opponent_styles.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "modern_art/heuristic_bot.h"

namespace galleria {
namespace modern_art {

namespace {

// The likelihood never falls below this per decision: the styles are models, not the truth,
// and one odd bid should move the posterior, not settle it.
constexpr double kFloor = 0.05;

// How alike two moves are, 0..1: kind first; amounts by their relative distance.
double match(const State& before, Move a, Move b) {
  if (move_kind(a) != move_kind(b)) return 0.0;
  if (phase(before) == Phase::Open) return 1.0;  // raise sizes differ by design, not by value
  const uint32_t k = move_kind(a);
  if (k != kBid && k != kPrice) return 1.0;
  const double x = move_arg(a), y = move_arg(b);
  const double tol = std::max(2.0, 0.1 * std::max(x, y));
  return std::exp(-std::fabs(x - y) / tol);
}

// A price above this many times the public value at stake, plus kBeyondSlack, is one only
// a random bidder pays or names: the other styles bid from a value (on traces a momentum
// value bidder's random weight never rose above its prior with it).
constexpr double kBeyondValue = 1.5;
constexpr double kBeyondSlack = 5.0;

// Whether `m` (a bid, a fixed price or accepting one) commits more money than any style
// but the random bidder would: beyond kBeyondValue times the lot's public value. Reads
// public facts only (value_stake as seat -1 sees it).
bool beyond_any_value(const State& before, Move m) {
  if (before.card1 == kNoCard) return false;
  const uint32_t k = move_kind(m);
  const double amount = k == kBid || k == kPrice ? move_arg(m)
                        : k == kAccept          ? before.price
                                                : 0.0;
  return amount > 0.0 && amount > kBeyondValue * value_stake(before, -1) + kBeyondSlack;
}

}  // namespace

Move style_move(const State& s, int seat, int style, const ValueParams& policy, Rng& rng,
                const Outlook* o, double spend) {
  if (style == kRandomStyle) return random_move(s, seat, rng);
  if (kStyleFraction[style] > 0.0) {
    return heuristic_move(s, seat, kStyleFraction[style] * spend, rng);
  }
  ValueParams p = with_spend(policy, kStyleSpend[style] * spend);
  if (kStyleWidth0[style] > 0.0) {
    p.width0 = kStyleWidth0[style];
    p.width1 = kStyleWidth1[style];
    return value_move(s, seat, p, rng);
  }
  return o ? value_move(s, seat, p, rng, *o) : value_move(s, seat, p, rng);
}

bool reveals_style(const State& before, int seat) {
  if (!((acting_mask(before) >> seat) & 1u)) return false;
  switch (phase(before)) {
    case Phase::Open:
    case Phase::OnceAround:
    case Phase::Sealed:
    case Phase::FixedPrice:
    case Phase::FixedAnswer:
      return true;
    default:
      return false;
  }
}

bool add_style_evidence(const State& before, int observer, int seat, Move m,
                        const ValueParams& policy, int samples, uint64_t seed,
                        double out[kStyles], int count, double (*lower)[kStyles],
                        int levels) {
  if (seat == observer || samples <= 0 || !reveals_style(before, seat)) return false;
  count = std::clamp(count, 1, kStyles);
  // The random bidder earns evidence only from a price no other style would pay or name.
  // Elsewhere it is given the other styles' mean log-likelihood, no evidence either way:
  // a random bidder nearly always bids on in an open auction, and an amount no style
  // predicts is likelier under it than under the floor, so any bidder the other styles fit
  // badly (a momentum value bidder) would otherwise look random. (Not their best: summed
  // over a game, each decision's best would outscore every style.)
  const bool with_random = count > kRandomStyle;
  const bool weigh_random = with_random && beyond_any_value(before, m);
  const int sampled = with_random && !weigh_random ? kRandomStyle : count;
  // The random style draws from a stream of its own, so weighing it leaves every other
  // style's draws (and the evidence of a caller that leaves it out) as they were.
  // The lower spend levels draw from a stream of their own too.
  levels = lower ? std::clamp(levels, 1, kSpendLevels) : 1;
  Rng rng(seed), own(seed ^ 0x9e3779b97f4a7c15ull), low(seed ^ 0x5851f42d4c957f2dull);
  double sum[kSpendLevels][kStyles] = {};
  for (int i = 0; i < samples; ++i) {
    State d = before;
    determinize(d, observer, rng);
    for (int k = 0; k < sampled; ++k) {
      sum[0][k] += match(before, style_move(d, seat, k, policy, k == kRandomStyle ? own : rng), m);
    }
    for (int j = 1; j < levels; ++j) {
      for (int k = 0; k < std::min(sampled, kRandomStyle); ++k) {
        sum[j][k] += match(before, style_move(d, seat, k, policy, low, nullptr, kSpendLevel[j]), m);
      }
    }
  }
  for (int j = 0; j < levels; ++j) {
    double ll[kStyles] = {};
    for (int k = 0; k < std::min(sampled, kRandomStyle); ++k) {
      ll[k] = std::log(kFloor + (1.0 - kFloor) * sum[j][k] / samples);
    }
    // The random bidder pays alike at every level: its likelihood at the first, or the mean.
    if (sampled == kStyles) {
      ll[kRandomStyle] = std::log(kFloor + (1.0 - kFloor) * sum[0][kRandomStyle] / samples);
    } else if (sampled < count) {
      for (int k = 0; k < kRandomStyle; ++k) ll[kRandomStyle] += ll[k] / kRandomStyle;
    }
    double* into = j == 0 ? out : lower[j - 1];
    for (int k = 0; k < count; ++k) into[k] += ll[k];
  }
  return true;
}

}  // namespace modern_art
}  // namespace galleria
