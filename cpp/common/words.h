// Splitting a line of notation into words, shared by the games' move parsers.
#pragma once
#include <string>
#include <vector>

namespace galleria {

// The words of `text`, separated by runs of spaces, tabs, carriage returns or newlines.
inline std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::string cur;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!cur.empty()) words.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) words.push_back(cur);
  return words;
}

}  // namespace galleria
