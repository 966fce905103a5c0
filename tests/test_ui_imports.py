"""The shell's modules import one another in one direction only: no module of `ui/` reaches
itself again through the modules it imports (issue 15, the shell's structure). Every import
counts, at the top of a module, inside a function (the lazily built screens) or for the type
checker only: the instructor and exam screens once closed a circle through `main_window`."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "ui"


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ui_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(UI.rglob("*.py"))}


def imported(path: Path, modules: set[str]) -> set[str]:
    """The `ui` modules a file imports, anywhere in it (`from ui.views import x` names the
    module `ui.views.x` when there is one)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {name for name in found if name in modules}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module, or a module importing itself
    (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_circle_and_only_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}, "f": set()}
    assert sorted(cycles(graph)) == [["a", "b", "c"], ["e"]]


def test_no_module_of_the_shell_imports_itself_back() -> None:
    modules = ui_modules()
    names = set(modules)
    graph = {name: imported(path, names) - {name} for name, path in modules.items()}
    assert "ui.main_window" in graph and "ui.views.exam_view" in graph["ui.main_window"]
    assert cycles(graph) == []
