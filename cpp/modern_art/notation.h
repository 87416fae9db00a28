// Move and card notation (protocol/notation.md): every legal move has one canonical string.
#pragma once
#include <string>

#include "modern_art/state.h"

namespace galleria {
namespace modern_art {

std::string card_to_string(int kind);  // "KR-once"
// Parses "KR-once"; returns the kind, or -1 with a message naming what is wrong.
int parse_card(const std::string& text, std::string* why);
// Canonical string of a move code ("play KR-once", "bid 12", "pass", ...).
std::string move_to_string(Move m);
// Parses a move string into a code (syntax only, not legality); 0 with a message on error.
Move parse_move(const std::string& text, std::string* why);
// Parses and checks legality for `seat`; 0 with a message (syntax or rules) on error.
Move parse_legal_move(const State& s, int seat, const std::string& text, std::string* why);
std::string phase_name(Phase p);  // "play", "double", "open", "once", "sealed", ...
std::string virtual_name(Virtual v);  // "none", "turn", "winner"

}  // namespace modern_art
}  // namespace galleria
