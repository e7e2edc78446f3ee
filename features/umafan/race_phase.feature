@umafan
Feature: The race phase (steps 11 to 11-5)

  @UMA-FAN-R019 @assumption
  Scenario: An opponent with no Uma Musume loses its top deck card to the exit zone
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): An opponent with no Uma Musume loses its top deck card to the exit zone
    Checks(ja): ウマ娘がいない相手は、デッキの一番上のカードを退場ゾーンへ置く
    Source: umafan-rules-ja, rule statement 19
    Assumption(en): When the race is cut short, the fielded racecourse and its stacked cards still go to the trash as after a race.
    Assumption(ja): レースが行われない場合も、場に出したレース場と重なったカードはレース後と同じくトラッシュへ置くものとします。

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And the opponent's deck zone holds:
      | card          |
      | Rookie Runner |
      | Study Notes   |
    And I field the racecourse "Mile Course"
    When I proceed
    Then "Rookie Runner" is face up in the opponent's exit zone
    And the opponent's deck zone holds 1 card
    And it is my end phase
    And "Mile Course" is face up in my trash zone

  @UMA-FAN-R019
  Scenario: The turn player chooses its runner before the opponent
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): The turn player chooses its runner before the opponent
    Checks(ja): ターンプレイヤーは相手より先に出走するウマ娘を選ぶ
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
    When the opponent selects "Steady Runner" as their runner
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged

  @UMA-FAN-R019
  Scenario: Both players choose a runner from their own fielded Uma Musume
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): Both players choose a runner from their own fielded Uma Musume
    Checks(ja): 両プレイヤーは、自分の場のウマ娘から出走するウマ娘を選ぶ
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
    When the opponent selects "Steady Runner" as their runner
    Then the race is at the "take-a" step

  @UMA-FAN-R019
  Scenario: A runner must be one of the player's own fielded Uma Musume
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): A runner must be one of the player's own fielded Uma Musume
    Checks(ja): 出走するウマ娘は、そのプレイヤー自身の場のウマ娘でなければならない
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
    When I select "Steady Runner" as my runner
    Then the action is refused with reason "not-your-fielded-umamusume"
    And the game state is unchanged

  @UMA-FAN-R019 @assumption
  Scenario: An opponent that chooses no runner retires one of its Uma Musume
    Rule(en): If player B has no Uma Musume of its own on the field, B puts the top card of its main deck face up into its exit zone and the race is skipped. Otherwise A chooses one of its fielded Uma Musume, then B may choose one of its own; if B chooses none, B puts one of its fielded Uma Musume into the exit zone and the race is skipped.
    Rule(ja): Bの場に自分のウマ娘がいなければ、Bはメインデッキの一番上を表で退場ゾーンへ置き、レースは行われません。いれば、Aが自分の場のウマ娘を1体選び、続いてBも1体選べます。Bが選ばない場合、Bは自分のウマ娘1体を退場ゾーンへ置き、レースは行われません。
    Checks(en): An opponent that chooses no runner retires one of its Uma Musume
    Checks(ja): 出走するウマ娘を選ばない相手は、自分のウマ娘1体を退場させる
    Source: umafan-rules-ja, rule statement 19
    Assumption(en): When the race is cut short, the fielded racecourse and its stacked cards still go to the trash as after a race.
    Assumption(ja): レースが行われない場合も、場に出したレース場と重なったカードはレース後と同じくトラッシュへ置くものとします。

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
    When the opponent declines the race and retires "Rookie Runner"
    Then "Rookie Runner" is face up in the opponent's exit zone
    And "Steady Runner" is in the opponent's field
    And "Swift Runner" is in my field
    And it is my end phase

  @UMA-FAN-R020
  Scenario: The turn player takes the cards stacked under its fielded racecourse
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): The turn player takes the cards stacked under its fielded racecourse
    Checks(ja): ターンプレイヤーは、出したレース場の下に重なったカードを手札に加えられる
    Source: umafan-rules-ja, rule statement 20

    Given my race phase has begun
    And my fielded racecourse is:
      | card        | stacked                       |
      | Mile Course | "Study Notes", "Carrot Snack" |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    When I take the cards stacked under "Mile Course"
    Then "Study Notes" is in my hand
    And "Carrot Snack" is in my hand
    And "Mile Course" has 0 cards stacked face down under it
    And the race is at the "take-b" step

  @UMA-FAN-R020
  Scenario: The turn player may leave its stacked cards where they are
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): The turn player may leave its stacked cards where they are
    Checks(ja): ターンプレイヤーは、重なったカードをそのまま残してもよい
    Source: umafan-rules-ja, rule statement 20

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
    When I proceed
    Then the race is at the "take-b" step
    And "Mile Course" has 1 card stacked face down under it
    And my hand holds 0 cards

  @UMA-FAN-R020
  Scenario: UMA-FAN-R020: my opponent may not take the cards stacked under my fielded racecourse
    Rule(en): A may add to its hand every card stacked under the racecourse it fielded in the paddock phase.
    Rule(ja): Aはパドックフェイズで出したレース場に重なっているカードがあれば、それを全部手札に加えてもかまいません。
    Checks(en): Taking the cards under the racecourse A fielded is A's step: when B tries it first, it is refused and the cards stay
    Checks(ja): Aが出したレース場の下のカードを取るのはAの手順：Bが先に取ろうとしても認められず、カードはそのまま残る
    Source: umafan-rules-ja, rule statement 20

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
    When the opponent takes the cards stacked under "Mile Course"
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged
    And "Mile Course" has 1 card stacked face down under it

  @UMA-FAN-R021
  Scenario: The opponent takes the cards stacked under one of its face-up racecourses
    Rule(en): B may pick one face-up racecourse card in its own race zone and add every card stacked under it to its hand.
    Rule(ja): Bは自分のレースゾーンで表向きのカードを1枚選び、その下に重なったカードを全部手札に加えてもかまいません。
    Checks(en): The opponent takes the cards stacked under one of its face-up racecourses
    Checks(ja): 相手は、自分の表向きのレース場1枚の下に重なったカードを手札に加えられる
    Source: umafan-rules-ja, rule statement 21

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
    And the opponent's race zone holds:
      | card        | stacked   |
      | Dirt Course | "Trip Up" |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    When the opponent takes the cards stacked under "Dirt Course"
    Then "Trip Up" is in the opponent's hand
    And "Dirt Course" has 0 cards stacked face down under it
    And the race is at the "declare" step

  @UMA-FAN-R021
  Scenario: The opponent takes stacked cards only from its own race zone
    Rule(en): B may pick one face-up racecourse card in its own race zone and add every card stacked under it to its hand.
    Rule(ja): Bは自分のレースゾーンで表向きのカードを1枚選び、その下に重なったカードを全部手札に加えてもかまいません。
    Checks(en): The opponent takes stacked cards only from its own race zone
    Checks(ja): 相手が重なったカードを取れるのは、自分のレースゾーンからだけである
    Source: umafan-rules-ja, rule statement 21

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
    And I proceed
    When the opponent takes the cards stacked under "Mile Course"
    Then the action is refused with reason "not-a-face-up-racecourse"
    And the game state is unchanged

  @UMA-FAN-R022
  Scenario: The faster runner wins the race
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): The faster runner wins the race
    Checks(ja): スピードの高い出走ウマ娘がレースに勝つ
    Source: umafan-rules-ja, rule statement 22

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
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then "Steady Runner" is face up in the opponent's exit zone
    And "Swift Runner" is in my field
    And it is my end phase

  @UMA-FAN-R022
  Scenario: A declaration during the race changes the speeds that are compared
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): A declaration during the race changes the speeds that are compared
    Checks(ja): レース中の宣言で、比べるスピードが変わる
    Source: umafan-rules-ja, rule statement 22

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | speed | stamina |
      | Rookie Runner | 3     | 3       |
    And my hand holds:
      | card           |
      | Race Day Rally |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And I select "Rookie Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    And I declare "Race Day Rally"
    And the opponent passes on answering
    When I proceed
    Then "Steady Runner" is in the opponent's exit zone
    And "Rookie Runner" is in my field

  @UMA-FAN-R022
  Scenario: The slower runner of the turn player loses the race
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): The slower runner of the turn player loses the race
    Checks(ja): スピードの低いターンプレイヤーの出走ウマ娘はレースに負ける
    Source: umafan-rules-ja, rule statement 22

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | speed |
      | Rookie Runner | 3     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And I select "Rookie Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then "Rookie Runner" is face up in my exit zone
    And "Steady Runner" is in the opponent's field

  @UMA-FAN-R022 @assumption
  Scenario: Runners of equal speed both stay on the field
    Rule(en): Declarations run as in the main phase; afterwards the speed of the two chosen Uma Musume is compared, the higher one winning and the lower one losing.
    Rule(ja): メインフェイズと同じ要領で宣言を処理した後、双方が選んだウマ娘のスピードを比べ、高い方が勝者、低い方が敗者となります。
    Checks(en): Runners of equal speed both stay on the field
    Checks(ja): スピードが同じ出走ウマ娘は、どちらも場に残る
    Source: umafan-rules-ja, rule statement 22
    Assumption(en): The source names a winner and a loser only for different speeds; with equal speed the engine has no loser and both runners stay.
    Assumption(ja): 原文はスピードが異なる場合しか定めていないため、同じスピードなら敗者はなく両者とも場に残るものとします。

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card         | speed |
      | Swift Runner | 4     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then my exit zone holds 0 cards
    And the opponent's exit zone holds 0 cards
    And it is my end phase

  @UMA-FAN-R023
  Scenario: Only the loser leaves and every other card stays on the field
    Rule(en): The loser goes face up into its exit zone; the winner and every other card stay on the field.
    Rule(ja): 敗者は表向きで退場ゾーンへ送られ、勝者やそのほかのカードは場に残ります。
    Checks(en): Only the loser leaves and every other card stays on the field
    Checks(ja): 場を離れるのは敗者だけで、ほかのカードはすべて場に残る
    Source: umafan-rules-ja, rule statement 23

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my field holds:
      | card          | speed |
      | Swift Runner  | 6     |
      | Rookie Runner | 3     |
    And the opponent's field holds:
      | card          | speed |
      | Steady Runner | 4     |
      | Coach Runner  | 2     |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then "Steady Runner" is face up in the opponent's exit zone
    And "Coach Runner" is in the opponent's field
    And "Rookie Runner" is in my field
    And my field holds 2 cards
    And the opponent's field holds 1 card

  @UMA-FAN-R023
  Scenario: The winner does not move to the exit zone
    Rule(en): The loser goes face up into its exit zone; the winner and every other card stay on the field.
    Rule(ja): 敗者は表向きで退場ゾーンへ送られ、勝者やそのほかのカードは場に残ります。
    Checks(en): The winner does not move to the exit zone
    Checks(ja): 勝者は退場ゾーンへ移らない
    Source: umafan-rules-ja, rule statement 23

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
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    And the opponent proceeds
    When I proceed
    Then my exit zone holds 0 cards
    And "Swift Runner" is face up in my field

  @UMA-FAN-R024
  Scenario: The fielded racecourse and its stacked cards go to the trash after the race
    Rule(en): After the race the racecourse card on the field, and every card stacked under it, go face up to the trash zone.
    Rule(ja): レースが終わったら、場のレース場カードとその下に重なったカードを表向きでトラッシュゾーンへ置きます。
    Checks(en): The fielded racecourse and its stacked cards go to the trash after the race
    Checks(ja): レースの後、出したレース場と重なったカードはトラッシュへ置かれる
    Source: umafan-rules-ja, rule statement 24

    Given my race phase has begun
    And my fielded racecourse is:
      | card        | stacked       |
      | Mile Course | "Study Notes" |
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
    Then "Mile Course" is face up in my trash zone
    And "Study Notes" is face up in my trash zone
    And my trash zone holds 2 cards

  @UMA-FAN-R021
  Scenario: UMA-FAN-R021: the opponent may leave its stacked cards where they are
    Checks(en): The opponent may go on without taking anything: the cards stay stacked face down under its racecourse and the race moves on to the declarations
    Checks(ja): 相手は何も取らずに進んでもよい。重なったカードは裏向きのままレース場の下に残り、レースは宣言の手順へ進む
    Source: umafan-rules-ja, rule statement 21

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
    And the opponent's race zone holds:
      | card        | stacked   |
      | Dirt Course | "Trip Up" |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    When the opponent proceeds
    Then the race is at the "declare" step
    And "Dirt Course" has 1 card stacked face down under it
    And the opponent's hand holds 0 cards

  @UMA-FAN-R021
  Scenario: UMA-FAN-R021: the turn player does not take B's step from its own race zone
    Checks(en): Step 11-2 is B's: when it comes, the turn player's try to take the cards under a face-up racecourse of its own race zone is refused and they stay
    Checks(ja): 手順11-2はBのもの：その手順でターンプレイヤーが自分のレースゾーンの表向きのレース場の下のカードを取ろうとしても認められず、カードはそのまま残る
    Source: umafan-rules-ja, rule statement 21

    Given my race phase has begun
    And my fielded racecourse is:
      | card        |
      | Mile Course |
    And my race zone holds:
      | card        | stacked       |
      | Long Course | "Study Notes" |
    And my field holds:
      | card         |
      | Swift Runner |
    And the opponent's field holds:
      | card          |
      | Steady Runner |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    When I take the cards stacked under "Long Course"
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged
    And "Long Course" has 1 card stacked face down under it

  @UMA-FAN-R021
  Scenario: UMA-FAN-R021: the opponent takes from one racecourse only
    Checks(en): B picks one racecourse: once it has taken the cards under one, taking those under a second is refused and they stay
    Checks(ja): Bが選ぶのは1枚：1枚の下のカードを取ったあと、2枚目の下のカードを取ろうとしても認められず、カードはそのまま残る
    Source: umafan-rules-ja, rule statement 21

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
    And the opponent's race zone holds:
      | card        | stacked       |
      | Dirt Course | "Trip Up"     |
      | Long Course | "Study Notes" |
    And I select "Swift Runner" as my runner
    And the opponent selects "Steady Runner" as their runner
    And I proceed
    When the opponent takes the cards stacked under "Dirt Course"
    And the opponent takes the cards stacked under "Long Course"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged
    And "Long Course" has 1 card stacked face down under it
    And "Trip Up" is in the opponent's hand
