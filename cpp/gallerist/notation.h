// The Gallerist move notation (protocol/notation.md): one canonical string per move and
// per chance outcome, parsed back exactly.
#pragma once
#include <string>

#include "gallerist/state.h"

namespace galleria {
namespace gallerist {

extern const char* const kFormName[kForms];        // photo digital sculpture painting
extern const char* const kVisitorName[kKinds];     // investor vip collector
extern const char* const kLocationName[kLocations];  // colony sales media market
extern const char* const kSourceName[kNumSources];   // desk colony sales media market kicked
extern const char* const kColumnName[kCols];         // left middle right
extern const char* const kBonusName[kNumBonus];      // "" Tb Tk Tw T1 T2 IB MB FA V F C VB IV

std::string artist_name(int artist);  // "photo-blue"
std::string contract_name(int card);  // "photo-FA"
std::string work_name(int work);      // "photo/1xx"
std::string rep_space_name(int space);  // "F", "FA", ...
std::string phase_name(Phase p);
std::string kind_word(uint32_t kind);   // first word of a move kind ("go", "cash", ...)

// Name parsers: the id, or -1 with a message naming what was expected.
int parse_artist(const std::string& w, std::string* why);
int parse_form(const std::string& w, std::string* why);
int parse_visitor(const std::string& w, std::string* why);
int parse_location(const std::string& w, std::string* why);
int parse_contract(const std::string& w, std::string* why);
int parse_work_code(const std::string& w, std::string* why);  // "1xx" -> code

std::string move_to_string(Move m);
// Parses a move or outcome string (syntax only); 0 with a message on error.
Move parse_move(const std::string& text, std::string* why);
// Parses and checks legality for `seat` (-1: a chance outcome); 0 with a message on error.
Move parse_legal_move(const State& s, int seat, const std::string& text, std::string* why);

}  // namespace gallerist
}  // namespace galleria
