// Umbrella header of The Gallerist rules core (namespace galleria::gallerist).
#pragma once
#include "gallerist/check.h"
#include "gallerist/data.h"
#include "gallerist/json.h"
#include "gallerist/notation.h"
#include "gallerist/observation.h"
#include "gallerist/state.h"
#include "gallerist/sync.h"
#include "gallerist/types.h"
