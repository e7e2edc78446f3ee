@sve
Feature: Skipping a turn (CR 5.26)
  An effect can make a player's next turn not begin; the turn after it begins in its place.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.26.1 @cr-5.26.2
  Scenario: CR 5.26.2: when my opponent's next turn is skipped, I take the turn after mine as well
    Rule(en): A skipped turn never begins; when the opponent's coming turn is skipped, the turn that follows it, mine, begins straight after my own.
    Rule(ja): 飛ばされたターンは始まりません。相手の次のターンが飛ばされると、その次に来る自分のターンが、自分のターンの直後に始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.26.1 and 5.26.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Skip Stall Spell"
    When I play "Skip Stall Spell"
    And I end the turn
    Then the action succeeds
    And it is my main phase
    And the event "turn-skipped" happened

  @cr-5.26.1 @cr-5.26.2
  Scenario: CR 5.26.1: with no turn skipped, ending my turn hands the next turn to my opponent
    Rule(en): Turns go on alternating as usual when nothing skips one.
    Rule(ja): ターンを飛ばすものがなければ、ターンは通常どおり交互に進みます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.26.1 and 5.26.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When I end the turn
    Then the action succeeds
    And it is my opponent's main phase
    And the event "turn-skipped" did not happen

  @cr-5.26.1 @cr-5.26.2
  Scenario: CR 5.26.1: when my own next turn is skipped, my opponent takes two turns in a row
    Rule(en): Skipping my own coming turn means that, after my opponent's turn, their next turn begins instead of mine.
    Rule(ja): 自分の次のターンを飛ばすと、相手のターンの後、自分のターンではなく相手の次のターンが始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.26.1 and 5.26.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Skip Rest Spell"
    When I play "Skip Rest Spell"
    And I end the turn
    And my opponent ends the turn
    Then the action succeeds
    And it is my opponent's main phase
    And the event "turn-skipped" happened
