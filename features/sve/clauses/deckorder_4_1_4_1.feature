@sve
Feature: "This card" after a card moved is the new card in its new zone (CR 4.1.4.1)
  A card that changes zones becomes a new card there (CR 4.1.4). An ability that its card's own move set off,
  such as Last Words, and that speaks of "this card" means that new card, in the zone the move put it in; if the
  card has moved again before the ability resolves, that later card is not the one the ability means.

  @cr-4.1.4.1 @cr-12.5
  Scenario: CR 4.1.4.1: a Last Words ability finds its card in the cemetery and returns it to the hand
    Rule(en): After a card is destroyed, its Last Words ability's "this card" is the card that is now in the cemetery: an ability that returns this card to the hand takes it from there.
    Rule(ja): カードが破壊された後、そのラストワードの「このカード」は今墓場にあるカードです。このカードを手札に戻す能力は、墓場からそれを戻します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.4.1

    Given it is my main phase with 0 play points
    And my field holds "Homing Husk"
    And my hand holds "Clause Purge"
    When I play "Clause Purge"
    Then the action succeeds
    And "Homing Husk" is in my hand
    And the event "returned-to-hand" happened

  @cr-4.1.4.1 @cr-4.1.4 @cr-12.5
  Scenario: CR 4.1.4.1: once the card has moved on from the cemetery, its Last Words no longer finds it
    Rule(en): "This card" is only the card the move to the cemetery made: when another ability first puts it from the cemetery back onto the field, it is a newer card again, and the Last Words leaves it where it is.
    Rule(ja): 「このカード」は墓場への移動で生まれたカードだけを指します。別の能力が先にそれを墓場から場に出すと、それはさらに新しいカードなので、ラストワードはそれを動かしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.1.4.1 and 4.1.4

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my field holds:
      | card         |
      | Homing Husk  |
      | Grave Warden |
    And my hand holds "Clause Purge"
    When I play "Clause Purge"
    Then the action succeeds
    And the game waits for me
    When I resolve the pending ability of "Grave Warden" first
    Then the action succeeds
    And no ability is pending
    And "Homing Husk" is on my field
    And my hand holds 0 cards
