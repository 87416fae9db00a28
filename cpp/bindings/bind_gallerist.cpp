// pybind11 face of The Gallerist: `galleria_ai._core.GalleristState` (the rules face of
// game_binding.h plus The Gallerist's extras: options, phase, money, scoring, observation
// dict), its search (`gallerist_search`), baseline bots and helpers (`gallerist_*`).
// Re-exported (typed, documented) by python/galleria_ai/games/gallerist/rules.py.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bindings/game_binding.h"
#include "bindings/search_binding.h"
#include "gallerist/game_adapter.h"
#include "gallerist/gallerist.h"
#include "gallerist/heuristic_bot.h"

namespace py = pybind11;
using namespace galleria;
using namespace galleria::gallerist;

// The Gallerist's search settings a caller may set.
namespace galleria::bindings {
template <>
struct SearchBinding<gallerist::SearchGame> {
  using G = gallerist::SearchGame;
  using PyState = gallerist::State;
  using F = SettingField<G::Settings>;
  static G::State wrap(const PyState& s) { return s; }
  static std::vector<F> settings() {
    return {F::choice("rollout", &G::Settings::rollout, {"random", "heuristic"},
                      "rollout policy: uniform, or the heuristic bot with a little noise")};
  }
};
}  // namespace galleria::bindings

namespace {

[[noreturn]] void value_error(const std::string& m) { throw py::value_error(m); }

void check_seat(const State& s, int seat) {
  if (seat < 0 || seat >= s.players)
    value_error("no seat " + std::to_string(seat) + " in a " + std::to_string(s.players) + "-player game");
}

// ---- names -----------------------------------------------------------------------------
py::object opt_int(int v) { return v == kNone ? py::object(py::none()) : py::object(py::int_(v)); }
py::object opt_tile(int t) { return t == kNone ? py::object(py::none()) : py::object(py::int_(t + 1)); }
py::object opt_str(bool present, const std::string& v) {
  return present ? py::object(py::str(v)) : py::object(py::none());
}

py::dict kinds(const uint8_t* v) {
  py::dict d;
  for (int k = 0; k < kKinds; ++k) d[kVisitorName[k]] = int(v[k]);
  return d;
}

py::dict by_form(const uint8_t* v) {
  py::dict d;
  for (int f = 0; f < kForms; ++f) d[kFormName[f]] = int(v[f]);
  return d;
}

std::string position_name(int pos) {
  if (pos < kLocations) return kLocationName[pos];
  return pos == kHome ? "home" : "kicked";
}

py::object piece_dict(int piece) {
  if (!piece) return py::none();
  py::dict d;
  d["piece"] = is_gallerist_piece(piece) ? "gallerist" : "assistant";
  d["seat"] = piece_owner(piece);
  return d;
}

const char* face_name(int f) { return f == kFront ? "front" : f == kBackIB ? "IB" : "MB"; }

const char* end_stage_name(int e) {
  static const char* const names[] = {"playing", "finishing", "final-round", "scoring", "over"};
  return e <= kOver ? names[e] : "?";
}

std::vector<std::string> colour_list(int mask) {
  std::vector<std::string> out;
  for (int k = 0; k < kKinds; ++k)
    if (mask >> k & 1) out.push_back(kVisitorName[k]);
  return out;
}

// ---- structured views ---------------------------------------------------------------------
py::dict decision_dict(const State& s) {
  py::dict d;
  const Phase ph = phase(s);
  d["phase"] = phase_name(ph);
  d["seat"] = ph == Phase::Chance || ph == Phase::GameOver ? py::object(py::none()) : py::object(py::int_(s.actor));
  const uint8_t* x = s.dec;
  switch (ph) {
    case Phase::Action: d["location"] = kLocationName[x[0]]; break;
    case Phase::Kickout:
      d["location"] = kLocationName[x[0]];
      d["piece"] = is_gallerist_piece(s.kick_piece) ? "gallerist" : "assistant";
      break;
    case Phase::Cash: d["price"] = int(x[0]); break;
    case Phase::Fame: d["artist"] = artist_name(x[0]); break;
    case Phase::TicketColour:
      d["choose"] = int(x[1]);
      d["colours"] = colour_list(x[0]);
      d["plus"] = x[2] ? py::object(py::str(colour_list(x[2])[0])) : py::object(py::none());
      break;
    case Phase::Booth: d["wanted"] = kVisitorName[x[0]]; break;
    case Phase::Visitor: d["to"] = x[0] == 0 ? "lobby" : "gallery"; break;
    case Phase::Space: d["tile"] = int(x[0]) + 1; break;
    case Phase::Send:
      d["from"] = x[0] == 0 ? "lobby" : "gallery";
      if (x[0] == 1) d["contract_space"] = int(x[1]) + 1;
      break;
    case Phase::Half: d["contract_space"] = int(x[0]) + 1; break;
    case Phase::Chance:
      d["kind"] = x[0] == kChanceDraw ? "draw" : x[0] == kChanceDeal ? "deal" : x[0] == kChanceSetup ? "setup" : "expose";
      if (x[0] == kChanceDraw) {
        static const char* const to[] = {"work", "lobby", "gallery", "plaza"};
        d["to"] = to[x[1] <= kDrawPlaza ? x[1] : 0];
        if (x[1] == kDrawWork)
          d["form"] = kFormName[x[2]];
        else if (x[1] != kDrawPlaza)
          d["for_seat"] = int(x[2]);
      } else if (x[0] == kChanceSetup) {
        static const char* const facts[kNumFacts] = {"start player", "artist tile", "starting artist",
                                                     "discovery tile", "set-aside work", "reputation tile", "easel"};
        d["kind"] = "setup";
        d["fact"] = facts[x[1] < kNumFacts ? x[1] : 0];
        d["steps_left"] = int(s.setup_left);
      } else if (x[0] == kChanceObjective) {
        d["kind"] = "objective";
        d["for_seat"] = int(x[1] / 2);
        d["card"] = x[1] % 2 ? "dealer" : "curator";
      } else if (x[0] == kChanceDeal) {
        d["display_space"] = int(x[1]) + 1;
      } else {
        d["form"] = kFormName[x[1]];
      }
      break;
    default: break;
  }
  return d;
}

py::dict scoring_dict(const State& s) {
  const int n = s.players;
  py::dict out;
  if (s.inter_done) {
    py::dict i;
    i["round"] = int(s.inter_round);
    i["seat"] = int(s.inter_seat);
    i["money"] = std::vector<int>(s.inter_money, s.inter_money + n);
    i["influence"] = std::vector<int>(s.inter_influence, s.inter_influence + n);
    out["intermediate"] = i;
  } else {
    out["intermediate"] = py::none();
  }
  if (s.end_stage < kScoring) {
    out["final"] = py::none();
    return out;
  }
  py::dict f;
  static const char* const steps[kScoreSteps] = {"market", "reputation", "displayed", "easel", "curator", "dealer", "influence"};
  for (int t = 0; t < kScoreSteps; ++t) f[steps[t]] = std::vector<int>(s.final_money[t], s.final_money[t] + n);
  py::dict cols;
  for (int c = 0; c < kCols; ++c) cols[kColumnName[c]] = std::vector<int>(s.market_money[c], s.market_money[c] + n);
  f["market_columns"] = cols;
  f["reputation_influence"] = std::vector<int>(s.rep_influence, s.rep_influence + n);
  py::list tiles;
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < kRepSpaces; ++i) {
      if (s.rep[p][i] == kNone) continue;
      const data::RepTile& t = data::kRepTileTable[s.rep[p][i]];
      py::dict d;
      d["seat"] = p;
      d["space"] = rep_space_name(i);
      d["tile"] = int(s.rep[p][i]) + 1;
      d["count"] = int(s.rep_count[p][i]);
      d["money"] = t.money * s.rep_count[p][i];
      d["influence"] = t.influence * s.rep_count[p][i];
      tiles.append(d);
    }
  f["reputation_tiles"] = tiles;
  f["easel_bids"] = std::vector<int>(s.easel_bid, s.easel_bid + n);
  std::vector<int> order;
  for (int k = 0; k < kMaxPlayers; ++k)
    if (s.easel_order[k] != kNone) order.push_back(s.easel_order[k]);
  f["easel_order"] = order;
  py::list taken;  // in taking order
  for (int seat : order)
    for (int e = 0; e < kMaxEasels; ++e) {
      if (s.easel[e] == kNone || s.easel_taken_by[e] != seat) continue;
      py::dict d;
      d["seat"] = seat;
      d["form"] = kFormName[work_form(s.easel[e])];
      d["work"] = work_name(s.easel[e]);
      d["declared"] = s.easel_declared[e] ? "sold" : "displayed";
      d["value"] = int(s.easel_value[e]);
      taken.append(d);
    }
  f["easel_taken"] = taken;
  if (is_terminal(s)) {
    f["total"] = std::vector<int>(s.money, s.money + n);
    std::vector<int> w, r(n);
    const uint32_t mask = winners_mask(s);
    for (int p = 0; p < n; ++p)
      if (mask >> p & 1u) w.push_back(p);
    ranking(s, r.data());
    f["winners"] = w;
    f["ranking"] = r;
  }
  out["final"] = f;
  return out;
}

py::dict observation_dict(const State& s, int seat) {
  const int n = s.players;
  py::dict d;
  const Config c = config_of(s);
  d["seat"] = seat;
  d["players"] = n;
  py::dict opts;
  opts["intermediate_scoring"] = c.intermediate_scoring ? "on" : "off";
  opts["contract_take"] = c.contract_take_top ? "top" : "any";
  opts["two_player_middle"] = c.middle_auction_open ? "auction_open" : "closed";
  opts["easel_value"] = c.easel_any_artist ? "any_artist" : "discovered";
  d["options"] = opts;
  d["phase"] = phase_name(phase(s));
  d["decision"] = decision_dict(s);
  d["start_player"] = int(s.start_player);
  d["turn_player"] = int(s.turn_player);
  d["round"] = int(s.round);
  d["end_stage"] = end_stage_name(s.end_stage);
  std::vector<std::string> trig;
  static const char* const tnames[] = {"booth", "celebrities", "bag", "round-cap"};
  for (int i = 0; i < 4; ++i)
    if (s.triggers >> i & 1) trig.push_back(tnames[i]);
  d["end_triggers"] = trig;
  d["exec_used"] = bool(s.exec_used);
  py::list seats;
  for (int p = 0; p < n; ++p) {
    py::dict q;
    q["money"] = s.money[p];
    q["influence"] = int(s.influence[p]);
    q["tickets"] = kinds(s.tickets[p]);
    q["lobby"] = kinds(s.lobby[p]);
    q["gallery"] = kinds(s.gallery[p]);
    q["desks"] = int(s.desks[p]);
    q["queue"] = int(s.queue[p]);
    q["removed"] = int(s.removed[p]);
    q["gallerist"] = position_name(s.gallerist[p]);
    q["commission"] = opt_str(s.commission[p] != kNone, artist_name(s.commission[p]));
    py::list disp;
    for (int i = 0; i < s.display_n[p]; ++i) {
      py::dict w;
      w["work"] = work_name(s.display_work[p][i]);
      w["artist"] = artist_name(s.display_artist[p][i]);
      w["value"] = sale_value(s, s.display_artist[p][i]);
      w["masterpiece"] = is_celebrity(s, s.display_artist[p][i]);
      disp.append(w);
    }
    q["display"] = disp;
    q["sold"] = by_form(s.sold[p]);
    py::list cs;
    for (int i = 0; i < kContractSpaces; ++i) {
      if (s.contract[p][i] == kNone) {
        cs.append(py::none());
        continue;
      }
      py::dict k;
      k["card"] = contract_name(s.contract[p][i]);
      k["face"] = face_name(s.contract_face[p][i]);
      k["assistant"] = bool(s.contract_asst[p][i]);
      cs.append(k);
    }
    q["contracts"] = cs;
    py::dict rep;
    for (int i = 0; i < kRepSpaces; ++i) rep[py::str(rep_space_name(i))] = opt_tile(s.rep[p][i]);
    q["reputation"] = rep;
    q["opening_tile"] = opt_tile(s.opening_tile[p]);
    q["curator"] = sees_card(s, seat, p, 0) ? py::object(py::int_(s.curator[p] + 1)) : py::object(py::none());
    q["dealer"] = sees_card(s, seat, p, 1) ? py::object(py::int_(s.dealer[p] + 1)) : py::object(py::none());
    seats.append(q);
  }
  d["seats"] = seats;
  py::dict spaces;
  for (int l = 0; l < kLocations; ++l) spaces[kLocationName[l]] = piece_dict(s.space[l]);
  d["action_spaces"] = spaces;
  if (s.kick_piece) {
    py::dict k = piece_dict(s.kick_piece);
    k["location"] = kLocationName[s.kick_loc];
    d["kicked"] = k;
  } else {
    d["kicked"] = py::none();
  }
  py::dict market;
  for (int col = 0; col < kCols; ++col) {
    py::dict cells;
    for (int r = 0; r < kRows; ++r) {
      py::dict cell;
      const bool rep_row = r < kRepRows;
      const bool open = rep_row ? !(n == 2 && col == 1) : !(n == 2 && col == 1 && !s.opt_middle_open);
      cell["open"] = open;
      cell["assistant"] = s.market[col][r] ? py::object(py::int_(s.market[col][r] - 1)) : py::object(py::none());
      if (rep_row) cell["tile"] = opt_tile(s.market_tile[col][r]);
      const std::string key = rep_row ? std::string(kFormName[data::kRepRowForm[r]])
                                      : std::to_string(data::kAuctionBid[r - kRepRows]);
      cells[py::str(key)] = cell;
    }
    market[kColumnName[col]] = cells;
  }
  d["market"] = market;
  py::dict ltiles;
  for (int l = 0; l < kLocations; ++l) ltiles[kLocationName[l]] = opt_tile(s.location_tile[l]);
  d["location_tiles"] = ltiles;
  std::vector<int> boxed;
  for (int t = 0; t < kRepTiles; ++t)
    if (s.rep_boxed[t]) boxed.push_back(t + 1);
  d["reputation_boxed"] = boxed;
  d["plaza"] = kinds(s.plaza);
  d["bag"] = kinds(s.bag_count);
  d["bag_size"] = int(s.bag_n);
  d["box_visitors"] = kinds(s.box_visitors);
  d["booth"] = kinds(s.booth);
  d["ticket_discard"] = kinds(s.ticket_discard);
  d["ticket_box"] = kinds(s.ticket_box);
  py::dict artists;
  for (int a = 0; a < kArtists; ++a) {
    py::dict x;
    const data::ArtistTile& t = data::kArtistTiles[form_of_artist(a)][is_red(a)][s.artist_tile[a]];
    x["start_fame"] = int(t.start_fame);
    x["printed_level"] = int(t.printed_level);
    x["discovered"] = bool(s.discovered[a]);
    x["fame"] = int(s.fame[a]);
    x["stars"] = s.discovered[a] ? py::object(py::int_(star_level(s, a))) : py::object(py::none());
    x["value"] = s.discovered[a] ? py::object(py::int_(sale_value(s, a))) : py::object(py::none());
    x["celebrity"] = is_celebrity(s, a);
    x["promotion"] = promotion_level(s, a);
    x["promotion_tile"] = int(s.promo[a]);
    x["discovery_tile"] = opt_str(s.discovery[a] != kNoBonus, kBonusName[s.discovery[a] < kNumBonus ? s.discovery[a] : 0]);
    x["collector"] = bool(s.artist_collector[a]);
    x["free_tokens"] = int(s.free_tokens[a]);
    artists[py::str(artist_name(a))] = x;
  }
  d["artists"] = artists;
  py::dict promo;
  for (int l = 1; l <= kPromoLevels; ++l) promo[py::int_(l)] = int(s.promo_left[l]);
  d["promotion_tiles"] = promo;
  py::dict dboxed;
  for (int i = 0; i < kDiscoveryCodes; ++i) dboxed[kBonusName[data::kDiscoveryCode[i]]] = int(s.discovery_boxed[i]);
  d["discovery_boxed"] = dboxed;
  py::dict stacks, sold_works;
  for (int f = 0; f < kForms; ++f) {
    py::dict st;
    int counts[kWorkCodes];
    hidden_stack_counts(s, f, counts);
    const bool top = s.stack_n[f] && s.top_exposed[f];
    st["size"] = int(s.stack_n[f]);
    st["top"] = opt_str(top, top ? work_name(work_id(f, s.stack[f][s.stack_n[f] - 1])) : "");
    py::dict hidden, sold;
    for (int c2 = 0; c2 < kWorkCodes; ++c2) {
      if (counts[c2]) hidden[data::kWorkKinds[c2].code] = counts[c2];
      if (s.sold_codes[f][c2]) sold[data::kWorkKinds[c2].code] = int(s.sold_codes[f][c2]);
    }
    st["hidden"] = hidden;
    st["visitors"] = kinds(s.work_visitors[f]);
    stacks[kFormName[f]] = st;
    sold_works[kFormName[f]] = sold;
  }
  d["stacks"] = stacks;
  d["sold_works"] = sold_works;
  py::list easels;
  for (int e = 0; e < kMaxEasels; ++e) {
    if (s.easel[e] == kNone) continue;
    py::dict x;
    x["work"] = work_name(s.easel[e]);
    x["taken_by"] = opt_int(s.easel_taken_by[e]);
    x["declared"] = s.easel_taken_by[e] == kNone ? py::object(py::none())
                                                   : py::object(py::str(s.easel_declared[e] ? "sold" : "displayed"));
    easels.append(x);
  }
  d["easels"] = easels;
  std::vector<std::string> wboxed;
  for (int f = 0; f < kForms; ++f)
    if (s.setaside_boxed[f] != kNone) wboxed.push_back(work_name(s.setaside_boxed[f]));
  d["boxed_works"] = wboxed;
  py::list display;
  for (int k = 0; k < 4; ++k) {
    std::vector<std::string> cards;
    for (int j = 0; j < s.display_cards_n[k]; ++j) cards.push_back(contract_name(s.display_cards[k][j]));
    display.append(cards);
  }
  d["contract_display"] = display;
  std::vector<int> ids(s.deck, s.deck + s.deck_n);
  std::sort(ids.begin(), ids.end());
  std::vector<std::string> deck, discard;
  for (int id : ids) deck.push_back(contract_name(id));
  for (int k = 0; k < kContracts; ++k)
    if (s.contract_discard[k]) discard.push_back(contract_name(k));
  d["contract_deck"] = deck;
  d["contract_discard"] = discard;
  d["scoring"] = scoring_dict(s);
  return d;
}

// ---- explicit setups ------------------------------------------------------------------------
template <typename T>
T cast_or(const py::handle& h, const std::string& what) {
  try {
    return h.cast<T>();
  } catch (const py::cast_error&) {
    value_error("setup: '" + what + "' has the wrong type");
  }
}

int need_name(int id, const std::string& why) {
  if (id < 0) value_error("setup: " + why);
  return id;
}

Setup setup_from(const Config& config, uint64_t seed, const py::dict& spec) {
  Setup st = random_setup(config, seed);
  const int n = config.players;
  static const std::vector<std::string> keys = {"start_player", "artists", "discovered", "discovery", "works", "easels",
                                                "bag", "contracts", "reputation", "curators", "dealers", "shuffle_seed"};
  for (const auto& item : spec) {
    const std::string k = cast_or<std::string>(item.first, "key");
    if (std::find(keys.begin(), keys.end(), k) == keys.end()) {
      std::string all;
      for (const auto& x : keys) all += (all.empty() ? "" : ", ") + x;
      value_error("setup: unknown key '" + k + "' (accepted: " + all + ")");
    }
  }
  std::string why;
  if (spec.contains("start_player")) {
    const int p = cast_or<int>(spec["start_player"], "start_player");
    if (p < 0 || p >= n) value_error("setup: start_player must be a seat 0.." + std::to_string(n - 1));
    st.start_player = static_cast<uint8_t>(p);
  }
  if (spec.contains("artists")) {
    for (const auto& item : cast_or<py::dict>(spec["artists"], "artists")) {
      const int a = need_name(parse_artist(cast_or<std::string>(item.first, "artists"), &why), why);
      const int fame = cast_or<int>(item.second, "artists");
      int cand = -1;
      for (int c = 0; c < 2; ++c)
        if (data::kArtistTiles[form_of_artist(a)][is_red(a)][c].start_fame == fame) cand = c;
      if (cand < 0)
        value_error("setup: " + artist_name(a) + " has tiles with start fame " +
                    std::to_string(data::kArtistTiles[form_of_artist(a)][is_red(a)][0].start_fame) + " or " +
                    std::to_string(data::kArtistTiles[form_of_artist(a)][is_red(a)][1].start_fame) + ", not " +
                    std::to_string(fame));
      st.artist_tile[a] = static_cast<uint8_t>(cand);
    }
  }
  if (spec.contains("discovered")) {
    const int a = need_name(parse_artist(cast_or<std::string>(spec["discovered"], "discovered"), &why), why);
    if (is_red(a)) value_error("setup: the starting artist must be a blue artist");
    if (a != st.discovered && !spec.contains("discovery")) {
      // Keep the seed's tiles, in artist order, on the new set of face-down artists.
      uint8_t tiles[kArtists];
      int t = 0;
      for (int x = 0; x < kArtists; ++x)
        if (x != st.discovered) tiles[t++] = st.discovery[x];
      t = 0;
      for (int x = 0; x < kArtists; ++x) st.discovery[x] = x == a ? uint8_t(kNoBonus) : tiles[t++];
    }
    st.discovered = static_cast<uint8_t>(a);
  }
  if (spec.contains("discovery")) {
    const py::dict m = cast_or<py::dict>(spec["discovery"], "discovery");
    uint8_t tiles[kArtists];
    for (int x = 0; x < kArtists; ++x) tiles[x] = kNoBonus;
    for (const auto& item : m) {
      const int a = need_name(parse_artist(cast_or<std::string>(item.first, "discovery"), &why), why);
      const std::string code = cast_or<std::string>(item.second, "discovery");
      int b = -1;
      for (int i = 0; i < kDiscoveryCodes; ++i)
        if (code == kBonusName[data::kDiscoveryCode[i]]) b = data::kDiscoveryCode[i];
      if (b < 0) value_error("setup: unknown discovery tile '" + code + "' (expected F, IB, MB, V or T2)");
      if (a == st.discovered) value_error("setup: the starting artist " + artist_name(a) + " holds no discovery tile");
      tiles[a] = static_cast<uint8_t>(b);
    }
    for (int x = 0; x < kArtists; ++x)
      if (x != st.discovered && tiles[x] == kNoBonus)
        value_error("setup: 'discovery' must give a tile for each of the 7 face-down artists (missing " +
                    artist_name(x) + ")");
    std::copy(tiles, tiles + kArtists, st.discovery);
  }
  if (spec.contains("works")) {
    for (const auto& item : cast_or<py::dict>(spec["works"], "works")) {
      const int f = need_name(parse_form(cast_or<std::string>(item.first, "works"), &why), why);
      const auto codes = cast_or<std::vector<std::string>>(item.second, "works");
      if (codes.size() != kWorksPerForm)
        value_error("setup: works of " + std::string(kFormName[f]) + " must list 8 codes, top first");
      for (int j = 0; j < kWorksPerForm; ++j)
        st.works[f][j] = static_cast<uint8_t>(need_name(parse_work_code(codes[j], &why), why));
    }
  }
  if (spec.contains("easels")) {
    const auto forms = cast_or<std::vector<std::string>>(spec["easels"], "easels");
    const int k = data::kEasels[n - 2];
    if (static_cast<int>(forms.size()) != k)
      value_error("setup: " + std::to_string(n) + " players use " + std::to_string(k) + " easel(s); give that many forms");
    for (int e = 0; e < kMaxEasels; ++e)
      st.easels[e] = e < k ? static_cast<uint8_t>(need_name(parse_form(forms[e], &why), why)) : kNone;
  }
  if (spec.contains("bag")) {
    const auto bag = cast_or<std::vector<std::string>>(spec["bag"], "bag");
    if (bag.size() > kMaxBag) value_error("setup: the bag holds at most 36 visitors");
    st.bag_size = static_cast<uint8_t>(bag.size());
    for (size_t i = 0; i < bag.size(); ++i) st.bag[i] = static_cast<uint8_t>(need_name(parse_visitor(bag[i], &why), why));
  }
  if (spec.contains("contracts")) {
    const auto cards = cast_or<std::vector<std::string>>(spec["contracts"], "contracts");
    if (cards.size() != kContracts) value_error("setup: 'contracts' must list all 20 cards in deal order");
    for (int i = 0; i < kContracts; ++i)
      st.contracts[i] = static_cast<uint8_t>(need_name(parse_contract(cards[i], &why), why));
  }
  if (spec.contains("reputation")) {
    const auto tiles = cast_or<std::vector<int>>(spec["reputation"], "reputation");
    if (tiles.size() != kRepTiles) value_error("setup: 'reputation' must list all 20 tiles (1-20) in deal order");
    for (int i = 0; i < kRepTiles; ++i) {
      if (tiles[i] < 1 || tiles[i] > kRepTiles) value_error("setup: reputation tiles are numbered 1 to 20");
      st.reputation[i] = static_cast<uint8_t>(tiles[i] - 1);
    }
  }
  for (const char* key : {"curators", "dealers"}) {
    if (!spec.contains(key)) continue;
    const auto cards = cast_or<std::vector<int>>(spec[key], key);
    if (static_cast<int>(cards.size()) != n)
      value_error(std::string("setup: '") + key + "' must give one card (1-4) per seat");
    uint8_t* dst = std::string(key) == "curators" ? st.curators : st.dealers;
    for (int p = 0; p < n; ++p) {
      if (cards[p] < 1 || cards[p] > kObjectiveCards) value_error("setup: objective cards are numbered 1 to 4");
      dst[p] = static_cast<uint8_t>(cards[p] - 1);
    }
  }
  if (spec.contains("shuffle_seed")) st.shuffle_seed = cast_or<uint64_t>(spec["shuffle_seed"], "shuffle_seed");
  return st;
}

std::string options_text(const py::dict& options) {
  std::string text;
  for (const auto& item : options)
    text += (text.empty() ? "" : ",") + cast_or<std::string>(item.first, "option") + "=" +
            cast_or<std::string>(item.second, "option");
  return text;
}

Config config_from(int players, const py::dict& options) {
  try {
    return config_from_options(players, options_text(options));
  } catch (const std::invalid_argument& e) {
    value_error(e.what());
  }
}

State make_game(int players, uint64_t seed, std::optional<py::dict> setup, std::optional<py::dict> options,
                bool staged) {
  const Config c = config_from(players, options ? *options : py::dict());
  try {
    const Setup st = setup ? setup_from(c, seed, *setup) : random_setup(c, seed);
    return staged ? new_game_staged(c, st) : new_game(c, st);
  } catch (const std::invalid_argument& e) {
    value_error(e.what());
  }
}

std::vector<std::string> moves_of(const State& s, int seat) {
  std::vector<std::string> out;
  if (seat < 0) return out;
  Move buf[kMaxMoves];
  const int n = std::min(legal_moves(s, seat, buf, kMaxMoves), kMaxMoves);
  for (int i = 0; i < n; ++i) out.push_back(move_to_string(buf[i]));
  return out;
}

// The rules traits of game_binding.h: The Gallerist's free functions under the uniform names.
struct GalleristRules {
  using State = gallerist::State;
  static constexpr const char* kClassName = "GalleristState";
  static int num_players(const State& s) { return s.players; }
  static bool is_terminal(const State& s) { return gallerist::is_terminal(s); }
  static uint32_t acting_mask(const State& s) { return gallerist::acting_mask(s); }
  static bool is_simultaneous(const State&) { return false; }
  static bool is_chance(const State& s) { return gallerist::is_chance(s); }
  static std::vector<std::pair<std::string, double>> chance_outcomes(const State& s) {
    Move buf[kMaxMoves];
    double prob[kMaxMoves];
    const int n = std::min(gallerist::chance_outcomes(s, buf, prob, kMaxMoves), kMaxMoves);
    std::vector<std::pair<std::string, double>> out;
    for (int i = 0; i < n; ++i) out.emplace_back(move_to_string(buf[i]), prob[i]);
    return out;
  }
  static std::string chance_outcome(const State& s) { return move_to_string(gallerist::chance_outcome(s)); }
  static Move parse_legal(const State& s, int seat, const std::string& move) {
    std::string why;
    const Move code = parse_legal_move(s, seat, move, &why);
    if (!code) value_error(why);
    return code;
  }
  static void apply_chance(State& s, const std::string& outcome) { gallerist::apply(s, -1, parse_legal(s, -1, outcome)); }
  static std::vector<std::string> legal_moves(const State& s, int seat) { return moves_of(s, seat); }
  static bool is_legal(const State& s, int seat, const std::string& move) {
    std::string why;
    return parse_legal_move(s, seat, move, &why) != 0;
  }
  static void apply(State& s, int seat, const std::string& move) { gallerist::apply(s, seat, parse_legal(s, seat, move)); }
  static std::string random_move(const State& s, int seat, Rng& rng) {
    return move_to_string(gallerist::random_move(s, seat, rng));
  }
  static void returns(const State& s, double* w, double* m) { gallerist::returns(s, w, m); }
  static std::string observation_string(const State& s, int seat) { return gallerist::observation_string(s, seat); }
  static void determinize(State& s, int seat, Rng& rng) { gallerist::determinize(s, seat, rng); }
  static std::string to_json(const State& s) { return gallerist::to_json(s); }
  static State from_json(const std::string& text) { return gallerist::from_json(text); }
  static void apply_observed(State& s, int observer, int mover, const std::string& move) {
    gallerist::apply_observed(s, observer, mover, move);
  }
  static void force_private(State& s, int seat, const std::vector<std::string>& items, uint32_t keep_mask) {
    gallerist::force_private(s, seat, items, keep_mask);
  }
  static std::vector<std::string> private_items(const State& s, int seat) { return gallerist::private_items(s, seat); }
  static std::string canonical_move(const std::string& text) {
    std::string why;
    const Move code = parse_move(text, &why);
    if (!code) value_error(why);
    return move_to_string(code);
  }
  static std::string describe(const State& s) {
    std::string r = "players=" + std::to_string(s.players) + " round=" + std::to_string(s.round) +
                    " phase=" + phase_name(phase(s)) + " money=[";
    for (int i = 0; i < s.players; ++i) r += (i ? "," : "") + std::to_string(s.money[i]);
    return r + "]";
  }
};

}  // namespace

void bind_gallerist(py::module_& m) {
  auto cls = bindings::bind_rules<GalleristRules>(m);
  // The Gallerist's documented form (rules.py) also takes a chance outcome with mover -1.
  cls.attr("apply_observed") = py::cpp_function(
      [](State& s, int observer, int mover, const std::string& move) {
        check_seat(s, observer);
        if (!(mover == -1 && is_chance(s))) check_seat(s, mover);
        gallerist::apply_observed(s, observer, mover, move);
      },
      py::name("apply_observed"), py::is_method(cls), py::arg("observer"), py::arg("mover"), py::arg("move"),
      "Belief sync: apply public `move` of `mover` (or, while a chance step is pending, an outcome; mover "
      "ignored, -1 allowed) to a state whose hidden parts were sampled for `observer`. ValueError, state "
      "unchanged, on an illegal move.");
  cls.def("options", [](const State& s) {
        py::dict d;
        const Config c = config_of(s);
        d["intermediate_scoring"] = c.intermediate_scoring ? "on" : "off";
        d["contract_take"] = c.contract_take_top ? "top" : "any";
        d["two_player_middle"] = c.middle_auction_open ? "auction_open" : "closed";
        d["easel_value"] = c.easel_any_artist ? "any_artist" : "discovered";
        return d;
      })
      .def("phase", [](const State& s) { return phase_name(phase(s)); })
      .def("turn_player", [](const State& s) { return int(s.turn_player); })
      .def("start_player", [](const State& s) { return int(s.start_player); })
      .def("round", [](const State& s) { return int(s.round); })
      .def("final_round", [](const State& s) { return s.end_stage == kFinalRound; })
      .def("money", [](const State& s) { return std::vector<int>(s.money, s.money + s.players); })
      .def("influence", [](const State& s) { return std::vector<int>(s.influence, s.influence + s.players); })
      .def("tickets", [](const State& s) {
        py::list out;
        for (int p = 0; p < s.players; ++p) out.append(kinds(s.tickets[p]));
        return out;
      })
      .def("ranking", [](const State& s) {
        std::vector<int> r(s.players);
        ranking(s, r.data());
        return r;
      })
      .def("scoring", &scoring_dict)
      .def("rounds_left", [](const State& s) { return rounds_left_estimate(s); },
           "Estimated rounds left after the current one (0 in the final round), from the public "
           "end triggers (the heuristic bot's estimate; the engine's clock uses it).")
      .def("observation", [](const State& s, int seat) {
        check_seat(s, seat);
        return observation_dict(s, seat);
      }, py::arg("seat"));

  bindings::bind_notation<GalleristRules>(m, "gallerist");
  bindings::def_search<SearchGame>(m, "gallerist");

  m.def("gallerist_new_game", &make_game, py::arg("players") = 4, py::arg("seed") = 0, py::arg("setup") = py::none(),
        py::arg("options") = py::none(), py::arg("staged") = false);
  m.def("gallerist_vocabulary", []() {
    py::dict d;
    d["forms"] = std::vector<std::string>(kFormName, kFormName + kForms);
    std::vector<std::string> artists, contracts, codes;
    for (int a = 0; a < kArtists; ++a) artists.push_back(artist_name(a));
    for (int c = 0; c < kContracts; ++c) contracts.push_back(contract_name(c));
    for (int c = 0; c < kWorkCodes; ++c) codes.push_back(data::kWorkKinds[c].code);
    d["artists"] = artists;
    d["contracts"] = contracts;
    d["work_codes"] = codes;
    d["visitors"] = std::vector<std::string>(kVisitorName, kVisitorName + kKinds);
    d["locations"] = std::vector<std::string>(kLocationName, kLocationName + kLocations);
    // Reputation tiles 1..20: what each counts and pays per unit.
    static const char* const kCountName[kRepTiles] = {
        "influence / 3", "collectors in gallery", "VIPs in gallery", "investors in gallery",
        "visitors in gallery", "visitor sets in gallery", "reputation tiles", "assistants on auction cells",
        "assistants placed", "artists at promotion 4+", "works acquired", "works sold", "works displayed",
        "sets of the 4 forms", "photo works acquired", "digital works acquired", "sculpture works acquired",
        "painting works acquired", "artists at fame 15+", "masterpieces displayed"};
    py::list tiles;
    for (int i = 0; i < kRepTiles; ++i) {
      const data::RepTile& rt = data::kRepTileTable[i];
      py::dict x;
      x["counts"] = kCountName[rt.count];
      x["money"] = int(rt.money);
      x["influence"] = int(rt.influence);
      tiles.append(x);
    }
    d["reputation_tiles"] = tiles;
    // Objective cards: per card its rows, each {"need": {form: count}, "pay": $}.
    for (const char* deck : {"curators", "dealers"}) {
      py::list cards;
      for (int c = 0; c < kObjectiveCards; ++c) {
        const data::Objective& o = std::string(deck) == "curators" ? data::kCurators[c] : data::kDealers[c];
        py::list rows;
        for (int r = 0; r < o.rows; ++r) {
          py::dict row, need;
          for (int f = 0; f < kForms; ++f)
            if (o.need[r][f]) need[kFormName[f]] = int(o.need[r][f]);
          row["need"] = need;
          row["pay"] = int(o.pay[r]);
          rows.append(row);
        }
        cards.append(rows);
      }
      d[deck] = cards;
    }
    return d;
  });
  m.def("gallerist_move_code", [](const std::string& text) {
    std::string why;
    const Move code = parse_move(text, &why);
    if (!code) value_error(why);
    return code;
  }, py::arg("text"));
  m.def("gallerist_check_random_games", [](int games, int players, uint64_t seed, const py::dict& options) {
    const std::string text = options_text(options);
    try {
      config_from_options(players, text);
    } catch (const std::invalid_argument& e) {
      value_error(e.what());
    }
    py::gil_scoped_release release;
    return check_random_games(games, players, seed, text, 20);
  }, py::arg("games"), py::arg("players"), py::arg("seed"), py::arg("options") = py::dict());
  m.def(
      "gallerist_bot_move",
      [](const State& s, int seat, const std::string& bot, uint64_t seed) {
        check_seat(s, seat);
        if (is_terminal(s) || !(acting_mask(s) >> seat & 1u))
          value_error("seat " + std::to_string(seat) + " is not to act");
        Rng rng(seed);
        if (bot == "heuristic") return move_to_string(heuristic_move(s, seat, rng));
        if (bot == "random") return move_to_string(gallerist::random_move(s, seat, rng));
        value_error("bot must be 'heuristic' or 'random', got '" + bot + "'");
      },
      py::arg("state"), py::arg("seat"), py::arg("bot") = "heuristic", py::arg("seed") = 0,
      "A baseline bot's move for `seat`: 'heuristic' (heuristic_bot.h) or 'random' (uniform).");
}
