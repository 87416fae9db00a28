// The search's models of an opponent ("styles") and how well each explains what a seat did.
//
// In every determinization the search draws a model for each other seat: the value bot
// (style 0, also the rollout policy), the heuristic bot with the bid limit kStyleFraction[k]
// (k = 1..4), a value bot that pays less than the policy (k = 5: its buy, sealed and
// fixed shares times kStyleSpend[5]), or a value bot unsure of the artists' ranking (k = 6:
// the rank uncertainty kStyleWidth0/1[6] instead of the policy's, so it values the leading
// artists lower and the trailing ones higher), or a random bidder (k = 7, kRandomStyle:
// uniform legal moves, as the `random` bot plays; drawn only where style_count includes
// it). By default the draw follows a fixed mix of
// the first kPlainStyles (Settings::opponent_mix). A caller that watches a game can sharpen
// it: the log-likelihood of a seat's observed auction decisions under each style, summed
// over the game, turns the mix into a posterior (Settings::style_evidence), so an opponent
// that bids like a frugal heuristic is modelled as one more often than as a value bidder,
// and one that bids from the value but cheaper than the policy, or from a flatter ranking,
// as such a bidder. (A value style that pays more was tried: it fits free-spending value
// bots well and loses badly against them, bench/README.md.)
#pragma once
#include "common/rng.h"
#include "modern_art/state.h"
#include "modern_art/value_bot.h"

namespace galleria {
namespace modern_art {

constexpr int kStyles = 8;
constexpr int kPlainStyles = 5;  // the styles of the plain mix (no evidence)
constexpr int kRandomStyle = 7;  // the random bidder: neither a heuristic nor a value style
// Heuristic styles: their bid limit (0: a value style or the random one).
constexpr double kStyleFraction[kStyles] = {0.0, 0.3, 0.5, 0.7, 0.9, 0.0, 0.0, 0.0};
// Value styles: their buy, sealed and fixed shares relative to the policy's (0: not one).
constexpr double kStyleSpend[kStyles] = {1.0, 0.0, 0.0, 0.0, 0.0, 0.75, 1.0, 0.0};
// Value styles: their rank uncertainty (width0, width1) where it is not the policy's (0:
// the policy's). Style 6 values the artists as a bot unsure of the ranking would: the
// leaders lower, the trailing artists higher.
constexpr double kStyleWidth0[kStyles] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0};
constexpr double kStyleWidth1[kStyles] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0};
// Does style k value the artists as the policy does (so it can share the policy's outlook)?
inline bool shares_outlook(int k) { return kStyleSpend[k] > 0.0 && kStyleWidth0[k] == 0.0; }
// In the posterior's prior, the share of the value bot's mix weight that goes to the value
// style that pays less (5); without evidence neither it nor style 6 is ever drawn.
constexpr double kSpendShare = 0.5;
// The style unsure of the ranking (6) enters the posterior's prior with this share of the
// value bot's mix weight on top of the others' (which keep theirs): small, so it carries
// weight only for a seat whose evidence singles it out, not for one no style explains.
constexpr double kUnsureShare = 0.01;
// The random style enters the posterior's prior with this share of the whole mix (the
// others keep theirs): small for the same reason. It earns evidence only from a price no
// other style would pay or name (add_style_evidence): weighed as the others are, it
// explained, better than their floor, any bidder none of them fits, took a momentum value
// bidder's weight mid-game and the search lost against it (bench/README.md). Off by
// default (style_count).
constexpr double kRandomShare = 0.01;
// What a seat's model may pay times its style (Settings::spend_levels): the style itself,
// then less. Never more: a model that pays more than its style fits free spenders and
// loses against them (bench/README.md).
constexpr int kSpendLevels = 3;
constexpr double kSpendLevel[kSpendLevels] = {1.0, 0.9, 0.8};

// The move of `seat` under style k. `o`, if given, is `seat`'s outlook under `policy`
// (make_outlook): the value styles that differ from the policy only in what they pay share
// it (shares_outlook); one unsure of the ranking values the artists itself and ignores it.
// `spend` scales what the style pays: its bid limit, or its buy, sealed and fixed shares.
Move style_move(const State& s, int seat, int style, const ValueParams& policy, Rng& rng,
                const Outlook* o = nullptr, double spend = 1.0);

// True for the decisions that tell the styles apart: bids, passes, fixed prices, answers.
bool reveals_style(const State& before, int seat);

// Adds to out[k] the log-likelihood that `seat`, modelled as style k, chose `m` in `before`,
// as `observer` can judge it: averaged over `samples` determinizations of the hands
// `observer` cannot see (drawn from `seed`), so no hidden card is read. Open-auction moves
// count as bid or pass; amounts elsewhere match within a tolerance; a floor keeps one
// surprising move from ruling a style out. The random style is weighed so only where `m`
// commits more than 1.5 times the lot's public value plus $5; elsewhere it gets the other
// styles' mean. Does nothing for moves that reveal no style.
// Only the first `count` styles are weighed (the rest of `out` is left alone). With
// `levels` > 1, lower[j - 1][k] gains the same for style k paying kSpendLevel[j] times its
// style (j = 1..levels-1), from a stream of its own so `out` is as without them. Returns
// whether the move was weighed.
bool add_style_evidence(const State& before, int observer, int seat, Move m,
                        const ValueParams& policy, int samples, uint64_t seed,
                        double out[kStyles], int count = kStyles,
                        double (*lower)[kStyles] = nullptr, int levels = 1);

}  // namespace modern_art
}  // namespace galleria
