@sve
Feature: Cards put into a deck together go in the order a player chooses (CR 4.1.5, 4.1.5.1)
  When one effect puts several cards into a deck at the same time, such as the cards a look at the top
  leaves over, or two followers sent back to their owner's deck, a player decides the order they go in;
  the other player does not see it. The deck's owner decides, except for cards that come from a zone
  every player sees (the field), whose controller decides. The engine waits for that player once 2 or
  more cards go to the same end of one deck, and refuses an order that does not name each of them once.

  @cr-4.1.5 @cr-4.1.5.1
  Scenario: CR 4.1.5: the cards a look at the top leaves over go to the bottom in the order the deck's owner chooses
    Rule(en): Cards put into a deck at the same time go in an order that a player picks; for the cards left over from a look at the top of my own deck, that player is me, the deck's owner.
    Rule(ja): 同時にデッキに置く複数のカードは、プレイヤーが選んだ順番で置かれます。自分のデッキの上から見て残ったカードなら、選ぶのはそのデッキの持ち主である自分です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.1.5 and 4.1.5.1

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Knight  |
      | Test Fighter |
      | Study        |
    And my hand holds "Scry Lens"
    When I play "Scry Lens"
    Then the action succeeds
    And the game waits for me
    When I put them on the bottom of my deck in the order "Test Fighter", "Test Goblin", "Test Knight"
    Then the action succeeds
    And the top card of my deck is "Study"
    And the bottom 3 cards of my deck are, top first, "Test Fighter", "Test Goblin", "Test Knight"
    And the event "deck-ordered" happened

  @cr-4.1.5
  Scenario Outline: CR 4.1.5: an order that does not name each card put into the deck once is refused (<flaw>)
    Rule(en): The order a player gives must place every card going into the deck together, each once, and no other card; anything else is refused and the game goes on waiting for a proper order.
    Rule(ja): 選ぶ順番は、一緒にデッキに置くカードすべてを1回ずつ含み、それ以外のカードを含まないものでなければなりません。そうでなければ認められず、ゲームは正しい順番を待ち続けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Knight  |
      | Test Fighter |
      | Study        |
    And my hand holds "Scry Lens"
    When I play "Scry Lens"
    And I put them on the bottom of my deck in the order <order>
    Then the action is refused with reason "deck-order-mismatch"
    And the game state is unchanged
    And the game waits for me

    Examples:
      | flaw                             | order                                          |
      | a card that stayed on top        | "Test Fighter", "Study", "Test Knight"         |
      | a card named twice               | "Test Fighter", "Test Fighter", "Test Knight"  |
      | a card left out                  | "Test Fighter", "Test Knight"                  |

  @cr-4.1.5.1
  Scenario: CR 4.1.5.1: followers sent from the field into their owner's deck are ordered by their controller
    Rule(en): Cards that come into a deck from a zone every player sees are ordered by the player who controlled them there: two followers of mine that my opponent controls, sent onto the top of my deck, are ordered by my opponent, not by me.
    Rule(ja): 全員に公開された領域からデッキに置くカードは、そこでそれをコントロールしていたプレイヤーが順番を決めます。相手がコントロールする自分のフォロワー2体を自分のデッキの上に置くなら、順番を決めるのは自分ではなく相手です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's field holds "Test Knight" owned by me
    And my opponent's field holds "Test Fighter" owned by me
    And my hand holds "Twin Tide"
    When I play "Twin Tide"
    And my opponent puts them on the top of the deck
    Then the action succeeds
    And the game waits for my opponent
    When I put them on the top of my deck in the order "Test Knight", "Test Fighter"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    When my opponent puts them on the top of my deck in the order "Test Knight", "Test Fighter"
    Then the action succeeds
    And the top 2 cards of my deck are, top first, "Test Knight", "Test Fighter"
    And my deck holds 4 cards

  @cr-4.1.5
  Scenario: CR 4.1.5: cards sent to the top and to the bottom of a deck at once are ordered one end at a time
    Rule(en): When one effect sends some cards to the top of a deck and others to its bottom, each group that goes to one end together is put in the order its player chooses: first the top group, then the bottom one.
    Rule(ja): 1つの効果で一部のカードをデッキの上に、残りを下に置くとき、同じ側に一緒に置く各グループは、そのプレイヤーが選んだ順番で置かれます。まず上のグループ、次に下のグループです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5

    Given it is my main phase with 0 play points
    And my opponent's deck holds 1 card
    And my opponent's field holds:
      | card         |
      | Test Knight  |
      | Test Fighter |
      | Test Goblin  |
      | Goliath      |
    And my hand holds "Twin Tide"
    When I play "Twin Tide"
    And my opponent puts them on the top, top, bottom and bottom of the deck
    Then the action succeeds
    And the game waits for my opponent
    When my opponent puts them on the top of their deck in the order "Test Knight", "Test Fighter"
    Then the action succeeds
    And the game waits for my opponent
    When my opponent puts them on the bottom of their deck in the order "Goliath", "Test Goblin"
    Then the action succeeds
    And the top 2 cards of my opponent's deck are, top first, "Test Knight", "Test Fighter"
    And the bottom 2 cards of my opponent's deck are, top first, "Goliath", "Test Goblin"
    And my opponent's deck holds 5 cards

  @cr-4.1.5 @cr-4.1.5.1 @card-BP01-039
  Scenario: CR 4.1.5.1: Pompous Princess puts the cards it leaves over on the bottom in the order I choose
    Rule(en): Pompous Princess looks at my top 5 cards and may put a 1-cost follower among them onto my field; the others go to the bottom of my deck in any order, the one I choose as the deck's owner.
    Rule(ja): わがままプリンセスはデッキの上5枚を見て、その中のコスト1のフォロワー1枚を場に出せます。残りは好きな順番でデッキの下に置かれ、その順番はデッキの持ち主である自分が選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 3 play points
    And my hand holds "Pompous Princess"
    And my deck holds:
      | card          | as        |
      | Goliath       | Goliath A |
      | Ninja Trainee |           |
      | Goliath       | Goliath B |
      | Fate's Hand   |           |
      | Wind Blast    |           |
      | Study         |           |
    When I play "Pompous Princess" picking "Ninja Trainee"
    Then the game waits for me
    When I put them on the bottom of my deck in the order "Wind Blast", "Goliath A", "Fate's Hand", "Goliath B"
    Then the action succeeds
    And "Ninja Trainee" is on my field
    And the top card of my deck is "Study"
    And the bottom 4 cards of my deck are, top first, "Wind Blast", "Goliath A", "Fate's Hand", "Goliath B"

  @cr-4.1.5 @cr-4.1.5.1 @card-BP01-072
  Scenario: CR 4.1.5.1: Sorcery Cache puts the cards it leaves over on the bottom in the order I choose
    Rule(en): Sorcery Cache looks at my top 4 cards: a spell may go to my hand and another to my cemetery; the others go to the bottom of my deck in the order I choose.
    Rule(ja): 魔力の蓄積はデッキの上4枚を見て、スペル1枚を手札に、もう1枚を墓場に置けます。残りは自分が選んだ順番でデッキの下に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card        | as        |
      | Goliath     | Goliath A |
      | Wind Blast  |           |
      | Fate's Hand |           |
      | Goliath     | Goliath B |
      | Study       |           |
    When I play "Sorcery Cache" picking "Wind Blast"
    And I take none of the cards looked at
    Then the game waits for me
    When I put them on the bottom of my deck in the order "Goliath B", "Fate's Hand", "Goliath A"
    Then the action succeeds
    And "Wind Blast" is in my hand
    And the top card of my deck is "Study"
    And the bottom 3 cards of my deck are, top first, "Goliath B", "Fate's Hand", "Goliath A"

  @cr-4.1.5 @cr-4.1.5.1 @card-BP01-100
  Scenario: CR 4.1.5.1: Dragon Emissary puts the cards it leaves over on the bottom in the order I choose
    Rule(en): Dragon Emissary looks at my top 5 cards and may put a Dragoncraft card costing 5 or more into my hand; the others go to the bottom of my deck in the order I choose.
    Rule(ja): 竜の伝令はデッキの上5枚を見て、コスト5以上のドラゴン・カード1枚を手札に加えられます。残りは自分が選んだ順番でデッキの下に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 1 play point
    And my hand holds "Dragon Emissary"
    And my deck holds:
      | card           | as        |
      | Goliath        | Goliath A |
      | Genesis Dragon |           |
      | Goliath        | Goliath B |
      | Wind Blast     |           |
      | Fate's Hand    |           |
      | Study          |           |
    When I play "Dragon Emissary"
    And I pick "Genesis Dragon" from the cards looked at
    Then the game waits for me
    When I put them on the bottom of my deck in the order "Fate's Hand", "Goliath A", "Wind Blast", "Goliath B"
    Then the action succeeds
    And "Genesis Dragon" is in my hand
    And the top card of my deck is "Study"
    And the bottom 4 cards of my deck are, top first, "Fate's Hand", "Goliath A", "Wind Blast", "Goliath B"

  @cr-4.1.5 @cr-4.1.5.1 @card-BP01-148
  Scenario: CR 4.1.5.1: Hallowed Dogma puts the cards it leaves over on the bottom in the order I choose
    Rule(en): Hallowed Dogma looks at my top 5 cards and may put an amulet among them into my hand; the others go to the bottom of my deck in the order I choose.
    Rule(ja): 気高き教理はデッキの上5枚を見て、その中のアミュレット1枚を手札に加えられます。残りは自分が選んだ順番でデッキの下に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 1 play point
    And my hand holds "Hallowed Dogma"
    And my deck holds:
      | card        | as        |
      | Goliath     | Goliath A |
      | Sacred Plea |           |
      | Goliath     | Goliath B |
      | Wind Blast  |           |
      | Fate's Hand |           |
      | Study       |           |
    When I play "Hallowed Dogma"
    And I pick "Sacred Plea" from the cards looked at
    Then the game waits for me
    When I put them on the bottom of my deck in the order "Goliath B", "Fate's Hand", "Goliath A", "Wind Blast"
    Then the action succeeds
    And "Sacred Plea" is in my hand
    And the top card of my deck is "Study"
    And the bottom 4 cards of my deck are, top first, "Goliath B", "Fate's Hand", "Goliath A", "Wind Blast"

  @cr-4.1.5 @cr-4.1.5.1 @card-BP01-008
  Scenario: CR 4.1.5.1: Homecoming with Combo 5 sends the enemy followers to the bottom in the order my opponent chooses
    Rule(en): With Combo (5), Homecoming puts every enemy follower into its owner's deck; followers sent to the same end of that deck together come from the field, so the opponent who controlled them orders them.
    Rule(ja): コンボ5のとき、根源への回帰は相手のフォロワーすべてを持ち主のデッキに置きます。同じ側に一緒に置くフォロワーは場から来るので、それをコントロールしていた相手が順番を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 3 play points
    And I have played 4 cards this turn
    And my hand holds "Homecoming"
    And my opponent's field holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    And my opponent's deck holds 2 cards
    When I play "Homecoming" targeting "Goliath"
    And my opponent puts them on the bottom of the deck
    Then the action succeeds
    And the game waits for my opponent
    When my opponent puts them on the bottom of their deck in the order "Ninja Trainee", "Goliath"
    Then the action succeeds
    And my opponent's field holds 0 cards
    And the bottom 2 cards of my opponent's deck are, top first, "Ninja Trainee", "Goliath"
