// Random The Gallerist games: property checks (--check, used under ASan+UBSan in CI) or a
// playout benchmark (games/second with uniform random legal moves; chance outcomes from the
// state's own hidden order).
//   gl_random_games --games N --players P --seed S [--check] [--trace] [--variant k=v ...]
// --trace also prints a hash of every move applied and every final state: two builds that
// print the same trace hash played the same games step by step (speed work must keep it).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "gallerist/gallerist.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::gallerist;

int main(int argc, char** argv) {
  long games = 1000;
  int players = 4;
  uint64_t seed = 1;
  bool check = false;
  bool trace = false;
  std::string options;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&] { return galleria::tools::option_value(i, argc, argv); };
    if (a == "--games") games = galleria::tools::int_number("--games", next());
    else if (a == "--players") players = galleria::tools::int_number("--players", next());
    else if (a == "--seed") seed = galleria::tools::seed_number("--seed", next());
    else if (a == "--variant") options += std::string(options.empty() ? "" : ",") + next();
    else if (a == "--check") check = true;
    else if (a == "--trace") trace = true;
    else {
      std::fprintf(stderr,
                   "usage: %s --games N --players P --seed S [--check] [--trace] [--variant key=value]...\n"
                   "options: intermediate_scoring=on|off contract_take=any|top "
                   "two_player_middle=closed|auction_open easel_value=discovered|any_artist\n",
                   argv[0]);
      return 2;
    }
  }
  Config config;
  try {
    config = config_from_options(players, options);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
  if (games < 1) {
    std::fprintf(stderr, "--games must be at least 1\n");
    return 2;
  }
  const std::string label = options_string(config);
  if (check) {
    const auto bad = check_random_games(static_cast<int>(games), players, seed, options, 50);
    for (const auto& b : bad) std::printf("VIOLATION %s\n", b.c_str());
    std::printf("%ld games, %d players, %s: %zu violations\n", games, players, label.c_str(), bad.size());
    return bad.empty() ? 0 : 1;
  }
  Rng rng(seed);
  long decisions = 0, chance = 0, rounds = 0;
  int64_t checksum = 0;
  uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a over moves and final states (--trace)
  auto mix = [&hash](const void* p, size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) hash = (hash ^ b[i]) * 0x100000001b3ULL;
  };
  const auto t0 = std::chrono::steady_clock::now();
  for (long g = 0; g < games; ++g) {
    State s = new_game(config, rng.next());
    while (!is_terminal(s)) {
      if (is_chance(s)) {
        const Move m = chance_outcome(s);
        if (trace) mix(&m, sizeof m);
        apply(s, -1, m);
        ++chance;
      } else {
        const int seat = s.actor;
        const Move m = random_move(s, seat, rng);
        if (trace) mix(&m, sizeof m);
        apply(s, seat, m);
        ++decisions;
      }
    }
    rounds += s.round;
    checksum += s.money[0];
    if (trace) mix(&s, sizeof s);
  }
  const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%ld games, %d players, %s: %.3f s, %.0f games/s, %.1f decisions/game, %.1f chance steps/game, "
              "%.1f rounds/game, %.2f M decisions/s (checksum %lld)\n",
              games, players, label.c_str(), sec, games / sec, double(decisions) / games, double(chance) / games,
              double(rounds) / games, decisions / sec / 1e6, static_cast<long long>(checksum));
  if (trace) std::printf("trace hash %016llx\n", static_cast<unsigned long long>(hash));
  return 0;
}
