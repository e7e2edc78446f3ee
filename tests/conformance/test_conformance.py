"""The engine seam and the wire protocol (issue 23): our engines over the wire agree with them in-process,
hostile engines give named protocol errors without stopping the run, the stub is all unsupported, and a
deliberately wrong engine fails exactly the scenarios of the rules it breaks."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core.digest import StateSnapshot, state_digest
from engine.interface import GAMES, interface_of
from engine.protocol import Server
from engine.protocol import encode as server_encode
from oracle.conformance.client import ERROR_NAMES, Record, check_message, decode, encode, has_type
from oracle.results import load_results
from oracle.site.engines import load_engine_run
from tests.support.pytest_runs import clean_env, run_pytest

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
OURS = f"{PY} -m engine.protocol"
HERE = "tests/conformance"


def _scenarios(out: Path, *args: str, timeout: float = 300) -> dict[str, dict[str, Any]]:
    """Run scenarios (``tests/steps`` unless a path is given) writing ``out``; its records by node id."""
    paths = [a for a in args if a.startswith("tests/")] or ["tests/steps"]
    rest = [a for a in args if not a.startswith("tests/")]
    done = run_pytest(
        [
            *paths,
            "-p",
            "no:xdist",
            "-p",
            "no:hypothesispytest",
            "-q",
            "--tb=line",
            f"--oracle-results={out}",
            *rest,
        ],
        ROOT,
        clean_env(),
        timeout=timeout,
    )
    assert done.returncode in (0, 1), done.stdout[-3000:] + done.stderr[-3000:]
    doc = load_results(out)  # a whole, valid results file
    return {r["nodeid"]: r for r in doc["scenarios"]}


def test_a_sample_over_the_wire_equals_the_in_process_outcomes(tmp_path: Path) -> None:
    """30 scenarios per game (the same ones, chosen deterministically): same outcome, scenario by scenario."""
    local = _scenarios(tmp_path / "local.json", "--engine-sample=30")
    wire = _scenarios(tmp_path / "wire.json", "--engine-sample=30", f"--engine-command={OURS}")
    assert len(local) == 90 and set(wire) == set(local)
    assert {n: r["status"] for n, r in wire.items()} == {n: r["status"] for n, r in local.items()}
    assert all(r["status"] == "passed" for r in wire.values())
    doc = json.loads((tmp_path / "wire.json").read_text())
    assert doc["engine"]["name"] == "ruling-oracle" and doc["engine"]["protocol"] == 1
    assert doc["engine"]["command"] == OURS and doc["engine"]["games"] == sorted(GAMES)


HOSTILE = [
    "ok",
    "bad-json",
    "wrong-type",
    "wrong-value",
    "huge",
    "endless",
    "chatter",
    "silent",
    "exit",
    "error",
    "ok",
]
EXPECTED = {
    "bad-json": "bad-json",
    "wrong-type": "bad-message",
    "wrong-value": "wrong-type",
    "huge": "too-large",
    "endless": "too-large",
    "chatter": "wrong-id",
    "silent": "timeout",
    "exit": "engine-exited",
    "error": "engine-error",
}


def test_hostile_engines_give_named_errors_and_the_run_goes_on(tmp_path: Path) -> None:
    """One misbehaviour per scenario (the engine is started again after each): each scenario gets its error's
    name, the well-answered scenarios before and after still pass, and the results file is whole."""
    counter = tmp_path / "counter"
    command = f"{PY} {HERE}/fake_engine.py {counter} {','.join(HOSTILE)}"
    recs = _scenarios(
        tmp_path / "hostile.json",
        "tests/steps/umafan",
        "--engine-sample=11",
        "--engine-timeout=3",
        f"--engine-command={command}",
    )
    ordered = sorted(recs.values(), key=lambda r: r["nodeid"])  # the order the sample runs them in
    got = [(r["status"], r.get("error")) for r in ordered]
    want = [("passed", None) if m == "ok" else ("error", EXPECTED[m]) for m in HOSTILE]
    assert sorted(got, key=str) == sorted(want, key=str), got
    assert set(EXPECTED.values()) <= set(ERROR_NAMES)


def test_a_wrong_protocol_version_is_a_handshake_error_for_every_scenario(tmp_path: Path) -> None:
    command = f"{PY} {HERE}/fake_engine.py --hello-protocol 99"
    recs = _scenarios(
        tmp_path / "old.json", "tests/steps/umafan", "--engine-sample=5", f"--engine-command={command}"
    )
    assert [(r["status"], r.get("error")) for r in recs.values()] == [("error", "handshake")] * 5


def test_an_engine_that_never_starts_writes_a_file_the_site_can_show(tmp_path: Path) -> None:
    """No hello ever came: every scenario is "error start-failed", and the run is still labelled (by the
    command's program) so the conformance page shows it instead of refusing the file."""
    out = tmp_path / "never.json"
    recs = _scenarios(
        out, "tests/steps/umafan", "--engine-sample=3", "--engine-command=/nonexistent/bin/my-engine"
    )
    assert [(r["status"], r.get("error")) for r in recs.values()] == [("error", "start-failed")] * 3
    run = load_engine_run(out)
    assert run.engine.name == "my-engine" and "no handshake" in run.engine.version


def test_the_stub_engine_makes_every_scenario_unsupported(tmp_path: Path) -> None:
    """The adapter stub through the runner's command line: every scenario unsupported, the engine named."""
    out = tmp_path / "stub.json"
    done = subprocess.run(
        [PY, "-m", "oracle.conformance", "--engine", f"{PY} tools/conformance/stub_engine.py", "--game", "umafan",
         "--out", str(out), "--sample", "12"],
        cwd=ROOT, env=clean_env(), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    doc = load_results(out)
    assert [r["status"] for r in doc["scenarios"]] == ["unsupported"] * 12
    assert doc["engine"]["name"] == "stub-engine" and doc["engine"]["game"] == "umafan"
    assert "0 passed, 0 failed, 12 unsupported, 0 error" in done.stdout


def test_a_deliberately_wrong_engine_fails_the_scenarios_of_the_rules_it_breaks(tmp_path: Path) -> None:
    """Ward, a full field and summoning sickness ignored: the scenarios expecting those refusals fail, the
    rest of the selection passes."""
    recs = _scenarios(
        tmp_path / "wrong.json",
        "tests/steps/sve",
        "-k",
        "ward or full or sick",
        f"--engine-command={PY} {HERE}/wrong_engine.py",
    )
    broken = {n for n, r in recs.items() if _expects(r, ("ward", "field-full", "summoning-sick"))}
    failed = {n for n, r in recs.items() if r["status"] == "failed"}
    assert broken and failed == broken
    assert all(r["status"] == "passed" for n, r in recs.items() if n not in broken)


def _expects(rec: dict[str, Any], reasons: tuple[str, ...]) -> bool:
    """Whether the scenario's text checks a refusal with one of these reasons."""
    lines = (ROOT / rec["feature"]).read_text(encoding="utf-8").splitlines()[rec["line"] :]
    body = []
    for line in lines:
        if re.match(r"\s*(Scenario|Scenario Outline|Example|Rule):", line):
            break
        body.append(line)
    text = "\n".join(body)
    return any(f'refused with reason "{r}"' in text for r in reasons)


# --------------------------------------------------------------------------- the pieces


def test_the_schema_lists_every_record_of_the_interfaces() -> None:
    schema = json.loads((ROOT / "oracle/conformance/protocol.schema.json").read_text())
    records = {name: fields for g in GAMES for name, fields in interface_of(g).records.items()}
    assert set(schema["$defs"]["record"]["properties"]["record"]["enum"]) == set(records)
    for name, fields in records.items():
        assert set(schema["$defs"][name]["required"]) == set(fields), name


def test_values_travel_and_come_back_read_only() -> None:
    server = Server(("sve",))
    assert server.handle({"type": "hello", "id": 1, "protocol": 1, "game": "sve"})["games"] == ["sve"]
    assert server.handle(
        {"type": "call", "id": 2, "op": "new_game", "args": [], "kwargs": {"setup": "sandbox"}}
    )
    uid = server.handle({"type": "call", "id": 3, "op": "setup_put", "args": [0, "field", "Test Fighter"],
                         "kwargs": {}})["value"]  # fmt: skip
    answer = server.handle({"type": "call", "id": 4, "op": "cards_in", "args": [0, "field"], "kwargs": {}})
    check_message(answer)
    (card,) = decode(answer["value"])
    assert isinstance(card, Record) and card.uid == uid and card.name == "Test Fighter"
    assert isinstance(card.keywords, frozenset) and isinstance(card.traits, tuple)
    with pytest.raises(AttributeError):
        card.name = "Other"  # type: ignore[misc]
    refused = server.handle({"type": "call", "id": 5, "op": "attack", "args": [1, uid, None], "kwargs": {}})
    check_message(refused)
    assert refused["type"] == "refused" and refused["refusal"]["reason"]
    unknown = server.handle({"type": "call", "id": 6, "op": "no_such_op", "args": [], "kwargs": {}})
    assert unknown["type"] == "unsupported"
    assert decode(encode({1: (2, 3)})) == {1: (2, 3)}
    assert has_type([card], "list[CardView]") and has_type(None, "WindowView|null")
    assert not has_type("3", "int") and not has_type(True, "int") and not has_type([1, "x"], "list[int]")
    assert decode(server_encode((1, [2], {"a": frozenset({"x"})}), frozenset())) == (
        1,
        [2],
        {"a": frozenset({"x"})},
    )


def test_snapshots_are_equal_exactly_when_the_states_are() -> None:
    server = Server(("sve",))
    server.handle({"type": "hello", "id": 1, "protocol": 1, "game": "sve"})
    server.handle({"type": "call", "id": 2, "op": "new_game", "args": [], "kwargs": {"setup": "sandbox"}})
    game = server.game
    before = game.snapshot()
    assert isinstance(before, StateSnapshot) and before == game.snapshot()
    assert before.digest() == state_digest(game.state)
    game.setup_put(0, "hand", "Test Fighter")
    assert before != game.snapshot() and before.digest() != game.snapshot().digest()


def test_the_steps_reach_the_engines_only_through_the_interface() -> None:
    """No step reads a game's state object or builds a game from an engine class."""
    for path in sorted((ROOT / "tests/steps").rglob("*.py")) + [ROOT / "tests/support/common_steps.py"]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(?:game|raw_game|snapshot)\.state\b", text), path
        assert not re.search(r"\b(?:Game|FohGame|UmaFanGame)(?:\.\w+)?\(", text), path


@pytest.mark.parametrize("game", GAMES)
def test_every_op_the_steps_name_is_in_the_interface(game: str) -> None:
    """A step that calls a game method the interface does not list would work in-process and be refused over
    the wire: add the op to ``engine/<game>/interface.py`` (and, for a new record, to the schema)."""
    spec = interface_of(game)
    named: set[str] = set()
    for path in sorted((ROOT / "tests/steps" / game).glob("*.py")):
        named |= set(re.findall(r"\b(?:ctx\.(?:raw_)?game|game)\.(\w+)\(?", path.read_text(encoding="utf-8")))
    named -= {"py"}  # "game.py" in a comment
    missing = sorted(n for n in named if spec.kind_of(n) is None)
    assert not missing, f"steps of {game} use {missing}, not ops of engine/{game}/interface.py"


def test_the_error_names_are_documented_in_the_protocol_notes() -> None:
    doc = (ROOT / "oracle/conformance/__init__.py").read_text(encoding="utf-8")
    assert "protocol" in doc
    assert set(ERROR_NAMES) == {
        "bad-json", "bad-message", "wrong-id", "too-large", "timeout", "engine-exited", "engine-error",
        "handshake", "start-failed", "wrong-type",
    }  # fmt: skip
