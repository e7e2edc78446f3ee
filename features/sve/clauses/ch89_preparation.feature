@sve
Feature: Chapter 6 of the Comprehensive Rules: the decks a player brings and the set-up before the first turn
  What a deck holds (CR 6.1.1) and the set-up steps, in order, from placing the decks to the first player's
  first turn (CR 6.2.1). Games here are prepared with a fixed seed.

  @cr-6.1.1 @cr-6.1.1.1
  Scenario: CR 6.1.1.1: a deck is led by one leader card, and a follower cannot lead it
    Rule(en): A player brings a leader card, a main deck and an evolve deck; the card leading the deck must be a leader.
    Rule(ja): プレイヤーはリーダーカード、メインデッキ、エボルヴデッキを用意します。デッキを率いるカードはリーダーでなければなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 6.1.1 and 6.1.1.1

    Given my deck list is led by "Test Goblin"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the action is refused with reason "not-a-leader"

  @cr-6.1.1 @cr-6.1.1.2
  Scenario: CR 6.1.1.2: forty cards make a main deck, thirty-nine do not
    Rule(en): The main deck holds from 40 to 50 cards.
    Rule(ja): メインデッキは40枚以上50枚以下です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.1.1.2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the deck list is accepted
    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
    When my deck list is checked
    Then the action is refused with reason "main-deck-size"

  @cr-6.1.1.2
  Scenario: CR 6.1.1.2: an evolved card does not go into the main deck
    Rule(en): The main deck holds only cards that are played from it (followers, spells, amulets); an evolved card belongs elsewhere.
    Rule(ja): メインデッキに入るのはそこからプレイするカード（フォロワー、スペル、アミュレット）だけです。エボルヴカードは入りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.1.1.2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar, Fairy                                                  | 1      |
    When my deck list is checked
    Then the action is refused with reason "wrong-deck"

  @cr-6.1.1.3
  Scenario: CR 6.1.1.3: the evolve deck takes up to ten evolved cards and nothing else
    Rule(en): The evolve deck holds at most 10 cards, all of them evolved cards; a follower that is not evolved is refused there.
    Rule(ja): エボルヴデッキは10枚以下で、すべてエボルヴカードです。進化前のフォロワーは入れられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.1.1.3

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards                                        | copies |
      | Evolving Fighter, Cheap Evolver, Twin Herald | 3      |
      | Budding Squire                               | 1      |
    When my deck list is checked
    Then the deck list is accepted
    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards       | copies |
      | Test Goblin | 1      |
    When my deck list is checked
    Then the action is refused with reason "wrong-deck"

  @cr-6.1.1.4
  Scenario: CR 6.1.1.4: a fourth copy of an evolved card is refused in the evolve deck too
    Rule(en): Each deck holds at most 3 cards of one name; the evolve deck counts its own copies.
    Rule(ja): 各デッキに入れられる同じ名前のカードは3枚までです。エボルヴデッキはその中の枚数で数えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.1.1.4

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 4      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  @cr-6.1.1.5 @cr-6.1.1.5.1
  Scenario: CR 6.1.1.5.1: a class deck takes Neutral cards and refuses another class's cards
    Rule(en): A deck built on the leader's class may hold cards of that class and Neutral cards only.
    Rule(ja): リーダーのクラスで組むデッキには、そのクラスのカードとニュートラルのカードだけを入れられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 6.1.1.5 and 6.1.1.5.1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite   | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the deck list is accepted
    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite   | 3      |
      | Test Knight                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the action is refused with reason "off-class"

  @cr-6.2.1 @cr-6.2.1.2 @cr-6.2.1.5
  Scenario: CR 6.2.1.5: the leader and the evolve deck are in place when the game is prepared
    Rule(en): In set-up each player's leader goes into the leader area and the evolve deck into the evolve deck area, where they stay out of the main deck.
    Rule(ja): 準備では、各プレイヤーのリーダーはリーダーエリアに、エボルヴデッキはエボルヴデッキエリアに置かれ、メインデッキとは別になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 6.2.1, 6.2.1.2 and 6.2.1.5

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 2      |
    And my opponent's deck list is led by "Forest Leader"
    And my opponent's main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When the game is prepared with seed 4
    And the turn order is decided with me going first
    Then both leaders are revealed, mine as a class deck
    And my evolve deck holds 2 cards
    And my opponent's evolve deck holds 0 cards
    And my deck holds 36 cards

  @cr-6.2.1.4
  Scenario: CR 6.2.1.4: each main deck is shuffled in set-up
    Rule(en): Both main decks are put in their deck areas and shuffled before the first player is decided.
    Rule(ja): 先攻を決める前に、両者のメインデッキをデッキエリアに置いてシャッフルします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.2.1.4

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When the game is prepared with seed 6
    And the turn order is decided with me going first
    Then these events happened in this order:
      | event              | player      |
      | shuffled           | me          |
      | shuffled           | my opponent |
      | turn-order-decided |             |

  @cr-6.2.1.6 @cr-6.2.1.14
  Scenario: CR 6.2.1.6: the player chosen to go first takes the first turn
    Rule(en): One player decides which player goes first; once the redraws are done, that player's first turn begins.
    Rule(ja): 一方のプレイヤーがどちらが先攻かを決めます。引き直しが終わると、先攻のプレイヤーの最初のターンが始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 6.2.1.6 and 6.2.1.14

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And the game is prepared with seed 6
    When the turn order is decided with my opponent going first
    And my opponent keeps their hand
    And I keep my hand
    Then it is my opponent's main phase of turn 1

  @cr-6.2.1.7
  Scenario: CR 6.2.1.7: each player draws an opening hand of four
    Rule(en): After the turn order is settled, each player draws 4 cards from the top of their deck.
    Rule(ja): 先攻後攻が決まった後、各プレイヤーはデッキの上から4枚引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.2.1.7

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And the game is prepared with seed 6
    When the turn order is decided with me going first
    Then my hand holds 4 cards
    And my opponent's hand holds 4 cards
    And my deck holds 36 cards
    And my opponent's deck holds 36 cards

  @cr-6.2.1.8
  Scenario: CR 6.2.1.8: the player going first redraws first, and only once
    Rule(en): Starting with the player going first, each player may once put the whole hand on the bottom of the deck in any order and draw 4 again.
    Rule(ja): 先攻から順に、各プレイヤーは1回だけ、手札すべてを好きな順でデッキの下に置き、4枚引き直せます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 6.2.1.8

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And the game is prepared with seed 9
    And the turn order was decided with me going first
    When my opponent redraws, putting their hand on the bottom of the deck in reverse order
    Then the action is refused with reason "preparation-order"
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action succeeds
    And the bottom 4 cards of my deck are my former hand in the chosen order
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action is refused with reason "preparation-order"

  @cr-6.2.1.9 @cr-6.2.1.10 @cr-6.2.1.12
  Scenario: CR 6.2.1.10: the points and defense each player starts with
    Rule(en): Each player starts with 0 play points of 0, a leader at 20 defense, and evolution points by turn order: none for the player going first, 3 for the player going second.
    Rule(ja): 各プレイヤーはPP0（最大値0）、体力20のリーダーで始まり、EPは先攻が0、後攻が3です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 6.2.1.9, 6.2.1.10 and 6.2.1.12

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And the game is prepared with seed 6
    When the turn order is decided with me going first
    And I keep my hand
    And my opponent keeps their hand
    Then it is my main phase of turn 1
    And I have 1 maximum play point
    And my opponent has 0 maximum play points
    And my opponent has 0 play points
    And I have 0 evolution points
    And my opponent has 3 evolution points
    And my leader has 20 defense
    And my opponent's leader has 20 defense
