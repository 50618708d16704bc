# Digging bots. They see only their seat's view.
#   random  any legal move (gifts only when nothing else is possible)
#   easy    a short list of greedy rules, and now and then a careless move
#   normal  scores every move in points for its team with fixed guesses
#   hard    the same scoring with card counting: bandits and closers already
#           seen, fight odds from the bandits still unseen, the partner's
#           place in the turn order (see bot_score); it closes a mine on
#           its team's last turn (a closer has no later use) and a mine whose
#           fight is already lost, and works no mine the raiders are taking;
#           it values a draw, a raid and a chest more (bot_score's weights)
#   hard-2026  hard as it was on 2026-12-01: a frozen opponent for the
#           bench only (not offered in the set-up menu)
# None of them gives cards while the pile lasts (a gift can never beat
# playing the card yourself then), so every turn draws or plays a card and
# rounds always end.

from engine.rng import Rng
from engine.games.digging.cards import GIVE, split_move
from engine.games.digging.rules import legal_from_view

LEVELS = ("random", "easy", "normal", "hard", "hard-2026")


class Bot:
    def __init__(self, seat, level, seed):
        if level not in LEVELS:
            raise ValueError("unknown level %r" % (level,))
        self.seat = seat
        self.level = level
        self.seed = seed
        # Closed mines lie face down: only hard counts cards, so only hard
        # remembers what each closed mine held when it was last open (and
        # only hard pays the RAM of compiling that module on the device).
        self.memory = None
        if level in ("hard", "hard-2026"):
            from engine.games.digging.bot_memory import ClosedMemory
            self.memory = ClosedMemory()
        # Each level's code is imported only for a bot that plays it: easy's
        # rules (bot_easy) or the scorers (bot_info, bot_score).
        if level == "easy":
            from engine.games.digging.bot_easy import easy_choice
            self.easy = easy_choice
        elif level != "random":
            from engine.games.digging.bot_info import Knowledge
            from engine.games.digging.bot_score import score
            self.knowledge = Knowledge
            self.score = score

    def observe(self, view):
        if self.memory is not None:
            self.memory.observe(view)

    def choose(self, view):
        moves = legal_from_view(view)
        if len(moves) == 1:
            return moves[0]
        # Seeded by the seed and the table as this seat sees it, so the same
        # view gives the same move however the game got there.
        rng = Rng(self.seed + table_key(view))
        if self.level == "random":
            plays = [m for m in moves if split_move(m)[0] != GIVE]
            return rng.choice(plays or moves)
        if self.level == "easy":
            return self.easy(view, moves, rng)
        hard = self.level in ("hard", "hard-2026")
        k = self.knowledge(view, hard, self.memory, self.level == "hard")
        score = self.score
        best = moves[0]
        best_score = -1e9
        noise = 0.01 if hard else 0.4
        for move in moves:
            value = score(k, move, hard) + noise * rng.below(1000) / 1000
            if value > best_score:
                best, best_score = move, value
        return best


def table_key(view):
    """A number that changes with every move this seat can see."""
    key = 7 * view["pile"] + 31 * len(view["discard"]) + 131 * view["hand_sizes"][0]
    key += 1009 * (len(view["gave"]) + len(view["received"]))
    for row in view["open"]:
        for mine in row:
            key = (key * 3 + len(mine[0])) & 0xFFFFFF
    return (key * 5 + view["closed_count"][0] * 2 + view["closed_count"][1]) & 0xFFFFFF
