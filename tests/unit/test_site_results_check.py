"""``make site-build``'s in-process results check answers as ``python -m oracle.results check --complete``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oracle.results import main as results_main
from oracle.site.publish import RESULTS_UNUSABLE, main, results_usable

GOOD = {
    "schema": 1,
    "scenarios": [
        {
            "nodeid": "t",
            "feature": "features/x.feature",
            "line": 3,
            "name": "n",
            "tags": [],
            "ids": [],
            "status": "passed",
        }
    ],
}


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(GOOD),
        '{"schema": 1,',
        "[]",
        json.dumps({**GOOD, "complete": False, "partial": "stopped early"}),
        json.dumps({**GOOD, "scenarios": [{"feature": "f"}]}),
        None,
    ],
)
def test_the_same_answer_and_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str | None
) -> None:
    monkeypatch.chdir(tmp_path)
    path = Path("results") / "results.json"
    path.parent.mkdir()
    if text is not None:
        path.write_text(text, encoding="utf-8")
    code = results_main(["check", "--complete", str(path)])
    expected = capsys.readouterr().err
    assert results_usable(path) is (code == 0)
    assert capsys.readouterr().err == expected
    if code != 0:
        assert main(["--check-results"]) == RESULTS_UNUSABLE
        assert capsys.readouterr().err == expected
