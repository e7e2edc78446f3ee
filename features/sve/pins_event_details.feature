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

  # kills: engine.sve.combat.x_resolve_combat__mutmut_53, _54, _57, _58, _59; engine.sve.game.xǁGameǁ_do_attack__mutmut_51, _55, _56, _104, _107, _112, _113; engine.sve.handling.x_handle__mutmut_56, _59
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

  # kills: engine.sve.zones.x_enter_field__mutmut_99, _100, _104, _105; engine.sve.game.xǁGameǁ_do_play__mutmut_236, _237, _241, _242; engine.sve.triggers.x_queue__mutmut_30, _34; engine.sve.abilities.x__apply_effects__mutmut_94, _98
  @cr-10.6 @cr-10.4
  Scenario: Event detail: a follower played from my hand is recorded with its name and its zone, and its Fanfare with its timing
    Rule(en): When I play a follower from my hand, the game records its name and that it came from the hand, both for the play and for its entering the field; its Fanfare is recorded as triggered, and then as resolved, by the fanfare timing.
    Rule(ja): 手札からフォロワーをプレイすると、ゲームはプレイと場に出たことの両方について、その名前と手札から来たことを記録します。そのファンファーレはファンファーレのタイミングで誘発し、処理されたと記録されます。
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
      | ability-resolved  | me     |                    |        | fanfare |

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

  # kills: engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_43, _46; engine.sve.game.xǁGameǁ_do_pass_window__mutmut_16, _19; engine.sve.game.xǁGameǁ_engage_wards_and_open_window__mutmut_33, _36, _41, _42
  @cr-7.4
  Scenario: Event detail: discarding down to 7 at the end of the turn is recorded with how many cards went
    Rule(en): When I end my turn with 8 cards in hand, the end-phase window opens for my opponent, who lets it close, and I discard one card; the game records that window, opened and passed, and the one card discarded.
    Rule(ja): 手札8枚でターンを終えると、相手にエンドフェイズのクイックタイミングが開き、相手はそれを閉じ、自分はカードを1枚捨てます。ゲームはそのタイミングが開いて閉じたことと、捨てた1枚を記録します。
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
      | quick-window       | my opponent | end-phase |       |
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

  # kills: engine.sve.effects.x__search__mutmut_44, _48, _71, _75
  @cr-5.8 @cr-5.8.1.2
  Scenario: Event detail: the card a search for a Pixie finds is recorded with its name, revealed and found
    Rule(en): When my spell searches my deck for a Pixie (a search with a condition), the card found is shown to both players, and the game records its name for the reveal and for the search.
    Rule(ja): 自分のスペルがデッキからピクシーをサーチする（条件付きのサーチ）と、見つけたカードは両プレイヤーに公開され、ゲームは公開とサーチの両方についてその名前を記録します。
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
      | revealed | me     | Forest Sprite |
      | searched | me     | Forest Sprite |

  # kills: engine.sve.effects.x__look_top__mutmut_11, _14, _94, _99, _100, _109, _113; engine.sve.abilities.x__look_answers__mutmut_42, _46
  @cr-5.11
  Scenario: Event detail: looking at my top cards and putting one onto the field is recorded with how many, its name and the deck
    Rule(en): When my spell has me look at the top three cards of my deck, two of them followers, and put one follower onto the field, the game records that it waited for me to pick among the two that fit, that three cards were looked at, the name of the one taken, and that it entered the field from the deck.
    Rule(ja): 自分のスペルでデッキの上から3枚（うち2枚がフォロワー）を見て、フォロワー1枚を場に出すと、ゲームは条件に合う2枚から選ぶのを待ったこと、3枚を見たこと、取ったカードの名前、それがデッキから場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Study        |
      | Test Fighter |
    And my hand holds "Scout Drone"
    When I play "Scout Drone"
    And I pick "Test Goblin" from the cards looked at
    Then the action succeeds
    And these events happened in this order:
      | event         | player | count | options | name        | source |
      | awaiting-pick | me     |       | 2       |             |        |
      | looked-at-top | me     | 3     |         |             |        |
      | entered-field | me     |       |         | Test Goblin | deck   |
      | took-from-top | me     |       |         | Test Goblin |        |

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

  # kills: engine.sve.abilities.x_resolve__mutmut_80, _84
  @cr-10.6.2.3
  Scenario: Event detail: a Fanfare with nothing to select is recorded as fizzled with its timing
    Rule(en): When my follower's Fanfare must select an enemy follower and the only one cannot be selected, the game records that the fanfare ability had nothing to select.
    Rule(ja): 自分のフォロワーのファンファーレが相手のフォロワーを選ぶ必要があり、唯一のフォロワーが選べないと、ゲームはそのファンファーレ能力に選ぶものがなかったことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 3 play points
    And my hand holds "Fanfare Archer"
    And my opponent's field holds "Aura Spirit"
    When I play "Fanfare Archer"
    Then the action succeeds
    And these events happened in this order:
      | event           | player | card           | trigger |
      | ability-fizzled | me     | Fanfare Archer | fanfare |

  # kills: engine.sve.abilities.x_state_triggers__mutmut_65, _69, _72, _73
  @cr-10.7.6
  Scenario: Event detail: an ability set off by a state is recorded as triggered by a state
    Rule(en): When my leader's defense falls to 10 while my follower's ability waits for that state, the game records that ability as triggered by a state.
    Rule(ja): 自分のフォロワーの能力が待っている状態（リーダーの体力10以下）になると、ゲームはその能力が状態によって誘発したと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.7.6

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 13 defense
    And my field holds "State Watcher Follower"
    And my hand holds "Self Harm Spell"
    When I play "Self Harm Spell"
    Then the action succeeds
    And these events happened in this order:
      | event             | player | card                   | trigger |
      | ability-triggered | me     | State Watcher Follower | state   |

  # kills: engine.sve.effects.x__declare_name__mutmut_3, _6
  @cr-5.33.1
  Scenario: Event detail: a card name declared is recorded with that name
    Rule(en): When my spell has me declare a card name and I declare Test Knight, the game records Test Knight as the name declared.
    Rule(ja): 自分のスペルでカード名を宣言し、Test Knight と宣言すると、ゲームは宣言した名前として Test Knight を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.33.1

    Given it is my main phase with 1 play point
    And my deck holds "Test Knight"
    And my deck holds 3 cards
    And my hand holds "Name Guess Spell"
    When I play "Name Guess Spell"
    And I declare the card name "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | name        |
      | name-declared | me     | Test Knight |

  # kills: engine.sve.effects.x__give_trait__mutmut_47, _51
  @cr-10.9.1.3
  Scenario: Event detail: a trait my spell gives is recorded with that trait
    Rule(en): When my spell gives my follower the Elf trait, the game records Elf as the trait given.
    Rule(ja): 自分のスペルが自分のフォロワーにエルフのタイプを与えると、ゲームは与えたタイプとしてエルフを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.9.1.3

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my hand holds "Elf Gift Spell"
    When I play "Elf Gift Spell" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event       | player | card        | trait |
      | trait-given | me     | Test Knight | Elf   |

  # kills: engine.sve.effects.x__look_top__mutmut_78, _82
  @cr-4.4.4.2 @cr-5.11
  Scenario: Event detail: a card looked at that cannot go onto a full field is recorded with its name
    Rule(en): When the card I pick from my top cards is to go onto my field but the field is full, it stays with the rest, and the game records its name.
    Rule(ja): デッキの上から見て選んだカードを場に出すはずが場が埋まっていると、そのカードは残りとともに残り、ゲームはその名前を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clauses 4.4.4.2 and 5.11

    Given it is my main phase with 3 play points
    And my field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
      | Test Goblin | Goblin C |
      | Test Goblin | Goblin D |
    And my hand holds "Pompous Princess"
    And my deck holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
      | Goliath       |
    When I play "Pompous Princess" picking "Ninja Trainee"
    Then the action succeeds
    And these events happened in this order:
      | event              | player | card          | name          |
      | not-put-onto-field | me     | Ninja Trainee | Ninja Trainee |

  # kills: engine.sve.effects.x__make_amulet__mutmut_23, _27, _30, _31
  @cr-5.25.1
  Scenario: Event detail: a follower turned into an amulet is recorded with its new card type
    Rule(en): When my spell turns a follower into an amulet, the game records amulet as its new card type.
    Rule(ja): 自分のスペルがフォロワーをアミュレットにすると、ゲームは新しいカードタイプとしてアミュレットを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.25.1

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my hand holds "Amulet Curse Spell"
    When I play "Amulet Curse Spell" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event        | player | card        | card_type |
      | type-changed | me     | Test Knight | amulet    |

  # kills: engine.sve.effects.x__play_from__mutmut_72, _76
  @cr-10.6.2.5.1
  Scenario: Event detail: a card an effect could not pay to play is recorded with the cost it had
    Rule(en): When my spell plays a follower from my cemetery with its cost set to 0 but another effect makes it cost 1 more and I have no play point, the follower is not played and the game records the cost of 1 it could not pay.
    Rule(ja): 自分のスペルが墓場のフォロワーをコスト0にしてプレイするとき、別の効果でコストが1増え、プレイポイントがないと、そのフォロワーはプレイされず、ゲームは払えなかったコスト1を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.6.2.5.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Grave Toll"
    And my cemetery holds "Test Goblin"
    And my hand holds "Reprise Rite"
    When I play "Reprise Rite" picking "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event       | player | card        | cost |
      | play-unpaid | me     | Test Goblin | 1    |

  # kills: engine.sve.effects.x__set_stat__mutmut_12, _13, _17, _18
  @cr-5.24 @cr-3.2
  Scenario: Event detail: a leader's defense set by my spell is recorded with the stat and its new value
    Rule(en): When my spell sets my leader's defense to 10, the game records that the defense was set and to 10.
    Rule(ja): 自分のスペルが自分のリーダーの体力を10にすると、ゲームは体力が設定されたことと、その値10を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.24 and 3.2

    Given it is my main phase with 1 play point
    And my leader has 4 defense
    And my hand holds "Rampart Reset"
    When I play "Rampart Reset"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | stat    | value |
      | stat-set | me     | defense | 10    |

  # kills: engine.sve.effects.x__steal__mutmut_38, _42
  @cr-5.22.1
  Scenario: Event detail: a follower whose control my spell takes is recorded with its name
    Rule(en): When my spell takes control of an enemy follower, the game records the taking for me with that follower's name.
    Rule(ja): 自分のスペルが相手のフォロワーのコントロールを得ると、ゲームはそのフォロワーの名前とともに自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.22.1

    Given it is my main phase with 0 play points
    And my hand holds "Control Seizer Spell"
    And my opponent's field holds "Test Knight"
    When I play "Control Seizer Spell" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        | name        |
      | control-taken | me     | Test Knight | Test Knight |

  # kills: engine.sve.effects.x__win_game__mutmut_32, _35
  @cr-5.23.1 @cr-1.2.4
  Scenario: Event detail: a game my spell wins is recorded as over with my win
    Rule(en): When my spell says I win, the game records that it is over and that I won.
    Rule(ja): 自分のスペルが自分の勝利を告げると、ゲームは終了したことと自分が勝ったことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clauses 5.23.1 and 1.2.4

    Given it is my main phase with 0 play points
    And my hand holds "Victory Decree Spell"
    When I play "Victory Decree Spell"
    Then I win the game
    And these events happened in this order:
      | event     | result        |
      | game-over | player-0-wins |

  # kills: engine.sve.game.xǁGameǁ_do_apply_first__mutmut_23, _26
  @cr-10.10.2
  Scenario: Event detail: the order a player gives to the modifications of an event is recorded with the cards named
    Rule(en): When my opponent says the modifications of Stone Bastion apply first, the game records that order for my opponent with that card's name.
    Rule(ja): 相手が Stone Bastion の修整を先に適用すると宣言すると、ゲームはそのカード名とともに相手の順番として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When my opponent applies the modifications of "Stone Bastion" first
    Then the action succeeds
    And these events happened in this order:
      | event                 | player      | cards         |
      | modifications-ordered | my opponent | Stone Bastion |

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_156, _157, _161, _162
  @cr-12.2
  Scenario: Event detail: a follower I evolve is recorded with the follower it was and its name
    Rule(en): When I evolve my follower, the game records the evolution with the follower that was evolved and its name.
    Rule(ja): 自分のフォロワーを進化させると、ゲームは進化したフォロワーとその名前とともに進化を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 12.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | as         |
      | Blood Devil | Base Devil |
    And my evolve deck holds "Blood Devil"
    And "Base Devil" is also called "Devil Before"
    When I evolve "Base Devil"
    Then the action succeeds
    And these events happened in this order:
      | event   | player | card        | name        |
      | evolved | me     | Blood Devil | Blood Devil |
    And the evolutions the game recorded were of the followers set up as "Devil Before"

  # kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_29, _32
  @cr-7.2
  Scenario: Event detail: the maximum play points reached in my start phase are recorded
    Rule(en): When my turn begins with a maximum of 0 play points, my maximum goes up to 1 and the game records 1 as the new maximum.
    Rule(ja): 最大プレイポイント0で自分のターンが始まると、最大値が1に増え、ゲームは新しい最大値として1を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 5 cards
    When my opponent ends the turn
    Then it is my main phase
    And these events happened in this order:
      | event        | player | pp_max |
      | pp-increased | me     | 1      |

  # kills: engine.sve.keywords.x_drain__mutmut_36, _40, _43, _44; engine.sve.keywords.x_drain_resolves__mutmut_9, _12
  @cr-12.13 @cr-12.13.2
  Scenario: Event detail: Drain is recorded as triggered by Drain, and with the defense it gives
    Rule(en): When my Drain follower deals 2 damage to the enemy leader in an attack, its Drain ability is recorded as triggered by Drain, and the game records the 2 defense my leader gains.
    Rule(ja): 自分の《ドレイン》フォロワーが攻撃で相手リーダーに2ダメージを与えると、その能力は《ドレイン》によって誘発したと記録され、ゲームは自分のリーダーが得た体力2を記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 12.13

    Given it is my main phase with 3 play points
    And my field holds "Drain Bat"
    And my leader has 10 defense
    When I attack the enemy leader with "Drain Bat"
    Then my leader has 12 defense
    And these events happened in this order:
      | event             | player | card      | trigger | amount |
      | ability-triggered | me     | Drain Bat | drain   |        |
      | drained           | me     |           |         | 2      |

  # kills: engine.sve.effects.x__select__mutmut_8, _12
  @card-BP01-095 @cr-10.6.2.3
  Scenario: Event detail: a follower selected by an effect that only selects it is recorded with its name
    Rule(en): When my Ace Dragoon's Fanfare selects an enemy follower (a later effect copies its attack), the game records the selection with that follower's name.
    Rule(ja): 自分のエースドラグーンのファンファーレが相手のフォロワーを選ぶと（後の効果がその攻撃力を写す）、ゲームはそのフォロワーの名前とともに選んだことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 2 play points
    And my hand holds "Ace Dragoon"
    And my opponent's field holds "Genesis Dragon"
    When I play "Ace Dragoon" targeting "Genesis Dragon"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | card           | name           |
      | selected | me     | Genesis Dragon | Genesis Dragon |

  # kills: engine.sve.abilities.x__asks_tokens__mutmut_26, _30
  @cr-9.1.2
  Scenario: Event detail: waiting for the choice of tokens is recorded with how many choices there are
    Rule(en): When my spell makes three different tokens but my field has room for two, the game waits for me and records that I have three ways to choose which two are made.
    Rule(ja): 自分のスペルが3種類のトークンを出すが場に2体分の空きしかないと、ゲームは自分を待ち、どの2体を出すかの選び方が3通りあることを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 9.1.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Alwida's Command"
    Then the game waits for me
    And these events happened in this order:
      | event           | player | card             | options |
      | awaiting-tokens | me     | Alwida's Command | 3       |

  # kills: engine.sve.abilities.x_resolve__mutmut_229, _233
  @cr-10.6.2.3
  Scenario: Event detail: a Fanfare that may select up to two followers and finds none is recorded as fizzled with its timing
    Rule(en): When my follower's Fanfare may select up to two enemy followers and there are none, the game records that the fanfare ability had nothing to select, and it does nothing.
    Rule(ja): 自分のフォロワーのファンファーレが相手のフォロワーを2体まで選べるが1体もいないと、ゲームはそのファンファーレ能力に選ぶものがなかったことを記録し、何も起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 2 play points
    And my hand holds "Volley Archer"
    When I play "Volley Archer"
    Then the action succeeds
    And these events happened in this order:
      | event           | player | card          | trigger |
      | ability-fizzled | me     | Volley Archer | fanfare |
