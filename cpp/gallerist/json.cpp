// Full-state JSON: every field of State as a named integer (array), in declaration order
// (the reading and writing are common/state_json's; here only the table and the format).
#include "gallerist/json.h"

#include <stdexcept>
#include <vector>

#include "common/state_json.h"
#include "gallerist/check.h"

namespace galleria {
namespace gallerist {
namespace {

constexpr const char* kFormat = "galleria-gallerist-state-2";

#define F(f) GALLERIA_STATE_FIELD(State, f)
const std::vector<state_json::Field>& fields() {
  static const std::vector<state_json::Field> f = {
      F(flags), F(players), F(opt_intermediate), F(opt_take_top), F(opt_middle_open),
      F(opt_easel_any), F(phase), F(actor), F(dec), F(start_player),
      F(turn_player), F(round), F(end_stage), F(triggers), F(exec_used),
      F(inter_done), F(inter_round), F(inter_seat), F(ntask), F(task),
      F(money), F(money_gained), F(money_paid), F(influence),
      F(influence_gained), F(influence_paid), F(tickets), F(lobby),
      F(gallery), F(desks), F(queue), F(removed), F(gallerist),
      F(commission), F(display_n), F(display_work), F(display_artist),
      F(sold), F(contract), F(contract_face), F(contract_asst), F(rep),
      F(opening_tile), F(slot3_pending), F(curator), F(dealer), F(space),
      F(kick_piece), F(kick_loc), F(market), F(market_tile),
      F(location_tile), F(rep_boxed), F(plaza), F(box_visitors), F(bag_n),
      F(bag), F(bag_count), F(work_visitors), F(stack_n), F(stack),
      F(top_exposed), F(sold_codes), F(easel), F(easel_taken_by),
      F(easel_declared), F(easel_value), F(setaside_boxed), F(easel_order),
      F(easel_bid), F(easel_pos), F(artist_tile), F(discovered), F(fame),
      F(promo), F(discovery), F(artist_collector), F(free_tokens),
      F(promo_left), F(discovery_boxed), F(deck_n), F(deck),
      F(display_cards_n), F(display_cards), F(contract_discard), F(booth),
      F(ticket_discard), F(ticket_box), F(final_money), F(market_money),
      F(rep_influence), F(inter_money), F(inter_influence), F(rep_count),
      F(shuffle_key), F(setup_left), F(setup_start), F(setup_artist),
      F(setup_discovered), F(setup_discovery), F(setup_rep_n), F(setup_rep),
      F(setup_easel), F(objectives_shown),
  };
  return f;
}
#undef F

}  // namespace

std::string to_json(const State& s) { return state_json::write(&s, fields(), kFormat); }

State from_json(const std::string& text) {
  State s;  // no padding: every byte is a field
  state_json::read(text, fields(), kFormat, &s, sizeof s);
  std::vector<std::string> bad;
  check_invariants(s, &bad);
  if (!bad.empty()) throw std::invalid_argument("state JSON: inconsistent state: " + bad[0]);
  return s;
}

}  // namespace gallerist
}  // namespace galleria
