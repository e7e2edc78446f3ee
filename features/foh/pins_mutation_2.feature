@foh
Feature: More pins found by mutation testing (Force of the Horse, round 2)
  Each scenario here makes a wrong engine fail that the other scenarios let pass, found once every
  public action's rules were measured (docs/mutation.md): deck tuning, the opening hands, the farm
  choice after a run, and the values a finished run reports.

  @FOH-JA-004
  Scenario: FOH tuning takes out the very card named and puts in the new one
    Checks(en): Tuning takes out the very card named and puts in the new one
    Checks(ja): 調整では、指定したカードを抜いて新しいカードを入れる
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 1
    And my deck holds:
      | card            | count |
      | Force           | 40    |
      | Sample Sprinter | 1     |
      | Sample Wall     | 19    |
    And the players agreed on a 1600m race on 芝 at 東京
    When I tune the deck replacing "Sample Sprinter" with "Sample Miler"
    Then the action succeeds
    And my deck does not hold "Sample Sprinter"
    And my deck holds 1 copies of "Sample Miler"
    And my deck holds 40 copies of "Force"
    And my deck holds 19 copies of "Sample Wall"
    And my deck holds 60 cards

  @FOH-JA-004
  Scenario: FOH a tuning that names a card missing from the deck changes nothing
    Checks(en): A tuning that names a card missing from the deck changes nothing
    Checks(ja): デッキにないカードを指定した調整では、何も変わらない
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 1
    And my deck holds:
      | card  | count |
      | Force | 60    |
    And the players agreed on a 1600m race on 芝 at 東京
    When I tune the deck removing "Force", "Sample Stayer" and adding "Sample Miler", "Sample Miler"
    Then the action is refused with reason "card-not-in-deck"
    And the game state is unchanged
    And my deck holds 60 copies of "Force"

  @FOH-JA-003 @FOH-JA-004
  Scenario: FOH decks may be tuned once the race conditions are drawn
    Checks(en): Decks may be tuned once the race conditions are drawn
    Checks(ja): レース条件が決まった後なら、デッキを調整できる
    Source: foh-faq-ja, Q&A 3
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 7
    And my deck holds:
      | card            | count |
      | Sample Sprinter | 20    |
      | Force           | 40    |
    And the race conditions were drawn at random
    When I tune the deck replacing "Sample Sprinter" with "Sample Miler"
    Then the action succeeds
    And my deck holds 1 copies of "Sample Miler"

  @FOH-JA-002 @FOH-JA-003
  Scenario: FOH the game does not start before the race conditions are set
    Checks(en): The game does not start before the race conditions are set
    Checks(ja): レース条件が決まる前に、ゲームは始まらない
    Source: foh-faq-ja, Q&A 2
    Source: foh-faq-ja, Q&A 3

    Given a new game with seed 1
    And each deck holds:
      | card  | count |
      | Force | 60    |
    When the game starts
    Then the action is refused with reason "conditions-not-set"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a kept opening hand is not kept a second time
    Checks(en): A kept opening hand is not kept a second time
    Checks(ja): 確定した最初の手札を、もう一度確定することはない
    Source: foh-faq-ja, Q&A 1

    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    And the game has started
    And I kept my hand
    When I keep my hand
    Then the action is refused with reason "hand-decided"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a kept opening hand cannot be redrawn afterwards
    Checks(en): A kept opening hand cannot be redrawn afterwards
    Checks(ja): 確定した最初の手札は、後から引き直せない
    Source: foh-faq-ja, Q&A 1

    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    And the game has started
    And I kept my hand
    When I redraw my hand
    Then the action is refused with reason "hand-decided"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH after my redraw the race waits for my opponent only
    Checks(en): After my redraw the race waits for my opponent only
    Checks(ja): 自分が引き直した後、レースは相手の決定だけを待つ
    Source: foh-faq-ja, Q&A 1

    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    And the game has started
    And I redrew my hand
    When I keep my hand
    Then the action is refused with reason "hand-decided"
    When my opponent keeps their hand
    Then the action succeeds
    And it is my draw phase

  @FOH-JA-010
  Scenario: FOH no cards go to the farm when no run asked for them
    Checks(en): No cards go to the farm when no run asked for them
    Checks(ja): 走破で求められていなければ、ファームにカードは置かない
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card  | count |
      | Force | 2     |
    When I put "Force" to the farm
    Then the action is refused with reason "no-farm-choice"
    And the game state is unchanged

  @FOH-JA-010
  Scenario: FOH only the runner puts cards to the farm after a successful run
    Checks(en): Only the runner puts cards to the farm after a successful run
    Checks(ja): 走破の成功後にファームへカードを置くのは、走破したプレイヤーだけである
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card  | count |
      | Force | 3     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    When my opponent puts "Force", "Force" to the farm
    Then the action is refused with reason "no-farm-choice"
    And the game state is unchanged
    And I must put 2 cards from hand to the farm

  @FOH-JA-003 @FOH-JA-023
  Scenario: FOH a race cannot be agreed on a racecourse that is no common card
    Checks(en): A race cannot be agreed on a racecourse that is no common card
    Checks(ja): 共通カードにない競馬場でレースを決めることはできない
    Source: foh-faq-ja, Q&A 3
    Source: foh-faq-ja, Q&A 23

    Given a new game with seed 7
    When the players agree on a 1600m race on 芝 at Nowhere Downs
    Then the action is refused with reason "unknown-card"
    And the game state is unchanged

  @FOH-JA-004
  Scenario: FOH a deck cannot be tuned with a card that does not exist
    Checks(en): A deck cannot be tuned with a card that does not exist
    Checks(ja): 存在しないカードでデッキを調整することはできない
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 1
    And my deck holds:
      | card  | count |
      | Force | 60    |
    And the players agreed on a 1600m race on 芝 at 東京
    When I tune the deck replacing "Force" with "Sample Unicorn"
    Then the action is refused with reason "unknown-card"
    And the game state is unchanged

  @FOH-JA-011 @FOH-JA-022
  Scenario: FOH only a horse card guards
    Checks(en): Only a horse card guards
    Checks(ja): ガードできるのは馬カードだけである
    Source: foh-faq-ja, Q&A 11
    Source: foh-faq-ja, Q&A 22

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card  | count |
      | Force | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Force"
    Then the action is refused with reason "not-a-horse"
    And the game state is unchanged

  @FOH-JA-024
  Scenario: FOH a horse card is not used as a support card
    Checks(en): A horse card is not used as a support card
    Checks(ja): 馬カードをサポートカードとして使うことはできない
    Source: foh-faq-ja, Q&A 24

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
    When I use "Sample Miler"
    Then the action is refused with reason "not-a-support-card"
    And the game state is unchanged

  @FOH-JA-031
  Scenario: FOH there is nothing to pass when no run is open
    Checks(en): There is nothing to pass when no run is open
    Checks(ja): 走破が行われていなければ、パスするものはない
    Source: foh-faq-ja, Q&A 31

    Given a 1600m race on 芝 at 東京
    When I pass
    Then the action is refused with reason "no-open-run"
    And the game state is unchanged

  @FOH-JA-009 @FOH-JA-031
  Scenario: FOH the turn does not end while my run is still open
    Checks(en): The turn does not end while my run is still open
    Checks(ja): 自分の走破が決着していない間、番は終わらない
    Source: foh-faq-ja, Q&A 9
    Source: foh-faq-ja, Q&A 31

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When I end my turn
    Then the action is refused with reason "run-open"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a hand of exactly ten sends nothing to the farm at the end of the turn
    Checks(en): A hand of exactly ten sends nothing to the farm at the end of the turn
    Checks(ja): 手札がちょうど10枚なら、番の終わりにファームへ置くカードはない
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card  | count |
      | Force | 10    |
    When I end my turn putting "Force" to the farm
    Then the action is refused with reason "no-discard-needed"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH a hand over the limit is trimmed by exactly the extra cards
    Checks(en): A hand over the limit is trimmed by exactly the extra cards
    Checks(ja): 上限を超えた手札は、超えた枚数だけファームへ置く
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card  | count |
      | Force | 12    |
    When I end my turn putting "Force" to the farm
    Then the action is refused with reason "wrong-farm-count"
    And the game state is unchanged

  @FOH-JA-025 @assumption
  Scenario: FOH a two-turn going change lasts through my opponent's turn
    Q(en): Does a card that changes the track condition keep its effect for good once used?
    A(en): Yes, unless the card states a number of turns or another limit.
    Q(ja): 馬場状態を変えるカードの効果は、使った後ずっと続きますか？
    A(ja): はい。カードに何ターンなどの期限が書かれていなければ、ずっと続きます。
    Checks(en): A two-turn going change lasts through my opponent's turn
    Checks(ja): 2ターンの馬場状態の変更は、相手の番の間も続く
    Source: foh-faq-ja, Q&A 25
    Assumption(en): the stand-in "Sample Two-Turn Shower" makes the going dirt for two turns, counting the turn it is used in.
    Assumption(ja): 見本の「Sample Two-Turn Shower」は、使った番を含めて2ターンの間、馬場状態をダートにするものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card                   | count |
      | Sample Two-Turn Shower | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And I used "Sample Two-Turn Shower"
    When I end my turn
    Then the going is "ダート"
    When my opponent draws for the turn
    And my opponent ends their turn
    Then the action succeeds
    And it is my draw phase
    And the going is "芝"

  @FOH-JA-001 @FOH-JA-007
  Scenario: FOH the first turns of a race set up by the procedure run on
    Checks(en): The first turns of a race set up by the procedure run on
    Checks(ja): 手順どおりに準備したレースは、最初の番から進む
    Source: foh-faq-ja, Q&A 1
    Source: foh-faq-ja, Q&A 7

    Given a new game with seed 5
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    And the game has started
    And I kept my hand
    And my opponent kept their hand
    And I drew for the turn
    When I end my turn
    Then the action succeeds
    And it is my opponent's draw phase
    When my opponent draws for the turn
    And my opponent ends their turn
    Then the action succeeds
    And it is my draw phase
    And my hand holds 8 cards
    And my opponent's hand holds 8 cards

  @FOH-JA-017 @FOH-JA-022
  Scenario: FOH a finished run reports its runner, horse and the values compared
    Checks(en): A finished run reports its runner, horse and the values compared
    Checks(ja): 決着した走破は、走破した人、馬、比べた値を記録する
    Source: foh-faq-ja, Q&A 17
    Source: foh-faq-ja, Q&A 22

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Miler"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 1 card
    And the last run was my "Sample Miler" with run value 3 against guard value 2

  @FOH-JA-027 @assumption
  Scenario: FOH Battle Born answers only the first force ability of the run
    Checks(en): Battle Born answers only the first force ability of the run
    Checks(ja): バトルボーンが応じるのは、その走破の最初のフォース能力だけである
    Source: foh-faq-ja, Q&A 27
    Assumption(en): バトルボーン answers once a run with +1 run value; the stand-ins "Sample Blocker" and "Sample Extra Blocker" (which may join a guard) each have "when it guards: +1 guard value".
    Assumption(ja): バトルボーンは1回の走破につき1度だけ走破数＋1とし、見本の「Sample Blocker」と追加ガードできる「Sample Extra Blocker」はどちらも「ガード時：ガード値＋1」を持つものとします。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | バトルボーン | 1     |
      | Force    | 2     |
    And my opponent's hand holds:
      | card                 | count |
      | Sample Blocker       | 1     |
      | Sample Extra Blocker | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "バトルボーン" paying "Force", "Force"
    And my opponent guarded with "Sample Blocker"
    When my opponent guards with "Sample Extra Blocker"
    Then the action succeeds
    And the force ability of "Sample Extra Blocker" activated
    And the run value is 4
    And the guard value is 4

  @FOH-JA-015 @assumption
  Scenario: FOH a horse's ability at the run fires even when its first ability is for guarding
    Checks(en): A horse's ability at the run fires even when its first ability is for guarding
    Checks(ja): 最初の能力がガード用の馬でも、走破時の能力は発動する
    Source: foh-faq-ja, Q&A 15
    Assumption(en): the stand-in "Sample Two-Timing Runner" has "when it guards: +1 guard value" and then "when it runs: +1 run value".
    Assumption(ja): 見本の「Sample Two-Timing Runner」は「ガード時：ガード値＋1」の次に「走破時：走破数＋1」を持つものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card                    | count |
      | Sample Two-Timing Runner | 1     |
      | Force                   | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Two-Timing Runner" paying "Force", "Force"
    Then the action succeeds
    And the force ability of "Sample Two-Timing Runner" activated
    And the run value is 3

  @FOH-JA-007
  Scenario: FOH winning the race puts the game in its finished phase
    Checks(en): Winning the race puts the game in its finished phase
    Checks(ja): レースに勝つと、ゲームは終了の段階に入る
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my distance area holds:
      | area | card  | count |
      | 先行 | Force | 1     |
    When I draw for the turn
    Then the action succeeds
    And I win the race
    And it is my finished phase

  @FOH-JA-027 @FOH-JA-029 @assumption
  Scenario: FOH an additional guarding horse answers the runner's ability even when the first guard cannot
    Checks(en): An additional guarding horse answers the runner's ability even when the first guard cannot
    Checks(ja): 最初にガードした馬が応じられなくても、追加でガードした馬は走破側の能力に応じる
    Source: foh-faq-ja, Q&A 27
    Source: foh-faq-ja, Q&A 29
    Assumption(en): バトルボーン answers once a run with +1 run value; the stand-in "Sample Answering Guard" may join a guard and has "when it guards: +1 guard value" and "when the opponent activates a force ability during this run: +1 guard value".
    Assumption(ja): バトルボーンは1回の走破につき1度だけ走破数＋1とし、見本の「Sample Answering Guard」は追加ガードでき、「ガード時：ガード値＋1」と「この走破の途中で相手がフォース能力を使ったら：ガード値＋1」を持つものとします。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | バトルボーン | 1     |
      | Force    | 2     |
    And my opponent's hand holds:
      | card                   | count |
      | Sample Wall            | 1     |
      | Sample Answering Guard | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "バトルボーン" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent guards with "Sample Answering Guard"
    Then the action succeeds
    And the force ability of "バトルボーン" activated
    And the run value is 4
    And the guard value is 7
