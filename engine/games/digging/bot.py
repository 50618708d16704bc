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
from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN,
                                        split_move, mine_value)
from engine.games.digging.bot_info import Knowledge
from engine.games.digging.rules import legal_from_view
from engine.games.digging.bot_score import score

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
            return easy_choice(view, moves, rng)
        hard = self.level in ("hard", "hard-2026")
        k = Knowledge(view, hard, self.memory, self.level == "hard")
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


def easy_choice(view, moves, rng):
    me = view["seat"]
    plays = [m for m in moves if split_move(m)[0] != GIVE]
    if not plays:
        return moves[0]
    if rng.chance(1, 5):
        return rng.choice(plays)
    opens = view["open"]
    fight = view["fight"]
    best = None
    best_rank = 0
    for move in plays:
        action, card, target = split_move(move)
        rank = 0
        if action == DRAW:
            rank = 2
        elif action == OPEN:
            if target == me and has_metal_chest(view["hand"], card):
                rank = 5
        elif action == JOIN:
            if fight["defend"] + dc.bandit_value(card) > fight["attack"] or (
                    (fight["attacker"] & 1) == (me & 1)
                    and fight["attack"] + dc.bandit_value(card) > fight["defend"]):
                rank = 7
        else:
            s, i = target >> 4, target & 15
            value = mine_value(opens[s][i][0])
            ours = (s & 1) == (me & 1)
            if action == WORK and ours:
                rank = 6
            elif action == CLOSE and ours and (value >= 8 or (view["final_left"] >= 0 and value > 0)):
                rank = 8
            elif action == ATTACK and value >= 6 and rng.chance(1, 3):
                rank = 4
        if rank > best_rank:
            best, best_rank = move, rank
    return best if best is not None else rng.choice(plays)


def has_metal_chest(hand, mine_card):
    for card in hand:
        if dc.is_chest(card) and dc.metal(card) == mine_card:
            return True
    return False
