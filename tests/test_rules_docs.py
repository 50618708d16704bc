# The project carries its own rules: one page per game in docs/rules/, linked
# from the README, with the same facts as the in-game rules pages, and with
# worked examples that the engine agrees with. Nothing points outside the
# repository.
import os
import subprocess

import pytest

from engine.games import GAMES, load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = {"lost_cities": "lost-cities", "gold": "gold", "karuba": "karuba", "digging": "digging"}

# Facts each game's docs page and in-game page must both state (lower case).
SAME_FACTS = {
    "lost_cities": ["2 to 10", "wager", "8 or more cards", "not multiplied", "= 18",
                    "the card you just discarded", "strictly", "did not start"],
    "gold": ["10 or fewer", "8x8", "two each with 2 players", "more gold cards", "duel",
             "rounds of turns", "as many rounds as there are players"],
    "karuba": ["16 cards", "8 rounds", "lowest sum", "never turned", "along a whole side", "shortest",
               "blocks", "= 13", "reconstruction"],
    "digging": ["1+3", "60", "one more turn", "gold 3, silver 2, copper 1", "first chest was a double",
                "= 30", "the defenders keep", "one fight at a time", "pass only when"],
}


def page(name):
    with open(os.path.join(ROOT, "docs", "rules", PAGES[name] + ".md")) as file:
        return file.read()


def in_game(name):
    index = [row[0] for row in GAMES].index(name)
    return load(index, "help").TEXT


def squash(text):
    # Markdown emphasis, the typographic minus and line breaks do not change a fact.
    return " ".join(text.replace("**", "").replace("−", "-").replace(" × ", "x").replace("×", "x")
                    .lower().split())


def test_every_game_has_a_rules_page_linked_from_the_readme():
    readme = open(os.path.join(ROOT, "README.md")).read()
    assert sorted(PAGES) == sorted(row[0] for row in GAMES)
    for name in PAGES:
        text = page(name)
        headings = [line.lower() for line in text.splitlines() if line.startswith("## ")]
        for section in ("set-up", "turn", "scoring", "match"):
            assert [h for h in headings if section in h] or (section == "turn" and "## a round" in headings), \
                (name, section)
        assert "Not in the printed rules" in text, name
        assert "](docs/rules/%s.md)" % PAGES[name] in readme, name


@pytest.mark.parametrize("name", sorted(SAME_FACTS))
def test_docs_and_in_game_pages_say_the_same(name):
    doc = squash(page(name))
    short = squash(in_game(name))
    for fact in SAME_FACTS[name]:
        fact = fact.lower()
        if fact.startswith("= "):
            # a worked example's result: "= **18**" in the docs, "= 18." in-game
            assert fact in doc and fact in short, (name, fact)
            continue
        assert fact in doc, ("docs page lacks", name, fact)
        assert fact in short, ("in-game page lacks", name, fact)
    # Every "(console)" choice in-game is a marked interpretation in the docs.
    assert short.count("(console)") >= 1 and doc.count("not in the printed rules") >= short.count("(console)") // 2


def test_nothing_in_the_project_points_outside_it():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    if not files:
        pytest.skip("not a git checkout")
    bad = []
    for name in files:
        if name.endswith((".png", ".bin", ".zip")):
            continue
        try:
            text = open(os.path.join(ROOT, name), encoding="utf-8").read()
        except (OSError, UnicodeDecodeError):
            continue
        for needle in ("../shared", "/work/", "shared/rules", "seeds/"):
            if needle in text and name != "tests/test_rules_docs.py":
                bad.append((name, needle))
    assert bad == []


def test_the_digging_examples_hold():
    from engine.games.digging import cards as dc

    def mine(*cards):
        return [dc.parse_card(card) for card in cards]

    assert dc.mine_value(mine("Mg", "Dg", "Cg", "Cg", "Cg")) == 30
    assert dc.mine_value(mine("Ms", "Cs", "Ds")) == 6
    assert dc.mine_value(mine("Mc")) == 0


def test_the_gold_example_holds():
    from engine.games.gold import rules as g

    s = g.new(3, 1)
    gold = [c for c in range(69) if g.KIND[c] == g.GOLD]
    by_value = {v: [c for c in gold if g.VALUE[c] == v] for v in (1, 2, 3, 4)}
    anna = [by_value[4][0], by_value[3][0], by_value[3][1], by_value[1][0]]
    ben = [by_value[4][1], by_value[4][2], by_value[3][2]]
    cleo = [by_value[3][3], by_value[2][0], by_value[2][1]]
    s.gold = [anna, ben, cleo]
    assert g.scores(s) == [11, 11, 7]
    assert g.round_winners(s) == [0]


def test_the_screenshots_are_all_at_one_size_and_the_readme_finds_them():
    from PIL import Image

    folder = os.path.join(ROOT, "docs", "screens")
    sizes = {}
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".png"):
                with Image.open(os.path.join(root, name)) as image:
                    sizes[os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/")] = image.size
    assert sizes and set(sizes.values()) == {(240, 240)}, sizes  # 1x: the device's own pixels
    readme = open(os.path.join(ROOT, "README.md")).read()
    for part in readme.split("](docs/screens/")[1:]:
        assert part.split(")")[0] in sizes


def test_every_link_in_the_readme_and_docs_finds_its_file():
    # The README is a product page that sends readers into docs/; a page moved
    # or renamed must not leave a dead link behind.
    import re

    pages = ["README.md", os.path.join("tools", "lab", "README.md")]
    for folder, _, names in os.walk(os.path.join(ROOT, "docs")):
        pages += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names if n.endswith(".md")]
    dead = []
    for name in pages:
        text = open(os.path.join(ROOT, name), encoding="utf-8").read()
        for target in re.findall(r"\]\(([^)#\s]+)", text):
            if "://" in target:
                continue
            if not os.path.exists(os.path.normpath(os.path.join(ROOT, os.path.dirname(name), target))):
                dead.append((name, target))
    assert len(pages) >= 8 and dead == []


def test_the_readme_stays_a_product_page():
    # Measurements and lab notes live in docs/; the README says what a player
    # or maker needs and links the rest.
    lines = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read().splitlines()
    assert len(lines) <= 350
    for page in ("docs/memory.md", "docs/bench.md", "docs/lab.md", "docs/testing.md"):
        assert "](%s)" % page in "\n".join(lines), page
