// State invariants and the random-game property driver.
#include "gallerist/check.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "gallerist/internal.h"
#include "gallerist/json.h"
#include "gallerist/notation.h"
#include "gallerist/observation.h"

namespace galleria {
namespace gallerist {

using namespace detail;

namespace {

bool valid_work(int w) { return w != kNone && work_form(w) < kForms && work_code(w) < kWorkCodes; }

// Task argument ranges (the machine indexes arrays with them).
bool task_ok(const State& s, const uint8_t* t, std::string* why) {
  const int n = s.players, a = t[1], b = t[2], c = t[3];
  auto bad = [&](const char* m) {
    *why = m;
    return false;
  };
  switch (t[0]) {
    case kTaskAction: return a < kLocations || bad("action task location");
    case kTaskAfter: case kTaskTakePhase: case kTaskKickout: case kTaskPieceHome: case kTaskChecks:
    case kTaskTurnMove: case kTaskEaselNext: case kTaskFinalEnd: return true;
    case kTaskEndSteps: case kTaskOpening: case kTaskSendLobby: return a < n || bad("task seat");
    case kTaskRefill: case kTaskReveal: case kTaskDealFresh: return a <= 4 || bad("task display space");
    case kTaskBonus: return (a < n && b >= 1 && b < kNumBonus) || bad("bonus task");
    case kTaskTicket: return (a < n && b < kKinds) || bad("ticket task");
    case kTaskFame: return (a < kArtists && s.discovered[a] && b <= kMaxFame && c <= 1) || bad("fame task");
    case kTaskCash: return true;
    case kTaskExpose: return a < kForms || bad("expose task");
    case kTaskWorkTickets: return (a < n && valid_work(b)) || bad("work tickets task");
    case kTaskBuyPlace:
      if (!(a < kArtists && valid_work(b) && work_form(b) == form_of_artist(a) && c <= 1))
        return bad("buy task");
      if (s.actor >= n || s.display_n[s.actor] >= kDisplaySlots) return bad("buy task without a display slot");
      if (c == 1 && s.commission[s.actor] != a) return bad("commission buy without the commission");
      if (c == 0 && s.free_tokens[a] == 0) return bad("buy without a free signature token");
      return true;
    case kTaskDraw: return (a <= kDrawPlaza && (a == kDrawWork ? b < kForms : b < n)) || bad("draw task");
    case kTaskSetup: return (a <= 7 && b <= kTileCells && s.setup_left + (a == 7) > 0) || bad("set-up task");
    case kTaskSetupTopDraws: return a < kForms || bad("set-up draws task");
    case kTaskSetupEnd: return true;
    case kTaskShowObjective:
      return (a <= 2 * n && s.end_stage == kScoring && (s.flags & kAnnounce)) || bad("objective task");
    case kTaskDiscoverEnd:
      return (a < kArtists && !s.discovered[a] && s.free_tokens[a] == 2 && s.actor < n &&
              s.commission[s.actor] == kNone) || bad("discover task");
    case kTaskPlaceAssistant:
      if (!(a < kCells && b < kNumSources)) return bad("assistant task");
      if (s.actor >= n || !source_available(s, s.actor, b, b == kSrcKicked)) return bad("assistant task source");
      return true;
    default: return bad("unknown task kind");
  }
}

}  // namespace

void check_invariants(const State& s, std::vector<std::string>* out) {
  auto fail = [&](const std::string& m) { out->push_back(m); };
  const size_t before = out->size();
  const int n = s.players;
  if (n < kMinPlayers || n > kMaxPlayers) return fail("players out of range");
  if (s.opt_intermediate > 1 || s.opt_take_top > 1 || s.opt_middle_open > 1 || s.opt_easel_any > 1)
    return fail("option flags must be 0 or 1");
  if (s.flags & ~kAnnounce) return fail("unknown state flags");
  if (s.setup_left && !(s.flags & kAnnounce)) return fail("set-up steps in a game that does not announce them");
  if (s.phase == uint8_t(Phase::None) || s.phase >= uint8_t(Phase::Count)) return fail("phase out of range");
  if (s.start_player >= n || s.turn_player >= n) return fail("start or turn player out of range");
  if (s.end_stage > kOver || s.triggers > 15 || s.exec_used > 1 || s.inter_done > 1)
    return fail("flow flags out of range");
  if (s.round > kRoundCap + 1) return fail("round out of range");
  if (s.ntask > kTaskCap) return fail("task count out of range");
  for (int i = s.ntask; i < kTaskCap; ++i)
    for (int j = 0; j < 4; ++j)
      if (s.task[i][j]) return fail("unused task entries must be zero");
  const bool over = is_terminal(s);
  if (!over && s.actor >= n) return fail("actor out of range");
  if (over && (s.actor != kNone || s.ntask || s.end_stage != kOver)) return fail("game over with pending work");
  // ---- per player
  for (int p = n; p < kMaxPlayers; ++p)
    if (s.money[p] || s.money_gained[p] || s.money_paid[p] || s.influence[p] || s.influence_gained[p] ||
        s.influence_paid[p] || s.desks[p] || s.queue[p] || s.removed[p] || s.gallerist[p] != kHome ||
        s.commission[p] != kNone || s.display_n[p] || s.opening_tile[p] != kNone || s.curator[p] != kNone ||
        s.dealer[p] != kNone || sum3(s.tickets[p]) || sum3(s.lobby[p]) || sum3(s.gallery[p]) ||
        sold_total(s, p) || s.slot3_pending[p])
      return fail("seat " + std::to_string(p) + " is not in the game but holds something");
  for (int p = 0; p < n; ++p) {
    const std::string who = "seat " + std::to_string(p) + ": ";
    if (s.influence[p] > kMaxInfluence) return fail(who + "influence above 35");
    if (s.money[p] < 0) fail(who + "negative money");
    if (s.money_gained[p] < 0 || s.money_paid[p] < 0 || s.influence_gained[p] < 0 || s.influence_paid[p] < 0)
      fail(who + "negative ledger entry");
    if (int64_t(s.money[p]) != int64_t(kStartMoney) + s.money_gained[p] - s.money_paid[p])
      fail(who + "money " + std::to_string(s.money[p]) + " is not explained by its ledger (10 + " +
           std::to_string(s.money_gained[p]) + " - " + std::to_string(s.money_paid[p]) + ")");
    if (int64_t(s.influence[p]) != int64_t(kStartInfluence) + s.influence_gained[p] - s.influence_paid[p])
      fail(who + "influence is not explained by its ledger");
    if (s.desks[p] > kDesks || s.queue[p] > kQueue) return fail(who + "office out of range");
    if (s.gallerist[p] > kKickSpace) return fail(who + "gallerist position out of range");
    if (s.gallerist[p] < kLocations && s.space[s.gallerist[p]] != gallerist_piece(p))
      fail(who + "gallerist position disagrees with the action space");
    if (s.gallerist[p] == kKickSpace && s.kick_piece != gallerist_piece(p))
      fail(who + "gallerist on the kick-out space disagrees");
    if (s.commission[p] != kNone && (s.commission[p] >= kArtists || !s.discovered[s.commission[p]]))
      return fail(who + "commission of an undiscovered artist");
    if (s.display_n[p] > kDisplaySlots) return fail(who + "display count out of range");
    for (int i = 0; i < kDisplaySlots; ++i) {
      const int w = s.display_work[p][i], a = s.display_artist[p][i];
      if (i < s.display_n[p]) {
        if (!valid_work(w) || a >= kArtists || form_of_artist(a) != work_form(w) || !s.discovered[a])
          return fail(who + "displayed work invalid");
      } else if (w != kNone || a != kNone) {
        return fail(who + "empty display slots must hold none");
      }
    }
    if (s.display_n[p] == kDisplaySlots && !has_masterpiece(s, p)) fail(who + "slot 4 used without a masterpiece");
    for (int i = 0; i < kContractSpaces; ++i) {
      const int c = s.contract[p][i];
      if (c == kNone) {
        if (s.contract_face[p][i] || s.contract_asst[p][i]) return fail(who + "empty contract space holds state");
      } else if (c >= kContracts || s.contract_face[p][i] > kBackMB || s.contract_asst[p][i] > 1) {
        return fail(who + "contract space invalid");
      }
    }
    for (int i = 0; i < kRepSpaces; ++i)
      if (s.rep[p][i] != kNone && s.rep[p][i] >= kRepTiles) return fail(who + "reputation tile id out of range");
    if (s.opening_tile[p] != kNone && s.opening_tile[p] >= kRepTiles) return fail(who + "opening tile out of range");
    if (s.slot3_pending[p] > 1) return fail(who + "slot 3 flag out of range");
    if (s.curator[p] >= kObjectiveCards || s.dealer[p] >= kObjectiveCards) return fail(who + "objective card out of range");
    for (int q = 0; q < p; ++q)
      if (s.curator[q] == s.curator[p] || s.dealer[q] == s.dealer[p]) fail("two seats hold the same objective card");
  }
  if (out->size() != before) return;
  // ---- pieces on the board
  int gallerists_seen[kMaxPlayers] = {};
  for (int l = 0; l < kLocations; ++l) {
    const int piece = s.space[l];
    if (piece == 0) continue;
    if (piece > 8 || piece_owner(piece) >= n) return fail("action space holds an unknown piece");
    if (is_gallerist_piece(piece) && (++gallerists_seen[piece_owner(piece)] > 1 || s.gallerist[piece_owner(piece)] != l))
      fail("gallerist on an action space disagrees with its position");
  }
  if (s.kick_piece) {
    if (s.kick_piece > 8 || piece_owner(s.kick_piece) >= n || s.kick_loc >= kLocations)
      return fail("kick-out space invalid");
    if (is_gallerist_piece(s.kick_piece) && s.gallerist[piece_owner(s.kick_piece)] != kKickSpace)
      fail("kicked gallerist position disagrees");
  } else if (s.kick_loc != kNone) {
    fail("kick-out location without a piece");
  }
  // ---- visitors
  if (s.bag_n > kMaxBag) return fail("bag size out of range");
  int bag[kKinds] = {};
  for (int i = 0; i < kMaxBag; ++i) {
    if (i >= s.bag_n) {
      if (s.bag[i]) return fail("bag entries beyond its size must be zero");
      continue;
    }
    if (s.bag[i] >= kKinds) return fail("unknown visitor in the bag");
    ++bag[s.bag[i]];
  }
  for (int k = 0; k < kKinds; ++k) {
    if (bag[k] != s.bag_count[k]) fail("bag composition disagrees with its contents");
    int total = bag[k] + s.plaza[k] + s.box_visitors[k];
    for (int p = 0; p < n; ++p) total += s.lobby[p][k] + s.gallery[p][k];
    for (int f = 0; f < kForms; ++f) total += s.work_visitors[f][k];
    if (k == kCollector)
      for (int a = 0; a < kArtists; ++a) total += s.artist_collector[a];
    if (total != data::kVisitorBase[k])
      fail(std::string("visitors not conserved: ") + kVisitorName[k] + " " + std::to_string(total) + " of " +
           std::to_string(data::kVisitorBase[k]));
    if (s.box_visitors[k] != data::kVisitorRemoved[n - 2]) fail("boxed visitors disagree with the player count");
  }
  for (int p = 0; p < n; ++p)
    if (s.gallery[p][kCollector] > sold_total(s, p) + 1) fail("collector limit broken in a gallery");
  for (int a = 0; a < kArtists; ++a)
    if (s.artist_collector[a] && (s.artist_collector[a] > 1 || !is_red(a) || s.discovered[a]))
      fail("collector on an artist that cannot hold one");
  // ---- tickets
  for (int k = 0; k < kKinds; ++k) {
    int total = s.booth[k] + s.ticket_discard[k] + s.ticket_box[k];
    for (int p = 0; p < n; ++p) total += s.tickets[p][k];
    if (total != data::kTicketsPerColourTotal) fail("tickets not conserved");
    if (s.ticket_box[k] != data::kTicketsPerColourTotal - data::kBoothTickets[n - 2])
      fail("boxed tickets disagree with the player count");
  }
  // ---- assistants
  for (int p = 0; p < n; ++p) {
    int total = s.desks[p] + s.queue[p] + s.removed[p] + own_on_spaces(s, p) + (s.kick_piece == assistant_piece(p));
    for (int c = 0; c < kCols; ++c)
      for (int r = 0; r < kRows; ++r) total += s.market[c][r] == 1 + p;
    for (int i = 0; i < kContractSpaces; ++i) total += s.contract_asst[p][i];
    if (total != kAssistants) fail("assistants of seat " + std::to_string(p) + " not conserved (" + std::to_string(total) + ")");
  }
  // ---- market
  for (int c = 0; c < kCols; ++c) {
    for (int r = 0; r < kRows; ++r) {
      if (s.market[c][r] > n) return fail("market cell owner out of range");
      const bool open = r < kRepRows ? rep_column_open(s, c) : auction_column_open(s, c);
      if (!open && s.market[c][r]) fail("assistant on a closed market cell");
    }
    for (int r = 0; r < kRepRows; ++r) {
      if (s.market_tile[c][r] != kNone && s.market_tile[c][r] >= kRepTiles) return fail("market tile out of range");
      if (s.market_tile[c][r] != kNone && (s.market[c][r] || !rep_column_open(s, c)))
        fail("reputation tile under an assistant or in a closed column");
    }
  }
  // ---- artists, tokens, promotion, discovery
  int disc[kDiscoveryCodes] = {};
  int promo_on[kPromoLevels + 1] = {};
  for (int a = 0; a < kArtists; ++a) {
    if (s.artist_tile[a] > 1 || s.discovered[a] > 1) return fail("artist fields out of range");
    if (s.discovered[a]) {
      if (s.fame[a] < start_fame(s, a) || s.fame[a] > kMaxFame) fail("fame out of range");
      if (s.discovery[a] != kNoBonus) fail("discovered artist still holds a discovery tile");
    } else if (s.fame[a] || s.promo[a]) {
      fail("face-down artist with fame or promotion");
    }
    if (s.promo[a] > kPromoLevels) return fail("promotion level out of range");
    if (s.promo[a]) {
      ++promo_on[s.promo[a]];
      const data::ArtistTile& t = data::kArtistTiles[form_of_artist(a)][is_red(a)][s.artist_tile[a]];
      if (s.promo[a] <= t.printed_level) fail("promotion tile not above the printed level");
    }
    if (s.discovery[a] != kNoBonus) {
      int i = 0;
      while (i < kDiscoveryCodes && data::kDiscoveryCode[i] != s.discovery[a]) ++i;
      if (i == kDiscoveryCodes) return fail("unknown discovery tile");
      ++disc[i];
    }
    int tokens = s.free_tokens[a];
    for (int p = 0; p < n; ++p) {
      tokens += s.commission[p] == a;
      for (int i = 0; i < s.display_n[p]; ++i) tokens += s.display_artist[p][i] == a;
    }
    if (tokens != 2) fail("signature tokens of " + artist_name(a) + " not conserved");
    if (!s.discovered[a] && s.free_tokens[a] != 2) fail("face-down artist without its tokens");
  }
  for (int i = 0; i < kDiscoveryCodes; ++i)
    if (disc[i] + s.discovery_boxed[i] != data::kDiscoveryTilesPerCode) fail("discovery tiles not conserved");
  for (int l = 1; l <= kPromoLevels; ++l)
    if (promo_on[l] + s.promo_left[l] != data::kPromoTilesPerLevel) fail("promotion tiles not conserved");
  if (s.promo_left[0]) fail("no promotion level 0 tiles exist");
  // ---- works
  int works[kForms][kWorkCodes] = {};
  for (int f = 0; f < kForms; ++f) {
    // A full stack only while its set-aside work is still to be told.
    if (s.stack_n[f] > kWorksPerForm - (s.setup_left ? 0 : 1) || s.top_exposed[f] > 1)
      return fail("stack out of range");
    for (int i = 0; i < kWorksPerForm; ++i) {
      if (i >= s.stack_n[f]) {
        if (s.stack[f][i]) return fail("stack entries beyond its size must be zero");
        continue;
      }
      if (s.stack[f][i] >= kWorkCodes) return fail("unknown work code in a stack");
      ++works[f][s.stack[f][i]];
    }
    if ((s.stack_n[f] == 0 || !s.top_exposed[f]) && sum3(s.work_visitors[f])) fail("visitors on a work not face up");
    for (int c = 0; c < kWorkCodes; ++c) works[f][c] += s.sold_codes[f][c];
    int sold_f = 0;
    for (int p = 0; p < n; ++p) sold_f += s.sold[p][f];
    int sold_codes_f = 0;
    for (int c = 0; c < kWorkCodes; ++c) sold_codes_f += s.sold_codes[f][c];
    if (sold_f != sold_codes_f) fail("sold works per form disagree");
    if (s.setaside_boxed[f] != kNone) {
      if (!valid_work(s.setaside_boxed[f])) return fail("boxed set-aside work invalid");
      ++works[work_form(s.setaside_boxed[f])][work_code(s.setaside_boxed[f])];
    }
  }
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < s.display_n[p]; ++i) ++works[work_form(s.display_work[p][i])][work_code(s.display_work[p][i])];
  const int easels = data::kEasels[n - 2];
  for (int e = 0; e < kMaxEasels; ++e) {
    if (e < easels && s.easel[e] == kNone && s.setup_easel[e] != kNone) {
      // an easel still to be filled at set-up
    } else if (e < easels) {
      if (!valid_work(s.easel[e])) return fail("easel without a work");
      ++works[work_form(s.easel[e])][work_code(s.easel[e])];
    } else if (s.easel[e] != kNone) {
      return fail("work on an unused easel");
    }
    if (s.easel_taken_by[e] != kNone && (s.easel_taken_by[e] >= n || e >= easels)) return fail("easel taker invalid");
    if (s.easel_declared[e] > 1) return fail("easel declaration invalid");
  }
  for (int i = 0; i < s.ntask; ++i)
    if (s.task[i][0] == kTaskBuyPlace && valid_work(s.task[i][2]))
      ++works[work_form(s.task[i][2])][work_code(s.task[i][2])];
  int total_works = 0;
  for (int f = 0; f < kForms; ++f)
    for (int c = 0; c < kWorkCodes; ++c) {
      total_works += works[f][c];
      if (works[f][c] != data::kWorkKinds[c].count)
        fail("work " + work_name(work_id(f, c)) + " not conserved (" + std::to_string(works[f][c]) + ")");
    }
  if (total_works != kWorks) fail("art tiles not conserved (" + std::to_string(total_works) + " of 32)");
  // ---- contracts
  int where[kContracts] = {};
  if (s.deck_n > kContracts) return fail("deck size out of range");
  for (int i = 0; i < kContracts; ++i) {
    if (i >= s.deck_n) {
      if (s.deck[i]) return fail("deck entries beyond its size must be zero");
      continue;
    }
    if (s.deck[i] >= kContracts) return fail("unknown card in the deck");
    ++where[s.deck[i]];
  }
  for (int d = 0; d < 4; ++d) {
    if (s.display_cards_n[d] > kContracts) return fail("display stack out of range");
    for (int j = 0; j < kContracts; ++j) {
      if (j >= s.display_cards_n[d]) {
        if (s.display_cards[d][j]) return fail("display entries beyond its size must be zero");
        continue;
      }
      if (s.display_cards[d][j] >= kContracts) return fail("unknown card on the display");
      ++where[s.display_cards[d][j]];
    }
  }
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < kContractSpaces; ++i)
      if (s.contract[p][i] != kNone) ++where[s.contract[p][i]];
  for (int c = 0; c < kContracts; ++c) {
    if (s.contract_discard[c] > 1) return fail("discard flag out of range");
    if (where[c] + s.contract_discard[c] != 1) fail("contract " + contract_name(c) + " not in exactly one place");
  }
  // ---- reputation tiles
  int rep_where[kRepTiles] = {};
  auto count_tile = [&](int t) {
    if (t != kNone && t < kRepTiles) ++rep_where[t];
  };
  for (int c = 0; c < kCols; ++c)
    for (int r = 0; r < kRepRows; ++r) count_tile(s.market_tile[c][r]);
  for (int l = 0; l < kLocations; ++l) {
    if (s.location_tile[l] != kNone && s.location_tile[l] >= kRepTiles) return fail("location tile out of range");
    count_tile(s.location_tile[l]);
  }
  for (int p = 0; p < n; ++p) {
    count_tile(s.opening_tile[p]);
    for (int i = 0; i < kRepSpaces; ++i) count_tile(s.rep[p][i]);
  }
  if (phase(s) == Phase::Space) {
    if (s.dec[0] >= kRepTiles) return fail("tile being placed out of range");
    count_tile(s.dec[0]);
  }
  for (int t = 0; t < kRepTiles; ++t) {
    if (s.rep_boxed[t] > 1) return fail("boxed flag out of range");
    if (rep_where[t] + s.rep_boxed[t] != 1) fail("reputation tile " + std::to_string(t + 1) + " not in exactly one place");
  }
  // ---- objective cards face up: none before the final scoring, all once the game is over
  for (int p = 0; p < kMaxPlayers; ++p) {
    const int shown = s.objectives_shown[p];
    if (shown > 3 || (p >= n && shown)) return fail("objective cards shown flag out of range");
    if (s.end_stage < kScoring && shown) fail("objective cards face up before the final scoring");
    if (p < n && over && shown != 3) fail("objective cards face down at the end");
  }
  // ---- the set-up still to be told
  if (s.setup_left == 0) {
    bool clean = s.setup_start == kNone && s.setup_discovered == kNone && s.setup_rep_n == 0;
    for (int a = 0; a < kArtists; ++a) clean &= s.setup_artist[a] == kNone && s.setup_discovery[a] == kNone;
    for (int t = 0; t < kRepTiles; ++t) clean &= s.setup_rep[t] == 0;
    for (int f = 0; f < kForms; ++f) clean &= s.setup_easel[f] == kNone;
    if (!clean) fail("hidden set-up values left after the set-up");
  } else {
    if (s.round != 0) return fail("set-up steps after the opening");
    if (s.setup_start != kNone && s.setup_start >= n) return fail("hidden start player out of range");
    if (s.setup_discovered != kNone && (s.setup_discovered >= kArtists || is_red(s.setup_discovered)))
      return fail("hidden starting artist invalid");
    int hidden_disc[kDiscoveryCodes] = {};
    for (int a = 0; a < kArtists; ++a) {
      if (s.setup_artist[a] != kNone && s.setup_artist[a] > 1) return fail("hidden artist tile invalid");
      const int d = s.setup_discovery[a];
      if (d == kNone) continue;
      if (s.discovered[a] || s.discovery[a] != kNoBonus) return fail("hidden discovery tile of a told artist");
      if (d == kNoBonus) {
        if (a != s.setup_discovered) return fail("a face-down artist without a hidden discovery tile");
        continue;
      }
      int i = 0;
      while (i < kDiscoveryCodes && data::kDiscoveryCode[i] != d) ++i;
      if (i == kDiscoveryCodes) return fail("unknown hidden discovery tile");
      if (++hidden_disc[i] > s.discovery_boxed[i]) fail("hidden discovery tiles not in the box");
    }
    if (s.setup_rep_n > kRepTiles) return fail("reputation pool out of range");
    int boxed = 0;
    for (int t = 0; t < kRepTiles; ++t) boxed += s.rep_boxed[t];
    for (int i = 0; i < kRepTiles; ++i) {
      if (i >= s.setup_rep_n) {
        if (s.setup_rep[i]) return fail("reputation pool entries beyond its size must be zero");
      } else if (s.setup_rep[i] >= kRepTiles || !s.rep_boxed[s.setup_rep[i]]) {
        return fail("reputation pool holds a tile that is not boxed");
      }
    }
    if (s.setup_rep_n && boxed != s.setup_rep_n) fail("reputation pool disagrees with the boxed tiles");
    for (int f = 0; f < kForms; ++f)
      if (s.setup_easel[f] != kNone && s.setup_easel[f] >= kForms) return fail("hidden easel form invalid");
  }
  if (out->size() != before) return;
  // ---- the decision machine
  for (int i = 0; i < s.ntask; ++i) {
    std::string why;
    if (!task_ok(s, s.task[i], &why)) return fail("bad continuation task: " + why);
  }
  const int p = s.actor;
  const uint8_t* d = s.dec;
  switch (phase(s)) {
    case Phase::Placement:
      if (s.round != 0 || s.gallerist[p] != kHome) fail("placement out of order");
      break;
    case Phase::Turn: case Phase::After:
      if (p != s.turn_player || s.round == 0) fail("turn decision by a seat whose turn it is not");
      break;
    case Phase::Action:
      if (p != s.turn_player || d[0] >= kLocations || s.gallerist[p] != d[0]) return fail("action decision invalid");
      break;
    case Phase::Kickout:
      if (!s.kick_piece || piece_owner(s.kick_piece) != p || d[0] != s.kick_loc) return fail("kick-out decision invalid");
      break;
    case Phase::Cash:
      if (!can_pay(s.money[p], s.influence[p], d[0])) fail("a price that cannot be paid is pending");
      break;
    case Phase::Fame:
      if (d[0] >= kArtists || !s.discovered[d[0]]) return fail("fame decision for an undiscovered artist");
      break;
    case Phase::TicketColour:
      if (d[0] == 0 || d[0] > 7 || d[1] < 1 || d[1] > 2 || __builtin_popcount(d[0]) < d[1] || (d[2] & ~7) ||
          (d[2] & d[0]) || (d[1] == 2 && d[2]))
        return fail("ticket colour decision invalid");
      break;
    case Phase::Booth:
      if (d[0] >= kKinds || s.booth[d[0]] || s.ticket_discard[d[0]] == 0) return fail("booth decision invalid");
      break;
    case Phase::Visitor:
      if (d[0] > 1) return fail("visitor decision invalid");
      break;
    case Phase::Send:
      if (d[0] > 1 || d[1] >= kContractSpaces) return fail("send decision invalid");
      if (d[0] == 1 && (s.contract[p][d[1]] == kNone || s.contract_face[p][d[1]] != kFront))
        return fail("send after a sale without its contract");
      break;
    case Phase::Half:
      if (d[0] >= kContractSpaces || s.contract[p][d[0]] == kNone || s.contract_face[p][d[0]] != kFront)
        return fail("half decision without a contract to turn");
      break;
    case Phase::Easel:
      if (s.easel_pos >= kMaxPlayers || s.easel_order[s.easel_pos] != p) return fail("easel decision out of order");
      break;
    case Phase::Chance:
      if (d[0] > kChanceObjective) return fail("chance kind out of range");
      if (d[0] == kChanceDraw && (s.bag_n == 0 || d[1] > kDrawPlaza || (d[1] == kDrawWork ? d[2] >= kForms : d[2] >= n)))
        return fail("draw step invalid");
      if (d[0] == kChanceSetup && (d[1] >= kNumFacts || s.setup_left == 0)) return fail("set-up step invalid");
      if (d[0] == kChanceObjective && (d[1] >= 2 * n || s.end_stage != kScoring ||
                                      (s.objectives_shown[d[1] / 2] >> (d[1] % 2) & 1)))
        return fail("objective step invalid");
      if (d[0] == kChanceDeal && (s.deck_n == 0 || d[1] >= 4)) return fail("deal step invalid");
      if (d[0] == kChanceExpose && (d[1] >= kForms || s.stack_n[d[1]] == 0 || s.top_exposed[d[1]]))
        return fail("expose step invalid");
      break;
    default:
      break;
  }
  if (out->size() != before) return;
  if (is_chance(s)) {
    Move outs[kMaxMoves];
    double prob[kMaxMoves];
    if (chance_outcomes(s, outs, prob, kMaxMoves) == 0) fail("chance step without outcomes");
  } else if (!over && num_legal(s, p) == 0) {
    fail("no legal move for the deciding seat");
  }
}

namespace {

// The listed `go` moves against the plain definition: every destination and leave-behind
// whose action context has a legal action (any_action_legal asked afresh for each, none of
// go_moves' sharing between them), or all of them as the fallback when none has.
bool same_go_moves(const State& s, int seat, const Move* listed, int n) {
  Move all[64], ref[64];
  int na = 0, nr = 0;
  const int cur = s.gallerist[seat];
  for (int dest = 0; dest < kLocations; ++dest) {
    if (dest == cur) continue;
    all[na++] = make_move(kGo, dest, 0);
    if (cur >= kLocations) continue;
    if (s.desks[seat] > 0) all[na++] = make_move(kGo, dest, kSrcDesk + 1);
    for (int l = 0; l < kLocations; ++l)
      if (l != cur && s.space[l] == assistant_piece(seat))
        all[na++] = make_move(kGo, dest, source_of_location(l) + 1);
  }
  for (int i = 0; i < na; ++i)
    if (go_legal(s, seat, int(move_a(all[i])), int(move_b(all[i])))) ref[nr++] = all[i];
  if (nr == 0) std::copy(all, all + na, ref), nr = na;
  std::sort(ref, ref + nr);
  int k = 0;
  for (int i = 0; i < n; ++i)
    if (move_kind(listed[i]) == kGo && (k >= nr || listed[i] != ref[k++])) return false;
  return k == nr;
}

}  // namespace

std::vector<std::string> check_random_games(int games, int players, uint64_t seed,
                                            const std::string& options, int max_reports) {
  const Config config = config_from_options(players, options);
  std::vector<std::string> out;
  Move buf[kMaxMoves];
  double prob[kMaxMoves];
  Rng rng(seed ^ 0x5eedULL);
  auto report = [&](int game, int ply, const std::string& what) {
    if (static_cast<int>(out.size()) < max_reports)
      out.push_back("game " + std::to_string(game) + " ply " + std::to_string(ply) + ": " + what);
  };
  for (int g = 0; g < games && static_cast<int>(out.size()) < max_reports; ++g) {
    // Odd games start before the printed set-up: its chance steps are checked too.
    const uint64_t game_seed = seed * 1000003ULL + static_cast<uint64_t>(g);
    State s = (g & 1) ? new_game_staged(config, game_seed) : new_game(config, game_seed);
    const int max_plies = 200000;
    for (int ply = 0;; ++ply) {
      std::vector<std::string> bad;
      check_invariants(s, &bad);
      for (auto& b : bad) report(g, ply, b);
      if (!bad.empty()) break;
      if (ply > max_plies) {
        report(g, ply, "game too long");
        break;
      }
      const State copy = s;
      if (!(copy == s)) report(g, ply, "clone differs");
      if ((ply & 7) == 0) {  // the expensive checks on every 8th ply
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
      }
      const uint32_t mask = acting_mask(s);
      if (is_terminal(s)) {
        if (mask) report(g, ply, "terminal state with acting seats");
        if (!winners_mask(s)) report(g, ply, "no winner");
        break;
      }
      for (int seat = 0; seat < s.players; ++seat)
        if (!(mask >> seat & 1u) && legal_moves(s, seat, buf, kMaxMoves))
          report(g, ply, "moves for a seat that may not act");
      if (is_chance(s)) {
        if (mask) report(g, ply, "a seat acts during a chance step");
        const int k = chance_outcomes(s, buf, prob, kMaxMoves);
        double total = 0;
        bool found = false;
        const Move truth = chance_outcome(s);
        for (int i = 0; i < k; ++i) {
          total += prob[i];
          found |= buf[i] == truth;
          std::string why;
          if (parse_move(move_to_string(buf[i]), &why) != buf[i])
            report(g, ply, "outcome notation round trip: " + move_to_string(buf[i]));
          if (!check_move(s, -1, buf[i], &why)) report(g, ply, "listed outcome rejected: " + why);
        }
        if (k == 0 || std::fabs(total - 1.0) > 1e-9) report(g, ply, "chance probabilities do not sum to 1");
        if (!found) report(g, ply, "the state's own outcome is not listed");
        // Apply one other outcome on a copy (the swap to the head of the hidden order).
        State t = s;
        apply(t, -1, buf[rng.below(static_cast<uint32_t>(k))]);
        std::vector<std::string> tb;
        check_invariants(t, &tb);
        for (auto& b : tb) report(g, ply, "after another outcome: " + b);
        apply(s, -1, truth);
        continue;
      }
      const int seat = current_player(s);
      if (seat < 0) {
        report(g, ply, "no deciding seat before the end");
        break;
      }
      const int total = legal_moves(s, seat, buf, kMaxMoves);
      if (total == 0) {
        report(g, ply, "no legal move for the deciding seat");
        break;
      }
      if (total > kMaxMoves) report(g, ply, "more legal moves than the buffer holds");
      for (int i = 0; i < total && i < kMaxMoves; ++i) {
        std::string why;
        if (parse_move(move_to_string(buf[i]), &why) != buf[i])
          report(g, ply, "notation round trip: " + move_to_string(buf[i]) + " " + why);
        if (!check_move(s, seat, buf[i], &why)) report(g, ply, "enumerated move rejected: " + why);
        if (i > 0 && buf[i] <= buf[i - 1]) report(g, ply, "legal moves not in canonical order");
      }
      if (phase(s) == Phase::Turn && !same_go_moves(s, seat, buf, std::min(total, kMaxMoves)))
        report(g, ply, "go moves differ from asking each destination's legality directly");
      // Apply a sample of the legal moves on copies (all of them when few).
      const int step = total > 16 ? total / 8 : 1;
      for (int i = 0; i < total && i < kMaxMoves; i += step) {
        State t = s;
        apply(t, seat, buf[i]);
        std::vector<std::string> tb;
        check_invariants(t, &tb);
        for (auto& b : tb) report(g, ply, "after " + move_to_string(buf[i]) + ": " + b);
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

}  // namespace gallerist
}  // namespace galleria
