// Deterministic, fast random numbers shared by every rules core and the search.
// Every random choice in the project flows from one of these, seeded by the user.
#pragma once
#include <cstdint>

namespace galleria {

// SplitMix64: used to expand one 64-bit seed into independent streams.
inline uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// xoshiro256**: small, trivially copyable, statistically strong.
class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { reseed(seed); }
  void reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = splitmix64(x);
  }
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform integer in [0, n), n > 0 (multiply-shift on the top 32 bits; bias is negligible for the small n used here).
  uint32_t below(uint32_t n) {
    return static_cast<uint32_t>(((next() >> 32) * static_cast<uint64_t>(n)) >> 32);
  }
  // Uniform integer in [lo, hi], lo <= hi.
  int32_t range(int32_t lo, int32_t hi) { return lo + static_cast<int32_t>(below(static_cast<uint32_t>(hi - lo + 1))); }
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  // An independent stream derived from this seed and a stream index (threads, iterations).
  static Rng stream(uint64_t seed, uint64_t index) {
    uint64_t x = seed ^ (index * 0xD1B54A32D192ED03ULL);
    return Rng(splitmix64(x));
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace galleria
