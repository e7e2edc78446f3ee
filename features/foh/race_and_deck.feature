@foh
Feature: Race conditions and the deck (Force of the Horse)
  The common cards set the race before the match; the deck size follows the race distance;
  decks may be tuned once the race is known and are locked when the game starts.

  @FOH-JA-003
  Scenario: FOH race conditions are drawn at random from the common cards
    Q(en): When and how are the race distance, the racecourse and the going decided?
    A(en): Before the match one distance card, one racecourse card and one going card are each picked at random. If both players agree, they may instead settle on any distance, racecourse and going they like.
    Q(ja): レースの距離・競馬場・馬場はどうやって決めますか？
    A(ja): 対戦の前に、距離・競馬場・馬場状態の各カードを1枚ずつ無作為に選んで決めます。対戦相手と合意できれば、好きな距離・競馬場・馬場状態にしてもかまいません。
    Checks(en): Race conditions are drawn at random from the common cards
    Checks(ja): レース条件は、共通カードから無作為に引いて決める
    Source: foh-faq-ja, Q&A 3

    Given a new game with seed 7
    When the race conditions are drawn at random
    Then the action succeeds
    And the race has one distance, one racecourse and one going from the common cards

  @FOH-JA-003
  Scenario: FOH players may agree on the race conditions instead of drawing
    Checks(en): Players may agree on the race conditions instead of drawing
    Checks(ja): 引く代わりに、合意でレース条件を決めてもよい
    Source: foh-faq-ja, Q&A 3

    Given a new game with seed 7
    When the players agree on a 3000m race on ダート at 中山
    Then the action succeeds
    And the race is 3000m on ダート at 中山

  @FOH-JA-003 @assumption
  Scenario: FOH race conditions are not set twice
    Checks(en): Race conditions are not set twice
    Checks(ja): レース条件を2回決めることはない
    Source: foh-faq-ja, Q&A 3
    Assumption(en): the FAQ describes one decision before the match; the engine refuses a second one.
    Assumption(ja): FAQは対戦前に一度決めるとだけ述べるため、二度目の決定は拒否するものとします。

    Given a new game with seed 7
    And the players agreed on a 1600m race on 芝 at 東京
    When the race conditions are drawn at random
    Then the action is refused with reason "conditions-already-set"
    And the game state is unchanged

  @FOH-JA-023
  Scenario: FOH the three common cards make up the race
    Q(en): What are the common cards?
    A(en): Cards used before the race to set its conditions: a racecourse card, a distance card and a going card.
    Q(ja): 共通カードとは何ですか？
    A(ja): レース前に条件を決めるためのカードで、競馬場・距離・馬場状態の3種類があります。
    Checks(en): The three common cards make up the race
    Checks(ja): 3種類の共通カードでレースが決まる
    Source: foh-faq-ja, Q&A 23

    Given a new game with seed 7
    When the players agree on a 2000m race on 芝 at 京都
    Then the action succeeds
    And the race is 2000m on 芝 at 京都
    And the race has one distance, one racecourse and one going from the common cards

  @FOH-JA-002
  Scenario Outline: FOH deck size follows the race distance (<distance>)
    Q(en): How many cards does a deck hold?
    A(en): 60 cards for sprint, mile and middle races (1200 to 2500 m); 80 cards for long races of 2600 m or more.
    Q(ja): デッキの枚数はいくつですか？
    A(ja): 1200〜2500mの短距離・マイル・中距離なら60枚、2600m以上の長距離なら80枚です。
    Checks(en): Deck size follows the race distance (<distance>)
    Checks(ja): デッキの枚数はレースの距離で決まる（<distance>）
    Source: foh-faq-ja, Q&A 2

    Given a new game with seed 1
    And the players agreed on a <distance> race on 芝 at 東京
    Then each deck must hold <size> cards

    Examples:
      | distance | size |
      | 1200m    | 60   |
      | 2500m    | 60   |
      | 2600m    | 80   |
      | 3200m    | 80   |

  @FOH-JA-002 @assumption
  Scenario: FOH a 59-card deck cannot start a mile race
    Checks(en): A 59-card deck cannot start a mile race
    Checks(ja): 59枚のデッキではマイルのレースを始められない
    Source: foh-faq-ja, Q&A 2
    Assumption(en): the deck size is exact, as third-party rule summaries state; the FAQ gives the number only.
    Assumption(ja): 枚数はちょうどその枚数とします（FAQは枚数のみを示し、外部の解説がちょうどと述べています）。

    Given a new game with seed 1
    And the players agreed on a 1600m race on 芝 at 東京
    And my deck holds:
      | card  | count |
      | Force | 59    |
    And my opponent's deck holds:
      | card  | count |
      | Force | 60    |
    When the game starts
    Then the action is refused with reason "deck-size"
    And the game state is unchanged

  @FOH-JA-002
  Scenario: FOH an 80-card deck starts a long race
    Checks(en): An 80-card deck starts a long race
    Checks(ja): 80枚のデッキで長距離のレースを始められる
    Source: foh-faq-ja, Q&A 2

    Given a new game with seed 1
    And the players agreed on a 3000m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 80    |
    When the game starts
    Then the action succeeds
    And my hand holds 7 cards

  @FOH-JA-002
  Scenario: FOH-JA-002: 60-card decks do not start a long race
    Checks(en): A long race of 2600 m or more takes 80 cards: decks of 60, enough for a mile, are refused and nothing changes
    Checks(ja): 2600m以上の長距離には80枚が要る：マイルなら足りる60枚のデッキでは始められず、何も変わらない
    Source: foh-faq-ja, Q&A 2

    Given a new game with seed 1
    And the players agreed on a 2600m race on 芝 at 東京
    And each deck holds:
      | card  | count |
      | Force | 60    |
    When the game starts
    Then the action is refused with reason "deck-size"
    And the game state is unchanged

  @FOH-JA-004
  Scenario: FOH decks are tuned after the race is known
    Checks(en): Decks are tuned after the race is known
    Checks(ja): デッキはレースが決まった後に調整する
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 1
    And my deck holds:
      | card            | count |
      | Sample Sprinter | 20    |
      | Force           | 40    |
    And the players agreed on a 1600m race on 芝 at 東京
    When I tune the deck replacing "Sample Sprinter" with "Sample Miler"
    Then the action succeeds
    And my deck holds "Sample Miler"
    And my deck holds 60 cards

  @FOH-JA-004 @assumption
  Scenario: FOH decks are not tuned before the race is known
    Checks(en): Decks are not tuned before the race is known
    Checks(ja): レースが決まる前にデッキは調整できない
    Source: foh-faq-ja, Q&A 4
    Assumption(en): the FAQ places the tuning time after the conditions; the engine refuses tuning before them.
    Assumption(ja): FAQは条件決定後に調整時間があると述べるため、それより前の調整は拒否するものとします。

    Given a new game with seed 1
    And my deck holds:
      | card            | count |
      | Sample Sprinter | 20    |
      | Force           | 40    |
    When I tune the deck replacing "Sample Sprinter" with "Sample Miler"
    Then the action is refused with reason "conditions-not-set"
    And the game state is unchanged

  @FOH-JA-004
  Scenario: FOH decks are locked once the game starts
    Q(en): Can I change the cards in my deck?
    A(en): Once the race conditions (racecourse, distance and going) are fixed, there is time to tune the deck, for example to put in horses suited to the race distance. After the game has started, no card may be changed.
    Q(ja): デッキのカードは入れ替えられますか？
    A(ja): レース条件（競馬場・距離・馬場状態）が決まった後に、デッキを調整する時間があります。たとえばレース距離に合う馬を入れます。ゲームが始まった後はカードを変えられません。
    Checks(en): Decks are locked once the game starts
    Checks(ja): ゲームが始まった後、デッキは変えられない
    Source: foh-faq-ja, Q&A 4

    Given a new game with seed 1
    And the players agreed on a 1600m race on 芝 at 東京
    And each deck holds:
      | card            | count |
      | Sample Sprinter | 20    |
      | Force           | 40    |
    And the game has started
    When I tune the deck replacing "Sample Sprinter" with "Sample Miler"
    Then the action is refused with reason "deck-locked"
    And the game state is unchanged

  @FOH-JA-005
  Scenario: FOH any mix of card kinds makes a legal deck
    Q(en): Is there a required balance of horse, force and item cards in a deck?
    A(en): No, build it freely. Running needs force, so plenty of force is advised (roughly 25 force and 25 horses in 60 cards).
    Q(ja): 馬・フォース・アイテムなどの枚数配分に決まりはありますか？
    A(ja): ありません。自由に組めます。ただ走破にはフォースが要るので、60枚なら両方25枚程度がおすすめです。
    Checks(en): Any mix of card kinds makes a legal deck
    Checks(ja): カードの種類の配分は自由である
    Source: foh-faq-ja, Q&A 5

    Given a new game with seed 1
    And the players agreed on a 1600m race on 芝 at 東京
    And my deck holds:
      | card         | count |
      | Sample Miler | 60    |
    And my opponent's deck holds:
      | card  | count |
      | Force | 50    |
      | ヘルメット | 10    |
    When the game starts
    Then the action succeeds
    And my hand holds 7 cards
    And my opponent's hand holds 7 cards

  @FOH-JA-005
  Scenario: FOH-JA-005: a horse cannot run with no force card paid
    Checks(en): Running a horse always needs force cards: a run declared with none is refused, the same horse with its force runs
    Checks(ja): 走破には必ずフォースカードが要る：フォースなしの走破は拒否され、同じ馬もフォースを払えば走破できる
    Source: foh-faq-ja, Q&A 5

    Given a 1200m race on 芝 at 東京
    And it is my run phase
    And my hand holds:
      | card            | count |
      | Sample Sprinter | 1     |
      | Force           | 1     |
    When I declare a run with "Sample Sprinter"
    Then the action is refused with reason "force-short"
    And the game state is unchanged
    When I declare a run with "Sample Sprinter" paying "Force"
    Then the action succeeds
    And a run is open

  @FOH-JA-005
  Scenario: FOH-JA-005: the suggested mix of 25 force, 25 horses and 10 other cards makes a legal deck
    Checks(en): The mix the answer suggests for 60 cards (about 25 force, 25 horses, the rest items) is a deck the game starts with
    Checks(ja): 回答が勧める60枚の配分（フォース約25枚・馬約25枚・残りアイテム）のデッキでゲームを始められる
    Source: foh-faq-ja, Q&A 5

    Given a new game with seed 1
    And the players agreed on a 1600m race on 芝 at 東京
    And my deck holds:
      | card         | count |
      | Sample Miler | 25    |
      | Force        | 25    |
      | ヘルメット   | 10    |
    And my opponent's deck holds:
      | card         | count |
      | Sample Miler | 25    |
      | Force        | 25    |
      | ヘルメット   | 10    |
    When the game starts
    Then the action succeeds
    And my hand holds 7 cards

  @FOH-JA-023
  Scenario Outline: FOH-JA-023: a race is set only from the common cards of each kind
    Checks(en): Distance, racecourse and going each come from their own kind of common card: a distance or a going that no common card names (<what>) is refused and nothing is set
    Checks(ja): 距離・競馬場・馬場状態はそれぞれの種類の共通カードで決まる：どの共通カードにもない距離や馬場状態（<what>）は拒否され、何も決まらない
    Source: foh-faq-ja, Q&A 23

    Given a new game with seed 7
    When the players agree on a <distance> race on <going> at 東京
    Then the action is refused with reason "unknown-card"
    And the game state is unchanged

    Examples:
      | what     | distance | going |
      | 1234m    | 1234m    | 芝    |
      | going 重 | 1600m    | 重    |
