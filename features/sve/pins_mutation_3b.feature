@sve
Feature: Pins found by mutation testing, round 3 (zones, continuous, deck, table, handling, targets, game)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md, "Round 3 (m-sve3b)"). The test cards are generic: each asks for one field of a
  target filter, so one wrong comparison in the engine shows.

  # kills: engine.sve.targets.x_matches__mutmut_81, 83, 84 (and 75-79: the attack read wrongly)
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

  # kills: engine.sve.targets.x_matches__mutmut_97, 99, 100 (and 91-95: the defense read wrongly)
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

  # kills: engine.sve.targets.x_matches__mutmut_59, 60, 61, 62, 63
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

  # kills: engine.sve.targets.x_matches__mutmut_63, 64
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
