@foh
Feature: Guarding a run (Force of the Horse)
  While the opponent's run is open, one horse from hand may guard without force if its distance
  aptitude fits the race. Both sides may then use items and jockeys; the values are compared only
  when both have nothing more to do, and the guard wins when it is at least the run value.

  Background:
    Given a 1600m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | Force        | 2     |
      | ヘルメット   | 1     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |

  @FOH-JA-008
  Scenario: FOH a guard horse is put out on the opponent's turn without force
    Checks(en): A guard horse is put out on the opponent's turn without force
    Checks(ja): ガードの馬は、相手の番にフォースなしで出す
    Source: foh-faq-ja, Q&A 8

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | Force       | 2     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Wall"
    Then the action succeeds
    And the guard value is 4
    And my opponent's hand holds 2 cards
    And my opponent's farm holds 0 cards

  @FOH-JA-011
  Scenario: FOH there is no guard without an opponent's run
    Q(en): When can a guard be made?
    A(en): On the opponent's turn, once the opponent has put out a horse to run. A guard either stops that run or shortens it. Items and the like may be used along with the guard, and also in answer to items the runner used. Only one horse may guard, and a horse whose distance aptitude does not suit the race's distance cannot guard.
    Q(ja): ガードはいつできますか？
    A(ja): 相手の番に、相手が走破の馬を出したときに行えます。ガードによって走破を止めるか、走破する数を少なくできます。ガードと同時にアイテムなどを使ってもよく、走破側がアイテムなどを使った後に使うこともできます。ガードする馬は1頭だけで、レースの距離が適性に合わない馬はガードできません。
    Checks(en): There is no guard without an opponent's run
    Checks(ja): 相手の走破がなければ、ガードはできない
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    When my opponent guards with "Sample Wall"
    Then the action is refused with reason "no-run-to-guard"
    And the game state is unchanged

  @FOH-JA-011
  Scenario: FOH the guard may answer the runner's item with its own
    Checks(en): The guard may answer the runner's item with its own
    Checks(ja): ガード側は、走破側のアイテムの後に自分のアイテムを使える
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | ヘルメット  | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    And my opponent guarded with "Sample Wall"
    When my opponent uses "ヘルメット" on "Sample Wall"
    Then the action succeeds
    And the run value is 4
    And the guard value is 5

  @FOH-JA-011
  Scenario: FOH a second horse cannot join an ordinary guard
    Checks(en): A second horse cannot join an ordinary guard
    Checks(ja): 通常のガードに2頭目の馬は加われない
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card         | count |
      | Sample Wall  | 1     |
      | Sample Miler | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent guards with "Sample Miler"
    Then the action is refused with reason "one-guard-horse"
    And the game state is unchanged

  @FOH-JA-016
  Scenario: FOH a horse that misses the distance cannot guard
    Checks(en): A horse that misses the distance cannot guard
    Checks(ja): 距離の合わない馬はガードできない
    Source: foh-faq-ja, Q&A 16

    Given my opponent's hand holds:
      | card          | count |
      | Sample Stayer | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Stayer"
    Then the action is refused with reason "distance-mismatch"
    And the game state is unchanged

  @FOH-JA-016
  Scenario: FOH-JA-016: a horse whose distance fits the race guards at its full value
    Checks(en): Only a horse that misses the distance is kept from guarding: a miler guards this 1600 m race with its printed guard value 2
    Checks(ja): ガードできないのは距離の合わない馬だけ：マイルの馬はこの1600mのレースで、書かれたガード値2のままガードできる
    Source: foh-faq-ja, Q&A 16

    Given my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Miler"
    Then the action succeeds
    And the guard value is 2

  @FOH-JA-020
  Scenario: FOH a sprinter cannot guard in a mile race
    Checks(en): A sprinter cannot guard in a mile race
    Checks(ja): 短距離の馬は、マイルのレースでガードできない
    Source: foh-faq-ja, Q&A 20

    Given my opponent's hand holds:
      | card            | count |
      | Sample Sprinter | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Sprinter"
    Then the action is refused with reason "distance-mismatch"
    And the game state is unchanged

  @FOH-JA-022
  Scenario: FOH a guard smaller than the run still cuts it down
    Q(en): What is a guard?
    A(en): Each horse has a guard value with which it can stop the opponent's run. The guard value need not beat the run value; it takes its own amount off the run. A horse whose distance aptitude does not fit the race cannot guard.
    Q(ja): 「ガード」とは何ですか？
    A(ja): 馬にはそれぞれガード値があり、相手の走破を止めることができます。ガード値が相手の走破数を上回る必要はなく、ガード値の分だけ走破数を減らせます。レースの距離に適性が合わない馬はガードできません。
    Checks(en): A guard smaller than the run still cuts it down
    Checks(ja): 走破数より小さいガード値でも、その分だけ走破数を減らす
    Source: foh-faq-ja, Q&A 22

    Given my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Miler"
    And my opponent passed
    When I pass
    Then the action succeeds
    And the run ended as "success" drawing 1 card
    And my distance area holds 9 cards
    And I must put 0 cards from hand to the farm

  @FOH-JA-022
  Scenario: FOH a stayer cannot guard a mile race
    Checks(en): A stayer cannot guard a mile race
    Checks(ja): 長距離の馬は、マイルのレースでガードできない
    Source: foh-faq-ja, Q&A 22

    Given my opponent's hand holds:
      | card          | count |
      | Sample Stayer | 1     |
      | Sample Wall   | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Stayer"
    Then the action is refused with reason "distance-mismatch"
    And the game state is unchanged

  @FOH-JA-031
  Scenario: FOH a guard equal to the run value wins the guard
    Q(en): When does a "when you win the guard" ability fire?
    A(en): When the guard value is at least the run value, checked once both players have nothing more to do.
    Q(ja): 「ガードに勝った時」とはどんな場合ですか？
    A(ja): ガード値が走破数と同じか上のとき。互いに何もしなくなってから比べます。
    Checks(en): A guard equal to the run value wins the guard
    Checks(ja): 走破数と同じガード値なら、ガードに勝つ
    Source: foh-faq-ja, Q&A 31

    Given my opponent's hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    When my opponent guards with "Sample Guard Winner"
    And my opponent passes
    And I pass
    Then the run ended as "guarded"
    And the force ability of "Sample Guard Winner" activated
    And my distance area holds 10 cards
    And my opponent's hand holds 1 card

  @FOH-JA-031
  Scenario: FOH the values are compared only when both players are done
    Checks(en): The values are compared only when both players are done
    Checks(ja): 走破数とガード値は、両者が何もしなくなってから比べる
    Source: foh-faq-ja, Q&A 31

    Given my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | ヘルメット   | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Miler"
    And I passed
    When my opponent uses "ヘルメット" on "Sample Miler"
    And my opponent passes
    Then a run is open
    And the guard value is 3
    When I pass
    Then the run ended as "guarded"
    And my distance area holds 10 cards

  @FOH-JA-029
  Scenario: FOH one horse guards unless an ability lets more join
    Q(en): May several horses block one run?
    A(en): Normally one horse guards, but a horse whose ability allows it may guard together with another.
    Q(ja): 複数の馬で走破を妨害できますか？
    A(ja): 通常は1頭だけです。複数でガードできる能力の馬なら一緒にガードできます。
    Checks(en): One horse guards unless an ability lets more join
    Checks(ja): 能力で認められない限り、ガードできるのは1頭だけである
    Source: foh-faq-ja, Q&A 29

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | マジックタイム | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent guards with "マジックタイム"
    Then the action succeeds
    And the guard value is 5

  @FOH-JA-029
  Scenario: FOH a horse without such an ability does not join a guard
    Checks(en): A horse without such an ability does not join a guard
    Checks(ja): その能力のない馬はガードに加われない
    Source: foh-faq-ja, Q&A 29

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 2     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent guards with "Sample Wall"
    Then the action is refused with reason "one-guard-horse"
    And the game state is unchanged

  @FOH-JA-036 @assumption
  Scenario: FOH only one Magic Time joins a guard
    Q(en): May several Magic Time cards join one guard as additional horses?
    A(en): No. Only one Magic Time at a time may be added to a guard.
    Q(ja): マジックタイムを何枚も追加の馬としてガードに出せますか？
    A(ja): いいえ。追加の馬として同時に出せるのは1枚だけです。
    Checks(en): Only one Magic Time joins a guard
    Checks(ja): ガードに加われるマジックタイムは1枚だけである
    Source: foh-faq-ja, Q&A 36
    Assumption(en): Magic Time's text is not in our sources; the engine gives it a keyword letting it join a guard as an extra horse, and also refuses a second copy added later to the same guard.
    Assumption(ja): カード本文が手元にないため、追加でガードに加われるキーワードを持つものとし、同じガードへの2枚目は後からでも拒否します。

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | マジックタイム | 2     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    And my opponent guarded with "マジックタイム"
    When my opponent guards with "マジックタイム"
    Then the action is refused with reason "additional-guard-limit"
    And the game state is unchanged

  @FOH-JA-011
  Scenario: FOH-JA-011: a guard at least as large as the run stops it
    Checks(en): A guard horse whose guard value reaches the run value stops the run: no card is drawn from the distance area
    Checks(ja): 走破数に届くガード値の馬でガードすると走破は止まり、距離エリアからカードを引かない
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    And my opponent passed
    When I pass
    Then the run ended as "guarded"
    And my distance area holds 10 cards

  @FOH-JA-011
  Scenario: FOH-JA-011: a guard below the run value lowers how far the run goes
    Checks(en): A guard value below the run value does not stop the run but lowers the number of cards it draws by that value
    Checks(ja): 走破数より小さいガード値では走破は止まらないが、引く枚数がガード値の分だけ減る
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Big Runner"
    And my opponent passed
    When I pass
    Then the run ended as "success" drawing 2 cards
    And my distance area holds 8 cards

  @FOH-JA-011
  Scenario: FOH-JA-011: a horse whose distance aptitude misses the race cannot guard
    Checks(en): A horse without an aptitude for the race's distance is refused as a guard and nothing changes
    Checks(ja): レースの距離に適性がない馬でのガードは拒まれ、何も変わらない
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card          | count |
      | Sample Stayer | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Stayer"
    Then the action is refused with reason "distance-mismatch"
    And the game state is unchanged

  @FOH-JA-011
  Scenario: FOH-JA-011: the guard side may use its item together with the guard
    Checks(en): Right after guarding, before the runner uses anything, the guarding player may use an item on the guard horse
    Checks(ja): ガードした直後、走破側が何も使う前に、ガード側はガードの馬にアイテムを使える
    Source: foh-faq-ja, Q&A 11

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | ヘルメット  | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent uses "ヘルメット" on "Sample Wall"
    Then the action succeeds
    And the run value is 3
    And the guard value is 5

  @FOH-JA-011
  Scenario: FOH-JA-011: the runner cannot guard its own run
    Checks(en): The player whose turn it is cannot guard the run they declared: a guard is made on the opponent's turn only
    Checks(ja): 手番のプレイヤーは自分の走破をガードできない。ガードは相手の番にだけ行う
    Source: foh-faq-ja, Q&A 11

    Given my hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When I guard with "Sample Wall"
    Then the action is refused with reason "no-run-to-guard"
    And the game state is unchanged

  @FOH-JA-031
  Scenario: FOH-JA-031: a guard above the run value wins the guard too
    Checks(en): A guard value greater than the run value wins the guard, and the "when you win the guard" ability fires
    Checks(ja): ガード値が走破数より大きくてもガードに勝ち、「ガードに勝った時」の能力が発動する
    Source: foh-faq-ja, Q&A 31

    Given my opponent's hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Guard Winner"
    And my opponent passes
    And I pass
    Then the run ended as "guarded"
    And the force ability of "Sample Guard Winner" activated
    And my distance area holds 10 cards
    And my opponent's hand holds 1 card

  @FOH-JA-031
  Scenario: FOH-JA-031: a guard below the run value does not win the guard
    Checks(en): A guard value below the run value loses: the run goes through and the "when you win the guard" ability does not fire
    Checks(ja): ガード値が走破数に届かなければガードに負け、走破は通り、「ガードに勝った時」の能力は発動しない
    Source: foh-faq-ja, Q&A 31

    Given my hand holds:
      | card         | count |
      | Sample Jockey | 1    |
    And my opponent's hand holds:
      | card                | count |
      | Sample Guard Winner | 1     |
    And my opponent's distance area holds:
      | area | card  | count |
      | 逃げ | Force | 5     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And I used "ヘルメット" on "Sample Miler"
    And I used "Sample Jockey" on "Sample Miler"
    When my opponent guards with "Sample Guard Winner"
    And my opponent passes
    And I pass
    Then the run ended as "success" drawing 1 card
    And the force ability of "Sample Guard Winner" did not activate
    And my opponent's hand holds 0 cards

  @FOH-JA-022
  Scenario: FOH-JA-022: a guard value that reaches the run value stops the run
    Checks(en): A guard value at least the run value stops the opponent's run: nothing is drawn from the distance area
    Checks(ja): ガード値が走破数以上なら相手の走破は止まり、距離エリアからは何も引かない
    Source: foh-faq-ja, Q&A 22

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    And I passed
    When my opponent passes
    Then the run ended as "guarded"
    And my distance area holds 10 cards
    And my hand holds 1 card

  @FOH-JA-012
  Scenario: FOH-JA-012: a horse item is used on the guarding horse at the guard
    Checks(en): A horse-type item may be used at the guard too: put on the guarding horse, it raises the guard value
    Checks(ja): 馬タイプのアイテムはガードのときにも使え、ガードの馬に使うとガード値が上がる
    Source: foh-faq-ja, Q&A 12

    Given my opponent's hand holds:
      | card         | count |
      | Sample Miler | 1     |
      | ヘルメット   | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Miler"
    When my opponent uses "ヘルメット" on "Sample Miler"
    Then the action succeeds
    And the guard value is 3
    And my opponent's hand holds 0 cards

  @FOH-JA-020
  Scenario: FOH-JA-020: a horse whose distance fits the race may guard
    Checks(en): Only a distance mismatch keeps a horse from guarding: a horse suited to mile and middle distances guards this 1600 m race with its printed guard value 1
    Checks(ja): ガードできないのは距離が合わないときだけ：マイルと中距離に適性のある馬は、この1600mのレースで書かれたガード値1のままガードできる
    Source: foh-faq-ja, Q&A 20

    Given my opponent's hand holds:
      | card              | count |
      | Sample Big Runner | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    When my opponent guards with "Sample Big Runner"
    Then the action succeeds
    And the guard value is 1

  @FOH-JA-036 @assumption
  Scenario: FOH-JA-036: one Magic Time joins a guard as an extra horse
    Checks(en): One Magic Time may be added to a guard already made: it joins and adds its guard value 1 to the guard horse's 4
    Checks(ja): マジックタイム1枚なら、すでに出したガードに追加の馬として加えられ、ガード値4に1を足す
    Assumption(en): Magic Time's text is not in our sources; the engine gives it a keyword letting it join a guard as an extra horse.
    Assumption(ja): マジックタイムのテキストは資料にないため、ガードに追加の馬として加われるキーワードを持つものとして扱います。
    Source: foh-faq-ja, Q&A 36

    Given my opponent's hand holds:
      | card        | count |
      | Sample Wall | 1     |
      | マジックタイム | 1     |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent guarded with "Sample Wall"
    When my opponent guards with "マジックタイム"
    Then the action succeeds
    And the guard value is 5
    And my opponent's hand holds 0 cards
