@foh
Feature: Force abilities and the cards the FAQ rules on (Force of the Horse)
  A force ability fires at the timing its horse prints: always when it has no condition, only
  when its condition holds otherwise, and even when the horse's distance aptitude misses the race.
  "On a successful run" abilities resolve before the run's draw.

  The FAQ rules on named cards without printing their texts; the engine gives each card an
  assumed text (engine/foh/cards.yaml) built from the documented effect primitives, chosen so that
  the ruled behaviour can be seen.

  @FOH-JA-015 @assumption
  Scenario: FOH a force ability without a condition always fires
    Q(en): When do force abilities activate?
    A(en): At the timing written on the horse card; an ability with a condition fires when it is met, one without a condition always fires.
    Q(ja): フォース能力はいつ発動しますか？
    A(ja): 馬カードに書かれたタイミングです。条件付きは条件を満たした時、条件なしは必ず発動します。
    Checks(en): A force ability without a condition always fires
    Checks(ja): 条件のないフォース能力は必ず発動する
    Source: foh-faq-ja, Q&A 15
    Assumption(en): the stand-in "Sample Pacer" has "when it runs: +1 run value" with no condition.
    Assumption(ja): 見本の馬は条件なしの「走破時：走破数＋1」を持つものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Pacer | 1     |
      | Force        | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Pacer" paying "Force", "Force"
    Then the action succeeds
    And the force ability of "Sample Pacer" activated
    And the run value is 3

  @FOH-JA-015 @assumption
  Scenario: FOH a conditional force ability stays silent while its condition fails
    Checks(en): A conditional force ability stays silent while its condition fails
    Checks(ja): 条件付きのフォース能力は、条件を満たさない間は発動しない
    Source: foh-faq-ja, Q&A 15
    Assumption(en): ブエナビスタ's assumed text: "when it guards, if the opponent has already used an item card in this run: +2 guard value".
    Assumption(ja): ブエナビスタの本文は「ガード時、相手がこの走破で既にアイテムを使っていれば、ガード値＋2」と仮定します。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card     | count |
      | ブエナビスタ | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "ブエナビスタ"
    Then the action succeeds
    And the force ability of "ブエナビスタ" did not activate
    And the guard value is 2

  @FOH-JA-016 @assumption
  Scenario: FOH a force ability works even when the distance does not fit
    Checks(en): A force ability works even when the distance does not fit
    Checks(ja): 距離が合わなくても、フォース能力は使える
    Source: foh-faq-ja, Q&A 16
    Assumption(en): the stand-in "Sample Long Scout" (long distance) has "when it runs: draw 1 card from your distance area".
    Assumption(ja): 長距離向きの見本の馬は「走破時：距離エリアから1枚引く」を持つものとします。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card              | count |
      | Sample Long Scout | 1     |
      | Force             | 2     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    When I declare a run with "Sample Long Scout" paying "Force", "Force"
    Then the action succeeds
    And the force ability of "Sample Long Scout" activated
    And my hand holds 1 card
    And my distance area holds 9 cards
    And the run value is 1

  @FOH-JA-026 @assumption
  Scenario: FOH Buena Vista's ability fires when the opponent already used an item
    Q(en): Is Buena Vista's ability the one that fires when the opponent has already used an item card?
    A(en): Yes, that is right.
    Q(ja): ブエナビスタの能力は、相手が先にアイテムを使っていた時に発動するものですか？
    A(ja): はい、その通りです。
    Checks(en): Buena Vista's ability fires when the opponent already used an item
    Checks(ja): 相手がすでにアイテムを使っていれば、ブエナビスタの能力は発動する
    Source: foh-faq-ja, Q&A 26
    Assumption(en): ブエナビスタ's assumed text: "when it guards, if the opponent has already used an item card in this run: +2 guard value".
    Assumption(ja): ブエナビスタの本文は「ガード時、相手がこの走破で既にアイテムを使っていれば、ガード値＋2」と仮定します。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット     | 1     |
    And my opponent's hand holds:
      | card     | count |
      | ブエナビスタ | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    When my opponent guards with "ブエナビスタ"
    Then the action succeeds
    And the force ability of "ブエナビスタ" activated
    And the guard value is 4

  @FOH-JA-026 @assumption
  Scenario: FOH Buena Vista's ability waits for an opponent's item
    Checks(en): Buena Vista's ability waits for an opponent's item
    Checks(ja): 相手がアイテムを使うまで、ブエナビスタの能力は発動しない
    Source: foh-faq-ja, Q&A 26
    Assumption(en): as above; the runner uses no item before the guard.
    Assumption(ja): 本文の仮定は上と同じです。走破側はガード前にアイテムを使いません。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my opponent's hand holds:
      | card     | count |
      | ブエナビスタ | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "ブエナビスタ"
    Then the action succeeds
    And the force ability of "ブエナビスタ" did not activate

  @FOH-JA-027 @assumption
  Scenario: FOH Battle Born answers a force ability used during its run
    Q(en): Do Battle Born and Tastiera fire only when the opponent activates a force ability during that run?
    A(en): Yes. Abilities the opponent uses after the run or guard has resolved do not make them fire.
    Q(ja): バトルボーンとタスティエーラは、その走破の最中に相手がフォース能力を使った時だけ発動しますか？
    A(ja): はい。走破やガードの決着後に発動する能力を相手が使っても、発動しません。
    Checks(en): Battle Born answers a force ability used during its run
    Checks(ja): バトルボーンは、その走破中に使われたフォース能力に応じて発動する
    Source: foh-faq-ja, Q&A 27
    Assumption(en): バトルボーン's assumed text: "when the opponent activates a force ability during this run: +1 run value"; the stand-in "Sample Blocker" has "when it guards: +1 guard value".
    Assumption(ja): バトルボーンは「この走破の途中で相手がフォース能力を使ったら：走破数＋1」、見本の馬は「ガード時：ガード値＋1」と仮定します。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | バトルボーン | 1     |
      | Force    | 2     |
    And my opponent's hand holds:
      | card           | count |
      | Sample Blocker | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "バトルボーン" paying "Force", "Force"
    When my opponent guards with "Sample Blocker"
    Then the action succeeds
    And the force ability of "Sample Blocker" activated
    And the force ability of "バトルボーン" activated
    And the run value is 4
    And the guard value is 2

  @FOH-JA-027 @assumption
  Scenario: FOH Tastiera answers a force ability used during its run
    Checks(en): Tastiera answers a force ability used during its run
    Checks(ja): タスティエーラは、その走破中に使われたフォース能力に応じて発動する
    Source: foh-faq-ja, Q&A 27
    Assumption(en): タスティエーラ's assumed text: "when the opponent activates a force ability during this run: draw 1 card from your distance area".
    Assumption(ja): タスティエーラは「この走破の途中で相手がフォース能力を使ったら：距離エリアから1枚引く」と仮定します。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card      | count |
      | タスティエーラ | 1     |
      | Force     | 2     |
    And my opponent's hand holds:
      | card           | count |
      | Sample Blocker | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "タスティエーラ" paying "Force", "Force"
    When my opponent guards with "Sample Blocker"
    Then the action succeeds
    And the force ability of "タスティエーラ" activated
    And my hand holds 1 card
    And my distance area holds 9 cards

  @FOH-JA-027 @assumption
  Scenario: FOH an ability after the guard resolved does not wake Battle Born
    Checks(en): An ability after the guard resolved does not wake Battle Born
    Checks(ja): ガードの決着後に使われた能力では、バトルボーンは発動しない
    Source: foh-faq-ja, Q&A 27
    Assumption(en): the stand-in "Sample Guard Winner" has "when it wins the guard: draw 1 card from your distance area".
    Assumption(ja): 見本の馬は「ガードに勝った時：距離エリアから1枚引く」を持つものとします。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | バトルボーン | 1     |
      | Force    | 2     |
    And my opponent's hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "バトルボーン" paying "Force", "Force"
    And my opponent guarded with "Sample Guard Winner"
    And my opponent passed
    When I pass
    Then the run ended as "guarded"
    And the force ability of "Sample Guard Winner" activated
    And the force ability of "バトルボーン" did not activate

  @FOH-JA-028 @assumption
  Scenario: FOH Duramente's run leaves the hand two cards larger
    Q(en): Does Duramente's "choose 2 and add them to hand" pick 2 of the cards its successful run took?
    A(en): No. A run always takes all its cards into hand and then sends cards to the farm; for Duramente you send enough that the hand ends two cards larger.
    Q(ja): ドゥラメンテの「2枚選んで手札へ」は、走破で引いたカードから2枚選ぶ処理ですか？
    A(ja): いいえ。走破では全部を手札に入れてからファームに置くので、手札が2枚増えるよう置けば済みます。
    Checks(en): Duramente's run leaves the hand two cards larger
    Checks(ja): ドゥラメンテの走破の後、手札は走破前より2枚多くなる
    Source: foh-faq-ja, Q&A 28
    Assumption(en): ドゥラメンテ's assumed text: "when its run succeeds: your hand grows by 2 instead of 1".
    Assumption(ja): ドゥラメンテは「走破成功時：手札の増加が1枚でなく2枚になる」と仮定します。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | ドゥラメンテ    | 1     |
      | Force        | 3     |
      | Sample Cheer | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "ドゥラメンテ" paying "Force", "Force", "Force"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 4 cards
    And my hand holds 5 cards
    And I must put 2 cards from hand to the farm
    When I put "Force", "Force" to the farm
    Then the action succeeds
    And my hand holds 3 cards

  @FOH-JA-030 @assumption
  Scenario: FOH Equinox takes from the farm before the run's draw
    Q(en): Which comes first, a "when the run succeeds" force ability or the run's own draw? (Equinox takes 5 cards from the farm.)
    A(en): The force ability. Equinox's ability resolves, then the run draws its cards and finishes.
    Q(ja): 「走破に成功した時」の能力と走破のドロー、どちらが先？（イクイノックスでファームから5枚）
    A(ja): 能力が先です。イクイノックスの能力を処理してから、走破分を引いて走破を終えます。
    Checks(en): Equinox takes from the farm before the run's draw
    Checks(ja): イクイノックスは、走破分を引く前にファームからカードを取る
    Source: foh-faq-ja, Q&A 30
    Assumption(en): イクイノックス's assumed text: "when its run succeeds: take the top 5 cards of your farm into hand"; the hand then grows by one over its size just before the run's draw.
    Assumption(ja): イクイノックスは「走破成功時：ファームの上から5枚を手札に」と仮定し、手札の増加は走破のドロー直前と比べて1枚とします。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | イクイノックス | 1     |
      | Force    | 4     |
    And my farm holds:
      | card         | count |
      | Sample Cheer | 5     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "イクイノックス" paying "Force", "Force", "Force", "Force"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 4 cards
    And the force ability of "イクイノックス" resolved before the run's draw
    And my hand holds 9 cards
    And I must put 3 cards from hand to the farm

  @FOH-JA-032 @assumption
  Scenario: FOH a Helmet fetched by Brede Weg guards the same turn
    Q(en): Can a Helmet that Brede Weg's force ability added to hand be used in this turn's guard?
    A(en): Yes, it can.
    Q(ja): ブレイディヴェーグの能力で手札に来たヘルメットを、その番のガードに使えますか？
    A(ja): はい、使えます。
    Checks(en): A Helmet fetched by Brede Weg guards the same turn
    Checks(ja): ブレーデヴェグの能力で手札に来たヘルメットは、その番のガードに使える
    Source: foh-faq-ja, Q&A 32
    Assumption(en): ブレイディヴェーグ's assumed text: "when it guards: take a ヘルメット from your farm into hand"; ヘルメット: horse-type item, +1 to its horse's value.
    Assumption(ja): ブレイディヴェーグは「ガード時：ファームのヘルメットを手札に」、ヘルメットはタイプ馬で値＋1と仮定します。

    Given a 1600m race on 芝 at 東京
    And it is my opponent's run phase
    And my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
    And my hand holds:
      | card      | count |
      | ブレイディヴェーグ | 1     |
    And my farm holds:
      | card  | count |
      | ヘルメット | 1     |
    And my opponent declared a run with "Sample Miler" paying "Force", "Force"
    And I guarded with "ブレイディヴェーグ"
    When I use "ヘルメット" on "ブレイディヴェーグ"
    Then the action succeeds
    And the force ability of "ブレイディヴェーグ" activated
    And the guard value is 3

  @FOH-JA-033 @assumption
  Scenario: FOH Satono Diamond runs again with 2 and pays no force
    Q(en): When Satono Diamond's force ability fires, is force paid again?
    A(en): No. After a failed run it runs once more with a run value of 2 without paying any force.
    Q(ja): サトノダイヤモンドの能力で再び走破する時、フォースを払いますか？
    A(ja): いいえ。走破に失敗したら、フォースなしで走破2としてもう一度走破します。
    Checks(en): Satono Diamond runs again with 2 and pays no force
    Checks(ja): サトノダイヤモンドは、フォースを払わずに走破数2でもう一度走破する
    Source: foh-faq-ja, Q&A 33
    Assumption(en): サトノダイヤモンド's assumed text: "when its run fails: it runs again with run value 2" (once per run); the guard horse leaves, the opponent may guard the new run, and the usual aptitude and style modifiers apply to the 2.
    Assumption(ja): 本文は「走破失敗時：走破2で再度走破」（1回の走破につき1度）と仮定。ガードの馬は去り、相手は再びガードでき、適性や脚質の補正は2に加わります。

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card      | count |
      | サトノダイヤモンド | 1     |
      | Force     | 5     |
    And my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "サトノダイヤモンド" paying "Force", "Force", "Force"
    And my opponent guarded with "Sample Wall"
    And my opponent passed
    When I pass
    Then the run ended as "guarded"
    And the force ability of "サトノダイヤモンド" activated
    And a run is open
    And the run value is 2
    And my hand holds 2 cards
    When my opponent passes
    And I pass
    Then the run ended as "success" drawing 2 cards
    And my distance area holds 8 cards

  @FOH-JA-034 @assumption
  Scenario: FOH Mark Sheet looks on into the 先行 area
    Q(en): When I use Mark Sheet with only 2 cards in my 逃げ area, may I look at the other 3 in the 先行 area?
    A(en): Yes.
    Q(ja): 逃げエリアが2枚だけの時にマークシートを使ったら、残り3枚を先行エリアから見られますか？
    A(ja): はい、見られます。
    Checks(en): Mark Sheet looks on into the 先行 area
    Checks(ja): マークシートは、逃げエリアの残りを先行エリアから見る
    Source: foh-faq-ja, Q&A 34
    Assumption(en): マークシート's assumed text: "area-type item: look at the top 5 cards of your distance area".
    Assumption(ja): マークシートは「タイプエリア：距離エリアの上から5枚を見る」と仮定します。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card     | count |
      | マークシート | 1     |
    And my distance area holds:
      | area | card         | count |
      | 逃げ | Force        | 2     |
      | 先行 | Sample Miler | 5     |
    When I use "マークシート"
    Then the action succeeds
    And I looked at:
      | card         | area |
      | Force        | 逃げ |
      | Force        | 逃げ |
      | Sample Miler | 先行 |
      | Sample Miler | 先行 |
      | Sample Miler | 先行 |

  @FOH-JA-015 @assumption
  Scenario: FOH-JA-015: a conditional force ability fires once its condition holds
    Checks(en): A force ability with a condition fires when the condition is met: the guard's item-dependent boost applies after the runner used an item
    Checks(ja): 条件付きのフォース能力は、条件を満たせば発動する。走破側がアイテムを使った後なら、ガードの馬の能力でガード値が増える
    Source: foh-faq-ja, Q&A 15
    Assumption(en): ブエナビスタ's assumed text: "when it guards, if the opponent has already used an item card in this run: +2 guard value".
    Assumption(ja): ブエナビスタの本文は「ガード時、相手がこの走破で既にアイテムを使っていれば、ガード値＋2」と仮定します。

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット   | 1     |
    And my opponent's hand holds:
      | card     | count |
      | ブエナビスタ | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    When my opponent guards with "ブエナビスタ"
    Then the action succeeds
    And the force ability of "ブエナビスタ" activated
    And the guard value is 4

  @FOH-JA-028 @assumption
  Scenario: FOH-JA-028: Duramente's run does not send the usual number to the farm
    Checks(en): After Duramente's run of 4 every drawn card is in hand first, and putting three cards to the farm, as an ordinary run of 4 would, is refused: only two go, so the hand ends two larger
    Checks(ja): ドゥラメンテが走破4で成功すると引いたカードは全部いったん手札に入り、普通の走破4のように3枚をファームに置くことはできない：置くのは2枚で、手札は2枚増える
    Assumption(en): ドゥラメンテ's assumed text: "when its run succeeds: your hand grows by 2 instead of 1".
    Assumption(ja): ドゥラメンテの本文は「走破成功時：手札が1枚でなく2枚増える」と仮定。
    Source: foh-faq-ja, Q&A 28

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card         | count |
      | ドゥラメンテ    | 1     |
      | Force        | 3     |
      | Sample Cheer | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "ドゥラメンテ" paying "Force", "Force", "Force"
    And my opponent passed
    And I passed
    When I put "Force", "Force", "Force" to the farm
    Then the action is refused with reason "wrong-farm-count"
    And the game state is unchanged
    And I must put 2 cards from hand to the farm
    And my hand holds 5 cards

  @FOH-JA-033 @assumption
  Scenario: FOH-JA-033: Satono Diamond runs again with no force left in hand
    Checks(en): The second run needs no force at all: with every force card already paid for the first run, Satono Diamond still runs again with 2 after the guard stops it
    Checks(ja): 再度の走破にフォースは一切要らない：最初の走破でフォースを使い切っていても、ガードに止められたサトノダイヤモンドは走破2でもう一度走破する
    Assumption(en): サトノダイヤモンド's assumed text: "when its run fails: it runs again with run value 2" (once per run).
    Assumption(ja): サトノダイヤモンドの本文は「走破失敗時：走破2で再度走破」（1回の走破につき1度）と仮定。
    Source: foh-faq-ja, Q&A 33

    Given a 2000m race on 芝 at 東京
    And my hand holds:
      | card      | count |
      | サトノダイヤモンド | 1     |
      | Force     | 3     |
    And my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And my distance area holds:
      | area | card  | count |
      | 逃げ | Force | 10    |
    And I declared a run with "サトノダイヤモンド" paying "Force", "Force", "Force"
    And my opponent guarded with "Sample Wall"
    And my opponent passed
    When I pass
    Then the run ended as "guarded"
    And the force ability of "サトノダイヤモンド" activated
    And a run is open
    And the run value is 2
    And my hand holds 0 cards
    And my farm holds 3 cards
