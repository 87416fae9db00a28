// Canonical move strings and their parser (protocol/notation.md, section The Gallerist).
#include "gallerist/notation.h"

#include <vector>

#include "common/words.h"
#include "gallerist/data.h"

namespace galleria {
namespace gallerist {

const char* const kFormName[kForms] = {"photo", "digital", "sculpture", "painting"};
const char* const kVisitorName[kKinds] = {"investor", "vip", "collector"};
const char* const kLocationName[kLocations] = {"colony", "sales", "media", "market"};
const char* const kSourceName[kNumSources] = {"desk", "colony", "sales", "media", "market", "kicked"};
const char* const kColumnName[kCols] = {"left", "middle", "right"};
const char* const kBonusName[kNumBonus] = {"",   "Tb", "Tk", "Tw", "T1", "T2", "IB",
                                           "MB", "FA", "V",  "F",  "C",  "VB", "IV"};

namespace {

const char* const kKindWord[kNumMoveKinds] = {
    "",         "place",  "go",   "ticket", "contract", "done",  "end",     "pass",
    "discover", "buy",    "reveal", "take", "notake",   "sell",  "hire",    "promote",
    "reputation", "auction", "cash", "fame", "boost",   "tickets", "discard", "visitor",
    "space",    "send",   "half", "easel",  "draw",     "deal",  "expose", "setup", "objective"};

const char* const kFactWord[kNumFacts] = {"start", "artist", "discovered", "discovery", "aside", "tile", "easel"};

// "<form>/<code>" -> (form, code); false with a message.
bool parse_work(const std::string& w, int* form, int* code, std::string* why) {
  const auto slash = w.find('/');
  if (slash == std::string::npos) {
    *why = "a work is <form>/<code>, e.g. photo/1xx";
    return false;
  }
  *form = parse_form(w.substr(0, slash), why);
  if (*form < 0) return false;
  *code = parse_work_code(w.substr(slash + 1), why);
  return *code >= 0;
}

std::string setup_to_string(int fact, int x, int y) {
  if (fact >= kNumFacts) return "?";
  std::string out = std::string("setup ") + kFactWord[fact] + " ";
  switch (fact) {
    case kFactStart: return out + std::to_string(x);
    case kFactArtist:
      if (x >= kArtists || y > 1) return "?";
      return out + artist_name(x) + " " +
             std::to_string(data::kArtistTiles[form_of_artist(x)][is_red(x)][y].start_fame);
    case kFactDiscovered: return out + artist_name(x);
    case kFactDiscovery: return out + artist_name(x) + " " + (y < kNumBonus ? kBonusName[y] : "?");
    case kFactAside: return out + work_name(work_id(x, y));
    case kFactTile:
      if (x < kCols * kRepRows)
        return out + kColumnName[x / kRepRows] + " " + kFormName[data::kRepRowForm[x % kRepRows]] + " " +
               std::to_string(y + 1);
      return out + (x < kTileCells ? kLocationName[x - kCols * kRepRows] : "?") + " " + std::to_string(y + 1);
    default: return out + (y < kForms ? kFormName[y] : "?");
  }
}

int find_word(const std::string& w, const char* const* names, int n) {
  for (int i = 0; i < n; ++i)
    if (w == names[i]) return i;
  return -1;
}

std::string join(const char* const* names, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? (i + 1 == n ? " or " : ", ") : "") + std::string(names[i]);
  return out;
}

// Plain decimal, no sign, no leading zeros, at most `max`.
bool parse_number(const std::string& w, int max, int* out, std::string* why) {
  if (w.empty() || w.size() > 3) {
    *why = "'" + w + "' must be a whole number from 0 to " + std::to_string(max);
    return false;
  }
  int v = 0;
  for (char c : w) {
    if (c < '0' || c > '9') {
      *why = "'" + w + "' is not a whole number";
      return false;
    }
    v = v * 10 + (c - '0');
  }
  if (w.size() > 1 && w[0] == '0') {
    *why = "'" + w + "' must be written without leading zeros";
    return false;
  }
  if (v > max) {
    *why = "'" + w + "' is out of range (at most " + std::to_string(max) + ")";
    return false;
  }
  *out = v;
  return true;
}

int parse_space(const std::string& w, std::string* why) {
  if (w == "1" || w == "2" || w == "3") return w[0] - '1';
  *why = "unknown contract space '" + w + "' (expected 1, 2 or 3)";
  return -1;
}

int parse_source(const std::string& w, std::string* why) {
  const int s = find_word(w, kSourceName, kNumSources);
  if (s < 0) *why = "unknown assistant source '" + w + "' (expected " + join(kSourceName, kNumSources) + ")";
  return s;
}

int parse_column(const std::string& w, std::string* why) {
  const int c = find_word(w, kColumnName, kCols);
  if (c < 0) *why = "unknown market column '" + w + "' (expected left, middle or right)";
  return c;
}

}  // namespace

std::string artist_name(int a) {
  if (a < 0 || a >= kArtists) return "?";
  return std::string(kFormName[form_of_artist(a)]) + (is_red(a) ? "-red" : "-blue");
}

std::string contract_name(int card) {
  if (card < 0 || card >= kContracts) return "?";
  return std::string(kFormName[contract_form(card)]) + "-" + kBonusName[data::kContractFront[card]];
}

std::string work_name(int w) {
  if (w < 0 || work_form(w) >= kForms || work_code(w) >= kWorkCodes) return "?";
  return std::string(kFormName[work_form(w)]) + "/" + data::kWorkKinds[work_code(w)].code;
}

std::string rep_space_name(int space) {
  if (space < 0 || space >= kRepSpaces) return "?";
  return kBonusName[data::kRepSpaceBonus[space]];
}

std::string kind_word(uint32_t kind) { return kind < kNumMoveKinds ? kKindWord[kind] : "?"; }

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::None: return "running";
    case Phase::Placement: return "placement";
    case Phase::Turn: return "turn";
    case Phase::Tickets: return "tickets";
    case Phase::Action: return "action";
    case Phase::After: return "after";
    case Phase::Kickout: return "kickout";
    case Phase::Cash: return "cash";
    case Phase::Fame: return "fame";
    case Phase::Boost: return "boost";
    case Phase::TicketColour: return "ticket-colour";
    case Phase::Booth: return "booth";
    case Phase::Visitor: return "visitor";
    case Phase::Space: return "space";
    case Phase::Send: return "send";
    case Phase::Half: return "half";
    case Phase::Contract: return "contract";
    case Phase::Take: return "take";
    case Phase::Easel: return "easel";
    case Phase::Chance: return "chance";
    case Phase::GameOver: return "gameover";
    default: return "?";
  }
}

int parse_artist(const std::string& w, std::string* why) {
  const auto dash = w.find('-');
  const int f = dash == std::string::npos ? -1 : find_word(w.substr(0, dash), kFormName, kForms);
  const std::string colour = dash == std::string::npos ? "" : w.substr(dash + 1);
  if (f < 0 || (colour != "blue" && colour != "red")) {
    *why = "unknown artist '" + w + "' (expected <form>-blue or <form>-red, form photo, digital, sculpture or painting)";
    return -1;
  }
  return artist_of(f, colour == "red");
}

int parse_form(const std::string& w, std::string* why) {
  const int f = find_word(w, kFormName, kForms);
  if (f < 0) *why = "unknown art form '" + w + "' (expected photo, digital, sculpture or painting)";
  return f;
}

int parse_visitor(const std::string& w, std::string* why) {
  const int k = find_word(w, kVisitorName, kKinds);
  if (k < 0) *why = "unknown visitor kind '" + w + "' (expected investor, vip or collector)";
  return k;
}

int parse_location(const std::string& w, std::string* why) {
  const int l = find_word(w, kLocationName, kLocations);
  if (l < 0) *why = "unknown location '" + w + "' (expected colony, sales, media or market)";
  return l;
}

int parse_contract(const std::string& w, std::string* why) {
  for (int c = 0; c < kContracts; ++c)
    if (w == contract_name(c)) return c;
  *why = "unknown contract card '" + w +
         "' (expected <form>-<bonus>: bonus C, FA, VB, IV, or MB for photo/painting, IB for digital/sculpture)";
  return -1;
}

int parse_work_code(const std::string& w, std::string* why) {
  for (int c = 0; c < kWorkCodes; ++c)
    if (w == data::kWorkKinds[c].code) return c;
  *why = "unknown work code '" + w + "' (expected 0x, 0v, 0i, 1xx, 1v+ic, 1i+vc or 2xx)";
  return -1;
}

std::string move_to_string(Move m) {
  const uint32_t kind = move_kind(m);
  const int a = static_cast<int>(move_a(m)), b = static_cast<int>(move_b(m)),
            c = static_cast<int>(move_c(m));
  if (kind == 0 || kind >= kNumMoveKinds) return "?";
  const std::string w = kKindWord[kind];
  auto loc = [](int l) { return l < kLocations ? std::string(kLocationName[l]) : std::string("?"); };
  auto kindname = [](int k) { return k < kKinds ? std::string(kVisitorName[k]) : std::string("?"); };
  auto src = [](int s) { return s < kNumSources ? std::string(kSourceName[s]) : std::string("?"); };
  auto col = [](int x) { return x < kCols ? std::string(kColumnName[x]) : std::string("?"); };
  auto form = [](int f) { return f < kForms ? std::string(kFormName[f]) : std::string("?"); };
  switch (kind) {
    case kPlace: return w + " " + loc(a);
    case kGo: return w + " " + loc(a) + (b ? " leave " + src(b - 1) : "");
    case kTicket:
      return w + " " + kindname(a) + " " +
             (b == 0 ? std::string("plaza") : b == 1 ? std::string("lobby") : "lobby" + std::to_string(b - 2));
    case kContractUse: return w + " " + std::to_string(a + 1) + " " + src(b);
    case kDone: case kEnd: case kPass: case kReveal: case kNoTake: return w;
    case kDiscover: case kBuy: case kPromote: case kBoost: return w + " " + artist_name(a);
    case kTake: return w + " " + contract_name(a) + " " + std::to_string(b + 1);
    case kSell: return w + " " + artist_name(a) + " " + std::to_string(b + 1);
    case kHire: case kCash: case kFameSteps: return w + " " + std::to_string(a);
    case kReputation: return w + " " + col(a) + " " + form(b) + " " + src(c);
    case kAuction:
      return w + " " + col(a) + " " + (b < kAuctionRows ? std::to_string(data::kAuctionBid[b]) : "?") + " " + src(c);
    case kTickets: {
      std::string out = w;
      for (int k = 0; k < kKinds; ++k)
        if (a >> k & 1) out += " " + kindname(k);
      return out;
    }
    case kDiscard: case kVisitorMove: case kSend: case kDraw: return w + " " + kindname(a);
    case kSpace: return w + " " + rep_space_name(a);
    case kHalf: return w + (a == 0 ? " IB" : " MB");
    case kEasel: return w + " " + form(a) + (b ? " sell" : " display");
    case kDeal: return w + " " + contract_name(a);
    case kExpose: return w + " " + work_name(work_id(a, b));
    case kSetup: return setup_to_string(a, b, c);
    case kObjective: return w + " " + std::to_string(a) + (c ? " dealer-" : " curator-") + std::to_string(b + 1);
    default: return "?";
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
  for (int k = 1; k < int(kNumMoveKinds); ++k)
    if (words[0] == kKindWord[k]) kind = k;
  if (!kind) {
    *why = "unknown move '" + words[0] +
           "' (expected place, go, ticket, contract, done, end, pass, discover, buy, reveal, take, "
           "notake, sell, hire, promote, reputation, auction, cash, fame, boost, tickets, discard, "
           "visitor, space, send, half, easel; chance outcomes draw, deal, expose, setup, objective)";
    return 0;
  }
  const int nargs = static_cast<int>(words.size()) - 1;
  auto need = [&](int count, const char* example) {
    if (nargs == count) return true;
    *why = "'" + words[0] + "' needs " +
           (count == 0 ? std::string("no argument") : "exactly " + std::to_string(count) +
                                                          (count == 1 ? " argument" : " arguments")) +
           ", e.g. '" + example + "'";
    return false;
  };
  const uint32_t k = static_cast<uint32_t>(kind);
  switch (k) {
    case kPlace: {
      if (!need(1, "place sales")) return 0;
      const int l = parse_location(words[1], why);
      return l < 0 ? 0 : make_move(k, l);
    }
    case kGo: {
      if (nargs != 1 && nargs != 3) {
        *why = "'go' needs a location, optionally followed by 'leave <source>', e.g. 'go media' or 'go media leave desk'";
        return 0;
      }
      const int l = parse_location(words[1], why);
      if (l < 0) return 0;
      if (nargs == 1) return make_move(k, l);
      if (words[2] != "leave") {
        *why = "expected 'leave' after the location, e.g. 'go media leave desk'";
        return 0;
      }
      const int s = parse_source(words[3], why);
      if (s < 0) return 0;
      if (s == kSrcKicked) {
        *why = "a leave-behind assistant comes from a desk or an action space, not 'kicked'";
        return 0;
      }
      return make_move(k, l, s + 1);
    }
    case kTicket: {
      if (!need(2, "ticket vip plaza")) return 0;
      const int v = parse_visitor(words[1], why);
      if (v < 0) return 0;
      const std::string& o = words[2];
      if (o == "plaza") return make_move(k, v, kFromPlaza);
      if (o == "lobby") return make_move(k, v, kFromOwnLobby);
      if (o.size() == 6 && o.compare(0, 5, "lobby") == 0 && o[5] >= '0' && o[5] < '0' + kMaxPlayers)
        return make_move(k, v, 2 + (o[5] - '0'));
      *why = "unknown ticket origin '" + o + "' (expected plaza, lobby (own) or lobby<seat> (another seat's lobby), e.g. lobby2)";
      return 0;
    }
    case kContractUse: {
      if (!need(2, "contract 1 desk")) return 0;
      const int sp = parse_space(words[1], why);
      if (sp < 0) return 0;
      const int s = parse_source(words[2], why);
      return s < 0 ? 0 : make_move(k, sp, s);
    }
    case kDone: case kEnd: case kPass: case kReveal: case kNoTake:
      return need(0, kKindWord[k]) ? make_move(k) : 0;
    case kDiscover: case kBuy: case kPromote: case kBoost: {
      if (!need(1, (words[0] + " photo-blue").c_str())) return 0;
      const int a = parse_artist(words[1], why);
      return a < 0 ? 0 : make_move(k, a);
    }
    case kTake: {
      if (!need(2, "take photo-FA 1")) return 0;
      const int c = parse_contract(words[1], why);
      if (c < 0) return 0;
      const int sp = parse_space(words[2], why);
      return sp < 0 ? 0 : make_move(k, c, sp);
    }
    case kSell: {
      if (!need(2, "sell photo-red 2")) return 0;
      const int a = parse_artist(words[1], why);
      if (a < 0) return 0;
      const int sp = parse_space(words[2], why);
      return sp < 0 ? 0 : make_move(k, a, sp);
    }
    case kHire: case kCash: case kFameSteps: {
      if (!need(1, (words[0] + " 2").c_str())) return 0;
      int v;
      if (!parse_number(words[1], k == kHire ? kDesks : 255, &v, why)) return 0;
      if (k == kHire && v == 0) {
        *why = "'hire' needs at least 1 assistant";
        return 0;
      }
      return make_move(k, v);
    }
    case kReputation: {
      if (!need(3, "reputation left photo desk")) return 0;
      const int c = parse_column(words[1], why);
      if (c < 0) return 0;
      const int f = parse_form(words[2], why);
      if (f < 0) return 0;
      const int s = parse_source(words[3], why);
      return s < 0 ? 0 : make_move(k, c, f, s);
    }
    case kAuction: {
      if (!need(3, "auction right 6 desk")) return 0;
      const int c = parse_column(words[1], why);
      if (c < 0) return 0;
      int row = -1;
      for (int r = 0; r < kAuctionRows; ++r)
        if (words[2] == std::to_string(data::kAuctionBid[r])) row = r;
      if (row < 0) {
        *why = "unknown bid '" + words[2] + "' (expected 1, 3 or 6)";
        return 0;
      }
      const int s = parse_source(words[3], why);
      return s < 0 ? 0 : make_move(k, c, row, s);
    }
    case kTickets: {
      if (nargs != 1 && nargs != 2) {
        *why = "'tickets' needs one or two colours, e.g. 'tickets vip' or 'tickets investor collector'";
        return 0;
      }
      int mask = 0, last = -1;
      for (int i = 1; i <= nargs; ++i) {
        const int v = parse_visitor(words[i], why);
        if (v < 0) return 0;
        if (v <= last) {
          *why = "two different colours in the order investor, vip, collector, e.g. 'tickets investor collector'";
          return 0;
        }
        last = v;
        mask |= 1 << v;
      }
      return make_move(k, mask);
    }
    case kDiscard: case kVisitorMove: case kSend: case kDraw: {
      if (!need(1, (words[0] + " vip").c_str())) return 0;
      const int v = parse_visitor(words[1], why);
      return v < 0 ? 0 : make_move(k, v);
    }
    case kSpace: {
      if (!need(1, "space FA")) return 0;
      for (int i = 0; i < kRepSpaces; ++i)
        if (words[1] == rep_space_name(i)) return make_move(k, i);
      *why = "unknown reputation space '" + words[1] + "' (expected F, FA, MB, T2, IB or V)";
      return 0;
    }
    case kHalf: {
      if (!need(1, "half IB")) return 0;
      if (words[1] == "IB") return make_move(k, 0);
      if (words[1] == "MB") return make_move(k, 1);
      *why = "unknown contract half '" + words[1] + "' (expected IB or MB)";
      return 0;
    }
    case kEasel: {
      if (!need(2, "easel photo display")) return 0;
      const int f = parse_form(words[1], why);
      if (f < 0) return 0;
      if (words[2] != "display" && words[2] != "sell") {
        *why = "an easel work is declared 'display' or 'sell', not '" + words[2] + "'";
        return 0;
      }
      return make_move(k, f, words[2] == "sell");
    }
    case kDeal: {
      if (!need(1, "deal photo-FA")) return 0;
      const int c = parse_contract(words[1], why);
      return c < 0 ? 0 : make_move(k, c);
    }
    case kExpose: {
      if (!need(1, "expose photo/1xx")) return 0;
      int f, c;
      return parse_work(words[1], &f, &c, why) ? make_move(k, f, c) : 0;
    }
    case kObjective: {
      if (!need(2, "objective 2 curator-3")) return 0;
      int q;
      if (!parse_number(words[1], kMaxPlayers - 1, &q, why)) return 0;
      const std::string& c = words[2];
      const bool cur = c.rfind("curator-", 0) == 0, deal = c.rfind("dealer-", 0) == 0;
      const std::string num = cur ? c.substr(8) : deal ? c.substr(7) : "";
      if (num.size() != 1 || num[0] < '1' || num[0] > '0' + kObjectiveCards) {
        *why = "an objective card is curator-<n> or dealer-<n>, n = 1..4, e.g. 'objective 2 curator-3'";
        return 0;
      }
      return make_move(k, q, num[0] - '1', deal ? 1 : 0);
    }
    case kSetup: {
      int fact = -1;
      if (nargs >= 1)
        for (int i = 0; i < kNumFacts; ++i)
          if (words[1] == kFactWord[i]) fact = i;
      if (fact < 0) {
        *why = "a set-up outcome is 'setup start|artist|discovered|discovery|aside|tile|easel ...', e.g. "
               "'setup artist photo-blue 4'";
        return 0;
      }
      auto args = [&](int count, const char* example) {
        if (nargs == count + 1) return true;
        *why = std::string("'setup ") + kFactWord[fact] + "' needs " + std::to_string(count) +
               (count == 1 ? " argument" : " arguments") + ", e.g. '" + example + "'";
        return false;
      };
      switch (fact) {
        case kFactStart: {
          int v;
          if (!args(1, "setup start 2") || !parse_number(words[2], kMaxPlayers - 1, &v, why)) return 0;
          return make_move(k, fact, v);
        }
        case kFactArtist: {
          if (!args(2, "setup artist photo-blue 4")) return 0;
          const int a = parse_artist(words[2], why);
          if (a < 0) return 0;
          for (int c = 0; c < 2; ++c)
            if (words[3] == std::to_string(data::kArtistTiles[form_of_artist(a)][is_red(a)][c].start_fame))
              return make_move(k, fact, a, c);
          *why = "no " + artist_name(a) + " tile starts at fame '" + words[3] + "' (expected " +
                 std::to_string(data::kArtistTiles[form_of_artist(a)][is_red(a)][0].start_fame) + " or " +
                 std::to_string(data::kArtistTiles[form_of_artist(a)][is_red(a)][1].start_fame) + ")";
          return 0;
        }
        case kFactDiscovered: {
          if (!args(1, "setup discovered photo-blue")) return 0;
          const int a = parse_artist(words[2], why);
          return a < 0 ? 0 : make_move(k, fact, a);
        }
        case kFactDiscovery: {
          if (!args(2, "setup discovery photo-red MB")) return 0;
          const int a = parse_artist(words[2], why);
          if (a < 0) return 0;
          for (int i = 0; i < kDiscoveryCodes; ++i)
            if (words[3] == kBonusName[data::kDiscoveryCode[i]]) return make_move(k, fact, a, data::kDiscoveryCode[i]);
          *why = "unknown discovery tile '" + words[3] + "' (expected F, IB, MB, V or T2)";
          return 0;
        }
        case kFactAside: {
          int f, c;
          if (!args(1, "setup aside photo/1xx") || !parse_work(words[2], &f, &c, why)) return 0;
          return make_move(k, fact, f, c);
        }
        case kFactTile: {
          if (nargs != 3 && nargs != 4) {
            *why = "'setup tile' needs a market cell or a location and the tile, e.g. 'setup tile left digital 5' "
                   "or 'setup tile colony 3'";
            return 0;
          }
          int cell = -1;
          if (nargs == 4) {
            const int c = parse_column(words[2], why);
            if (c < 0) return 0;
            const int f = parse_form(words[3], why);
            if (f < 0) return 0;
            for (int r = 0; r < kRepRows; ++r)
              if (data::kRepRowForm[r] == f) cell = c * kRepRows + r;
          } else {
            const int l = parse_location(words[2], why);
            if (l < 0) return 0;
            cell = kCols * kRepRows + l;
          }
          int v;
          if (!parse_number(words[nargs], kRepTiles, &v, why)) return 0;
          if (v < 1) {
            *why = "reputation tiles are numbered 1 to 20";
            return 0;
          }
          return make_move(k, fact, cell, v - 1);
        }
        default: {
          if (!args(1, "setup easel photo")) return 0;
          const int f = parse_form(words[2], why);
          return f < 0 ? 0 : make_move(k, fact, 0, f);
        }
      }
    }
    default:
      *why = "unknown move";
      return 0;
  }
}

Move parse_legal_move(const State& s, int seat, const std::string& text, std::string* why) {
  const Move m = parse_move(text, why);
  if (!m) return 0;
  return check_move(s, seat, m, why) ? m : 0;
}

}  // namespace gallerist
}  // namespace galleria
