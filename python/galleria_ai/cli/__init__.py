"""Command-line tools of galleria-ai (click)."""
