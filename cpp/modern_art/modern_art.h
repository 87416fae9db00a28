// Umbrella header of the Modern Art rules core (namespace galleria::modern_art).
#pragma once
#include "modern_art/cards.h"
#include "modern_art/check.h"
#include "modern_art/json.h"
#include "modern_art/notation.h"
#include "modern_art/observation.h"
#include "modern_art/state.h"
#include "modern_art/sync.h"
