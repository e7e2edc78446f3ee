@umafan
Feature: The end phase and the end of the turn (steps 12, 12-1 and 13)

  @UMA-FAN-R025
  Scenario: An empty race zone gets a new racecourse in the end phase
    Rule(en): In the end phase, if the turn player has no face-up racecourse card left in its race zone, the top card of its race deck is turned face up and laid there apart from the other cards.
    Rule(ja): エンドフェイズに、ターンプレイヤーのレースゾーンに表向きのレース場カードが1枚も残っていなければ、レースデッキの一番上を表にしてほかと重ならないよう置きます。
    Checks(en): An empty race zone gets a new racecourse in the end phase
    Checks(ja): エンドフェイズに、空のレースゾーンには新しいレース場が置かれる
    Source: umafan-rules-ja, rule statement 25

    Given my main phase has begun
    And my race deck holds:
      | card        |
      | Dirt Course |
      | Long Course |
    When I proceed
    Then it is my end phase
    And "Dirt Course" is face up in my race zone
    And my race zone shows 1 face-up racecourse
    And my race deck holds 1 card

  @UMA-FAN-R025
  Scenario: A race zone that still shows a racecourse gets no new one
    Rule(en): In the end phase, if the turn player has no face-up racecourse card left in its race zone, the top card of its race deck is turned face up and laid there apart from the other cards.
    Rule(ja): エンドフェイズに、ターンプレイヤーのレースゾーンに表向きのレース場カードが1枚も残っていなければ、レースデッキの一番上を表にしてほかと重ならないよう置きます。
    Checks(en): A race zone that still shows a racecourse gets no new one
    Checks(ja): 表向きのレース場が残っているレースゾーンには、新しいレース場は置かれない
    Source: umafan-rules-ja, rule statement 25

    Given my main phase has begun
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Dirt Course |
      | Long Course |
    When I proceed
    Then it is my end phase
    And my race zone shows 1 face-up racecourse
    And my race deck holds 2 cards

  @UMA-FAN-R025
  Scenario: The race zone emptied by the race is refilled at the end phase
    Rule(en): In the end phase, if the turn player has no face-up racecourse card left in its race zone, the top card of its race deck is turned face up and laid there apart from the other cards.
    Rule(ja): エンドフェイズに、ターンプレイヤーのレースゾーンに表向きのレース場カードが1枚も残っていなければ、レースデッキの一番上を表にしてほかと重ならないよう置きます。
    Checks(en): The race zone emptied by the race is refilled at the end phase
    Checks(ja): レースで空になったレースゾーンは、エンドフェイズに補充される
    Source: umafan-rules-ja, rule statement 25

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Sprint Course |
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then it is my end phase
    And "Sprint Course" is face up in my race zone

  @UMA-FAN-R026
  Scenario: Cards are declared and answered in the end phase
    Rule(en): The end phase also has declarations, answers and resolution run as in the main phase.
    Rule(ja): エンドフェイズでも、メインフェイズと同じ要領で宣言・応答・処理を行います。
    Checks(en): Cards are declared and answered in the end phase
    Checks(ja): エンドフェイズにもカードの宣言と応答を行える
    Source: umafan-rules-ja, rule statement 26

    Given my end phase has begun
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          |
      | Rookie Runner |
    And the opponent's hand holds:
      | card    |
      | Trip Up |
    And I declare "Carrot Snack"
    And the opponent declares "Trip Up"
    When the opponent passes on answering
    Then the declarations resolved in the order "Trip Up", "Carrot Snack"
    And "Swift Runner" has 3 speed
    And "Trip Up" is face up in the opponent's trash zone

  @UMA-FAN-R026
  Scenario: The turn does not end while an end-phase declaration waits
    Rule(en): The end phase also has declarations, answers and resolution run as in the main phase.
    Rule(ja): エンドフェイズでも、メインフェイズと同じ要領で宣言・応答・処理を行います。
    Checks(en): The turn does not end while an end-phase declaration waits
    Checks(ja): エンドフェイズの宣言が処理待ちの間、ターンは終わらない
    Source: umafan-rules-ja, rule statement 26

    Given my end phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And I declare "Carrot Snack"
    When I proceed
    Then the action is refused with reason "declarations-pending"
    And the game state is unchanged

  @UMA-FAN-R027
  Scenario: After the end phase the other player's turn begins with the draw phase
    Rule(en): When the turn ends, the other player becomes the turn player and starts a new turn from the draw phase.
    Rule(ja): ターンが終わると、もう一方のプレイヤーがターンプレイヤーとなり、ドローフェイズから次のターンを始めます。
    Checks(en): After the end phase the other player's turn begins with the draw phase
    Checks(ja): エンドフェイズの後、もう一方のプレイヤーのターンがドローフェイズから始まる
    Source: umafan-rules-ja, rule statement 27

    Given my end phase of turn 2 has begun
    When I proceed
    Then it is the opponent's draw phase of turn 3

  @UMA-FAN-R027
  Scenario: Only the turn player ends its turn
    Rule(en): When the turn ends, the other player becomes the turn player and starts a new turn from the draw phase.
    Rule(ja): ターンが終わると、もう一方のプレイヤーがターンプレイヤーとなり、ドローフェイズから次のターンを始めます。
    Checks(en): Only the turn player ends its turn
    Checks(ja): ターンを終えられるのはターンプレイヤーだけである
    Source: umafan-rules-ja, rule statement 27

    Given my end phase of turn 2 has begun
    When the opponent proceeds
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged
