# The fight lines of the Digging centre panel (25 columns): an open fight
# (the mine, the raider's total against the defence, who may still add a
# bandit), or the outcome of the last one, kept until the next attack.
from engine.games.digging import cards as dc
from engine.ui import theme
from engine.games.digging.art import METAL_NAMES
from engine.ui.words import name_of


def tiny(names, seat, viewer, possessive=False):
    """A short name for the centre panel: "You"/"your", "B2"/"B2's"."""
    if seat == viewer:
        return "your" if possessive else "You"
    name = name_of(names, seat)
    if len(name) > 3:
        name = name[0] + name[-1]
    return name + "'s" if possessive else name


def fight_panel(names, v, last):
    """(title, line 2, line 3, title colour) for a view's fight; `last` is
    the kept outcome of the last fight (or None)."""
    f = v["fight"]
    me = v["seat"]
    if f is None:
        return last if last else ("No fight", "", "", theme.TEXT_DIM)
    s, i = f["target"]
    metal = METAL_NAMES[v["open"][s][i][0][0]]
    raider = tiny(names, f["attacker"], me)
    score = (" attack: " if raider == "You" else " attacks: ") + str(f["attack"]) + " v " + str(f["defend"])
    if f["may_add"]:
        more = "May add: " + ", ".join([tiny(names, k, me) for k in f["may_add"]])
    else:
        more = "Nobody may add: settles now"
    return "FIGHT for " + tiny(names, s, me, True) + " " + metal, raider + score, more, theme.WARN


def settled(names, after, fight, viewer):
    """(kept outcome lines, (seat, mine) where the mine stands now or None)
    for a ("fight", result, attacker, s, i, attack, defence) event."""
    result, attacker, s, i = fight[1], fight[2], fight[3], fight[4]
    score = str(fight[5]) + " attack v " + str(fight[6]) + " defence"
    if result == "won":
        colour = theme.OK if dc.team(attacker) == dc.team(viewer) else theme.WARN
        lines = ("Last fight: mine taken", score, "now " + tiny(names, attacker, viewer, True) + " mine",
                 colour)
        return lines, (attacker, len(after["open"][attacker]) - 1)
    if result == "lost":
        colour = theme.OK if dc.team(s) == dc.team(viewer) else theme.WARN
        keeper = "you" if s == viewer else tiny(names, s, viewer)
        return ("Last fight: mine kept", score, "stays with " + keeper, colour), (s, i)
    return ("Last fight: mine closed", "its bandits are gone", "", theme.TEXT), None


def round_over_lines(v):
    us = v["seat"] & 1
    return ("Round over", "Us " + str(v["points"][us]) + "  Them " + str(v["points"][1 - us]),
            "A: scoring", theme.ACCENT)
