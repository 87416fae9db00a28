// Season scoring: rank the artists, place value markers, sell the bought paintings.
#pragma once
#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

// Scores the current season into the score_* record, pays the sales (paid_by_bank), and
// discards this season's paintings (bought and season counts reset). Sets `scored`.
void score_season(State& s);

}  // namespace modern_art
}  // namespace galleria
