@sve
Feature: Ward and the keywords around it, clause by clause (CR 12.8, 12.11, 12.12)
  Ward narrows the choice of attack target to engaged Ward followers, but only among the targets the attacker could
  choose anyway. A Ward follower that cannot be attacked, or that is reserved, holds nothing.

  @cr-12.8.2 @cr-12.12.2
  Scenario: CR 12.8.2: an engaged Ward follower that has Intimidate does not stop an attack on the enemy leader
    Rule(en): Ward only makes the attacker pick an engaged Ward follower among the targets it may choose; one with Intimidate may not be chosen at all, so the leader stays a legal target.
    Rule(ja): 守護は、選べる攻撃対象の中からアクト状態の守護フォロワーを選ばせるだけです。威圧を持つものはそもそも選べないため、リーダーは攻撃対象のままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.8.2 and 12.12.2

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds an engaged "Clause Ward Colossus"
    When I attack the enemy leader with "Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-12.8.2 @cr-12.12.2
  Scenario: CR 12.8.2: an engaged Ward follower that has Intimidate does not stop an attack on another engaged follower
    Rule(en): With only an untouchable Ward follower engaged, any other engaged enemy follower may be attacked.
    Rule(ja): アクト状態の守護フォロワーが攻撃できないものだけなら、ほかのアクト状態の相手のフォロワーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.8.2 and 12.12.2

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds an engaged "Clause Ward Colossus"
    And my opponent's field holds an engaged "Test Goblin"
    When I attack "Test Goblin" with "Fighter"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @cr-12.12.1 @cr-12.12.2
  Scenario: CR 12.12.2: a follower with both Ward and Intimidate still cannot be attacked
    Rule(en): Intimidate keeps the follower from being chosen as an attack target; Ward does not undo that.
    Rule(ja): 威圧を持つフォロワーは攻撃対象に選べません。守護を持っていても変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.12.1 and 12.12.2

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds an engaged "Clause Ward Colossus"
    When I attack "Clause Ward Colossus" with "Fighter"
    Then the action is refused with reason "intimidate"
    And the game state is unchanged

  @cr-12.8.1 @cr-12.8.2
  Scenario: CR 12.8.2: a Ward follower put onto the field engaged binds attacks at once
    Rule(en): Ward looks only at whether the follower is engaged now; one that arrived engaged this turn already makes attackers choose it.
    Rule(ja): 守護が見るのは今アクト状態かどうかだけです。このターンにアクト状態で場に出たものも、すぐに攻撃対象として選ばせます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.8.1 and 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds an engaged "Ward Guard" put there this turn
    When I attack the enemy leader with "Fighter"
    Then the action is refused with reason "ward"
    And the game state is unchanged

  @cr-12.8.2
  Scenario: CR 12.8.2: the follower that arrived engaged with Ward is the one my follower may attack
    Rule(en): While the engaged Ward follower is there, choosing it as the attack target is allowed.
    Rule(ja): アクト状態の守護フォロワーがいる間は、それを攻撃対象に選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Ogre"
    And my opponent's field holds an engaged "Ward Guard" put there this turn
    When I attack "Ward Guard" with "Ogre"
    Then the action succeeds
    And "Ward Guard" is in my opponent's cemetery

  @cr-12.8.2
  Scenario: CR 12.8.2: a Ward follower whose own ability puts it onto the field engaged binds the next enemy attack
    Rule(en): A Ward follower that enters the field engaged by its own ability is engaged when the opponent's turn comes, so their followers must attack it first.
    Rule(ja): 自身の能力でアクト状態で場に出た守護フォロワーは、相手のターンになってもアクト状態なので、相手のフォロワーはまずそれを攻撃しなければなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my opponent's main phase with 1 play point
    And my opponent's hand holds "Clause Drowsy Warden"
    And my deck holds 3 cards
    And my field holds "Fighter"
    When my opponent plays "Clause Drowsy Warden"
    And my opponent ends the turn
    Then "Clause Drowsy Warden" is engaged
    When I attack the enemy leader with "Fighter"
    Then the action is refused with reason "ward"

  @cr-12.8.2
  Scenario: CR 12.8.2: a reserved Ward follower does not bind attacks
    Rule(en): Ward holds attacks only while its follower is engaged; a reserved one leaves the leader open.
    Rule(ja): 守護が攻撃対象を縛るのはそのフォロワーがアクト状態の間だけです。スタンド状態ならリーダーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds "Ward Guard"
    When I attack the enemy leader with "Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-12.11.1 @cr-12.11.2 @cr-12.8.2
  Scenario: CR 12.11.2: an Assail follower may attack a reserved follower, but an engaged Ward follower still comes first
    Rule(en): Assail lets its follower choose reserved enemy followers as well; it does not lift Ward, so with an engaged Ward follower present only it may be chosen.
    Rule(ja): 強襲を持つフォロワーはスタンド状態の相手のフォロワーも攻撃対象に選べます。守護は解除されないので、アクト状態の守護フォロワーがいればそれしか選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.11.1, 12.11.2 and 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds "Test Goblin"
    And my opponent's field holds an engaged "Ward Guard"
    When I attack "Test Goblin" with "Assail Hawk"
    Then the action is refused with reason "ward"
    And the game state is unchanged

  @cr-12.11.2
  Scenario: CR 12.11.2: an Assail follower attacks a reserved enemy follower
    Rule(en): With no engaged Ward follower in the way, an Assail follower may attack a reserved enemy follower.
    Rule(ja): アクト状態の守護フォロワーがいなければ、強襲を持つフォロワーはスタンド状態の相手のフォロワーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.11.2

    Given it is my main phase with 0 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds "Test Goblin"
    When I attack "Test Goblin" with "Assail Hawk"
    Then the action succeeds
