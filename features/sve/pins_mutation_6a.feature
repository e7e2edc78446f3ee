@sve
Feature: Pins found by mutation testing (the last open mutants of the SVE engine)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants it kills
  (numbered as in the central mutmut run on d2d3f82).

  # kills: engine.sve.effects.x__engage__mutmut_21, _22, _24, _25, _26, _28, _29
  @cr-5.4
  Scenario: An effect that engages an enemy follower is recorded for me and for that follower
    Rule(en): When my spell engages one of my opponent's followers, the game records that I engaged that follower.
    Rule(ja): 自分のスペルが相手のフォロワーをアクト状態にしたとき、自分がそのフォロワーをアクト状態にしたことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.4

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Fighter"
    And my hand holds "Binding Vines"
    When I play "Binding Vines" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is engaged
    And these events happened in this order:
      | event   | player | card          |
      | played  | me     | Binding Vines |
      | engaged | me     | Test Fighter  |

  # kills: engine.sve.effects.x__engage__mutmut_21, _22, _24, _25 (the stand side)
  @cr-5.4
  Scenario: An effect that stands my follower up in my end phase is recorded for the opponent whose amulet did it
    Rule(en): When my opponent's amulet stands my engaged follower up at the end of my turn, the game records that my opponent stood that follower up.
    Rule(ja): 自分のターン終了時に相手のアミュレットが自分のアクト状態のフォロワーをスタンドさせたとき、相手がそのフォロワーをスタンドさせたことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | state   |
      | Test Fighter | engaged |
    And my opponent's field holds "Rival Horn"
    When I end my main phase
    Then the action succeeds
    And these events happened in this order:
      | event    | player      | card         |
      | stood-up | my opponent | Test Fighter |

  # rules fix (reason code): play refuses a wrongly named alternative-cost card as activate does
  # (found by engine.sve.game.xǁGameǁ_do_play__mutmut_116)
  @cr-10.4 @cr-8.2
  Scenario: Naming a card that cannot pay a card's alternative cost is refused as a wrong choice, and nothing changes
    Rule(en): When I play a card by its alternative cost and name, as one of the cards that pay it, a card that cannot pay it, the play is refused as a wrong choice (the cost itself could be paid) and nothing changes.
    Rule(ja): 別のコストでカードをプレイするとき、そのコストを支払えないカードを支払いに指定すると、誤った選択としてプレイは拒否され（コスト自体は支払えます）、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
      | Ogre     |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Ogre"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.4 @cr-8.2
  Scenario: An alternative cost that cannot be paid is refused, and nothing changes
    Rule(en): When the extra part of a card's alternative cost cannot be paid (it banishes two spells from my cemetery and only one is there), playing the card that way is refused and nothing changes.
    Rule(ja): カードの別のコストの追加部分を支払えないとき（墓場のスペル2枚を消滅させるが1枚しかない）、その方法でのプレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card     |
      | Fireball |
      | Ogre     |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Ogre"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.4 @cr-8.2
  Scenario: Naming one card more than a card's alternative cost takes is refused as a wrong choice, and nothing changes
    Rule(en): When I play a card by its alternative cost and name, besides the cards that pay it, one more card that pays no part of it, the play is refused as a wrong choice and nothing changes.
    Rule(ja): 別のコストでカードをプレイするとき、支払うカードに加えて、コストのどの部分も支払わないカードをもう1枚指定すると、誤った選択としてプレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
      | Ogre     |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball", "Study" and "Ogre"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # rules fix (CR 10.11): "its controller" after a token that set the ability off has left the game;
  # kills engine.sve.effects.x__whose__mutmut_31, _33 as numbered on d2d3f82 (they crashed here)
  @cr-10.11 @cr-5.5 @cr-3.1
  Scenario: A token summoned for the controller of a destroyed enemy token comes onto my opponent's field
    Rule(en): When an enemy token follower is destroyed, it leaves the game at once; an ability it set off that summons a token for "its controller" still knows, by the token's final information, that my opponent controlled it, so the new token comes onto my opponent's field.
    Rule(ja): 相手のトークンのフォロワーが破壊されると、それはすぐにゲームから取り除かれます。それによって誘発した「そのプレイヤーがトークンを出す」能力は、最終カード情報によってそのトークンのプレイヤーが相手だったことを知っているので、新しいトークンは相手の場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11, 5.5 and 3.1

    Given it is my main phase with 1 play point
    And my field holds "Spire Warden"
    And my opponent's field holds "Fairy"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Fairy"
    Then the action succeeds
    And my opponent's field holds 1 "Fairy"
    And my field holds 1 card

  # kills: engine.sve.abilities.x_resolve__mutmut_163
  @cr-10.6 @cr-10.4 @assumption
  Scenario: A cost that puts the only card my ability must select into the cemetery leaves it nothing to select
    Rule(en): When paying an activated ability's cost puts into the cemetery the only follower the ability must select, the ability has nothing to select when it resolves, so it cannot be played: the action is refused and nothing changes.
    Rule(ja): 起動能力のコストの支払いで、その能力が選ばなければならない唯一のフォロワーが墓場に置かれるとき、能力の解決時に選べるものがないので、その能力はプレイできません。行動は拒否され、何も変わりません。
    Assumption(en): The rules we have do not say what happens to a target that the ability's own cost removes; the engine checks the selection again as the ability resolves and refuses the whole action, as it does when there is no valid target at all.
    Assumption(ja): 能力自身のコストで対象がいなくなる場合について、手元のルールには記述がありません。エンジンは能力の解決時に選択を再確認し、有効な対象がまったくない場合と同じく、行動全体を拒否します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 10.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Pyre Oath    |
      | Test Fighter |
    When I activate "Pyre Oath" targeting "Test Fighter"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  # rules fix (CR 10.11): "its attack" of a card the same ability moved off the field
  @cr-10.11 @cr-5.29
  Scenario: Damage equal to the attack of a follower my spell just returned to the hand counts the attack it had on the field
    Rule(en): My spell returns an enemy follower that has +2 attack to its owner's hand, then deals damage equal to its attack to the enemy leader: the damage uses the attack the follower last had on the field, 4, not its printed 2.
    Rule(ja): 自分のスペルが攻撃力+2された相手のフォロワーを手札に戻し、その攻撃力に等しいダメージを相手のリーダーに与えるとき、ダメージにはフォロワーが場で最後に持っていた攻撃力4を使い、印刷された2は使いません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.29

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card         | attack |
      | Test Fighter | +2     |
    And my hand holds "Recall Lance"
    When I play "Recall Lance" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's hand
    And my opponent's leader has 16 defense

  # kills: engine.sve.conditions.x_amount_of__mutmut_41 (d2d3f82 numbering, old engine: it crashed here)
  @cr-10.11 @cr-5.29
  Scenario: Damage equal to the attack of a token my spell just sent out of the game counts the attack it had on the field
    Rule(en): My spell returns an enemy token follower to the hand, so it leaves the game, then deals damage equal to its attack to the enemy leader: the token's final information still gives its attack, 1.
    Rule(ja): 自分のスペルが相手のトークンのフォロワーを手札に戻すとそれはゲームから取り除かれますが、その攻撃力に等しいダメージを相手のリーダーに与えるとき、トークンの最終カード情報からその攻撃力1が使われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.29

    Given it is my main phase with 1 play point
    And my opponent's field holds "Fairy"
    And my hand holds "Recall Lance"
    When I play "Recall Lance" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And my opponent's leader has 19 defense
