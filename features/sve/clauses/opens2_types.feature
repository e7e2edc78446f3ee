@sve
Feature: Changing a card's type (CR 5.25)
  An effect can turn a follower on the field into an amulet; it then has only what an amulet has and keeps its abilities.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.25.1 @cr-5.25.2 @cr-5.25.2.1
  Scenario: CR 5.25.2.1: a follower turned into an amulet has no attack and cannot attack
    Rule(en): A card changed into an amulet is an amulet only; it has no attack or defense, so it stays on the field and cannot attack.
    Rule(ja): アミュレットに変わったカードはアミュレットでしかなく、攻撃力も体力も持たないため、場に残り、攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.25.1, 5.25.2 and 5.25.2.1

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my hand holds "Amulet Curse Spell"
    When I play "Amulet Curse Spell" targeting "Test Knight"
    And I attack the enemy leader with "Test Knight"
    Then the action is refused with reason "cannot-attack"
    And "Test Knight" is on my field

  @cr-5.25.1 @cr-5.25.2
  Scenario: CR 5.25.1: a follower whose type did not change still attacks
    Rule(en): Without a type change the follower stays a follower and can attack as usual.
    Rule(ja): タイプが変わらなければ、そのフォロワーはフォロワーのままで、通常どおり攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.25.1 and 5.25.2

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Test Knight"
    When I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-5.25.3
  Scenario: CR 5.25.3: a follower turned into an amulet keeps its abilities
    Rule(en): Changing a card's type does not take its abilities away: what it gives other cards it still gives.
    Rule(ja): カードのタイプが変わっても能力は失われず、他のカードに与えていたものは引き続き与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.25.3

    Given it is my main phase with 1 play point
    And my field holds "Shield Captain"
    And my field holds "Test Goblin"
    And my hand holds "Amulet Curse Spell"
    When I play "Amulet Curse Spell" targeting "Shield Captain"
    Then the action succeeds
    And "Test Goblin" has 1 attack and 3 defense
    And "Shield Captain" is on my field
