@sve
Feature: Pins found by mutation testing (triggers, zones and continuous effects)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants it kills
  (numbered as mutmut 3.8.1 numbered them in the engine the pins were written for).

  # kills: engine.sve.triggers.x__limits_allow__mutmut_4, _5, _7
  @cr-10.7
  Scenario: An ability limited to its controller's turn does nothing in the opponent's turn
    Rule(en): An automatic ability that only works in my turn does not trigger in my opponent's turn, even when its event happens there.
    Rule(ja): 自分のターンにのみ働く自動能力は、相手のターン中にそのきっかけが起きても誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Day Watch"
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 2 defense
    And the event "ability-triggered" did not happen

  # kills: engine.sve.triggers.x_queue__mutmut_27, _31, _35, _36
  @cr-10.7 @cr-10.5
  Scenario: An ability limited to its controller's turn triggers in that turn
    Rule(en): In my own turn the same ability triggers when an enemy follower is put onto the field, and it resolves at the next chance.
    Rule(ja): 自分のターンには、相手の場にフォロワーが出ると同じ能力が誘発し、次の機会に解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 10.5

    Given it is my main phase with 1 play point
    And my field holds "Day Watch"
    And my hand holds "Gift Fairy"
    When I play "Gift Fairy"
    Then the action succeeds
    And my opponent's field holds 0 "Fairy"
    And these events happened in this order:
      | event             |
      | entered-field     |
      | ability-triggered |
      | ability-resolved  |

  # kills: engine.sve.triggers.x_make_pending__mutmut_47, _48
  @cr-10.4 @cr-10.7
  Scenario: The card I name for a Fanfare's optional cost is the one that pays it
    Rule(en): When several cards could pay an automatic ability's cost, the one I named when playing the card pays it; the others stay where they are.
    Rule(ja): 自動能力のコストを支払えるカードが複数あるとき、カードをプレイする際に指定したカードで支払います。他のカードはそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 10.7

    Given it is my main phase with 2 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Grove Elder"
    When I play "Grove Elder" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my hand
    And "Test Goblin" is on my field
    And "Grove Elder" has 3 attack and 3 defense

  # kills: engine.sve.triggers.x_emit_phase__mutmut_6, _11, _15, _19, _20
  @cr-10.7 @cr-7.2
  Scenario: An effect set aside for my opponent's next turn start happens when that turn starts
    Rule(en): "At the start of your opponent's next turn, deal 2 damage to the enemy leader" waits through the rest of my turn and happens as my opponent's turn begins.
    Rule(ja): 「次の相手のターン開始時、相手のリーダーに2ダメージ」は自分のターンの残りの間は待ち、相手のターンが始まるときに起こります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 7.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Lingering Hex"
    When I play "Lingering Hex"
    Then the action succeeds
    And my opponent's leader has 20 defense
    When I end the turn
    Then the action succeeds
    And my opponent's leader has 18 defense
    And the event "ability-triggered" happened

  # kills: engine.sve.triggers.x_phase_triggers__mutmut_9, _11, _13, _14, _15
  @cr-7.4 @cr-12.8
  Scenario: A Ward follower stood up by my end-phase ability may then be engaged
    Rule(en): At the start of my end phase its abilities happen first; a Ward follower that one of them stands up is reserved again and may be engaged for Ward afterwards.
    Rule(ja): エンドフェイズ開始時の能力が先に処理されます。その能力でスタンドした守護フォロワーは、その後に守護のためにアクトできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 12.8

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | state    |
      | Rousing Bell | reserved |
      | Ward Guard   | engaged  |
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged
    And these events happened in this order:
      | event            |
      | ability-resolved |
      | ward-engaged     |
      | quick-window     |

  # kills: engine.sve.triggers.x_phase_triggers__mutmut_2, _3, _5, _6
  @cr-7.4 @cr-10.7
  Scenario: A Ward follower stood up by an effect set aside for my end phase may then be engaged
    Rule(en): An effect set aside "at the start of your end phase" happens before Ward followers are engaged, so a follower it stands up may be engaged for Ward.
    Rule(ja): 「自分のエンドフェイズ開始時」に起こるよう保留された効果は守護のアクトより先に起こるので、それでスタンドしたフォロワーを守護のためにアクトできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 10.7

    Given it is my main phase with 1 play point
    And my field holds:
      | card       | state   |
      | Ward Guard | engaged |
    And my hand holds "Vigil Call"
    When I play "Vigil Call"
    And I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged
    And the event "ward-engaged" happened

  # kills: engine.sve.triggers.x_phase_triggers__mutmut_10
  @cr-7.4 @cr-10.7
  Scenario: A Ward follower stood up by my opponent's ability at my end phase may then be engaged
    Rule(en): My opponent's "at the start of your opponent's end phase" abilities also happen at the start of my end phase, before my Ward followers are engaged.
    Rule(ja): 相手の「相手のエンドフェイズ開始時」の能力も、自分のエンドフェイズ開始時、守護のアクトより先に処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 10.7

    Given it is my main phase with 0 play points
    And my field holds:
      | card       | state   |
      | Ward Guard | engaged |
    And my opponent's field holds "Rival Horn"
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged

  # kills: engine.sve.triggers.x_emit_leave__mutmut_10, _16
  @cr-10.11 @cr-5.29
  Scenario: An ability for leaving the field counts the defense its follower had on the field
    Rule(en): "When this leaves the field, deal damage equal to its defense" uses the defense it last had on the field, as final card information.
    Rule(ja): 「このカードが場を離れたとき、その体力に等しいダメージ」は、最終カード情報として場で最後に持っていた体力を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.29

    Given it is my main phase with 4 play points
    And my opponent's field holds "Parting Bulwark"
    And my hand holds "Execution"
    When I play "Execution" targeting "Parting Bulwark"
    Then the action succeeds
    And my leader has 17 defense

  # kills: engine.sve.triggers.x_emit_leave__mutmut_25, _31
  @cr-10.11 @cr-5.6
  Scenario: An ability for being destroyed counts the defense its follower had on the field
    Rule(en): "When this is destroyed, deal damage equal to its defense" uses the defense it last had on the field.
    Rule(ja): 「このカードが破壊されたとき、その体力に等しいダメージ」は、場で最後に持っていた体力を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.6

    Given it is my main phase with 4 play points
    And my opponent's field holds "Grudge Bulwark"
    And my hand holds "Execution"
    When I play "Execution" targeting "Grudge Bulwark"
    Then the action succeeds
    And my leader has 17 defense

  # kills: engine.sve.triggers.x_emit_leave__mutmut_61, _67
  @cr-10.11 @cr-5.5
  Scenario: An ability for returning to the hand counts the defense its follower had on the field
    Rule(en): "When this returns to the hand, deal damage equal to its defense" uses the defense it last had on the field, not the card in the hand.
    Rule(ja): 「このカードが手札に戻ったとき、その体力に等しいダメージ」は、手札のカードではなく、場で最後に持っていた体力を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.5

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card           | defense |
      | Homing Bulwark | +1      |
    And my hand holds "Homeward Wind"
    When I play "Homeward Wind" targeting "Homing Bulwark"
    Then the action succeeds
    And "Homing Bulwark" is in my opponent's hand
    And my leader has 16 defense

  # kills: engine.sve.triggers.x__matches_anywhere__mutmut_11 (mutmut_12 of the engine at 93f57ef)
  @cr-10.7 @cr-5.5
  Scenario: An ability watching for followers entering my field ignores my opponent's followers
    Rule(en): "Whenever a follower is put onto your field" is about my field only; a follower my opponent plays does not trigger it.
    Rule(ja): 「自分の場にフォロワーが出るたび」は自分の場だけが対象です。相手がプレイしたフォロワーでは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 5.5

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Welcome Banner"
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And my leader has 20 defense
    And the event "ability-triggered" did not happen

  # kills (engine at 93f57ef): engine.sve.triggers.x__matches_anywhere__mutmut_14, _15, _16 (the fallback taken for cards in play)
  @cr-10.7 @cr-12.8
  Scenario: An ability watching for Ward followers entering my field ignores a follower without Ward
    Rule(en): "Whenever a follower with Ward is put onto your field" triggers for a follower that has Ward, and not for one without it.
    Rule(ja): 「守護を持つフォロワーが自分の場に出るたび」は守護を持つフォロワーでは誘発し、持たないフォロワーでは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 12.8

    Given it is my main phase with 4 play points
    And my field holds "Ward Herald"
    And my hand holds:
      | card         |
      | Test Fighter |
      | Ward Guard   |
    When I play "Test Fighter"
    Then the action succeeds
    And my leader has 20 defense
    When I play "Ward Guard"
    Then the action succeeds
    And my leader has 21 defense

  # kills (engine at 93f57ef): engine.sve.triggers.x__matches_anywhere__mutmut_27, _35 to _42, _45 to _49, _52 to _60;
  # the last two rows fail on that engine (a real bug: a token that left the game was matched on its type, traits
  # and name only, so a class or cost in the watching ability was ignored)
  @cr-9.1 @cr-10.11 @cr-10.7
  Scenario Outline: An ability watching for cards leaving my field sees a token that left the game
    Rule(en): A token that leaves the field ceases to exist, but abilities watching for a card leaving still see it with its card facts: its type, traits, name, class and cost.
    Rule(ja): 場を離れたトークンはなくなりますが、カードが場を離れることを見ている能力は、そのカードの情報（カードタイプ、タイプ、カード名、クラス、コスト）でそれを見ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 9.1, 10.11 and 10.7

    Given it is my main phase with 0 play points
    And my field holds:
      | card      |
      | <watcher> |
      | Fairy     |
    And my hand holds "Wild Spark"
    When I play "Wild Spark" targeting "Fairy"
    Then the action succeeds
    And my field holds 0 "Fairy"
    And my leader has <defense> defense

    Examples:
      | watcher         | defense |
      | Requiem Bell    | 21      |
      | Farewell Post   | 21      |
      | Vanguard Post   | 21      |
      | Pixie Mourner   | 21      |
      | Sentinel Post   | 20      |
      | Forest Farewell | 21      |
      | Costly Farewell | 20      |

  # kills: engine.sve.triggers.x_emit__mutmut_37
  @cr-10.7
  Scenario: An ability watching for enemy followers ignores an amulet my opponent plays
    Rule(en): An ability that names only a side still watches for followers, as its trigger says; an amulet entering that side does not trigger it.
    Rule(ja): 陣営だけを指定した能力も、その誘発条件どおりフォロワーを見ています。その陣営にアミュレットが出ても誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Night Watch"
    And my opponent's hand holds "Test Amulet"
    When my opponent plays "Test Amulet"
    Then the action succeeds
    And "Test Amulet" is on my opponent's field
    And the event "ability-triggered" did not happen

  # kills: engine.sve.zones.x_bury__mutmut_2, _3, _4, _5
  @cr-13.3 @cr-5.34
  Scenario: Burying a Stack amulet on the field removes a Stack counter instead
    Rule(en): A card with Stack that would leave the field loses one Stack counter instead; being buried is leaving the field, so it stays with one counter less.
    Rule(ja): スタックを持つカードが場を離れる場合、代わりにスタックカウンターを1つ取り除きます。埋葬も場を離れることなので、カウンターが1つ減ってそのまま残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 5.34

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Grave Rite"
    When I play "Grave Rite" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my field
    And "Stack Obelisk" has 1 stack counter

  # kills: engine.sve.zones.x_move__mutmut_29, _30, _32 to _35, _37 to _40, _42, _43
  @cr-4.8 @cr-5.27 @cr-15.1
  Scenario: A card returned from my EX area to my hand loses its counters and its +X/+Y
    Rule(en): Counters and +X/+Y changes belong to a card while it stays in the EX area; once it goes to the hand it is a card with its printed values and no counters.
    Rule(ja): カウンターと+X/+Yの変更はEXエリアにある間のカードのものです。手札に移ると、印刷された値を持ちカウンターのないカードになります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.8, 5.27 and 15.1

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card        | counters | attack | defense |
      | Test Knight | fable 2  | +1     | +1      |
    And my hand holds "Reserve Recall"
    Then "Test Knight" has 4 attack and 4 defense
    When I play "Reserve Recall" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my hand
    And "Test Knight" has 3 attack and 3 defense
    And "Test Knight" has 0 fable counters

  # kills: engine.sve.zones.x_move__mutmut_22, _23, _24
  @cr-4.8 @cr-10.9
  Scenario: A cost change given to a card in my EX area ends when the card goes to my hand
    Rule(en): Wyvern Scout's cost change is for the card while it is in the EX area; returned to the hand, the card costs its printed cost again.
    Rule(ja): ワイバーンスカウトのコスト変更はEXエリアにある間のそのカードのものです。手札に戻ると、印刷されたコストに戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.8 and 10.9

    Given it is my main phase with 4 play points
    And my deck holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    And my hand holds:
      | card           |
      | Wyvern Scout   |
      | Reserve Recall |
    When I play "Wyvern Scout"
    Then the action succeeds
    And "Test Knight" is in my EX area
    And "Test Knight" costs 1 play point
    When I play "Reserve Recall" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my hand
    And "Test Knight" costs 3 play points

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_148, _149, _183
  @cr-10.9 @cr-10.10
  Scenario: A continuous effect that prevents damage to my followers prevents all of it
    Rule(en): While an amulet says damage to my followers is prevented, a spell's 3 damage to my follower is not dealt at all.
    Rule(ja): 自分のフォロワーへのダメージを軽減しきるアミュレットがある間、呪文の3ダメージは自分のフォロワーに与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 10.10

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Aegis Banner |
      | Test Fighter |
    And my hand holds "Wild Spark"
    When I play "Wild Spark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_166, _168, _169, _174, _175
  @cr-10.9 @cr-5.29 @cr-8.4
  Scenario: Two continuous damage bonuses add up, one of them counted from my field
    Rule(en): A follower with +1 damage from one amulet and +1 for every follower I have from another (one follower) deals 2 more damage in combat.
    Rule(ja): あるアミュレットから+1、別のアミュレットから自分のフォロワー1体につき+1（フォロワーは1体）を受けたフォロワーは、戦闘で2多くダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9, 5.29 and 8.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Fury Banner  |
      | Pack Banner  |
      | Test Fighter |
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 16 defense

  # kills: engine.sve.triggers.x_phase_triggers__mutmut_4
  @cr-7.4 @cr-10.7
  Scenario: A Ward follower stood up by an effect my opponent set aside for my end phase may then be engaged
    Rule(en): An effect my opponent set aside "at the start of your opponent's next end phase" happens at the start of my end phase, before my Ward followers are engaged.
    Rule(ja): 相手が「次の相手のエンドフェイズ開始時」に保留した効果は、自分のエンドフェイズ開始時、守護のアクトより先に起こります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.4 and 10.7

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Ward Guard"
    And my opponent's hand holds "Rival Decree"
    When my opponent plays "Rival Decree"
    And my opponent ends the turn
    And I attack the enemy leader with "Ward Guard"
    Then "Ward Guard" is engaged
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    And "Ward Guard" is engaged
    And the event "ward-engaged" happened

  # kills: engine.sve.triggers.x_emit__mutmut_45
  @cr-10.7 @cr-5.5
  Scenario: Of two abilities watching for followers entering, only the one that includes its own card triggers when that card enters
    Rule(en): "Whenever another follower enters your field" does not trigger for its own card; a second ability of the same card written for every follower, itself included, does.
    Rule(ja): 「自分の場に他のフォロワーが出るたび」はそのカード自身では誘発しません。同じカードの、自身を含むすべてのフォロワーについての2つ目の能力は誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Mirror Sentinel"
    When I play "Mirror Sentinel"
    Then the action succeeds
    And my leader has 22 defense

  # kills: engine.sve.zones.x_move__mutmut_130, _135; a real bug, fixed: the card under the evolved follower went to
  # the bottom of the deck whatever the effect said
  @cr-12.2 @cr-5.5
  Scenario: The card under an evolved follower put on top of the deck goes on top of the deck
    Rule(en): When an evolved follower is put on top of its owner's deck, its evolved card goes face up onto the evolve deck and the card that was under it goes where the effect says: on top of the deck.
    Rule(ja): エボルヴフォロワーが持ち主のデッキの上に置かれるとき、エボルヴカードは表向きでエボルヴデッキに置かれ、その下にあったカードは効果の指示どおりデッキの上に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 5.5

    Given it is my main phase with 3 play points
    And my deck holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | as           |
      | Evolving Fighter | Base Fighter |
    And my hand holds "Crest Return"
    When I evolve "Base Fighter"
    And I play "Crest Return" targeting "Base Fighter"
    Then the action succeeds
    And my evolve deck holds 1 face-up "Evolving Fighter"
    And my deck holds 3 cards
    And the top card of my deck is a card named "Evolving Fighter"

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_60
  @cr-10.9 @cr-10.7
  Scenario: A continuous effect that counts my other followers does not count its own card
    Rule(en): "While you have 2 or more other followers, this has +2/+0" counts only the followers beside it: with one other follower it does not apply, with two it does.
    Rule(ja): 「自分の他のフォロワーが2体以上いる間、このカードは+2/+0」はこのカード以外のフォロワーだけを数えます。他のフォロワーが1体なら適用されず、2体なら適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 10.7

    Given it is my main phase with 2 play points
    And my field holds:
      | card        |
      | Pack Hunter |
      | Test Goblin |
    And my hand holds "Test Fighter"
    Then "Pack Hunter" has 1 attack and 2 defense
    When I play "Test Fighter"
    Then the action succeeds
    And "Pack Hunter" has 3 attack and 2 defense
