// Vocabulary of The Gallerist core: ids of forms, artists, visitors, locations, bonuses,
// pieces, decision phases and move codes. Component numbers live in data.h.
#pragma once
#include <cstdint>

namespace galleria {
namespace gallerist {

constexpr int kMaxPlayers = 4;
constexpr int kMinPlayers = 2;
constexpr int kForms = 4;        // photo, digital, sculpture, painting
constexpr int kArtists = 8;      // artist id = form * 2 + colour (0 blue, 1 red)
constexpr int kKinds = 3;        // visitor kinds = ticket colours: investor, vip, collector
constexpr int kLocations = 4;    // colony, sales, media, market
constexpr int kWorkCodes = 7;    // work tile kinds per form (data.h)
constexpr int kWorksPerForm = 8;
constexpr int kWorks = kForms * kWorksPerForm;  // 32
constexpr int kContracts = 20;   // card id = form * 5 + front index (data.h)
constexpr int kRepTiles = 20;    // reputation tile id 0..19 (printed numbers 1..20)
constexpr int kRepSpaces = 6;    // per player, named by their bonus (data.h)
constexpr int kContractSpaces = 3;
constexpr int kDisplaySlots = 4;
constexpr int kDesks = 4;
constexpr int kQueue = 8;
constexpr int kAssistants = 10;  // per player: 2 on desks + 8 in the queue
constexpr int kCols = 3;         // market columns left, middle, right
constexpr int kRepRows = 4;      // market reputation rows (one per form, data.h order)
constexpr int kAuctionRows = 3;  // $1, $3, $6
constexpr int kRows = kRepRows + kAuctionRows;
constexpr int kCells = kCols * kRows;
constexpr int kPromoLevels = 5;
constexpr int kDiscoveryCodes = 5;
constexpr int kObjectiveCards = 4;
constexpr int kMaxEasels = 3;
constexpr int kMaxBag = 40;
constexpr int kTaskCap = 32;
constexpr int kScoreSteps = 7;   // final scoring steps in order
constexpr int kMaxFame = 19;
constexpr int kMaxInfluence = 35;
constexpr int kStartMoney = 10;
constexpr int kStartInfluence = 10;
constexpr int kRoundCap = 50;
constexpr uint8_t kNone = 255;

enum Form : uint8_t { kPhoto = 0, kDigital, kSculpture, kPainting };
enum Visitor : uint8_t { kInvestor = 0, kVip, kCollector };
enum Location : uint8_t { kColony = 0, kSales, kMedia, kMarket };
constexpr int artist_of(int form, int red) { return form * 2 + red; }
constexpr int form_of_artist(int a) { return a >> 1; }
constexpr bool is_red(int a) { return (a & 1) != 0; }
// A work tile: form * 8 + code (code < kWorkCodes).
constexpr uint8_t work_id(int form, int code) { return static_cast<uint8_t>(form * 8 + code); }
constexpr int work_form(int w) { return w >> 3; }
constexpr int work_code(int w) { return w & 7; }
constexpr int contract_form(int card) { return card / 5; }

// Bonus codes of the rules (bonus table).
enum Bonus : uint8_t {
  kNoBonus = 0, kTb, kTk, kTw, kT1, kT2, kIB, kMB, kFA, kV, kF, kC, kVB, kIV, kNumBonus
};

// Pieces on an action space or the kick-out space: 0 none, 1+p gallerist of p, 5+p
// assistant of p.
constexpr uint8_t gallerist_piece(int p) { return static_cast<uint8_t>(1 + p); }
constexpr uint8_t assistant_piece(int p) { return static_cast<uint8_t>(5 + p); }
constexpr bool is_gallerist_piece(int piece) { return piece >= 1 && piece <= 4; }
constexpr bool is_assistant_piece(int piece) { return piece >= 5 && piece <= 8; }
constexpr int piece_owner(int piece) { return (piece - 1) & 3; }

// Gallerist positions: a location 0..3, home, or the kick-out space.
constexpr uint8_t kHome = 4;
constexpr uint8_t kKickSpace = 5;

// Where an assistant for a placement comes from (move argument).
enum Source : uint8_t { kSrcDesk = 0, kSrcColony, kSrcSales, kSrcMedia, kSrcMarket, kSrcKicked };
constexpr int kNumSources = 6;
constexpr int source_of_location(int loc) { return loc + 1; }

// Contract card faces on a player's space.
enum Face : uint8_t { kFront = 0, kBackIB, kBackMB };

// End stages.
enum EndStage : uint8_t { kPlaying = 0, kFinishing, kFinalRound, kScoring, kOver };

// The decision (or chance step) pending.
enum class Phase : uint8_t {
  None = 0,  // internal: the rules machine is running (never visible between moves)
  Placement, Turn, Tickets, Action, After, Kickout, Cash, Fame, Boost, TicketColour, Booth,
  Visitor, Space, Send, Half, Contract, Take, Easel, Chance, GameOver, Count
};

// Chance kinds (dec[0] while Phase::Chance).
enum ChanceKind : uint8_t { kChanceDraw = 0, kChanceDeal, kChanceExpose, kChanceSetup, kChanceObjective };
// Destinations of a bag draw (dec[1]).
enum DrawDest : uint8_t { kDrawWork = 0, kDrawLobby, kDrawGallery, kDrawPlaza };
// The facts of the printed set-up told as chance steps (dec[1] of kChanceSetup; dec[2] is
// the artist, form, tile cell or easel the step is about). Cells of kFactTile: market cells
// col * kRepRows + row (0..11), then the four locations (12..15).
enum SetupFact : uint8_t {
  kFactStart = 0, kFactArtist, kFactDiscovered, kFactDiscovery, kFactAside, kFactTile, kFactEasel,
  kNumFacts
};
constexpr int kTileCells = 12 + 4;

// Move codes: kind in the top byte, three argument bytes below. 0 is never a move.
// The same code means the same move in every state and every determinization.
using Move = uint32_t;
enum MoveKind : uint32_t {
  kPlace = 1, kGo, kTicket, kContractUse, kDone, kEnd, kPass, kDiscover, kBuy, kReveal, kTake,
  kNoTake, kSell, kHire, kPromote, kReputation, kAuction, kCash, kFameSteps, kBoost, kTickets,
  kDiscard, kVisitorMove, kSpace, kSend, kHalf, kEasel,
  kDraw, kDeal, kExpose, kSetup, kObjective,  // chance outcomes
  kNumMoveKinds
};
constexpr Move make_move(uint32_t kind, uint32_t a = 0, uint32_t b = 0, uint32_t c = 0) {
  return kind << 24 | (a & 0xFF) << 16 | (b & 0xFF) << 8 | (c & 0xFF);
}
constexpr uint32_t move_kind(Move m) { return m >> 24; }
constexpr uint32_t move_a(Move m) { return (m >> 16) & 0xFF; }
constexpr uint32_t move_b(Move m) { return (m >> 8) & 0xFF; }
constexpr uint32_t move_c(Move m) { return m & 0xFF; }
constexpr bool is_chance_move(Move m) {
  return move_kind(m) >= kDraw && move_kind(m) <= kObjective;
}
// Ticket step origins (move argument b): 0 plaza, 1 own lobby, 2 + q lobby of seat q.
constexpr uint32_t kFromPlaza = 0, kFromOwnLobby = 1;
constexpr int kMaxMoves = 512;  // bound on the legal moves of one decision

}  // namespace gallerist
}  // namespace galleria
