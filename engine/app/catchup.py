# The hot-seat catch-up: with more than one human, each human is told, after
# the hand-over, what the other seats did since that human last decided. The
# words come from the game's story module (engine/games/SCREEN.md), built from
# the listener's own views, so they never name a card that view hides. Loaded
# only for a hot-seat match (device RAM): solo play never imports it.
import gc

from engine.games import load
from engine.ui.forget import forget

KEPT = 12       # lines kept per listener (the latest)


class CatchUp:
    def __init__(self, match, lines=None):
        """lines: what each seat is to be told, kept while the in-game menu
        showed without this module (engine/app/match.py); None: nothing yet."""
        self.match = match
        self.story = load(match.index, "story")
        if lines is None:
            self.reset()
        else:
            self.lines = lines

    def reset(self):
        """A new round: nothing to tell yet."""
        self.lines = [[] for _ in self.match.seats]

    def befores(self, seat, move):
        """Each other human, with its view from before seat's move when the
        story needs it (a view is a heap block the bots may want)."""
        m = self.match
        need = self.story.needs_before(m.game, move)
        return [(v, m.game.view(m.state, v) if need else None)
                for v in range(len(m.seats)) if m.seats[v] == 0 and v != seat]

    def narrate(self, seat, move, events, befores):
        """Adds the move, in words from each other human's views, to what that
        human is told next. A line starting with "," goes on the mover's last
        line ("Player 1 plays blue 7, draws from the deck")."""
        m = self.match
        for v, before in befores:
            after = m.game.view(m.state, v)
            text = self.story.tell(m.game, m.names, before, after, seat, move, events)
            lines = self.lines[v]
            for part in text.split("\n") if text else ():
                if part[:1] != ",":
                    lines.append((seat, part))
                elif lines and lines[-1][0] == seat:
                    lines[-1] = (seat, lines[-1][1] + part)
                else:
                    lines.append((seat, m.names[seat] + part[1:]))
            del lines[:-KEPT]

    def clear(self, seat):
        """seat decides now: it has been told."""
        # emptied in place: a new list made at each turn lay wherever the
        # last allocations had left room, through the turn (device RAM)
        del self.lines[seat][:]

    def hand_over(self, seat):
        """The hand-over screen to `seat`, then what the others did (the match's
        hand_over: hot-seat code, in memory only for a hot-seat match). The
        hand-over's code (engine/app/handoff.py) and screen are loaded for it
        and let go after it."""
        match = self.match
        # The hand-over hides the table, and the story pages show over the
        # hand-over screen: the table's screen is let go while they show and
        # made again for the turn (as for the rules pages). Without it the
        # hand-over and the story were Digging's low point in hot-seat play.
        if match.screen is not None:
            match.drop_screen()
        from engine.app.handoff import hand_over

        hand_over(match, [line for _, line in self.lines[seat]], seat)
        hand_over = None
        match.app.show(None)
        match.handover = None
        forget("engine.app.handoff")
        forget("engine.ui.handover")
        gc.collect()
        match.new_screen()
