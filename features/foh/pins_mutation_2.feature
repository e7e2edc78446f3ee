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

  @FOH-JA-003 @FOH-JA-023
  Scenario: FOH a race cannot be agreed on a racecourse that is no common card
    Q(en): The players want to agree on a race at a racecourse for which there is no racecourse card. Is that allowed?
    A(en): No. The race is made of the common cards, so the racecourse is refused as an unknown card.
    Q(ja): 競馬場カードのない競馬場でレースをすることに合意したいのですが、できますか？
    A(ja): いいえ。レースは共通カードで決まるため、その競馬場は知らないカードとして拒否されます。
    Source: foh-faq-ja, Q&A 3
    Source: foh-faq-ja, Q&A 23

    Given a new game with seed 7
    When the players agree on a 1600m race on 芝 at Nowhere Downs
    Then the action is refused with reason "unknown-card"
    And the game state is unchanged

  @FOH-JA-004
  Scenario: FOH a deck cannot be tuned with a card that does not exist
    Q(en): While tuning, may I add a card the game does not have?
    A(en): No. The tuning is refused as naming an unknown card, and the deck stays as it was.
    Q(ja): 調整で、ゲームに存在しないカードを加えられますか？
    A(ja): いいえ。知らないカードとして調整は拒否され、デッキは元のままです。
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
    Q(en): My opponent runs. May I guard with a force card instead of a horse?
    A(en): No. A guard is made by a horse card; the force card is refused as not a horse.
    Q(ja): 相手が走破しました。馬ではなくフォースカードでガードできますか？
    A(ja): いいえ。ガードは馬カードで行うため、フォースカードは馬ではないとして拒否されます。
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
    Q(en): May I use a horse card from my hand the way a support card is used?
    A(en): No. Only situation, item and jockey cards are support cards; the horse is refused.
    Q(ja): 手札の馬カードをサポートカードのように使えますか？
    A(ja): いいえ。サポートカードは状況・アイテム・騎手のカードだけなので、馬は拒否されます。
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
    Q(en): No run is open. May I pass as if answering a run?
    A(en): No. Passing belongs to an open run; with none open it is refused.
    Q(ja): 走破が行われていません。走破に応じるようにパスできますか？
    A(ja): いいえ。パスは行われている走破の中でするもので、走破がなければ拒否されます。
    Source: foh-faq-ja, Q&A 31

    Given a 1600m race on 芝 at 東京
    When I pass
    Then the action is refused with reason "no-open-run"
    And the game state is unchanged

  @FOH-JA-009 @FOH-JA-031
  Scenario: FOH the turn does not end while my run is still open
    Q(en): My run is open and my opponent has not passed yet. May I end my turn?
    A(en): No. The run is settled first, when both players have passed.
    Q(ja): 自分の走破が行われていて、相手はまだパスしていません。ターンを終えられますか？
    A(ja): いいえ。まず両者がパスして走破の結果を出します。
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
    Q(en): I end my turn with exactly ten cards in hand and name one of them for the farm. Does it go?
    A(en): No. Ten is within the limit, so nothing is trimmed and the choice is refused.
    Q(ja): ちょうど10枚の手札でターンを終えるとき、1枚をファームに置くと指定しました。置かれますか？
    A(ja): いいえ。10枚は上限以内なので減らすものはなく、その指定は拒否されます。
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
    Q(en): I end my turn with twelve cards in hand and name only one for the farm. Is that enough?
    A(en): No. Exactly the two extra cards must go; naming one is refused as the wrong count.
    Q(ja): 手札12枚でターンを終えるとき、ファームに置くカードを1枚だけ指定しました。足りますか？
    A(ja): いいえ。超えた2枚ちょうどを置く必要があり、1枚の指定は枚数違いとして拒否されます。
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
    Q(en): I use a card that changes the going for two turns. Is the going still changed on my opponent's next turn, and after it?
    A(en): It stays changed through my opponent's turn and is back to the printed going when my next turn starts.
    Q(ja): 2ターンの間だけ馬場状態を変えるカードを使いました。次の相手のターンも変わったままですか？その後は？
    A(ja): 相手のターンの間は変わったままで、自分の次のターンが始まると元の馬場状態に戻ります。
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
    Q(en): After both players kept their opening hands, may the first player draw, end the turn, and the second player take a turn too?
    A(en): Yes. The first turn starts with its draw, and ending it hands the next turn to the opponent.
    Q(ja): 両者が最初の手札をキープした後、先攻が1枚引いてターンを終え、後攻もターンを行えますか？
    A(ja): はい。最初のターンはドローから始まり、ターンを終えると相手の番になります。
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
    Q(en): My Sample Miler ran with a run value of 3 and my opponent guarded with a guard value of 2. What does the finished run show?
    A(en): My Sample Miler ran, with run value 3 against guard value 2, and the run succeeded.
    Q(ja): 自分のSample Milerが走破3で走り、相手がガード2でガードしました。終わった走破はどう記録されますか？
    A(ja): 自分のSample Milerが走破3、ガード2で走り、走破は成功しました。
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
    Q(en): During Battle Born's run my opponent's guarding horse and then an additional guarding horse each activate a force ability. Does Battle Born answer twice?
    A(en): No. It answers once a run: its run value goes up by 1 only.
    Q(ja): バトルボーンの走破中に、相手のガードの馬と、追加でガードした馬がそれぞれフォース能力を発動しました。バトルボーンは2回発動しますか？
    A(ja): いいえ。1回の走破につき1度だけなので、走破数は1だけ上がります。
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
    Q(en): My horse has a guarding ability printed first and a running ability second. When it runs, does the running ability fire?
    A(en): Yes. Each ability fires at its own timing, whatever is printed before it.
    Q(ja): 自分の馬にはガード時の能力が先に、走破時の能力が後に書かれています。走破すると走破時の能力は発動しますか？
    A(ja): はい。それぞれの能力は自分のタイミングで発動し、前に何が書かれていても関係ありません。
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
    Q(en): I draw the last card of my distance area in my draw phase. Does the turn go on to my main phase?
    A(en): No. The race is won at once and the game is finished; there is no main phase after it.
    Q(ja): ドローフェイズに距離エリアの最後の1枚を引きました。ターンはメインフェイズに進みますか？
    A(ja): いいえ。その時点でレースに勝ち、ゲームは終わります。メインフェイズはありません。
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
    Q(en): My opponent guards Battle Born's run with a horse that has no answering ability, then adds a second horse that answers force abilities. Battle Born answers the second horse's guarding ability. Does the second horse answer Battle Born in turn?
    A(en): Yes. Each horse in the run answers once, whatever the horse beside it can do: the second guarding horse adds 1 more to the guard.
    Q(ja): 相手はバトルボーンの走破を、応じる能力のない馬でガードし、さらにフォース能力に応じる馬を追加ガードに出しました。バトルボーンは追加の馬のガード時能力に応じて発動します。追加の馬はそれに応じますか？
    A(ja): はい。隣の馬が何をできるかに関係なく、走破中の各馬は1度ずつ応じるので、追加の馬のガード値がさらに1上がります。
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
