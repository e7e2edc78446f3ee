@sve
Feature: Who may see what: open and hidden zones (CR 4.1.2, 4.2.3.3, 4.7.2, 4.10.2, 4.11.2, 4.13.2)
  Each player's view of the table comes from the engine's query of what that player may know. An open
  zone shows its cards to both players; a hidden zone shows only how many cards it holds, except to a
  player allowed to look at it (a hand to its player). Cards lie face up in open zones and face down in
  hidden ones unless something says otherwise, as the evolve deck's used cards do. Every scenario checks
  one thing the view must show and one thing it must keep back.

  @cr-4.1.2 @cr-4.7.2 @cr-4.1.2.1
  Scenario: CR 4.7.2: a hand shows its player the cards and the other player only how many
    Rule(en): A hand is hidden from the other player: they know how many cards it holds, never which; its own player may look at it.
    Rule(ja): 手札は相手には非公開です。相手は枚数を知ることができても、どのカードかは知ることができません。手札の持ち主は自分の手札を見ることができます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.1.2 and 4.7.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        |
      | Test Goblin |
      | Fireball    |
      | Test Knight |
    And my opponent's hand holds "Quick Bolt"
    Then I see "Test Goblin", "Fireball" and "Test Knight" in my hand
    And I see all 3 cards in my hand
    And my opponent sees 3 cards in my hand but not which
    And my opponent does not see "Fireball" in my hand
    And my opponent sees "Quick Bolt" in my opponent's hand
    And I see 1 card in my opponent's hand but not which
    And I do not see "Quick Bolt" in my opponent's hand

  @cr-4.1.2 @cr-4.7.2
  Scenario: CR 4.7.2: a card played from the hand is seen by both players; the rest of the hand stays hidden
    Rule(en): Playing a card takes it out of the hidden hand into open zones, where the other player sees it; they still know only how many cards the hand holds.
    Rule(ja): カードをプレイすると非公開の手札から公開領域に移り、相手にも見えるようになります。手札については、相手は引き続き枚数しか知りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.1.2 and 4.7.2

    Given it is my main phase with 2 play points
    And my hand holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Test Knight  |
    When I play "Test Fighter"
    Then the action succeeds
    And my opponent sees "Test Fighter" in my field
    And my opponent sees 2 cards in my hand but not which
    And my opponent does not see "Test Knight" in my hand
    And I see "Fireball" and "Test Knight" in my hand

  @cr-4.1.2 @cr-4.5.2 @cr-4.1.2.1
  Scenario: CR 4.1.2: nobody sees which cards a deck holds, while the field is open to both players
    Rule(en): A player knows only the cards of the zones they may see: both players see the field, and neither sees the cards of a deck, only how many it holds.
    Rule(ja): プレイヤーが知ることができるのは、見てよい領域のカードだけです。場は両プレイヤーから見えますが、デッキはどちらのプレイヤーも枚数しか分かりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.2

    Given it is my main phase with 0 play points
    And my deck holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    And my field holds "Test Fighter"
    Then I see 2 cards in my deck but not which
    And my opponent sees 2 cards in my deck but not which
    And I do not see "Fireball" in my deck
    And I see "Test Fighter" in my field
    And my opponent sees "Test Fighter" in my field

  @cr-4.10.2 @cr-4.2.3.3
  Scenario: CR 4.10.2: a banished card is seen face up by both players
    Rule(en): The banished zone is open: a card banished there lies face up and both players see it, while the banishing player's hand stays hidden from the other player.
    Rule(ja): 消滅領域は公開領域です。消滅したカードは表向きに置かれ、両プレイヤーから見えます。一方、消滅させたプレイヤーの手札は相手には見えないままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.10.2 and 4.2.3.3

    Given it is my main phase with 1 play point
    And my hand holds:
      | card         |
      | Quick Banish |
      | Fireball     |
    And my opponent's field holds "Test Fighter"
    When I play "Quick Banish" targeting "Test Fighter"
    Then the action succeeds
    And I see "Test Fighter" face up in my opponent's banished zone
    And my opponent sees "Test Fighter" face up in my opponent's banished zone
    And my opponent sees "Quick Banish" in my cemetery
    And my opponent sees 1 card in my hand but not which

  @cr-4.11.2
  Scenario: CR 4.11.2: a spell waiting in the resolution zone is seen by both players
    Rule(en): The resolution zone is open: while a spell waits there for its player's pick, the other player sees it, though not the cards of the deck it looks at.
    Rule(ja): 解決領域は公開領域です。スペルが選択を待って解決領域にある間、相手もそのカードを見ることができますが、見ている山札のカードは見えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.11.2

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card           |
      | Goliath        |
      | Wind Blast     |
      | Fate's Hand    |
      | Hallowed Dogma |
    When I play "Sorcery Cache"
    Then the game waits for me
    And my opponent sees "Sorcery Cache" face up in my resolution zone
    And I see "Sorcery Cache" in my resolution zone
    And my opponent sees 4 cards in my deck but not which
    And my opponent does not see "Wind Blast" in my deck

  @cr-4.13.2 @cr-4.2.3.3
  Scenario: CR 4.13.2: a served Carrot is seen face up in the race zone; the Carrots left in the evolve deck are not
    Rule(en): The race zone is open: a Carrot served there lies face up and both players see it; the face-down Carrots still in the evolve deck show the other player only their number.
    Rule(ja): レースゾーンは公開領域です。食事でそこに置かれたにんじんは表向きで、両プレイヤーから見えます。エボルヴデッキに残った裏向きのにんじんは、相手には枚数しか分かりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.13.2 and 4.2.3.3

    Given it is my main phase with 2 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And my opponent sees "Carrot" face up in my race zone
    And I see "Carrot" face up in my race zone
    And my opponent sees 1 card in my evolve deck but not which
    And I see "Carrot" face down in my evolve deck

  @cr-4.2.3.3 @cr-4.6.2
  Scenario: CR 4.2.3.3: cards lie face up in open zones and face down in hidden ones
    Rule(en): Unless something says otherwise, a card in an open zone lies face up and a card in a hidden zone face down; a player who may look at a hidden zone sees its cards face down.
    Rule(ja): 指定がない限り、公開領域のカードは表向き、非公開領域のカードは裏向きに置かれます。非公開領域を見てよいプレイヤーには、そのカードが裏向きのまま見えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.2.3.3

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Goblin"
    And my EX area holds "Fireball"
    And my hand holds "Test Knight"
    And my evolve deck holds "Evolving Fighter"
    Then I see "Test Goblin" face up in my cemetery
    And my opponent sees "Test Goblin" face up in my cemetery
    And my opponent sees "Fireball" face up in my EX area
    And I see "Test Knight" face down in my hand
    And I see "Evolving Fighter" face down in my evolve deck
    And my opponent sees 1 card in my evolve deck but not which

  @cr-4.2.3.3 @cr-4.1.2 @cr-4.2.3.1 @cr-4.6.2
  Scenario: CR 4.2.3.3: an evolved follower that leaves the field goes face up into the evolve deck, for both players to see
    Rule(en): The evolve deck is hidden and its unused cards lie face down, but an evolved card that comes back from the field is put there face up: the other player sees it and still knows only the number of the face-down ones.
    Rule(ja): エボルヴデッキは非公開で未使用のカードは裏向きですが、場から戻った進化後のカードは表向きで置かれます。相手はそのカードを見ることができ、裏向きのカードについては枚数しか分かりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.2.3.3 and 4.1.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Cheap Evolver"
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Evolving Fighter"
    Then the action succeeds
    And my opponent sees "Evolving Fighter" face up in my evolve deck
    And my opponent sees 2 cards in my evolve deck, 1 of them not which
    And my opponent does not see "Cheap Evolver" in my evolve deck
    And I see "Cheap Evolver" face down in my evolve deck
