"""The umafan step set: the shared steps plus this game's Given/When/Then modules."""

from tests.steps.umafan.given import *  # noqa: F403
from tests.steps.umafan.then import *  # noqa: F403
from tests.steps.umafan.when import *  # noqa: F403
from tests.support.common_steps import *  # noqa: F403
