"""tools/strip.py: the console's .py files lose comments and docstrings on the
way to the board, and nothing else: the same code, on the same lines."""
import ast

from tools import deploy, strip


def without_docstrings(tree):
    """The tree as it should read once its docstrings are gone: a body that
    held only its docstring holds `pass` on the docstring's line."""
    for node, owner in strip.docstrings(tree):
        owner.body.remove(node)
        if not owner.body:
            owner.body.append(ast.Pass(lineno=node.lineno, col_offset=node.col_offset,
                                       end_lineno=node.lineno, end_col_offset=node.col_offset + 4))
    return tree


def positions(tree):
    return [(type(node).__name__, node.lineno, node.col_offset)
            for node in ast.walk(tree) if hasattr(node, "lineno")]


def check(text):
    stripped = strip.strip(text)
    expected = without_docstrings(ast.parse(text))
    got = ast.parse(stripped)
    assert ast.dump(got) == ast.dump(expected)
    assert positions(got) == positions(expected)
    assert len(stripped.splitlines()) <= len(text.splitlines())
    return stripped


def test_every_project_file_keeps_its_code_and_its_line_numbers():
    checked = 0
    for source, dest in deploy.project_files():
        if not dest.endswith(".py") or dest.startswith("lib/"):
            continue
        with open(source, encoding="utf-8") as file:
            text = file.read()
        stripped = check(text)
        assert not [line for line in stripped.splitlines() if line.lstrip().startswith("#")], dest
        assert len(stripped) < len(text) or not text.strip(), dest
        checked += 1
    assert checked > 50


def test_comments_and_docstrings_go_strings_stay():
    text = (
        '"""Module doc."""\n'
        "# a comment line\n"
        "import os  # why os\n"
        "\n"
        "class Empty(Exception):\n"
        '    """Only a docstring: pass takes its place."""\n'
        "\n"
        "def f(x):\n"
        '    """Doc with a × and\n'
        '    two lines."""\n'
        '    text = "# not a comment"\n'
        '    """a string statement that is not the first: kept"""\n'
        "    return (x +  # inside brackets\n"
        "            1)\n"
        "\n"
        "def g(): return 1  # one line\n"
    )
    stripped = check(text)
    lines = stripped.split("\n")
    assert lines[0] == "" and lines[1] == ""
    assert lines[2] == "import os"
    assert lines[5] == "    pass"
    assert lines[8] == "" and lines[9] == ""
    assert lines[10] == '    text = "# not a comment"'
    assert lines[11] == '    """a string statement that is not the first: kept"""'
    assert lines[12] == "    return (x +"
    assert lines[15] == "def g(): return 1"


def test_a_docstring_sharing_its_line_with_code_is_kept():
    text = 'def f(): "doc"; return 1\n'
    assert strip.strip(text) == text
