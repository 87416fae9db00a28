// Setup: the random setup drawn from a seed, its validation, the blank board before the
// printed set-up (new_game_staged; its shuffles and draws are chance steps, setup_steps.cpp)
// and the set-up game (new_game: every set-up step resolved from the seed's own order).
#include <cstring>
#include <stdexcept>
#include <string>

#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {
namespace {

using detail::shuffle;

int easels_for(int players) { return data::kEasels[players - 2]; }

// Visitor pool of the bag (after the 4 collectors put on the red artists).
void bag_composition(int players, int* counts) {
  for (int k = 0; k < kKinds; ++k)
    counts[k] = data::kVisitorBase[k] - data::kVisitorRemoved[players - 2];
  counts[kCollector] -= data::kCollectorsOnArtists;
}

[[noreturn]] void bad(const std::string& m) { throw std::invalid_argument("setup: " + m); }

int discovery_index(int code) {
  for (int i = 0; i < kDiscoveryCodes; ++i)
    if (data::kDiscoveryCode[i] == code) return i;
  return -1;
}

}  // namespace

Setup random_setup(const Config& config, uint64_t seed) {
  validate_config(config);
  const int n = config.players;
  Rng rng(seed);
  Setup st;
  std::memset(&st, 0, sizeof st);
  st.start_player = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(n)));
  for (int a = 0; a < kArtists; ++a) st.artist_tile[a] = static_cast<uint8_t>(rng.below(2));
  st.discovered = static_cast<uint8_t>(artist_of(static_cast<int>(rng.below(kForms)), 0));
  uint8_t tiles[kDiscoveryCodes * data::kDiscoveryTilesPerCode];
  for (int i = 0; i < kDiscoveryCodes * data::kDiscoveryTilesPerCode; ++i)
    tiles[i] = data::kDiscoveryCode[i / data::kDiscoveryTilesPerCode];
  shuffle(tiles, kDiscoveryCodes * data::kDiscoveryTilesPerCode, rng);
  for (int a = 0, t = 0; a < kArtists; ++a)
    st.discovery[a] = a == st.discovered ? uint8_t(kNoBonus) : tiles[t++];
  for (int f = 0; f < kForms; ++f) {
    int k = 0;
    for (int code = 0; code < kWorkCodes; ++code)
      for (int j = 0; j < data::kWorkKinds[code].count; ++j) st.works[f][k++] = static_cast<uint8_t>(code);
    shuffle(st.works[f], kWorksPerForm, rng);
  }
  uint8_t forms[kForms] = {0, 1, 2, 3};
  shuffle(forms, kForms, rng);
  for (int e = 0; e < kMaxEasels; ++e) st.easels[e] = e < easels_for(n) ? forms[e] : kNone;
  int counts[kKinds];
  bag_composition(n, counts);
  for (int k = 0; k < kKinds; ++k)
    for (int j = 0; j < counts[k]; ++j) st.bag[st.bag_size++] = static_cast<uint8_t>(k);
  shuffle(st.bag, st.bag_size, rng);
  for (int c = 0; c < kContracts; ++c) st.contracts[c] = static_cast<uint8_t>(c);
  shuffle(st.contracts, kContracts, rng);
  for (int t = 0; t < kRepTiles; ++t) st.reputation[t] = static_cast<uint8_t>(t);
  shuffle(st.reputation, kRepTiles, rng);
  uint8_t cards[kObjectiveCards] = {0, 1, 2, 3};
  shuffle(cards, kObjectiveCards, rng);
  for (int p = 0; p < kMaxPlayers; ++p) st.curators[p] = p < n ? cards[p] : kNone;
  shuffle(cards, kObjectiveCards, rng);
  for (int p = 0; p < kMaxPlayers; ++p) st.dealers[p] = p < n ? cards[p] : kNone;
  st.shuffle_seed = rng.next();
  return st;
}

void validate_setup(const Config& config, const Setup& st) {
  validate_config(config);
  const int n = config.players;
  if (st.start_player >= n) bad("start player " + std::to_string(st.start_player) + " is not a seat");
  for (int a = 0; a < kArtists; ++a)
    if (st.artist_tile[a] > 1) bad("artist tile choice must be 0 or 1");
  if (st.discovered >= kArtists || is_red(st.discovered)) bad("the starting artist must be a blue artist");
  int used[kDiscoveryCodes] = {};
  for (int a = 0; a < kArtists; ++a) {
    if (a == st.discovered) continue;
    const int i = discovery_index(st.discovery[a]);
    if (i < 0) bad("every face-down artist needs a discovery tile (F, IB, MB, V or T2)");
    if (++used[i] > data::kDiscoveryTilesPerCode) bad("only 2 discovery tiles of each kind exist");
  }
  for (int f = 0; f < kForms; ++f) {
    int c[kWorkCodes] = {};
    for (int j = 0; j < kWorksPerForm; ++j) {
      if (st.works[f][j] >= kWorkCodes) bad("unknown work code");
      ++c[st.works[f][j]];
    }
    for (int code = 0; code < kWorkCodes; ++code)
      if (c[code] != data::kWorkKinds[code].count)
        bad(std::string("each form's stack must hold exactly its 8 works (code ") +
            data::kWorkKinds[code].code + " appears " + std::to_string(c[code]) + " times, expected " +
            std::to_string(data::kWorkKinds[code].count) + ")");
  }
  const int k = easels_for(n);
  for (int e = 0; e < kMaxEasels; ++e) {
    if (e >= k) continue;
    if (st.easels[e] >= kForms) bad("easels need " + std::to_string(k) + " forms");
    for (int d = 0; d < e; ++d)
      if (st.easels[d] == st.easels[e]) bad("easel forms must be different (one set-aside work per form)");
  }
  int counts[kKinds], got[kKinds] = {};
  bag_composition(n, counts);
  if (st.bag_size != counts[0] + counts[1] + counts[2])
    bad("the bag must hold " + std::to_string(counts[0] + counts[1] + counts[2]) + " visitors for " +
        std::to_string(n) + " players (got " + std::to_string(st.bag_size) + ")");
  for (int i = 0; i < st.bag_size; ++i) {
    if (st.bag[i] >= kKinds) bad("unknown visitor kind in the bag");
    ++got[st.bag[i]];
  }
  for (int v = 0; v < kKinds; ++v)
    if (got[v] != counts[v])
      bad("the bag must hold " + std::to_string(counts[0]) + " investors, " + std::to_string(counts[1]) +
          " vips and " + std::to_string(counts[2]) + " collectors");
  bool seen[kContracts] = {};
  for (int i = 0; i < kContracts; ++i) {
    if (st.contracts[i] >= kContracts || seen[st.contracts[i]]) bad("contracts must list each of the 20 cards once");
    seen[st.contracts[i]] = true;
  }
  bool rseen[kRepTiles] = {};
  for (int i = 0; i < kRepTiles; ++i) {
    if (st.reputation[i] >= kRepTiles || rseen[st.reputation[i]])
      bad("reputation must list each of the 20 tiles once");
    rseen[st.reputation[i]] = true;
  }
  for (int p = 0; p < n; ++p) {
    if (st.curators[p] >= kObjectiveCards || st.dealers[p] >= kObjectiveCards)
      bad("objective cards are numbered 1 to 4");
    for (int q = 0; q < p; ++q) {
      if (st.curators[q] == st.curators[p]) bad("two seats cannot hold the same curator card");
      if (st.dealers[q] == st.dealers[p]) bad("two seats cannot hold the same art dealer card");
    }
  }
}

// The blank board before the printed set-up: every component in its supply (visitors in the
// bag, tickets in the booth, the contract deck, full work stacks, the reputation and
// discovery tiles in the box), the players' starting supplies and secret objective cards,
// and the set-up's shuffles kept as the hidden values its chance steps draw from.
State new_game_staged(const Config& config, const Setup& st) {
  using namespace detail;
  validate_setup(config, st);
  const int n = config.players;
  State s;
  std::memset(&s, 0, sizeof s);
  s.players = static_cast<uint8_t>(n);
  s.opt_intermediate = config.intermediate_scoring;
  s.opt_take_top = config.contract_take_top;
  s.opt_middle_open = config.middle_auction_open;
  s.opt_easel_any = config.easel_any_artist;
  s.shuffle_key[0] = static_cast<uint32_t>(st.shuffle_seed >> 32);
  s.shuffle_key[1] = static_cast<uint32_t>(st.shuffle_seed);
  for (int p = 0; p < kMaxPlayers; ++p) {
    s.gallerist[p] = kHome;
    s.commission[p] = s.opening_tile[p] = s.curator[p] = s.dealer[p] = kNone;
    for (int i = 0; i < kDisplaySlots; ++i) s.display_work[p][i] = s.display_artist[p][i] = kNone;
    for (int i = 0; i < kContractSpaces; ++i) s.contract[p][i] = kNone;
    for (int i = 0; i < kRepSpaces; ++i) s.rep[p][i] = kNone;
    s.easel_order[p] = kNone;
  }
  s.kick_loc = kNone;
  for (auto& col : s.market_tile)
    for (auto& t : col) t = kNone;
  for (int l = 0; l < kLocations; ++l) s.location_tile[l] = kNone;
  for (int e = 0; e < kMaxEasels; ++e) s.easel[e] = s.easel_taken_by[e] = kNone;
  for (int f = 0; f < kForms; ++f) s.setaside_boxed[f] = kNone;
  // 1. Visitors: the pool for this player count; 4 collectors on the red artists (step 6),
  // the rest bagged.
  int counts[kKinds];
  bag_composition(n, counts);
  for (int k = 0; k < kKinds; ++k) s.box_visitors[k] = data::kVisitorRemoved[n - 2];
  for (int i = 0; i < st.bag_size; ++i) s.bag[i] = st.bag[st.bag_size - 1 - i];  // next = last
  s.bag_n = st.bag_size;
  for (int k = 0; k < kKinds; ++k) s.bag_count[k] = static_cast<uint8_t>(counts[k]);
  // 2. Tickets in the booth, the rest boxed.
  for (int k = 0; k < kKinds; ++k) {
    s.booth[k] = data::kBoothTickets[n - 2];
    s.ticket_box[k] = static_cast<uint8_t>(data::kTicketsPerColourTotal - s.booth[k]);
  }
  // 3. Contracts: the whole deck (the display is dealt last).
  for (int i = 0; i < kContracts; ++i) s.deck[i] = st.contracts[kContracts - 1 - i];
  s.deck_n = kContracts;
  // 4-6. Artists face down with their tokens, collectors on the red ones; discovery tiles in
  // the box until they are drawn onto the face-down artists.
  for (int a = 0; a < kArtists; ++a) {
    s.free_tokens[a] = 2;
    if (is_red(a)) s.artist_collector[a] = 1;
  }
  for (int i = 0; i < kDiscoveryCodes; ++i) s.discovery_boxed[i] = data::kDiscoveryTilesPerCode;
  // 7. Work stacks, top = last: the first tile of each form is the one set aside.
  for (int f = 0; f < kForms; ++f) {
    for (int j = 0; j < kWorksPerForm; ++j) s.stack[f][kWorksPerForm - 1 - j] = st.works[f][j];
    s.stack_n[f] = kWorksPerForm;
  }
  // 8. Promotion tiles.
  for (int l = 1; l <= kPromoLevels; ++l) s.promo_left[l] = data::kPromoTilesPerLevel;
  // 9, 12. Reputation tiles, all in the box until dealt.
  for (int t = 0; t < kRepTiles; ++t) {
    s.rep_boxed[t] = 1;
    s.setup_rep[t] = st.reputation[kRepTiles - 1 - t];  // next = last
  }
  s.setup_rep_n = kRepTiles;
  // 13. Players.
  for (int p = 0; p < n; ++p) {
    s.money[p] = kStartMoney;
    s.influence[p] = kStartInfluence;
    s.desks[p] = 2;
    s.queue[p] = kQueue;
    s.curator[p] = st.curators[p];
    s.dealer[p] = st.dealers[p];
  }
  // The hidden set-up values, told one chance step at a time.
  s.setup_start = st.start_player;
  for (int a = 0; a < kArtists; ++a) {
    s.setup_artist[a] = st.artist_tile[a];
    s.setup_discovery[a] = a == st.discovered ? uint8_t(kNoBonus) : st.discovery[a];
  }
  s.setup_discovered = st.discovered;
  const int easels = easels_for(n);
  bool on_easel[kForms] = {};
  for (int e = 0; e < easels; ++e) {
    s.setup_easel[e] = st.easels[e];
    on_easel[st.easels[e]] = true;
  }
  for (int f = 0, e = easels; f < kForms; ++f)
    if (!on_easel[f]) s.setup_easel[e++] = static_cast<uint8_t>(f);
  int tiles = kLocations;
  for (int col = 0; col < kCols; ++col) tiles += rep_column_open(s, col) ? kRepRows : 0;
  s.setup_left = static_cast<uint8_t>(1 + kArtists + 1 + (kArtists - 1) + kForms + tiles + easels);
  s.round = 0;
  s.flags = kAnnounce;
  push_task(s, kTaskSetup, 0, 0);
  run(s);
  return s;
}

State new_game(const Config& config, const Setup& st) {
  State s = new_game_staged(config, st);
  while (is_chance(s)) apply(s, -1, chance_outcome(s));
  s.flags = 0;  // the objective cards are simply public at the end
  return s;
}

State new_game_staged(const Config& config, uint64_t seed) { return new_game_staged(config, random_setup(config, seed)); }

State new_game(const Config& config, uint64_t seed) { return new_game(config, random_setup(config, seed)); }

}  // namespace gallerist
}  // namespace galleria
