@sve
Feature: Class keywords: Combo, Spellchain, Stack, Earth Rite, Overflow, Necrocharge, Sanguine
  Class keywords add effects once a count or condition is met (CR 13): Combo counts the
  cards you played this turn (Forestcraft, CR 13.2); Spellchain counts spells in your
  cemetery, and Stack and Earth Rite work with Stack counters on amulets (Runecraft,
  CR 13.3); Overflow needs 7 or more maximum play points (Dragoncraft, CR 13.4);
  Necrocharge counts the cards in your cemetery and Sanguine needs your leader to have
  lost defense during your turn (Abysscraft, CR 13.5).

  @SVE-EN-059 @cr-13.2
  Scenario: Combo counts the card being played toward its number
    Q(en): What does Combo (X) mean?
    A(en): Combo counts how many cards you have played this turn and adds its effect when that count reaches X; the card with Combo counts itself when it is played.
    Q(ja): 「コンボ(X)」とはどういう意味ですか？
    A(ja): そのターンに自分がプレイしたカードの枚数を数え、X枚以上なら追加の効果が発生します。コンボを持つカード自身もプレイした時点で数に含まれます。
    Checks(en): Combo counts the card being played toward its number
    Checks(ja): コンボは、プレイ中のそのカード自身も数える
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 1 play point
    And I have played 2 cards this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @SVE-EN-059 @cr-13.2
  Scenario: Combo below its number adds nothing
    Checks(en): Combo below its number adds nothing
    Checks(ja): コンボの数に届かなければ、追加の効果はない
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-059 @cr-13.2
  Scenario: Cards played in my previous turn do not count toward Combo
    Checks(en): Cards played in my previous turn do not count toward Combo
    Checks(ja): 前の自分のターンにプレイしたカードはコンボに数えない
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 2 play points
    And my hand holds:
      | card         | as       |
      | Test Goblin       | Test Goblin A |
      | Test Goblin       | Test Goblin B |
      | Combo Dancer |          |
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When I play "Test Goblin A"
    And I play "Test Goblin B"
    And I end the turn
    And my opponent ends the turn
    And I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-067 @cr-13.2 @cr-12.4
  Scenario: Tokens a Fanfare puts onto the field do not count toward Combo
    Q(en): Do abilities such as Fanfare add to my Combo count too?
    A(en): No. Combo counts only cards you played. Cards and tokens that an ability puts onto your field, such as the Fairies of Aria, Fairy Princess's Fanfare, are not cards you played. A card you play from your EX area does count.
    Q(ja): ファンファーレなどの能力もコンボの数に入りますか？
    A(ja): いいえ。コンボが数えるのはプレイしたカードだけです。能力で場に出たカードやトークン（妖精の姫・アリアのファンファーレで出るフェアリーなど）はプレイしたカードではありません。EXエリアからプレイしたカードは数えます。
    Checks(en): Tokens a Fanfare puts onto the field do not count toward Combo
    Checks(ja): ファンファーレで場に出たトークンはコンボに数えない
    Source: sve-faq-en, Q&A 67

    Given it is my main phase with 7 play points
    And my hand holds:
      | card                 |
      | Aria, Fairy Princess |
      | Combo Dancer         |
    When I play "Aria, Fairy Princess" putting 3 tokens on my field and 0 in my EX area
    And I play "Combo Dancer"
    Then the action succeeds
    And my field holds 3 "Fairy"
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-067 @cr-13.2 @cr-5.5
  Scenario: A card an effect summons from the cemetery does not count toward Combo
    Checks(en): A card an effect summons from the cemetery does not count toward Combo
    Checks(ja): 効果で墓場から召喚したカードはコンボに数えない
    Source: sve-faq-en, Q&A 67

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my cemetery holds "Fanfare Scholar"
    And my hand holds:
      | card         |
      | Raise Dead   |
      | Combo Dancer |
    When I play "Raise Dead"
    And I play "Combo Dancer"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-067 @cr-13.2 @cr-4.8
  Scenario: A card played from the EX area counts toward Combo
    Checks(en): A card played from the EX area counts toward Combo
    Checks(ja): EXエリアからプレイしたカードはコンボに数える
    Source: sve-faq-en, Q&A 67

    Given it is my main phase with 2 play points
    And I have played 1 card this turn
    And my EX area holds "Test Goblin"
    And my hand holds "Combo Dancer"
    When I play "Test Goblin"
    And I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @SVE-EN-060 @cr-13.3
  Scenario: Spellchain counts only spells and not the spell being played
    Q(en): What does Spellchain (X) mean?
    A(en): Spellchain counts the spells in your cemetery and adds its effect when there are X or more; the spell with Spellchain that is being played is not counted.
    Q(ja): 「スペルチェイン(X)」とはどういう意味ですか？
    A(ja): 自分の墓場にあるスペルの枚数を数え、X枚以上なら追加の効果が発生します。プレイ中のそのスペル自身は数えません。
    Checks(en): Spellchain counts only spells and not the spell being played
    Checks(ja): スペルチェインが数えるのはスペルだけで、プレイ中のスペルは数えない
    Source: sve-faq-en, Q&A 60

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card     |
      | Fireball |
      | Test Goblin   |
      | Test Fighter  |
    And my hand holds "Spellchain Bolt"
    When I play "Spellchain Bolt"
    Then the action succeeds
    And my opponent's leader has 19 defense
    And "Spellchain Bolt" is in my cemetery

  @SVE-EN-060 @cr-13.3
  Scenario: Spellchain adds its effect with enough spells already in the cemetery
    Checks(en): Spellchain adds its effect with enough spells already in the cemetery
    Checks(ja): 墓場のスペルが足りていれば、スペルチェインの効果が加わる
    Source: sve-faq-en, Q&A 60

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Spellchain Bolt"
    When I play "Spellchain Bolt"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @SVE-EN-061 @cr-13.3
  Scenario: A Stack amulet comes onto the field with one Stack counter
    Q(en): What does Stack mean?
    A(en): A keyword of some amulets: the amulet arrives on the field with a Stack counter, removes a counter instead of leaving the field, is destroyed at 0 counters, and can engage to hand all its counters to another Stack amulet of yours.
    Q(ja): 「スタック」とはどういう意味ですか？
    A(ja): 一部のアミュレットが持つキーワード能力です。スタックカウンターが1つ置かれて場に出て、場を離れる代わりにカウンターを1つ取り除き、カウンターが0なら破壊され、アクトして自分の別のスタックを持つアミュレットにカウンターをすべて移せます。
    Checks(en): A Stack amulet comes onto the field with one Stack counter
    Checks(ja): スタックのアミュレットは、スタックカウンター1つを置いて場に出る
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 1 play point
    And my hand holds "Stack Obelisk"
    When I play "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my field
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-061 @cr-13.3 @cr-5.7
  Scenario: A Stack amulet that would be banished loses a counter and stays
    Checks(en): A Stack amulet that would be banished loses a counter and stays
    Checks(ja): 消滅するはずのスタックのアミュレットは、カウンターを1つ失って場に残る
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 2 play points
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-061 @cr-13.3 @cr-11.7 @cr-11.7.1 @assumption
  Scenario: Engaging a Stack amulet moves all its counters and the emptied amulet goes to the cemetery
    Assumption(en): The FAQ calls the emptied amulet destroyed; the newer Comprehensive Rules (v1.26.1, clause 11.7.1) put it into the cemetery by rules handling, which is not a destruction. The engine follows the newer rules, so this scenario checks only where the amulet ends up, and its "destroyed" abilities do not trigger.
    Assumption(ja): FAQでは0になったアミュレットは破壊されるとしていますが、より新しい総合ルール（v1.26.1、11.7.1）ではルール処理で墓場に置かれ、破壊ではありません。エンジンは新しいルールに従うため、このシナリオは行き先だけを確かめ、「破壊されたとき」の能力は誘発しません。
    Checks(en): Engaging a Stack amulet moves all its counters and the emptied amulet goes to the cemetery
    Checks(ja): スタックのアミュレットをアクトにすると全カウンターが移り、空になったアミュレットは墓場へ行く
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk A | stack 2  |
      | Stack Obelisk | Obelisk B | stack 1  |
    When I activate "Obelisk A" targeting "Obelisk B"
    Then the action succeeds
    And "Obelisk A" is in my cemetery
    And "Obelisk B" has 3 stack counters

  @SVE-EN-069 @cr-13.3 @cr-5.6 @assumption
  Scenario: Execution on a Stack amulet with two counters leaves it on the field
    Q(en): Execution destroys my opponent's Stack amulet that has 2 or more Stack counters. Does the amulet stay on the field?
    A(en): Yes. Stack removes one counter instead, so it stays.
    Q(ja): スタックカウンターが2つ以上あるアミュレットを「処刑」で破壊したとき、そのアミュレットは場に残りますか？
    A(ja): はい。スタックの能力でカウンターを1つ取り除く代わりに、場に残ります。
    Checks(en): Execution on a Stack amulet with two counters leaves it on the field
    Checks(ja): カウンター2つのスタックのアミュレットは、処刑されても場に残る
    Source: sve-faq-en, Q&A 69
    Assumption(en): Execution's card text is not in our sources; the engine's Execution is a 4-cost Quick spell (as in the public BP01 card list) that destroys one selected enemy follower or amulet.
    Assumption(ja): 「処刑」のカード文は出典にないため、エンジンでは（公開されているBP01のカードリストのとおり）選んだ相手のフォロワーかアミュレット1枚を破壊する4コストのクイックのスペルとしています。

    Given it is my main phase with 4 play points
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Execution"
    When I play "Execution" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-062 @cr-13.3
  Scenario: Paying Earth Rite adds its effect and takes one Stack counter
    Q(en): What does Earth Rite mean?
    A(en): On playing such a card or ability you may opt to remove one Stack counter from an amulet of yours, and doing so unlocks the extra effect; an amulet emptied this way is sent to the cemetery, and paying is never compulsory.
    Q(ja): 「土の秘術」とはどういう意味ですか？
    A(ja): カードや能力をプレイするとき、自分の場のアミュレットのスタックカウンターを1つ取り除くコストを払うことを選べば追加の効果が発生します。カウンターが0になったアミュレットは墓場に置かれ、払う義務はありません。
    Checks(en): Paying Earth Rite adds its effect and takes one Stack counter
    Checks(ja): 土の秘術を払うと、スタックカウンターを1つ取り除いて効果が加わる
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And my opponent's leader has 16 defense
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-062 @cr-13.3 @cr-11.7
  Scenario: An amulet emptied by Earth Rite goes to the cemetery
    Checks(en): An amulet emptied by Earth Rite goes to the cemetery
    Checks(ja): 土の秘術でカウンターがなくなったアミュレットは墓場へ行く
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my field holds "Stack Obelisk"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And my opponent's leader has 16 defense
    And "Stack Obelisk" is in my cemetery

  @SVE-EN-062 @cr-13.3
  Scenario: Earth Rite may be left unpaid while a Stack counter is available
    Checks(en): Earth Rite may be left unpaid while a Stack counter is available
    Checks(ja): スタックカウンターがあっても、土の秘術を払わなくてよい
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my field holds "Stack Obelisk"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor"
    Then the action succeeds
    And my opponent's leader has 19 defense
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-062 @cr-13.3
  Scenario: SVE-EN-062: an activated ability pays Earth Rite as a card does
    Checks(en): Earth Rite belongs to abilities as well as cards: an activated ability that pays it takes one Stack counter from my amulet and adds its extra effect (a second card drawn)
    Checks(ja): 土の秘術はカードだけでなく能力にもある：起動能力で払うと、自分のアミュレットのスタックカウンターを1つ取り除き、追加の効果（もう1枚のドロー）が加わる
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds:
      | card          | counters |
      | Rite Keeper   |          |
      | Stack Obelisk | stack 2  |
    When I activate "Rite Keeper" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And my hand holds 2 cards
    And "Stack Obelisk" has 1 stack counter
    And I have 0 play points

  @SVE-EN-063 @cr-13.4
  Scenario: Overflow is active with seven maximum play points
    Q(en): What does Overflow mean?
    A(en): Overflow counts as active for you while your maximum play points are 7 or more.
    Q(ja): 「覚醒」とはどういう意味ですか？
    A(ja): 自分の最大PPが7以上のとき、覚醒している状態として扱います。
    Checks(en): Overflow is active with seven maximum play points
    Checks(ja): PPの最大値が7なら覚醒している
    Source: sve-faq-en, Q&A 63

    Given it is my main phase with 2 of 7 play points
    And my deck holds 3 cards
    And my hand holds "Overflow Surge"
    When I play "Overflow Surge"
    Then the action succeeds
    And my hand holds 2 cards

  @SVE-EN-063 @cr-13.4
  Scenario: Overflow is not active with six maximum play points
    Checks(en): Overflow is not active with six maximum play points
    Checks(ja): PPの最大値が6なら覚醒していない
    Source: sve-faq-en, Q&A 63

    Given it is my main phase with 6 of 6 play points
    And my deck holds 3 cards
    And my hand holds "Overflow Surge"
    When I play "Overflow Surge"
    Then the action succeeds
    And my hand holds 1 card

  @SVE-EN-064 @cr-13.5
  Scenario: Necrocharge is met by enough cards of any kind in the cemetery
    Q(en): What does Necrocharge (X) mean?
    A(en): Necrocharge counts the cards in your cemetery and adds its effect when there are X or more.
    Q(ja): 「ネクロチャージ(X)」とはどういう意味ですか？
    A(ja): 自分の墓場のカードの枚数を数え、X枚以上なら追加の効果が発生します。
    Checks(en): Necrocharge is met by enough cards of any kind in the cemetery
    Checks(ja): 墓場に種類を問わず十分な枚数があれば、ネクロチャージを満たす
    Source: sve-faq-en, Q&A 64

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card        |
      | Test Goblin      |
      | Test Fighter     |
      | Fireball    |
      | Test Amulet |
      | Test Knight      |
    And my hand holds "Necro Rite"
    When I play "Necro Rite"
    Then the action succeeds
    And my leader has 24 defense

  @SVE-EN-064 @cr-13.5
  Scenario: Necrocharge with too few cards in the cemetery adds nothing
    Checks(en): Necrocharge with too few cards in the cemetery adds nothing
    Checks(ja): 墓場の枚数が足りなければ、ネクロチャージの効果は加わらない
    Source: sve-faq-en, Q&A 64

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card    |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Necro Rite"
    When I play "Necro Rite"
    Then the action succeeds
    And my leader has 21 defense

  @SVE-EN-064 @cr-13.5
  Scenario: SVE-EN-064: the cards of my opponent's cemetery do not count for my Necrocharge
    Checks(en): Necrocharge counts my own cemetery: with five cards in my opponent's cemetery and three in mine, Necrocharge (5) adds nothing
    Checks(ja): ネクロチャージが数えるのは自分の墓場：相手の墓場に5枚、自分の墓場に3枚なら、ネクロチャージ_5は何も加えない
    Source: sve-faq-en, Q&A 64

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    And my opponent's cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Fireball     |
      | Test Amulet  |
      | Test Knight  |
    And my hand holds "Necro Rite"
    When I play "Necro Rite"
    Then the action succeeds
    And my leader has 21 defense

  @SVE-EN-065 @cr-13.5
  Scenario: Sanguine is active on my turn after my leader lost defense
    Q(en): What does Sanguine mean?
    A(en): Sanguine counts as active for you during your own turn once your leader has lost defense that turn.
    Q(ja): 「真紅」とはどういう意味ですか？
    A(ja): 自分のターン中、そのターンに自分のリーダーの体力が減っていれば、真紅状態として扱います。
    Checks(en): Sanguine is active on my turn after my leader lost defense
    Checks(ja): 自分のターンにリーダーの体力が減った後は、真紅が有効になる
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 1 play point
    And my leader lost defense this turn
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @SVE-EN-065 @cr-13.5
  Scenario: Sanguine turns on after my own card took defense from my leader this turn
    Checks(en): Sanguine turns on after my own card took defense from my leader this turn
    Checks(ja): このターンに自分のカードでリーダーの体力が減っても、真紅は有効になる
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 2 play points
    And my hand holds:
      | card           |
      | Mutual Ruin    |
      | Sanguine Blade |
    When I play "Mutual Ruin"
    And I play "Sanguine Blade"
    Then the action succeeds
    And my leader has 18 defense
    And my opponent's leader has 15 defense

  @SVE-EN-065 @cr-13.5 @cr-7.2
  Scenario: Defense my leader lost in my opponent's turn leaves Sanguine off in my next turn
    Checks(en): Defense my leader lost in my opponent's turn leaves Sanguine off in my next turn
    Checks(ja): 相手のターンに減ったリーダーの体力では、次の自分のターンの真紅は有効にならない
    Source: sve-faq-en, Q&A 65

    Given it is my opponent's main phase and I have 1 play points
    And my hand holds "Sanguine Blade"
    And my opponent's field holds "Test Fighter"
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When my opponent attacks the enemy leader with "Test Fighter"
    And my opponent ends the turn
    And I play "Sanguine Blade"
    Then the action succeeds
    And my leader has 18 defense
    And my opponent's leader has 19 defense

  @SVE-EN-065 @cr-13.5
  Scenario: Sanguine is not active while my leader has lost nothing this turn
    Checks(en): Sanguine is not active while my leader has lost nothing this turn
    Checks(ja): このターンにリーダーの体力が減っていなければ、真紅は有効でない
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 1 play point
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @SVE-EN-065 @cr-13.5 @cr-12.3
  Scenario: Sanguine stays inactive on my opponent's turn even after my leader lost defense
    Checks(en): Sanguine stays inactive on my opponent's turn even after my leader lost defense
    Checks(ja): 相手のターンには、リーダーの体力が減っていても真紅は有効でない
    Source: sve-faq-en, Q&A 65

    Given it is my opponent's main phase and I have 1 play points
    And my leader lost defense this turn
    And my hand holds "Quick Blood Rite"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Blood Rite"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @SVE-EN-060 @cr-13.3
  Scenario: SVE-EN-060: spells in my opponent's cemetery do not count for my Spellchain
    Checks(en): Spellchain counts my own cemetery: with two spells in my opponent's cemetery and none in mine, Spellchain (2) adds nothing
    Checks(ja): スペルチェインが数えるのは自分の墓場：相手の墓場にスペル2枚、自分の墓場に0枚なら、スペルチェイン(2)は何も加えない
    Source: sve-faq-en, Q&A 60

    Given it is my main phase with 1 play point
    And my opponent's cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Spellchain Bolt"
    When I play "Spellchain Bolt"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @SVE-EN-061 @cr-13.3
  Scenario: SVE-EN-061: a Stack amulet cannot hand its counters to an amulet without Stack
    Checks(en): The counters go only to another Stack amulet: naming my amulet without Stack is refused, and the counters stay where they were
    Checks(ja): カウンターを移せるのは別のスタックを持つアミュレットだけ：スタックを持たない自分のアミュレットを選ぶと拒否され、カウンターはそのまま
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk A | stack 2  |
      | Test Amulet   | Plain     |          |
    When I activate "Obelisk A" targeting "Plain"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @SVE-EN-061 @cr-13.3
  Scenario: SVE-EN-061: a Stack amulet cannot hand its counters to my opponent's Stack amulet
    Checks(en): The other Stack amulet must be on my own field: naming my opponent's Stack amulet is refused, and the counters stay where they were
    Checks(ja): 移し先のスタックのアミュレットは自分の場のもの：相手のスタックのアミュレットを選ぶと拒否され、カウンターはそのまま
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk A | stack 2  |
    And my opponent's field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk B | stack 1  |
    When I activate "Obelisk A" targeting "Obelisk B"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @SVE-EN-061 @cr-13.3
  Scenario: SVE-EN-061: a Stack amulet cannot hand its counters to itself
    Checks(en): The receiving amulet is another one: naming the engaging amulet itself is refused, and it is not engaged
    Checks(ja): 移し先は別のアミュレット：アクトにするアミュレット自身を選ぶと拒否され、アクトにもならない
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk A | stack 2  |
      | Stack Obelisk | Obelisk B | stack 1  |
    When I activate "Obelisk A" targeting "Obelisk A"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
