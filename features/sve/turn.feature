@sve
Feature: Turn structure: start phase, main phase and end phase
  A turn has a start phase (maximum play points +1 up to 10, play points refilled,
  engaged cards stood, one card drawn), a main phase (play cards, play activated
  abilities, attack, evolve, in any order) and an end phase ("at the start of your
  end phase" abilities, then Ward followers may engage, then the opponent's Quick
  window, then the hand is cut to 7) (CR 7.2–7.4).

  @SVE-EN-014 @cr-7.2 @assumption
  Scenario: Every start-phase step happens when my turn begins
    Q(en): Must I carry out every action of the start phase?
    A(en): Yes. All of them happen unless an ability or effect stops one.
    Q(ja): スタートフェイズの処理はすべて行わなければなりませんか？
    A(ja): はい。能力や効果で妨げられない限り、すべて行います。
    Checks(en): Every start-phase step happens when my turn begins
    Checks(ja): 自分のターンが始まると、スタートフェイズの処理はすべて行われる
    Source: sve-faq-en, Q&A 14
    Assumption(en): No card of the pool stops a start-phase action and the card vocabulary has no such effect, so in the engine every action of the start phase always happens; the exception the answer allows is not modelled.
    Assumption(ja): スタートフェイズの処理を妨げるカードはカードプールになく、カードの語彙にもそのような効果がないため、エンジンではスタートフェイズの処理は常にすべて行われる。回答が認める例外は扱っていない。

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 0 of 3
    And my field holds:
      | card        | state   |
      | Test Goblin      | engaged |
    And my deck holds 5 cards
    When my opponent ends the turn
    Then it is my main phase
    And I have 4 maximum play points
    And I have 4 play points
    And "Test Goblin" is reserved
    And my hand holds 1 card
    And my deck holds 4 cards

  @SVE-JA-R013 @cr-7.2 @cr-3.2
  Scenario: Maximum play points rise by one at the start of my turn
    Rule(en): In the start phase the maximum play points go up by 1, but never above 10.
    Rule(ja): スタートフェイズにPPの最大値が1増えます。ただし10を超えることはありません。
    Checks(en): Maximum play points rise by one at the start of my turn
    Checks(ja): 自分のターンの始めに、PPの最大値が1増える
    Source: sve-summary-ja, rule statement 13

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 1 of 6
    And my deck holds 5 cards
    When my opponent ends the turn
    Then I have 7 maximum play points
    And I have 7 play points

  @SVE-JA-R013 @cr-7.2 @cr-3.2
  Scenario: Maximum play points stay at 10 at the start of my turn
    Rule(en): In the start phase the maximum play points go up by 1, but never above 10.
    Rule(ja): スタートフェイズにPPの最大値が1増えます。ただし10を超えることはありません。
    Checks(en): Maximum play points stay at 10 at the start of my turn
    Checks(ja): PPの最大値が10なら、自分のターンの始めにも10のままである
    Source: sve-summary-ja, rule statement 13

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 2 of 10
    And my deck holds 5 cards
    When my opponent ends the turn
    Then I have 10 maximum play points
    And I have 10 play points

  @SVE-JA-R014 @cr-7.2 @cr-4.2
  Scenario: All my engaged cards stand in my start phase
    Rule(en): In the start phase every engaged card is stood (made reserved).
    Rule(ja): スタートフェイズに、アクト状態のカードをすべてスタンド状態に戻します。
    Checks(en): All my engaged cards stand in my start phase
    Checks(ja): 自分のスタートフェイズに、アクト状態の自分のカードはすべてスタンド状態になる
    Source: sve-summary-ja, rule statement 14

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card          | state   |
      | Test Goblin        | engaged |
      | Test Fighter       | engaged |
      | Engage Sentry | engaged |
      | Stack Obelisk | engaged |
    And my opponent's field holds:
      | card    | as            | state   |
      | Test Fighter | Their Test Fighter | engaged |
    And my deck holds 5 cards
    When my opponent ends the turn
    Then "Test Goblin" is reserved
    And "Test Fighter" is reserved
    And "Engage Sentry" is reserved
    And "Stack Obelisk" is reserved
    And "Their Test Fighter" is engaged

  @SVE-JA-R015 @cr-7.2 @cr-5.10
  Scenario: I draw the top card of my deck in my start phase
    Rule(en): In the start phase the player draws 1 card, except the player going first on the first turn.
    Rule(ja): スタートフェイズにデッキから1枚引きます。先攻プレイヤーの最初のターンだけはこれを行いません。
    Checks(en): I draw the top card of my deck in my start phase
    Checks(ja): 自分のスタートフェイズに、デッキの一番上のカードを引く
    Source: sve-summary-ja, rule statement 15

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds:
      | card    |
      | Test Fighter |
      | Test Goblin  |
      | Test Goblin  |
    When my opponent ends the turn
    Then "Test Fighter" is in my hand
    And my hand holds 1 card
    And my deck holds 2 cards

  @SVE-JA-R016 @cr-7.3
  Scenario: In my main phase I play cards and attack in any order, as often as I like
    Rule(en): In the main phase the player does the following actions in any order and any number of times.
    Rule(ja): メインフェイズでは、次の行動を好きな順番で何回でも行えます。
    Checks(en): In my main phase I play cards and attack in any order, as often as I like
    Checks(ja): 自分のメインフェイズには、カードのプレイと攻撃を好きな順に何度でも行える
    Source: sve-summary-ja, rule statement 16

    Given it is my main phase with 5 play points
    And my hand holds:
      | card    | as       |
      | Test Goblin  | Test Goblin A |
      | Test Goblin  | Test Goblin B |
      | Test Fighter | Test Fighter C |
    And my field holds "Test Fighter"
    When I play "Test Goblin A"
    And I attack the enemy leader with "Test Fighter"
    And I play "Test Goblin B"
    And I play "Test Fighter C"
    Then my field holds 4 cards
    And my opponent's leader has 18 defense
    And I have 1 play point

  @SVE-JA-R017 @cr-7.3 @cr-8.2
  Scenario: Playing a card from my hand in my main phase
    Rule(en): One of the main-phase actions is playing a card.
    Rule(ja): メインフェイズに行える行動の一つは、カードのプレイです。
    Checks(en): Playing a card from my hand in my main phase
    Checks(ja): 自分のメインフェイズに手札のカードをプレイできる
    Source: sve-summary-ja, rule statement 17

    Given it is my main phase with 3 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then "Test Fighter" is on my field
    And I have 1 play point

  @SVE-JA-R017 @cr-7.3 @cr-8.2
  Scenario: A card without Quick cannot be played in the opponent's main phase
    Rule(en): One of the main-phase actions is playing a card.
    Rule(ja): メインフェイズに行える行動の一つは、カードのプレイです。
    Checks(en): A card without Quick cannot be played in the opponent's main phase
    Checks(ja): 《クイック》を持たないカードは相手のメインフェイズにプレイできない
    Source: sve-summary-ja, rule statement 17

    Given it is my opponent's main phase and I have 3 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged

  @SVE-JA-R018 @cr-7.3 @cr-8.3
  Scenario: A follower played this main phase pays its engage cost in the same main phase
    Rule(en): A main-phase action is playing an activated ability; when a follower's ability costs engaging it, the follower may pay that from the turn it entered the field.
    Rule(ja): メインフェイズには起動能力を使えます。アクトすることがコストの一部になっている起動能力は、そのフォロワーが場に出たターンのうちでも使えます。
    Checks(en): A follower played this main phase pays its engage cost in the same main phase
    Checks(ja): このメインフェイズに出したフォロワーも、同じメインフェイズに自身をアクトにするコストを払える
    Source: sve-summary-ja, rule statement 18

    Given it is my main phase with 2 play points
    And my hand holds "Engage Sentry"
    When I play "Engage Sentry"
    And I activate "Engage Sentry"
    Then the action succeeds
    And "Engage Sentry" is engaged
    And my leader has 21 defense

  @SVE-JA-R019 @cr-7.3 @cr-8.4
  Scenario: A follower of mine attacks the enemy leader in my main phase
    Rule(en): One of the main-phase actions is attacking with a follower.
    Rule(ja): メインフェイズに行える行動の一つは、フォロワーによる攻撃です。
    Checks(en): A follower of mine attacks the enemy leader in my main phase
    Checks(ja): 自分のメインフェイズに、自分のフォロワーで相手のリーダーを攻撃できる
    Source: sve-summary-ja, rule statement 19

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 18 defense
    And "Test Fighter" is engaged

  @SVE-JA-R020 @cr-7.3 @cr-5.16
  Scenario: A second evolution in the same turn is refused
    Rule(en): A main-phase action is evolving a follower, at most once a turn.
    Rule(ja): メインフェイズにはフォロワーを進化させられますが、1ターンに1回までです。
    Checks(en): A second evolution in the same turn is refused
    Checks(ja): 同じターンに2回目の進化はできない
    Source: sve-summary-ja, rule statement 20

    Given it is my main phase with 10 play points
    And my field holds:
      | card             | as        |
      | Evolving Fighter | Test Fighter A |
      | Evolving Fighter | Test Fighter B |
    And my evolve deck holds:
      | card             |
      | Evolving Fighter |
      | Evolving Fighter |
    When I evolve "Test Fighter A"
    Then "Test Fighter A" is evolved
    When I evolve "Test Fighter B"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged
    And "Test Fighter B" is not evolved

  @SVE-JA-R020 @cr-7.3 @cr-5.16
  Scenario: An evolution last turn does not stop an evolution this turn
    Rule(en): A main-phase action is evolving a follower, at most once a turn.
    Rule(ja): メインフェイズにはフォロワーを進化させられますが、1ターンに1回までです。
    Checks(en): An evolution last turn does not stop an evolution this turn
    Checks(ja): 前のターンに進化していても、このターンに進化できる
    Source: sve-summary-ja, rule statement 20

    Given it is my main phase with 4 play points
    And my field holds:
      | card             | as        |
      | Evolving Fighter | Test Fighter A |
      | Evolving Fighter | Test Fighter B |
    And my evolve deck holds:
      | card             |
      | Evolving Fighter |
      | Evolving Fighter |
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When I evolve "Test Fighter A"
    And I end the turn
    And my opponent ends the turn
    And I evolve "Test Fighter B"
    Then the action succeeds
    And "Test Fighter B" is evolved

  @SVE-JA-R020 @cr-7.3 @cr-5.16
  Scenario: SVE-JA-R020: a follower is not evolved during my opponent's turn
    Checks(en): Evolving is an action of my own main phase: during my opponent's main phase my follower does not evolve, even with play points to pay for it
    Checks(ja): 進化は自分のメインフェイズの行動：相手のメインフェイズ中は、支払うPPがあっても自分のフォロワーは進化できない
    Source: sve-summary-ja, rule statement 20

    Given it is my opponent's main phase with 2 play points
    And my play points are 3 of 3
    And my field holds "Evolving Fighter"
    And my evolve deck holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    And "Evolving Fighter" is not evolved

  @SVE-EN-036 @SVE-JA-009 @cr-7.4
  Scenario: End-phase abilities come first, then Ward engaging, then the opponent's Quick window
    Q(en): In which order do the steps of the end phase happen?
    A(en): Abilities that trigger when an end phase starts (your end phase, your next one, or every player's) are played first. After that, Ward followers may be engaged. Only then does the player whose turn it is not get a chance to play Quick cards and abilities.
    Q(ja): 自分のエンドフェイズには、「エンドフェイズが来たとき」の能力、【守護】フォロワーをアクトする処理、相手のクイックのプレイがどの順番で起こりますか？
    A(ja): まずエンドフェイズ開始時の能力をプレイし、次に【守護】を持つフォロワーをアクトさせ、最後に相手がクイックをプレイできる機会が来ます。
    Checks(en): End-phase abilities come first, then Ward engaging, then the opponent's Quick window
    Checks(ja): エンドフェイズの能力、《守護》のアクト、相手の《クイック》の機会の順に行われる
    Source: sve-faq-en, Q&A 36
    Source: sve-summary-ja, Q&A 9

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
    And my leader has 21 defense
    And "Dusk Watcher" is engaged
    When my opponent plays "Quick Ward Off"
    Then my opponent's leader has 22 defense

  @SVE-JA-R021 @cr-7.4
  Scenario: An "at the start of your end phase" ability is processed when I end my main phase
    Rule(en): First in the end phase, any ability that triggers when your end phase comes is processed.
    Rule(ja): エンドフェイズではまず、「自分のエンドフェイズが来たとき」の能力があればそれを処理します。
    Checks(en): An "at the start of your end phase" ability is processed when I end my main phase
    Checks(ja): メインフェイズを終えると、「自分のエンドフェイズ開始時」の能力が処理される
    Source: sve-summary-ja, rule statement 21

    Given it is my main phase with 0 play points
    And my field holds "Dusk Watcher"
    And my opponent's field holds "Dusk Watcher"
    When I end my main phase
    Then my leader has 21 defense
    And my opponent's leader has 20 defense

  @SVE-JA-R022 @cr-7.4 @cr-12.8
  Scenario: In my end phase I engage as many of my Ward followers as I choose
    Rule(en): Next, the player may engage any number of their own followers with Ward.
    Rule(ja): 次に、【守護】を持つ自分のフォロワーを好きな数だけアクトできます。
    Checks(en): In my end phase I engage as many of my Ward followers as I choose
    Checks(ja): 自分のエンドフェイズに、自分の《守護》フォロワーを好きなだけアクト状態にできる
    Source: sve-summary-ja, rule statement 22

    Given it is my main phase with 0 play points
    And my field holds:
      | card       | as      |
      | Ward Guard | Guard A |
      | Ward Guard | Guard B |
      | Ward Guard | Guard C |
    When I end my main phase engaging "Guard A" and "Guard C"
    Then "Guard A" is engaged
    And "Guard B" is reserved
    And "Guard C" is engaged

  @SVE-JA-R022 @cr-7.4 @cr-12.8
  Scenario: A follower without Ward is not engaged in the end phase
    Rule(en): Next, the player may engage any number of their own followers with Ward.
    Rule(ja): 次に、【守護】を持つ自分のフォロワーを好きな数だけアクトできます。
    Checks(en): A follower without Ward is not engaged in the end phase
    Checks(ja): 《守護》を持たないフォロワーはエンドフェイズにアクト状態にならない
    Source: sve-summary-ja, rule statement 22

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    When I end my main phase engaging "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-JA-R022 @cr-7.4 @cr-12.8
  Scenario: SVE-JA-R022: my opponent's Ward follower is not mine to engage in my end phase
    Rule(en): Next, the player may engage any number of their own followers with Ward.
    Rule(ja): 次に、【守護】を持つ自分のフォロワーを好きな数だけアクトできます。
    Checks(en): Only one's own Ward followers: naming the opponent's Ward follower is refused, nothing changes, and it stays reserved
    Checks(ja): 対象は自分の《守護》フォロワーだけ：相手の《守護》フォロワーを指定すると認められず、何も変わらず、スタンド状態のままである
    Source: sve-summary-ja, rule statement 22

    Given it is my main phase with 0 play points
    And my field holds "Ward Guard"
    And my opponent's field holds:
      | card       | as          |
      | Ward Guard | Their Guard |
    When I end my main phase engaging "Their Guard"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    And "Their Guard" is reserved

  @SVE-JA-R023 @cr-7.4 @cr-12.3
  Scenario: My opponent plays a Quick spell in my end phase
    Rule(en): Then the opponent may play cards and abilities with Quick.
    Rule(ja): その後、相手は【クイック】を持つカードや能力をプレイできます。
    Checks(en): My opponent plays a Quick spell in my end phase
    Checks(ja): 相手は自分のエンドフェイズに《クイック》のスペルをプレイできる
    Source: sve-summary-ja, rule statement 23

    Given it is my main phase with 0 play points
    And my opponent's play points are 1 of 1
    And my opponent's hand holds "Quick Ward Off"
    When I end my main phase
    And my opponent plays "Quick Ward Off"
    Then the action succeeds
    And my opponent's leader has 22 defense

  @SVE-JA-R023 @cr-7.4 @cr-12.3
  Scenario: SVE-JA-R023: my opponent uses a Quick activated ability in my end phase
    Rule(en): Then the opponent may play cards and abilities with Quick.
    Rule(ja): その後、相手は【クイック】を持つカードや能力をプレイできます。
    Checks(en): Abilities as well as cards: my opponent's Quick activated ability is used in my end phase
    Checks(ja): カードだけでなく能力も：相手は自分のエンドフェイズに《クイック》の起動能力を使える
    Source: sve-summary-ja, rule statement 23

    Given it is my main phase with 0 play points
    And my opponent's play points are 1 of 1
    And my opponent's field holds "Quick Guardian"
    When I end my main phase
    And my opponent activates "Quick Guardian"
    Then the action succeeds
    And my opponent's leader has 21 defense

  @SVE-JA-R023 @cr-7.4 @cr-12.3
  Scenario: My opponent cannot play a card without Quick in my end phase
    Rule(en): Then the opponent may play cards and abilities with Quick.
    Rule(ja): その後、相手は【クイック】を持つカードや能力をプレイできます。
    Checks(en): My opponent cannot play a card without Quick in my end phase
    Checks(ja): 相手は自分のエンドフェイズに《クイック》を持たないカードをプレイできない
    Source: sve-summary-ja, rule statement 23

    Given it is my main phase with 0 play points
    And my opponent's play points are 1 of 1
    And my opponent's hand holds "Healing Rain"
    When I end my main phase
    And my opponent plays "Healing Rain"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @SVE-JA-R024 @cr-7.4 @cr-4.7
  Scenario: With eight cards in hand at the end of my turn I discard one
    Rule(en): If the player holds 8 or more cards, they discard down to 7.
    Rule(ja): 手札が8枚以上なら、7枚になるまで捨てます。
    Checks(en): With eight cards in hand at the end of my turn I discard one
    Checks(ja): ターンの終わりに手札が8枚なら、1枚捨てる
    Source: sve-summary-ja, rule statement 24

    Given it is my main phase with 0 play points
    And my hand holds:
      | card    | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
      | Test Fighter | Card 8 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Card 8" to keep 7 cards
    Then my hand holds 7 cards
    And "Card 8" is in my cemetery
    And it is my opponent's main phase

  @SVE-JA-R024 @cr-7.4 @cr-4.7
  Scenario: Discarding fewer cards than needed to reach seven is refused
    Rule(en): If the player holds 8 or more cards, they discard down to 7.
    Rule(ja): 手札が8枚以上なら、7枚になるまで捨てます。
    Checks(en): Discarding fewer cards than needed to reach seven is refused
    Checks(ja): 7枚にするのに足りない枚数しか捨てないことは認められない
    Source: sve-summary-ja, rule statement 24

    Given it is my main phase with 0 play points
    And my hand holds:
      | card    | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
      | Test Goblin  | Card 8 |
      | Test Fighter | Card 9 |
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Card 9" to keep 7 cards
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-JA-R024 @cr-7.4 @cr-4.7
  Scenario: Seven cards in hand at the end of my turn are all kept
    Rule(en): If the player holds 8 or more cards, they discard down to 7.
    Rule(ja): 手札が8枚以上なら、7枚になるまで捨てます。
    Checks(en): Seven cards in hand at the end of my turn are all kept
    Checks(ja): ターンの終わりに手札が7枚なら、すべて手元に残る
    Source: sve-summary-ja, rule statement 24

    Given it is my main phase with 0 play points
    And my hand holds:
      | card    | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then it is my opponent's main phase
    And my hand holds 7 cards

  @SVE-EN-025 @cr-7.4 @cr-4.7
  Scenario: Eight cards in hand at the end of my opponent's turn are all kept
    Q(en): I hold 8 cards when my opponent's turn ends. Must I discard down to 7?
    A(en): No. Only a player holding 8 or more cards in their own end phase discards.
    Q(ja): 相手のターンの終わりに手札が8枚あるとき、7枚まで捨てる必要がありますか？
    A(ja): いいえ。捨てるのは自分のエンドフェイズに手札が8枚以上あるときだけです。
    Checks(en): Eight cards in hand at the end of my opponent's turn are all kept
    Checks(ja): 相手のターンの終わりに手札が8枚でも、すべて手元に残る
    Source: sve-faq-en, Q&A 25

    Given it is my opponent's main phase and I have 0 play points
    And my hand holds:
      | card    |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Fighter |
    And my deck holds 5 cards
    When my opponent ends the turn
    Then it is my main phase
    And my hand holds 9 cards
    And my cemetery holds 0 cards

  @SVE-JA-R025 @cr-7.4 @cr-7.1
  Scenario: After my end phase the turn passes to my opponent, whose start phase follows
    Rule(en): After that the player declares the end of the turn, and the opponent's turn begins.
    Rule(ja): 最後にターンの終了を宣言し、相手のターンに移ります。
    Checks(en): After my end phase the turn passes to my opponent, whose start phase follows
    Checks(ja): 自分のエンドフェイズの後は相手のターンとなり、相手のスタートフェイズが始まる
    Source: sve-summary-ja, rule statement 25

    Given it is my main phase with 0 play points
    And my opponent's deck holds 5 cards
    When I end the turn
    Then it is my opponent's main phase
    And my opponent has 1 maximum play point
    And my opponent's hand holds 1 card
    And these events happened in this order:
      | event        |
      | quick-window |
      | turn-ended   |
      | pp-increased |
      | drew         |

  @SVE-EN-025 @cr-7.4 @cr-4.7
  Scenario: SVE-EN-025: eight cards in my own end phase are discarded down to seven
    Checks(en): The other side of the answer: in my own end phase eight cards in hand must go down to seven before the turn passes
    Checks(ja): 答えの裏側として、自分のエンドフェイズに手札が8枚なら、ターンが移る前に7枚まで捨てる
    Source: sve-faq-en, Q&A 25

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         | as     |
      | Test Goblin  | Card 1 |
      | Test Goblin  | Card 2 |
      | Test Goblin  | Card 3 |
      | Test Goblin  | Card 4 |
      | Test Goblin  | Card 5 |
      | Test Goblin  | Card 6 |
      | Test Goblin  | Card 7 |
      | Test Fighter | Card 8 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Card 8" to keep 7 cards
    Then my hand holds 7 cards
    And "Card 8" is in my cemetery
    And it is my opponent's main phase

  @SVE-EN-025 @cr-7.4 @cr-4.7
  Scenario: SVE-EN-025: seven cards in my own end phase are all kept
    Checks(en): Only eight or more cards call for a discard: with seven cards in hand my own end phase asks for none and the turn passes with all seven kept
    Checks(ja): 捨てるのは8枚以上のときだけ：手札が7枚なら自分のエンドフェイズでも捨てず、7枚すべてを持ったままターンが移る
    Source: sve-faq-en, Q&A 25

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Goblin  |
      | Test Fighter |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then it is my opponent's main phase
    And my hand holds 7 cards
    And my cemetery holds 0 cards

  @SVE-EN-036 @SVE-EN-039 @cr-7.4 @cr-10.7
  Scenario: SVE-EN-036: a next-end-phase effect and an each-player's-end-phase ability also come before Ward engaging and the Quick window
    Checks(en): The first step takes all three kinds the answer names: an effect set aside for the start of my next end phase and my opponent's ability for each player's end phase both happen before a Ward follower is engaged, and the Quick window comes last
    Checks(ja): 最初の段階には答えが挙げる3種類がすべて入る：次の自分のエンドフェイズ開始時に保留された効果と、相手の「各プレイヤーのエンドフェイズ開始時」の能力は、どちらも【守護】フォロワーのアクトより先に起こり、《クイック》の機会が最後に来る
    Source: sve-faq-en, Q&A 36
    Source: sve-faq-en, Q&A 39

    Given it is my main phase with 1 play point
    And my field holds:
      | card       | state   |
      | Ward Guard | engaged |
    And my hand holds "Vigil Call"
    And my opponent's field holds "Twilight Bell"
    When I play "Vigil Call"
    And I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And these events happened in this order:
      | event            |
      | ability-resolved |
      | ward-engaged     |
      | quick-window     |
    And "Ward Guard" is engaged
    And my opponent's leader has 21 defense
    And a Quick window is open for my opponent

  @SVE-EN-036 @cr-7.4
  Scenario: SVE-EN-036: engaging a Ward follower in the end phase is a choice
    Checks(en): Ward followers "may" be engaged: ending the main phase without engaging leaves the Ward follower reserved, and the opponent's Quick window still follows
    Checks(ja): 【守護】フォロワーはアクト「してもよい」：アクトせずにメインフェイズを終えれば【守護】フォロワーはスタンドのままで、その後に相手の《クイック》の機会が来る
    Source: sve-faq-en, Q&A 36

    Given it is my main phase with 0 play points
    And my field holds "Ward Guard"
    When I end my main phase
    Then "Ward Guard" is reserved
    And the event "ward-engaged" did not happen
    And a Quick window is open for my opponent
