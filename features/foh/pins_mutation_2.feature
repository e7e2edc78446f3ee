@foh
Feature: More pins found by mutation testing (Force of the Horse, round 2)
  Each scenario here makes a wrong engine fail that the other scenarios let pass, found once every
  public action's rules were measured (docs/mutation.md): deck tuning, the opening hands, the farm
  choice after a run, and the values a finished run reports.

  @FOH-JA-004
  Scenario: FOH tuning takes out the very card named and puts in the new one
    Q(en): My deck has one Sample Sprinter among forty Force cards and more. I tune it, swapping the Sample Sprinter for a Sample Miler. What is in the deck afterwards?
    A(en): The Sample Sprinter is gone and a Sample Miler is in its place; every other card stays.
    Q(ja): デッキにはSample Sprinterが1枚とフォースが40枚などがあります。調整でSample SprinterをSample Milerに入れ替えると、デッキはどうなりますか？
    A(ja): Sample Sprinterはなくなり、代わりにSample Milerが入ります。ほかのカードはそのままです。
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
    Q(en): In one tuning I take out a Force card and a Sample Stayer, but my deck has no Sample Stayer. What happens?
    A(en): The whole tuning is refused: the Force card stays in the deck and nothing is added.
    Q(ja): 1回の調整でフォース1枚とSample Stayerを抜こうとしましたが、デッキにSample Stayerはありません。どうなりますか？
    A(ja): 調整全体が拒否され、フォースはデッキに残り、何も加わりません。
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
    Q(en): The race conditions were drawn at random. May the decks be tuned now?
    A(en): Yes. Tuning is allowed once the race is known and before the game starts.
    Q(ja): レース条件を無作為に引いて決めました。今デッキを調整できますか？
    A(ja): はい。レースが決まった後、ゲーム開始前なら調整できます。
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
    Q(en): Nobody has set the race yet. May the game start?
    A(en): No. The race decides the deck size, so it comes first.
    Q(ja): まだレース条件を決めていません。ゲームを始められますか？
    A(ja): いいえ。デッキの枚数はレースで決まるので、レース条件が先です。
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
    Q(en): I have kept my opening hand. May I declare that I keep it again?
    A(en): No. My hand is already decided.
    Q(ja): 最初の手札をキープしました。もう一度キープを宣言できますか？
    A(ja): いいえ。手札はすでに決まっています。
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
    Q(en): I kept my opening hand, and my opponent has not decided yet. May I still use my redraw?
    A(en): No. Keeping the hand decides it; the redraw is for an opening hand not yet kept.
    Q(ja): 最初の手札をキープし、相手はまだ決めていません。まだ引き直しを使えますか？
    A(ja): いいえ。キープした時点で手札は決まり、引き直しはまだキープしていない手札のためのものです。
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
    Q(en): I redraw my opening hand. May I then also keep or redraw it, or does the race wait only for my opponent?
    A(en): My redraw decides my hand: keeping it afterwards is refused, and the first turn begins as soon as my opponent keeps.
    Q(ja): 最初の手札を引き直しました。その後キープや引き直しができますか、それとも相手を待つだけですか？
    A(ja): 引き直しで手札は決まるので、その後のキープは拒否され、相手がキープすればすぐ最初のターンが始まります。
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
    Q(en): No run of mine has succeeded. May I put cards from my hand to the farm as if I owed them?
    A(en): No. Cards go to the farm this way only after a successful run that grew the hand too much.
    Q(ja): 自分の走破は成功していません。ファームに置く義務があるかのように手札を置けますか？
    A(ja): いいえ。この置き方は、走破に成功して手札が増えすぎたときだけです。
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
    Q(en): My run succeeded and I owe two cards to the farm. May my opponent put two of their cards to the farm in my place?
    A(en): No. The cards are owed by the runner; my opponent owes nothing, and I still owe two.
    Q(ja): 自分の走破が成功し、ファームへ2枚置く必要があります。相手が代わりに自分の手札から2枚置けますか？
    A(ja): いいえ。置くのは走破したプレイヤーです。相手には義務がなく、自分はまだ2枚置く必要があります。
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
