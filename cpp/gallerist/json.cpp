// Full-state JSON: every field of State as a named integer (array), in declaration order.
#include "gallerist/json.h"

#include <cstddef>
#include <cstring>
#include <map>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "gallerist/check.h"

namespace galleria {
namespace gallerist {
namespace {

constexpr const char* kFormat = "galleria-gallerist-state-2";

struct Field {
  const char* name;
  size_t offset;
  int elem_size;  // 1, 2 or 4 bytes
  bool is_signed;
  int count;
};

#define GL_FIELD(f)                                                                           \
  Field {                                                                                     \
    #f, offsetof(State, f), int(sizeof(std::remove_all_extents_t<decltype(State::f)>)),       \
        std::is_signed_v<std::remove_all_extents_t<decltype(State::f)>>,                      \
        int(sizeof(State::f) / sizeof(std::remove_all_extents_t<decltype(State::f)>))        \
  }

const std::vector<Field>& fields() {
  static const std::vector<Field> f = {
      GL_FIELD(flags), GL_FIELD(players), GL_FIELD(opt_intermediate), GL_FIELD(opt_take_top), GL_FIELD(opt_middle_open),
      GL_FIELD(opt_easel_any), GL_FIELD(phase), GL_FIELD(actor), GL_FIELD(dec), GL_FIELD(start_player),
      GL_FIELD(turn_player), GL_FIELD(round), GL_FIELD(end_stage), GL_FIELD(triggers), GL_FIELD(exec_used),
      GL_FIELD(inter_done), GL_FIELD(inter_round), GL_FIELD(inter_seat), GL_FIELD(ntask), GL_FIELD(task),
      GL_FIELD(money), GL_FIELD(money_gained), GL_FIELD(money_paid), GL_FIELD(influence),
      GL_FIELD(influence_gained), GL_FIELD(influence_paid), GL_FIELD(tickets), GL_FIELD(lobby),
      GL_FIELD(gallery), GL_FIELD(desks), GL_FIELD(queue), GL_FIELD(removed), GL_FIELD(gallerist),
      GL_FIELD(commission), GL_FIELD(display_n), GL_FIELD(display_work), GL_FIELD(display_artist),
      GL_FIELD(sold), GL_FIELD(contract), GL_FIELD(contract_face), GL_FIELD(contract_asst), GL_FIELD(rep),
      GL_FIELD(opening_tile), GL_FIELD(slot3_pending), GL_FIELD(curator), GL_FIELD(dealer), GL_FIELD(space),
      GL_FIELD(kick_piece), GL_FIELD(kick_loc), GL_FIELD(market), GL_FIELD(market_tile),
      GL_FIELD(location_tile), GL_FIELD(rep_boxed), GL_FIELD(plaza), GL_FIELD(box_visitors), GL_FIELD(bag_n),
      GL_FIELD(bag), GL_FIELD(bag_count), GL_FIELD(work_visitors), GL_FIELD(stack_n), GL_FIELD(stack),
      GL_FIELD(top_exposed), GL_FIELD(sold_codes), GL_FIELD(easel), GL_FIELD(easel_taken_by),
      GL_FIELD(easel_declared), GL_FIELD(easel_value), GL_FIELD(setaside_boxed), GL_FIELD(easel_order),
      GL_FIELD(easel_bid), GL_FIELD(easel_pos), GL_FIELD(artist_tile), GL_FIELD(discovered), GL_FIELD(fame),
      GL_FIELD(promo), GL_FIELD(discovery), GL_FIELD(artist_collector), GL_FIELD(free_tokens),
      GL_FIELD(promo_left), GL_FIELD(discovery_boxed), GL_FIELD(deck_n), GL_FIELD(deck),
      GL_FIELD(display_cards_n), GL_FIELD(display_cards), GL_FIELD(contract_discard), GL_FIELD(booth),
      GL_FIELD(ticket_discard), GL_FIELD(ticket_box), GL_FIELD(final_money), GL_FIELD(market_money),
      GL_FIELD(rep_influence), GL_FIELD(inter_money), GL_FIELD(inter_influence), GL_FIELD(rep_count),
      GL_FIELD(shuffle_key), GL_FIELD(setup_left), GL_FIELD(setup_start), GL_FIELD(setup_artist),
      GL_FIELD(setup_discovered), GL_FIELD(setup_discovery), GL_FIELD(setup_rep_n), GL_FIELD(setup_rep),
      GL_FIELD(setup_easel), GL_FIELD(objectives_shown),
  };
  return f;
}
#undef GL_FIELD

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
    const int32_t x = static_cast<int32_t>(static_cast<uint32_t>(v));
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
  std::string str() {
    expect('"');
    std::string k;
    while (i < t.size() && t[i] != '"') {
      if (static_cast<unsigned char>(t[i]) < 0x20 || t[i] == '\\') fail("unsupported character in a string");
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

std::string to_json(const State& s) {
  std::string out = std::string("{\"format\": \"") + kFormat + "\"";
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
  static_assert(sizeof(State) < 4096, "JSON covers every byte");
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
        if (v != kFormat) p.fail("unknown format '" + v + "' (expected " + kFormat + ")");
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
  State s;
  std::memset(&s, 0, sizeof s);
  size_t covered = 0;
  for (const Field& f : fields()) {
    covered += size_t(f.count) * f.elem_size;
    auto it = values.find(f.name);
    if (it == values.end())
      throw std::invalid_argument(std::string("state JSON: missing field '") + f.name + "'");
    if (static_cast<int>(it->second.size()) != f.count)
      throw std::invalid_argument(std::string("state JSON: field '") + f.name + "' needs " +
                                  std::to_string(f.count) + " values (got " +
                                  std::to_string(it->second.size()) + ")");
    for (int i = 0; i < f.count; ++i) write_elem(s, f, i, it->second[i]);
    values.erase(it);
  }
  if (covered != sizeof(State)) throw std::logic_error("state JSON: the field table misses bytes of State");
  if (!values.empty())
    throw std::invalid_argument("state JSON: unknown field '" + values.begin()->first + "'");
  std::vector<std::string> bad;
  check_invariants(s, &bad);
  if (!bad.empty()) throw std::invalid_argument("state JSON: inconsistent state: " + bad[0]);
  return s;
}

}  // namespace gallerist
}  // namespace galleria
