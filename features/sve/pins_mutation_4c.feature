@sve
Feature: Pins found by mutation testing (resolving abilities)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/abilities.py it kills (numbered as mutmut 3.8.1 numbered them in the file the pins were written for; the
  x_resolve numbers from 14 on differ from the central run on 93f57ef, see docs/mutation.md).

  # kills: engine.sve.abilities.x_waiting_to_order__mutmut_7, _8; x_order_pending__mutmut_10; x_resolve__mutmut_144 (93f57ef numbers 155)
  @cr-10.5
  Scenario: In my opponent's turn I order my own pending abilities
    Rule(en): When two of my automatic abilities trigger in my opponent's turn and I order my own, the game waits for me to pick one; a card with no pending ability of mine cannot be picked.
    Rule(ja): 相手のターンに自分の自動能力が2つ誘発し、自分で順番を決めるときは、ゲームは自分の選択を待ちます。自分の待機中の能力がないカードは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.5

    Given it is my opponent's main phase with 2 play points
    And I choose the order of my pending abilities
    And my field holds:
      | card        | as      |
      | Night Watch | Watch A |
      | Night Watch | Watch B |
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And the game waits for me
    When I resolve the pending ability of "Test Fighter" first
    Then the action is refused with reason "invalid-choice"
    When I resolve the pending ability of "Watch B" first
    Then the action succeeds
    And my opponent's field holds 0 "Test Fighter"
    And the event "ability-fizzled" did not happen

  # kills: engine.sve.abilities.x_resolve__mutmut_199, _208, _211, _214, _215, _145; x_answer_positions__mutmut_3; x_answer_selection__mutmut_3 (93f57ef numbers 210, 219, 222, 225, 226, 156)
  @cr-5.5 @cr-10.6
  Scenario: When my opponent's spell makes me choose the top or the bottom of my deck, only I choose, and only that
    Rule(en): My opponent's spell puts my follower on the top or the bottom of my deck, as I choose: the game waits for me, not for my opponent, and it waits for a position, not for targets.
    Rule(ja): 相手のスペルが自分のフォロワーを自分のデッキの上か下に置くとき、どちらかは自分が選びます。ゲームは相手ではなく自分を待ち、待っているのは対象ではなく置く位置です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 10.6

    Given it is my opponent's main phase with 1 play point
    And my deck holds 2 cards
    And my field holds:
      | card        | as     |
      | Test Knight | Pushed |
    And my opponent's hand holds "Homeward Tide"
    When my opponent plays "Homeward Tide" targeting "Pushed"
    Then the game waits for me
    And the event "awaiting-target" happened
    When my opponent puts it on the bottom of the deck
    Then the action is refused with reason "wrong-timing"
    When I select "Pushed" as the target
    Then the action is refused with reason "wrong-timing"
    When I put it on the top of the deck
    Then the action succeeds
    And the top card of my deck is a card named "Test Knight"
    And the event "ability-fizzled" did not happen

  # kills: engine.sve.abilities.x_resolve__mutmut_118, _136, _139, _142, _143 (93f57ef numbers 129, 147, 150, 153, 154)
  @cr-10.6
  Scenario: My opponent's spell that lets me select my own follower waits for me
    Rule(en): A spell of my opponent's that destroys one of my followers which I select waits for my selection, and the follower I select is destroyed.
    Rule(ja): 自分が選ぶ自分のフォロワー1体を破壊する相手のスペルは、自分の選択を待ち、選んだフォロワーが破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my opponent's main phase with 1 play point
    And my field holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    And my opponent's hand holds "Tribute Demand"
    When my opponent plays "Tribute Demand"
    Then the action succeeds
    And the game waits for me
    And the event "awaiting-target" happened
    When I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Test Knight" is on my field

  # kills: engine.sve.abilities.x_resolve__mutmut_89, _92, _95, _96 (93f57ef numbers 100, 103, 106, 107)
  @cr-10.7
  Scenario: An optional cost I do not pay is declined, and the game says so
    Rule(en): When I play a follower and decline the optional cost of its Fanfare, its ability does nothing and the game records that the cost was declined.
    Rule(ja): ファンファーレの任意のコストを支払わずにフォロワーをプレイすると、その能力は何もせず、コストが支払われなかったことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 2 play points
    And my field holds "Test Fighter"
    And my hand holds "Grove Elder"
    When I play "Grove Elder" declining its optional cost
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Grove Elder" has 2 attack and 2 defense
    And the event "optional-cost-declined" happened

  # kills: engine.sve.abilities.x_resolve__mutmut_62, _66, _70, _71 (93f57ef numbers 69, 73, 77, 78)
  @cr-10.7
  Scenario: A Fanfare whose condition does not hold does nothing, and the game says so
    Rule(en): A Fanfare that needs two other followers on my field does nothing when I have none, and the game records that its condition did not hold.
    Rule(ja): 自分の場に他のフォロワーが2体必要なファンファーレは、1体もいなければ何もせず、条件を満たさなかったことが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 1 play point
    And my hand holds "Lone Herald"
    When I play "Lone Herald"
    Then the action succeeds
    And my leader has 20 defense
    And the event "ability-condition-unmet" happened

  # kills: engine.sve.abilities.x_resolve__mutmut_15, _16 (x_resolve__mutmut_22, _23 of 93f57ef)
  @cr-10.7 @cr-7.2
  Scenario: An effect set aside by an ability whose condition held happens later even if the condition no longer holds
    Rule(en): A Fanfare that needs another follower on my field sets aside "at the start of my opponent's next turn, deal 2 damage to the enemy leader"; the damage happens then, even though that other follower is gone by that time.
    Rule(ja): 自分の場に他のフォロワーが必要なファンファーレが「相手の次のターン開始時、相手リーダーに2ダメージ」を予約すると、その時までに他のフォロワーがいなくなっていても、ダメージは与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 7.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Goblin"
    And my hand holds:
      | card         |
      | Rally Herald |
      | Wild Spark   |
    When I play "Rally Herald"
    Then the action succeeds
    When I play "Wild Spark" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my opponent's leader has 20 defense
    When I end the turn
    Then the action succeeds
    And my opponent's leader has 18 defense

  # kills: engine.sve.abilities.x_resolve__mutmut_198 (93f57ef numbers 209)
  @cr-5.5
  Scenario: When my own spell puts my follower on the top or the bottom of my deck, I choose
    Rule(en): My spell puts one of my followers on the top or the bottom of my deck, as I choose: the game waits for me, not for my opponent.
    Rule(ja): 自分のスペルが自分のフォロワーを自分のデッキの上か下に置くとき、どちらかは自分が選びます。ゲームは相手ではなく自分を待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my field holds "Test Knight"
    And my hand holds "Homeward Call"
    When I play "Homeward Call" targeting "Test Knight"
    Then the game waits for me
    When I put it on the bottom of the deck
    Then the action succeeds
    And "Test Knight" is in my deck

  # guards the removal of dead code: resolve's copy of the cost without Earth Rite before is_free(), which
  # already leaves Earth Rite out (its mutants, x_resolve__mutmut_83 to _86 of 93f57ef, are gone)
  @cr-13.3 @cr-10.7
  Scenario: A Fanfare whose only cost is Earth Rite takes one Stack counter, once
    Rule(en): When I play a follower naming a Stack amulet for its Fanfare's Earth Rite, one Stack counter is removed and the Fanfare happens; Earth Rite is not paid a second time.
    Rule(ja): フォロワーをプレイし、ファンファーレの土の秘術にスタックアミュレットを指定すると、スタックカウンターが1つ取り除かれてファンファーレが発動します。土の秘術が2回支払われることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 10.7

    Given it is my main phase with 1 play point
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 3  |
    And my hand holds "Rite Herald"
    When I play "Rite Herald" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And my opponent's leader has 18 defense
    And "Stack Obelisk" has 2 stack counters

  # kills: engine.sve.abilities.x__card__mutmut_3, _4, _7, _8, _9 (a token that left the game known without its id or name)
  @cr-10.11 @cr-12.5
  Scenario: The Last Words of a token follower happens after the token has left the game
    Rule(en): A token follower destroyed on the field goes to the cemetery and then ceases to exist; its Last Words still happens, from the token as it last was, and an effect it sets aside for my end phase happens then.
    Rule(ja): 場で破壊されたトークンのフォロワーは墓場に置かれた後に消滅しますが、そのラストワードは最後の状態のトークンから発動し、自分のエンドフェイズに予約した効果もその時に発動します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 12.5

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card       |
      | Wisp Call  |
      | Wild Spark |
    When I play "Wisp Call"
    Then the action succeeds
    And my field holds 1 "Spark Wisp"
    When I play "Wild Spark" targeting "Spark Wisp"
    Then the action succeeds
    And my field holds 0 "Spark Wisp"
    And my opponent's leader has 19 defense
    When I end the turn
    Then the action succeeds
    And my opponent's leader has 18 defense

  # corrected (ch5b, CR 10.6.2.3.3): an automatic ability with a required selection that has no candidate is not played,
  # so this no longer waits for the first selection (it killed engine.sve.abilities.x_answer_selection__mutmut_41)
  @cr-10.6 @cr-10.6.2.3.3
  Scenario: An automatic ability with two selections, one of them without any candidate, does nothing
    Rule(en): A Fanfare that selects an enemy follower to damage and one of my amulets to destroy, when I have no amulet, cannot make every selection it needs, so it is not played: the game does not wait for me and the enemy follower is not damaged.
    Rule(ja): 相手のフォロワーと自分のアミュレットを選ぶファンファーレは、自分のアミュレットがないとき、必要な選択をすべて行えないのでプレイされません。ゲームは自分の選択を待たず、相手のフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 10.6 and clause 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Twin Order"
    When I play "Twin Order"
    Then the action succeeds
    And no ability is pending
    And "Test Goblin" has 2 defense
    And the event "ability-fizzled" happened

  # a real bug, fixed (engine.sve.abilities.play_now passed no final values for an activated ability's source):
  # the damage was 0; kills what were x_play_now__mutmut_11 and _19 (now gone: the argument is no longer written)
  @cr-10.11
  Scenario: An activated ability that returns its own follower to the hand still knows the follower's attack
    Rule(en): "Return this follower to your hand, then deal damage equal to its attack to the enemy leader": the damage uses the attack the follower had on the field.
    Rule(ja): 「このフォロワーを手札に戻し、その攻撃力に等しいダメージを相手リーダーに与える」起動能力は、場にいたときの攻撃力でダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.11

    Given it is my main phase with 1 play point
    And my field holds "Recall Striker"
    When I activate "Recall Striker"
    Then the action succeeds
    And "Recall Striker" is in my hand
    And my opponent's leader has 18 defense

  # kills: engine.sve.abilities.x_waiting_to_order__mutmut_3
  @cr-10.5 @cr-10.6
  Scenario: While my ordered ability waits for my selection I cannot order the next one
    Rule(en): I order my three end-phase abilities; the one I play first waits for me to select its target, and until I do I cannot pick which of the other two comes next.
    Rule(ja): エンドフェイズに誘発した3つの能力の順番を自分で決めるとき、最初に選んだ能力が対象の選択を待っている間は、残り2つのどちらを次にするかを選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.5 and 10.6

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my deck holds 3 cards
    And my field holds:
      | card        |
      | Dawn Bell   |
      | Dusk Bell   |
      | Dusk Archer |
    And my opponent's field holds "Test Goblin"
    When I end my main phase
    Then the game waits for me
    When I resolve the pending ability of "Dusk Archer" first
    Then the action succeeds
    And the game waits for me
    When I resolve the pending ability of "Dawn Bell" first
    Then the action is refused with reason "wrong-timing"
    When I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" has 1 defense
