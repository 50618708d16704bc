# The easy Digging bot's choice (engine/games/digging/bot.py): a short list
# of greedy rules, and now and then a careless move. Imported only for an
# easy bot, so that a game without one keeps this code off the heap.
from engine.games.digging import cards as dc
from engine.games.digging.cards import DRAW, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN, split_move, mine_value


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
