@sve
Feature: Winning and losing, and defense without a ceiling
  A player loses when their leader's defense is 0 or less, or when they must draw
  from an empty deck; if both players lose at once the game is a draw (CR 1.2;
  11.2). Leader and follower defense have no upper limit (CR 2.8).

  @SVE-EN-009 @SVE-JA-001 @cr-1.2 @cr-11.2 @cr-5.10
  Scenario: An empty deck loses only when its owner has to draw
    Q(en): My opponent's main deck has run out. Have I won?
    A(en): Not yet. I win when my opponent must draw a card while their deck is empty.
    Q(ja): 相手のメインデッキが0枚になった時点で、自分の勝ちになりますか？
    A(ja): まだです。相手のデッキが0枚のまま相手がカードを引くことになったときに、自分が勝ちます。
    Checks(en): An empty deck loses only when its owner has to draw
    Checks(ja): デッキが空でも、負けるのはその持ち主が引かなければならないときだけである
    Source: sve-faq-en, Q&A 9
    Source: sve-summary-ja, Q&A 1

    Given it is my main phase with 1 play points
    And my opponent's deck holds 0 cards
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the game goes on
    When I end the turn
    Then I win the game

  @SVE-JA-R007 @cr-1.2 @cr-11.2 @cr-5.10
  Scenario: Drawing from an empty deck through a card's effect loses the game
    Rule(en): A player wins when the opponent draws a card while the opponent's deck holds no cards.
    Rule(ja): 相手のデッキが0枚の状態で相手がカードを引くと、自分の勝ちです。
    Checks(en): Drawing from an empty deck through a card's effect loses the game
    Checks(ja): カードの効果で、空のデッキからカードを引くとゲームに負ける
    Source: sve-summary-ja, rule statement 7

    Given it is my opponent's main phase and I have 0 play points
    And my opponent's deck holds 0 cards
    And my opponent's hand holds "Study"
    When my opponent plays "Study"
    Then I win the game

  @SVE-JA-R006 @cr-1.2 @cr-11.2
  Scenario: Bringing the enemy leader to exactly 0 defense wins the game
    Rule(en): A player wins by bringing the opponent's leader to 0 defense or less.
    Rule(ja): 相手リーダーの体力を0以下にすると、自分の勝ちです。
    Checks(en): Bringing the enemy leader to exactly 0 defense wins the game
    Checks(ja): 相手のリーダーの体力をちょうど0にするとゲームに勝つ
    Source: sve-summary-ja, rule statement 6

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 0 defense
    And I win the game

  @SVE-JA-R006 @cr-1.2 @cr-11.2
  Scenario: Taking the enemy leader below 0 defense wins the game
    Rule(en): A player wins by bringing the opponent's leader to 0 defense or less.
    Rule(ja): 相手リーダーの体力を0以下にすると、自分の勝ちです。
    Checks(en): Taking the enemy leader below 0 defense wins the game
    Checks(ja): 相手のリーダーの体力を0未満にするとゲームに勝つ
    Source: sve-summary-ja, rule statement 6

    Given it is my main phase with 0 play points
    And my opponent's leader has 1 defense
    And my field holds "Ogre"
    When I attack the enemy leader with "Ogre"
    Then my opponent's leader has -4 defense
    And I win the game

  @SVE-JA-R008 @cr-1.2 @cr-11.2
  Scenario: Both leaders falling to 0 at the same time makes the game a draw
    Rule(en): When both players lose at the same moment, the game is a draw.
    Rule(ja): 両プレイヤーが同時に負けた場合、ゲームは引き分けです。
    Checks(en): Both leaders falling to 0 at the same time makes the game a draw
    Checks(ja): 両方のリーダーの体力が同時に0になると引き分けになる
    Source: sve-summary-ja, rule statement 8

    Given it is my main phase with 1 play points
    And my leader has 2 defense
    And my opponent's leader has 2 defense
    And my hand holds "Mutual Ruin"
    When I play "Mutual Ruin"
    Then my leader has 0 defense
    And my opponent's leader has 0 defense
    And the game is a draw

  @SVE-JA-R006 @cr-1.2 @cr-11.2
  Scenario: SVE-JA-R006: an enemy leader left at 1 defense does not end the game
    Rule(en): A player wins by bringing the opponent's leader to 0 defense or less.
    Rule(ja): 相手リーダーの体力を0以下にすると、自分の勝ちです。
    Checks(en): The other way: damage that leaves the enemy leader above 0 defense wins nothing and the game goes on
    Checks(ja): 逆の場合：相手のリーダーの体力が0より多く残るダメージでは勝ちにならず、ゲームは続く
    Source: sve-summary-ja, rule statement 6

    Given it is my main phase with 0 play points
    And my opponent's leader has 3 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 1 defense
    And the game goes on

  @SVE-JA-R007 @cr-1.2 @cr-11.2 @cr-5.10
  Scenario: SVE-JA-R007: drawing the last card of the deck does not lose the game
    Rule(en): A player wins when the opponent draws a card while the opponent's deck holds no cards.
    Rule(ja): 相手のデッキが0枚の状態で相手がカードを引くと、自分の勝ちです。
    Checks(en): The other way: a draw that empties the deck is not a draw from an empty deck, so nobody wins yet
    Checks(ja): 逆の場合：デッキの最後の1枚を引いてデッキが0枚になっても、0枚のデッキから引いたことにはならず、まだ勝敗はつかない
    Source: sve-summary-ja, rule statement 7

    Given it is my opponent's main phase and I have 0 play points
    And my opponent's deck holds 1 card
    And my opponent's hand holds "Study"
    When my opponent plays "Study"
    Then my opponent's deck holds 0 cards
    And the game goes on

  @SVE-JA-R007 @cr-1.2 @cr-11.2 @cr-5.10
  Scenario: SVE-JA-R007: the start-phase draw from an empty deck loses the game as well
    Rule(en): A player wins when the opponent draws a card while the opponent's deck holds no cards.
    Rule(ja): 相手のデッキが0枚の状態で相手がカードを引くと、自分の勝ちです。
    Checks(en): Any draw counts, not only one made by a card: my opponent's own start-phase draw from an empty deck makes me the winner
    Checks(ja): カードによる引きに限らない：相手がスタートフェイズに0枚のデッキから引くと、自分の勝ちになる
    Source: sve-summary-ja, rule statement 7

    Given it is my main phase with 0 play points
    And my opponent's deck holds 0 cards
    When I end the turn
    Then I win the game

  @SVE-JA-R008 @cr-1.2 @cr-11.2
  Scenario: SVE-JA-R008: only one leader falling to 0 is a loss, not a draw
    Rule(en): When both players lose at the same moment, the game is a draw.
    Rule(ja): 両プレイヤーが同時に負けた場合、ゲームは引き分けです。
    Checks(en): The other way: when the same spell leaves the enemy leader above 0, only I lose and the game is no draw
    Checks(ja): 逆の場合：同じスペルでも相手のリーダーの体力が0より多く残れば、負けるのは自分だけで引き分けにはならない
    Source: sve-summary-ja, rule statement 8

    Given it is my main phase with 1 play points
    And my leader has 2 defense
    And my opponent's leader has 3 defense
    And my hand holds "Mutual Ruin"
    When I play "Mutual Ruin"
    Then my leader has 0 defense
    And my opponent's leader has 1 defense
    And my opponent wins the game

  @SVE-EN-010 @SVE-JA-002 @cr-2.8
  Scenario: A leader's defense can climb past 20
    Q(en): Can an ability push my leader's defense higher than 20?
    A(en): Yes. A leader's defense has no upper limit.
    Q(ja): 能力によってリーダーの体力を20より多くできますか？
    A(ja): はい。リーダーの体力に上限はありません。
    Q(en, SVE-JA-002): When a card's ability raises a leader's or a follower's defense, can it go above its starting value?
    A(en, SVE-JA-002): Yes. Defense has no upper limit, so it may rise above its starting value.
    Q(ja, SVE-JA-002): カードの能力でリーダーやフォロワーの体力が増えるとき、はじめの値を超えて増やせますか？
    A(ja, SVE-JA-002): はい。体力には上限がないので、はじめの値より多くなることがあります。
    Checks(en): A leader's defense can climb past 20
    Checks(ja): リーダーの体力は20を超えて増やせる
    Source: sve-faq-en, Q&A 10
    Source: sve-summary-ja, Q&A 2

    Given it is my main phase with 1 play points
    And my hand holds "Healing Rain"
    When I play "Healing Rain"
    Then my leader has 23 defense

  @SVE-EN-011 @SVE-JA-002 @cr-2.8
  Scenario: A follower's defense can climb past its printed value
    Q(en): Can an ability raise my follower's defense beyond the number printed on it?
    A(en): Yes. A follower's defense has no upper limit either.
    Q(ja): 能力によってフォロワーの体力を元の数値より高くできますか？
    A(ja): はい。フォロワーの体力にも上限はありません。
    Q(en, SVE-JA-002): When a card's ability raises a leader's or a follower's defense, can it go above its starting value?
    A(en, SVE-JA-002): Yes. Defense has no upper limit, so it may rise above its starting value.
    Q(ja, SVE-JA-002): カードの能力でリーダーやフォロワーの体力が増えるとき、はじめの値を超えて増やせますか？
    A(ja, SVE-JA-002): はい。体力には上限がないので、はじめの値より多くなることがあります。
    Checks(en): A follower's defense can climb past its printed value
    Checks(ja): フォロワーの体力は、カードに書かれた値を超えて増やせる
    Source: sve-faq-en, Q&A 11
    Source: sve-summary-ja, Q&A 2

    Given it is my main phase with 1 play points
    And my field holds "Test Fighter"
    And my hand holds "Iron Skin"
    When I play "Iron Skin" targeting "Test Fighter"
    Then "Test Fighter" has 2 attack and 5 defense
