@umafan
Feature: Pins found by mutation testing (umafan)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md): each phase's own actions are refused in the other phases, and the race waits
  for both runners.

  @UMA-FAN-R007
  Scenario: Drawing is refused outside the draw phase
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): Drawing is refused outside the draw phase
    Checks(ja): ドローフェイズ以外では引けない
    Source: umafan-rules-ja, rule statement 7

    Given my standby phase of turn 3 has begun
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I draw a card
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R011
  Scenario: An Uma Musume cannot be fielded in the standby phase
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): An Uma Musume cannot be fielded in the standby phase
    Checks(ja): スタンバイフェイズにウマ娘は出せない
    Source: umafan-rules-ja, rule statement 11

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Swift Runner |
    When I field the Uma Musume "Swift Runner"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R009
  Scenario: A hand card cannot be stacked under a racecourse in the main phase
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): A hand card cannot be stacked under a racecourse in the main phase
    Checks(ja): メインフェイズに手札のカードをレース場に重ねることはできない
    Source: umafan-rules-ja, rule statement 9

    Given my main phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I stack "Carrot Snack" under "Mile Course"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R010
  Scenario: The race deck cannot be turned over in the main phase
    Rule(en): Option two: the turn player turns the top card of the race deck face up and lays it in the race zone without covering any other card.
    Rule(ja): 選択肢その2：レースデッキの一番上のカードを表にし、ほかのカードと重ならない位置でレースゾーンに置きます。
    Checks(en): The race deck cannot be turned over in the main phase
    Checks(ja): メインフェイズにレースデッキをめくることはできない
    Source: umafan-rules-ja, rule statement 10

    Given my main phase has begun
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Long Course |
    When I turn over the top card of the race deck
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R019
  Scenario: The race does not go on before the turn player chooses a runner
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): The race does not go on before the turn player chooses a runner
    Checks(ja): ターンプレイヤーが出走するウマ娘を選ぶまで、レースは進まない
    Source: umafan-rules-ja, rule statement 19

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    When I proceed
    Then the action is refused with reason "choose-runner-or-decline"
    And the game state is unchanged

  @UMA-FAN-R019
  Scenario: The race does not go on before the opponent chooses a runner or declines
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): The race does not go on before the opponent chooses a runner or declines
    Checks(ja): 相手が出走するウマ娘を選ぶか断るまで、レースは進まない
    Source: umafan-rules-ja, rule statement 19

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    When the opponent proceeds
    Then the action is refused with reason "choose-runner-or-decline"
    And the game state is unchanged

  @UMA-FAN-001
  Scenario: With two fielded Uma Musume the payer must be named
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): With two fielded Uma Musume the payer must be named
    Checks(ja): 場にウマ娘が2体いるとき、支払うウマ娘を指定しなければならない
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
      | Swift Runner  | 2       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "choose-payer"
    And the game state is unchanged

  @UMA-FAN-001
  Scenario: The opponent's Uma Musume cannot pay my cost
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): The opponent's Uma Musume cannot pay my cost
    Checks(ja): 相手のウマ娘で自分のコストは払えない
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And the opponent's field holds:
      | card          | stamina |
      | Rookie Runner | 3       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack" paying with "Rookie Runner"
    Then the action is refused with reason "invalid-payer"
    And the game state is unchanged

  @UMA-FAN-R013
  Scenario: A card that only answers cannot start a declaration
    Rule(en): In answer to the card put onto the field, the other player may declare the effect of a card whose written condition allows it.
    Rule(ja): 場に出されたカードに応じて、相手プレイヤーも条件を満たすカードの効果の発動を宣言できます。
    Checks(en): A card that only answers cannot start a declaration
    Checks(ja): 応答専用のカードで宣言を始めることはできない
    Source: umafan-rules-ja, rule statement 13

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card    |
      | Trip Up |
    When I declare "Trip Up"
    Then the action is refused with reason "response-only"
    And the game state is unchanged

  @UMA-FAN-R011
  Scenario: A card that is not an Uma Musume is not fielded as one
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): A card that is not an Uma Musume is not fielded as one
    Checks(ja): ウマ娘ではないカードをウマ娘として出すことはできない
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I field the Uma Musume "Carrot Snack"
    Then the action is refused with reason "not-an-umamusume"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: An Uma Musume without an effect cannot be declared
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): An Uma Musume without an effect cannot be declared
    Checks(ja): 効果を持たないウマ娘は宣言できない
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    When I declare "Steady Runner"
    Then the action is refused with reason "no-ability"
    And the game state is unchanged

  @UMA-FAN-R019
  Scenario: Leaving the paddock phase with a fielded racecourse opens the race at the turn player's runner choice
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): Leaving the paddock phase with a fielded racecourse opens the race at the turn player's runner choice
    Checks(ja): レース場を出してパドックフェイズを終えると、ターンプレイヤーが出走するウマ娘を選ぶところからレースが始まる
    Source: umafan-rules-ja, rule statement 19

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I field the racecourse "Mile Course"
    When I proceed
    Then the action succeeds
    And it is my race phase
    And the race is at the "select-a" step

  @UMA-FAN-R019 @assumption
  Scenario: Without a fielded racecourse the race phase passes straight to the end phase
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): Without a fielded racecourse the race phase passes straight to the end phase
    Checks(ja): レース場が出ていなければ、レースフェイズからそのままエンドフェイズへ進む
    Source: umafan-rules-ja, rule statement 19
    Assumption(en): When no racecourse was fielded in the paddock phase there is no race: play goes on to the end phase.
    Assumption(ja): パドックフェイズでレース場を出さなかった場合はレースを行わず、エンドフェイズへ進むものとします。

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    When I proceed
    Then the action succeeds
    And it is my end phase

  @UMA-FAN-R012
  Scenario: No card is declared in the standby phase
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): No card is declared in the standby phase
    Checks(ja): スタンバイフェイズにはカードを宣言できない
    Source: umafan-rules-ja, rule statement 12

    Given my standby phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R022
  Scenario: No card is declared in the race phase before the runners are chosen
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): No card is declared in the race phase before the runners are chosen
    Checks(ja): 出走するウマ娘が決まる前のレースフェイズには、カードを宣言できない
    Source: umafan-rules-ja, rule statement 22

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
    And the opponent's field holds:
      | card          |
      | Rookie Runner |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R018
  Scenario: Declaring in the paddock phase is open once a racecourse is fielded
    Rule(en): After the racecourse is fielded, declarations, answers and resolution run exactly as in the main phase.
    Rule(ja): レース場を出した後は、メインフェイズと同じ要領で宣言・応答・処理を行います。
    Checks(en): Declaring in the paddock phase is open once a racecourse is fielded
    Checks(ja): レース場を出した後のパドックフェイズでは宣言できる
    Source: umafan-rules-ja, rule statement 18

    Given my paddock phase has begun
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And my race zone holds:
      | card          |
      | Mile Course   |
      | Sprint Course |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          |
      | Rookie Runner |
    And I field the racecourse "Mile Course"
    When I declare "Carrot Snack"
    Then the action succeeds
    And the pending declarations are "Carrot Snack"

  @UMA-FAN-001 @assumption
  Scenario: A card for my own Uma Musume works on the one that paid its cost
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A card for my own Uma Musume works on the one that paid its cost
    Checks(ja): 自分のウマ娘に向けたカードは、コストを払ったウマ娘に働く
    Source: umafan-rules-ja, Q&A 1
    Assumption(en): A card that works on "your Uma Musume" works on the one that paid its cost, when several are on the field.
    Assumption(ja): 「自分のウマ娘」に働くカードは、場に複数いる場合、そのコストを払ったウマ娘に働くものとします。

    Given my main phase has begun
    And my field holds:
      | card          | stamina | speed |
      | Steady Runner | 5       | 4     |
      | Swift Runner  | 2       | 6     |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And I declare "Carrot Snack" paying with "Swift Runner"
    When the opponent passes on answering
    Then "Swift Runner" has 8 speed
    And "Steady Runner" has 4 speed
    And "Swift Runner" has 1 stamina

  @UMA-FAN-R028
  Scenario: A game lost in the race ends there without going on to the end phase
    Rule(en): Turns keep repeating; a player with three cards in its own exit zone loses the game.
    Rule(ja): ターンを繰り返し、自分の退場ゾーンのカードが3枚になったプレイヤーが負けとなります。
    Checks(en): A game lost in the race ends there without going on to the end phase
    Checks(ja): レースで負けが決まったゲームは、エンドフェイズに進まずそこで終わる
    Source: umafan-rules-ja, rule statement 28

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Long Course |
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
    And my race zone shows 0 face-up racecourses

  @UMA-FAN-R028 @UMA-FAN-R019
  Scenario: A game lost through a skipped race ends there without going on to the end phase
    Checks(en): A game lost through a skipped race ends there without going on to the end phase
    Checks(ja): レースが行われずに負けが決まったゲームは、エンドフェイズに進まずそこで終わる
    Source: umafan-rules-ja, rule statement 28

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Long Course |
    And the opponent's deck zone holds:
      | card        |
      | Study Notes |
    And the opponent's exit zone holds:
      | card          |
      | Rookie Runner |
      | Coach Runner  |
    And I field the racecourse "Mile Course"
    When I proceed
    Then the opponent has lost the game
    And my race zone shows 0 face-up racecourses

  @UMA-FAN-R007 @assumption
  Scenario: A drawn card goes into my hand face down
    Rule(en): A turn opens with the draw phase, where the turn player draws one card from the main deck; the player who goes first skips this draw in turn 1.
    Rule(ja): ターンはドローフェイズから始まり、ターンプレイヤーはメインデッキから1枚引きます。ただし先に動くプレイヤーは1ターン目だけ引けません。
    Checks(en): A drawn card goes into my hand face down
    Checks(ja): 引いたカードは裏向きで手札に入る
    Source: umafan-rules-ja, rule statement 7
    Assumption(en): The hand is hidden from the opponent, so a card drawn into it is kept face down.
    Assumption(ja): 手札は相手に見せないものなので、引いたカードは裏向きのまま手札に加えるものとします。

    Given my draw phase of turn 3 has begun
    And my deck zone holds:
      | card         |
      | Carrot Snack |
    When I draw a card
    Then "Carrot Snack" is face down in my hand

  @UMA-FAN-R013 @UMA-FAN-R014 @assumption
  Scenario: A cancelling answer cancels the card put onto the field, not an earlier answer
    Checks(en): A cancelling answer cancels the card put onto the field, not an earlier answer
    Checks(ja): 打ち消す応答が打ち消すのは場に出されたカードで、それより前の応答ではない
    Source: umafan-rules-ja, rule statement 13
    Assumption(en): Every answer answers the card the turn player put onto the field, so an answer that cancels "the declaration it answers" cancels that card even when another answer was declared in between.
    Assumption(ja): 応答はどれもターンプレイヤーが場に出したカードへの応答なので、「応じた宣言」を無効にする応答は、間に別の応答があってもそのカードを無効にするものとします。

    Given my main phase has begun
    And my field holds:
      | card         | speed | stamina |
      | Swift Runner | 6     | 2       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          | stamina |
      | Rookie Runner | 3       |
    And the opponent's hand holds:
      | card      |
      | Trip Up   |
      | Objection |
    And I declare "Carrot Snack"
    And the opponent declares "Trip Up"
    And the opponent declares "Objection"
    When the opponent passes on answering
    Then the declarations resolved in the order "Objection", "Trip Up", "Carrot Snack"
    And "Swift Runner" has 1 speed

  @UMA-FAN-001 @assumption
  Scenario: A card that costs nothing and names no payer works on my Uma Musume fielded first
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A card that costs nothing and names no payer works on my Uma Musume fielded first
    Checks(ja): コストがなく支払者の指定もないカードは、先に出した自分のウマ娘に働く
    Source: umafan-rules-ja, Q&A 1
    Assumption(en): Outside a race, a card for "your Uma Musume" that nobody paid for works on the one of your Uma Musume that was fielded first.
    Assumption(ja): レース外で、誰もコストを払っていない「自分のウマ娘」向けのカードは、自分の場に最初に出したウマ娘に働くものとします。

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 5       |
      | Swift Runner  | 2       |
    And my hand holds:
      | card         |
      | Energy Drink |
    And I declare "Energy Drink"
    When the opponent passes on answering
    Then "Steady Runner" has 7 stamina
    And "Swift Runner" has 2 stamina

  @UMA-FAN-R022 @UMA-FAN-001 @assumption
  Scenario: During the race a card for my own Uma Musume works on my runner, whichever Uma Musume paid
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): During the race a card for my own Uma Musume works on my runner, whichever Uma Musume paid
    Checks(ja): レース中、自分のウマ娘に向けたカードは、どのウマ娘が支払ったかにかかわらず自分の出走ウマ娘に働く
    Source: umafan-rules-ja, rule statement 22
    Assumption(en): During the race a card for "your Uma Musume" works on your chosen runner, even when another of your Uma Musume paid its cost.
    Assumption(ja): レース中、「自分のウマ娘」向けのカードは、別のウマ娘がコストを払った場合でも、自分が選んだ出走ウマ娘に働くものとします。

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | speed | stamina |
      | Steady Runner | 4     | 5       |
      | Swift Runner  | 6     | 2       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          | speed |
      | Rookie Runner | 3     |
    And I select "Swift Runner" as my runner
    And the opponent selects "Rookie Runner" as their runner
    And I proceed
    And the opponent proceeds
    And I declare "Carrot Snack" paying with "Steady Runner"
    When the opponent passes on answering
    Then "Swift Runner" has 8 speed
    And "Steady Runner" has 4 speed
    And "Steady Runner" has 4 stamina

  @UMA-FAN-R009
  Scenario: The card stacked in the standby phase lies face down under the racecourse
    Rule(en): Option one: the turn player puts one card from the hand face down on top of one face-up racecourse card in the race zone.
    Rule(ja): 選択肢その1：手札のカード1枚を、レースゾーンで表になっているレース場カード1枚の上に裏にして重ねます。
    Checks(en): The card stacked in the standby phase lies face down under the racecourse
    Checks(ja): スタンバイフェイズで重ねたカードは、レース場の下に裏向きで置かれる
    Source: umafan-rules-ja, rule statement 9

    Given my standby phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I stack "Carrot Snack" under "Mile Course"
    Then "Carrot Snack" lies face down under "Mile Course"

  @UMA-FAN-R008
  Scenario: After turning over a racecourse no card is stacked in the same standby phase
    Rule(en): In the standby phase the turn player may carry out one of two options, or skip both and go on to the main phase.
    Rule(ja): スタンバイフェイズでは、ターンプレイヤーは2つの選択肢のどちらか一方を行ってよく、どちらもせずにメインフェイズへ移っても構いません。
    Checks(en): After turning over a racecourse no card is stacked in the same standby phase
    Checks(ja): レース場をめくった同じスタンバイフェイズには、カードを重ねられない
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
    And I turn over the top card of the race deck
    When I stack "Carrot Snack" under "Mile Course"
    Then the action is refused with reason "standby-choice-used"
    And the game state is unchanged

  @UMA-FAN-R020 @assumption
  Scenario: Cards taken from under the fielded racecourse go into my hand face down
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): Cards taken from under the fielded racecourse go into my hand face down
    Checks(ja): 出したレース場の下から取ったカードは、裏向きで手札に入る
    Source: umafan-rules-ja, rule statement 20
    Assumption(en): The hand is hidden from the opponent, so cards taken into it stay face down.
    Assumption(ja): 手札は相手に見せないものなので、手札に加えたカードは裏向きのままとします。

    Given my race phase has begun
    And my fielded racecourse is:
      | card        | stacked       |
      | Mile Course | "Study Notes" |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    When I take the cards stacked under "Mile Course"
    Then "Study Notes" is face down in my hand

  @UMA-FAN-R020
  Scenario: The turn player takes stacked cards only from the racecourse it fielded
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): The turn player takes stacked cards only from the racecourse it fielded
    Checks(ja): ターンプレイヤーが重なったカードを取れるのは、自分が出したレース場からだけである
    Source: umafan-rules-ja, rule statement 20

    Given my race phase has begun
    And my fielded racecourse is:
      | card        | stacked       |
      | Mile Course | "Study Notes" |
    And my race zone holds:
      | card        | stacked        |
      | Dirt Course | "Carrot Snack" |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    When I take the cards stacked under "Dirt Course"
    Then the action is refused with reason "not-the-fielded-racecourse"
    And the game state is unchanged

  @UMA-FAN-R020
  Scenario: Nothing is taken from a fielded racecourse with no cards under it
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): Nothing is taken from a fielded racecourse with no cards under it
    Checks(ja): 下にカードがない出したレース場からは、何も取らない
    Source: umafan-rules-ja, rule statement 20

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    When I take the cards stacked under "Mile Course"
    Then the action is refused with reason "nothing-stacked"
    And the game state is unchanged

  @UMA-FAN-R019
  Scenario: The opponent cannot decline the race before I choose my runner
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): The opponent cannot decline the race before I choose my runner
    Checks(ja): 自分が出走するウマ娘を選ぶ前に、相手はレースを断れない
    Source: umafan-rules-ja, rule statement 19

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    When the opponent declines the race and retires "Steady Runner"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R011
  Scenario: An Uma Musume whose condition is met is fielded next to the one already there
    Rule(en): At the start of the main phase the turn player may put onto the field one Uma Musume card from the hand whose written condition is met; declarations follow.
    Rule(ja): メインフェイズの最初に、ターンプレイヤーは記載された条件を満たすウマ娘カードを手札から1枚だけ場に出せます。その後に宣言の手順が続きます。
    Checks(en): An Uma Musume whose condition is met is fielded next to the one already there
    Checks(ja): 条件を満たすウマ娘は、すでにいるウマ娘の隣に出せる
    Source: umafan-rules-ja, rule statement 11

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card           |
      | Veteran Runner |
    When I field the Uma Musume "Veteran Runner"
    Then "Veteran Runner" is face up in my field
    And "Swift Runner" is in my field

  @UMA-FAN-R019
  Scenario: A declined race is over and its runner choice is not offered again
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): A declined race is over and its runner choice is not offered again
    Checks(ja): 断られたレースは終わり、出走するウマ娘を選ぶ機会は再び来ない
    Source: umafan-rules-ja, rule statement 19

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
      | Rookie Runner |
    And I select "Swift Runner" as my runner
    And the opponent declines the race and retires "Rookie Runner"
    When the opponent selects "Steady Runner" as their runner
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged
    And it is my end phase
    And no race step is under way

  @UMA-FAN-R017
  Scenario: A racecourse is not fielded in the main phase
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): A racecourse is not fielded in the main phase
    Checks(ja): メインフェイズにレース場は出せない
    Source: umafan-rules-ja, rule statement 17

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I field the racecourse "Mile Course"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @UMA-FAN-R014 @assumption
  Scenario: An effect with no Uma Musume to act on is skipped and the card's next effect still happens
    Rule(en): The declared effects are then carried out newest first: the last card declared resolves first and the first card declared resolves last.
    Rule(ja): 宣言された効果は新しい順に処理します。最後に宣言したものが最初、最初に宣言したものが最後です。
    Checks(en): An effect with no Uma Musume to act on is skipped and the card's next effect still happens
    Checks(ja): 働く先のウマ娘がいない効果は飛ばされ、そのカードの次の効果は行われる
    Source: umafan-rules-ja, rule statement 14
    Assumption(en): A card's effects are carried out in the order written; one that names an Uma Musume where there is none does nothing, and the effects after it still happen.
    Assumption(ja): カードの効果は書かれた順に処理します。対象のウマ娘がいない効果は何もせず、その後の効果はそのまま処理します。

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my hand holds:
      | card        |
      | Rival Taunt |
    And my deck zone holds:
      | card        |
      | Study Notes |
    And I declare "Rival Taunt"
    When the opponent passes on answering
    Then "Study Notes" is in my hand
    And "Rival Taunt" is face up in my trash zone

  @UMA-FAN-R026 @UMA-FAN-001 @assumption
  Scenario: Once a declined race is over, a card for my own Uma Musume works on the one that paid, not on my runner
    Checks(en): Once a declined race is over, a card for my own Uma Musume works on the one that paid, not on my runner
    Checks(ja): 断られたレースが終わった後は、自分のウマ娘に向けたカードは出走ウマ娘ではなく支払ったウマ娘に働く
    Source: umafan-rules-ja, rule statement 26
    Assumption(en): A runner is a runner only during its race; after the race, even one the opponent declined, a card for "your Uma Musume" works on the one that paid its cost.
    Assumption(ja): 出走ウマ娘として扱うのはそのレースの間だけです。レース後は（相手が辞退した場合も）「自分のウマ娘」向けのカードはコストを払ったウマ娘に働くものとします。

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | speed | stamina |
      | Swift Runner  | 6     | 2       |
      | Steady Runner | 4     | 5       |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card           |
      | Rookie Runner  |
      | Veteran Runner |
    And I select "Swift Runner" as my runner
    And the opponent declines the race and retires "Rookie Runner"
    And I declare "Carrot Snack" paying with "Steady Runner"
    When the opponent passes on answering
    Then "Steady Runner" has 6 speed
    And "Swift Runner" has 6 speed

  @UMA-FAN-001
  Scenario: A card that costs nothing is played with no Uma Musume on the field
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A card that costs nothing is played with no Uma Musume on the field
    Checks(ja): コストのないカードは、場にウマ娘がいなくても使える
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my hand holds:
      | card         |
      | Energy Drink |
    When I declare "Energy Drink"
    Then the action succeeds
    And the pending declarations are "Energy Drink"

  @UMA-FAN-R012
  Scenario: A card in the opponent's hand is not mine to declare
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A card in the opponent's hand is not mine to declare
    Checks(ja): 相手の手札のカードを自分が宣言することはできない
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "cannot-declare-from-zone"
    And the game state is unchanged

  @UMA-FAN-R012
  Scenario: A card asking for an Uma Musume with 4 stamina is declared with one of exactly 4
    Rule(en): The turn player may pick one card, from the hand or face up in any zone, whose written condition is met and declare its effect; a card picked from the hand goes onto the field.
    Rule(ja): ターンプレイヤーは、手札または表向きのカードから条件を満たすものを1枚選び、効果の発動を宣言できます。手札から選んだカードは場に置かれます。
    Checks(en): A card asking for an Uma Musume with 4 stamina is declared with one of exactly 4
    Checks(ja): スタミナ4のウマ娘を求めるカードは、スタミナがちょうど4のウマ娘で宣言できる
    Source: umafan-rules-ja, rule statement 12

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 4       |
    And my hand holds:
      | card            |
      | Endurance Drill |
    When I declare "Endurance Drill"
    Then the action succeeds
    And the pending declarations are "Endurance Drill"
    And "Steady Runner" has 3 stamina
