// Full-state JSON shared by the games: a game's State is described by a table of its fields
// (name, byte offset, element size and signedness, element count), written as one JSON object
// of named integers and integer arrays in table order, and read back byte for byte. Each game
// keeps only its table and its format name (`<game>/json.cpp`).
#pragma once
#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

namespace galleria {
namespace state_json {

struct Field {
  const char* name;
  size_t offset;
  int elem_size;  // 1, 2 or 4 bytes
  bool is_signed;
  int count;  // elements, a multi-dimensional array flattened
};

// The table entry of member `f` of the plain struct `S`.
#define GALLERIA_STATE_FIELD(S, f)                                                       \
  ::galleria::state_json::Field {                                                        \
    #f, offsetof(S, f), int(sizeof(std::remove_all_extents_t<decltype(S::f)>)),          \
        std::is_signed_v<std::remove_all_extents_t<decltype(S::f)>>,                     \
        int(sizeof(S::f) / sizeof(std::remove_all_extents_t<decltype(S::f)>))            \
  }

// {"format": FORMAT, "<field>": N or [N, ...], ...} in table order.
std::string write(const void* state, const std::vector<Field>& fields, const char* format);

// Zeroes the `size` bytes at `state`, then fills every field from `text`. Throws
// std::invalid_argument (message starting "state JSON: ") on malformed text, another format,
// a missing, repeated or unknown field, a wrong number of values or a value out of range;
// arrays may be nested (they are flattened). Checks no game invariant: the caller does.
// `padding`: the bytes of the struct no field covers (always zero); std::logic_error if the
// table covers any other number of bytes, so a field added to State and not to its table is
// caught at the first read.
void read(const std::string& text, const std::vector<Field>& fields, const char* format,
          void* state, size_t size, size_t padding = 0);

}  // namespace state_json
}  // namespace galleria
