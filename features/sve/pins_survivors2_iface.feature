@sve
Feature: Pins of surviving mutants of the race log, the amulet face and token room (mutation run, round 2, part iface)
  Mutants of engine/sve/umamusume.py, engine/sve/table.py and engine/sve/tokens.py that no test killed, put into the engine by hand,
  then told apart by a scenario through the public API. Each scenario here fails with the mutants named above it
  (numbered as in the mutants/ copy of the run) and passes on the engine. The rest of the part's pins are unit
  tests: tests/unit/test_pins_survivors2_iface.py. Cards: engine/sve/cards.yaml (pinsurv2iface section).

  # kills: engine.sve.umamusume.x_race__mutmut_2, _3, _4, _5, _6, _7, _8, _9
  @cr-14.2.3.1
  Scenario: Survivor2 iface: a served follower's race is recorded as its owner's, naming the follower
    Rule(en): When I serve my follower it races once; the log records that race as mine and says which follower raced.
    Rule(ja): 自分のフォロワーに食事をさせると、そのフォロワーは1回レースをします。記録には、そのレースが自分のものであることと、どのフォロワーがレースをしたかが残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.3.1

    Given it is my main phase with 1 play point
    And my evolve deck holds:
      | card   | face |
      | Carrot | down |
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And these events happened in this order:
      | event | player | card         |
      | raced | me     | Special Week |

  # kills: engine.sve.table.x_as_amulet__mutmut_13, _14, _15, _16, _17, _18
  @cr-5.25.2 @cr-5.25.2.1
  Scenario: Survivor2 iface: a follower turned into an amulet shows no attack and no defense
    Rule(en): A follower changed into an amulet has what an amulet has: no attack and no defense, which the engine shows as 0; it stays on the field.
    Rule(ja): アミュレットに変わったフォロワーはアミュレットが持つものだけを持ち、攻撃力も体力も持ちません（エンジンは0と示します）。場には残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.25.2 and 5.25.2.1

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my hand holds "Amulet Curse Spell"
    When I play "Amulet Curse Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 0 attack and 0 defense
    And "Test Knight" is on my field

  # kills: engine.sve.tokens.x_made_count__mutmut_2, _3, _23, _69, _70, _71
  @cr-9.1.2 @cr-4.4.4.2 @cr-4.8.3.2
  Scenario: Survivor2 iface: when only one set of the tokens fits, they are made without a choice
    Rule(en): My spell makes a Knight in my EX area, another Knight there, then a Fairy on my field. My field is full and my EX area has room for two: only the two Knights can be made, so they are made without my being asked, and the Fairy is not.
    Rule(ja): 自分のスペルはEXエリアにナイトを1体、さらにもう1体、そして場にフェアリーを1体出します。場は満杯で、EXエリアには2枚分の空きがあります。出せるのは2体のナイトだけなので、選択を求められずにそれらが出され、フェアリーは出ません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.2, 4.4.4.2 and 4.8.3.2

    Given it is my main phase with 0 play points
    And my hand holds "Pin Reserve Muster"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Pin Reserve Muster"
    Then the action succeeds
    And my EX area holds 2 "Knight"
    And my field holds 0 "Fairy"
    And "Pin Reserve Muster" is in my cemetery

  # kills: engine.sve.tokens.x_made_count__mutmut_54
  @cr-9.1.2 @cr-4.4.4.2
  Scenario: Survivor2 iface: a token that would take the last place on the field leaves the choice to its controller
    Rule(en): My spell makes a Knight (on my field, or in my EX area when the field is full), then a Fairy that only goes on my field. With one place left on the field and one in the EX area, only one of them can be made, so I choose: I take the Fairy, and the Knight is not made.
    Rule(ja): 自分のスペルはナイトを1体（場に、場が満杯ならEXエリアに）出し、次に場にだけ出るフェアリーを1体出します。場に1枚、EXエリアに1枚の空きしかないので、出せるのはどちらか1体だけで、自分が選びます。フェアリーを選ぶと、ナイトは出ません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.2 and 4.4.4.2

    Given it is my main phase with 0 play points
    And my hand holds "Pin Overflow Muster"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Pin Overflow Muster"
    Then the game waits for me
    When I choose to make "Fairy"
    Then the action succeeds
    And my field holds 1 "Fairy"
    And my field holds 0 "Knight"
    And my EX area holds 0 "Knight"

  # kills: engine.sve.tokens.x_made_count__mutmut_20
  @cr-9.1.2 @cr-4.4.4.2 @cr-4.8.3.2
  Scenario: Survivor2 iface: with a full field a token for the field only is not made and nothing is asked
    Rule(en): The same spell with my field full and one place in my EX area: the Knight goes to the EX area and the Fairy, which only goes on the field, cannot be made, so nothing is left to choose.
    Rule(ja): 同じスペルで、場が満杯でEXエリアに1枚分の空きがある場合、ナイトはEXエリアに出て、場にしか出ないフェアリーは出せないので、選ぶものは何もありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.2, 4.4.4.2 and 4.8.3.2

    Given it is my main phase with 0 play points
    And my hand holds "Pin Overflow Muster"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Pin Overflow Muster"
    Then the action succeeds
    And my EX area holds 1 "Knight"
    And my field holds 0 "Fairy"
    And "Pin Overflow Muster" is in my cemetery
