"""The "Check your engine" pages (issue 23) work as written: their minimal adapter, run as the runner would
start it, shakes hands and answers ``unsupported`` to every call, one JSON line per request with its id;
the English and Japanese pages give the same adapter, commands and CI job; the site's navigation and the
contributor guide link them.

Where the protocol's JSON Schema (``oracle/conformance/protocol.schema.json``) and ``jsonschema`` are
present, every answer is also checked against it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PAGES = {"en": ROOT / "docs" / "check-your-engine.md", "ja": ROOT / "docs" / "check-your-engine-ja.md"}
SCHEMA = ROOT / "oracle" / "conformance" / "protocol.schema.json"
FENCE = re.compile(r"^```(\w+)\n(.*?)^```", re.M | re.S)


def blocks(lang: str, kind: str) -> list[str]:
    return [m.group(2) for m in FENCE.finditer(PAGES[lang].read_text(encoding="utf-8")) if m.group(1) == kind]


def adapter(lang: str) -> str:
    found = [b for b in blocks(lang, "python") if b.startswith("# my_engine.py")]
    assert len(found) == 1, f"{PAGES[lang].name}: one adapter block starting '# my_engine.py' expected"
    return found[0]


def _code_only(source: str) -> str:
    """The adapter without its comments and docstrings (the pages translate those)."""
    lines = [re.sub(r"\s*#.*$", "", line) for line in source.splitlines()]
    return re.sub(r'"""[^"]*"""', '""""""', "\n".join(line for line in lines if line.strip()))


def _validator() -> Any:
    if not SCHEMA.is_file():
        return None
    try:
        import jsonschema
    except ImportError:
        return None
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_minimal_adapter_answers_unsupported_to_everything(lang: str, tmp_path: Path) -> None:
    script = tmp_path / "my_engine.py"
    script.write_text(adapter(lang), encoding="utf-8")
    requests = [
        {"type": "hello", "id": 1, "protocol": 1, "game": "sve"},
        {"type": "call", "id": 2, "op": "new_game", "args": [], "kwargs": {"setup": "sandbox"}},
        {"type": "call", "id": 3, "op": "play", "args": [0, 12], "kwargs": {"choices": [1]}},
        {"type": "call", "id": 4, "op": "events", "args": [], "kwargs": {}},
        {"type": "bye", "id": 5},
    ]
    proc = subprocess.run(
        [sys.executable, str(script)],
        input="".join(json.dumps(r) + "\n" for r in requests),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [a["id"] for a in answers] == [r["id"] for r in requests]  # one line per request, same id
    hello, *calls, bye = answers
    assert hello["type"] == "hello" and hello["protocol"] == 1 and "sve" in hello["games"]
    assert hello["name"] and hello["version"]
    assert [(c["type"], c["op"]) for c in calls] == [
        ("unsupported", "new_game"),
        ("unsupported", "play"),
        ("unsupported", "events"),
    ]
    assert bye == {"type": "bye", "id": 5}
    validator = _validator()
    if validator is not None:
        for message in [*requests, *answers]:
            errors = [e.message for e in validator.iter_errors(message)]
            assert not errors, (message, errors)


def test_both_languages_give_the_same_adapter_commands_and_ci_job() -> None:
    assert _code_only(adapter("en")) == _code_only(adapter("ja"))
    for kind in ("sh", "json"):
        assert blocks("en", kind) == blocks("ja", kind), kind
    en_ci, ja_ci = (yaml.safe_load(blocks(lang, "yaml")[0]) for lang in ("en", "ja"))
    assert en_ci == ja_ci  # the comments differ, the job does not
    steps = en_ci["jobs"]["conformance"]["steps"]
    assert any("oracle.conformance" in str(s.get("run", "")) for s in steps)


def test_the_pages_are_in_the_navigation_and_the_contributor_guide() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for page in ("check-your-engine.md", "check-your-engine-ja.md", "generated/conformance.md"):
        assert f": {page}" in nav, page
    guide = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    assert "(check-your-engine.md)" in guide and "(check-your-engine-ja.md)" in guide


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pages_name_every_protocol_error_the_runner_knows(lang: str) -> None:
    """Checked once the runner (``oracle.conformance``, issue 23's other half) is in the tree."""
    client = pytest.importorskip("oracle.conformance.client")
    text = PAGES[lang].read_text(encoding="utf-8")
    missing = [name for name in client.ERROR_NAMES if f"`{name}`" not in text]
    assert not missing, f"{PAGES[lang].name} does not name: {missing}"
