// The printed set-up told as chance steps (new_game_staged): the order of the steps, their
// outcomes with probabilities from what is public, the state's own outcome (its hidden set-up
// values), applying any listed outcome (swapped in from the hidden values, like every chance
// step), and resampling what is still hidden (determinize).
//
// Order: the start player; the tile of each artist (artist order); the starting blue artist;
// the discovery tile of each face-down artist (artist order); per form the set-aside work,
// the new top (`expose`) and its visitors (`draw`); the reputation tiles of the market cells
// (column by column, rows top down) and beside the locations; the easels; 4 plaza draws, one
// lobby draw per seat from seat 0; the 4 contracts of the display (`deal`). Then the opening
// placement. This is the order of the printed set-up and of new_game's draws.
#include <algorithm>

#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {
namespace detail {

namespace {

enum Stage : int { kStageStart = 0, kStageArtist, kStageDiscovered, kStageDiscovery, kStageForm, kStageTile,
                   kStageEasel, kStageDraws };

int discovery_index(int code) {
  for (int i = 0; i < kDiscoveryCodes; ++i)
    if (data::kDiscoveryCode[i] == code) return i;
  return -1;
}

void ask_fact(State& s, int fact, int arg) { ask(s, Phase::Chance, s.actor, kChanceSetup, fact, arg); }

}  // namespace

void setup_task(State& s, int stage, int index) {
  const int n = s.players;
  switch (stage) {
    case kStageStart:
      push_task(s, kTaskSetup, kStageArtist, 0);
      ask_fact(s, kFactStart, 0);
      return;
    case kStageArtist:
      if (index + 1 < kArtists)
        push_task(s, kTaskSetup, kStageArtist, index + 1);
      else
        push_task(s, kTaskSetup, kStageDiscovered, 0);
      ask_fact(s, kFactArtist, index);
      return;
    case kStageDiscovered:
      push_task(s, kTaskSetup, kStageDiscovery, 0);
      ask_fact(s, kFactDiscovered, 0);
      return;
    case kStageDiscovery: {
      int a = index;
      while (a < kArtists && s.discovered[a]) ++a;
      if (a >= kArtists) {
        push_task(s, kTaskSetup, kStageForm, 0);
        return;
      }
      push_task(s, kTaskSetup, kStageDiscovery, a + 1);
      ask_fact(s, kFactDiscovery, a);
      return;
    }
    case kStageForm:
      if (index + 1 < kForms)
        push_task(s, kTaskSetup, kStageForm, index + 1);
      else
        push_task(s, kTaskSetup, kStageTile, 0);
      push_task(s, kTaskSetupTopDraws, index);
      push_task(s, kTaskExpose, index);
      ask_fact(s, kFactAside, index);
      return;
    case kStageTile: {
      int cell = index;
      while (cell < kCols * kRepRows && !rep_column_open(s, cell / kRepRows)) ++cell;
      if (cell >= kTileCells) {
        push_task(s, kTaskSetup, kStageEasel, 0);
        return;
      }
      push_task(s, kTaskSetup, kStageTile, cell + 1);
      ask_fact(s, kFactTile, cell);
      return;
    }
    case kStageEasel:
      if (index >= data::kEasels[n - 2]) {
        push_task(s, kTaskSetup, kStageDraws, 0);
        return;
      }
      push_task(s, kTaskSetup, kStageEasel, index + 1);
      ask_fact(s, kFactEasel, index);
      return;
    default:  // 11. plaza and lobbies, 3. the contract display, then the opening placement
      push_task(s, kTaskSetupEnd);
      push_task(s, kTaskDealFresh, 0);
      for (int p = n - 1; p >= 0; --p) push_task(s, kTaskDraw, kDrawLobby, p);
      for (int i = 0; i < data::kPlazaStart; ++i) push_task(s, kTaskDraw, kDrawPlaza, 0);
      return;
  }
}

int setup_outcomes(const State& s, Move* out, double* prob, int cap) {
  int k = 0;
  auto push = [&](Move m, double p) {
    if (k < cap) {
      out[k] = m;
      prob[k] = p;
    }
    ++k;
  };
  const int arg = s.dec[2];
  switch (s.dec[1]) {
    case kFactStart:
      for (int q = 0; q < s.players; ++q) push(make_move(kSetup, kFactStart, q), 1.0 / s.players);
      break;
    case kFactArtist:
      for (int c = 0; c < 2; ++c) push(make_move(kSetup, kFactArtist, arg, c), 0.5);
      break;
    case kFactDiscovered:
      for (int f = 0; f < kForms; ++f) push(make_move(kSetup, kFactDiscovered, artist_of(f, 0)), 1.0 / kForms);
      break;
    case kFactDiscovery: {
      int total = 0;
      for (int i = 0; i < kDiscoveryCodes; ++i) total += s.discovery_boxed[i];
      for (int i = 0; i < kDiscoveryCodes; ++i)
        if (s.discovery_boxed[i])
          push(make_move(kSetup, kFactDiscovery, arg, data::kDiscoveryCode[i]), double(s.discovery_boxed[i]) / total);
      break;
    }
    case kFactAside: {
      int count[kWorkCodes] = {};
      for (int i = 0; i < s.stack_n[arg]; ++i) ++count[s.stack[arg][i]];
      for (int c = 0; c < kWorkCodes; ++c)
        if (count[c]) push(make_move(kSetup, kFactAside, arg, c), double(count[c]) / s.stack_n[arg]);
      break;
    }
    case kFactTile:
      for (int t = 0; t < kRepTiles; ++t)
        if (s.rep_boxed[t]) push(make_move(kSetup, kFactTile, arg, t), 1.0 / s.setup_rep_n);
      break;
    default: {  // kFactEasel
      int left = 0;
      for (int f = 0; f < kForms; ++f) left += s.setaside_boxed[f] != kNone;
      for (int f = 0; f < kForms; ++f)
        if (s.setaside_boxed[f] != kNone) push(make_move(kSetup, kFactEasel, 0, f), 1.0 / left);
      break;
    }
  }
  return k;
}

Move setup_outcome(const State& s) {
  const int arg = s.dec[2];
  switch (s.dec[1]) {
    case kFactStart: return make_move(kSetup, kFactStart, s.setup_start);
    case kFactArtist: return make_move(kSetup, kFactArtist, arg, s.setup_artist[arg]);
    case kFactDiscovered: return make_move(kSetup, kFactDiscovered, s.setup_discovered);
    case kFactDiscovery: return make_move(kSetup, kFactDiscovery, arg, s.setup_discovery[arg]);
    case kFactAside: return make_move(kSetup, kFactAside, arg, s.stack[arg][s.stack_n[arg] - 1]);
    case kFactTile: return make_move(kSetup, kFactTile, arg, s.setup_rep[s.setup_rep_n - 1]);
    default: return make_move(kSetup, kFactEasel, 0, s.setup_easel[arg]);
  }
}

void apply_setup_fact(State& s, Move m, int step) {
  const int y = static_cast<int>(move_c(m));
  const int x = move_a(m) == kFactEasel ? step : static_cast<int>(move_b(m));
  switch (move_a(m)) {
    case kFactStart:
      s.start_player = s.turn_player = static_cast<uint8_t>(x);
      s.setup_start = kNone;
      break;
    case kFactArtist:
      s.artist_tile[x] = static_cast<uint8_t>(y);
      s.setup_artist[x] = kNone;
      break;
    case kFactDiscovered: {
      const int hidden = s.setup_discovered;  // the artist the hidden set-up has face up
      if (hidden != x) s.setup_discovery[hidden] = s.setup_discovery[x];
      s.setup_discovery[x] = kNone;
      s.setup_discovered = kNone;
      s.discovered[x] = 1;
      s.fame[x] = static_cast<uint8_t>(start_fame(s, x));
      break;
    }
    case kFactDiscovery:
      if (s.setup_discovery[x] != y)  // another face-down artist's hidden tile, else the box's
        for (int b = 0; b < kArtists; ++b)
          if (b != x && s.setup_discovery[b] == y) {
            s.setup_discovery[b] = s.setup_discovery[x];
            break;
          }
      s.discovery[x] = static_cast<uint8_t>(y);
      --s.discovery_boxed[discovery_index(y)];
      s.setup_discovery[x] = kNone;
      break;
    case kFactAside: {
      const int top = s.stack_n[x] - 1;
      for (int i = top; i >= 0; --i)
        if (s.stack[x][i] == y) {
          s.stack[x][i] = s.stack[x][top];
          s.stack[x][top] = static_cast<uint8_t>(y);
          break;
        }
      s.stack[x][top] = 0;
      --s.stack_n[x];
      s.setaside_boxed[x] = work_id(x, y);
      break;
    }
    case kFactTile: {
      const int last = s.setup_rep_n - 1;
      for (int i = last; i >= 0; --i)
        if (s.setup_rep[i] == y) {
          s.setup_rep[i] = s.setup_rep[last];
          s.setup_rep[last] = static_cast<uint8_t>(y);
          break;
        }
      s.setup_rep[last] = 0;
      --s.setup_rep_n;
      s.rep_boxed[y] = 0;
      if (x < kCols * kRepRows)
        s.market_tile[x / kRepRows][x % kRepRows] = static_cast<uint8_t>(y);
      else
        s.location_tile[x - kCols * kRepRows] = static_cast<uint8_t>(y);
      break;
    }
    default:  // kFactEasel
      for (int i = x; i < kForms; ++i)
        if (s.setup_easel[i] == y) {
          s.setup_easel[i] = s.setup_easel[x];
          break;
        }
      s.setup_easel[x] = kNone;
      s.easel[x] = s.setaside_boxed[y];
      s.setaside_boxed[y] = kNone;
      break;
  }
  if (--s.setup_left == 0) {  // the rest of the hidden set-up stays in the box, unseen
    for (int t = 0; t < kRepTiles; ++t) s.setup_rep[t] = 0;
    s.setup_rep_n = 0;
    for (int f = 0; f < kForms; ++f) s.setup_easel[f] = kNone;
  }
}

void resample_setup(State& s, Rng& rng) {
  if (s.setup_left == 0) return;
  if (s.setup_start != kNone) s.setup_start = static_cast<uint8_t>(rng.below(s.players));
  for (int a = 0; a < kArtists; ++a)
    if (s.setup_artist[a] != kNone) s.setup_artist[a] = static_cast<uint8_t>(rng.below(2));
  if (s.setup_discovered != kNone) s.setup_discovered = static_cast<uint8_t>(artist_of(static_cast<int>(rng.below(kForms)), 0));
  // Discovery tiles still to be drawn: the box's tiles (public counts), shuffled onto the
  // face-down artists whose tile is not told yet.
  uint8_t pool[kDiscoveryCodes * data::kDiscoveryTilesPerCode];
  int k = 0;
  for (int i = 0; i < kDiscoveryCodes; ++i)
    for (int j = 0; j < s.discovery_boxed[i]; ++j) pool[k++] = data::kDiscoveryCode[i];
  shuffle(pool, k, rng);
  for (int a = 0, used = 0; a < kArtists; ++a) {
    if (s.setup_discovery[a] == kNone) continue;
    s.setup_discovery[a] = a == s.setup_discovered ? uint8_t(kNoBonus) : pool[used++];
  }
  // Reputation tiles not dealt yet: the boxed ones.
  if (s.setup_rep_n) {
    int r = 0;
    for (int t = 0; t < kRepTiles; ++t)
      if (s.rep_boxed[t]) s.setup_rep[r++] = static_cast<uint8_t>(t);
    shuffle(s.setup_rep, r, rng);
  }
  // Easels not told yet: the forms no easel holds.
  int first = 0;
  while (first < kForms && s.setup_easel[first] == kNone) ++first;
  uint8_t forms[kForms];
  int m = 0;
  for (int f = 0; f < kForms; ++f) {
    bool on = false;
    for (int e = 0; e < kMaxEasels; ++e) on |= s.easel[e] != kNone && work_form(s.easel[e]) == f;
    if (!on) forms[m++] = static_cast<uint8_t>(f);
  }
  shuffle(forms, m, rng);
  for (int i = 0; i < m && first + i < kForms; ++i) s.setup_easel[first + i] = forms[i];
}

}  // namespace detail
}  // namespace gallerist
}  // namespace galleria
