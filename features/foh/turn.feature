@foh
Feature: Turns, the distance area and winning (Force of the Horse)
  The deck is the distance area, split into the running-style areas 逃げ, 先行, 差し and 追込 and
  drawn through in that order. Each turn starts with one draw; the first player to empty their
  distance area wins. The run phase closes the turn and one horse runs at most.

  @FOH-JA-007 @assumption
  Scenario: FOH the deck left after the opening hands becomes the four running-style areas
    Q(en): How do I win, and what is the distance area?
    A(en): You win by being first to bring your own distance area to zero cards.
    Q(ja): 勝つ条件と距離エリアとは？
    A(ja): 自分の距離エリアを先に0枚にした方が勝ちます。
    Source: foh-faq-ja, Q&A 7
    Assumption(en): the FAQ does not say how many cards each running-style area starts with; the engine deals the cards left after the opening hands evenly, earlier areas taking the remainder (a parameter).
    Assumption(ja): 各脚質エリアの初期枚数はFAQにないため、初手の残りを均等に配り、端数は前のエリアに回すものとします（変更可能な設定）。

    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    And the game has started
    And I kept my hand
    When my opponent keeps their hand
    Then the action succeeds
    And my 逃げ area holds 14 cards
    And my 先行 area holds 13 cards
    And my 差し area holds 13 cards
    And my 追込 area holds 13 cards
    And it is my draw phase

  @FOH-JA-007
  Scenario: FOH each turn starts by drawing one card from the distance area
    Q(en): Do I draw at the start of my turn?
    A(en): Yes. One card from your distance area at the start of every turn of yours.
    Q(ja): 自分の番の始めにカードを引きますか？
    A(ja): はい。毎回、距離エリアから1枚引けます。
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 3     |
      | 追込 | Force | 2     |
    When I draw for the turn
    Then the action succeeds
    And my hand holds 1 card
    And my distance area holds 4 cards
    And my 逃げ area holds 2 cards
    And my 追込 area holds 2 cards
    And it is my main phase
    And nobody has won yet

  @FOH-JA-007
  Scenario: FOH drawing the last card of the distance area wins the race
    Q(en): What happens when my distance area runs out?
    A(en): The first player whose distance area reaches zero wins.
    Q(ja): 距離エリアのカードがなくなったら？
    A(ja): 先に0枚になった方が勝ちです。
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my distance area holds:
      | area | card  | count |
      | 追込 | Force | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 1     |
    When I draw for the turn
    Then the action succeeds
    And I win the race
    And my distance area holds 0 cards

  @FOH-JA-007
  Scenario: FOH a successful run can empty the distance area and win
    Q(en): Can a run take the last cards of my distance area?
    A(en): Yes. Runs and force abilities take cards out of it, and reaching zero wins.
    Q(ja): 走破で距離エリアを0枚にできますか？
    A(ja): はい。走破やフォース能力で減らせ、0枚にすれば勝ちです。
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 2     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    When I pass
    Then the action succeeds
    And the run ended as "success" drawing 2 cards
    And I win the race

  @FOH-JA-009
  Scenario: FOH the run phase follows the main phase
    Q(en): When do I run?
    A(en): In the run phase, which comes last in your turn.
    Q(ja): 走破はいつ行いますか？
    A(ja): 自分の番の最後にある走破フェーズで行います。
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    When I begin the run phase
    Then the action succeeds
    And it is my run phase

  @FOH-JA-009
  Scenario: FOH only one horse runs in a turn
    Q(en): After one run this turn, may a second horse run?
    A(en): No. At most one horse runs each turn.
    Q(ja): 同じ番にもう1頭走破させられますか？
    A(ja): いいえ。1ターンに走破できるのは1頭までです。
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Miler  | 1     |
      | Sample Closer | 1     |
      | Force         | 4     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    And I put "Force", "Force" to the farm
    When I declare a run with "Sample Closer" paying "Force", "Force"
    Then the action is refused with reason "one-run-per-turn"
    And the game state is unchanged

  @FOH-JA-009
  Scenario: FOH the next turn allows a new run
    Q(en): I ran a horse in my turn. May my opponent run a horse in the turn that follows?
    A(en): Yes. The limit is one run in each turn, and a new turn starts a new count.
    Q(ja): 自分の番に走破した後、続く相手の番に相手は走破できますか？
    A(ja): はい。制限は各ターンに1頭までで、新しいターンになれば改めて走破できます。
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And my opponent's hand holds:
      | card          | count |
      | Sample Closer | 1     |
      | Force         | 2     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    And I put "Force", "Force" to the farm
    And I ended my turn
    And my opponent drew for the turn
    When my opponent declares a run with "Sample Closer" paying "Force", "Force"
    Then the action succeeds
    And a run is open
    And it is my opponent's run phase

  @FOH-JA-009
  Scenario: FOH a horse does not run on the opponent's turn
    Q(en): May I run a horse during my opponent's turn?
    A(en): No. Runs happen in your own turn's run phase.
    Q(ja): 相手の番に走破できますか？
    A(ja): いいえ。走破は自分の番の走破フェーズに行います。
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    And it is my opponent's main phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action is refused with reason "not-your-turn"
    And the game state is unchanged
