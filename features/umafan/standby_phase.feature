@umafan
Feature: The standby phase (step 8)

  @UMA-FAN-R008
  Scenario: The standby phase may pass with neither choice made
    Rule(en): In the standby phase the turn player may carry out one of two options, or skip both and go on to the main phase.
    Rule(ja): スタンバイフェイズでは、ターンプレイヤーは2つの選択肢のどちらか一方を行ってよく、どちらもせずにメインフェイズへ移っても構いません。
    Checks(en): The standby phase may pass with neither choice made
    Checks(ja): スタンバイフェイズは、どちらの選択肢も行わずに終えてよい
    Source: umafan-rules-ja, rule statement 8

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I proceed
    Then it is my main phase
    And my hand holds 1 card
    And "Mile Course" has 0 cards stacked face down under it

  @UMA-FAN-R008
  Scenario: Only one of the two standby options is carried out
    Rule(en): In the standby phase the turn player may carry out one of two options, or skip both and go on to the main phase.
    Rule(ja): スタンバイフェイズでは、ターンプレイヤーは2つの選択肢のどちらか一方を行ってよく、どちらもせずにメインフェイズへ移っても構いません。
    Checks(en): Only one of the two standby options is carried out
    Checks(ja): スタンバイフェイズの2つの選択肢のうち、行えるのは1つだけである
    Source: umafan-rules-ja, rule statement 8

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Dirt Course |
    And I stack "Carrot Snack" under "Mile Course"
    When I turn over the top card of the race deck
    Then the action is refused with reason "standby-choice-used"
    And the game state is unchanged

  @UMA-FAN-R009
  Scenario: A hand card is stacked face down under a face-up racecourse
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): A hand card is stacked face down under a face-up racecourse
    Checks(ja): 手札のカードを、表向きのレース場に裏向きで重ねられる
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I stack "Carrot Snack" under "Mile Course"
    Then "Mile Course" has 1 card stacked face down under it
    And my hand holds 0 cards

  @UMA-FAN-R009
  Scenario: UMA-FAN-R009: only one hand card is stacked in a standby phase
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): One card: after a card is stacked, a second one from the hand is refused and stays in the hand
    Checks(ja): 重ねるのは1枚：1枚重ねたあと、手札の2枚目は重ねられず手札に残る
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
      | Study Notes  |
    And my race zone holds:
      | card        |
      | Mile Course |
    And I stack "Carrot Snack" under "Mile Course"
    When I stack "Study Notes" under "Mile Course"
    Then the action is refused with reason "standby-choice-used"
    And the game state is unchanged
    And "Mile Course" has 1 card stacked face down under it
    And "Study Notes" is in my hand

  @UMA-FAN-R009
  Scenario: UMA-FAN-R009: a card is not stacked on the face-down top of the race deck
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): Only a face-up racecourse takes the card: stacking on the face-down top card of the race deck is refused and the card stays in the hand
    Checks(ja): 重ねられるのは表向きのレース場だけ：レースデッキの一番上の裏向きのカードには重ねられず、カードは手札に残る
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Dirt Course |
    When I stack "Carrot Snack" under "Dirt Course"
    Then the action is refused with reason "not-a-face-up-racecourse"
    And the game state is unchanged
    And "Carrot Snack" is in my hand

  @UMA-FAN-R009
  Scenario: UMA-FAN-R009: a card from the trash is not stacked under a racecourse
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): The card comes from the hand: a card in the trash zone is refused and stays there, and nothing is stacked
    Checks(ja): 重ねるカードは手札から：トラッシュゾーンのカードは重ねられずそこに残り、何も重ならない
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my trash zone holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I stack "Carrot Snack" under "Mile Course"
    Then the action is refused with reason "not-in-hand"
    And the game state is unchanged
    And "Mile Course" has 0 cards stacked face down under it

  @UMA-FAN-R009
  Scenario: A card cannot be stacked on the opponent's racecourse
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): A card cannot be stacked on the opponent's racecourse
    Checks(ja): 相手のレース場にカードを重ねることはできない
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's race zone holds:
      | card        |
      | Dirt Course |
    When I stack "Carrot Snack" under "Dirt Course"
    Then the action is refused with reason "not-a-face-up-racecourse"
    And the game state is unchanged

  @UMA-FAN-R009
  Scenario: Only the turn player stacks a card in the standby phase
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): Only the turn player stacks a card in the standby phase
    Checks(ja): スタンバイフェイズにカードを重ねられるのはターンプレイヤーだけである
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And the opponent's hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's race zone holds:
      | card        |
      | Dirt Course |
    When the opponent stacks "Carrot Snack" under "Dirt Course"
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged

  @UMA-FAN-R010
  Scenario: The top race-deck card is laid face up beside the other racecourses
    Rule(en): Option two: the turn player turns the top card of the race deck face up and lays it in the race zone without covering any other card.
    Rule(ja): 選択肢その2：レースデッキの一番上のカードを表にし、ほかのカードと重ならない位置でレースゾーンに置きます。
    Checks(en): The top race-deck card is laid face up beside the other racecourses
    Checks(ja): レースデッキの一番上のカードを、ほかのレース場の横に表向きで置く
    Source: umafan-rules-ja, rule statement 10

    Given my standby phase has begun
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Long Course |
      | Dirt Course |
    When I turn over the top card of the race deck
    Then my race zone shows 2 face-up racecourses
    And "Long Course" is face up in my race zone
    And "Mile Course" has 0 cards stacked face down under it
    And my race deck holds 1 card

  @UMA-FAN-R010
  Scenario: An empty race deck has no racecourse to turn over
    Rule(en): Option two: the turn player turns the top card of the race deck face up and lays it in the race zone without covering any other card.
    Rule(ja): 選択肢その2：レースデッキの一番上のカードを表にし、ほかのカードと重ならない位置でレースゾーンに置きます。
    Checks(en): An empty race deck has no racecourse to turn over
    Checks(ja): 空のレースデッキには、めくるレース場がない
    Source: umafan-rules-ja, rule statement 10

    Given my standby phase has begun
    And my race zone holds:
      | card        |
      | Mile Course |
    When I turn over the top card of the race deck
    Then the action is refused with reason "race-deck-empty"
    And the game state is unchanged

  @UMA-FAN-R010
  Scenario: UMA-FAN-R010: my opponent does not turn over a racecourse in my standby phase
    Rule(en): Option two: the turn player turns the top card of the race deck face up and lays it in the race zone without covering any other card.
    Rule(ja): 選択肢その2：レースデッキの一番上のカードを表にし、ほかのカードと重ならない位置でレースゾーンに置きます。
    Checks(en): Turning over a racecourse is A's step, the turn player's: in my standby phase my opponent's try is refused and both race decks stay as they were
    Checks(ja): レース場をめくるのはA（ターンプレイヤー）の手順：自分のスタンバイフェイズに相手がめくろうとしても認められず、どちらのレースデッキもそのまま
    Source: umafan-rules-ja, rule statement 10

    Given my standby phase has begun
    And the opponent's race zone holds:
      | card        |
      | Dirt Course |
    And the opponent's race deck holds:
      | card        |
      | Long Course |
    When the opponent turns over the top card of the race deck
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged
    And the opponent's race deck holds 1 card
