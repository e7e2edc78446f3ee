@sve
Feature: Pins of the details the event log records (issue 24: event-detail claims that expired)
  The event log is public: every detail an event records (an amount, a reason, the zone a card came from ...)
  can be read through the engine's API. The "these events happened in this order" step reads any of them as a
  column, so a mutant that only changes such a detail is no longer listed as equivalent; each scenario here
  reads the details its event records, so such a mutant fails a scenario (docs/mutation.md). The comment above
  a scenario names the mutants it kills (numbered as in a mutants/ copy of this branch).

  # kills: engine.sve.keywords.x_stack_replaces__mutmut_34, _38
  @cr-13.3
  Scenario: Event detail: a Stack counter removed instead of the amulet leaving is recorded with the counters left
    Rule(en): When an effect would destroy an enemy Stack amulet that still has Stack counters, it loses one counter instead, and the game records how many are left.
    Rule(ja): スタックカウンターが残っている相手のスタックアミュレットを効果で破壊しようとすると、代わりにカウンターが1つ取り除かれ、ゲームは残りの数を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.3

    Given it is my main phase with 1 play point
    And my hand holds "Clause Idol Breaker"
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    When I play "Clause Idol Breaker" targeting "Stack Obelisk"
    Then the action succeeds
    And these events happened in this order:
      | event                 | player      | card          | left |
      | stack-counter-removed | my opponent | Stack Obelisk | 1    |

  # kills: engine.sve.combat.x_resolve_combat__mutmut_53, _54, _58; engine.sve.game.xǁGameǁ_do_attack__mutmut_51, _52, _55, _56, _107, _112, _113; engine.sve.handling.x_handle__mutmut_56, _59
  @cr-8.4 @cr-8.5 @cr-1.2
  Scenario: Event detail: an attack on the enemy leader is recorded with its attacker, no target and the damage dealt
    Rule(en): When my follower attacks the enemy leader, the game records the attacker and that no follower was the target, opens my opponent's attack window, records the damage combat dealt, and records who won if the leader falls.
    Rule(ja): 自分のフォロワーが相手リーダーを攻撃すると、ゲームは攻撃したフォロワーと、対象のフォロワーがいないことを記録し、相手の攻撃時のクイックタイミングを開き、戦闘で与えたダメージを記録し、リーダーが倒れれば勝者を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4, 8.5 and 1.2

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then I win the game
    And these events happened in this order:
      | event           | player      | attacker       | target | window | dealt | result        |
      | attack-declared | me          | "Test Fighter" | none   |        |       |               |
      | quick-window    | my opponent |                |        | attack |       |               |
      | window-passed   | my opponent |                |        | attack |       |               |
      | combat          | me          | "Test Fighter" | none   |        | 2     |               |
      | game-over       |             |                |        |        |       | player-0-wins |

  # kills: engine.sve.combat.x_resolve_combat__mutmut_126, _127, _128, _129, _132, _133, _134, _135; engine.sve.game.xǁGameǁ_do_attack__mutmut_52, _56
  @cr-8.4 @cr-8.5
  Scenario: Event detail: combat between two followers is recorded with both of them and the damage each dealt
    Rule(en): When my follower with 2 attack attacks an enemy follower with 3 attack, the game records the attacker and its target, and the damage each dealt to the other in combat: 2 dealt, 3 taken.
    Rule(ja): 攻撃力2の自分のフォロワーが攻撃力3の相手のフォロワーを攻撃すると、ゲームは攻撃したフォロワーとその対象、そして戦闘で互いに与えたダメージ（与えた2、受けた3）を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4 and 8.5

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Test Fighter"
    Then these events happened in this order:
      | event           | player | attacker       | target        | dealt | taken |
      | attack-declared | me     | "Test Fighter" | "Test Knight" |       |       |
      | combat          | me     | "Test Fighter" | "Test Knight" | 2     | 3     |

  # kills: engine.sve.zones.x_move__mutmut_69, _70, _74, _75
  @cr-5.12 @cr-10.4
  Scenario: Event detail: a card discarded to pay a cost is recorded as moved from the hand to the cemetery
    Rule(en): When I discard a card from my hand to pay a cost, the game records that it moved from my hand to my cemetery.
    Rule(ja): コストの支払いのために手札のカードを捨てると、ゲームはそのカードが手札から墓場へ移動したことを記録します。
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
    And these events happened in this order:
      | event | player | card        | source | dest     |
      | moved | me     | Test Goblin | hand   | cemetery |

  # kills: engine.sve.zones.x_move__mutmut_162, _163, _167, _168
  @cr-5.5
  Scenario: Event detail: a follower returned to the hand leaves the field recorded with where it went, not destroyed
    Rule(en): When my effect returns an enemy follower to its owner's hand, the game records that it left the field for the hand and was not destroyed.
    Rule(ja): 自分の効果で相手のフォロワーを持ち主の手札に戻すと、ゲームはそれが破壊されずに手札へ場を離れたことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Wind"
    And my opponent's field holds "Test Goblin"
    When I play "Homeward Wind" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event      | player      | dest | destroyed |
      | left-field | my opponent | hand | false     |

  # kills: engine.sve.zones.x_enter_field__mutmut_100, _105; engine.sve.game.xǁGameǁ_do_play__mutmut_236, _237, _241, _242; engine.sve.triggers.x_queue__mutmut_30, _34
  @cr-10.6 @cr-10.4
  Scenario: Event detail: a follower played from my hand is recorded with its name and its zone, and its Fanfare with its timing
    Rule(en): When I play a follower from my hand, the game records its name and that it came from the hand, both for the play and for its entering the field; its Fanfare is recorded as triggered by the fanfare timing.
    Rule(ja): 手札からフォロワーをプレイすると、ゲームはプレイと場に出たことの両方について、その名前と手札から来たことを記録します。そのファンファーレはファンファーレのタイミングで誘発したと記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 10.4

    Given it is my main phase with 1 play point
    And my hand holds "Spendthrift Herald"
    When I play "Spendthrift Herald"
    Then the action succeeds
    And these events happened in this order:
      | event             | player | name               | source | trigger |
      | played            | me     | Spendthrift Herald | hand   |         |
      | entered-field     | me     | Spendthrift Herald | hand   |         |
      | ability-triggered | me     |                    |        | fanfare |

  # kills: engine.sve.abilities.x_resolve__mutmut_131, _135
  @cr-10.7
  Scenario: Event detail: a Fanfare whose condition fails is recorded with its timing
    Rule(en): When the condition of my follower's Fanfare does not hold as it resolves, the game records that the fanfare ability's condition was not met.
    Rule(ja): 自分のフォロワーのファンファーレの条件が処理時に満たされていないと、ゲームはそのファンファーレ能力の条件が満たされなかったことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 1 play point
    And my hand holds "Lone Herald"
    When I play "Lone Herald"
    Then the action succeeds
    And these events happened in this order:
      | event                   | player | card        | trigger |
      | ability-condition-unmet | me     | Lone Herald | fanfare |

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_43, _46; engine.sve.game.xǁGameǁ_do_pass_window__mutmut_16, _19
  @cr-7.4
  Scenario: Event detail: discarding down to 7 at the end of the turn is recorded with how many cards went
    Rule(en): When I end my turn with 8 cards in hand, my opponent lets the end-phase window close, and I discard one card; the game records that window and the one card discarded.
    Rule(ja): 手札8枚でターンを終えると、相手はエンドフェイズのクイックタイミングを閉じ、自分はカードを1枚捨てます。ゲームはそのタイミングと捨てた1枚を記録します。
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
      | event              | player      | window    | count |
      | window-passed      | my opponent | end-phase |       |
      | discarded-to-limit | me          |           | 1     |

  # kills: engine.sve.effects.x__play_from__mutmut_89, _90, _94, _95
  @cr-8.2
  Scenario: Event detail: a follower an effect plays from my cemetery is recorded with its name and that zone
    Rule(en): When my spell plays a follower from my cemetery, the game records the play with that follower's name and the cemetery as where it came from.
    Rule(ja): 自分のスペルが墓場からフォロワーをプレイすると、ゲームはそのフォロワーの名前と、墓場から来たことをプレイとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Goblin"
    And my hand holds "Grave Recall"
    When I play "Grave Recall"
    Then the action succeeds
    And these events happened in this order:
      | event  | player | name        | source   |
      | played | me     | Test Goblin | cemetery |

  # kills: engine.sve.effects.x__search__mutmut_60, _65, _66
  @cr-5.8
  Scenario: Event detail: a follower a search puts onto the field is recorded as coming from the deck
    Rule(en): When my spell searches my deck for a follower and puts it onto the field, the game records that it entered the field from the deck.
    Rule(ja): 自分のスペルがデッキからフォロワーをサーチして場に出すと、ゲームはそれがデッキから場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 0 play points
    And my deck holds:
      | card        |
      | Test Goblin |
    And my hand holds "Muster Call"
    When I play "Muster Call"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        | source |
      | entered-field | me     | Test Goblin | deck   |

  # kills: engine.sve.effects.x__search__mutmut_71, _75
  @cr-5.8
  Scenario: Event detail: the card a search finds is recorded with its name
    Rule(en): When my spell searches my deck, the game records the name of the card found.
    Rule(ja): 自分のスペルがデッキをサーチすると、ゲームは見つけたカードの名前を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | name          |
      | searched | me     | Forest Sprite |

  # kills: engine.sve.effects.x__look_top__mutmut_11, _14, _94, _99, _100, _109, _113
  @cr-5.11
  Scenario: Event detail: looking at my top cards and putting one onto the field is recorded with how many, its name and the deck
    Rule(en): When my spell has me look at the top three cards of my deck and put a follower among them onto the field, the game records that three cards were looked at, the name of the one taken, and that it entered the field from the deck.
    Rule(ja): 自分のスペルでデッキの上から3枚を見て、その中のフォロワーを場に出すと、ゲームは3枚を見たこと、取ったカードの名前、それがデッキから場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        |
      | Test Goblin |
      | Study       |
      | Study       |
    And my hand holds "Scout Drone"
    When I play "Scout Drone"
    And I pick "Test Goblin" from the cards looked at
    Then the action succeeds
    And these events happened in this order:
      | event         | player | count | name        | source |
      | looked-at-top | me     | 3     |             |        |
      | entered-field | me     |       | Test Goblin | deck   |
      | took-from-top | me     |       | Test Goblin |        |

  # kills: engine.sve.effects.x__restrict__mutmut_22, _26
  @cr-10.9
  Scenario: Event detail: a restriction my spell puts on an enemy follower is recorded with what it forbids
    Rule(en): When my spell forbids an enemy follower to attack, the game records that restriction by name.
    Rule(ja): 自分のスペルが相手のフォロワーの攻撃を禁じると、ゲームはその制限を名前で記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my hand holds "Chain Curse"
    And my opponent's field holds "Test Fighter"
    When I play "Chain Curse" targeting "Test Fighter"
    Then the action succeeds
    And these events happened in this order:
      | event      | player | card         | restriction   |
      | restricted | me     | Test Fighter | cannot_attack |

  # kills: engine.sve.effects.x__set_stat__mutmut_69, _70, _74, _75
  @cr-5.24
  Scenario: Event detail: a stat my spell sets is recorded with which stat and its new value
    Rule(en): When my spell sets an enemy follower's attack to 1, the game records that its attack was set and to what.
    Rule(ja): 自分のスペルが相手のフォロワーの攻撃力を1にすると、ゲームは攻撃力が設定されたことと、その値を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.24

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Attack Setter"
    When I play "Attack Setter" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | card        | stat   | value |
      | stat-set | me     | Test Knight | attack | 1     |

  # kills: engine.sve.effects.x_targets_of__mutmut_131, _134
  @cr-5.19
  Scenario: Event detail: a random pick is recorded with the cards picked
    Rule(en): When my spell picks an enemy follower at random, the game records which follower was picked.
    Rule(ja): 自分のスペルが相手のフォロワーをランダムに選ぶと、ゲームはどのフォロワーが選ばれたかを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.19

    Given it is my main phase with 1 play point
    And my hand holds "Wild Bolt"
    And my opponent's field holds "Test Knight"
    When I play "Wild Bolt"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | cards         |
      | random-picked | me     | "Test Knight" |

  # kills: engine.sve.effects.x__buff__mutmut_78, _79, _83, _84
  @cr-5.27
  Scenario: Event detail: a buff is recorded with what it adds to attack and to defense
    Rule(en): When my spell gives my follower +2 attack, the game records the change as +2 attack and no change to defense.
    Rule(ja): 自分のスペルが自分のフォロワーの攻撃力を+2すると、ゲームはその変化を攻撃力+2、体力の変化なしとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.27

    Given it is my main phase with 1 play point
    And my field holds "Test Goblin"
    And my hand holds "Battle Cry"
    When I play "Battle Cry" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event  | player | card        | attack | defense |
      | buffed | me     | Test Goblin | 2      | 0       |

  # kills: engine.sve.effects.x__give_keyword__mutmut_42, _46
  @cr-10.9
  Scenario: Event detail: a keyword my spell gives is recorded with that keyword
    Rule(en): When my spell gives my follower Storm, the game records that Storm was the keyword given.
    Rule(ja): 自分のスペルが自分のフォロワーに疾走を与えると、ゲームは与えた能力が疾走であることを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my field holds "Test Goblin"
    And my hand holds "Wind Blessing"
    When I play "Wind Blessing" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        | keyword |
      | keyword-given | me     | Test Goblin | storm   |

  # kills: engine.sve.effects.x_deal_damage__mutmut_101, _105
  @cr-5.14
  Scenario: Event detail: damage to a follower is recorded with its amount
    Rule(en): When my spell deals 3 damage to an enemy follower, the game records 3 as the damage that follower took.
    Rule(ja): 自分のスペルが相手のフォロワーに3ダメージを与えると、ゲームはそのフォロワーが受けたダメージを3と記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Wild Spark"
    When I play "Wild Spark" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event            | player      | card        | amount |
      | follower-damaged | my opponent | Test Knight | 3      |

  # kills: engine.sve.effects.x__transform__mutmut_47, _48, _52, _53
  @cr-5.17
  Scenario: Event detail: a transformation is recorded with the token the follower became
    Rule(en): When my spell transforms an enemy follower into a Fairy, the game records the Fairy it became, by the card and by its name.
    Rule(ja): 自分のスペルが相手のフォロワーをフェアリーに変身させると、ゲームはそれがなったフェアリーを、カードと名前で記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.17

    Given it is my main phase with 2 play points
    And my hand holds "Polymorph Hex"
    And my opponent's field holds "Grudge Beast"
    When I play "Polymorph Hex" targeting "Grudge Beast"
    Then the action succeeds
    And these events happened in this order:
      | event       | player      | into    | name  |
      | transformed | my opponent | "Fairy" | Fairy |

  # kills: engine.sve.effects.x__reveal__mutmut_9, _13
  @cr-5.21
  Scenario: Event detail: a revealed card is recorded with its name
    Rule(en): When my spell reveals an enemy follower, the game records the revealed card's name.
    Rule(ja): 自分のスペルが相手のフォロワーを公開すると、ゲームは公開したカードの名前を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.21

    Given it is my main phase with 1 play point
    And my hand holds "Mirror Strike"
    And my opponent's field holds "Ogre"
    When I play "Mirror Strike" targeting "Ogre"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | card | name |
      | revealed | me     | Ogre | Ogre |

  # kills: engine.sve.effects.x__delayed__mutmut_35, _39; engine.sve.triggers.x_emit_phase__mutmut_14, _18; engine.sve.effects.x__gain_defense__mutmut_12, _15
  @cr-10.7.5
  Scenario: Event detail: an ability set aside for the end phase is recorded with that timing, and so is its triggering and what it gives
    Rule(en): When my spell sets an ability aside for my end phase, the game records that timing; when the end phase comes, the ability is recorded as triggered at it, and the defense it gives my leader is recorded as 2.
    Rule(ja): 自分のスペルが能力を自分のエンドフェイズまで待機させると、ゲームはそのタイミングを記録します。エンドフェイズになると、能力がそのタイミングで誘発したこと、そしてリーダーが得た体力2が記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.7.5

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds "Clause Omen"
    When I play "Clause Omen"
    And I end the turn
    Then my leader has 22 defense
    And these events happened in this order:
      | event                 | player | card        | at        | trigger   | amount |
      | delayed-ability-set   | me     | Clause Omen | end_phase |           |        |
      | ability-triggered     | me     | Clause Omen |           | end_phase |        |
      | leader-defense-gained | me     |             |           |           | 2      |

  # kills: engine.sve.effects.x_summon_tokens__mutmut_118, _119, _120, _123, _124, _125
  @cr-5.13
  Scenario: Event detail: summoned tokens are recorded with their name and how many went to the field and to the EX area
    Rule(en): When my spell summons one Fairy onto my field, the game records the Fairy's name, one token on the field and none in the EX area.
    Rule(ja): 自分のスペルがフェアリーを1体場に出すと、ゲームはフェアリーという名前、場に1体、EXエリアに0体と記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.13

    Given it is my main phase with 0 play points
    And my hand holds "Fairy Call"
    When I play "Fairy Call"
    Then the action succeeds
    And these events happened in this order:
      | event           | player | name  | field | ex |
      | tokens-summoned | me     | Fairy | 1     | 0  |

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_134, _138
  @cr-8.3 @cr-10.4
  Scenario: Event detail: an activated ability played is recorded with the name of its card
    Rule(en): When I play my follower's activated ability, the game records the ability as played with that card's name.
    Rule(ja): 自分のフォロワーの起動能力をプレイすると、ゲームはそのカードの名前とともに能力のプレイを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.3 and 10.4

    Given it is my main phase with 1 play point
    And my field holds "Measuring Duelist"
    And my opponent's field holds "Test Knight"
    When I activate "Measuring Duelist" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event          | player | card              | name              |
      | ability-played | me     | Measuring Duelist | Measuring Duelist |

  # kills: engine.sve.game.xǁGameǁ_do_serve__mutmut_87, _91
  @cr-14.2
  Scenario: Event detail: serving a follower is recorded with how many Carrots it used
    Rule(en): When I serve my Umamusume follower with one Carrot, the game records the serving with one Carrot.
    Rule(ja): 自分のウマ娘のフォロワーにニンジン1枚で食事させると、ゲームはニンジン1枚での食事として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 14.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And these events happened in this order:
      | event  | player | card         | carrots |
      | served | me     | Special Week | 1       |

  # kills: engine.sve.effects.x__choose__mutmut_77, _80
  @cr-5.18
  Scenario: Event detail: the option chosen for a spell is recorded with its place among the options
    Rule(en): When I play a spell choosing its second option, the game records the option chosen by its place in the card's list, counted from 0 (so 1 for the second).
    Rule(ja): スペルを2番目のモードを選んでプレイすると、ゲームは選んだモードをカードの並びでの位置として0から数えて記録します（2番目なら1）。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.18

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Forked Bolt"
    When I play "Forked Bolt" choosing option 2
    Then the action succeeds
    And these events happened in this order:
      | event | player | options |
      | chose | me     | 1       |

  # kills: engine.sve.effects.x_evolve_by_effect__mutmut_33, _34, _35, _39, _40, _41, _44, _45
  @cr-5.16 @cr-12.2
  Scenario: Event detail: a follower evolved by an effect is recorded with the follower it was, its name and that an effect did it
    Rule(en): When my spell evolves my follower, the game records the evolution with the follower that was evolved, its name, and that an effect (not the evolve action) evolved it.
    Rule(ja): 自分のスペルが自分のフォロワーを進化させると、ゲームは進化したフォロワー、その名前、そして進化の操作ではなく効果による進化であることを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.16 and 12.2

    Given it is my main phase with 1 play point
    And my field holds:
      | card        | as          |
      | Dusk Scribe | Base Scribe |
    And my evolve deck holds "Dusk Scribe"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Base Scribe"
    Then the action succeeds
    And these events happened in this order:
      | event   | player | card        | name        | by     |
      | evolved | me     | Dusk Scribe | Dusk Scribe | effect |
    And the evolutions the game recorded were of the followers set up as "Base Scribe"
