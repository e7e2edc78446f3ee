@sve
Feature: Attacking with a follower and combat
  An attack (CR 8.4): pick one reserved follower that has been on the field since the
  start of the turn, pick its target (the enemy leader or an engaged enemy follower),
  engage it and declare the attack, handle its Strike abilities, let the defender play
  Quick cards, then fight: followers damage each other, a leader loses defense.

  @SVE-EN-021 @cr-8.4
  Scenario: Attacking with one follower leaves the others free to stay back
    Q(en): Once I attack with one follower, do all my other followers have to attack too?
    A(en): No. Each attack is declared with one follower of your choice; the others need not attack.
    Q(ja): 1体のフォロワーで攻撃したら、他のフォロワーもすべて攻撃しなければなりませんか？
    A(ja): いいえ。攻撃するフォロワーは1体ずつ好きに選び、他のフォロワーは攻撃しなくてかまいません。
    Checks(en): Attacking with one follower leaves the others free to stay back
    Checks(ja): 1体で攻撃しても、ほかのフォロワーは攻撃しなくてよい
    Source: sve-faq-en, Q&A 21

    Given it is my main phase with 3 play points
    And my field holds:
      | card    | as        |
      | Test Fighter | Test Fighter A |
      | Test Fighter | Test Fighter B |
    When I attack the enemy leader with "Test Fighter A"
    Then my opponent's leader has 18 defense
    And "Test Fighter B" is reserved
    When I end my main phase
    Then the action succeeds
    And "Test Fighter B" is reserved

  @SVE-EN-021 @cr-8.4
  Scenario: SVE-EN-021: the follower that attacks is whichever one I choose
    Checks(en): Any one of my followers may be the one to attack: with two on the field, the second one attacks and the first stays back
    Checks(ja): 攻撃するのは自分のフォロワーのどれでもよい：2体いるとき、2体目が攻撃して1体目は攻撃しなくてよい
    Source: sve-faq-en, Q&A 21

    Given it is my main phase with 3 play points
    And my field holds:
      | card         | as             |
      | Test Fighter | Test Fighter A |
      | Test Fighter | Test Fighter B |
    When I attack the enemy leader with "Test Fighter B"
    Then the action succeeds
    And my opponent's leader has 18 defense
    And "Test Fighter B" is engaged
    And "Test Fighter A" is reserved

  @SVE-EN-022 @cr-8.4
  Scenario: A second attack cannot be declared while the first waits for combat
    Q(en): May two of my followers attack together at the same moment?
    A(en): No. Followers attack one at a time.
    Q(ja): 2体のフォロワーで同時に攻撃できますか？
    A(ja): いいえ。フォロワーは1体ずつ攻撃します。
    Checks(en): A second attack cannot be declared while the first waits for combat
    Checks(ja): 最初の攻撃が交戦を待つ間、2回目の攻撃は宣言できない
    Source: sve-faq-en, Q&A 22

    Given it is my main phase with 3 play points
    And my field holds:
      | card    | as        |
      | Test Fighter | Test Fighter A |
      | Test Fighter | Test Fighter B |
    When I declare an attack on the enemy leader with "Test Fighter A"
    And I declare an attack on the enemy leader with "Test Fighter B"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    And "Test Fighter B" is reserved

  @SVE-EN-022 @cr-8.4
  Scenario: SVE-EN-022: once the first attack is over a second follower attacks
    Checks(en): One at a time, not only one: after the first attack has been fought out, another follower attacks in the same main phase
    Checks(ja): 1体ずつなら攻撃できる：最初の攻撃が終わった後、同じメインフェイズに別のフォロワーが攻撃できる
    Source: sve-faq-en, Q&A 22

    Given it is my main phase with 3 play points
    And my field holds:
      | card         | as             |
      | Test Fighter | Test Fighter A |
      | Test Fighter | Test Fighter B |
    When I attack the enemy leader with "Test Fighter A"
    And I attack the enemy leader with "Test Fighter B"
    Then the action succeeds
    And my opponent's leader has 16 defense

  @SVE-EN-023 @cr-8.4 @cr-4.2 @assumption
  Scenario: An engaged follower cannot attack
    Q(en): May an engaged follower attack?
    A(en): No. Unless an ability or effect allows it, an engaged follower does not attack.
    Q(ja): アクト状態のフォロワーは攻撃できますか？
    A(ja): いいえ。能力や効果で認められない限り、アクト状態のフォロワーは攻撃できません。
    Checks(en): An engaged follower cannot attack
    Checks(ja): アクト状態のフォロワーは攻撃できない
    Source: sve-faq-en, Q&A 23
    Assumption(en): No card of the pool lets an engaged follower attack and the card vocabulary has no such effect, so in the engine an engaged follower never attacks; the exception the answer allows is not modelled.
    Assumption(ja): アクト状態のフォロワーに攻撃を認めるカードはカードプールになく、カードの語彙にもそのような効果がないため、エンジンではアクト状態のフォロワーは決して攻撃しない。回答が認める例外は扱っていない。

    Given it is my main phase with 3 play points
    And my field holds:
      | card    | state   |
      | Test Fighter | engaged |
    When I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  @SVE-EN-023 @cr-8.4 @cr-4.2
  Scenario: SVE-EN-023: the same follower attacks once it is reserved
    Checks(en): It is being engaged that stops the attack: the same follower, reserved, attacks the enemy leader
    Checks(ja): 攻撃できないのはアクト状態だから：同じフォロワーがスタンド状態なら相手のリーダーを攻撃できる
    Source: sve-faq-en, Q&A 23

    Given it is my main phase with 3 play points
    And my field holds:
      | card         | state    |
      | Test Fighter | reserved |
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-EN-024 @cr-8.4 @cr-5.14
  Scenario: The attacking follower is damaged by the follower it attacks
    Q(en): In combat between two followers, does the attacker take damage from the follower it attacked?
    A(en): Yes. The two followers in combat damage each other.
    Q(ja): フォロワー同士の交戦で、攻撃したフォロワーは攻撃されたフォロワーからダメージを受けますか？
    A(ja): はい。交戦では両方のフォロワーが互いにダメージを与えます。
    Checks(en): The attacking follower is damaged by the follower it attacks
    Checks(ja): 攻撃したフォロワーも、攻撃されたフォロワーからダメージを受ける
    Source: sve-faq-en, Q&A 24

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card   | state   |
      | Test Goblin | engaged |
    When I attack "Test Goblin" with "Test Knight"
    Then "Test Knight" has 3 attack and 2 defense
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-027 @SVE-JA-007 @cr-8.4 @cr-12.7
  Scenario: The attack ends without combat when its target leaves the field first
    Q(en): If the follower I chose as the attack target leaves the field through a card or ability before combat, may I pick another target for that attack?
    A(en): No. The attack ends there and the attacker fights nobody.
    Q(ja): 攻撃先に選んだフォロワーが、交戦の前にカードか能力の効果でいなくなりました。この攻撃の攻撃先を選び直せますか？
    A(ja): いいえ。攻撃目標を選び直すことはできず、攻撃フォロワーは交戦しないまま攻撃が終わります。
    Checks(en): The attack ends without combat when its target leaves the field first
    Checks(ja): 攻撃対象が先に場を離れると、攻撃は交戦なしで終わる
    Source: sve-faq-en, Q&A 27
    Source: sve-summary-ja, Q&A 7

    Given it is my main phase with 3 play points
    And my field holds "Sweeping Striker"
    And my opponent's field holds:
      | card    | state   |
      | Test Fighter | engaged |
      | Ogre    | engaged |
    When I declare an attack on "Test Fighter" with "Sweeping Striker"
    Then "Test Fighter" is in my opponent's cemetery
    When my opponent passes
    Then the action succeeds
    And "Sweeping Striker" has 2 attack and 3 defense
    And "Ogre" has 5 attack and 3 defense
    And my opponent's leader has 20 defense
    And the event "attack-ended" happened
    And the event "combat" did not happen

  @SVE-EN-027 @SVE-JA-007 @cr-8.4
  Scenario: SVE-EN-027: no new target can be named once the chosen target has left the field
    Checks(en): After the chosen target leaves, the attack cannot be pointed at another follower or at the leader, then or after it ends
    Checks(ja): 選んだ攻撃目標が場を離れた後、その攻撃を別のフォロワーにもリーダーにも向け直すことはできない（攻撃の途中でも終了後でも）
    Source: sve-faq-en, Q&A 27
    Source: sve-summary-ja, Q&A 7

    Given it is my main phase with 3 play points
    And my field holds "Sweeping Striker"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
      | Ogre         | engaged |
    When I declare an attack on "Test Fighter" with "Sweeping Striker"
    Then "Test Fighter" is in my opponent's cemetery
    And a Quick window is open for my opponent
    When I declare an attack on "Ogre" with "Sweeping Striker"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    When I declare an attack on the enemy leader with "Sweeping Striker"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    When my opponent passes
    Then the event "attack-ended" happened
    And the event "combat" did not happen
    When I declare an attack on "Ogre" with "Sweeping Striker"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged
    And "Ogre" has 5 attack and 3 defense
    And my opponent's leader has 20 defense

  @SVE-EN-027 @SVE-JA-007 @cr-8.4
  Scenario: SVE-EN-027: a chosen target that stays on the field fights the attacker
    Checks(en): The other way: when the chosen target is still on the field, the attack reaches combat with that target
    Checks(ja): 逆の場合：選んだ攻撃目標が場に残っていれば、攻撃はその目標との交戦に進む
    Source: sve-faq-en, Q&A 27
    Source: sve-summary-ja, Q&A 7

    Given it is my main phase with 3 play points
    And my field holds "Sweeping Striker"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
      | Ogre         | engaged |
    When I declare an attack on "Ogre" with "Sweeping Striker"
    Then "Test Fighter" is in my opponent's cemetery
    When my opponent passes
    Then the action succeeds
    And the event "combat" happened
    And "Ogre" has 5 attack and 1 defense
    And "Sweeping Striker" is in my cemetery

  @SVE-JA-R026 @cr-8.4
  Scenario: A follower played this turn cannot attack
    Rule(en): The attacker is one of your reserved followers; a follower that came onto your field this turn cannot attack.
    Rule(ja): 攻撃するのは自分のスタンド状態のフォロワーで、このターンに場に出たフォロワーは攻撃できない。
    Checks(en): A follower played this turn cannot attack
    Checks(ja): このターンに場に出たフォロワーは攻撃できない
    Source: sve-summary-ja, rule statement 26

    Given it is my main phase with 3 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-JA-R026 @cr-8.4
  Scenario: A reserved follower from an earlier turn may attack
    Rule(en): The attacker is one of your reserved followers; a follower that came onto your field this turn cannot attack.
    Rule(ja): 攻撃するのは自分のスタンド状態のフォロワーで、このターンに場に出たフォロワーは攻撃できない。
    Checks(en): A reserved follower from an earlier turn may attack
    Checks(ja): 前のターンから場にいるスタンド状態のフォロワーは攻撃できる
    Source: sve-summary-ja, rule statement 26

    Given it is my main phase with 3 play points
    And my field holds:
      | card    | arrived |
      | Test Fighter | earlier |
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-JA-R026 @cr-8.4
  Scenario: A follower played this turn cannot attack an engaged enemy follower either
    Rule(en): The attacker is one of your reserved followers; a follower that came onto your field this turn cannot attack.
    Rule(ja): 攻撃するのは自分のスタンド状態のフォロワーで、このターンに場に出たフォロワーは攻撃できない。
    Checks(en): A follower played this turn cannot attack an engaged enemy follower either
    Checks(ja): このターンに場に出たフォロワーは、アクト状態の相手のフォロワーも攻撃できない
    Source: sve-summary-ja, rule statement 26

    Given it is my main phase with 3 play points
    And my hand holds "Test Knight"
    And my opponent's field holds:
      | card    | state   |
      | Test Fighter | engaged |
    When I play "Test Knight"
    And I attack "Test Fighter" with "Test Knight"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-JA-R027 @cr-8.4
  Scenario: An engaged enemy follower may be chosen as the attack target
    Rule(en): The attack target is either the enemy leader or one of the enemy's engaged followers.
    Rule(ja): 攻撃先は相手のリーダーか、相手のアクト状態のフォロワーから選ぶ。
    Checks(en): An engaged enemy follower may be chosen as the attack target
    Checks(ja): アクト状態の相手のフォロワーは攻撃対象に選べる
    Source: sve-summary-ja, rule statement 27

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card    | state   |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Test Knight"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery

  @SVE-JA-R027 @cr-8.4
  Scenario: A reserved enemy follower cannot be chosen as the attack target
    Rule(en): The attack target is either the enemy leader or one of the enemy's engaged followers.
    Rule(ja): 攻撃先は相手のリーダーか、相手のアクト状態のフォロワーから選ぶ。
    Checks(en): A reserved enemy follower cannot be chosen as the attack target
    Checks(ja): スタンド状態の相手のフォロワーは攻撃対象に選べない
    Source: sve-summary-ja, rule statement 27

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds "Test Fighter"
    When I attack "Test Fighter" with "Test Knight"
    Then the action is refused with reason "target-reserved"
    And the game state is unchanged

  @SVE-JA-R027 @cr-8.4
  Scenario: A follower of my own cannot be chosen as the attack target
    Rule(en): The attack target is either the enemy leader or one of the enemy's engaged followers.
    Rule(ja): 攻撃先は相手のリーダーか、相手のアクト状態のフォロワーから選ぶ。
    Checks(en): A follower of my own cannot be chosen as the attack target
    Checks(ja): 自分のフォロワーは攻撃対象に選べない
    Source: sve-summary-ja, rule statement 27

    Given it is my main phase with 3 play points
    And my field holds:
      | card    | state   |
      | Test Knight  | reserved |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-JA-R028 @cr-8.4 @cr-5.4
  Scenario: Declaring an attack engages the attacking follower
    Rule(en): The attacking follower is engaged as the attack is declared.
    Rule(ja): 攻撃フォロワーをアクト状態にして攻撃を宣言する。
    Checks(en): Declaring an attack engages the attacking follower
    Checks(ja): 攻撃を宣言すると、攻撃するフォロワーはアクト状態になる
    Source: sve-summary-ja, rule statement 28

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    When I declare an attack on the enemy leader with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is engaged
    And my opponent's leader has 20 defense
    And the event "attack-declared" happened

  @SVE-JA-R028 @cr-8.4 @cr-5.4
  Scenario: SVE-JA-R028: a follower that is already engaged cannot be engaged to declare an attack
    Rule(en): The attacking follower is engaged as the attack is declared.
    Rule(ja): 攻撃フォロワーをアクト状態にして攻撃を宣言する。
    Checks(en): The other way: engaging the attacker is part of the declaration, so a follower already engaged declares no attack and nothing changes
    Checks(ja): 逆の場合：攻撃フォロワーをアクトにすることは宣言の一部なので、すでにアクト状態のフォロワーは攻撃を宣言できず、何も変わらない
    Source: sve-summary-ja, rule statement 28

    Given it is my main phase with 3 play points
    And my field holds:
      | card         | state   |
      | Test Fighter | engaged |
    When I declare an attack on the enemy leader with "Test Fighter"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  @SVE-JA-R029 @cr-8.4 @cr-12.7
  Scenario: The attacker's Strike ability is handled right after the declaration
    Rule(en): After the declaration, the attacking follower's Strike abilities are handled.
    Rule(ja): 攻撃宣言の後、攻撃フォロワーの【攻撃時】能力を処理する。
    Checks(en): The attacker's Strike ability is handled right after the declaration
    Checks(ja): 攻撃するフォロワーの【攻撃時】能力は、宣言の直後に処理される
    Source: sve-summary-ja, rule statement 29

    Given it is my main phase with 3 play points
    And my field holds "Strike Fighter"
    When I declare an attack on the enemy leader with "Strike Fighter"
    Then my opponent's leader has 19 defense
    When my opponent passes
    Then my opponent's leader has 17 defense

  @SVE-JA-R031 @cr-8.4 @cr-11.3
  Scenario: Attacker and attacked follower trade damage and a follower at 0 defense is destroyed
    Rule(en): When a follower attacks a follower, each deals damage equal to its attack to the other; a follower whose defense drops to 0 or less is destroyed.
    Rule(ja): フォロワーがフォロワーを攻撃すると、互いに自分の攻撃力分のダメージを相手に与え、体力が0以下のフォロワーは破壊される。
    Checks(en): Attacker and attacked follower trade damage and a follower at 0 defense is destroyed
    Checks(ja): 攻撃したフォロワーと攻撃されたフォロワーは互いにダメージを与え、体力0になった方は破壊される
    Source: sve-summary-ja, rule statement 31

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card   | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Test Fighter"
    Then "Test Fighter" is in my cemetery
    And "Test Knight" has 3 attack and 1 defense

  @SVE-JA-R031 @cr-8.4 @cr-11.3
  Scenario: Two followers whose combat damage takes each to exactly 0 defense are both destroyed
    Rule(en): When a follower attacks a follower, each deals damage equal to its attack to the other; a follower whose defense drops to 0 or less is destroyed.
    Rule(ja): フォロワーがフォロワーを攻撃すると、互いに自分の攻撃力分のダメージを相手に与え、体力が0以下のフォロワーは破壊される。
    Checks(en): Two followers whose combat damage takes each to exactly 0 defense are both destroyed
    Checks(ja): 交戦のダメージで互いに体力がちょうど0になった2体は、どちらも破壊される
    Source: sve-summary-ja, rule statement 31

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card    | as            | state   |
      | Test Fighter | Their Test Fighter | engaged |
    When I attack "Their Test Fighter" with "Test Fighter"
    Then "Test Fighter" is in my cemetery
    And "Their Test Fighter" is in my opponent's cemetery

  @SVE-JA-R032 @cr-8.4 @cr-5.14
  Scenario: An attacked leader loses defense equal to the damage
    Rule(en): When a leader is attacked, its defense goes down by the damage dealt.
    Rule(ja): リーダーを攻撃したとき、そのダメージと同じだけリーダーの体力を減らす。
    Checks(en): An attacked leader loses defense equal to the damage
    Checks(ja): 攻撃されたリーダーは、ダメージと同じだけ体力を失う
    Source: sve-summary-ja, rule statement 32

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    When I attack the enemy leader with "Ogre"
    Then my opponent's leader has 15 defense

  @SVE-JA-R026 @cr-8.4 @cr-4.2
  Scenario: SVE-JA-R026: an engaged follower is not chosen as the attacker
    Checks(en): The attacker must be reserved: an engaged follower of mine that has been on the field since an earlier turn cannot attack, and nothing changes
    Checks(ja): 攻撃するのはスタンド状態のフォロワーである。前のターンから場にいても、アクト状態の自分のフォロワーは攻撃できず、何も変わらない
    Source: sve-summary-ja, rule statement 26

    Given it is my main phase with 3 play points
    And my field holds:
      | card         | state   |
      | Test Fighter | engaged |
    When I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  @SVE-JA-R027 @cr-8.4
  Scenario: SVE-JA-R027: the enemy leader may be chosen as the attack target
    Checks(en): The other allowed target: the enemy leader is attacked and loses defense equal to the attacker's attack
    Checks(ja): もう一つの攻撃先として、相手のリーダーを攻撃でき、攻撃力の分だけ体力が減る
    Source: sve-summary-ja, rule statement 27

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-JA-R027 @cr-8.4
  Scenario: SVE-JA-R027: an engaged enemy amulet is not a target an attack may choose
    Checks(en): Only the enemy leader or an engaged enemy follower may be attacked: an engaged enemy amulet is neither, so the attack is refused and nothing changes
    Checks(ja): 攻撃先に選べるのは敵のリーダーと、アクトしている敵フォロワーに限られる：アクトしている敵のアミュレットはそのどちらにも当たらず、攻撃は拒否され、状態は元のまま
    Source: sve-summary-ja, rule statement 27

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card        | state   |
      | Test Amulet | engaged |
    When I attack "Test Amulet" with "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
