# The match table (rows: rounds, columns: seats, a totals row) and the
# winners' announcement. One label per column keeps the label count small.
import displayio

from engine.ui import theme
from engine.ui.widgets import background, box, label, wrap

MAX_ROWS = 6  # rounds shown; older rounds scroll off the top


def _cell(value, width):
    text = str(value)
    return " " * max(0, width - len(text)) + text


def seat_short(names, seat, room=3):
    """A column head of at most `room` characters: "Bot 2", "B2", "You"."""
    name = names[seat]
    if len(name) <= room:
        return name
    if room >= 5 and name.startswith("Player"):
        return "P " + str(seat + 1)
    return name[0] + str(seat + 1)


class MatchTable:
    def __init__(self, names, rounds, totals, footer, title="Match"):
        """rounds: list of per-seat score lists; totals: per-seat totals."""
        n = len(names)
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.group.append(label(title, 120, 4, theme.ACCENT, anchor=(0.5, 0)))
        wide = n <= 4
        scale = 2 if wide else 1
        col_w = 7 if n <= 2 else 4
        char_w = 6 * scale
        first = rounds[-MAX_ROWS:]
        skip = len(rounds) - len(first)
        heads = ["  "]
        lines = []
        for i in range(len(first)):
            lines.append("R" + str(skip + i + 1))
        heads += lines
        heads.append("")
        heads.append("Tot")
        top = 34
        left = 4
        self.group.append(label("\n".join(heads), left, top, theme.TEXT_DIM, scale=scale))
        x = left + 3 * char_w
        line_h = 12 * scale
        rule_y = top + line_h * (len(first) + 1) + line_h // 2
        rule, _ = box(4, rule_y, 232, 4, theme.PANEL_HI)
        self.group.append(rule)
        for seat in range(n):
            cells = [_cell(seat_short(names, seat, col_w - 1), col_w)]
            for scores in first:
                cells.append(_cell(scores[seat], col_w))
            cells.append("")
            cells.append(_cell(totals[seat], col_w))
            color = theme.SEATS[seat % len(theme.SEATS)]
            self.group.append(label("\n".join(cells), x, top, color, scale=scale))
            x += col_w * char_w + (char_w if not wide else 0)
        self.group.append(label(footer, 120, 240 - 26, theme.TEXT, anchor=(0.5, 0)))


def _team(names, side):
    """ "You+Bot 3", "P2+P4": a team's players, short enough for big letters."""
    return "+".join([n if len(n) <= 5 else n[0] + n[-1] for n in (names[side], names[side + 2])])


def winners_text(names, winners, teams=False):
    if len(winners) == len(names):
        return "A draw!"
    if teams:
        side = winners[0] % 2
        mine = "You" in (names[side], names[side + 2])
        return ("Your team" if mine else "Team " + "AB"[side]) + " wins!\n" + _team(names, side)
    if len(winners) == 1:
        who = names[winners[0]]
        return "You win!" if who == "You" else who + " wins!"
    return " & ".join([names[w] for w in winners]) + " share the win!"


class Winners:
    def __init__(self, names, winners, totals, teams=False):
        """teams: seats 1+3 and 2+4 play as teams A and B (one total each)."""
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        solo = len(winners) == 1 or (teams and len(winners) < len(names))
        color = theme.SEATS[winners[0] % len(theme.SEATS)] if solo else theme.ACCENT
        band, _ = box(0, 24, 240, 72, color)
        self.group.append(band)
        lines = wrap(winners_text(names, winners, teams), 18)[:2]
        self.group.append(label("\n".join(lines), 120, 36 if len(lines) > 1 else 48, theme.BG, anchor=(0.5, 0)))
        # one line per seat (per team), name and total, in the seat's colour
        rows = []
        for seat in range(2 if teams else len(names)):
            rows.append(("AB"[seat] + " " + _team(names, seat)) if teams else names[seat])
        scale = 2 if len(rows) <= 4 else 1
        width = 16 if teams else 10
        for seat in range(len(rows)):
            name = rows[seat]
            text = name + " " * max(1, width - len(name) - len(str(totals[seat]))) + str(totals[seat])
            lab = label(text, 120, 108 + seat * 13 * scale, theme.SEATS[seat % len(theme.SEATS)], scale=scale, anchor=(0.5, 0))
            self.group.append(lab)
        self.group.append(label("A: back to the title", 120, 240 - 16, theme.TEXT_DIM, scale=1, anchor=(0.5, 0)))
