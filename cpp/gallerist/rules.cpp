// The decision machine: continuation tasks, bonuses, tickets, fame, contracts, the turn
// and round flow, and applying one decision or chance outcome.
//
// Decision parameters (State::dec) per phase:
//   Action: [0] location          Cash: [0] price          Fame: [0] artist
//   TicketColour: [0] allowed colours (mask), [1] how many to choose (1|2), [2] fixed
//     colour added to the choice (mask, 0 = none)
//   Booth: [0] the colour being taken        Visitor: [0] 0 = V (plaza -> lobby), 1 = IV
//   Space: [0] the reputation tile being placed
//   Send: [0] 0 = lobby -> plaza, 1 = gallery -> plaza (a sale), [1] the sold contract's space
//   Half: [0] contract space       Chance: [0] ChanceKind, [1] DrawDest / space / form, [2] seat
#include <cstring>

#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {
namespace detail {

namespace {

// The influence track derived from data::kCashIcons, one entry per marker position.
struct Track {
  uint8_t steps_below[kMaxInfluence + 1];  // $ icons strictly below
  uint8_t step_to[kMaxInfluence + 1];      // highest $ icon strictly below
  uint8_t value[kMaxInfluence + 1];        // end-game $ of the highest icon at or below
  Track() {
    for (int x = 0; x <= kMaxInfluence; ++x) {
      steps_below[x] = step_to[x] = value[x] = 0;
      for (int i = 0; i < data::kNumCashIcons; ++i) {
        if (data::kCashIcons[i] < x) {
          ++steps_below[x];
          step_to[x] = data::kCashIcons[i];
        }
        if (data::kCashIcons[i] <= x) value[x] = data::kCashIconValue[i];
      }
    }
  }
};
const Track kTrack;

}  // namespace

int cash_steps(int influence) { return kTrack.steps_below[influence]; }
int cash_step_to(int influence) { return kTrack.step_to[influence]; }
int end_value(int influence) { return kTrack.value[influence]; }

void raise_fame(State& s, int p, int artist, int gain) {
  const int old = s.fame[artist];
  int to = old + gain;
  if (to > kMaxFame) to = kMaxFame;
  s.fame[artist] = static_cast<uint8_t>(to);
  if (old < kMaxFame && to == kMaxFame) gain_money(s, p, data::kCelebrityBonus);
}

// Tickets of one bonus: colours the booth still holds first, then the others.
void gain_tickets(State& s, int p, int mask) {
  int order[kKinds], n = 0;
  for (int c = 0; c < kKinds; ++c)
    if ((mask >> c & 1) && s.booth[c] > 0) order[n++] = c;
  for (int c = 0; c < kKinds; ++c)
    if ((mask >> c & 1) && s.booth[c] == 0) order[n++] = c;
  for (int i = n - 1; i >= 0; --i) push_task(s, kTaskTicket, p, order[i]);
}

void take_contract(State& s, int p, int card, int space) {
  for (int d = 0; d < 4; ++d) {
    const int len = s.display_cards_n[d];
    for (int j = 0; j < len; ++j)
      if (s.display_cards[d][j] == card) {
        for (int k = j; k + 1 < len; ++k) s.display_cards[d][k] = s.display_cards[d][k + 1];
        s.display_cards[d][len - 1] = 0;
        --s.display_cards_n[d];
        d = 4;
        break;
      }
  }
  const bool was_empty = s.contract[p][space] == kNone;
  if (!was_empty) {
    s.contract_discard[s.contract[p][space]] = 1;
    if (s.contract_asst[p][space]) assistant_home(s, p);
  }
  s.contract[p][space] = static_cast<uint8_t>(card);
  s.contract_face[p][space] = kFront;
  s.contract_asst[p][space] = 0;
  if (was_empty) push_task(s, kTaskBonus, p, data::kContractSpaceBonus[space]);
}

void flip_contract(State& s, int p, int space, int face) {
  s.contract_face[p][space] = static_cast<uint8_t>(face);
  if (s.contract_asst[p][space]) assistant_home(s, p);
  s.contract_asst[p][space] = 0;
}

void begin_turn(State& s, int p) {
  s.turn_player = static_cast<uint8_t>(p);
  s.exec_used = 0;
  ask(s, Phase::Turn, p);
}

namespace {

void reshuffle_contracts(State& s) {
  // The whole display (covered cards included) and the discard pile become the new deck,
  // shuffled from the hidden key.
  for (int d = 0; d < 4; ++d) {
    for (int j = 0; j < s.display_cards_n[d]; ++j) {
      s.deck[s.deck_n++] = s.display_cards[d][j];
      s.display_cards[d][j] = 0;
    }
    s.display_cards_n[d] = 0;
  }
  for (int c = 0; c < kContracts; ++c)
    if (s.contract_discard[c]) {
      s.deck[s.deck_n++] = static_cast<uint8_t>(c);
      s.contract_discard[c] = 0;
    }
  Rng rng(uint64_t(s.shuffle_key[0]) << 32 | s.shuffle_key[1]);
  for (int i = s.deck_n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    const uint8_t t = s.deck[i];
    s.deck[i] = s.deck[j];
    s.deck[j] = t;
  }
  const uint64_t next = rng.next();
  s.shuffle_key[0] = static_cast<uint32_t>(next >> 32);
  s.shuffle_key[1] = static_cast<uint32_t>(next);
}

void gain_bonus(State& s, int p, int bonus) {
  switch (bonus) {
    case kTb: gain_tickets(s, p, 1 << kInvestor); return;
    case kTk: gain_tickets(s, p, 1 << kVip); return;
    case kTw: gain_tickets(s, p, 1 << kCollector); return;
    case kT1: ask(s, Phase::TicketColour, p, 7, 1, 0); return;
    case kT2: ask(s, Phase::TicketColour, p, 7, 2, 0); return;
    case kIB: gain_influence(s, p, 2 * s.gallery[p][kVip] + s.gallery[p][kCollector]); return;
    case kMB: gain_money(s, p, 2 * s.gallery[p][kInvestor] + s.gallery[p][kCollector]); return;
    case kFA:
      if (s.queue[p] > 0 && s.desks[p] < kDesks) {
        --s.queue[p];
        ++s.desks[p];
      }
      return;
    case kV:
      if (sum3(s.plaza) > 0)
        ask(s, Phase::Visitor, p, 0);
      else if (s.bag_n > 0)
        push_task(s, kTaskDraw, kDrawLobby, p);
      return;
    case kF:
      for (int a = 0; a < kArtists; ++a)
        if (s.discovered[a] && !is_celebrity(s, a)) {
          ask(s, Phase::Boost, p);
          return;
        }
      return;
    case kC: ask(s, Phase::Contract, p); return;
    case kVB:
      if (s.bag_n > 0) push_task(s, kTaskDraw, kDrawGallery, p);
      return;
    case kIV:
      if (s.plaza[kInvestor] + s.plaza[kVip] > 0) ask(s, Phase::Visitor, p, 1);
      return;
    default:
      return;
  }
}

void gain_ticket(State& s, int p, int c) {
  if (s.booth[c] > 0) {
    --s.booth[c];
    ++s.tickets[p][c];
  } else if (sum3(s.booth) > 0) {
    if (s.ticket_discard[c] > 0) ask(s, Phase::Booth, p, c);
  } else if (s.ticket_discard[c] > 0) {
    --s.ticket_discard[c];
    ++s.tickets[p][c];
  }
}

void work_tickets(State& s, int p, int w) {
  switch (work_code(w)) {
    case 0: ask(s, Phase::TicketColour, p, 7, 1, 0); return;
    case 1: gain_tickets(s, p, 1 << kVip); return;
    case 2: gain_tickets(s, p, 1 << kInvestor); return;
    case 4: ask(s, Phase::TicketColour, p, 1 << kInvestor | 1 << kCollector, 1, 1 << kVip); return;
    case 5: ask(s, Phase::TicketColour, p, 1 << kVip | 1 << kCollector, 1, 1 << kInvestor); return;
    default: ask(s, Phase::TicketColour, p, 7, 2, 0); return;  // 1xx, 2xx
  }
}

void buy_place(State& s, int p, int a, int w, bool commission) {
  const int i = s.display_n[p]++;
  s.display_work[p][i] = static_cast<uint8_t>(w);
  s.display_artist[p][i] = static_cast<uint8_t>(a);
  if (i == 2 && s.opening_tile[p] != kNone) s.slot3_pending[p] = 1;
  if (commission)
    s.commission[p] = kNone;
  else
    --s.free_tokens[a];
  const int f = work_form(w);
  if (s.stack_n[f] > 0 && s.top_exposed[f]) {
    const int draws = data::kWorkKinds[s.stack[f][s.stack_n[f] - 1]].tickets;
    for (int k = 0; k < draws; ++k) push_task(s, kTaskDraw, kDrawWork, f);
  }
}

void piece_home(State& s) {
  const int piece = s.kick_piece;
  if (is_gallerist_piece(piece))
    s.gallerist[piece_owner(piece)] = kHome;
  else if (is_assistant_piece(piece))
    assistant_home(s, piece_owner(piece));
  s.kick_piece = 0;
  s.kick_loc = kNone;
}

void intermediate_scoring(State& s) {
  for (int p = 0; p < s.players; ++p) {
    const int infl_before = s.influence[p];
    const int m = 2 * s.gallery[p][kInvestor] + s.gallery[p][kCollector];
    gain_influence(s, p, 2 * s.gallery[p][kVip] + s.gallery[p][kCollector]);
    gain_money(s, p, m);
    s.inter_money[p] = static_cast<int16_t>(m);
    s.inter_influence[p] = static_cast<int16_t>(s.influence[p] - infl_before);
  }
  s.inter_done = 1;
  s.inter_round = s.round;
  s.inter_seat = s.turn_player;
}

void checks(State& s) {
  const int p = s.turn_player;
  if (s.opt_intermediate && !s.inter_done &&
      (s.booth[0] == 0 || s.booth[1] == 0 || s.booth[2] == 0))
    intermediate_scoring(s);
  if (sum3(s.booth) == 0) s.triggers |= 1;
  if (!(s.triggers & 2) && celebrities(s) >= 2) s.triggers |= 2;  // once seen, it stays
  if (s.bag_n == 0) s.triggers |= 4;
  const int held = (s.triggers & 1) + (s.triggers >> 1 & 1) + (s.triggers >> 2 & 1);
  if (s.end_stage == kPlaying && held >= 2) s.end_stage = kFinishing;
  const bool last = p == (s.start_player == 0 ? s.players - 1 : s.start_player - 1);
  if (last) {
    if (s.end_stage == kFinalRound) {
      final_scoring_start(s);
      return;
    }
    if (s.end_stage == kFinishing) {
      s.end_stage = kFinalRound;
    } else if (s.end_stage == kPlaying && s.round >= kRoundCap) {
      s.triggers |= 8;
      s.end_stage = kFinalRound;
    }
    ++s.round;
  }
  begin_turn(s, left_of(s, p));
}

// The display refill from display space `from` on: deal to the next empty space (the deck
// reshuffled first when it is empty).
void refill(State& s, int p, int from) {
  for (int d = from; d < 4; ++d)
    if (s.display_cards_n[d] == 0) {
      if (s.deck_n == 0) {
        reshuffle_contracts(s);
        push_task(s, kTaskDealFresh, 0);
        return;
      }
      push_task(s, kTaskRefill, d + 1);
      ask(s, Phase::Chance, p, kChanceDeal, d);
      return;
    }
}

void exec_task(State& s, const uint8_t* t) {
  const int a = t[1], b = t[2], c = t[3];
  const int p = s.actor;
  switch (t[0]) {
    case kTaskAction: ask(s, Phase::Action, p, a); return;
    case kTaskAfter:
      if (!s.exec_used) ask(s, Phase::After, p);
      return;
    case kTaskEndSteps:
      // Pushing kTaskRefill and kTaskOpening and popping them at once gives the same states
      // as running them in place: the opening step runs in place; so does the refill when
      // the opening step has nothing to do (the common case), else it waits below it.
      if (!s.slot3_pending[a]) {
        refill(s, p, 0);
        return;
      }
      push_task(s, kTaskRefill, 0);
      [[fallthrough]];
    case kTaskOpening:
      if (!s.slot3_pending[a]) return;
      s.slot3_pending[a] = 0;
      if (s.opening_tile[a] == kNone) return;
      {
        const int tile = s.opening_tile[a];
        s.opening_tile[a] = kNone;
        if (has_empty_rep_space(s, a)) {
          push_task(s, kTaskSendLobby, a);
          ask(s, Phase::Space, a, tile);
        } else {
          s.rep_boxed[tile] = 1;
        }
      }
      return;
    case kTaskRefill: refill(s, p, a); return;
    case kTaskReveal:
      if (a >= 4) return;
      if (s.deck_n == 0) {
        reshuffle_contracts(s);
        push_task(s, kTaskDealFresh, 0);
        return;
      }
      push_task(s, kTaskReveal, a + 1);
      ask(s, Phase::Chance, p, kChanceDeal, a);
      return;
    case kTaskDealFresh:
      if (a >= 4) return;
      push_task(s, kTaskDealFresh, a + 1);
      ask(s, Phase::Chance, p, kChanceDeal, a);
      return;
    case kTaskTakePhase: ask(s, Phase::Take, p); return;
    case kTaskKickout: {
      if (!s.kick_piece) return;
      if (s.end_stage == kFinalRound) {
        piece_home(s);
        return;
      }
      const int q = piece_owner(s.kick_piece);
      push_task(s, kTaskPieceHome);
      push_task(s, kTaskEndSteps, q);
      ask(s, Phase::Kickout, q, s.kick_loc);
      return;
    }
    case kTaskPieceHome: piece_home(s); return;
    case kTaskChecks: checks(s); return;
    case kTaskTurnMove: ask(s, Phase::Turn, p); return;
    case kTaskBonus: gain_bonus(s, a, b); return;
    case kTaskTicket: gain_ticket(s, a, b); return;
    case kTaskFame:
      raise_fame(s, p, a, b + (c ? s.gallery[p][kCollector] : 0));
      ask(s, Phase::Fame, p, a);
      return;
    case kTaskCash: ask(s, Phase::Cash, p, a); return;
    case kTaskExpose:
      if (s.stack_n[a] > 0) ask(s, Phase::Chance, p, kChanceExpose, a);
      return;
    case kTaskWorkTickets: work_tickets(s, a, b); return;
    case kTaskBuyPlace: buy_place(s, p, a, b, c != 0); return;
    case kTaskDraw:
      if (s.bag_n > 0) ask(s, Phase::Chance, p, kChanceDraw, a, b);
      return;
    case kTaskDiscoverEnd:
      if (s.artist_collector[a]) {
        s.artist_collector[a] = 0;
        ++s.plaza[kCollector];
      }
      s.discovered[a] = 1;
      s.fame[a] = static_cast<uint8_t>(start_fame(s, a));
      --s.free_tokens[a];
      s.commission[p] = static_cast<uint8_t>(a);
      return;
    case kTaskPlaceAssistant:
      take_from_source(s, p, b);
      s.market[a / kRows][a % kRows] = static_cast<uint8_t>(1 + p);
      return;
    case kTaskSendLobby:
      if (sum3(s.lobby[a]) > 0) ask(s, Phase::Send, a, 0);
      return;
    case kTaskEaselNext:
      while (s.easel_pos < s.players && s.easel_order[s.easel_pos] != kNone) {
        for (int e = 0; e < kMaxEasels; ++e)
          if (s.easel[e] != kNone && s.easel_taken_by[e] == kNone) {
            ask(s, Phase::Easel, s.easel_order[s.easel_pos]);
            return;
          }
        break;
      }
      return;
    case kTaskFinalEnd: final_scoring_end(s); return;
    case kTaskSetup: setup_task(s, a, b); return;
    case kTaskShowObjective:
      if (a >= 2 * s.players) return;
      push_task(s, kTaskShowObjective, a + 1);
      ask(s, Phase::Chance, p, kChanceObjective, a);
      return;
    case kTaskSetupTopDraws:
      if (s.stack_n[a] > 0 && s.top_exposed[a])
        for (int k = data::kWorkKinds[s.stack[a][s.stack_n[a] - 1]].tickets; k > 0; --k)
          push_task(s, kTaskDraw, kDrawWork, a);
      return;
    case kTaskSetupEnd:
      s.round = 0;
      s.turn_player = s.start_player;
      ask(s, Phase::Placement, (s.start_player + s.players - 1) % s.players);
      return;
    default: internal_error("gallerist: unknown task");
  }
}

}  // namespace

void run(State& s) {
  while (s.phase == uint8_t(Phase::None)) {
    if (s.ntask == 0) internal_error("gallerist: the rules machine ran out of tasks");
    uint8_t t[4];
    std::memcpy(t, s.task[--s.ntask], 4);
    std::memset(s.task[s.ntask], 0, 4);
    exec_task(s, t);
  }
}

// ---- one decision -----------------------------------------------------------------------
namespace {

void ticket_step(State& s, int p, int kind, int origin) {
  --s.tickets[p][kind];
  ++s.ticket_discard[kind];
  if (origin == int(kFromPlaza)) {
    --s.plaza[kind];
    ++s.lobby[p][kind];
  } else if (origin == int(kFromOwnLobby)) {
    --s.lobby[p][kind];
    ++s.gallery[p][kind];
  } else {
    --s.lobby[origin - 2][kind];
    ++s.plaza[kind];
  }
}

void contract_use(State& s, int p, int space, int src) {
  take_from_source(s, p, src);
  s.contract_asst[p][space] = 1;
  const int face = s.contract_face[p][space];
  const int bonus = face == kFront ? data::kContractFront[s.contract[p][space]]
                                   : int(face == kBackIB ? kIB : kMB);
  push_task(s, kTaskBonus, p, bonus);
}

void go(State& s, int p, int dest, int leave) {
  // A legal `go` whose own destination has no legal action can only be the fallback.
  const bool fallback = !go_legal(s, p, dest, leave);
  const int cur = s.gallerist[p];
  if (cur < kLocations) {
    s.space[cur] = 0;
    if (leave) {
      take_from_source(s, p, leave - 1);
      s.space[cur] = assistant_piece(p);
    }
  }
  const int occupant = s.space[dest];
  if (occupant == assistant_piece(p)) {
    assistant_home(s, p);
  } else if (occupant) {
    s.kick_piece = static_cast<uint8_t>(occupant);
    s.kick_loc = static_cast<uint8_t>(dest);
    if (is_gallerist_piece(occupant)) s.gallerist[piece_owner(occupant)] = kKickSpace;
  }
  s.space[dest] = gallerist_piece(p);
  s.gallerist[p] = static_cast<uint8_t>(dest);
  push_task(s, kTaskChecks);
  push_task(s, kTaskKickout);
  push_task(s, kTaskEndSteps, p);
  push_task(s, kTaskAfter);
  // The location action is asked at once: the same state as pushing kTaskAction and
  // running it (a popped slot is zeroed), without the round trip through the task stack.
  if (!fallback) ask(s, Phase::Action, p, dest);
}

void place(State& s, int p, int loc) {
  s.gallerist[p] = static_cast<uint8_t>(loc);
  s.space[loc] = gallerist_piece(p);
  s.opening_tile[p] = s.location_tile[loc];
  s.location_tile[loc] = kNone;
  if (p == s.start_player) {
    for (int l = 0; l < kLocations; ++l)
      if (s.location_tile[l] != kNone) {
        s.rep_boxed[s.location_tile[l]] = 1;
        s.location_tile[l] = kNone;
      }
    s.round = 1;
    begin_turn(s, p);
  } else {
    ask(s, Phase::Placement, (p + s.players - 1) % s.players);
  }
}

void apply_chance(State& s, Move m) {
  const int arg = s.dec[1], seat = s.dec[2];
  s.phase = uint8_t(Phase::None);
  switch (move_kind(m)) {
    case kDraw: {
      const int v = static_cast<int>(move_a(m));
      for (int i = s.bag_n - 1; i >= 0; --i)
        if (s.bag[i] == v) {
          s.bag[i] = s.bag[s.bag_n - 1];
          s.bag[s.bag_n - 1] = static_cast<uint8_t>(v);
          break;
        }
      --s.bag_n;
      s.bag[s.bag_n] = 0;
      --s.bag_count[v];
      if (arg == kDrawWork)
        ++s.work_visitors[seat][v];
      else if (arg == kDrawPlaza)
        ++s.plaza[v];
      else if (arg == kDrawLobby || (v == kCollector && !collector_may_enter(s, seat)))
        ++s.lobby[seat][v];
      else
        ++s.gallery[seat][v];
      break;
    }
    case kDeal: {
      const int card = static_cast<int>(move_a(m));
      for (int i = s.deck_n - 1; i >= 0; --i)
        if (s.deck[i] == card) {
          s.deck[i] = s.deck[s.deck_n - 1];
          s.deck[s.deck_n - 1] = static_cast<uint8_t>(card);
          break;
        }
      --s.deck_n;
      s.deck[s.deck_n] = 0;
      s.display_cards[arg][s.display_cards_n[arg]++] = static_cast<uint8_t>(card);
      break;
    }
    case kSetup:
      apply_setup_fact(s, m, seat);  // dec[2]: the artist, form, cell or easel of the step
      break;
    case kObjective: {  // seat q's card turned up: swapped in from a face-down holder or the box
      const int q = arg / 2, deck = arg % 2, card = static_cast<int>(move_b(m));
      uint8_t* held = deck ? s.dealer : s.curator;
      if (held[q] != card)
        for (int r = 0; r < s.players; ++r)
          if (r != q && held[r] == card) {
            held[r] = held[q];
            break;
          }
      held[q] = static_cast<uint8_t>(card);
      s.objectives_shown[q] = static_cast<uint8_t>(s.objectives_shown[q] | (1 << deck));
      break;
    }
    default: {  // kExpose
      const int f = arg, code = static_cast<int>(move_b(m));
      const int top = s.stack_n[f] - 1;
      for (int i = top; i >= 0; --i)
        if (s.stack[f][i] == code) {
          s.stack[f][i] = s.stack[f][top];
          s.stack[f][top] = static_cast<uint8_t>(code);
          break;
        }
      s.top_exposed[f] = 1;
      break;
    }
  }
  run(s);
}

}  // namespace
}  // namespace detail

void apply(State& s, int seat, Move m) {
  using namespace detail;
  if (s.phase == uint8_t(Phase::Chance)) {
    apply_chance(s, m);
    return;
  }
  const Phase ph = Phase(s.phase);
  const int p = seat;
  const uint32_t kind = move_kind(m);
  const int a = static_cast<int>(move_a(m)), b = static_cast<int>(move_b(m));
  const uint8_t d0 = s.dec[0], d1 = s.dec[1], d2 = s.dec[2];
  s.phase = uint8_t(Phase::None);
  s.dec[0] = s.dec[1] = s.dec[2] = s.dec[3] = 0;
  switch (ph) {
    case Phase::Placement:
      place(s, p, a);
      break;
    case Phase::Turn:
    case Phase::After:
    case Phase::Tickets:
    case Phase::Kickout:
      if (kind == kGo) {
        go(s, p, a, b);
      } else if (kind == kTicket) {
        if (ph == Phase::Turn || ph == Phase::After) s.exec_used = 1;
        if (ph == Phase::Turn) push_task(s, kTaskTurnMove);
        ticket_step(s, p, a, b);
        ask(s, Phase::Tickets, p);
      } else if (kind == kContractUse) {
        if (ph == Phase::Turn || ph == Phase::After) s.exec_used = 1;
        if (ph == Phase::Turn) push_task(s, kTaskTurnMove);
        contract_use(s, p, a, b);
      } else if (kind == kDone || kind == kEnd || kind == kPass) {
        // nothing: the continuation decides what follows
      } else {  // a location action (kick-out: its influence cost first)
        if (ph == Phase::Kickout) pay_influence(s, p, s.influence[p] - star_step_to(s.influence[p]));
        s.actor = static_cast<uint8_t>(p);
        apply_action(s, m);
      }
      break;
    case Phase::Action:
      apply_action(s, m);
      break;
    case Phase::Cash: {
      for (int i = 0; i < a; ++i) pay_influence(s, p, s.influence[p] - cash_step_to(s.influence[p]));
      gain_money(s, p, a);
      pay_money(s, p, d0);
      break;
    }
    case Phase::Fame:
      for (int i = 0; i < a; ++i) {
        pay_influence(s, p, s.influence[p] - star_step_to(s.influence[p]));
        raise_fame(s, p, d0, 1);
      }
      break;
    case Phase::Boost:
      raise_fame(s, p, a, 1);
      ask(s, Phase::Fame, p, a);
      break;
    case Phase::TicketColour:
      gain_tickets(s, p, a | d2);
      break;
    case Phase::Booth:
      --s.booth[a];
      ++s.ticket_discard[a];
      --s.ticket_discard[d0];
      ++s.tickets[p][d0];
      break;
    case Phase::Visitor:
      --s.plaza[a];
      if (d0 == 0)
        ++s.lobby[p][a];
      else
        ++s.gallery[p][a];
      break;
    case Phase::Space:
      s.rep[p][a] = d0;
      push_task(s, kTaskBonus, p, data::kRepSpaceBonus[a]);
      break;
    case Phase::Send:
      ++s.plaza[a];
      if (d0 == 0) {
        --s.lobby[p][a];
      } else {
        --s.gallery[p][a];
        if (a == kVip)
          flip_contract(s, p, d1, kBackIB);
        else if (a == kInvestor)
          flip_contract(s, p, d1, kBackMB);
        else
          ask(s, Phase::Half, p, d1);
      }
      break;
    case Phase::Half:
      flip_contract(s, p, d0, a == 0 ? kBackIB : kBackMB);
      break;
    case Phase::Contract:
    case Phase::Take:
      if (kind == kReveal) {
        push_task(s, kTaskTakePhase);
        push_task(s, kTaskReveal, 0);
      } else if (kind == kTake) {
        take_contract(s, p, a, b);
      }
      break;
    case Phase::Easel: {
      for (int e = 0; e < kMaxEasels; ++e)
        if (s.easel[e] != kNone && s.easel_taken_by[e] == kNone && work_form(s.easel[e]) == a) {
          const int value = easel_work_value(s, a);
          s.easel_taken_by[e] = static_cast<uint8_t>(p);
          s.easel_declared[e] = static_cast<uint8_t>(b);
          s.easel_value[e] = static_cast<uint8_t>(value);
          gain_money(s, p, value);
          s.final_money[3][p] = static_cast<int16_t>(s.final_money[3][p] + value);
          break;
        }
      ++s.easel_pos;
      push_task(s, kTaskEaselNext);
      break;
    }
    default:
      internal_error("gallerist: apply in a phase without decisions");
  }
  run(s);
}

}  // namespace gallerist
}  // namespace galleria
