# How much a Digging move is worth to the mover's team, in points, for the
# "normal" and "hard" bots. "hard" counts cards and works out fight odds from
# the bandits still unseen; "normal" uses fixed guesses.

from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN,
                                        split_move, mine_value)
from engine.games.digging.bot_info import value_after

# Hard's weights where they differ from hard-2026's (in brackets), tuned on
# hard+hard vs hard-2026 matches for issue 13 (1000 seeded matches, three seed
# sets): a draw is worth 1.8 (1.0: a card in hand keeps its options, and
# drawing more won most, 62-64% with the rest, where 1.0 won 54-57%), a raid won
# 3 x the mine's value (2), a chest laid 1.0 x its points (0.7), and an unraided
# mine of ours runs a raid risk of 0.3 while we hold a closer (0.15).
DRAW_VALUE = (1.0, 1.8)
RAID_GAIN = (2.0, 3.0)
WORK_GAIN = (0.7, 1.0)
RAID_RISK = (0.15, 0.3)


def fight_win(k, hard, lead, joiners):
    """P(the attackers win) with `lead` = attackers' total - defenders' total."""
    if hard:
        return k.fight_odds(lead, joiners)
    # Normal: every opponent still to come adds a 6, the partner nothing.
    attacker = k.view["fight"]["attacker"] if k.view["fight"] else k.me
    for s in joiners:
        if (s & 1) != (attacker & 1):
            lead -= 6
    return 1.0 if lead > 0 else 0.0


def keep_odds(k, hard, s, i, value):
    """P(an open mine of ours is still ours and closed by the round's end) if
    we leave it open now."""
    fight = k.view["fight"]
    p = 1.0
    if fight is not None and fight["target"] == (s, i):
        joiners = fight["may_add"][1:] if fight["may_add"][:1] == [k.me] else fight["may_add"]
        p = 1.0 - fight_win(k, hard, fight["attack"] - fight["defend"], joiners)
        if k.my_x == 0 and p < 0.5:
            p += (1.0 - p) * k.p_mate_x * 0.8
    elif value >= 4:
        raid = RAID_RISK[k.fixed] if k.my_x else 0.4
        if hard:
            raid *= 1.6 * sum(k.odds((k.me + 1) % 4)[7:])
        p -= raid
    # Closing needs a turn and a closer each: crowded endings lose mines.
    need = 0
    for entry in k.own:
        if entry[3] > 0 or len(entry[2]) > 1:
            need += 1
    turns = k.turns - 1
    if k.final >= 0:
        mate_left = k.final > 2
        return p * (0.4 if mate_left and k.p_mate_x > 0.3 else 0.0)
    if need > turns + 1:
        p *= 0.5
    elif need > turns:
        p *= 0.8
    return p


def team_last_turn(k):
    """True on the last turn the team has: the pile is gone and the partner
    has already played its last turn (final_left counts turns, this one
    included; the partner plays two turns later)."""
    return k.final >= 0 and k.final <= 2


def raid_odds(k, hard, s, i):
    """P(the fight on our mine (s, i) takes it) if this seat adds nothing; 0
    when no fight is on that mine."""
    fight = k.view["fight"]
    if fight is None or fight["target"] != (s, i):
        return 0.0
    joiners = fight["may_add"][1:] if fight["may_add"][:1] == [k.me] else fight["may_add"]
    return fight_win(k, hard, fight["attack"] - fight["defend"], joiners)


def closer_cost(k):
    if k.fixed and team_last_turn(k):
        return 0.0       # no later turn of ours can use it: closing is free
    if k.my_x >= 2:
        return 0.8
    best = 0
    for entry in k.own:
        best = max(best, entry[3])
    return 1.5 + 0.3 * best


def score(k, move, hard):
    action, card, target = split_move(move)
    if action == DRAW:
        return DRAW_VALUE[k.fixed]
    if action == GIVE:
        return give_score(k, card)
    if action == OPEN:
        return open_score(k, card, target)
    s, i = target >> 4, target & 15
    if action == JOIN:
        s, i = k.view["fight"]["target"]
    cards = k.view["open"][s][i][0]
    value = mine_value(cards)
    ours = (s & 1) == k.side
    if action == WORK:
        v = work_score(k, card, cards, value, ours)
        if ours and k.fixed:
            # A chest on a mine the raiders are taking is a chest for them.
            lost = raid_odds(k, hard, s, i)
            if lost > 0.0:
                gain = value_after(cards, card) - value
                v = v * (1.0 - lost) - lost * gain
        return v
    if action == CLOSE:
        if ours:
            keep = keep_odds(k, hard, s, i, value)
            v = value - keep * (value + k.growth(cards)) - closer_cost(k) + 0.01
            if k.fixed:
                # Left open, a raided mine is theirs to close (they paid
                # bandits for it): closing it now also keeps its points from them.
                v += value * raid_odds(k, hard, s, i)
            return v
        return close_theirs(k, hard, s, i, cards, value)
    if action == ATTACK:
        return attack_score(k, hard, card, cards, value)
    return join_score(k, hard, card, value)


def give_score(k, card):
    # Every card can be played on any display, so a gift only helps when the
    # partner still acts after this seat's last turn (feeding it closers and bandits).
    if k.final < 0:
        return -5.0
    if k.final >= 3:
        # The partner still plays after this seat: a closer may secure one of
        # our mines there, a bandit may still swing a fight.
        if card == dc.CLOSER:
            return 0.5
        if dc.is_bandit(card):
            return 0.2 + 0.01 * dc.bandit_value(card)
    return 0.0


def open_score(k, card, target):
    if (target & 1) != k.side:
        return -10.0
    if k.final >= 0:
        return -1.0
    mv = dc.METAL_VALUES[card]
    units = 0
    for c in k.hand:
        if dc.is_chest(c) and dc.metal(c) == card:
            units += 2 if c >= dc.DOUBLE else 1
    empty = 0
    for entry in k.own:
        if entry[2][0] == card and len(entry[2]) == 1:
            empty += 1
    bonus = 0.01 if target == k.me else 0.0
    if empty:
        return 0.2 * units - 1.0 + bonus
    return 0.4 + 0.5 * mv * units + bonus


def work_score(k, card, cards, value, ours):
    if not ours:
        return -10.0
    gain = value_after(cards, card) - value
    if len(cards) == 1 and card < dc.DOUBLE and (dc.DOUBLE + cards[0]) in k.hand:
        gain -= dc.METAL_VALUES[cards[0]] * 3  # the double should go first
    if k.final >= 0:
        return gain * 0.3 if k.final > 2 and k.p_mate_x > 0.3 else -0.5
    if k.turns <= 2 and k.my_x == 0:
        gain *= 0.6
    return 0.6 + gain * WORK_GAIN[k.fixed]


def close_theirs(k, hard, s, i, cards, value):
    fight = k.view["fight"]
    if fight is not None and fight["target"] == (s, i):
        return -3.0      # our raid is on: leave it to the bandits
    if k.final >= 0 or k.turns <= 2:
        return -5.0 - value
    mv = dc.METAL_VALUES[cards[0]]
    mult = 2 if dc.first_double(cards) else 1
    if len(cards) == 1 and k.unseen[dc.DOUBLE + cards[0]] > 0:
        mult = 1.5
    later = mv * mult * 1.5
    # Killing a mine costs a closer and hands over its value; opponents do
    # not close every mine they open, so hard rarely pays that price.
    p_close = 0.6 if not hard else 0.1 + 0.3 * k.p_opp_x
    return p_close * (value + later) - value - closer_cost(k)


def attack_score(k, hard, card, cards, value):
    if k.final >= 0 or (k.turns <= 2 and k.my_x == 0):
        return -3.0
    b = dc.bandit_value(card)
    p = k.attack_odds[b]
    if p < 0:
        me = k.me
        p = fight_win(k, hard, b, ((me + 1) % 4, (me + 2) % 4, (me + 3) % 4))
        p *= 1.0 - (0.25 * k.p_opp_x if hard else 0.5)
        k.attack_odds[b] = p
    gain = (RAID_GAIN[k.fixed] if hard else 1.6) * value + 1.0
    return p * gain - 1.0 - 0.15 * b


def join_score(k, hard, card, value):
    fight = k.view["fight"]
    b = dc.bandit_value(card)
    joiners = fight["may_add"][1:]
    lead = fight["attack"] - fight["defend"]
    attacking = (fight["attacker"] & 1) == k.side
    before = fight_win(k, hard, lead, joiners)
    after = fight_win(k, hard, lead + b if attacking else lead - b, joiners)
    change = after - before if attacking else before - after
    if k.final >= 0 and fight["attacker"] != k.me:
        change *= 0.3     # an open mine scores nothing at the end
    return change * (1.6 * value + 1.0) - 0.5 - 0.15 * b
