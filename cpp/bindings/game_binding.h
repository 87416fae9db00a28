// The one pybind11 template that gives every C++ game the same Python face.
//
// A game plugs in with a *rules traits* struct R (written in its bind_<game>.cpp) that maps
// its free functions onto these uniform names; `bind_rules<R>(m)` then defines the Python
// State class with every method of the rules face the upper layers rely on (ARCHITECTURE.md,
// "The game interface"). Game-specific extras (Modern Art's `hand`, `scoring`, an
// observation dict) are chained onto the returned `py::class_`.
//
//   using State = ...;                                  // trivially copyable
//   static constexpr const char* kClassName;            // e.g. "ModernArtState"
//   static int num_players(const State&);
//   static bool is_terminal(const State&);
//   static uint32_t acting_mask(const State&);          // 0 while a chance step is pending
//   static bool is_simultaneous(const State&);
//   static bool is_chance(const State&);
//   static std::vector<std::pair<std::string, double>> chance_outcomes(const State&);
//   static std::string chance_outcome(const State&);    // what the state's hidden order gives
//   static void apply_chance(State&, const std::string& outcome);
//   static std::vector<std::string> legal_moves(const State&, int seat);
//   static bool is_legal(const State&, int seat, const std::string& move);
//   static void apply(State&, int seat, const std::string& move);
//   static std::string random_move(const State&, int seat, Rng&);
//   static void returns(const State&, double* win_share, double* margin);
//   static std::string observation_string(const State&, int seat);
//   static void determinize(State&, int seat, Rng&);
//   static std::string to_json(const State&);
//   static State from_json(const std::string&);
//   static void apply_observed(State&, int observer, int mover, const std::string& move);
//   static void force_private(State&, int seat, const std::vector<std::string>& items,
//                             uint32_t keep_mask);
//   static std::vector<std::string> private_items(const State&, int seat);
//   static std::string canonical_move(const std::string& text);   // syntax only
//   static std::string describe(const State&);          // body of __repr__
//
// Every function that can fail throws std::invalid_argument (pybind11 turns it into
// ValueError) and leaves the state unchanged. Seats are checked here before R is called.
#pragma once
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/rng.h"

namespace galleria::bindings {

namespace py = pybind11;

template <class R>
void check_seat(const typename R::State& s, int seat) {
  const int n = R::num_players(s);
  if (seat < 0 || seat >= n)
    throw py::value_error("no seat " + std::to_string(seat) + " in a " + std::to_string(n) +
                          "-player game");
}

template <class R>
std::vector<int> seats_of(const typename R::State& s, uint32_t mask) {
  std::vector<int> out;
  for (int i = 0; i < R::num_players(s); ++i)
    if (mask >> i & 1u) out.push_back(i);
  return out;
}

template <class R>
int current_player(const typename R::State& s) {
  const uint32_t mask = R::is_terminal(s) ? 0u : R::acting_mask(s);
  for (int i = 0; i < R::num_players(s); ++i)
    if (mask >> i & 1u) return i;
  return -1;
}

// The seat a move is for: `seat` if given (checked), else the current player (-1: none).
template <class R>
int seat_or_current(const typename R::State& s, std::optional<int> seat) {
  if (seat) {
    check_seat<R>(s, *seat);
    return *seat;
  }
  return current_player<R>(s);
}

template <class R>
std::string sample_outcome(const typename R::State& s, Rng& rng) {
  const auto outcomes = R::chance_outcomes(s);
  if (outcomes.empty()) throw py::value_error("no chance outcome is possible");
  double total = 0.0;
  for (const auto& o : outcomes) total += o.second;
  double x = rng.uniform() * total;
  for (const auto& o : outcomes) {
    x -= o.second;
    if (x < 0.0) return o.first;
  }
  return outcomes.back().first;
}

template <class R>
py::class_<typename R::State> bind_rules(py::module_& m) {
  using State = typename R::State;
  using Opt = std::optional<int>;
  py::class_<State> cls(m, R::kClassName);
  cls.def_property_readonly("num_players", [](const State& s) { return R::num_players(s); })
      .def("is_terminal", [](const State& s) { return R::is_terminal(s); })
      .def("to_move", [](const State& s) {
        return R::is_terminal(s) ? std::vector<int>{} : seats_of<R>(s, R::acting_mask(s));
      }, "Seats that may act now: several in a simultaneous phase, none while a chance step "
         "is pending or when the game is over.")
      .def("current_player", [](const State& s) { return current_player<R>(s); },
           "First seat of to_move(), -1 when none (chance step pending, or game over).")
      .def("is_simultaneous", [](const State& s) { return R::is_simultaneous(s); },
           "True while the seats in to_move() decide secretly and at once.")
      .def("is_chance", [](const State& s) { return R::is_chance(s); },
           "True while a chance step is pending (then to_move() is empty).")
      .def("chance_outcomes", [](const State& s) { return R::chance_outcomes(s); },
           "[(outcome, probability)] of the pending chance step (empty if none).")
      .def("chance_outcome", [](const State& s) {
        if (!R::is_chance(s)) throw py::value_error("no chance step is pending");
        return R::chance_outcome(s);
      }, "The outcome the state's own hidden order gives (what a referee applies).")
      .def("legal_moves", [](const State& s, Opt seat) {
        const int who = seat_or_current<R>(s, seat);
        if (who < 0 || R::is_terminal(s) || R::is_chance(s)) return std::vector<std::string>{};
        return R::legal_moves(s, who);
      }, py::arg("seat") = py::none(),
         "Canonical move strings of `seat` (default: current_player()); [] if it may not act.")
      .def("is_legal", [](const State& s, const std::string& move, Opt seat) {
        if (R::is_chance(s) && !seat) {
          for (const auto& o : R::chance_outcomes(s))
            if (o.first == move) return true;
          return false;
        }
        const int who = seat_or_current<R>(s, seat);
        if (who < 0 || R::is_terminal(s) || R::is_chance(s)) return false;
        return R::is_legal(s, who, move);
      }, py::arg("move"), py::arg("seat") = py::none())
      .def("apply", [](State& s, const std::string& move, Opt seat) {
        if (R::is_terminal(s)) throw py::value_error("the game is over");
        if (R::is_chance(s)) {
          if (seat) throw py::value_error("a chance step is pending: apply one of its outcomes "
                                          "without a seat");
          R::apply_chance(s, move);
          return;
        }
        const int who = seat_or_current<R>(s, seat);
        R::apply(s, who, move);
      }, py::arg("move"), py::arg("seat") = py::none(),
         "Apply a move (notation string) by `seat` (default: current_player()), or, while a "
         "chance step is pending, one of its outcomes (no seat). ValueError on a malformed or "
         "illegal move; the state is then unchanged.")
      .def("random_move", [](const State& s, Opt seat, uint64_t seed) {
        Rng rng(seed);
        if (R::is_chance(s) && !seat) return sample_outcome<R>(s, rng);
        const int who = seat_or_current<R>(s, seat);
        if (who < 0 || R::is_terminal(s) || R::is_chance(s) || !(R::acting_mask(s) >> who & 1u))
          throw py::value_error("that seat may not move now");
        return R::random_move(s, who, rng);
      }, py::arg("seat") = py::none(), py::arg("seed") = 0,
         "A uniformly random legal move of `seat` from `seed`; at a chance step (no seat) an "
         "outcome drawn with its probability.")
      .def("returns", [](const State& s) {
        std::vector<double> w(R::num_players(s)), mg(R::num_players(s));
        R::returns(s, w.data(), mg.data());
        return w;
      }, "Win share per seat: 1 split among the winners.")
      .def("margins", [](const State& s) {
        std::vector<double> w(R::num_players(s)), mg(R::num_players(s));
        R::returns(s, w.data(), mg.data());
        return mg;
      }, "Normalised score margin per seat, in [-1, 1].")
      .def("winners", [](const State& s) {
        std::vector<double> w(R::num_players(s)), mg(R::num_players(s));
        R::returns(s, w.data(), mg.data());
        std::vector<int> out;
        for (int i = 0; i < R::num_players(s); ++i)
          if (w[i] > 0.0) out.push_back(i);
        return out;
      }, "Seats sharing the win (meaningful when terminal).")
      .def("observation_string", [](const State& s, int seat) {
        check_seat<R>(s, seat);
        return R::observation_string(s, seat);
      }, py::arg("seat"), "Canonical text of what `seat` may know; equal strings = equal views.")
      .def("determinize", [](const State& s, int seat, uint64_t seed) {
        check_seat<R>(s, seat);
        State t = s;
        Rng rng(seed);
        R::determinize(t, seat, rng);
        return t;
      }, py::arg("seat"), py::arg("seed") = 0,
         "A copy with everything `seat` cannot see resampled (same observation(seat)).")
      .def("private_items", [](const State& s, int seat) {
        check_seat<R>(s, seat);
        return R::private_items(s, seat);
      }, py::arg("seat"), "What only `seat` (among the players) knows, as notation strings.")
      .def("force_private", [](State& s, int seat, const std::vector<std::string>& items,
                               const std::vector<int>& keep) {
        check_seat<R>(s, seat);
        uint32_t keep_mask = 0;
        for (int k : keep) {
          check_seat<R>(s, k);
          keep_mask |= 1u << k;
        }
        R::force_private(s, seat, items, keep_mask);
      }, py::arg("seat"), py::arg("items"), py::arg("keep") = std::vector<int>{},
         "Belief sync: make `seat`'s private items exactly `items` by swapping with places "
         "`seat` cannot see (never with the seats in `keep`). ValueError, state unchanged, if "
         "impossible.")
      .def("apply_observed", [](State& s, int observer, int mover, const std::string& move) {
        check_seat<R>(s, observer);
        check_seat<R>(s, mover);
        R::apply_observed(s, observer, mover, move);
      }, py::arg("observer"), py::arg("mover"), py::arg("move"),
         "Belief sync: apply public `move` by `mover` as seen by `observer`, first swapping "
         "hidden parts `observer` cannot see where the state disagrees with the move. "
         "ValueError (state unchanged) on an illegal or impossible move.")
      .def("clone", [](const State& s) { return State(s); })
      .def("__copy__", [](const State& s) { return State(s); })
      .def("__deepcopy__", [](const State& s, py::dict) { return State(s); })
      .def("to_json", [](const State& s) { return R::to_json(s); })
      .def_static("from_json", [](const std::string& text) { return R::from_json(text); })
      .def("__eq__", [](const State& a, const State& b) { return a == b; })
      .def("__ne__", [](const State& a, const State& b) { return !(a == b); })
      .def("__hash__", [](const State&) -> size_t {
        throw py::type_error(std::string("unhashable: ") + R::kClassName);
      })
      .def("__repr__", [](const State& s) {
        return "<" + std::string(R::kClassName) + " " + R::describe(s) + ">";
      })
      .def(py::pickle([](const State& s) { return R::to_json(s); },
                      [](const std::string& text) { return R::from_json(text); }));
  return cls;
}

// Module-level notation helper: `<prefix>_canonical_move(text)`.
template <class R>
void bind_notation(py::module_& m, const std::string& prefix) {
  m.def((prefix + "_canonical_move").c_str(),
        [](const std::string& text) { return R::canonical_move(text); }, py::arg("text"),
        "Parse a move string (syntax only) and return its canonical form; ValueError if "
        "malformed.");
}

}  // namespace galleria::bindings
