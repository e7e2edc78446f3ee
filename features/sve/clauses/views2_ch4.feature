@sve
Feature: Who may see what, zone by zone (CR 4.1.2.1, 4.2.3.1, 4.3.2, 4.4.2, 4.5.2, 4.6.2, 4.8.2, 4.9.2) and the starting zone limits (CR 4.4.4.1, 4.7.3.1, 4.8.3.1)
  Each zone says who may look at its cards: the leader area, the field, the EX area and the cemetery are
  open to both players; nobody looks at a deck; an evolve deck is its owner's to look at, except its
  face-up cards, which both players see. How many cards any zone holds is known to both players. Each view
  comes from the engine's query of what a player may know, and every scenario checks what must be shown
  and what must be kept back, for both players. The last scenarios check the field, hand and EX area limits
  a game starts with, on both sides of each limit.

  @cr-4.8.2 @cr-4.9.2
  Scenario: CR 4.8.2: both players see every card of either EX area and either cemetery
    Rule(en): The EX area and the cemetery are open zones: each player sees the cards in their own and in the other player's, not just how many there are.
    Rule(ja): EXエリアと墓場は公開領域です。各プレイヤーは自分と相手のどちらのEXエリア・墓場についても、枚数だけでなくどのカードかを見ることができます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.8.2 and 4.9.2

    Given it is my main phase with 0 play points
    And my EX area holds:
      | card        |
      | Fireball    |
      | Test Knight |
    And my cemetery holds "Test Goblin"
    And my opponent's EX area holds "Quick Bolt"
    And my opponent's cemetery holds:
      | card         |
      | Test Fighter |
      | Goliath      |
    Then my opponent sees all 2 cards in my EX area
    And my opponent sees "Fireball" and "Test Knight" face up in my EX area
    And my opponent sees all 1 card in my cemetery
    And my opponent sees "Test Goblin" face up in my cemetery
    And I see all 2 cards in my EX area
    And I see all 1 card in my opponent's EX area
    And I see "Quick Bolt" face up in my opponent's EX area
    And I see all 2 cards in my opponent's cemetery
    And I see "Test Fighter" and "Goliath" in my opponent's cemetery
    And my opponent sees all 2 cards in my opponent's cemetery

  @cr-4.9.2 @cr-4.1.2.1
  Scenario: CR 4.9.2: a spell and the follower it destroyed go to the cemeteries for both players to see, the hand stays hidden
    Rule(en): Cards that reach a cemetery are open to both players: the spell I played and the follower it destroyed can be seen by each of us, while of my hand my opponent still learns only its number.
    Rule(ja): 墓場に置かれたカードは両プレイヤーに公開されます。私がプレイしたスペルとそれが破壊したフォロワーはどちらのプレイヤーも見ることができますが、私の手札について相手に分かるのは枚数だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.9.2 and 4.1.2.1

    Given it is my main phase with 1 play point
    And my hand holds:
      | card        |
      | Fireball    |
      | Test Knight |
    And my opponent's field holds "Test Goblin"
    When I play "Fireball" targeting "Test Goblin"
    Then the action succeeds
    And my opponent sees "Fireball" face up in my cemetery
    And I see "Test Goblin" face up in my opponent's cemetery
    And my opponent sees "Test Goblin" in my opponent's cemetery
    And I see "Fireball" in my cemetery
    And my opponent sees 1 card in my hand but not which
    And my opponent does not see "Test Knight" in my hand

  @cr-4.4.2
  Scenario: CR 4.4.2: both players see every card on either field, engaged or evolved
    Rule(en): The field is an open zone: each player sees every card on both fields, whatever state it is in, and nothing of it is kept back.
    Rule(ja): 場は公開領域です。各プレイヤーは、状態にかかわらず両方の場のすべてのカードを見ることができ、隠されるものはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.4.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card             | state   | evolved |
      | Test Fighter     | engaged | no      |
      | Evolving Fighter | reserved| yes     |
    And my opponent's field holds "Test Goblin"
    Then my opponent sees all 2 cards in my field
    And my opponent sees "Test Fighter" and "Evolving Fighter" face up in my field
    And I see all 2 cards in my field
    And I see all 1 card in my opponent's field
    And I see "Test Goblin" face up in my opponent's field
    And my opponent sees "Test Goblin" in my opponent's field

  @cr-4.5.2 @cr-4.1.2.1
  Scenario: CR 4.5.2: neither player sees the cards of either deck, and both follow how many each holds
    Rule(en): Nobody may look at a deck, its owner included; what both players know of each deck is its number of cards, which they keep knowing as cards are drawn from it.
    Rule(ja): デッキは持ち主を含め誰も見ることができません。両プレイヤーが知ることができるのは各デッキの枚数だけで、カードが引かれて枚数が変わってもそれは分かります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.5.2 and 4.1.2.1

    Given it is my main phase with 0 play points
    And my deck holds:
      | card        |
      | Fireball    |
      | Test Goblin |
      | Test Knight |
    And my opponent's deck holds:
      | card       |
      | Quick Bolt |
      | Goliath    |
    Then I see 3 cards in my deck but not which
    And I do not see "Fireball" in my deck
    And my opponent sees 3 cards in my deck but not which
    And my opponent sees 2 cards in my opponent's deck but not which
    And my opponent does not see "Quick Bolt" in my opponent's deck
    And I see 2 cards in my opponent's deck but not which
    When I end the turn
    Then it is my opponent's main phase
    And my opponent sees 1 card in my opponent's deck but not which
    And I see 1 card in my opponent's deck but not which
    And I see 1 card in my opponent's hand but not which
    And my opponent sees all 1 card in my opponent's hand
    And I see 3 cards in my deck but not which

  @cr-4.6.2 @cr-4.1.2.1
  Scenario: CR 4.6.2: an evolve deck is its owner's to look at; the other player learns only its number
    Rule(en): A player may look at the cards of their own evolve deck; the other player may not, and knows only how many cards it holds.
    Rule(ja): 自分のエボルヴデッキのカードはその持ち主が見ることができます。相手は見ることができず、枚数だけを知ることができます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.6.2 and 4.1.2.1

    Given it is my main phase with 0 play points
    And my evolve deck holds:
      | card             |
      | Evolving Fighter |
      | Cheap Evolver    |
    And my opponent's evolve deck holds "Cheap Evolver"
    Then I see all 2 cards in my evolve deck
    And I see "Evolving Fighter" and "Cheap Evolver" face down in my evolve deck
    And my opponent sees 2 cards in my evolve deck but not which
    And my opponent does not see "Evolving Fighter" in my evolve deck
    And my opponent sees all 1 card in my opponent's evolve deck
    And my opponent sees "Cheap Evolver" face down in my opponent's evolve deck
    And I see 1 card in my opponent's evolve deck but not which
    And I do not see "Cheap Evolver" in my opponent's evolve deck

  @cr-4.2.3.1 @cr-4.6.2
  Scenario: CR 4.2.3.1: a face-up card in an evolve deck is seen by both players, the face-down ones only by their owner
    Rule(en): A card lying face up can be seen by every player, even in a zone the other player may not look at: the used card of an evolve deck is known to both, its face-down cards only to their owner.
    Rule(ja): 表向きのカードは、相手が見ることのできない領域にあってもすべてのプレイヤーが見ることができます。エボルヴデッキの使用済みのカードは両プレイヤーに分かり、裏向きのカードは持ち主にしか分かりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.2.3.1 and 4.6.2

    Given it is my main phase with 0 play points
    And my evolve deck holds:
      | card             | face |
      | Evolving Fighter | up   |
      | Cheap Evolver    | down |
    And my opponent's evolve deck holds:
      | card          | face |
      | Cheap Evolver | up   |
    Then my opponent sees "Evolving Fighter" face up in my evolve deck
    And my opponent sees 2 cards in my evolve deck, 1 of them not which
    And my opponent does not see "Cheap Evolver" in my evolve deck
    And I see "Evolving Fighter" face up in my evolve deck
    And I see "Cheap Evolver" face down in my evolve deck
    And I see "Cheap Evolver" face up in my opponent's evolve deck
    And I see all 1 card in my opponent's evolve deck

  @cr-4.3.2
  Scenario: CR 4.3.2: both players see both leaders, and a leader's defense as it changes
    Rule(en): The leader area is an open zone: each player sees both leaders, with their class and their current defense, and sees that defense drop when a leader takes damage.
    Rule(ja): リーダーエリアは公開領域です。各プレイヤーは両方のリーダーを、そのクラスと現在の体力とともに見ることができ、リーダーがダメージを受けて体力が減ればそれも分かります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.3.2

    Given it is my main phase with 0 play points
    And my leader has 12 defense
    And my field holds "Test Fighter"
    Then my opponent sees my leader "Forest Leader" of class forest with 12 defense
    And I see my leader "Forest Leader" of class forest with 12 defense
    And I see my opponent's leader "Sword Leader" of class sword with 20 defense
    And my opponent sees my opponent's leader "Sword Leader" of class sword with 20 defense
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 18 defense
    And I see my opponent's leader "Sword Leader" of class sword with 18 defense
    And my opponent sees my opponent's leader "Sword Leader" of class sword with 18 defense

  @cr-4.4.4.1 @cr-4.4.4.2
  Scenario: CR 4.4.4.1: a field holds five cards from the start: a fifth card can be played, a sixth cannot
    Rule(en): A field's limit is five cards when the game starts and no effect here changes it: a fifth card goes onto a field of four, and a card that would be a sixth does not.
    Rule(ja): 場の上限はゲーム開始時に5枚で、ここではそれを変える効果はありません。4枚の場に5枚目は出せますが、6枚目になるカードは出せません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.4.4.1 and 4.4.4.2

    Given it is my main phase with 4 play points
    And my hand holds:
      | card         | as        |
      | Test Fighter | Fighter 1 |
      | Test Fighter | Fighter 2 |
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Fighter 1"
    Then the action succeeds
    And my field holds 5 cards
    When I play "Fighter 2"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @cr-4.8.3.1 @cr-4.8.3.2
  Scenario: CR 4.8.3.1: an EX area holds five cards from the start: a fifth card goes in, a sixth does not
    Rule(en): An EX area's limit is five cards when the game starts and no effect here changes it: a token made into an EX area of four goes there, and one that would be a sixth is not put there.
    Rule(ja): EXエリアの上限はゲーム開始時に5枚で、ここではそれを変える効果はありません。4枚のEXエリアにトークンは置かれますが、6枚目になるトークンは置かれません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.8.3.1 and 4.8.3.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        | as      |
      | Spare Fairy | Spare 1 |
      | Spare Fairy | Spare 2 |
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Spare 1"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 1 "Fairy"
    When I play "Spare 2"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 1 "Fairy"

  @cr-4.7.3.1 @cr-4.7.3
  Scenario: CR 4.7.3.1: a hand holds seven cards from the start: seven are kept at the end of the turn, an eighth is discarded
    Rule(en): A hand's limit is seven cards when the game starts and no effect here changes it: a player ending their turn with seven cards keeps them all, and one with eight must discard one.
    Rule(ja): 手札の上限はゲーム開始時に7枚で、ここではそれを変える効果はありません。7枚でターンを終えるプレイヤーはすべて残せますが、8枚なら1枚捨てなければなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.7.3.1 and 4.7.3

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then it is my opponent's main phase
    And my hand holds 7 cards
    And my cemetery holds 0 cards

  @cr-4.7.3.1 @cr-4.7.3
  Scenario: CR 4.7.3.1: with eight cards at the end of the turn, one over the starting hand limit, the end phase waits for a discard
    Rule(en): The hand limit a game starts with is seven: a player ending their turn with eight cards is made to discard down to seven before the turn can end.
    Rule(ja): ゲーム開始時の手札の上限は7枚です。8枚でターンを終えるプレイヤーは、ターンが終わる前に7枚になるまで捨てさせられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.7.3.1 and 4.7.3

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
    And my hand holds 8 cards
    When I discard "Card 8" to keep 7 cards
    Then my hand holds 7 cards
    And it is my opponent's main phase
