@sve
Feature: Game preparation
  Both decks are checked and shuffled, the leaders are revealed, each player gets
  four cards face down, the turn order is decided, and then each player, the
  player going first first, keeps the hand or redraws it once. The player going
  second receives 3 evolution points, and the player going first does not draw
  on the first turn (CR 6.2; 7.2). Games here are prepared with a fixed seed.

  Background:
    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |

  @SVE-EN-012 @SVE-JA-003 @cr-6.2
  Scenario: The opening hand stays unseen until the turn order is settled
    Q(en): While the players are deciding who goes first, may they look at the cards in their hands?
    A(en): No. A player may look at the hand only once the player going first is known.
    Q(ja): 先攻と後攻を決めている間に、自分の手札を見てもよいですか？
    A(ja): いいえ。手札を見られるのは、先攻のプレイヤーが決まってからです。
    Checks(en): The opening hand stays unseen until the turn order is settled
    Checks(ja): 先攻後攻が決まるまで、最初の手札は見られない
    Source: sve-faq-en, Q&A 12
    Source: sve-summary-ja, Q&A 3

    Given the game is prepared with seed 5
    When I look at my hand
    Then the action is refused with reason "hidden"
    And the game state is unchanged
    When the turn order is decided with me going first
    And I look at my hand
    Then I see 4 cards

  # kills: engine.sve.game.xǁGameǁ_do_redraw__mutmut_26, _28 (issue 24: the events' player)
  @SVE-EN-005 @SVE-JA-R011 @cr-6.2
  Scenario: A redraw sends the whole hand to the bottom in the chosen order and deals four new cards
    Q(en): May I redraw my opening hand?
    A(en): Yes, once, during game preparation and after seeing the hand: put every card of the hand on the bottom of the deck in an order you choose, then draw 4. The player going first decides first, then the player going second.
    Q(ja): 最初の手札を引き直せますか？
    A(ja): はい。ゲーム準備中に手札を確認したあと1回だけ、手札をすべて好きな順番でデッキの一番下に置き、上から4枚引けます。先に先攻のプレイヤーが、次に後攻のプレイヤーが行います。
    Rule(en): The opening hand is 4 cards. Starting with the player going first, each player may once choose to put all 4 on the bottom of the deck and draw 4 again.
    Rule(ja): 最初の手札は4枚です。先攻から順に、各プレイヤーは1回だけ、その4枚すべてをデッキの下に戻して4枚を引き直すことを選べます。
    Checks(en): A redraw sends the whole hand to the bottom in the chosen order and deals four new cards
    Checks(ja): 引き直しでは、手札全部を好きな順でデッキの下に置き、新しく4枚引く
    Source: sve-faq-en, Q&A 5
    Source: sve-summary-ja, rule statement 11

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then my hand holds 4 cards
    And my deck holds 36 cards
    And the bottom 4 cards of my deck are my former hand in the chosen order
    And none of my former hand is in my hand
    And these events happened in this order:
      | event  | player |
      | redrew | me     |

  @SVE-EN-005 @SVE-JA-R011 @cr-6.2
  Scenario: The player going second may not settle the redraw before the player going first
    Q(en): May I redraw my opening hand?
    A(en): Yes, once, during game preparation and after seeing the hand: put every card of the hand on the bottom of the deck in an order you choose, then draw 4. The player going first decides first, then the player going second.
    Q(ja): 最初の手札を引き直せますか？
    A(ja): はい。ゲーム準備中に手札を確認したあと1回だけ、手札をすべて好きな順番でデッキの一番下に置き、上から4枚引けます。先に先攻のプレイヤーが、次に後攻のプレイヤーが行います。
    Rule(en): The opening hand is 4 cards. Starting with the player going first, each player may once choose to put all 4 on the bottom of the deck and draw 4 again.
    Rule(ja): 最初の手札は4枚です。先攻から順に、各プレイヤーは1回だけ、その4枚すべてをデッキの下に戻して4枚を引き直すことを選べます。
    Checks(en): The player going second may not settle the redraw before the player going first
    Checks(ja): 後攻のプレイヤーは、先攻のプレイヤーより先に引き直しを決められない
    Source: sve-faq-en, Q&A 5
    Source: sve-summary-ja, rule statement 11

    Given the game is prepared with seed 8
    And the turn order was decided with me going first
    When my opponent redraws, putting their hand on the bottom of the deck in reverse order
    Then the action is refused with reason "preparation-order"
    And the game state is unchanged
    When I keep my hand
    And my opponent redraws, putting their hand on the bottom of the deck in reverse order
    Then the action succeeds
    And my opponent's hand holds 4 cards

  @SVE-EN-005 @SVE-JA-R011 @cr-6.2
  Scenario: A player who has redrawn may not redraw a second time
    Q(en): May I redraw my opening hand?
    A(en): Yes, once, during game preparation and after seeing the hand: put every card of the hand on the bottom of the deck in an order you choose, then draw 4. The player going first decides first, then the player going second.
    Q(ja): 最初の手札を引き直せますか？
    A(ja): はい。ゲーム準備中に手札を確認したあと1回だけ、手札をすべて好きな順番でデッキの一番下に置き、上から4枚引けます。先に先攻のプレイヤーが、次に後攻のプレイヤーが行います。
    Rule(en): The opening hand is 4 cards. Starting with the player going first, each player may once choose to put all 4 on the bottom of the deck and draw 4 again.
    Rule(ja): 最初の手札は4枚です。先攻から順に、各プレイヤーは1回だけ、その4枚すべてをデッキの下に戻して4枚を引き直すことを選べます。
    Checks(en): A player who has redrawn may not redraw a second time
    Checks(ja): 引き直したプレイヤーは、2回目の引き直しはできない
    Source: sve-faq-en, Q&A 5
    Source: sve-summary-ja, rule statement 11

    Given the game is prepared with seed 2
    And the turn order was decided with me going first
    And I redrew, putting my hand on the bottom of the deck in reverse order
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action is refused with reason "preparation-order"
    And the game state is unchanged

  @SVE-EN-005 @cr-6.2
  Scenario: SVE-EN-005: the four new cards of a redraw are drawn from the top of the deck
    Checks(en): After the hand goes to the bottom, the four cards drawn are the four that were on top of the deck
    Checks(ja): 手札をデッキの下に置いたあと引く4枚は、デッキの上にあった4枚である
    Source: sve-faq-en, Q&A 5

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    And I note the top 4 cards of my deck
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action succeeds
    And my hand holds exactly the cards noted from the top of my deck

  @SVE-EN-005 @cr-6.2
  Scenario: SVE-EN-005: a redraw that puts back only part of the hand is refused
    Checks(en): A redraw puts every card of the hand on the bottom: returning three of the four is refused and nothing moves
    Checks(ja): 引き直しでは手札をすべてデッキの下に置く：4枚のうち3枚だけ戻すことはできず、何も動かない
    Source: sve-faq-en, Q&A 5

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I redraw returning only 3 cards of my hand
    Then the action is refused with reason "whole-hand-only"
    And the game state is unchanged

  @SVE-EN-005 @cr-6.2
  Scenario: SVE-EN-005: there is no redraw once game preparation is over
    Checks(en): The redraw belongs to game preparation: once both players have kept their hands and the game has begun, a redraw is refused
    Checks(ja): 引き直しはゲームの準備中だけ：両プレイヤーが手札を決めてゲームが始まったあとは、引き直しはできない
    Source: sve-faq-en, Q&A 5

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    And I kept my hand
    And my opponent kept their hand
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action is refused with reason "preparation-order"
    And the game state is unchanged

  @SVE-EN-013 @cr-6.2
  Scenario: Redrawing only part of the opening hand is refused
    Q(en): When I redraw at the start of the game, may I send back just some of my cards?
    A(en): No. A redraw always replaces the entire hand.
    Q(ja): ゲーム開始時の引き直しで、手札の一部だけを戻すことはできますか？
    A(ja): いいえ。引き直すときは手札全部を戻します。
    Checks(en): Redrawing only part of the opening hand is refused
    Checks(ja): 最初の手札の一部だけを引き直すことはできない
    Source: sve-faq-en, Q&A 13

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I redraw returning only 3 cards of my hand
    Then the action is refused with reason "whole-hand-only"
    And the game state is unchanged

  @SVE-EN-013 @cr-6.2
  Scenario: SVE-EN-013: a redraw of the whole hand is accepted
    Checks(en): The other way: putting back all four cards is a redraw the game accepts, and four new cards are drawn
    Checks(ja): 逆に、4枚すべてを戻す引き直しは認められ、新しく4枚引く
    Source: sve-faq-en, Q&A 13

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I redraw, putting my hand on the bottom of the deck in reverse order
    Then the action succeeds
    And my hand holds 4 cards
    And none of my former hand is in my hand

  @SVE-JA-R009 @cr-6.2 @assumption
  Scenario: Both leaders are revealed before the turn order is decided
    Rule(en): Each player puts a leader card face down in the leader area; once both are down, both are turned face up.
    Rule(ja): 各プレイヤーはリーダーカードを裏向きでリーダーエリアに置き、両者が置き終えたら表向きにします。
    Assumption(en): The face-down placement is not a separate step: both leaders come from deck lists fixed before preparation starts, and the engine reveals them together.
    Assumption(ja): 裏向きに置く手順は独立した処理として扱いません。リーダーは準備開始前に確定したデッキリストから決まり、エンジンは両方を同時に公開します。
    Checks(en): Both leaders are revealed before the turn order is decided
    Checks(ja): 先攻後攻を決める前に、両方のリーダーが表向きになる
    Source: sve-summary-ja, rule statement 9

    Given the game is prepared with seed 5
    When the turn order is decided with me going first
    Then both leaders are revealed, mine as a class deck
    And these events happened in this order:
      | event              |
      | leader-revealed    |
      | leader-revealed    |
      | turn-order-decided |

  @SVE-JA-R010 @cr-6.2 @cr-3.2
  Scenario: The player going second starts with 3 evolution points
    Rule(en): The winner of a game of rock-paper-scissors, a die roll or the like picks whether to go first or second. The player going second has 3 evolution points.
    Rule(ja): じゃんけんやサイコロなどで勝ったプレイヤーが先攻か後攻かを選びます。後攻のプレイヤーはEPを3つ持ちます。
    Checks(en): The player going second starts with 3 evolution points
    Checks(ja): 後攻のプレイヤーはEPを3つ持って始める
    Source: sve-summary-ja, rule statement 10

    Given the game is prepared with seed 5
    When the turn order is decided with my opponent going first
    And my opponent keeps their hand
    And I keep my hand
    Then it is my opponent's main phase of turn 1
    And I have 3 evolution points
    And my opponent has 0 evolution points

  @SVE-JA-R010 @cr-6.2 @cr-3.2 @assumption
  Scenario: SVE-JA-R010: the winner may pick going first, and then the opponent holds the 3 evolution points
    Checks(en): Going first or second is the winner's pick either way: picking first leaves that player with no evolution points and gives the opponent, going second, 3
    Checks(ja): 先攻か後攻かはどちらでも勝者が選べる：先攻を選べばそのプレイヤーのEPは0で、後攻の相手がEPを3つ持つ
    Source: sve-summary-ja, rule statement 10
    Assumption(en): The engine does not play the rock-paper-scissors or the die roll: the winner's pick is handed to it (given none, its seeded generator picks who goes first).
    Assumption(ja): じゃんけんやサイコロはエンジンでは行わず、勝者の選んだ順番を受け取ります（渡されなければシード付きの乱数で先攻を決めます）。

    Given the game is prepared with seed 5
    When the turn order is decided with me going first
    And I keep my hand
    And my opponent keeps their hand
    Then it is my main phase of turn 1
    And I have 0 evolution points
    And my opponent has 3 evolution points

  # kills: engine.sve.game.xǁGameǁ_do_keep_hand__mutmut_7, _9; engine.sve.game.xǁGameǁ_do_decide_turn_order__mutmut_28, _30 (issue 24: the events' player)
  @SVE-JA-R012 @cr-6.2 @cr-7.2
  Scenario: The player going first skips the draw on the first turn only
    Rule(en): The player going first does not draw on the first turn.
    Rule(ja): 先攻のプレイヤーは最初のターンにカードを引きません。
    Checks(en): The player going first skips the draw on the first turn only
    Checks(ja): 先攻のプレイヤーが引かないのは最初のターンだけである
    Source: sve-summary-ja, rule statement 12

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I keep my hand
    And my opponent keeps their hand
    Then it is my main phase of turn 1
    And my hand holds 4 cards
    And my deck holds 36 cards
    And these events happened in this order:
      | event              | player      |
      | turn-order-decided | me          |
      | kept-hand          | me          |
      | kept-hand          | my opponent |
    When I end the turn
    Then it is my opponent's main phase of turn 2
    And my opponent's hand holds 5 cards
    When my opponent ends the turn
    Then it is my main phase of turn 3
    And my hand holds 5 cards
    And my deck holds 35 cards

  @SVE-JA-R015 @cr-6.2 @cr-7.2
  Scenario: SVE-JA-R015: the player going first does not draw in the first start phase
    Checks(en): The exception: on the first turn the player going first starts the main phase with the four opening cards and draws only from the third turn on
    Checks(ja): 例外として、先攻プレイヤーは最初のターンは最初の4枚のままメインフェイズに入り、引くのは3ターン目からである
    Source: sve-summary-ja, rule statement 15

    Given the game is prepared with seed 5
    And the turn order was decided with me going first
    When I keep my hand
    And my opponent keeps their hand
    Then it is my main phase of turn 1
    And my hand holds 4 cards
    And my deck holds 36 cards
    When I end the turn
    And my opponent ends the turn
    Then it is my main phase of turn 3
    And my hand holds 5 cards
    And my deck holds 35 cards
