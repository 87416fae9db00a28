"""`galleria-engine`: the GEI protocol engine (spec: `protocol/spec.md`)."""
