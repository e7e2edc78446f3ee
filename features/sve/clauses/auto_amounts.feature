@sve
Feature: Amounts that count what the previous effect did (CR 5.29)
  "Draw a card for each card discarded this way": the second effect's number is how many cards the first
  effect of the same ability acted on.

  @cr-5.29 @cr-5.12 @cr-5.10
  Scenario: CR 5.29: discarding two cards draws two cards
    Rule(en): My spell lets me discard up to 2 cards, then draws as many cards as it discarded. I discard 2, so I draw 2.
    Rule(ja): 自分のスペルで手札を2枚まで捨て、そのあと捨てた枚数と同じ枚数のカードを引きます。2枚捨てたので2枚引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.29

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my hand holds:
      | card            | as       |
      | Clause Recycler | Recycler |
      | Test Goblin     | Goblin A |
      | Test Goblin     | Goblin B |
      | Test Goblin     | Goblin C |
    When I play "Recycler" targeting "Goblin A" and "Goblin B"
    Then the action succeeds
    And "Goblin A" is in my cemetery
    And "Goblin B" is in my cemetery
    And my deck holds 3 cards
    And my hand holds 3 cards

  @cr-5.29 @cr-5.12 @cr-5.10
  Scenario: CR 5.29: discarding one card draws one card
    Rule(en): With the same spell I discard only 1 card, so it draws only 1.
    Rule(ja): 同じスペルで1枚だけ捨てると、引くのも1枚だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.29

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my hand holds:
      | card            | as       |
      | Clause Recycler | Recycler |
      | Test Goblin     | Goblin A |
      | Test Goblin     | Goblin B |
    When I play "Recycler" targeting "Goblin A"
    Then the action succeeds
    And "Goblin A" is in my cemetery
    And my deck holds 4 cards
    And my hand holds 2 cards

  @cr-5.29
  Scenario: CR 5.29: discarding nothing draws nothing
    Rule(en): If I discard no card with it, the spell draws none.
    Rule(ja): 1枚も捨てなければ、スペルはカードを引きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.29

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my hand holds:
      | card            | as       |
      | Clause Recycler | Recycler |
      | Test Goblin     | Goblin A |
    When I play "Recycler"
    Then the action succeeds
    And my deck holds 5 cards
    And my hand holds 1 card
