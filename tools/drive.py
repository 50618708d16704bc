"""Pressing the console's menus from a script: the set-up screen's seat rows
and the title's game rows. Shared by the tests (tests/app_driver.py) and the
fuzzer (tools/fuzz.py), so both reach a game the way a player does.

Each function is a generator of button names (one per frame) that reads the
screen between presses: the caller runs one frame per name it yields."""


def go(menu, row):
    """UP/DOWN presses until the menu's cursor is on `row`."""
    for _ in range(20):
        if menu.index == row:
            return
        yield "DOWN" if menu.index < row else "UP"
    raise AssertionError("set-up row %d cannot be reached" % row)


def title_row(title, row):
    """DOWN presses (wrapping) until the title menu is on `row`, then A."""
    menu = title.menu
    for _ in range((row - menu.index) % menu.count):
        yield "DOWN"
    yield "A"


def set_up(setup, kinds):
    """On the set-up screen: len(kinds) seats, seat i of kind kinds[i] (0 human,
    1 easy, 2 normal, 3 hard bot), then Start."""
    count = len(kinds)
    menu = setup.menu
    if setup.low != setup.high:
        yield from go(menu, 0)
        while setup.count != count:
            yield "RIGHT" if setup.count < count else "LEFT"
    for seat in range(count):
        yield from go(menu, seat + 1)
        for _ in range((kinds[seat] - setup.kinds[seat]) % 4):
            yield "RIGHT"
    yield from go(menu, count + 1)
    yield "A"
