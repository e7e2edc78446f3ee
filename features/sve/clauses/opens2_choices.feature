@sve
Feature: A number of options to choose that comes to 0 (CR 5.18.2.2)
  When the number of options to choose is brought to 0 or below, nothing is chosen.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.18.2.2
  Scenario: CR 5.18.2.2: when the number to choose comes to 0, the card is played choosing nothing
    Rule(en): A choice whose number of options has been brought down to 0 picks no option, so none of them happens.
    Rule(ja): 選ぶ数が0になった選択では選択肢を1つも選ばないため、どの選択肢も実行されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 20 defense
    And my hand holds "Zero Choice Spell"
    When I play "Zero Choice Spell"
    Then the action succeeds
    And my hand holds 0 cards
    And my leader has 20 defense

  @cr-5.18.2.2
  Scenario: CR 5.18.2.2: when the number to choose comes to 0, choosing an option is refused
    Rule(en): With 0 options to choose, no option may be picked; naming one is refused and nothing happens.
    Rule(ja): 選ぶ数が0なら選択肢は選べません。選択肢を指定するプレイは認められず、何も起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Zero Choice Spell"
    When I play "Zero Choice Spell" choosing option 1
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.2
  Scenario: CR 5.18.2.2: a number to choose brought below 0 also chooses nothing
    Rule(en): A number of options below 0 is treated like 0: no option is chosen.
    Rule(ja): 選ぶ数が0未満になった場合も0と同じく、選択肢を1つも選びません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 20 defense
    And my hand holds "Below Zero Choice Spell"
    When I play "Below Zero Choice Spell"
    Then the action succeeds
    And my hand holds 0 cards
    And my leader has 20 defense
