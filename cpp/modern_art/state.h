// Modern Art rules core: the plain-data game state and the rules operating on it.
// Rules: docs/rules/modern_art.md (including every point where the printed rules are silent).
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>

#include "common/rng.h"
#include "modern_art/cards.h"

namespace galleria {
namespace modern_art {

enum class Virtual : uint8_t { None = 0, Turn = 1, Winner = 2 };

struct Config {
  int players = 4;                    // 3..5
  bool double_all_to_second = false;  // Hungarian variant: adder of a double gets all the payment
  Virtual virtual_mode = Virtual::None;  // 3-player virtual fourth player; only with players == 3
};

enum class Phase : uint8_t {
  Play = 0,       // `actor` (the auctioneer) plays a card
  DoubleOffer,    // `actor` answers add <card> / noadd for the double on offer
  Open,           // rotating ascending bidding; `actor` raises or passes
  OnceAround,     // `actor` bids once or passes; the auctioneer acts last
  Sealed,         // simultaneous: every seat not yet in `submitted` bids or passes
  FixedPrice,     // `actor` (the auctioneer) announces the price
  FixedAnswer,    // `actor` accepts or declines the price
  VirtualReveal,  // `actor` decides whether the virtual pile's top card is revealed
  GameOver,
};

// Move codes: kind in the top byte, argument (card kind or amount) below. 0 is never legal.
// The same code means the same move in every state and every determinization.
using Move = uint32_t;
enum MoveKind : uint32_t {
  kPlay = 1, kAdd, kNoAdd, kBid, kPass, kPrice, kAccept, kDecline, kReveal, kNoReveal
};
constexpr Move make_move(uint32_t kind, uint32_t arg = 0) { return (kind << 24) | arg; }
constexpr uint32_t move_kind(Move m) { return m >> 24; }
constexpr uint32_t move_arg(Move m) { return m & 0xFFFFFFu; }
constexpr uint32_t kMaxAmount = 0xFFFFFFu;

// One completed season's scoring record is stored in the State (score_* arrays).
// Everything lives in this struct: trivially copyable, no padding (so memcmp equality and
// byte-exact JSON round-trips hold), no heap.
struct State {
  int32_t money[kMaxPlayers];
  int32_t paid_by_bank[kMaxPlayers];  // bank -> seat: painting sales
  int32_t paid_to_bank[kMaxPlayers];  // seat -> bank: auctioneer buying its own auction
  int32_t sealed_bid[kMaxPlayers];    // pending sealed bids (valid where `submitted` bit set)
  int32_t high_bid;                   // open / once-around: current high bid (0 = none)
  int32_t price;                      // fixed-price auction: announced price
  int16_t score_earnings[kSeasons][kMaxPlayers];  // money each seat got from the bank
  uint8_t hand[kMaxPlayers][kKinds];  // counts per card kind
  uint8_t hand_size[kMaxPlayers];
  uint8_t deck[kCards];               // card kinds in deal order; deck[deck_pos..70) undealt
  uint8_t deck_pos;
  uint8_t vpile[24];                  // virtual pile: vpile[vp_head..vp_tail), top = vp_head
  uint8_t vp_head, vp_tail;
  uint8_t bought[kMaxPlayers][kArtists];  // paintings bought this season
  uint8_t season_count[kArtists];         // cards played this season (incl. unsold, revealed)
  uint8_t board[kSeasons][kArtists];      // value markers placed (0, 10, 20, 30)
  uint8_t score_count[kSeasons][kArtists];
  uint8_t score_rank[kSeasons][3];        // ranked artists, kNoCard where fewer than 3
  uint8_t score_value[kSeasons][kArtists];  // value per painting that season
  uint8_t seen[kKinds];  // public: cards of each kind played face up so far this game
  uint8_t players, double_all, virt;      // config
  uint8_t season;        // 0..3
  uint8_t scored;        // number of seasons scored (0..4)
  uint8_t phase;         // Phase
  uint8_t actor;         // the single acting seat (all phases except Sealed and GameOver)
  uint8_t original;      // seat that played the current card (the double's original player)
  uint8_t runner;        // auctioneer of the current auction (the adder for a double)
  uint8_t card1, card2;  // cards on offer; card2 = kNoCard unless a double got its second
  uint8_t high_bidder;   // kNoSeat = none
  uint8_t passes;        // open auction: passes in succession since the last raise
  uint8_t submitted;     // sealed: bitmask of seats that have bid
  uint8_t ender;         // seat that played the season-ending card (or revealed it)
  uint8_t ender_reveal;  // 1 if the season ended on a virtual reveal
  uint8_t pad_[2];       // always zero
};
static_assert(std::is_trivially_copyable_v<State>, "State must be plain data");
static_assert(std::has_unique_object_representations_v<State>, "State must have no padding");

// ---- construction --------------------------------------------------------------------
// Throw std::invalid_argument with a readable message on a bad config / deck.
void validate_config(const Config& config);
State new_game(const Config& config, uint64_t seed);  // shuffles with galleria::Rng(seed)
// Explicit deal order of all 70 cards (exact composition required). Each season seat 0
// takes the next k cards, then seat 1, ..., then the virtual pile (3-player virtual variant).
State new_game(const Config& config, const uint8_t deck[kCards]);
Config config_of(const State& s);

// ---- queries ---------------------------------------------------------------------------
inline int num_players(const State& s) { return s.players; }
inline bool is_terminal(const State& s) { return s.phase == uint8_t(Phase::GameOver); }
inline Phase phase(const State& s) { return Phase(s.phase); }
inline bool is_simultaneous(const State& s) { return s.phase == uint8_t(Phase::Sealed); }
// Does the lot on offer sell for two seats? A double completed by another seat pays half its
// price to the original player and half to the adder (unless the variant gives it all to the
// second).
inline bool sale_is_split(const State& s) {
  return s.card2 != kNoCard && s.original != s.runner && !s.double_all;
}
// Would one more card of `artist` put face up this season end it (its fifth)?
inline bool next_card_ends_season(const State& s, int artist) {
  return s.season_count[artist] + 1 >= kSeasonEndCount;
}
// Is `seat` a seller of the lot on offer (its auctioneer, or the original player of a split
// double)?
inline bool sells_lot(const State& s, int seat) {
  return seat == s.runner || (sale_is_split(s) && seat == s.original);
}
// Seats allowed to act now: one bit, except during a sealed auction (all unsubmitted seats).
uint32_t acting_mask(const State& s);
// First acting seat (lowest bit of acting_mask), -1 when terminal.
int current_player(const State& s);
bool operator==(const State& a, const State& b);
inline bool operator!=(const State& a, const State& b) { return !(a == b); }
int vpile_size(const State& s);
// Winners (shared on equal money) as a bitmask; only meaningful when terminal.
uint32_t winners_mask(const State& s);

// ---- moves -----------------------------------------------------------------------------
// Writes up to `cap` legal moves of `seat` into `out` (ascending codes); returns how many
// exist in total (bids enumerate the whole legal range). 0 if `seat` may not act.
int legal_moves(const State& s, int seat, Move* out, int cap);
int num_legal(const State& s, int seat);
// Checks legality; on failure writes a human-readable reason (e.g. "not your turn").
bool check_move(const State& s, int seat, Move m, std::string* why);
// Apply a legal move by `seat`. Precondition: check_move(s, seat, m) holds.
void apply(State& s, int seat, Move m);
// A uniformly random legal move of `seat` (bids uniform over the whole legal range) without
// enumerating bid lists. Precondition: seat is in acting_mask.
Move random_move(const State& s, int seat, Rng& rng);

// ---- results ---------------------------------------------------------------------------
// win_share: 1 split equally among the richest seats (0 for the others).
// margin_i = (money_i - mean) / max(1, max_j |money_j - mean|), in [-1, 1].
// Arrays must hold num_players entries. Meaningful at any time; final when terminal.
void returns(const State& s, double* win_share, double* margin);

// ---- hidden information ----------------------------------------------------------------
// Resample in place everything `seat` cannot see: the cards of the other hands, the undealt
// deck and the virtual pile are pooled, shuffled and dealt back keeping every location's
// size; other seats' pending sealed bids are cleared (marked unsubmitted).
// observation(seat) is unchanged.
void determinize(State& s, int seat, Rng& rng);

}  // namespace modern_art
}  // namespace galleria
