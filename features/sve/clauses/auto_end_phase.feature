@sve
Feature: Abilities set off in the end phase are played in that end phase (CR 7.4.7, 10.5, 10.7.3)
  The end phase has check timings of its own: an automatic ability that triggers there, also one set off
  by discarding down to the hand limit, is played and resolved before the turn passes to the opponent.

  @cr-7.4.7 @cr-10.7.3 @cr-10.7.3.1 @cr-10.3.4
  Scenario: CR 7.4.7: an ability set off by the hand-limit discard resolves before the turn ends
    Rule(en): When I discard down to 7 at the end of my turn, an ability of the discarded card that triggers on being discarded (an ability that works while the card is in the hand) waits for a check timing of this same end phase: it resolves first, and only then does my turn end.
    Rule(ja): ターン終了時に手札を7枚まで捨てたとき、捨てられたことで誘発したそのカードの能力（手札にある間に働く能力）は、同じエンドフェイズのチェックタイミングで解決されます。解決が終わってからターンが終わります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.7, 10.7.3 and 10.3.4

    Given it is my main phase with 0 play points
    And my hand holds:
      | card            | as     |
      | Test Goblin     | Card 1 |
      | Test Goblin     | Card 2 |
      | Test Goblin     | Card 3 |
      | Test Goblin     | Card 4 |
      | Test Goblin     | Card 5 |
      | Test Goblin     | Card 6 |
      | Test Goblin     | Card 7 |
      | Vengeful Scroll | Scroll |
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Scroll" to keep 7 cards
    Then the action succeeds
    And my opponent's leader has 18 defense
    And these events happened in this order:
      | event              |
      | discarded-to-limit |
      | leader-damaged     |
      | ability-resolved   |
      | turn-ended         |

  @cr-7.4.7 @cr-10.7.3
  Scenario: CR 7.4.7: a card drawn by a discard ability in the end phase means discarding again
    Rule(en): If the ability of the card I discarded down to 7 draws me a card, it does so in my end phase; with 8 cards again, I must discard once more before my turn can end.
    Rule(ja): 7枚まで捨てたカードの能力でカードを引くと、それは自分のエンドフェイズ中に起こります。手札がまた8枚になったので、ターンが終わる前にもう一度7枚まで捨てます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.7 and 10.7.3

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                | as     |
      | Test Goblin         | Card 1 |
      | Test Goblin         | Card 2 |
      | Test Goblin         | Card 3 |
      | Test Goblin         | Card 4 |
      | Test Goblin         | Card 5 |
      | Test Goblin         | Card 6 |
      | Test Goblin         | Card 7 |
      | Limit Rebound Charm | Charm  |
    And my deck holds 3 cards
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Charm" to keep 7 cards
    Then the action succeeds
    And my hand holds 8 cards
    And my end phase waits for me to discard
    When I discard "Card 1" to keep 7 cards
    Then the action succeeds
    And my hand holds 7 cards
    And it is my opponent's main phase

  @cr-7.4.7 @cr-10.7.3
  Scenario: CR 7.4.7: the turn waits while an ability set off by the discard waits for its target
    Rule(en): An ability set off by my hand-limit discard that selects a target makes my end phase wait for my selection; my turn ends only after it has resolved.
    Rule(ja): 手札を7枚まで捨てたことで誘発した能力が対象を選ぶなら、選ぶまで自分のエンドフェイズは待ちます。その能力が解決してからターンが終わります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.7 and 10.7.3

    Given it is my main phase with 0 play points
    And my hand holds:
      | card              | as     |
      | Test Goblin       | Card 1 |
      | Test Goblin       | Card 2 |
      | Test Goblin       | Card 3 |
      | Test Goblin       | Card 4 |
      | Test Goblin       | Card 5 |
      | Test Goblin       | Card 6 |
      | Test Goblin       | Card 7 |
      | Limit Spite Charm | Charm  |
    And my opponent's field holds:
      | card        | as   |
      | Test Goblin | Foe  |
      | Test Goblin | Foe2 |
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Charm" to keep 7 cards
    Then the action succeeds
    And the game waits for me
    And the event "turn-ended" did not happen
    When I select "Foe" as the target
    Then the action succeeds
    And "Foe" has 1 attack and 1 defense
    And it is my opponent's main phase

  @cr-7.4.2 @cr-7.4.3 @cr-7.4.5 @cr-10.7.3
  Scenario: CR 7.4.2: an ability of the start of the end phase resolves before Ward followers engage and before the Quick window
    Rule(en): My amulet's "at the start of your end phase" ability selects an enemy follower. The end phase waits for my selection: only after the ability has resolved does my chosen Ward follower engage, and only then may my opponent play Quick cards.
    Rule(ja): 自分のアミュレットの「自分のエンドフェイズ開始時」の能力は相手のフォロワーを選びます。エンドフェイズは自分の選択を待ちます。能力が解決してから、選んだ【守護】フォロワーが行動済みになり、そのあとで相手は【クイック】をプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.2, 7.4.3 and 7.4.5

    Given it is my main phase with 0 play points
    And my field holds:
      | card        |
      | Dusk Archer |
      | Ward Guard  |
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And the game waits for me
    And no Quick window is open
    And "Ward Guard" is reserved
    When I select "Goblin A" as the target
    Then the action succeeds
    And "Goblin A" has 1 attack and 1 defense
    And "Ward Guard" is engaged
    And a Quick window is open for my opponent
    And these events happened in this order:
      | event            |
      | ability-resolved |
      | ward-engaged     |
      | quick-window     |
