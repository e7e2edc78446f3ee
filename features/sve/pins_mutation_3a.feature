@sve
Feature: Pins found by mutation testing, round 3 (status, state, triggers, abilities and effects)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md, "Round 3 (m-sve3a)"). The comment above a scenario names the mutants it kills.

  # kills: engine.sve.status.x_defense_of__mutmut_6, _7, _11, _12, _15; engine.sve.status.x__lasting__mutmut_3
  @cr-10.9 @cr-5.27
  Scenario: A defense change that lasts until the end of the turn applies to its follower only, and only this turn
    Rule(en): "+0/+2 until the end of the turn" raises the chosen follower's defense by 2 now; my other followers keep their own values, and the change is gone in the next turn.
    Rule(ja): 「ターン終了時まで+0/+2」は選んだフォロワーの体力を今すぐ2上げます。自分の他のフォロワーの値は変わらず、次のターンにはその変更はなくなります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.27

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Fleeting Bulwark"
    When I play "Fleeting Bulwark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 4 defense
    And "Test Knight" has 3 attack and 3 defense
    When I end the turn
    Then the action succeeds
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.status.x_keywords_of__mutmut_17, _19, _20, _24, _25; engine.sve.status.x__lasting__mutmut_3
  @cr-10.9
  Scenario: A keyword given until the end of the turn is on its follower only, and only this turn
    Rule(en): An effect that gives a follower Ward until the end of the turn makes that follower have Ward now, not my other followers, and the follower no longer has it in the next turn.
    Rule(ja): ターン終了時までフォロワーに守護を与える効果により、そのフォロワーは今すぐ守護を持ちます。自分の他のフォロワーは持たず、次のターンにはそのフォロワーも守護を持ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Fleeting Guard"
    When I play "Fleeting Guard" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has Ward
    And "Test Knight" does not have Ward
    When I end the turn
    Then the action succeeds
    And "Test Fighter" does not have Ward

  # kills: engine.sve.status.x_defense_of__mutmut_14
  @cr-10.9 @cr-5.27
  Scenario: A continuous effect that raises defense adds to the printed defense
    Rule(en): While an amulet says my followers have +0/+1, each of my followers has 1 more defense than printed.
    Rule(ja): 自分のフォロワーは+0/+1されると書かれたアミュレットがある間、自分の各フォロワーの体力は印刷された値より1高くなります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.27

    Given it is my main phase with 0 play points
    And my field holds:
      | card          |
      | Shield Banner |
      | Test Fighter  |
    Then "Test Fighter" has 2 attack and 3 defense

  # kills: engine.sve.status.x_attack_of__mutmut_22, engine.sve.status.x_defense_of__mutmut_23
  @cr-5.27 @cr-4.4
  Scenario: A follower given +1/+1 that goes back to my hand has its printed attack and defense there
    Rule(en): A +X/+Y change belongs to the follower while it is on the field; once it returns to the hand it is a card with its printed values again.
    Rule(ja): +X/+Yの変更は場にある間のフォロワーのものです。手札に戻ったカードは再び印刷された値を持ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.27 and 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card         | attack | defense |
      | Test Fighter | +1     | +1      |
    And my hand holds "Homeward Wind"
    Then "Test Fighter" has 3 attack and 3 defense
    When I play "Homeward Wind" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my hand
    And "Test Fighter" has 2 attack and 2 defense
