@sve
Feature: Chapter 7 of the Comprehensive Rules: the start phase, the main phase and the end phase
  The steps of a turn in order (CR 7.2 start phase, 7.3 main phase, 7.4 end phase) and how the turn passes
  to the other player.

  @cr-7.2.1
  Scenario: CR 7.2.1: the maximum play points rise by one when my turn starts
    Rule(en): The start phase first raises the turn player's maximum play points by 1, never above 10.
    Rule(ja): スタートフェイズではまず、ターンプレイヤーのPPの最大値を1増やします。10を超えることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.1

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 0 of 4
    And my deck holds 5 cards
    When my opponent ends the turn
    Then I have 5 maximum play points

  @cr-7.2.1
  Scenario: CR 7.2.1: maximum play points already at 10 do not rise
    Rule(en): Raising the maximum stops at 10.
    Rule(ja): 最大値の増加は10で止まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.1

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 3 of 10
    And my deck holds 5 cards
    When my opponent ends the turn
    Then I have 10 maximum play points

  @cr-7.2.2
  Scenario: CR 7.2.2: the play points are refilled to the new maximum
    Rule(en): Then the turn player's play points become equal to the maximum.
    Rule(ja): 次に、ターンプレイヤーのPPを最大値と同じにします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.2

    Given it is my opponent's main phase and I have 0 play points
    And my play points are 2 of 7
    And my deck holds 5 cards
    When my opponent ends the turn
    Then I have 8 play points

  @cr-7.2.3
  Scenario: CR 7.2.3: my engaged cards stand in my start phase, my opponent's do not
    Rule(en): Every card on the turn player's field is made reserved; the other player's cards stay as they are.
    Rule(ja): ターンプレイヤーの場のカードをすべてスタンド状態にします。相手のカードはそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.3

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card          | state   |
      | Test Fighter  | engaged |
      | Stack Obelisk | engaged |
    And my opponent's field holds:
      | card        | state   |
      | Test Goblin | engaged |
    And my deck holds 5 cards
    When my opponent ends the turn
    Then "Test Fighter" is reserved
    And "Stack Obelisk" is reserved
    And "Test Goblin" is engaged

  @cr-7.2.4
  Scenario: CR 7.2.4: the turn player draws the top card of the deck
    Rule(en): The turn player draws 1 card in the start phase.
    Rule(ja): スタートフェイズにターンプレイヤーはカードを1枚引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.4

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds:
      | card         |
      | Test Knight  |
      | Test Goblin  |
    When my opponent ends the turn
    Then "Test Knight" is in my hand
    And my deck holds 1 card

  @cr-7.2.4.1
  Scenario: CR 7.2.4.1: the player going first does not draw in the first turn, the player going second does
    Rule(en): The draw is skipped only in the first turn of the player who goes first.
    Rule(ja): ドローを行わないのは、先攻プレイヤーの最初のターンだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.4.1

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And the game is prepared with seed 11
    And the turn order was decided with my opponent going first
    When my opponent keeps their hand
    And I keep my hand
    Then it is my opponent's main phase of turn 1
    And my opponent's hand holds 4 cards
    When my opponent ends the turn
    Then it is my main phase of turn 2
    And my hand holds 5 cards

  @cr-7.2.5
  Scenario: CR 7.2.5: an "at the start of your turn" ability is played after the start-phase draw
    Rule(en): The start phase ends with a confirmation timing, so abilities that triggered as the turn began are played after the draw.
    Rule(ja): スタートフェイズの最後に確認タイミングがあるため、ターン開始時に誘発した能力はドローの後にプレイされます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.2.5

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Sunrise Shrine"
    And my deck holds 5 cards
    When my opponent ends the turn
    Then it is my main phase
    And my hand holds 2 cards
    And these events happened in this order:
      | event            |
      | pp-increased     |
      | drew             |
      | ability-resolved |

  @cr-7.3.3 @cr-7.3.4
  Scenario: CR 7.3.4: after each main phase action its abilities are played before the next action
    Rule(en): In the main phase the turn player takes one action at a time (play a card, play an ability, attack) or ends the phase; after each action a confirmation timing plays what it set off, and the choice comes again.
    Rule(ja): メインフェイズでは、ターンプレイヤーは行動（カードのプレイ、能力のプレイ、攻撃）を1つずつ行うか、フェイズを終えます。各行動の後に確認タイミングで誘発したものをプレイし、再び選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.3.3 and 7.3.4

    Given it is my main phase with 1 play point
    And my hand holds "Item Conjurer"
    And my field holds "Test Fighter"
    When I play "Item Conjurer"
    Then the action succeeds
    And no ability is pending
    And my EX area holds 1 "Magical Item"
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense
    When I end my main phase
    Then the action succeeds
    And a Quick window is open for my opponent

  @cr-7.4.1 @cr-7.4.2
  Scenario: CR 7.4.2: an "at the start of your end phase" ability is played before the opponent's Quick window
    Rule(en): Abilities that trigger as the end phase starts are played at the confirmation timing that follows, before the later end-phase steps.
    Rule(ja): エンドフェイズ開始時に誘発した能力は、続く確認タイミングで、エンドフェイズの後の手順より先にプレイされます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.1 and 7.4.2

    Given it is my main phase with 0 play points
    And my field holds "Dawn Bell"
    When I end my main phase
    Then my leader has 21 defense
    And these events happened in this order:
      | event            |
      | ability-resolved |
      | quick-window     |

  @cr-7.4.3
  Scenario: CR 7.4.3: the turn player engages the Ward followers they choose, and no other follower
    Rule(en): The turn player may engage any number of their reserved followers with Ward; a follower without Ward is refused.
    Rule(ja): ターンプレイヤーは、【守護】を持つスタンド状態の自分のフォロワーを好きな数だけアクトできます。【守護】のないフォロワーは認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as      |
      | Ward Guard   | Guard A |
      | Ward Guard   | Guard B |
      | Test Fighter | Plain   |
    When I end my main phase engaging "Plain"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    When I end my main phase engaging "Guard B"
    Then the action succeeds
    And "Guard A" is reserved
    And "Guard B" is engaged

  @cr-7.4.5
  Scenario: CR 7.4.5: in my end phase my opponent may play a Quick card but not another card
    Rule(en): The non-turn player may play a Quick card or ability in the end phase, or do nothing; cards without Quick wait.
    Rule(ja): 非ターンプレイヤーはエンドフェイズにクイックのカードや能力をプレイするか、何もしません。クイックを持たないカードはプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.5

    Given it is my main phase with 0 play points
    And my opponent's play points are 1 of 1
    And my opponent's hand holds:
      | card           |
      | Healing Rain   |
      | Quick Ward Off |
    When I end my main phase
    And my opponent plays "Healing Rain"
    Then the action is refused with reason "not-your-window"
    When my opponent plays "Quick Ward Off"
    Then the action succeeds
    And my opponent's leader has 22 defense

  @cr-7.4.6
  Scenario: CR 7.4.6: after a Quick card in the end phase the opponent may play another
    Rule(en): After each Quick play and its confirmation timing the non-turn player gets the chance again, until they pass.
    Rule(ja): クイックをプレイして確認タイミングを終えるたびに、非ターンプレイヤーは再び機会を得ます。パスするまで続きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.6

    Given it is my main phase with 0 play points
    And my opponent's play points are 2 of 2
    And my opponent's hand holds:
      | card           | as    |
      | Quick Ward Off | One   |
      | Quick Ward Off | Two   |
    When I end my main phase
    And my opponent plays "One"
    Then a Quick window is open for my opponent
    When my opponent plays "Two"
    Then the action succeeds
    And my opponent's leader has 24 defense

  @cr-7.4.7
  Scenario: CR 7.4.7: the turn player discards down to seven at the end of the turn
    Rule(en): A turn player holding more cards than the hand limit of 7 discards down to it, choosing the cards.
    Rule(ja): 手札上限の7枚を超えているターンプレイヤーは、選んだカードを捨てて7枚にします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.7

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
      | Test Knight  | Card 8 |
    And my opponent's deck holds 5 cards
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Card 8" to keep 7 cards
    Then my hand holds 7 cards
    And "Card 8" is in my cemetery

  @cr-7.4.8
  Scenario: CR 7.4.8: "until the end of the turn" effects end with the end phase
    Rule(en): Effects that last until the end of the turn stop applying as the turn's end phase finishes.
    Rule(ja): ターン終了時までの効果は、そのターンのエンドフェイズの終わりに適用されなくなります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.8

    Given it is my main phase with 1 play point
    And my hand holds "Fleeting Bulwark"
    And my field holds "Test Fighter"
    And my opponent's deck holds 5 cards
    When I play "Fleeting Bulwark" targeting "Test Fighter"
    Then "Test Fighter" has 2 attack and 4 defense
    When I end the turn
    Then "Test Fighter" has 2 attack and 2 defense

  @cr-7.4.9
  Scenario: CR 7.4.9: when my turn ends my opponent's turn begins
    Rule(en): The turn ends and the other player becomes the turn player, starting with their start phase.
    Rule(ja): ターンが終わり、もう一方のプレイヤーがターンプレイヤーになって、スタートフェイズから始めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 7.4.9

    Given it is my main phase with 0 play points
    And my opponent's deck holds 5 cards
    When I end the turn
    Then it is my opponent's main phase
    And my opponent's hand holds 1 card
    And these events happened in this order:
      | event        |
      | turn-ended   |
      | pp-increased |
      | drew         |
