// Canonical move strings and their parser (see protocol/notation.md).
#include "modern_art/notation.h"

#include <vector>

#include "common/words.h"

namespace galleria {
namespace modern_art {
namespace {

const char* const kKindWord[] = {"",     "play", "add",   "noadd",  "bid",   "pass",
                                 "price", "accept", "decline", "reveal", "noreveal"};
constexpr int kNumKindWords = 11;

// Plain decimal, no sign, no leading zeros, at most 7 digits.
bool parse_amount(const std::string& w, uint32_t* out, std::string* why) {
  if (w.empty() || w.size() > 7) {
    *why = "amount '" + w + "' must be a whole number from 0 to 9999999";
    return false;
  }
  uint32_t v = 0;
  for (char c : w) {
    if (c < '0' || c > '9') {
      *why = "amount '" + w + "' is not a whole number";
      return false;
    }
    v = v * 10 + static_cast<uint32_t>(c - '0');
  }
  if (w.size() > 1 && w[0] == '0') {
    *why = "amount '" + w + "' must be written without leading zeros";
    return false;
  }
  *out = v;
  return true;
}

}  // namespace

std::string card_to_string(int kind) {
  if (kind < 0 || kind >= kKinds) return "?";
  return std::string(kArtistCode[artist_of(kind)]) + "-" + kTypeCode[type_of(kind)];
}

int parse_card(const std::string& text, std::string* why) {
  const auto dash = text.find('-');
  if (dash == std::string::npos) {
    if (why) *why = "card '" + text + "' must look like <artist>-<type>, e.g. KR-once";
    return -1;
  }
  const std::string a = text.substr(0, dash), t = text.substr(dash + 1);
  int artist = -1, type = -1;
  for (int i = 0; i < kArtists; ++i)
    if (a == kArtistCode[i]) artist = i;
  if (artist < 0) {
    if (why) *why = "unknown artist '" + a + "' (expected one of LM YO CP KG KR)";
    return -1;
  }
  for (int i = 0; i < kTypes; ++i)
    if (t == kTypeCode[i]) type = i;
  if (type < 0) {
    if (why) *why = "unknown auction type '" + t + "' (expected one of open once sealed fixed double)";
    return -1;
  }
  return kind_of(artist, type);
}

std::string move_to_string(Move m) {
  const uint32_t kind = move_kind(m), arg = move_arg(m);
  switch (kind) {
    case kPlay:
    case kAdd:
      return std::string(kKindWord[kind]) + " " + card_to_string(static_cast<int>(arg));
    case kBid:
    case kPrice:
      return std::string(kKindWord[kind]) + " " + std::to_string(arg);
    case kNoAdd:
    case kPass:
    case kAccept:
    case kDecline:
    case kReveal:
    case kNoReveal:
      return kKindWord[kind];
    default:
      return "?";
  }
}

Move parse_move(const std::string& text, std::string* why) {
  std::string dummy;
  if (!why) why = &dummy;
  const auto words = split_words(text);
  if (words.empty()) {
    *why = "empty move";
    return 0;
  }
  int kind = 0;
  for (int k = 1; k < kNumKindWords; ++k)
    if (words[0] == kKindWord[k]) kind = k;
  if (!kind) {
    *why = "unknown move '" + words[0] +
           "' (expected play, add, noadd, bid, pass, price, accept, decline, reveal, noreveal)";
    return 0;
  }
  const bool takes_card = kind == kPlay || kind == kAdd;
  const bool takes_amount = kind == kBid || kind == kPrice;
  if (takes_card || takes_amount) {
    if (words.size() != 2) {
      *why = "'" + words[0] + "' needs exactly one " + (takes_card ? "card" : "amount") +
             (takes_card ? ", e.g. '" + words[0] + " KR-once'" : ", e.g. '" + words[0] + " 12'");
      return 0;
    }
    if (takes_card) {
      const int card = parse_card(words[1], why);
      if (card < 0) return 0;
      return make_move(static_cast<uint32_t>(kind), static_cast<uint32_t>(card));
    }
    uint32_t amount;
    if (!parse_amount(words[1], &amount, why)) return 0;
    if (kind == kBid && amount == 0) {
      *why = "a bid must be at least 1 (use 'pass' for no bid)";
      return 0;
    }
    return make_move(static_cast<uint32_t>(kind), amount);
  }
  if (words.size() != 1) {
    *why = "'" + words[0] + "' takes no argument";
    return 0;
  }
  return make_move(static_cast<uint32_t>(kind));
}

Move parse_legal_move(const State& s, int seat, const std::string& text, std::string* why) {
  const Move m = parse_move(text, why);
  if (!m) return 0;
  return check_move(s, seat, m, why) ? m : 0;
}

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::Play: return "play";
    case Phase::DoubleOffer: return "double";
    case Phase::Open: return "open";
    case Phase::OnceAround: return "once";
    case Phase::Sealed: return "sealed";
    case Phase::FixedPrice: return "fixed-price";
    case Phase::FixedAnswer: return "fixed-answer";
    case Phase::VirtualReveal: return "reveal";
    case Phase::GameOver: return "gameover";
  }
  return "?";
}

std::string virtual_name(Virtual v) {
  switch (v) {
    case Virtual::None: return "none";
    case Virtual::Turn: return "turn";
    case Virtual::Winner: return "winner";
  }
  return "?";
}

}  // namespace modern_art
}  // namespace galleria
