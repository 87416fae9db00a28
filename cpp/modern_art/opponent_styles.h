// The search's models of an opponent ("styles") and how well each explains what a seat did.
//
// In every determinization the search draws a model for each other seat: the value bot
// (style 0, also the rollout policy) or the heuristic bot with the bid limit
// kStyleFraction[k] (k > 0). By default the draw follows a fixed mix (Settings::opponent_mix).
// A caller that watches a game can sharpen it: the log-likelihood of a seat's observed
// auction decisions under each style, summed over the game, turns the mix into a posterior
// (Settings::style_evidence), so an opponent that bids like a frugal heuristic is modelled
// as one more often than as a value bidder.
#pragma once
#include "common/rng.h"
#include "modern_art/state.h"
#include "modern_art/value_bot.h"

namespace galleria {
namespace modern_art {

constexpr int kStyles = 5;
constexpr double kStyleFraction[kStyles] = {0.0, 0.3, 0.5, 0.7, 0.9};

// The move of `seat` under style k (0: the value bot with `policy`, else the heuristic).
Move style_move(const State& s, int seat, int style, const ValueParams& policy, Rng& rng);

// True for the decisions that tell the styles apart: bids, passes, fixed prices, answers.
bool reveals_style(const State& before, int seat);

// Adds to out[k] the log-likelihood that `seat`, modelled as style k, chose `m` in `before`,
// as `observer` can judge it: averaged over `samples` determinizations of the hands
// `observer` cannot see (drawn from `seed`), so no hidden card is read. Open-auction moves
// count as bid or pass; amounts elsewhere match within a tolerance; a floor keeps one
// surprising move from ruling a style out. Does nothing for moves that reveal no style.
void add_style_evidence(const State& before, int observer, int seat, Move m,
                        const ValueParams& policy, int samples, uint64_t seed,
                        double out[kStyles]);

}  // namespace modern_art
}  // namespace galleria
