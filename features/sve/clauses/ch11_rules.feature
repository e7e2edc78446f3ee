@sve
Feature: Rules handling as chapter 11 of the Comprehensive Rules says
  Rules handling is what the game does by itself whenever it checks the position: a player whose
  leader has no defense left, or who had to draw from an empty deck, loses; followers at 0 defense
  or less, or that fought a Bane follower, are destroyed; cards left without the card they were
  linked to go back to the evolve deck; play points above the maximum come down to it.

  @cr-11.2.1
  Scenario: CR 11.2.1: a leader brought to 0 defense loses the game
    Rule(en): When rules handling finds a leader with 0 defense or less, that leader's player loses.
    Rule(ja): ルール処理で、体力が0以下のリーダーがいれば、そのリーダーのプレイヤーは敗北します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.2.1

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then I win the game

  @cr-11.2.1
  Scenario: CR 11.2.1: a leader with defense left keeps the game going
    Rule(en): A leader that still has 1 defense or more does not make its player lose.
    Rule(ja): 体力が1以上残っているリーダーのプレイヤーは敗北しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.2.1

    Given it is my main phase with 0 play points
    And my opponent's leader has 3 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 1 defense
    And the game goes on

  @cr-11.2.2
  Scenario: CR 11.2.2: a player who had to draw from an empty deck loses
    Rule(en): A player who had to draw a card while their deck was empty loses at the next rules handling.
    Rule(ja): デッキが0枚のときにカードを引かなければならなかったプレイヤーは、次のルール処理で敗北します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.2.2

    Given it is my main phase with 0 play points
    And my opponent's deck holds 0 cards
    When I end the turn
    Then I win the game

  @cr-11.2.2
  Scenario: CR 11.2.2: a player who draws their last card goes on playing
    Rule(en): Drawing the last card of a deck is no loss; only a draw from an empty deck is.
    Rule(ja): デッキの最後の1枚を引くことは敗北ではありません。敗北するのはデッキが0枚のときに引く場合だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.2.2

    Given it is my main phase with 0 play points
    And my opponent's deck holds 1 card
    When I end the turn
    Then the game goes on

  @cr-11.1.3 @cr-11.2.1
  Scenario: CR 11.1.3: two losses found by the same rules handling happen together
    Rule(en): Everything one rules handling finds is carried out at the same time, so two players who lose in the same check lose together and the game is a draw.
    Rule(ja): 1回のルール処理で見つかったことはすべて同時に行います。同じ確認で2人とも敗北すれば同時に敗北し、ゲームは引き分けです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 11.1.3 and 11.2.1

    Given it is my main phase with 1 play point
    And my leader has 2 defense
    And my opponent's leader has 2 defense
    And my hand holds "Mutual Ruin"
    When I play "Mutual Ruin"
    Then the game is a draw

  @cr-11.3.1
  Scenario: CR 11.3.1: a follower whose defense falls to 0 is destroyed
    Rule(en): Rules handling destroys every follower on the field whose defense is 0 or less.
    Rule(ja): ルール処理で、体力が0以下の場のフォロワーはすべて破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.3.1

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  @cr-11.3.1
  Scenario: CR 11.3.1: a damaged follower with defense left stays on the field
    Rule(en): A follower whose defense is still above 0 after damage is not destroyed.
    Rule(ja): ダメージを受けても体力が0より大きいフォロワーは破壊されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.3.1

    Given it is my main phase with 1 play point
    And my opponent's field holds "Ogre"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Ogre"
    Then the action succeeds
    And "Ogre" is on my opponent's field
    And "Ogre" has 5 attack and 2 defense

  @cr-11.3.2
  Scenario: CR 11.3.2: a follower that fought a Bane follower is destroyed even with defense left
    Rule(en): Rules handling destroys a follower that fought a follower with Bane since the last rules handling, whatever defense it has left.
    Rule(ja): 前回のルール処理以降に【必殺】を持つフォロワーと戦闘したフォロワーは、体力が残っていてもルール処理で破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.3.2

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card       | state   |
      | Bane Snake | engaged |
    When I attack "Bane Snake" with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Bane Snake" is on my opponent's field

  @cr-11.3.2
  Scenario: CR 11.3.2: a follower that fought one without Bane and kept defense survives
    Rule(en): Without Bane on the other side, a follower that still has defense after the fight stays.
    Rule(ja): 相手が【必殺】を持たなければ、戦闘後に体力が残っているフォロワーは場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.3.2

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        | state   |
      | Test Goblin | engaged |
    When I attack "Test Goblin" with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Goblin" is in my opponent's cemetery

  @cr-11.6.1
  Scenario: CR 11.6.1: the evolved card of a follower that left the field goes back to the evolve deck face up
    Rule(en): An evolved card no longer linked to a card on the field is put face up into its owner's evolve deck; the base follower goes where the effect sent it.
    Rule(ja): 場のカードと結び付いていない進化後のカードは、表向きで持ち主のエボルヴデッキに置きます。進化元のフォロワーは効果で指定された場所へ行きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.6.1

    Given it is my main phase with 3 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    And my hand holds "Final Rest"
    When I evolve "Evolving Fighter"
    And I play "Final Rest" targeting "Evolving Fighter"
    Then the action succeeds
    And the top card of my evolve deck is a face-up "Evolving Fighter"
    And my cemetery holds 2 cards

  @cr-11.9.1
  Scenario: CR 11.9.1: play points above the maximum come down to the maximum
    Rule(en): When rules handling finds a player with more play points than their maximum, it lowers them to the maximum.
    Rule(ja): ルール処理で、PPがPP最大値より多いプレイヤーがいれば、PPを最大値まで下げます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.9.1

    Given it is my main phase with 6 of 3 play points
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the action succeeds
    And I have 3 play points

  @cr-11.9.1
  Scenario: CR 11.9.1: play points at or under the maximum are left alone
    Rule(en): Play points that do not exceed the maximum are not changed by rules handling.
    Rule(ja): PP最大値を超えていないPPは、ルール処理で変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.9.1

    Given it is my main phase with 3 of 3 play points
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the action succeeds
    And I have 2 play points
