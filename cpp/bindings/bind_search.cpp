// Python bindings of the search layer: stop flag, progress, the ISMCTS entry points for
// Modern Art, the baseline bots, and the toy games used by the search tests.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "modern_art/game_adapter.h"
#include "modern_art/heuristic_bot.h"
#include "modern_art/value_bot.h"
#include "search/ismcts.h"
#include "search/toy_games.h"

namespace py = pybind11;
using namespace galleria;
using search::Options;

namespace {

struct StopFlag {
  std::atomic<bool> flag{false};
};

using modern_art::SearchGame;

// Rule names as Python spells them.
search::Rule parse_rule(const std::string& name, bool allow_policy) {
  if (name == "ucb") return search::Rule::kUcb;
  if (name == "puct") return search::Rule::kPuct;
  if (name == "policy" && allow_policy) return search::Rule::kPolicy;
  throw py::value_error("rule must be 'ucb', 'puct'" + std::string(allow_policy ? " or 'policy'" : "") +
                        ", got '" + name + "'");
}
const char* rule_name(search::Rule r) {
  return r == search::Rule::kUcb ? "ucb" : r == search::Rule::kPuct ? "puct" : "policy";
}
const char* const kRollouts[] = {"random", "heuristic", "value"};
int parse_rollout(const std::string& name) {
  for (int i = 0; i < 3; ++i)
    if (name == kRollouts[i]) return i;
  throw py::value_error("rollout must be 'random', 'heuristic' or 'value', got '" + name + "'");
}

// Every tunable of the generic Options, with the C++ defaults (the one home of the tuned
// settings) as the Python defaults.
struct PyOptions {
  int64_t iterations, time_ms;
  int threads;
  uint64_t seed;
  double exploration, opponent_exploration, sealed_gamma, reward_blend, temperature;
  std::string own_rule, opponent_rule;
  int final_rule;
  int64_t max_tree_mb;
  bool stop_when_decided;
};

Options make_options(const PyOptions& p, const StopFlag* stop, search::Progress* progress) {
  Options o;
  o.iterations = p.iterations;
  o.time_ms = p.time_ms;
  o.threads = p.threads;
  o.seed = p.seed;
  o.exploration = p.exploration;
  o.opponent_exploration = p.opponent_exploration;
  o.sealed_gamma = p.sealed_gamma;
  o.reward_blend = p.reward_blend;
  o.temperature = p.temperature;
  o.own_rule = parse_rule(p.own_rule, false);
  o.opponent_rule = parse_rule(p.opponent_rule, true);
  o.final_rule = p.final_rule;
  o.max_tree_mb = p.max_tree_mb;
  o.stop_when_decided = p.stop_when_decided;
  o.stop = stop ? &stop->flag : nullptr;
  o.progress = progress;
  search::validate(o);  // raises before the GIL is released
  return o;
}

template <class G>
search::Result run_search(const typename G::State& s, int seat, const Options& o,
                          const typename G::Settings& settings = {}) {
  py::gil_scoped_release release;
  return search::search<G>(s, seat, o, settings);
}

const Options kDefaults{};
const SearchGame::Settings kMaDefaults{};

#define SEARCH_ARGS                                                                          \
  py::arg("iterations") = kDefaults.iterations, py::arg("time_ms") = kDefaults.time_ms,     \
  py::arg("threads") = kDefaults.threads, py::arg("seed") = kDefaults.seed,                 \
  py::arg("exploration") = kDefaults.exploration,                                           \
  py::arg("opponent_exploration") = kDefaults.opponent_exploration,                         \
  py::arg("sealed_gamma") = kDefaults.sealed_gamma,                                         \
  py::arg("reward_blend") = kDefaults.reward_blend,                                         \
  py::arg("temperature") = kDefaults.temperature,                                           \
  py::arg("own_rule") = rule_name(kDefaults.own_rule),                                      \
  py::arg("opponent_rule") = rule_name(kDefaults.opponent_rule),                            \
  py::arg("final_rule") = kDefaults.final_rule, py::arg("max_tree_mb") = kDefaults.max_tree_mb, \
  py::arg("stop_when_decided") = kDefaults.stop_when_decided,                               \
  py::arg("stop") = nullptr, py::arg("progress") = nullptr

// A toy game's search: generic options only (toys have no settings).
template <class G>
void def_search(py::module_& m, const char* name) {
  m.def(
      name,
      [](const typename G::State& s, int seat, int64_t iterations, int64_t time_ms, int threads,
         uint64_t seed, double exploration, double opponent_exploration, double sealed_gamma,
         double reward_blend, double temperature, const std::string& own_rule,
         const std::string& opponent_rule, int final_rule, int64_t max_tree_mb,
         bool stop_when_decided, const StopFlag* stop, search::Progress* progress) {
        const PyOptions p{iterations,  time_ms,       threads,    seed,        exploration,
                          opponent_exploration, sealed_gamma, reward_blend, temperature,
                          own_rule,    opponent_rule, final_rule, max_tree_mb, stop_when_decided};
        return run_search<G>(s, seat, make_options(p, stop, progress));
      },
      py::arg("state"), py::arg("seat"), SEARCH_ARGS);
}

void bind_toys(py::module_& m) {
  using search::toy::ToyGops;
  using search::toy::Pennies;
  using search::toy::ToyDraw;
  py::class_<ToyGops::State>(m, "ToyGopsState")
      .def(py::init([](int n, uint64_t seed) {
             if (n < 2 || n > 4) throw py::value_error("toy gops: 2..4 players");
             return ToyGops::new_game(n, seed);
           }),
           py::arg("players"), py::arg("seed"))
      .def("to_move",
           [](const ToyGops::State& s) {
             std::vector<int> out;
             const uint32_t m = ToyGops::acting_mask(s);
             for (int p = 0; p < s.n; ++p)
               if ((m >> p) & 1u) out.push_back(p);
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
             const bool acting = seat >= 0 && seat < s.n && ((ToyGops::acting_mask(s) >> seat) & 1u);
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
             for (int p = 0; p < s.n; ++p) pend.push_back(p == seat ? s.pending[p] : s.pending[p] != 0);
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
  def_search<ToyGops>(m, "toy_gops_search");
  def_search<Pennies>(m, "toy_pennies_search");
  def_search<ToyDraw>(m, "toy_draw_search");
}

void check_acting(const modern_art::State& s, int seat) {
  if (modern_art::is_terminal(s)) throw py::value_error("the game is over");
  if (seat < 0 || seat >= s.players || !((modern_art::acting_mask(s) >> seat) & 1u)) {
    throw py::value_error("seat " + std::to_string(seat) + " is not to act");
  }
}

SearchGame::Settings make_settings(int bid_grid, int tree_grid, const std::string& rollout,
                                   double prior_weight, int horizon, double opponent_mix) {
  if (horizon < 0 || horizon > 4) throw py::value_error("horizon must be in 0..4");
  if (!(opponent_mix >= 0.0 && opponent_mix <= 1.0)) throw py::value_error("opponent_mix must be in [0, 1]");
  if (bid_grid < 1 || bid_grid > SearchGame::kMaxGrid) throw py::value_error("bid_grid must be in 1..24");
  if (tree_grid < 1 || tree_grid > SearchGame::kMaxGrid) throw py::value_error("tree_grid must be in 1..24");
  if (!(prior_weight >= 0.0 && prior_weight <= 1.0)) throw py::value_error("prior_weight must be in [0, 1]");
  SearchGame::Settings st;
  st.root_grid = bid_grid;
  st.tree_grid = tree_grid;
  st.rollout = parse_rollout(rollout);
  st.prior_weight = prior_weight;
  st.horizon = horizon;
  st.opponent_mix = opponent_mix;
  return st;
}

void bind_modern_art_search(py::module_& m) {
  m.def(
      "ma_search",
      [](const modern_art::State& s, int seat, int64_t iterations, int64_t time_ms, int threads,
         uint64_t seed, double exploration, double opponent_exploration, double sealed_gamma,
         double reward_blend, double temperature, const std::string& own_rule,
         const std::string& opponent_rule, int final_rule, int64_t max_tree_mb,
         bool stop_when_decided, const StopFlag* stop, search::Progress* progress, int bid_grid,
         int tree_grid, const std::string& rollout, double prior_weight, int horizon,
         double opponent_mix) {
        const PyOptions p{iterations,  time_ms,       threads,    seed,        exploration,
                          opponent_exploration, sealed_gamma, reward_blend, temperature,
                          own_rule,    opponent_rule, final_rule, max_tree_mb, stop_when_decided};
        const Options o = make_options(p, stop, progress);
        const SearchGame::Settings st =
            make_settings(bid_grid, tree_grid, rollout, prior_weight, horizon, opponent_mix);
        return run_search<SearchGame>(SearchGame::wrap(s), seat, o, st);
      },
      py::arg("state"), py::arg("seat"), SEARCH_ARGS, py::arg("bid_grid") = kMaDefaults.root_grid,
      py::arg("tree_grid") = kMaDefaults.tree_grid,
      py::arg("rollout") = kRollouts[kMaDefaults.rollout],
      py::arg("prior_weight") = kMaDefaults.prior_weight, py::arg("horizon") = kMaDefaults.horizon,
      py::arg("opponent_mix") = kMaDefaults.opponent_mix);
  m.def(
      "search_defaults",
      []() {
        py::dict d;
        d["iterations"] = kDefaults.iterations;
        d["time_ms"] = kDefaults.time_ms;
        d["threads"] = kDefaults.threads;
        d["seed"] = kDefaults.seed;
        d["exploration"] = kDefaults.exploration;
        d["opponent_exploration"] = kDefaults.opponent_exploration;
        d["sealed_gamma"] = kDefaults.sealed_gamma;
        d["reward_blend"] = kDefaults.reward_blend;
        d["temperature"] = kDefaults.temperature;
        d["own_rule"] = rule_name(kDefaults.own_rule);
        d["opponent_rule"] = rule_name(kDefaults.opponent_rule);
        d["final_rule"] = kDefaults.final_rule;
        d["max_tree_mb"] = kDefaults.max_tree_mb;
        d["stop_when_decided"] = kDefaults.stop_when_decided;
        d["bid_grid"] = kMaDefaults.root_grid;
        d["tree_grid"] = kMaDefaults.tree_grid;
        d["rollout"] = kRollouts[kMaDefaults.rollout];
        d["prior_weight"] = kMaDefaults.prior_weight;
        d["horizon"] = kMaDefaults.horizon;
        d["opponent_mix"] = kMaDefaults.opponent_mix;
        return d;
      },
      "The tuned search settings (C++ search::Options and Modern Art's SearchGame::Settings "
      "defaults): the one home of every default.");
  m.def(
      "search_time_budget",
      [](int64_t remaining_ms, int64_t increment_ms, int decisions_left) {
        if (remaining_ms < 0 || increment_ms < 0) throw py::value_error("times must be >= 0");
        return search::time_budget_ms(remaining_ms, increment_ms, decisions_left);
      },
      py::arg("remaining_ms"), py::arg("increment_ms"), py::arg("decisions_left"),
      "Milliseconds to spend on one decision from a clock (search::time_budget_ms).");
  m.def(
      "ma_decisions_left",
      [](const modern_art::State& s, int seat) {
        if (seat < 0 || seat >= s.players) throw py::value_error("no such seat");
        return SearchGame::decisions_left(SearchGame::wrap(s), seat);
      },
      py::arg("state"), py::arg("seat"),
      "Rough number of searched decisions `seat` still has in this game (time management).");
  m.def(
      "ma_bot_move",
      [](const modern_art::State& s, int seat, const std::string& bot, uint64_t seed,
         double fraction) {
        check_acting(s, seat);
        if (!(fraction > 0.0 && fraction <= 2.0)) throw py::value_error("fraction must be in (0, 2]");
        Rng rng(seed);
        if (bot == "heuristic") {
          return modern_art::move_to_string(modern_art::heuristic_move(s, seat, fraction, rng));
        }
        if (bot == "value") {
          return modern_art::move_to_string(modern_art::value_move(s, seat, modern_art::ValueParams{}, rng));
        }
        if (bot == "random") return modern_art::move_to_string(modern_art::random_move(s, seat, rng));
        throw py::value_error("bot must be 'value', 'heuristic' or 'random', got '" + bot + "'");
      },
      py::arg("state"), py::arg("seat"), py::arg("bot") = "heuristic", py::arg("seed") = 0,
      py::arg("fraction") = 0.5);
  m.def(
      "ma_search_candidates",
      [](const modern_art::State& s, int seat, int grid, int observer) {
        check_acting(s, seat);
        SearchGame::Settings st = kMaDefaults;
        if (grid < 1 || grid > SearchGame::kMaxGrid) throw py::value_error("bid_grid must be in 1..24");
        if (observer < -1 || observer >= s.players) throw py::value_error("no such observer seat");
        if (observer < 0) observer = seat;
        st.root_grid = grid;
        SearchGame::Move buf[SearchGame::kMaxSearchMoves];
        const int n = SearchGame::search_moves(SearchGame::wrap(s), seat, observer, observer == seat, st, buf);
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i) out.push_back(modern_art::move_to_string(buf[i]));
        return out;
      },
      py::arg("state"), py::arg("seat"), py::arg("bid_grid") = kMaDefaults.root_grid,
      py::arg("observer") = -1,
      "The candidate moves the search considers for `seat`: at the root of its own search "
      "(observer -1 or seat), or as `observer`'s search sees an opponent (public facts).");
}

}  // namespace

void bind_search(py::module_& m) {
  py::class_<StopFlag>(m, "StopFlag", "Set from any thread to end a running search.")
      .def(py::init<>())
      .def("set", [](StopFlag& f) { f.flag.store(true); })
      .def("clear", [](StopFlag& f) { f.flag.store(false); })
      .def("is_set", [](const StopFlag& f) { return f.flag.load(); });
  py::class_<search::Progress>(m, "SearchProgress", "Live iteration count of a running search.")
      .def(py::init<>())
      .def_property_readonly("iterations", [](const search::Progress& p) { return p.iterations.load(); })
      .def_property_readonly("elapsed_ms", &search::Progress::elapsed_ms)
      .def_property_readonly("running", [](const search::Progress& p) { return p.running.load(); });
  py::class_<search::MoveStat>(m, "SearchMoveStat")
      .def_readonly("seat", &search::MoveStat::seat)
      .def_readonly("code", &search::MoveStat::move)
      .def_readonly("move", &search::MoveStat::text)
      .def_readonly("visits", &search::MoveStat::visits)
      .def_readonly("mean", &search::MoveStat::mean);
  py::class_<search::Result>(m, "SearchResultRaw")
      .def_readonly("code", &search::Result::move)
      .def_readonly("move", &search::Result::move_text)
      .def_readonly("stats", &search::Result::stats)
      .def_readonly("other_stats", &search::Result::other_stats)
      .def_readonly("values", &search::Result::values)
      .def_readonly("iterations", &search::Result::iterations)
      .def_readonly("nodes", &search::Result::nodes)
      .def_readonly("elapsed_ms", &search::Result::elapsed_ms);
  bind_toys(m);
  bind_modern_art_search(m);
}
