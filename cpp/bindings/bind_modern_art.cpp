// pybind11 face of the Modern Art rules core: `galleria_ai._core.ModernArtState` (the common
// rules face from game_binding.h plus Modern Art's extras), its search and baseline bots.
// Re-exported (typed, documented) by python/galleria_ai/games/modern_art/rules.py.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bindings/game_binding.h"
#include "bindings/search_binding.h"
#include "modern_art/game_adapter.h"
#include "modern_art/heuristic_bot.h"
#include "modern_art/modern_art.h"
#include "modern_art/opponent_styles.h"
#include "modern_art/value_bot.h"

namespace py = pybind11;
using namespace galleria;
using namespace galleria::modern_art;


// Modern Art's search meets Python: the rules state is wrapped into the search state, and
// the settings a caller may set (the rest of SearchGame::Settings are fitted constants).
namespace galleria::bindings {
template <>
struct SearchBinding<modern_art::SearchGame> {
  using G = modern_art::SearchGame;
  using PyState = modern_art::State;
  using F = SettingField<G::Settings>;
  static G::State wrap(const PyState& s) { return G::wrap(s); }
  static std::vector<F> settings() {
    return {
        F::integer("bid_grid", &G::Settings::root_grid, 1, G::kMaxGrid,
                   "value shares offered as bids at the root decision"),
        F::integer("tree_grid", &G::Settings::tree_grid, 1, G::kMaxGrid,
                   "value shares offered as bids inside the tree"),
        F::choice("rollout", &G::Settings::rollout, {"random", "heuristic", "value"},
                  "rollout policy: uniform, the heuristic bot, or the value bot"),
        F::real("prior_weight", &G::Settings::prior_weight, 0.0, 1.0,
                "prior mass on the policy's move (the rest uniform)"),
        F::real("opponent_prior_weight", &G::Settings::opponent_prior_weight, 0.0, 1.0,
                "the same for the other seats' moves in the tree (1: they play as their "
                "model)"),
        F::integer("horizon", &G::Settings::horizon, 0, 4,
                   "season ends a playout runs past the root before it is scored from money "
                   "(0: to the end of the game)"),
        F::real("opponent_mix", &G::Settings::opponent_mix, 0.0, 1.0,
                "share of samples in which an opponent is modelled as a heuristic bot of a "
                "random bid limit instead of the value bot"),
        F::choice("opponent_view", &G::Settings::opponent_view, {"pooled", "holding"},
                  "what the search keys another seat's auction decisions by: nothing, or how "
                  "many cards of the auctioned artist it holds"),
        F::integer("style_samples", &G::Settings::style_samples, 0, 256,
                   "samples of the unseen hands over which a caller weighs each observed "
                   "auction decision as evidence of the bidder's style (0: none gathered)"),
        F::integer("style_count", &G::Settings::style_count, kPlainStyles, kStyles,
                   "how many opponent styles the evidence draws from (modern_art_style_count "
                   "in all; the last, a random bidder, left out by default)"),
        F::integer("spend_levels", &G::Settings::spend_levels, 1, kSpendLevels,
                   "how many spend levels an opponent's model is drawn at with its style (1, "
                   "0.9 and 0.8 times what the style pays, in turn), weighed by the evidence "
                   "of both; 1: each pays as its style"),
        F::real("lead_scale", &G::Settings::lead_scale, 0.0, 1e6,
                "a safely winning seat's lead is its money above the mean over this much "
                "money (clamped to [-1, 1]); 0: over the richest seat's"),
        F::choice("lead_from", &G::Settings::lead_from_root, {"mean", "root"},
                  "where that lead is counted from: the table's mean, or each seat's lead "
                  "at the root (a far leader still gains from each $)"),
    };
  }
  // style_evidence: per seat, the summed log-likelihood of its observed auction decisions
  // under each of the kStyles opponent models at their own spend, then (optionally) at each
  // lower spend level in turn (modern_art_style_evidence adds one decision): rows of kStyles
  // or kSpendLevels * kStyles numbers. A row of kStyles says nothing of the levels: every
  // level gets the same evidence (zeros there would read as lower levels fitting far better).
  static bool knowledge(G::Settings& st, const std::string& key, const py::handle& v) {
    if (key != "style_evidence") return false;
    const std::string shape = "style_evidence must be a list of at most " +
                              std::to_string(G::kMaxPlayers) + " rows of " +
                              std::to_string(kStyles) + " or " +
                              std::to_string(kSpendLevels * kStyles) + " finite numbers <= 0";
    if (!py::isinstance<py::sequence>(v) || py::isinstance<py::str>(v)) throw py::value_error(shape);
    const auto rows = v.cast<py::sequence>();
    if (rows.size() > static_cast<size_t>(G::kMaxPlayers)) throw py::value_error(shape);
    double ev[G::kMaxPlayers][kSpendLevels][kStyles] = {};
    for (size_t i = 0; i < rows.size(); ++i) {
      const py::handle row = rows[i];
      if (!py::isinstance<py::sequence>(row) || py::isinstance<py::str>(row)) throw py::value_error(shape);
      const auto xs = row.cast<py::sequence>();
      if (xs.size() != static_cast<size_t>(kStyles) &&
          xs.size() != static_cast<size_t>(kSpendLevels * kStyles))
        throw py::value_error(shape);
      for (size_t n = 0; n < xs.size(); ++n) {
        const py::handle x = xs[n];
        if (py::isinstance<py::bool_>(x) || !(py::isinstance<py::int_>(x) || py::isinstance<py::float_>(x)))
          throw py::value_error(shape);
        const double d = x.cast<double>();
        if (!std::isfinite(d) || d > 0.0) throw py::value_error(shape);
        ev[i][n / kStyles][n % kStyles] = d;
      }
      if (xs.size() == static_cast<size_t>(kStyles)) {
        for (int j = 1; j < kSpendLevels; ++j) std::copy(ev[i][0], ev[i][0] + kStyles, ev[i][j]);
      }
    }
    for (int i = 0; i < G::kMaxPlayers; ++i) {
      std::copy(ev[i][0], ev[i][0] + kStyles, st.style_evidence[i]);
      for (int j = 1; j < kSpendLevels; ++j) {
        std::copy(ev[i][j], ev[i][j] + kStyles, st.spend_evidence[i][j - 1]);
      }
    }
    return true;
  }
};
}  // namespace galleria::bindings

namespace {

[[noreturn]] void value_error(const std::string& m) { throw py::value_error(m); }

std::vector<std::string> cards_of(const uint8_t* counts) {
  std::vector<std::string> out;
  for (int k = 0; k < kKinds; ++k)
    for (int j = 0; j < counts[k]; ++j) out.push_back(card_to_string(k));
  return out;
}

void counts_from(const std::vector<std::string>& cards, uint8_t* counts) {
  std::fill(counts, counts + kKinds, 0);
  for (const auto& c : cards) {
    std::string why;
    const int k = parse_card(c, &why);
    if (k < 0) value_error(why);
    if (++counts[k] > kComposition[k])
      value_error("too many " + c + " cards (the game has " + std::to_string(kComposition[k]) + ")");
  }
}

py::object seat_or_none(int v, int players) {
  if (v >= 0 && v < players) return py::int_(v);
  return py::none();
}

py::dict artist_map(const uint8_t* v) {
  py::dict d;
  for (int a = 0; a < kArtists; ++a) d[kArtistCode[a]] = int(v[a]);
  return d;
}

py::list scoring_list(const State& s) {
  py::list out;
  for (int t = 0; t < s.scored; ++t) {
    py::dict d;
    d["season"] = t;
    d["counts"] = artist_map(s.score_count[t]);
    py::list ranked;
    for (int p = 0; p < 3; ++p)
      if (s.score_rank[t][p] != kNoCard) ranked.append(kArtistCode[s.score_rank[t][p]]);
    d["ranked"] = ranked;
    d["values"] = artist_map(s.score_value[t]);
    std::vector<int> earn(s.score_earnings[t], s.score_earnings[t] + s.players);
    d["earnings"] = earn;
    out.append(d);
  }
  return out;
}

std::vector<std::vector<int>> value_board(const State& s) {
  std::vector<std::vector<int>> b(kSeasons);
  for (int t = 0; t < kSeasons; ++t) b[t].assign(s.board[t], s.board[t] + kArtists);
  return b;
}

std::vector<std::vector<int>> bought_rows(const State& s) {
  std::vector<std::vector<int>> b(s.players);
  for (int p = 0; p < s.players; ++p) b[p].assign(s.bought[p], s.bought[p] + kArtists);
  return b;
}

py::dict observation_dict(const State& s, int seat) {
  const Phase ph = phase(s);
  py::dict d;
  d["seat"] = seat;
  d["players"] = int(s.players);
  d["double_all_to_second"] = bool(s.double_all);
  d["virtual"] = s.virt ? py::object(py::str(virtual_name(Virtual(s.virt)))) : py::none();
  d["season"] = int(s.season);
  d["phase"] = phase_name(ph);
  d["money"] = std::vector<int>(s.money, s.money + s.players);
  d["hand"] = cards_of(s.hand[seat]);
  d["hand_sizes"] = std::vector<int>(s.hand_size, s.hand_size + s.players);
  d["vpile_size"] = vpile_size(s);
  d["cards_dealt"] = int(s.deck_pos);
  py::dict seen;
  for (int k = 0; k < kKinds; ++k)
    if (s.seen[k]) seen[py::str(card_to_string(k))] = int(s.seen[k]);
  d["seen"] = seen;
  d["season_counts"] = artist_map(s.season_count);
  d["bought"] = bought_rows(s);
  d["value_board"] = value_board(s);
  d["scoring"] = scoring_list(s);
  d["last_season_ender"] = seat_or_none(s.ender, s.players);
  if (ph == Phase::GameOver) {
    d["auction"] = py::none();
    return d;
  }
  py::dict a;
  const bool virtual_turn = s.runner >= s.players;  // the virtual player's own turn
  a["original"] = seat_or_none(s.original, s.players);
  a["auctioneer"] = seat_or_none(s.runner, s.players);
  a["virtual_turn"] = virtual_turn;
  py::list cards;
  if (s.card1 != kNoCard) cards.append(card_to_string(s.card1));
  if (s.card2 != kNoCard) cards.append(card_to_string(s.card2));
  a["cards"] = cards;
  a["type"] = s.card1 == kNoCard ? py::object(py::none())
                                 : py::object(py::str(kTypeCode[type_of(s.card2 != kNoCard ? s.card2 : s.card1)]));
  a["actor"] = ph == Phase::Sealed ? py::object(py::none()) : py::object(py::int_(int(s.actor)));
  a["high_bid"] = s.high_bid;
  a["high_bidder"] = seat_or_none(s.high_bidder, s.players);
  a["price"] = s.price;
  a["passes"] = int(s.passes);
  if (ph == Phase::Sealed)
    a["my_sealed_bid"] = (s.submitted >> seat & 1u) ? py::object(py::int_(s.sealed_bid[seat]))
                                                    : py::object(py::none());
  d["auction"] = a;
  return d;
}

State make_game(int players, uint64_t seed, std::optional<std::vector<std::string>> deck,
                bool double_all, std::optional<std::string> virt) {
  Config c;
  c.players = players;
  c.double_all_to_second = double_all;
  if (virt && *virt != "none") {
    if (*virt == "turn") c.virtual_mode = Virtual::Turn;
    else if (*virt == "winner") c.virtual_mode = Virtual::Winner;
    else value_error("unknown virtual mode '" + *virt + "' (expected None, 'turn' or 'winner')");
  }
  if (!deck) return new_game(c, seed);
  if (deck->size() != kCards)
    value_error("deck must list all 70 cards (got " + std::to_string(deck->size()) + ")");
  uint8_t order[kCards];
  for (int i = 0; i < kCards; ++i) {
    std::string why;
    const int k = parse_card((*deck)[i], &why);
    if (k < 0) value_error("deck card " + std::to_string(i) + ": " + why);
    order[i] = static_cast<uint8_t>(k);
  }
  return new_game(c, order);
}


// Modern Art's rules as the binding template sees them (see game_binding.h). Deals happen
// inside moves (a season's cards are private information told to each seat), so there are
// no explicit chance steps.
struct ModernArtRules {
  using State = modern_art::State;
  static constexpr const char* kClassName = "ModernArtState";
  static int num_players(const State& s) { return s.players; }
  static bool is_terminal(const State& s) { return modern_art::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return modern_art::acting_mask(s); }
  static bool is_simultaneous(const State& s) { return modern_art::is_simultaneous(s); }
  static bool is_chance(const State&) { return false; }
  static std::vector<std::pair<std::string, double>> chance_outcomes(const State&) { return {}; }
  static std::string chance_outcome(const State&) { value_error("Modern Art has no chance steps"); }
  static void apply_chance(const State&, const std::string&) {
    value_error("Modern Art has no chance steps");
  }
  static std::vector<std::string> legal_moves(const State& s, int seat) {
    std::vector<std::string> out;
    const int n = num_legal(s, seat);
    std::vector<Move> buf(static_cast<size_t>(n) + 1);
    const int got = modern_art::legal_moves(s, seat, buf.data(), n + 1);
    for (int i = 0; i < got; ++i) out.push_back(move_to_string(buf[i]));
    return out;
  }
  static bool is_legal(const State& s, int seat, const std::string& move) {
    std::string why;
    return parse_legal_move(s, seat, move, &why) != 0;
  }
  static void apply(State& s, int seat, const std::string& move) {
    std::string why;
    const Move code = parse_legal_move(s, seat, move, &why);
    if (!code) value_error(why);
    modern_art::apply(s, seat, code);
  }
  static std::string random_move(const State& s, int seat, Rng& rng) {
    return move_to_string(modern_art::random_move(s, seat, rng));
  }
  static void returns(const State& s, double* win, double* margin) {
    modern_art::returns(s, win, margin);
  }
  static std::string observation_string(const State& s, int seat) {
    return modern_art::observation_string(s, seat);
  }
  static void determinize(State& s, int seat, Rng& rng) { modern_art::determinize(s, seat, rng); }
  static std::string to_json(const State& s) { return modern_art::to_json(s); }
  static State from_json(const std::string& text) { return modern_art::from_json(text); }
  static void apply_observed(State& s, int observer, int mover, const std::string& move) {
    modern_art::apply_observed(s, observer, mover, move);
  }
  // A seat's private items are the cards in its hand.
  static void force_private(State& s, int seat, const std::vector<std::string>& cards,
                            uint32_t keep_mask) {
    uint8_t counts[kKinds];
    counts_from(cards, counts);
    force_hand(s, seat, counts, keep_mask);
  }
  static std::vector<std::string> private_items(const State& s, int seat) {
    return cards_of(s.hand[seat]);
  }
  static std::string canonical_move(const std::string& text) {
    std::string why;
    const Move code = parse_move(text, &why);
    if (!code) value_error(why);
    return move_to_string(code);
  }
  static std::string describe(const State& s) {
    std::string r = "players=" + std::to_string(s.players) + " season=" +
                    std::to_string(s.season) + " phase=" + phase_name(phase(s)) + " money=[";
    for (int i = 0; i < s.players; ++i) r += (i ? "," : "") + std::to_string(s.money[i]);
    return r + "]";
  }
};

void check_seat(const State& s, int seat) { bindings::check_seat<ModernArtRules>(s, seat); }

}  // namespace

void bind_modern_art(py::module_& m) {
  bindings::bind_rules<ModernArtRules>(m)
      .def_property_readonly("season", [](const State& s) { return int(s.season); },
                             "0-based index of the current season (0..3)")
      .def_property_readonly("double_all_to_second", [](const State& s) { return bool(s.double_all); })
      .def_property_readonly("virtual", [](const State& s) -> py::object {
        return s.virt ? py::object(py::str(virtual_name(Virtual(s.virt)))) : py::none();
      })
      .def("phase", [](const State& s) { return phase_name(phase(s)); },
           "play, double, open, once, sealed, fixed-price, fixed-answer, reveal, gameover")
      .def("money", [](const State& s) { return std::vector<int>(s.money, s.money + s.players); })
      .def("ranking", [](const State& s) {
        std::vector<int> order(s.players);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return s.money[a] > s.money[b]; });
        return order;
      }, "Seats by money, richest first (equal money: lower seat first).")
      .def("scoring", &scoring_list,
           "Per scored season: counts and values per artist, ranked artists, earnings per seat.")
      .def("hand", [](const State& s, int seat) {
        check_seat(s, seat);
        return cards_of(s.hand[seat]);
      }, py::arg("seat"))
      .def("hand_sizes", [](const State& s) {
        return std::vector<int>(s.hand_size, s.hand_size + s.players);
      })
      .def("vpile_size", [](const State& s) { return vpile_size(s); })
      .def("bought", &bought_rows, "Paintings bought this season: [seat][artist].")
      .def("season_counts", [](const State& s) { return artist_map(s.season_count); })
      .def("value_board", &value_board, "Value markers placed: [season][artist].")
      .def("observation", [](const State& s, int seat) {
        check_seat(s, seat);
        return observation_dict(s, seat);
      }, py::arg("seat"), "Everything `seat` may know, as a dict.")
      .def("force_hand", [](State& s, int seat, const std::vector<std::string>& cards,
                            const std::vector<int>& keep) {
        check_seat(s, seat);
        uint32_t keep_mask = 0;
        for (int k : keep) {
          check_seat(s, k);
          keep_mask |= 1u << k;
        }
        ModernArtRules::force_private(s, seat, cards, keep_mask);
      }, py::arg("seat"), py::arg("cards"), py::arg("keep") = std::vector<int>{},
         "Modern Art name of force_private: make `seat`'s hand exactly `cards` by swapping "
         "with places `seat` cannot see (other hands except those of the seats in `keep`, "
         "deck, virtual pile). ValueError (state unchanged) if impossible.");

  bindings::bind_notation<ModernArtRules>(m, "modern_art");
  bindings::def_search<SearchGame>(m, "modern_art");
  m.def("modern_art_new_game", &make_game, py::arg("players") = 4, py::arg("seed") = 0,
        py::arg("deck") = py::none(), py::arg("double_all_to_second") = false,
        py::arg("virtual") = py::none());
  m.def("modern_art_artists", []() { return std::vector<std::string>(kArtistCode, kArtistCode + kArtists); });
  m.def("modern_art_types", []() { return std::vector<std::string>(kTypeCode, kTypeCode + kTypes); });
  m.def("modern_art_all_cards", []() { return cards_of(kComposition); });
  m.def("modern_art_move_code", [](const std::string& text) {
    std::string why;
    const Move code = parse_move(text, &why);
    if (!code) value_error(why);
    return code;
  }, py::arg("text"), "The C++ move code (uint32) of a move string, as used by the search.");
  m.def("modern_art_check_random_games",
        [](int games, int players, uint64_t seed, const std::string& variant) {
          py::gil_scoped_release release;
          return check_random_games(games, players, seed, variant, 20);
        },
        py::arg("games"), py::arg("players"), py::arg("seed"), py::arg("variant") = "none",
        "Random games in C++ checking every invariant after every move; violation messages.");
  m.attr("modern_art_style_count") = kStyles;
  m.attr("modern_art_spend_levels") = kSpendLevels;
  m.def(
      "modern_art_style_evidence",
      [](const State& s, int observer, int seat, const std::string& text, int samples,
         uint64_t seed, int levels) {
        check_seat(s, observer);
        bindings::check_acting<SearchGame>(SearchGame::wrap(s), seat);
        if (samples < 0 || samples > 256) value_error("samples must be in 0..256");
        if (levels < 1 || levels > kSpendLevels) {
          value_error("levels must be in 1.." + std::to_string(kSpendLevels));
        }
        std::vector<double> out(static_cast<size_t>(levels) * kStyles, 0.0);
        // A move that shows no style is no evidence and is not read at all: an engine's
        // sampled hand need not hold the card another seat played, and a move may come in
        // its public form (a virtual reveal names the card).
        if (!reveals_style(s, seat)) return out;
        std::string why;
        const Move m = parse_move(text, &why);
        if (!m || !check_move(s, seat, m, &why)) value_error(why);
        double lower[kSpendLevels - 1][kStyles] = {};
        add_style_evidence(s, observer, seat, m, SearchGame::Settings{}.policy, samples, seed,
                           out.data(), kStyles, lower, levels);
        for (int j = 1; j < levels; ++j) {
          std::copy(lower[j - 1], lower[j - 1] + kStyles, out.begin() + j * kStyles);
        }
        return out;
      },
      py::arg("state"), py::arg("observer"), py::arg("seat"), py::arg("move"),
      py::arg("samples"), py::arg("seed") = 0, py::arg("levels") = 1,
      "Log-likelihood of `seat` choosing `move` in `state` under each opponent style, as "
      "`observer` can judge it (only its own hand and public facts are read); with `levels` "
      "> 1 the same at each lower spend level in turn after the first modern_art_style_count "
      "values; zeros for a move that shows no style (not read) or the observer's own; "
      "ValueError for an illegal auction decision.");
  m.def(
      "modern_art_bot_move",
      [](const State& s, int seat, const std::string& bot, uint64_t seed, double fraction,
         double spend, double width0, double width1) {
        bindings::check_acting<SearchGame>(SearchGame::wrap(s), seat);
        if (!(fraction > 0.0 && fraction <= 2.0)) value_error("fraction must be in (0, 2]");
        if (!(spend > 0.0 && spend <= 2.0)) value_error("spend must be in (0, 2]");
        if (!(width0 > 0.0 && width0 <= 2.0)) value_error("width0 must be in (0, 2]");
        if (!(width1 > 0.0 && width1 <= 2.0)) value_error("width1 must be in (0, 2]");
        Rng rng(seed);
        if (bot == "heuristic") return move_to_string(heuristic_move(s, seat, fraction, rng));
        if (bot == "value") {
          ValueParams p = with_spend({}, spend);
          p.width0 = width0;
          p.width1 = width1;
          return move_to_string(value_move(s, seat, p, rng));
        }
        if (bot == "random") return move_to_string(modern_art::random_move(s, seat, rng));
        value_error("bot must be 'heuristic', 'value' or 'random', got '" + bot + "'");
      },
      py::arg("state"), py::arg("seat"), py::arg("bot") = "heuristic", py::arg("seed") = 0,
      py::arg("fraction") = 0.5, py::arg("spend") = 1.0,
      py::arg("width0") = ValueParams{}.width0, py::arg("width1") = ValueParams{}.width1);
}
