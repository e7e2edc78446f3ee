@umafan
Feature: The paddock phase (steps 10 and 10-1)

  @UMA-FAN-R017
  Scenario: Without an Uma Musume of its own the turn player skips the paddock and race phases
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): Without an Uma Musume of its own the turn player skips the paddock and race phases
    Checks(ja): 自分のウマ娘が場にいないターンプレイヤーは、パドックフェイズとレースフェイズを飛ばす
    Source: umafan-rules-ja, rule statement 17

    Given my main phase has begun
    And my race zone holds:
      | card        |
      | Mile Course |
    When I proceed
    Then it is my end phase

  @UMA-FAN-R017
  Scenario: A racecourse is fielded with its stacked cards and its race condition declared
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): A racecourse is fielded with its stacked cards and its race condition declared
    Checks(ja): レース場は、重なったカードごと、レース条件を宣言して場に出される
    Source: umafan-rules-ja, rule statement 17

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        | stacked                     |
      | Mile Course | "Study Notes", "Trip Up"    |
      | Dirt Course |                             |
    When I field the racecourse "Mile Course"
    Then "Mile Course" is face up in my fielded racecourse
    And "Mile Course" has 2 cards stacked face down under it
    And the declared race condition is "mile"
    And my race zone shows 1 face-up racecourse

  @UMA-FAN-R017
  Scenario: A racecourse whose condition is unmet is not fielded
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): A racecourse whose condition is unmet is not fielded
    Checks(ja): 条件を満たさないレース場は場に出せない
    Source: umafan-rules-ja, rule statement 17

    Given my paddock phase has begun
    And my field holds:
      | card         | stamina |
      | Swift Runner | 2       |
    And my race zone holds:
      | card        |
      | Long Course |
    When I field the racecourse "Long Course"
    Then the action is refused with reason "condition-not-met"
    And the game state is unchanged

  @UMA-FAN-R017 @assumption
  Scenario: The paddock phase does not end while a racecourse could be fielded
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): The paddock phase does not end while a racecourse could be fielded
    Checks(ja): 出せるレース場がある間、パドックフェイズは終わらない
    Source: umafan-rules-ja, rule statement 17
    Assumption(en): Fielding a racecourse is not optional when one qualifies (the rule has no "may" here); when none qualifies, the race phase passes without a race.
    Assumption(ja): 条件を満たすレース場があれば出すのは任意ではないものとし（「してもよい」とは書かれていない）、出せるものがなければレースなしでレースフェイズを終えるものとします。

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    When I proceed
    Then the action is refused with reason "racecourse-required"
    And the game state is unchanged

  @UMA-FAN-R017
  Scenario: Only one racecourse is fielded in a paddock phase
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): Only one racecourse is fielded in a paddock phase
    Checks(ja): 1回のパドックフェイズに出せるレース場は1枚だけである
    Source: umafan-rules-ja, rule statement 17

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
      | Dirt Course |
    And I field the racecourse "Mile Course"
    When I field the racecourse "Dirt Course"
    Then the action is refused with reason "racecourse-already-fielded"
    And the game state is unchanged

  @UMA-FAN-R017
  Scenario: UMA-FAN-R017: a racecourse still face down in the race deck is not fielded
    Rule(en): If the turn player has no Uma Musume of its own on the field, the paddock phase is skipped and play goes to the end phase. Otherwise the player picks a face-up racecourse card whose condition is met, declares its race condition and fields it, together with any cards stacked on it in the standby phase.
    Rule(ja): ターンプレイヤーの場に自分のウマ娘がいなければパドックフェイズを飛ばしてエンドフェイズへ進みます。いれば、条件を満たす表向きのレース場カードを1枚選んでレース条件を宣言し、スタンバイで重ねたカードごと場に出します。
    Checks(en): Only a face-up racecourse is picked: the face-down top card of the race deck is refused and nothing changes, while a face-up one beside it could be fielded
    Checks(ja): 選べるのは表向きのレース場だけ：レースデッキの一番上の裏向きのカードは選べず、何も変わらない（横の表向きのレース場は出せる）
    Source: umafan-rules-ja, rule statement 17

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my race deck holds:
      | card        |
      | Dirt Course |
    When I field the racecourse "Dirt Course"
    Then the action is refused with reason "not-a-face-up-racecourse"
    And the game state is unchanged

  @UMA-FAN-R018
  Scenario: Declarations and answers follow the fielded racecourse in the paddock phase
    Rule(en): After the racecourse is fielded, declarations, answers and resolution run exactly as in the main phase.
    Rule(ja): レース場を出した後は、メインフェイズと同じ要領で宣言・応答・処理を行います。
    Checks(en): Declarations and answers follow the fielded racecourse in the paddock phase
    Checks(ja): パドックフェイズでは、レース場を出した後に宣言と応答を行う
    Source: umafan-rules-ja, rule statement 18

    Given my paddock phase has begun
    And my field holds:
      | card         | speed |
      | Swift Runner | 6     |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my hand holds:
      | card         |
      | Carrot Snack |
    And the opponent's field holds:
      | card          |
      | Rookie Runner |
    And the opponent's hand holds:
      | card    |
      | Trip Up |
    And I field the racecourse "Mile Course"
    And I declare "Carrot Snack"
    And the opponent declares "Trip Up"
    When the opponent passes on answering
    Then the declarations resolved in the order "Trip Up", "Carrot Snack"
    And "Swift Runner" has 3 speed
    And "Carrot Snack" is face up in my trash zone

  @UMA-FAN-R018 @assumption
  Scenario: Paddock declarations wait until the racecourse is fielded
    Rule(en): After the racecourse is fielded, declarations, answers and resolution run exactly as in the main phase.
    Rule(ja): レース場を出した後は、メインフェイズと同じ要領で宣言・応答・処理を行います。
    Checks(en): Paddock declarations wait until the racecourse is fielded
    Checks(ja): パドックフェイズの宣言は、レース場を出すまで待つ
    Source: umafan-rules-ja, rule statement 18
    Assumption(en): Fielding a racecourse is not optional when one qualifies (the rule has no "may" here); when none qualifies, the race phase passes without a race.
    Assumption(ja): 条件を満たすレース場があれば出すのは任意ではないものとし（「してもよい」とは書かれていない）、出せるものがなければレースなしでレースフェイズを終えるものとします。

    Given my paddock phase has begun
    And my field holds:
      | card         |
      | Swift Runner |
    And my race zone holds:
      | card        |
      | Mile Course |
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "racecourse-first"
    And the game state is unchanged
