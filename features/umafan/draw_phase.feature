@umafan
Feature: The draw phase (step 7)

  @UMA-FAN-R007
  Scenario: The first player may not draw in the first turn
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The first player may not draw in the first turn
    Checks(ja): 先に動くプレイヤーは、1ターン目にカードを引けない
    Source: umafan-rules-ja, rule statement 7

    Given my draw phase of turn 1 has begun
    And my deck zone holds:
      | card         |
      | Study Notes  |
      | Carrot Snack |
    When I draw a card
    Then the action is refused with reason "no-draw-first-turn"
    And the game state is unchanged

  @UMA-FAN-R007
  Scenario: The first player leaves the first draw phase without a card
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The first player leaves the first draw phase without a card
    Checks(ja): 先に動くプレイヤーは、最初のドローフェイズをカードを引かずに終える
    Source: umafan-rules-ja, rule statement 7

    Given my draw phase of turn 1 has begun
    And my deck zone holds:
      | card         |
      | Study Notes  |
    When I proceed
    Then it is my standby phase of turn 1
    And my hand holds 0 cards

  @UMA-FAN-R007
  Scenario: The second player draws the top card in its first turn
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The second player draws the top card in its first turn
    Checks(ja): 後に動くプレイヤーは、最初のターンにメインデッキの一番上を引く
    Source: umafan-rules-ja, rule statement 7

    Given the opponent's draw phase of turn 2 has begun
    And the opponent's deck zone holds:
      | card         |
      | Study Notes  |
      | Carrot Snack |
    When the opponent draws a card
    Then "Study Notes" is in the opponent's hand
    And the opponent's deck zone holds 1 card

  @UMA-FAN-R007
  Scenario: The first player draws from its second turn on
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The first player draws from its second turn on
    Checks(ja): 先に動くプレイヤーも、2ターン目からは引く
    Source: umafan-rules-ja, rule statement 7

    Given my draw phase of turn 3 has begun
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I draw a card
    Then "Carrot Snack" is in my hand

  @UMA-FAN-R007
  Scenario: The draw phase does not end before its draw
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The draw phase does not end before its draw
    Checks(ja): ドローフェイズは、カードを引くまで終わらない
    Source: umafan-rules-ja, rule statement 7

    Given my draw phase of turn 3 has begun
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I proceed
    Then the action is refused with reason "draw-required"
    And the game state is unchanged

  @UMA-FAN-R007
  Scenario: The draw phase gives one card only
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): The draw phase gives one card only
    Checks(ja): ドローフェイズで引けるのは1枚だけである
    Source: umafan-rules-ja, rule statement 7

    Given my draw phase of turn 3 has begun
    And my deck zone holds:
      | card         |
      | Carrot Snack |
      | Study Notes  |
    And I draw a card
    When I draw a card
    Then the action is refused with reason "already-drew"
    And the game state is unchanged
