@sve
Feature: Pins found by mutation testing (turn structure, preparation, set-up)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/game.py (or umamusume.py) it kills, numbered as in the central mutmut run on fdaf8ac.

  # kills: engine.sve.umamusume.x_serve_of__mutmut_1 (a rules fix: the evolved follower served with its base card's serve)
  @cr-12.2 @cr-14.2
  Scenario: An evolved Umamusume follower has no serve ability
    Rule(en): An evolved follower has only the abilities of its evolved card. The evolved Umamusume cards carry no serve ability, so an evolved Umamusume follower cannot be served a Carrot.
    Rule(ja): 進化したフォロワーはエボルヴカードの能力だけを持ちます。ウマ娘のエボルヴカードには《食事》能力がないので、進化したウマ娘・フォロワーは出走できません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 14.2

    Given it is my main phase with 3 play points
    And my evolve deck holds "Carrot"
    And my field holds:
      | card         | evolved |
      | Special Week | yes     |
    When I serve "Special Week"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_after_redraw_choice__mutmut_10, _11
  @cr-6.2 @cr-3.2
  Scenario: The player going second starts with three evolution points of the standard design
    Rule(en): When both players have settled their opening hands, the player going second receives 3 evolution points, standard ones; the player going first receives none.
    Rule(ja): 両プレイヤーが最初の手札を決めたら、後攻のプレイヤーは通常のエボルヴポイントを3つ受け取ります。先攻のプレイヤーは受け取りません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 6.2 and 3.2

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard   | 3      |
      | Storm Rider, Rush Wolf, Assail Hawk, Intimidating Giant | 3      |
      | Drain Bat, Bane Snake, Aura Spirit, Fanfare Archer      | 3      |
      | Fanfare Scholar                                         | 1      |
    And the game is prepared with seed 2
    And the turn order was decided with me going first
    When I keep my hand
    And my opponent keeps their hand
    Then my opponent has evolution points of the designs "standard", "standard" and "standard"
    And I have 0 evolution points

  # kills: engine.sve.game.xǁGameǁ_do_redraw__mutmut_25, _27, _29, _30
  @cr-6.2
  Scenario: A redraw and a kept hand are recorded in the order the players decide
    Rule(en): The player going first decides first whether to redraw, then the player going second; the game records each decision, and the first turn starts after both.
    Rule(ja): 先攻のプレイヤーが先に引き直すかどうかを決め、次に後攻のプレイヤーが決めます。それぞれの決定が記録され、両方が決めたあとに最初のターンが始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.2

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard   | 3      |
      | Storm Rider, Rush Wolf, Assail Hawk, Intimidating Giant | 3      |
      | Drain Bat, Bane Snake, Aura Spirit, Fanfare Archer      | 3      |
      | Fanfare Scholar                                         | 1      |
    And the game is prepared with seed 4
    And the turn order was decided with me going first
    When I redraw, putting my hand on the bottom of the deck in reverse order
    And my opponent keeps their hand
    Then these events happened in this order:
      | event              |
      | leader-revealed    |
      | turn-order-decided |
      | redrew             |
      | kept-hand          |
      | pp-increased       |
      | stood              |

  # kills: engine.sve.game.xǁGameǁ_do_decide_turn_order__mutmut_4
  @cr-6.2
  Scenario: The turn order cannot be decided a second time
    Rule(en): Who goes first is decided once, right after the leaders are revealed; once decided it cannot be decided again.
    Rule(ja): 先攻・後攻はリーダーを公開した直後に1回だけ決めます。決まったあとにもう一度決めることはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 6.2

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard   | 3      |
      | Storm Rider, Rush Wolf, Assail Hawk, Intimidating Giant | 3      |
      | Drain Bat, Bane Snake, Aura Spirit, Fanfare Archer      | 3      |
      | Fanfare Scholar                                         | 1      |
    And the game is prepared with seed 4
    And the turn order was decided with me going first
    When the turn order is decided with my opponent going first
    Then the action is refused with reason "preparation-order"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_check_ward__mutmut_16, _17, _18
  @cr-7.4 @cr-12.8
  Scenario: An engaged Ward follower cannot be chosen to engage in the end phase
    Rule(en): In the end phase the player may engage followers with Ward that are reserved; a Ward follower that is already engaged cannot be chosen.
    Rule(ja): エンドフェイズには、スタンドしている【守護】を持つフォロワーをアクトできます。すでにアクトしている【守護】のフォロワーは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.8

    Given it is my main phase with 0 play points
    And my field holds:
      | card       | state   |
      | Ward Guard | engaged |
    When I end my main phase engaging "Ward Guard"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_check_ward__mutmut_3
  @cr-7.4 @cr-12.8
  Scenario: An enemy Ward follower cannot be chosen to engage in my end phase
    Rule(en): The Ward followers engaged in the end phase are the player's own; an enemy follower with Ward cannot be chosen.
    Rule(ja): エンドフェイズにアクトできる【守護】のフォロワーは自分のものです。相手の【守護】のフォロワーは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.8

    Given it is my main phase with 0 play points
    And my opponent's field holds "Ward Guard"
    When I end my main phase engaging "Ward Guard"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_12
  @cr-7.4
  Scenario: My opponent cannot discard in my end phase
    Rule(en): Only the player whose turn it is discards down to 7 at the end of the end phase; the other player may not discard then.
    Rule(ja): エンドフェイズの終わりに7枚になるまで捨てるのはターンプレイヤーだけです。相手はそのとき捨てられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        | as     |
      | Test Goblin | Card 1 |
      | Test Goblin | Card 2 |
      | Test Goblin | Card 3 |
      | Test Goblin | Card 4 |
      | Test Goblin | Card 5 |
      | Test Goblin | Card 6 |
      | Test Goblin | Card 7 |
      | Test Goblin | Card 8 |
    And my opponent's hand holds "Test Fighter"
    When I end the turn
    And my opponent discards "Test Fighter" to keep 7 cards
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_13
  @cr-7.4
  Scenario: I cannot discard to 7 while my opponent's Quick window of my end phase is open
    Rule(en): Discarding down to 7 comes at the end of the end phase, after the opponent's chance to play Quick cards; it cannot be done earlier.
    Rule(ja): 7枚になるまで捨てるのは、相手が【クイック】をプレイする機会のあと、エンドフェイズの終わりです。それより前には行えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        | as     |
      | Test Goblin | Card 1 |
      | Test Goblin | Card 2 |
      | Test Goblin | Card 3 |
      | Test Goblin | Card 4 |
      | Test Goblin | Card 5 |
      | Test Goblin | Card 6 |
      | Test Goblin | Card 7 |
      | Test Goblin | Card 8 |
    When I end my main phase
    And I discard "Card 8" to keep 7 cards
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_41, _44, _47, _48; _do_pass_window__mutmut_14, _17, _20, _21
  @cr-7.4
  Scenario: Discarding to 7 is recorded before the turn ends
    Rule(en): My opponent passes the Quick window of my end phase; then, with 8 cards, I must discard one; the discard is recorded, and then my turn ends.
    Rule(ja): 相手が自分のエンドフェイズのクイックの機会を見送り、そのあと手札が8枚なら1枚捨てます。捨てたことが記録され、そのあとターンが終わります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my hand holds:
      | card        | as     |
      | Test Goblin | Card 1 |
      | Test Goblin | Card 2 |
      | Test Goblin | Card 3 |
      | Test Goblin | Card 4 |
      | Test Goblin | Card 5 |
      | Test Goblin | Card 6 |
      | Test Goblin | Card 7 |
      | Test Goblin | Card 8 |
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Card 8" to keep 7 cards
    Then the action succeeds
    And these events happened in this order:
      | event              |
      | quick-window       |
      | window-passed      |
      | must-discard       |
      | discarded-to-limit |
      | turn-ended         |

  # kills: engine.sve.game.xǁGameǁcontinuous__mutmut_10
  @cr-10.9
  Scenario: A continuous effect for my followers with Ward reaches exactly them
    Rule(en): A continuous effect that gives my followers with Ward +1 attack applies to each of my followers that has Ward, and not to my other followers or to enemy followers with Ward.
    Rule(ja): 【守護】を持つ自分のフォロワーの攻撃力を+1する永続効果は、【守護】を持つ自分のフォロワーそれぞれに適用され、自分の他のフォロワーや【守護】を持つ相手のフォロワーには適用されません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card           | as        |
      | Bulwark Banner | Banner    |
      | Ward Guard     | My Guard  |
      | Test Goblin    | My Goblin |
    And my opponent's field holds:
      | card       | as          |
      | Ward Guard | Enemy Guard |
    Then "My Guard" has 2 attack and 3 defense
    And "My Goblin" has 1 attack and 2 defense
    And "Enemy Guard" has 1 attack and 3 defense

  # kills: engine.sve.game.xǁGameǁ_do_end_main_phase__mutmut_28
  @cr-7.4 @cr-12.8
  Scenario: With no end-phase ability, the one Ward follower I choose engages in my end phase
    Rule(en): When nothing happens at the start of my end phase, the one reserved Ward follower I choose is engaged, and then my opponent's Quick window opens.
    Rule(ja): エンドフェイズ開始時に何も起こらないとき、選んだスタンド状態の【守護】フォロワー1体がアクトし、そのあと相手のクイックの機会が来ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.8

    Given it is my main phase with 0 play points
    And my field holds "Ward Guard"
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged
    And a Quick window is open for my opponent

  # kills: engine.sve.game.xǁGameǁ_do_end_main_phase__mutmut_17, _20
  @cr-7.4 @cr-12.8
  Scenario: A Ward follower stood by an end-phase ability can then be engaged
    Rule(en): The abilities that trigger at the start of my end phase come first; only then do I engage Ward followers, so a Ward follower that such an ability stands can be chosen even though it was engaged when I ended my main phase.
    Rule(ja): 自分のエンドフェイズ開始時に誘発する能力が先に処理され、そのあとで【守護】フォロワーをアクトします。そのため、メインフェイズ終了時にアクト状態でも、その能力でスタンドした【守護】フォロワーは選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.8

    Given it is my main phase with 0 play points
    And my field holds:
      | card       | state   |
      | Dawn Vigil |         |
      | Ward Guard | engaged |
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged
    And these events happened in this order:
      | event            |
      | stood-up         |
      | ward-engaged     |
      | quick-window     |

  # kills: engine.sve.game.xǁGameǁ_do_end_main_phase__mutmut_32
  @cr-7.4
  Scenario: A refused Ward choice undoes the end-phase abilities that already happened
    Rule(en): If a follower I chose to engage for Ward turns out not to be a reserved Ward follower of mine, ending the main phase is refused as a whole: the abilities of the start of the end phase that already resolved are undone too.
    Rule(ja): 【守護】としてアクトさせるよう選んだフォロワーが自分のスタンド状態の【守護】フォロワーでなかった場合、メインフェイズの終了全体が認められず、すでに処理したエンドフェイズ開始時の能力も元に戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Dusk Watcher |
      | Test Fighter |
    When I end my main phase engaging "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_end_main_phase__mutmut_52, _53
  @cr-7.4
  Scenario: A refused second Ward choice leaves the first Ward follower reserved
    Rule(en): Choosing a valid Ward follower and then a follower without Ward is refused as a whole, so the valid one is not engaged either.
    Rule(ja): 正しい【守護】フォロワーと【守護】を持たないフォロワーを選ぶと全体が認められず、正しいほうもアクトしません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Ward Guard   |
      | Test Fighter |
    When I end my main phase engaging "Ward Guard" and "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    And "Ward Guard" is reserved

  # kills: engine.sve.game.xǁGameǁ_do_pass_window__mutmut_4
  @cr-7.4 @cr-12.3
  Scenario: I cannot pass the Quick window that my end phase gives my opponent
    Rule(en): The Quick window of my end phase belongs to my opponent: only they may let the game go on from it, not me.
    Rule(ja): 自分のエンドフェイズのクイックの機会は相手のものです。そこから進めることができるのは相手だけで、自分ではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.3

    Given it is my main phase with 0 play points
    When I end my main phase
    And I pass
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    And a Quick window is open for my opponent

  # kills: engine.sve.game.xǁGameǁ_end_turn__mutmut_14, _15, _17, _19, _20
  @cr-5.28 @cr-7.4
  Scenario: Two extra turns gained in one turn are two more turns
    Rule(en): Each extra turn I gain gives me one more turn: with two gained, my next two turns are both mine, each one recorded as an extra turn when my turn ends, and then my opponent takes the next turn.
    Rule(ja): 追加のターンを1回得るごとに自分のターンが1回増えます。2回得ると次の2ターンはどちらも自分のターンで、自分のターンが終わるたびに追加のターンとして記録され、そのあと相手のターンになります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.28 and 7.4

    Given it is my main phase with 2 play points
    And my deck holds 4 cards
    And my opponent's deck holds 4 cards
    And my hand holds:
      | card      | as          |
      | Time Warp | First Warp  |
      | Time Warp | Second Warp |
    When I play "First Warp"
    And I play "Second Warp"
    And I end the turn
    Then these events happened in this order:
      | event             |
      | extra-turn-gained |
      | extra-turn-gained |
      | turn-ended        |
      | extra-turn        |
    When I end the turn
    Then it is my main phase of turn 5
    When I end the turn
    Then it is my opponent's main phase of turn 6
