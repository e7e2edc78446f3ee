@sve
Feature: Attack and defense values below zero
  A follower's attack is its printed value plus every modifier and may go below 0
  (CR 2.7; 5.27). Damage of 0 or less is no damage at all (CR 5.14).

  @SVE-EN-045 @cr-2.7 @cr-5.27
  Scenario: A follower with 0 attack given -1 attack has -1 attack
    Q(en): May a follower's attack be negative?
    A(en): Yes. A follower with 0 attack that gets -1 attack has -1 attack.
    Q(ja): フォロワーの攻撃力はマイナスになりますか？
    A(ja): はい。攻撃力0のフォロワーが攻撃力-1されると、攻撃力は-1になります。
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my hand holds "Weaken"
    And my field holds "Zero Imp"
    When I play "Weaken" targeting "Zero Imp"
    Then the action succeeds
    And "Zero Imp" has -1 attack and 2 defense

  @SVE-EN-045 @cr-2.7 @cr-5.14 @cr-8.4
  Scenario: A follower with negative attack deals no damage to the leader it attacks
    Q(en): How much damage does a follower with -1 attack deal when it attacks the enemy leader?
    A(en): None. A follower with 0 or less attack deals no damage at all.
    Q(ja): 攻撃力-1のフォロワーが相手のリーダーを攻撃すると、ダメージはいくつですか？
    A(ja): 0です。攻撃力が0以下のフォロワーはダメージをまったく与えません。
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my hand holds "Weaken"
    And my field holds "Zero Imp"
    When I play "Weaken" targeting "Zero Imp"
    And I attack the enemy leader with "Zero Imp"
    Then the action succeeds
    And my opponent's leader has 20 defense
    And the event "leader-damaged" did not happen

  @SVE-EN-045 @cr-5.14 @cr-8.4
  Scenario: A follower with 0 attack deals no combat damage to the follower it fights
    Q(en): Does a follower with 0 attack damage the follower it fights in combat?
    A(en): No. With 0 or less attack it deals no combat damage, while it still takes damage from the other follower.
    Q(ja): 攻撃力0のフォロワーは、交戦した相手のフォロワーにダメージを与えますか？
    A(ja): いいえ。攻撃力0以下なので交戦ダメージを与えませんが、相手のフォロワーからのダメージは受けます。
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my field holds "Zero Imp"
    And my opponent's field holds:
      | card   | state   |
      | Test Goblin | engaged |
    When I attack "Test Goblin" with "Zero Imp"
    Then "Test Goblin" has 1 attack and 2 defense
    And "Zero Imp" has 0 attack and 1 defense

  @SVE-EN-045 @cr-5.14 @cr-8.4
  Scenario: A follower with negative attack does not restore the defense of the follower it fights
    Q(en): A follower at -1 attack fights an enemy follower. Does its negative attack count as negative damage that adds to the enemy follower's defense?
    A(en): No. Attack of 0 or less deals no damage at all, so the enemy follower's defense stays as it was.
    Q(ja): 攻撃力-1のフォロワーが相手のフォロワーと交戦したとき、マイナスの攻撃力の分だけ相手のフォロワーの体力が増えますか？
    A(ja): いいえ。攻撃力0以下ではダメージはまったく発生しないので、相手のフォロワーの体力はそのままです。
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my hand holds "Weaken"
    And my field holds "Zero Imp"
    And my opponent's field holds:
      | card    | state   |
      | Test Fighter | engaged |
    When I play "Weaken" targeting "Zero Imp"
    And I attack "Test Fighter" with "Zero Imp"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 2 defense
    And "Zero Imp" is in my cemetery

  @SVE-EN-045 @cr-5.14 @cr-12.13
  Scenario: A Drain follower with 0 attack heals nothing because it dealt no damage
    Q(en): Does a follower with 0 attack count as having dealt damage when it attacks?
    A(en): No. It deals no damage at all, so nothing that depends on dealing damage, such as Drain, happens.
    Q(ja): 攻撃力0のフォロワーが攻撃したとき、ダメージを与えたことになりますか？
    A(ja): いいえ。ダメージをまったく与えていないので、《ドレイン》のようにダメージを与えたことによる処理は起きません。
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my field holds "Hollow Leech"
    And my leader has 10 defense
    When I attack the enemy leader with "Hollow Leech"
    Then my opponent's leader has 20 defense
    And my leader has 10 defense

  @SVE-EN-046 @cr-2.7 @cr-5.27
  Scenario: Giving +1 attack to a follower at -1 attack makes it 0
    Q(en): A follower at -1 attack gets +1 attack. Is its attack then 0?
    A(en): Yes, it becomes 0.
    Q(ja): 攻撃力-1のフォロワーが攻撃力+1されると、攻撃力は0になりますか？
    A(ja): はい、0になります。
    Source: sve-faq-en, Q&A 46

    Given it is my main phase with 3 play points
    And my hand holds:
      | card   |
      | Weaken |
      | Empower |
    And my field holds "Zero Imp"
    When I play "Weaken" targeting "Zero Imp"
    Then "Zero Imp" has -1 attack and 2 defense
    When I play "Empower" targeting "Zero Imp"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense
