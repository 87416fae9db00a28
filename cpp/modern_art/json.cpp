// Full-state JSON: every field of State as a named integer array, in declaration order
// (the reading and writing are common/state_json's; here only the table and the format).
#include "modern_art/json.h"

#include <stdexcept>
#include <vector>

#include "common/state_json.h"
#include "modern_art/check.h"

namespace galleria {
namespace modern_art {
namespace {

constexpr const char* kFormat = "galleria-modern-art-state-1";

#define F(f) GALLERIA_STATE_FIELD(State, f)
const std::vector<state_json::Field>& fields() {
  static const std::vector<state_json::Field> f = {
      F(players), F(double_all), F(virt), F(season), F(scored), F(phase), F(actor), F(original),
      F(runner), F(card1), F(card2), F(high_bidder), F(passes), F(submitted), F(ender),
      F(ender_reveal), F(money), F(paid_by_bank), F(paid_to_bank), F(sealed_bid), F(high_bid),
      F(price), F(hand), F(hand_size), F(deck), F(deck_pos), F(vpile), F(vp_head), F(vp_tail),
      F(bought), F(season_count), F(board), F(seen), F(score_count), F(score_rank), F(score_value),
      F(score_earnings),
  };
  return f;
}
#undef F

}  // namespace

std::string to_json(const State& s) { return state_json::write(&s, fields(), kFormat); }

State from_json(const std::string& text) {
  State s;  // pad_ is no field: always zero (memcmp equality)
  state_json::read(text, fields(), kFormat, &s, sizeof s, sizeof s.pad_);
  std::vector<std::string> bad;
  check_invariants(s, &bad);
  if (!bad.empty()) throw std::invalid_argument("state JSON: inconsistent state: " + bad[0]);
  return s;
}

}  // namespace modern_art
}  // namespace galleria
