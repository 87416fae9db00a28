#include "gallerist/sync.h"

#include <stdexcept>

#include "gallerist/notation.h"

namespace galleria {
namespace gallerist {

void apply_observed(State& s, int observer, int mover, const std::string& move) {
  if (observer < 0 || observer >= s.players)
    throw std::invalid_argument("apply_observed: observer seat " + std::to_string(observer) + " is not in this " +
                                std::to_string(s.players) + "-player game");
  std::string why;
  const Move m = parse_move(move, &why);
  if (!m) throw std::invalid_argument(why);
  const int seat = is_chance(s) ? -1 : mover;
  if (!check_move(s, seat, m, &why)) throw std::invalid_argument(why);
  apply(s, seat, m);
}

}  // namespace gallerist
}  // namespace galleria
