// The canonical text of one seat's observation: only fields that seat may know.
#include "gallerist/observation.h"

#include <sstream>

#include "gallerist/notation.h"

namespace galleria {
namespace gallerist {
namespace {

template <typename T>
void row(std::ostringstream& o, const char* name, const T* v, int n) {
  o << name;
  for (int i = 0; i < n; ++i) o << ' ' << static_cast<int64_t>(v[i]);
  o << '\n';
}

}  // namespace

void hidden_stack_counts(const State& s, int form, int* counts) {
  for (int c = 0; c < kWorkCodes; ++c) counts[c] = 0;
  const int hidden = s.stack_n[form] - (s.top_exposed[form] && s.stack_n[form] ? 1 : 0);
  for (int i = 0; i < hidden; ++i) ++counts[s.stack[form][i]];
}

std::string observation_string(const State& s, int seat) {
  std::ostringstream o;
  const int n = s.players;
  o << "seat " << seat << " players " << n << " options " << options_string(config_of(s)) << " flags "
    << s.flags << '\n';
  o << "phase " << phase_name(phase(s)) << " actor " << int(s.actor);
  row(o, " dec", s.dec, 4);
  o << "start " << int(s.start_player) << " turn " << int(s.turn_player) << " round " << int(s.round)
    << " end_stage " << int(s.end_stage) << " triggers " << int(s.triggers) << " exec_used "
    << int(s.exec_used) << " inter " << int(s.inter_done) << ' ' << int(s.inter_round) << ' '
    << int(s.inter_seat) << '\n';
  o << "tasks " << int(s.ntask);
  for (int i = 0; i < s.ntask; ++i)
    o << " (" << int(s.task[i][0]) << ',' << int(s.task[i][1]) << ',' << int(s.task[i][2]) << ','
      << int(s.task[i][3]) << ')';
  o << '\n';
  for (int p = 0; p < n; ++p) {
    o << "player " << p << " money " << s.money[p] << " (+" << s.money_gained[p] << " -" << s.money_paid[p]
      << ") influence " << int(s.influence[p]) << " (+" << s.influence_gained[p] << " -" << s.influence_paid[p]
      << ")\n";
    row(o, " tickets", s.tickets[p], kKinds);
    row(o, " lobby", s.lobby[p], kKinds);
    row(o, " gallery", s.gallery[p], kKinds);
    o << " office desks " << int(s.desks[p]) << " queue " << int(s.queue[p]) << " removed "
      << int(s.removed[p]) << " gallerist " << int(s.gallerist[p]) << " commission " << int(s.commission[p])
      << '\n';
    row(o, " display_work", s.display_work[p], kDisplaySlots);
    row(o, " display_artist", s.display_artist[p], kDisplaySlots);
    row(o, " sold", s.sold[p], kForms);
    row(o, " contract", s.contract[p], kContractSpaces);
    row(o, " contract_face", s.contract_face[p], kContractSpaces);
    row(o, " contract_asst", s.contract_asst[p], kContractSpaces);
    row(o, " rep", s.rep[p], kRepSpaces);
    o << " opening " << int(s.opening_tile[p]) << " slot3 " << int(s.slot3_pending[p]) << '\n';
    o << " curator ";
    if (sees_card(s, seat, p, 0)) o << int(s.curator[p]); else o << '?';
    o << " dealer ";
    if (sees_card(s, seat, p, 1)) o << int(s.dealer[p]); else o << '?';
    o << " shown " << int(s.objectives_shown[p]) << '\n';
  }
  row(o, "spaces", s.space, kLocations);
  o << "kick " << int(s.kick_piece) << ' ' << int(s.kick_loc) << '\n';
  for (int c = 0; c < kCols; ++c) row(o, "market", s.market[c], kRows);
  for (int c = 0; c < kCols; ++c) row(o, "market_tile", s.market_tile[c], kRepRows);
  row(o, "location_tile", s.location_tile, kLocations);
  row(o, "rep_boxed", s.rep_boxed, kRepTiles);
  row(o, "plaza", s.plaza, kKinds);
  row(o, "box_visitors", s.box_visitors, kKinds);
  o << "bag " << int(s.bag_n);
  row(o, "", s.bag_count, kKinds);
  for (int f = 0; f < kForms; ++f) {
    int counts[kWorkCodes];
    hidden_stack_counts(s, f, counts);
    o << "stack " << f << " size " << int(s.stack_n[f]) << " top "
      << (s.stack_n[f] && s.top_exposed[f] ? int(s.stack[f][s.stack_n[f] - 1]) : -1);
    row(o, " hidden", counts, kWorkCodes);
    row(o, " visitors", s.work_visitors[f], kKinds);
    row(o, " sold_codes", s.sold_codes[f], kWorkCodes);
  }
  row(o, "easel", s.easel, kMaxEasels);
  row(o, "easel_taken_by", s.easel_taken_by, kMaxEasels);
  row(o, "easel_declared", s.easel_declared, kMaxEasels);
  row(o, "easel_value", s.easel_value, kMaxEasels);
  row(o, "setaside_boxed", s.setaside_boxed, kForms);
  row(o, "easel_order", s.easel_order, kMaxPlayers);
  row(o, "easel_bid", s.easel_bid, kMaxPlayers);
  o << "easel_pos " << int(s.easel_pos) << '\n';
  row(o, "artist_tile", s.artist_tile, kArtists);
  row(o, "discovered", s.discovered, kArtists);
  row(o, "fame", s.fame, kArtists);
  row(o, "promo", s.promo, kArtists);
  row(o, "discovery", s.discovery, kArtists);
  row(o, "artist_collector", s.artist_collector, kArtists);
  row(o, "free_tokens", s.free_tokens, kArtists);
  row(o, "promo_left", s.promo_left, kPromoLevels + 1);
  row(o, "discovery_boxed", s.discovery_boxed, kDiscoveryCodes);
  int in_deck[kContracts] = {};
  for (int i = 0; i < s.deck_n; ++i) ++in_deck[s.deck[i]];
  o << "deck " << int(s.deck_n);
  row(o, "", in_deck, kContracts);
  for (int d = 0; d < 4; ++d) row(o, "display", s.display_cards[d], s.display_cards_n[d]);
  row(o, "contract_discard", s.contract_discard, kContracts);
  row(o, "booth", s.booth, kKinds);
  row(o, "ticket_discard", s.ticket_discard, kKinds);
  row(o, "ticket_box", s.ticket_box, kKinds);
  for (int t = 0; t < kScoreSteps; ++t) row(o, "final_money", s.final_money[t], n);
  for (int c = 0; c < kCols; ++c) row(o, "market_money", s.market_money[c], n);
  row(o, "rep_influence", s.rep_influence, n);
  row(o, "inter_money", s.inter_money, n);
  row(o, "inter_influence", s.inter_influence, n);
  for (int p = 0; p < n; ++p) row(o, "rep_count", s.rep_count[p], kRepSpaces);
  o << "setup_left " << int(s.setup_left) << '\n';  // the hidden set-up values are never shown
  return o.str();
}

}  // namespace gallerist
}  // namespace galleria
