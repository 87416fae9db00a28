// The `value` bot: a Modern Art player that bids from a projected painting value.
//
// It reads only what `seat` may know (own hand, public counts, value board, purchases,
// money, the auction in progress) and:
//  - projects each artist's value at the end of this season from the cards played, its own
//    hand and the unseen cards (expected share in the other hands), with a rank
//    uncertainty that shrinks as the season nears its end;
//  - bids up to a share of that value that depends on who is paid (a rival seller, itself
//    as auctioneer, a split double), less when the seller leads the table;
//  - never bids more than needed: +1 raises in open auctions, and in once-around and sealed
//    auctions no more than the richest rival who can still compete could pay (+1);
//  - sets fixed prices so that a sale or a forced buy-back are both worth about half the
//    value, or above what any rival can pay when they are poor;
//  - plays the card whose auction earns most, counting how the play moves the values of
//    the paintings already bought this season, and ends a season only when that pays.
// Used as a panel opponent, as the search's rollout policy and as its opponent prior.
#pragma once
#include "common/rng.h"
#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

struct ValueParams {
  double buy = 1.1;          // share of the value paid to a rival seller
  double leader_cut = 0.15;  // less when the seller leads the table (share of value)
  double sealed = 0.75;      // sealed and once-around bids: shading of the limit
  double fixed = 0.7;        // fixed price: share of the value
  double jump = 0.0;         // open raises: 0 = +1 steps; f = jump f of the way to the limit
  double width0 = 0.45;      // rank uncertainty at the season's end (cards)
  double width1 = 0.35;      // rank uncertainty per card still to be played
  double momentum = 0.0;     // leading artists draw more of the remaining plays (per card)
};

// Throws std::invalid_argument naming the first field outside the range the bot is meant
// for (shares 0..4, leader_cut, jump and momentum 0..1, widths 0..10 with width0 > 0);
// outside it the bids turn into casts of numbers no int holds, or the ranking inverts.
void validate(const ValueParams& p);

// What the bot's decisions rest on, as `seat` (or the public, seat -1) sees it: projected
// final season counts and expected painting values. Depends on the cards played, the value
// board, the hand sizes and `seat`'s hand only (not on money or purchases), so a caller may
// keep it until the next card is played, revealed or dealt.
struct Outlook {
  double count[kArtists];  // projected final counts of this season
  double slope;            // of a duel's chance in the count gap: 1 / (2 * rank uncertainty)
  double phi;              // share of the cards in hands expected to be played this season
  // Expected value of one painting at the end of this season: computed on first use
  // (outlook_value); bit a of `known` marks value[a] computed.
  mutable double value[kArtists];
  mutable unsigned known;
};
void make_outlook(const State& s, int seat, const ValueParams& p, Outlook* out);
double outlook_value(const State& s, const Outlook& o, int artist);

// Expected value of one painting of each artist at the end of this season, as `seat` sees it.
void project_values(const State& s, int seat, double value[kArtists]);

// The same projection from public facts only (no hand known): what every seat can compute.
void public_values(const State& s, double value[kArtists]);

// Estimated worth of the painting(s) on offer (0 outside auctions), as `seat` sees it.
double value_stake(const State& s, int seat);
// The same under an outlook already made (any params; seat -1 for the public's view).
double value_stake(const State& s, const Outlook& o);

// The most `seat` would pay for the painting(s) on offer, with the sellers of this auction.
double value_limit(const State& s, int seat, const ValueParams& p);
double value_limit(const State& s, int seat, const ValueParams& p, const Outlook& o);

// A value-bot move for `seat` (which must be acting). `rng` only breaks near-ties. The
// second form takes `seat`'s outlook made with the same params (see make_outlook).
Move value_move(const State& s, int seat, const ValueParams& p, Rng& rng);
Move value_move(const State& s, int seat, const ValueParams& p, Rng& rng, const Outlook& o);

// `p` paying `spend` times as much: its buy, sealed and fixed shares scaled (the value bot's
// `spend` option and the search's value styles).
inline ValueParams with_spend(ValueParams p, double spend) {
  p.buy *= spend;
  p.sealed *= spend;
  p.fixed *= spend;
  return p;
}

}  // namespace modern_art
}  // namespace galleria
