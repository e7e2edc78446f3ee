"""The distance area (距離エリア): the deck, split into 逃げ/先行/差し/追込 and drawn through in that order.

FAQ (foh-faq-ja): you win by being first to bring your own distance area to 0 cards (Q&A 7); a
draw, a successful run and force abilities take cards out of it (Q&A 7, 17); the area you are
drawing from now is the first non-empty one, and a running style matching it gives +1 (Q&A 19);
an effect that looks at more cards than the current area holds goes on into the next one (Q&A 34).
"""

from __future__ import annotations

from engine.core import CardInstance
from engine.foh.cards import RUNNING_STYLES
from engine.foh.state import PlayerState


def distance_total(player: PlayerState) -> int:
    """Cards left in the whole distance area."""
    return sum(len(player.areas[s]) for s in RUNNING_STYLES)


def current_area(player: PlayerState) -> str | None:
    """The running-style area being drawn from now: the first one that still holds cards."""
    for style in RUNNING_STYLES:
        if len(player.areas[style]):
            return style
    return None


def take(player: PlayerState, count: int) -> list[CardInstance]:
    """Take up to ``count`` cards from the top, moving on to the next area when one runs out."""
    taken: list[CardInstance] = []
    while len(taken) < count:
        style = current_area(player)
        if style is None:
            break
        taken.append(player.areas[style].take_top())
    return taken


def peek(player: PlayerState, count: int) -> list[tuple[str, str]]:
    """The next ``count`` cards in drawing order, as (card name, area) pairs, without moving them."""
    seen: list[tuple[str, str]] = []
    for style in RUNNING_STYLES:
        for card in player.areas[style]:
            if len(seen) == count:
                return seen
            seen.append((card.name, style))
    return seen


def deal(player: PlayerState, cards: list[CardInstance], sizes: tuple[int, ...]) -> None:
    """Deal ``cards`` (top first) into the four areas, ``sizes[i]`` cards to area ``i``."""
    start = 0
    for style, size in zip(RUNNING_STYLES, sizes, strict=True):
        player.areas[style].cards.extend(cards[start : start + size])
        start += size


def even_sizes(total: int) -> tuple[int, int, int, int]:
    """An even split of ``total`` cards over four areas, earlier areas taking the remainder (assumption)."""
    base, extra = divmod(total, 4)
    a, b, c, d = (base + (1 if i < extra else 0) for i in range(4))
    return (a, b, c, d)
