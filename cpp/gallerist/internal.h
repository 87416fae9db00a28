// Internals shared by the rules files (not part of the public interface): the continuation
// tasks of the decision machine, small state helpers, the influence track, and the
// location-action legality context.
#pragma once
#include <stdexcept>

#include "gallerist/data.h"
#include "gallerist/state.h"

namespace galleria {
namespace gallerist {
namespace detail {

// Continuation tasks (State::task): what the rules do next once no decision is pending.
enum TaskKind : uint8_t {
  kTaskNone = 0,
  kTaskAction,         // a = location: ask the location action
  kTaskAfter,          // ask the optional executive action after the location action
  kTaskEndSteps,       // a = seat: opening reputation tile, then display refill
  kTaskOpening,        // a = seat (run in place by kTaskEndSteps; never on the stack now)
  kTaskRefill,         // a = first display space to look at
  kTaskReveal,         // a = next display space to deal to
  kTaskDealFresh,      // a = next display space (after a reshuffle)
  kTaskTakePhase,      // ask take / notake after a reveal
  kTaskKickout,        // the kick-out resolution
  kTaskPieceHome,      // the kicked piece goes home
  kTaskChecks,         // intermediate scoring, end check, next turn
  kTaskTurnMove,       // ask `turn` again after a pre-move executive action
  kTaskBonus,          // a = seat, b = Bonus
  kTaskTicket,         // a = seat, b = colour
  kTaskFame,           // a = artist, b = base gain, c = 1: add own collectors; then ask `fame`
  kTaskCash,           // a = price: ask `cash`
  kTaskExpose,         // a = form: chance, the new top work
  kTaskWorkTickets,    // a = seat, b = work id
  kTaskBuyPlace,       // a = artist, b = work id, c = 1 commission
  kTaskDraw,           // a = DrawDest, b = form or seat: chance, a visitor from the bag
  kTaskDiscoverEnd,    // a = artist
  kTaskPlaceAssistant, // a = cell (col * 7 + row), b = Source
  kTaskSendLobby,      // a = seat
  kTaskEaselNext,      // final scoring: the next easel decision
  kTaskFinalEnd,       // final scoring steps 5-7, game over
  kTaskSetup,          // a = stage, b = index: the next chance step of the printed set-up
  kTaskSetupTopDraws,  // a = form: visitors onto the new top work at set-up
  kTaskSetupEnd,       // the set-up is told: the opening placement
  kTaskShowObjective,  // a = 2 * seat + deck: final scoring, an objective card turned face up
  kNumTaskKinds
};

[[noreturn]] inline void internal_error(const char* what) { throw std::logic_error(what); }

inline void push_task(State& s, int kind, int a = 0, int b = 0, int c = 0) {
  if (s.ntask >= kTaskCap) internal_error("gallerist: task stack overflow");
  uint8_t* t = s.task[s.ntask++];
  t[0] = static_cast<uint8_t>(kind);
  t[1] = static_cast<uint8_t>(a);
  t[2] = static_cast<uint8_t>(b);
  t[3] = static_cast<uint8_t>(c);
}

inline void ask(State& s, Phase ph, int actor, int d0 = 0, int d1 = 0, int d2 = 0, int d3 = 0) {
  s.phase = static_cast<uint8_t>(ph);
  s.actor = static_cast<uint8_t>(actor);
  s.dec[0] = static_cast<uint8_t>(d0);
  s.dec[1] = static_cast<uint8_t>(d1);
  s.dec[2] = static_cast<uint8_t>(d2);
  s.dec[3] = static_cast<uint8_t>(d3);
}

// Runs continuation tasks until a decision or chance step is pending.
void run(State& s);

inline int left_of(const State& s, int p) { return p + 1 == s.players ? 0 : p + 1; }
inline int sum3(const uint8_t* v) { return v[0] + v[1] + v[2]; }

// ---- influence track -------------------------------------------------------------------
int cash_steps(int influence);     // $ icons strictly below the marker
int cash_step_to(int influence);   // the highest $ icon strictly below (influence > 0)
inline int star_steps(int influence) { return (influence + data::kStarIconEvery - 1) / data::kStarIconEvery; }
inline int star_step_to(int influence) { return (influence - 1) / data::kStarIconEvery * data::kStarIconEvery; }
int end_value(int influence);      // value of the highest $ icon at or below the marker
inline bool can_pay(int money, int influence, int price) { return money + cash_steps(influence) >= price; }

// ---- ledgered money and influence ---------------------------------------------------------
inline void gain_money(State& s, int p, int amount) {
  s.money[p] += amount;
  s.money_gained[p] += amount;
}
inline void pay_money(State& s, int p, int amount) {
  s.money[p] -= amount;
  s.money_paid[p] += amount;
}
inline void gain_influence(State& s, int p, int amount) {
  int to = s.influence[p] + amount;
  if (to > kMaxInfluence) to = kMaxInfluence;
  s.influence_gained[p] += to - s.influence[p];
  s.influence[p] = static_cast<uint8_t>(to);
}
inline void pay_influence(State& s, int p, int amount) {
  s.influence[p] = static_cast<uint8_t>(s.influence[p] - amount);
  s.influence_paid[p] += amount;
}

// ---- small queries ------------------------------------------------------------------------
inline int sold_total(const State& s, int p) {
  return s.sold[p][0] + s.sold[p][1] + s.sold[p][2] + s.sold[p][3];
}
// Collector limit: a collector may enter while col(p) < sold(p) + 1.
inline bool collector_may_enter(const State& s, int p) {
  return s.gallery[p][kCollector] < sold_total(s, p) + 1;
}
bool has_masterpiece(const State& s, int p);
inline bool usable_slot(const State& s, int p) {
  return s.display_n[p] < 3 || (s.display_n[p] < 4 && has_masterpiece(s, p));
}
inline int own_on_spaces(const State& s, int p) {
  int n = 0;
  for (int l = 0; l < kLocations; ++l) n += s.space[l] == assistant_piece(p);
  return n;
}
inline bool has_empty_rep_space(const State& s, int p) {
  for (int i = 0; i < kRepSpaces; ++i)
    if (s.rep[p][i] == kNone) return true;
  return false;
}
// An assistant goes home: a free desk, or out of the game when all 4 are taken.
inline void assistant_home(State& s, int p) {
  if (s.desks[p] < kDesks)
    ++s.desks[p];
  else
    ++s.removed[p];
}
int celebrities(const State& s);
// Market: a column's reputation / auction cells usable with this player count and options.
inline bool rep_column_open(const State& s, int col) { return !(s.players == 2 && col == 1); }
inline bool auction_column_open(const State& s, int col) {
  return !(s.players == 2 && col == 1 && !s.opt_middle_open);
}
inline int row_of_form(int form) {
  for (int r = 0; r < kRepRows; ++r)
    if (data::kRepRowForm[r] == form) return r;
  return 0;
}
bool lobby_requirement(const State& s, int p, int col);
// p has displayed (now) or sold (ever) a work of `form`.
bool has_acquired_form(const State& s, int p, int form);

// The legal moves of an acting seat in generation order (not sorted, unlike legal_moves):
// the cheap form for bots and rollouts. Returns the count (0 if `seat` may not act).
int legal_moves_unordered(const State& s, int seat, Move* out, int cap);

// ---- location actions ------------------------------------------------------------------
// What a location action's legality depends on besides the state: the office after the
// move (a leave-behind frees a desk, an own assistant kicked home takes one), the number
// of available assistants, the influence usable for costs (a kick-out action first drops
// it), and whether the kicked-out assistant may be placed.
struct Ctx {
  int seat;
  int desks;
  int avail;
  int influence;
  bool kicked_avail;
};
Ctx current_ctx(const State& s, int seat, bool kickout);
bool any_action_legal(const State& s, int loc, const Ctx& c);
// Appends the legal action moves of `loc` (sources from the real state).
int action_moves(const State& s, int loc, const Ctx& c, Move* out, int n, int cap);
bool is_action_kind(uint32_t kind, int loc);
// Appends the legal `take <card> <space>` moves of seat p (Sales Office A, C bonus).
int take_moves(const State& s, int p, Move* out, int n, int cap);
// Effects of a legal location action by the actor.
void apply_action(State& s, Move m);
// The available-assistant sources of `seat` now.
bool source_available(const State& s, int seat, int src, bool kickout);
// The available-assistant sources of p in notation order (kicked_avail: p's own kicked-out
// assistant may be used); returns how many.
int sources(const State& s, int p, bool kicked_avail, uint8_t* out);
void take_from_source(State& s, int seat, int src);

// Sum of the costs of hiring the next k assistants of p's queue.
int hire_cost(const State& s, int p, int k);
// The action context of `seat` after `go dest` leaving `leave` (0 none, else source + 1).
Ctx go_context(const State& s, int seat, int dest, int leave);

// Legal `go` moves (fallback included) and whether a given one is the fallback.
int go_moves(const State& s, int seat, Move* out, int n, int cap);
bool any_go_legal(const State& s, int seat);
// Whether the destination has a legal action after this move (not counting the fallback).
bool go_legal(const State& s, int seat, int dest, int leave);

// ---- shared effects ------------------------------------------------------------------------
void raise_fame(State& s, int p, int artist, int gain);
void gain_tickets(State& s, int p, int mask);  // pushes one task per ticket
void take_contract(State& s, int p, int card, int space);
void flip_contract(State& s, int p, int space, int face);
void final_scoring_start(State& s);
void final_scoring_end(State& s);
int easel_work_value(const State& s, int form);
// $ an objective card pays for a pool of works (count per form): each row at most once.
int objective_pay(const data::Objective& o, const uint8_t* pool);
void begin_turn(State& s, int p);
// The set-up told as chance steps (setup.cpp): the next step of stage a at index b, its
// outcomes and the state's own outcome, and applying one (swapped in from the hidden set-up).
void setup_task(State& s, int stage, int index);
int setup_outcomes(const State& s, Move* out, double* prob, int cap);
Move setup_outcome(const State& s);
void apply_setup_fact(State& s, Move m, int step);  // step: the pending step's dec[2]
// Resamples the hidden set-up values still to be told (determinize).
void resample_setup(State& s, Rng& rng);

// Fisher-Yates from the top, one draw per position: every hidden order (set-up, bag, deck,
// stacks) is shuffled this one way, so a seed gives the same game everywhere.
template <typename T>
void shuffle(T* v, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    const T t = v[i];
    v[i] = v[j];
    v[j] = t;
  }
}

}  // namespace detail
}  // namespace gallerist
}  // namespace galleria

namespace galleria {
namespace gallerist {
namespace detail {
// Stars (0..5, 6 = celebrity) an artist's tile shows at `fame`.
int stars_at(const State& s, int artist, int fame);
}  // namespace detail
}  // namespace gallerist
}  // namespace galleria
