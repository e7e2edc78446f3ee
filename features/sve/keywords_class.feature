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
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 1 play point
    And I have played 2 cards this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @SVE-EN-059 @cr-13.2
  Scenario: Combo below its number adds nothing
    Q(en): And when fewer cards than X were played this turn, the card included?
    A(en): Then the Combo effect does not happen.
    Q(ja): そのカードを含めてもプレイした枚数がXに届かない場合はどうなりますか？
    A(ja): コンボの効果は発生しません。
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-059 @cr-13.2
  Scenario: Cards played in my previous turn do not count toward Combo
    Q(en): Do the cards I played in an earlier turn count toward Combo (X)?
    A(en): No. Combo counts only the cards played in the current turn, so the count starts again each turn.
    Q(ja): 前のターンにプレイしたカードも「コンボ(X)」の枚数に入りますか？
    A(ja): いいえ。数えるのはそのターンにプレイしたカードだけなので、ターンごとに数え直します。
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
    Q(en): Do abilities such as Fanfare, or the tokens they bring out, count toward my Combo?
    A(en): No. Combo counts only the cards you played; cards and tokens an ability puts onto the field, such as the Fairies of Aria, Fairy Princess, do not count.
    Q(ja): ファンファーレなどの能力や、それによって場に出たトークンはコンボの数に入りますか？
    A(ja): いいえ。数えるのはプレイしたカードだけで、「妖精の姫・アリア」のファンファーレのように能力で場に出たカードやトークンは数えません。
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
    Q(en): Does a card put onto my field by a spell's effect count as a card I played?
    A(en): No. Only the spell itself was played.
    Q(ja): スペルの効果で墓場から場に出たカードは、プレイしたカードとして数えますか？
    A(ja): いいえ。プレイしたのはそのスペルだけです。
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
    Q(en): Does a card I play from my EX area count toward Combo?
    A(en): Yes. Playing it from the EX area is playing a card.
    Q(ja): EXエリアからプレイしたカードはコンボの数に入りますか？
    A(ja): はい。EXエリアからのプレイもカードのプレイです。
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
    Q(en): And with X spells already in my cemetery before I play it?
    A(en): Then the added effect happens.
    Q(ja): プレイする前から墓場にスペルがX枚ある場合はどうなりますか？
    A(ja): 追加の効果が発生します。
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
    Source: sve-faq-en, Q&A 61

    Given it is my main phase with 1 play point
    And my hand holds "Stack Obelisk"
    When I play "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my field
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-061 @cr-13.3 @cr-5.7
  Scenario: A Stack amulet that would be banished loses a counter and stays
    Q(en): What happens when a Stack amulet with counters would leave the field?
    A(en): One Stack counter is removed instead and the amulet stays.
    Q(ja): カウンターのあるスタックのアミュレットが場を離れる場合はどうなりますか？
    A(ja): 代わりにスタックカウンターを1つ取り除き、そのアミュレットは場に残ります。
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
    Q(en): What do the engage ability and the zero-counter rule of Stack do together?
    A(en): Engaging moves all of the amulet's Stack counters to another Stack amulet of yours; left with none, the first amulet is destroyed.
    Q(ja): スタックのアクト能力と、カウンターが0のときの処理はどう働きますか？
    A(ja): アクトするとカウンターをすべて自分の別のスタックのアミュレットに移し、0になった元のアミュレットは破壊されます。
    Assumption(en): The FAQ calls the emptied amulet destroyed; the newer Comprehensive Rules (v1.26.1, clause 11.7.1) put it into the cemetery by rules handling, which is not a destruction. The engine follows the newer rules, so this scenario checks only where the amulet ends up, and its "destroyed" abilities do not trigger.
    Assumption(ja): FAQでは0になったアミュレットは破壊されるとしていますが、より新しい総合ルール（v1.26.1、11.7.1）ではルール処理で墓場に置かれ、破壊ではありません。エンジンは新しいルールに従うため、このシナリオは行き先だけを確かめ、「破壊されたとき」の能力は誘発しません。
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
    Q(en): What if paying Earth Rite takes the last Stack counter?
    A(en): The amulet, with no counters left, goes into the cemetery.
    Q(ja): 土の秘術で最後のスタックカウンターを取り除いた場合はどうなりますか？
    A(ja): カウンターがなくなったアミュレットは墓場に置かれます。
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
    Q(en): Must I pay Earth Rite when my field has a Stack counter?
    A(en): No. Paying is a choice; without it only the basic effect happens.
    Q(ja): 場にスタックカウンターがあるとき、土の秘術を必ず払わなければなりませんか？
    A(ja): いいえ。払うかどうかは選べ、払わなければ基本の効果だけが発生します。
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my field holds "Stack Obelisk"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor"
    Then the action succeeds
    And my opponent's leader has 19 defense
    And "Stack Obelisk" has 1 stack counter

  @SVE-EN-063 @cr-13.4
  Scenario: Overflow is active with seven maximum play points
    Q(en): What does Overflow mean?
    A(en): Overflow counts as active for you while your maximum play points are 7 or more.
    Q(ja): 「覚醒」とはどういう意味ですか？
    A(ja): 自分の最大PPが7以上のとき、覚醒している状態として扱います。
    Source: sve-faq-en, Q&A 63

    Given it is my main phase with 2 of 7 play points
    And my deck holds 3 cards
    And my hand holds "Overflow Surge"
    When I play "Overflow Surge"
    Then the action succeeds
    And my hand holds 2 cards

  @SVE-EN-063 @cr-13.4
  Scenario: Overflow is not active with six maximum play points
    Q(en): Is Overflow active with a maximum of 6 play points?
    A(en): No. It needs a maximum of 7 or more.
    Q(ja): 最大PPが6のとき、覚醒している状態ですか？
    A(ja): いいえ。最大PPが7以上必要です。
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
    Q(en): And with clearly fewer than X cards in my cemetery?
    A(en): Then only the basic effect happens.
    Q(ja): 墓場のカードがXより少ない場合はどうなりますか？
    A(ja): 基本の効果だけが発生します。
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

  @SVE-EN-065 @cr-13.5
  Scenario: Sanguine is active on my turn after my leader lost defense
    Q(en): What does Sanguine mean?
    A(en): Sanguine counts as active for you during your own turn once your leader has lost defense that turn.
    Q(ja): 「渇望」とはどういう意味ですか？
    A(ja): 自分のターン中、そのターンに自分のリーダーの体力が減っていれば、渇望している状態として扱います。
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 1 play point
    And my leader lost defense this turn
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @SVE-EN-065 @cr-13.5
  Scenario: Sanguine turns on after my own card took defense from my leader this turn
    Q(en): If my own spell costs my leader defense during my turn, is Sanguine then active for the next card I play that turn?
    A(en): Yes. Any loss of defense by your leader during your own turn makes Sanguine active for the rest of that turn.
    Q(ja): 自分のターンに自分の呪文で自分のリーダーの体力が減った場合、そのターンに続けてプレイするカードの渇望は有効になりますか？
    A(ja): はい。自分のターン中にどんな理由でもリーダーの体力が減れば、そのターンの残りは渇望している状態になります。
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
    Q(en): My leader lost defense during my opponent's turn. Is Sanguine active when my own turn then starts?
    A(en): No. Sanguine looks only at losses in the current turn, and my leader has lost nothing yet in this one.
    Q(ja): 相手のターン中に自分のリーダーの体力が減りました。その後に来た自分のターンで渇望は有効ですか？
    A(ja): いいえ。渇望が見るのはそのターンに減ったかどうかだけで、このターンにはまだ減っていません。
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
    Q(en): Is Sanguine active on my turn if my leader has not lost defense this turn?
    A(en): No.
    Q(ja): そのターンにリーダーの体力が減っていないとき、渇望している状態ですか？
    A(ja): いいえ。
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 1 play point
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @SVE-EN-065 @cr-13.5 @cr-12.3
  Scenario: Sanguine stays inactive on my opponent's turn even after my leader lost defense
    Q(en): During my opponent's turn my leader has already lost defense. Is Sanguine active for a Quick card I play then?
    A(en): No. Sanguine needs it to be your own turn as well as a loss of defense that turn.
    Q(ja): 相手のターン中、自分のリーダーの体力がすでに減っています。このとき使うクイックのカードで渇望は有効ですか？
    A(ja): いいえ。渇望には、そのターンに体力が減っていることに加えて、自分のターンであることが必要です。
    Source: sve-faq-en, Q&A 65

    Given it is my opponent's main phase and I have 1 play points
    And my leader lost defense this turn
    And my hand holds "Quick Blood Rite"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Blood Rite"
    Then the action succeeds
    And my opponent's leader has 19 defense
