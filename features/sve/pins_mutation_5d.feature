@sve
Feature: Pins found by mutation testing, round 5 (the player actions of the game)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md, "Round 5 (m-sve5d)"). The comment above a scenario names the mutants of
  engine/sve/game.py it kills (numbered as in the central mutmut run on fdaf8ac).

  # kills: engine.sve.game.xǁGameǁpending_abilities__mutmut_3
  @cr-10.5 @cr-10.6
  Scenario: The ability waiting for my selection is listed first among the pending abilities
    Rule(en): While the end-phase ability I ordered first waits for me to select its target, it still counts as pending and comes before the two abilities that wait their turn.
    Rule(ja): 最初に選んだエンドフェイズの能力が対象の選択を待っている間も、その能力は待機中の能力として扱われ、順番を待つ残り2つの能力より先に並びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.5 and 10.6

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my deck holds 3 cards
    And my field holds:
      | card        |
      | Dawn Bell   |
      | Dusk Bell   |
      | Dusk Archer |
    And my opponent's field holds "Test Goblin"
    When I end my main phase
    And I resolve the pending ability of "Dusk Archer" first
    Then the action succeeds
    And the pending abilities are:
      | player | card        | trigger   |
      | me     | Dusk Archer | end_phase |
      | me     | Dawn Bell   | end_phase |
      | me     | Dusk Bell   | end_phase |

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_126
  @cr-10.4 @cr-8.2
  Scenario: I pick which cards pay an alternative cost when more could
    Rule(en): With three spells in my cemetery, an alternative cost that banishes two of them takes the two I name and leaves the third where it is.
    Rule(ja): 墓場にスペルが3枚あるとき、そのうち2枚を消滅させる別のコストは、自分が指定した2枚を消滅させ、残りの1枚は墓場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card       |
      | Fireball   |
      | Study      |
      | Crossroads |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Study"
    Then the action succeeds
    And my banished zone holds 2 cards
    And "Crossroads" is in my cemetery
    And I have 0 play points

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_152, _153, _154
  @cr-10.6
  Scenario: I cannot name the target of my spell when my opponent selects it
    Rule(en): When my spell lets my opponent select its target, naming a target myself as I play it is refused and nothing happens; the card stays in my hand.
    Rule(ja): 自分のスペルの対象を相手が選ぶとき、プレイする際に自分で対象を指定することはできず、何も起こりません。カードは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Tribute Demand"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Tribute Demand" targeting "Goblin A"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
