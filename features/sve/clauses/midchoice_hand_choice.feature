@sve
Feature: Choices among the cards of a hand are made when that part of the effect resolves (CR 10.6.2.8.2)
  An ability does what its text says in the order it says it. When a later part asks a player to pick cards of
  a hand (discard one, put one on the deck), the pick is made once the earlier parts have happened, so a card
  an earlier part drew can be the one picked. Naming that card when the card is played is not possible.

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: Shenlong's Fanfare draws first, then the game asks which card to discard
    Rule(en): Shenlong's Fanfare is carried out in order: the 2 cards are drawn, and only then do I pick the card to discard, from the hand as it is after the draw.
    Rule(ja): 神龍のファンファーレは書かれた順に処理される。まず2枚引き、その後で、引いた後の手札から捨てるカードを選ぶ。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds:
      | card         |
      | Goliath      |
      | Test Fighter |
    And my deck holds 1 card
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    Then the action succeeds
    And the game waits for me
    And "Goliath" is in my hand
    And my hand holds 3 cards

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: a card Shenlong's Fanfare just drew can be the one discarded
    Rule(en): The card to discard is picked after the draw, so one of the 2 cards just drawn may be discarded.
    Rule(ja): 捨てるカードは引いた後に選ぶので、いま引いた2枚のうちの1枚を捨ててもよい。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds:
      | card         |
      | Goliath      |
      | Test Fighter |
    And my deck holds 1 card
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" is in my cemetery
    And "Ninja Trainee" is in my hand
    And "Test Fighter" is in my hand
    And my hand holds 2 cards

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: a card held before Shenlong was played can still be the one discarded
    Rule(en): Picking after the draw does not narrow the choice: a card that was already in my hand may be discarded too.
    Rule(ja): 引いた後に選ぶからといって選択肢は狭まらない。もともと手札にあったカードを捨ててもよい。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds:
      | card         |
      | Goliath      |
      | Test Fighter |
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    And I select "Ninja Trainee" as the target
    Then the action succeeds
    And "Ninja Trainee" is in my cemetery
    And "Goliath" is in my hand
    And "Test Fighter" is in my hand

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: the card to discard cannot be named when Shenlong is played
    Rule(en): The pick belongs to the second part of the Fanfare, so naming a card to discard when Shenlong is played is refused, and nothing is paid or moved.
    Rule(ja): 捨てるカードの選択はファンファーレの後半で行うので、神龍をプレイする時点で捨てるカードを指定することはできず、何も支払われず何も動かない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong" targeting "Ninja Trainee"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: a card still in the deck cannot be picked for Shenlong's discard
    Rule(en): Only a card in my hand when the pick is made can be discarded; naming a card left in my deck is refused, and the game still waits for my pick.
    Rule(ja): 捨てられるのは選ぶ時点で手札にあるカードだけ。デッキに残ったカードを指定しても拒否され、ゲームは引き続き選択を待つ。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds:
      | card         |
      | Goliath      |
      | Test Fighter |
      | Test Knight  |
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    And I select "Test Knight" as the target
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    And the game waits for me

  @cr-10.6.2.8.2 @card-BP01-085
  Scenario: CR 10.6.2.8.2: the card Dragonewt Scholar draws when it attacks can be the one discarded
    Rule(en): Dragonewt Scholar's Strike draws a card first; the card to discard is picked after that, so the card just drawn may be discarded.
    Rule(ja): ドラゴニュートスカラーの攻撃時能力はまず1枚引き、その後で捨てるカードを選ぶので、いま引いたカードを捨ててもよい。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my deck holds:
      | card    |
      | Goliath |
    And my deck holds 1 card
    And my field holds "Dragonewt Scholar"
    And my hand holds "Ninja Trainee"
    When I declare an attack on the enemy leader with "Dragonewt Scholar"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" is in my cemetery
    And "Ninja Trainee" is in my hand
    And my hand holds 1 card

  @cr-10.6.2.8.2 @card-BP01-167
  Scenario: CR 10.6.2.8.2: the card Harnessed Glass draws can be the one put on the bottom of the deck
    Rule(en): Harnessed Glass's Fanfare draws a card first; the card to put on the bottom of my deck is picked after that, so it may be the card just drawn.
    Rule(ja): ツインプリズナー・グラスのファンファーレはまず1枚引き、その後でデッキの下に置くカードを選ぶので、いま引いたカードを置いてもよい。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 3 play points
    And my deck holds:
      | card    |
      | Goliath |
    And my deck holds 1 card
    And my hand holds:
      | card            |
      | Harnessed Glass |
      | Ninja Trainee   |
    When I play "Harnessed Glass"
    And I select "Goliath" as the target
    Then the action succeeds
    And the bottom card of my deck is "Goliath"
    And "Ninja Trainee" is in my hand
    And my hand holds 1 card

  @cr-10.6.2.8.2 @card-BP01-111
  Scenario: CR 10.6.2.8.2: Crazed Executioner's damage to my leader happens before I pick from the enemy hand
    Rule(en): Crazed Executioner's On Evolve deals 2 damage to my leader first; the game then waits for my pick of the card my opponent discards.
    Rule(ja): 狂気の処刑人の進化時能力はまず自分のリーダーに2ダメージを与え、その後で相手が捨てるカードを自分が選ぶのをゲームが待つ。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 1 play point
    And my field holds "Crazed Executioner"
    And my evolve deck holds "Crazed Executioner"
    And my opponent's hand holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    When I evolve "Crazed Executioner"
    Then the action succeeds
    And the game waits for me
    And my leader has 18 defense
    And my opponent's hand holds 2 cards

  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: CR 10.6.2.8.2: Shenlong's Fanfare discards exactly one card, so picking two is refused
    Rule(en): When the pick is asked, Shenlong discards one card: naming two cards of my hand is refused, nothing moves, and the game still waits for my pick.
    Rule(ja): 選択を求められたとき、神龍が捨てるのは1枚だけ。手札を2枚指定すると拒否され、何も動かず、ゲームは引き続き選択を待つ。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds:
      | card         |
      | Goliath      |
      | Test Fighter |
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    And I select "Goliath" and "Ninja Trainee" as the targets
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And the game waits for me
