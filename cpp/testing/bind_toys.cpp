// `galleria_ai._toys`: the test-only extension with the toy games. Production code never
// imports it. It holds
//  - Toy Market (toy_market.h), bound through the same templates as every real game, so the
//    tests prove that a game with chance steps, 2-4 players and setup secrets plugs in;
//  - ToyGops, Pennies, ToyDraw, ToyCall and ToyLead from cpp/search/toy_games.h, which test
//    the search itself.
// The search result and stop-flag classes are shared with `galleria_ai._core` (imported
// first), so one `search.StopFlag` works for every game.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bindings/game_binding.h"
#include "bindings/search_binding.h"
#include "common/round.h"
#include "search/toy_games.h"
#include "testing/toy_market.h"

namespace py = pybind11;
using namespace galleria;

namespace {

using toys::ToyMarket;

struct ToyMarketRules {
  using State = ToyMarket::State;
  static constexpr const char* kClassName = "ToyMarketState";
  static int num_players(const State& s) { return s.n; }
  static bool is_terminal(const State& s) { return ToyMarket::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return ToyMarket::acting_mask(s); }
  static bool is_simultaneous(const State&) { return false; }
  static bool is_chance(const State& s) { return ToyMarket::is_chance(s); }
  static std::vector<std::pair<std::string, double>> chance_outcomes(const State& s) {
    return ToyMarket::chance_outcomes(s);
  }
  static std::string chance_outcome(const State& s) { return ToyMarket::chance_outcome(s); }
  static void apply_chance(State& s, const std::string& o) { ToyMarket::apply_chance(s, o); }
  static std::vector<std::string> legal_moves(const State& s, int seat) {
    ToyMarket::Move buf[ToyMarket::kMaxSearchMoves];
    const int k = ToyMarket::legal_moves(s, seat, buf);
    std::vector<std::string> out;
    for (int i = 0; i < k; ++i) out.push_back(ToyMarket::move_name(buf[i]));
    return out;
  }
  static ToyMarket::Move parse_legal(const State& s, int seat, const std::string& move) {
    std::string why;
    const ToyMarket::Move m = ToyMarket::parse_move(move, &why);
    if (!m || !ToyMarket::check_move(s, seat, m, &why)) throw py::value_error(why);
    return m;
  }
  static bool is_legal(const State& s, int seat, const std::string& move) {
    std::string why;
    const ToyMarket::Move m = ToyMarket::parse_move(move, &why);
    return m && ToyMarket::check_move(s, seat, m, &why);
  }
  static void apply(State& s, int seat, const std::string& move) {
    ToyMarket::apply(s, seat, parse_legal(s, seat, move));
  }
  static std::string random_move(const State& s, int seat, Rng& rng) {
    return ToyMarket::move_name(toys::ToyMarketSearch::rollout_move(s, seat, {}, rng));
  }
  static void returns(const State& s, double* w, double* m) { ToyMarket::returns(s, w, m); }
  static std::string observation_string(const State& s, int seat) {
    return ToyMarket::observation_string(s, seat);
  }
  static void determinize(State& s, int seat, Rng& rng) { ToyMarket::determinize(s, seat, rng); }
  static std::string to_json(const State& s) { return ToyMarket::to_json(s); }
  static State from_json(const std::string& t) { return ToyMarket::from_json(t); }
  // Nothing a move shows is hidden, so a public move applies as it is.
  static void apply_observed(State& s, int, int mover, const std::string& move) {
    if (ToyMarket::is_chance(s)) ToyMarket::apply_chance(s, move);
    else apply(s, mover, move);
  }
  static void force_private(State& s, int seat, const std::vector<std::string>& items,
                            uint32_t keep) {
    const int c = items.size() == 1 ? ToyMarket::parse_colour(items[0]) : -1;
    if (c < 0) throw py::value_error("a toy market seat's private item is one colour: red, blue, green or gold");
    ToyMarket::force_objective(s, seat, c, keep);
  }
  static std::vector<std::string> private_items(const State& s, int seat) {
    return {ToyMarket::kColour[s.objective[seat]]};
  }
  static std::string canonical_move(const std::string& text) {
    std::string why;
    const ToyMarket::Move m = ToyMarket::parse_move(text, &why);
    if (!m) throw py::value_error(why);
    return ToyMarket::move_name(m);
  }
  static std::string describe(const State& s) {
    return "players=" + std::to_string(s.n) + " round=" + std::to_string(s.round) +
           " phase=" + std::to_string(s.phase);
  }
};

void bind_toy_market(py::module_& m) {
  using State = ToyMarket::State;
  bindings::bind_rules<ToyMarketRules>(m)
      .def("points", [](const State& s) {
        std::vector<int> out;
        for (int p = 0; p < s.n; ++p) out.push_back(ToyMarket::points(s, p));
        return out;
      }, "Points per seat: lot values (doubled in its objective colour) plus coins.")
      .def("coins", [](const State& s) { return std::vector<int>(s.coins, s.coins + s.n); })
      .def("observation", [](const State& s, int seat) {
        bindings::check_seat<ToyMarketRules>(s, seat);
        py::dict d;
        d["seat"] = seat;
        d["players"] = int(s.n);
        d["round"] = int(s.round);
        d["rounds"] = int(s.rounds);
        d["owner"] = ToyMarket::owner(s);
        d["lot"] = s.lot >= 0 ? py::object(py::str(ToyMarket::lot_name(s.lot))) : py::none();
        d["coins"] = std::vector<int>(s.coins, s.coins + s.n);
        std::vector<std::vector<std::string>> won(s.n);
        for (int p = 0; p < s.n; ++p)
          for (int l = 0; l < ToyMarket::kLots; ++l)
            if ((s.won[p] >> l) & 1) won[p].push_back(ToyMarket::lot_name(l));
        d["won"] = won;
        d["objective"] = ToyMarket::kColour[s.objective[seat]];
        return d;
      }, py::arg("seat"))
      .def("check_invariants", [](const State& s) { return ToyMarket::invariant_violation(s); });
  bindings::bind_notation<ToyMarketRules>(m, "toy_market");
  bindings::def_search<toys::ToyMarketSearch>(m, "toy_market");
  m.def("toy_market_new_game", &ToyMarket::new_game, py::arg("players"), py::arg("rounds"),
        py::arg("seed"));
}

void bind_search_toys(py::module_& m) {
  using search::toy::Pennies;
  using search::toy::ToyDraw;
  using search::toy::ToyGops;
  py::class_<ToyGops::State>(m, "ToyGopsState")
      .def(py::init([](int n, uint64_t seed) {
             if (n < 2 || n > 4) throw py::value_error("toy gops: 2..4 players");
             return ToyGops::new_game(n, seed);
           }),
           py::arg("players"), py::arg("seed"))
      .def("to_move",
           [](const ToyGops::State& s) {
             std::vector<int> out;
             const uint32_t mask = ToyGops::acting_mask(s);
             for (int p = 0; p < s.n; ++p)
               if ((mask >> p) & 1u) out.push_back(p);
             return out;
           })
      .def("is_terminal", &ToyGops::is_terminal)
      .def("legal_moves",
           [](const ToyGops::State& s, int seat) {
             std::vector<uint32_t> out;
             if (!((ToyGops::acting_mask(s) >> seat) & 1u)) return out;
             uint32_t buf[ToyGops::kMaxSearchMoves];
             const int k = ToyGops::legal_moves(s, seat, buf);
             out.assign(buf, buf + k);
             return out;
           })
      .def("apply",
           [](ToyGops::State& s, int seat, uint32_t move) {
             uint32_t buf[ToyGops::kMaxSearchMoves];
             const bool acting =
                 seat >= 0 && seat < s.n && ((ToyGops::acting_mask(s) >> seat) & 1u);
             const int k = acting ? ToyGops::legal_moves(s, seat, buf) : 0;
             bool ok = false;
             for (int i = 0; i < k; ++i) ok = ok || buf[i] == move;
             if (!ok) throw py::value_error("toy gops: illegal move");
             ToyGops::apply(s, seat, move);
           })
      .def("determinize",
           [](const ToyGops::State& s, int seat, uint64_t seed) {
             ToyGops::State c = s;
             Rng rng(seed);
             ToyGops::determinize(c, seat, ToyGops::Settings{}, rng);
             return c;
           })
      // What `seat` sees: own hand and pending card, public round facts, scores.
      .def("observation",
           [](const ToyGops::State& s, int seat) {
             std::vector<int> pend;
             for (int p = 0; p < s.n; ++p)
               pend.push_back(p == seat ? s.pending[p] : s.pending[p] != 0);
             std::vector<int> sizes, scores;
             for (int p = 0; p < s.n; ++p) {
               sizes.push_back(__builtin_popcount(s.hand[p]));
               scores.push_back(s.score[p]);
             }
             return py::make_tuple(s.n, s.round, s.leader, s.phase, s.prize, s.doubled,
                                   s.hand[seat], pend, sizes, scores);
           })
      .def("hands", [](const ToyGops::State& s) {
        std::vector<int> out;
        for (int p = 0; p < s.n; ++p) out.push_back(s.hand[p]);
        return out;
      });
  py::class_<Pennies::State>(m, "PenniesState")
      .def(py::init([](int c0, int c1) {
             if (c0 < 0 || c0 > 2 || c1 < 0 || c1 > 2) throw py::value_error("pennies: 0, 1 or 2");
             Pennies::State s;
             s.choice[0] = static_cast<int8_t>(c0);
             s.choice[1] = static_cast<int8_t>(c1);
             return s;
           }),
           py::arg("choice0") = 0, py::arg("choice1") = 0);
  py::class_<ToyDraw::State>(m, "ToyDrawState")
      .def(py::init([](int plus, int minus, uint64_t seed) {
             if (plus < 0 || minus < 0 || plus + minus < 1 || plus + minus > ToyDraw::kBag) {
               throw py::value_error("toy draw: 1..8 tiles");
             }
             return ToyDraw::new_game(plus, minus, seed);
           }),
           py::arg("plus"), py::arg("minus"), py::arg("seed") = 0);
  bindings::def_search<ToyGops>(m, "toy_gops");
  bindings::def_search<Pennies>(m, "toy_pennies");
  bindings::def_search<ToyDraw>(m, "toy_draw");
  using search::toy::ToyCall;
  using search::toy::ToyCallPooled;
  py::class_<ToyCall::State>(m, "ToyCallState")
      .def(py::init([](const std::string& card) {
             if (card != "high" && card != "low") throw py::value_error("toy call: high or low");
             return ToyCall::new_game(card == "high" ? ToyCall::kHigh : ToyCall::kLow);
           }),
           py::arg("card"));
  bindings::def_search<ToyCall>(m, "toy_call");
  bindings::def_search<ToyCallPooled>(m, "toy_call_pooled");
  bindings::def_search<search::toy::ToyCallModel>(m, "toy_call_model");
  using search::toy::ToyLead;
  py::class_<ToyLead::State>(m, "ToyLeadState")
      .def(py::init([](int good, int bad, int hold, uint64_t seed) {
             if (good < 0 || bad < 0 || good + bad < 1 || good + bad > ToyLead::kBag) {
               throw py::value_error("toy lead: 1..20 tiles");
             }
             if (hold < 0 || hold > 1000) throw py::value_error("toy lead: hold in 0..1000");
             return ToyLead::new_game(good, bad, hold, seed);
           }),
           py::arg("good"), py::arg("bad"), py::arg("hold") = 20, py::arg("seed") = 0);
  bindings::def_search<ToyLead>(m, "toy_lead");
}

}  // namespace

PYBIND11_MODULE(_toys, m) {
  m.doc() = "galleria-ai test games (not used by the production code)";
  py::module_::import("galleria_ai._core");  // shared classes: StopFlag, SearchResultRaw, ...
  bind_toy_market(m);
  bind_search_toys(m);
  // The core's inline rounding, checked against the C library's lround by the tests.
  m.def("round_half_away", &galleria::round_half_away, py::arg("x"));
}
