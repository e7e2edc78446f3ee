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
