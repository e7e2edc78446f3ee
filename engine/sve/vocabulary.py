"""The card-data vocabulary of the Shadowverse EVOLVE engine: every name a card YAML may use.

This module is the one place where each trigger, effect primitive, target form,
condition, cost, amount, duration and keyword is documented. The schema
(:mod:`engine.sve.cards`) accepts exactly these names, the engine implements
exactly these names, and :func:`vocabulary_records` exports them for the site and
the contributor guide. Section numbers are those of the Comprehensive Rules
v1.26.1.

Card data cannot lie: every combination the schema accepts (an effect kind with a
target form, a ``side``, a ``zone``, an ``until``; in a one-shot or a continuous
ability) either changes what a player can observe when it happens, or is refused
when the card loads with a ``CardDataError`` naming the file, the card and the
field (``cards.check_combinations``, its tables ``TARGET_USE``, ``SIDE_READERS``,
``ZONE_READERS``, ``UNTIL_READERS``). The generated test
``tests/unit/test_sve_schema_effects.py`` enumerates every combination from this
vocabulary and the schema, so a new effect kind or target form must come with its
case there (its fields in ``PARAMS`` of ``tests/unit/sve_schema_harness.py``) and
its entry in those tables, or that test fails.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Word:
    """One vocabulary entry: its kind, name, CR section, meaning and a YAML example."""

    kind: str
    name: str
    cr: str | None
    doc: str
    example: str


def _words(kind: str, rows: list[tuple[str, str | None, str, str]]) -> dict[str, Word]:
    return {name: Word(kind, name, cr, doc, example) for name, cr, doc, example in rows}


TRIGGERS = _words(
    "trigger",
    [
        ("fanfare", "12.4", "When this card is put onto the field from any zone.", "trigger: fanfare"),
        (
            "state",
            "10.7.6",
            "When the ability's `if` condition comes to hold while this card is on the field (a state of the game, not an event): it becomes pending once, and again only after it has resolved and the condition has stopped holding and come to hold anew.",
            "{trigger: state, if: {leader_defense_at_most: 10}}",
        ),
        ("last_words", "12.5", "When this card goes from the field to the cemetery.", "trigger: last_words"),
        (
            "on_evolve",
            "12.6",
            "When this follower evolves (by its evolve ability or by an effect).",
            "trigger: on_evolve",
        ),
        ("strike", "12.7", "When this follower attacks (after the attack is declared).", "trigger: strike"),
        (
            "follower_strike",
            "12.7",
            "Follower Strike: when this follower attacks a follower (after the attack is declared); not when it attacks a leader.",
            "trigger: follower_strike",
        ),
        (
            "on_race",
            "14.2",
            "When this follower races (its serve ability is played), once per race.",
            "trigger: on_race",
        ),
        (
            "destroyed",
            "5.6",
            "When this card is destroyed (not when buried, banished or returned).",
            "trigger: destroyed",
        ),
        ("leaves", "4.4", "When this card leaves the field for any zone.", "trigger: leaves"),
        ("returned", "5.5", "When this card is returned from the field to a hand.", "trigger: returned"),
        ("attacked", "8.4", "When this follower is chosen as the target of an attack.", "trigger: attacked"),
        (
            "deals_damage",
            "5.14",
            "When this card deals damage (combat or ability) to a leader or follower.",
            "trigger: deals_damage",
        ),
        (
            "takes_damage",
            "5.14",
            "When this follower takes damage and stays on the field.",
            "trigger: takes_damage",
        ),
        (
            "leader_gains_defense",
            "5.27",
            "Whenever its controller's leader gains defense (1 or more, by gain_defense, a buff or Drain), in either player's turn.",
            "trigger: leader_gains_defense",
        ),
        ("end_phase", "7.4", "At the start of its controller's end phase.", "trigger: end_phase"),
        ("each_end_phase", "7.4", "At the start of each player's end phase.", "trigger: each_end_phase"),
        (
            "opponent_end_phase",
            "7.4",
            "At the start of the opponent's end phase.",
            "trigger: opponent_end_phase",
        ),
        (
            "turn_start",
            "7.2",
            "At the start of its controller's turn (start phase, after the draw).",
            "trigger: turn_start",
        ),
        (
            "opponent_turn_start",
            "7.2",
            "At the start of the opponent's turn (start phase, after the draw).",
            "trigger: opponent_turn_start",
        ),
        ("main_start", "7.3", "At the start of its controller's main phase.", "trigger: main_start"),
        ("each_main_start", "7.3", "At the start of each player's main phase.", "trigger: each_main_start"),
        (
            "discarded",
            "5.12",
            "When this card is discarded from the hand (by an effect, a cost or the hand limit).",
            "trigger: discarded",
        ),
        (
            "follower_enters",
            "5.5",
            "Whenever another follower is put onto its controller's field (narrow it with `when`).",
            "trigger: follower_enters\nwhen: {trait: Pixie}",
        ),
        (
            "card_enters",
            "5.5",
            "Whenever a card matching `when` is put onto a field (default: another card on your field).",
            "trigger: card_enters\nwhen: {side: enemy, kind: follower}",
        ),
        (
            "follower_attacks",
            "8.4",
            "Whenever a follower matching `when` attacks (default: one of yours, this one included).",
            "trigger: follower_attacks\nwhen: {trait: Pixie}",
        ),
        (
            "follower_destroyed",
            "5.6",
            "Whenever a follower matching `when` is destroyed (default: another of yours).",
            "trigger: follower_destroyed\nwhen: {side: own, other: true}",
        ),
        (
            "follower_evolves",
            "12.2",
            "Whenever a follower matching `when` evolves (default: another of yours).",
            "trigger: follower_evolves",
        ),
        (
            "follower_races",
            "14.2",
            "Whenever a follower matching `when` races, once per race (default: one of yours, this one included).",
            "trigger: follower_races\nwhen: {other: true}",
        ),
        (
            "card_leaves",
            "4.4",
            "Whenever another card matching `when` leaves the field (default: another card of yours).",
            "trigger: card_leaves\nwhen: {kind: amulet}",
        ),
        (
            "on_play",
            "8.2",
            "Whenever its controller plays a card (narrow it with `when`, e.g. spells only).",
            "trigger: on_play\nwhen: {kind: spell}",
        ),
        ("spell", "9", "The effect of a spell when it resolves (spells only).", "trigger: spell"),
        (
            "activated",
            "8.3",
            "An activated ability: its controller plays it in their main phase by paying its cost.",
            "trigger: activated\ncost: {pp: 1, engage: true}",
        ),
        (
            "continuous",
            "10.9",
            "A continuous ability: while this card is on the field its effects apply (buff, give_keyword, reduce_damage, cost_change on `each` targets).",
            "trigger: continuous\neffects: [{kind: buff, target: {each: follower, side: own, other: true}, attack: 1}]",
        ),
    ],
)

EFFECTS = _words(
    "effect",
    [
        (
            "damage",
            "5.14",
            "Deal `amount` damage to each target (leaders or followers). 0 or less deals none; damage reduction effects apply.",
            "{kind: damage, target: enemy_follower, amount: 2}",
        ),
        (
            "buff",
            "5.27",
            "Give each target +`attack`/+`defense` (negative values lower them; no ceiling). With `until` it lasts only that long. Works on cards in any zone.",
            "{kind: buff, target: self, attack: 1, defense: 1, until: end_of_turn}",
        ),
        (
            "set_stat",
            "5.24",
            "Set each target's `stat` (attack or defense) to `amount` (\"its defense becomes 1\"); a leader's defense becomes `amount` outright.",
            "{kind: set_stat, target: enemy_follower, stat: defense, amount: 1}",
        ),
        (
            "gain_defense",
            "5.27",
            "Give your leader +`amount` defense (no ceiling). With `side: enemy` the enemy leader; `side: its` is the leader of whoever controls what the previous effect acted on, `side: active` the turn player (also for draw, mill, summon_token, look_top).",
            "{kind: gain_defense, amount: 2}",
        ),
        (
            "draw",
            "5.10",
            "Draw `amount` cards. Drawing from an empty deck loses the game at the next rules handling.",
            "{kind: draw, amount: 1}",
        ),
        (
            "summon_token",
            "5.5",
            "Put up to `amount` `token` tokens onto the field of `side` (own/enemy); with `zone: ex` into the EX area; with `zone: split` (default) what does not fit (or what the player puts there) goes to the EX area. When fewer tokens fit than the ability's `summon_token` effects make and they are not all alike, its controller chooses which are made (CR 9.1.2; the game waits for the choice).",
            "{kind: summon_token, token: Fairy, amount: 2, zone: ex}",
        ),
        (
            "summon_from",
            "5.5",
            "Put a card named `card` (or matching `filter`; or with `itself: true` this very card, found only as the new card its own move put in `zone`, CR 4.1.4.1) from your `zone` (cemetery, ex, hand, deck) onto the field. From the hand or the deck, zones the opponent cannot see, its controller may find none (`find_none`, CR 4.1.2.2).",
            "{kind: summon_from, zone: cemetery, card: Fanfare Scholar}",
        ),
        (
            "destroy",
            "5.6",
            'Destroy each target (to the cemetery; Last Words and "destroyed" trigger).',
            "{kind: destroy, target: enemy_card}",
        ),
        (
            "banish",
            "5.7",
            "Banish each target (to the banished zone; no Last Words).",
            "{kind: banish, target: enemy_card}",
        ),
        (
            "bury",
            "5.34",
            "Put each target into its owner's cemetery without destroying it (Last Words still triggers from the field).",
            "{kind: bury, target: own_card}",
        ),
        (
            "return_to_hand",
            "5.5",
            "Return each target to its owner's hand; a token returned this way leaves the game.",
            "{kind: return_to_hand, target: {select: card, side: own}}",
        ),
        (
            "put_on_deck",
            "5.5",
            "Put each target on the `position` (top or bottom) of its owner's deck; with `position: choose` the targets' controller chooses for each (the game waits for them); tokens leave the game. Two or more cards going to the same end of one deck are put there in the order a player chooses: their controller for cards from the field, else the deck's owner (the game waits for it, CR 4.1.5, 4.1.5.1).",
            "{kind: put_on_deck, target: enemy_follower, position: bottom}",
        ),
        (
            "discard",
            "5.12",
            "Discard each target from its owner's hand into the cemetery; the target selects (or picks at random) cards in a hand, e.g. `{select: card, side: enemy, zone: hand}`; their `discarded` abilities trigger.",
            "{kind: discard, target: {select: card, side: own, zone: hand}}",
        ),
        (
            "put_into_ex",
            "4.8",
            "Put each target from the field into its owner's EX area (an evolved follower leaves the game as when it leaves the field).",
            "{kind: put_into_ex, target: enemy_follower}",
        ),
        (
            "reshuffle_hands",
            "5.9",
            "Each player shuffles their hand into their deck and draws as many cards; you draw `amount` more.",
            "{kind: reshuffle_hands, amount: 1}",
        ),
        (
            "damage_bonus",
            "5.14",
            'Each target deals `amount` more damage whenever it deals damage (1 or more); with `until`, or in a continuous ability (e.g. `if: {your_turn: false}` for "during the opponent\'s turn").',
            "{kind: damage_bonus, target: self, amount: 4}",
        ),
        (
            "delayed",
            "10.7",
            "Set the effects of `options: [[...]]` aside; they happen as an automatic ability `at` a later phase (end_phase, turn_start, opponent_end_phase, opponent_turn_start of the controller's timeline).",
            "{kind: delayed, at: end_phase, options: [[{kind: banish, target: {each: card, side: own, zone: ex}}]]}",
        ),
        (
            "extra_turn",
            "5.28",
            "You take another turn after this one; of several extra turns waiting, the one gained last is taken first.",
            "{kind: extra_turn}",
        ),
        (
            "skip_turn",
            "5.26",
            "Your next turn is skipped: it does not begin, and the turn after it (your opponent's) begins instead. "
            "With `side: enemy` your opponent's next turn is skipped, so you take the turn after yours too.",
            "{kind: skip_turn, side: enemy}",
        ),
        (
            "win_game",
            "5.23",
            "Its controller wins the game at once (the opponent loses; no rules handling is waited for). With `side: enemy` the opponent wins.",
            "{kind: win_game}",
        ),
        (
            "lose_game",
            "5.23",
            "Its controller loses the game at once (the opponent wins). With `side: enemy` the opponent loses.",
            "{kind: lose_game, side: enemy}",
        ),
        (
            "steal",
            "5.22",
            "Its controller takes control of each target: the card moves onto their field as it is (damage, counters, evolution and engaged state kept; it is not newly played, so no Fanfare), and it counts as arrived this turn. If that field is full, nothing moves. It still goes to its owner's zones when it leaves the field.",
            "{kind: steal, target: enemy_follower}",
        ),
        (
            "give_control",
            "5.22",
            "Its controller gives control of each target on their own field to the other player: it moves onto that player's field as it is, the same way as `steal`; if that field is full, nothing moves.",
            "{kind: give_control, target: own_follower}",
        ),
        (
            "restrict",
            "10.9",
            "Each target gets a restriction (`restriction`: cannot_attack, cannot_attack_leader, cannot_deal_damage, enters_engaged, combat_by_defense = deals combat damage equal to its defense, cannot_be_destroyed_by_abilities = a destroy effect and Bane leave it on the field, CR 11.3.2.1; damage that reaches its defense still destroys it; cannot_activate = its activated abilities cannot be played, its evolve ability still can, and it keeps the restriction when it evolves, CR 5.16.2), with `until` or, in a continuous ability, while the source is on the field.",
            "{kind: restrict, target: self, restriction: cannot_attack_leader}",
        ),
        (
            "mill",
            "5.5",
            "Put the top `amount` cards of your deck into your cemetery (with `zone: ex` into your EX area, as many as fit).",
            "{kind: mill, amount: 2}",
        ),
        (
            "search",
            "5.8",
            "Look through your deck for up to `amount` cards matching `filter`, put them into your hand (or onto the field with `to: field`), then shuffle. With a `filter` that asks more than any card, the cards found are revealed and the player may find none.",
            "{kind: search, filter: {trait: Pixie, kind: follower}, amount: 1}",
        ),
        (
            "look_top",
            "5.11",
            "Look at the top `amount` cards of your deck; put up to `count` matching `filter` into your hand (or with `to: field` onto the field, `to: cemetery` into the cemetery); `then: {count, filter, to}` takes a second pick among the rest; the others go on the bottom in the order the deck's owner chooses (the game waits for it when they are 2 or more, CR 4.1.5) (with `rest: stay` they stay on top, where they were, for a card that says nothing of the rest). Every pick is the controller's: the cards named in `picks` when the card is played answer the first one; otherwise the game waits for each pick that some card fits (answered with the selection call; none declines it). A card a pick would put onto a full field, or a spell it would put onto the field, stays with the rest (CR 4.4.4.2). `side: active` looks at the turn player's deck. A card a pick with a condition (a `filter` asking more than \"a card\") puts into the hand is revealed first, as the BP01 cards that do so print it.",
            "{kind: look_top, amount: 3, count: 1, filter: {kind: spell}}",
        ),
        ("shuffle", "5.9", "Shuffle your deck (seeded).", "{kind: shuffle}"),
        (
            "put_counter",
            "15.1",
            "Put `amount` `counter` counters on each target. With `counter: stack` it adds to a Stack on your field (CR 13.3.2.4): after an earlier part of the ability, the card with Stack is picked as this part resolves, not selected when the ability is played.",
            "{kind: put_counter, target: follower, counter: fable, amount: 1}",
        ),
        (
            "remove_counter",
            "15.1",
            "Remove up to `amount` `counter` counters from each target.",
            "{kind: remove_counter, target: self, counter: stack, amount: 1}",
        ),
        (
            "recover",
            "5.15",
            "Recover `amount` play points (never above your maximum).",
            "{kind: recover, amount: 2}",
        ),
        (
            "gain_pp_max",
            "3.2",
            "Raise your maximum play points by `amount` (up to 10).",
            "{kind: gain_pp_max, amount: 1}",
        ),
        ("gain_ep", "3.2", "Gain `amount` evolution points.", "{kind: gain_ep, amount: 1}"),
        (
            "transfer_stack",
            "13.3",
            "Move all Stack counters of this card to the target.",
            "{kind: transfer_stack, target: own_stack_amulet}",
        ),
        (
            "choose",
            "5.18",
            "Choose `count` of `options` (each a list of effects); only the chosen ones happen, in option order. With `up_to: true` any number from 1 to `count`. An option whose selection has too few valid targets cannot be chosen; if fewer options than `count` can be chosen, all of those are.",
            "{kind: choose, count: 1, options: [[{kind: draw, amount: 1}], [{kind: gain_defense, amount: 2}]]}",
        ),
        (
            "pay",
            "10.4.7.5",
            "Only inside an option of `choose`: as that option resolves, its controller may pay `cost`; the rest of the option happens only if it is paid (not when declined with pay_optional_costs=False or when it cannot be paid). The option may be chosen either way.",
            "{kind: choose, count: 1, options: [[{kind: pay, cost: {pp: 1}}, {kind: draw, amount: 2}], [{kind: draw, amount: 1}]]}",
        ),
        (
            "give_keyword",
            "10.9",
            "Each target gains `keyword`; with `until` only that long.",
            "{kind: give_keyword, target: self, keyword: storm}",
        ),
        (
            "make_amulet",
            "5.25",
            "Each target follower on the field becomes an amulet for as long as it stays there: it has no attack or defense and cannot attack or be attacked as a follower, and keeps its abilities.",
            "{kind: make_amulet, target: enemy_follower}",
        ),
        (
            "roll_die",
            "5.20.1",
            "Roll a six-sided die (the game's seeded generator decides the number); later effects of the same ability read it with the condition `rolled_at_least`.",
            "{kind: roll_die}",
        ),
        (
            "declare_name",
            "5.33.1",
            "Its controller declares a card name as the ability begins to resolve (the game waits for it; any card's or token's name, even one not in this game); later effects of the same ability compare it with the condition `top_card_declared`.",
            "{kind: declare_name}",
        ),
        (
            "maneuver",
            "5.32.1",
            "Each target amulet on the field is a follower with the attack and defense printed on it for the rest of this turn (only an amulet can maneuver itself; an amulet that prints no attack or no defense is not changed, 5.32.1.1).",
            "{kind: maneuver, target: self}",
        ),
        (
            "give_trait",
            "10.9.1.3",
            "Each target on the field gains the trait `trait` (as well as its own); with `until` only that long. Filters and continuous effects that name the trait count it.",
            "{kind: give_trait, target: {select: follower, side: own}, trait: Pixie}",
        ),
        ("engage", "5.4", "Engage each target (turn it sideways).", "{kind: engage, target: enemy_follower}"),
        ("stand", "5.4", "Reserve (refresh) each target.", "{kind: stand, target: self}"),
        (
            "evolve",
            "5.16",
            "Evolve each target follower without paying its evolve cost (needs its face-down evolved card); On Evolve triggers. Does not use the turn's evolve. Its player may take no evolved card from the hidden evolve deck (`find_none` of the play or evolution that sets it off), and then nothing evolves (official card Q&A of BP03-021).",
            "{kind: evolve, target: self}",
        ),
        (
            "transform",
            "5.17",
            "Banish each target, then put a new `token` token into the zone it was in (not destroyed; no Last Words; counters and status are lost).",
            "{kind: transform, target: enemy_follower, token: Fairy}",
        ),
        (
            "reveal",
            "5.21",
            "Reveal each target to both players (recorded in the event log); it stays revealed until the ability has finished resolving.",
            "{kind: reveal, target: {select: card, side: own, zone: hand}}",
        ),
        (
            "select",
            "10.6.2.3",
            "Select the target(s) and do nothing else to them: a later effect of the ability names them as `it` (e.g. X = the attack of the selected follower, `attack_of_it`).",
            "{kind: select, target: {select: follower, side: any, other: true}}",
        ),
        (
            "reduce_damage",
            "10.10",
            "Each target (a follower, or a leader: `own_leader`, `enemy_leader`, `{each: leader}`) takes `amount` less damage (a replacement effect); with `prevent: true` it takes none; with `damage_from: attacks` or `damage_from: abilities` only that damage (what an attack deals, or what an ability deals; CR 5.14.3). With `until` it lasts only that long; as a continuous effect while the source is on the field.",
            "{kind: reduce_damage, target: own_leader, amount: 1, damage_from: abilities}",
        ),
        (
            "cost_change",
            "10.9",
            "Cards matching the target cost `amount` more (negative: less; never below 0) to play: in a continuous ability while its source is on the field (`target: self` works from the hand), or one-shot on cards (e.g. `target: it` after `mill zone: ex`) while they stay in their zone.",
            "{kind: cost_change, target: {each: card, side: own, zone: hand, kind: spell}, amount: -1}",
        ),
        (
            "evolve_cost_change",
            "10.6.2.5.1",
            "Followers matching the target have their evolve cost changed by `amount` play points (negative: less; never below 0): in a continuous ability while its source is on the field, or one-shot on cards while they stay on the field.",
            "{kind: evolve_cost_change, target: {each: follower, side: own}, amount: -1}",
        ),
        (
            "play_from",
            "8.2",
            "Play a card matching `filter` from your `zone` (cemetery, deck, banished; with `side: enemy` from your opponent's): with `free: true` without paying its cost (nothing is paid, cost changes do not matter); with `set_cost: N` its cost becomes N before cost changes apply; otherwise its cost `amount` less. Cost changes apply and the result is never below 0; a cost that cannot be paid, or a full field, makes this part do nothing. It counts as played; a follower or amulet enters your field, a spell resolves right after this ability. A card of your opponent's stays theirs: it goes to their zones when it leaves the field.",
            "{kind: play_from, zone: cemetery, filter: {kind: follower, max_cost: 2}, free: true}",
        ),
    ],
)

EFFECT_FIELDS = _words(
    "effect_field",
    [
        (
            "optional",
            "5.18",
            'Any effect may say `optional: true` ("you may ..."): when the ability resolves, the game waits for its controller to accept or decline its optional effects (`Game.answer_optional`); declined ones do not happen, the rest of the ability does.',
            "{kind: evolve, target: self, optional: true}",
        ),
        (
            "up_to",
            "5.18",
            "On a `choose` effect: its controller chooses from 1 up to `count` options instead of exactly `count`.",
            "{kind: choose, count: 2, up_to: true, options: [[{kind: draw, amount: 1}], [{kind: gain_defense, amount: 2}]]}",
        ),
        (
            "divide",
            "10.6.2.4",
            "On a `damage` effect with a `select` target and a plain number `amount`: the amount is divided among the selected targets as its controller says when playing it (`division`, {target: share}), at least 1 each and adding up to the amount; one selected target takes it all.",
            "{kind: damage, target: {select: follower, side: enemy, count: 2, up_to: true}, amount: 3, divide: true}",
        ),
    ],
)

TARGETS = _words(
    "target",
    [
        (
            "self",
            None,
            "This card (only while it is on the field; in an EX-area `buff` the card itself). In an ability its own move set off (Last Words, `destroyed`, `returned`) it is the card that move made, in the cemetery or hand, and nothing once it has moved again (CR 4.1.4.1).",
            "target: self",
        ),
        (
            "it",
            None,
            'The card(s) the previous effect of the same ability acted on ("select an enemy follower; destroy it; then ... it").',
            "target: it",
        ),
        (
            "its_leader",
            None,
            "The leader of the player who controls the card(s) the previous effect acted on.",
            "target: its_leader",
        ),
        (
            "trigger_card",
            None,
            'The card whose event set off this automatic ability ("whenever a follower enters ..., give it ...").',
            "target: trigger_card",
        ),
        (
            "summoned",
            "9.1",
            'Every token this ability has made so far ("summon 2 Knights; give them Ward"), across all its `summon_token` effects. Written out as `{mode: summoned, up_to: true, count: N}` the controller picks up to N of them when the effect is reached (with `any_number: true`, any number of them: "you may engage any of them"; the game waits, answered with the selection call).',
            "target: summoned",
        ),
        (
            "enemy_follower",
            "10.6",
            "One follower on the enemy field, selected by you (Aura blocks it).",
            "target: enemy_follower",
        ),
        ("follower", "10.6", "One follower on either field, selected by you.", "target: follower"),
        (
            "enemy_card",
            "10.6",
            "One follower or amulet on the enemy field, selected by you.",
            "target: enemy_card",
        ),
        ("own_card", "10.6", "One card on your field, selected by you.", "target: own_card"),
        ("own_follower", "10.6", "One follower on your field, selected by you.", "target: own_follower"),
        (
            "own_stack_amulet",
            "13.3",
            "Another amulet with Stack on your field, selected by you.",
            "target: own_stack_amulet",
        ),
        ("enemy_leader", None, "The enemy leader.", "target: enemy_leader"),
        ("own_leader", None, "Your leader.", "target: own_leader"),
        (
            "enemy_leader_or_follower",
            "10.6",
            "The enemy leader or one enemy follower, selected by you.",
            "target: enemy_leader_or_follower",
        ),
        ("all_enemy_followers", None, "Every follower on the enemy field.", "target: all_enemy_followers"),
        (
            "all_other_own_followers",
            None,
            "Every other follower on your field.",
            "target: all_other_own_followers",
        ),
        ("all_followers", None, "Every follower on both fields.", "target: all_followers"),
        (
            "select",
            "10.6",
            "A selection written out: `{select: <kind>, side, zone, trait, name, max_cost, min_cost, other, evolved, engaged, count, up_to, chooser}`. `kind` is follower, amulet, spell, card, leader or leader_or_follower; `count` distinct cards (exactly, or at most with `up_to: true`; `any_number: true` for any number of them, none to all); with fewer than `count` valid cards and no `up_to`, the card or ability cannot be played (an automatic ability then does nothing), except a selection in a hand (`zone: hand`), which is made as the effect resolves and takes what there is, even nothing; `chooser: opponent` lets the opponent select.",
            "target: {select: follower, side: enemy, count: 2, up_to: true}",
        ),
        (
            "each",
            None,
            "Every card matching a filter: `{each: <kind>, side, zone, trait, name, other, ...}`; `{each: leader, side: any}` is the leader(s) of that side.",
            "target: {each: follower, side: own, other: true, trait: Pixie}",
        ),
        (
            "random",
            "5.19",
            "`count` cards matching a filter picked by the seeded generator: `{random: <kind>, side, zone, ...}`.",
            "target: {random: follower, side: enemy, count: 1}",
        ),
    ],
)

CONDITIONS = _words(
    "condition",
    [
        ("combo", "13.2", "You have played at least N cards this turn, this one included.", "if: {combo: 3}"),
        (
            "spellchain",
            "13.3",
            "At least N spells are in your cemetery (the resolving spell excluded).",
            "if: {spellchain: 2}",
        ),
        ("necrocharge", "13.5", "At least N cards are in your cemetery.", "if: {necrocharge: 5}"),
        ("overflow", "13.4", "Your maximum play points are 7 or more.", "if: {overflow: true}"),
        (
            "sanguine",
            "13.5",
            "It is your turn and your leader lost defense this turn.",
            "if: {sanguine: true}",
        ),
        ("earth_rite", "13.3", "You paid the optional Earth Rite cost.", "if: {earth_rite: true}"),
        (
            "count_at_least",
            None,
            "At least `n` cards match a filter: `{count_at_least: {n: 3, side: own, zone: field, kind: follower}}`.",
            "if: {count_at_least: {n: 2, trait: Pixie, zone: ex}}",
        ),
        (
            "count_at_most",
            None,
            "At most `n` cards match a filter.",
            "if: {count_at_most: {n: 0, side: enemy, kind: follower}}",
        ),
        (
            "leader_defense_at_most",
            None,
            "Your leader's defense is N or less.",
            "if: {leader_defense_at_most: 10}",
        ),
        (
            "leader_defense_at_least",
            None,
            "Your leader's defense is N or more.",
            "if: {leader_defense_at_least: 15}",
        ),
        (
            "enemy_leader_defense_at_most",
            None,
            "The enemy leader's defense is N or less.",
            "if: {enemy_leader_defense_at_most: 10}",
        ),
        ("pp_at_least", "3.2", "You have at least N play points now.", "if: {pp_at_least: 3}"),
        ("pp_max_at_least", "3.2", "Your maximum play points are N or more.", "if: {pp_max_at_least: 5}"),
        ("ep_at_least", "3.2", "You have at least N evolution points.", "if: {ep_at_least: 1}"),
        ("your_turn", "7.1", "It is (true) or is not (false) your turn.", "if: {your_turn: true}"),
        (
            "evolved_on_field",
            "12.2",
            "You have an evolved follower on your field.",
            "if: {evolved_on_field: true}",
        ),
        (
            "self_evolved",
            "12.2",
            "This card is (true) or is not (false) an evolved follower.",
            "if: {self_evolved: true}",
        ),
        (
            "attacking_follower",
            "8.4",
            'The attack being made targets a follower (true) or a leader (false); for Strike and "attacks" triggers.',
            "if: {attacking_follower: true}",
        ),
        (
            "in_combat",
            "8.4.5",
            "This card is (true) or is not (false) in combat: from an attack of a follower on a follower until that attack ends, the attacker and its target are in combat; an attack on a leader puts no one in combat.",
            "if: {in_combat: true}",
        ),
        (
            "rolled_at_least",
            "5.20.1",
            "The die this ability rolled last (effect `roll_die`) showed `n` or more; false while it has rolled none.",
            "if: {rolled_at_least: 4}",
        ),
        (
            "top_card_declared",
            "5.33.1",
            "The top card of your deck has (true) or has not (false) the card name this ability's controller declared (effect `declare_name`); false while no name was declared.",
            "if: {top_card_declared: true}",
        ),
        (
            "all",
            None,
            "Every listed condition holds (to test one condition twice, e.g. two names in the cemetery).",
            "if: {all: [{count_at_least: {n: 1, zone: cemetery, name: A}}, {count_at_least: {n: 1, zone: cemetery, name: B}}]}",
        ),
        (
            "played_this_turn_at_least",
            "8.2",
            "You have played at least N cards this turn (same count as combo).",
            "if: {played_this_turn_at_least: 2}",
        ),
        (
            "discarded_this_turn",
            "5.12",
            "You have (true) or have not (false) discarded a card from your hand this turn (by an effect, a cost or "
            "the hand limit).",
            "if: {discarded_this_turn: true}",
        ),
        (
            "attacks_this_turn_at_least",
            "8.4",
            "Your followers have declared N or more attacks this turn (an attack counts once declared, even if "
            "the attacker leaves the field before it ends).",
            "if: {attacks_this_turn_at_least: 3}",
        ),
    ],
)

COSTS = _words(
    "cost",
    [
        ("pp", "10.4", "Pay N play points.", "cost: {pp: 1}"),
        ("ep", "3.2", "Spend N evolution points.", "cost: {ep: 1}"),
        (
            "engage",
            "5.4",
            "Engage this card (it must be reserved; allowed the turn it arrived).",
            "cost: {engage: true}",
        ),
        (
            "leader_defense",
            "10.4",
            "Pay N of your leader's defense (it may reach 0, never below).",
            "cost: {leader_defense: 2}",
        ),
        ("lesson", "14.3", "Lesson (N): banish N Magical Item cards from your EX area.", "cost: {lesson: 1}"),
        (
            "earth_rite",
            "13.3",
            "Earth Rite: remove a Stack counter from an amulet on your field. In an activated ability's cost it is required like every other part (CR 10.4); on a spell or an automatic ability it may be paid or not, and the `earth_rite` condition tells whether it was paid. When only options of a `choose` carry that condition, the rite belongs to them: it is paid only with one of them chosen (CR 5.18.1).",
            "cost: {earth_rite: true}",
        ),
        (
            "discard",
            "5.12",
            "Discard N cards from your hand, or cards matching a filter (`discard: {kind: spell, count: 1}`), chosen with `cost_cards`.",
            "cost: {discard: 1}",
        ),
        (
            "banish",
            "5.7",
            "Banish cards matching a filter from your zones: `{zone: ex, kind: follower, trait: Pixie, count: 1}` (chosen with `cost_cards`).",
            "cost: {banish: {zone: ex, trait: Pixie, kind: follower}}",
        ),
        (
            "return",
            "5.5",
            "Return cards matching a filter from your field to the hand: `{other: true, count: 1}` (chosen with `cost_cards`).",
            "cost: {return: {other: true}}",
        ),
        (
            "bury",
            "5.34",
            "Put other cards of your field matching a filter into the cemetery: `{kind: follower, count: 1}` (chosen with `cost_cards`).",
            "cost: {bury: {name: Harnessed Glass}}",
        ),
        ("bury_self", "5.34", "Put this card into the cemetery.", "cost: {bury_self: true}"),
        (
            "remove_counters",
            "15.1",
            "Remove counters from this card: `{stack: 1}`.",
            "cost: {remove_counters: {stack: 1}}",
        ),
        (
            "optional",
            "10.7",
            "Marks a cost of an automatic ability as optional (every automatic ability's cost already is; kept for readability).",
            "cost: {pp: 1, optional: true}",
        ),
    ],
)

AMOUNTS = _words(
    "amount",
    [
        ("number", None, "A plain whole number.", "amount: 3"),
        (
            "count",
            None,
            "X = the number of cards matching a filter (`{count: {side: own, zone: hand}}`), times `times`, plus `plus`.",
            "amount: {count: {side: own, zone: ex, name: Fairy}}",
        ),
        (
            "attack_of_self",
            "2.7",
            "X = this card's current attack (its last known value once it left the field, CR 10.11).",
            "amount: {attack_of_self: true}",
        ),
        ("defense_of_self", "2.8", "X = this card's current defense.", "amount: {defense_of_self: true}"),
        (
            "attack_of_it",
            "2.7",
            'X = the attack of the card(s) the previous effect acted on ("deal damage equal to the selected follower\'s attack"); '
            "a card that effect moved off the field counts with its last known attack (CR 10.11).",
            "amount: {attack_of_it: true}",
        ),
        (
            "count_of_it",
            "5.29",
            'X = how many cards the previous effect of the ability acted on ("draw a card for each card discarded this way"); '
            "0 when it acted on none.",
            "amount: {count_of_it: true}",
        ),
        (
            "cards_played",
            "8.2",
            "X = cards you played this turn; `excluding_self: true` leaves this card out.",
            "amount: {cards_played: true, excluding_self: true}",
        ),
        ("pp", "3.2", "X = your current play points.", "amount: {pp: true}"),
        ("leader_defense", None, "X = your leader's defense.", "amount: {leader_defense: true}"),
        (
            "cost_of_trigger",
            "2.5",
            'X = the cost of the card whose event set off this automatic ability (the `trigger_card`, e.g. "the '
            'amulet put onto your field"); only for the triggers set off by another card; 0 once that card has '
            "left the game.",
            "amount: {cost_of_trigger: true}",
        ),
        (
            "fixed",
            "5.2.1.1",
            "With `fixed: true` X is counted once, when the card or ability is played, and keeps that value while "
            "its effects are carried out; without it X is counted as its effect is carried out (CR 5.29.1).",
            "amount: {count: {side: own, zone: hand}, fixed: true}",
        ),
        (
            "original",
            "5.24",
            "With `attack_of_self`, `defense_of_self` or `attack_of_it`: X is the card's original value, the one printed for the information it has now (its evolved face once evolved), with no effect counted.",
            "amount: {attack_of_it: true, original: true}",
        ),
        (
            "chosen",
            "10.6.2.2.4",
            "X = a number its controller decides when playing the card or ability, before selecting targets (`x` of `Game.play`/`Game.activate`; refused when not given).",
            "amount: {chosen: true}",
        ),
        (
            "half",
            "5.30",
            "With any of the above: X is then halved, an odd value rounded down (`{pp: true, half: true}`: half your play points).",
            "amount: {pp: true, half: true}",
        ),
    ],
)

DURATIONS = _words(
    "duration",
    [
        (
            "end_of_turn",
            "10.9",
            "Until the end of this turn (the effect ends when the turn ends).",
            "until: end_of_turn",
        ),
        (
            "end_of_opponent_turn",
            "10.9",
            "Until the end of the next turn of the opponent of the card's controller.",
            "until: end_of_opponent_turn",
        ),
        (
            "permanent",
            "10.9",
            "No end (the default); a change on a field card still ends when the card leaves the field.",
            "until: permanent",
        ),
    ],
)

CARD_FIELDS = _words(
    "card",
    [
        (
            "evolve_cost",
            "12.2",
            "The base face has an evolve ability costing this many play points.",
            "evolve_cost: 2",
        ),
        (
            "evolve_leader_defense",
            "12.2",
            "The base face evolves by paying this much of your leader's defense instead of play points.",
            "evolve_leader_defense: 3",
        ),
        (
            "also_named",
            "10.7.4.1.2",
            'A second card name the card has while it is on the field ("this follower\'s name is also Ghost"): a filter or `when` naming it matches the card there; the name only, not the abilities of a card so named; in any other zone the card has its own name alone.',
            "also_named: [Ghost]",
        ),
        (
            "alt_costs",
            "10.4.7.3",
            'Other ways to play the card ("when you play this card, [cost]: its cost becomes N"): each pays `cost` (banish/bury/discard ... chosen with cost_cards; never the card itself) and its cost becomes `pp`, or the printed cost minus `reduce`; cost changes from other cards then apply, never below 0 (CR 10.6.2.5.1). Chosen with `alt_cost=` when playing.',
            "alt_costs: [{cost: {banish: {zone: cemetery, kind: spell, count: 10}}, pp: 7}]",
        ),
        (
            "serve",
            "14.2",
            "An Umamusume serve ability: play points, Carrots, and how many times the follower races (default 1).",
            "serve: {cost: 1, carrots: 1}",
        ),
        (
            "serves",
            "14.2",
            "More serve abilities after `serve`, each chosen by its number when serving.",
            "serves: [{cost: 2, carrots: 2, races: 2}]",
        ),
        (
            "placeholder",
            None,
            "Test-pool only: a set file's card of the same name replaces this one.",
            "placeholder: true",
        ),
    ],
)

KEYWORDS = _words(
    "keyword",
    [
        (
            "ward",
            "12.8",
            "While an engaged follower with Ward that may be attacked is on the field, enemy attacks must target such a follower; its player may put it onto the field engaged and may engage it in the end phase.",
            "keywords: [ward]",
        ),
        ("storm", "12.9", "May attack (the leader too) the turn it arrived.", "keywords: [storm]"),
        ("rush", "12.10", "May attack followers the turn it arrived.", "keywords: [rush]"),
        ("assail", "12.11", "May attack reserved followers.", "keywords: [assail]"),
        ("intimidate", "12.12", "Cannot be attacked.", "keywords: [intimidate]"),
        (
            "drain",
            "12.13",
            "An automatic ability: the attack damage it deals when it attacks raises its leader's defense by as much, when that ability is played at the next confirmation timing.",
            "keywords: [drain]",
        ),
        ("bane", "12.14", "A follower it deals combat damage to is destroyed.", "keywords: [bane]"),
        ("aura", "12.15", "The opponent's cards and abilities cannot select it.", "keywords: [aura]"),
        (
            "quick",
            "12.3",
            "May be played after an enemy attack is declared and in the enemy end phase.",
            "keywords: [quick]",
        ),
        (
            "stack",
            "13.3",
            "Arrives with a Stack counter; leaving the field removes a counter instead; at 0 counters it goes to the cemetery (not destroyed).",
            "keywords: [stack]",
        ),
    ],
)

ALL: dict[str, dict[str, Word]] = {
    "trigger": TRIGGERS,
    "effect": EFFECTS,
    "effect_field": EFFECT_FIELDS,
    "target": TARGETS,
    "condition": CONDITIONS,
    "cost": COSTS,
    "amount": AMOUNTS,
    "duration": DURATIONS,
    "keyword": KEYWORDS,
    "card": CARD_FIELDS,
}

TARGET_KINDS = ("follower", "amulet", "spell", "card", "leader", "leader_or_follower")
"""What a written-out target may name (CR 2.3)."""
SIDES = ("own", "enemy", "any")
"""Whose cards a filter looks at."""
CRAFTS = ("forest", "sword", "rune", "dragon", "abyss", "haven", "neutral")
"""Classes (CR 2.2); ``neutral`` is the Neutral class."""
CARD_KINDS = ("follower", "spell", "amulet", "evolved", "carrot", "leader")
"""Card types (CR 2.3); ``evolved`` is an evolved follower, ``carrot`` a Carrot (CR 14.2)."""


def vocabulary_records() -> list[dict[str, str | None]]:
    """Every vocabulary entry as an export record (``kind``, ``name``, ``cr``, ``doc``, ``example``)."""
    return [
        {"game": "sve", "kind": w.kind, "name": w.name, "cr": w.cr, "doc": w.doc, "example": w.example}
        for table in ALL.values()
        for w in table.values()
    ]
