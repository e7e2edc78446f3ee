@sve
Feature: Pins found by mutation testing (rules handling's short way and its general way)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). Rules handling reads a follower's defense a short way when no
  effect with a duration and no continuous effect is in play, and the general way otherwise; each way
  gets a follower that lives only because of a defense change, and a Stack amulet with no counter left.

  # kills: engine.sve.handling.x__doomed_plain__mutmut_8, 12, 13
  @cr-11.2 @cr-5.27
  Scenario: A follower whose defense was raised for good survives damage up to its raised defense
    Rule(en): A +0/+3 change with no end stays on the follower; 3 damage to a follower of 2 printed defense raised to 5 leaves it on the field.
    Rule(ja): 期限のない+0/+3の変更はフォロワーに残ります。印刷された体力2が5に上がったフォロワーは、3ダメージを受けても場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.2 and 5.27

    Given it is my main phase with 2 play points
    And my field holds "Test Fighter"
    And my hand holds:
      | card       |
      | Iron Skin  |
      | Wild Spark |
    When I play "Iron Skin" targeting "Test Fighter"
    And I play "Wild Spark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field

  # kills: engine.sve.handling.x_handle__mutmut_9, engine.sve.handling.x__plain__mutmut_5
  @cr-11.2 @cr-10.11
  Scenario: A follower that lives on a continuous defense bonus stays on the field through rules handling
    Rule(en): While my amulet gives my followers +1 defense, a follower of 2 printed defense has 3; with 2 damage on it, it is not destroyed when rules handling next looks at the field.
    Rule(ja): 自分のアミュレットが自分のフォロワーに体力+1を与えている間、印刷された体力2のフォロワーの体力は3です。2ダメージを受けていても、次のルール処理で破壊されません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.2 and 10.11

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | damage |
      | Shield Banner | 0      |
      | Test Fighter  | 2      |
    And my hand holds "Wild Spark"
    And my opponent's field holds "Test Knight"
    When I play "Wild Spark" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Fighter" is on my field

  # kills: engine.sve.handling.x__plain__mutmut_4
  @cr-11.2 @cr-10.11
  Scenario: Two followers that each raise the other's defense both survive damage equal to their printed defense
    Rule(en): Each of two followers gives my other followers +1 defense; one of them that took 1 damage still has 1 defense left and stays on the field.
    Rule(ja): 2体のフォロワーがそれぞれ自分の他のフォロワーに体力+1を与えています。1ダメージを受けた一方は体力が1残り、場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.2 and 10.11

    Given it is my main phase with 1 play point
    And my hand holds "Test Bolt"
    And my opponent's field holds:
      | card           | as          |
      | Shield Captain | Captain One |
      | Shield Captain | Captain Two |
    When I play "Test Bolt" targeting "Captain One"
    Then the action succeeds
    And "Captain One" is on my opponent's field
    And "Captain Two" is on my opponent's field

  # kills: engine.sve.handling.x__plain__mutmut_2
  @cr-11.2 @cr-10.9
  Scenario: A follower whose defense was raised until the end of the turn survives damage up to its raised defense
    Rule(en): "+0/+2 until the end of the turn" counts now: 3 damage to a follower of 2 printed defense raised to 4 leaves it on the field.
    Rule(ja): 「ターン終了時まで+0/+2」は今すぐ有効です。印刷された体力2が4に上がったフォロワーは、3ダメージを受けても場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.2 and 10.9

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my hand holds:
      | card             |
      | Fleeting Bulwark |
      | Wild Spark       |
    When I play "Fleeting Bulwark" targeting "Test Fighter"
    And I play "Wild Spark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field

  # kills: engine.sve.handling.x__doomed__mutmut_13, 14, 15, 25
  @cr-11.7 @cr-13.3
  Scenario: An amulet emptied by Earth Rite goes to the cemetery while a continuous effect is in play
    Rule(en): A Stack amulet with no Stack counter left is put into the cemetery by rules handling, whatever other effects are in play.
    Rule(ja): スタックカウンターがなくなったスタックのアミュレットは、他にどんな効果があってもルール処理で墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.7 and 13.3

    Given it is my main phase with 1 play point
    And my field holds:
      | card          |
      | Stack Obelisk |
      | Shield Banner |
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is in my cemetery

  # kills: engine.sve.deck.x_deck_basis__mutmut_21, 22
  @cr-6.1 @cr-6.2
  Scenario: A leader with a class and a universe may lead a deck declared as a class deck
    Rule(en): A player whose leader shows both a class and a universe may declare the class as the deck's basis; the deck then uses the leader's class and Neutral cards.
    Rule(ja): リーダーにクラスとタイトルの両方があるとき、クラスをデッキの基として宣言できます。そのデッキはリーダーのクラスとニュートラルのカードを使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 6.1 and 6.2

    Given my deck list is led by "Uma Leader" as a class deck
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite         | 3      |
      | Forest Derby Runner                                                           | 3      |
      | Fanfare Scholar                                                               | 1      |
    When my deck list is checked
    Then the deck list is accepted

  # kills: engine.sve.deck.x_validate_deck__mutmut_9, 10, 11, 12, 13
  @cr-6.1
  Scenario: A follower cannot lead a deck
    Rule(en): A deck is led by a leader card; a deck list that names a follower as its leader is refused.
    Rule(ja): デッキはリーダーカードが率います。フォロワーをリーダーとするデッキリストは拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.1

    Given my deck list is led by "Test Goblin"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 3      |
      | Fanfare Scholar                                                               | 1      |
    When my deck list is checked
    Then the action is refused with reason "not-a-leader"

  # kills: engine.sve.deck.x_validate_deck__mutmut_44, 52, 53, 54, 55, 56, 57
  @cr-6.1 @cr-9.1
  Scenario: A token cannot be put in a main deck
    Rule(en): Tokens are not cards of a deck; a main deck list that holds one is refused.
    Rule(ja): トークンはデッキのカードではありません。トークンを含むメインデッキのリストは拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 6.1 and 9.1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Fairy                 | 3      |
      | Fanfare Archer                                                                | 3      |
      | Fanfare Scholar                                                               | 1      |
    When my deck list is checked
    Then the action is refused with reason "wrong-deck"

  # kills: engine.sve.deck.x_validate_deck__mutmut_88, 92, 93, 94, 95
  @cr-6.1
  Scenario: A universe deck refuses an evolved follower of no universe in its evolve deck
    Rule(en): A deck built on a universe may use only cards of the leader's universe, in the evolve deck as in the main deck.
    Rule(ja): タイトルで組むデッキは、メインデッキと同じくエボルヴデッキにもリーダーと同じタイトルのカードしか入れられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.1

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                               | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                     | 3      |
      | Silence Suzuka                                                                      | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 1      |
    When my deck list is checked
    Then the action is refused with reason "off-universe"

  # kills: engine.sve.conditions.x_condition_met__mutmut_45
  @cr-10.7
  Scenario: "At most 1 enemy follower" holds with exactly 1 enemy follower
    Rule(en): A condition "your opponent has at most 1 follower" is met when the opponent has exactly 1; the effect behind it applies.
    Rule(ja): 「相手のフォロワーが1体以下」という条件は、相手のフォロワーがちょうど1体のときも満たされます。その効果は適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 0 play points
    And my opponent's leader has 10 defense
    And my opponent's field holds "Test Goblin"
    And my hand holds "Lone Strike"
    When I play "Lone Strike"
    Then the action succeeds
    And my opponent's leader has 8 defense

  # kills: engine.sve.conditions.x_condition_met__mutmut_88
  @cr-10.7
  Scenario: A condition made of two conditions is not met when only one of them holds
    Rule(en): "If both a Test Goblin and a Test Fighter are in your cemetery" needs both; with only a Test Goblin there, the effect does not apply.
    Rule(ja): 「自分の墓場にTest GoblinとTest Fighterの両方がある場合」は両方が必要です。Test Goblinだけなら効果は適用されません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 0 play points
    And my opponent's leader has 10 defense
    And my cemetery holds "Test Goblin"
    And my hand holds "Twin Key Bolt"
    When I play "Twin Key Bolt"
    Then the action succeeds
    And my opponent's leader has 10 defense

  # kills: engine.sve.conditions.x_condition_met__mutmut_80
  @card-BP01-126 @cr-10.7
  Scenario: Moon Al-mi'raj attacking the enemy leader does not get its bonus for attacking a follower
    Rule(en): Moon Al-mi'raj gets +2 attack only when it attacks a follower; attacking the enemy leader, it deals its printed 4.
    Rule(ja): ムーンアルミラージはフォロワーを攻撃するときだけ攻撃力+2されます。相手リーダーを攻撃するときは印刷された4を与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 0 play points
    And my opponent's leader has 10 defense
    And my field holds "Moon Al-mi'raj"
    When I attack the enemy leader with "Moon Al-mi'raj"
    Then the action succeeds
    And my opponent's leader has 6 defense

  # kills: engine.sve.conditions.x_amount_of__mutmut_55, 57, 60, 61
  @cr-10.11
  Scenario: X counted from the cards played this turn counts the card being played
    Rule(en): "X = twice the cards you played this turn, plus 1", played as the first card of the turn, counts itself: X is 3.
    Rule(ja): 「Xはこのターン中にプレイした枚数の2倍+1」は、ターン最初のカードとしてプレイすると自分自身を数えます。Xは3です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.11

    Given it is my main phase with 0 play points
    And my opponent's leader has 10 defense
    And my hand holds "Momentum Bolt"
    When I play "Momentum Bolt"
    Then the action succeeds
    And my opponent's leader has 7 defense

  # kills: engine.sve.conditions.x_amount_of__mutmut_66
  @cr-10.11
  Scenario: X counted from the other cards played this turn is 0 for the first card of the turn
    Rule(en): "X = the cards you played this turn, this card not counted", played as the first card of the turn, is 0: it deals no damage.
    Rule(ja): 「Xはこのターン中にプレイした枚数（これを含めない）」は、ターン最初のカードとしてプレイすると0です。ダメージを与えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.11

    Given it is my main phase with 0 play points
    And my opponent's leader has 10 defense
    And my hand holds "Patient Bolt"
    When I play "Patient Bolt"
    Then the action succeeds
    And my opponent's leader has 10 defense
