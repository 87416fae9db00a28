#include "gallerist/sync.h"

#include <stdexcept>

#include "gallerist/notation.h"

namespace galleria {
namespace gallerist {

void apply_observed(State& s, int observer, int mover, const std::string& move) {
  if (observer < 0 || observer >= s.players)
    throw std::invalid_argument("apply_observed: observer seat " + std::to_string(observer) + " is not in this " +
                                std::to_string(s.players) + "-player game");
  std::string why;
  const Move m = parse_move(move, &why);
  if (!m) throw std::invalid_argument(why);
  const int seat = is_chance(s) ? -1 : mover;
  if (!check_move(s, seat, m, &why)) throw std::invalid_argument(why);
  apply(s, seat, m);
}

std::vector<std::string> private_items(const State& s, int seat) {
  return {"curator-" + std::to_string(s.curator[seat] + 1), "dealer-" + std::to_string(s.dealer[seat] + 1)};
}

namespace {

// Where seat `seat` gets card `card` of one deck (curators or dealers): -1 = it holds it or
// nobody does (undealt), else the seat to swap with. Throws if a kept seat holds it.
int card_source(const uint8_t* held, int players, int seat, int card, uint32_t keep_mask, const char* deck) {
  if (held[seat] == card) return -1;
  for (int q = 0; q < players; ++q)
    if (q != seat && held[q] == card) {
      if (keep_mask >> q & 1u)
        throw std::invalid_argument(std::string(deck) + "-" + std::to_string(card + 1) + " is held by seat " +
                                    std::to_string(q) + ", whose cards are known");
      return q;
    }
  return -1;
}

void give(uint8_t* held, int seat, int from, int card) {
  if (from >= 0) held[from] = held[seat];
  held[seat] = static_cast<uint8_t>(card);
}

}  // namespace

void force_objectives(State& s, int seat, int curator, int dealer, uint32_t keep_mask) {
  if (seat < 0 || seat >= s.players) throw std::invalid_argument("no seat " + std::to_string(seat));
  if (curator < 0 || curator >= kObjectiveCards || dealer < 0 || dealer >= kObjectiveCards)
    throw std::invalid_argument("objective cards are numbered 1 to 4");
  const int from_c = card_source(s.curator, s.players, seat, curator, keep_mask, "curator");
  const int from_d = card_source(s.dealer, s.players, seat, dealer, keep_mask, "dealer");
  give(s.curator, seat, from_c, curator);
  give(s.dealer, seat, from_d, dealer);
}

void force_private(State& s, int seat, const std::vector<std::string>& items, uint32_t keep_mask) {
  int card[2] = {-1, -1};  // curator, dealer
  for (const std::string& item : items) {
    const bool cur = item.rfind("curator-", 0) == 0, deal = item.rfind("dealer-", 0) == 0;
    const std::string num = cur ? item.substr(8) : deal ? item.substr(7) : "";
    if ((!cur && !deal) || num.size() != 1 || num[0] < '1' || num[0] > '0' + kObjectiveCards)
      throw std::invalid_argument("not an objective card: '" + item + "' (expected curator-1..4 and dealer-1..4)");
    int& slot = card[cur ? 0 : 1];
    if (slot >= 0) throw std::invalid_argument(std::string(cur ? "curator" : "dealer") + " card given twice");
    slot = num[0] - '1';
  }
  if (card[0] < 0 || card[1] < 0)
    throw std::invalid_argument("a seat's private items are its two objective cards, e.g. 'curator-2 dealer-4'");
  force_objectives(s, seat, card[0], card[1], keep_mask);
}

}  // namespace gallerist
}  // namespace galleria
