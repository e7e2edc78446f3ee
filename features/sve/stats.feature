@sve
Feature: Attack and defense values below zero
  A follower's attack is its printed value plus every modifier and may go below 0
  (CR 2.7; 5.27). Damage of 0 or less is no damage at all (CR 5.14).

  @SVE-EN-045 @cr-2.7 @cr-5.27
  Scenario: A follower with 0 attack given -1 attack has -1 attack
    Q(en): May a follower's attack drop below zero?
    A(en): Yes. A follower with 0 attack that gets -1 attack has -1 attack. But a follower whose attack is 0 or less deals no damage at all when it attacks or fights, and does not count as having dealt damage.
    Q(ja): フォロワーの攻撃力はマイナスになりますか？
    A(ja): はい。攻撃力0のフォロワーが攻撃力-1を受けると-1になります。ただし攻撃力が0以下のフォロワーは、攻撃や交戦でまったくダメージを与えず、ダメージを与えたことにもなりません。
    Checks(en): A follower with 0 attack given -1 attack has -1 attack
    Checks(ja): 攻撃力0のフォロワーに攻撃力-1を与えると-1になる
    Source: sve-faq-en, Q&A 45

    Given it is my main phase with 3 play points
    And my hand holds "Weaken"
    And my field holds "Zero Imp"
    When I play "Weaken" targeting "Zero Imp"
    Then the action succeeds
    And "Zero Imp" has -1 attack and 2 defense

  @SVE-EN-045 @cr-2.7 @cr-5.14 @cr-8.4
  Scenario: A follower with negative attack deals no damage to the leader it attacks
    Checks(en): A follower with negative attack deals no damage to the leader it attacks
    Checks(ja): 攻撃力がマイナスのフォロワーは、攻撃したリーダーにダメージを与えない
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
    Checks(en): A follower with 0 attack deals no combat damage to the follower it fights
    Checks(ja): 攻撃力0のフォロワーは、交戦したフォロワーにダメージを与えない
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
    Checks(en): A follower with negative attack does not restore the defense of the follower it fights
    Checks(ja): 攻撃力がマイナスのフォロワーが、交戦した相手の体力を増やすことはない
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
    Checks(en): A Drain follower with 0 attack heals nothing because it dealt no damage
    Checks(ja): 攻撃力0の《ドレイン》フォロワーはダメージを与えないので、体力は増えない
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
    Checks(en): Giving +1 attack to a follower at -1 attack makes it 0
    Checks(ja): 攻撃力-1のフォロワーに+1すると0になる
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
