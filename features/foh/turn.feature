@foh
Feature: Turns, the distance area and winning (Force of the Horse)
  The deck is the distance area, split into the running-style areas 逃げ, 先行, 差し and 追込 and
  drawn through in that order. Each turn starts with one draw; the first player to empty their
  distance area wins. The run phase closes the turn and one horse runs at most.

  @FOH-JA-007 @assumption
  Scenario: FOH the deck left after the opening hands becomes the four running-style areas
    Checks(en): The deck left after the opening hands becomes the four running-style areas
    Checks(ja): 最初の手札を引いた残りのデッキが、4つの脚質エリアになる
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
    Checks(en): Each turn starts by drawing one card from the distance area
    Checks(ja): 各番は、距離エリアから1枚引いて始まる
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
    Checks(en): Drawing the last card of the distance area wins the race
    Checks(ja): 距離エリアの最後の1枚を引くとレースに勝つ
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
    Checks(en): A successful run can empty the distance area and win
    Checks(ja): 走破に成功して距離エリアを空にすれば勝つ
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
    A(en): In the run phase, which comes last in your turn. Only one horse may run in a turn.
    Q(ja): 走破はいつ行いますか？
    A(ja): 自分の番の最後にある走破フェーズで行います。1つの番に走破できる馬は1頭までです。
    Checks(en): The run phase follows the main phase
    Checks(ja): 走破フェーズはメインフェーズの後に来る
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    When I begin the run phase
    Then the action succeeds
    And it is my run phase

  @FOH-JA-009
  Scenario: FOH only one horse runs in a turn
    Checks(en): Only one horse runs in a turn
    Checks(ja): 1つの番に走破できる馬は1頭だけである
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
    Checks(en): The next turn allows a new run
    Checks(ja): 次の番には、また走破できる
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
    Checks(en): A horse does not run on the opponent's turn
    Checks(ja): 相手の番に走破はできない
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

  @FOH-JA-007
  Scenario: FOH-JA-007: a force ability also takes cards out of the distance area
    Checks(en): Besides the turn's draw and runs, a force ability that draws from the distance area brings its owner closer to emptying it
    Checks(ja): 番のドローと走破のほかに、距離エリアから引くフォース能力でも距離エリアのカードは減る
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And my opponent's hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Guard Winner"
    And my opponent passed
    When I pass
    Then the run ended as "guarded"
    And the force ability of "Sample Guard Winner" activated
    And my opponent's distance area holds 4 cards
