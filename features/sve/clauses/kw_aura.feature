@sve
Feature: Aura against every kind of selection, clause by clause (CR 12.15)
  A card with Aura on the field cannot be selected by the opponent's cards or abilities, whatever kind of card or
  ability does the selecting. Effects that do not select still reach it, and its own player may select it.

  @cr-12.15.1 @cr-12.15.2
  Scenario: CR 12.15.2: an enemy activated ability cannot select a follower with Aura
    Rule(en): An activated ability of the opponent may not name the Aura follower as its target.
    Rule(ja): 相手の起動能力は、オーラを持つフォロワーを対象に選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.15.1 and 12.15.2

    Given it is my main phase with 1 play point
    And my field holds "Clause Sniper Tower"
    And my opponent's field holds:
      | card         |
      | Aura Spirit  |
      | Test Goblin  |
    When I activate "Clause Sniper Tower" targeting "Aura Spirit"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-12.15.2
  Scenario: CR 12.15.2: an enemy activated ability with only an Aura follower to select cannot be played
    Rule(en): With the Aura follower the only enemy follower, an activated ability that must select an enemy follower has nothing to select and is refused.
    Rule(ja): 相手のフォロワーがオーラを持つものだけなら、相手のフォロワーを選ばなければならない起動能力は選ぶものがなく、使えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my field holds "Clause Sniper Tower"
    And my opponent's field holds "Aura Spirit"
    When I activate "Clause Sniper Tower"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-12.15.2
  Scenario: CR 12.15.2: an enemy On Evolve ability cannot select a follower with Aura
    Rule(en): An On Evolve ability of the opponent may not select the Aura follower; naming it refuses the evolution as a whole.
    Rule(ja): 相手の進化時能力はオーラを持つフォロワーを選べません。それを指定した進化は全体として認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Hunter Adept"
    And my field holds "Clause Hunter Adept"
    And my opponent's field holds:
      | card         |
      | Aura Spirit  |
      | Test Goblin  |
    When I evolve "Clause Hunter Adept" targeting "Aura Spirit"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-12.15.2
  Scenario: CR 12.15.2: an enemy On Evolve ability finds nothing to select when only an Aura follower is there
    Rule(en): The evolution happens, but its On Evolve ability has no follower it may select and does nothing.
    Rule(ja): 進化はしますが、進化時能力には選べるフォロワーがなく、何も起きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Hunter Adept"
    And my field holds "Clause Hunter Adept"
    And my opponent's field holds "Aura Spirit"
    When I evolve "Clause Hunter Adept"
    Then the action succeeds
    And "Clause Hunter Adept" is evolved
    And "Aura Spirit" has 2 attack and 2 defense
    And the event "ability-fizzled" happened

  @cr-12.15.2
  Scenario: CR 12.15.2: an enemy Strike ability finds nothing to select when only an Aura follower is there
    Rule(en): A Strike ability of the attacking follower may not select the Aura follower either.
    Rule(ja): 攻撃したフォロワーの攻撃時能力も、オーラを持つフォロワーを選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 0 play points
    And my field holds "Clause Strike Lancer"
    And my opponent's field holds "Aura Spirit"
    When I attack the enemy leader with "Clause Strike Lancer"
    Then the action succeeds
    And "Aura Spirit" has 2 attack and 2 defense
    And my opponent's leader has 18 defense

  @cr-12.15.2
  Scenario: CR 12.15.2: a chosen option of an enemy spell cannot select a follower with Aura
    Rule(en): A selection inside a "choose" option is still a selection by the opponent's card, so the Aura follower may not be named.
    Rule(ja): 「選択する」の選んだ選択肢の中で対象を選ぶのも相手のカードによる選択なので、オーラを持つフォロワーは指定できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my hand holds "Clause Forked Verdict"
    And my opponent's field holds:
      | card         |
      | Aura Spirit  |
      | Test Goblin  |
    When I play "Clause Forked Verdict" choosing option 1 targeting "Aura Spirit"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-12.15.2
  Scenario: CR 12.15.2: a chosen option of an enemy spell may select another enemy follower
    Rule(en): The same option may name an enemy follower without Aura.
    Rule(ja): 同じ選択肢で、オーラを持たない相手のフォロワーは指定できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my hand holds "Clause Forked Verdict"
    And my opponent's field holds:
      | card         |
      | Aura Spirit  |
      | Test Goblin  |
    When I play "Clause Forked Verdict" choosing option 1 targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And "Aura Spirit" is on my opponent's field

  @cr-12.15.2
  Scenario: CR 12.15.2: an amulet with Aura cannot be selected by an enemy spell either
    Rule(en): Aura protects any card that has it, an amulet as well as a follower.
    Rule(ja): オーラはそれを持つカードを守ります。フォロワーだけでなくアミュレットも同じです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my hand holds "Clause Idol Breaker"
    And my opponent's field holds "Clause Aura Idol"
    When I play "Clause Idol Breaker"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-12.15.2
  Scenario: CR 12.15.2: an enemy effect that does not select still reaches a follower with Aura
    Rule(en): Aura only stops selecting; an effect that acts on every enemy follower without choosing affects the Aura follower too.
    Rule(ja): オーラが防ぐのは選ぶことだけです。選ばずに相手のフォロワーすべてに働く効果は、オーラを持つフォロワーにも及びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my hand holds "Clause Ash Rain"
    And my opponent's field holds "Aura Spirit"
    When I play "Clause Ash Rain"
    Then the action succeeds
    And "Aura Spirit" has 2 attack and 1 defense

  @cr-12.15.2
  Scenario: CR 12.15.2: an On Evolve ability may select an enemy follower that has no Aura
    Rule(en): The same On Evolve ability may select an enemy follower without Aura standing beside the Aura follower.
    Rule(ja): 同じ進化時能力で、オーラを持つフォロワーの隣にいるオーラを持たない相手のフォロワーは選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.15.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Hunter Adept"
    And my field holds "Clause Hunter Adept"
    And my opponent's field holds:
      | card         |
      | Aura Spirit  |
      | Test Fighter |
    When I evolve "Clause Hunter Adept" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Aura Spirit" has 2 attack and 2 defense
