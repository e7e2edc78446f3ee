@sve
Feature: Pins from the sample check of listed equivalents (issue 24, seed 5122026)
  A sample of 25 lines of docs/mutation-equivalents.txt was checked the way the outside review did: put the
  mutant into the engine, look for a scenario through the public API that tells it apart. The event log is part
  of that API; each scenario here reads an amount the log records, which the listed claim said no step read.
  The comment above a scenario names the mutants it kills (numbered as in the mutants/ copy made on bacc6d8).

  # kills: engine.sve.effects.x_deal_damage__mutmut_72
  @cr-5.14
  Scenario: Equivalent sample: the damage an attack deals to the enemy leader is recorded with its amount
    Rule(en): When my follower attacks the enemy leader, the game records the damage that leader took, with how much it was.
    Rule(ja): 自分のフォロワーが相手リーダーを攻撃すると、ゲームはそのリーダーが受けたダメージをその量とともに記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 0 play points
    And my opponent's leader has 20 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 18 defense
    And the leader damage the game recorded was 2

  # kills: engine.sve.effects.x__recover__mutmut_10, _13
  @cr-5.15
  Scenario: Equivalent sample: recovering play points is recorded with the number recovered
    Rule(en): When my spell gives me back play points, the game records the recovery with the number it states.
    Rule(ja): 自分のスペルでPPを回復すると、ゲームはその回復を書かれた数とともに記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.15

    Given it is my main phase with 2 of 7 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then I have 3 play points
    And the play point recoveries the game recorded were 2

  # kills: engine.sve.game.xǁGameǁ_finish_end_phase__mutmut_18, _21
  @cr-7.4
  Scenario: Equivalent sample: a hand over the limit at the end of the turn is recorded with how many cards are too many
    Rule(en): Ending my turn with nine cards in hand, two more than the limit of seven, the game records that I must discard two.
    Rule(ja): 手札9枚でターンを終えると、上限の7枚より2枚多いので、2枚捨てる必要があることをゲームが記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
      | Test Goblin  | Card 8 |
      | Test Fighter | Card 9 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then the cards over the hand limit the game recorded were 2

  # kills: engine.sve.combat.x_resolve_combat__mutmut_65, _68, _71, _72
  @cr-8.4
  Scenario: Equivalent sample: an attack whose target left the field first is recorded as ended for that reason
    Rule(en): If the follower I attack leaves the field before combat, the attack ends without combat, and the game records that it ended because the target left.
    Rule(ja): 攻撃先のフォロワーが交戦の前に場を離れると、攻撃は交戦せずに終わり、ゲームは攻撃先がいなくなったために終わったと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 3 play points
    And my field holds "Sweeping Striker"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
      | Ogre         | engaged |
    When I declare an attack on "Test Fighter" with "Sweeping Striker"
    And my opponent passes
    Then the action succeeds
    And the event "combat" did not happen
    And the attacks that ended without combat were recorded as ended for "target-left"

  # kills: engine.sve.combat.x_resolve_combat__mutmut_8, _11, _14, _15
  @cr-8.4 @cr-12.3
  Scenario: Equivalent sample: an attack whose attacker left the field first is recorded as ended for that reason
    Rule(en): If the attacking follower leaves the field before combat, the attack ends, and the game records that it ended because the attacker left.
    Rule(ja): 攻撃しているフォロワーが交戦の前に場を離れると攻撃は終わり、ゲームは攻撃フォロワーがいなくなったために終わったと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4 and 12.3

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Quick Bolt" targeting "Storm Rider"
    And I pass
    Then my leader has 20 defense
    And the attacks that ended without combat were recorded as ended for "attacker-left"

  # kills: engine.sve.effects.x__put_on_deck__mutmut_49
  @cr-5.5
  Scenario: Equivalent sample: a follower put on the bottom of its owner's deck is recorded with that position
    Rule(en): When my spell puts an enemy follower on the bottom of its owner's deck, the game records that it went to the bottom.
    Rule(ja): 自分のスペルが相手のフォロワーを持ち主のデッキの下に置くと、ゲームはそれがデッキの下に置かれたことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Tidal Push"
    And my opponent's deck holds 2 cards
    And my opponent's field holds "Test Knight"
    When I play "Tidal Push" targeting "Test Knight"
    Then my opponent's deck holds 3 cards
    And the deck positions the game recorded for cards put on a deck were "bottom"

  # kills: engine.sve.game.xǁGameǁprepare__mutmut_71, _72, _75, _76
  @cr-6.2
  Scenario: Equivalent sample: each leader revealed in preparation is recorded with its card and its deck's basis
    Rule(en): When the leaders are turned face up in preparation, the game records for each player which leader card was revealed and whether the deck was declared on its class or its universe.
    Rule(ja): 準備でリーダーを表向きにするとき、ゲームは各プレイヤーについて公開したリーダーカードと、デッキがクラスとユニバースのどちらに基づくと宣言されたかを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.2

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 3      |
      | Fanfare Scholar                                                               | 1      |
    And the game is prepared with seed 5
    When the turn order is decided with me going first
    Then the leader reveals the game recorded were "Forest Leader: class; Forest Leader: class"
