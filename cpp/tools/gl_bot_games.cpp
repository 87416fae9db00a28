// Games between The Gallerist baseline bots (heuristic or random per seat): how long they
// last, how they end (which end triggers fired; the round cap), scores and decisions.
//   gl_bot_games --games N --players P --seed S [--bots heuristic,random,...] [--variant k=v]
// Chance outcomes come from the true state's own hidden order (what a referee applies).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "gallerist/gallerist.h"
#include "gallerist/heuristic_bot.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::gallerist;

int main(int argc, char** argv) {
  long games = 200;
  int players = 4;
  uint64_t seed = 1;
  std::string options, bots_text = "heuristic";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&] { return galleria::tools::option_value(i, argc, argv); };
    if (a == "--games") games = galleria::tools::int_number("--games", next());
    else if (a == "--players") players = galleria::tools::int_number("--players", next());
    else if (a == "--seed") seed = galleria::tools::seed_number("--seed", next());
    else if (a == "--bots") bots_text = next();
    else if (a == "--variant") options += std::string(options.empty() ? "" : ",") + next();
    else {
      std::fprintf(stderr, "usage: %s --games N --players P --seed S [--bots b0,b1,...] [--variant k=v]...\n"
                           "bots: heuristic or random, one per seat (a single name for every seat)\n", argv[0]);
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
  std::vector<int> heuristic(players, 1);
  {
    std::vector<std::string> names;
    size_t at = 0;
    while (at <= bots_text.size()) {
      const size_t comma = bots_text.find(',', at);
      names.push_back(bots_text.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
    if (names.size() != 1 && static_cast<int>(names.size()) != players) {
      std::fprintf(stderr, "--bots: one name, or one per seat\n");
      return 2;
    }
    for (int p = 0; p < players; ++p) {
      const std::string& b = names[names.size() == 1 ? 0 : p];
      if (b != "heuristic" && b != "random") {
        std::fprintf(stderr, "unknown bot '%s' (heuristic or random)\n", b.c_str());
        return 2;
      }
      heuristic[p] = b == "heuristic";
    }
  }
  if (games < 1) {
    std::fprintf(stderr, "--games must be at least 1\n");
    return 2;
  }
  Rng rng(seed);
  long decisions = 0, chance = 0, rounds = 0, capped = 0;
  long trig[8] = {};  // by the mask of the triggers seen (booth 1, celebrities 2, bag 4)
  std::vector<double> wins(players, 0.0), money(players, 0.0);
  double top_money = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (long g = 0; g < games; ++g) {
    State s = new_game(config, rng.next());
    while (!is_terminal(s)) {
      if (is_chance(s)) {
        apply(s, -1, chance_outcome(s));
        ++chance;
        continue;
      }
      const int p = s.actor;
      apply(s, p, heuristic[p] ? heuristic_move(s, p, rng) : random_move(s, p, rng));
      ++decisions;
    }
    rounds += s.round;
    capped += (s.triggers & 8) != 0;
    ++trig[s.triggers & 7];
    double w[kMaxPlayers], m[kMaxPlayers];
    returns(s, w, m);
    int best = 0;
    for (int p = 0; p < players; ++p) {
      wins[p] += w[p];
      money[p] += s.money[p];
      best = std::max(best, s.money[p]);
    }
    top_money += best;
  }
  const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%ld games, %d players, bots %s, %s: %.2f s (%.0f games/s)\n", games, players, bots_text.c_str(),
              options_string(config).c_str(), sec, games / sec);
  std::printf("  rounds/game %.1f, decisions/game %.0f, chance steps/game %.0f, round cap reached in %ld (%.1f%%)\n",
              double(rounds) / games, double(decisions) / games, double(chance) / games, capped, 100.0 * capped / games);
  static const char* const names[8] = {"none", "booth", "celebrities", "booth+celebrities", "bag",
                                       "booth+bag", "celebrities+bag", "all three"};
  std::printf("  end triggers seen:");
  for (int k = 0; k < 8; ++k)
    if (trig[k]) std::printf(" %s %ld;", names[k], trig[k]);
  std::printf("\n  win share / mean money per seat:");
  for (int p = 0; p < players; ++p) std::printf(" %.3f/%.1f", wins[p] / games, money[p] / games);
  std::printf("; mean winning money %.1f\n", top_money / games);
  return 0;
}
