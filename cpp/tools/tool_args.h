// Command-line helper shared by the benchmark and check tools (cpp/tools/*.cpp).
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace galleria {
namespace tools {

// The value after the option at argv[i] (i moves on to it); a missing value is a usage error:
// say which option lacks it and exit with status 2.
inline const char* option_value(int& i, int argc, char** argv) {
  if (i + 1 >= argc) {
    std::fprintf(stderr, "%s needs a value\n", argv[i]);
    std::exit(2);
  }
  return argv[++i];
}

namespace detail {
[[noreturn]] inline void not_a_number(const char* option, const char* text, const char* kind) {
  std::fprintf(stderr, "%s needs %s, got '%s'\n", option, kind, text);
  std::exit(2);
}
}  // namespace detail

// The whole of `text` (the value of `option`) as a number; anything else ("2x", "", out of
// range) is a usage error: say so and exit with status 2, rather than run on a prefix.
inline long long whole_number(const char* option, const char* text) {
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(text, &end, 10);
  if (end == text || *end != '\0' || errno == ERANGE) {
    detail::not_a_number(option, text, "a whole number");
  }
  return v;
}

inline unsigned long long seed_number(const char* option, const char* text) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (text[0] == '-' || end == text || *end != '\0' || errno == ERANGE) {
    detail::not_a_number(option, text, "a number from 0 to 2^64-1");
  }
  return v;
}

inline double real_number(const char* option, const char* text) {
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(text, &end);
  if (end == text || *end != '\0' || errno == ERANGE) detail::not_a_number(option, text, "a number");
  return v;
}

}  // namespace tools
}  // namespace galleria
