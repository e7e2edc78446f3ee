@sve
Feature: Quick timing and playing one thing at a time
  Quick cards and Quick activated abilities (CR 12.3) are played like any other card in
  your own main phase, and in two windows of your opponent's turn: after one of their
  followers has declared an attack (its Strike abilities done), and in their end phase
  (after their end-phase abilities and after their Ward followers engaged). Cards and
  abilities are played and resolved one at a time (CR 10.6).

  @SVE-EN-015 @cr-12.3 @cr-8.4
  Scenario: No Quick card for the attacking player while its own attack waits for combat
    Q(en): May I play a Quick card or activated ability when one of my own followers attacks, or in my own end phase?
    A(en): No. Quick cards and abilities are played only in your main phase, when an enemy follower attacks, or in your opponent's end phase.
    Q(ja): 自分のフォロワーが攻撃したときや自分のエンドフェイズに、《クイック》を持つカードや起動能力をプレイできますか？
    A(ja): いいえ。《クイック》のカードや能力をプレイできるのは、自分のメインフェイズ、相手のフォロワーの攻撃時、相手のエンドフェイズに限られます。
    Checks(en): No Quick card for the attacking player while its own attack waits for combat
    Checks(ja): 自分の攻撃が交戦を待つ間、攻撃した側は《クイック》のカードをプレイできない
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    And my hand holds "Quick Ward Off"
    When I declare an attack on the enemy leader with "Test Fighter"
    Then a Quick window is open for my opponent
    When I play "Quick Ward Off"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-015 @cr-12.3 @cr-7.4
  Scenario: No Quick activated ability for the active player in its own end phase
    Checks(en): No Quick activated ability for the active player in its own end phase
    Checks(ja): ターンプレイヤーは、自分のエンドフェイズに《クイック》の起動能力をプレイできない
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 3 play points
    And my field holds "Quick Guardian"
    When I end my main phase
    Then a Quick window is open for my opponent
    When I activate "Quick Guardian"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-016 @SVE-JA-004 @cr-12.3 @cr-10.4
  Scenario: A Quick card played during an enemy attack still costs its play points
    Q(en): If I play a Quick card or ability while an enemy follower attacks or in the enemy end phase, must I pay its cost?
    A(en): Yes. The cost is paid whatever the moment of play.
    Q(ja): 相手のフォロワーの攻撃時や相手のエンドフェイズに《クイック》のカードや能力をプレイするとき、コストを支払いますか？
    A(ja): はい。いつプレイするかに関係なく、プレイするときのコストは支払います。
    Q(en, SVE-JA-004): When I play a card or ability that has Quick, do I pay a cost to play it?
    A(en, SVE-JA-004): Yes. Whatever the moment it is played at, the cost of playing a card or ability must as a rule be paid.
    Q(ja, SVE-JA-004): 《クイック》のあるカードまたは能力をプレイする場合も、そのコストを払う必要がありますか？
    A(ja, SVE-JA-004): はい。どの時点でプレイするとしても、カードや能力をプレイするコストは原則として支払います。
    Checks(en): A Quick card played during an enemy attack still costs its play points
    Checks(ja): 相手の攻撃中にプレイした《クイック》のカードにもPPがかかる
    Source: sve-faq-en, Q&A 16
    Source: sve-summary-ja, Q&A 4

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    Then the action succeeds
    And I have 1 play point
    And my leader has 22 defense
    And "Quick Ward Off" is in my cemetery

  @SVE-EN-016 @SVE-JA-004 @cr-12.3 @cr-10.4 @cr-7.4
  Scenario: Without the play points, a Quick card cannot be played in the enemy end phase
    Checks(en): Without the play points, a Quick card cannot be played in the enemy end phase
    Checks(ja): PPがなければ、相手のエンドフェイズに《クイック》のカードはプレイできない
    Source: sve-faq-en, Q&A 16
    Source: sve-summary-ja, Q&A 4

    Given it is my opponent's main phase and I have 0 play points
    And my hand holds "Quick Ward Off"
    When my opponent ends their main phase and waits
    Then a Quick window is open for me
    When I play "Quick Ward Off"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-017 @SVE-JA-005 @cr-12.3
  Scenario: Two Quick cards one after the other in the enemy end phase
    Q(en): Outside my main phase, once a Quick card or ability of mine has been played, may I play a further one?
    A(en): Yes. After the first has been played, another may follow.
    Q(ja): 自分のメインフェイズ以外で《クイック》のカードや能力を1つプレイした後、続けて別のものをプレイできますか？
    A(ja): はい。続けてプレイできます。
    Checks(en): Two Quick cards one after the other in the enemy end phase
    Checks(ja): 相手のエンドフェイズに《クイック》のカードを続けて2枚プレイできる
    Source: sve-faq-en, Q&A 17
    Source: sve-summary-ja, Q&A 5

    Given it is my opponent's main phase and I have 3 play points
    And my hand holds:
      | card           |
      | Quick Ward Off |
      | Quick Bolt     |
    And my opponent's field holds "Test Fighter"
    When my opponent ends their main phase and waits
    And I play "Quick Ward Off"
    And I play "Quick Bolt" targeting "Test Fighter"
    Then the action succeeds
    And I have 1 play point
    And my leader has 22 defense
    And "Test Fighter" has 2 attack and 1 defense
    And a Quick window is open for me

  @SVE-EN-018 @cr-10.6
  Scenario: While a Fanfare waits for its target, no other card can be played
    Q(en): May I play several cards or abilities at the same moment?
    A(en): No. Only one card or ability is played at a time.
    Q(ja): 複数のカードや能力を同時にプレイできますか？
    A(ja): いいえ。一度にプレイできるのは1つだけです。
    Checks(en): While a Fanfare waits for its target, no other card can be played
    Checks(ja): ファンファーレが対象を待つ間、ほかのカードはプレイできない
    Source: sve-faq-en, Q&A 18

    Given it is my main phase with 5 play points
    And my hand holds:
      | card           |
      | Fanfare Archer |
      | Fireball       |
    And my opponent's field holds "Test Fighter"
    When I play "Fanfare Archer"
    Then the action succeeds
    When I play "Fireball" targeting "Test Fighter"
    Then the action is refused with reason "one-at-a-time"
    And the game state is unchanged

  @SVE-EN-018 @cr-10.6
  Scenario: Once the waiting Fanfare has its target, the next card may be played
    Checks(en): Once the waiting Fanfare has its target, the next card may be played
    Checks(ja): 待っていたファンファーレの対象が決まれば、次のカードをプレイできる
    Source: sve-faq-en, Q&A 18

    Given it is my main phase with 5 play points
    And my hand holds:
      | card           |
      | Fanfare Archer |
      | Fireball       |
    And my opponent's field holds:
      | card    |
      | Test Fighter |
      | Test Knight  |
    When I play "Fanfare Archer"
    And I select "Test Fighter" as the target
    And I play "Fireball" targeting "Test Knight"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Test Knight" is in my opponent's cemetery
    And I have 2 play points

  @SVE-EN-039 @cr-12.3 @cr-8.4
  Scenario: The non-active player has no Quick window before any attack is declared
    Q(en): Before the turn player attacks with a follower, may the other player play Quick cards or abilities?
    A(en): No. The other player's Quick plays come only once the turn player has declared a follower's attack, or in the turn player's end phase. Strike abilities, abilities of the start of an end phase (yours or each player's), and the engaging of Ward followers in the end phase all come first, before any Quick play.
    Q(ja): ターンプレイヤーがフォロワーで攻撃する前に、相手は《クイック》のカードや能力をプレイできますか？
    A(ja): いいえ。相手が《クイック》をプレイできるのは、ターンプレイヤーがフォロワーの攻撃を宣言した後か、ターンプレイヤーのエンドフェイズです。【攻撃時】能力、エンドフェイズ開始時の能力、エンドフェイズに《守護》フォロワーをアクトにする処理は、どれも《クイック》より先に行われます。
    Checks(en): The non-active player has no Quick window before any attack is declared
    Checks(ja): 攻撃が宣言される前には、非ターンプレイヤーが《クイック》をプレイする機会はない
    Source: sve-faq-en, Q&A 39

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When I play "Quick Ward Off"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-039 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-039: once an enemy attack is declared and its Strike is done, the non-active player plays Quick
    Checks(en): The other way: after the enemy follower declares its attack, its Strike ability happens first, and then I may play a Quick card
    Checks(ja): 逆に、相手のフォロワーが攻撃を宣言したあと、まずその【攻撃時】能力が処理され、そのあとなら《クイック》のカードをプレイできる
    Source: sve-faq-en, Q&A 39

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Strike Fighter"
    When my opponent declares an attack on the enemy leader with "Strike Fighter"
    Then my leader has 19 defense
    And a Quick window is open for me
    When I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 21 defense

  @SVE-EN-039 @cr-12.3 @cr-7.4
  Scenario: SVE-EN-039: in the enemy end phase the Quick window comes after its end-phase abilities and Ward engaging
    Checks(en): The end-phase window: the turn player's end-phase ability resolves and its Ward follower engages first, and only then may the other player play a Quick card
    Checks(ja): エンドフェイズの機会：ターンプレイヤーのエンドフェイズ開始時の能力と【守護】フォロワーのアクトが先に行われ、そのあとで相手は《クイック》のカードをプレイできる
    Source: sve-faq-en, Q&A 39

    Given it is my main phase with 0 play points
    And my field holds "Dusk Watcher"
    And my opponent's play points are 1 of 1
    And my opponent's hand holds "Quick Ward Off"
    When I end my main phase engaging "Dusk Watcher"
    Then these events happened in this order:
      | event            |
      | ability-resolved |
      | ward-engaged     |
      | quick-window     |
    When my opponent plays "Quick Ward Off"
    Then the action succeeds
    And my opponent's leader has 22 defense

  @SVE-EN-039 @cr-12.3 @cr-12.7
  Scenario: Strike abilities resolve before the defender's Quick window opens
    Checks(en): Strike abilities resolve before the defender's Quick window opens
    Checks(ja): 【攻撃時】能力は、防御側が《クイック》をプレイできるより先に処理される
    Source: sve-faq-en, Q&A 39

    Given it is my main phase with 3 play points
    And my field holds "Strike Fighter"
    When I declare an attack on the enemy leader with "Strike Fighter"
    Then a Quick window is open for my opponent
    And my opponent's leader has 19 defense
    And these events happened in this order:
      | event            |
      | attack-declared  |
      | ability-resolved |
      | quick-window     |

  @SVE-EN-039 @cr-12.3 @cr-7.4 @cr-12.8
  Scenario: End-phase abilities and engaging Ward come before the end-phase Quick window
    Checks(en): End-phase abilities and engaging Ward come before the end-phase Quick window
    Checks(ja): エンドフェイズの能力と《守護》のアクトは、エンドフェイズの《クイック》の機会より先に行われる
    Source: sve-faq-en, Q&A 39

    Given it is my main phase with 3 play points
    And my field holds "Dusk Watcher"
    When I end my main phase engaging "Dusk Watcher"
    Then a Quick window is open for my opponent
    And "Dusk Watcher" is engaged
    And my leader has 21 defense
    And these events happened in this order:
      | event            |
      | ability-resolved |
      | ward-engaged     |
      | quick-window     |

  @SVE-EN-040 @cr-12.3 @cr-7.4
  Scenario: In my own end phase my Quick card waits like any other card
    Q(en): In my own turn, may I play a Quick card at a moment when cards without Quick could not be played?
    A(en): No. On your own turn a Quick card is played only when any other card could be.
    Q(ja): 自分のターン中、《クイック》を持たないカードをプレイできない時点で《クイック》のカードをプレイできますか？
    A(ja): いいえ。自分のターンでは、《クイック》のカードも他のカードと同じ時にしかプレイできません。
    Checks(en): In my own end phase my Quick card waits like any other card
    Checks(ja): 自分のエンドフェイズには、《クイック》のカードもほかのカードと同じく待つ
    Source: sve-faq-en, Q&A 40

    Given it is my main phase with 3 play points
    And my hand holds "Quick Ward Off"
    When I end my main phase
    And I play "Quick Ward Off"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-040 @cr-12.3 @cr-7.4
  Scenario: While my end phase waits for my discard my Quick card still cannot be played
    Checks(en): While my end phase waits for my discard my Quick card still cannot be played
    Checks(ja): エンドフェイズで手札を捨てる処理を待つ間も、自分の《クイック》のカードはプレイできない
    Source: sve-faq-en, Q&A 40

    Given it is my main phase with 3 play points
    And my hand holds:
      | card           |
      | Quick Ward Off |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
    When I end the turn
    Then my end phase waits for me to discard
    When I play "Quick Ward Off"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-048 @cr-12.3
  Scenario: Quick cards are played as usual in your own main phase
    Q(en): What does Quick mean?
    A(en): A card with Quick may also be played at set moments of the opponent's turn. Besides your own main phase, as usual, it may be played during the opponent's turn once an opposing follower attacks, and during the opponent's end phase.
    Q(ja): 《クイック》とはどういう意味ですか？
    A(ja): 相手のターンの決まった時点にもプレイできる能力です。いつも通りの自分のメインフェイズに加えて、相手のフォロワーが攻撃したときと、相手のエンドフェイズにプレイできます。
    Checks(en): Quick cards are played as usual in your own main phase
    Checks(ja): 自分のメインフェイズには、《クイック》のカードも通常どおりプレイできる
    Source: sve-faq-en, Q&A 48

    Given it is my main phase with 3 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Test Fighter"
    When I play "Quick Bolt" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 1 defense
    And I have 2 play points

  @SVE-EN-048 @cr-12.3 @cr-8.4
  Scenario: A Quick card answers an attack of an enemy follower
    Checks(en): A Quick card answers an attack of an enemy follower
    Checks(ja): 相手のフォロワーの攻撃に、《クイック》のカードで応じられる
    Source: sve-faq-en, Q&A 48

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Quick Bolt" targeting "Storm Rider"
    Then the action succeeds
    And "Storm Rider" is in my opponent's cemetery
    When I pass
    Then my leader has 20 defense
    And the event "attack-ended" happened

  @SVE-EN-048 @cr-12.3 @cr-7.4
  Scenario: A Quick card may be played in the enemy end phase
    Checks(en): A Quick card may be played in the enemy end phase
    Checks(ja): 相手のエンドフェイズに《クイック》のカードをプレイできる
    Source: sve-faq-en, Q&A 48

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    When my opponent ends their main phase and waits
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense
    And I have 1 play point

  @SVE-EN-048 @cr-12.3
  Scenario: SVE-EN-048: a card without Quick is not played when an enemy follower attacks
    Checks(en): It is Quick that opens the opponent's turn to a card: with the same attack declared, a spell without Quick is refused and nothing changes
    Checks(ja): 相手のターンにプレイできるのは《クイック》があるから：同じ攻撃の宣言中でも、《クイック》を持たないスペルはプレイできず、何も変わらない
    Source: sve-faq-en, Q&A 48

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Necro Rite"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Necro Rite"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-048 @cr-12.3
  Scenario: SVE-EN-048: a Quick card waits for an enemy attack or the enemy end phase
    Checks(en): "At certain times" of the opponent's turn: in the enemy main phase before any attack is declared, the same Quick card is refused and nothing changes
    Checks(ja): 相手のターンの「特定のタイミング」だけ：相手のメインフェイズで攻撃が宣言される前は、同じ《クイック》のカードもプレイできず、何も変わらない
    Source: sve-faq-en, Q&A 48

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When I play "Quick Bolt" targeting "Storm Rider"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-JA-R030 @cr-12.3 @cr-8.4
  Scenario: After the attack is declared the defender may play a Quick activated ability
    Rule(en): Once an attack has been declared and its Strike abilities handled, the opponent may play cards and abilities that have Quick.
    Rule(ja): 攻撃宣言と【攻撃時】能力の処理の後、相手は《クイック》を持つカードや能力をプレイできる。
    Checks(en): After the attack is declared the defender may play a Quick activated ability
    Checks(ja): 攻撃の宣言後、攻撃された側は《クイック》を持つ起動能力をプレイできる
    Source: sve-summary-ja, rule statement 30

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 21 defense
    When I pass
    Then my leader has 19 defense
    And no Quick window is open

  @SVE-JA-R030 @cr-12.3 @cr-8.4
  Scenario: SVE-JA-R030: after the attack is declared the defender may play a Quick spell
    Rule(en): Once an attack has been declared and its Strike abilities handled, the opponent may play cards and abilities that have Quick.
    Rule(ja): 攻撃宣言と【攻撃時】能力の処理の後、相手は《クイック》を持つカードや能力をプレイできる。
    Checks(en): Cards as well as abilities: the attacked player plays a Quick spell from the hand before the fight, and the attack then lands
    Checks(ja): 能力だけでなくカードも：攻撃された側は戦闘の前に手札の《クイック》のスペルをプレイでき、その後に攻撃が通る
    Source: sve-summary-ja, rule statement 30

    Given it is my opponent's main phase and I have 1 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense
    When I pass
    Then my leader has 20 defense
    And no Quick window is open

  @SVE-JA-R030 @cr-12.3 @cr-8.4
  Scenario: After the attack is declared the defender may not play an activated ability without Quick
    Rule(en): Once an attack has been declared and its Strike abilities handled, the opponent may play cards and abilities that have Quick.
    Rule(ja): 攻撃宣言と【攻撃時】能力の処理の後、相手は《クイック》を持つカードや能力をプレイできる。
    Checks(en): After the attack is declared the defender may not play an activated ability without Quick
    Checks(ja): 攻撃の宣言後でも、攻撃された側は《クイック》を持たない起動能力をプレイできない
    Source: sve-summary-ja, rule statement 30

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Engage Sentry"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Engage Sentry"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-039 @cr-12.3 @cr-7.4
  Scenario: An ability of the non-active player for each player's end phase also comes before the Quick window
    Checks(en): An ability of the non-active player for each player's end phase also comes before the Quick window
    Checks(ja): 非ターンプレイヤーの「各プレイヤーのエンドフェイズ開始時」の能力も、《クイック》の機会より先に処理される
    Source: sve-faq-en, Q&A 39

    Given it is my main phase with 1 play points
    And my opponent's field holds "Twilight Bell"
    When I end my main phase
    Then these events happened in this order:
      | event            |
      | ability-resolved |
      | quick-window     |
    And my opponent's leader has 21 defense
    And a Quick window is open for my opponent

  @SVE-EN-015 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-015: a Quick card is played when an enemy follower attacks
    Checks(en): One of the allowed moments: while an enemy follower's attack waits, the defending player plays a Quick card
    Checks(ja): 認められた時点の一つとして、相手のフォロワーの攻撃中に、攻撃された側が《クイック》のカードをプレイできる
    Source: sve-faq-en, Q&A 15

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Quick Bolt" targeting "Storm Rider"
    Then the action succeeds
    And "Storm Rider" is in my opponent's cemetery

  @SVE-EN-015 @cr-12.3 @cr-7.4
  Scenario: SVE-EN-015: a Quick card is played in the opponent's end phase
    Checks(en): One of the allowed moments: in the opponent's end phase, the non-active player plays a Quick card and pays its cost
    Checks(ja): 認められた時点の一つとして、相手のエンドフェイズに《クイック》のカードをプレイし、コストを払う
    Source: sve-faq-en, Q&A 15

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    When my opponent ends their main phase and waits
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense
    And I have 1 play point

  @SVE-EN-015 @cr-12.3
  Scenario: SVE-EN-015: a Quick card is played in my own main phase
    Checks(en): One of the allowed moments: in my own main phase a Quick card is played like any other card
    Checks(ja): 認められた時点の一つとして、自分のメインフェイズには《クイック》のカードを通常どおりプレイできる
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 3 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Test Fighter"
    When I play "Quick Bolt" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 1 defense
    And I have 2 play points

  @SVE-EN-040 @cr-12.3
  Scenario: SVE-EN-040: in my own main phase my Quick card is played like any other card
    Checks(en): The moment the answer allows: in my own main phase, where any card may be played, my Quick card is played too
    Checks(ja): 答えが認める時点として、どのカードもプレイできる自分のメインフェイズには、《クイック》のカードもプレイできる
    Source: sve-faq-en, Q&A 40

    Given it is my main phase with 3 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Test Fighter"
    When I play "Quick Bolt" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 1 defense
    And I have 2 play points

  @SVE-JA-004 @cr-12.3 @cr-10.4
  Scenario: SVE-JA-004: a Quick activated ability played during an enemy attack still costs its play point
    Checks(en): The answer covers abilities as well as cards: a Quick activated ability played in my opponent's attack takes its one play point
    Checks(ja): 回答はカードだけでなく能力にも及ぶ：相手の攻撃中にプレイした《クイック》の起動能力でも、そのPP1を支払う
    Source: sve-summary-ja, Q&A 4

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action succeeds
    And I have 1 play point
    And my leader has 21 defense

  @SVE-JA-004 @cr-12.3 @cr-10.4
  Scenario: SVE-JA-004: without the play point a Quick activated ability cannot be played during an enemy attack
    Checks(en): The cost of a Quick activated ability is not waived in my opponent's turn: with no play point it is refused and nothing changes
    Checks(ja): 相手のターンでも《クイック》の起動能力のコストは免除されない：PPがなければ拒否され、何も変わらない
    Source: sve-summary-ja, Q&A 4

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-015 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-015: no Quick activated ability while my own follower's attack waits for combat
    Checks(en): An activated ability with Quick is no more playable than a Quick card while my own follower attacks: the window is my opponent's
    Checks(ja): 自分のフォロワーの攻撃中は、《クイック》のカードと同様に《クイック》の起動能力もプレイできない：その機会は相手のもの
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 3 play points
    And my field holds:
      | card           |
      | Test Fighter   |
      | Quick Guardian |
    When I declare an attack on the enemy leader with "Test Fighter"
    Then a Quick window is open for my opponent
    When I activate "Quick Guardian"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-015 @cr-12.3 @cr-7.4
  Scenario: SVE-EN-015: no Quick card in my own end phase
    Checks(en): A Quick card is no more playable than a Quick activated ability in my own end phase: the window there is my opponent's
    Checks(ja): 自分のエンドフェイズには、《クイック》の起動能力と同様に《クイック》のカードもプレイできない：そこでの機会は相手のもの
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 3 play points
    And my hand holds "Quick Ward Off"
    When I end my main phase
    Then a Quick window is open for my opponent
    When I play "Quick Ward Off"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-EN-015 @SVE-EN-016 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-015: a Quick activated ability is played when an enemy follower attacks, and its cost is paid
    Checks(en): The allowed moments hold for activated abilities too: while an enemy follower's attack waits, the defending player plays a Quick activated ability, paying its play point
    Checks(ja): 認められた時点は起動能力にも当てはまる：相手のフォロワーの攻撃中に、攻撃された側は《クイック》の起動能力をプレイでき、そのPPを払う
    Source: sve-faq-en, Q&A 15
    Source: sve-faq-en, Q&A 16

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 21 defense
    And I have 1 play point

  @SVE-EN-015 @SVE-EN-016 @cr-12.3 @cr-7.4
  Scenario: SVE-EN-015: a Quick activated ability is played in the opponent's end phase, and its cost is paid
    Checks(en): In the opponent's end phase the non-active player plays a Quick activated ability and pays its play point
    Checks(ja): 相手のエンドフェイズに、非ターンプレイヤーは《クイック》の起動能力をプレイし、そのPPを払う
    Source: sve-faq-en, Q&A 15
    Source: sve-faq-en, Q&A 16

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Quick Guardian"
    When my opponent ends their main phase and waits
    And I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 21 defense
    And I have 1 play point

  @SVE-EN-015 @cr-12.3
  Scenario: SVE-EN-015: a Quick activated ability is played in my own main phase
    Checks(en): In my own main phase a Quick activated ability is played like any other activated ability
    Checks(ja): 自分のメインフェイズには、《クイック》の起動能力も他の起動能力と同じようにプレイできる
    Source: sve-faq-en, Q&A 15

    Given it is my main phase with 2 play points
    And my field holds "Quick Guardian"
    When I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 21 defense
    And I have 1 play point

  @SVE-EN-016 @cr-12.3 @cr-10.4 @cr-8.4
  Scenario: SVE-EN-016: without its play point a Quick activated ability is not played during an enemy attack
    Checks(en): The cost is owed in the opponent's turn as well: with no play point left, the Quick activated ability is refused during an enemy attack and nothing changes
    Checks(ja): 相手のターンでもコストは必要：PPが残っていなければ、相手の攻撃中でも《クイック》の起動能力は断られ、何も変わらない
    Source: sve-faq-en, Q&A 16

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-018 @cr-10.6
  Scenario: SVE-EN-018: while a Fanfare waits for its target, no activated ability can be played either
    Checks(en): The same holds for abilities: while the Fanfare of the card just played waits for its target, an activated ability of my field is refused and nothing changes
    Checks(ja): 能力も同じ：プレイしたカードのファンファーレが対象を待つ間は、自分の場の起動能力もプレイできず、何も変わらない
    Source: sve-faq-en, Q&A 18

    Given it is my main phase with 5 play points
    And my hand holds "Fanfare Archer"
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When I play "Fanfare Archer"
    Then the action succeeds
    When I activate "Quick Guardian"
    Then the action is refused with reason "one-at-a-time"
    And the game state is unchanged

  @SVE-EN-017 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-017: during an enemy attack a Quick card and then a Quick activated ability are played
    Checks(en): Not only in the end phase: while an enemy follower's attack waits, I play a Quick card and, after it, a Quick activated ability, paying for each
    Checks(ja): エンドフェイズだけではない：相手のフォロワーの攻撃中に、《クイック》のカードをプレイした後、さらに《クイック》の起動能力をプレイでき、それぞれのコストを払う
    Source: sve-faq-en, Q&A 17

    Given it is my opponent's main phase and I have 3 play points
    And my hand holds "Quick Ward Off"
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    And I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 23 defense
    And I have 1 play point
    And a Quick window is open for me

  @SVE-EN-040 @cr-12.3 @cr-8.4
  Scenario: SVE-EN-040: while my own follower's attack waits for combat my Quick card cannot be played
    Checks(en): In my own turn a Quick card has no window of its own: once my follower's attack is declared, the window is my opponent's and my Quick card is refused, as any card would be
    Checks(ja): 自分のターンには《クイック》のカードに独自の機会はない：自分のフォロワーが攻撃を宣言した後の機会は相手のもので、他のカードと同じく自分の《クイック》のカードはプレイできない
    Source: sve-faq-en, Q&A 40

    Given it is my main phase with 3 play points
    And my field holds "Test Goblin"
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Test Fighter"
    When I declare an attack on the enemy leader with "Test Goblin"
    Then a Quick window is open for my opponent
    When I play "Quick Bolt" targeting "Test Fighter"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged
