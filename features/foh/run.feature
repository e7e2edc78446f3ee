@foh
Feature: Running a horse (Force of the Horse)
  A run puts a horse and force cards paying its cost from hand. Its run value takes that many
  cards from the distance area into hand; then cards go to the farm so that the hand grows by
  one. The run value drops by one for a distance or going mismatch and rises by one when the
  horse's running style is the area being drawn from.

  @FOH-JA-008
  Scenario: FOH a horse runs with force cards paying its cost
    Q(en): When do I put out horse cards?
    A(en): In your own run phase, together with as many force cards from hand as the horse's cost. On the opponent's turn a horse card may also be put out to guard their run, and then no force is needed.
    Q(ja): 馬カードはいつ出しますか？
    A(ja): 自分の走破フェーズに、コスト分のフォースカードと一緒に手札から出します。相手の番にも、相手の走破をガードする馬として出せ、そのときフォースは要りません。
    Checks(en): A horse runs with force cards paying its cost
    Checks(ja): 馬はコスト分のフォースカードを払って走破する
    Source: foh-faq-ja, Q&A 8

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And a run is open
    And my hand holds 0 cards
    And my farm holds 2 cards

  @FOH-JA-017
  Scenario: FOH a run takes as many cards as its run value
    Checks(en): A run takes as many cards as its run value
    Checks(ja): 走破では、走破数と同じ枚数のカードを得る
    Source: foh-faq-ja, Q&A 17

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
    When I pass
    Then the action succeeds
    And the run ended as "success" drawing 3 cards
    And my distance area holds 7 cards
    And I must put 2 cards from hand to the farm

  @FOH-JA-017
  Scenario: FOH a horse that misses the distance runs one less
    Checks(en): A horse that misses the distance runs one less
    Checks(ja): 距離の合わない馬の走破数は1減る
    Source: foh-faq-ja, Q&A 17

    Given a 1200m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 2

  @FOH-JA-010
  Scenario: FOH after a run of two one card goes to the farm
    Q(en): Do the cards a successful run takes go into my hand?
    A(en): Yes, all of them; then you put cards from hand to the farm so the hand is exactly one larger than before the run. A successful run of 2 puts 1 card to the farm, a run of 4 puts 3.
    Q(ja): 走破で得た距離カードは手札に入りますか？
    A(ja): はい。いったん全部手札に入れ、走破前より手札が1枚だけ多くなるようファームへ置きます。走破2で成功なら1枚、走破4なら3枚です。
    Checks(en): After a run of two one card goes to the farm
    Checks(ja): 走破数2の走破の後は、1枚をファームへ置く
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card           | count |
      | Sample Blocker | 1     |
      | Force          | 2     |
      | Sample Cheer   | 3     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Blocker" paying "Force", "Force"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 2 cards
    And I must put 1 card from hand to the farm
    When I put "Sample Cheer" to the farm
    Then the action succeeds
    And my hand holds 4 cards
    And my farm holds "Sample Cheer"

  @FOH-JA-010
  Scenario: FOH after a run of four three cards go to the farm
    Checks(en): After a run of four three cards go to the farm
    Checks(ja): 走破数4の走破の後は、3枚をファームへ置く
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Force             | 4     |
      | Sample Cheer      | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Big Runner" paying "Force", "Force", "Force", "Force"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 4 cards
    And I must put 3 cards from hand to the farm
    When I put "Force", "Force", "Force" to the farm
    Then the action succeeds
    And my hand holds 2 cards
    And my distance area holds 6 cards

  @FOH-JA-010
  Scenario: FOH the farm step takes exactly the owed number of cards
    Checks(en): The farm step takes exactly the owed number of cards
    Checks(ja): ファームへ置くのは、求められた枚数ちょうどである
    Source: foh-faq-ja, Q&A 10

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Force             | 4     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "Sample Big Runner" paying "Force", "Force", "Force", "Force"
    And my opponent passed
    And I passed
    When I put "Force", "Force" to the farm
    Then the action is refused with reason "wrong-farm-count"
    And the game state is unchanged

  @FOH-JA-006 @assumption
  Scenario: FOH the top-left number of a horse is the force it needs
    Q(en): What is the number in the top-left corner of a horse card?
    A(en): The FAQ points to the card-design page of the rules; there, as in Q&A 18, it is the cost: the force the horse needs to run.
    Q(ja): 馬カード左上の数字は何ですか？
    A(ja): FAQはルールページのカード説明を参照としています。Q&A 18と同じく、走破に必要なフォースの数（コスト）です。
    Checks(en): The top-left number of a horse is the force it needs
    Checks(ja): 馬カードの左上の数字は、必要なフォースの数である
    Source: foh-faq-ja, Q&A 6
    Assumption(en): the card-design page is not among our sources; the engine reads the top-left number as the cost, as Q&A 18 states.
    Assumption(ja): カード説明のページは手元にないため、Q&A 18に従い左上の数字をコストとして扱います。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 1     |
    When I declare a run with "Sample Miler" paying "Force"
    Then the action is refused with reason "force-short"
    And the game state is unchanged

  @FOH-JA-018
  Scenario: FOH a special force card pays two
    Q(en): What is the cost?
    A(en): The number of force cards a horse needs to run, printed in a corner of the horse card. A basic force card pays one, so a horse of cost 4 needs four of them; some special force cards count as two.
    Q(ja): コストとは何ですか？
    A(ja): 馬を走破させるのに必要なフォースカードの枚数で、馬カードの隅に書かれています。基本のフォースは1枚で1つ分なので、コスト4の馬には4枚要ります。特殊なフォースには1枚で2つ分になるものもあります。
    Checks(en): A special force card pays two
    Checks(ja): 特殊なフォースカードは1枚で2つ分になる
    Source: foh-faq-ja, Q&A 18

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Double Force      | 1     |
      | Force             | 2     |
    When I declare a run with "Sample Big Runner" paying "Double Force", "Force", "Force"
    Then the action succeeds
    And my hand holds 0 cards
    And a run is open

  @FOH-JA-018
  Scenario: FOH three basic force cards do not pay a cost of four
    Checks(en): Three basic force cards do not pay a cost of four
    Checks(ja): 基本のフォースカード3枚では、コスト4は払えない
    Source: foh-faq-ja, Q&A 18

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Force             | 3     |
    When I declare a run with "Sample Big Runner" paying "Force", "Force", "Force"
    Then the action is refused with reason "force-short"
    And the game state is unchanged

  @FOH-JA-018 @assumption
  Scenario: FOH a force card the cost does not need is not paid
    Checks(en): A force card the cost does not need is not paid
    Checks(ja): コストに要らないフォースカードは払わない
    Source: foh-faq-ja, Q&A 18
    Assumption(en): the FAQ says a horse needs force equal to its cost; the engine refuses a payment with a card that is not needed.
    Assumption(ja): FAQはコスト分のフォースが要るとだけ述べるため、不要なカードを含む支払いは拒否するものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Double Force | 1     |
      | Force        | 1     |
    When I declare a run with "Sample Miler" paying "Double Force", "Force"
    Then the action is refused with reason "force-overpaid"
    And the game state is unchanged

  @FOH-JA-016
  Scenario: FOH a long-distance horse runs one less in a sprint race
    Q(en): Can a horse whose distance aptitude misses the race still be used as printed?
    A(en): With a penalty: its run value drops by one (a run-3 stayer in a sprint runs 2) and it cannot guard; its force abilities still work.
    Q(ja): 距離適性の合わない馬は書かれた通りに使えますか？
    A(ja): 不利があります。走破数が1下がり（短距離で長距離向き走破3の馬は2）、ガードもできません。フォース能力は使えます。
    Checks(en): A long-distance horse runs one less in a sprint race
    Checks(ja): 長距離の馬は、短距離のレースで走破数が1減る
    Source: foh-faq-ja, Q&A 16

    Given a 1200m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Stayer | 1     |
      | Force         | 3     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Stayer" paying "Force", "Force", "Force"
    Then the action succeeds
    And the run value is 2

  @FOH-JA-016
  Scenario: FOH-JA-016: a long-distance horse runs its full number in a long race
    Checks(en): The penalty comes only from a distance that does not fit: the same run-3 stayer runs 3 in a 3000 m race
    Checks(ja): 不利は距離が合わないときだけ：同じ走破3の長距離馬は、3000mのレースでは3で走破する
    Source: foh-faq-ja, Q&A 16

    Given a 3000m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Stayer | 1     |
      | Force         | 3     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Stayer" paying "Force", "Force", "Force"
    Then the action succeeds
    And the run value is 3

  @FOH-JA-020
  Scenario: FOH a horse fit for the distance runs its printed value
    Q(en): What is distance aptitude?
    A(en): Each horse names the distances it suits; when the race distance set before the match is not one of them, its run value drops by one and it cannot guard.
    Q(ja): 適正距離とは？
    A(ja): 馬ごとの得意な距離です。対戦前に決めた距離と合わないと走破数が1減り、ガードにも使えません。
    Checks(en): A horse fit for the distance runs its printed value
    Checks(ja): 距離の合う馬は、書かれた走破数で走る
    Source: foh-faq-ja, Q&A 20

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 3

  @FOH-JA-020
  Scenario: FOH a miler in a long race runs one less
    Checks(en): A miler in a long race runs one less
    Checks(ja): マイルの馬は、長距離のレースで走破数が1減る
    Source: foh-faq-ja, Q&A 20

    Given a 3000m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 2

  @FOH-JA-021
  Scenario: FOH a turf horse runs one less on dirt
    Q(en): What is going aptitude?
    A(en): Each horse names the going it suits (turf or dirt); if the race's going differs, its run value drops by one.
    Q(ja): 適正馬場とは？
    A(ja): 馬ごとの得意な馬場（芝かダート）です。レースの馬場状態と違えば走破数が1減ります。
    Checks(en): A turf horse runs one less on dirt
    Checks(ja): 芝の馬は、ダートで走破数が1減る
    Source: foh-faq-ja, Q&A 21

    Given a 1600m race on ダート at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 2

  @FOH-JA-021
  Scenario: FOH a dirt horse on dirt runs its printed value
    Checks(en): A dirt horse on dirt runs its printed value
    Checks(ja): ダートの馬は、ダートで書かれた走破数で走る
    Source: foh-faq-ja, Q&A 21

    Given a 1600m race on ダート at 東京
    And my hand holds:
      | card              | count |
      | Sample Dirt Miler | 1     |
      | Force             | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    When I declare a run with "Sample Dirt Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 3

  @FOH-JA-019
  Scenario: FOH a horse running in its own style's area runs one more
    Q(en): What is a running style?
    A(en): One of 逃げ, 先行, 差し, 追込; running while you draw from the area of the horse's style adds one to the run value.
    Q(ja): 脚質とは？
    A(ja): 逃げ・先行・差し・追込の4つ。いま引いている距離エリアが馬の得意脚質と同じとき、走破数が1増えます。
    Checks(en): A horse running in its own style's area runs one more
    Checks(ja): 得意な脚質のエリアを引いているとき、馬の走破数は1増える
    Source: foh-faq-ja, Q&A 19

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 先行 | Force | 5     |
      | 差し | Force | 5     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 4

  @FOH-JA-019
  Scenario: FOH a horse gets no style bonus while another area is drawn
    Checks(en): A horse gets no style bonus while another area is drawn
    Checks(ja): ほかのエリアを引いている間は、脚質による加算はない
    Source: foh-faq-ja, Q&A 19

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 1     |
      | 先行 | Force | 5     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And the run value is 3

  @FOH-JA-017
  Scenario: FOH-JA-017: a second run in the same turn is refused
    Checks(en): Once a horse has run this turn, a second horse cannot run in the same turn, and nothing changes
    Checks(ja): この番に一度走破したら、同じ番に別の馬で走破することはできず、何も変わらない
    Source: foh-faq-ja, Q&A 17

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

  @FOH-JA-018
  Scenario: FOH-JA-018: four basic force cards pay a cost of four
    Checks(en): A horse of cost four runs when four basic force cards, one each, are paid with it
    Checks(ja): コスト4の馬は、1枚で1つ分の基本フォースカード4枚を払えば走破できる
    Source: foh-faq-ja, Q&A 18

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Force             | 4     |
    When I declare a run with "Sample Big Runner" paying "Force", "Force", "Force", "Force"
    Then the action succeeds
    And a run is open
    And my hand holds 0 cards
    And my farm holds 4 cards

  @FOH-JA-006 @assumption
  Scenario: FOH-JA-006: a horse runs when the force paid matches its top-left number
    Checks(en): The miler's top-left number is 2: paid with exactly two basic force cards, it runs and both force cards go to the farm
    Checks(ja): マイルの馬の左上の数字は2：基本フォースカードをちょうど2枚払えば走破でき、その2枚はファームに置かれる
    Assumption(en): the card-design page is not among our sources; the engine reads the top-left number as the cost, as Q&A 18 states.
    Assumption(ja): カードデザインの説明ページは資料にないため、Q&A 18のとおり左上の数字をコストとして扱います。
    Source: foh-faq-ja, Q&A 6

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    When I declare a run with "Sample Miler" paying "Force", "Force"
    Then the action succeeds
    And a run is open
    And my hand holds 0 cards
    And my farm holds 2 cards

  @FOH-JA-008
  Scenario: FOH-JA-008: a horse is not run with less force than its cost
    Checks(en): For a run the force cards put out with the horse must pay its whole cost: a horse of cost 3 with two basic force cards is refused and nothing moves
    Checks(ja): 走破では、馬と一緒に出すフォースカードでコスト全部を払う必要がある：コスト3の馬に基本フォース2枚では走破できず、何も動かない
    Source: foh-faq-ja, Q&A 8

    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | Force       | 2     |
    When I declare a run with "Sample Wall" paying "Force", "Force"
    Then the action is refused with reason "force-short"
    And the game state is unchanged

  @FOH-JA-008
  Scenario: FOH-JA-008: a guard horse is put out against the opponent's run, not my own
    Checks(en): A horse goes out without force only to guard the opponent's run: the runner cannot put out a guard against its own run, and nothing moves
    Checks(ja): フォースなしで馬を出せるのは相手の走破をガードするときだけ：走破している側が自分の走破にガードの馬を出すことはできず、何も動かない
    Source: foh-faq-ja, Q&A 8

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Sample Wall  | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When I guard with "Sample Wall"
    Then the action is refused with reason "no-run-to-guard"
    And the game state is unchanged

  @FOH-JA-017
  Scenario: FOH-JA-017: a horse does not run without the force its cost asks for
    Checks(en): A run needs the horse together with force cards worth its cost: a horse of cost 4 with force worth only 3 is refused and nothing moves
    Checks(ja): 走破には馬とコスト分のフォースカードが要る：コスト4の馬に3つ分のフォースしか払わなければ走破できず、何も動かない
    Source: foh-faq-ja, Q&A 17

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
      | Double Force      | 1     |
      | Force             | 1     |
    When I declare a run with "Sample Big Runner" paying "Double Force", "Force"
    Then the action is refused with reason "force-short"
    And the game state is unchanged

  @FOH-JA-019
  Scenario Outline: FOH-JA-019: each of the four running styles gets its one more only in its own area
    Checks(en): Every running style, not just one, adds one to the run value exactly while its own area is the one being drawn from: <horse> (<style>) drawing from <area> runs <value>
    Checks(ja): 脚質はどれも、その脚質のエリアから引いている間だけ走破数が1増える：<horse>（<style>）が<area>から引くときの走破数は<value>
    Source: foh-faq-ja, Q&A 19

    Given a <race> race on 芝 at 東京
    And my hand holds:
      | card    | count   |
      | <horse> | 1       |
      | Force   | <force> |
    And my distance area holds:
      | area   | card  | count |
      | <area> | Force | 10    |
    When I declare a run with "<horse>" paying <paid>
    Then the action succeeds
    And the run value is <value>

    Examples:
      | horse           | style | race  | force | paid                        | area | value |
      | Sample Sprinter | 逃げ  | 1200m | 1     | "Force"                     | 逃げ | 3     |
      | Sample Sprinter | 逃げ  | 1200m | 1     | "Force"                     | 先行 | 2     |
      | Sample Wall     | 差し  | 1600m | 3     | "Force", "Force", "Force"   | 差し | 2     |
      | Sample Wall     | 差し  | 1600m | 3     | "Force", "Force", "Force"   | 追込 | 1     |
      | Sample Closer   | 追込  | 1600m | 2     | "Force", "Force"            | 追込 | 4     |
      | Sample Closer   | 追込  | 1600m | 2     | "Force", "Force"            | 差し | 3     |
