@umafan
Feature: Losing the game with three cards in the exit zone

  @UMA-FAN-R028
  Scenario: A third card in the exit zone loses the game
    Rule(en): Turns keep repeating; a player with three cards in its own exit zone loses the game.
    Rule(ja): ターンを繰り返し、自分の退場ゾーンのカードが3枚になったプレイヤーが負けとなります。
    Checks(en): A third card in the exit zone loses the game
    Checks(ja): 退場ゾーンのカードが3枚になるとゲームに負ける
    Source: umafan-rules-ja, rule statement 28

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And the opponent's exit zone holds:
      | card          |
      | Rookie Runner |
      | Coach Runner  |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then the opponent has lost the game
    And the opponent's exit zone holds 3 cards

  @UMA-FAN-R028
  Scenario: Two cards in the exit zone do not end the game
    Rule(en): Turns keep repeating; a player with three cards in its own exit zone loses the game.
    Rule(ja): ターンを繰り返し、自分の退場ゾーンのカードが3枚になったプレイヤーが負けとなります。
    Checks(en): Two cards in the exit zone do not end the game
    Checks(ja): 退場ゾーンのカードが2枚では、ゲームは終わらない
    Source: umafan-rules-ja, rule statement 28

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And the opponent's exit zone holds:
      | card          |
      | Rookie Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then nobody has lost the game
    And the opponent's exit zone holds 2 cards
    And it is my end phase

  @UMA-FAN-R028
  Scenario: A card put into the exit zone for lacking an Uma Musume also counts toward losing
    Rule(en): Turns keep repeating; a player with three cards in its own exit zone loses the game.
    Rule(ja): ターンを繰り返し、自分の退場ゾーンのカードが3枚になったプレイヤーが負けとなります。
    Checks(en): A card put into the exit zone for lacking an Uma Musume also counts toward losing
    Checks(ja): ウマ娘がいないために退場ゾーンへ置かれたカードも、負けの枚数に数える
    Source: umafan-rules-ja, rule statement 28

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And the opponent's exit zone holds:
      | card          |
      | Rookie Runner |
      | Coach Runner  |
    And the opponent's deck zone holds:
      | card        |
      | Study Notes |
    And I field the racecourse "Mile Course"
    When I proceed
    Then the opponent has lost the game

  @UMA-FAN-R028
  Scenario: No one acts after the game has been lost
    Rule(en): Turns keep repeating; a player with three cards in its own exit zone loses the game.
    Rule(ja): ターンを繰り返し、自分の退場ゾーンのカードが3枚になったプレイヤーが負けとなります。
    Checks(en): No one acts after the game has been lost
    Checks(ja): 負けが決まった後は、誰も行動できない
    Source: umafan-rules-ja, rule statement 28

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And the opponent's exit zone holds:
      | card          |
      | Rookie Runner |
      | Coach Runner  |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    And I proceed
    When I proceed
    Then the action is refused with reason "game-over"
    And the game state is unchanged
