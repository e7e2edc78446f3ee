@sve
Feature: Pins found by mutation testing, round 6 (the last open mutants of the SVE engine)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md, "Round 6 (m-sve6a)"). The comment above a scenario names the mutants it kills
  (numbered as in the central mutmut run on d2d3f82).

  # kills: engine.sve.effects.x__engage__mutmut_21, _22, _24, _25, _26, _28, _29
  @cr-5.4
  Scenario: An effect that engages an enemy follower is recorded for me and for that follower
    Rule(en): When my spell engages one of my opponent's followers, the game records that I engaged that follower.
    Rule(ja): 自分のスペルが相手のフォロワーをアクト状態にしたとき、自分がそのフォロワーをアクト状態にしたことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.4

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Fighter"
    And my hand holds "Binding Vines"
    When I play "Binding Vines" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is engaged
    And these events happened in this order:
      | event   | player | card          |
      | played  | me     | Binding Vines |
      | engaged | me     | Test Fighter  |

  # kills: engine.sve.effects.x__engage__mutmut_21, _22, _24, _25 (the stand side)
  @cr-5.4
  Scenario: An effect that stands my follower up in my end phase is recorded for the opponent whose amulet did it
    Rule(en): When my opponent's amulet stands my engaged follower up at the end of my turn, the game records that my opponent stood that follower up.
    Rule(ja): 自分のターン終了時に相手のアミュレットが自分のアクト状態のフォロワーをスタンドさせたとき、相手がそのフォロワーをスタンドさせたことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | state   |
      | Test Fighter | engaged |
    And my opponent's field holds "Rival Horn"
    When I end my main phase
    Then the action succeeds
    And these events happened in this order:
      | event    | player      | card         |
      | stood-up | my opponent | Test Fighter |
