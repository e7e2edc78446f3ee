@foh
Feature: Opening hand, redraw and hand limit (Force of the Horse)
  Each player starts with seven cards and may redraw them once. The hand limit of ten is
  checked at the end of its owner's turn only.

  Background:
    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card         | count |
      | Force        | 30    |
      | Sample Miler | 30    |

  @FOH-JA-001
  Scenario: FOH each player starts the race with seven cards
    Q(en): How many cards are in a hand?
    A(en): You start with 7. Once, if you dislike them, you may draw a fresh 7 instead, and then play on with what you have. The hand holds at most 10. With 11 or more at the end of your own turn (after the run, before play passes), put cards from your hand on the farm until 10 remain; going over 10 on the opponent's turn is fine until your own turn ends. Using cards during your turn to get down to 10 is fine too.
    Q(ja): 手札は何枚ですか？
    A(ja): はじめは7枚です。気に入らなければ1回だけ7枚を引き直せ、その後はその手札で始めます。上限は10枚です。自分の番の終わり（走破の後、相手の番に移る前）に11枚以上あれば、10枚になるまで手札をファームに置きます。相手の番に11枚以上になっても、自分の番の終わりまではそのままで構いません。自分の番にカードを使って10枚以下にしても構いません。
    Checks(en): Each player starts the race with seven cards
    Checks(ja): 各プレイヤーは7枚の手札でレースを始める
    Source: foh-faq-ja, Q&A 1

    When the game starts
    Then the action succeeds
    And my hand holds 7 cards
    And my opponent's hand holds 7 cards
    And my deck holds 53 cards

  @FOH-JA-001
  Scenario: FOH an unwanted opening hand is redrawn once
    Checks(en): An unwanted opening hand is redrawn once
    Checks(ja): 気に入らない最初の手札は、1回だけ引き直せる
    Source: foh-faq-ja, Q&A 1

    Given the game has started
    When I redraw my hand
    Then the action succeeds
    And my hand no longer holds the same cards as before the last action
    And my hand holds 7 cards
    And my deck holds 53 cards

  @FOH-JA-001
  Scenario: FOH a second redraw of the opening hand is refused
    Checks(en): A second redraw of the opening hand is refused
    Checks(ja): 最初の手札の2回目の引き直しはできない
    Source: foh-faq-ja, Q&A 1

    Given the game has started
    And I redrew my hand
    When I redraw my hand
    Then the action is refused with reason "redraw-used"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a hand of twelve goes down to ten at the end of my turn
    Checks(en): A hand of twelve goes down to ten at the end of my turn
    Checks(ja): 手札12枚なら、自分の番の終わりに10枚まで減らす
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card  | count |
      | Force | 12    |
    When I end my turn putting "Force", "Force" to the farm
    Then the action succeeds
    And my hand holds 10 cards
    And my farm holds 2 cards
    And it is my opponent's draw phase

  @FOH-JA-001
  Scenario: FOH a turn does not end with more than ten cards in hand
    Checks(en): A turn does not end with more than ten cards in hand
    Checks(ja): 手札が10枚を超えたままでは、番は終わらない
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card  | count |
      | Force | 12    |
    When I end my turn
    Then the action is refused with reason "hand-over-limit"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH cards gained on the opponent's turn are kept into my turn
    Checks(en): Cards gained on the opponent's turn are kept into my turn
    Checks(ja): 相手の番に増えた手札は、自分の番まで持っていてよい
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my opponent's run phase
    And my hand holds:
      | card  | count |
      | Force | 11    |
    When my opponent ends their turn
    Then the action succeeds
    And my hand holds 11 cards
    And it is my draw phase

  @FOH-JA-001
  Scenario: FOH a hand brought back to ten during my turn needs no trimming
    Checks(en): A hand brought back to ten during my turn needs no trimming
    Checks(ja): 自分の番の間に10枚まで減らした手札は、さらに減らす必要がない
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card        | count |
      | Force       | 10    |
      | Sample Cheer | 1     |
    When I use "Sample Cheer"
    And I end my turn
    Then the action succeeds
    And my hand holds 10 cards
    And it is my opponent's draw phase

  @FOH-JA-001
  Scenario: FOH-JA-001: a hand over ten is trimmed only once the run is over
    Checks(en): A hand of more than ten cards does not hold up my turn: the run phase begins and the horse runs, and only when the turn ends after the run do cards go to the farm until ten remain
    Checks(ja): 手札が10枚を超えていても自分の番は止まらない：走破フェーズに入り走破もでき、走破の後に番を終えるときに初めて、10枚になるまでファームに置く
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my main phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 12    |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I begin the run phase
    Then the action succeeds
    And my hand holds 13 cards
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And a run is open
    When my opponent passes
    And I pass
    Then the run ended as "success" drawing 3 cards
    When I put "Force", "Force" to the farm
    Then the action succeeds
    And my hand holds 11 cards
    When I end my turn putting "Force" to the farm
    Then the action succeeds
    And my hand holds 10 cards
    And it is my opponent's draw phase
