// The canonical text of one seat's observation: only fields that seat may know.
#include "modern_art/observation.h"

#include <sstream>

#include "modern_art/notation.h"

namespace galleria {
namespace modern_art {
namespace {

template <typename T>
void put_row(std::ostringstream& o, const char* name, const T* v, int n) {
  o << name;
  for (int i = 0; i < n; ++i) o << ' ' << static_cast<int64_t>(v[i]);
  o << '\n';
}

}  // namespace

std::string observation_string(const State& s, int seat) {
  std::ostringstream o;
  const int n = s.players;
  const Phase ph = Phase(s.phase);
  o << "seat " << seat << " players " << n << " double_all " << int(s.double_all) << " virtual "
    << virtual_name(Virtual(s.virt)) << '\n';
  o << "season " << int(s.season) << " scored " << int(s.scored) << " phase " << phase_name(ph)
    << " dealt " << int(s.deck_pos) << '\n';
  put_row(o, "money", s.money, n);
  put_row(o, "hand_sizes", s.hand_size, n);
  o << "vpile " << vpile_size(s) << '\n';
  o << "hand";
  for (int k = 0; k < kKinds; ++k)
    for (int j = 0; j < s.hand[seat][k]; ++j) o << ' ' << card_to_string(k);
  o << '\n';
  put_row(o, "seen", s.seen, kKinds);
  put_row(o, "season_counts", s.season_count, kArtists);
  for (int i = 0; i < n; ++i) put_row(o, "bought", s.bought[i], kArtists);
  for (int t = 0; t < kSeasons; ++t) put_row(o, "board", s.board[t], kArtists);
  for (int t = 0; t < s.scored; ++t) {
    put_row(o, "score_count", s.score_count[t], kArtists);
    put_row(o, "score_rank", s.score_rank[t], 3);
    put_row(o, "score_value", s.score_value[t], kArtists);
    put_row(o, "score_earnings", s.score_earnings[t], n);
  }
  o << "ender " << int(s.ender) << ' ' << int(s.ender_reveal) << '\n';
  if (ph != Phase::GameOver) {
    auto card = [](int k) { return k < kKinds ? card_to_string(k) : std::string("none"); };
    o << "auction original " << int(s.original) << " runner " << int(s.runner) << " card1 "
      << card(s.card1) << " card2 " << card(s.card2);
    if (ph != Phase::Sealed) o << " actor " << int(s.actor);
    o << " high_bid " << s.high_bid << " high_bidder " << int(s.high_bidder) << " price "
      << s.price << " passes " << int(s.passes) << '\n';
    if (ph == Phase::Sealed) {
      if (s.submitted >> seat & 1u)
        o << "my_sealed_bid " << s.sealed_bid[seat] << '\n';
      else
        o << "my_sealed_bid none\n";
    }
  }
  return o.str();
}

}  // namespace modern_art
}  // namespace galleria
