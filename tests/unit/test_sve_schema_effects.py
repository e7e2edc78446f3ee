"""Card data that cannot lie (issue 21): every combination the card schema accepts does something.

Generated over the schema itself (see ``sve_schema_harness``): every effect kind of
``vocabulary.EFFECTS``, in a one-shot and in a continuous ability, with no target and with every target
form (the loader's shorthands, and ``select``/``each``/``random`` over every kind, side and zone the schema
names), then every value of ``side``, ``zone`` and ``until``. Each combination is either refused when the
card loads, by a :class:`CardDataError` naming the file, the card and the field, or it changes what a
player can observe in a position built with the set-up API and played through the public actions. A new
effect kind, target form, side, zone or duration is enumerated here as soon as the schema takes it: it
fails until it works or is refused.

Two combinations load and do nothing today; branch ``ch89`` implements them, so they are kept here as
named, non-strict expected failures (switch them on once it is merged): ``{each: leader}`` as the target
of ``reduce_damage``, and ``set_stat`` on a leader.
"""

from __future__ import annotations

import itertools
import typing
from typing import Any

import pytest

from engine.sve.cards import (
    FIELD_READERS,
    SUBJECT_TRIGGERS,
    TARGET_USE,
    CardDataError,
    Effect,
    Target,
)
from engine.sve.triggers import OTHERS
from engine.sve.vocabulary import EFFECTS, TRIGGERS
from tests.unit.sve_schema_harness import (
    CONTINUOUS_PARAMS,
    FIELDS,
    FILE,
    OTHER_FIELDS,
    PARAMS,
    PROBE,
    WRITTEN_MODES,
    Outcome,
    all_targets,
    compare,
    effect_dict,
    effect_kinds,
    field_outcome,
    field_values,
    loads_without,
    probe_card,
    shorthands,
    target_label,
    target_outcome,
    working_target,
)

CONTEXTS = ("oneshot", "continuous")

CHOICE_FIELDS = {
    "optional": "a 'you may' effect offers its controller a choice (Game.answer_optional); the choice, not the "
    "field, changes the game: features/sve/clauses/ch5b_choices.feature accepts and declines it",
    "up_to": "'choose up to N' widens which options may be chosen; features/sve/clauses/ch5b_choices.feature "
    "chooses fewer than N",
    "divide": "dividing damage among the selected targets lets its controller say how it is split (the division "
    "given to Game.play or Game.activate, CR 10.6.2.4); one target takes it all: "
    "features/sve/clauses/opens2_divide.feature divides it and is refused a wrong split",
}
"""Effect fields that change what a player may choose, not the game by themselves (kept by scenarios)."""

TOP_LEVEL_KINDS = [k for k in effect_kinds() if k != "pay"]
"""The kinds written anywhere in an ability; ``pay`` is written only inside an option of ``choose`` (refused
elsewhere, by its kind: see the first test of each kind), so its fields are not varied on their own."""

CH89 = "implemented on branch ch89"


def _leader_form(form: str | dict[str, str]) -> bool:
    return Target.model_validate(form).kind == "leader"


def _gaps() -> dict[tuple[str, str, str], str]:
    """The combinations that load and do nothing until branch ch89 is merged, with why."""
    gaps: dict[tuple[str, str, str], str] = {}
    for form in all_targets():
        t = Target.model_validate(form)
        if t.kind != "leader" or t.zone != "field":
            continue
        if t.mode == "each":
            for context in CONTEXTS:
                gaps[(context, "reduce_damage", target_label(form))] = (
                    f"{CH89}: {{each: leader}} damage reduction"
                )
        if t.mode in ("leader", "its_leader", "select"):
            gaps[("oneshot", "set_stat", target_label(form))] = f"{CH89}: set_stat on a leader"
    return gaps


GAPS = _gaps()


def _check_refusal(outcome: Outcome, where: str) -> None:
    """A refusal is the loader's typed error naming the probe's file, the probe and a field of the ability."""
    err = outcome.error
    assert isinstance(err, CardDataError), where
    assert (err.file, err.card) == (FILE, PROBE), where
    assert err.field.startswith("abilities[0].effects["), f"{where}: {err.field}"


def _sweep(context: str, kind: str) -> list[str]:
    """Every target form of ``kind`` in ``context`` that loads and does nothing (or fails when it happens)."""
    wrong = []
    for form in [None, *all_targets()]:
        label = target_label(form)
        if (context, kind, label) in GAPS:
            continue
        outcome = target_outcome(context, kind, form)
        if outcome.verdict == "refused":
            _check_refusal(outcome, f"{kind} {label}")
        elif outcome.verdict != "changed":
            wrong.append(f"{context} {kind} target {label}: {outcome.verdict} {outcome.detail}".strip())
    return wrong


def test_every_effect_kind_has_a_case() -> None:
    """A new effect kind must come with its fields here (and then passes through every check below)."""
    assert set(PARAMS) == set(EFFECTS)
    assert set(CONTINUOUS_PARAMS) <= set(EFFECTS)
    assert set(TARGET_USE) <= set(EFFECTS)


def test_every_target_mode_is_enumerated() -> None:
    """A new target mode is either a written mapping the sweep enumerates or reached through a shorthand."""
    modes = set(typing.get_args(Target.model_fields["mode"].annotation))
    assert modes == set(WRITTEN_MODES) | {Target.model_validate(s).mode for s in shorthands()}


def test_the_triggers_with_another_card_are_those_of_the_engine() -> None:
    """``trigger_card`` is refused outside the triggers another card sets off: the engine's own list."""
    assert {name for table in OTHERS.values() for name in table} == SUBJECT_TRIGGERS
    assert set(TRIGGERS) >= SUBJECT_TRIGGERS


@pytest.mark.parametrize("kind", effect_kinds())
def test_every_effect_kind_does_something_with_some_target(kind: str) -> None:
    """Each kind changes the game with at least one form (no target, or the first target form that works).
    ``pay`` is written only inside an option of ``choose`` (elsewhere the loader refuses it): the option with
    it must differ from the same option without it."""
    if kind == "pay":
        option = [{"kind": "pay", "cost": {"pp": 1}}, {"kind": "draw", "amount": 1}]
        with_pay = [
            {"kind": "choose", "count": 1, "options": [option, [{"kind": "gain_defense", "amount": 1}]]}
        ]
        without = [
            {"kind": "choose", "count": 1, "options": [option[1:], [{"kind": "gain_defense", "amount": 1}]]}
        ]
        assert compare("activated", with_pay, without).verdict == "changed"
        return
    form = working_target(kind)
    assert target_outcome("oneshot", kind, form).verdict == "changed"


@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize("kind", effect_kinds())
def test_every_target_form_works_or_is_refused(context: str, kind: str) -> None:
    assert _sweep(context, kind) == []


@pytest.mark.parametrize("kind", TOP_LEVEL_KINDS)
@pytest.mark.parametrize("name", FIELDS)
def test_every_side_zone_and_duration_works_or_is_refused(kind: str, name: str) -> None:
    """A value of ``side``/``zone``/``until`` the loader takes makes the effect differ from the same effect
    without it (at most one value may mean the same as leaving it out: the default written out) and from
    every other value it takes."""
    accepted = []
    for value in field_values(name):
        outcome = field_outcome(kind, name, value)
        if outcome.verdict == "refused":
            _check_refusal(outcome, f"{kind} {name}: {value}")
            assert outcome.error is not None and outcome.error.field.endswith(f".{name}"), outcome.detail
        else:
            accepted.append((value, outcome.verdict))
    same_as_left_out = [value for value, verdict in accepted if verdict != "changed"]
    assert len(same_as_left_out) <= 1, f"{kind} {name}: {same_as_left_out} all do what leaving it out does"
    for (a, _), (b, _) in itertools.combinations(accepted, 2):
        assert field_outcome(kind, name, a, b).verdict == "changed", f"{kind} {name}: {a} does what {b} does"


def test_every_effect_field_is_enumerated() -> None:
    """A new effect field must come with values to try here (and its readers in the loader)."""
    others = set(Effect.model_fields) - {"kind", "target", "condition", "instead", *FIELDS}
    assert others == set(OTHER_FIELDS) == set(FIELD_READERS)


@pytest.mark.parametrize("kind", TOP_LEVEL_KINDS)
@pytest.mark.parametrize("name", sorted(set(OTHER_FIELDS) - set(CHOICE_FIELDS)))
def test_every_other_field_is_read_or_refused(kind: str, name: str) -> None:
    """Each other effect field (amount, token, filter, position ...) is refused where its kind does not read
    it; where the loader takes it, two of the values it takes (or a value and leaving it out) make the game
    differ: the field is read."""
    accepted: list[Any] = [None] if loads_without(kind, name) else []
    for value in OTHER_FIELDS[name]:
        outcome = field_outcome(kind, name, value)
        if outcome.verdict == "refused" and outcome.error is not None and outcome.error.field.endswith(name):
            _check_refusal(outcome, f"{kind} {name}: {value}")
        else:
            accepted.append(value)
    if len(accepted) <= (1 if None in accepted else 0):
        return  # refused wherever it is written
    pairs = [(a, b) for a, b in itertools.combinations(accepted, 2) if a is not None]
    assert any(field_outcome(kind, name, a, b).verdict == "changed" for a, b in pairs), (
        f"{kind} takes {name!r} and no value of it changes anything: {accepted}"
    )


@pytest.mark.parametrize(("context", "kind", "label"), sorted(GAPS))
def test_the_gaps_closed_on_branch_ch89_change_the_game(context: str, kind: str, label: str) -> None:
    """Loaded and did nothing before branch ch89 was merged: ``{each: leader}`` damage reduction and set_stat
    on a leader; now each changes the game."""
    form = next(f for f in all_targets() if target_label(f) == label)
    assert target_outcome(context, kind, form).verdict == "changed"


def _refused(trigger: str, effects: list[dict[str, Any]]) -> CardDataError:
    with pytest.raises(CardDataError) as info:
        probe_card(trigger, effects)
    return info.value


@pytest.mark.parametrize("kind", sorted(TARGET_USE))
@pytest.mark.parametrize("form", ["it", "its_leader"])
def test_it_with_nothing_before_is_refused(kind: str, form: str) -> None:
    """``it`` and ``its_leader`` name what an earlier effect acted on: first in an ability they name nothing."""
    err = _refused("activated", [effect_dict(kind, {"target": form})])
    assert err.field == "abilities[0].effects[0].target"


@pytest.mark.parametrize("kind", sorted(TARGET_USE))
@pytest.mark.parametrize("trigger", sorted(set(TRIGGERS) - SUBJECT_TRIGGERS - {"spell", "continuous"}))
def test_trigger_card_without_another_card_is_refused(kind: str, trigger: str) -> None:
    """Only the triggers another card sets off have a ``trigger_card``."""
    err = _refused(trigger, [effect_dict(kind, {"target": "trigger_card"})])
    assert err.field == "abilities[0].effects[0].target"


@pytest.mark.parametrize("kind", sorted(TARGET_USE))
def test_self_in_a_resolving_spell_is_refused(kind: str) -> None:
    """A spell resolves from no field and no EX area: ``self`` there is nothing."""
    raw = {"name": "Schema Self Spell", "kind": "spell", "abilities": [{"trigger": "spell", "effects": [
        effect_dict(kind, {"target": "self"})]}]}  # fmt: skip
    from engine.sve.cards import parse_card

    with pytest.raises(CardDataError) as info:
        parse_card(raw, file=FILE)
    assert info.value.field == "abilities[0].effects[0].target"


@pytest.mark.parametrize("mode", ["each", "random"])
@pytest.mark.parametrize(("name", "value"), [("count", 2), ("up_to", True), ("chooser", "opponent")])
def test_selection_fields_on_each_and_random(mode: str, name: str, value: Any) -> None:
    """``count``, ``up_to`` and ``chooser`` belong to a selection; ``random`` reads only ``count``: written
    elsewhere each is refused, and a random ``count`` changes how many cards the effect hits."""
    form = {mode: "follower", "side": "enemy", name: value}
    outcome = target_outcome("oneshot", "damage", form)
    if mode == "random" and name == "count":
        fewer = target_outcome("oneshot", "damage", {mode: "follower", "side": "enemy"})
        assert (outcome.verdict, fewer.verdict) == ("changed", "changed")
        two, one = (
            effect_dict("damage", {"target": form}),
            effect_dict("damage", {"target": {mode: "follower"}}),
        )
        assert compare("activated", [two], [one]).verdict == "changed"
    else:
        assert outcome.verdict == "refused"
        assert outcome.error is not None and outcome.error.field == "abilities[0].effects[0].target"


@pytest.mark.parametrize("mode", ["self", "each", "select"])
def test_a_written_mode_is_refused(mode: str) -> None:
    """A target is written as a shorthand or a select/each/random mapping, never with ``mode`` itself."""
    err = _refused("activated", [effect_dict("damage", {"target": {"mode": mode, "kind": "follower"}})])
    assert err.field == "abilities[0].effects[0].target"


# ---------------------------------------------------------------------------- the error names file, card, field
def _refusal_loading(
    tmp_path: Any, effects: list[dict[str, Any]], trigger: str = "activated"
) -> CardDataError:
    """Load a one-card set file ``lying.yaml`` whose card ``Lying Card`` has one ability doing ``effects``."""
    import yaml

    from engine.sve.cards import load_pool

    card = {"name": "Lying Card", "kind": "follower", "cost": 1, "attack": 1, "defense": 1}
    card["abilities"] = [{"trigger": "fanfare", "effects": [{"kind": "draw", "amount": 1}]}]
    card["abilities"].append({"trigger": trigger, "effects": effects})
    path = tmp_path / "lying.yaml"
    path.write_text(yaml.safe_dump({"cards": [card]}), encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        load_pool(path, sets=False)
    return info.value


REFUSED: list[tuple[str, list[dict[str, Any]], str, str]] = [
    ("activated", [{"kind": "draw", "amount": 1, "target": "enemy_follower"}], "effects[0].target", "acts on no"),
    ("activated", [{"kind": "damage", "amount": 1, "target": "own_stack_amulet"}], "effects[0].target", "only"),
    ("activated", [{"kind": "damage", "amount": 1, "target": {"select": "follower", "zone": "hand"}}],
     "effects[0].target", "hand zone"),
    ("activated", [{"kind": "damage", "amount": 1, "target": {"random": "leader", "side": "enemy"}}],
     "effects[0].target", "random: leader"),
    ("activated", [{"kind": "damage", "amount": 1, "target": "summoned"}], "effects[0].target", "tokens"),
    ("activated", [{"kind": "destroy", "target": "enemy_leader"}], "effects[0].target", "leader"),
    ("activated", [{"kind": "damage", "amount": 1, "target": {"select": "leader", "zone": "hand"}}],
     "effects[0].target", "no other 'zone'"),
    ("activated", [{"kind": "banish", "target": {"select": "spell", "side": "own"}}], "effects[0].target",
     "no spell"),
    ("activated", [{"kind": "damage", "amount": 1, "target": "it"}], "effects[0].target", "earlier effect"),
    ("activated", [{"kind": "buff", "attack": 1, "target": "trigger_card"}], "effects[0].target", "no other"),
    ("activated", [{"kind": "recover", "amount": 1, "side": "enemy"}], "effects[0].side", "does not read"),
    ("activated", [{"kind": "draw", "amount": 1, "side": "its"}], "effects[0].side", "earlier effect"),
    ("activated", [{"kind": "draw", "amount": 1, "zone": "ex"}], "effects[0].zone", "zone: ex"),
    ("activated", [{"kind": "mill", "amount": 1, "zone": "hand"}], "effects[0].zone", "zone: hand"),
    ("activated", [{"kind": "set_stat", "stat": "attack", "amount": 1, "target": "enemy_follower",
                    "until": "end_of_turn"}], "effects[0].until", "no change that lasts"),
    ("continuous", [{"kind": "buff", "attack": 1, "target": "self", "until": "end_of_turn"}], "effects[0].until",
     "continuous"),
    ("continuous", [{"kind": "buff", "attack": 1, "target": "enemy_follower"}], "effects[0].target", "selected"),
    ("continuous", [{"kind": "buff", "attack": 1, "target": "self"}, {"kind": "draw", "amount": 1}],
     "effects[1].kind", "continuous ability only"),
    ("activated", [{"kind": "choose", "count": 1, "options": [[{"kind": "damage", "amount": 1, "target":
                    {"select": "follower", "zone": "deck"}}]]}], "effects[0].options[0][0].target", "deck zone"),
    ("activated", [{"kind": "reveal", "target": "enemy_follower"}, {"kind": "delayed", "at": "end_phase",
                    "options": [[{"kind": "destroy", "target": "it"}]]}], "effects[1].options[0][0].target",
     "earlier effect"),
    ("activated", [{"kind": "damage", "amount": 1, "target": "enemy_follower", "instead": {"if": {"combo": 2},
                    "target": {"each": "amulet", "side": "enemy"}}}], "effects[0].instead.target", "only"),
    ("activated", [{"kind": "destroy", "target": "enemy_follower", "amount": 2}], "effects[0].amount",
     "does not read 'amount'"),
    ("activated", [{"kind": "damage", "target": "enemy_follower", "amount": 1, "prevent": True}],
     "effects[0].prevent", "does not read 'prevent'"),
    ("activated", [{"kind": "play_from", "zone": "cemetery", "filter": {"kind": "follower"}, "free": True,
                    "amount": 1}], "effects[0].amount", "free"),
    ("continuous", [{"kind": "reduce_damage", "target": "self", "amount": {"pp": True}}], "effects[0].amount",
     "plain number"),
    ("activated", [{"kind": "destroy", "target": "enemy_follower", "instead": {"if": {"combo": 2}, "amount": 2}}],
     "effects[0].instead.amount", "does not read 'amount'"),
]  # fmt: skip
"""One card of each kind of refused combination, the field its error must name, and a word of the reason."""


@pytest.mark.parametrize(
    ("trigger", "effects", "field", "why"), REFUSED, ids=[r[2] + ":" + r[3] for r in REFUSED]
)
def test_a_refused_combination_names_file_card_and_field(
    tmp_path: Any, trigger: str, effects: list[dict[str, Any]], field: str, why: str
) -> None:
    err = _refusal_loading(tmp_path, effects, trigger)
    assert (err.file, err.card, err.field) == ("lying.yaml", "Lying Card", f"abilities[1].{field}")
    assert str(err).startswith(f"lying.yaml: card 'Lying Card': abilities[1].{field}: ")
    assert why in str(err)
    assert err.reason == "illegal-setup"
