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
    Rule(ja): 指定攻撃を持つフォロワーはスタンド状態の相手のフォロワーも攻撃対象に選べます。守護は解除されないので、アクト状態の守護フォロワーがいればそれしか選べません。
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
    Rule(ja): アクト状態の守護フォロワーがいなければ、指定攻撃を持つフォロワーはスタンド状態の相手のフォロワーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.11.2

    Given it is my main phase with 0 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds "Test Goblin"
    When I attack "Test Goblin" with "Assail Hawk"
    Then the action succeeds

  @cr-12.8.2
  Scenario: CR 12.8.2: a Ward follower its player chooses to put onto the field engaged enters engaged
    Rule(en): A card with Ward may be put onto the field engaged when its player so chooses; played that way, it is engaged at once.
    Rule(ja): 守護を持つカードは、そのプレイヤーが選べばアクト状態で場に出せます。そうしてプレイすると、すぐにアクト状態です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 2 play points
    And I choose to put my Ward followers onto the field engaged
    And my hand holds "Ward Guard"
    When I play "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged

  @cr-12.8.2
  Scenario: CR 12.8.2: without that choice a Ward follower enters the field reserved
    Rule(en): Entering engaged is only an option; by default a Ward card enters the field reserved like any other card.
    Rule(ja): アクト状態で出すのは選択肢にすぎません。選ばなければ、守護を持つカードもほかのカードと同じくスタンド状態で場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 2 play points
    And my hand holds "Ward Guard"
    When I play "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is reserved

  @cr-12.8.2
  Scenario: CR 12.8.2: the choice to enter engaged does not reach a follower without Ward
    Rule(en): Only a card with Ward may be put onto the field engaged this way; a follower without Ward enters reserved.
    Rule(ja): この方法でアクト状態で出せるのは守護を持つカードだけです。守護を持たないフォロワーはスタンド状態で場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 2 play points
    And I choose to put my Ward followers onto the field engaged
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is reserved

  @cr-12.8.2
  Scenario: CR 12.8.2: a Ward follower played engaged in its player's turn binds the opponent's next attack
    Rule(en): A Ward follower put onto the field engaged stays engaged into the opponent's turn, and their followers must attack it first.
    Rule(ja): アクト状態で場に出した守護フォロワーは相手のターンまでアクト状態のままで、相手のフォロワーはまずそれを攻撃しなければなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my opponent's main phase with 2 play points
    And my opponent chooses to put their Ward followers onto the field engaged
    And my opponent's hand holds "Ward Guard"
    And my deck holds 3 cards
    And my field holds "Fighter"
    When my opponent plays "Ward Guard"
    And my opponent ends the turn
    And I attack the enemy leader with "Fighter"
    Then the action is refused with reason "ward"

  @cr-12.8.2
  Scenario: CR 12.8.2: a Ward follower summoned by an effect may also enter engaged
    Rule(en): The option holds however the Ward card is put onto the field, an effect that summons it from the cemetery included.
    Rule(ja): この選択は、守護を持つカードがどのように場に出ても使えます。墓場から場に出す効果でも同じです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 1 play point
    And I choose to put my Ward followers onto the field engaged
    And my cemetery holds "Ward Guard"
    And my hand holds "Clause Guard Call"
    When I play "Clause Guard Call"
    Then the action succeeds
    And "Ward Guard" is on my field
    And "Ward Guard" is engaged

  @cr-12.8.2
  Scenario: CR 12.8.2: its player may engage a reserved Ward follower in their end phase
    Rule(en): In its controller's end phase a reserved follower with Ward may be engaged, so that it binds the opponent's attacks in their turn.
    Rule(ja): 自分のエンドフェイズに、スタンド状態の守護を持つフォロワーをアクト状態にできます。こうして相手のターンに相手の攻撃を縛ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Ward Guard"
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged

  @cr-12.8.2
  Scenario: CR 12.8.2: a follower without Ward cannot be engaged that way in the end phase
    Rule(en): The end-phase engaging belongs to Ward; naming a follower without Ward is refused.
    Rule(ja): エンドフェイズにアクト状態にできるのは守護を持つフォロワーだけです。守護を持たないフォロワーを指定すると認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.8.2

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    When I end my main phase engaging "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
