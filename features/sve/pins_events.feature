@sve
Feature: Pins of the event log's player and card (issue 24: equivalence claims that expired)
  The "these events happened in this order" step reads the player an event is recorded for and the card it is
  about. Mutants that only changed those two details had been listed as equivalent while the step read kinds
  only; each scenario here reads them, so such a mutant fails a scenario (docs/mutation.md). The comment
  above a scenario names the mutants it kills (numbered as in a mutants/ copy of this branch).

  # kills: engine.sve.costs.x_pay_cost__mutmut_104, _105, _107, _108
  @cr-8.3 @cr-10.4
  Scenario: Event record: the cost paid for an activated ability is mine and is that card's
    Rule(en): When I pay the cost of my card's activated ability, the game records a payment made by me for that card.
    Rule(ja): 自分のカードの起動能力のコストを支払うと、ゲームはそのカードについて自分が行った支払いとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.3 and 10.4

    Given it is my main phase with 1 play point
    And my field holds "Measuring Duelist"
    And my opponent's field holds "Test Knight"
    When I activate "Measuring Duelist" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event     | player | card              |
      | cost-paid | me     | Measuring Duelist |

  # kills: engine.sve.effects.x__return__mutmut_17, _19, _20; engine.sve.zones.x_move__mutmut_160, _161, _165, _166
  @cr-5.5
  Scenario: Event record: a card returned to the hand is recorded for its owner
    Rule(en): When my effect returns an enemy follower to the hand, the game records the return for that follower's owner, my opponent.
    Rule(ja): 自分の効果で相手のフォロワーを手札に戻すと、ゲームはその持ち主である相手についての戻しとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Wind"
    And my opponent's field holds "Test Goblin"
    When I play "Homeward Wind" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event            | player      | card        |
      | returned-to-hand | my opponent | Test Goblin |
    And these events happened in this order:
      | event      | player      | card        |
      | left-field | my opponent | Test Goblin |

  # kills: engine.sve.effects.x__transform__mutmut_45, _46, _50, _51
  @cr-5.17
  Scenario: Event record: a transformed follower is recorded for its owner
    Rule(en): When my spell transforms an enemy follower, the game records the transformation of that follower for its owner, my opponent.
    Rule(ja): 自分のスペルで相手のフォロワーを変身させると、ゲームはそのフォロワーの変身を持ち主である相手について記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.17

    Given it is my main phase with 2 play points
    And my hand holds "Polymorph Hex"
    And my opponent's field holds "Grudge Beast"
    When I play "Polymorph Hex" targeting "Grudge Beast"
    Then the action succeeds
    And these events happened in this order:
      | event       | player      | card         |
      | transformed | my opponent | Grudge Beast |

  # kills: engine.sve.effects.x_targets_of__mutmut_130, _133
  @cr-5.19
  Scenario: Event record: a random pick is recorded for the player whose effect picks
    Rule(en): When my spell picks its target at random, the game records the pick as made for me.
    Rule(ja): 自分のスペルが対象をランダムに選ぶと、ゲームはその選択を自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.19

    Given it is my main phase with 1 play point
    And my hand holds "Wild Bolt"
    And my opponent's field holds "Test Goblin"
    When I play "Wild Bolt"
    Then the action succeeds
    And these events happened in this order:
      | event         | player |
      | random-picked | me     |

  # kills: engine.sve.effects.x__search__mutmut_80, _82
  @cr-5.8 @cr-5.9
  Scenario: Event record: the deck shuffled after a search is the searching player's
    Rule(en): After my effect searches my deck, the shuffle that follows is recorded as mine.
    Rule(ja): 自分の効果でデッキをサーチした後のシャッフルは、自分のものとして記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.8 and 5.9

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And these events happened in this order:
      | event    | player |
      | shuffled | me     |

  # kills: engine.sve.effects.x__shuffle__mutmut_4, _6
  @cr-5.9
  Scenario: Event record: a spell that shuffles my deck records the shuffle as mine
    Rule(en): When my spell has me shuffle my deck, the game records that I shuffled.
    Rule(ja): 自分のスペルで自分のデッキをシャッフルすると、ゲームは自分がシャッフルしたと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.9

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Deck Stirrer"
    When I play "Deck Stirrer"
    Then the action succeeds
    And these events happened in this order:
      | event    | player |
      | shuffled | me     |

  # kills: engine.sve.effects.x__reshuffle_hands__mutmut_11, _13; engine.sve.zones.x_draw__mutmut_14, _16
  @cr-5.9 @cr-5.10
  Scenario: Event record: when every player shuffles their hand in, each shuffle is recorded for its player
    Rule(en): When my card has every player shuffle their hand into the deck, my shuffle is recorded for me first and then my opponent's for my opponent.
    Rule(ja): 自分のカードで全プレイヤーが手札をデッキに戻してシャッフルするとき、まず自分のシャッフルが自分のものとして、次に相手のシャッフルが相手のものとして記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.9 and 5.10

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card          |
      | Altered Tides |
      | Fireball      |
    And my opponent's hand holds "Study"
    When I play "Altered Tides"
    Then the action succeeds
    And these events happened in this order:
      | event    | player      |
      | shuffled | me          |
      | shuffled | my opponent |
    And these events happened in this order:
      | event | player      |
      | drew  | my opponent |

  # kills: engine.sve.zones.x_enter_field__mutmut_97, _98, _102, _103; engine.sve.game.xǁGameǁ_do_play__mutmut_233, _234, _238, _239
  @cr-10.6
  Scenario: Event record: a follower I play enters the field recorded for me and for that card
    Rule(en): When I play a follower from my hand, the game records that this follower entered my field.
    Rule(ja): 手札からフォロワーをプレイすると、ゲームはそのフォロワーが自分の場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        |
      | entered-field | me     | Test Goblin |
    And these events happened in this order:
      | event  | player | card        |
      | played | me     | Test Goblin |

  # kills: engine.sve.game.xǁGameǁ_end_turn__mutmut_3, _5; engine.sve.game.xǁGameǁ_start_turn__mutmut_31, _53, _55
  @cr-7.2
  Scenario: Event record: the turn that ends is my opponent's and the start-phase steps that follow are mine
    Rule(en): When my opponent ends the turn, the end is recorded for my opponent; then my maximum play points rising and my cards standing are recorded for me.
    Rule(ja): 相手がターンを終えると、その終了は相手のものとして記録され、続いて自分の最大PPの増加と自分のカードのスタンドが自分のものとして記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 7.2

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card        | state   |
      | Test Goblin | engaged |
    And my deck holds 5 cards
    When my opponent ends the turn
    Then it is my main phase
    And these events happened in this order:
      | event      | player      |
      | turn-ended | my opponent |
    And these events happened in this order:
      | event        | player |
      | pp-increased | me     |
    And these events happened in this order:
      | event | player |
      | stood | me     |

  # kills: engine.sve.game.xǁGameǁ_do_attack__mutmut_50, _54
  @cr-8.4
  Scenario: Event record: an attack I declare is recorded as mine
    Rule(en): When I attack the enemy leader with my follower, the game records the attack as declared by me.
    Rule(ja): 自分のフォロワーで相手リーダーを攻撃すると、ゲームはその攻撃を自分が宣言したものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 18 defense
    And these events happened in this order:
      | event           | player |
      | attack-declared | me     |

  # kills: engine.sve.triggers.x_queue__mutmut_28, _29, _32, _33
  @cr-10.4
  Scenario: Event record: a Fanfare that triggers is recorded for me and for the card it belongs to
    Rule(en): When I play a follower with a Fanfare, the game records that its ability triggered for me, on that follower.
    Rule(ja): ファンファーレを持つフォロワーをプレイすると、ゲームはその能力が自分のものとしてそのフォロワーで誘発したことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 1 play point
    And my hand holds "Spendthrift Herald"
    When I play "Spendthrift Herald"
    Then the action succeeds
    And these events happened in this order:
      | event             | player | card               |
      | ability-triggered | me     | Spendthrift Herald |

  # kills: engine.sve.zones.x_discard__mutmut_12, _13, _15, _16
  @cr-5.12 @cr-10.4
  Scenario: Event record: a card discarded to pay a cost is recorded for its owner and for that card
    Rule(en): When I discard a card from my hand to pay an activated ability's cost, the game records the discard for me, of that card.
    Rule(ja): 起動能力のコストとして手札を捨てると、ゲームはそのカードを自分が捨てたと記録します。
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
      | event     | player | card        |
      | discarded | me     | Test Goblin |

  # kills: engine.sve.abilities.x_resolve__mutmut_166, _167, _169, _170
  @cr-10.7
  Scenario: Event record: an optional cost I decline is recorded for me and for the card whose ability it is
    Rule(en): When I play a follower and do not pay the optional cost of its Fanfare, the game records that I declined it, on that follower.
    Rule(ja): フォロワーをプレイしてそのファンファーレの任意のコストを支払わないと、ゲームはそのフォロワーについて自分が断ったと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 2 play points
    And my field holds "Test Fighter"
    And my hand holds "Grove Elder"
    When I play "Grove Elder" declining its optional cost
    Then the action succeeds
    And these events happened in this order:
      | event                  | player | card        |
      | optional-cost-declined | me     | Grove Elder |

  # kills: engine.sve.abilities.x_resolve__mutmut_129, _130, _133, _134
  @cr-10.7
  Scenario: Event record: a Fanfare whose condition fails is recorded for me and for that card
    Rule(en): When my follower's Fanfare has a condition that does not hold, the game records the unmet condition for me, on that follower.
    Rule(ja): 自分のフォロワーのファンファーレの条件が満たされないとき、ゲームはそのフォロワーについて自分の条件不成立として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 1 play point
    And my hand holds "Lone Herald"
    When I play "Lone Herald"
    Then the action succeeds
    And these events happened in this order:
      | event                   | player | card        |
      | ability-condition-unmet | me     | Lone Herald |

  # kills: engine.sve.abilities.x_resolve__mutmut_214, _217
  @cr-10.6
  Scenario: Event record: waiting for a target is recorded for the player who must choose, on the card whose ability waits
    Rule(en): When my opponent's spell lets me select one of my followers, the game records that it waits for me, on that spell.
    Rule(ja): 相手のスペルで自分のフォロワーを選ぶことになると、ゲームはそのスペルについて自分を待っていると記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my opponent's main phase with 1 play point
    And my field holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    And my opponent's hand holds "Tribute Demand"
    When my opponent plays "Tribute Demand"
    Then the action succeeds
    And these events happened in this order:
      | event           | player | card           |
      | awaiting-target | me     | Tribute Demand |

  # kills: engine.sve.effects.x__buff__mutmut_76, _77, _81, _82
  @cr-5.27
  Scenario: Event record: a buff from my spell is recorded for me and for the follower it raises
    Rule(en): When my spell raises my follower's attack, the game records the buff as mine, on that follower.
    Rule(ja): 自分のスペルで自分のフォロワーの攻撃力を上げると、ゲームはそのフォロワーへの自分の強化として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.27

    Given it is my main phase with 1 play point
    And my field holds "Test Goblin"
    And my hand holds "Battle Cry"
    When I play "Battle Cry" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event  | player | card        |
      | buffed | me     | Test Goblin |

  # kills: engine.sve.effects.x__give_keyword__mutmut_40, _41, _44, _45
  @cr-10.9
  Scenario: Event record: a keyword my spell gives is recorded for me and for the follower that gets it
    Rule(en): When my spell gives my follower a keyword, the game records that I gave it, on that follower.
    Rule(ja): 自分のスペルで自分のフォロワーに能力語を与えると、ゲームはそのフォロワーに自分が与えたと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my field holds "Test Goblin"
    And my hand holds "Wind Blessing"
    When I play "Wind Blessing" targeting "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        |
      | keyword-given | me     | Test Goblin |

  # kills: engine.sve.effects.x__set_stat__mutmut_67, _68, _72, _73
  @cr-5.24
  Scenario: Event record: a stat my spell sets is recorded for me and for the follower whose stat it is
    Rule(en): When my spell sets an enemy follower's attack, the game records the change as made by me, on that follower.
    Rule(ja): 自分のスペルで相手のフォロワーの攻撃力を決めると、ゲームはそのフォロワーへの自分の変更として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.24

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Attack Setter"
    When I play "Attack Setter" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event    | player | card        |
      | stat-set | me     | Test Knight |

  # kills: engine.sve.effects.x__search__mutmut_69, _70, _73, _74
  @cr-5.8
  Scenario: Event record: the card a search finds is recorded for the searching player
    Rule(en): When my effect searches my deck, the game records the card I found as found by me.
    Rule(ja): 自分の効果でデッキをサーチすると、ゲームは見つけたカードを自分が見つけたものとして記録します。
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
      | event    | player | card          |
      | searched | me     | Forest Sprite |

  # kills: engine.sve.effects.x_deal_damage__mutmut_99, _100, _103, _104
  @cr-5.14
  Scenario: Event record: damage to an enemy follower is recorded for its owner and for that follower
    Rule(en): When my spell deals damage to an enemy follower, the game records the damage for that follower's owner, my opponent, on that follower.
    Rule(ja): 自分のスペルで相手のフォロワーにダメージを与えると、ゲームはそのフォロワーの持ち主である相手について、そのフォロワーへのダメージとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Wild Spark"
    When I play "Wild Spark" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event            | player      | card        |
      | follower-damaged | my opponent | Test Knight |

  # kills: engine.sve.effects.x__look_top__mutmut_10, _13, _107, _108, _111, _112
  @cr-5.11
  Scenario: Event record: looking at my top cards and taking one are recorded for me, the taking on the card taken
    Rule(en): When my spell has me look at the top cards of my deck and take one, the game records the look as mine and the taking as mine, of that card.
    Rule(ja): 自分のスペルでデッキの上のカードを見て1枚を取ると、ゲームは見たことを自分のものとして、取ったことをそのカードについて自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        | as            |
      | Test Goblin | Test Goblin A |
      | Fireball    |               |
      | Test Goblin | Test Goblin B |
      | Study       |               |
    And my hand holds "Scry Lens"
    When I play "Scry Lens"
    And I pick "Fireball" from the cards looked at
    And I put them on the bottom of my deck in the order "Test Goblin A", "Test Goblin B"
    Then the action succeeds
    And these events happened in this order:
      | event         | player |
      | looked-at-top | me     |
    And these events happened in this order:
      | event         | player | card     |
      | took-from-top | me     | Fireball |

  # kills: engine.sve.effects.x__extra_turn__mutmut_6, _8
  @cr-5.28
  Scenario: Event record: an extra turn my spell gives is recorded for me
    Rule(en): When my spell gives me another turn, the game records the extra turn as gained by me.
    Rule(ja): 自分のスペルで追加のターンを得ると、ゲームはその追加ターンを自分が得たものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.28

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Time Warp"
    When I play "Time Warp"
    Then the action succeeds
    And these events happened in this order:
      | event             | player |
      | extra-turn-gained | me     |

  # kills: engine.sve.effects.x__restrict__mutmut_20, _21, _24, _25
  @cr-10.9
  Scenario: Event record: a restriction my spell puts on an enemy follower is recorded for me and for that follower
    Rule(en): When my spell stops an enemy follower from attacking, the game records the restriction as mine, on that follower.
    Rule(ja): 自分のスペルで相手のフォロワーを攻撃できなくすると、ゲームはそのフォロワーへの自分の制限として記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my hand holds "Chain Curse"
    And my opponent's field holds "Test Fighter"
    When I play "Chain Curse" targeting "Test Fighter"
    Then the action succeeds
    And these events happened in this order:
      | event      | player | card         |
      | restricted | me     | Test Fighter |

  # kills: engine.sve.classes.x_pay_earth_rite__mutmut_35, _36, _38, _39
  @cr-13.3
  Scenario: Event record: an Earth Rite I pay is recorded for me and for the amulet that pays it
    Rule(en): When I pay Earth Rite with a Stack counter of my amulet, the game records the payment as mine, on that amulet.
    Rule(ja): 自分のアミュレットのスタックカウンターで土の秘術を支払うと、ゲームはそのアミュレットについて自分の支払いとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.3

    Given it is my main phase with 1 play point
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And these events happened in this order:
      | event           | player | card          |
      | earth-rite-paid | me     | Stack Obelisk |
