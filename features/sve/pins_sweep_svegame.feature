@sve
Feature: Pins of listed equivalents of engine/sve/game.py that a scenario tells apart (issue 24: sweep)
  Every line of docs/mutation-equivalents.txt about engine/sve/game.py was tried the way an outside review does:
  the mutant put into the engine by hand, then a scenario through the public API that tells it apart. Each
  scenario here fails with the mutants named above it (numbered as in a mutants/ copy of commit b7be663) and
  passes on the engine.

  # kills: engine.sve.game.xǁGameǁprepare__mutmut_15, _16
  # The leader a prepared game keeps is shown by name and class to both players: neither may be left out.
  @cr-4.3.2 @cr-6.2
  Scenario: Sweep svegame: both players see the leaders of a prepared game by name and class
    Rule(en): Once the game is prepared, each player sees both leaders with their name, their class and their defense.
    Rule(ja): ゲームの準備が済むと、各プレイヤーは両方のリーダーを、その名前、クラス、体力とともに見ることができます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clauses 4.3.2 and 6.2

    Given each player brings this deck list led by "Forest Leader":
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 3      |
      | Fanfare Scholar                                                               | 1      |
    And the game is prepared with seed 5
    Then my opponent sees my leader "Forest Leader" of class forest with 20 defense
    And I see my opponent's leader "Forest Leader" of class forest with 20 defense

  # kills: engine.sve.game.xǁGameǁsandbox__mutmut_34, engine.sve.game.xǁGameǁ_start_turn__mutmut_8
  # The turn view's step is "" while no step of the phase is under way: in a sandbox's main phase and in the main
  # phase of a turn that has just begun.
  @cr-7.2 @cr-7.3
  Scenario: Sweep svegame: the turn view shows no step in a main phase, set up or begun by a turn
    Rule(en): In a main phase no step of the phase is under way, both in a game set up in my main phase and once my opponent's turn has begun.
    Rule(ja): メインフェイズ中はフェイズ内のどの手順も進行していません。自分のメインフェイズに用意したゲームでも、相手のターンが始まった後でも同じです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.2 and 7.3

    Given it is my main phase with 0 play points
    And my opponent's deck holds 2 cards
    Then the turn view shows phase "main" and step ""
    When I end the turn
    Then it is my opponent's main phase
    And the turn view shows phase "main" and step ""

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_49, _50
  # A discard that ends the game leaves no step of the end phase behind.
  @cr-7.4.7 @cr-1.2
  Scenario: Sweep svegame: a hand-limit discard that wins the game leaves the game over at no step
    Rule(en): When the card I discard down to seven cards deals the damage that takes my opponent's leader to 0, the game is over and no step of the end phase is left under way.
    Rule(ja): 手札を7枚にするために捨てたカードが相手リーダーの体力を0にするダメージを与えると、ゲームは終わり、エンドフェイズのどの手順も進行中のまま残りません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 7.4.7 and section 1.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card            | as     |
      | Test Goblin     | Card 1 |
      | Test Goblin     | Card 2 |
      | Test Goblin     | Card 3 |
      | Test Goblin     | Card 4 |
      | Test Goblin     | Card 5 |
      | Test Goblin     | Card 6 |
      | Test Goblin     | Card 7 |
      | Vengeful Scroll | Scroll |
    And my opponent's leader has 2 defense
    And my opponent's deck holds 5 cards
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Scroll" to keep 7 cards
    Then the action succeeds
    And my opponent's leader has 0 defense
    And the turn view shows phase "over" and step ""

  # kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_13
  # The record of a lost leader defense starts each turn as false, so "not Sanguine" holds on my new turn.
  @cr-13.5
  Scenario: Sweep svegame: at the start of my turn I am not Sanguine, so a card that needs me not to be takes effect
    Rule(en): A new turn starts with no defense lost by my leader, so on my turn, before my leader loses any, an effect that happens only while I am not Sanguine happens.
    Rule(ja): 新しいターンはリーダーが体力を失っていない状態で始まるので、自分のターンにリーダーが体力を失う前なら、真紅でないときだけ起こる効果は起こります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.5

    Given it is my opponent's main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Pin Calm Draw Spell"
    When my opponent ends the turn
    Then it is my main phase
    When I play "Pin Calm Draw Spell"
    Then the action succeeds
    And my hand holds 2 cards

  # kills: engine.sve.game.xǁGameǁsandbox__mutmut_35, _36
  # A sandbox game has me (player 0) as the player who went first: its first turn, if it reaches one, skips my draw.
  @cr-7.2
  Scenario: Sweep svegame: in a sandbox set up just before the first turn, my first turn skips its draw
    Rule(en): In a game set up with me as the player going first, my turn 1 begins without its draw.
    Rule(ja): 自分が先攻として用意されたゲームでは、自分のターン1はドローなしで始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.2

    Given a sandbox game stands in my opponent's main phase of turn 0
    And my deck holds 3 cards
    When my opponent ends the turn
    Then it is my main phase of turn 1
    And my hand holds 0 cards
    And my deck holds 3 cards

  # kills: engine.sve.game.xǁGameǁ_end_turn__mutmut_9
  # With no attack under way after a turn ends, a follower whose boost counts only in combat reads as out of combat.
  @cr-8.4.5.1
  Scenario: Sweep svegame: after my turn ends, my follower boosted only in combat is out of combat on the next turn
    Rule(en): Once my turn has ended no attack is under way, so on my opponent's turn, before any attack, my follower that is stronger only in combat has its own attack.
    Rule(ja): 自分のターンが終われば攻撃は進行していないので、相手のターンで攻撃が行われる前は、交戦中だけ強くなる自分のフォロワーは元の攻撃力です。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 8.4.5.1

    Given it is my main phase with 0 play points
    And my field holds "Combat Brute Follower"
    And my opponent's deck holds 2 cards
    When I end the turn
    Then the action succeeds
    And it is my opponent's main phase
    And "Combat Brute Follower" has 2 attack

  # kills: engine.sve.game.xǁGameǁ_check_selections__mutmut_7
  # "Up to 1" selected by the opponent may select none: the spell is played with no enemy follower at all.
  @cr-10.6.2.3.2
  Scenario: Sweep svegame: a spell whose opponent selects up to one enemy follower is played with none to select
    Rule(en): My spell whose target my opponent selects, up to one enemy follower, can be played while my opponent has no follower: it selects none.
    Rule(ja): 相手が対象を選ぶ「相手のフォロワー1体まで」のスペルは、相手にフォロワーがいなくてもプレイでき、何も選びません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.6.2.3.2

    Given it is my main phase with 1 play point
    And my hand holds "Pin Offered Choice Spell"
    When I play "Pin Offered Choice Spell"
    Then the action succeeds
    And "Pin Offered Choice Spell" is in my cemetery
    And I have 0 play points

  # kills: engine.sve.game.xǁGameǁ_check_selections__mutmut_16
  # Naming a target that is not valid, with no valid one at all, is the no-valid-target refusal, not a bad choice.
  @cr-10.6.2.3.3
  Scenario: Sweep svegame: a spell that must select an enemy follower, named with my own follower while there is none, has no valid target
    Rule(en): When my spell must select an enemy follower and my opponent has none, playing it is refused as having no valid target, even when I name one of my own followers as its target; nothing changes.
    Rule(ja): 自分のスペルが相手のフォロワーを選ばなければならず、相手にフォロワーがいないとき、自分のフォロワーを対象に指定しても、有効な対象がないとしてプレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.6.2.3.3

    Given it is my main phase with 5 play points
    And my hand holds "Fireball"
    And my field holds "Test Fighter"
    When I play "Fireball" targeting "Test Fighter"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_71
  # A follower with no evolve cost has no evolve ability: that is the refusal, before the evolve deck is looked at.
  @cr-12.2
  Scenario: Sweep svegame: a follower without an evolve cost cannot evolve, whatever my evolve deck holds
    Rule(en): A follower that has no evolve cost has no evolve ability: evolving it is refused as an illegal target, even with nothing in my evolve deck; nothing changes.
    Rule(ja): 進化コストを持たないフォロワーは進化能力を持たないので、進化させようとすると、エボルヴデッキが空でも不正な対象として拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 12.2

    Given it is my main phase with 5 play points
    And my field holds "Test Fighter"
    When I evolve "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_71, _72, _73, _74
  # An evolved follower does not evolve again, even when its evolved card prints an evolve cost (a test card).
  @cr-12.2
  Scenario: Sweep svegame: an evolved follower does not evolve again even when its evolved card prints an evolve cost
    Rule(en): A follower that is already evolved cannot evolve again, even when its evolved card prints an evolve cost and my evolve deck holds another of its evolved cards; nothing changes.
    Rule(ja): すでに進化したフォロワーは、その進化後カードに進化コストが書かれていても、エボルヴデッキに同じ進化後カードがもう1枚あっても、再び進化できず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 12.2

    Given it is my main phase with 5 play points
    And my field holds:
      | card              | evolved |
      | Pin Twice Evolver | yes     |
    And my evolve deck holds "Pin Twice Evolver"
    When I evolve "Pin Twice Evolver"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁsetup_put__mutmut_149
  # A field card placed as "arrived earlier" arrived the turn before the one it was placed in.
  @cr-8.4
  Scenario: Sweep svegame: a follower placed as arrived on the turn before counts as new once the set-up moves to that turn
    Rule(en): A follower the set-up puts on my field as having arrived on an earlier turn arrived on the turn just before; when the set-up then makes that turn the current one, the follower arrived this turn and cannot attack.
    Rule(ja): セットアップが「前のターンに出た」として自分の場に置いたフォロワーは直前のターンに出たものです。その後セットアップがそのターンを現在のターンにすると、そのフォロワーはこのターンに出たことになり、攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And the set-up moves the game to my main phase of turn 2
    When I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged
