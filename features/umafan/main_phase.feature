@umafan
Feature: The main phase: fielding an Uma Musume and declarations (steps 9 to 9-4)

  @UMA-FAN-R011
  Scenario: An Uma Musume from the hand is fielded at the start of the main phase
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): An Uma Musume from the hand is fielded at the start of the main phase
    Checks(ja): メインフェイズの最初に、手札のウマ娘を場に出せる
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my hand holds:
      | card         |
      | Swift Runner |
    When I field the Uma Musume "Swift Runner"
    Then "Swift Runner" is face up in my field
    And my hand holds 0 cards

  @UMA-FAN-R011
  Scenario: A second Uma Musume is not fielded in the same main phase
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): A second Uma Musume is not fielded in the same main phase
    Checks(ja): 同じメインフェイズに2体目のウマ娘は出せない
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my hand holds:
      | card          |
      | Swift Runner  |
      | Rookie Runner |
    And I field the Uma Musume "Swift Runner"
    When I field the Uma Musume "Rookie Runner"
    Then the action is refused with reason "already-fielded"
    And the game state is unchanged

  @UMA-FAN-R011
  Scenario: An Uma Musume whose condition is unmet stays in the hand
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): An Uma Musume whose condition is unmet stays in the hand
    Checks(ja): 条件を満たさないウマ娘は手札に残る
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my hand holds:
      | card           |
      | Veteran Runner |
    When I field the Uma Musume "Veteran Runner"
    Then the action is refused with reason "condition-not-met"
    And the game state is unchanged

  @UMA-FAN-R011
  Scenario: No Uma Musume is fielded once the declarations have begun
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): No Uma Musume is fielded once the declarations have begun
    Checks(ja): 宣言が始まった後は、ウマ娘を場に出せない
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my field holds:
      | card          |
      | Steady Runner |
    And my hand holds:
      | card         |
      | Energy Drink |
      | Swift Runner |
    And I declare "Energy Drink"
    And the opponent passes on answering
    When I field the Uma Musume "Swift Runner"
    Then the action is refused with reason "fielding-window-closed"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: A card declared from the hand is put onto the field
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A card declared from the hand is put onto the field
    Checks(ja): 手札から宣言したカードは場に置かれる
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then "Carrot Snack" is face up in my field
    And the pending declarations are "Carrot Snack"
    And "Steady Runner" has 4 stamina

  @UMA-FAN-R012 @assumption
  Scenario: A face-up Uma Musume on the field declares its own ability
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A face-up Uma Musume on the field declares its own ability
    Checks(ja): 場の表向きのウマ娘は、自身の能力を宣言できる
    Source: umafan-rules-ja, rule statement 12
    Assumption(en): A declaration that puts no card onto the field gives the opponent nothing to answer (answers are made to a card put onto the field), so it resolves at once.
    Assumption(ja): 場にカードが出ない宣言には相手が応じる対象がないため、すぐに処理されるものとします。

    Given my main phase has begun
    And my field holds:
      | card         | stamina |
      | Coach Runner | 4       |
    And my deck zone holds:
      | card        |
      | Study Notes |
    When I declare "Coach Runner"
    Then "Study Notes" is in my hand
    And "Coach Runner" is face up in my field
    And "Coach Runner" has 3 stamina

  @UMA-FAN-R012 @assumption
  Scenario: A face-up card in the trash is declared when its text allows it
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A face-up card in the trash is declared when its text allows it
    Checks(ja): トラッシュの表向きのカードは、その記載が認めるときに宣言できる
    Source: umafan-rules-ja, rule statement 12
    Assumption(en): Which zones a card may be declared from is part of its text; the test card "Second Wind" may be declared from the trash, and it stays there.
    Assumption(ja): どのゾーンから宣言できるかはカードの記載で決まるものとし、テスト用カード「Second Wind」はトラッシュから宣言でき、そのまま残ります。

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my trash zone holds:
      | card        |
      | Second Wind |
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I declare "Second Wind"
    Then "Carrot Snack" is in my hand
    And "Second Wind" is face up in my trash zone
    And "Steady Runner" has 3 stamina

  @UMA-FAN-R012 @assumption
  Scenario: A card whose text does not allow the trash is not declared from there
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A card whose text does not allow the trash is not declared from there
    Checks(ja): トラッシュからの宣言を記載が認めないカードは、そこから宣言できない
    Source: umafan-rules-ja, rule statement 12
    Assumption(en): Which zones a card may be declared from is part of its text; a card whose text names only the hand, such as the test card "Carrot Snack", is not declared from the trash even face up.
    Assumption(ja): どのゾーンから宣言できるかはカードの記載で決まるものとし、手札からしか宣言できないテスト用カード「Carrot Snack」は、表向きでもトラッシュからは宣言できません。

    Given my main phase has begun
    And my field holds:
      | card          |
      | Steady Runner |
    And my trash zone holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "cannot-declare-from-zone"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: A card whose written condition is unmet is not declared
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A card whose written condition is unmet is not declared
    Checks(ja): 記載された条件を満たさないカードは宣言できない
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card         | stamina |
      | Swift Runner | 2       |
    And my hand holds:
      | card            |
      | Endurance Drill |
    When I declare "Endurance Drill"
    Then the action is refused with reason "condition-not-met"
    And the game state is unchanged

  @UMA-FAN-R012 @assumption
  Scenario: The opponent does not open a declaration in my main phase
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): The opponent does not open a declaration in my main phase
    Checks(ja): 相手は自分のメインフェイズに宣言を始められない
    Source: umafan-rules-ja, rule statement 12
    Assumption(en): Only the turn player opens a declaration; the opponent declares only in answer to one.
    Assumption(ja): 宣言を始められるのはターンプレイヤーだけで、相手は応じる形でのみ宣言するものとします。

    Given my main phase has begun
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And the opponent's hand holds:
      | card          |
      | Quick Stretch |
    When the opponent declares "Quick Stretch"
    Then the action is refused with reason "only-turn-player-opens"
    And the game state is unchanged

  @UMA-FAN-R013
  Scenario: The opponent answers a card that was put onto the field
    Rule(en): In answer to the card put onto the field, the other player may declare the effect of a card whose written condition allows it.
    Rule(ja): 場に出されたカードに応じて、相手プレイヤーも条件を満たすカードの効果の発動を宣言できます。
    Checks(en): The opponent answers a card that was put onto the field
    Checks(ja): 相手は場に出されたカードに応答できる
    Source: umafan-rules-ja, rule statement 13

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          | stamina |
      | Rookie Runner | 3       |
    And the opponent's hand holds:
      | card    |
      | Trip Up |
    And I declare "Carrot Snack"
    When the opponent declares "Trip Up"
    Then the pending declarations are "Carrot Snack", "Trip Up"
    And "Rookie Runner" has 2 stamina
    And "Trip Up" is face up in the opponent's field

  @UMA-FAN-R013
  Scenario: An answer needs a card whose text allows answering
    Rule(en): In answer to the card put onto the field, the other player may declare the effect of a card whose written condition allows it.
    Rule(ja): 場に出されたカードに応じて、相手プレイヤーも条件を満たすカードの効果の発動を宣言できます。
    Checks(en): An answer needs a card whose text allows answering
    Checks(ja): 応答には、記載が応答を認めるカードが必要である
    Source: umafan-rules-ja, rule statement 13

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          |
      | Rookie Runner |
    And the opponent's hand holds:
      | card         |
      | Carrot Snack |
    And I declare "Carrot Snack"
    When the opponent declares "Carrot Snack #2"
    Then the action is refused with reason "not-a-response-card"
    And the game state is unchanged

  @UMA-FAN-R013 @assumption
  Scenario: The turn player does not answer its own declaration
    Rule(en): In answer to the card put onto the field, the other player may declare the effect of a card whose written condition allows it.
    Rule(ja): 場に出されたカードに応じて、相手プレイヤーも条件を満たすカードの効果の発動を宣言できます。
    Checks(en): The turn player does not answer its own declaration
    Checks(ja): ターンプレイヤーは自分の宣言に応答できない
    Source: umafan-rules-ja, rule statement 13
    Assumption(en): While a declaration waits for answers, only the opponent may add to it; the turn player declares again after it resolves.
    Assumption(ja): 宣言への応答を待つ間は相手だけが宣言を重ねられ、ターンプレイヤーは処理の後に改めて宣言するものとします。

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card          |
      | Carrot Snack  |
      | Quick Stretch |
    And I declare "Carrot Snack"
    When I declare "Quick Stretch"
    Then the action is refused with reason "awaiting-response"
    And the game state is unchanged

  @UMA-FAN-R014
  Scenario: The answer resolves before the card it answered
    Rule(en): The declared effects are then carried out newest first: the last card declared resolves first and the first card declared resolves last.
    Rule(ja): 宣言された効果は新しい順に処理します。最後に宣言したものが最初、最初に宣言したものが最後です。
    Checks(en): The answer resolves before the card it answered
    Checks(ja): 応答は、応答先のカードより先に処理される
    Source: umafan-rules-ja, rule statement 14

    Given my main phase has begun
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

  @UMA-FAN-R014
  Scenario: A later answer cancels the card it answered before that card resolves
    Rule(en): The declared effects are then carried out newest first: the last card declared resolves first and the first card declared resolves last.
    Rule(ja): 宣言された効果は新しい順に処理します。最後に宣言したものが最初、最初に宣言したものが最後です。
    Checks(en): A later answer cancels the card it answered before that card resolves
    Checks(ja): 後から宣言した応答は、応答先のカードが処理される前にそれを打ち消す
    Source: umafan-rules-ja, rule statement 14

    Given my main phase has begun
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
      | card      |
      | Objection |
    And I declare "Carrot Snack"
    And the opponent declares "Objection"
    When the opponent passes on answering
    Then the declarations resolved in the order "Objection", "Carrot Snack"
    And "Swift Runner" has 6 speed

  @UMA-FAN-R015
  Scenario: A card played from the hand goes face up to the trash after resolving
    Rule(en): Once the effects are done, cards that came onto the field from the hand are put face up in the trash zone, unless their text names another place.
    Rule(ja): 効果の処理が終わったら、手札から場に出たカードは表にしてトラッシュゾーンへ送ります。記載で別の置き場所が決まっていればそちらに置きます。
    Checks(en): A card played from the hand goes face up to the trash after resolving
    Checks(ja): 手札から出したカードは、処理の後に表向きでトラッシュへ置かれる
    Source: umafan-rules-ja, rule statement 15

    Given my main phase has begun
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And I declare "Carrot Snack"
    When the opponent passes on answering
    Then "Carrot Snack" is face up in my trash zone
    And "Swift Runner" has 8 speed
    And my field holds 1 card

  @UMA-FAN-R015
  Scenario: A card whose text names its place goes there instead of the trash
    Rule(en): Once the effects are done, cards that came onto the field from the hand are put face up in the trash zone, unless their text names another place.
    Rule(ja): 効果の処理が終わったら、手札から場に出たカードは表にしてトラッシュゾーンへ送ります。記載で別の置き場所が決まっていればそちらに置きます。
    Checks(en): A card whose text names its place goes there instead of the trash
    Checks(ja): 置き場所が記載されたカードは、トラッシュではなくそこへ置かれる
    Source: umafan-rules-ja, rule statement 15

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card            |
      | Lucky Horseshoe |
    And I declare "Lucky Horseshoe"
    When the opponent passes on answering
    Then "Lucky Horseshoe" is face up in my field
    And my trash zone holds 0 cards
    And "Steady Runner" has 5 stamina

  @UMA-FAN-R016
  Scenario: Declarations repeat until the turn player stops declaring
    Rule(en): Declaring, answering, resolving and clearing repeat until neither player declares anything more.
    Rule(ja): 宣言・応答・処理・片付けの流れは、どちらのプレイヤーも宣言しなくなるまで繰り返します。
    Checks(en): Declarations repeat until the turn player stops declaring
    Checks(ja): 宣言はターンプレイヤーが宣言をやめるまで繰り返される
    Source: umafan-rules-ja, rule statement 16

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card         |
      | Carrot Snack |
      | Study Notes  |
    And my deck zone holds:
      | card         |
      | Energy Drink |
    And I declare "Carrot Snack"
    And the opponent passes on answering
    And I declare "Study Notes"
    And the opponent passes on answering
    When I proceed
    Then it is my paddock phase
    And the declarations resolved in the order "Carrot Snack", "Study Notes"
    And "Energy Drink" is in my hand

  @UMA-FAN-R016
  Scenario: The phase does not end while a declaration waits to resolve
    Rule(en): Declaring, answering, resolving and clearing repeat until neither player declares anything more.
    Rule(ja): 宣言・応答・処理・片付けの流れは、どちらのプレイヤーも宣言しなくなるまで繰り返します。
    Checks(en): The phase does not end while a declaration waits to resolve
    Checks(ja): 宣言が処理待ちの間、フェイズは終わらない
    Source: umafan-rules-ja, rule statement 16

    Given my main phase has begun
    And my field holds:
      | card          |
      | Steady Runner |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And I declare "Carrot Snack"
    When I proceed
    Then the action is refused with reason "declarations-pending"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: UMA-FAN-R012: a face-down card in the deck is not declared
    Checks(en): A card lying face down in the deck zone is not among the cards that may be declared, and nothing changes
    Checks(ja): デッキゾーンに裏向きで置かれたカードは宣言できるカードに含まれず、何も変わらない
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "cannot-declare-from-zone"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: UMA-FAN-R012: declaring is optional and the main phase ends with a declarable card kept
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): The other way: a declaration is allowed, never required, so the turn player moves on with a card it could declare still in the hand
    Checks(ja): 逆の場合：宣言はしてもよいが義務ではないので、宣言できるカードを手札に残したまま先へ進める
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I proceed
    Then it is my paddock phase
    And "Carrot Snack" is in my hand
    And "Steady Runner" has 5 stamina

  @UMA-FAN-R015 @assumption
  Scenario: UMA-FAN-R015: a card declared from the field stays there after resolving
    Rule(en): Once the effects are done, cards that came onto the field from the hand are put face up in the trash zone, unless their text names another place.
    Rule(ja): 効果の処理が終わったら、手札から場に出たカードは表にしてトラッシュゾーンへ送ります。記載で別の置き場所が決まっていればそちらに置きます。
    Checks(en): Only a card brought from the hand is sent on: an Uma Musume that declared its own ability from the field stays face up there and the trash stays empty
    Checks(ja): トラッシュへ送られるのは手札から出したカードだけ：場から自身の能力を宣言したウマ娘は表向きのまま場に残り、トラッシュは空のままである
    Source: umafan-rules-ja, rule statement 15
    Assumption(en): A declaration that puts no card onto the field gives the opponent nothing to answer (answers are made to a card put onto the field), so it resolves at once.
    Assumption(ja): 場にカードが出ない宣言には相手が応じる対象がないため、すぐに処理されるものとします。

    Given my main phase has begun
    And my field holds:
      | card         | stamina |
      | Coach Runner | 4       |
    And my deck zone holds:
      | card        |
      | Study Notes |
    When I declare "Coach Runner"
    Then "Study Notes" is in my hand
    And "Coach Runner" is face up in my field
    And my trash zone holds 0 cards
