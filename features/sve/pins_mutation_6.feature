@sve
Feature: Pins found by mutation testing (game.py: evolving, searching and the player actions)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of engine/sve/game.py it kills
  (numbered as in the central mutmut run on d2d3f82).

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_114, _115, _116, _119, _120, _121, _124, _125
  @cr-12.2
  Scenario: Evolving a follower is recorded for the player who evolved it and for the evolved card
    Rule(en): When I evolve a follower of mine, the game records an evolution made by me, of the card that is now evolved.
    Rule(ja): 自分のフォロワーを進化させると、ゲームには自分が行った進化として、進化したそのカードの進化が記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 12.2

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And these events happened in this order:
      | event   | player | card             |
      | evolved | me     | Evolving Fighter |

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_142, _146
  @cr-5.8
  Scenario: The card I pick for an activated ability's search is the one it takes
    Rule(en): When an activated ability searches my deck for a follower and I say which of the fitting cards I take, that card comes to my hand and the other fitting cards stay in my deck.
    Rule(ja): 起動能力でデッキからフォロワーをサーチするとき、条件に合うカードのうち自分が選んだカードが手札に加わり、ほかの合うカードはデッキに残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 1 play point
    And my field holds "Scouting Totem"
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    When I activate "Scouting Totem" picking "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my hand
    And "Test Goblin" is in my deck
    And "Test Knight" is in my deck
