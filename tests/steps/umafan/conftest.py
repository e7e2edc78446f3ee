"""The umafan step set: the shared steps plus this game's Given/When/Then modules.

``tests.support.common_steps`` declares ``__all__``, which hides the step fixtures pytest-bdd generates
(``pytestbdd_stepdef_*``) from a star import, so they are copied in explicitly as well.
"""

from tests.steps.umafan.given import *  # noqa: F403
from tests.steps.umafan.then import *  # noqa: F403
from tests.steps.umafan.when import *  # noqa: F403
from tests.support import common_steps as _common
from tests.support.common_steps import *  # noqa: F403

globals().update({k: v for k, v in vars(_common).items() if k.startswith("pytestbdd_")})
