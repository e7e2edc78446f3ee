"""Engine conformance: run our Gherkin rulings against any engine that speaks the wire protocol (issue 23).

* ``engine/interface.py`` and ``engine/<game>/interface.py``: the seam, every op the steps use;
* ``protocol.schema.json``: the messages (one JSON object per line), checked with ``jsonschema``;
* :mod:`oracle.conformance.client`: the engine process, protocol errors, decoded values, the wire backend;
* :mod:`oracle.conformance.plugin`: the pytest options (``--engine-command`` ...);
* ``python -m oracle.conformance --engine "CMD" --game sve --out FILE``: the runner (:mod:`.__main__`);
* ``python -m engine.protocol``: our engines behind the wire; ``tools/conformance/stub_engine.py``: a stub.
"""
