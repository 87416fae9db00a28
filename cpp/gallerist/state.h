// The Gallerist rules core: the plain-data game state and the free functions on it.
// The rules implemented are the project's Gallerist rules (docs: protocol/notation.md for the
// decision structure); every component number comes from data.h.
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>

#include "common/rng.h"
#include "gallerist/data.h"
#include "gallerist/types.h"

namespace galleria {
namespace gallerist {

// The four rules options (variants), `key=value` in text form (config_from_options).
struct Config {
  int players = 4;                   // 2..4
  bool intermediate_scoring = true;  // intermediate_scoring=on|off
  bool contract_take_top = false;    // contract_take=any|top
  bool middle_auction_open = false;  // two_player_middle=closed|auction_open
  bool easel_any_artist = false;     // easel_value=discovered|any_artist
};

// Everything the setup shuffles decide (new_game from a seed draws one at random).
struct Setup {
  uint8_t start_player;
  uint8_t artist_tile[kArtists];      // candidate 0/1 of data::kArtistTiles per artist
  uint8_t discovered;                 // the blue artist that starts face up
  uint8_t discovery[kArtists];        // discovery tile (Bonus) on each face-down artist
  uint8_t works[kForms][kWorksPerForm];  // work codes, top first (the first is set aside)
  uint8_t easels[kMaxEasels];         // forms of the set-aside works put on the easels
  uint8_t bag[kMaxBag];               // visitor kinds in draw order (first drawn first)
  uint8_t bag_size;
  uint8_t contracts[kContracts];      // deal order
  uint8_t reputation[kRepTiles];      // deal order: market cells, then the 4 locations
  uint8_t curators[kMaxPlayers], dealers[kMaxPlayers];  // card 0..3 per seat
  uint64_t shuffle_seed;              // hidden key of later contract reshuffles
};

// The game state. Plain data: trivially copyable, no padding (memcmp equality, exact JSON
// round trip), no heap. Orders are "last element = next": bag[bag_n-1] is the next draw,
// deck[deck_n-1] the next card dealt, stack[f][stack_n-1] the top work, display[s][n-1] the
// visible card of a display space. Hidden from every seat: bag order, deck order, stack
// order below an exposed top, shuffle_key; others' curator/dealer cards (until the end).
// State::flags
constexpr uint32_t kAnnounce = 1;  // a table game: every random fact a seat sees is a chance
                                   // step (new_game_staged: the set-up; the objective cards
                                   // turned up at the final scoring)

struct State {
  // ---- 4-byte fields
  uint32_t flags;                          // kAnnounce
  uint32_t shuffle_key[2];                 // hidden: seeds the next contract reshuffle
  int32_t money[kMaxPlayers];
  int32_t money_gained[kMaxPlayers];       // ledger: money == 10 + gained - paid
  int32_t money_paid[kMaxPlayers];
  int32_t influence_gained[kMaxPlayers];   // ledger: influence == 10 + gained - paid (gains
  int32_t influence_paid[kMaxPlayers];     // counted after the cap at 35)
  // ---- 2-byte fields: scoring records
  int16_t final_money[kScoreSteps][kMaxPlayers];  // $ of each final scoring step
  int16_t market_money[kCols][kMaxPlayers];       // step 1 per column
  int16_t rep_influence[kMaxPlayers];             // step 2 influence gained
  int16_t inter_money[kMaxPlayers], inter_influence[kMaxPlayers];  // intermediate scoring
  // ---- 1-byte fields: config
  uint8_t players, opt_intermediate, opt_take_top, opt_middle_open, opt_easel_any;
  // ---- the decision machine
  uint8_t phase;          // Phase
  uint8_t actor;          // the seat deciding now (kNone during chance / at the end)
  uint8_t dec[4];         // parameters of the pending decision (see rules.cpp)
  uint8_t start_player, turn_player;
  uint8_t round;          // 0 during the opening placement, then 1..
  uint8_t end_stage;      // EndStage
  uint8_t triggers;       // end triggers seen: 1 booth empty, 2 two celebrities, 4 bag empty, 8 round cap
  uint8_t exec_used;      // the turn owner took its executive action this turn
  uint8_t inter_done, inter_round, inter_seat;  // intermediate scoring happened (when)
  uint8_t ntask;
  uint8_t task[kTaskCap][4];  // continuation stack: (kind, a, b, c), top = task[ntask-1]
  // ---- players
  uint8_t influence[kMaxPlayers];
  uint8_t tickets[kMaxPlayers][kKinds];
  uint8_t lobby[kMaxPlayers][kKinds];
  uint8_t gallery[kMaxPlayers][kKinds];
  uint8_t desks[kMaxPlayers], queue[kMaxPlayers], removed[kMaxPlayers];
  uint8_t gallerist[kMaxPlayers];          // location 0..3, kHome, kKickSpace
  uint8_t commission[kMaxPlayers];         // artist whose token is in the slot, or kNone
  uint8_t display_n[kMaxPlayers];
  uint8_t display_work[kMaxPlayers][kDisplaySlots];    // work ids, slot 1 first
  uint8_t display_artist[kMaxPlayers][kDisplaySlots];
  uint8_t sold[kMaxPlayers][kForms];                   // works sold per form
  uint8_t contract[kMaxPlayers][kContractSpaces];      // card or kNone
  uint8_t contract_face[kMaxPlayers][kContractSpaces]; // Face
  uint8_t contract_asst[kMaxPlayers][kContractSpaces]; // 1 = own assistant on the card
  uint8_t rep[kMaxPlayers][kRepSpaces];                // reputation tile or kNone
  uint8_t opening_tile[kMaxPlayers];                   // tile on display slot 3, or kNone
  uint8_t slot3_pending[kMaxPlayers];                  // a work entered slot 3 this turn/action
  uint8_t curator[kMaxPlayers], dealer[kMaxPlayers];   // objective cards 0..3 (hidden)
  // ---- board
  uint8_t space[kLocations];           // piece on each action space (types.h encoding)
  uint8_t kick_piece, kick_loc;        // piece on the kick-out space and where it came from
  uint8_t market[kCols][kRows];        // 1 + owner of the assistant on a cell, 0 = none
  uint8_t market_tile[kCols][kRepRows];  // reputation tile on a cell, or kNone
  uint8_t location_tile[kLocations];   // reputation tile beside a location (until placement)
  uint8_t rep_boxed[kRepTiles];        // 1 = boxed (unseen at setup, untaken, or unplaceable)
  uint8_t plaza[kKinds];
  uint8_t box_visitors[kKinds];
  uint8_t bag_n;
  uint8_t bag[kMaxBag];                // hidden order
  uint8_t bag_count[kKinds];           // composition of bag[0..bag_n) (public)
  uint8_t work_visitors[kForms][kKinds];  // visitors on the top work of each stack
  uint8_t stack_n[kForms];
  uint8_t stack[kForms][kWorksPerForm];   // work codes; top = stack[f][stack_n-1]
  uint8_t top_exposed[kForms];         // the top tile is face up (public)
  uint8_t sold_codes[kForms][kWorkCodes];  // works sold by anyone, per form and code
  uint8_t easel[kMaxEasels];           // work id on each easel in use, kNone for unused easels
  uint8_t easel_taken_by[kMaxEasels];  // seat that took the easel work, or kNone
  uint8_t easel_declared[kMaxEasels];  // 0 displayed, 1 sold
  uint8_t easel_value[kMaxEasels];     // $ the easel work paid
  uint8_t setaside_boxed[kForms];      // set-aside work of each form that went to the box, or kNone
  uint8_t easel_order[kMaxPlayers];    // final scoring: seats in easel order (kNone padding)
  uint8_t easel_bid[kMaxPlayers];
  uint8_t easel_pos;
  // ---- artists
  uint8_t artist_tile[kArtists];       // candidate 0/1
  uint8_t discovered[kArtists];
  uint8_t fame[kArtists];              // 0 while face down
  uint8_t promo[kArtists];             // promotion tile level on the artist, 0 = none
  uint8_t discovery[kArtists];         // discovery tile (Bonus) on a face-down artist, or kNoBonus
  uint8_t artist_collector[kArtists];  // 1 = a collector waits on the (red) artist
  uint8_t free_tokens[kArtists];       // signature tokens beside the artist
  uint8_t promo_left[kPromoLevels + 1];   // tiles on the level spaces, [1..5]
  uint8_t discovery_boxed[kDiscoveryCodes];
  // ---- contracts
  uint8_t deck_n;
  uint8_t deck[kContracts];            // hidden order
  uint8_t display_cards_n[4];
  uint8_t display_cards[4][kContracts];  // per display space, bottom first
  uint8_t contract_discard[kContracts];  // 1 = card on the discard pile
  // ---- tickets
  uint8_t booth[kKinds], ticket_discard[kKinds], ticket_box[kKinds];
  // ---- final scoring
  uint8_t rep_count[kMaxPlayers][kRepSpaces];  // count n of each scored tile
  // ---- the printed set-up still to be told (new_game_staged): its chance steps draw from
  // these hidden values; each is kNone once told (all of them once the game is set up).
  uint8_t setup_left;                  // set-up facts (kChanceSetup steps) still to come (public)
  uint8_t setup_start;                 // hidden: the start player
  uint8_t setup_artist[kArtists];      // hidden: candidate tile of each artist (0/1)
  uint8_t setup_discovered;            // hidden: the blue artist that starts face up
  uint8_t setup_discovery[kArtists];   // hidden: discovery tile (Bonus) of each face-down artist
                                       // (kNoBonus for the hidden starting artist); the rest of
                                       // the pool counted in discovery_boxed stays in the box
  uint8_t setup_rep_n;                 // reputation tiles not dealt yet (the pool = boxed tiles)
  uint8_t setup_rep[kRepTiles];        // hidden: their deal order (last = next)
  uint8_t setup_easel[kForms];         // hidden: forms of the set-aside works in easel order
  // ---- objective cards turned face up at the final scoring (chance steps `objective ...`):
  // per seat bit 0 its curator card, bit 1 its art dealer card.
  uint8_t objectives_shown[kMaxPlayers];
};
static_assert(std::is_trivially_copyable_v<State>, "State must be plain data");
static_assert(std::has_unique_object_representations_v<State>, "State must have no padding");

// ---- construction ----------------------------------------------------------------------
// Throw std::invalid_argument with a readable message on a bad config or setup.
void validate_config(const Config& config);
Setup random_setup(const Config& config, uint64_t seed);
void validate_setup(const Config& config, const Setup& setup);
State new_game(const Config& config, const Setup& setup);
State new_game(const Config& config, uint64_t seed);
// The state before the printed set-up: every shuffle and draw of the set-up is a chance step
// (the start player, the artist tiles, the starting artist, the discovery tiles, the set-aside
// and top works with their visitors, the reputation tiles, the easels, the plaza and lobby
// draws and the contract display), drawn from `setup` as the hidden order; the opening
// placement follows. Such a table game also turns every objective card up by a chance step
// at the final scoring (flag kAnnounce); new_game's objective cards are simply public at the
// end. Applying every set-up step's own outcome gives new_game(config, setup) but for that.
State new_game_staged(const Config& config, const Setup& setup);
State new_game_staged(const Config& config, uint64_t seed);
Config config_of(const State& s);
// "intermediate_scoring=off,contract_take=top" (',' or '+' separated; "" or "none" = defaults).
Config config_from_options(int players, const std::string& options);
std::string options_string(const Config& c);  // all four, canonical order

// ---- queries ---------------------------------------------------------------------------
inline int num_players(const State& s) { return s.players; }
inline Phase phase(const State& s) { return Phase(s.phase); }
inline bool is_terminal(const State& s) { return s.phase == uint8_t(Phase::GameOver); }
inline bool is_chance(const State& s) { return s.phase == uint8_t(Phase::Chance); }
inline bool is_simultaneous(const State&) { return false; }
uint32_t acting_mask(const State& s);   // one bit, 0 during chance and at the end
int current_player(const State& s);     // -1 when none
bool operator==(const State& a, const State& b);
inline bool operator!=(const State& a, const State& b) { return !(a == b); }
int star_level(const State& s, int artist);  // 0..5, 6 = celebrity
int sale_value(const State& s, int artist);
inline const data::ArtistTile& artist_tile(const State& s, int artist) {
  return data::kArtistTiles[form_of_artist(artist)][is_red(artist)][s.artist_tile[artist] & 1];
}
inline int start_fame(const State& s, int artist) { return artist_tile(s, artist).start_fame; }
// The tile's level, or the printed level without a tile.
inline int promotion_level(const State& s, int artist) {
  return s.promo[artist] ? s.promo[artist] : artist_tile(s, artist).printed_level;
}
inline bool is_celebrity(const State& s, int artist) {
  return s.discovered[artist] && s.fame[artist] >= kMaxFame;
}

// ---- moves -----------------------------------------------------------------------------
// Writes up to `cap` legal moves of `seat` (in a fixed canonical order) into `out`; returns
// how many exist. 0 if `seat` may not decide now (also during chance).
int legal_moves(const State& s, int seat, Move* out, int cap);
int num_legal(const State& s, int seat);
// Legality with a readable reason. seat = -1 checks a chance outcome.
bool check_move(const State& s, int seat, Move m, std::string* why);
// Applies a legal move of `seat` (or, seat = -1, a chance outcome). Precondition: check_move.
void apply(State& s, int seat, Move m);
// A uniformly random legal move of an acting seat.
Move random_move(const State& s, int seat, Rng& rng);

// ---- chance ----------------------------------------------------------------------------
// Possible outcomes with probabilities from the public composition; returns the count.
int chance_outcomes(const State& s, Move* out, double* prob, int cap);
// The outcome the state's own hidden order gives (0 if no chance step is pending).
Move chance_outcome(const State& s);

// ---- results ---------------------------------------------------------------------------
// Winners as a bitmask (most money, then the rules' tie-breaks).
uint32_t winners_mask(const State& s);
void ranking(const State& s, int* order);  // best first
// win_share: 1 split among the winners; margin_i = (money_i - mean) / max(1, max |dev|).
void returns(const State& s, double* win_share, double* margin);

// ---- hidden information ----------------------------------------------------------------
// Resample everything `seat` cannot see; observation_string(seat) is unchanged and the
// result depends only on that observation and the rng.
void determinize(State& s, int seat, Rng& rng);

}  // namespace gallerist
}  // namespace galleria
