@sve
Feature: Gaining a trait (CR 10.9.1.3)
  An effect can give a card a trait; what names that trait then counts the card.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-10.9.1.3
  Scenario: CR 10.9.1.3: a follower that gains a trait gets the boost given to followers of that trait
    Rule(en): Changes that are not numbers, such as gaining a trait, are worked out before changes to numbers, so a boost for followers of a trait counts a follower that gained it.
    Rule(ja): タイプを得るなど数値でない変更は数値の変更より先に適用されるため、あるタイプのフォロワーへの強化は、そのタイプを得たフォロワーにも及びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.3

    Given it is my main phase with 1 play point
    And my field holds "Elf Banner Amulet"
    And my field holds "Test Knight"
    And my hand holds "Elf Gift Spell"
    When I play "Elf Gift Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 4 attack and 4 defense

  @cr-10.9.1.3
  Scenario: CR 10.9.1.3: a follower without the trait does not get the boost for that trait
    Rule(en): The boost for followers of a trait reaches only the cards that have it, printed or gained.
    Rule(ja): あるタイプのフォロワーへの強化は、印刷されているか得たかを問わず、そのタイプを持つカードにだけ及びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.3

    Given it is my main phase with 1 play point
    And my field holds "Elf Banner Amulet"
    And my field holds "Test Knight"
    Then "Test Knight" has 3 attack and 3 defense
