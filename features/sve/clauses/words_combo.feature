@sve
Feature: When a card starts to count for Combo
  A card joins its player's count of cards played this turn once its play is complete, before it
  resolves; a play that is refused never happened and adds nothing to the count.

  @cr-13.2.1.3 @cr-13.2.1
  Scenario: CR 13.2.1.3: a card played earlier this turn counts for a later card's Combo
    Rule(en): A card counts for Combo from the moment its play is complete (the point of CR 10.6.2.7), so a follower played a moment ago already counts.
    Rule(ja): カードは、そのプレイが完了した時点（CR 10.6.2.7）からコンボに数えられる。直前にプレイしたフォロワーもすでに数に入っている。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.2.1.3

    Given it is my main phase with 2 play points
    And I have played 1 card this turn
    And my hand holds "Test Goblin"
    And my hand holds "Combo Dancer"
    When I play "Test Goblin"
    And I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @cr-13.2.1.3
  Scenario: CR 13.2.1.3: a refused play does not count for Combo
    Rule(en): Only a play that is completed counts; a card whose play is refused was never played and is not counted.
    Rule(ja): 数えるのは完了したプレイだけである。プレイが認められなかったカードはプレイされておらず、数えない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.2.1.3

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Ogre"
    And my hand holds "Combo Dancer"
    When I play "Ogre"
    Then the action is refused with reason "cannot-pay-cost"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense
