@sve
Feature: Conditions, amounts, costs and target forms of the card vocabulary (Comprehensive Rules 5, 10.4, 10.6)
  Each scenario uses one test card whose ability has one condition, amount, cost or target form of the
  card-data vocabulary (engine/sve/vocabulary.py).

  @cr-10.7 @cr-12.4
  Scenario: A Fanfare that checks how many other followers are on its field
    Rule(en): An ability with a condition checks it when it resolves; here two other followers must be on the field.
    Rule(ja): 条件付きの能力は解決時に条件を確認します。ここでは他のフォロワーが2体場にいる必要があります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 2 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Pack Leader"
    When I play "Pack Leader"
    Then the action succeeds
    And "Pack Leader" has 4 attack and 4 defense

  @cr-10.7 @cr-12.4
  Scenario: A Fanfare whose count condition does not hold does nothing
    Rule(en): When the condition does not hold at resolution, the ability does nothing.
    Rule(ja): 解決時に条件を満たしていなければ、能力は何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 2 play points
    And my field holds "Test Goblin"
    And my hand holds "Pack Leader"
    When I play "Pack Leader"
    Then the action succeeds
    And "Pack Leader" has 2 attack and 2 defense

  @cr-10.10 @cr-10.6
  Scenario: A spell that deals more damage instead when its controller's leader is low
    Rule(en): "Deal 2 damage; if your leader has 10 defense or less, deal 4 instead" replaces the amount; it does not add to it. The spell may select the enemy leader or an enemy follower.
    Rule(ja): 「2ダメージ。自分のリーダーの体力が10以下なら代わりに4ダメージ」は値を置き換えるもので、足すものではありません。このスペルは相手のリーダーか相手のフォロワーを選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 10.6

    Given it is my main phase with 1 play point
    And my leader has 10 defense
    And my hand holds "Desperate Strike"
    When I play "Desperate Strike" targeting the enemy leader
    Then the action succeeds
    And my opponent's leader has 16 defense

  @cr-10.6
  Scenario: The same spell deals its normal damage to an enemy follower
    Rule(en): Without the condition the effect stays as written.
    Rule(ja): 条件を満たさなければ、効果は書かれたとおりです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Desperate Strike"
    And my opponent's field holds "Ogre"
    When I play "Desperate Strike" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense
    And my opponent's leader has 20 defense

  @cr-5.29
  Scenario: Damage equal to the number of followers on my field
    Rule(en): "X damage, X equals the number of ..." counts when the effect happens.
    Rule(ja): 「Xダメージ。Xは〜の数」は、効果が発生する時点で数えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.29

    Given it is my main phase with 1 play point
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Horde Call"
    And my opponent's field holds "Ogre"
    When I play "Horde Call" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 2 defense

  @cr-3.2 @cr-10.4
  Scenario: An activated ability that costs an evolution point
    Rule(en): A cost may spend evolution points; without them the ability cannot be played.
    Rule(ja): コストとしてEPを消費することがあります。EPがなければその能力はプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 3.2 and 10.4

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my deck holds 3 cards
    And my field holds "Evo Scholar"
    When I activate "Evo Scholar"
    Then the action succeeds
    And I have 0 evolution points
    And my hand holds 1 card

  @cr-10.4
  Scenario: An activated ability that costs an evolution point I do not have
    Rule(en): A cost that cannot be paid in full cannot be paid at all.
    Rule(ja): 全額を支払えないコストは支払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Evo Scholar"
    When I activate "Evo Scholar"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-5.12 @cr-10.4
  Scenario: An activated ability that costs a card discarded from the hand
    Rule(en): A discard cost puts a chosen card from the hand into the cemetery before the effect happens.
    Rule(ja): 手札を捨てるコストでは、選んだ手札を効果の前に墓場に置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.12 and 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Mad Scholar"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Fireball    |
    When I activate "Mad Scholar" paying with "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my hand holds 3 cards

  @cr-10.4
  Scenario: A discard cost with several cards to choose from needs the player's choice
    Rule(en): The payer chooses which cards pay a cost; the engine does not choose for them.
    Rule(ja): どのカードでコストを支払うかは支払うプレイヤーが選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Mad Scholar"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Fireball    |
    When I activate "Mad Scholar"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.7 @cr-10.4 @cr-10.7
  Scenario: An once-a-turn ability that costs banishing a Pixie from the EX area
    Rule(en): A cost may banish a card of a given trait from the EX area; an ability limited to once a turn cannot be played again that turn.
    Rule(ja): コストとして、指定されたタイプのカードをEXエリアから消滅させることがあります。1ターンに1回の能力は、そのターンにもう一度プレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.7 and 10.4

    Given it is my main phase with 0 play points
    And my field holds "Pixie Eater"
    And my EX area holds:
      | card          | as       |
      | Forest Sprite | Sprite A |
      | Forest Sprite | Sprite B |
    When I activate "Pixie Eater" paying with "Sprite A"
    Then the action succeeds
    And "Sprite A" is in my banished zone
    And my leader has 23 defense
    When I activate "Pixie Eater" paying with "Sprite B"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  @cr-10.7 @cr-5.5
  Scenario: A Fanfare whose optional cost returns another card to the hand
    Rule(en): An automatic ability with a cost is optional; paying it here returns another card of the field to its owner's hand.
    Rule(ja): コストのある自動能力は任意です。ここでは場の他のカードを手札に戻して支払います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 5.5

    Given it is my main phase with 2 play points
    And my field holds "Test Goblin"
    And my hand holds "Grove Elder"
    When I play "Grove Elder" paying with "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my hand
    And "Grove Elder" has 3 attack and 3 defense

  @cr-5.34 @cr-10.4
  Scenario: An activated ability that costs putting its own amulet into the cemetery
    Rule(en): A cost may put the card itself into the cemetery; that is not destroying it.
    Rule(ja): コストとしてそのカード自身を墓場に置くことがあります。これは破壊ではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.34 and 10.4

    Given it is my main phase with 1 play point
    And my field holds "Harvest Urn"
    When I activate "Harvest Urn"
    Then the action succeeds
    And "Harvest Urn" is in my cemetery
    And my leader has 21 defense
    And I have 0 play points

  @cr-5.27
  Scenario: Each follower of a trait gets the change, the others do not
    Rule(en): "Each ... follower" acts on every card that fits, selecting none.
    Rule(ja): 「〜のフォロワーすべて」は、選ばずに条件に合うカードすべてに働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.27

    Given it is my main phase with 1 play point
    And my field holds:
      | card          |
      | Forest Sprite |
      | Test Goblin   |
    And my hand holds "Rallying Horn"
    When I play "Rallying Horn"
    Then the action succeeds
    And "Forest Sprite" has 2 attack and 2 defense
    And "Test Goblin" has 1 attack and 2 defense

  @cr-5.6 @cr-3.1
  Scenario: Damage to the leader of the follower's controller
    Rule(en): "Its leader" is the leader of the player who controls the card the effect acted on.
    Rule(ja): 「そのリーダー」とは、効果が働いたカードを扱うプレイヤーのリーダーです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.6 and 3.1

    Given it is my main phase with 1 play point
    And my hand holds "Backlash Bolt"
    And my opponent's field holds "Test Goblin"
    When I play "Backlash Bolt" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And my opponent's leader has 18 defense
    And my leader has 20 defense
