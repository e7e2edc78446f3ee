@sve
Feature: Faults found by review: damage modifications on leaders and a delayed effect of an evolved follower
  Earlier reviews noticed places where the engine answered wrongly. Each scenario here checks one of them
  through the public API: the order the affected player gives to the modifications of one damage event when
  one of them is a continuous reduction on their leader (CR 10.10.2), and what "this card" means for a
  delayed effect once the follower that set it aside has evolved (CR 5.16.2).

  @cr-10.10.2
  Scenario: CR 10.10.2: the player whose leader takes the damage applies the leader's reduction first and takes none
    Rule(en): My follower deals 1 more damage, and my opponent's amulet makes their leader take 1 less. My opponent, whose leader the damage reaches, applies the amulet's reduction first: 1 becomes 0, no damage is dealt, and the increase has nothing left to add to.
    Rule(ja): 自分のフォロワーは与えるダメージが1増え、相手のアミュレットは相手のリーダーが受けるダメージを1減らします。ダメージを受けるリーダーのプレイヤーである相手がアミュレットの軽減を先に適用すると、1が0になってダメージは与えられず、増加には加える対象が残りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds "Rampart Banner"
    And my opponent's leader has 10 defense
    When my opponent applies the modifications of "Rampart Banner" first
    Then the action succeeds
    When I attack the enemy leader with "Order Brute"
    Then the action succeeds
    And my opponent's leader has 10 defense

  @cr-10.10.2 @assumption
  Scenario: CR 10.10.2: when the leader's player has not put the leader's reduction first, the increase comes first
    Rule(en): The same attack, but my opponent has not chosen to apply the amulet's reduction first: 1 damage plus 1 is 2, less 1 is 1, so their leader loses 1 defense.
    Rule(ja): 同じ攻撃でも、相手がアミュレットの軽減を先に適用すると選んでいなければ、1ダメージに1を加えて2、1減って1になり、相手のリーダーの体力は1減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2
    Assumption(en): Until the affected player chooses, the engine applies the dealing card's increases before the reductions on the leader taking the damage.
    Assumption(ja): 影響を受けるプレイヤーが選ぶまでは、与える側の増加をダメージを受けるリーダーへの軽減より先に適用するものとします。

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds "Rampart Banner"
    And my opponent's leader has 10 defense
    When I attack the enemy leader with "Order Brute"
    Then the action succeeds
    And my opponent's leader has 9 defense

  @cr-10.10.2
  Scenario: CR 10.10.2: a leader's reduction limited to the damage of attacks can be put first against an attack
    Rule(en): My opponent's amulet makes their leader take 1 less damage from attacks only. They apply it first, and my follower that deals 1 more damage attacks their leader: the attack's 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手のアミュレットは、攻撃によるダメージに限って相手のリーダーが受けるダメージを1減らします。相手がそれを先に適用し、与えるダメージが1増える自分のフォロワーで相手のリーダーを攻撃すると、攻撃の1が先に0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds "Pin Attack Ward Amulet"
    And my opponent's leader has 10 defense
    When my opponent applies the modifications of "Pin Attack Ward Amulet" first
    Then the action succeeds
    When I attack the enemy leader with "Order Brute"
    Then the action succeeds
    And my opponent's leader has 10 defense

  @cr-5.16.2 @cr-10.7
  Scenario: CR 5.16.2: an effect my follower set aside deals damage equal to its attack as the evolved follower it has become
    Rule(en): My follower's Fanfare sets aside, for my end phase, damage to the enemy leader equal to this card's attack. The follower then evolves; evolving does not make it a new card, so in the end phase "this card" is the evolved follower and the damage is its attack, 4.
    Rule(ja): 自分のフォロワーのファンファーレが、エンドフェイズに相手のリーダーへこのカードの攻撃力に等しいダメージを与える効果を残します。その後フォロワーが進化しても新しいカードにはならないので、エンドフェイズの「このカード」は進化したフォロワーで、ダメージはその攻撃力の4です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.7

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Parting Archer"
    And my hand holds "Fault Parting Archer"
    And my opponent's leader has 10 defense
    When I play "Fault Parting Archer"
    And I evolve "Fault Parting Archer"
    Then the action succeeds
    When I end my main phase
    Then my opponent's leader has 6 defense

  @cr-5.16.2 @cr-10.7
  Scenario: CR 5.16.2: the same set-aside effect of a follower that did not evolve deals its own attack
    Rule(en): The same follower, left unevolved: in my end phase the set-aside effect deals damage equal to its attack as it is then, 2.
    Rule(ja): 同じフォロワーを進化させなければ、エンドフェイズに残した効果はその時点の攻撃力である2のダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.7

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Parting Archer"
    And my hand holds "Fault Parting Archer"
    And my opponent's leader has 10 defense
    When I play "Fault Parting Archer"
    Then the action succeeds
    When I end my main phase
    Then my opponent's leader has 8 defense

  @cr-5.16.2 @cr-10.11
  Scenario: CR 5.16.2: an evolved follower that left the field before the set-aside effect counts with its attack as it left
    Rule(en): My follower sets the damage aside, evolves, and is then destroyed before my end phase. The set-aside effect still belongs to that same card, so it uses the attack the evolved follower had when it left the field, 4.
    Rule(ja): 自分のフォロワーがダメージを残してから進化し、エンドフェイズの前に破壊されます。残した効果は同じカードのものなので、進化したフォロワーが場を離れたときの攻撃力である4を用います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.11

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Parting Archer"
    And my hand holds:
      | card                 |
      | Fault Parting Archer |
      | Wild Spark           |
    And my opponent's leader has 10 defense
    When I play "Fault Parting Archer"
    And I evolve "Fault Parting Archer"
    And I play "Wild Spark" targeting "Fault Parting Archer"
    Then the action succeeds
    And my field holds 0 cards
    When I end my main phase
    Then my opponent's leader has 6 defense

  @cr-5.16.2 @cr-10.5
  Scenario: CR 5.16.2: a waiting ability of my follower that evolves before it is played reads the evolved follower's attack
    Rule(en): At the start of my end phase my follower's ability (damage to the enemy leader equal to this card's attack) and my amulet's ability (evolve my followers) both wait. I play the amulet's first, so the follower evolves; it is still the same card, so its waiting ability then deals the evolved follower's attack, 4.
    Rule(ja): 自分のエンドフェイズ開始時に、フォロワーの能力（相手のリーダーにこのカードの攻撃力に等しいダメージ）とアミュレットの能力（自分のフォロワーを進化させる）が待機します。アミュレットの能力を先に使うとフォロワーは進化しますが、同じカードのままなので、待機していた能力は進化したフォロワーの攻撃力である4のダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.5

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my evolve deck holds "Fault Dusk Archer"
    And my field holds:
      | card               |
      | Fault Dusk Archer  |
      | Fault Dusk Evolver |
    And my opponent's leader has 10 defense
    When I end my main phase
    Then the game waits for me
    When I resolve the pending ability of "Fault Dusk Evolver" first
    Then the action succeeds
    And "Fault Dusk Archer" is evolved
    And my opponent's leader has 6 defense

  @cr-5.16.2
  Scenario: CR 5.16.2: an ability that evolves its own follower and then deals damage equal to its attack uses the evolved attack
    Rule(en): My follower's Fanfare evolves it, then deals damage to the enemy leader equal to this card's attack. The evolved follower is the same card, so the damage is its evolved attack, 4.
    Rule(ja): 自分のフォロワーのファンファーレがそれを進化させ、その後相手のリーダーにこのカードの攻撃力に等しいダメージを与えます。進化したフォロワーは同じカードなので、ダメージは進化後の攻撃力である4です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Rising Archer"
    And my hand holds "Fault Rising Archer"
    And my opponent's leader has 10 defense
    When I play "Fault Rising Archer"
    Then the action succeeds
    And "Fault Rising Archer" is evolved
    And my opponent's leader has 6 defense

  @cr-5.16.2
  Scenario: CR 5.16.2: a follower an effect evolves is still the card the next part of that effect names
    Rule(en): My spell evolves my follower, then gives it +1/+1. The evolved follower is the same card the spell selected, so it gets the +1/+1 on top of its evolved values: 5/4.
    Rule(ja): 自分のスペルが自分のフォロワーを進化させ、その後それに+1/+1します。進化したフォロワーはスペルが選んだのと同じカードなので、進化後の値に加えて+1/+1され、5/4になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 0 play points
    And my evolve deck holds "Fault Rising Archer"
    And my field holds "Fault Rising Archer"
    And my hand holds "Fault Growth Boon"
    When I play "Fault Growth Boon" targeting "Fault Rising Archer"
    Then the action succeeds
    And "Fault Rising Archer" is evolved
    And "Fault Rising Archer" has 5 attack and 4 defense
