# What the Karuba screen draws outside a decision: the side column of seats,
# a move just played (as the viewer may see it: a secret pair shows only as
# "has chosen"), and the end pages, one per seat, with its scored routes drawn
# on its island and each colour's points.
from engine.games.karuba.score import routes, score
from engine.games.karuba import art
from engine.ui import theme
from engine.games.karuba.words import (
    CHOOSE_BASE, DISCARD_BASE, DONE, PLACE_BASE, cell_text, name_of, route_line, short,
    verb, winner_line)

CHOOSE = 0      # phases, as in the rules module
DISCARD = 1
PLACE = 2
SHOW = 0        # the screen's mode outside a decision

HOLD_CHOSEN_MS = 900
HOLD_REVEAL_MS = 3500
HOLD_DISCARD_MS = 2000
HOLD_PLACE_MS = 1500
HOLD_DONE_MS = 1200


def side(t, v, island_seat):
    phase = v["phase"]
    shown = v["shown"]
    sums = [p[0] + p[1] for p in shown if len(p) == 2]
    low = min(sums) if sums else -1
    for s in range(v["seats"]):
        status = ""
        colour = theme.TEXT_DIM
        if phase == CHOOSE:
            if len(v["chosen"][s]) == 2:
                status = "chosen"
            elif v["turn"] == s:
                status = "choosing"
                colour = theme.ACCENT
            else:
                status = "waiting"     # 7 letters: clear of two big digits
        elif phase in (DISCARD, PLACE) and len(shown[s]) == 2:
            total = shown[s][0] + shown[s][1]
            status = str(shown[s][0]) + "+" + str(shown[s][1]) + "=" + str(total)
            if total == low:
                colour = theme.WARN
            if v["turn"] == s:
                colour = theme.ACCENT
        t.seat_row(s, str(score(v["islands"][s])), status, colour)
    t.point_seat(island_seat)
    if phase == 3:
        t.set_round("Game over")
    else:
        t.set_round("Round " + str(v["round"]) + "/8")


def show_move(screen, state, seat, move, events, viewer):
    human = screen.mode != SHOW and screen.seat == seat
    screen.mode = SHOW
    screen.browse = -1
    screen.revealed = False
    v = screen.game.view(state, viewer)
    screen.view = v
    name = name_of(screen.names, seat)
    colour = theme.SEATS[seat % 6]
    kinds = [e[0] for e in events]
    if "reveal" in kinds:
        screen.show_reveal(v)
        must = [name_of(screen.names, s) for s in v["must_discard"]]
        screen.reveal.footer("Lowest sum: " + ", ".join(must), "discards one of two" if len(must) == 1
                             else "each discard one of two", theme.WARN)
        screen.revealed = human
        if human:
            screen.reveal.footer("Lowest sum: " + ", ".join(must), "A: go on", theme.WARN)
        return 0 if human else HOLD_REVEAL_MS
    if move >= CHOOSE_BASE:
        screen.show(state, viewer)
        t = screen.table
        if seat == viewer:
            m = move - CHOOSE_BASE
            t.message("Chosen", str(m // 100) + "+" + str(m % 100) + "=" + str(m // 100 + m % 100),
                      "", "", colour)
        else:
            t.message(short(name), "has chosen", "", "", colour)
        return 0 if human else HOLD_CHOSEN_MS
    if move >= PLACE_BASE or move == DONE:
        screen.mode = SHOW
        screen.island_view(v, seat)
        t = screen.table
        t.draw_hand(own_hand(v, viewer)[0] if seat == viewer else ())
        if move == DONE:
            drops = [str(e[2]) for e in events if e[0] == "drop"]
            t.message(short(name), "are done" if name == "You" else "is done",
                      (verb(name, "drops") + " " + " and ".join(drops))
                      if drops else "", "", colour)
            hold = HOLD_DONE_MS
        else:
            m = move - PLACE_BASE
            x, y = t.cell_xy(m % 100)
            t.mark.place(x, y, colour)
            t.message(short(name), "places " + str(m // 100), verb(name, "places") + " "
                      + str(m // 100) + " at " + cell_text(m % 100), "", colour)
            hold = HOLD_PLACE_MS
        if "round_end" in kinds:
            t.message(t.big.text, t.small.text, t.line1.text,
                      "Game over" if v["phase"] == 3 else "Round " + str(v["round"]) + " begins",
                      colour)
        return 0 if human else hold
    # A discard: the reveal page with the card greyed.
    screen.show_reveal(v)
    screen.reveal.footer(verb(name, "discards") + " " + str(move - DISCARD_BASE), "", colour)
    return 0 if human else HOLD_DISCARD_MS

def result_page(screen, state, page):
    g = screen.game
    t = screen.table
    # the pages' lines are made first, before this page's scratch, and kept
    # from page to page (device RAM: made after it, they lay wherever the
    # scratch left room)
    t.result_mode(True)
    seats = g.view(state, 0)["seats"]
    if page < 0 or page >= seats:
        return False
    v = g.view(state, page)
    screen.mode = SHOW
    screen.browse = -1
    screen.island_view(v, page, results=True)
    island = v["islands"][page]
    found = routes(island)
    t.show_routes(island, found)
    totals = g.totals(state)
    winners = g.winners(state)
    for s in range(seats):
        t.seat_row(s, str(totals[s]), "wins" if s in winners else "",
                   theme.ACCENT if s in winners else theme.TEXT_DIM)
    more = "A: next" if page + 1 < seats else "A: table"
    t.set_round(str(page + 1) + "/" + str(seats) + " " + more)
    name = name_of(screen.names, page)
    t.result_line(0, name + ": " + str(totals[page]) + " points", theme.SEATS[page % 6])
    for c in range(4):
        status, points, cells = found[c]
        t.result_line(1 + c, route_line(island, c, found[c]),
                      art.COLOURS[c] if points else theme.TEXT_DIM)
    best = totals[winners[0]]
    t.result_line(5, winner_line(screen.names, winners, best), theme.ACCENT)
    return True


def own_hand(v, seat):
    """The hand row as `seat` sees it, with the picked/dimmed indices."""
    hand = sorted(v["hand"])
    chosen = sorted(v["chosen"][seat])
    if v["phase"] == CHOOSE:  # the hand with the picked pair marked
        cards = sorted(hand + chosen)
        picked = [i for i in range(len(cards)) if cards[i] in chosen]
        return cards, picked, ()
    cards = chosen + hand
    return cards, (), [i for i in range(len(chosen), len(cards))]
