@sve
Feature: Triggers: when automatic abilities set off (Comprehensive Rules 7, 8.4, 10.7)
  Each scenario puts one test card with one trigger of the card-data vocabulary on the field and makes its
  event happen. The ability waits as a pending ability and is played at the next confirmation timing.

  @cr-7.2
  Scenario: An ability at the start of its controller's turn
    Rule(en): "At the start of your turn" abilities trigger in that player's start phase, after the turn's draw.
    Rule(ja): 「自分のターン開始時」の能力は、そのプレイヤーのスタートフェイズのドローの後に誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my field holds "Sunrise Shrine"
    When my opponent ends the turn
    Then the action succeeds
    And it is my main phase
    And my hand holds 2 cards

  @cr-7.3
  Scenario: An ability at the start of each player's main phase also triggers in the opponent's turn
    Rule(en): "At the start of each player's main phase" abilities trigger in both players' turns.
    Rule(ja): 「各プレイヤーのメインフェイズ開始時」の能力は、どちらのプレイヤーのターンでも誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.3

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Noon Shrine"
    When I end the turn
    Then the action succeeds
    And it is my opponent's main phase
    And my leader has 21 defense

  @cr-4.4 @cr-5.7
  Scenario: An ability that triggers when its card leaves the field, whatever the way
    Rule(en): "When this card leaves the field" triggers for any move from the field: destroyed, banished, returned, buried.
    Rule(ja): 「これが場を離れたとき」は、破壊・消滅・手札に戻る・墓場に置くなど、場から移るどの場合にも誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.4 and 5.7

    Given it is my main phase with 2 play points
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Fading Totem"
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Fading Totem"
    Then the action succeeds
    And "Fading Totem" is in my opponent's banished zone
    And my opponent's hand holds 1 card

  @cr-5.5
  Scenario: An ability that triggers when its card is returned to the hand
    Rule(en): An ability that watches for its card going from the field to the hand triggers when an effect returns it.
    Rule(ja): 場から手札に戻ったときの能力は、効果で手札に戻されたときに誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my opponent's field holds "Boomerang Sprite"
    And my hand holds "Homeward Wind"
    When I play "Homeward Wind" targeting "Boomerang Sprite"
    Then the action succeeds
    And "Boomerang Sprite" is in my opponent's hand
    And my leader has 19 defense

  @cr-8.4
  Scenario: An ability that triggers when its follower is attacked
    Rule(en): "When this follower is attacked" triggers when an attack on it is declared, before combat.
    Rule(ja): 「これが攻撃されたとき」は、攻撃が宣言されたとき、戦闘の前に誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 0 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card         | state   |
      | Spiked Guard | engaged |
    When I declare an attack on "Spiked Guard" with "Test Knight"
    Then the action succeeds
    And a Quick window is open for my opponent
    And my opponent's leader has 22 defense

  @cr-5.14
  Scenario: An ability that triggers when its follower takes damage
    Rule(en): "When this follower takes damage" triggers when damage is actually dealt to it.
    Rule(ja): 「これがダメージを受けたとき」は、実際にダメージを受けたときに誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my opponent's field holds "Thorn Hide"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Thorn Hide"
    Then the action succeeds
    And "Thorn Hide" has 1 attack and 1 defense
    And my leader has 19 defense

  @cr-8.4
  Scenario: An ability that triggers whenever a Pixie follower attacks
    Rule(en): A "whenever one of your followers attacks" ability may name a trait; only attacks by such followers set it off.
    Rule(ja): 「自分のフォロワーが攻撃するとき」の能力はタイプを指定することがあり、そのタイプのフォロワーの攻撃でだけ誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card          |
      | Pixie Horn    |
      | Forest Sprite |
      | Test Fighter  |
    When I attack the enemy leader with "Forest Sprite"
    And I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 16 defense

  @cr-5.6
  Scenario: An ability that triggers whenever an enemy follower is destroyed
    Rule(en): A "whenever a follower is destroyed" ability may watch the enemy's followers.
    Rule(ja): 「フォロワーが破壊されたとき」の能力は、相手のフォロワーを対象にすることがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.6

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds "Carrion Crow"
    And my opponent's field holds "Test Goblin"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Test Goblin"
    Then the action succeeds
    And my hand holds 1 card

  @cr-8.2
  Scenario: An ability that triggers whenever its controller plays a spell
    Rule(en): A "whenever you play a card" ability may name a card type; playing other types does not set it off.
    Rule(ja): 「カードをプレイしたとき」の能力はカードの種類を指定することがあり、ほかの種類のプレイでは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my field holds "Spell Echo"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Study       |
    When I play "Test Goblin"
    And I play "Study"
    Then the action succeeds
    And my leader has 21 defense

  @cr-10.7 @cr-5.5
  Scenario: An ability limited to the opponent's turn acts on the follower that set it off
    Rule(en): An automatic ability may trigger only during one player's turn, and may act on the card whose event set it off.
    Rule(ja): 自動能力は一方のプレイヤーのターン中にだけ誘発することがあり、誘発の原因となったカードに働くことがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Night Watch"
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 1 defense

  @cr-10.7
  Scenario: An ability limited to the opponent's turn does nothing in its controller's turn
    Rule(en): Outside the turn it names, such an ability does not trigger at all.
    Rule(ja): 指定されたターン以外では、その能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 1 play point
    And my field holds "Night Watch"
    And my hand holds "Gift Fairy"
    When I play "Gift Fairy"
    Then the action succeeds
    And my opponent's field holds 1 "Fairy"
    And "Fairy" has 1 attack and 1 defense
    And the event "ability-triggered" did not happen
