@sve
Feature: Pins of surviving mutants of the race log and the amulet face (mutation run, round 2, part iface)
  Mutants of engine/sve/umamusume.py and engine/sve/table.py that no test killed, put into the engine by hand,
  then told apart by a scenario through the public API. Each scenario here fails with the mutants named above it
  (numbered as in the mutants/ copy of the run) and passes on the engine. The rest of the part's pins are unit
  tests: tests/unit/test_pins_survivors2_iface.py.

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
