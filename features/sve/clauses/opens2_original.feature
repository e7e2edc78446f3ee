@sve
Feature: A card's original value (CR 5.24.1)
  An amount can read the value printed for a card instead of its current one.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.24.1
  Scenario: CR 5.24.1: damage equal to a follower's original attack leaves out what effects added
    Rule(en): A card's original attack is the one printed on it; a boost given by an effect does not count towards it.
    Rule(ja): カードの元々の攻撃力は印刷されている値で、効果による増加は含めません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.24.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Test Knight"
    And my hand holds "Origin Measure Spell"
    When I play "Origin Measure Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 5 attack and 3 defense
    And my opponent's leader has 17 defense

  @cr-5.24.1
  Scenario: CR 5.24.1: damage equal to a follower's attack, not its original one, counts what effects added
    Rule(en): Where the text does not say original, the current value is used, boosts included.
    Rule(ja): 「元々の」と書かれていなければ、増加を含む現在の値を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.24.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Test Knight"
    And my hand holds "Current Measure Spell"
    When I play "Current Measure Spell" targeting "Test Knight"
    Then the action succeeds
    And my opponent's leader has 15 defense
