// The clone benchmark shared by every game's tool: the cost of copying a State (the
// search's clone) versus a raw memcpy of the same number of bytes, over a spread of
// positions the game's tool makes from random play. Usage: TOOL [--iters N].
#pragma once
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "common/rng.h"
#include "tools/tool_args.h"

namespace galleria::tools {

namespace clone_detail {

inline void barrier(void* p) { asm volatile("" : : "g"(p) : "memory"); }

template <typename F>
double time_ns(long iters, F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < iters; ++i) f(i);
  const auto ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0);
  return ns.count() / iters;
}

}  // namespace clone_detail

// `kSrc` positions (a power of two whose States fit in L2: the copies are measured, not cache
// misses), each `position(rng)`; `iters` copies by default, five timed repetitions of a
// fifth of them, the best of each kind reported. Returns the process's exit code.
template <typename State, int kSrc, typename MakePosition>
int clone_bench(int argc, char** argv, long iters, MakePosition&& position) {
  static_assert((kSrc & (kSrc - 1)) == 0, "kSrc must be a power of two");
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--iters") {
      iters = whole_number("--iters", option_value(i, argc, argv));
    } else {
      std::fprintf(stderr, "usage: %s [--iters N]\n", argv[0]);
      return 2;
    }
  }
  if (iters < 5) {
    std::fprintf(stderr, "--iters must be at least 5\n");
    return 2;
  }
  constexpr int kDst = 16;
  std::vector<State> src(kSrc), dst(kDst);
  Rng rng(1);
  for (int i = 0; i < kSrc; ++i) src[i] = position(rng);
  std::vector<unsigned char> raw_src(sizeof(State) * kSrc), raw_dst(sizeof(State) * kDst);
  std::memcpy(raw_src.data(), src.data(), raw_src.size());
  double best_clone = 1e9, best_copy = 1e9;
  for (int rep = 0; rep < 5; ++rep) {
    const double c = clone_detail::time_ns(iters / 5, [&](long i) {
      dst[i & (kDst - 1)] = src[i & (kSrc - 1)];
      clone_detail::barrier(dst.data());
    });
    const double m = clone_detail::time_ns(iters / 5, [&](long i) {
      std::memcpy(raw_dst.data() + (i & (kDst - 1)) * sizeof(State),
                  raw_src.data() + (i & (kSrc - 1)) * sizeof(State), sizeof(State));
      clone_detail::barrier(raw_dst.data());
    });
    if (c < best_clone) best_clone = c;
    if (m < best_copy) best_copy = m;
  }
  std::printf("sizeof(State) = %zu bytes\n", sizeof(State));
  std::printf("clone (State copy): %.2f ns, memcpy of %zu bytes: %.2f ns, ratio %.2f\n",
              best_clone, sizeof(State), best_copy, best_clone / best_copy);
  return 0;
}

}  // namespace galleria::tools
