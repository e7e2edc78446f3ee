@foh
Feature: Pins found by mutation testing (Force of the Horse)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md): support cards leave the hand and reach the farm, a run of 0 fails, and a
  refused choice leaves everything as it was.

  @FOH-JA-012
  Scenario: FOH a horse item used on the running horse leaves my hand
    Q(en): When may item cards be used?
    A(en): An item marked for the type area may be used only after the draw and before the run. An item marked for a horse is used with a run or a guard.
    Q(ja): アイテムカードはいつ使えますか？
    A(ja): タイプエリア用のアイテムは、カードを引いた後、走破の前にだけ使えます。馬用のアイテムは、走破かガードのときに使います。
    Checks(en): A horse item used on the running horse leaves my hand
    Checks(ja): 走破中の馬に使った馬用アイテムは手札から出る
    Source: foh-faq-ja, Q&A 12

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット     | 1     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When I use "ヘルメット" on "Sample Miler"
    Then the action succeeds
    And my hand holds 0 cards
    And the run value is 4

  @FOH-JA-012 @assumption
  Scenario: FOH a horse item goes to the farm with its horse when the run ends
    Checks(en): A horse item goes to the farm with its horse when the run ends
    Checks(ja): 走破が終わると、馬用アイテムはその馬と一緒にファームへ行く
    Source: foh-faq-ja, Q&A 12
    Assumption(en): the FAQ does not say where a used horse item goes; the engine sends it to the farm with the horse when the run ends.
    Assumption(ja): FAQには使用済みの馬アイテムの行き先が書かれていないため、走破の終わりに馬と一緒にファームへ置くものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット     | 1     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    And my opponent passed
    When I pass
    Then the action succeeds
    And the run ended as "success" drawing 4 cards
    And my farm holds "ヘルメット"
    And my farm holds "Sample Miler"
    And my farm holds 4 cards

  @FOH-JA-013 @assumption
  Scenario: FOH a new situation card sends the old one to the farm
    Checks(en): A new situation card sends the old one to the farm
    Checks(ja): 新しい状況カードを使うと、前の状況カードはファームへ行く
    Source: foh-faq-ja, Q&A 13
    Assumption(en): the situation area holds one card; a new situation card replaces the old one, which goes to the farm.
    Assumption(ja): シチュエーションエリアに置けるのは1枚とし、新しいカードが古いカードと入れ替わり、古いカードはファームに置かれるものとします。

    Given a 1600m race on 芝 at 東京
    And my situation area holds "Sample Cheer"
    And my hand holds:
      | card          | count |
      | Sample Shower | 1     |
    When I use "Sample Shower"
    Then the action succeeds
    And my situation area holds "Sample Shower"
    And my situation area holds 1 card
    And my farm holds "Sample Cheer"
    And my farm holds 1 card

  @FOH-JA-017 @assumption
  Scenario: FOH a run whose value comes down to 0 fails and takes nothing
    Q(en): What is a run?
    A(en): You run by putting out a horse card from your hand together with the force cards its cost asks for. Each horse has a run value, and a run takes that many cards from the distance area. A horse whose distance aptitude does not fit the race runs one less. Only one run is allowed per turn.
    Q(ja): 走破とは何ですか？
    A(ja): 手札から馬カードと、コスト分のフォースカードを一緒に出すと走破できます。馬ごとに走破数があり、その数だけ距離エリアのカードを減らせます。レースの距離が馬の適性に合わなければ走破数は1減ります。走破は1ターンに1回だけです。
    Checks(en): A run whose value comes down to 0 fails and takes nothing
    Checks(ja): 走破数が0になった走破は失敗し、何も得られない
    Source: foh-faq-ja, Q&A 17
    Assumption(en): a run whose value is 0 or less with no guard counts as failed, like a guarded run: its "when the run fails" abilities apply and nothing is drawn.
    Assumption(ja): ガードなしで走破値が0以下の走破は、ガードされた走破と同じく失敗として扱い、「走破に失敗したとき」の能力が働き、カードは得られないものとします。

    Given a 1200m race on 芝 at 東京
    And my hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | Force       | 3     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Wall" paying "Force", "Force", "Force"
    And my opponent passed
    When I pass
    Then the action succeeds
    And the run ended as "failed"
    And my distance area holds 10 cards
    And I must put 0 cards from hand to the farm

  @FOH-JA-010
  Scenario: FOH a farm choice naming a card not in hand is refused and nothing moves
    Checks(en): A farm choice naming a card not in hand is refused and nothing moves
    Checks(ja): 手札にないカードをファームに置くことはできず、何も動かない
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    When I put "Force", "Sample Miler" to the farm
    Then the action is refused with reason "not-in-hand"
    And the game state is unchanged
    And I must put 2 cards from hand to the farm

  @FOH-JA-027 @assumption
  Scenario: FOH a guard won on my opponent's turn sets off my guarding horse's ability
    Checks(en): A guard won on my opponent's turn sets off my guarding horse's ability
    Checks(ja): 相手の番にガードに勝つと、ガードした自分の馬の能力が発動する
    Source: foh-faq-ja, Q&A 27
    Assumption(en): the stand-in "Sample Guard Winner" has "when it wins the guard: draw 1 card from your distance area".
    Assumption(ja): 見本の馬は「ガードに勝った時：距離エリアから1枚引く」を持つものとします。

    Given a 1600m race on 芝 at 東京
    And it is my opponent's main phase
    And my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And my opponent declared a run with "Sample Miler" paying "Force", "Force"
    And I guarded with "Sample Guard Winner"
    And I passed
    When my opponent passes
    Then the run ended as "guarded"
    And the force ability of "Sample Guard Winner" activated
    And my hand holds 1 card
    And my distance area holds 4 cards

  @FOH-JA-031
  Scenario: FOH a support card used after my opponent passed gives my opponent another answer
    Checks(en): A support card used after my opponent passed gives my opponent another answer
    Checks(ja): 相手がパスした後にサポートカードを使えば、相手はもう一度応じられる
    Source: foh-faq-ja, Q&A 31

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット     | 1     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I used "ヘルメット" on "Sample Miler"
    When I pass
    Then the action succeeds
    And a run is open
    When my opponent passes
    Then the run ended as "success" drawing 4 cards

  @FOH-JA-010
  Scenario: FOH a run that owes nothing to the farm lets the turn end at once
    Checks(en): A run that owes nothing to the farm lets the turn end at once
    Checks(ja): ファームに置くカードがない走破なら、番はすぐに終えられる
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | Force       | 3     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Wall" paying "Force", "Force", "Force"
    And my opponent passed
    And I passed
    When I end my turn
    Then the action succeeds
    And it is my opponent's draw phase

  @FOH-JA-010
  Scenario: FOH the turn does not end while cards are owed to the farm
    Checks(en): The turn does not end while cards are owed to the farm
    Checks(ja): ファームに置くべきカードが残っている間、番は終わらない
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    When I end my turn
    Then the action is refused with reason "farm-choice-pending"
    And the game state is unchanged

  @FOH-JA-009
  Scenario: FOH a run is not declared in the draw phase
    Checks(en): A run is not declared in the draw phase
    Checks(ja): ドローフェーズに走破は宣言できない
    Source: foh-faq-ja, Q&A 9

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @FOH-JA-007
  Scenario: FOH nothing more is done once the race is won
    Q(en): How is the game won?
    A(en): The first player to empty their own distance area wins. You draw one of its cards at the start of each of your turns, and runs and force abilities take more of them away.
    Q(ja): 勝ち負けはどう決まりますか？
    A(ja): 自分の距離エリアのカードを先に0枚にしたプレイヤーの勝ちです。自分の番の始めに必ず1枚引き、走破やフォース能力でさらに減らしていけます。
    Checks(en): Nothing more is done once the race is won
    Checks(ja): レースに勝った後は、何も行わない
    Source: foh-faq-ja, Q&A 7

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my distance area holds:
      | area | card  | count |
      | 追込 | Force | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 1     |
    And I drew for the turn
    When I end my turn
    Then the action is refused with reason "game-over"
    And the game state is unchanged

  @FOH-JA-001
  Scenario: FOH the opening hand is not kept again once the race is under way
    Checks(en): The opening hand is not kept again once the race is under way
    Checks(ja): レースが始まった後に、最初の手札をもう一度確定することはない
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my main phase
    When I keep my hand
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @FOH-JA-008
  Scenario: FOH a support card cannot pay for a run as force
    Checks(en): A support card cannot pay for a run as force
    Checks(ja): サポートカードをフォースとして走破に使うことはできない
    Source: foh-faq-ja, Q&A 8

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 1     |
      | ヘルメット     | 1     |
    When I declare a run with "Sample Miler" paying "Force", "ヘルメット"
    Then the action is refused with reason "not-a-force-card"
    And the game state is unchanged

  @FOH-JA-012 @FOH-JA-014
  Scenario: FOH a horse item and a jockey on the same running horse both add to its run value
    Checks(en): A horse item and a jockey on the same running horse both add to its run value
    Checks(ja): 同じ走破中の馬に使った馬用アイテムとジョッキーは、どちらも走破数を増やす
    Source: foh-faq-ja, Q&A 12
    Source: foh-faq-ja, Q&A 14

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Miler  | 1     |
      | Force         | 2     |
      | ヘルメット      | 1     |
      | Sample Jockey | 1     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    When I use "Sample Jockey" on "Sample Miler"
    Then the action succeeds
    And the run value is 5
