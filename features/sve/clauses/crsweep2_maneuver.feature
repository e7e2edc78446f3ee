@sve
Feature: An amulet without attack or defense is not maneuvered (CR 5.32.1.1)
  A card of a later set can maneuver an amulet: for the rest of the turn it is a follower with the attack and
  defense printed on it. An amulet that has no attack or defense printed on it cannot be maneuvered.
  Cards: engine/sve/cards.yaml (crsweep2 section; "Maneuver Cart Amulet" from the later section).

  @cr-5.32.1.1
  Scenario: CR 5.32.1.1: an amulet with no attack or defense stays an amulet when it tries to maneuver
    Rule(en): Only an amulet with attack and defense printed on it can be maneuvered; for one without them a maneuver does nothing, and it remains an amulet on the field.
    Rule(ja): 機動できるのは攻撃力と体力が記載されたアミュレットだけです。それらを持たないアミュレットには機動は何も起こさず、場のアミュレットのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Shed Amulet"
    When I activate "Maneuver Shed Amulet"
    Then the action succeeds
    And the event "maneuvered" did not happen
    And "Maneuver Shed Amulet" is on my field
    When I attack the enemy leader with "Maneuver Shed Amulet"
    Then the action is refused with reason "cannot-attack"
    And my opponent's leader has 20 defense

  @cr-5.32.1.1
  Scenario: CR 5.32.1.1: an amulet with attack and defense printed on it is maneuvered and attacks
    Rule(en): An amulet that has attack and defense printed on it can be maneuvered: it becomes a follower for the turn and may attack.
    Rule(ja): 攻撃力と体力が記載されたアミュレットは機動でき、そのターンの間フォロワーになって攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Cart Amulet"
    When I activate "Maneuver Cart Amulet"
    Then the action succeeds
    And the event "maneuvered" happened
    When I attack the enemy leader with "Maneuver Cart Amulet"
    Then the action succeeds
    And my opponent's leader has 17 defense
