// State queries: who acts, artist values, equality, configuration options.
#include <cstring>
#include <stdexcept>

#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {

namespace detail {
int stars_at(const State& s, int artist, int fame) {
  if (fame >= kMaxFame) return 6;
  const data::ArtistTile& t =
      data::kArtistTiles[form_of_artist(artist)][is_red(artist)][s.artist_tile[artist] & 1];
  int stars = 0;
  for (int k = 0; k < 6; ++k)
    if (t.star_from[k] != 0 && t.star_from[k] <= fame) stars = k;
  return stars;
}
}  // namespace detail

int star_level(const State& s, int artist) { return detail::stars_at(s, artist, s.fame[artist]); }

int sale_value(const State& s, int artist) { return data::kSaleValue[star_level(s, artist)]; }

uint32_t acting_mask(const State& s) {
  switch (Phase(s.phase)) {
    case Phase::None:
    case Phase::Chance:
    case Phase::GameOver:
      return 0;
    default:
      return s.actor < s.players ? 1u << s.actor : 0;
  }
}

int current_player(const State& s) {
  const uint32_t m = acting_mask(s);
  return m ? __builtin_ctz(m) : -1;
}

bool operator==(const State& a, const State& b) { return std::memcmp(&a, &b, sizeof a) == 0; }

void validate_config(const Config& c) {
  if (c.players < kMinPlayers || c.players > kMaxPlayers)
    throw std::invalid_argument("players must be 2, 3 or 4 (got " + std::to_string(c.players) + ")");
}

Config config_of(const State& s) {
  Config c;
  c.players = s.players;
  c.intermediate_scoring = s.opt_intermediate != 0;
  c.contract_take_top = s.opt_take_top != 0;
  c.middle_auction_open = s.opt_middle_open != 0;
  c.easel_any_artist = s.opt_easel_any != 0;
  return c;
}

Config config_from_options(int players, const std::string& options) {
  Config c;
  c.players = players;
  std::string rest = options;
  while (!rest.empty()) {
    const auto sep = rest.find_first_of(",+ ");
    const std::string part = rest.substr(0, sep);
    rest = sep == std::string::npos ? "" : rest.substr(sep + 1);
    if (part.empty() || part == "none") continue;
    const auto eq = part.find('=');
    const std::string key = part.substr(0, eq), value = eq == std::string::npos ? "" : part.substr(eq + 1);
    auto bad = [&]() {
      throw std::invalid_argument(
          "unknown option '" + part +
          "' (accepted: intermediate_scoring=on|off, contract_take=any|top, "
          "two_player_middle=closed|auction_open, easel_value=discovered|any_artist)");
    };
    if (key == "intermediate_scoring" && (value == "on" || value == "off"))
      c.intermediate_scoring = value == "on";
    else if (key == "contract_take" && (value == "any" || value == "top"))
      c.contract_take_top = value == "top";
    else if (key == "two_player_middle" && (value == "closed" || value == "auction_open"))
      c.middle_auction_open = value == "auction_open";
    else if (key == "easel_value" && (value == "discovered" || value == "any_artist"))
      c.easel_any_artist = value == "any_artist";
    else
      bad();
  }
  validate_config(c);
  return c;
}

std::string options_string(const Config& c) {
  return std::string("intermediate_scoring=") + (c.intermediate_scoring ? "on" : "off") +
         ",contract_take=" + (c.contract_take_top ? "top" : "any") +
         ",two_player_middle=" + (c.middle_auction_open ? "auction_open" : "closed") +
         ",easel_value=" + (c.easel_any_artist ? "any_artist" : "discovered");
}

}  // namespace gallerist
}  // namespace galleria
