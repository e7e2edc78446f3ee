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
    Checks(en): A situation card is used on my turn after the draw
    Checks(ja): 状況カードは、自分の番のドローの後に使える
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
    Checks(en): A situation card waits until the turn's draw
    Checks(ja): 状況カードは、その番のドローまで使えない
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
    Checks(en): A situation card is not used once the run phase began
    Checks(ja): 走破フェーズに入った後は、状況カードは使えない
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
    Checks(en): A situation card is not used on the opponent's turn
    Checks(ja): 相手の番に状況カードは使えない
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
    Checks(en): An area item is used after the draw and before the run
    Checks(ja): タイプエリア用のアイテムは、ドローの後、走破の前に使える
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
  Scenario: FOH-JA-012: an area item waits for the turn's draw
    Checks(en): An area item is used only after the draw: in my draw phase it is refused and stays in my hand; once I have drawn, it is used
    Checks(ja): タイプエリアのアイテムはドローの後にだけ使える：ドローフェイズ中は使えず手札に残り、ドローした後なら使える
    Source: foh-faq-ja, Q&A 12

    Given a 1600m race on 芝 at 東京
    And it is my draw phase
    And my hand holds:
      | card       | count |
      | マークシート | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 6     |
    When I use "マークシート"
    Then the action is refused with reason "area-item-timing"
    And the game state is unchanged
    When I draw for the turn
    And I use "マークシート"
    Then the action succeeds
    And my farm holds "マークシート"

  @FOH-JA-012
  Scenario: FOH an area item is not used during the run
    Checks(en): An area item is not used during the run
    Checks(ja): タイプエリア用のアイテムは、走破中には使えない
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
    Checks(en): A horse item goes on the running horse
    Checks(ja): 馬用のアイテムは、走破中の馬に使う
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
    Checks(en): A horse item is not used outside a run or guard
    Checks(ja): 馬用のアイテムは、走破かガードのとき以外は使えない
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
    Checks(en): A jockey rides the guarding horse
    Checks(ja): ジョッキーはガードする馬にも使える
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
    Checks(en): A jockey is not used without a running or guarding horse
    Checks(ja): 走破かガードをする馬がいなければ、ジョッキーは使えない
    Source: foh-faq-ja, Q&A 14

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Jockey | 1     |
    When I use "Sample Jockey"
    Then the action is refused with reason "horse-support-timing"
    And the game state is unchanged

  @FOH-JA-014 @assumption
  Scenario: FOH a jockey goes only on my own horse
    Checks(en): A jockey goes only on my own horse
    Checks(ja): ジョッキーは自分の馬にだけ使える
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
    A(ja): レースを有利にするさまざまな効果のカードで、状況・アイテム・ジョッキーの3種類があり、使える時が違います。状況カードは自分の番の走破の前、エリアタイプのアイテムはカードを引いた後から走破の前まで、馬タイプのアイテムとジョッキーは走破かガードのときに使います。
    Checks(en): Each kind of support card has its own timing (<card> in the <phase> phase)
    Checks(ja): サポートカードは種類ごとに使える時が違う（<phase>フェーズの<card>）
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
    Checks(en): Every support kind works at its own timing in one turn
    Checks(ja): 1つの番の中で、どのサポートカードもそれぞれの時に使える
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
    Checks(en): A going change without a printed duration lasts
    Checks(ja): 期限の書かれていない馬場状態の変更は、ずっと続く
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
    Checks(en): A going change with a printed duration runs out
    Checks(ja): 期限の書かれた馬場状態の変更は、期限が来れば終わる
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

  @FOH-JA-035 @assumption
  Scenario: FOH a situation card in the situation area counts as being used
    Q(en): Does "while you are using a situation card" mean having used one at some point this race?
    A(en): No. It means one of your situation cards is in your situation area right now.
    Q(ja): 「状況カードを使用している時」は、レース中に一度使えば満たしますか？
    A(ja): いいえ。いま自分の状況カードエリアに状況カードが置かれている状態のことです。
    Checks(en): A situation card in the situation area counts as being used
    Checks(ja): 状況カードエリアにある状況カードは、使用している状態に当たる
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
    Checks(en): A situation card used earlier but gone no longer counts
    Checks(ja): 前に使っても、もう置かれていない状況カードは数えない
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
