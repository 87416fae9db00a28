// The component table of The Gallerist: every printed number the engine uses, in one place.
// Numbers the source rulebooks do not print are marked [uncertain] in data.cpp; a user
// holding the printed game corrects them there (and only there).
#pragma once
#include <cstdint>

#include "gallerist/types.h"

namespace galleria {
namespace gallerist {
namespace data {

// ---- artists: two candidate tiles per form and colour ---------------------------------
struct ArtistTile {
  uint8_t start_fame;
  uint8_t printed_level;     // printed promotion level 0..3
  uint8_t star_from[6];      // lowest fame showing 0..5 stars; 0 = that star level is absent
};
extern const ArtistTile kArtistTiles[kForms][2][2];  // [form][colour 0 blue/1 red][candidate]
extern const uint8_t kSaleValue[7];                  // by stars 0..5, [6] = celebrity (masterpiece)
extern const uint8_t kCelebrityBonus;                // $ to whoever makes an artist a celebrity

// ---- works of art (per form; every form has the same mix) -----------------------------
struct WorkKind {
  uint8_t count;       // tiles of this kind per form
  uint8_t fame_gain;
  uint8_t tickets;     // tickets on the tile = visitors drawn onto it when it becomes top
  const char* code;    // notation: fame gain + ticket letters (protocol/notation.md)
};
extern const WorkKind kWorkKinds[kWorkCodes];

// ---- player board ------------------------------------------------------------------
extern const uint8_t kHireCost[kQueue];          // queue positions 1..8
extern const uint8_t kHireBonus[kQueue];
extern const uint8_t kContractSpaceBonus[kContractSpaces];  // left, middle, right
extern const uint8_t kRepSpaceBonus[kRepSpaces];

// ---- influence track ---------------------------------------------------------------
extern const uint8_t kCashIcons[];      // positions of the $ icons, ascending
extern const uint8_t kCashIconValue[];  // end-game $ of each icon
extern const int kNumCashIcons;
constexpr int kStarIconEvery = 5;       // star icons at 0, 5, ..., 35

// ---- promotion, discovery, contracts ----------------------------------------------------
constexpr int kPromoTilesPerLevel = 4;
extern const uint8_t kPromoBonus[kPromoLevels + 1];  // [1..5]
extern const uint8_t kDiscoveryCode[kDiscoveryCodes];  // the 5 kinds, 2 tiles each
constexpr int kDiscoveryTilesPerCode = 2;
extern const uint8_t kContractFront[kContracts];     // front bonus of each card

// ---- reputation tiles ---------------------------------------------------------------
enum RepCount : uint8_t {
  kRepInfluence3 = 0, kRepCollectors, kRepVips, kRepInvestors, kRepVisitors, kRepVisitorSets,
  kRepTilesOwned, kRepAuctionAssistants, kRepPlacedAssistants, kRepPromoted4, kRepAcquired,
  kRepSold, kRepDisplayed, kRepFormSets, kRepAcquiredPhoto, kRepAcquiredDigital,
  kRepAcquiredSculpture, kRepAcquiredPainting, kRepFamous15, kRepMasterpieces
};
struct RepTile {
  uint8_t count;      // RepCount
  uint8_t money;      // $ per unit
  uint8_t influence;  // influence per unit
};
extern const RepTile kRepTileTable[kRepTiles];

// ---- international market -------------------------------------------------------------
extern const uint8_t kRepRowForm[kRepRows];           // form of each reputation row, top down
extern const uint8_t kColumnInfluence[kCols];
extern const uint8_t kAuctionBid[kAuctionRows];
extern const uint8_t kAuctionBonus[kCols][kAuctionRows];
extern const uint8_t kColumnPayout[kCols][3];         // 1st / 2nd / 3rd

// ---- per player count (index players - 2) ---------------------------------------------
extern const uint8_t kVisitorBase[kKinds];            // 4-player pool
extern const uint8_t kVisitorRemoved[3];              // of each kind, for 2 / 3 / 4 players
extern const uint8_t kTicketsPerColourTotal;
extern const uint8_t kBoothTickets[3];                // per colour, for 2 / 3 / 4 players
extern const uint8_t kEasels[3];
constexpr int kCollectorsOnArtists = 4;
constexpr int kPlazaStart = 4;

// ---- objective cards ---------------------------------------------------------------
// Requirements as counts per form; a row pays once when the pool covers it.
struct Objective {
  uint8_t need[3][kForms];
  uint8_t pay[3];
  uint8_t rows;
};
extern const Objective kCurators[kObjectiveCards];
extern const Objective kDealers[kObjectiveCards];

}  // namespace data
}  // namespace gallerist
}  // namespace galleria
