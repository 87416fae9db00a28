// State invariants and the random-game property driver.
#include "modern_art/check.h"

#include <stdexcept>
#include <vector>

#include "modern_art/json.h"
#include "modern_art/notation.h"
#include "modern_art/observation.h"

namespace galleria {
namespace modern_art {

void check_invariants(const State& s, std::vector<std::string>* bad) {
  auto fail = [&](const std::string& m) { bad->push_back(m); };
  const int n = s.players;
  if (n < 3 || n > 5) return fail("players out of range");
  if (s.virt > 2 || (s.virt && n != 3)) return fail("bad virtual mode");
  if (s.double_all > 1) return fail("bad double_all flag");
  if (s.season >= kSeasons || s.scored > kSeasons) return fail("season out of range");
  if (s.phase > uint8_t(Phase::GameOver)) return fail("phase out of range");
  if (s.deck_pos > kCards || s.vp_head > s.vp_tail || s.vp_tail > sizeof s.vpile)
    return fail("deck or pile cursor out of range");
  if (s.pad_[0] || s.pad_[1]) fail("padding not zero");
  const bool over = s.phase == uint8_t(Phase::GameOver);
  if (!over && s.scored != s.season) fail("scored seasons disagree with the season");
  if (over && !(s.scored == kSeasons || (s.scored == kSeasons - 1 && s.season == kSeasons - 1)))
    fail("game over before the fourth season");
  // Cards dealt so far follow the deal table.
  const int hands = n + (s.virt ? 1 : 0);
  int dealt = 0;
  for (int t = 0; t <= s.season; ++t) dealt += hands * deal_count(hands, t);
  if (dealt != s.deck_pos) fail("dealt cards disagree with the deal table");
  if (s.virt == 0 && s.vp_tail != 0) fail("virtual pile without the variant");
  // Card accounting per kind: hands + undealt deck + pile + played face up == composition.
  int count[kKinds] = {};
  for (int p = 0; p < kMaxPlayers; ++p) {
    int sum = 0;
    for (int k = 0; k < kKinds; ++k) {
      sum += s.hand[p][k];
      count[k] += s.hand[p][k];
    }
    if (sum != s.hand_size[p]) fail("hand size of seat " + std::to_string(p) + " is wrong");
    if (p >= n && sum) fail("cards in an empty seat");
  }
  for (int i = s.deck_pos; i < kCards; ++i) {
    if (s.deck[i] >= kKinds) return fail("deck holds an unknown card");
    ++count[s.deck[i]];
  }
  for (int i = s.vp_head; i < s.vp_tail; ++i) {
    if (s.vpile[i] >= kKinds) return fail("pile holds an unknown card");
    ++count[s.vpile[i]];
  }
  for (int k = 0; k < kKinds; ++k)
    if (count[k] + s.seen[k] != kComposition[k])
      fail("card " + card_to_string(k) + " is not accounted for (" +
           std::to_string(count[k] + s.seen[k]) + " of " + std::to_string(kComposition[k]) + ")");
  // Money: conserved through the bank flows, never negative.
  int64_t total = 0, expect = 0;
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (p >= n && (s.money[p] || s.paid_by_bank[p] || s.paid_to_bank[p]))
      fail("money in an empty seat");
    if (s.money[p] < 0) fail("negative money for seat " + std::to_string(p));
    total += s.money[p];
    expect += s.paid_by_bank[p] - s.paid_to_bank[p];
  }
  expect += int64_t(kStartMoney) * n;
  if (total != expect) fail("money not conserved: " + std::to_string(total) + " vs " + std::to_string(expect));
  // Paintings bought this season are a subset of the cards played this season.
  for (int a = 0; a < kArtists; ++a) {
    int b = 0;
    for (int p = 0; p < n; ++p) b += s.bought[p][a];
    if (b > s.season_count[a]) fail("more paintings bought than played");
    if (s.season_count[a] >= kSeasonEndCount) fail("a fifth card did not end the season");
  }
  for (int t = 0; t < kSeasons; ++t)
    for (int p = 0; p < 3; ++p)
      if (s.score_rank[t][p] != kNoCard && s.score_rank[t][p] >= kArtists)
        return fail("ranked artist out of range");
  if (over) return;
  const Phase ph = Phase(s.phase);
  const int slots = n + (s.virt == uint8_t(Virtual::Turn) ? 1 : 0);
  if (ph != Phase::Sealed && s.actor >= n) return fail("actor out of range");
  if (s.runner >= slots || s.original >= slots) return fail("auctioneer out of range");
  if (ph == Phase::VirtualReveal && s.virt == 0) return fail("reveal phase without the variant");
  if (ph != Phase::VirtualReveal && s.runner >= n) return fail("the virtual player runs an auction");
  if (ph == Phase::Play && s.hand_size[s.actor] == 0) fail("auctioneer without cards");
  if (ph == Phase::VirtualReveal && s.vp_head == s.vp_tail) fail("reveal asked with an empty pile");
  if (ph != Phase::Play && ph != Phase::VirtualReveal && s.card1 >= kKinds) fail("no card on offer");
  if (s.card2 != kNoCard && (s.card2 >= kKinds || artist_of(s.card2) != artist_of(s.card1) ||
                             type_of(s.card2) == kDouble))
    fail("bad second card");
  if (s.high_bidder != kNoSeat) {
    if (s.high_bidder >= n) return fail("high bidder out of range");
    if (s.high_bid > s.money[s.high_bidder] || s.high_bid < 1) fail("high bid not affordable");
  }
  if (ph == Phase::Sealed) {
    if (s.submitted >> n) fail("sealed submissions of empty seats");
    for (int p = 0; p < n; ++p)
      if (s.sealed_bid[p] < 0 || s.sealed_bid[p] > s.money[p]) fail("sealed bid out of range");
  }
  if (ph == Phase::FixedAnswer && (s.price < 0 || s.price > s.money[s.runner]))
    fail("fixed price not affordable by the auctioneer");
}

Config config_from_variant(int players, const std::string& variant) {
  Config c;
  c.players = players;
  std::string rest = variant;
  while (!rest.empty()) {
    const auto plus = rest.find('+');
    const std::string part = rest.substr(0, plus);
    rest = plus == std::string::npos ? "" : rest.substr(plus + 1);
    if (part == "none" || part.empty()) continue;
    if (part == "double") c.double_all_to_second = true;
    else if (part == "turn") c.virtual_mode = Virtual::Turn;
    else if (part == "winner") c.virtual_mode = Virtual::Winner;
    else throw std::invalid_argument("unknown variant '" + part + "' (none, double, turn, winner)");
  }
  validate_config(c);
  return c;
}

std::vector<std::string> check_random_games(int games, int players, uint64_t seed,
                                            const std::string& variant, int max_reports) {
  const Config config = config_from_variant(players, variant);
  std::vector<std::string> out;
  std::vector<Move> buf(4096);
  Rng rng(seed ^ 0x5eedULL);
  auto report = [&](int game, int ply, const std::string& what) {
    if (static_cast<int>(out.size()) < max_reports)
      out.push_back("game " + std::to_string(game) + " ply " + std::to_string(ply) + ": " + what);
  };
  for (int g = 0; g < games && static_cast<int>(out.size()) < max_reports; ++g) {
    State s = new_game(config, seed * 1000003ULL + static_cast<uint64_t>(g));
    for (int ply = 0;; ++ply) {
      std::vector<std::string> bad;
      check_invariants(s, &bad);
      for (auto& b : bad) report(g, ply, b);
      if (!bad.empty() || ply > 5000) {
        if (ply > 5000) report(g, ply, "game too long");
        break;
      }
      const State copy = s;
      if (!(copy == s)) report(g, ply, "clone differs");
      try {
        if (!(from_json(to_json(s)) == s)) report(g, ply, "JSON round trip differs");
      } catch (const std::exception& e) {
        report(g, ply, std::string("JSON round trip failed: ") + e.what());
      }
      const int probe = static_cast<int>(rng.below(static_cast<uint32_t>(s.players)));
      State det = s;
      determinize(det, probe, rng);
      if (observation_string(det, probe) != observation_string(s, probe))
        report(g, ply, "determinize changed the observation of seat " + std::to_string(probe));
      std::vector<std::string> dbad;
      check_invariants(det, &dbad);
      for (auto& b : dbad) report(g, ply, "determinized state: " + b);
      try {
        if (!(from_json(to_json(det)) == det)) report(g, ply, "determinized JSON round trip differs");
      } catch (const std::exception& e) {
        report(g, ply, std::string("determinized JSON round trip failed: ") + e.what());
      }
      const uint32_t mask = acting_mask(s);
      if (is_terminal(s)) {
        if (mask) report(g, ply, "terminal state with acting seats");
        if (!winners_mask(s)) report(g, ply, "no winner");
        break;
      }
      if (!mask) {
        report(g, ply, "no acting seat before the end");
        break;
      }
      for (int seat = 0; seat < s.players; ++seat) {
        const int total = legal_moves(s, seat, buf.data(), static_cast<int>(buf.size()));
        if (!(mask >> seat & 1u)) {
          if (total) report(g, ply, "moves for a seat that may not act");
          continue;
        }
        if (total == 0) report(g, ply, "no legal move for an acting seat");
        if (total != num_legal(s, seat)) report(g, ply, "num_legal disagrees with legal_moves");
        const int shown = total < static_cast<int>(buf.size()) ? total : static_cast<int>(buf.size());
        // Apply a sample of the legal moves (all of them when few) on copies.
        const int step = shown > 24 ? shown / 12 : 1;
        auto try_move = [&](int i) {
          const Move m = buf[i];
          std::string why;
          if (!check_move(s, seat, m, &why)) report(g, ply, "enumerated move rejected: " + why);
          std::string pwhy;
          if (parse_move(move_to_string(m), &pwhy) != m)
            report(g, ply, "notation round trip: " + move_to_string(m));
          State t = s;
          apply(t, seat, m);
          std::vector<std::string> tb;
          check_invariants(t, &tb);
          for (auto& b : tb) report(g, ply, "after " + move_to_string(m) + ": " + b);
        };
        for (int i = 0; i < shown; i += step) try_move(i);
        if (shown > 0 && (shown - 1) % step) try_move(shown - 1);
      }
      // Advance with a uniformly random acting seat's random move.
      int seat = current_player(s);
      if (is_simultaneous(s)) {
        const int k = static_cast<int>(rng.below(static_cast<uint32_t>(__builtin_popcount(mask))));
        uint32_t m = mask;
        for (int i = 0; i < k; ++i) m &= m - 1;
        seat = __builtin_ctz(m);
      }
      const Move m = random_move(s, seat, rng);
      std::string why;
      if (!check_move(s, seat, m, &why)) {
        report(g, ply, "random move illegal: " + move_to_string(m) + ": " + why);
        break;
      }
      apply(s, seat, m);
    }
  }
  return out;
}

}  // namespace modern_art
}  // namespace galleria
