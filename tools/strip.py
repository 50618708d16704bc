"""The console's own .py files as they go onto a board: without comments and
docstrings, every line where it was.

A Pico W's CIRCUITPY drive holds 508 KB and the console's sources are more
than half comments and docstrings, which the board never needs. A stripped
line becomes an empty line, so a traceback on the board names the same line
number as the source in the repository. Strings that are not docstrings stay,
and so does all the code: tests/test_strip.py compares the syntax trees.
"""
import ast
import io
import tokenize

DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstrings(tree):
    """[(docstring's Expr node, its owner)] of a parsed module."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, DOC_OWNERS) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.append((first, node))
    return found


def _comment_starts(text):
    """{line number: column} of every comment (a comment always runs to the line's end)."""
    starts = {}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            starts[token.start[0]] = token.start[1]
    return starts


def strip(text):
    """text (a Python module's source) without comments and docstrings, with
    as many lines as before. A docstring is dropped only where it has its
    lines to itself; a body that held nothing else gets `pass` in its place."""
    lines = text.split("\n")
    for line_no, column in _comment_starts(text).items():
        lines[line_no - 1] = lines[line_no - 1][:column]
    for node, owner in docstrings(ast.parse(text)):
        first, last = node.lineno - 1, node.end_lineno - 1
        # ast counts columns in UTF-8 bytes
        before = lines[first].encode()[:node.col_offset].decode()
        after = lines[last].encode()[node.end_col_offset:]
        if before.strip() or after.strip():
            continue  # shares a line with other code: left as it is
        for index in range(first, last + 1):
            lines[index] = ""
        if len(owner.body) == 1:
            lines[first] = before + "pass"
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n" if lines else ""
