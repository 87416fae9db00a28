// Legal moves of every decision, checking with reasons, and the uniform random move.
#include <algorithm>
#include <string>

#include "gallerist/internal.h"
#include "gallerist/notation.h"

namespace galleria {
namespace gallerist {
namespace {

using namespace detail;

struct Out {
  Move* out;
  int cap;
  int n = 0;
  void push(Move m) {
    if (n < cap) out[n] = m;
    ++n;
  }
};

void ticket_moves_of(const State& s, int p, Out& o) {
  for (int k = 0; k < kKinds; ++k) {
    if (s.tickets[p][k] == 0) continue;
    if (s.plaza[k] > 0) o.push(make_move(kTicket, k, kFromPlaza));
    if (s.lobby[p][k] > 0 && (k != kCollector || collector_may_enter(s, p)))
      o.push(make_move(kTicket, k, kFromOwnLobby));
    for (int q = 0; q < s.players; ++q)
      if (q != p && s.lobby[q][k] > 0) o.push(make_move(kTicket, k, 2 + q));
  }
}

// The common case, no ticket to use, without a call.
inline void ticket_moves(const State& s, int p, Out& o) {
  if (sum3(s.tickets[p]) != 0) ticket_moves_of(s, p, o);
}

// Spaces holding a contract without an assistant (bit per space): most of the time none,
// and then the sources need not be listed.
inline unsigned usable_contracts(const State& s, int p) {
  unsigned open = 0;
  for (int sp = 0; sp < kContractSpaces; ++sp)
    if (s.contract[p][sp] != kNone && !s.contract_asst[p][sp]) open |= 1u << sp;
  return open;
}

void contract_moves_of(const State& s, int p, bool kickout, unsigned open, Out& o) {
  uint8_t src[kNumSources];
  const int ns = sources(s, p, kickout && s.kick_piece == assistant_piece(p), src);
  for (int sp = 0; sp < kContractSpaces; ++sp)
    if (open >> sp & 1u)
      for (int i = 0; i < ns; ++i) o.push(make_move(kContractUse, sp, src[i]));
}

inline void contract_moves(const State& s, int p, bool kickout, Out& o) {
  if (const unsigned open = usable_contracts(s, p)) contract_moves_of(s, p, kickout, open, o);
}

void take_moves(const State& s, int p, Out& o) { o.n = detail::take_moves(s, p, o.out, o.n, o.cap); }

void cash_range(const State& s, int p, int* lo, int* hi) {
  const int price = s.dec[0];
  *lo = std::max(0, price - s.money[p]);
  *hi = std::min(price, cash_steps(s.influence[p]));
}

int fame_max(const State& s, int p) {
  return std::min(star_steps(s.influence[p]), kMaxFame - int(s.fame[s.dec[0]]));
}

// All legal moves of the acting seat p, in generation order.
int enumerate(const State& s, int p, Move* buf, int cap) {
  Out o{buf, cap};
  switch (Phase(s.phase)) {
    case Phase::Placement:
      for (int l = 0; l < kLocations; ++l)
        if (!is_gallerist_piece(s.space[l])) o.push(make_move(kPlace, l));
      break;
    case Phase::Turn:
      o.n = go_moves(s, p, buf, 0, cap);
      if (!s.exec_used) {
        ticket_moves(s, p, o);
        contract_moves(s, p, false, o);
      }
      break;
    case Phase::Tickets:
      ticket_moves(s, p, o);
      o.push(make_move(kDone));
      break;
    case Phase::Action: {
      // The Sales Office's moves need only the seat (a reveal is always possible): the most
      // frequent action skips counting the office.
      const Ctx c = s.dec[0] == kSales ? Ctx{p, 0, 0, 0, false} : current_ctx(s, p, false);
      o.n = action_moves(s, s.dec[0], c, buf, 0, cap);
      break;
    }
    case Phase::After:
      ticket_moves(s, p, o);
      contract_moves(s, p, false, o);
      o.push(make_move(kEnd));
      break;
    case Phase::Kickout:
      ticket_moves(s, p, o);
      contract_moves(s, p, true, o);
      o.push(make_move(kPass));
      if (s.influence[p] > 0) o.n = action_moves(s, s.dec[0], current_ctx(s, p, true), buf, o.n, cap);
      break;
    case Phase::Cash: {
      int lo, hi;
      cash_range(s, p, &lo, &hi);
      for (int c = lo; c <= hi; ++c) o.push(make_move(kCash, c));
      break;
    }
    case Phase::Fame:
      for (int c = 0, hi = fame_max(s, p); c <= hi; ++c) o.push(make_move(kFameSteps, c));
      break;
    case Phase::Boost:
      for (int a = 0; a < kArtists; ++a)
        if (s.discovered[a] && !is_celebrity(s, a)) o.push(make_move(kBoost, a));
      break;
    case Phase::TicketColour: {
      const int mask = s.dec[0];
      if (s.dec[1] == 1) {
        for (int c = 0; c < kKinds; ++c)
          if (mask >> c & 1) o.push(make_move(kTickets, 1 << c));
      } else {
        for (int c1 = 0; c1 < kKinds; ++c1)
          for (int c2 = c1 + 1; c2 < kKinds; ++c2)
            if ((mask >> c1 & 1) && (mask >> c2 & 1)) o.push(make_move(kTickets, 1 << c1 | 1 << c2));
      }
      break;
    }
    case Phase::Booth:
      for (int c = 0; c < kKinds; ++c)
        if (s.booth[c] > 0) o.push(make_move(kDiscard, c));
      break;
    case Phase::Visitor:
      for (int k = 0; k < kKinds; ++k)
        if (s.plaza[k] > 0 && (s.dec[0] == 0 || k != kCollector)) o.push(make_move(kVisitorMove, k));
      break;
    case Phase::Space:
      for (int i = 0; i < kRepSpaces; ++i)
        if (s.rep[p][i] == kNone) o.push(make_move(kSpace, i));
      break;
    case Phase::Send: {
      const uint8_t* from = s.dec[0] == 0 ? s.lobby[p] : s.gallery[p];
      for (int k = 0; k < kKinds; ++k)
        if (from[k] > 0) o.push(make_move(kSend, k));
      break;
    }
    case Phase::Half:
      o.push(make_move(kHalf, 0));
      o.push(make_move(kHalf, 1));
      break;
    case Phase::Contract:
      o.push(make_move(kReveal));
      take_moves(s, p, o);
      break;
    case Phase::Take:
      take_moves(s, p, o);
      o.push(make_move(kNoTake));
      break;
    case Phase::Easel: {
      bool form_left[kForms] = {};
      for (int e = 0; e < kMaxEasels; ++e)
        if (s.easel[e] != kNone && s.easel_taken_by[e] == kNone) form_left[work_form(s.easel[e])] = true;
      for (int f = 0; f < kForms; ++f)
        if (form_left[f]) {
          o.push(make_move(kEasel, f, 0));
          o.push(make_move(kEasel, f, 1));
        }
      break;
    }
    default:
      break;
  }
  return o.n;
}

inline bool can_act(const State& s, int seat) {
  return seat >= 0 && seat < s.players && (acting_mask(s) >> seat & 1u);
}

// The move kinds a phase accepts, for error messages.
const char* expected_in(Phase ph) {
  switch (ph) {
    case Phase::Placement: return "place <location>";
    case Phase::Turn: return "go <location> [leave <source>], ticket <kind> <origin> or contract <space> <source>";
    case Phase::Tickets: return "ticket <kind> <origin> or done";
    case Phase::Action: return "a location action of the destination";
    case Phase::After: return "ticket <kind> <origin>, contract <space> <source> or end";
    case Phase::Kickout: return "a location action of the kick-out location, ticket ..., contract ... or pass";
    case Phase::Cash: return "cash <c>";
    case Phase::Fame: return "fame <c>";
    case Phase::Boost: return "boost <artist>";
    case Phase::TicketColour: return "tickets <colour> [<colour>]";
    case Phase::Booth: return "discard <colour>";
    case Phase::Visitor: return "visitor <kind>";
    case Phase::Space: return "space <bonus>";
    case Phase::Send: return "send <kind>";
    case Phase::Half: return "half IB or half MB";
    case Phase::Contract: return "reveal or take <card> <space>";
    case Phase::Take: return "take <card> <space> or notake";
    case Phase::Easel: return "easel <form> display|sell";
    default: return "nothing";
  }
}

bool kind_fits(Phase ph, uint32_t kind, const State& s) {
  switch (ph) {
    case Phase::Placement: return kind == kPlace;
    case Phase::Turn: return kind == kGo || kind == kTicket || kind == kContractUse;
    case Phase::Tickets: return kind == kTicket || kind == kDone;
    case Phase::Action: return is_action_kind(kind, s.dec[0]);
    case Phase::After: return kind == kTicket || kind == kContractUse || kind == kEnd;
    case Phase::Kickout:
      return kind == kTicket || kind == kContractUse || kind == kPass || is_action_kind(kind, s.dec[0]);
    case Phase::Cash: return kind == kCash;
    case Phase::Fame: return kind == kFameSteps;
    case Phase::Boost: return kind == kBoost;
    case Phase::TicketColour: return kind == kTickets;
    case Phase::Booth: return kind == kDiscard;
    case Phase::Visitor: return kind == kVisitorMove;
    case Phase::Space: return kind == kSpace;
    case Phase::Send: return kind == kSend;
    case Phase::Half: return kind == kHalf;
    case Phase::Contract: return kind == kReveal || kind == kTake;
    case Phase::Take: return kind == kTake || kind == kNoTake;
    case Phase::Easel: return kind == kEasel;
    default: return false;
  }
}

std::string list_moves(const Move* buf, int n, int shown_max = 12) {
  std::string out;
  for (int i = 0; i < n && i < shown_max; ++i) out += (i ? ", " : "") + move_to_string(buf[i]);
  if (n > shown_max) out += ", ... (" + std::to_string(n) + " in all)";
  return out;
}

}  // namespace

int legal_moves(const State& s, int seat, Move* out, int cap) {
  if (!can_act(s, seat)) return 0;
  Move buf[kMaxMoves];
  const int n = enumerate(s, seat, buf, kMaxMoves);
  const int m = std::min(n, kMaxMoves);
  std::sort(buf, buf + m);
  for (int i = 0; i < m && i < cap; ++i) out[i] = buf[i];
  return n;
}

namespace detail {
int legal_moves_unordered(const State& s, int seat, Move* out, int cap) {
  if (!can_act(s, seat)) return 0;
  if (cap >= kMaxMoves) return enumerate(s, seat, out, cap);
  Move buf[kMaxMoves];
  const int n = enumerate(s, seat, buf, kMaxMoves);
  for (int i = 0; i < n && i < cap; ++i) out[i] = buf[i];
  return n;
}
}  // namespace detail

int num_legal(const State& s, int seat) {
  if (!can_act(s, seat)) return 0;
  Move buf[kMaxMoves];
  return enumerate(s, seat, buf, kMaxMoves);
}

bool check_move(const State& s, int seat, Move m, std::string* why) {
  auto fail = [&](const std::string& msg) {
    if (why) *why = msg;
    return false;
  };
  if (is_terminal(s)) return fail("the game is over");
  const Phase ph = phase(s);
  if (ph == Phase::Chance) {
    Move outs[kMaxMoves];
    double prob[kMaxMoves];
    const int n = chance_outcomes(s, outs, prob, kMaxMoves);
    if (seat != -1 || !is_chance_move(m))
      return fail("a chance step is pending: apply one of its outcomes (e.g. '" +
                  move_to_string(n ? outs[0] : 0) + "') with no seat");
    for (int i = 0; i < n; ++i)
      if (outs[i] == m) return true;
    return fail("'" + move_to_string(m) + "' is not a possible outcome now (possible: " +
                list_moves(outs, n) + ")");
  }
  if (seat == -1) return fail("no chance step is pending: seat " + std::to_string(current_player(s)) + " decides now");
  if (seat < 0 || seat >= s.players)
    return fail("no seat " + std::to_string(seat) + " in a " + std::to_string(s.players) + "-player game");
  if (!can_act(s, seat))
    return fail("not your turn: seat " + std::to_string(current_player(s)) + " decides now, not seat " +
                std::to_string(seat));
  if (is_chance_move(m))
    return fail("'" + move_to_string(m) + "' is a chance outcome, but no chance step is pending");
  if (!kind_fits(ph, move_kind(m), s))
    return fail("'" + move_to_string(m) + "' is not possible now: the phase is '" + phase_name(ph) +
                "', expected " + expected_in(ph));
  Move buf[kMaxMoves];
  const int n = std::min(enumerate(s, seat, buf, kMaxMoves), kMaxMoves);
  for (int i = 0; i < n; ++i)
    if (buf[i] == m) return true;
  if (ph == Phase::Cash) {
    int lo = std::max(0, int(s.dec[0]) - s.money[seat]);
    int hi = std::min(int(s.dec[0]), cash_steps(s.influence[seat]));
    return fail(move_to_string(m) + " is out of range: " + std::to_string(lo) + ".." + std::to_string(hi) +
                " steps (price $" + std::to_string(s.dec[0]) + ", money $" + std::to_string(s.money[seat]) +
                ", influence " + std::to_string(s.influence[seat]) + ")");
  }
  if (ph == Phase::Fame)
    return fail(move_to_string(m) + " is out of range: 0.." + std::to_string(fame_max(s, seat)) + " steps");
  std::sort(buf, buf + n);
  std::string same;
  int k = 0;
  Move same_kind[kMaxMoves];
  for (int i = 0; i < n; ++i)
    if (move_kind(buf[i]) == move_kind(m)) same_kind[k++] = buf[i];
  if (k) return fail("'" + move_to_string(m) + "' is not legal now (legal " + kind_word(move_kind(m)) +
                     " moves: " + list_moves(same_kind, k) + ")");
  return fail("'" + move_to_string(m) + "' is not legal now (legal moves: " + list_moves(buf, n) + ")");
}

Move random_move(const State& s, int seat, Rng& rng) {
  switch (phase(s)) {
    case Phase::Cash: {
      int lo, hi;
      cash_range(s, seat, &lo, &hi);
      return make_move(kCash, lo + rng.below(static_cast<uint32_t>(hi - lo + 1)));
    }
    case Phase::Fame:
      return make_move(kFameSteps, rng.below(static_cast<uint32_t>(fame_max(s, seat) + 1)));
    default: {
      Move buf[kMaxMoves];
      const int n = std::min(enumerate(s, seat, buf, kMaxMoves), kMaxMoves);
      if (n == 0) return 0;
      return buf[rng.below(static_cast<uint32_t>(n))];
    }
  }
}

// ---- chance ----------------------------------------------------------------------------
int chance_outcomes(const State& s, Move* out, double* prob, int cap) {
  if (!is_chance(s)) return 0;
  int n = 0;
  auto push = [&](Move m, double p) {
    if (n < cap) {
      out[n] = m;
      prob[n] = p;
    }
    ++n;
  };
  switch (s.dec[0]) {
    case kChanceDraw:
      for (int k = 0; k < kKinds; ++k)
        if (s.bag_count[k]) push(make_move(kDraw, k), double(s.bag_count[k]) / s.bag_n);
      break;
    case kChanceDeal: {
      bool in_deck[kContracts] = {};
      for (int i = 0; i < s.deck_n; ++i) in_deck[s.deck[i]] = true;
      for (int c = 0; c < kContracts; ++c)
        if (in_deck[c]) push(make_move(kDeal, c), 1.0 / s.deck_n);
      break;
    }
    case kChanceSetup:
      return setup_outcomes(s, out, prob, cap);
    case kChanceObjective: {  // any card of the deck no other seat has shown
      const int q = s.dec[1] / 2, deck = s.dec[1] % 2;
      const uint8_t* held = deck ? s.dealer : s.curator;
      bool shown[kObjectiveCards] = {};
      int left = kObjectiveCards;
      for (int r = 0; r < s.players; ++r)
        if (r != q && (s.objectives_shown[r] >> deck & 1)) shown[held[r]] = true, --left;
      for (int c = 0; c < kObjectiveCards; ++c)
        if (!shown[c]) push(make_move(kObjective, q, c, deck), 1.0 / left);
      break;
    }
    default: {
      const int f = s.dec[1];
      int count[kWorkCodes] = {};
      for (int i = 0; i < s.stack_n[f]; ++i) ++count[s.stack[f][i]];
      for (int c = 0; c < kWorkCodes; ++c)
        if (count[c]) push(make_move(kExpose, f, c), double(count[c]) / s.stack_n[f]);
      break;
    }
  }
  return n;
}

Move chance_outcome(const State& s) {
  if (!is_chance(s)) return 0;
  switch (s.dec[0]) {
    case kChanceDraw: return make_move(kDraw, s.bag[s.bag_n - 1]);
    case kChanceDeal: return make_move(kDeal, s.deck[s.deck_n - 1]);
    case kChanceSetup: return setup_outcome(s);
    case kChanceObjective: {
      const int q = s.dec[1] / 2, deck = s.dec[1] % 2;
      return make_move(kObjective, q, deck ? s.dealer[q] : s.curator[q], deck);
    }
    default: return make_move(kExpose, s.dec[1], s.stack[s.dec[1]][s.stack_n[s.dec[1]] - 1]);
  }
}

}  // namespace gallerist
}  // namespace galleria
