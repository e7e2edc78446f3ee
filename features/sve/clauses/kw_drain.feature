@sve
Feature: Drain, clause by clause (CR 12.13)
  Drain is an automatic ability: the attack damage its follower deals raises its own leader's defense by the same
  amount. Only the damage dealt as the attacker to the attack target counts.

  @cr-12.13.2 @cr-12.13.2.1
  Scenario: CR 12.13.2.1: an attacking Drain follower heals its leader by all the attack damage it dealt, excess too
    Rule(en): Drain answers the attack damage its follower deals to the target of its attack; the amount dealt counts in full, even beyond what the target could take.
    Rule(ja): ドレインは、そのフォロワーが攻撃対象に与えた攻撃によるダメージに反応します。与えた量がそのまま数えられ、相手の体力を超えた分も含みます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.2 and 12.13.2.1

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds "Clause Drain Ogre"
    And my opponent's field holds an engaged "Test Goblin"
    When I attack "Test Goblin" with "Clause Drain Ogre"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And my leader has 15 defense
    And the event "drained" happened

  @cr-12.13.2 @cr-12.13.2.1
  Scenario: CR 12.13.2: a Drain follower attacking the enemy leader heals its own leader by the damage dealt
    Rule(en): When the attack target is the enemy leader, the damage the Drain follower deals that leader is attack damage and raises its own leader's defense by as much.
    Rule(ja): 攻撃対象が相手のリーダーのときも、ドレインを持つフォロワーがそのリーダーに与えたダメージは攻撃によるダメージで、その分だけ自分のリーダーの体力が増えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.2 and 12.13.2.1

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds "Clause Drain Ogre"
    When I attack the enemy leader with "Clause Drain Ogre"
    Then the action succeeds
    And my opponent's leader has 15 defense
    And my leader has 15 defense

  @cr-12.13.2.2
  Scenario: CR 12.13.2.2: a Drain follower that is attacked does not heal its leader by the damage it deals back
    Rule(en): Damage a Drain follower deals while it is the one being attacked is not attack damage, so its leader's defense does not change.
    Rule(ja): 攻撃されている側のドレインを持つフォロワーが与えるダメージは攻撃によるダメージではないため、そのリーダーの体力は変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.13.2.2

    Given it is my main phase with 0 play points
    And my field holds "Ogre"
    And my opponent's leader has 10 defense
    And my opponent's field holds an engaged "Clause Drain Ogre"
    When I attack "Clause Drain Ogre" with "Ogre"
    Then the action succeeds
    And "Ogre" is in my cemetery
    And my opponent's leader has 10 defense
    And the event "drained" did not happen

  @cr-12.13.2.2
  Scenario: CR 12.13.2.2: damage a Drain follower deals with its own ability does not heal its leader
    Rule(en): Only attack damage counts for Drain; damage dealt by an ability of the Drain follower, such as its Fanfare, leaves its leader's defense as it was.
    Rule(ja): ドレインが数えるのは攻撃によるダメージだけです。ドレインを持つフォロワー自身のファンファーレなどの能力で与えたダメージでは、リーダーの体力は増えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.13.2.2

    Given it is my main phase with 3 play points
    And my hand holds "Leeching Archer"
    And my opponent's field holds "Ogre"
    When I play "Leeching Archer" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense
    And my leader has 20 defense
    And the event "drained" did not happen

  @cr-12.13.3
  Scenario: CR 12.13.3: a follower that has Drain twice heals its leader only once per attack
    Rule(en): Having Drain more than once changes nothing: the leader gains the attack damage once.
    Rule(ja): ドレインを複数持っていても変わりません。リーダーの体力が増えるのは攻撃によるダメージ1回分だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.13.3

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my hand holds "Clause Drain Blessing"
    And my field holds "Clause Drain Ogre"
    When I play "Clause Drain Blessing" targeting "Clause Drain Ogre"
    And I attack the enemy leader with "Clause Drain Ogre"
    Then the action succeeds
    And my opponent's leader has 15 defense
    And my leader has 15 defense
