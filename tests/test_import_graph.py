"""No import circles in ``companion/``, counting the imports inside functions.

An import inside a function still runs, later: a circle hidden that way is still two
modules that need each other, so the code of one of them is in the wrong place.
The graph is read from the source with :mod:`ast` (nothing is imported): an edge
for every ``import`` and ``from … import`` of a ``companion`` module, at the top
of a module or inside a function or class, and none for those under
``if TYPE_CHECKING:`` (read by a type checker only, never run).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import companion

ROOT = Path(companion.__file__).parent


def module_files(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package under ``root``: dotted name → file (a package is its ``__init__.py``)."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING``."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement under ``node`` that runs (at any depth), less those under ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _type_checking(child.test):
            for other in child.orelse:
                yield from _imports_of(other)
            continue
        yield from _imports_of(child)


def _imports_of(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        yield node
    yield from _imports(node)


def _known(name: str, modules: Mapping[str, Path]) -> str | None:
    """The module ``name`` is, or the nearest package holding it (``companion.rules.X`` → ``companion.rules``)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(modules: Mapping[str, Path]) -> dict[str, dict[str, int]]:
    """Module → the ``companion`` modules it imports, each with the line of its first import there.

    ``from package import name`` is an edge to ``package.name`` when that is a module, else to
    ``package`` (its ``__init__``); relative imports are resolved against the importing module.
    """
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: dict[str, int] = {}
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]
            for target in targets:
                known = _known(target, modules)
                if known is not None and known != name:
                    edges.setdefault(known, node.lineno)
        graph[name] = edges
    return graph


def cycles(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """The import circles: each strongly connected part of more than one module, as one circle through it
    (``[a, b, c, a]``), in a stable order. Iterative Tarjan: no recursion limit to meet."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    parts.append(sorted(part))
    return [_circle(part, graph) for part in sorted(parts)]


def _circle(part: Sequence[str], graph: Mapping[str, Mapping[str, int]]) -> list[str]:
    """One circle through the first module of a strongly connected ``part`` (a shortest way back to it)."""
    members = set(part)
    start = part[0]
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node]):
                if child not in members:
                    continue
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [*reversed(path), start]
                if child not in previous:
                    previous[child] = node
                    following.append(child)
        frontier = following
    return [start]


def _said(circle: Sequence[str], graph: Mapping[str, Mapping[str, int]]) -> str:
    """``a (line 3) → b (line 40) → a``: each import of the circle with the line it is on."""
    steps = [f"{a} (line {graph[a][b]})" for a, b in zip(circle, circle[1:])]
    return " → ".join([*steps, circle[-1]])


def test_the_graph_sees_imports_inside_functions(tmp_path: Path) -> None:
    """A circle closed by an import inside a function is found; one under TYPE_CHECKING is not an edge."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import thing\n")
    (package / "b.py").write_text("def thing():\n    from pkg import a\n    return a\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n")
    (package / "d.py").write_text("from . import c\n")
    graph = import_graph(module_files(package))
    assert graph["pkg.b"] == {"pkg.a": 2}
    assert graph["pkg.c"] == {}
    assert graph["pkg.d"] == {"pkg.c": 1}
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.a"]]


def test_no_import_circles() -> None:
    graph = import_graph(module_files())
    found = cycles(graph)
    assert not found, "import circles (put the code where the dependency points one way):\n" + "\n".join(
        _said(circle, graph) for circle in found
    )
