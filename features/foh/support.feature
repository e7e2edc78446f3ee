@foh
Feature: Support cards and lasting effects (Force of the Horse)
  Situation cards and area-type items are used on your own turn after the draw and before the
  run; horse-type items and jockeys go on a horse that is running or guarding. A situation card
  stays in the situation area; a going change lasts unless the card prints a duration.

  @FOH-JA-013
  Scenario: FOH a situation card is used on my turn after the draw
    Q(en): When can a situation card be used?
    A(en): In your own turn, after drawing and before the run.
    Q(ja): 状況カードはいつ使えますか？
    A(ja): 自分の番で、カードを引いた後から走破の前までです。
    Source: foh-faq-ja, Q&A 13

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Cheer | 1     |
    When I use "Sample Cheer"
    Then the action succeeds
    And my situation area holds "Sample Cheer"
    And my hand holds 0 cards

  @FOH-JA-013
  Scenario: FOH a situation card waits until the turn's draw
    Q(en): May I use a situation card before my turn's draw?
    A(en): No. Only after the draw.
    Q(ja): 番の最初の1枚を引く前に状況カードを使えますか？
    A(ja): いいえ。引いた後からです。
    Source: foh-faq-ja, Q&A 13

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my hand holds:
      | card         | count |
      | Sample Cheer | 1     |
    When I use "Sample Cheer"
    Then the action is refused with reason "situation-timing"
    And the game state is unchanged

  @FOH-JA-013
  Scenario: FOH a situation card is not used once the run phase began
    Q(en): May I use a situation card in the run phase?
    A(en): No. Situation cards come before the run.
    Q(ja): 走破フェーズに入ってから状況カードを使えますか？
    A(ja): いいえ。走破より前に使います。
    Source: foh-faq-ja, Q&A 13

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card         | count |
      | Sample Cheer | 1     |
    When I use "Sample Cheer"
    Then the action is refused with reason "situation-timing"
    And the game state is unchanged

  @FOH-JA-013
  Scenario: FOH a situation card is not used on the opponent's turn
    Q(en): May I use a situation card during my opponent's turn?
    A(en): No. Only during your own turn.
    Q(ja): 相手の番に状況カードを使えますか？
    A(ja): いいえ。自分の番だけです。
    Source: foh-faq-ja, Q&A 13

    Given a 1600m race on 芝 at 東京
    And it is my opponent's main phase
    And my hand holds:
      | card         | count |
      | Sample Cheer | 1     |
    When I use "Sample Cheer"
    Then the action is refused with reason "situation-timing"
    And the game state is unchanged

  @FOH-JA-012
  Scenario: FOH an area item is used after the draw and before the run
    Q(en): When can an item card marked area type be used?
    A(en): Only after drawing and before running.
    Q(ja): タイプエリアのアイテムはいつ使えますか？
    A(ja): カードを引いた後、走破の前に限り使えます。
    Source: foh-faq-ja, Q&A 12

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card       | count |
      | マークシート | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 6     |
    When I use "マークシート"
    Then the action succeeds
    And my farm holds "マークシート"

  @FOH-JA-012
  Scenario: FOH an area item is not used during the run
    Q(en): May I use an area-type item once my horse is running?
    A(en): No. Area items come before the run.
    Q(ja): 走破中にタイプエリアのアイテムを使えますか？
    A(ja): いいえ。走破の前だけです。
    Source: foh-faq-ja, Q&A 12

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | マークシート   | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When I use "マークシート"
    Then the action is refused with reason "area-item-timing"
    And the game state is unchanged

  @FOH-JA-012
  Scenario: FOH a horse item goes on the running horse
    Q(en): When is an item card marked horse type used?
    A(en): At the run or at the guard, on the horse.
    Q(ja): タイプ馬のアイテムはいつ使いますか？
    A(ja): 走破かガードのときに使います。
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
    And the run value is 4

  @FOH-JA-012
  Scenario: FOH a horse item is not used outside a run or guard
    Q(en): May I use a horse-type item in my main phase with no horse running?
    A(en): No. It is used at a run or a guard.
    Q(ja): 走破もガードもしていない時にタイプ馬のアイテムを使えますか？
    A(ja): いいえ。走破かガードの時だけです。
    Source: foh-faq-ja, Q&A 12

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | ヘルメット | 1     |
    When I use "ヘルメット"
    Then the action is refused with reason "horse-support-timing"
    And the game state is unchanged

  @FOH-JA-014
  Scenario: FOH a jockey rides the guarding horse
    Q(en): When can a jockey card be used?
    A(en): It is used on a horse, so at the run or at the guard.
    Q(ja): ジョッキーカードはいつ使えますか？
    A(ja): 馬に使うカードなので、走破かガードの時です。
    Source: foh-faq-ja, Q&A 14

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card          | count |
      | Sample Wall   | 1     |
      | Sample Jockey | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent uses "Sample Jockey" on "Sample Wall"
    Then the action succeeds
    And the guard value is 5

  @FOH-JA-014
  Scenario: FOH a jockey is not used without a running or guarding horse
    Q(en): May I use a jockey card in my main phase?
    A(en): No. There is no horse running or guarding to ride.
    Q(ja): メインの時間にジョッキーカードを使えますか？
    A(ja): いいえ。走破やガードの馬がいないと使えません。
    Source: foh-faq-ja, Q&A 14

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Jockey | 1     |
    When I use "Sample Jockey"
    Then the action is refused with reason "horse-support-timing"
    And the game state is unchanged

  @FOH-JA-014
  Scenario: FOH a jockey goes only on my own horse
    Q(en): May I put my jockey on the opponent's guarding horse?
    A(en): No. A jockey is used on your own running or guarding horse.
    Q(ja): 自分のジョッキーを相手のガードの馬に使えますか？
    A(ja): いいえ。自分の走破またはガードの馬に使います。
    Source: foh-faq-ja, Q&A 14
    Assumption(en): the FAQ says a jockey is used on a horse at a run or guard; the engine requires it to be the user's own horse.
    Assumption(ja): FAQは走破かガードの馬に使うとだけ述べるため、自分の馬に限るものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Miler  | 1     |
      | Force         | 2     |
      | Sample Jockey | 1     |
    And my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When I use "Sample Jockey" on "Sample Wall"
    Then the action is refused with reason "invalid-target"
    And the game state is unchanged

  @FOH-JA-024
  Scenario Outline: FOH each kind of support card has its own timing (<card> in the <phase> phase)
    Q(en): What are support cards?
    A(en): Cards with effects that help in the race, of three kinds with different timings: situation cards before your run, area items after the draw and before the run, horse items and jockeys at a run or guard.
    Q(ja): サポートカードとは？
    A(ja): レースを助ける効果のカードで、状況・アイテム・ジョッキーの3種。使える時が種類ごとに違います。
    Source: foh-faq-ja, Q&A 24

    Given a 1600m race on 芝 at 東京
    And it is my <phase> phase
    And my hand holds:
      | card   | count |
      | <card> | 1     |
    When I use "<card>"
    Then the action is refused with reason "<reason>"
    And the game state is unchanged

    Examples:
      | card          | phase | reason               |
      | Sample Cheer  | draw  | situation-timing     |
      | マークシート    | draw  | area-item-timing     |
      | ヘルメット      | main  | horse-support-timing |
      | Sample Jockey | main  | horse-support-timing |

  @FOH-JA-024
  Scenario: FOH every support kind works at its own timing in one turn
    Q(en): Can the three kinds all be used in the same turn?
    A(en): Yes, each at its own time: situation and area item before the run, jockey during the run.
    Q(ja): 3種類を同じ番にそれぞれ使えますか？
    A(ja): はい。状況カードとエリアのアイテムは走破前、ジョッキーは走破中に使えます。
    Source: foh-faq-ja, Q&A 24

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Cheer  | 1     |
      | マークシート    | 1     |
      | Sample Jockey | 1     |
      | Sample Miler  | 1     |
      | Force         | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I use "Sample Cheer"
    And I use "マークシート"
    And I declare a run with "Sample Miler" paying "Force", "Force"
    And I use "Sample Jockey" on "Sample Miler"
    Then the action succeeds
    And my situation area holds "Sample Cheer"
    And the run value is 4

  @FOH-JA-025
  Scenario: FOH a going change without a printed duration lasts
    Q(en): Does a card that changes the going keep its effect after use?
    A(en): Yes. Unless the card states a number of turns or similar, the change is permanent.
    Q(ja): 馬場を変えるカードの効果は使った後も続きますか？
    A(ja): はい。何ターンといった期間が書かれていなければ、ずっと続きます。
    Source: foh-faq-ja, Q&A 25

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Shower | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    When I use "Sample Shower"
    And I end my turn
    And my opponent draws for the turn
    And my opponent ends their turn
    Then the action succeeds
    And the going is "ダート"
    And it is my draw phase

  @FOH-JA-025 @assumption
  Scenario: FOH a going change with a printed duration runs out
    Q(en): And when the card prints a duration?
    A(en): Then the change ends when that duration is over.
    Q(ja): 期間が書かれている場合は？
    A(ja): その期間が過ぎれば元に戻ります。
    Source: foh-faq-ja, Q&A 25
    Assumption(en): a printed duration of one turn ends at the end of the turn the card was used in.
    Assumption(ja): 「1ターン」の期間は、使った番の終わりまでとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card                  | count |
      | Sample Passing Shower | 1     |
    When I use "Sample Passing Shower"
    Then the going is "ダート"
    When I end my turn
    Then the action succeeds
    And the going is "芝"

  @FOH-JA-035
  Scenario: FOH a situation card in the situation area counts as being used
    Q(en): Does "while you are using a situation card" mean having used one at some point this race?
    A(en): No. It means one of your situation cards is in your situation area right now.
    Q(ja): 「状況カードを使用している時」は、レース中に一度使えば満たしますか？
    A(ja): いいえ。いま自分の状況カードエリアに状況カードが置かれている状態のことです。
    Source: foh-faq-ja, Q&A 35
    Assumption(en): the card with this condition is not named; the stand-in "Sample Situation Rider" gets +2 to its run while the condition holds.
    Assumption(ja): 該当カードが特定されていないため、条件を満たすと走破数＋2となる見本の馬で確かめます。

    Given a 1600m race on 芝 at 東京
    And my situation area holds "Sample Cheer"
    And my hand holds:
      | card                   | count |
      | Sample Situation Rider | 1     |
      | Force                  | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Situation Rider" paying "Force", "Force"
    Then the action succeeds
    And the force ability of "Sample Situation Rider" activated
    And the run value is 4

  @FOH-JA-035 @assumption
  Scenario: FOH a situation card used earlier but gone no longer counts
    Q(en): My situation card is in my farm now. Am I still using a situation card?
    A(en): No. Only a card in the situation area right now counts.
    Q(ja): 以前使った状況カードがいまファームにある場合は？
    A(ja): 満たしません。いま状況カードエリアにあるものだけが数えられます。
    Source: foh-faq-ja, Q&A 35
    Assumption(en): the stand-in "Sample Situation Rider" has the condition; no card is in the situation area, the one used earlier is in the farm.
    Assumption(ja): 見本の馬で確かめます。状況カードエリアは空で、以前使ったカードはファームにあります。

    Given a 1600m race on 芝 at 東京
    And my farm holds:
      | card         | count |
      | Sample Cheer | 1     |
    And my hand holds:
      | card                   | count |
      | Sample Situation Rider | 1     |
      | Force                  | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Situation Rider" paying "Force", "Force"
    Then the action succeeds
    And the force ability of "Sample Situation Rider" did not activate
    And the run value is 2
