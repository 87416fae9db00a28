// Rounding to the nearest integer, halves away from zero, without a library call.
#pragma once

namespace galleria {

// std::lround for finite |x| < 2^52, inline (the search rounds bid amounts in its inner
// loop, where libm's lround was a call of its own). Truncation keeps the integer part; the
// remainder x - r is exact in this range, so the result is lround's, bit for bit.
inline long round_half_away(double x) {
  long r = static_cast<long>(x);
  const double rest = x - static_cast<double>(r);
  if (rest >= 0.5) {
    ++r;
  } else if (rest <= -0.5) {
    --r;
  }
  return r;
}

}  // namespace galleria
