@sve
Feature: Pins of surviving mutants of the order of damage modifications (mutation run, replacement.py)
  Mutants of engine/sve/replacement.py that no test killed, put into the engine by hand, then told apart by a
  scenario through the public API. Each scenario here fails with the mutants named above it (numbered as in the
  mutants/ copy of the run) and passes on the engine.

  # kills: engine.sve.replacement.x__continuous__mutmut_36, _37
  @cr-10.10.2
  Scenario: Survivor repl: a follower's own "takes 1 less damage" put first stops the damage before the increase
    Rule(en): My opponent's follower takes 1 less damage by its own ability, and my opponent applies that first. My follower that deals 1 more damage attacks it: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手のフォロワーは自身の能力で受けるダメージが1減り、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーでそれを攻撃すると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                   | state   |
      | Pin Self Ward Follower | engaged |
    When my opponent applies the modifications of "Pin Self Ward Follower" first
    Then the action succeeds
    When I attack "Pin Self Ward Follower" with "Order Brute"
    Then the action succeeds
    And "Pin Self Ward Follower" has 0 attack and 3 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_19, _20, _21
  @cr-10.10.2
  Scenario: Survivor repl: a reduction put first does nothing while its condition is not met
    Rule(en): My opponent's amulet makes their followers take 1 less damage only during their own turn, and my opponent applies it first. In my turn it is off, so my follower that deals 1 more damage deals 2.
    Rule(ja): 相手のアミュレットは相手自身のターンの間だけ相手のフォロワーが受けるダメージを1減らし、相手はそれを先に適用します。自分のターンにはそれは働かないので、与えるダメージが1増える自分のフォロワーは2ダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                     | state   |
      | Pin Own Turn Ward Amulet |         |
      | Ogre                     | engaged |
    When my opponent applies the modifications of "Pin Own Turn Ward Amulet" first
    Then the action succeeds
    When I attack "Ogre" with "Order Brute"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_25
  @cr-10.10.2
  Scenario: Survivor repl: a card's reduction put first still counts when another of its abilities is off
    Rule(en): My opponent's amulet has two abilities that make their followers take 1 less damage: the first only in their own turn, the second always. My opponent applies it first; in my turn the second alone turns my follower's 1 damage into 0 before the increase, so no damage is dealt.
    Rule(ja): 相手のアミュレットには相手のフォロワーが受けるダメージを1減らす能力が2つあり、1つ目は相手自身のターンだけ、2つ目は常に働きます。相手はそれを先に適用し、自分のターンには2つ目だけで、増加より先に自分のフォロワーの1ダメージが0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                  | state   |
      | Pin Split Ward Amulet |         |
      | Ogre                  | engaged |
    When my opponent applies the modifications of "Pin Split Ward Amulet" first
    Then the action succeeds
    When I attack "Ogre" with "Order Brute"
    Then the action succeeds
    And "Ogre" has 5 attack and 5 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_17, _24, _27, _28
  @cr-10.10.2
  Scenario: Survivor repl: a reduction of ability damage put first stops an ability's damage before the increase
    Rule(en): My opponent's follower makes their followers take 1 less damage from abilities, and my opponent applies it first. My follower that deals 1 more damage deals 1 damage by its fanfare: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手のフォロワーは相手のフォロワーが能力から受けるダメージを1減らし、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーがファンファーレで1ダメージを与えると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 1 play points
    And my hand holds "Clause Caster Brute"
    And my opponent's field holds:
      | card                             |
      | Unseen BP02-004 Elf Girl Liza    |
      | Ogre                             |
    When my opponent applies the modifications of "Unseen BP02-004 Elf Girl Liza" first
    Then the action succeeds
    When I play "Clause Caster Brute" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 5 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_23, _25, _26
  @cr-10.10.2
  Scenario: Survivor repl: a reduction of attack damage put first stops an attack's damage before the increase
    Rule(en): In their turn my opponent made their leader take 2 less damage from attacks until the end of my turn, and applies that first. My follower with 2 attack that deals 1 more damage attacks their leader: 2 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手は自分のターンに、次のこちらのターン終了時まで相手リーダーが攻撃から受けるダメージを2減らし、それを先に適用します。攻撃力2で与えるダメージが1増える自分のフォロワーで相手リーダーを攻撃すると、先に2が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Keen Striker"
    And my opponent's hand holds "Rampart Vow"
    When my opponent plays "Rampart Vow"
    And my opponent applies the modifications of "Rampart Vow" first
    And my opponent ends the turn
    And I attack the enemy leader with "Keen Striker"
    Then the action succeeds
    And my opponent's leader has 20 defense

  # kills: engine.sve.replacement.x__modifications_by__mutmut_15, _16, _17, _20, _22, _24, _29, _30
  @cr-10.10.2
  Scenario: Survivor repl: the attacker's increase put first before the reduction leaves 1 damage
    Rule(en): My opponent, whose follower takes the damage, applies my follower's "deals 1 more damage" first and then their "takes 1 less damage": 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): ダメージを受けるフォロワーの持ち主である相手は、自分のフォロワーの「与えるダメージが1増える」を先に、次に相手の「受けるダメージが1減る」を適用します。1が2になり、次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When my opponent applies the modifications of "Order Brute" and "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x__modifications_by__mutmut_34, _35, _36
  @cr-10.10.2
  Scenario: Survivor repl: a reduction from an earlier spell not put first does not join another card's place in the order
    Rule(en): In their turn my opponent gave their follower "takes 1 less damage" until the end of my turn, but chose to apply an amulet that is not on the field first, not that spell. My follower that deals 1 more damage attacks it: the increase comes first, 1 becomes 2, less 1 is 1, and their follower takes 1 damage.
    Rule(ja): 相手は自分のターンに、自分のフォロワーに次のこちらのターン終了時まで「受けるダメージが1減る」を与えましたが、先に適用すると選んだのはそのスペルではなく、場にないアミュレットです。与えるダメージが1増える自分のフォロワーでそれを攻撃すると、増加が先になり、1が2になって1減り、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    And my opponent's hand holds "Clause Veil"
    When my opponent plays "Clause Veil" targeting "Zero Imp"
    And my opponent applies the modifications of "Stone Bastion" first
    And my opponent ends the turn
    And I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_42, _43, _44
  @cr-10.10.2
  Scenario: Survivor repl: my amulet's reduction for enemy followers can be put first by the enemy
    Rule(en): My amulet makes my opponent's followers take 1 less damage. My opponent, whose follower takes the damage, applies it first; my follower that deals 1 more damage attacks it: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 自分のアミュレットは相手のフォロワーが受けるダメージを1減らします。ダメージを受けるフォロワーの持ち主である相手がそれを先に適用すると、与えるダメージが1増える自分のフォロワーでの攻撃は、先に1が0になるので、ダメージを与えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card                  |
      | Order Brute           |
      | Pin Enemy Ward Amulet |
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    When my opponent applies the modifications of "Pin Enemy Ward Amulet" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_45, _46, _47
  @cr-10.10.2
  Scenario: Survivor repl: my amulet's reduction for every follower can be put first by the enemy
    Rule(en): My amulet makes every follower take 1 less damage. My opponent, whose follower takes the damage, applies it first; my follower that deals 1 more damage attacks it: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 自分のアミュレットはすべてのフォロワーが受けるダメージを1減らします。ダメージを受けるフォロワーの持ち主である相手がそれを先に適用すると、与えるダメージが1増える自分のフォロワーでの攻撃は、先に1が0になるので、ダメージを与えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card                |
      | Order Brute         |
      | Pin Any Ward Amulet |
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    When my opponent applies the modifications of "Pin Any Ward Amulet" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_63, _65, _66, _67, _68, _69, _70, _71, _72, _73
  @cr-10.10.2
  Scenario: Survivor repl: an increase that counts followers, put first, adds its count before the reduction
    Rule(en): My amulet makes my followers deal 1 more damage for each follower I have, and I have one. My opponent applies that increase first and then their "takes 1 less damage": 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): 自分のアミュレットは、自分のフォロワー1体につき自分のフォロワーが与えるダメージを1増やし、自分のフォロワーは1体です。相手はその増加を先に、次に相手の「受けるダメージが1減る」を適用します。1が2になり、次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Rune Apprentice |
      | Pack Banner     |
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When my opponent applies the modifications of "Pack Banner" and "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Rune Apprentice"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense
