// Toy Market: a tiny test game with the shape of The Gallerist rather than Modern Art, so
// the generic stack (registry, bindings, engine, referee, arena) is tested on what Modern
// Art never does. It ships only in the test extension `galleria_ai._toys`.
//
//  - 2 to 4 players; no simultaneous moves.
//  - Private information told at setup: each seat is dealt one secret objective colour
//    (red, blue, green, gold) from 4 cards; undealt cards stay hidden from everyone.
//  - Explicit chance steps: every round starts with a public draw of the next lot (colour
//    and value 1..3, 12 lots) from a hidden shuffled deck; the game starts with one.
//  - A decision of a seat that does not own the round: the owner (seat round % n) may
//    `take` the lot (1 coin) or `pass`; after a pass the next seat may `buy` it (2 coins,
//    one of them to the owner) or `decline` (the lot is discarded).
//  - After `rounds` rounds (variant length: short 6, long 9) each seat scores the values
//    of its lots, doubled for its objective colour, plus its coins.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/rng.h"

namespace galleria::toys {

struct ToyMarket {
  static constexpr int kMaxPlayers = 4;
  static constexpr int kColours = 4;
  static constexpr int kLots = 12;
  static constexpr int kStartCoins = 4;
  static constexpr const char* kColour[kColours] = {"red", "blue", "green", "gold"};
  enum Phase : int8_t { kDraw = 0, kOwner = 1, kOther = 2, kOver = 3 };
  using Move = uint32_t;
  enum : Move { kTake = 1, kPass = 2, kBuy = 3, kDecline = 4 };
  static constexpr int kMaxSearchMoves = 2;

  struct State {
    int8_t n;
    int8_t rounds;
    int8_t round;
    int8_t phase;
    int8_t lot;                   // lot on offer (-1 none): colour * 3 + value - 1
    int8_t deck_pos;              // deck[deck_pos..kLots) not drawn yet, in hidden order
    int8_t deck[kLots];
    int8_t coins[kMaxPlayers];
    int8_t objective[kMaxPlayers];  // secret colour of each seat
    int8_t spare[kColours];         // undealt objective cards (first kColours - n used)
    uint16_t won[kMaxPlayers];      // bit l: seat holds lot l
    uint16_t discarded;
  };
  static_assert(std::is_trivially_copyable_v<State>, "State must be plain data");
  static_assert(std::has_unique_object_representations_v<State>, "State must have no padding");

  // ---- notation ------------------------------------------------------------------------
  static int colour_of(int lot) { return lot / 3; }
  static int value_of(int lot) { return lot % 3 + 1; }
  static std::string lot_name(int lot) {
    return std::string(kColour[colour_of(lot)]) + std::to_string(value_of(lot));
  }
  static int parse_colour(const std::string& w) {
    for (int c = 0; c < kColours; ++c)
      if (w == kColour[c]) return c;
    return -1;
  }
  static int parse_lot(const std::string& w) {
    if (w.size() < 2) return -1;
    const int c = parse_colour(w.substr(0, w.size() - 1));
    const char v = w.back();
    if (c < 0 || v < '1' || v > '3') return -1;
    return c * 3 + (v - '1');
  }
  static std::string move_name(Move m) {
    switch (m) {
      case kTake: return "take";
      case kPass: return "pass";
      case kBuy: return "buy";
      case kDecline: return "decline";
      default: return "?";
    }
  }
  // Syntax only: 0 and a reason if `text` is not a move word.
  static Move parse_move(const std::string& text, std::string* why) {
    for (Move m = kTake; m <= kDecline; ++m)
      if (text == move_name(m)) return m;
    *why = "unknown move '" + text + "' (expected take, pass, buy or decline)";
    return 0;
  }

  // ---- setup and queries ---------------------------------------------------------------
  static State new_game(int n, int rounds, uint64_t seed) {
    if (n < 2 || n > kMaxPlayers) throw std::invalid_argument("toy market: 2 to 4 players");
    if (rounds < 1 || rounds > kLots) throw std::invalid_argument("toy market: 1 to 12 rounds");
    State s;
    std::memset(&s, 0, sizeof s);
    s.n = static_cast<int8_t>(n);
    s.rounds = static_cast<int8_t>(rounds);
    s.phase = kDraw;
    s.lot = -1;
    Rng rng(seed);
    int8_t cards[kColours] = {0, 1, 2, 3};
    for (int i = kColours - 1; i > 0; --i) std::swap(cards[i], cards[rng.below(i + 1)]);
    for (int p = 0; p < n; ++p) s.objective[p] = cards[p];
    for (int i = 0; i < kColours; ++i) s.spare[i] = i + n < kColours ? cards[i + n] : int8_t(-1);
    for (int p = n; p < kMaxPlayers; ++p) s.objective[p] = -1;
    for (int i = 0; i < kLots; ++i) s.deck[i] = static_cast<int8_t>(i);
    for (int i = kLots - 1; i > 0; --i) std::swap(s.deck[i], s.deck[rng.below(i + 1)]);
    for (int p = 0; p < n; ++p) s.coins[p] = kStartCoins;
    return s;
  }
  static int num_players(const State& s) { return s.n; }
  static bool is_terminal(const State& s) { return s.phase == kOver; }
  static bool is_chance(const State& s) { return s.phase == kDraw; }
  static bool is_simultaneous(const State&) { return false; }
  static int owner(const State& s) { return s.round % s.n; }
  static uint32_t acting_mask(const State& s) {
    if (s.phase == kOwner) return 1u << owner(s);
    if (s.phase == kOther) return 1u << ((owner(s) + 1) % s.n);
    return 0;
  }
  static int legal_moves(const State& s, int seat, Move* out) {
    if (!((acting_mask(s) >> seat) & 1u)) return 0;
    int k = 0;
    if (s.phase == kOwner) {
      if (s.coins[seat] >= 1) out[k++] = kTake;
      out[k++] = kPass;
    } else {
      if (s.coins[seat] >= 2) out[k++] = kBuy;
      out[k++] = kDecline;
    }
    return k;
  }
  static bool check_move(const State& s, int seat, Move m, std::string* why) {
    if (s.phase == kOver) return *why = "the game is over", false;
    if (s.phase == kDraw) return *why = "a chance step (draw) is pending", false;
    if (!((acting_mask(s) >> seat) & 1u)) {
      *why = "not your turn: seat " + std::to_string(__builtin_ctz(acting_mask(s))) +
             " is to move, not seat " + std::to_string(seat);
      return false;
    }
    Move buf[kMaxSearchMoves];
    const int k = legal_moves(s, seat, buf);
    for (int i = 0; i < k; ++i)
      if (buf[i] == m) return true;
    *why = "'" + move_name(m) + "' is not possible now (" +
           (s.phase == kOwner ? "take needs 1 coin" : "buy needs 2 coins") + ")";
    return false;
  }

  // ---- transitions ---------------------------------------------------------------------
  static void end_round(State& s) {
    s.lot = -1;
    s.round += 1;
    s.phase = s.round >= s.rounds ? kOver : kDraw;
  }
  // Precondition: check_move holds.
  static void apply(State& s, int seat, Move m) {
    const int lot_bit = 1 << s.lot;
    if (m == kTake) {
      s.coins[seat] -= 1;
      s.won[seat] |= static_cast<uint16_t>(lot_bit);
      end_round(s);
    } else if (m == kPass) {
      s.phase = kOther;
    } else if (m == kBuy) {
      s.coins[seat] -= 2;
      s.coins[owner(s)] += 1;
      s.won[seat] |= static_cast<uint16_t>(lot_bit);
      end_round(s);
    } else {
      s.discarded |= static_cast<uint16_t>(lot_bit);
      end_round(s);
    }
  }
  // Draw `lot` (which must still be in the deck): swapped to the head of the hidden order.
  static void draw(State& s, int lot) {
    for (int i = s.deck_pos; i < kLots; ++i)
      if (s.deck[i] == lot) {
        std::swap(s.deck[i], s.deck[s.deck_pos]);
        break;
      }
    s.lot = s.deck[s.deck_pos++];
    s.phase = kOwner;
  }
  static std::vector<std::pair<std::string, double>> chance_outcomes(const State& s) {
    std::vector<std::pair<std::string, double>> out;
    if (s.phase != kDraw) return out;
    std::vector<int> left(s.deck + s.deck_pos, s.deck + kLots);
    std::sort(left.begin(), left.end());
    for (int lot : left) out.emplace_back("draw " + lot_name(lot), 1.0 / left.size());
    return out;
  }
  static std::string chance_outcome(const State& s) { return "draw " + lot_name(s.deck[s.deck_pos]); }
  static void apply_chance(State& s, const std::string& text) {
    if (s.phase != kDraw) throw std::invalid_argument("no chance step is pending");
    const int lot = text.rfind("draw ", 0) == 0 ? parse_lot(text.substr(5)) : -1;
    if (lot < 0)
      throw std::invalid_argument("'" + text + "' is not a draw (e.g. 'draw red2')");
    if (std::find(s.deck + s.deck_pos, s.deck + kLots, lot) == s.deck + kLots)
      throw std::invalid_argument("lot " + lot_name(lot) + " is not in the deck any more");
    draw(s, lot);
  }

  // ---- results -------------------------------------------------------------------------
  static int points(const State& s, int p) {
    int total = s.coins[p];
    for (int l = 0; l < kLots; ++l)
      if ((s.won[p] >> l) & 1) total += value_of(l) * (colour_of(l) == s.objective[p] ? 2 : 1);
    return total;
  }
  static void returns(const State& s, double* win, double* margin) {
    int pts[kMaxPlayers], top = -1, winners = 0;
    double mean = 0.0;
    for (int p = 0; p < s.n; ++p) pts[p] = points(s, p), top = std::max(top, pts[p]), mean += pts[p];
    mean /= s.n;
    double spread = 1.0;
    for (int p = 0; p < s.n; ++p) {
      winners += pts[p] == top;
      spread = std::max(spread, std::abs(pts[p] - mean));
    }
    for (int p = 0; p < s.n; ++p) {
      win[p] = pts[p] == top ? 1.0 / winners : 0.0;
      margin[p] = (pts[p] - mean) / spread;
    }
  }

  // ---- hidden information --------------------------------------------------------------
  // Other seats' objectives, the undealt objective cards and the deck order are resampled;
  // pooled in a canonical (sorted) order first so the sample depends only on what `seat`
  // knows.
  static void determinize(State& s, int seat, Rng& rng) {
    int8_t pool[kColours];
    int k = 0;
    for (int p = 0; p < s.n; ++p)
      if (p != seat) pool[k++] = s.objective[p];
    for (int i = 0; i + s.n < kColours; ++i) pool[k++] = s.spare[i];
    std::sort(pool, pool + k);
    for (int i = k - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(i + 1)]);
    int used = 0;
    for (int p = 0; p < s.n; ++p)
      if (p != seat) s.objective[p] = pool[used++];
    for (int i = 0; i + s.n < kColours; ++i) s.spare[i] = pool[used++];
    std::sort(s.deck + s.deck_pos, s.deck + kLots);
    for (int i = kLots - 1; i > s.deck_pos; --i)
      std::swap(s.deck[i], s.deck[s.deck_pos + static_cast<int>(rng.below(i - s.deck_pos + 1))]);
  }
  // Belief sync: give `seat` objective `colour`, swapping with a place it cannot see (another
  // seat outside `keep_mask`, or the undealt cards).
  static void force_objective(State& s, int seat, int colour, uint32_t keep_mask) {
    if (s.objective[seat] == colour) return;
    for (int p = 0; p < s.n; ++p)
      if (p != seat && !((keep_mask >> p) & 1u) && s.objective[p] == colour) {
        std::swap(s.objective[p], s.objective[seat]);
        return;
      }
    for (int i = 0; i + s.n < kColours; ++i)
      if (s.spare[i] == colour) {
        std::swap(s.spare[i], s.objective[seat]);
        return;
      }
    throw std::invalid_argument(std::string("objective ") + kColour[colour] +
                                " is held by a seat whose card is known");
  }
  static std::string observation_string(const State& s, int seat) {
    std::string o = "players " + std::to_string(s.n) + " rounds " + std::to_string(s.rounds) +
                    " round " + std::to_string(s.round) + " phase " + std::to_string(s.phase) +
                    " lot " + (s.lot >= 0 ? lot_name(s.lot) : "-") + " coins";
    for (int p = 0; p < s.n; ++p) o += " " + std::to_string(s.coins[p]);
    o += " won";
    for (int p = 0; p < s.n; ++p) o += " " + std::to_string(s.won[p]);
    o += " discarded " + std::to_string(s.discarded) + " seat " + std::to_string(seat) +
         " objective " + kColour[s.objective[seat]];
    return o;
  }

  // ---- JSON (every field; exact round trip) ----------------------------------------------
  static std::string to_json(const State& s) {
    auto arr = [](const auto* v, int k) {
      std::string a = "[";
      for (int i = 0; i < k; ++i) a += (i ? "," : "") + std::to_string(int(v[i]));
      return a + "]";
    };
    return "{\"game\":\"toy_market\",\"n\":" + std::to_string(s.n) +
           ",\"rounds\":" + std::to_string(s.rounds) + ",\"round\":" + std::to_string(s.round) +
           ",\"phase\":" + std::to_string(s.phase) + ",\"lot\":" + std::to_string(s.lot) +
           ",\"deck_pos\":" + std::to_string(s.deck_pos) + ",\"deck\":" + arr(s.deck, kLots) +
           ",\"coins\":" + arr(s.coins, kMaxPlayers) +
           ",\"objective\":" + arr(s.objective, kMaxPlayers) +
           ",\"spare\":" + arr(s.spare, kColours) + ",\"won\":" + arr(s.won, kMaxPlayers) +
           ",\"discarded\":" + std::to_string(s.discarded) + "}";
  }
  static std::vector<long> json_ints(const std::string& t, const std::string& key, size_t count) {
    const std::string k = "\"" + key + "\":";
    const size_t at = t.find(k);
    if (at == std::string::npos) throw std::invalid_argument("toy market JSON: missing " + key);
    size_t i = at + k.size();
    const bool list = i < t.size() && t[i] == '[';
    if (list) ++i;
    std::vector<long> out;
    while (out.size() < count) {
      size_t used = 0;
      long v = 0;
      try {
        v = std::stol(t.substr(i, 12), &used);
      } catch (const std::exception&) {
        throw std::invalid_argument("toy market JSON: bad number in " + key);
      }
      out.push_back(v);
      i += used;
      if (out.size() < count) {
        if (!list || i >= t.size() || t[i] != ',')
          throw std::invalid_argument("toy market JSON: " + key + " needs " + std::to_string(count) + " numbers");
        ++i;
      }
    }
    if (list && (i >= t.size() || t[i] != ']'))
      throw std::invalid_argument("toy market JSON: " + key + " has too many numbers");
    return out;
  }
  static State from_json(const std::string& t) {
    State s;
    std::memset(&s, 0, sizeof s);
    auto one = [&](const char* key, long lo, long hi) {
      const long v = json_ints(t, key, 1)[0];
      if (v < lo || v > hi) throw std::invalid_argument(std::string("toy market JSON: ") + key + " out of range");
      return v;
    };
    s.n = static_cast<int8_t>(one("n", 2, kMaxPlayers));
    s.rounds = static_cast<int8_t>(one("rounds", 1, kLots));
    s.round = static_cast<int8_t>(one("round", 0, s.rounds));
    s.phase = static_cast<int8_t>(one("phase", kDraw, kOver));
    s.lot = static_cast<int8_t>(one("lot", -1, kLots - 1));
    s.deck_pos = static_cast<int8_t>(one("deck_pos", 0, kLots));
    s.discarded = static_cast<uint16_t>(one("discarded", 0, (1 << kLots) - 1));
    const auto deck = json_ints(t, "deck", kLots), coins = json_ints(t, "coins", kMaxPlayers),
               obj = json_ints(t, "objective", kMaxPlayers), spare = json_ints(t, "spare", kColours),
               won = json_ints(t, "won", kMaxPlayers);
    for (int i = 0; i < kLots; ++i) s.deck[i] = static_cast<int8_t>(deck[i]);
    for (int i = 0; i < kMaxPlayers; ++i) {
      s.coins[i] = static_cast<int8_t>(coins[i]);
      s.objective[i] = static_cast<int8_t>(obj[i]);
      s.won[i] = static_cast<uint16_t>(won[i]);
    }
    for (int i = 0; i < kColours; ++i) s.spare[i] = static_cast<int8_t>(spare[i]);
    std::string why = invariant_violation(s);
    if (!why.empty()) throw std::invalid_argument("toy market JSON: " + why);
    return s;
  }
  // "" when every invariant holds: each lot in exactly one place, the objective cards a
  // permutation, coins conserved, phase consistent with the round.
  static std::string invariant_violation(const State& s) {
    int seen[kLots] = {};
    for (int i = 0; i < kLots; ++i) {
      if (s.deck[i] < 0 || s.deck[i] >= kLots) return "deck entry out of range";
      if (i < s.deck_pos && s.deck[i] != s.lot) {
        const uint16_t bit = static_cast<uint16_t>(1u << s.deck[i]);
        int places = (s.discarded & bit) != 0;
        for (int p = 0; p < s.n; ++p) places += (s.won[p] & bit) != 0;
        if (places != 1) return "a drawn lot is not in exactly one place";
      }
      ++seen[s.deck[i]];
    }
    for (int l = 0; l < kLots; ++l)
      if (seen[l] != 1) return "the deck is not a permutation of the 12 lots";
    int cards[kColours] = {};
    int coins = 0;
    for (int p = 0; p < s.n; ++p) {
      if (s.objective[p] < 0 || s.objective[p] >= kColours) return "bad objective";
      ++cards[s.objective[p]];
      if (s.coins[p] < 0) return "negative coins";
      coins += s.coins[p];
    }
    for (int i = 0; i + s.n < kColours; ++i) {
      if (s.spare[i] < 0 || s.spare[i] >= kColours) return "bad spare objective";
      ++cards[s.spare[i]];
    }
    for (int c = 0; c < kColours; ++c)
      if (cards[c] != 1) return "objective cards are not a permutation";
    for (int p = s.n; p < kMaxPlayers; ++p)
      if (s.coins[p] || s.won[p] || s.objective[p] != -1) return "data for a seat that does not play";
    for (int i = kColours - s.n; i < kColours; ++i)
      if (s.spare[i] != -1) return "too many spare objectives";
    if (coins + popcount_won(s) != kStartCoins * s.n) return "coins not conserved";
    const bool offer = s.phase == kOwner || s.phase == kOther;
    if (offer != (s.lot >= 0)) return "lot on offer inconsistent with the phase";
    if (offer && (s.deck_pos == 0 || s.deck[s.deck_pos - 1] != s.lot)) return "lot on offer not the last drawn";
    if (s.deck_pos != s.round + (offer ? 1 : 0)) return "deck position inconsistent with the round";
    if ((s.phase == kOver) != (s.round == s.rounds)) return "game end inconsistent with the round";
    return "";
  }
  static int popcount_won(const State& s) {
    int k = 0;
    for (int p = 0; p < s.n; ++p) k += __builtin_popcount(s.won[p]);
    return k;
  }

  // ---- search face (cpp/search/game_concept.h): the parts ToyMarketSearch does not replace
  static std::string move_to_string(const State&, int, Move m) { return move_name(m); }
};

inline bool operator==(const ToyMarket::State& a, const ToyMarket::State& b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

// ToyMarket as a search game. Its one chance step, the next lot drawn, is public: the
// outcome code is the lot (+1), the same for every observer. No settings, no prior, no
// simultaneous phase, playouts run to the end.
struct ToyMarketSearch : ToyMarket {
  struct Settings {};
  static uint64_t chance_outcome(const State& s, int /*observer*/) {
    return static_cast<uint64_t>(s.deck[s.deck_pos]) + 1;
  }
  static void apply_chance(State& s) { draw(s, s.deck[s.deck_pos]); }
  static int search_moves(const State& s, int seat, int, bool, const Settings&, Move* out) {
    return legal_moves(s, seat, out);
  }
  static void prior(const State&, int, int, const Move*, int n, const Settings&, float* out) {
    for (int i = 0; i < n; ++i) out[i] = 1.0f / static_cast<float>(n);
  }
  static uint16_t private_view(const State&, int, const Settings&) { return 0; }
  static uint64_t simultaneous_outcome(const State&) { return 0; }
  static Move rollout_move(const State& s, int seat, const Settings&, Rng& rng) {
    Move buf[kMaxSearchMoves];
    const int k = legal_moves(s, seat, buf);
    return buf[rng.below(static_cast<uint32_t>(k))];
  }
  static bool evaluate(const State&, const Settings&, double*, double*) { return false; }
  static void determinize(State& s, int seat, const Settings&, Rng& rng) {
    ToyMarket::determinize(s, seat, rng);
  }
  // Two decisions per round at most, one for each of the two seats involved.
  static int decisions_left(const State& s, int) { return std::max(1, s.rounds - s.round); }
};

}  // namespace galleria::toys
