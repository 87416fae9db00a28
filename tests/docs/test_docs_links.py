"""The Markdown documents of a clone stand alone.

Every relative link in a tracked Markdown file must point at a tracked file or folder inside
the repository (and a ``#fragment`` into a Markdown file at one of its headings); no link or
written path may climb out of the repository; no absolute path of a build machine
(``/work/...``, ``/home/...``, ``C:\\...``) may appear anywhere, code spans included.
Web links are not fetched (the test stays offline and fast).
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+[\"'(][^)]*)?\)")
REFERENCE_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.MULTILINE)
HTML_LINK = re.compile(r"(?:href|src)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
# Absolute paths that name a particular machine's layout. /tmp and /dev are generic (a
# command line may write to /tmp/x) and are allowed.
MACHINE_PATH = re.compile(
    r"(?<![\w.~/-])/(?:work|home|Users|root|mnt|srv|scratch|builds?|opt|private|var/lib)/"
    r"|\b[A-Za-z]:\\\\?[A-Za-z]"
    r"|file://"
)
UPWARD = re.compile(r"^(?:\.\./)+")


def split_fences(text: str) -> tuple[list[str], list[str]]:
    """Lines outside fenced code blocks, and lines inside them."""
    prose: list[str] = []
    code: list[str] = []
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        (code if fenced else prose).append(line)
    return prose, code


def split_code(text: str) -> tuple[list[str], list[str]]:
    """Prose lines with their code spans blanked out, and every piece of code (spans and
    fenced lines): links are only looked for in the prose."""
    prose, code = split_fences(text)
    for line in prose:
        code.extend(m.group(2) for m in CODE_SPAN.finditer(line))
    return [CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line) for line in prose], code


def link_targets(prose_lines: Iterable[str]) -> list[str]:
    prose = "\n".join(prose_lines)
    found = [m.group(1) for m in INLINE_LINK.finditer(prose)]
    found += [m.group(1) for m in REFERENCE_DEF.finditer(prose)]
    found += [m.group(1) for m in HTML_LINK.finditer(prose)]
    return [t[1:-1] if t.startswith("<") and t.endswith(">") else t for t in found]


def heading_slugs(text: str) -> set[str]:
    """Fragment ids GitHub gives the headings of a Markdown text."""
    prose, _ = split_fences(text)
    slugs: set[str] = set()
    for line in prose:
        m = HEADING.match(line)
        if not m:
            continue
        title = re.sub(r"`([^`]*)`", r"\1", m.group(1))
        title = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", title)
        base = re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
        slug, n = base, 0
        while slug in slugs:
            n += 1
            slug = f"{base}-{n}"
        slugs.add(slug)
    return slugs


def normalise(rel: PurePosixPath) -> str | None:
    """Collapse '.' and '..' of a repository-relative path; None if it leaves the repository."""
    parts: list[str] = []
    for part in rel.parts:
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def check_markdown(
    rel_path: str,
    text: str,
    exists: Callable[[str], bool],
    read: Callable[[str], str],
) -> tuple[list[str], int]:
    """Problems found in one Markdown file (repository-relative path), and links checked."""
    problems: list[str] = []
    here = PurePosixPath(rel_path).parent
    prose, code = split_code(text)
    for n, line in enumerate(text.splitlines(), 1):
        for m in MACHINE_PATH.finditer(line):
            near = line[m.start():][:40]
            problems.append(f"{rel_path}:{n}: absolute machine path near {near!r}")
    for piece in code:
        for word in piece.split():
            if UPWARD.match(word) and normalise(here / word) is None:
                problems.append(f"{rel_path}: path {word!r} points outside the repository")
    targets = link_targets(prose)
    for target in targets:
        if SCHEME.match(target):
            continue  # web or mail link: not fetched
        path_part, _, fragment = target.partition("#")
        if path_part.startswith("/"):
            problems.append(f"{rel_path}: absolute link {target!r}")
            continue
        dest = normalise(here / path_part) if path_part else rel_path
        if dest is None:
            problems.append(f"{rel_path}: link {target!r} points outside the repository")
            continue
        if dest and not exists(dest):
            problems.append(f"{rel_path}: link {target!r} names {dest!r}, "
                            "not in the repository")
            continue
        dest_text = text if dest == rel_path else read(dest) if fragment else ""
        if fragment and dest.endswith(".md") and fragment not in heading_slugs(dest_text):
            problems.append(f"{rel_path}: link {target!r}: no heading #{fragment} in {dest}")
    return problems, len(targets)


def tracked_files(root: Path) -> list[str]:
    """Files a clean clone has: tracked files (plus new files not yet added but not ignored,
    so the check also works before a commit), or a walk of the tree outside git."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=root, capture_output=True, check=True, timeout=30,
        ).stdout.decode()
        return [p for p in out.split("\0") if p]
    except (OSError, subprocess.SubprocessError):
        skip = ("build", "node_modules", "dist")
        return [
            p.relative_to(root).as_posix()
            for p in root.rglob("*")
            if p.is_file()
            and not any(part.startswith(".") or part in skip or part.endswith(".egg-info")
                        for part in p.relative_to(root).parts)
        ]


def repository_checker(
    root: Path,
) -> tuple[list[str], Callable[[str], bool], Callable[[str], str]]:
    """The Markdown files to check, and how to test existence of / read a repository path."""
    files = tracked_files(root)
    known = set(files)
    for f in files:
        parent = PurePosixPath(f).parent
        while str(parent) != ".":
            known.add(str(parent))
            parent = parent.parent
    # A file staged for deletion but still listed would break a clone: require it on disk too.
    def exists(rel: str) -> bool:
        return rel.rstrip("/") in known and (root / rel).exists()

    def read(rel: str) -> str:
        return (root / rel).read_text(encoding="utf-8")

    return [f for f in files if f.endswith(".md")], exists, read


# ---- the repository -------------------------------------------------------------------


def test_every_tracked_markdown_file_links_inside_the_repository():
    markdown, exists, read = repository_checker(ROOT)
    # Guard against a vacuous pass: the documents this test exists for are found.
    assert {"README.md", "docs/README.md", "docs/rules/modern_art.md"} <= set(markdown)
    problems: list[str] = []
    checked = 0
    for rel in markdown:
        found, n = check_markdown(rel, read(rel), exists, read)
        problems += found
        checked += n
    assert checked >= 20, f"only {checked} links found: is the link parser broken?"
    assert not problems, "\n".join(problems)


def test_readme_links_both_rules_documents():
    _, _, read = repository_checker(ROOT)
    targets = link_targets(split_code(read("README.md"))[0])
    assert "docs/rules/modern_art.md" in targets
    assert "docs/rules/gallerist.md" in targets


# ---- the checker itself (so that the test above can fail) -----------------------------

FILES = {"README.md", "docs", "docs/a.md", "docs/b.md", "protocol", "protocol/spec.md"}
TEXTS = {"docs/b.md": "# Title\n\n## Where the rules are silent: what we do\n\n## Title\n"}


def run_check(rel: str, text: str) -> list[str]:
    return check_markdown(rel, text, FILES.__contains__, TEXTS.__getitem__)[0]


def test_checker_accepts_good_links():
    text = (
        "See [b](b.md), [spec](../protocol/spec.md \"GEI\"), ![pic](./b.md),\n"
        "[web](https://x.org/home/a), [here](#title), [dup](b.md#title-1),\n"
        "[anchor](b.md#where-the-rules-are-silent-what-we-do)\n"
        "and <a href=\"../README.md\">home</a>. Output goes to `/tmp/demo.jsonl`.\n\n"
        "# Title\n"
    )
    assert run_check("docs/a.md", text) == []


def test_checker_reports_missing_escaping_and_absolute_links():
    text = "[x](missing.md) [y](../../outside.md) [z](/etc/passwd) [w](b.md#nowhere)\n"
    problems = run_check("docs/a.md", text)
    assert len(problems) == 4
    assert "not in the repository" in problems[0]
    assert "outside the repository" in problems[1]
    assert "absolute link" in problems[2]
    assert "no heading #nowhere" in problems[3]


def test_checker_reports_machine_paths_and_escaping_paths_in_code():
    text = (
        "Rules: `/work/shared/rules/modern_art.md`.\n"
        "```\ncat /home/someone/notes.txt\n```\n"
        "See `../shared/rules/modern_art.md` and C:\\Users\\me\\x.\n"
    )
    problems = run_check("README.md", text)
    assert sum("absolute machine path" in p for p in problems) == 3
    assert sum("outside the repository" in p for p in problems) == 1


def test_checker_ignores_links_inside_code():
    text = "```\n[x](missing.md)\n```\nInline: `[y](missing.md)`\n"
    assert run_check("docs/a.md", text) == []
