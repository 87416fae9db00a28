// Card vocabulary of Modern Art: 5 artists x 5 auction types = 25 card kinds.
// A card kind is artist * 5 + type; cards of one kind are indistinguishable.
#pragma once
#include <cstdint>

namespace galleria {
namespace modern_art {

constexpr int kArtists = 5;
constexpr int kTypes = 5;
constexpr int kKinds = kArtists * kTypes;
constexpr int kCards = 70;
constexpr int kMaxPlayers = 5;
constexpr int kSeasons = 4;
constexpr int kSeasonEndCount = 5;  // an artist's fifth card put face up ends the season
constexpr int kStartMoney = 100;
constexpr uint8_t kNoCard = 255;
constexpr uint8_t kNoSeat = 255;

// Artist order is the value-board order and the ranking tie-break (lower index wins).
enum Artist : uint8_t { kLiteMetal = 0, kYoko, kChristinP, kKarlGitter, kKrypto };
enum AuctionType : uint8_t { kOpen = 0, kOnceAround, kSealed, kFixedPrice, kDouble };

constexpr int kind_of(int artist, int type) { return artist * kTypes + type; }
constexpr int artist_of(int kind) { return kind / kTypes; }
constexpr int type_of(int kind) { return kind % kTypes; }

// Deck composition per kind (rules table: rows = artists, columns = auction types).
constexpr uint8_t kComposition[kKinds] = {
    3, 3, 2, 2, 2,  // Lite Metal   12
    3, 2, 3, 3, 2,  // Yoko         13
    3, 3, 3, 3, 2,  // Christin P.  14
    3, 3, 3, 3, 3,  // Karl Gitter  15
    4, 3, 3, 3, 3,  // Krypto       16
};

// Cards of one artist in the game: its row of kComposition summed.
constexpr int artist_cards(int artist) {
  int n = 0;
  for (int t = 0; t < kTypes; ++t) n += kComposition[kind_of(artist, t)];
  return n;
}
static_assert(artist_cards(kLiteMetal) == 12 && artist_cards(kKrypto) == 16, "deck rows");
// The same for each artist, summed once at compile time: the value bot reads it in its
// projection, once per artist on every outlook.
constexpr int kArtistCards[kArtists] = {artist_cards(kLiteMetal), artist_cards(kYoko),
                                        artist_cards(kChristinP), artist_cards(kKarlGitter),
                                        artist_cards(kKrypto)};

// Short codes used by the notation: artists LM YO CP KG KR; types open once sealed fixed double.
extern const char* const kArtistCode[kArtists];
extern const char* const kTypeCode[kTypes];

// Cards dealt to each hand at the start of season s (0-based) for a table of n hands.
int deal_count(int hands, int season);

}  // namespace modern_art
}  // namespace galleria
