@sve
Feature: CR chapters 2 and 3, clause by clause: a leader's defense, who controls an effect, and the limits on points
  Scenarios for the clauses of chapters 2 (card information) and 3 (player information) that the engine
  honours and that a scenario can show without a card of a later set.

  @cr-2.8.3 @cr-2.8.3.1
  Scenario: CR 2.8.3.1: both leaders start a prepared game with 20 defense
    Rule(en): Each leader's defense is 20 when the game begins.
    Rule(ja): ゲーム開始時、各リーダーの体力は20である。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 2.8.3 and 2.8.3.1

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                 | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3 |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit   | 3      |
      | Fanfare Archer                                                        | 3      |
      | Fanfare Scholar                                                       | 1      |
    And the game is prepared with seed 3
    Then my leader has 20 defense
    And my opponent's leader has 20 defense

  @cr-3.1.2.4
  Scenario: CR 3.1.2.4: a Quick card I play in my opponent's turn gives defense to my leader, not the turn player's
    Rule(en): The player who plays a card controls its effect, so "your leader" in that effect is that player's leader even during the opponent's turn.
    Rule(ja): カードをプレイしたプレイヤーがその効果のプレイヤーなので、相手のターン中でも効果中の「自分のリーダー」はそのプレイヤーのリーダーである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 3.1.2.4

    Given it is my opponent's main phase and I have 1 play point
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense
    And my opponent's leader has 20 defense

  @cr-3.2.4 @cr-3.2.4.1 @card-BP01-079
  Scenario: CR 3.2.4.1: Aiela's Last Words cannot raise maximum play points above 10
    Rule(en): Maximum play points never go above 10; an increase at 10 leaves them at 10.
    Rule(ja): PP最大値は10を超えない。10のときに増やしても10のままである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.2.4 and 3.2.4.1

    Given it is my main phase with 10 play points
    And my field holds "Aiela, Dragon Knight"
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Aiela, Dragon Knight"
    Then the action succeeds
    And "Aiela, Dragon Knight" is in my cemetery
    And I have 10 maximum play points

  @cr-3.2.4.1 @card-BP01-079
  Scenario: CR 3.2.4.1: below 10, Aiela's Last Words raises my maximum play points by 1
    Rule(en): Below the ceiling of 10, an increase of maximum play points takes effect in full.
    Rule(ja): 上限の10未満なら、PP最大値の増加はそのまま適用される。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 3.2.4.1

    Given it is my main phase with 5 play points
    And my field holds "Aiela, Dragon Knight"
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Aiela, Dragon Knight"
    Then the action succeeds
    And I have 6 maximum play points
    And I have 4 play points

  @cr-3.2.5 @cr-3.2.5.1
  Scenario: CR 3.2.5.1: evolution points have no ceiling: 10 become 12
    Rule(en): An effect may give evolution points, and there is no upper limit to how many a player has.
    Rule(ja): 効果でEPを得ることがあり、持てるEPの数に上限はない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.2.5 and 3.2.5.1

    Given it is my main phase with 0 play points
    And I have 10 evolution points
    And my hand holds "Spark of Growth"
    When I play "Spark of Growth"
    Then the action succeeds
    And I have 12 evolution points
