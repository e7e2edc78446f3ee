"""Shadowverse EVOLVE step definitions: only these (and the shared ones) are visible to features/sve."""

from tests.steps.sve.ability_steps import *  # noqa: F403
from tests.steps.sve.action_steps import *  # noqa: F403
from tests.steps.sve.auto_steps import *  # noqa: F403
from tests.steps.sve.ch5a_steps import *  # noqa: F403
from tests.steps.sve.ch5b_steps import *  # noqa: F403
from tests.steps.sve.ch11_steps import *  # noqa: F403
from tests.steps.sve.ch89_steps import *  # noqa: F403
from tests.steps.sve.check_steps import *  # noqa: F403
from tests.steps.sve.eqsample_steps import *  # noqa: F403
from tests.steps.sve.evdetail_steps import *  # noqa: F403
from tests.steps.sve.kw_steps import *  # noqa: F403
from tests.steps.sve.later_steps import *  # noqa: F403
from tests.steps.sve.midchoice_steps import *  # noqa: F403
from tests.steps.sve.opens1_steps import *  # noqa: F403
from tests.steps.sve.opens2_steps import *  # noqa: F403
from tests.steps.sve.prep_steps import *  # noqa: F403
from tests.steps.sve.readings_steps import *  # noqa: F403
from tests.steps.sve.setup_steps import *  # noqa: F403
from tests.steps.sve.timing_steps import *  # noqa: F403
from tests.steps.sve.unseen2_steps import *  # noqa: F403
from tests.support.common_steps import *  # noqa: F403
