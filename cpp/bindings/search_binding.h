// The search half of the binding template. `def_search<G>(m, prefix)` binds the ISMCTS for
// any game G of cpp/search/game_concept.h:
//   <prefix>_search(state, seat, <generic options>, stop, progress, **settings)
//   <prefix>_search_candidates(state, seat, observer=-1, **settings)
//   <prefix>_search_prior(state, seat, observer=-1, **settings)
//   <prefix>_search_private_view(state, seat, **settings)
//   <prefix>_search_settings()      the game's settings: name, kind, default, range, doc
//   <prefix>_decisions_left(state, seat)
// The generic options are every field of search::Options, with the C++ defaults (the one home
// of the tuned values) as the Python defaults. A game's own search settings (G::Settings) are
// keywords, described once per game by a SearchBinding<G> specialisation (a list of fields),
// so no game repeats the argument plumbing. SearchBinding<G> also says how the Python state
// (the rules face) becomes G::State, for a game whose search state wraps its rules state.
// The game-free Python classes (StopFlag, SearchProgress, SearchResultRaw) and the generic
// defaults are bound once, in bind_search.cpp; every extension module that binds a search
// shares them.
#pragma once
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "search/ismcts.h"

namespace galleria::bindings {

namespace py = pybind11;

struct StopFlag {
  std::atomic<bool> flag{false};
};

// ---- generic options ------------------------------------------------------------------

// Rule names as Python spells them.
inline search::Rule parse_rule(const std::string& name, bool allow_policy) {
  if (name == "ucb") return search::Rule::kUcb;
  if (name == "puct") return search::Rule::kPuct;
  if (name == "policy" && allow_policy) return search::Rule::kPolicy;
  throw py::value_error("rule must be 'ucb', 'puct'" +
                        std::string(allow_policy ? " or 'policy'" : "") + ", got '" + name + "'");
}
inline const char* rule_name(search::Rule r) {
  return r == search::Rule::kUcb ? "ucb" : r == search::Rule::kPuct ? "puct" : "policy";
}

// The tuned defaults of every generic option (search_types.h is their home).
inline const search::Options& default_options() {
  static const search::Options o{};
  return o;
}

// Every tunable of search::Options as Python passes it.
struct PyOptions {
  int64_t iterations, time_ms;
  int threads;
  uint64_t seed;
  double exploration, opponent_exploration, opponent_model_share, sealed_gamma, reward_blend,
      safe_blend, safe_win, temperature;
  std::string own_rule, opponent_rule;
  int final_rule;
  int64_t max_tree_mb, tree_iterations;
  bool tree_refine;
  int refine_depth;
  bool stop_when_decided;
};

inline search::Options make_options(const PyOptions& p, const StopFlag* stop,
                                    search::Progress* progress) {
  search::Options o;
  o.iterations = p.iterations;
  o.time_ms = p.time_ms;
  o.threads = p.threads;
  o.seed = p.seed;
  o.exploration = p.exploration;
  o.opponent_exploration = p.opponent_exploration;
  o.opponent_model_share = p.opponent_model_share;
  o.sealed_gamma = p.sealed_gamma;
  o.reward_blend = p.reward_blend;
  o.safe_blend = p.safe_blend;
  o.safe_win = p.safe_win;
  o.temperature = p.temperature;
  o.own_rule = parse_rule(p.own_rule, false);
  o.opponent_rule = parse_rule(p.opponent_rule, true);
  o.final_rule = p.final_rule;
  o.max_tree_mb = p.max_tree_mb;
  o.tree_iterations = p.tree_iterations;
  o.tree_refine = p.tree_refine;
  o.refine_depth = p.refine_depth;
  o.stop_when_decided = p.stop_when_decided;
  o.stop = stop ? &stop->flag : nullptr;
  o.progress = progress;
  try {
    search::validate(o);  // raises before the GIL is released
  } catch (const std::invalid_argument& e) {
    throw py::value_error(e.what());
  }
  return o;
}

// The generic options as keyword arguments with their defaults (one list for every game).
#define GALLERIA_SEARCH_ARGS                                                               \
  py::arg("iterations") = ::galleria::bindings::default_options().iterations,             \
  py::arg("time_ms") = ::galleria::bindings::default_options().time_ms,                   \
  py::arg("threads") = ::galleria::bindings::default_options().threads,                   \
  py::arg("seed") = ::galleria::bindings::default_options().seed,                         \
  py::arg("exploration") = ::galleria::bindings::default_options().exploration,           \
  py::arg("opponent_exploration") =                                                        \
      ::galleria::bindings::default_options().opponent_exploration,                        \
  py::arg("opponent_model_share") =                                                        \
      ::galleria::bindings::default_options().opponent_model_share,                        \
  py::arg("sealed_gamma") = ::galleria::bindings::default_options().sealed_gamma,         \
  py::arg("reward_blend") = ::galleria::bindings::default_options().reward_blend,         \
  py::arg("safe_blend") = ::galleria::bindings::default_options().safe_blend,             \
  py::arg("safe_win") = ::galleria::bindings::default_options().safe_win,                 \
  py::arg("temperature") = ::galleria::bindings::default_options().temperature,           \
  py::arg("own_rule") = ::galleria::bindings::rule_name(                                   \
      ::galleria::bindings::default_options().own_rule),                                   \
  py::arg("opponent_rule") = ::galleria::bindings::rule_name(                              \
      ::galleria::bindings::default_options().opponent_rule),                              \
  py::arg("final_rule") = ::galleria::bindings::default_options().final_rule,             \
  py::arg("max_tree_mb") = ::galleria::bindings::default_options().max_tree_mb,           \
  py::arg("tree_iterations") = ::galleria::bindings::default_options().tree_iterations,   \
  py::arg("tree_refine") = ::galleria::bindings::default_options().tree_refine,           \
  py::arg("refine_depth") = ::galleria::bindings::default_options().refine_depth,         \
  py::arg("stop_when_decided") = ::galleria::bindings::default_options().stop_when_decided, \
  py::arg("stop") = nullptr, py::arg("progress") = nullptr

// ---- a game's own settings ------------------------------------------------------------

// One field of a game's Settings as a Python keyword: an integer or a real in [lo, hi], or
// a choice among names (stored as the index in an int field).
template <class S>
struct SettingField {
  enum Kind { kInt, kReal, kChoice };
  std::string name;
  Kind kind = kInt;
  int S::*int_field = nullptr;
  double S::*real_field = nullptr;
  double lo = 0, hi = 0;
  std::vector<std::string> choices;
  std::string doc;

  static SettingField integer(std::string name, int S::*f, int lo, int hi, std::string doc) {
    SettingField x;
    x.name = std::move(name), x.kind = kInt, x.int_field = f, x.lo = lo, x.hi = hi;
    x.doc = std::move(doc);
    return x;
  }
  static SettingField real(std::string name, double S::*f, double lo, double hi, std::string doc) {
    SettingField x;
    x.name = std::move(name), x.kind = kReal, x.real_field = f, x.lo = lo, x.hi = hi;
    x.doc = std::move(doc);
    return x;
  }
  static SettingField choice(std::string name, int S::*f, std::vector<std::string> names,
                             std::string doc) {
    SettingField x;
    x.name = std::move(name), x.kind = kChoice, x.int_field = f, x.choices = std::move(names);
    x.doc = std::move(doc);
    return x;
  }

  py::object get(const S& s) const {
    if (kind == kReal) return py::float_(s.*real_field);
    if (kind == kChoice) return py::str(choices.at(static_cast<size_t>(s.*int_field)));
    return py::int_(s.*int_field);
  }
  // Sets the field from a Python value; ValueError (nothing set) when it is out of range.
  void set(S& s, const py::handle& v) const {
    if (kind == kChoice) {
      const std::string text = py::isinstance<py::str>(v) ? v.cast<std::string>() : "";
      for (size_t i = 0; i < choices.size(); ++i)
        if (text == choices[i]) {
          s.*int_field = static_cast<int>(i);
          return;
        }
      std::string list;
      for (const auto& c : choices) list += (list.empty() ? "'" : ", '") + c + "'";
      throw py::value_error(name + " must be one of " + list + ", got " + py::repr(v).cast<std::string>());
    }
    if (py::isinstance<py::bool_>(v) ||
        !(py::isinstance<py::int_>(v) || (kind == kReal && py::isinstance<py::float_>(v)))) {
      throw py::value_error(name + " must be " + (kind == kInt ? "an integer" : "a number") +
                            ", got " + py::repr(v).cast<std::string>());
    }
    const double x = v.cast<double>();
    if (!std::isfinite(x) || x < lo || x > hi) {
      throw py::value_error(name + " must be in " + py::repr(py::float_(lo)).cast<std::string>() +
                            ".." + py::repr(py::float_(hi)).cast<std::string>() + ", got " +
                            py::repr(v).cast<std::string>());
    }
    if (kind == kInt) s.*int_field = v.cast<int>();
    else s.*real_field = x;
  }
  py::dict describe(const S& defaults) const {
    py::dict d;
    d["name"] = name;
    d["kind"] = kind == kInt ? "int" : kind == kReal ? "float" : "choice";
    d["default"] = get(defaults);
    if (kind == kChoice) {
      d["choices"] = choices;
    } else if (kind == kInt) {
      d["low"] = static_cast<int>(lo);
      d["high"] = static_cast<int>(hi);
    } else {
      d["low"] = lo;
      d["high"] = hi;
    }
    d["doc"] = doc;
    return d;
  }
};

// How a game's search meets Python. The default: the Python state is the search state and
// the game has no settings a caller may set. A game specialises it (in its binding file,
// before def_search) to wrap its rules state or to list its settings.
template <class G>
struct SearchBinding {
  using PyState = typename G::State;
  static typename G::State wrap(const PyState& s) { return s; }
  static std::vector<SettingField<typename G::Settings>> settings() { return {}; }
};

// A game may also take knowledge keywords: what a caller learnt during the game (not a
// tunable), e.g. Modern Art's evidence of how each opponent bids. SearchBinding<G> then has
//   static bool knowledge(G::Settings&, const std::string& key, const py::handle& value);
// which sets it and returns true for its keys (ValueError on a bad value), false otherwise.
template <class B, class = void>
struct HasKnowledge : std::false_type {};
template <class B>
struct HasKnowledge<B, std::void_t<decltype(&B::knowledge)>> : std::true_type {};

// Settings from Python keywords: the defaults with every given keyword set (ValueError on an
// unknown name or a bad value).
template <class G>
typename G::Settings parse_settings(const py::kwargs& kw) {
  using Settings = typename G::Settings;
  Settings st{};
  const auto fields = SearchBinding<G>::settings();
  for (const auto& item : kw) {
    const std::string key = item.first.cast<std::string>();
    if constexpr (HasKnowledge<SearchBinding<G>>::value) {
      if (SearchBinding<G>::knowledge(st, key, item.second)) continue;
    }
    bool known = false;
    for (const auto& f : fields)
      if (f.name == key) {
        f.set(st, item.second);
        known = true;
      }
    if (!known) {
      std::string names;
      for (const auto& f : fields) names += (names.empty() ? "" : ", ") + f.name;
      throw py::value_error("unknown search setting '" + key + "' (settings: " +
                            (names.empty() ? "none" : names) + ")");
    }
  }
  return st;
}

template <class G>
void check_acting(const typename G::State& s, int seat) {
  if (G::is_terminal(s)) throw py::value_error("the game is over");
  if (seat < 0 || seat >= G::num_players(s) || !((G::acting_mask(s) >> seat) & 1u))
    throw py::value_error("seat " + std::to_string(seat) + " is not to act");
}

// `seat`'s candidate moves as the search of `observer` sees them (-1: `seat`'s own search,
// its root; another seat: public facts only), with the settings they were built under.
template <class G>
struct ObservedCandidates {
  typename G::State state;
  int seat = 0, observer = 0;
  typename G::Settings settings;
  typename G::Move moves[G::kMaxSearchMoves];
  int n = 0;

  ObservedCandidates(const typename G::State& s, int acting, int obs, const py::kwargs& kw)
      : state(s), seat(acting) {
    check_acting<G>(state, seat);
    if (obs < -1 || obs >= G::num_players(state)) throw py::value_error("no such observer seat");
    observer = obs < 0 ? seat : obs;
    settings = parse_settings<G>(kw);
    n = G::search_moves(state, seat, observer, observer == seat, settings, moves);
  }
  std::string text(int k) const { return G::move_to_string(state, seat, moves[k]); }
};

template <class G>
void def_search(py::module_& m, const std::string& prefix) {
  using B = SearchBinding<G>;
  using PyState = typename B::PyState;
  m.def(
      (prefix + "_search").c_str(),
      [](const PyState& ps, int seat, int64_t iterations, int64_t time_ms, int threads,
         uint64_t seed, double exploration, double opponent_exploration,
         double opponent_model_share, double sealed_gamma,
         double reward_blend, double safe_blend, double safe_win, double temperature,
         const std::string& own_rule,
         const std::string& opponent_rule, int final_rule, int64_t max_tree_mb,
         int64_t tree_iterations, bool tree_refine, int refine_depth, bool stop_when_decided,
         const StopFlag* stop,
         search::Progress* progress,
         const py::kwargs& kw) {
        const PyOptions p{iterations,           time_ms,      threads,      seed,
                          exploration,          opponent_exploration,
                          opponent_model_share, sealed_gamma, reward_blend, safe_blend,
                          safe_win,             temperature,
                          own_rule,             opponent_rule, final_rule,  max_tree_mb,
                          tree_iterations,      tree_refine,   refine_depth,
                          stop_when_decided};
        const search::Options o = make_options(p, stop, progress);
        const typename G::Settings st = parse_settings<G>(kw);
        const typename G::State s = B::wrap(ps);
        check_acting<G>(s, seat);
        py::gil_scoped_release release;
        return search::search<G>(s, seat, o, st);
      },
      py::arg("state"), py::arg("seat"), GALLERIA_SEARCH_ARGS,
      "Determinized ISMCTS of `seat`'s decision; the game's own settings as keywords "
      "(see the _search_settings function).");
  m.def(
      (prefix + "_search_candidates").c_str(),
      [](const PyState& ps, int seat, int observer, const py::kwargs& kw) {
        const ObservedCandidates<G> c(B::wrap(ps), seat, observer, kw);
        std::vector<std::string> out;
        for (int i = 0; i < c.n; ++i) out.push_back(c.text(i));
        return out;
      },
      py::arg("state"), py::arg("seat"), py::arg("observer") = -1,
      "The candidate moves the search considers for `seat`: at the root of its own search "
      "(observer -1 or seat), or as `observer`'s search sees an opponent (public facts).");
  m.def(
      (prefix + "_search_prior").c_str(),
      [](const PyState& ps, int seat, int observer, const py::kwargs& kw) {
        const ObservedCandidates<G> c(B::wrap(ps), seat, observer, kw);
        float p[G::kMaxSearchMoves];
        G::prior(c.state, c.seat, c.observer, c.moves, c.n, c.settings, p);
        std::vector<std::pair<std::string, double>> out;
        for (int i = 0; i < c.n; ++i) out.emplace_back(c.text(i), p[i]);
        return out;
      },
      py::arg("state"), py::arg("seat"), py::arg("observer") = -1,
      "The search's prior over those candidates, computed from this state as one "
      "determinization: (move, probability) pairs; for an opponent the search's model of it.");
  m.def(
      (prefix + "_search_private_view").c_str(),
      [](const PyState& ps, int seat, const py::kwargs& kw) {
        const typename G::State s = B::wrap(ps);
        if (seat < 0 || seat >= G::num_players(s)) throw py::value_error("no such seat");
        return G::private_view(s, seat, parse_settings<G>(kw));
      },
      py::arg("state"), py::arg("seat"),
      "The code the search keys `seat`'s decisions by when another seat searches (what "
      "`seat` privately knows that matters now; 0: nothing).");
  m.def(
      (prefix + "_search_settings").c_str(),
      []() {
        const typename G::Settings defaults{};
        py::list out;
        for (const auto& f : B::settings()) out.append(f.describe(defaults));
        return out;
      },
      "The game's own search settings (keywords of the _search function): name, kind "
      "(int, float, choice), default (the tuned C++ value), low/high or choices, doc.");
  m.def(
      (prefix + "_decisions_left").c_str(),
      [](const PyState& ps, int seat) {
        const typename G::State s = B::wrap(ps);
        if (seat < 0 || seat >= G::num_players(s)) throw py::value_error("no such seat");
        return G::decisions_left(s, seat);
      },
      py::arg("state"), py::arg("seat"),
      "Rough number of searched decisions `seat` still has in this game (time management).");
}

}  // namespace galleria::bindings
