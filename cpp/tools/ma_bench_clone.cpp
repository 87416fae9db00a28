// Clone cost of the Modern Art State versus a raw memcpy of the same number of bytes.
//   ma_bench_clone [--iters N]
#include "modern_art/modern_art.h"
#include "tools/bench_clone.h"

using namespace galleria;
using namespace galleria::modern_art;

int main(int argc, char** argv) {
  return tools::clone_bench<State, 256>(argc, argv, 50'000'000, [](Rng& rng) {
    State s = new_game(Config{}, rng.next());  // a spread of mid-game positions
    const int plies = static_cast<int>(rng.below(150));
    for (int p = 0; p < plies && !is_terminal(s); ++p) {
      const int seat = current_player(s);
      apply(s, seat, random_move(s, seat, rng));
    }
    return s;
  });
}
