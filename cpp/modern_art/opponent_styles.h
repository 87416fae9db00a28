// The search's models of an opponent ("styles") and how well each explains what a seat did.
//
// In every determinization the search draws a model for each other seat: the value bot
// (style 0, also the rollout policy), the heuristic bot with the bid limit kStyleFraction[k]
// (k = 1..4), or a value bot that pays less than the policy (k = 5: its buy, sealed and
// fixed shares times kStyleSpend[5]). By default the draw follows a fixed mix of the first
// kPlainStyles (Settings::opponent_mix). A caller that watches a game can sharpen
// it: the log-likelihood of a seat's observed auction decisions under each style, summed
// over the game, turns the mix into a posterior (Settings::style_evidence), so an opponent
// that bids like a frugal heuristic is modelled as one more often than as a value bidder,
// and one that bids from the value but cheaper than the policy as such a bidder. (A value
// style that pays more was tried: it fits free-spending value bots well and loses badly
// against them, bench/README.md.)
#pragma once
#include "common/rng.h"
#include "modern_art/state.h"
#include "modern_art/value_bot.h"

namespace galleria {
namespace modern_art {

constexpr int kStyles = 6;
constexpr int kPlainStyles = 5;  // the styles of the plain mix (no evidence)
// Heuristic styles: their bid limit (0: a value style).
constexpr double kStyleFraction[kStyles] = {0.0, 0.3, 0.5, 0.7, 0.9, 0.0};
// Value styles: their buy, sealed and fixed shares relative to the policy's (0: heuristic).
constexpr double kStyleSpend[kStyles] = {1.0, 0.0, 0.0, 0.0, 0.0, 0.75};
// In the posterior's prior, the share of the value bot's mix weight that goes to the other
// value styles (evenly); without evidence they are never drawn.
constexpr double kSpendShare = 0.5;

// The move of `seat` under style k. `o`, if given, is `seat`'s outlook under `policy`
// (make_outlook; the value styles differ from the policy only in what they pay, so they
// share it).
Move style_move(const State& s, int seat, int style, const ValueParams& policy, Rng& rng,
                const Outlook* o = nullptr);

// True for the decisions that tell the styles apart: bids, passes, fixed prices, answers.
bool reveals_style(const State& before, int seat);

// Adds to out[k] the log-likelihood that `seat`, modelled as style k, chose `m` in `before`,
// as `observer` can judge it: averaged over `samples` determinizations of the hands
// `observer` cannot see (drawn from `seed`), so no hidden card is read. Open-auction moves
// count as bid or pass; amounts elsewhere match within a tolerance; a floor keeps one
// surprising move from ruling a style out. Does nothing for moves that reveal no style.
// Only the first `count` styles are weighed (the rest of `out` is left alone).
void add_style_evidence(const State& before, int observer, int seat, Move m,
                        const ValueParams& policy, int samples, uint64_t seed,
                        double out[kStyles], int count = kStyles);

}  // namespace modern_art
}  // namespace galleria
