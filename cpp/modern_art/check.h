// Random-game property checks (used by the sanitizer tool and the Python tests).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

// Every invariant of a single state; appends violations (empty = fine).
void check_invariants(const State& s, std::vector<std::string>* violations);

// Plays `games` uniformly random games (variant: "none", "double", "turn", "winner") and
// checks after every move: money conservation, card accounting, non-empty legal moves until
// terminal, every enumerated legal move applies cleanly, clone/JSON round-trip equality, the
// observation unchanged by determinize. Returns violation messages (empty when correct).
std::vector<std::string> check_random_games(int games, int players, uint64_t seed,
                                            const std::string& variant, int max_reports = 20);

// Variant string -> config ("none", "double", "turn", "winner", combinations "double+turn").
Config config_from_variant(int players, const std::string& variant);

}  // namespace modern_art
}  // namespace galleria
