@sve
Feature: Pins of surviving mutants of the rules engine's smaller modules (mutation run round 2, misc)
  Mutants of engine/sve (continuous effects, keywords, conditions, triggers, zones, targets, combat and others)
  that no test killed, put into the engine by hand, then told apart by a scenario through the public API. Each
  scenario here fails with the mutants named above it and passes on the engine.

  # kills: engine.sve.continuous.x__names_leader__mutmut_23, engine.sve.continuous.x__names_leader__mutmut_24
  @cr-10.10.2
  Scenario: Survivor2 misc: an amulet that shields every leader shields both leaders
    Rule(en): My amulet makes each leader, mine and my opponent's, take 1 less damage. My spell deals 1 damage to every leader and follower, so neither leader loses defense.
    Rule(ja): 自分のアミュレットは、自分と相手の両方のリーダーが受けるダメージを1減らします。自分のスペルがすべてのリーダーとフォロワーに1ダメージを与えても、どちらのリーダーも体力を失いません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Pin Ward Both Leaders Amulet"
    And my hand holds "Ash Storm"
    When I play "Ash Storm"
    Then the action succeeds
    And my leader has 20 defense
    And my opponent's leader has 20 defense

  # kills: engine.sve.continuous.x__names_leader__mutmut_12, engine.sve.continuous.x__names_leader__mutmut_13
  @cr-10.10.2
  Scenario: Survivor2 misc: an amulet that shields each of my leader and followers shields my leader too
    Rule(en): My amulet makes my leader and each of my followers take 1 less damage. My spell deals 1 damage to my own leader and followers, so my leader keeps its defense.
    Rule(ja): 自分のアミュレットは、自分のリーダーとフォロワーそれぞれが受けるダメージを1減らします。自分のスペルが自分のリーダーとフォロワーに1ダメージを与えても、自分のリーダーの体力は減りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Pin Ward Own Side Amulet"
    And my hand holds "Ash Tithe"
    When I play "Ash Tithe"
    Then the action succeeds
    And my leader has 20 defense

  # kills: engine.sve.continuous.x__names_leader__mutmut_5, engine.sve.continuous.x__names_leader__mutmut_27
  @cr-10.10.2
  Scenario: Survivor2 misc: an amulet that shields only my followers does not shield my leader
    Rule(en): My amulet makes each of my followers take 1 less damage; my leader is not a follower. My spell deals 1 damage to my own leader and followers, so my leader loses 1 defense.
    Rule(ja): 自分のアミュレットは自分のフォロワーそれぞれが受けるダメージを1減らしますが、リーダーはフォロワーではありません。自分のスペルが自分のリーダーとフォロワーに1ダメージを与えると、自分のリーダーの体力は1減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Stone Bastion"
    And my hand holds "Ash Tithe"
    When I play "Ash Tithe"
    Then the action succeeds
    And my leader has 19 defense

  # kills: engine.sve.continuous.x__names_leader__mutmut_19
  @cr-10.10.2
  Scenario: Survivor2 misc: my opponent's amulet that shields the leader of their enemy shields my leader
    Rule(en): My opponent's amulet makes the leader of their enemy take 1 less damage: that is my leader, not theirs. My spell deals 1 damage to every leader and follower: my leader keeps its defense and my opponent's loses 1.
    Rule(ja): 相手のアミュレットは、相手から見た相手のリーダー、つまり自分のリーダーが受けるダメージを1減らします。自分のスペルがすべてのリーダーとフォロワーに1ダメージを与えると、自分のリーダーの体力は減らず、相手のリーダーの体力は1減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my opponent's field holds "Pin Ward Enemy Leader Amulet"
    And my hand holds "Ash Storm"
    When I play "Ash Storm"
    Then the action succeeds
    And my leader has 20 defense
    And my opponent's leader has 19 defense

  # kills: engine.sve.triggers.x_emit_leader_gain__mutmut_1
  @cr-5.27
  Scenario: Survivor2 misc: my leader gaining 0 defense does not set off my amulet
    Rule(en): My spell gives my leader as much defense as my opponent has followers, and they have none: my leader gains nothing, so my amulet that acts when my leader gains defense does not act.
    Rule(ja): 自分のスペルは相手のフォロワーの数だけ自分のリーダーの体力を増やしますが、相手のフォロワーはいません。リーダーは体力を得ないので、自分のリーダーが体力を得たときに働くアミュレットは働きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.27

    Given it is my main phase with 0 play points
    And my field holds "Unseen BP02-095 Elana's Prayer"
    And my field holds "Test Fighter"
    And my hand holds "Pin Zero Gain Spell"
    When I play "Pin Zero Gain Spell"
    Then the action succeeds
    And my leader has 20 defense
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.zones.x_evolve_into__mutmut_6
  @cr-5.16.2.1
  Scenario: Survivor2 misc: evolving one follower leaves another follower's lasting buff where it is
    Rule(en): My spell gives my first follower +2 attack until the end of the turn. Then I evolve my second follower: the buff stays on the first follower and does not move to the evolved one.
    Rule(ja): 自分のスペルが1体目のフォロワーにターン終了時まで攻撃力+2を与えます。その後2体目のフォロワーを進化させても、その効果は1体目に残り、進化したフォロワーには移りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2.1

    Given it is my main phase with 2 play points
    And my field holds "Test Fighter"
    And my field holds "Cheap Evolver"
    And my evolve deck holds "Cheap Evolver"
    And my hand holds "Battle Cry"
    When I play "Battle Cry" targeting "Test Fighter"
    Then the action succeeds
    When I evolve "Cheap Evolver"
    Then the action succeeds
    And "Test Fighter" has 4 attack
    And "Cheap Evolver" has 2 attack and 2 defense

  # kills: engine.sve.keywords.x_drain__mutmut_1
  @cr-12.13.2
  Scenario: Survivor2 misc: a Drain follower that deals no damage sets off no Drain ability
    Rule(en): My Drain follower has 0 attack and attacks my opponent's leader: it deals no damage, so its Drain does not act at all and nothing waits to be played.
    Rule(ja): 自分の《ドレイン》を持つ攻撃力0のフォロワーが相手のリーダーを攻撃しても、ダメージを与えないので、ドレインは誘発せず、待っている能力もありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.13.2

    Given it is my main phase with 3 play points
    And my field holds "Hollow Leech"
    When I attack the enemy leader with "Hollow Leech"
    Then the action succeeds
    And my opponent's leader has 20 defense
    And no ability is pending
    And the event "ability-triggered" did not happen
    And the event "drained" did not happen

  # kills: engine.sve.combat.x_resolve_combat__mutmut_64
  @cr-8.4
  Scenario: Survivor2 misc: an attack whose target left first is recorded as ended for the attacking player
    Rule(en): If the follower I attack leaves the field before combat, the attack ends without combat, and the game records it as my attack that ended because the target left.
    Rule(ja): 攻撃先のフォロワーが交戦の前に場を離れると攻撃は交戦せずに終わり、ゲームはそれを攻撃先がいなくなったために終わった自分の攻撃として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 8.4

    Given it is my main phase with 3 play points
    And my field holds "Sweeping Striker"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
      | Ogre         | engaged |
    When I declare an attack on "Test Fighter" with "Sweeping Striker"
    And my opponent passes
    Then the action succeeds
    And these events happened in this order:
      | event        | player | why         |
      | attack-ended | me     | target-left |

  # kills: engine.sve.combat.x_resolve_combat__mutmut_7, engine.sve.combat.x_resolve_combat__mutmut_10
  @cr-8.4
  Scenario: Survivor2 misc: an attack whose attacker left first is recorded as ended for the attacking player
    Rule(en): If my opponent's attacking follower leaves the field before combat, the attack ends, and the game records it as my opponent's attack that ended because the attacker left.
    Rule(ja): 相手の攻撃しているフォロワーが交戦の前に場を離れると攻撃は終わり、ゲームはそれを攻撃フォロワーがいなくなったために終わった相手の攻撃として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 8.4

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Quick Bolt" targeting "Storm Rider"
    And I pass
    Then my leader has 20 defense
    And these events happened in this order:
      | event        | player      | why           |
      | attack-ended | my opponent | attacker-left |

  # kills: engine.sve.targets.x__on_a_field__mutmut_2
  @cr-5.11
  Scenario: Survivor2 misc: a card that is also named Ghost only on the field is not found in the deck as a Ghost
    Rule(en): Baccherus counts as also being named Ghost only while it is on the field. My spell searches my deck for a card named Ghost; Baccherus in my deck is not one, so nothing is taken.
    Rule(ja): バケルスが「ゴースト」という名前も持つのは場にある間だけです。自分のスペルがデッキから「ゴースト」という名前のカードを探しても、デッキにあるバケルスはそれに当たらないので、何も手札に加わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card                                     |
      | Test Goblin                              |
      | Unseen BP03-078 Baccherus, Peppy Ghostie |
      | Test Goblin                              |
    And my hand holds "Pin Ghost Seek Spell"
    When I play "Pin Ghost Seek Spell"
    Then the action succeeds
    And "Unseen BP03-078 Baccherus, Peppy Ghostie" is in my deck
    And my deck holds 3 cards

  # kills: engine.sve.targets.x_needs_choice__mutmut_5
  @cr-10.6.2.3
  Scenario: Survivor2 misc: an end-of-turn ability that selects another of my followers does not wait when there is none
    Rule(en): At the end of my turn my follower's ability gives up to one other of my followers +1/+1. It is my only follower, and it cannot select itself, so the ability has nothing to select: the game does not wait for a selection and the turn passes to my opponent.
    Rule(ja): 自分のターン終了時に、自分のフォロワーの能力が他の自分のフォロワー1体まで選んで+1/+1を与えます。自分のフォロワーはそれだけで、自身は選べないので、能力には選ぶものがなく、ゲームは選択を待たずに相手のターンになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3

    Given it is my main phase with 1 play point
    And my opponent's deck holds 3 cards
    And my field holds "Pin Other Cheer Follower"
    When I end the turn
    Then the action succeeds
    And no ability is pending
    And "Pin Other Cheer Follower" has 1 attack and 1 defense
