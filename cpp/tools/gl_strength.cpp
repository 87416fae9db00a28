// Strength of The Gallerist ISMCTS against a baseline bot: one ISMCTS seat against
// (players - 1) copies of `heuristic` or `random`. Paired: every deal (seed) is played once
// with the ISMCTS seat in each seat, so each deal gives `players` games on the same set-up.
// Forced decisions (one candidate) are played without a search. Chance outcomes come from
// the true state's own hidden order (what a referee applies).
//   gl_strength --deals 10 --iters 500 --opp heuristic|random --players 4 --seed 1
//               --exploration 0.7 --blend 0.3 --rollout 1 --jobs 1
// Prints one line per game (deal, seat, win share, money, money margin = own money minus the
// mean of the others) and a summary: win share and margin with 95% intervals clustered by
// deal (the per-deal means are the independent samples).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "gallerist/game_adapter.h"
#include "gallerist/gallerist.h"
#include "gallerist/heuristic_bot.h"
#include "search/ismcts.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::gallerist;

namespace {

struct Args {
  int deals = 10, players = 4, rollout = 1, jobs = 1;
  int64_t iters = 500;
  uint64_t seed = 1;
  double exploration = 0.7, blend = 0.3;
  std::string opp = "heuristic";
};

struct GameResult {
  double share = 0, margin = 0;
  int money = 0, searched = 0;
};

GameResult play_game(const Args& a, int game) {
  Config cfg;
  cfg.players = a.players;
  const int deal = game / a.players, me = game % a.players;
  const uint64_t deal_seed = a.seed * 1000003ULL + static_cast<uint64_t>(deal);
  State s = new_game(cfg, deal_seed);
  Rng bot_rng = Rng::stream(deal_seed, 17 + static_cast<uint64_t>(me));
  search::Options o;
  o.iterations = a.iters;
  o.exploration = a.exploration;
  o.reward_blend = a.blend;
  SearchGame::Settings st;
  st.rollout = a.rollout;
  GameResult r;
  while (!is_terminal(s)) {
    if (is_chance(s)) {
      apply(s, -1, chance_outcome(s));
      continue;
    }
    const int seat = s.actor;
    Move m;
    if (seat == me) {
      Move cand[SearchGame::kMaxSearchMoves];
      if (SearchGame::search_moves(s, seat, seat, true, st, cand) == 1) {
        m = cand[0];
      } else {
        o.seed = deal_seed * 7919ULL + static_cast<uint64_t>(r.searched++) * 31ULL + static_cast<uint64_t>(me);
        m = search::search<SearchGame>(s, seat, o, st).move;
      }
    } else if (a.opp == "heuristic") {
      m = heuristic_move(s, seat, bot_rng);
    } else {
      m = random_move(s, seat, bot_rng);
    }
    apply(s, seat, m);
  }
  double win[kMaxPlayers], margin[kMaxPlayers];
  returns(s, win, margin);
  double others = 0;
  for (int p = 0; p < a.players; ++p)
    if (p != me) others += s.money[p];
  r.share = win[me];
  r.money = s.money[me];
  r.margin = s.money[me] - others / (a.players - 1);
  return r;
}

// Mean and 95% half-width of per-deal means.
void clustered(const std::vector<double>& per_deal, double* mean, double* half) {
  const double n = static_cast<double>(per_deal.size());
  double sum = 0, sq = 0;
  for (double x : per_deal) sum += x, sq += x * x;
  *mean = sum / n;
  const double var = n > 1 ? std::max(0.0, (sq - n * *mean * *mean) / (n - 1)) : 0.0;
  *half = 1.96 * std::sqrt(var / n);
}

}  // namespace

int main(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    const char* opt = argv[i];
    auto v = [&] { return tools::option_value(i, argc, argv); };
    auto whole = [&] { return tools::int_number(opt, v()); };
    if (k == "--deals") a.deals = whole();
    else if (k == "--iters") a.iters = tools::whole_number(opt, v());
    else if (k == "--opp") a.opp = v();
    else if (k == "--players") a.players = whole();
    else if (k == "--seed") a.seed = tools::seed_number(opt, v());
    else if (k == "--exploration") a.exploration = tools::real_number(opt, v());
    else if (k == "--blend") a.blend = tools::real_number(opt, v());
    else if (k == "--rollout") a.rollout = whole();
    else if (k == "--jobs") a.jobs = whole();
    else {
      std::fprintf(stderr, "unknown option %s\n", k.c_str());
      return 2;
    }
  }
  if ((a.opp != "random" && a.opp != "heuristic") || a.players < 2 || a.players > 4 || a.deals < 1 ||
      a.iters < 1 || a.jobs < 1 || a.rollout < 0 || a.rollout > 1) {
    std::fprintf(stderr, "usage: --deals N>=1 --iters N>=1 --opp random|heuristic --players 2..4 "
                         "--rollout 0|1 --jobs N>=1\n");
    return 2;
  }
  const int games = a.deals * a.players;
  std::vector<GameResult> result(games);
  std::atomic<int> next{0};
  std::mutex out;
  auto worker = [&]() {
    for (int g = next++; g < games; g = next++) {
      result[g] = play_game(a, g);
      std::lock_guard<std::mutex> lock(out);
      std::printf("game %d deal %d seat %d share %.3f money %d margin %.2f searched %d\n", g, g / a.players,
                  g % a.players, result[g].share, result[g].money, result[g].margin, result[g].searched);
      std::fflush(stdout);
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < a.jobs; ++j) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  std::vector<double> share(a.deals, 0.0), margin(a.deals, 0.0);
  for (int g = 0; g < games; ++g) {
    share[g / a.players] += result[g].share / a.players;
    margin[g / a.players] += result[g].margin / a.players;
  }
  double ms, hs, mm, hm;
  clustered(share, &ms, &hs);
  clustered(margin, &mm, &hm);
  std::printf("summary opp=%s players=%d iters=%lld deals=%d games=%d c=%.2f blend=%.2f rollout=%d "
              "share=%.3f ci95=[%.3f,%.3f] (fair %.3f) margin=%.1f ci95=[%.1f,%.1f]\n",
              a.opp.c_str(), a.players, static_cast<long long>(a.iters), a.deals, games, a.exploration, a.blend,
              a.rollout, ms, ms - hs, ms + hs, 1.0 / a.players, mm, mm - hm, mm + hm);
  return 0;
}
