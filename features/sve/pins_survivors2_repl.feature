@sve
Feature: Pins of surviving mutants of the order of damage modifications, round 2 (mutation run, replacement.py)
  Mutants of engine/sve/replacement.py that no test killed in the second run, put into the engine by hand, then
  told apart by a scenario through the public API. Each scenario here fails with the mutants named above it and
  passes on the engine.

  # kills: engine.sve.replacement.x__modifications_by__mutmut_8, engine.sve.replacement.x__modifications_by__mutmut_13
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first stops the damage before another card's lasting increase
    Rule(en): My follower with 1 attack got "deals 1 more damage" from my spell this turn. My opponent applies their amulet's "takes 1 less damage" first: 1 becomes 0 first, so their follower takes no damage.
    Rule(ja): 攻撃力1の自分のフォロワーは、このターン自分のスペルで「与えるダメージが1増える」を得ています。相手が自分のアミュレットの「受けるダメージが1減る」を先に適用すると、先に1が0になるので、相手のフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Rune Apprentice"
    And my hand holds "Lasting Spur"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When I play "Lasting Spur" targeting "Rune Apprentice"
    And my opponent applies the modifications of "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Rune Apprentice"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_16, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_31, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_35, engine.sve.replacement.x__modifications_by__mutmut_3, engine.sve.replacement.x__modifications_by__mutmut_6, engine.sve.replacement.x__modifications_by__mutmut_9, engine.sve.replacement.x__modifications_by__mutmut_10, engine.sve.replacement.x__modifications_by__mutmut_11, engine.sve.replacement.x__modifications_by__mutmut_12, engine.sve.replacement.x__modifications_by__mutmut_18, engine.sve.replacement.x__modifications_by__mutmut_31
  @cr-10.10.2
  Scenario: Survivor2 repl: a spell's lasting increase put first before the reduction leaves 1 damage
    Rule(en): My follower with 1 attack got "deals 1 more damage" from my spell this turn. My opponent applies that spell's increase first and then their amulet's "takes 1 less damage": 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): 攻撃力1の自分のフォロワーは、このターン自分のスペルで「与えるダメージが1増える」を得ています。相手がそのスペルの増加を先に、次に相手のアミュレットの「受けるダメージが1減る」を適用すると、1が2になり次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Rune Apprentice"
    And my hand holds "Lasting Spur"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When I play "Lasting Spur" targeting "Rune Apprentice"
    And my opponent applies the modifications of "Lasting Spur" and "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Rune Apprentice"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_31, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_35
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first that leaves 1 damage lets the increase apply after it
    Rule(en): My follower with 2 attack deals 1 more damage. My opponent applies their amulet's "takes 1 less damage" first: 2 becomes 1, which is more than 0, so the increase still applies and their follower takes 2 damage.
    Rule(ja): 攻撃力2の自分のフォロワーは与えるダメージが1増えます。相手が自分のアミュレットの「受けるダメージが1減る」を先に適用すると、2が1になり、0より大きいので増加もまだ適用され、相手のフォロワーは2ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Keen Striker"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Ogre          | engaged |
    When my opponent applies the modifications of "Stone Bastion" first
    Then the action succeeds
    When I attack "Ogre" with "Keen Striker"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_16, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_31, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_35, engine.sve.replacement.x__modifications_by__mutmut_3, engine.sve.replacement.x__modifications_by__mutmut_14, engine.sve.replacement.x__modifications_by__mutmut_31
  @cr-10.10.2
  Scenario: Survivor2 repl: the attacker's own increase put first before the defender's own reduction leaves 1 damage
    Rule(en): My follower with 1 attack deals 1 more damage by its own ability; my opponent's follower takes 1 less damage by its own ability. My opponent applies my follower's increase first, then theirs: 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): 攻撃力1の自分のフォロワーは自身の能力で与えるダメージが1増え、相手のフォロワーは自身の能力で受けるダメージが1減ります。相手が自分のフォロワーの増加を先に、次に相手のものを適用すると、1が2になり次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                   | state   |
      | Pin Self Ward Follower | engaged |
    When my opponent applies the modifications of "Order Brute" and "Pin Self Ward Follower" first
    Then the action succeeds
    When I attack "Pin Self Ward Follower" with "Order Brute"
    Then the action succeeds
    And "Pin Self Ward Follower" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_16, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_31, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_35, engine.sve.replacement.x__modifications_by__mutmut_3, engine.sve.replacement.x__modifications_by__mutmut_14, engine.sve.replacement.x__modifications_by__mutmut_31
  @cr-10.10.2
  Scenario: Survivor2 repl: one card's increase and reduction put first apply in their order and leave 1 damage
    Rule(en): My amulet makes my followers deal 1 more damage and my opponent's followers take 1 less damage. My opponent applies that amulet first: its increase comes before its reduction, 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): 自分のアミュレットは自分のフォロワーが与えるダメージを1増やし、相手のフォロワーが受けるダメージを1減らします。相手がそのアミュレットを先に適用すると、増加が減少より先で、1が2になり次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card                  |
      | Rune Apprentice       |
      | Pin Rally Ward Amulet |
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    When my opponent applies the modifications of "Pin Rally Ward Amulet" first
    Then the action succeeds
    When I attack "Zero Imp" with "Rune Apprentice"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_32, engine.sve.replacement.x__continuous__mutmut_49, engine.sve.replacement.x__continuous__mutmut_50
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first counts after an effect of another kind on the same ability
    Rule(en): My opponent's amulet makes their followers deal 1 more damage and take 1 less damage. My opponent applies it first; my follower that deals 1 more damage attacks theirs: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手のアミュレットは相手のフォロワーが与えるダメージを1増やし、受けるダメージを1減らします。相手がそれを先に適用し、与えるダメージが1増える自分のフォロワーで相手のフォロワーを攻撃すると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                  | state   |
      | Pin Mixed Ward Amulet |         |
      | Zero Imp              | engaged |
    When my opponent applies the modifications of "Pin Mixed Ward Amulet" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_5
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first is found behind another card on its owner's field
    Rule(en): My opponent's field holds their follower and then their amulet that makes their followers take 1 less damage. My opponent applies the amulet first; my follower that deals 1 more damage attacks theirs: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手の場には相手のフォロワー、その次に相手のフォロワーが受けるダメージを1減らすアミュレットがあります。相手がそのアミュレットを先に適用し、与えるダメージが1増える自分のフォロワーで相手のフォロワーを攻撃すると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Zero Imp      | engaged |
      | Stone Bastion |         |
    When my opponent applies the modifications of "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_16, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_31, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_35, engine.sve.replacement.x__modifications_by__mutmut_3, engine.sve.replacement.x__modifications_by__mutmut_6, engine.sve.replacement.x__modifications_by__mutmut_9, engine.sve.replacement.x__modifications_by__mutmut_10, engine.sve.replacement.x__modifications_by__mutmut_11, engine.sve.replacement.x__modifications_by__mutmut_12, engine.sve.replacement.x__modifications_by__mutmut_18, engine.sve.replacement.x__modifications_by__mutmut_31, engine.sve.replacement.x__continuous__mutmut_7, engine.sve.replacement.x__continuous__mutmut_9
  @cr-10.10.2
  Scenario: Survivor2 repl: an amulet's fanfare increase put first before the reduction leaves 1 damage
    Rule(en): My amulet's fanfare gave my follower with 1 attack "deals 1 more damage" this turn; the amulet has no other ability. My opponent applies that amulet first and then their amulet's "takes 1 less damage": 1 becomes 2, then 1, so their follower takes 1 damage.
    Rule(ja): 自分のアミュレットのファンファーレで、攻撃力1の自分のフォロワーはこのターン「与えるダメージが1増える」を得ました。そのアミュレットに他の能力はありません。相手がそのアミュレットを先に、次に相手のアミュレットの「受けるダメージが1減る」を適用すると、1が2になり次に1になるので、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Rune Apprentice"
    And my hand holds "Pin Rally Amulet"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When I play "Pin Rally Amulet" targeting "Rune Apprentice"
    And my opponent applies the modifications of "Pin Rally Amulet" and "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Rune Apprentice"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_13, engine.sve.replacement.x__continuous__mutmut_14
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first that holds in its owner's turn stops the hit back
    Rule(en): My opponent's amulet makes their followers take 1 less damage during their own turn, and they apply it first. In their turn their follower attacks my follower that deals 1 more damage: the hit back of 1 becomes 0 first, so their follower takes no damage.
    Rule(ja): 相手のアミュレットは相手自身のターンの間、相手のフォロワーが受けるダメージを1減らし、相手はそれを先に適用します。相手のターンに相手のフォロワーが、与えるダメージが1増える自分のフォロワーを攻撃すると、反撃の1が先に0になるので、相手のフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card        | state   |
      | Order Brute | engaged |
    And my opponent's field holds:
      | card                     |
      | Pin Own Turn Ward Amulet |
      | Ogre                     |
    When my opponent applies the modifications of "Pin Own Turn Ward Amulet" first
    Then the action succeeds
    When my opponent attacks "Order Brute" with "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 5 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_27
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction of ability damage put first does not touch an attack's damage
    Rule(en): My opponent's follower makes their followers take 1 less damage from abilities only, and my opponent applies it first. My follower that deals 1 more damage attacks their follower: attack damage is not from an ability, so 1 plus 1 is dealt and it takes 2 damage.
    Rule(ja): 相手のフォロワーは相手のフォロワーが能力から受けるダメージだけを1減らし、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーで相手のフォロワーを攻撃すると、攻撃のダメージは能力からではないので、1に1が加わり、2ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                          | state   |
      | Unseen BP02-004 Elf Girl Liza |         |
      | Ogre                          | engaged |
    When my opponent applies the modifications of "Unseen BP02-004 Elf Girl Liza" first
    Then the action succeeds
    When I attack "Ogre" with "Order Brute"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  # kills: engine.sve.replacement.x__modifications_by__mutmut_62, engine.sve.replacement.x__modifications_by__mutmut_67
  @cr-10.10.2
  Scenario: Survivor2 repl: a follower's reduction of ability damage put first also shields itself
    Rule(en): My opponent's follower makes their followers, itself included, take 1 less damage from abilities, and my opponent applies it first. My follower that deals 1 more damage deals 1 damage to it by its fanfare: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手のフォロワーは自身を含む相手のフォロワーが能力から受けるダメージを1減らし、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーがファンファーレでそれに1ダメージを与えると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 1 play points
    And my hand holds "Clause Caster Brute"
    And my opponent's field holds "Unseen BP02-004 Elf Girl Liza"
    When my opponent applies the modifications of "Unseen BP02-004 Elf Girl Liza" first
    Then the action succeeds
    When I play "Clause Caster Brute" targeting "Unseen BP02-004 Elf Girl Liza"
    Then the action succeeds
    And "Unseen BP02-004 Elf Girl Liza" has 2 attack and 3 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_34, engine.sve.replacement.x__continuous__mutmut_35
  @cr-10.10.2
  Scenario: Survivor2 repl: a follower's own reduction put first does not shield another follower
    Rule(en): My opponent's follower takes 1 less damage by its own ability, and my opponent applies it first. My follower that deals 1 more damage attacks another of their followers: that reduction is not its, so 2 damage is dealt.
    Rule(ja): 相手のフォロワーは自身の能力で受けるダメージが1減り、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーで相手の別のフォロワーを攻撃すると、その減少はそのフォロワーのものではないので、2ダメージが与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                   | state   |
      | Pin Self Ward Follower |         |
      | Ogre                   | engaged |
    When my opponent applies the modifications of "Pin Self Ward Follower" first
    Then the action succeeds
    When I attack "Ogre" with "Order Brute"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_49, engine.sve.replacement.x__continuous__mutmut_50
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first for the enemy's followers does not shield its owner's own
    Rule(en): My opponent's amulet makes my followers, not theirs, take 1 less damage, and my opponent applies it first for their follower. My follower that deals 1 more damage attacks theirs: the reduction does not reach it, so 2 damage is dealt.
    Rule(ja): 相手のアミュレットは相手のではなく自分のフォロワーが受けるダメージを1減らし、相手は自分のフォロワーのためにそれを先に適用します。与えるダメージが1増える自分のフォロワーで相手のフォロワーを攻撃すると、その減少は届かないので、2ダメージが与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                  | state   |
      | Pin Enemy Ward Amulet |         |
      | Ogre                  | engaged |
    When my opponent applies the modifications of "Pin Enemy Ward Amulet" first
    Then the action succeeds
    When I attack "Ogre" with "Order Brute"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_49, engine.sve.replacement.x__continuous__mutmut_50, engine.sve.replacement.x__continuous__mutmut_56
  @cr-10.10.2
  Scenario: Survivor2 repl: a reduction put first for the other followers does not shield the card that has it
    Rule(en): My opponent's follower makes their other followers take 1 less damage, and my opponent applies it first. My follower that deals 1 more damage attacks that follower itself: the reduction is not for it, so 2 damage is dealt.
    Rule(ja): 相手のフォロワーは相手の他のフォロワーが受けるダメージを1減らし、相手はそれを先に適用します。与えるダメージが1増える自分のフォロワーでそのフォロワー自身を攻撃すると、その減少はそれのためではないので、2ダメージが与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card                    | state   |
      | Pin Other Ward Follower | engaged |
    When my opponent applies the modifications of "Pin Other Ward Follower" first
    Then the action succeeds
    When I attack "Pin Other Ward Follower" with "Order Brute"
    Then the action succeeds
    And "Pin Other Ward Follower" has 0 attack and 1 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_28
  @cr-10.10.2
  Scenario: Survivor2 repl: a defender's own increase put first does not change the damage it takes
    Rule(en): My follower with 1 attack attacks my opponent's follower that deals 1 more damage by its own ability; that ability does not change damage it takes. My opponent applies it first: nothing changes the damage first, so it takes 1 damage.
    Rule(ja): 攻撃力1の自分のフォロワーが、自身の能力で与えるダメージが1増える相手のフォロワーを攻撃します。その能力は受けるダメージを変えません。相手がそれを先に適用しても先に変わるものはないので、それは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Rune Apprentice"
    And my opponent's field holds:
      | card        | state   |
      | Order Brute | engaged |
    When my opponent applies the modifications of "Order Brute" first
    Then the action succeeds
    When I attack "Order Brute" with "Rune Apprentice"
    Then the action succeeds
    And "Order Brute" has 1 attack and 1 defense

  # kills: engine.sve.replacement.x_reduced_to_nothing_first__mutmut_5, engine.sve.replacement.x_reduced_to_nothing_first__mutmut_6, engine.sve.replacement.x__modifications_by__mutmut_8, engine.sve.replacement.x__modifications_by__mutmut_13
  @cr-10.10.2
  Scenario: Survivor2 repl: a leader's reduction of attack damage put first stops a follower's lasting increase
    Rule(en): In their turn my opponent made their leader take 2 less damage from attacks until the end of my turn, and applies that first. In my turn my follower with 1 attack gets "deals 1 more damage" from my spell and attacks their leader: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手は自分のターンに、次のこちらのターン終了時まで相手リーダーが攻撃から受けるダメージを2減らし、それを先に適用します。自分のターンに攻撃力1の自分のフォロワーが自分のスペルで「与えるダメージが1増える」を得て相手リーダーを攻撃すると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Rune Apprentice"
    And my hand holds "Fury Draught"
    And my opponent's hand holds "Rampart Vow"
    When my opponent plays "Rampart Vow"
    And my opponent applies the modifications of "Rampart Vow" first
    And my opponent ends the turn
    And I play "Fury Draught" targeting "Rune Apprentice"
    And I attack the enemy leader with "Rune Apprentice"
    Then the action succeeds
    And my opponent's leader has 20 defense

  # kills: engine.sve.replacement.x__continuous__mutmut_15
  @cr-10.10.2
  Scenario: Survivor2 repl: an increase that counts followers, put first, reads the count from its own card
    Rule(en): My amulet makes my followers deal 1 more damage for each follower I have, and I have two. My opponent applies that increase first and then their "takes 1 less damage": 1 becomes 3, then 2, so their follower takes 2 damage.
    Rule(ja): 自分のアミュレットは、自分のフォロワー1体につき自分のフォロワーが与えるダメージを1増やし、自分のフォロワーは2体です。相手がその増加を先に、次に相手の「受けるダメージが1減る」を適用すると、1が3になり次に2になるので、相手のフォロワーは2ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Rune Apprentice |
      | Zero Imp        |
      | Pack Banner     |
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Ogre          | engaged |
    When my opponent applies the modifications of "Pack Banner" and "Stone Bastion" first
    Then the action succeeds
    When I attack "Ogre" with "Rune Apprentice"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense
