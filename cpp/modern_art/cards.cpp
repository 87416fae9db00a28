#include "modern_art/cards.h"

namespace galleria {
namespace modern_art {

const char* const kArtistCode[kArtists] = {"LM", "YO", "CP", "KG", "KR"};
const char* const kTypeCode[kTypes] = {"open", "once", "sealed", "fixed", "double"};

int deal_count(int hands, int season) {
  static const int table[3][kSeasons] = {{10, 6, 6, 0}, {9, 4, 4, 0}, {8, 3, 3, 0}};
  if (hands < 3 || hands > 5 || season < 0 || season >= kSeasons) return 0;
  return table[hands - 3][season];
}

}  // namespace modern_art
}  // namespace galleria
