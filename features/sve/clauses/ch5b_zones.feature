@sve
Feature: Zones (CR 4): where cards go, how full a zone may be, and the state a card arrives in
  Scenarios for the clauses of chapter 4 the engine models. Cards: engine/sve/cards.yaml.

  @cr-4.1.6 @cr-3.1
  Scenario: CR 4.1.6: a card sent to a hand goes to its owner's hand, not its controller's
    Rule(en): When a card is moved to a zone without saying whose, it goes to that zone of its owner.
    Rule(ja): どのプレイヤーの領域か書かれずにカードを移すときは、その持ち主の領域に置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.6

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Wind"
    And my field holds "Test Knight" owned by my opponent
    When I play "Homeward Wind" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's hand
    And my hand holds 0 cards

  @cr-4.2.2 @cr-4.2.2.3 @cr-5.5
  Scenario: CR 4.2.2.3: a follower played onto the field arrives reserved
    Rule(en): A card put onto the field arrives reserved (upright) unless something says it arrives engaged.
    Rule(ja): 場に出るカードは、アクト状態で出ると指定されない限り、スタンド状態で出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.2.2.3

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is reserved

  @cr-4.4.4.2 @cr-4.4.4
  Scenario: CR 4.4.4.2: a follower cannot be played onto a field that already holds five cards
    Rule(en): A field holds at most five cards; a card that would go onto a full field does not.
    Rule(ja): 場に置けるカードは5枚までです。場が満杯のとき、そこにカードを出すことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.4.4 and 4.4.4.2

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    And my field holds:
      | card        | as |
      | Test Goblin | G1 |
      | Test Goblin | G2 |
      | Test Goblin | G3 |
      | Test Goblin | G4 |
      | Test Goblin | G5 |
    When I play "Test Fighter"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @cr-4.5.2.1
  Scenario: CR 4.5.2.1: a card put into a deck goes on the top or the bottom, as the effect says
    Rule(en): A card put into a deck is placed on its top or on its bottom, as the effect tells.
    Rule(ja): デッキに置くカードは、効果の指定どおりデッキの上か下に置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.5.2.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Crest Return"
    And my field holds "Test Knight"
    When I play "Crest Return" targeting "Test Knight"
    Then the action succeeds
    And the top card of my deck is "Test Knight"
    And my deck holds 4 cards

  @cr-4.7.3
  Scenario: CR 4.7.3: a player with more than seven cards in hand at the end of the turn discards down to seven
    Rule(en): A hand has a limit of seven cards; a player over it at the end of their turn discards cards of their choice until seven are left.
    Rule(ja): 手札の上限は7枚です。ターン終了時に上限を超えているプレイヤーは、自分で選んだカードを7枚になるまで捨てます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.7.3

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
      | Test Fighter | Card 8 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Card 8" to keep 7 cards
    Then my hand holds 7 cards
    And "Card 8" is in my cemetery

  @cr-4.8.3 @cr-4.8.3.2
  Scenario: CR 4.8.3.2: a token that would go into a full EX area does not go there
    Rule(en): An EX area holds at most five cards; a card that would be put into a full EX area is not put there.
    Rule(ja): EXエリアに置けるカードは5枚までです。満杯のEXエリアに置かれるはずのカードは置かれません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.8.3 and 4.8.3.2

    Given it is my main phase with 0 play points
    And my hand holds "Spare Fairy"
    And my EX area holds:
      | card        | as |
      | Test Goblin | X1 |
      | Test Goblin | X2 |
      | Test Goblin | X3 |
      | Test Goblin | X4 |
      | Test Goblin | X5 |
    When I play "Spare Fairy"
    Then the action succeeds
    And my EX area holds 5 cards
    And my field holds 0 cards

  @cr-4.8.3.3 @cr-15.1
  Scenario: CR 4.8.3.3: a card played from the EX area onto the field keeps its counters
    Rule(en): A card that goes from the EX area straight onto the field keeps what was put on it in the EX area.
    Rule(ja): EXエリアから直接場に出たカードは、EXエリアで置かれたものを保ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.8.3.3

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card        | counters |
      | Test Goblin | fable 1  |
    When I play "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 1 fable counter

  @cr-4.1.4
  Scenario: CR 4.1.4: a card that moves from the field to another zone arrives as a new card, without its counters or changes
    Rule(en): A card that changes zones is treated as a new card in its new zone: what was put on it or given to it before does not come along.
    Rule(ja): 領域を移動したカードは、移動先では新しいカードとして扱われます。それまでに置かれたものや与えられた変更は引き継がれません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card         | counters | attack |
      | Test Fighter | fable 2  | +2     |
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Test Fighter" has 0 fable counters
    And "Test Fighter" has 2 attack and 2 defense

  @cr-4.1.2.2 @cr-5.8
  Scenario: CR 4.1.2.2: a search of the deck may find nothing, and the deck is still shuffled
    Rule(en): A card looked for in a zone hidden from the other player does not have to be found; the search can come up empty.
    Rule(ja): 相手から見えない領域でカードを探すとき、見つけなくてもかまいません。何も見つからないこともあります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And my deck holds 3 cards
    And my hand holds 0 cards
    And the event "shuffled" happened

  @cr-4.2.3 @cr-4.6.3 @cr-12.2
  Scenario: CR 4.6.3: an evolved follower that leaves the field goes face up onto the evolve deck
    Rule(en): The evolve deck holds usable cards face down and used ones face up; the evolved card of a follower that leaves the field returns there face up.
    Rule(ja): エボルヴデッキには、使えるカードが裏向きで、使ったカードが表向きで置かれます。場を離れた進化後フォロワーの進化後カードは表向きでそこに戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.2.3 and 4.6.3

    Given it is my main phase with 1 play point
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Evolving Fighter"
    Then the action succeeds
    And the top card of my evolve deck is a face-up "Evolving Fighter"
