"""tools/mutate/mutate.py: which survivor changes count as "message only" (docs/mutation.md)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "tools" / "mutate" / "mutate.py"
_spec = importlib.util.spec_from_file_location("mutate_tool", _PATH)
assert _spec is not None and _spec.loader is not None
mutate = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = mutate  # dataclasses look their module up there
_spec.loader.exec_module(mutate)

BEFORE = 'def f(x):\n    raise _refuse(f"{x} is wrong", "main-deck-size")\n'


def _same(before: str, after: str) -> bool:
    return bool(mutate.set_aside(before, after))


def test_a_changed_message_is_message_only() -> None:
    assert _same(BEFORE, BEFORE.replace("is wrong", "XXis wrongXX"))


def test_a_changed_positional_reason_code_is_not() -> None:
    assert not _same(BEFORE, BEFORE.replace('"main-deck-size"', '"XXmain-deck-sizeXX"'))
    assert not _same(BEFORE, BEFORE.replace('"main-deck-size"', "None"))


def test_a_changed_keyword_reason_code_is_not() -> None:
    before = 'def f():\n    raise Refused("no room", reason="field-full")\n'
    assert _same(before, before.replace("no room", "NO ROOM"))
    assert not _same(before, before.replace("field-full", "FIELD-FULL"))


def test_a_fingerprint_names_the_change_not_the_function_around_it() -> None:
    before = "def f(x):\n    y = x + 1\n    return y\n"
    after = before.replace("x + 1", "x - 1")
    moved_before = "def f(x):\n    z = 3\n    y = x + 1\n    return y\n"
    moved_after = moved_before.replace("x + 1", "x - 1")
    assert mutate.fingerprint(before, after) == mutate.fingerprint(moved_before, moved_after)
    assert mutate.fingerprint(before, after) != mutate.fingerprint(before, before.replace("x + 1", "x + 2"))


def test_an_equivalent_line_may_carry_a_fingerprint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    listed = tmp_path / "equivalent.txt"
    listed.write_text(
        "# comment line\n"
        "engine.a.x_f__mutmut_1  # old style, no fingerprint\n"
        "engine.a.x_f__mutmut_2 @0123456789  # a reason # with a hash\n",
        "utf-8",
    )
    monkeypatch.setattr(mutate, "EQUIVALENT_FILE", listed)
    found = mutate.load_equivalents()
    assert found["engine.a.x_f__mutmut_1"].fingerprint is None
    assert found["engine.a.x_f__mutmut_2"].fingerprint == "0123456789"
    assert found["engine.a.x_f__mutmut_2"].why == "a reason # with a hash"
    assert found["engine.a.x_f__mutmut_2"].line == 3


def test_the_name_an_argument_check_puts_into_its_message_is_message_only() -> None:
    before = 'def f(x, ids):\n    count_arg(x, "turn", low=1)\n    ids_arg(ids, name="targets")\n'
    assert _same(before, before.replace('"turn"', "None"))
    assert _same(before, before.replace('"targets"', '"XXtargetsXX"'))
    assert _same(
        before, before.replace(', name="targets"', "")
    )  # the default name, "ids", is a message word too
    assert not _same(before, before.replace('"turn", ', ""))  # no name at all: a TypeError, not a message
    assert not _same(before, before.replace("low=1", "low=2"))


def test_a_mutant_no_test_reaches_counts_against_the_kill_rate() -> None:
    from collections import Counter

    row = mutate._row("engine/x.py", Counter({"killed": 9, "no tests": 1, "equivalent": 5, "not checked": 3}))
    cells = row.split()
    assert cells[1:5] == ["18", "9", "0", "1"]  # mutants, killed, survived, no test
    assert cells[-1] == "90.0"  # 9 of the 10 that are neither equivalent nor untried


def test_unread_event_details_are_log_only() -> None:
    """Where steps read every kind with its player and card only, other details are unread ("log only")."""
    before = 'def f(s, p, c):\n    s.log.add("evolved", p, card=c.uid, base=c.base, name=c.name)\n'
    reads = mutate.EventReads(frozenset({"*"}), {"*": frozenset({"player", "card"})})

    def log_only(after: str) -> bool:
        return bool(mutate.set_aside(before, after, reads=reads))

    assert log_only(before.replace("base=c.base", "base=None"))
    assert log_only(before.replace(", name=c.name", ""))
    assert not log_only(before.replace('"evolved"', '"XXevolvedXX"'))
    assert not log_only(before.replace("p, card", "None, card"))
    assert not log_only(before.replace('"evolved", p,', '"evolved",'))
    assert not log_only(before.replace("card=c.uid", "card=None"))
    # an unread detail that could no longer be built is an exception a scenario sees
    described = before.replace("name=c.name", "name=describe(c)")
    assert mutate.set_aside(described, described.replace("describe(c)", "None"), reads=reads)
    assert not mutate.set_aside(described, described.replace("describe(c)", "describe(None)"), reads=reads)


def test_sve_steps_read_every_event_detail_so_no_sve_survivor_is_log_only() -> None:
    """The events step reads any detail a column names: a changed or dropped detail is a survivor."""
    before = 'def f(s, p, c):\n    s.log.add("evolved", p, card=c.uid, base=c.base, name=c.name)\n'
    reads = mutate.event_reads("engine/sve/game.py")
    assert not mutate.set_aside(before, before.replace("base=c.base", "base=None"), reads=reads)
    assert not mutate.set_aside(before, before.replace(", name=c.name", ""), reads=reads)


def test_what_the_sve_steps_read_of_events_is_derived_from_the_step_code() -> None:
    reads = mutate.event_reads_from_steps(mutate.ROOT / "tests" / "steps" / "sve")
    assert reads.kind_read("played") and reads.kind_read("no-such-kind")  # the events step takes any kind
    assert {"player", "card", mutate.EVERY_DETAIL} <= reads.details_of("played")  # its detail columns
    assert "result" in reads.details_of("die-rolled")  # "the dice rolled showed ..."


def test_derived_reads_follow_the_step_code(tmp_path: Path) -> None:
    """A step that reads only kinds makes player and card unread; one that reads e.player makes it read."""
    (tmp_path / "steps.py").write_text(
        "def kinds(ctx):\n    return [e.kind for e in ctx.game.events.events]\n", "utf-8"
    )
    reads = mutate.event_reads_from_steps(tmp_path)
    assert reads.kind_read("played") and not reads.details_of("played")
    (tmp_path / "more.py").write_text(
        "def who(ctx):\n    return [e.player for e in ctx.game.events.of_kind('played')]\n", "utf-8"
    )
    reads = mutate.event_reads_from_steps(tmp_path)
    assert reads.details_of("played") == {"player"} and not reads.details_of("drew")


def test_a_step_that_reads_a_detail_named_by_a_column_reads_every_detail(tmp_path: Path) -> None:
    """``e.data.get(column)`` (a key that is not a literal, as the events step's detail columns) reads every detail
    of the kinds the step walks, so every ``event-detail-unread`` claim about them expires; a literal key reads
    that detail only."""
    (tmp_path / "steps.py").write_text(
        "def amounts(ctx):\n    return [e.data.get('amount') for e in ctx.game.events.of_kind('drained')]\n",
        "utf-8",
    )
    reads = mutate.event_reads_from_steps(tmp_path)
    assert reads.details_of("drained") == {"amount"} and not reads.details_of("combat")
    (tmp_path / "table.py").write_text(
        "def events(ctx, header):\n"
        "    wanted = [h for h in header if h not in ('player', 'card')]\n"
        "    return [[e.data.get(h) for h in wanted] for e in ctx.game.events.events]\n",
        "utf-8",
    )
    reads = mutate.event_reads_from_steps(tmp_path)
    assert mutate.EVERY_DETAIL in reads.details_of("combat")
    (tmp_path / "index.py").write_text(
        "def by_index(ctx, h):\n    return [e.data[h] for e in ctx.game.events.of_kind('served')]\n", "utf-8"
    )
    assert mutate.EVERY_DETAIL in mutate.event_reads_from_steps(tmp_path).details_of("served")


def test_every_event_detail_claim_of_sve_expires_through_the_events_step() -> None:
    """Derived from the real step code: the events step's detail columns make every ``event-detail-unread`` claim
    about an SVE event expire, whatever its kind, while FOH's stay (its steps read kinds and cards only)."""
    for kind in ("combat", "evolved", "tokens-summoned", "no-such-kind"):
        problem = mutate.claim_problem(_claim(f"event-detail-unread:{kind}"), "engine/sve/effects.py")
        assert problem is not None and "every detail" in problem
    assert mutate.claim_problem(_claim("event-detail-unread"), "engine/sve/game.py") is not None
    assert mutate.claim_problem(_claim("event-detail-unread:drew"), "engine/foh/game.py") is None


def _claim(obs: str | None) -> object:
    return mutate.Equivalent("engine.sve.game.x_f__mutmut_1", "0123456789", "why", 1, obs)


def test_a_claim_relying_on_a_readable_observation_is_rejected() -> None:
    """The events step reads the player and the card of every event today: claims that they are unread expire."""
    problem = mutate.claim_problem
    assert problem(_claim("event-player-unread:random-picked"), "engine/sve/effects.py") is not None
    assert problem(_claim("event-card-unread:cost-paid"), "engine/sve/costs.py") is not None
    assert problem(_claim("event-player-unread"), "engine/sve/game.py") is not None
    assert problem(_claim("event-kind-unread:played"), "engine/sve/game.py") is not None
    assert (
        problem(_claim("event-detail-unread:die-rolled"), "engine/sve/game.py") is not None
    )  # its result is read
    # every detail of an SVE event can be read (the events step's detail columns); what no step reads still
    # holds: FOH's unread kinds and their players
    assert problem(_claim("event-detail-unread:combat"), "engine/sve/combat.py") is not None
    assert problem(_claim("event-player-unread:drew"), "engine/foh/game.py") is None
    assert problem(_claim("event-kind-unread:went"), "engine/foh/game.py") is None
    assert problem(_claim("event-card-unread:drew"), "engine/foh/game.py") is not None
    # arguments about the code cannot be read by a step; a claim must name one word of the vocabulary
    assert problem(_claim("default-arg"), "engine/sve/game.py") is None
    assert problem(_claim("message-text"), "engine/sve/game.py") is None
    assert problem(_claim(None), "engine/sve/game.py") is not None
    assert problem(_claim("looks-harmless"), "engine/sve/game.py") is not None


def test_a_listed_claim_with_an_expired_observation_counts_as_a_survivor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = tmp_path / "equivalent.txt"
    listed.write_text(
        "engine.sve.x.x_f__mutmut_1 @0123456789 obs=event-player-unread:played  # steps read kinds only\n"
        "engine.sve.x.x_f__mutmut_2 @0123456789 obs=default-arg  # every caller passes it\n",
        "utf-8",
    )
    monkeypatch.setattr(mutate, "EQUIVALENT_FILE", listed)
    monkeypatch.setattr(mutate, "mutant_fingerprint", lambda source, name: "0123456789")
    found = mutate.load_equivalents()
    assert found["engine.sve.x.x_f__mutmut_1"].obs == "event-player-unread:played"
    assert "player" in str(mutate.listed_problem(found["engine.sve.x.x_f__mutmut_1"], "engine/sve/x.py"))
    assert mutate.listed_problem(found["engine.sve.x.x_f__mutmut_2"], "engine/sve/x.py") is None
    monkeypatch.setattr(mutate, "mutant_fingerprint", lambda source, name: "9999999999")
    assert "stale" in str(mutate.listed_problem(found["engine.sve.x.x_f__mutmut_2"], "engine/sve/x.py"))


def test_a_message_change_that_can_still_be_built_is_message_only() -> None:
    before = 'def f(x, a):\n    raise Refused(f"{x} of {str(a)} is {len(a) + 1} wrong", reason="r")\n'
    assert _same(before, before.replace("is ", "XXis XX"))  # the words
    assert _same(before, before.replace("str(a)", "str(None)"))  # str() of anything
    assert _same(before, before.replace("{x}", "{None}"))  # an f-string shows anything
    assert _same(before, before.replace("+ 1", "+ 2"))  # a number for a number
    assert _same(before, before.replace('f"{x} of {str(a)} is {len(a) + 1} wrong"', "None"))  # no message


def test_a_message_change_that_could_make_building_it_raise_is_not_set_aside() -> None:
    before = (
        'def f(x, a, n):\n    raise Refused(f"{describe(x)} {a[0]} {n + 1} {x.name} {len(a)}", reason="r")\n'
    )
    assert not _same(before, before.replace("describe(x)", "describe(None)"))  # None.name inside describe
    assert not _same(before, before.replace("a[0]", "a[1]"))  # an index
    assert not _same(before, before.replace("n + 1", "n - 1"))  # an operator: on text it raises
    assert not _same(before, before.replace("len(a)", "len(None)"))  # len(None) raises
    assert not _same(before, before.replace("len(a)", "len()"))  # an argument removed
    assert not _same(before, before.replace("x.name", "None.name"))
    joined = 'def f(a):\n    raise Refused("no " + ", ".join(a), reason="r")\n'
    assert not _same(joined, joined.replace("join(a)", "join(None)"))
    assert not _same(joined, joined.replace('"no " +', '"no " -'))
    # a %-format whose format text changes can raise ("%d" upper-cased is "%D"); its words after it cannot
    printf = 'def f(n):\n    raise Refused("%d left" % n, reason="r")\n'
    assert not _same(printf, printf.replace('"%d left"', '"%D LEFT"'))
    assert _same(printf, printf.replace('"%d left" % n', '"XX"'))


def test_a_dropped_message_is_message_only_but_a_dropped_reason_is_not() -> None:
    before = 'def f(x):\n    raise error(f"{x} is wrong", reason="bad-type")\n'
    assert _same(before, 'def f(x):\n    raise error(reason="bad-type")\n')
    assert not _same(before, 'def f(x):\n    raise error(f"{x} is wrong", )\n')
    assert not _same(
        BEFORE, 'def f(x):\n    raise _refuse("main-deck-size")\n'
    )  # the code became the message
