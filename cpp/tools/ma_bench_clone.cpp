// Clone cost of the Modern Art State versus a raw memcpy of the same number of bytes.
//   ma_bench_clone [--iters N]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "modern_art/modern_art.h"
#include "tools/tool_args.h"

using namespace galleria;
using namespace galleria::modern_art;

namespace {

inline void barrier(void* p) { asm volatile("" : : "g"(p) : "memory"); }

template <typename F>
double time_ns(long iters, F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < iters; ++i) f(i);
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() /
         iters;
}

}  // namespace

int main(int argc, char** argv) {
  long iters = 50'000'000;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--iters")
      iters = galleria::tools::whole_number("--iters", galleria::tools::option_value(i, argc, argv));
    else {
      std::fprintf(stderr, "usage: %s [--iters N]\n", argv[0]);
      return 2;
    }
  }
  if (iters < 5) {  // five timed repetitions of iters / 5 copies each
    std::fprintf(stderr, "--iters must be at least 5\n");
    return 2;
  }
  constexpr int kSrc = 256, kDst = 16;  // sources fit in L2: we measure copying, not misses
  std::vector<State> src(kSrc), dst(kDst);
  Rng rng(1);
  for (int i = 0; i < kSrc; ++i) {  // a spread of mid-game positions
    State s = new_game(Config{}, rng.next());
    const int plies = static_cast<int>(rng.below(150));
    for (int p = 0; p < plies && !is_terminal(s); ++p) {
      const int seat = current_player(s);
      apply(s, seat, random_move(s, seat, rng));
    }
    src[i] = s;
  }
  std::vector<unsigned char> raw_src(sizeof(State) * kSrc), raw_dst(sizeof(State) * kDst);
  std::memcpy(raw_src.data(), src.data(), raw_src.size());
  double best_clone = 1e9, best_copy = 1e9;
  for (int rep = 0; rep < 5; ++rep) {
    const double c = time_ns(iters / 5, [&](long i) {
      dst[i & (kDst - 1)] = src[i & (kSrc - 1)];
      barrier(dst.data());
    });
    const double m = time_ns(iters / 5, [&](long i) {
      std::memcpy(raw_dst.data() + (i & (kDst - 1)) * sizeof(State),
                  raw_src.data() + (i & (kSrc - 1)) * sizeof(State), sizeof(State));
      barrier(raw_dst.data());
    });
    if (c < best_clone) best_clone = c;
    if (m < best_copy) best_copy = m;
  }
  std::printf("sizeof(State) = %zu bytes\n", sizeof(State));
  std::printf("clone (State copy): %.2f ns, memcpy of %zu bytes: %.2f ns, ratio %.2f\n",
              best_clone, sizeof(State), best_copy, best_clone / best_copy);
  return 0;
}
