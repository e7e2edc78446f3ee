@sve
Feature: Maneuvering an amulet (CR 5.32)
  A card of a later set can maneuver an amulet on the field: for the rest of the turn it is a follower with the
  attack and defense printed on it.
  Cards: engine/sve/cards.yaml (later section).

  @cr-5.32.1
  Scenario: CR 5.32.1: a maneuvered amulet attacks as a follower with its printed attack
    Rule(en): Maneuvering an amulet on the field turns it into a follower with the attack and defense printed on it until the turn ends.
    Rule(ja): 場のアミュレットを機動させると、そのターンの終わりまで、記載された攻撃力と体力を持つフォロワーになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Cart Amulet"
    When I activate "Maneuver Cart Amulet"
    And I attack the enemy leader with "Maneuver Cart Amulet"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-5.32.1
  Scenario: CR 5.32.1: an amulet that was not maneuvered cannot attack
    Rule(en): Without a maneuver the amulet stays an amulet, and an amulet does not attack.
    Rule(ja): 機動していなければアミュレットのままで、アミュレットは攻撃しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Cart Amulet"
    When I attack the enemy leader with "Maneuver Cart Amulet"
    Then the action is refused with reason "cannot-attack"
    And my opponent's leader has 20 defense

  @cr-5.32.1
  Scenario: CR 5.32.1: a maneuver lasts only until the end of the turn it was made in
    Rule(en): The amulet is a follower only for the rest of the turn of its maneuver; in a later turn it is an amulet again and cannot attack.
    Rule(ja): アミュレットがフォロワーになるのは機動したターンの残りの間だけで、後のターンには再びアミュレットに戻り、攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Cart Amulet"
    When I activate "Maneuver Cart Amulet"
    Then the action succeeds
    When I end the turn
    And my opponent ends the turn
    Then it is my main phase of turn 5
    When I attack the enemy leader with "Maneuver Cart Amulet"
    Then the action is refused with reason "cannot-attack"
    And my opponent's leader has 20 defense
