#include "common/state_json.h"

#include <cstdint>
#include <cstring>
#include <map>
#include <stdexcept>

namespace galleria {
namespace state_json {
namespace {

int64_t read_elem(const void* state, const Field& f, int i) {
  const unsigned char* p = static_cast<const unsigned char*>(state) + f.offset + i * f.elem_size;
  if (f.elem_size == 1) return f.is_signed ? int64_t(int8_t(*p)) : int64_t(*p);
  if (f.elem_size == 2) {
    int16_t v;
    std::memcpy(&v, p, 2);
    return f.is_signed ? int64_t(v) : int64_t(uint16_t(v));
  }
  int32_t v;
  std::memcpy(&v, p, 4);
  return f.is_signed ? int64_t(v) : int64_t(uint32_t(v));
}

void write_elem(void* state, const Field& f, int i, int64_t v) {
  const int64_t lo = f.is_signed ? -(int64_t(1) << (8 * f.elem_size - 1)) : 0;
  const int64_t hi = f.is_signed ? (int64_t(1) << (8 * f.elem_size - 1)) - 1
                                 : (int64_t(1) << (8 * f.elem_size)) - 1;
  if (v < lo || v > hi)
    throw std::invalid_argument(std::string("state JSON: value out of range in '") + f.name + "'");
  unsigned char* p = static_cast<unsigned char*>(state) + f.offset + i * f.elem_size;
  if (f.elem_size == 1) {
    *p = static_cast<unsigned char>(v);
  } else if (f.elem_size == 2) {
    const uint16_t x = static_cast<uint16_t>(v);
    std::memcpy(p, &x, 2);
  } else {
    const uint32_t x = static_cast<uint32_t>(v);
    std::memcpy(p, &x, 4);
  }
}

// A recursive-descent reader for the one shape written here: an object of strings, whole
// numbers and (nested) arrays of whole numbers. No escapes: no field name or format needs them.
struct Parser {
  const std::string& t;
  size_t i = 0;
  [[noreturn]] void fail(const std::string& what) {
    throw std::invalid_argument("state JSON: " + what + " at offset " + std::to_string(i));
  }
  void ws() {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\n' || t[i] == '\t' || t[i] == '\r')) ++i;
  }
  void expect(char c) {
    ws();
    if (i >= t.size() || t[i] != c) fail(std::string("expected '") + c + "'");
    ++i;
  }
  bool peek(char c) {
    ws();
    return i < t.size() && t[i] == c;
  }
  std::string str() {
    expect('"');
    std::string k;
    while (i < t.size() && t[i] != '"') {
      if (static_cast<unsigned char>(t[i]) < 0x20 || t[i] == '\\')
        fail("unsupported character in a string");
      k += t[i++];
    }
    if (i >= t.size()) fail("unterminated string");
    ++i;
    return k;
  }
  int64_t number() {
    ws();
    bool neg = false;
    if (i < t.size() && t[i] == '-') neg = true, ++i;
    if (i >= t.size() || t[i] < '0' || t[i] > '9') fail("expected a whole number");
    int64_t v = 0;
    int digits = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
      v = v * 10 + (t[i++] - '0');
      if (++digits > 12) fail("number too long");
    }
    return neg ? -v : v;
  }
  // A number or a (possibly nested) array of numbers, flattened.
  void value(std::vector<int64_t>& out, int depth = 0) {
    if (depth > 3) fail("arrays nested too deeply");
    if (peek('[')) {
      ++i;
      if (peek(']')) {
        ++i;
        return;
      }
      for (;;) {
        value(out, depth + 1);
        if (peek(',')) {
          ++i;
          continue;
        }
        expect(']');
        return;
      }
    }
    out.push_back(number());
  }
};

}  // namespace

std::string write(const void* state, const std::vector<Field>& fields, const char* format) {
  std::string out = std::string("{\"format\": \"") + format + "\"";
  for (const Field& f : fields) {
    out += ", \"";
    out += f.name;
    out += "\": ";
    if (f.count == 1) {
      out += std::to_string(read_elem(state, f, 0));
      continue;
    }
    out += '[';
    for (int i = 0; i < f.count; ++i) {
      if (i) out += ',';
      out += std::to_string(read_elem(state, f, i));
    }
    out += ']';
  }
  out += '}';
  return out;
}

void read(const std::string& text, const std::vector<Field>& fields, const char* format,
          void* state, size_t size, size_t padding) {
  size_t covered = 0;
  for (const Field& f : fields) covered += size_t(f.count) * f.elem_size;
  if (covered + padding != size)
    throw std::logic_error("state JSON: the field table misses bytes of State");
  Parser p{text};
  p.expect('{');
  std::map<std::string, std::vector<int64_t>> values;
  bool format_ok = false;
  if (!p.peek('}')) {
    for (;;) {
      const std::string k = p.str();
      p.expect(':');
      if (k == "format") {
        const std::string v = p.str();
        if (v != format) p.fail("unknown format '" + v + "' (expected " + format + ")");
        format_ok = true;
      } else {
        if (values.count(k)) p.fail("duplicate key '" + k + "'");
        p.value(values[k]);
      }
      if (p.peek(',')) {
        ++p.i;
        continue;
      }
      p.expect('}');
      break;
    }
  } else {
    ++p.i;
  }
  p.ws();
  if (p.i != text.size()) p.fail("trailing characters");
  if (!format_ok) throw std::invalid_argument("state JSON: missing \"format\"");
  std::memset(state, 0, size);
  for (const Field& f : fields) {
    auto it = values.find(f.name);
    if (it == values.end())
      throw std::invalid_argument(std::string("state JSON: missing field '") + f.name + "'");
    if (static_cast<int>(it->second.size()) != f.count)
      throw std::invalid_argument(std::string("state JSON: field '") + f.name + "' needs " +
                                  std::to_string(f.count) + " values (got " +
                                  std::to_string(it->second.size()) + ")");
    for (int i = 0; i < f.count; ++i) write_elem(state, f, i, it->second[i]);
    values.erase(it);
  }
  if (!values.empty())
    throw std::invalid_argument("state JSON: unknown field '" + values.begin()->first + "'");
}

}  // namespace state_json
}  // namespace galleria
