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
    Q(en): How many cards does a player start with?
    A(en): Seven.
    Q(ja): 最初の手札は何枚ですか？
    A(ja): 7枚です。
    Source: foh-faq-ja, Q&A 1

    When the game starts
    Then the action succeeds
    And my hand holds 7 cards
    And my opponent's hand holds 7 cards
    And my deck holds 53 cards

  @FOH-JA-001
  Scenario: FOH an unwanted opening hand is redrawn once
    Q(en): May I replace an opening hand I do not like?
    A(en): Yes, once: all seven cards are drawn again.
    Q(ja): 気に入らない初手は引き直せますか？
    A(ja): はい。一度だけ、7枚すべてを引き直せます。
    Source: foh-faq-ja, Q&A 1

    Given the game has started
    When I redraw my hand
    Then the action succeeds
    And my hand no longer holds the same cards as before the last action
    And my hand holds 7 cards
    And my deck holds 53 cards

  @FOH-JA-001
  Scenario: FOH a second redraw of the opening hand is refused
    Q(en): After redrawing, may I redraw again if the new hand is still poor?
    A(en): No. After the one redraw the race starts with whatever hand you have.
    Q(ja): 引き直した手札が悪ければ、もう一度引き直せますか？
    A(ja): いいえ。引き直しは一度きりで、その手札でレースを始めます。
    Source: foh-faq-ja, Q&A 1

    Given the game has started
    And I redrew my hand
    When I redraw my hand
    Then the action is refused with reason "redraw-used"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a hand of twelve goes down to ten at the end of my turn
    Q(en): What if I hold eleven or more cards when my turn, run included, is over?
    A(en): Before the turn passes, put cards from hand to the farm until ten remain.
    Q(ja): 走破まで終えた時点で手札が11枚以上なら？
    A(ja): 相手の番に移る前に、手札が10枚になるまでファームへ置きます。
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
    Q(en): May I end my turn keeping twelve cards?
    A(en): No. The cards over ten must go to the farm first.
    Q(ja): 手札12枚のままターンを終えられますか？
    A(ja): いいえ。10枚を超えた分をファームに置く必要があります。
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
    Q(en): My hand went over ten during my opponent's turn. Must I trim it then?
    A(en): No. Play your own turn as it is; the hand is checked at the end of that turn.
    Q(ja): 相手の番に手札が11枚を超えたら、その場で減らしますか？
    A(ja): いいえ。そのまま自分の番を行い、その番の終わりに枚数を確かめます。
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
    Q(en): I had eleven cards but used one during my turn. Must I put anything to the farm?
    A(en): No. Ten or fewer at the end of the turn is fine.
    Q(ja): 11枚あったが自分の番に1枚使った。ファームに置く必要は？
    A(ja): ありません。番の終わりに10枚以下なら問題ありません。
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
