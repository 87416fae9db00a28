// A paired strength harness, generic over games: one "hero" player against a panel of
// opponents, every deal played once per seat rotation (the hero in each seat in turn), the
// same deals in every row (deal d of seed S is the same game start in every run), one JSON
// line per game. bench/strength/stats.py turns the lines into win share and money margin
// with 95% intervals clustered by deal, and paired differences between rows.
//
// A game plugs in as a `Table` of static functions:
//   using State; using Move;
//   static State deal(int players, const std::string& variant, uint64_t seed);
//   static bool is_terminal(const State&); static uint32_t acting_mask(const State&);
//   static bool is_chance(const State&); static void apply_chance(State&);  // explicit chance
//   static void apply(State&, int seat, Move);
//   static double score(const State&, int seat);        // money (for the margin)
//   static void returns(const State&, double* win);      // win share per seat
// optionally a money ledger, written to each line as "ledger": {column: [per seat]}:
//   static constexpr int kLedgerColumns; static const char* ledger_name(int column);
//   static void ledger(const State& before, const State& after, double* rows);
//     // adds one applied move's money flows to rows[seat * kLedgerColumns + column]
// and a factory turning a player spec string into a Player<Table> (a player may report what
// it made of the game, Player::report, written to the hero's line).
//
// Shadows (Args::shadows): players asked at every hero decision what they would play, on
// the same state with the same seed, told every move the hero sees, but never played: the
// game follows the hero. They answer "where do two settings decide differently" on the same
// positions, far more cheaply than whole rows of games. One JSON line per hero decision in
// Args::shadow_out, with each move as the Table's text (needs
//   static std::string move_text(const State&, int seat, Move);).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace galleria::panel {

// What a player reports about one decision (searches fill both; bots leave zeros).
struct Decision {
  double ms = 0.0;
  int64_t iterations = 0;
  std::string roots;  // a search's root candidates as a JSON array, when asked (roots=1)
};

template <class Table>
class Player {
 public:
  using State = typename Table::State;
  using Move = typename Table::Move;
  virtual ~Player() = default;
  // `seed` is fixed by (deal, seat, decision number), so paired rows replay the same seeds.
  virtual Move choose(const State& s, int seat, uint64_t seed, Decision* d) = 0;
  // Told of every other seat's move once it is shown (sealed choices after all are in),
  // with the state it was made in, so a player may learn how its opponents play.
  virtual void observe(const State& before, int me, int seat, Move m, uint64_t seed) {
    (void)before, (void)me, (void)seat, (void)m, (void)seed;
  }
  // What the player, seated at `me` in a game of `players`, made of the game by its end, as
  // one JSON value (e.g. its model of each seat); the hero's is written to the line as
  // "hero_report" unless empty.
  virtual std::string report(int me, int players) const {
    (void)me, (void)players;
    return {};
  }
};

template <class Table>
using Factory = std::function<std::unique_ptr<Player<Table>>(const std::string& spec, int players)>;

struct Args {
  std::string label;            // row name written into every line
  std::string hero = "value";   // player spec of the measured seat
  std::vector<std::string> opps{"heuristic:0.5"};  // cycled over the other seats
  std::string variant = "none";
  int players = 4;
  int deals = 100;
  int first_deal = 0;
  uint64_t seed = 1;
  int jobs = 1;
  std::string out;  // JSON-lines file (appended); empty: stdout
  std::vector<std::string> shadows;  // player specs asked beside the hero (see the header)
  std::string shadow_out;            // their JSON-lines file (appended); needed with shadows
  // A counterfactual: in the game of deal force_deal with the hero at force_seat, the
  // hero's decision number force_decision (counted from 0, as shadow lines number them)
  // plays the move named force_move (its text in shadow lines) instead of its choice; only
  // that game is played, its later decisions on the seeds they have in the unforced game.
  // force_deal < 0: none.
  int force_deal = -1, force_seat = 0, force_decision = 0;
  std::string force_move;
};

inline uint64_t deal_seed(uint64_t seed, int deal) {
  return seed * 1000003ULL + static_cast<uint64_t>(deal);
}

inline std::string json_str(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

// Whether Table keeps a money ledger (see the header).
template <class T, class = void>
struct HasLedger : std::false_type {};
template <class T>
struct HasLedger<T, std::void_t<decltype(T::kLedgerColumns)>> : std::true_type {};

// Whether Table describes a decision for the shadow lines (optional):
//   static std::string decision_fields(const State& s, int seat);
//     // JSON object members (`"key":value,...`, or "") written into `seat`'s shadow line
template <class T, class = void>
struct HasDecisionFields : std::false_type {};
template <class T>
struct HasDecisionFields<
    T, std::void_t<decltype(T::decision_fields(std::declval<const typename T::State&>(), 0))>>
    : std::true_type {};

// A Table that can be forced (Args::force_move) parses a move's text as move_text writes
// it: static Move parse_legal_move(const State& s, int seat, const std::string& text),
// throwing std::invalid_argument when it is not a legal move of `seat` there.

// Whether Table names its moves (needed by shadows).
template <class T, class = void>
struct HasMoveText : std::false_type {};
template <class T>
struct HasMoveText<T, std::void_t<decltype(T::move_text(std::declval<const typename T::State&>(), 0,
                                                       std::declval<typename T::Move>()))>>
    : std::true_type {};

// One shadow line: what every shadow plays at the hero's decision number `number` (seed: the
// hero's), written only when the hero or a shadow searched (a forced move tells nothing).
// Only for a Table that names its moves (run() refuses shadows otherwise).
template <class Table>
void shadow_line(const Args& a, const typename Table::State& s, int deal, int hero, int number,
                 typename Table::Move played, const Decision& d,
                 std::vector<std::unique_ptr<Player<Table>>>& shadows, uint64_t seed,
                 std::string* out) {
  bool searched = d.iterations > 0;
  std::ostringstream moves;
  std::string roots = d.roots.empty() ? "null" : d.roots;
  bool any_roots = !d.roots.empty();
  for (size_t k = 0; k < shadows.size(); ++k) {
    Decision ds;
    const auto m = shadows[k]->choose(s, hero, seed, &ds);
    searched = searched || ds.iterations > 0;
    moves << (k ? "," : "") << json_str(Table::move_text(s, hero, m));
    roots += "," + (ds.roots.empty() ? std::string("null") : ds.roots);
    any_roots = any_roots || !ds.roots.empty();
  }
  if (!searched) return;
  std::ostringstream o;
  o << "{\"label\":" << json_str(a.label) << ",\"hero\":" << json_str(a.hero) << ",\"shadows\":[";
  for (size_t k = 0; k < a.shadows.size(); ++k) o << (k ? "," : "") << json_str(a.shadows[k]);
  o << "],\"seed\":" << a.seed << ",\"deal\":" << deal << ",\"seat\":" << hero
    << ",\"decision\":" << number;
  if constexpr (HasDecisionFields<Table>::value) {
    const std::string fields = Table::decision_fields(s, hero);
    if (!fields.empty()) o << "," << fields;
  }
  o << ",\"played\":" << json_str(Table::move_text(s, hero, played))
    << ",\"moves\":[" << moves.str() << "]";
  if (any_roots) o << ",\"roots\":[" << roots << "]";
  o << "}\n";
  *out += o.str();
}

// Plays one game; with shadows, appends one line per hero decision that anyone searched to
// *shadow_lines.
template <class Table>
std::string play_one(const Args& a, const Factory<Table>& make, int deal, int rot,
                     std::string* shadow_lines = nullptr) {
  using State = typename Table::State;
  using Move = typename Table::Move;
  const int n = a.players;
  const int hero = rot;
  std::vector<std::unique_ptr<Player<Table>>> seats(n);
  std::vector<std::string> specs(n);
  for (int i = 0, k = 0; i < n; ++i) {
    if (i == hero) {
      specs[i] = a.hero;
    } else {
      specs[i] = a.opps[static_cast<size_t>(k++) % a.opps.size()];
    }
    seats[i] = make(specs[i], n);
  }
  std::vector<std::unique_ptr<Player<Table>>> shadows;
  for (const auto& spec : a.shadows) shadows.push_back(make(spec, n));
  const uint64_t dseed = deal_seed(a.seed, deal);
  State s = Table::deal(n, a.variant, dseed);
  std::vector<int> decision(n, 0);
  Decision hero_total;
  int hero_decisions = 0;
  double hero_max_ms = 0.0;
  std::vector<Move> chosen(n);
  uint64_t moves_made = 0;
  std::vector<double> ledger;
  if constexpr (HasLedger<Table>::value) ledger.assign(static_cast<size_t>(n) * Table::kLedgerColumns, 0.0);
  while (!Table::is_terminal(s)) {
    if (Table::is_chance(s)) {
      Table::apply_chance(s);
      continue;
    }
    const uint32_t mask = Table::acting_mask(s);
    // Every seat acting now decides on the same state (sealed choices cannot see each
    // other); then the choices are applied in seat order.
    for (int i = 0; i < n; ++i) {
      if (!((mask >> i) & 1u)) continue;
      const uint64_t seed = dseed * 7919ULL + static_cast<uint64_t>(i) * 1000000007ULL +
                            static_cast<uint64_t>(decision[i]++);
      Decision d;
      if (i == hero && deal == a.force_deal && decision[i] - 1 == a.force_decision) {
        chosen[i] = Table::parse_legal_move(s, i, a.force_move);  // throws if not legal
      } else {
        chosen[i] = seats[i]->choose(s, i, seed, &d);
      }
      if (i == hero) {
        hero_total.ms += d.ms;
        hero_total.iterations += d.iterations;
        hero_max_ms = std::max(hero_max_ms, d.ms);
        hero_decisions += d.iterations > 0 ? 1 : 0;
        if constexpr (HasMoveText<Table>::value) {
          if (!shadows.empty()) shadow_line(a, s, deal, i, decision[i] - 1, chosen[i], d, shadows, seed, shadow_lines);
        }
      }
    }
    for (int i = 0; i < n; ++i) {
      if (!((mask >> i) & 1u)) continue;
      for (int j = 0; j < n; ++j) {
        if (j != i) seats[j]->observe(s, j, i, chosen[i], dseed * 31ULL + static_cast<uint64_t>(moves_made));
      }
      if (i != hero) {
        for (auto& sh : shadows) sh->observe(s, hero, i, chosen[i], dseed * 31ULL + static_cast<uint64_t>(moves_made));
      }
      ++moves_made;
      [[maybe_unused]] const State before = s;  // for the ledger (plain data, cheap)
      Table::apply(s, i, chosen[i]);
      if constexpr (HasLedger<Table>::value) Table::ledger(before, s, ledger.data());
    }
  }
  if (deal == a.force_deal && hero == a.force_seat && decision[hero] <= a.force_decision) {
    throw std::invalid_argument("the hero never reaches decision " + std::to_string(a.force_decision) +
                                " in that game (it has " + std::to_string(decision[hero]) + ")");
  }
  std::vector<double> win(n);
  Table::returns(s, win.data());
  double others = 0.0;
  for (int i = 0; i < n; ++i) others += i == hero ? 0.0 : Table::score(s, i);
  const double margin = Table::score(s, hero) - others / (n - 1);
  std::ostringstream o;
  o << "{\"label\":" << json_str(a.label) << ",\"hero\":" << json_str(a.hero) << ",\"opps\":[";
  for (size_t k = 0; k < a.opps.size(); ++k) o << (k ? "," : "") << json_str(a.opps[k]);
  o << "],\"variant\":" << json_str(a.variant) << ",\"players\":" << n << ",\"seed\":" << a.seed
    << ",\"deal\":" << deal << ",\"seat\":" << hero << ",\"score\":[";
  for (int i = 0; i < n; ++i) o << (i ? "," : "") << Table::score(s, i);
  o << "],\"share\":" << win[hero] << ",\"margin\":" << margin
    << ",\"searches\":" << hero_decisions << ",\"iters\":" << hero_total.iterations
    << ",\"ms\":" << static_cast<int64_t>(hero_total.ms)
    << ",\"max_ms\":" << static_cast<int64_t>(hero_max_ms);
  if constexpr (HasLedger<Table>::value) {
    o << ",\"ledger\":{";
    for (int c = 0; c < Table::kLedgerColumns; ++c) {
      o << (c ? "," : "") << json_str(Table::ledger_name(c)) << ":[";
      for (int i = 0; i < n; ++i) o << (i ? "," : "") << ledger[static_cast<size_t>(i) * Table::kLedgerColumns + c];
      o << "]";
    }
    o << "}";
  }
  const std::string report = seats[hero]->report(hero, n);
  if (!report.empty()) o << ",\"hero_report\":" << report;
  o << "}";
  return o.str();
}

// Plays deals [first_deal, first_deal + deals) x every rotation; returns the lines' count.
template <class Table>
int run(const Args& a, const Factory<Table>& make) {
  if (a.players < 2) throw std::invalid_argument("players must be >= 2");
  if (a.opps.empty()) throw std::invalid_argument("give at least one opponent");
  make(a.hero, a.players);  // fail early on a bad spec
  for (const auto& o : a.opps) make(o, a.players);
  for (const auto& o : a.shadows) make(o, a.players);
  if (!a.shadows.empty() && a.shadow_out.empty()) throw std::invalid_argument("shadows need a file for their lines");
  if (a.shadows.empty() && !a.shadow_out.empty()) throw std::invalid_argument("a file for shadow lines but no shadow");
  if (!a.shadow_out.empty() && a.shadow_out == a.out) {
    throw std::invalid_argument("shadow lines need a file of their own, not the games' file");
  }
  if (!a.shadows.empty() && !HasMoveText<Table>::value) throw std::invalid_argument("this game's table names no moves: no shadows");
  // A forced game is played before any file is opened, so a move that is not legal there,
  // or a decision the hero never reaches, refuses the run and leaves no file behind.
  const bool forced = a.force_deal >= 0;
  std::string forced_shadows;
  const std::string forced_line =
      forced ? play_one<Table>(a, make, a.force_deal, a.force_seat, &forced_shadows) : "";
  FILE* shadow_out = nullptr;
  bool shadow_existed = false;  // so a refused run removes only a file it created
  if (!a.shadows.empty()) {
    if (FILE* f = std::fopen(a.shadow_out.c_str(), "r")) shadow_existed = true, std::fclose(f);
    shadow_out = std::fopen(a.shadow_out.c_str(), "a");
    if (!shadow_out) throw std::runtime_error("cannot open " + a.shadow_out);
  }
  FILE* out = a.out.empty() ? stdout : std::fopen(a.out.c_str(), "a");
  if (!out) {
    if (shadow_out) {
      std::fclose(shadow_out);
      if (!shadow_existed) std::remove(a.shadow_out.c_str());
    }
    throw std::runtime_error("cannot open " + a.out);
  }
  const int total = forced ? 1 : a.deals * a.players;
  std::atomic<int> next{0};
  std::mutex lock;
  int written = 0;
  auto worker = [&]() {
    for (int g = next++; g < total; g = next++) {
      std::string shadow_lines = forced_shadows;
      const std::string line =
          forced ? forced_line
                 : play_one<Table>(a, make, a.first_deal + g / a.players, g % a.players, &shadow_lines);
      std::lock_guard<std::mutex> guard(lock);
      std::fprintf(out, "%s\n", line.c_str());
      std::fflush(out);
      if (shadow_out) {
        std::fputs(shadow_lines.c_str(), shadow_out);
        std::fflush(shadow_out);
      }
      ++written;
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < (forced ? 1 : a.jobs); ++j) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (out != stdout) std::fclose(out);
  if (shadow_out) std::fclose(shadow_out);
  return written;
}

}  // namespace galleria::panel
