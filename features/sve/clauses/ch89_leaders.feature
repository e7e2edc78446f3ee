@sve
Feature: Continuous and one-shot effects on leaders: damage shields and "its defense becomes N"
  A leader takes damage like a follower (CR 5.14), so an effect that lowers or prevents damage may name a
  leader, for all damage or only for what abilities or attacks deal (CR 5.14.3, 10.10); and an effect that
  sets a defense may set a leader's defense.

  @cr-10.10 @cr-5.14
  Scenario: CR 10.10: a continuous effect lowers the damage a leader takes from an ability
    Rule(en): "Your leader takes 1 less damage" is a replacement effect; while its source is on the field, each damage to that leader is 1 lower.
    Rule(ja): 「自分のリーダーが受けるダメージは1減る」は置換効果です。その発生源が場にある間、そのリーダーへのダメージはそれぞれ1少なくなります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 10.10

    Given it is my main phase with 1 play point
    And my hand holds "Rampart Bolt"
    And my opponent's field holds "Rampart Banner"
    When I play "Rampart Bolt"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-10.10 @cr-5.14
  Scenario: CR 10.10: a leader's damage shield works on the damage of an attack too
    Rule(en): A reduction with no limit applies to any damage the leader takes, the damage an attacking follower deals included.
    Rule(ja): 限定のない軽減は、攻撃するフォロワーが与えるダメージを含め、リーダーが受けるすべてのダメージに適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 10.10

    Given it is my main phase with 0 play points
    And my field holds "Test Knight"
    And my opponent's field holds "Rampart Banner"
    When I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-10.10 @cr-5.14.3 @cr-5.14.3.1
  Scenario: CR 5.14.3: a leader that takes no damage from abilities still takes the damage of an attack
    Rule(en): Damage is of different kinds: what an attacking follower deals to a leader is not damage from an ability, so a shield against ability damage does not stop it.
    Rule(ja): ダメージには種類があります。攻撃するフォロワーがリーダーに与えるダメージは能力によるダメージではないため、能力ダメージを防ぐ効果では止まりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3

    Given it is my main phase with 1 play point
    And my hand holds "Rampart Bolt"
    And my field holds "Test Knight"
    And my opponent's field holds "Rampart Sigil"
    When I play "Rampart Bolt"
    And I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-10.10 @cr-5.14.3 @cr-5.14.3.1
  Scenario: CR 5.14.3: a one-shot shield against the damage of attacks leaves ability damage alone
    Rule(en): "Until the end of the opponent's turn, your leader takes 2 less damage from attacks" lowers what an attacking follower deals to that leader, not what an ability deals.
    Rule(ja): 「相手のターン終了時まで、自分のリーダーが攻撃で受けるダメージは2減る」は攻撃するフォロワーのダメージを減らしますが、能力のダメージは減らしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3

    Given it is my opponent's main phase with 1 play points
    And my opponent's hand holds "Rampart Vow"
    And my field holds "Test Knight"
    And my hand holds "Rampart Bolt"
    And my deck holds 5 cards
    When my opponent plays "Rampart Vow"
    And my opponent ends the turn
    And I play "Rampart Bolt"
    And I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 16 defense

  @cr-5.24 @cr-3.2
  Scenario: CR 5.24: "your leader's defense becomes 10" sets the leader's defense
    Rule(en): An effect that says a defense becomes a number sets it to that number; a leader's defense can be set so, up or down.
    Rule(ja): 体力が特定の数になる効果は、その値をその数にします。リーダーの体力も上下どちらにも、そのように決まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.24

    Given it is my main phase with 1 play point
    And my leader has 4 defense
    And my hand holds "Rampart Reset"
    When I play "Rampart Reset"
    Then the action succeeds
    And my leader has 10 defense

  @cr-5.24 @cr-3.2
  Scenario: CR 5.24: "each leader's defense becomes 5" sets both leaders' defense
    Rule(en): A defense-setting effect on every leader sets each leader's defense to the number, whatever it was.
    Rule(ja): すべてのリーダーの体力を決める効果は、元の値にかかわらず、各リーダーの体力をその数にします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.24

    Given it is my main phase with 1 play point
    And my leader has 3 defense
    And my hand holds "Rampart Decree"
    When I play "Rampart Decree"
    Then the action succeeds
    And my leader has 5 defense
    And my opponent's leader has 5 defense

  @cr-10.10 @cr-5.14.3 @cr-5.14.3.2
  Scenario: CR 5.14.3: followers that take no damage from abilities still take combat damage
    Rule(en): A shield limited to damage from abilities stops a spell's damage to a follower, but not the combat damage that follower takes when it is attacked.
    Rule(ja): 能力によるダメージだけを防ぐ効果は、スペルからフォロワーへのダメージは止めますが、攻撃されたフォロワーが受ける戦闘ダメージは止めません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3

    Given it is my main phase with 1 play point
    And my hand holds "Fireball"
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card         | as     | state   |
      | Rampart Grove |       |         |
      | Test Knight  | Target | engaged |
      | Test Fighter | Bolted |         |
    When I play "Fireball" targeting "Bolted"
    Then the action succeeds
    And "Bolted" has 2 attack and 2 defense
    When I attack "Target" with "Test Knight"
    Then the action succeeds
    And "Target" is in my opponent's cemetery
