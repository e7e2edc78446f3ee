@umafan
Feature: Costs are paid from the fielded Uma Musume's stamina (the Q&A)

  @UMA-FAN-001
  Scenario: Cards are declared one after another while stamina lasts
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): Cards are declared one after another while stamina lasts
    Checks(ja): スタミナが残る限り、カードを続けて宣言できる
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my field holds:
      | card          | stamina | speed |
      | Steady Runner | 2       | 4     |
    And my hand holds:
      | card         |
      | Carrot Snack |
      | Carrot Snack |
    And I declare "Carrot Snack"
    And the opponent passes on answering
    When I declare "Carrot Snack #2"
    And the opponent passes on answering
    Then "Steady Runner" has 0 stamina
    And "Steady Runner" has 8 speed
    And my trash zone holds 2 cards

  @UMA-FAN-001
  Scenario: A card costing more than the remaining stamina is not played
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A card costing more than the remaining stamina is not played
    Checks(ja): 残りのスタミナより大きいコストのカードは使えない
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 1       |
    And my hand holds:
      | card        |
      | Cheer Squad |
    When I declare "Cheer Squad"
    Then the action is refused with reason "not-enough-stamina"
    And the game state is unchanged

  @UMA-FAN-001
  Scenario: With no Uma Musume on the field a card with a cost is not played
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): With no Uma Musume on the field a card with a cost is not played
    Checks(ja): 場にウマ娘がいなければ、コストのあるカードは使えない
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my hand holds:
      | card         |
      | Carrot Snack |
    When I declare "Carrot Snack"
    Then the action is refused with reason "no-umamusume-to-pay"
    And the game state is unchanged

  @UMA-FAN-001
  Scenario: A card that costs nothing is played with no stamina left
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A card that costs nothing is played with no stamina left
    Checks(ja): コストのないカードは、スタミナが残っていなくても使える
    Source: umafan-rules-ja, Q&A 1

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 0       |
    And my hand holds:
      | card         |
      | Energy Drink |
    And I declare "Energy Drink"
    When the opponent passes on answering
    Then "Steady Runner" has 2 stamina

  @UMA-FAN-001 @assumption
  Scenario: With two Uma Musume on the field the player names the one that pays
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): With two Uma Musume on the field the player names the one that pays
    Checks(ja): 場にウマ娘が2体いれば、プレイヤーは支払うウマ娘を指定する
    Source: umafan-rules-ja, Q&A 1
    Assumption(en): The whole cost is paid by one fielded Uma Musume of the player's choice; it is not split between several.
    Assumption(ja): コストは場にいる自分のウマ娘1体を選んでまとめて払い、複数に分けて払うことはないものとします。

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Swift Runner  | 2       |
      | Steady Runner | 5       |
    And my hand holds:
      | card        |
      | Cheer Squad |
    When I declare "Cheer Squad" paying with "Steady Runner"
    Then "Steady Runner" has 3 stamina
    And "Swift Runner" has 2 stamina

  @UMA-FAN-001 @assumption
  Scenario: A cost is not split between two Uma Musume
    Q(en): From step 9-1 on, may a player keep playing cards as long as their conditions are met?
    A(en): Each card states a cost, usually paid out of the stamina of an Uma Musume card on the field, so a player plays only as many cards as that stamina covers.
    Q(ja): 手順9-1以降は、条件さえ満たせば何枚でもカードを使えるのですか？
    A(ja): カードごとにコストが書かれており、たいていは場のウマ娘のスタミナを使って払います。つまり使える枚数はスタミナ次第です。
    Checks(en): A cost is not split between two Uma Musume
    Checks(ja): コストを2体のウマ娘で分けて払うことはできない
    Source: umafan-rules-ja, Q&A 1
    Assumption(en): The whole cost is paid by one fielded Uma Musume of the player's choice; it is not split between several.
    Assumption(ja): コストは場にいる自分のウマ娘1体を選んでまとめて払い、複数に分けて払うことはないものとします。

    Given my main phase has begun
    And my field holds:
      | card          | stamina |
      | Steady Runner | 1       |
      | Swift Runner  | 1       |
    And my hand holds:
      | card        |
      | Cheer Squad |
    When I declare "Cheer Squad" paying with "Swift Runner"
    Then the action is refused with reason "not-enough-stamina"
    And the game state is unchanged
