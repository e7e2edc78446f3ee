"""Every zone a new player gets is named for the zone it is and owned by that player.

The names are what refusals say ("player 1's field is full") and what a reader of a state sees; the owner is the
player the zone belongs to. Pins for mutants that were listed as equivalent while zone names and owners were set
aside as unread bookkeeping; a public function's return value is observable, so they are tested instead.
"""

from __future__ import annotations

import pytest

from engine.foh.state import RUNNING_STYLES
from engine.foh.state import PlayerState as FohPlayer
from engine.sve.state import Leader, new_player

SVE_ZONES = {
    "deck": ("deck", None),
    "evolve_deck": ("evolve deck", None),
    "hand": ("hand", None),
    "field": ("field", 5),
    "ex": ("EX area", 5),
    "cemetery": ("cemetery", None),
    "banished": ("banished zone", None),
    "race": ("race zone", None),
    "resolution": ("resolution zone", None),
}


# kills: engine.sve.state.x_new_player__mutmut_23
# kills: engine.sve.state.x_new_player__mutmut_24
# kills: engine.sve.state.x_new_player__mutmut_27
# kills: engine.sve.state.x_new_player__mutmut_28
# kills: engine.sve.state.x_new_player__mutmut_29
# kills: engine.sve.state.x_new_player__mutmut_30
# kills: engine.sve.state.x_new_player__mutmut_33
# kills: engine.sve.state.x_new_player__mutmut_34
# kills: engine.sve.state.x_new_player__mutmut_35
# kills: engine.sve.state.x_new_player__mutmut_36
# kills: engine.sve.state.x_new_player__mutmut_39
# kills: engine.sve.state.x_new_player__mutmut_40
# kills: engine.sve.state.x_new_player__mutmut_41
# kills: engine.sve.state.x_new_player__mutmut_42
# kills: engine.sve.state.x_new_player__mutmut_47
# kills: engine.sve.state.x_new_player__mutmut_48
# kills: engine.sve.state.x_new_player__mutmut_49
# kills: engine.sve.state.x_new_player__mutmut_50
# kills: engine.sve.state.x_new_player__mutmut_55
# kills: engine.sve.state.x_new_player__mutmut_56
# kills: engine.sve.state.x_new_player__mutmut_57
# kills: engine.sve.state.x_new_player__mutmut_58
# kills: engine.sve.state.x_new_player__mutmut_59
# kills: engine.sve.state.x_new_player__mutmut_62
# kills: engine.sve.state.x_new_player__mutmut_63
# kills: engine.sve.state.x_new_player__mutmut_64
# kills: engine.sve.state.x_new_player__mutmut_65
# kills: engine.sve.state.x_new_player__mutmut_68
# kills: engine.sve.state.x_new_player__mutmut_69
# kills: engine.sve.state.x_new_player__mutmut_70
# kills: engine.sve.state.x_new_player__mutmut_71
# kills: engine.sve.state.x_new_player__mutmut_74
# kills: engine.sve.state.x_new_player__mutmut_75
# kills: engine.sve.state.x_new_player__mutmut_76
# kills: engine.sve.state.x_new_player__mutmut_77
# kills: engine.sve.state.x_new_player__mutmut_80
# kills: engine.sve.state.x_new_player__mutmut_81
@pytest.mark.parametrize("index", [0, 1])
def test_a_new_sve_player_has_every_zone_named_and_owned(index: int) -> None:
    p = new_player(index, Leader("Test Leader", "forest", None))
    for attr, (name, capacity) in SVE_ZONES.items():
        zone = getattr(p, attr)
        assert zone.name == name, attr
        assert zone.owner == index, attr
        assert zone.capacity == capacity, attr


# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_13
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_17
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_18
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_19
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_23
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_24
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_25
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_29
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_35
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_36
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_38
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_42
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_43
@pytest.mark.parametrize("index", [0, 1])
def test_a_fresh_foh_player_has_every_zone_named_and_owned(index: int) -> None:
    p = FohPlayer.fresh(index)
    zones = {"hand": p.hand, "farm": p.farm, "situation area": p.situation, "track": p.track}
    zones.update({f"{style} area": p.areas[style] for style in RUNNING_STYLES})
    for name, zone in zones.items():
        assert zone.name == name
        assert zone.owner == index
    assert p.situation.capacity == 1
