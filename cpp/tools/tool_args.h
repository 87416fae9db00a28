// Command-line helper shared by the benchmark and check tools (cpp/tools/*.cpp).
#pragma once

#include <cerrno>
#include <climits>
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

// `parse` (a strto* call) over the whole of `text`, the value of `option`; anything else
// ("2x", "", out of range) is a usage error: say so and exit with status 2, rather than run
// on a prefix.
template <class Parse>
auto whole_text(const char* option, const char* text, const char* kind, Parse parse) {
  char* end = nullptr;
  errno = 0;
  const auto v = parse(text, &end);
  if (end == text || *end != '\0' || errno == ERANGE) not_a_number(option, text, kind);
  return v;
}
}  // namespace detail

inline long long whole_number(const char* option, const char* text) {
  return detail::whole_text(option, text, "a whole number",
                            [](const char* t, char** e) { return std::strtoll(t, e, 10); });
}

// A whole number that fits an int (counts, sizes): 4294967297 is an error, not 1.
inline int int_number(const char* option, const char* text) {
  const long long v = whole_number(option, text);
  if (v < INT_MIN || v > INT_MAX) detail::not_a_number(option, text, "a whole number of int size");
  return static_cast<int>(v);
}

inline unsigned long long seed_number(const char* option, const char* text) {
  if (text[0] == '-') detail::not_a_number(option, text, "a number from 0 to 2^64-1");
  return detail::whole_text(option, text, "a number from 0 to 2^64-1",
                            [](const char* t, char** e) { return std::strtoull(t, e, 10); });
}

inline double real_number(const char* option, const char* text) {
  return detail::whole_text(option, text, "a number",
                            [](const char* t, char** e) { return std::strtod(t, e); });
}

}  // namespace tools
}  // namespace galleria
