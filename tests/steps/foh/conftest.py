"""Force of the Horse step set: the shared steps plus the FOH steps (kept small on purpose)."""

from tests.steps.foh.given_steps import *  # noqa: F403
from tests.steps.foh.mutpin_steps import *  # noqa: F403
from tests.steps.foh.sample5a_steps import *  # noqa: F403
from tests.steps.foh.sweep_fohuma_steps import *  # noqa: F403
from tests.steps.foh.then_steps import *  # noqa: F403
from tests.steps.foh.when_steps import *  # noqa: F403
from tests.support.common_steps import *  # noqa: F403
