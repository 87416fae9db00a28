// Clone cost of The Gallerist State versus a raw memcpy of the same number of bytes.
//   gl_bench_clone [--iters N]
#include "gallerist/gallerist.h"
#include "tools/bench_clone.h"

using namespace galleria;
using namespace galleria::gallerist;

int main(int argc, char** argv) {
  return tools::clone_bench<State, 128>(argc, argv, 20'000'000, [](Rng& rng) {
    State s = new_game(Config{}, rng.next());  // a spread of positions from random play
    const int steps = static_cast<int>(rng.below(1200));
    for (int k = 0; k < steps && !is_terminal(s); ++k) {
      if (is_chance(s))
        apply(s, -1, chance_outcome(s));
      else
        apply(s, s.actor, random_move(s, s.actor, rng));
    }
    return s;
  });
}
