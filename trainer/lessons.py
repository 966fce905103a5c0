"""The lessons: one Markdown text per game and language (`lessons/<lang>/<game>.md`), each
covering every rule id of its game, so that drill feedback can send a trainee from "BJ-10" to
the paragraph that teaches it. One more lesson, `money` ("Money at the table"), belongs to no
game: it teaches the MO rules (chips, rounding) that every game's payouts cite, so that a rule
link "MO-03" in a punto banco or chemin de fer solution has a paragraph to open.

Format, and why. A lesson is plain Markdown (title `#`, sections `##`, bold, lists, tables,
`>` quotations of the decree). Every rule paragraph is preceded, on its own line, by an HTML
anchor named after the rule id and starts with the id in bold:

    <a name="BJ-10"></a>
    **BJ-10 — Payouts.** A win pays 1 to 1...

Qt's own Markdown reader (`QTextDocument.setMarkdown`, Qt 6.12 checked) DROPS raw HTML such as
`<a name>`, so a browser fed with `setMarkdown` could not `scrollToAnchor("BJ-10")`. Qt's HTML
reader keeps `<a name>` anchors and scrolls to them. So this module converts the small Markdown
subset the lessons use into HTML itself (`to_html`, also `Lesson.html()`): the lesson view calls
`browser.setHtml(lesson.html())` and then `browser.scrollToAnchor(rule_id)`. The files stay
ordinary Markdown that any editor or forge renders (anchors included).

The lessons folder is found beside the `trainer` package (`<repo>/lessons`). An editable install
(`pip install -e .`, what `make run` does) maps `trainer` to the source tree, so the path holds
wherever the app is started from; `root=` lets tests use another folder.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

LESSONS_DIR: Final = Path(__file__).resolve().parent.parent / "lessons"
LANGS: Final = ("ca", "es", "en")
FALLBACK_LANG: Final = "en"

# The rule families each lesson must cover (RULES.md): prefix and highest number, in the order
# the lesson is expected to teach them. Chemin de fer carries baccarat à deux tableaux (BD).
# `money` is RULES.md's "Money at the table" (all games), taught after the seven games.
MONEY: Final = "money"
FAMILIES: Final[dict[str, tuple[tuple[str, int], ...]]] = {
    "blackjack": (("BJ", 18),),
    "punto_banco": (("PB", 12),),
    "chemin_de_fer": (("CF", 7), ("BD", 3)),
    "trente_quarante": (("TQ", 7),),
    "boule": (("BO", 5),),
    "roulette": (("RO", 16),),
    "craps": (("CR", 19),),
    MONEY: (("MO", 5),),
}
LESSONS: Final = tuple(FAMILIES)  # every lesson, in the order the lesson view offers them
GAMES: Final = tuple(key for key in LESSONS if key != MONEY)  # the seven games' lessons

_ANCHOR = re.compile(r'<a name="([^"]*)"></a>')
_ANCHOR_LINE = re.compile(r'^<a name="([^"]*)"></a>$')
_LANG = re.compile(r"^[a-z]{2,3}$")


class LessonError(ValueError):
    """A lesson that is missing or malformed; the message names the file and the problem."""


def rule_ids(game: str) -> list[str]:
    """Every rule id a lesson for `game` (or `money`) must cover, in RULES.md order."""
    try:
        families = FAMILIES[game]
    except KeyError:
        raise LessonError(f"no game '{game}'; the lessons are {', '.join(LESSONS)}") from None
    return [f"{prefix}-{n:02d}" for prefix, last in families for n in range(1, last + 1)]


def game_of_rule(rule_id: str) -> str:
    """The lesson that teaches `rule_id` ("BJ-10" -> "blackjack", "MO-03" -> "money")."""
    for game in LESSONS:
        if rule_id in rule_ids(game):
            return game
    raise LessonError(f"'{rule_id}' is not a rule id of RULES.md")


def lesson_url(rule_id: str) -> str:
    """A link for drill feedback: `lesson:<game>#<rule id>` (the anchor is the rule id)."""
    return f"lesson:{game_of_rule(rule_id)}#{rule_id}"


def lesson_path(game: str, lang: str, root: Path | None = None) -> Path:
    """Where the lesson for `game` in `lang` lives (whether or not it exists)."""
    rule_ids(game)  # refuses an unknown game
    if not _LANG.match(lang):
        raise LessonError(f"'{lang}' is not a language code (ca, es, en...)")
    return (root or LESSONS_DIR) / lang / f"{game}.md"


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson as loaded: its text, the rule ids it anchors (in order) and the language it is
    really in; `fallback` is true when the language asked for had no file and English came."""

    game: str
    lang: str
    requested: str
    title: str
    markdown: str
    rule_ids: tuple[str, ...]
    path: Path

    @property
    def fallback(self) -> bool:
        return self.lang != self.requested

    @property
    def missing(self) -> tuple[str, ...]:
        """Rule ids of the game that this lesson does not anchor (empty when complete)."""
        return tuple(r for r in rule_ids(self.game) if r not in self.rule_ids)

    def html(self) -> str:
        return to_html(self.markdown)

    def rule_markdown(self, rule_id: str) -> str:
        """The part of the lesson that teaches `rule_id`: from its anchor to the next anchor or
        heading (its paragraph with the tables, lists and examples under it), so a drill can
        show it beside the feedback without leaving the question. Empty when not anchored."""
        lines = self.markdown.splitlines()
        anchor = f'<a name="{rule_id}"></a>'
        starts = [n for n, line in enumerate(lines) if line.strip() == anchor]
        if not starts:
            return ""
        first, *rest = lines[starts[0] + 1 :] or [""]  # the rule's own line (or heading)
        taken = [first]
        for line in rest:
            if _ANCHOR_LINE.match(line.strip()) or _HEADING.match(line):
                break
            taken.append(line)
        return "\n".join(taken).strip()


def load(game: str, lang: str, root: Path | None = None) -> Lesson:
    """The lesson for `game` in `lang`, or the English one (flagged) when `lang` has none."""
    path = lesson_path(game, lang, root)
    actual = lang
    if not path.is_file():
        path = lesson_path(game, FALLBACK_LANG, root)
        actual = FALLBACK_LANG
        if not path.is_file():
            raise LessonError(f"{path}: lesson missing (no '{lang}' nor English text for {game})")
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(f"{path}: cannot be read: {exc}") from exc
    title, ids = _validate(text, game, path)
    return Lesson(game, actual, lang, title, text, ids, path)


def _validate(text: str, game: str, path: Path) -> tuple[str, tuple[str, ...]]:
    """The title and the anchored rule ids, or a LessonError saying what is wrong and where."""
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), "")
    if not first.startswith("# "):
        raise LessonError(f"{path}: the first line must be the '# ' title")
    allowed = rule_ids(game)
    seen: list[str] = []
    for number, line in enumerate(lines, start=1):
        for rule in _ANCHOR.findall(line):
            where = f"{path}:{number}"
            if rule not in allowed:
                known = "a rule of another game" if _is_rule(rule) else "no rule of RULES.md"
                raise LessonError(f"{where}: anchor '{rule}' names {known} for {game}")
            if rule in seen:
                raise LessonError(f"{where}: anchor '{rule}' appears twice")
            if not _ANCHOR_LINE.match(line.strip()):
                raise LessonError(f"{where}: anchor '{rule}' must stand alone on its line")
            following = lines[number] if number < len(lines) else ""
            if not re.match(rf"^(#{{1,6}}\s+)?(\*\*)?{re.escape(rule)}\b", following):
                raise LessonError(f"{where}: the line after anchor '{rule}' must start with it")
            seen.append(rule)
    return first[2:].strip(), tuple(seen)


def _is_rule(rule_id: str) -> bool:
    return any(rule_id in rule_ids(game) for game in LESSONS)


# --------------------------------------------------------------------------- Markdown to HTML
# The subset the lessons use: headings, paragraphs, bullet and numbered lists, `>` quotations,
# pipe tables, `---` rules, **bold**, *italic*, `code`, [links](#x) and standalone anchors.

_INLINE: Final = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<b>\1</b>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<i>\1</i>"),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)"), r'<a href="\2">\1</a>'),
)
_BULLET = re.compile(r"^[-*] (.*)$")
_NUMBERED = re.compile(r"^\d+\. (.*)$")
_HEADING = re.compile(r"^(#{1,6}) (.*)$")


def inline(text: str) -> str:
    """One line or paragraph of Markdown text as HTML (escaped, then marked up)."""
    out = html.escape(text, quote=False)
    for pattern, replacement in _INLINE:
        out = pattern.sub(replacement, out)
    return out


def to_html(markdown: str) -> str:
    """The lesson as HTML that Qt's rich-text reader shows with every `<a name>` kept."""
    return "\n".join(_blocks(markdown.splitlines()))


def _blocks(lines: Sequence[str]) -> Iterator[str]:
    anchor = ""
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        if not line.strip():
            i += 1
            continue
        if match := _ANCHOR_LINE.match(line.strip()):
            anchor += f'<a name="{html.escape(match.group(1))}"></a>'
            i += 1
            continue
        if match := _HEADING.match(line):
            level = len(match.group(1))
            yield f"<h{level}>{anchor}{inline(match.group(2))}</h{level}>"
            i += 1
        elif line.strip() == "---":
            yield "<hr/>"
            i += 1
        elif line.startswith(">"):
            i, quoted = _take(lines, i, lambda s: s.startswith(">"))
            inner = [q[1:].removeprefix(" ") for q in quoted]
            yield f"<blockquote>{anchor}{''.join(_blocks(inner))}</blockquote>"
        elif line.startswith("|"):
            i, rows = _take(lines, i, lambda s: s.startswith("|"))
            yield _table(rows, anchor)
        elif _BULLET.match(line) or _NUMBERED.match(line):
            i, items = _list_items(lines, i)
            tag = "ul" if _BULLET.match(line) else "ol"
            body = "".join(f"<li>{inline(item)}</li>" for item in items)
            yield f"{anchor}<{tag}>{body}</{tag}>"
        else:
            i, para = _take(lines, i, _is_paragraph_line)
            yield f"<p>{anchor}{inline(' '.join(p.strip() for p in para))}</p>"
        anchor = ""
    if anchor:
        yield f"<p>{anchor}</p>"


def _is_paragraph_line(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not (
        _HEADING.match(line)
        or _ANCHOR_LINE.match(stripped)
        or line.startswith((">", "|"))
        or _BULLET.match(line)
        or _NUMBERED.match(line)
        or stripped == "---"
    )


def _take(lines: Sequence[str], i: int, keep: Callable[[str], bool]) -> tuple[int, list[str]]:
    taken: list[str] = []
    while i < len(lines) and keep(lines[i].rstrip()):
        taken.append(lines[i].rstrip())
        i += 1
    return i, taken


def _list_items(lines: Sequence[str], i: int) -> tuple[int, list[str]]:
    """List items; an indented line continues the item above it."""
    items: list[str] = []
    while i < len(lines):
        line = lines[i].rstrip()
        if match := _BULLET.match(line) or _NUMBERED.match(line):
            items.append(match.group(1).strip())
        elif items and line.startswith("  ") and line.strip():
            items[-1] += " " + line.strip()
        else:
            break
        i += 1
    return i, items


def _table(rows: Sequence[str], anchor: str) -> str:
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    if len(cells) > 1 and all(set(c) <= set(":- ") and c for c in cells[1]):
        head, body = cells[0], cells[2:]
    else:
        head, body = [], cells
    out = [f'{anchor}<table border="1" cellpadding="4" cellspacing="0">']
    if head:
        out.append("<tr>" + "".join(f"<th>{inline(c)}</th>" for c in head) + "</tr>")
    out.extend("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>" for row in body)
    out.append("</table>")
    return "".join(out)
