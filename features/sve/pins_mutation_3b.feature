@sve
Feature: Pins found by mutation testing (zones, continuous, deck, table, handling, targets, game)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The test cards are generic: each asks for one field of a
  target filter, so one wrong comparison in the engine shows.

  # kills: engine.sve.targets.x_matches__mutmut_75, 76, 77, 78, 79, 81, 83, 84
  @cr-10.6 @cr-2.7
  Scenario: A spell that selects an enemy follower with at most 2 attack may select one with exactly 2
    Rule(en): "A follower with attack 2 or less" includes a follower whose attack is exactly 2; selecting it is allowed and the spell destroys it.
    Rule(ja): 「攻撃力2以下のフォロワー」には攻撃力がちょうど2のフォロワーも含まれます。それを選ぶことができ、スペルはそれを破壊します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.7

    Given it is my main phase with 1 play point
    And my hand holds "Weakling Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Weakling Cull" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Test Knight" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_72, 73, 80, 82, 87
  @cr-10.6 @cr-2.7
  Scenario: A spell that selects an enemy follower with at most 2 attack cannot select one with 3
    Rule(en): A follower whose attack is above the limit the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す上限より攻撃力が高いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.7

    Given it is my main phase with 1 play point
    And my hand holds "Weakling Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Weakling Cull" targeting "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_81, 86
  @cr-10.6 @cr-2.7
  Scenario: A spell that selects an enemy follower with at least 3 attack may select one with exactly 3
    Rule(en): "A follower with attack 3 or more" includes a follower whose attack is exactly 3; the spell may select and destroy it.
    Rule(ja): 「攻撃力3以上のフォロワー」には攻撃力がちょうど3のフォロワーも含まれます。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.7

    Given it is my main phase with 1 play point
    And my hand holds "Brute Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Brute Cull" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Fighter" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_74, 85, 87
  @cr-10.6 @cr-2.7
  Scenario: A spell that selects an enemy follower with at least 3 attack cannot select one with 2
    Rule(en): A follower whose attack is below the minimum the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す下限より攻撃力が低いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.7

    Given it is my main phase with 1 play point
    And my hand holds "Brute Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Brute Cull" targeting "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_91, 92, 93, 94, 95, 97, 99, 100
  @cr-10.6 @cr-2.8
  Scenario: A spell that selects an enemy follower with at most 2 defense may select one with exactly 2
    Rule(en): "A follower with defense 2 or less" includes a follower whose defense is exactly 2; the spell may select and destroy it.
    Rule(ja): 「体力2以下のフォロワー」には体力がちょうど2のフォロワーも含まれます。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.8

    Given it is my main phase with 1 play point
    And my hand holds "Frail Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Frail Cull" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Test Knight" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_88, 89, 96, 98, 103
  @cr-10.6 @cr-2.8
  Scenario: A spell that selects an enemy follower with at most 2 defense cannot select one with 3
    Rule(en): A follower whose defense is above the limit the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す上限より体力が高いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.8

    Given it is my main phase with 1 play point
    And my hand holds "Frail Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Frail Cull" targeting "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_97, 102
  @cr-10.6 @cr-2.8
  Scenario: A spell that selects an enemy follower with at least 3 defense may select one with exactly 3
    Rule(en): "A follower with defense 3 or more" includes a follower whose defense is exactly 3; the spell may select and destroy it.
    Rule(ja): 「体力3以上のフォロワー」には体力がちょうど3のフォロワーも含まれます。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.8

    Given it is my main phase with 1 play point
    And my hand holds "Sturdy Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Sturdy Cull" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Fighter" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_90, 101, 103
  @cr-10.6 @cr-2.8
  Scenario: A spell that selects an enemy follower with at least 3 defense cannot select one with 2
    Rule(en): A follower whose defense is below the minimum the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す下限より体力が低いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.8

    Given it is my main phase with 1 play point
    And my hand holds "Sturdy Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Sturdy Cull" targeting "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_46
  @cr-10.6 @cr-2.5
  Scenario: A spell that selects an enemy follower costing at most 2 may select one costing exactly 2
    Rule(en): "A follower with cost 2 or less" includes a follower whose cost is exactly 2; the spell may select and destroy it.
    Rule(ja): 「コスト2以下のフォロワー」にはコストがちょうど2のフォロワーも含まれます。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Cheap Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Cheap Cull" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Test Knight" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_47
  @cr-10.6 @cr-2.5
  Scenario: A spell that selects an enemy follower costing at most 2 cannot select one costing 3
    Rule(en): A follower whose cost is above the limit the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す上限よりコストが高いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Cheap Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Cheap Cull" targeting "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_50
  @cr-10.6 @cr-2.5
  Scenario: A spell that selects an enemy follower costing at least 3 may select one costing exactly 3
    Rule(en): "A follower with cost 3 or more" includes a follower whose cost is exactly 3; the spell may select and destroy it.
    Rule(ja): 「コスト3以上のフォロワー」にはコストがちょうど3のフォロワーも含まれます。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Costly Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Costly Cull" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Fighter" is on my opponent's field

  # kills: engine.sve.targets.x_matches__mutmut_51
  @cr-10.6 @cr-2.5
  Scenario: A spell that selects an enemy follower costing at least 3 cannot select one costing 2
    Rule(en): A follower whose cost is below the minimum the spell names cannot be selected; the play is refused and nothing changes.
    Rule(ja): スペルが示す下限よりコストが低いフォロワーは選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Costly Cull"
    And my opponent's field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    When I play "Costly Cull" targeting "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_57, 59, 60, 61, 62, 63; engine.sve.zones.x_move__mutmut_104, 107, 110, 111 (event kind)
  @cr-10.6 @cr-12.2
  Scenario: A spell that selects an evolved enemy follower may select one that has evolved
    Rule(en): A follower that has evolved counts as an evolved follower; the spell may select and destroy it.
    Rule(ja): 進化したフォロワーは進化後のフォロワーです。スペルはそれを選んで破壊できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 12.2

    Given it is my main phase with 1 play point
    And my hand holds "Evolved Cull"
    And my opponent's field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
      | Test Fighter     | no      |
    When I play "Evolved Cull" targeting "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is in my opponent's evolve deck
    And "Test Fighter" is on my opponent's field
    And these events happened in this order:
      | event            |
      | evolved-card-out |
      | left-field       |

  # kills: engine.sve.targets.x_matches__mutmut_58, 63, 64
  @cr-10.6 @cr-12.2
  Scenario: A spell that selects an evolved enemy follower cannot select one that has not evolved
    Rule(en): A follower that has not evolved is not an evolved follower and cannot be selected; the play is refused and nothing changes.
    Rule(ja): 進化していないフォロワーは進化後のフォロワーではなく、選べません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 12.2

    Given it is my main phase with 1 play point
    And my hand holds "Evolved Cull"
    And my opponent's field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
      | Test Fighter     | no      |
    When I play "Evolved Cull" targeting "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_matches__mutmut_8, 9
  @cr-10.6 @cr-2.3
  Scenario: A spell that selects an enemy leader or follower cannot select an enemy amulet
    Rule(en): "A leader or a follower" offers leaders and followers only; an amulet is neither, so selecting it is refused and nothing changes.
    Rule(ja): 「リーダーかフォロワー」で選べるのはリーダーとフォロワーだけです。アミュレットはどちらでもないので、選ぶことは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 2.3

    Given it is my main phase with 1 play point
    And my hand holds "Test Bolt"
    And my opponent's field holds:
      | card         |
      | Test Amulet  |
      | Test Fighter |
    When I play "Test Bolt" targeting "Test Amulet"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.targets.x_plan_selections__mutmut_25, 29, 40
  @cr-10.6
  Scenario: A spell may leave its "up to one" selection empty and still make its later selection
    Rule(en): "Up to one" may select none. When I select only my own follower, the empty first selection leaves that follower to the spell's second selection: it gets +1 attack and no enemy follower is damaged.
    Rule(ja): 「1体まで」は1体も選ばなくてかまいません。自分のフォロワーだけを選ぶと、最初の選択は空のままで、そのフォロワーは2つ目の選択に回ります。攻撃力+1を得て、相手のフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Skippable Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Skippable Volley" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 3 attack
    And "Test Goblin" has 1 attack and 2 defense

  # kills: engine.sve.targets.x_plan_selections__mutmut_27, 59
  @cr-10.6
  Scenario: A spell that selects up to one enemy follower and then one of mine may select both
    Rule(en): The spell makes both of its selections: the enemy follower takes 1 damage and my follower gets +1 attack.
    Rule(ja): スペルは2つの選択をどちらも行えます。相手のフォロワーは1ダメージを受け、自分のフォロワーは攻撃力+1を得ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Skippable Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Skippable Volley" targeting "Test Goblin" and "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 3 attack
    And "Test Goblin" has 1 attack and 1 defense

  # kills: engine.sve.targets.x_plan_selections__mutmut_41
  @cr-10.6
  Scenario: A spell's last "up to one" selection may be left empty after its first selection
    Rule(en): The spell first selects one of my followers, then up to one enemy follower; selecting only my follower leaves the second selection empty: my follower gets +1 attack and no enemy follower is damaged.
    Rule(ja): スペルはまず自分のフォロワー1体を、次に相手のフォロワー1体までを選びます。自分のフォロワーだけを選ぶと2つ目の選択は空になり、自分のフォロワーは攻撃力+1を得て、相手のフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Rally Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Rally Volley" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 3 attack
    And "Test Goblin" has 1 attack and 2 defense

  # kills: engine.sve.targets.x_plan_selections__mutmut_28
  @cr-10.6
  Scenario: A spell that selects one of my followers and then up to one enemy follower may select both
    Rule(en): The spell makes both of its selections: my follower gets +1 attack and the enemy follower takes 1 damage.
    Rule(ja): スペルは2つの選択をどちらも行えます。自分のフォロワーは攻撃力+1を得て、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Rally Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Rally Volley" targeting "Test Fighter" and "Test Goblin"
    Then the action succeeds
    And "Test Fighter" has 3 attack
    And "Test Goblin" has 1 attack and 1 defense

  # kills: engine.sve.targets.x_plan_selections__mutmut_24, 26
  @cr-10.6
  Scenario: Of two "up to one" selections, the first may be made and the second left empty
    Rule(en): Both selections of the spell are "up to one"; selecting only an enemy follower fills the first one: that follower takes 1 damage and my follower gets nothing.
    Rule(ja): スペルの2つの選択はどちらも「1体まで」です。相手のフォロワーだけを選ぶと最初の選択になり、そのフォロワーは1ダメージを受け、自分のフォロワーは何も得ません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Open Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Open Volley" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" has 1 attack and 1 defense
    And "Test Fighter" has 2 attack

  # kills: engine.sve.targets.x_plan_selections__mutmut_52 (a crash instead of the typed refusal)
  @cr-10.6
  Scenario: A spell that must select one of my followers is refused when none is named
    Rule(en): Its selection of one of my followers is not "up to"; playing it without naming one, while I have a follower to select, is refused and nothing changes.
    Rule(ja): 自分のフォロワー1体を選ぶ選択は「まで」ではありません。選べるフォロワーがいるのに1体も指定せずにプレイすることは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Rally Volley"
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin"
    When I play "Rally Volley"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # kills: engine.sve.handling.x_handle__mutmut_15, 16
  @cr-11.1 @cr-11.3
  Scenario: Rules handling checks the field again after a destruction takes away another follower's defense
    Rule(en): Rules handling repeats until it finds nothing more to do. When the follower that gave my opponent's other followers +1 defense is destroyed, a damaged follower that only lived on that bonus is at 0 defense and is destroyed in the same rules handling.
    Rule(ja): ルール処理は、行うことがなくなるまで繰り返されます。相手の他のフォロワーに体力+1を与えていたフォロワーが破壊されると、その修整だけで残っていたダメージを受けたフォロワーは体力0になり、同じルール処理で破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 11.1 and 11.3

    Given it is my main phase with 1 play point
    And my hand holds "Test Bolt"
    And my opponent's field holds:
      | card           | damage |
      | Test Goblin    | 2      |
      | Shield Captain | 0      |
    When I play "Test Bolt" targeting "Shield Captain"
    Then the action succeeds
    And "Shield Captain" is in my opponent's cemetery
    And "Test Goblin" is in my opponent's cemetery

  # kills: engine.sve.handling.x_handle__mutmut_38, 40, 43, 44
  @SVE-JA-R006 @cr-1.2 @cr-11.2
  Scenario: Bringing the enemy leader to 0 defense ends the game in the same rules handling
    Checks(en): Bringing the enemy leader to 0 defense ends the game in the same rules handling
    Checks(ja): 相手のリーダーの体力を0にすると、同じルール処理の中でゲームが終わる
    Source: sve-summary-ja, rule statement 6

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then I win the game
    And these events happened in this order:
      | event     |
      | combat    |
      | game-over |

  # kills: engine.sve.continuous.x__any_named__mutmut_1
  @cr-10.9 @cr-2.5
  Scenario: A cost change applies when its source is the only card on the field
    Rule(en): A continuous effect that makes my spells in hand cost 1 less applies while its source is on my field, even when no other card is on either field.
    Rule(ja): 手札の自分のスペルのコストを1下げる永続効果は、その発生源が自分の場にある間、どちらの場に他のカードがなくても適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my field holds "Spell Focus"
    And my hand holds "Fireball"
    Then "Fireball" costs 0 play points

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_51, 69
  @cr-10.9 @cr-2.5
  Scenario: An amulet that makes the cards in my hand cost less does not make itself cost less from my hand
    Rule(en): Its continuous ability works while it is on the field; while the amulet itself is in my hand, the ability does nothing, so it costs what it says.
    Rule(ja): その永続能力は場にある間だけ働きます。そのアミュレット自身が手札にある間は何もしないので、コストは書かれたとおりです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my hand holds "Hand Relic"
    Then "Hand Relic" costs 3 play points

  # kills: engine.sve.zones.x_enter_field__mutmut_21, 24, 28, 29, 32, 36, 37, 47, 48, 49, 50, 80, 85, 90, 91
  @cr-5.27 @cr-5.5
  Scenario: A follower played from my EX area keeps the attack and defense changes it was given there
    Rule(en): Changes to attack and defense given to a card in the EX area stay with it when it is put onto the field from there.
    Rule(ja): EXエリアにあるカードに与えられた攻撃力と体力の修整は、そこから場に出たときもそのまま残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.27 and 5.5

    Given it is my main phase with 2 play points
    And my EX area holds:
      | card         | attack | defense |
      | Test Fighter | +1     | +2      |
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Fighter" has 3 attack and 4 defense
    And the event "entered-field" happened

  # kills: engine.sve.zones.x_enter_field__mutmut_60, 64, 65
  @cr-13.3 @cr-15.1
  Scenario: A Stack amulet played from my EX area adds a Stack counter to those it kept there
    Rule(en): Counters stay on a card put onto the field from the EX area, and a Stack amulet put onto the field gets one more Stack counter.
    Rule(ja): EXエリアから場に出たカードのカウンターは残り、場に出たスタックを持つアミュレットはさらにスタックカウンターを1つ得ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 15.1

    Given it is my main phase with 5 play points
    And my EX area holds:
      | card   | counters |
      | Stack Obelisk | stack 2  |
    When I play "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" has 3 stack counters

  # kills: engine.sve.zones.x_move__mutmut_66
  @cr-10.9 @cr-5.6
  Scenario: A follower leaving the field does not end the effects on another follower
    Rule(en): "+2 attack until the end of the turn" on one of my followers lasts until the end of the turn, even when another of my followers is destroyed before that.
    Rule(ja): 自分のフォロワー1体への「ターン終了時まで攻撃力+2」は、その前に自分の別のフォロワーが破壊されても、ターン終了時まで続きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.6

    Given it is my main phase with 1 play point
    And my hand holds "Battle Cry"
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Goblin  |
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I play "Battle Cry" targeting "Test Fighter"
    And I attack "Test Knight" with "Test Goblin"
    Then "Test Goblin" is in my cemetery
    And "Test Fighter" has 4 attack

  # kills: engine.sve.zones.x_move__mutmut_53, 58, 63, 64; engine.sve.zones.x_discard__mutmut_11, 14, 17, 18 (event kinds)
  @cr-5.12
  Scenario: A card discarded to pay a cost moves from my hand to my cemetery, and the discard is recorded
    Rule(en): Discarding puts the card from my hand into my cemetery; the game records the move and the discard, in that order.
    Rule(ja): 捨てると、そのカードは手札から墓場に置かれます。ゲームはその移動と捨てたことを、この順に記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.12

    Given it is my main phase with 0 play points
    And my field holds "Mad Scholar"
    And my hand holds "Test Goblin"
    And my deck holds 2 cards
    When I activate "Mad Scholar" paying with "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And these events happened in this order:
      | event     |
      | moved     |
      | discarded |

  # kills: engine.sve.zones.x_draw__mutmut_6, 8, 10, 11 (event kind)
  @SVE-JA-R007 @cr-1.2 @cr-11.2 @cr-5.10
  Scenario: Drawing from an empty deck is recorded and loses the game
    Checks(en): Drawing from an empty deck is recorded and loses the game
    Checks(ja): 空のデッキから引いたことが記録され、ゲームに負ける
    Source: sve-summary-ja, rule statement 7

    Given it is my opponent's main phase and I have 0 play points
    And my opponent's deck holds 0 cards
    And my opponent's hand holds "Study"
    When my opponent plays "Study"
    Then I win the game
    And these events happened in this order:
      | event                |
      | drew-from-empty-deck |
      | game-over            |

  # kills: engine.sve.zones.x_place__mutmut_10, 13, 16, 17 (event kind)
  @SVE-EN-077 @cr-9.1
  Scenario: A destroyed token ceases to exist, and its removal is recorded
    Checks(en): A destroyed token ceases to exist, and its removal is recorded
    Checks(ja): 破壊されたトークンは消え、そのことが記録される
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 1 play point
    And my opponent's field holds "Fairy"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And the event "token-removed" happened

  # kills: engine.sve.zones.x_move__mutmut_75, 78, 81, 82 (event kind)
  @SVE-EN-072 @cr-14.2
  Scenario: The Carrots that go back to the evolve deck when their follower leaves the field are recorded
    Checks(en): The Carrots that go back to the evolve deck when their follower leaves the field are recorded
    Checks(ja): フォロワーが場を離れてエボルヴデッキに戻るにんじんが記録される
    Source: sve-faq-en, Q&A 72

    Given it is my main phase with 3 play points
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Special Week"
    Then the action succeeds
    And my evolve deck holds 1 face-up "Carrot"
    And the event "carrot-returned" happened

  # kills: engine.sve.zones.x_place__mutmut_6, 7
  @SVE-EN-077 @cr-9.1
  Scenario: A token put into the EX area from the field stays in the game there
    Checks(en): A token put into the EX area from the field stays in the game there
    Checks(ja): 場からEXエリアに置かれたトークンは、そこでゲームに残る
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 1 play point
    And my opponent's field holds "Fairy"
    And my hand holds "Exile Gate"
    When I play "Exile Gate" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is in my opponent's EX area

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_63
  @cr-10.9 @cr-2.5
  Scenario: A card's second "this costs 1 less" works from my hand when the condition of its first is not met
    Rule(en): Each continuous ability of a card applies on its own: the first one, waiting for Spellchain 5, does nothing yet, and the second one still makes the card cost 1 less in my hand.
    Rule(ja): カードの永続能力はそれぞれ別に適用されます。連結5を待つ1つ目はまだ何もせず、2つ目はそれでも手札のそのカードのコストを1下げます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my hand holds "Patient Scholar"
    Then "Patient Scholar" costs 2 play points

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_76
  @cr-10.9 @cr-2.5
  Scenario: A card's own "this costs 1 less" works from my hand after an effect of the same ability that works only on the field
    Rule(en): While the card is in my hand, its ability's first effect (it has Rush) does nothing, and the next effect of the same ability still makes the card cost 1 less.
    Rule(ja): カードが手札にある間、その能力の最初の効果（《疾走》を持つ）は何もしませんが、同じ能力の次の効果はそれでもそのカードのコストを1下げます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my hand holds "Eager Recruit"
    Then "Eager Recruit" costs 2 play points

  # kills: engine.sve.zones.x_move__mutmut_20, 21
  @cr-10.9 @cr-5.12
  Scenario: Discarding a card does not end the cost change given to another card in my EX area
    Rule(en): Wyvern Scout puts the top card of my deck into my EX area and makes it cost 2 less; discarding another card afterwards does not take that cost change away.
    Rule(ja): Wyvern Scoutはデッキの一番上のカードをEXエリアに置き、そのコストを2下げます。その後に別のカードを捨てても、そのコストの変更はなくなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.12

    Given it is my main phase with 3 play points
    And my deck holds:
      | card        |
      | Test Knight |
      | Test Goblin |
      | Test Goblin |
    And my hand holds:
      | card         |
      | Wyvern Scout |
      | Test Fighter |
    And my field holds "Mad Scholar"
    When I play "Wyvern Scout"
    And I activate "Mad Scholar" paying with "Test Fighter"
    Then the action succeeds
    And "Test Knight" is in my EX area
    And "Test Knight" costs 1 play point

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_84, 88, 89, 90, 94, 95
  @cr-10.9
  Scenario: A continuous effect on enemy followers applies to my opponent's followers only
    Rule(en): While my amulet that gives enemy followers -1 attack is on my field, my opponent's follower has 1 less attack and mine does not.
    Rule(ja): 相手のフォロワーの攻撃力を-1する自分のアミュレットが場にある間、相手のフォロワーの攻撃力は1下がり、自分のフォロワーは変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as       |
      | Dread Banner |          |
      | Test Fighter | My Guard |
    And my opponent's field holds "Test Fighter"
    Then "Test Fighter" has 1 attack
    And "My Guard" has 2 attack

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_91, 92, 93
  @cr-10.9
  Scenario: A continuous effect on every follower applies to the followers of both players
    Rule(en): While my amulet that gives every follower -1 attack is on my field, my follower and my opponent's follower both have 1 less attack.
    Rule(ja): すべてのフォロワーの攻撃力を-1する自分のアミュレットが場にある間、自分のフォロワーも相手のフォロワーも攻撃力が1下がります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as       |
      | Fog Banner   |          |
      | Test Fighter | My Guard |
    And my opponent's field holds "Test Fighter"
    Then "Test Fighter" has 1 attack
    And "My Guard" has 1 attack

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_100
  @cr-10.9
  Scenario: A continuous effect on my other followers does not apply to its own source
    Rule(en): A follower that gives my other followers +1 defense does not give it to itself.
    Rule(ja): 自分の他のフォロワーに体力+1を与えるフォロワーは、自分自身にはそれを与えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card           |
      | Shield Captain |
      | Test Goblin    |
    Then "Shield Captain" has 1 attack and 1 defense
    And "Test Goblin" has 1 attack and 3 defense

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_117, 118, 119, 124, 125, 132, 133
  @cr-10.9 @cr-10.11
  Scenario: A follower whose attack counts my other followers reads the count from its own side
    Rule(en): A follower with "+1/+1 for each other follower on my field" has 1 more attack and defense for each of my other followers, not counting itself or my opponent's followers.
    Rule(ja): 「自分の場の他のフォロワー1体につき+1/+1」を持つフォロワーは、自分の他のフォロワーの数だけ攻撃力と体力が上がります。自分自身と相手のフォロワーは数えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 10.11

    Given it is my main phase with 0 play points
    And my field holds:
      | card        |
      | Rally Captain |
      | Test Goblin |
      | Test Knight |
    And my opponent's field holds "Test Fighter"
    Then "Rally Captain" has 3 attack and 3 defense

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_122
  @cr-10.9
  Scenario: Two continuous effects that raise the same follower's attack add up
    Rule(en): Each of my two amulets gives my followers +1 attack; both apply, so my follower has 2 more attack.
    Rule(ja): 自分の2つのアミュレットはそれぞれ自分のフォロワーの攻撃力を+1します。どちらも適用されるので、自分のフォロワーの攻撃力は2上がります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as         |
      | War Banner   | War Banner |
      | War Banner   | Banner Two |
      | Test Fighter |            |
    Then "Test Fighter" has 4 attack

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_130, 131
  @cr-10.9
  Scenario: Two continuous effects that raise the same follower's defense add up
    Rule(en): Each of my two followers gives my other followers +1 defense; both apply to my third follower, which has 2 more defense.
    Rule(ja): 自分の2体のフォロワーはそれぞれ自分の他のフォロワーの体力を+1します。どちらも3体目のフォロワーに適用され、その体力は2上がります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card           | as          |
      | Shield Captain | Captain One |
      | Shield Captain | Captain Two |
      | Test Fighter   |             |
    Then "Test Fighter" has 2 attack and 4 defense

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_153
  @cr-10.9 @cr-2.5
  Scenario: Two continuous cost changes on the same card add up
    Rule(en): Each of my two amulets makes my spells in hand cost 1 less; both apply, so a 3-cost spell costs 1.
    Rule(ja): 自分の2つのアミュレットはそれぞれ手札の自分のスペルのコストを1下げます。どちらも適用されるので、コスト3のスペルはコスト1になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | as          |
      | Spell Focus | Focus One   |
      | Spell Focus | Focus Two   |
    And my hand holds "Thrifty Rune"
    Then "Thrifty Rune" costs 1 play point

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_146
  @cr-10.9 @cr-5.14
  Scenario: Two continuous damage reductions on the same follower add up
    Rule(en): Each of my two amulets makes my followers take 1 less damage; both apply, so 3 damage to my follower becomes 1.
    Rule(ja): 自分の2つのアミュレットはそれぞれ自分のフォロワーが受けるダメージを1減らします。どちらも適用されるので、自分のフォロワーへの3ダメージは1になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.14

    Given it is my opponent's main phase with 1 play point
    And my field holds:
      | card          | as          |
      | Stone Bastion | Bastion One |
      | Stone Bastion | Bastion Two |
      | Test Knight   |             |
    And my opponent's hand holds "Fireball"
    When my opponent plays "Fireball" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 2 defense

  # kills: engine.sve.deck.x__check_copies__mutmut_22, 23, 36, 37, 38, 39
  @cr-6.1
  Scenario: A fourth copy of one evolved follower is one too many for the evolve deck
    Rule(en): The evolve deck, like the main deck, holds at most three cards of one name; a fourth copy of an evolved follower makes the deck list illegal.
    Rule(ja): エボルヴデッキもメインデッキと同じく、同じ名前のカードは3枚までです。進化後のフォロワーの4枚目を入れたデッキリストは不正です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 4      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  # kills: engine.sve.deck.x__check_copies__mutmut_24, 25, 26
  @cr-6.1 @cr-14.2
  Scenario: An Umamusume evolve deck may hold more than three Carrots
    Rule(en): The three-copies limit does not apply to Carrots; an Umamusume deck's evolve deck may hold five of them.
    Rule(ja): 同名カード3枚までの制限はにんじんには適用されません。ウマ娘デッキのエボルヴデッキには、にんじんを5枚入れられます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 6.1 and 14.2

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Silence Suzuka                                                                            | 1      |
    And my evolve deck list holds:
      | cards        | copies |
      | Carrot       | 5      |
      | Special Week | 2      |
    When my deck list is checked
    Then the deck list is accepted

  # kills: engine.sve.deck.x__check_copies__mutmut_27, 35
  @cr-6.1 @cr-14.2
  Scenario: Carrots in the evolve deck do not excuse a fourth copy of an evolved follower
    Rule(en): Carrots are exempt from the three-copies limit, but the evolved followers beside them are not: four copies of one are refused.
    Rule(ja): にんじんは同名カード3枚までの制限を受けませんが、一緒に入れる進化後のフォロワーは受けます。同じものを4枚入れることは拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 6.1 and 14.2

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Silence Suzuka                                                                            | 1      |
    And my evolve deck list holds:
      | cards        | copies |
      | Carrot       | 5      |
      | Special Week | 4      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  # kills: engine.sve.deck.x__check_copies__mutmut_29, 31, 36, 37
  @SVE-EN-006 @cr-6.1
  Scenario: A card restricted to 1 may have only one copy in the evolve deck too
    Checks(en): A card restricted to 1 may have only one copy in the evolve deck too
    Checks(ja): 制限1のカードは、エボルヴデッキでも1枚だけである
    Source: sve-faq-en, Q&A 6

    Given the format restricts "Evolving Fighter" to 1 copy
    And my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 2      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  # kills: engine.sve.deck.x_deck_basis__mutmut_3, 4
  @cr-6.1
  Scenario: A deck led by a leader without a universe cannot be declared a universe deck
    Rule(en): Only a leader that has a universe can lead a universe deck; declaring one for a class-only leader is refused.
    Rule(ja): タイトルを持つリーダーだけがタイトルで組むデッキを率いられます。クラスだけのリーダーでそれを宣言することは拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.1

    Given my deck list is led by "Forest Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the action is refused with reason "basis-unavailable"
