// Random Modern Art games: property checks (--check, used under ASan+UBSan in CI) or a
// playout benchmark (games/second, uniform legal moves, bids uniform over the legal range).
//   ma_random_games --games N --players P --seed S [--check] [--variant none|double|turn|winner]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "modern_art/modern_art.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::modern_art;

int main(int argc, char** argv) {
  long games = 1000;
  int players = 4;
  uint64_t seed = 1;
  bool check = false;
  std::string variant = "none";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&] { return galleria::tools::option_value(i, argc, argv); };
    if (a == "--games") games = galleria::tools::int_number("--games", next());
    else if (a == "--players") players = galleria::tools::int_number("--players", next());
    else if (a == "--seed") seed = galleria::tools::seed_number("--seed", next());
    else if (a == "--variant") variant = next();
    else if (a == "--check") check = true;
    else {
      std::fprintf(stderr,
                   "usage: %s --games N --players P --seed S [--check] [--variant V]\n", argv[0]);
      return 2;
    }
  }
  Config config;
  try {
    config = config_from_variant(players, variant);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
  if (games < 1) {
    std::fprintf(stderr, "--games must be at least 1\n");
    return 2;
  }
  if (check) {
    const auto bad = check_random_games(static_cast<int>(games), players, seed, variant, 50);
    for (const auto& b : bad) std::printf("VIOLATION %s\n", b.c_str());
    std::printf("%ld games, %d players, variant %s: %zu violations\n", games, players,
                variant.c_str(), bad.size());
    return bad.empty() ? 0 : 1;
  }
  Rng rng(seed);
  long moves = 0;
  int64_t checksum = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (long g = 0; g < games; ++g) {
    State s = new_game(config, rng.next());
    while (!is_terminal(s)) {
      int seat = s.actor;
      if (is_simultaneous(s)) seat = current_player(s);
      apply(s, seat, random_move(s, seat, rng));
      ++moves;
    }
    checksum += s.money[0];
  }
  const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%ld games, %d players, variant %s: %.3f s, %.0f games/s, %.1f moves/game, "
              "%.1f M moves/s (checksum %lld)\n",
              games, players, variant.c_str(), sec, games / sec, double(moves) / games,
              moves / sec / 1e6, static_cast<long long>(checksum));
  return 0;
}
