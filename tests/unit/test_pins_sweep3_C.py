"""Issue 24 third pass (part C): pins for claims that rested on how the game calls a public function.

Each test calls a public function of ``engine.sve`` (no leading underscore) directly, with a game built
by ``Game.sandbox`` and the set-up API and, where needed, a state put together by plain attribute
assignment on the state's dataclass fields (``state.pending``, ``state.awaiting``, ``state.result``, a
pending entry's ``chooser``/``waiting_for``). What each asserts is what the function's docstring says.
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.abilities import answer_positions, answer_selection, play_now, waiting_to_order
from engine.sve.context import PlayContext
from engine.sve.handling import handled
from engine.sve.state import Pending
from engine.sve.triggers import make_pending, phase_triggers


def _entry(g: Game, player: int, name: str, zone: str = "field", kind: str = "automatic") -> Pending:
    """A pending entry for the first ability of a new card ``name`` put into ``player``'s ``zone``."""
    uid = g.setup_put(player, zone, name)
    card = g.find(uid)[2]
    d = g.defn(card)
    return make_pending(g, player, card, d, d.abilities[0], kind=kind)


# kills: engine.sve.handling.x_handled__mutmut_7
def test_sweep3_c_handled_is_true_when_nothing_is_left_to_handle() -> None:
    g = Game.sandbox()
    g.setup_put(0, "field", "Paid Fanfare Mage")
    assert g.result is None
    assert handled(g) is True


# kills: engine.sve.triggers.x_phase_triggers__mutmut_12
# kills: engine.sve.triggers.x_phase_triggers__mutmut_16
def test_sweep3_c_phase_triggers_is_false_for_a_field_without_end_phase_abilities() -> None:
    g = Game.sandbox()
    g.setup_put(0, "field", "Paid Fanfare Mage")
    g.setup_put(1, "field", "Paid Fanfare Mage")
    assert phase_triggers(g, "end", 0) is False
    assert phase_triggers(g, "start", 1) is False


# kills: engine.sve.abilities.x_play_now__mutmut_18
def test_sweep3_c_play_now_with_the_cost_already_paid_does_not_ask_it_again() -> None:
    g = Game.sandbox()
    g.setup_points(0, pp=3, pp_max=3)
    g.setup_put(0, "deck", "Paid Fanfare Mage")
    uid = g.setup_put(0, "field", "Paid Fanfare Mage")
    card = g.find(uid)[2]
    ability = g.defn(card).abilities[0]
    play_now(g, 0, card, ability, "automatic", PlayContext(), paid=True)
    assert g.points(0)[0] == 3  # nothing paid again
    assert len(g.cards_in(0, "hand")) == 1  # the draw happened


# kills: engine.sve.abilities.x_waiting_to_order__mutmut_2
def test_sweep3_c_nobody_orders_pending_abilities_once_the_game_is_over() -> None:
    g = Game.sandbox()
    g.setup_ordering(0)
    g.state.pending = [_entry(g, 0, "Paid Fanfare Mage"), _entry(g, 0, "Paid Fanfare Mage")]
    assert waiting_to_order(g) == 0
    g.state.result = "player-0-wins"
    assert waiting_to_order(g) is None


# kills: engine.sve.abilities.x_waiting_to_order__mutmut_14
def test_sweep3_c_a_lone_pending_ability_needs_no_ordering() -> None:
    g = Game.sandbox()
    g.setup_ordering(0)
    g.state.pending = [_entry(g, 0, "Paid Fanfare Mage")]
    assert waiting_to_order(g) is None


# kills: engine.sve.abilities.x_answer_positions__mutmut_29
# kills: engine.sve.abilities.x_answer_positions__mutmut_30
def test_sweep3_c_after_the_positions_the_entry_waits_for_its_targets() -> None:
    g = Game.sandbox()
    follower = g.setup_put(0, "field", "Paid Fanfare Mage")
    g.setup_put(0, "field", "Paid Fanfare Mage")
    entry = _entry(g, 0, "Homeward Call", zone="hand", kind="spell")
    entry.chooser, entry.waiting_for = 0, "positions"
    g.state.awaiting = entry
    answer_positions(g, 0, ("top",))
    assert g.state.awaiting is entry  # its selection is asked now, after the positions
    answer_selection(g, 0, (follower,))
    assert g.state.awaiting is None
    assert follower not in [c.uid for c in g.cards_in(0, "field")]
