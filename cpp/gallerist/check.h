// State invariants and the random-game property driver (sanitizer tool, Python tests).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

// Every invariant of a single state; appends violations (empty = fine). Conservation of
// visitors (40), tickets (60), assistants (10 per player), art tiles (32), contracts (20),
// reputation (20), promotion (20) and discovery (10) tiles and signature tokens (16); money
// and influence equal to their ledgers; the pending decision well formed and non-empty.
void check_invariants(const State& s, std::vector<std::string>* violations);

// Plays `games` random games (options as for config_from_options) and checks after every
// move and chance outcome: every invariant, legal moves non-empty until the end (and none for
// seats that may not act), every enumerated move checks and applies cleanly (a sample when
// many), notation round trips, chance probabilities summing to 1, clone and JSON round trip,
// determinize keeping the observation; every game ends. Returns violation messages.
std::vector<std::string> check_random_games(int games, int players, uint64_t seed,
                                            const std::string& options, int max_reports = 20);

}  // namespace gallerist
}  // namespace galleria
