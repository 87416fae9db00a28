// The component table. Sources: the two rulebook texts the rules file follows (Korean
// translation, Japanese teaching guide). [uncertain] marks numbers neither prints (they
// come from public implementations or are engine defaults); fix them here if your copy
// of the game differs.
#include "gallerist/data.h"

namespace galleria {
namespace gallerist {
namespace data {

// Star rows [uncertain except the blue photo start-4 row, which the Japanese guide shows].
// star_from[k] = lowest fame with k stars (0 = absent); fame 19 = celebrity.
const ArtistTile kArtistTiles[kForms][2][2] = {
    // photo: blue 1 / 4, red 5 / 8
    {{{1, 0, {1, 2, 5, 8, 11, 15}}, {4, 1, {0, 4, 6, 9, 12, 15}}},
     {{5, 2, {0, 5, 6, 9, 12, 15}}, {8, 3, {0, 0, 8, 9, 12, 15}}}},
    // digital: same tiles as photo
    {{{1, 0, {1, 2, 5, 8, 11, 15}}, {4, 1, {0, 4, 6, 9, 12, 15}}},
     {{5, 2, {0, 5, 6, 9, 12, 15}}, {8, 3, {0, 0, 8, 9, 12, 15}}}},
    // sculpture: blue 3 / 5, red 7 / 10
    {{{3, 0, {0, 3, 5, 8, 11, 15}}, {5, 1, {0, 5, 6, 9, 12, 15}}},
     {{7, 2, {0, 0, 7, 9, 12, 15}}, {10, 3, {0, 0, 0, 10, 12, 15}}}},
    // painting: same tiles as sculpture
    {{{3, 0, {0, 3, 5, 8, 11, 15}}, {5, 1, {0, 5, 6, 9, 12, 15}}},
     {{7, 2, {0, 0, 7, 9, 12, 15}}, {10, 3, {0, 0, 0, 10, 12, 15}}}},
};

// $5, $8 and $20 are printed in the Japanese guide; $2 [uncertain, extrapolated],
// $11 $14 $17 [uncertain].
const uint8_t kSaleValue[7] = {2, 5, 8, 11, 14, 17, 20};
const uint8_t kCelebrityBonus = 5;

// Work mix per form [uncertain]; gains 0..2 and the "two different colours" icon are in
// the Japanese guide, visitors = tickets on the tile in the Korean rulebook.
const WorkKind kWorkKinds[kWorkCodes] = {
    {2, 0, 1, "0x"},     // T1
    {1, 0, 1, "0v"},     // Tk (pink = vip)
    {1, 0, 1, "0i"},     // Tb (brown = investor)
    {1, 1, 2, "1xx"},    // T2
    {1, 1, 2, "1v+ic"},  // Tk + one of Tb / Tw
    {1, 1, 2, "1i+vc"},  // Tb + one of Tk / Tw
    {1, 2, 2, "2xx"},    // T2
};

// Hiring queue: costs [uncertain]; bonuses [uncertain] except position 2 = Tb (Japanese guide).
const uint8_t kHireCost[kQueue] = {1, 2, 2, 3, 3, 4, 5, 6};
const uint8_t kHireBonus[kQueue] = {kNoBonus, kTb, kTk, kIB, kNoBonus, kT1, kNoBonus, kMB};
// Contract spaces: Japanese guide.
const uint8_t kContractSpaceBonus[kContractSpaces] = {kTb, kTk, kT1};
// Reputation spaces [uncertain] (their layout never matters: any empty space may be chosen).
const uint8_t kRepSpaceBonus[kRepSpaces] = {kF, kFA, kMB, kT2, kIB, kV};

// $ icons and their end-game value [uncertain]; fixed by the Japanese guide: icons at 0, 1,
// 12, 15, 34, 35, none at 13-14, two strictly between 1 and 12.
const uint8_t kCashIcons[] = {0, 1, 4, 8, 12, 15, 18, 20, 22, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35};
const uint8_t kCashIconValue[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20};
const int kNumCashIcons = sizeof kCashIcons;

// Promotion spaces: L2 = IB in the Japanese guide, the rest [uncertain].
const uint8_t kPromoBonus[kPromoLevels + 1] = {kNoBonus, kT1, kIB, kT2, kMB, kV};
// Discovery tiles [uncertain]: two each.
const uint8_t kDiscoveryCode[kDiscoveryCodes] = {kF, kIB, kMB, kV, kT2};
// Contract fronts [uncertain]: per form C, FA, VB, IV, and MB (photo, painting) / IB
// (digital, sculpture).
const uint8_t kContractFront[kContracts] = {
    kC, kFA, kVB, kIV, kMB,  // photo
    kC, kFA, kVB, kIV, kIB,  // digital
    kC, kFA, kVB, kIV, kIB,  // sculpture
    kC, kFA, kVB, kIV, kMB,  // painting
};

// Reputation tiles 1..20 [uncertain]: (count, $ per unit, influence per unit).
const RepTile kRepTileTable[kRepTiles] = {
    {kRepInfluence3, 1, 0},        {kRepCollectors, 3, 1},       {kRepVips, 2, 1},
    {kRepInvestors, 2, 1},         {kRepVisitors, 1, 0},         {kRepVisitorSets, 4, 0},
    {kRepTilesOwned, 2, 1},        {kRepAuctionAssistants, 3, 1}, {kRepPlacedAssistants, 1, 1},
    {kRepPromoted4, 2, 0},         {kRepAcquired, 2, 0},         {kRepSold, 3, 1},
    {kRepDisplayed, 3, 1},         {kRepFormSets, 2, 1},         {kRepAcquiredPhoto, 3, 1},
    {kRepAcquiredDigital, 3, 1},   {kRepAcquiredSculpture, 3, 1}, {kRepAcquiredPainting, 3, 1},
    {kRepFamous15, 2, 1},          {kRepMasterpieces, 4, 2},
};

// Market: row forms (no rule effect), influence and requirements (both rulebooks);
// auction bonuses [uncertain]; payouts left (Korean rulebook), middle and right [uncertain].
const uint8_t kRepRowForm[kRepRows] = {kDigital, kPainting, kSculpture, kPhoto};
const uint8_t kColumnInfluence[kCols] = {3, 2, 1};
const uint8_t kAuctionBid[kAuctionRows] = {1, 3, 6};
const uint8_t kAuctionBonus[kCols][kAuctionRows] = {
    {kT1, kFA, kV}, {kFA, kIB, kMB}, {kT2, kMB, kIB}};
const uint8_t kColumnPayout[kCols][3] = {{6, 3, 1}, {8, 4, 2}, {10, 5, 3}};

// Visitors 14/14/12 [uncertain]; removals, tickets and easels: Korean rulebook.
const uint8_t kVisitorBase[kKinds] = {14, 14, 12};
const uint8_t kVisitorRemoved[3] = {4, 2, 0};
const uint8_t kTicketsPerColourTotal = 20;
const uint8_t kBoothTickets[3] = {10, 15, 20};
const uint8_t kEasels[3] = {1, 2, 3};

// Curator cards [uncertain; card 3 in the Japanese guide]: row A $10 one work of each of
// 3 forms, row B $15 four works with one form twice. Forms: photo, digital, sculpture, painting.
const Objective kCurators[kObjectiveCards] = {
    {{{0, 1, 1, 1}, {2, 1, 0, 1}, {0, 0, 0, 0}}, {10, 15, 0}, 2},
    {{{1, 1, 0, 1}, {1, 0, 2, 1}, {0, 0, 0, 0}}, {10, 15, 0}, 2},
    {{{1, 1, 1, 0}, {0, 1, 1, 2}, {0, 0, 0, 0}}, {10, 15, 0}, 2},
    {{{1, 0, 1, 1}, {1, 2, 1, 0}, {0, 0, 0, 0}}, {10, 15, 0}, 2},
};
// Art dealer cards [uncertain; card 4 in the Japanese guide]: $5 one of a form, $10 one of
// each of two forms, $10 two of a form.
const Objective kDealers[kObjectiveCards] = {
    {{{1, 0, 0, 0}, {0, 1, 0, 1}, {0, 0, 2, 0}}, {5, 10, 10}, 3},
    {{{0, 0, 1, 0}, {1, 1, 0, 0}, {0, 0, 0, 2}}, {5, 10, 10}, 3},
    {{{0, 0, 0, 1}, {1, 0, 1, 0}, {0, 2, 0, 0}}, {5, 10, 10}, 3},
    {{{0, 1, 0, 0}, {0, 0, 1, 1}, {2, 0, 0, 0}}, {5, 10, 10}, 3},
};

}  // namespace data
}  // namespace gallerist
}  // namespace galleria
