// Full-state JSON: every field of State as a named integer array, in declaration order.
#include "modern_art/json.h"

#include <cstddef>
#include <cstring>
#include <map>
#include <stdexcept>
#include <vector>

#include "modern_art/check.h"

namespace galleria {
namespace modern_art {
namespace {

struct Field {
  const char* name;
  size_t offset;
  int elem_size;  // 1, 2 or 4 bytes
  bool is_signed;
  int count;
};

#define GA_FIELD(f, sgn)                                                                     \
  Field {                                                                                    \
    #f, offsetof(State, f), int(sizeof(std::remove_all_extents_t<decltype(State::f)>)), sgn, \
        int(sizeof(State::f) / sizeof(std::remove_all_extents_t<decltype(State::f)>))       \
  }

const std::vector<Field>& fields() {
  static const std::vector<Field> f = {
      GA_FIELD(players, false),      GA_FIELD(double_all, false),   GA_FIELD(virt, false),
      GA_FIELD(season, false),       GA_FIELD(scored, false),       GA_FIELD(phase, false),
      GA_FIELD(actor, false),        GA_FIELD(original, false),     GA_FIELD(runner, false),
      GA_FIELD(card1, false),        GA_FIELD(card2, false),        GA_FIELD(high_bidder, false),
      GA_FIELD(passes, false),       GA_FIELD(submitted, false),    GA_FIELD(ender, false),
      GA_FIELD(ender_reveal, false), GA_FIELD(money, true),         GA_FIELD(paid_by_bank, true),
      GA_FIELD(paid_to_bank, true),  GA_FIELD(sealed_bid, true),    GA_FIELD(high_bid, true),
      GA_FIELD(price, true),         GA_FIELD(hand, false),         GA_FIELD(hand_size, false),
      GA_FIELD(deck, false),         GA_FIELD(deck_pos, false),     GA_FIELD(vpile, false),
      GA_FIELD(vp_head, false),      GA_FIELD(vp_tail, false),      GA_FIELD(bought, false),
      GA_FIELD(season_count, false), GA_FIELD(board, false),        GA_FIELD(seen, false),
      GA_FIELD(score_count, false),  GA_FIELD(score_rank, false),   GA_FIELD(score_value, false),
      GA_FIELD(score_earnings, true),
  };
  return f;
}
#undef GA_FIELD

int64_t read_elem(const State& s, const Field& f, int i) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(&s) + f.offset + i * f.elem_size;
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

void write_elem(State& s, const Field& f, int i, int64_t v) {
  const int64_t lo = f.is_signed ? -(int64_t(1) << (8 * f.elem_size - 1)) : 0;
  const int64_t hi = f.is_signed ? (int64_t(1) << (8 * f.elem_size - 1)) - 1
                                 : (int64_t(1) << (8 * f.elem_size)) - 1;
  if (v < lo || v > hi)
    throw std::invalid_argument(std::string("state JSON: value out of range in '") + f.name + "'");
  unsigned char* p = reinterpret_cast<unsigned char*>(&s) + f.offset + i * f.elem_size;
  if (f.elem_size == 1) {
    *p = static_cast<unsigned char>(v);
  } else if (f.elem_size == 2) {
    const int16_t x = static_cast<int16_t>(v);
    std::memcpy(p, &x, 2);
  } else {
    const int32_t x = static_cast<int32_t>(v);
    std::memcpy(p, &x, 4);
  }
}

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
  std::string key() {
    expect('"');
    std::string k;
    while (i < t.size() && t[i] != '"') k += t[i++];
    if (i >= t.size()) fail("unterminated string");
    ++i;
    return k;
  }
  int64_t number() {
    ws();
    bool neg = false;
    if (i < t.size() && t[i] == '-') neg = true, ++i;
    if (i >= t.size() || t[i] < '0' || t[i] > '9') fail("expected a number");
    int64_t v = 0;
    int digits = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
      v = v * 10 + (t[i++] - '0');
      if (++digits > 12) fail("number too long");
    }
    return neg ? -v : v;
  }
  std::vector<int64_t> value() {
    std::vector<int64_t> out;
    if (peek('[')) {
      ++i;
      if (peek(']')) {
        ++i;
        return out;
      }
      for (;;) {
        out.push_back(number());
        if (peek(',')) {
          ++i;
          continue;
        }
        expect(']');
        return out;
      }
    }
    out.push_back(number());
    return out;
  }
};

}  // namespace

std::string to_json(const State& s) {
  std::string out = "{\"format\": \"galleria-modern-art-state-1\"";
  for (const Field& f : fields()) {
    out += ", \"";
    out += f.name;
    out += "\": ";
    if (f.count == 1) {
      out += std::to_string(read_elem(s, f, 0));
      continue;
    }
    out += '[';
    for (int i = 0; i < f.count; ++i) {
      if (i) out += ',';
      out += std::to_string(read_elem(s, f, i));
    }
    out += ']';
  }
  out += '}';
  return out;
}

State from_json(const std::string& text) {
  Parser p{text};
  p.expect('{');
  std::map<std::string, std::vector<int64_t>> values;
  bool format_ok = false;
  if (!p.peek('}')) {
    for (;;) {
      const std::string k = p.key();
      p.expect(':');
      if (k == "format") {
        const std::string v = p.key();
        if (v != "galleria-modern-art-state-1") p.fail("unknown format '" + v + "'");
        format_ok = true;
      } else {
        if (values.count(k)) p.fail("duplicate key '" + k + "'");
        values[k] = p.value();
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
  State s;
  std::memset(&s, 0, sizeof s);
  for (const Field& f : fields()) {
    auto it = values.find(f.name);
    if (it == values.end())
      throw std::invalid_argument(std::string("state JSON: missing field '") + f.name + "'");
    if (static_cast<int>(it->second.size()) != f.count)
      throw std::invalid_argument(std::string("state JSON: field '") + f.name + "' needs " +
                                  std::to_string(f.count) + " values");
    for (int i = 0; i < f.count; ++i) write_elem(s, f, i, it->second[i]);
    values.erase(it);
  }
  if (!values.empty())
    throw std::invalid_argument("state JSON: unknown field '" + values.begin()->first + "'");
  std::vector<std::string> bad;
  check_invariants(s, &bad);
  if (!bad.empty()) throw std::invalid_argument("state JSON: inconsistent state: " + bad[0]);
  return s;
}

}  // namespace modern_art
}  // namespace galleria
