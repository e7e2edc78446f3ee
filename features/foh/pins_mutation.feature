@foh
Feature: Pins found by mutation testing (Force of the Horse)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md): support cards leave the hand and reach the farm, a run of 0 fails, and a
  refused choice leaves everything as it was.

  @FOH-JA-012
  Scenario: FOH a horse item used on the running horse leaves my hand
    Q(en): I put a horse-type item on my running horse. Is the item still in my hand?
    A(en): No. It goes from my hand onto the horse.
    Q(ja): 走破中の自分の馬にタイプ馬のアイテムを使いました。そのアイテムは手札に残りますか？
    A(ja): いいえ。手札から馬の上に移ります。
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
    Q(en): Where does a horse-type item go once the run it was used in is over?
    A(en): To my farm, together with the horse it was on.
    Q(ja): 走破で使ったタイプ馬のアイテムは、走破が終わるとどこに行きますか？
    A(ja): 使った馬と一緒に自分のファームに置かれます。
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
    Q(en): A situation card of mine is already in my situation area and I use another one. What happens to the first?
    A(en): It goes to my farm; the new one takes its place.
    Q(ja): 自分のシチュエーションエリアにシチュエーションカードがあるときに別のものを使うと、最初のカードはどうなりますか？
    A(ja): ファームに置かれ、新しいカードがその場所に入ります。
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
    Q(en): With the distance mismatch my horse's run value comes down to 0. Does the run take any cards?
    A(en): No. A run takes as many cards as its run value, so it takes none; the run fails and nothing is owed to the farm.
    Q(ja): 距離の不一致で馬の走破値が0になりました。走破でカードを得られますか？
    A(ja): いいえ。走破は走破値と同じ枚数を得るので1枚も得られず、走破は失敗し、ファームに置く義務もありません。
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
    Q(en): After a successful run I owe two cards to the farm and name one card from my hand and my horse that is running, not in my hand. What happens?
    A(en): The choice is refused as a whole: no card goes to the farm and I still owe two.
    Q(ja): 走破成功後にファームへ2枚置く必要があり、手札の1枚と、手札ではなく走っている自分の馬を指定しました。どうなりますか？
    A(ja): 指定全体が拒否され、ファームには1枚も置かれず、2枚置く義務が残ります。
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
    Q(en): My opponent runs and my guarding horse wins the guard. Does my horse's "when it wins the guard" ability work for me?
    A(en): Yes. It is my horse and my ability, whoever's turn it is: I draw the card it gives.
    Q(ja): 相手の走破に対して自分の馬がガードに勝ちました。自分の馬の「ガードに勝った時」の能力は自分のために働きますか？
    A(ja): はい。どちらの番でも自分の馬の能力なので、自分がカードを引きます。
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
    Q(en): My opponent has passed in my run, and then I put an item on my horse. When I pass, are the values compared at once?
    A(en): No. The values are compared only when both players have nothing more to do; after my item my opponent may act again and must pass again.
    Q(ja): 自分の走破で相手がパスした後、自分の馬にアイテムを使いました。自分がパスすると、すぐに値を比べますか？
    A(ja): いいえ。値を比べるのは両者ともすることがなくなったときです。アイテムの後は相手がもう一度行動でき、改めてパスする必要があります。
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
    Q(en): My run of 1 succeeds and takes one card. Must I put anything to the farm before my turn ends?
    A(en): No. The hand is already exactly one card larger, so nothing is owed and the turn may end.
    Q(ja): 走破1で成功し、1枚得ました。ターンを終える前にファームへ置くカードはありますか？
    A(ja): ありません。手札はちょうど1枚増えているので置く義務はなく、そのままターンを終えられます。
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
    Q(en): My run succeeded and I still owe two cards to the farm. May I end my turn first?
    A(en): No. The cards go to the farm as part of the run, before anything else.
    Q(ja): 走破に成功し、まだファームへ2枚置く必要があります。先にターンを終えられますか？
    A(ja): いいえ。ファームへ置くのは走破の一部で、ほかの何よりも先に行います。
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
    Q(en): May I declare a run before I have drawn for the turn?
    A(en): No. The run comes at the end of my turn, after the draw.
    Q(ja): ターンのドローをする前に走破を宣言できますか？
    A(ja): いいえ。走破はドローの後、自分のターンの終わりに行います。
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
    Q(en): I have just drawn the last card of my distance area. May the game go on?
    A(en): No. Emptying the distance area wins the race; nothing more is played.
    Q(ja): 距離エリアの最後の1枚を引きました。ゲームは続きますか？
    A(ja): いいえ。距離エリアが空になった時点でレースに勝ち、それ以上は何も行いません。
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
    Q(en): The race is already under way. May I still keep or redraw an opening hand?
    A(en): No. The opening hand is decided only before the first turn.
    Q(ja): レースはすでに始まっています。まだ最初の手札をキープしたり引き直したりできますか？
    A(ja): いいえ。最初の手札を決めるのは最初のターンの前だけです。
    Source: foh-faq-ja, Q&A 1

    Given a 1600m race on 芝 at 東京
    And it is my main phase
    When I keep my hand
    Then the action is refused with reason "wrong-phase"
    And the game state is unchanged

  @FOH-JA-008
  Scenario: FOH a support card cannot pay for a run as force
    Q(en): May I pay my horse's cost with a force card and an item card?
    A(en): No. Only force cards pay the cost of a run.
    Q(ja): 馬のコストをフォースカード1枚とアイテムカードで支払えますか？
    A(ja): いいえ。走破のコストを支払えるのはフォースカードだけです。
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
    Q(en): I put a horse-type item and then a jockey on my running horse, each worth 1. What is the run value?
    A(en): Both count: the horse's run value goes up by 2.
    Q(ja): 走破中の自分の馬にタイプ馬のアイテムと騎手を1枚ずつ使いました（どちらも+1）。走破値はいくつですか？
    A(ja): 両方とも数えるので、馬の走破値は2上がります。
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
