@umafan
Feature: Setting up the Uma Musume fan game (steps 1 to 6)

  Background:
    Given an Uma Musume game
    And my decks are:
      | deck | card            | copies |
      | main | Swift Runner    | 1      |
      | main | Steady Runner   | 1      |
      | main | Rookie Runner   | 1      |
      | main | Veteran Runner  | 1      |
      | main | Coach Runner    | 1      |
      | main | Carrot Snack    | 1      |
      | main | Cheer Squad     | 1      |
      | main | Study Notes     | 1      |
      | main | Energy Drink    | 1      |
      | main | Endurance Drill | 1      |
      | main | Race Day Rally  | 1      |
      | main | Trip Up         | 1      |
      | main | Objection       | 1      |
      | main | Quick Stretch   | 1      |
      | main | Lucky Horseshoe | 1      |
      | race | Sprint Course   | 1      |
      | race | Mile Course     | 1      |
      | race | Long Course     | 1      |
      | race | Dirt Course     | 1      |
    And the opponent's decks are:
      | deck | card          | copies |
      | main | Steady Runner | 8      |
      | main | Carrot Snack  | 7      |
      | race | Mile Course   | 5      |

  @UMA-FAN-R001
  Scenario: The shuffled main deck goes into the deck zone at set-up
    Rule(en): Before play, each player shuffles the main deck and lays it in the deck zone.
    Rule(ja): ゲームの準備として、各プレイヤーはメインデッキをよく混ぜてからデッキゾーンに置きます。
    Checks(en): The shuffled main deck goes into the deck zone at set-up
    Checks(ja): 準備で、混ぜたメインデッキをデッキゾーンに置く
    Source: umafan-rules-ja, rule statement 1

    When I start the game with me going first
    Then the action succeeds
    And my hand and deck zone together hold the cards of my main deck list
    And my deck zone is not in the order of my main deck list
    And the opponent's hand and deck zone together hold the cards of their main deck list
    And the top card of the deck zone of me is face down

  @UMA-FAN-R002
  Scenario: The shuffled race deck goes into the race zone at set-up
    Rule(en): Each player also shuffles a separate race deck and lays it in the race zone.
    Rule(ja): 各プレイヤーはメインとは別のレースデッキも混ぜ、レースゾーンに置きます。
    Checks(en): The shuffled race deck goes into the race zone at set-up
    Checks(ja): 準備で、混ぜたレースデッキをレースゾーンに置く
    Source: umafan-rules-ja, rule statement 2

    When I start the game with me going first
    Then my race zone and race deck together hold the cards of my race deck list
    And my race zone and race deck are not in the order of my race deck list
    And the opponent's race zone and race deck together hold the cards of their race deck list
    And the top card of the race deck of me is face down

  @UMA-FAN-R003
  Scenario: Each player opens with a five-card hand
    Rule(en): Each player draws five cards from the top of the main deck; they form the hand.
    Rule(ja): 各プレイヤーはメインデッキの上から5枚を引き、それが手札になります。
    Checks(en): Each player opens with a five-card hand
    Checks(ja): 各プレイヤーは5枚の手札で始める
    Source: umafan-rules-ja, rule statement 3

    When I start the game with me going first
    Then my hand holds 5 cards
    And my deck zone holds 10 cards
    And the opponent's hand holds 5 cards
    And the opponent's deck zone holds 10 cards

  @UMA-FAN-R003 @assumption
  Scenario: A main deck too small for the opening hand cannot start a game
    Rule(en): Each player draws five cards from the top of the main deck; they form the hand.
    Rule(ja): 各プレイヤーはメインデッキの上から5枚を引き、それが手札になります。
    Checks(en): A main deck too small for the opening hand cannot start a game
    Checks(ja): 最初の手札に足りないメインデッキではゲームを始められない
    Source: umafan-rules-ja, rule statement 3
    Assumption(en): The source gives no deck size; the engine refuses to start when a main deck holds fewer than the five opening cards.
    Assumption(ja): デッキ枚数の記載がないため、メインデッキが初期手札の5枚に満たない場合は開始を拒否するものとします。

    Given the opponent's decks are:
      | deck | card          | copies |
      | main | Steady Runner | 4      |
      | race | Mile Course   | 5      |
    When I start the game with me going first
    Then the action is refused with reason "deck-too-small"
    And the game state is unchanged

  @UMA-FAN-R004
  Scenario: Three racecourses are laid face up beside the race deck
    Rule(en): Three cards from the top of the race deck are turned face up and laid in the race zone, each apart from the race deck.
    Rule(ja): レースデッキの上から3枚を表にし、デッキとは重ねずにそれぞれレースゾーンへ並べます。
    Checks(en): Three racecourses are laid face up beside the race deck
    Checks(ja): レース場3枚が、レースデッキの横に表向きで並べられる
    Source: umafan-rules-ja, rule statement 4

    When I start the game with me going first
    Then my race zone shows 3 face-up racecourses
    And my race deck holds 1 card
    And the opponent's race zone shows 3 face-up racecourses
    And the opponent's race deck holds 2 cards

  @UMA-FAN-R004 @assumption
  Scenario: A race deck too small for three racecourses cannot start a game
    Rule(en): Three cards from the top of the race deck are turned face up and laid in the race zone, each apart from the race deck.
    Rule(ja): レースデッキの上から3枚を表にし、デッキとは重ねずにそれぞれレースゾーンへ並べます。
    Checks(en): A race deck too small for three racecourses cannot start a game
    Checks(ja): レース場3枚に足りないレースデッキではゲームを始められない
    Source: umafan-rules-ja, rule statement 4
    Assumption(en): The source gives no race-deck size; the engine refuses to start when a race deck holds fewer than three cards.
    Assumption(ja): レースデッキの枚数の記載がないため、3枚に満たない場合は開始を拒否するものとします。

    Given the opponent's decks are:
      | deck | card          | copies |
      | main | Steady Runner | 8      |
      | race | Mile Course   | 2      |
    When I start the game with me going first
    Then the action is refused with reason "deck-too-small"
    And the game state is unchanged

  @UMA-FAN-R005 @assumption
  Scenario: The player chosen to go first takes the first turn
    Rule(en): The players settle who goes first by any method (rock-paper-scissors at official events); the first player is called A and the second B.
    Rule(ja): 先に動くプレイヤーと後に動くプレイヤーを好きな方法で決めます（公式大会ではじゃんけん）。先の方がA、後の方がBです。
    Checks(en): The player chosen to go first takes the first turn
    Checks(ja): 先に動くと決まったプレイヤーが最初のターンを行う
    Source: umafan-rules-ja, rule statement 5
    Assumption(en): The engine does not settle the order itself (no rock-paper-scissors): the players' choice, made by whatever method they use, is given to it when the game starts.
    Assumption(ja): 順番の決め方（じゃんけんなど）はエンジンでは行わず、プレイヤーが決めた結果をゲーム開始時にエンジンへ渡すものとします。

    Given I start the game with the opponent going first
    When the opponent proceeds
    Then it is the opponent's draw phase of turn 1

  @UMA-FAN-R005
  Scenario: The second player cannot open the game for the first player
    Rule(en): The players settle who goes first by any method (rock-paper-scissors at official events); the first player is called A and the second B.
    Rule(ja): 先に動くプレイヤーと後に動くプレイヤーを好きな方法で決めます（公式大会ではじゃんけん）。先の方がA、後の方がBです。
    Checks(en): The second player cannot open the game for the first player
    Checks(ja): 後に動くプレイヤーが、先に動くプレイヤーに代わってゲームを始めることはできない
    Source: umafan-rules-ja, rule statement 5

    Given I start the game with the opponent going first
    When I proceed
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged

  @UMA-FAN-R006
  Scenario: The race-start calls may be left out
    Rule(en): Player A may call out the start of the race and player B answer it; this exchange is optional.
    Rule(ja): Aがレース開始を呼びかけ、Bがそれに応じる掛け合いがありますが、やらなくても構いません。
    Checks(en): The race-start calls may be left out
    Checks(ja): レース開始の掛け合いは省いてよい
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with me going first
    When I proceed
    Then it is my draw phase of turn 1

  @UMA-FAN-R006
  Scenario: Player A calls the race start and player B answers
    Rule(en): Player A may call out the start of the race and player B answer it; this exchange is optional.
    Rule(ja): Aがレース開始を呼びかけ、Bがそれに応じる掛け合いがありますが、やらなくても構いません。
    Checks(en): Player A calls the race start and player B answers
    Checks(ja): Aがレース開始を呼びかけ、Bが応じる
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with me going first
    And I call the race start
    When the opponent calls the race start
    Then the action succeeds
    When I proceed
    Then it is my draw phase of turn 1

  @UMA-FAN-R006
  Scenario: Player B does not answer a start call that was never made
    Rule(en): Player A may call out the start of the race and player B answer it; this exchange is optional.
    Rule(ja): Aがレース開始を呼びかけ、Bがそれに応じる掛け合いがありますが、やらなくても構いません。
    Checks(en): Player B does not answer a start call that was never made
    Checks(ja): 呼びかけがなければ、Bは応じられない
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with me going first
    When the opponent calls the race start
    Then the action is refused with reason "first-player-calls-first"
    And the game state is unchanged

  @UMA-FAN-R006
  Scenario: The race start is not called once the first turn has begun
    Rule(en): Player A may call out the start of the race and player B answer it; this exchange is optional.
    Rule(ja): Aがレース開始を呼びかけ、Bがそれに応じる掛け合いがありますが、やらなくても構いません。
    Checks(en): The race start is not called once the first turn has begun
    Checks(ja): 最初のターンが始まった後は、レース開始の呼びかけはできない
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with me going first
    And I proceed
    When I call the race start
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R006 @UMA-FAN-R005
  Scenario: When the opponent goes first, the opponent calls the race start and I answer
    Checks(en): When the opponent goes first, the opponent calls the race start and I answer
    Checks(ja): 相手が先に動くときは、相手がレース開始を呼びかけ、自分が応じる
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with the opponent going first
    And the opponent calls the race start
    When I call the race start
    Then the action succeeds
    When the opponent proceeds
    Then it is the opponent's draw phase of turn 1

  @UMA-FAN-R006
  Scenario: Player B answers the start call only once
    Rule(en): Player A may call out the start of the race and player B answer it; this exchange is optional.
    Rule(ja): Aがレース開始を呼びかけ、Bがそれに応じる掛け合いがありますが、やらなくても構いません。
    Checks(en): Player B answers the start call only once
    Checks(ja): Bが呼びかけに応じるのは1回だけである
    Source: umafan-rules-ja, rule statement 6

    Given I start the game with me going first
    And I call the race start
    And the opponent calls the race start
    When the opponent calls the race start
    Then the action is refused with reason "first-player-calls-first"
    And the game state is unchanged

  @UMA-FAN-R003 @UMA-FAN-R004 @assumption
  Scenario: Decks holding exactly the opening cards are enough to start a game
    Checks(en): Decks holding exactly the opening cards are enough to start a game
    Checks(ja): 最初に必要な枚数ちょうどのデッキでもゲームを始められる
    Source: umafan-rules-ja, rule statement 3
    Assumption(en): The source gives no deck sizes; the engine starts a game as long as each main deck holds the five opening cards and each race deck the three opening racecourses.
    Assumption(ja): デッキ枚数の記載がないため、メインデッキに初期手札の5枚、レースデッキに最初の3枚があれば開始できるものとします。

    Given the opponent's decks are:
      | deck | card          | copies |
      | main | Steady Runner | 5      |
      | race | Mile Course   | 3      |
    When I start the game with me going first
    Then the action succeeds
    And the opponent's hand holds 5 cards
    And the opponent's deck zone holds 0 cards
    And the opponent's race zone shows 3 face-up racecourses
    And the opponent's race deck holds 0 cards

  @UMA-FAN-R005
  Scenario: Nothing moves on before the game has started
    Rule(en): The players settle who goes first by any method (rock-paper-scissors at official events); the first player is called A and the second B.
    Rule(ja): 先に動くプレイヤーと後に動くプレイヤーを好きな方法で決めます（公式大会ではじゃんけん）。先の方がA、後の方がBです。
    Checks(en): Nothing moves on before the game has started
    Checks(ja): ゲームが始まる前には何も進まない
    Source: umafan-rules-ja, rule statement 5

    When I proceed
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged
