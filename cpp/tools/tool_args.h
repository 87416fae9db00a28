// Command-line helper shared by the benchmark and check tools (cpp/tools/*.cpp).
#pragma once

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

}  // namespace tools
}  // namespace galleria
