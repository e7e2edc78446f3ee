@sve
Feature: Pending abilities, confirmation timing and rules handling (Comprehensive Rules 10 and 11)
  Automatic abilities do not resolve in the middle of what set them off: they wait as pending abilities
  and are played one at a time at the next confirmation timing, the turn player's first, each player
  ordering their own (CR 10.5; 10.7). Rules handling runs before each one (CR 11), and an ability whose
  card has left its zone uses the card's last known values (CR 10.11). Selections follow CR 10.6.

  @cr-10.5
  Scenario: The turn player's pending abilities are played before the other player's
    Rule(en): When abilities of both players are pending at the same time, the player whose turn it is plays all of theirs first.
    Rule(ja): 両方のプレイヤーの能力が同時に待機しているときは、ターンを進めているプレイヤーの能力をすべて先にプレイします。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.5

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my field holds:
      | card          |
      | Mourning Bell |
      | Test Goblin   |
    And my opponent's field holds "Requiem Bell"
    And my opponent's hand holds "Fireball"
    When my opponent plays "Fireball" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event                 |
      | leader-defense-gained |
      | drew                  |
    And my opponent's leader has 21 defense
    And my hand holds 1 card

  @cr-10.5
  Scenario: A player with several pending abilities chooses their order
    Rule(en): When one player has several pending abilities, that player chooses which one is played next.
    Rule(ja): 1人のプレイヤーの能力が複数待機しているときは、そのプレイヤーが次にプレイする能力を選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.5

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my deck holds 3 cards
    And my field holds:
      | card      |
      | Dawn Bell |
      | Dusk Bell |
    When I end my main phase
    Then the game waits for me
    And the pending abilities are:
      | player | card      | trigger   |
      | me     | Dawn Bell | end_phase |
      | me     | Dusk Bell | end_phase |
    When I resolve the pending ability of "Dusk Bell" first
    Then the action succeeds
    And these events happened in this order:
      | event                 |
      | drew                  |
      | leader-defense-gained |
    And no ability is pending

  @cr-10.5
  Scenario: Nothing else may be done while a player must order their pending abilities
    Rule(en): Until the pending abilities have been played, the game waits: the other player cannot move on.
    Rule(ja): 待機中の能力をプレイし終えるまでゲームは待ち、相手もゲームを進められません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.5

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my deck holds 3 cards
    And my field holds:
      | card      |
      | Dawn Bell |
      | Dusk Bell |
    When I end my main phase
    And my opponent passes
    Then the action is refused with reason "one-at-a-time"
    And the game state is unchanged

  @cr-11.3 @cr-10.5 @cr-11.1
  Scenario: Rules handling runs between two pending abilities
    Rule(en): Rules handling happens before each pending ability is played, so a follower brought to 0 defense by the first is already destroyed when the second counts followers.
    Rule(ja): 待機中の能力を1つプレイする前ごとにルール処理が行われます。最初の能力で体力0になったフォロワーは、次の能力が数える時点ですでに破壊されています。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.5 and 11.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card       |
      | Ember Bell |
      | Tally Bell |
    And my opponent's field holds:
      | card          |
      | Forest Sprite |
      | Test Goblin   |
    When I end my main phase
    Then the action succeeds
    And "Forest Sprite" is in my opponent's cemetery
    And my leader has 21 defense

  @cr-10.11 @cr-12.5
  Scenario: Last Words reads the follower's attack as it last was on the field
    Rule(en): An ability of a card that has left the field uses the card's values from just before it left.
    Rule(ja): 場を離れたカードの能力は、離れる直前のそのカードの値を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.11

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card         | attack |
      | Parting Shot | +2     |
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Parting Shot"
    Then the action succeeds
    And "Parting Shot" is in my opponent's cemetery
    And my leader has 15 defense

  @cr-10.7
  Scenario: An automatic ability limited to once per turn triggers only once
    Rule(en): An ability that may be used once per turn does nothing the second time its trigger happens in the same turn.
    Rule(ja): 1ターンに1回の能力は、同じターンに2回目の誘発が起きても何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my field holds "Eager Scout"
    And my hand holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Goblin A"
    And I play "Goblin B"
    Then the action succeeds
    And my hand holds 1 card

  @cr-10.6
  Scenario: The opponent selects when the card says the opponent selects
    Rule(en): When a card lets the opponent select, the game waits for the opponent's selection, and the effect then acts on what they chose.
    Rule(ja): 相手が選ぶと書かれたカードでは、ゲームは相手の選択を待ち、効果は相手が選んだものに働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Tribute Demand"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Tribute Demand"
    Then the game waits for my opponent
    When my opponent selects "Goblin B" as the target
    Then the action succeeds
    And "Goblin B" is in my opponent's cemetery
    And "Goblin A" is on my opponent's field
    And "Tribute Demand" is in my cemetery

  @cr-10.6
  Scenario: A selection of up to two picks two different followers
    Rule(en): "Select up to two" lets the player select two different cards, one, or none.
    Rule(ja): 「2体まで選ぶ」では、異なる2体、1体、または0体を選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Twin Shot"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Twin Shot" targeting "Goblin A" and "Goblin B"
    Then the action succeeds
    And "Goblin A" has 1 defense
    And "Goblin B" has 1 defense

  @cr-10.6
  Scenario: The same follower cannot be selected twice for one selection
    Rule(en): Several targets of one selection are different cards.
    Rule(ja): 1つの選択で複数を選ぶときは、異なるカードを選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Twin Shot"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Twin Shot" targeting "Goblin A" and "Goblin A"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6
  Scenario: A spell that selects one follower refuses a second target
    Rule(en): A card selects exactly what it says; more targets than it asks for are refused.
    Rule(ja): カードは書かれた数だけを選びます。それより多く選ぶことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Fireball"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Fireball" targeting "Goblin A" and "Goblin B"
    Then the action is refused
    And the game state is unchanged

  @cr-10.6 @cr-12.4
  Scenario: An automatic ability that selects up to two may select none
    Rule(en): When an automatic ability says "up to", its controller may select nothing and the ability still resolves.
    Rule(ja): 自動能力が「まで」と書かれていれば、何も選ばなくても能力は解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 2 play points
    And my hand holds "Volley Archer"
    And my opponent's field holds "Test Goblin"
    When I play "Volley Archer"
    Then the game waits for me
    When I select no target
    Then the action succeeds
    And "Test Goblin" has 2 defense
    And the event "ability-resolved" happened
