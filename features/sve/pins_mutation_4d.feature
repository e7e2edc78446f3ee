@sve
Feature: Pins found by mutation testing (effects, first pins)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/effects.py it kills (numbered as in the central mutmut run on 93f57ef).

  # kills: engine.sve.effects.x__play_from__mutmut_50, _52, _53, _54, _55, _57, _58, _61, _62
  @cr-8.2
  Scenario: A follower played from the cemetery with its cost lowered by 1 costs the rest
    Rule(en): An effect that plays a follower from my cemetery for 1 less makes me pay its cost minus 1, not nothing and not more.
    Rule(ja): 自分の墓場からコストを1少なくしてフォロワーをプレイする効果では、そのコストから1引いた分を支払います。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 2 play points
    And my cemetery holds "Test Knight"
    And my hand holds "Bargain Revival"
    When I play "Bargain Revival"
    Then the action succeeds
    And "Test Knight" is on my field
    And I have 0 play points

  # kills: engine.sve.effects.x__play_from__mutmut_56
  @cr-8.2
  Scenario: A cost lowered below 0 is 0
    Rule(en): Lowering a cost of 1 by 1 makes it 0, so I can play that follower with no play points left.
    Rule(ja): コスト1を1少なくするとコストは0になり、プレイポイントが残っていなくてもプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Goblin"
    And my hand holds "Bargain Revival"
    When I play "Bargain Revival"
    Then the action succeeds
    And "Test Goblin" is on my field
    And I have 0 play points

  # kills: engine.sve.effects.x__play_from__mutmut_65, _66
  @cr-8.2 @cr-13.2
  Scenario: A follower played from the cemetery counts toward Combo
    Rule(en): A card played by an effect counts as a card played this turn, so with one card played before, the spell and then the follower it plays make three, and the follower's Combo 3 applies.
    Rule(ja): 効果でプレイしたカードもそのターンにプレイしたカードに数えるので、先に1枚プレイしていれば、スペルとそれでプレイしたフォロワーで3枚になり、フォロワーのコンボ(3)が発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 13.2

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my cemetery holds "Combo Dancer"
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  # kills: engine.sve.effects.x__play_from__mutmut_67
  @cr-8.2 @cr-13.2
  Scenario: A follower played from the cemetery counts once toward Combo
    Rule(en): The spell and the follower it plays count as two cards played, not more, so a Combo 3 follower played that way in an otherwise empty turn adds nothing.
    Rule(ja): スペルとそれでプレイしたフォロワーは2枚として数え、それ以上にはならないので、ほかにプレイしていないターンではコンボ(3)は発生しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 13.2

    Given it is my main phase with 1 play point
    And my cemetery holds "Combo Dancer"
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  # kills: engine.sve.effects.x__play_from__mutmut_45, _46, _47
  @cr-8.2 @cr-4.8
  Scenario: A spell is played from the cemetery even when my field is full
    Rule(en): A full field stops only a follower or an amulet from being played; a spell played from my cemetery by an effect never enters the field, so it is still played and asks for its target.
    Rule(ja): 場が埋まっていて妨げられるのはフォロワーとアミュレットのプレイだけです。効果で墓場からプレイするスペルは場に出ないので、場が埋まっていてもプレイされ、対象を選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 4.8

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my cemetery holds "Fireball"
    And my hand holds "Spell Revival"
    And my opponent's field holds "Test Fighter"
    When I play "Spell Revival"
    Then the game waits for me
    When I select "Test Fighter" as the target
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery

  # kills: engine.sve.effects.x__set_stat__mutmut_46, _51, _56, _57
  @cr-5.24
  Scenario: An effect that sets a follower's attack reports the change
    Rule(en): Setting a follower's attack to a number is an event of the game that other rules can see.
    Rule(ja): フォロワーの攻撃力を数値にすることは、ほかのルールが参照できるゲームの出来事です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.24

    Given it is my main phase with 0 play points
    And my opponent's field holds "Test Knight"
    And my hand holds "Attack Setter"
    When I play "Attack Setter" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 1 attack and 3 defense
    And the event "stat-set" happened

  # kills: engine.sve.effects.x__search__mutmut_7, _20, _39, _43, _47, _48
  @cr-5.8
  Scenario: A search for one card takes one card even when two fit
    Rule(en): A search for one matching card takes exactly one from the deck, even when more than one card fits, and the game records the search.
    Rule(ja): 条件に合うカード1枚をサーチする効果は、合うカードが2枚以上あっても、デッキからちょうど1枚だけを手札に加えます。サーチしたことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Forest Sprite |
      | Test Goblin   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And my hand holds 1 card
    And my deck holds 2 cards
    And the event "searched" happened

  # kills: engine.sve.effects.x__transform__mutmut_29, _30, _35, _40, _41
  @cr-5.17
  Scenario: Transforming an enemy follower leaves the changes on my follower alone
    Rule(en): When a follower is transformed, only the changes that applied to that follower end; a change until the end of the turn on another follower stays, and the game records the transformation.
    Rule(ja): フォロワーが変身するとき、終わるのはそのフォロワーに適用されていた変更だけです。ほかのフォロワーへのターン終了時までの変更は残り、変身したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.17

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my hand holds:
      | card          |
      | Battle Cry    |
      | Polymorph Hex |
    And my opponent's field holds "Test Goblin"
    When I play "Battle Cry" targeting "Test Knight"
    Then the action succeeds
    When I play "Polymorph Hex" targeting "Test Goblin"
    Then the action succeeds
    And my opponent's field holds 1 "Fairy"
    And "Test Knight" has 5 attack and 3 defense
    And the event "transformed" happened

  # kills: engine.sve.effects.x_evolve_by_effect__mutmut_30, _36, _42, _43, _47, _52, _53
  @cr-5.16 @cr-12.2
  Scenario: A follower evolved by an effect triggers its own evolve ability
    Rule(en): A follower evolved by an effect has evolved, so its ability that triggers when it evolves triggers, and the game records the evolution.
    Rule(ja): 効果で進化したフォロワーも進化したので、進化したときに誘発する能力が誘発し、進化したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.16 and 12.2

    Given it is my main phase with 1 play point
    And my leader has 10 defense
    And my field holds "Bloom Scribe"
    And my evolve deck holds "Bloom Scribe"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Bloom Scribe"
    Then the action succeeds
    And "Bloom Scribe" is evolved
    And my leader has 12 defense
    And the event "evolved" happened

  # kills: engine.sve.effects.x__put_on_deck__mutmut_38, _42, _46, _47
  @cr-5.5
  Scenario: Putting a follower on the bottom of the deck is recorded
    Rule(en): An effect that puts an enemy follower on the bottom of its owner's deck moves it there, and the game records the move.
    Rule(ja): 相手のフォロワーを持ち主のデッキの下に置く効果はそこへ移し、そのことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Tidal Push"
    And my opponent's deck holds 2 cards
    And my opponent's field holds "Test Knight"
    When I play "Tidal Push" targeting "Test Knight"
    Then the action succeeds
    And my opponent's deck holds 3 cards
    And the event "put-on-deck" happened

  # kills: engine.sve.effects.x__restrict__mutmut_1, _4, _12, _16, _19, _23, _27, _28
  @cr-10.9 @cr-8.4
  Scenario: A follower that could not attack until the end of its controller's turn may attack in its next turn
    Rule(en): A ban on attacking that lasts until the end of my opponent's turn is over after that turn: in my opponent's following turn the follower may attack again.
    Rule(ja): 相手のターン終了時まで攻撃できないという効果はそのターンの後に終わり、相手の次のターンにはそのフォロワーは再び攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 8.4

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Chain Curse"
    And my opponent's field holds "Test Fighter"
    When I play "Chain Curse" targeting "Test Fighter"
    Then the action succeeds
    And the event "restricted" happened
    When I end the turn
    And my opponent ends the turn
    And I end the turn
    And my opponent attacks the enemy leader with "Test Fighter"
    Then the action succeeds

  # kills: engine.sve.effects.x__delayed__mutmut_32, _36, _40, _41
  @cr-10.7
  Scenario: Setting an effect aside for later is recorded
    Rule(en): A spell that sets an effect aside for my opponent's next turn start records that a delayed ability was set.
    Rule(ja): 次の相手のターン開始時に効果を発生させるスペルは、遅延する能力を設定したことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 1 play point
    And my hand holds "Lingering Hex"
    When I play "Lingering Hex"
    Then the action succeeds
    And the event "delayed-ability-set" happened

  # kills: engine.sve.effects.x__extra_turn__mutmut_3, _4, _6, _8, _9
  @cr-5.28
  Scenario: One extra turn is one turn
    Rule(en): Taking one extra turn gives me exactly one more turn: after it my opponent takes the next turn, and the game records the extra turn.
    Rule(ja): 追加のターンを1回得ると、自分のターンがちょうど1回増えます。その後は相手のターンになり、追加のターンを得たことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.28

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Time Warp"
    When I play "Time Warp"
    Then the action succeeds
    And the event "extra-turn-gained" happened
    When I end the turn
    And I end the turn
    Then it is my opponent's main phase of turn 5

  # kills: engine.sve.effects.x__recover__mutmut_8, _11, _14, _15
  @cr-5.15
  Scenario: Recovering play points is recorded
    Rule(en): An effect that recovers play points gives them back, and the game records the recovery.
    Rule(ja): プレイポイントを回復する効果はそれを戻し、回復したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.15

    Given it is my main phase with 2 of 7 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 3 play points
    And the event "pp-recovered" happened

  # kills: engine.sve.effects.x__return__mutmut_11, _14, _17, _18
  @cr-5.5
  Scenario: Returning a follower to its owner's hand is recorded
    Rule(en): An effect that returns a follower to its owner's hand moves it there, and the game records the return.
    Rule(ja): フォロワーを持ち主の手札に戻す効果はそこへ移し、戻したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Wind"
    And my opponent's field holds "Test Knight"
    When I play "Homeward Wind" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's hand
    And the event "returned-to-hand" happened

  # kills: engine.sve.effects.x__reveal__mutmut_5, _9, _13, _14
  @cr-5.21
  Scenario: Revealing a card is recorded
    Rule(en): An effect that reveals an enemy follower shows it, and the game records the reveal before the damage that follows.
    Rule(ja): 相手のフォロワーを公開する効果はそれを見せ、公開したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.21

    Given it is my main phase with 1 play point
    And my hand holds "Mirror Strike"
    And my opponent's field holds "Ogre"
    When I play "Mirror Strike" targeting "Ogre"
    Then the action succeeds
    And the event "revealed" happened
