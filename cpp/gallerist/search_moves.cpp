// The search's candidate moves of a decision (game_adapter.h explains the abstractions).
#include <algorithm>

#include "gallerist/game_adapter.h"
#include "gallerist/internal.h"

namespace galleria {
namespace gallerist {

namespace {

// Preference of an assistant source (lower first): the kicked-out assistant, a desk, then
// the locations in notation order.
int source_rank(int src) { return src == kSrcKicked ? 0 : src == kSrcDesk ? 1 : 1 + src; }

// Preference of a contract space for a card (lower first).
int space_rank(const State& s, int p, int space) {
  if (s.contract[p][space] == kNone) return space;
  return (s.contract_asst[p][space] ? 10 : 20) + space;
}

// Moves whose choice is abstracted: the key of their group, and the rank of a member.
// Group members are adjacent in sorted (canonical) order, the ranked byte being the lowest
// argument of the code.
bool grouped(const State& s, int p, Move m, uint32_t* key, int* rank) {
  switch (move_kind(m)) {
    case kReputation:
    case kAuction:
      *key = m & 0xFFFFFF00u;
      *rank = source_rank(static_cast<int>(move_c(m)));
      return true;
    case kContractUse:
      *key = m & 0xFFFF0000u;
      *rank = source_rank(static_cast<int>(move_b(m)));
      return true;
    case kTake:
      *key = m & 0xFFFF0000u;
      *rank = space_rank(s, p, static_cast<int>(move_b(m)));
      return true;
    default:
      return false;
  }
}

}  // namespace

int SearchGame::search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
  Move buf[kMaxMoves];
  const int n = std::min(legal_moves(s, seat, buf, kMaxMoves), kMaxMoves);  // canonical order
  int k = 0;
  auto push = [&](Move m) {
    if (k < kMaxSearchMoves && (k == 0 || out[k - 1] != m)) out[k++] = m;
  };
  switch (phase(s)) {
    case Phase::Cash:  // ascending counts: the fewest, one more, the most
      push(buf[0]);
      if (n > 1) push(buf[1]);
      push(buf[n - 1]);
      return k;
    case Phase::Fame: {  // 0 and each count reaching a new star level or celebrity
      const int a = s.dec[0], fame = s.fame[a];
      push(buf[0]);
      for (int i = 1; i < n && k < 4; ++i) {
        const int c = static_cast<int>(move_a(buf[i]));
        const int to = fame + c;
        if (to >= kMaxFame || detail::stars_at(s, a, to) > detail::stars_at(s, a, to - 1)) push(buf[i]);
        if (to >= kMaxFame) break;
      }
      return k;
    }
    default:
      break;
  }
  for (int i = 0; i < n;) {
    uint32_t key;
    int rank;
    if (!grouped(s, seat, buf[i], &key, &rank)) {
      push(buf[i++]);
      continue;
    }
    Move best = buf[i];
    int best_rank = rank;
    int j = i + 1;
    for (uint32_t key2; j < n && grouped(s, seat, buf[j], &key2, &rank) && key2 == key; ++j)
      if (rank < best_rank) best = buf[j], best_rank = rank;
    push(best);
    i = j;
  }
  return k;
}

}  // namespace gallerist
}  // namespace galleria
