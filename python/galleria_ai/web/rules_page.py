"""A game's rules document (``docs/rules/<game>.md``) as a web page.

The Markdown is rendered by markdown-it-py with raw HTML switched off (the text is escaped),
headings get the same anchors a code host gives them (so the document's own table of
contents works), a link to another registered game's rules document leads to its page, and
links to other repository files are shown as plain text naming the file.
"""

from __future__ import annotations

import html
import re
from pathlib import Path, PurePosixPath
from typing import Any

from galleria_ai import games
from galleria_ai.play.narration import rules_doc, rules_file

STYLE = """body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;
color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .5rem}
code{background:#f3f3f3;padding:0 .2rem}a{color:#2a5db0}nav{margin-bottom:1rem}"""


def slug(text: str) -> str:
    """A heading's anchor: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def _markdown() -> Any:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False}).enable("table")

    def heading_open(self: Any, tokens: list, idx: int, options: Any, env: Any) -> str:
        inline = tokens[idx + 1]
        tokens[idx].attrSet("id", slug("".join(
            c.content for c in (inline.children or []) if c.type in ("text", "code_inline"))))
        return self.renderToken(tokens, idx, options, env)

    def link_open(self: Any, tokens: list, idx: int, options: Any, env: Any) -> str:
        token = tokens[idx]
        href = str(token.attrGet("href") or "")
        if href.startswith("#"):
            return self.renderToken(tokens, idx, options, env)
        target = PurePosixPath(href.split("#", 1)[0])
        if target.suffix == ".md" and target.stem in games.names() \
                and target.parent.name in ("", "rules", "."):
            token.attrSet("href", f"/rules/{target.stem}")
            return self.renderToken(tokens, idx, options, env)
        token.attrs.pop("href", None)
        token.attrSet("title", f"in the galleria-ai repository: {href}")
        return self.renderToken(tokens, idx, options, env)

    md.add_render_rule("heading_open", heading_open)
    md.add_render_rule("link_open", link_open)
    return md


def rules_page(entry: games.GameEntry, docs_root: Path | None = None) -> str:
    """The whole HTML page of `entry`'s rules (a short note if the document is not found)."""
    path = rules_file(entry, docs_root)
    title = html.escape(f"{entry.title} — rules")
    if path is None:
        body = (f"<p>The rules of {html.escape(entry.title)} are in the galleria-ai "
                f"repository: <code>{html.escape(rules_doc(entry))}</code>.</p>")
    else:
        text = path.read_text(encoding="utf-8")
        try:
            body = _markdown().render(text)
        except ImportError:
            body = f"<pre>{html.escape(text)}</pre>"
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{title}</title>"
            f"<meta name=viewport content='width=device-width,initial-scale=1'>"
            f"<style>{STYLE}</style></head><body><nav><a href='/'>galleria-ai</a> · "
            f"<code>{html.escape(rules_doc(entry))}</code></nav>{body}</body></html>")
