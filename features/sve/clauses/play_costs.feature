@sve
Feature: Working out what playing costs (CR 10.4.4, 10.6.2.5): a value set first, then every change
  However a card is played (for its printed cost, by an alternative cost, from another zone by an effect) and
  when a follower evolves, the cost starts from the printed value or from the value the way of playing sets,
  and then every increase and decrease from other cards applies; it is never below 0. A cost that cannot be
  paid stops the play and nothing is paid; inside an effect, only that part of the effect does nothing.

  @cr-10.6.2.5.1 @cr-10.6.2.5.1.2
  Scenario: CR 10.6.2.5.1: a cost set by an alternative cost still goes up by 1 under a "costs 1 more" effect
    Rule(en): An alternative cost that says the cost becomes 1 sets the starting value; a continuous effect that makes my cards cost 1 more then applies, so the play takes 2 play points.
    Rule(ja): 「コストを1にする」別のコストは出発点の値を決めます。その後「コスト+1」の永続効果が適用されるので、プレイには2プレイポイントかかります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.6.2.5.1.2

    Given it is my main phase with 2 play points
    And my field holds:
      | card        |
      | Test Goblin |
      | Toll Sigil  |
    And my hand holds "Clearing Knight"
    When I play "Clearing Knight" by its alternative cost paying with "Test Goblin"
    Then the action succeeds
    And "Clearing Knight" is on my field
    And I have 0 play points

  @cr-10.6.2.5.1 @cr-10.6.2.5.4
  Scenario: CR 10.6.2.5.1: when the raised alternative cost cannot be paid, the play is refused and nothing is paid
    Rule(en): With one play point, a cost set to 1 and raised by 1 cannot be paid; the play is refused and the follower that would have paid the rest of the cost stays on the field.
    Rule(ja): プレイポイントが1のとき、1に決まり1増えたコストは支払えません。プレイは拒否され、コストの残りを支払うはずだったフォロワーは場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.6.2.5.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Toll Sigil  |
    And my hand holds "Clearing Knight"
    When I play "Clearing Knight" by its alternative cost paying with "Test Goblin"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And "Test Goblin" is on my field

  @cr-10.6.2.5.1 @cr-10.6.2.5.3
  Scenario: CR 10.6.2.5.1: a cost set to 1 by an alternative cost goes down to 0 under a "costs 1 less" effect
    Rule(en): The value an alternative cost sets comes first and a decrease applies after it, so a spell whose cost becomes 1 costs 0 with a "costs 1 less" effect, and a cost of 0 counts as paid.
    Rule(ja): 別のコストが決める値が先で、減少はその後に適用されます。コストが1になるスペルは「コスト-1」の効果の下で0になり、0のコストは支払ったものとして扱います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.6.2.5.3

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Hand Relic"
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Study"
    Then the action succeeds
    And "Rift Ritual" is in my cemetery
    And my hand holds 2 cards

  @cr-10.6.2.5.1 @cr-10.4.4.1
  Scenario: CR 10.4.4.1: a cost change changes what playing costs, not the printed cost
    Rule(en): A "costs 1 more" effect makes playing a card take one play point more; the card's own printed cost stays as it is.
    Rule(ja): 「コスト+1」の効果は、カードのプレイに必要なプレイポイントを1増やします。カード自体のコストは印刷どおりのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.4.4.1

    Given it is my main phase with 2 play points
    And my field holds "Toll Sigil"
    And my hand holds "Test Goblin"
    Then "Test Goblin" costs 2 play points
    When I play "Test Goblin"
    Then the action succeeds
    And I have 0 play points

  @cr-10.6.2.5.1
  Scenario: CR 10.6.2.5.1: a card an effect plays with its cost set to 0 still costs 1 more under a "costs 1 more" effect
    Rule(en): "Play it with its cost set to 0" is not "without paying its cost": 0 is only the starting value, and a continuous increase applies to it.
    Rule(ja): 「コストを0にしてプレイする」は「コストを支払わずにプレイする」ではありません。0は出発点の値にすぎず、永続的な増加がそれに適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.5.1

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds "Grave Toll"
    And my cemetery holds "Test Goblin"
    And my hand holds "Reprise Rite"
    When I play "Reprise Rite" picking "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And I have 0 play points

  @cr-10.6.2.5.1 @cr-1.3.2
  Scenario: CR 10.6.2.5.1: when the cost of a card an effect plays cannot be paid, only that part of the effect does nothing
    Rule(en): The spell is played and resolves; the follower it would play costs 1 and I have no play point left, so that follower stays in the cemetery and the rest of the spell still happens.
    Rule(ja): スペルはプレイされ解決します。それがプレイするフォロワーのコストは1で、プレイポイントが残っていないため、そのフォロワーは墓場に残り、スペルの残りは発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.5.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Grave Toll"
    And my cemetery holds "Test Goblin"
    And my hand holds "Reprise Rite"
    When I play "Reprise Rite" picking "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Reprise Rite" is in my cemetery
    And my hand holds 1 card
    And the event "play-unpaid" happened

  @cr-10.6.2.5.1
  Scenario: CR 10.6.2.5.1: a card played without paying its cost ignores a "costs 1 more" effect
    Rule(en): "Without paying its cost" pays nothing at all, so a cost increase has nothing to change.
    Rule(ja): 「コストを支払わずに」プレイするときは何も支払わないので、コストの増加が変えるものはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.5.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Grave Toll"
    And my cemetery holds "Test Goblin"
    And my hand holds "Free Reprise"
    When I play "Free Reprise" picking "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And my hand holds 1 card

  @cr-10.6.2.5.1 @cr-12.2
  Scenario: CR 10.6.2.5.1: an evolve cost goes up under an "evolve costs 1 more" effect
    Rule(en): An evolve cost is a cost like any other: an effect that raises it by 1 makes an evolve cost of 2 take 3 play points.
    Rule(ja): 進化コストも他のコストと同じです。1増やす効果の下では、進化コスト2に3プレイポイントが必要です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.5.1

    Given it is my main phase with 3 play points
    And my field holds:
      | card        |
      | Twin Herald |
      | Evolve Toll |
    And my evolve deck holds "Twin Herald"
    When I evolve "Twin Herald"
    Then the action succeeds
    And "Twin Herald" is evolved
    And I have 0 play points

  @cr-10.6.2.5.1 @cr-10.6.2.5.4 @cr-12.2
  Scenario: CR 10.6.2.5.1: a raised evolve cost that cannot be paid refuses the evolution, and nothing is paid
    Rule(en): With two play points, an evolve cost of 2 raised by 1 cannot be paid; evolving is refused and nothing changes.
    Rule(ja): プレイポイントが2のとき、1増えた進化コスト2は支払えません。進化は拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.6.2.5.4

    Given it is my main phase with 2 play points
    And my field holds:
      | card        |
      | Twin Herald |
      | Evolve Toll |
    And my evolve deck holds "Twin Herald"
    When I evolve "Twin Herald"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.6.2.5.1 @cr-12.2
  Scenario: CR 10.6.2.5.1: an evolve cost goes down under an "evolve costs 1 less" effect
    Rule(en): An effect that lowers evolve costs by 1 lets a follower with an evolve cost of 2 evolve for 1 play point.
    Rule(ja): 進化コストを1減らす効果の下では、進化コスト2のフォロワーは1プレイポイントで進化できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.5.1

    Given it is my main phase with 1 play point
    And my field holds:
      | card           |
      | Twin Herald    |
      | Evolve Lantern |
    And my evolve deck holds "Twin Herald"
    When I evolve "Twin Herald"
    Then the action succeeds
    And "Twin Herald" is evolved
    And I have 0 play points

  @cr-10.6.2.5.1 @cr-10.6.2.5.1.2 @card-BP01-057
  Scenario: CR 10.6.2.5.1: Dimension Shift played by its alternative cost of 7 costs 6 under a "costs 1 less" effect
    Rule(en): Banishing 10 spells from my cemetery makes the cost of Dimension Shift 7; my cards in hand cost 1 less, and that decrease applies after the set value, so 6 play points are enough.
    Rule(ja): 墓場のスペル10枚を消滅させると次元の超越のコストは7になります。手札のカードのコストを1減らす効果はその値の後に適用されるので、6プレイポイントで足ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5.1 and 10.6.2.5.1.2

    Given it is my main phase with 6 of 10 play points
    And my field holds "Hand Relic"
    And my cemetery holds:
      | card       | as  |
      | Wind Blast | W1  |
      | Wind Blast | W2  |
      | Wind Blast | W3  |
      | Wind Blast | W4  |
      | Wind Blast | W5  |
      | Wind Blast | W6  |
      | Wind Blast | W7  |
      | Wind Blast | W8  |
      | Wind Blast | W9  |
      | Wind Blast | W10 |
    And my hand holds "Dimension Shift"
    When I play "Dimension Shift" by its alternative cost paying with "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9" and "W10"
    Then the action succeeds
    And I have 0 play points
    And my banished zone holds 10 cards
    And "Dimension Shift" is in my cemetery
