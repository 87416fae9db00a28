"""galleria-ai: game AI for Modern Art and The Gallerist."""

__version__ = "0.1.0"
