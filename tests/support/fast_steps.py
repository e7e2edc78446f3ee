"""Speed for the scenario suite: find step definitions once per test module, match them directly.

pytest-bdd (9.x) finds the definition of every step by walking all registered
fixture names, asking pytest which definitions of each are visible to the test,
then injecting a temporary fixture and resolving it through pytest's fixture
machinery. For 378 scenarios and ~2,800 steps that lookup was most of the run.

Here the step definitions visible to a test module (or class) are listed once,
in pytest-bdd's own priority order, and each step text of that module is then
matched directly against them (the answer cached per step type and text). The
result is the same definition pytest-bdd would pick:

- visibility is pytest's own (``FixtureManager.getfixturedefs`` for the test's
  node), asked once per name per module instead of once per name per step text;
- among matching definitions the most specific one wins (deepest ``baseid``;
  on a tie, the one pytest-bdd would have listed last), as in
  ``pytest_bdd.scenario.inject_fixturedefs_for_step`` + ``getfixturevalue``;
- a step that no definition matches still gets pytest-bdd's own
  ``StepDefinitionNotFoundError`` (this returns ``None`` as the original does).

Nothing here knows any game: whatever ``@given/@when/@then`` definitions a
game folder's ``conftest.py`` registers are found. Also here: the parsed
feature files are cached on disk (keyed by path, size and modification time),
so an unchanged ``.feature`` file is not parsed by Gherkin again; a step
definition's signature and required arguments are computed once, not at every
step; a step text is parsed once per definition (its converters still run at
every step); a fixture a step asks for is fetched from pytest once per test;
the data tables of a scenario without examples are not deep-copied to render it.

:func:`install` patches pytest-bdd's module functions; it is idempotent.
"""

from __future__ import annotations

import gc
import importlib
import inspect
import os
import pickle
import sys
import tempfile
import weakref
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any, TypeVar

_F = TypeVar("_F", bound=Callable[..., Any])

_scenario_mod = importlib.import_module("pytest_bdd.scenario")  # the module, not the function of that name
_feature_mod = importlib.import_module("pytest_bdd.feature")
_steps_mod = importlib.import_module("pytest_bdd.steps")
_compat_mod = importlib.import_module("pytest_bdd.compat")
_parser_mod = importlib.import_module("pytest_bdd.parser")
_utils_mod = importlib.import_module("pytest_bdd.utils")

_parsers_mod = importlib.import_module("pytest_bdd.parsers")
_reporting_mod = importlib.import_module("pytest_bdd.reporting")

_STEP_PREFIX = _steps_mod.StepNamePrefix.step_def.value
_PREFIX_PARSERS = (_parsers_mod.parse, _parsers_mod.cfparse, _parsers_mod.string)


class ModuleSteps:
    """The step definitions one test module (or class) sees, and the answer for each step text."""

    def __init__(self, fixturemanager: Any, node: Any) -> None:
        registry = _steps_mod.step_function_context_registry
        found: list[tuple[list[str], int, Any]] = []
        # Same enumeration as pytest_bdd.scenario.find_fixturedefs_for_step: every fixture name, every definition
        # of it that pytest says is visible to the node, kept if it is a step definition.
        for fixturename in _compat_mod.get_fixture_names(fixturemanager=fixturemanager):
            for fixturedef in _compat_mod.getfixturedefs(fixturemanager, fixturename, node) or []:
                context = registry.get(fixturedef.func)
                if context is not None:
                    path = list(_scenario_mod.iterparentnodeids(fixturedef.baseid))
                    found.append((path, len(found), context))
        # pytest-bdd sorts the matches by path (stable) and pytest uses the last: the highest (path, order) wins.
        found.sort(key=lambda item: (item[0], item[1]))
        self.definitions: list[Any] = [context for _, _, context in reversed(found)]
        self.prefixes: list[str | None] = [_literal_prefix(context.parser) for context in self.definitions]
        self.answers: dict[tuple[str, str], Any] = {}
        self.marked: dict[tuple[Any, ...], bool] = {}  # see scenario_has_step_marked

    def lookup(self, step_type: str, text: str) -> Any:
        """The step function context that pytest-bdd would run for this step, or ``None``."""
        key = (step_type, text)
        try:
            return self.answers[key]
        except KeyError:
            pass
        answer = None
        lowered = text.lower() if text.isascii() else None
        for context, prefix in zip(self.definitions, self.prefixes, strict=True):
            if context.type is not None and context.type != step_type:
                continue
            if prefix and lowered is not None and not lowered.startswith(prefix):
                continue  # cannot match: its fixed opening words are not this text's
            if context.parser.is_matching(text):
                answer = context
                break
        self.answers[key] = answer
        return answer


def _literal_prefix(parser: Any) -> str | None:
    """The fixed opening words every text a parser matches starts with (ASCII, lower case), or ``None``.

    For ``parsers.parse``/``cfparse`` (case-insensitive unless asked otherwise) the format's text before its
    first field, and a plain string step's whole text; comparing lower-cased ASCII is then a necessary
    condition of a match, so skipping a definition whose prefix differs never changes the answer. Regular
    expressions and anything else get no prefix (always tried).
    """
    name = getattr(parser, "name", None)
    if not isinstance(name, str) or type(parser) not in _PREFIX_PARSERS:
        return None
    prefix = name.split("{", 1)[0] if type(parser) is not _parsers_mod.string else name
    return prefix.lower() if prefix.isascii() and prefix else None


# Per pytest session (its fixture manager), per test module or class (the test's parent node id).
_sessions: weakref.WeakKeyDictionary[Any, dict[str, ModuleSteps]] = weakref.WeakKeyDictionary()


# The running test's request and the step definitions its module sees (one test at a time per process).
_current: list[Any] = [None, None]


def _module_steps(request: Any) -> ModuleSteps:
    """The :class:`ModuleSteps` of the test ``request`` runs (asked once per test, then remembered)."""
    if _current[0] is request:
        steps: ModuleSteps = _current[1]
        return steps
    node = request.node
    manager = request._fixturemanager
    modules = _sessions.get(manager)
    if modules is None:
        modules = _sessions[manager] = {}
    scope = node.parent if node.parent is not None else node
    found = modules.get(scope.nodeid)
    if found is None:
        found = modules[scope.nodeid] = ModuleSteps(manager, node)
    _current[0], _current[1] = request, found
    return found


def get_step_function(request: Any, step: Any) -> Any:
    """Drop-in replacement for ``pytest_bdd.scenario.get_step_function``."""
    return _module_steps(request).lookup(step.type, step.name)


def scenario_has_step_marked(request: Any, scenario: Any, mark: str) -> bool:
    """Whether a step of ``scenario`` (run by ``request``) is defined by a function with a true attribute ``mark``.

    ``True`` also when a step has no definition (the scenario fails there): a caller that skips work for
    unmarked scenarios then does it. The answer is kept per module, mark and sequence of step texts.
    """
    steps = _module_steps(request)
    key = (mark, *[(step.type, step.name) for step in scenario.steps])
    answer = steps.marked.get(key)
    if answer is None:
        answer = steps.marked[key] = any(
            context is None or bool(getattr(context.step_func, mark, False))
            for context in (steps.lookup(step.type, step.name) for step in scenario.steps)
        )
    return answer


def _caller_module_path(depth: int = 2) -> str:
    """``pytest_bdd.utils.get_caller_module_path`` without ``inspect.getframeinfo``, which reads every code
    position of the calling module (at every scenario it binds). Same answer: a frame's ``co_filename`` that
    names an existing ``.py`` file is what ``getframeinfo`` returns; anything else is asked of it."""
    frame = sys._getframe(depth)
    filename = frame.f_code.co_filename
    if filename.endswith(".py") and os.path.isfile(filename):
        return filename
    return inspect.getframeinfo(frame, context=0).filename


_original_runtest_makereport = _reporting_mod.runtest_makereport
_original_step_error = _reporting_mod.step_error
_BDD_PLUGIN = importlib.import_module("pytest_bdd.plugin")


def _reports_read(option: Any) -> bool:
    """Whether pytest-bdd's scenario and step reports are read: only its cucumber JSON and Gherkin terminal
    reporters read them."""
    return bool(
        getattr(option, "cucumber_json_path", None) or getattr(option, "gherkin_terminal_reporter", False)
    )


def _runtest_makereport(item: Any, call: Any, rep: Any) -> None:
    """pytest-bdd's copy of the scenario's report into every test report (setup, call and teardown) is read
    only by its cucumber JSON and Gherkin terminal reporters: made only when one of them is on."""
    if _reports_read(item.config.option):
        _original_runtest_makereport(item, call, rep)


def _step_hook_needed(caller: Any, option: Any) -> bool:
    """Whether calling the step hook ``caller`` (``pytest_bdd_before_step``/``after_step``) does anything:
    an implementation other than pytest-bdd's own (its step reports), or a reporter that reads those reports.
    Any plugin or conftest implementing the hook gets every call, as before."""
    for impl in caller.get_hookimpls():
        if impl.plugin is not _BDD_PLUGIN:
            return True
    return _reports_read(option)


def _step_error(request: Any, *args: Any, **kwargs: Any) -> None:
    """pytest-bdd's step error report: marks the current step report failed. Nothing to mark when no step
    report was made (no reporter reads them, see :func:`_step_hook_needed`)."""
    report = _reporting_mod.scenario_reports_registry.get(request.node)
    if report is None or not report.step_reports:
        return
    _original_step_error(request, *args, **kwargs)


_signatures: dict[Any, inspect.Signature] = {}


def _signature(func: Callable[..., Any]) -> inspect.Signature:
    """``inspect.signature``, computed once per step function (pytest-bdd asks at every step)."""
    try:
        return _signatures[func]
    except KeyError:
        sig = _signatures[func] = inspect.signature(func)
        return sig
    except TypeError:  # unhashable callable
        return inspect.signature(func)


_required: dict[Any, tuple[str, ...]] = {}
_arguments: dict[tuple[int, str], tuple[Any, dict[str, Any]]] = {}
# The fixtures the steps of the running test asked for: (its request, {name: value}, {name: value} of those made
# as plain fixtures). One test at a time.
_fixtures: list[Any] = [None, {}, {}]


def _required_args(func: Callable[..., Any]) -> tuple[str, ...]:
    """``pytest_bdd.utils.get_required_args``, computed once per step function."""
    try:
        return _required[func]
    except KeyError:
        args = _required[func] = tuple(_utils_mod.get_required_args(func))
        return args
    except TypeError:  # unhashable callable
        return tuple(_utils_mod.get_required_args(func))


def _parsed_arguments(step: Any, context: Any) -> dict[str, Any]:
    """``pytest_bdd.scenario.parse_step_arguments``: the text is parsed once per definition and text
    (the converters still run at every step, so each step gets freshly converted values)."""
    key = (id(context), step.name)
    cached = _arguments.get(key)
    if cached is not None and cached[0] is context:
        raw = cached[1]
    else:
        raw = context.parser.parse_arguments(step.name)
        if raw is None or set(raw) & _scenario_mod.STEP_ARGUMENTS_RESERVED_NAMES:
            return _scenario_mod.parse_step_arguments(step=step, context=context)  # its own assertion/error
        _arguments[key] = (context, raw)
    converters = context.converters
    return {name: converters[name](value) if name in converters else value for name, value in raw.items()}


def _fixture_value(request: Any, name: str) -> Any:
    """``request.getfixturevalue``, asked of pytest once per test and fixture name; a :func:`plain_fixture`
    is called directly instead (see there)."""
    if _fixtures[0] is not request:
        _fixtures[0], _fixtures[1], _fixtures[2] = request, {}, {}
    values: dict[str, Any] = _fixtures[1]
    try:
        return values[name]
    except KeyError:
        plain = _plain_fixture_func(request, name)
        if plain is None:
            value = values[name] = request.getfixturevalue(name)
        else:
            value = values[name] = _fixtures[2][name] = plain()
        return value


_PLAIN = "_fast_steps_plain_fixture"


def plain_fixture(func: _F) -> _F:
    """Mark a fixture function as *plain*: it takes no argument, returns a fresh value and has nothing to tear
    down. Put it under ``@pytest.fixture``.

    When only steps ask for a plain fixture (no test argument, no other fixture), a step gets its value from
    one direct call per test, remembered for the test's other steps exactly as pytest would cache it, instead
    of through pytest's fixture machinery (a sub-request, the setup hook, a finalizer to run at teardown: most
    of what asking for it cost). Whatever pytest would not simply call falls back to
    ``request.getfixturevalue``: a fixture this test already set up through pytest, a parametrized or
    overridden-by-parameter one, one of a wider scope, one whose closest definition is not marked, and any run
    that shows or plans fixture set-up (``--setup-show``, ``--setup-plan``, ``--setup-only``).
    """
    setattr(func, _PLAIN, True)
    return func


# Per fixture manager, test module or class and fixture name: the plain fixture function steps there get.
_plain_funcs: weakref.WeakKeyDictionary[Any, dict[tuple[str, str], Any]] = weakref.WeakKeyDictionary()


def _plain_fixture_func(request: Any, name: str) -> Any:
    """The function to call for fixture ``name`` of the test ``request`` runs, or ``None``: ask pytest."""
    if name in request._fixture_defs:
        return None  # pytest already made it for this test: its value is the one to share
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and name in callspec.params:
        return None
    manager = request._fixturemanager
    per_manager = _plain_funcs.get(manager)
    if per_manager is None:
        per_manager = _plain_funcs[manager] = {}
    node = request.node
    scope = node.parent if node.parent is not None else node
    key = (scope.nodeid, name)
    try:
        return per_manager[key]
    except KeyError:
        pass
    func = None
    option = request.config.option
    shown = any(getattr(option, flag, False) for flag in ("setupshow", "setupplan", "setuponly"))
    fixturedefs = None if shown else manager.getfixturedefs(name, node)
    if fixturedefs:
        closest = fixturedefs[-1]
        if (
            getattr(closest.func, _PLAIN, False)
            and closest.scope == "function"
            and not closest.params
            and not closest.argnames
            and not inspect.isgeneratorfunction(closest.func)
            and not inspect.iscoroutinefunction(closest.func)
        ):
            func = closest.func
    per_manager[key] = func
    return func


class _StepPlan:
    """What running one step definition needs, worked out once per definition (not at every step)."""

    __slots__ = ("context", "func", "parameters", "required", "datatable", "docstring")

    def __init__(self, context: Any) -> None:
        self.context = context
        self.func = context.step_func
        self.parameters = _signature(self.func).parameters
        self.required = _required_args(self.func)
        self.datatable = _DATATABLE in self.parameters
        self.docstring = _DOCSTRING in self.parameters


_plans: dict[int, _StepPlan] = {}
# Per running test (its request): whether the before/after-step hooks and the before-step-call hook are called.
_test_hooks: list[Any] = [None, False, False]


def _plan(context: Any) -> _StepPlan:
    plan = _plans.get(id(context))
    if plan is None or plan.context is not context:
        plan = _plans[id(context)] = _StepPlan(context)
    return plan


def _execute_step_function(request: Any, scenario: Any, step: Any, context: Any) -> None:
    """``pytest_bdd.scenario._execute_step_function`` (9.x) with the per-step work done once: the same hooks,
    in the same order, with the same arguments; the same errors. The step hooks only pytest-bdd's own step
    reports implement are skipped when no reporter reads those reports (:func:`_step_hook_needed`); whether
    the hooks are called is decided once per test (plugins and conftests are registered before tests run)."""
    __tracebackhide__ = True
    plan = _plan(context)
    step_func = plan.func
    hook = request.config.hook
    if _test_hooks[0] is not request:
        option = request.config.option
        # both or neither: pytest-bdd's after-step report finalizes the report its before-step one made
        _test_hooks[1] = _step_hook_needed(hook.pytest_bdd_before_step, option) or _step_hook_needed(
            hook.pytest_bdd_after_step, option
        )
        # nothing implements it by default: skip the empty call
        _test_hooks[2] = bool(hook.pytest_bdd_before_step_call.get_hookimpls())
        _test_hooks[0] = request
    step_hooks: bool = _test_hooks[1]
    kw = {
        "request": request,
        "feature": scenario.feature,
        "scenario": scenario,
        "step": step,
        "step_func": step_func,
        "step_func_args": {},
    }
    if step_hooks:
        hook.pytest_bdd_before_step(**kw)
    try:
        parameters = plan.parameters
        kwargs = {k: v for k, v in _parsed_arguments(step, context).items() if k in parameters}
        if plan.datatable and step.datatable is not None:
            kwargs[_DATATABLE] = step.datatable.raw()
        if plan.docstring and step.docstring is not None:
            kwargs[_DOCSTRING] = step.docstring
        for arg in plan.required:
            if arg not in kwargs:
                kwargs[arg] = _fixture_value(request, arg)
        kw["step_func_args"] = kwargs
        if _test_hooks[2]:
            hook.pytest_bdd_before_step_call(**kw)
        return_value = _call_fixture_func(fixturefunc=step_func, request=request, kwargs=kwargs)
    except (Exception, _Failed) as exception:
        hook.pytest_bdd_step_error(exception=exception, **kw)
        raise
    if context.target_fixture is not None:
        # the injected value replaces what pytest gave before; a plain fixture's value stays (pytest's would)
        if _fixtures[0] is request:
            made = _fixtures[2]
            made.pop(context.target_fixture, None)
            _fixtures[1] = dict(made)
        _compat_mod.inject_fixture(request, context.target_fixture, return_value)
    if step_hooks:
        hook.pytest_bdd_after_step(**kw)


_DATATABLE = _scenario_mod.STEP_ARGUMENT_DATATABLE
_DOCSTRING = _scenario_mod.STEP_ARGUMENT_DOCSTRING
_call_fixture_func = _scenario_mod.call_fixture_func
_Failed = _scenario_mod.Failed


_original_render_datatable = _parser_mod.Step.render_datatable


def _render_datatable(datatable: Any, context: Any) -> Any:
    """A scenario without examples renders its data tables unchanged: share them instead of deep-copying.

    Step functions only ever see ``datatable.raw()``, a fresh list of the cells' strings.
    """
    if not context:
        return datatable
    return _original_render_datatable(datatable, context)


# --- parsed feature files, cached on disk --------------------------------------------------------------------

_CACHE_VERSION = f"1-{version('pytest-bdd')}"
_original_get_feature = _feature_mod.get_feature
_disk: dict[str, tuple[tuple[int, int], Any]] | None = None
_dirty = False


def _cache_file() -> Path:
    return Path(__file__).resolve().parent / "__pycache__" / f"features-{_CACHE_VERSION}.pickle"


def _load_disk() -> dict[str, tuple[tuple[int, int], Any]]:
    global _disk
    if _disk is None:
        enabled = gc.isenabled()
        gc.disable()  # unpickling builds many objects at once: the collector would re-walk them over and over
        try:
            with _cache_file().open("rb") as handle:
                loaded = pickle.load(handle)
            _disk = loaded if isinstance(loaded, dict) else {}
        except Exception:  # a missing, stale or damaged cache is simply rebuilt
            _disk = {}
        finally:
            if enabled:
                gc.enable()
    return _disk


def get_feature(base_path: str, filename: str, encoding: str = "utf-8") -> Any:
    """``pytest_bdd.feature.get_feature`` with a disk cache keyed by the file's path, size and mtime."""
    global _dirty
    full_name = os.path.abspath(os.path.join(base_path, filename))
    feature = _feature_mod.features.get(full_name)
    if feature:
        return feature
    try:
        info = os.stat(full_name)
        stamp = (info.st_size, info.st_mtime_ns)
    except OSError:
        return _original_get_feature(base_path, filename, encoding)
    # The cached object records the relative name it was first parsed with; only reuse it for the same one.
    key = f"{full_name}\0{os.path.abspath(base_path)}\0{encoding}"
    disk = _load_disk()
    cached = disk.get(key)
    if cached is not None and cached[0] == stamp:
        feature = cached[1]
        _feature_mod.features[full_name] = feature
        return feature
    feature = _original_get_feature(base_path, filename, encoding)
    disk[key] = (stamp, feature)
    _dirty = True
    return feature


def save_feature_cache() -> None:
    """Write the feature cache if a feature was parsed in this run (atomic replace; xdist-safe)."""
    global _dirty
    if not _dirty or _disk is None:
        return
    _dirty = False
    target = _cache_file()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        live = {key: value for key, value in _disk.items() if os.path.exists(key.split("\0", 1)[0])}
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".features-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(live, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except (OSError, pickle.PicklingError, RecursionError, TypeError, AttributeError):
        pass  # the cache is an optimisation only


def seed_feature_cache(source_root: Path, dest_root: Path) -> int:
    """Give a copy of the project at ``dest_root`` the parsed features of the files it holds unchanged.

    For the tests that run pytest in a copy of this project (``shutil.copytree`` keeps each file's size and
    modification time): every entry of this tree's feature cache for a file under ``source_root`` whose copy
    under ``dest_root`` has the same size and modification time is written to the copy's cache, its path
    moved to the copy's; a file changed in the copy (or missing) gets no entry and is parsed by Gherkin
    there, as any changed file is. Returns how many entries were written (0 when this tree has no cache).
    """
    source, dest = os.path.abspath(source_root), os.path.abspath(dest_root)
    try:
        with _cache_file().open("rb") as handle:
            cached = pickle.load(handle)  # fresh objects: this process's own cache is never changed
    except Exception:  # no cache yet, or a damaged one
        return 0
    if not isinstance(cached, dict):
        return 0

    def moved(path: str) -> str | None:
        return dest + path[len(source) :] if path.startswith(source + os.sep) else None

    seeded: dict[str, tuple[tuple[int, int], Any]] = {}
    for key, (stamp, feature) in cached.items():
        full_name, base_path, encoding = key.split("\0")
        new_name, new_base = moved(full_name), moved(base_path)
        if new_name is None or new_base is None:
            continue
        try:
            info = os.stat(new_name)
        except OSError:
            continue
        if (info.st_size, info.st_mtime_ns) != stamp or getattr(feature, "filename", None) != full_name:
            continue
        feature.filename = new_name
        seeded[f"{new_name}\0{new_base}\0{encoding}"] = (stamp, feature)
    if not seeded:
        return 0
    target = Path(dest) / _cache_file().relative_to(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as handle:
        pickle.dump(seeded, handle, protocol=pickle.HIGHEST_PROTOCOL)
    return len(seeded)


_installed = False


def install() -> None:
    """Patch pytest-bdd (once): per-module step lookup, cached signatures, cached parsed features."""
    global _installed
    if _installed:
        return
    _installed = True
    _scenario_mod.get_step_function = get_step_function
    _scenario_mod._execute_step_function = _execute_step_function
    _scenario_mod.signature = _signature
    _utils_mod.signature = _signature
    _parser_mod.Step.render_datatable = staticmethod(_render_datatable)
    _feature_mod.get_feature = get_feature
    _scenario_mod.get_feature = get_feature
    _scenario_mod.get_caller_module_path = _caller_module_path
    _reporting_mod.runtest_makereport = _runtest_makereport
    _reporting_mod.step_error = _step_error
