@sve
Feature: Pins of real survivors of the SVE mutation run in engine/sve/effects.py (round 2, part eff)
  Mutants of engine/sve/effects.py that no test killed, each put into the engine by hand, then told apart by a
  scenario through the public API. Each scenario here fails with the mutants named above it (numbered as in the
  mutants/ copy of the run) and passes on the engine.

  # kills: engine.sve.effects.x_zone_pick_pool__mutmut_11, engine.sve.effects.x__play_from__mutmut_5, engine.sve.effects.x__play_from__mutmut_74, engine.sve.effects.x__play_from__mutmut_79
  @cr-8.2 @cr-3.1
  Scenario: Survivor2 eff: my opponent's spell plays a follower from my cemetery onto their field
    Rule(en): My opponent's spell plays a follower from my cemetery for free. The card is theirs to play: it goes onto their field, and the play is recorded as theirs, naming that card.
    Rule(ja): 相手のスペルが自分の墓場のフォロワーをコストを支払わずにプレイします。プレイするのは相手なので、そのカードは相手の場に出て、そのプレイはそのカードの名とともに相手のものとして記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 8.2 and 3.1

    Given it is my opponent's main phase with 0 play points
    And my cemetery holds "Test Fighter"
    And my opponent's hand holds "Grave Thief Spell"
    When my opponent plays "Grave Thief Spell"
    Then the action succeeds
    And "Test Fighter" is under my opponent's control
    And "Test Fighter" is owned by me
    And these events happened in this order:
      | event  | player      | card         | source   |
      | played | my opponent | Test Fighter | cemetery |

  # kills: engine.sve.effects.x__steal__mutmut_12, engine.sve.effects.x__steal__mutmut_21
  @cr-5.22.1
  Scenario: Survivor2 eff: taking control of a follower I already control changes nothing
    Rule(en): My spell takes control of a follower I select on either side. When I select my own follower, it is already mine: it stays on my field under my control.
    Rule(ja): 自分のスペルはどちらかの側から選んだフォロワーのコントロールを得ます。自分のフォロワーを選んだ場合、それは既に自分のものなので、自分のコントロールのまま自分の場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.22.1

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my hand holds "Pin Wild Seizer Spell"
    When I play "Pin Wild Seizer Spell" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is under my control
    And the event "control-taken" did not happen

  # kills: engine.sve.effects.x__give_trait__mutmut_16
  @cr-5.5
  Scenario: Survivor2 eff: a trait given to both destroyed targets reaches the one that stayed on the field
    Rule(en): My spell destroys the two followers I select, then gives them the Elf trait. The first is destroyed and gets nothing; the second cannot be destroyed by abilities, stays on the field and becomes an Elf.
    Rule(ja): 自分のスペルは選んだ2体のフォロワーを破壊し、それらにエルフのタイプを与えます。1体目は破壊され何も得ません。2体目は能力で破壊されず、場に残ってエルフになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.5

    Given it is my main phase with 0 play points
    And my opponent's field holds "Test Fighter"
    And my opponent's field holds "Unbreakable Ogre"
    And my hand holds "Pin Cull Then Elf Spell"
    When I play "Pin Cull Then Elf Spell" targeting "Test Fighter" and "Unbreakable Ogre"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Unbreakable Ogre" has exactly the traits "Elf"

  # kills: engine.sve.effects.x__move_each__mutmut_18, engine.sve.effects.x__move_each__mutmut_19, engine.sve.effects.x__move_each__mutmut_20, engine.sve.effects.x__move_each__mutmut_21, engine.sve.effects.x__move_each__mutmut_22, engine.sve.effects.x__move_each__mutmut_23, engine.sve.effects.x__move_each__mutmut_24, engine.sve.effects.x__move_each__mutmut_25, engine.sve.effects.x__move_each__mutmut_26
  @cr-5.5
  Scenario: Survivor2 eff: a follower that cannot be destroyed by abilities does not stop the destruction of the next target
    Rule(en): My spell destroys the two followers I select. The first cannot be destroyed by abilities: it stays, and the game records that it was not destroyed. The second is still destroyed.
    Rule(ja): 自分のスペルは選んだ2体のフォロワーを破壊します。1体目は能力で破壊されないので残り、破壊されなかったことが記録されます。2体目はそれでも破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.5

    Given it is my main phase with 0 play points
    And my opponent's field holds "Unbreakable Ogre"
    And my opponent's field holds "Test Fighter"
    And my hand holds "Pin Cull Then Elf Spell"
    When I play "Pin Cull Then Elf Spell" targeting "Unbreakable Ogre" and "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Unbreakable Ogre" is on my opponent's field
    And these events happened in this order:
      | event         | player | card             |
      | not-destroyed | me     | Unbreakable Ogre |

  # kills: engine.sve.effects.x__give_trait__mutmut_26, engine.sve.effects.x__give_trait__mutmut_30, engine.sve.effects.x__give_trait__mutmut_31
  @cr-10.9.1.3
  Scenario: Survivor2 eff: a follower given a second trait keeps the first
    Rule(en): My spell makes my follower an Elf, then a Pixie. Both traits stay: it is an Elf and a Pixie.
    Rule(ja): 自分のスペルは自分のフォロワーをエルフにし、次にピクシーにします。両方のタイプが残り、それはエルフでありピクシーでもあります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.3

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my hand holds "Pin Double Gift Spell"
    When I play "Pin Double Gift Spell" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has exactly the traits "Elf" and "Pixie"

  # kills: engine.sve.effects.x__give_trait__mutmut_36, engine.sve.effects.x__give_trait__mutmut_40
  @cr-10.9.1.3
  Scenario: Survivor2 eff: a trait given until the end of the turn is there during the turn
    Rule(en): My spell makes my follower an Elf until the end of the turn; for the rest of this turn it is an Elf.
    Rule(ja): 自分のスペルはターン終了時まで自分のフォロワーをエルフにします。このターンの残りの間、それはエルフです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.3

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my hand holds "Pin Brief Elf Spell"
    When I play "Pin Brief Elf Spell" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has exactly the traits "Elf"

  # kills: engine.sve.effects.x__transform__mutmut_19
  @cr-5.17.1 @cr-13.3.2.2
  Scenario: Survivor2 eff: a Stack amulet kept on the field by its counter does not stop the next card's transformation
    Rule(en): My spell transforms each card on my opponent's field into a Fairy. Their Stack amulet loses a stack counter instead of leaving, so it stays as it is; their follower after it still becomes a Fairy.
    Rule(ja): 自分のスペルは相手の場の各カードをフェアリーに変身させます。相手のスタックのアミュレットは場を離れる代わりにスタックカウンターを1つ失うのでそのまま残り、その後の相手のフォロワーはそれでもフェアリーになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.17.1 and 13.3.2.2

    Given it is my main phase with 0 play points
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
      | Test Fighter  |          |
    And my hand holds "Pin Twin Polymorph Spell"
    When I play "Pin Twin Polymorph Spell"
    Then the action succeeds
    And "Stack Obelisk" has 1 stack counter
    And "Test Fighter" is in my opponent's banished zone
    And "Fairy" is on my opponent's field

  # kills: engine.sve.effects.x__summon_from__mutmut_9, engine.sve.effects.x__summon_from__mutmut_10, engine.sve.effects.x__summon_from__mutmut_15
  @cr-4.1.2.2
  Scenario: Survivor2 eff: a search of my deck for a follower to put onto the field may find none
    Rule(en): My spell puts a follower from my deck onto my field, then gives it +1 attack. My deck is hidden, so I may find none even though one is there: nothing enters the field and nothing gets the bonus.
    Rule(ja): 自分のスペルは自分のデッキからフォロワーを場に出し、それに攻撃力+1を与えます。デッキは非公開なので、あっても見つけないことができ、そのとき何も場に出ず、何も修整を得ません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.2.2

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Test Fighter |
    And my hand holds "Pin Deck Call Spell"
    When I play "Pin Deck Call Spell" finding no card
    Then the action succeeds
    And "Test Fighter" is in my deck
    And my field holds 0 cards

  # kills: engine.sve.effects.x__buff__mutmut_36
  @cr-5.27
  Scenario: Survivor2 eff: my leader gaining defense by my spell sets off my own amulet
    Rule(en): My spell gives my leader +2 defense. My amulet acts when my leader gains defense and gives my followers +1/+1.
    Rule(ja): 自分のスペルが自分のリーダーの体力を+2します。自分のリーダーが体力を得たときに働く自分のアミュレットが、自分のフォロワーに+1/+1を与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.27

    Given it is my main phase with 0 play points
    And my field holds "Unseen BP02-095 Elana's Prayer"
    And my field holds "Test Fighter"
    And my hand holds "Leader Bulwark"
    When I play "Leader Bulwark"
    Then the action succeeds
    And my leader has 22 defense
    And "Test Fighter" has 3 attack and 3 defense

  # kills: engine.sve.effects.x__buff__mutmut_34, engine.sve.effects.x__buff__mutmut_35
  @cr-5.27
  Scenario: Survivor2 eff: my opponent's leader gaining defense by their spell sets off their amulet, not mine
    Rule(en): My opponent's spell gives their leader +2 defense. Their amulet that acts when their leader gains defense gives their followers +1/+1; my own such amulet does nothing.
    Rule(ja): 相手のスペルが相手のリーダーの体力を+2します。相手のリーダーが体力を得たときに働く相手のアミュレットは相手のフォロワーに+1/+1を与え、自分の同じアミュレットは何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.27

    Given it is my opponent's main phase with 0 play points
    And my field holds "Unseen BP02-095 Elana's Prayer"
    And my field holds "Forest Sprite"
    And my opponent's field holds "Unseen BP02-095 Elana's Prayer"
    And my opponent's field holds "Test Fighter"
    And my opponent's hand holds "Leader Bulwark"
    When my opponent plays "Leader Bulwark"
    Then the action succeeds
    And my opponent's leader has 22 defense
    And "Test Fighter" has 3 attack and 3 defense
    And "Forest Sprite" has 1 attack and 1 defense

  # kills: engine.sve.effects.x__choose__mutmut_65
  @cr-10.4.7.5 @cr-5.18
  Scenario: Survivor2 eff: an option whose cost is not paid does not stop the next chosen option
    Rule(en): My spell has me choose two options. The first asks for 1 play point before its draw; I have none, so it does nothing. The second option, gaining 1 defense, still happens.
    Rule(ja): 自分のスペルでは選択肢を2つ選びます。1つ目はドローの前にプレイポイント1を求めますが、自分には無いので何もしません。2つ目の選択肢の体力1回復はそれでも行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.7.5 and 5.18

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Pin Toll Pair Choice"
    When I play "Pin Toll Pair Choice" choosing options 1 and 2
    Then the action succeeds
    And my hand holds 0 cards
    And my leader has 21 defense
    And the event "chose" happened

  # kills: engine.sve.effects.x__paid_in_option__mutmut_17, engine.sve.effects.x__paid_in_option__mutmut_18, engine.sve.effects.x__paid_in_option__mutmut_20, engine.sve.effects.x__paid_in_option__mutmut_21
  @cr-10.4.7.5
  Scenario: Survivor2 eff: a cost in a chosen option that cannot be paid is recorded as declined by its player
    Rule(en): I choose the option of my spell that asks for 1 play point before its draw, but I have none: the game records that I did not pay that cost for this spell, and I draw nothing.
    Rule(ja): ドローの前にプレイポイント1を求める自分のスペルの選択肢を選びますが、自分には無いので、ゲームはこのスペルのそのコストを自分が支払わなかったことを記録し、自分は何も引きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.7.5

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Toll Choice"
    When I play "Toll Choice" choosing option 1
    Then the action succeeds
    And my hand holds 0 cards
    And these events happened in this order:
      | event                  | player | card        |
      | optional-cost-declined | me     | Toll Choice |

  # kills: engine.sve.effects.x__win_game__mutmut_24, engine.sve.effects.x__win_game__mutmut_25, engine.sve.effects.x__win_game__mutmut_27, engine.sve.effects.x__win_game__mutmut_28
  @cr-5.23.1
  Scenario: Survivor2 eff: a win by my spell is recorded as mine, by that spell
    Rule(en): My spell says I win the game: the game records the win for me, naming the spell that gave it.
    Rule(ja): 自分のスペルが自分の勝利を告げます。ゲームはその勝利を、それをもたらしたスペルの名とともに自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.23.1

    Given it is my main phase with 0 play points
    And my hand holds "Victory Decree Spell"
    When I play "Victory Decree Spell"
    Then I win the game
    And these events happened in this order:
      | event              | player | card                 |
      | game-won-by-effect | me     | Victory Decree Spell |

  # kills: engine.sve.effects.x__skip_turn__mutmut_12, engine.sve.effects.x__skip_turn__mutmut_14
  @cr-5.26.2
  Scenario: Survivor2 eff: the skip set by my spell is recorded for my opponent
    Rule(en): My spell makes the enemy skip the next turn: the game records the skip for my opponent, not for me.
    Rule(ja): 自分のスペルは相手に次のターンを飛ばさせます。ゲームはその飛ばしを自分ではなく相手のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2

    Given it is my main phase with 0 play points
    And my hand holds "Skip Stall Spell"
    When I play "Skip Stall Spell"
    Then the action succeeds
    And these events happened in this order:
      | event         | player      |
      | turn-skip-set | my opponent |

  # kills: engine.sve.effects.x__recover__mutmut_9, engine.sve.effects.x__recover__mutmut_12
  @cr-5.7
  Scenario: Survivor2 eff: play points recovered by my spell are recorded as mine
    Rule(en): My spell recovers 2 of my play points: the game records the recovery for me, with its amount.
    Rule(ja): 自分のスペルが自分のプレイポイントを2回復します。ゲームはその回復を量とともに自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.7

    Given it is my main phase with 1 of 5 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 2 play points
    And these events happened in this order:
      | event        | player | amount |
      | pp-recovered | me     | 2      |

  # kills: engine.sve.effects.x__maneuver__mutmut_30, engine.sve.effects.x__maneuver__mutmut_31, engine.sve.effects.x__maneuver__mutmut_33, engine.sve.effects.x__maneuver__mutmut_34
  @cr-5.32.1
  Scenario: Survivor2 eff: my amulet's maneuver is recorded as mine, naming the amulet
    Rule(en): I activate my amulet that maneuvers itself: the game records that I maneuvered that amulet.
    Rule(ja): 自分自身を機動させる自分のアミュレットを起動します。ゲームは自分がそのアミュレットを機動させたことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1

    Given it is my main phase with 1 play point
    And my field holds "Maneuver Cart Amulet"
    When I activate "Maneuver Cart Amulet"
    Then the action succeeds
    And these events happened in this order:
      | event      | player | card                 |
      | maneuvered | me     | Maneuver Cart Amulet |

  # kills: engine.sve.effects.x__search__mutmut_43, engine.sve.effects.x__search__mutmut_47
  @cr-5.8.1.2
  Scenario: Survivor2 eff: the card my search finds by a condition is shown to both players
    Rule(en): My spell searches my deck for a Pixie follower and puts it into my hand. A card found by a condition is revealed: the game records that I revealed that very card.
    Rule(ja): 自分のスペルはデッキからピクシーのフォロワーを探して手札に加えます。条件で見つけたカードは公開されます。ゲームは自分がまさにそのカードを公開したことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.8.1.2

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Fighter  |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And "Forest Sprite" is in my hand
    And these events happened in this order:
      | event    | player | card          |
      | revealed | me     | Forest Sprite |

  # kills: engine.sve.effects.x__return__mutmut_13, engine.sve.effects.x__return__mutmut_14
  @cr-13.3.2.2
  Scenario: Survivor2 eff: a Stack amulet that stays on the field is not recorded as returned to the hand
    Rule(en): My spell returns my opponent's Stack amulet to their hand. It loses a stack counter instead and stays on the field, so no return to the hand is recorded.
    Rule(ja): 自分のスペルが相手のスタックのアミュレットを手札に戻します。それは代わりにスタックカウンターを1つ失って場に残るので、手札に戻ったことは記録されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Amulet Recall"
    When I play "Amulet Recall" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And the event "returned-to-hand" did not happen

  # kills: engine.sve.effects.x__put_on_deck__mutmut_56, engine.sve.effects.x__put_on_deck__mutmut_58, engine.sve.effects.x__put_on_deck__mutmut_59
  @cr-13.3.2.2
  Scenario: Survivor2 eff: a Stack amulet that stays on the field is not recorded as put into the deck
    Rule(en): My spell puts my opponent's Stack amulet on the bottom of their deck. It loses a stack counter instead and stays on the field, so no move into the deck is recorded.
    Rule(ja): 自分のスペルが相手のスタックのアミュレットを相手のデッキの一番下に置きます。それは代わりにスタックカウンターを1つ失って場に残るので、デッキに置かれたことは記録されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Amulet Sink"
    When I play "Amulet Sink" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And the event "put-on-deck" did not happen

  # kills: engine.sve.effects.x__put_on_deck__mutmut_61, engine.sve.effects.x__put_on_deck__mutmut_62, engine.sve.effects.x__put_on_deck__mutmut_65, engine.sve.effects.x__put_on_deck__mutmut_66
  @cr-5.9
  Scenario: Survivor2 eff: a card put into its owner's deck is recorded for that owner, naming the card
    Rule(en): My spell puts my opponent's amulet on the bottom of their deck: the game records that move for my opponent, naming the amulet and the bottom.
    Rule(ja): 自分のスペルが相手のアミュレットを相手のデッキの一番下に置きます。ゲームはその移動を、アミュレットの名と一番下であることとともに相手のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.9

    Given it is my main phase with 1 play point
    And my opponent's field holds "Pin Plain Amulet"
    And my hand holds "Amulet Sink"
    When I play "Amulet Sink" targeting "Pin Plain Amulet"
    Then the action succeeds
    And "Pin Plain Amulet" is in my opponent's deck
    And these events happened in this order:
      | event       | player      | card             | position |
      | put-on-deck | my opponent | Pin Plain Amulet | bottom   |

  # kills: engine.sve.effects.x__roll_die__mutmut_9, engine.sve.effects.x__roll_die__mutmut_12
  @cr-5.20.1
  Scenario: Survivor2 eff: the die my spell rolls is recorded as rolled by me
    Rule(en): My spell rolls a die: the game records the roll for me.
    Rule(ja): 自分のスペルがサイコロを振ります。ゲームはその出目を自分のものとして記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.20.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Dice Draw Spell"
    When I play "Dice Draw Spell"
    Then the action succeeds
    And these events happened in this order:
      | event      | player |
      | die-rolled | me     |

  # kills: engine.sve.effects.x_look_offer__mutmut_1, engine.sve.effects.x_look_offer__mutmut_6, engine.sve.effects.x_look_offer__mutmut_7, engine.sve.effects.x_look_offer__mutmut_8
  @cr-5.11
  Scenario: Survivor2 eff: a look at the top whose condition is not met asks for no pick
    Rule(en): My spell looks at the top 3 cards of my deck only while my leader has 10 defense or less. My leader has 20, so nothing is looked at and I am not asked to pick.
    Rule(ja): 自分のスペルは自分のリーダーの体力が10以下のときだけデッキの上から3枚を見ます。リーダーの体力は20なので何も見ず、選ぶことも求められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Fireball     |
      | Test Fighter |
      | Test Goblin  |
    And my hand holds "Pin Low Life Look Spell"
    When I play "Pin Low Life Look Spell"
    Then the action succeeds
    And the event "awaiting-pick" did not happen
    And the event "looked-at-top" did not happen
    And my hand holds 0 cards

  # kills: engine.sve.effects.x_look_offer__mutmut_6, engine.sve.effects.x_look_offer__mutmut_7
  @cr-5.11
  Scenario: Survivor2 eff: a look at the top whose condition is met asks for the pick
    Rule(en): My spell looks at the top 3 cards of my deck while my leader has 10 defense or less. My leader has 10, so I look and take the spell among them into my hand.
    Rule(ja): 自分のスペルは自分のリーダーの体力が10以下のときデッキの上から3枚を見ます。リーダーの体力は10なので見て、その中のスペルを手札に加えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my deck holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Test Goblin  |
    And my hand holds "Pin Low Life Look Spell"
    When I play "Pin Low Life Look Spell"
    And I pick "Fireball" from the cards looked at
    Then the action succeeds
    And "Fireball" is in my hand

  # kills: engine.sve.effects.x__look_top__mutmut_35
  @cr-5.11
  Scenario: Survivor2 eff: a card that does not fit the pick of a look at the top cannot be taken
    Rule(en): My spell looks at the top 3 cards of my deck and lets me take a spell. Naming a follower among them for that pick as I play it is refused, and the spell stays in my hand.
    Rule(ja): 自分のスペルはデッキの上から3枚を見て、スペルを1枚加えさせます。プレイするときにその選択でその中のフォロワーを指定することは拒否され、スペルは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Test Goblin  |
    And my hand holds "Scry Lens"
    When I play "Scry Lens" picking "Test Fighter"
    Then the action is refused
    And "Test Fighter" is in my deck
    And "Scry Lens" is in my hand

  # kills: engine.sve.effects.x_look_offer__mutmut_49, engine.sve.effects.x__look_top__mutmut_111, engine.sve.effects.x__look_top__mutmut_115
  @cr-5.11
  Scenario: Survivor2 eff: a spell taken by the first pick is kept when the second pick has nothing to take
    Rule(en): My spell looks at the top 4 cards: first I may take a spell into my hand, then a second spell goes to my cemetery. Only one spell is there: I take it, it is revealed with its name, and no second pick is asked; it stays in my hand.
    Rule(ja): 自分のスペルは上から4枚を見て、まずスペル1枚を手札に加え、次に2枚目のスペルを墓場に置きます。スペルは1枚だけなので、それを加えるとその名とともに公開され、2回目の選択は求められず、それは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Test Goblin  |
      | Test Knight  |
    And my hand holds "Sorting Lens"
    When I play "Sorting Lens"
    And I pick "Fireball" from the cards looked at
    Then the action succeeds
    And "Fireball" is in my hand
    And these events happened in this order:
      | event    | player | card     | name     |
      | revealed | me     | Fireball | Fireball |

  # kills: engine.sve.effects.x__look_top__mutmut_45, engine.sve.effects.x__look_top__mutmut_46, engine.sve.effects.x__look_top__mutmut_47, engine.sve.effects.x__look_top__mutmut_48, engine.sve.effects.x__look_top__mutmut_49, engine.sve.effects.x__look_top__mutmut_50, engine.sve.effects.x__look_top__mutmut_51, engine.sve.effects.x__look_top__mutmut_52, engine.sve.effects.x__look_top__mutmut_53, engine.sve.effects.x__look_top__mutmut_54, engine.sve.effects.x__look_top__mutmut_55, engine.sve.effects.x__look_top__mutmut_56
  @cr-5.11 @cr-5.18
  Scenario: Survivor2 eff: a look at the top inside a chosen option takes the first cards that fit each pick
    Rule(en): I choose the option of my spell that looks at the top 3 cards: a spell goes to my hand, then another spell to my cemetery. Asked nothing more, the first spell that fits goes to my hand and the next one to my cemetery; the follower goes to the bottom.
    Rule(ja): 上から3枚を見る自分のスペルの選択肢を選びます。スペル1枚を手札に、次にもう1枚のスペルを墓場に置きます。それ以上何も聞かれず、最初に合うスペルが手札に、次のものが墓場に行き、フォロワーは一番下に行きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.11 and 5.18

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Study        |
      | Test Goblin  |
    And my hand holds "Pin Look Choice Spell"
    When I play "Pin Look Choice Spell" choosing option 1
    Then the action succeeds
    And "Fireball" is in my hand
    And "Study" is in my cemetery
    And the bottom 1 cards of my deck are, top first, "Test Fighter"

  # kills: engine.sve.effects.x__look_top__mutmut_85
  @cr-5.11 @cr-4.4.4.2
  Scenario: Survivor2 eff: a spell a look would put onto the field stays behind without stopping the follower after it
    Rule(en): My spell looks at the top 3 cards and puts up to two of them onto my field. I pick a spell and a follower: the spell cannot go onto the field and stays among the rest, and the follower still enters my field.
    Rule(ja): 自分のスペルは上から3枚を見て、そのうち2枚までを自分の場に出します。スペルとフォロワーを選ぶと、スペルは場に出られず残りの中に留まり、フォロワーはそれでも自分の場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.11 and 4.4.4.2

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Fireball     |
      | Test Fighter |
      | Test Goblin  |
    And my hand holds "Pin Look Field Spell"
    When I play "Pin Look Field Spell"
    And I pick "Fireball" and "Test Fighter" from the cards looked at
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Fireball" is in my deck

  # kills: engine.sve.effects.x__roll_die__mutmut_7
  @cr-5.20.1 @assumption
  Scenario: Survivor2 eff: a die rolled with the game's seed shows a number of a six-sided die
    Rule(en): My spell rolls a six-sided die with the game's seeded generator: with seed 0 it shows 4, a number from 1 to 6.
    Rule(ja): 自分のスペルはゲームのシード付き乱数で6面のサイコロを振ります。シード0では4が出ます。これは1から6の数です。
    Assumption(en): The die is rolled by the game's seeded generator, so the seed given decides the number it shows.
    Assumption(ja): サイコロはゲームのシード付き乱数で振られるため、与えたシードが出る目を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.20.1

    Given it is my main phase with 0 play points and the game's random seed is 0
    And my deck holds 3 cards
    And my hand holds "Dice Draw Spell"
    When I play "Dice Draw Spell"
    Then the action succeeds
    And the dice rolled showed 4

  # kills: engine.sve.effects.x_deck_orderer__mutmut_2, engine.sve.effects.x__put_on_deck__mutmut_81
  @cr-4.1.5.1 @assumption
  Scenario: Survivor2 eff: my cards put together onto my deck from two controllers are ordered by me, their owner
    Rule(en): My opponent's spell puts every follower on the field on top of its owner's deck. Two of them are mine: one on my field and one my opponent controls. They go onto my deck together, and I order them.
    Rule(ja): 相手のスペルは場の全てのフォロワーをその持ち主のデッキの上に置きます。そのうち2体は自分のもので、1体は自分の場に、1体は相手がコントロールしています。それらは一緒に自分のデッキに置かれ、自分が順番を決めます。
    Assumption(en): The rule names the cards' controller as the one who orders them; when the cards put together had different controllers, the deck's owner orders them.
    Assumption(ja): 規則はカードのコントロールしていたプレイヤーが順番を決めるとしています。一緒に置かれるカードのコントロールしていたプレイヤーが異なるときは、デッキの持ち主が順番を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my opponent's main phase with 0 play points
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Goblin" owned by me
    And my opponent's hand holds "Pin Tide Top Spell"
    When my opponent plays "Pin Tide Top Spell"
    Then the action succeeds
    And the game waits for me
    When I put them on the top of my deck in the order "Test Goblin", "Test Fighter"
    Then the action succeeds
    And the top 2 cards of my deck are, top first, "Test Goblin", "Test Fighter"

  # kills: engine.sve.effects.x__summon_token__mutmut_5
  @cr-9.1.2
  Scenario: Survivor2 eff: two tokens of one name chosen among three are both made by the two effects that name them
    Rule(en): My spell makes a Fairy, a Knight, then another Fairy, but my field has room for two. I choose the two Fairies: the first and the last effect each make one, and no Knight is made.
    Rule(ja): 自分のスペルはフェアリー、ナイト、もう1体のフェアリーを出しますが、自分の場には2体分の空きしかありません。2体のフェアリーを選ぶと、最初と最後の効果がそれぞれ1体ずつ出し、ナイトは出ません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Pin Fairy Knight Fairy Call"
    When I play "Pin Fairy Knight Fairy Call"
    And I choose to make "Fairy" and "Fairy"
    Then the action succeeds
    And my field holds 2 "Fairy"
    And my field holds 0 "Knight"

  # kills: engine.sve.effects.x__summon_token__mutmut_37
  @cr-9.1
  Scenario: Survivor2 eff: the tokens an ability made are every token of its effects, not only the last effect's
    Rule(en): My spell makes a Fairy, then a Knight, then gives +1 attack to the tokens it made: both the Fairy and the Knight get it.
    Rule(ja): 自分のスペルはフェアリー、次にナイトを出し、それから自身が出したトークンに攻撃力+1を与えます。フェアリーとナイトの両方がそれを得ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Pair Call Buff Spell"
    When I play "Pin Pair Call Buff Spell"
    Then the action succeeds
    And "Fairy" has 2 attack and 1 defense
    And "Knight" has 2 attack and 1 defense

  # kills: engine.sve.effects.x_controller_then__mutmut_3
  @cr-3.1.2
  Scenario: Survivor2 eff: the player of a card discarded from the hand draws for "its controller"
    Rule(en): My spell discards a card I select from my hand, then that card's controller draws a card. The card never was on the field: I held it, so I draw.
    Rule(ja): 自分のスペルは自分が手札から選んだカードを捨て、そのカードのコントロールするプレイヤーがカードを1枚引きます。そのカードは場に出ておらず、持っていたのは自分なので、自分が引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 3.1.2

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Pin Discard Then Its Draw"
    And my hand holds "Test Goblin"
    When I play "Pin Discard Then Its Draw" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my hand holds 1 card
    And my opponent's hand holds 0 cards

  # kills: engine.sve.effects.x_controller_then__mutmut_9, engine.sve.effects.x_controller_then__mutmut_11, engine.sve.effects.x_controller_then__mutmut_12
  @cr-3.1.2 @cr-10.11
  Scenario: Survivor2 eff: a card destroyed under my opponent's control and brought back to my field is mine for "its controller"
    Rule(en): My spell destroys my card that my opponent controls; it goes to my cemetery, my spell puts it back onto my field, then its controller draws a card. It is on my field now, so I draw, not my opponent.
    Rule(ja): 自分のスペルは相手がコントロールしている自分のカードを破壊します。それは自分の墓場に行き、自分のスペルがそれを自分の場に戻し、その後そのコントロールするプレイヤーがカードを1枚引きます。今は自分の場にあるので、相手ではなく自分が引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 10.11

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Test Fighter" owned by me
    And my hand holds "Pin Reclaim Then Its Draw"
    When I play "Pin Reclaim Then Its Draw" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And my hand holds 1 card
    And my opponent's hand holds 0 cards

  # kills: engine.sve.effects.x_zone_pick_pool__mutmut_64, engine.sve.effects.x_zone_pick_pool__mutmut_65
  @cr-5.5
  Scenario: Survivor2 eff: a follower put onto my field from a cemetery comes from my own cemetery whatever side its filter names
    Rule(en): My spell puts a follower from the cemetery onto my field; its filter names the enemy side, but the card still comes from my own cemetery, never from my opponent's.
    Rule(ja): 自分のスペルは墓場からフォロワーを自分の場に出します。その条件は相手側を指していますが、カードはそれでも相手の墓場からではなく自分の墓場から来ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.5

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Fighter"
    And my opponent's cemetery holds "Test Goblin"
    And my hand holds "Pin Enemy Filter Call"
    When I play "Pin Enemy Filter Call"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Goblin" is in my opponent's cemetery

  # kills: engine.sve.effects.x_look_offer__mutmut_12, engine.sve.effects.x_look_offer__mutmut_13, engine.sve.effects.x_look_offer__mutmut_15, engine.sve.effects.x_look_offer__mutmut_16, engine.sve.effects.x_look_offer__mutmut_28, engine.sve.effects.x_look_offer__mutmut_29
  @cr-5.11 @cr-5.18
  Scenario: Survivor2 eff: an accepted "you may look" at as many top cards as my hand holds asks for the pick
    Rule(en): My spell lets me look at as many cards from the top of my deck as my hand holds (1 only while my leader has 10 defense or less) and take a spell. I accept; my hand holds 2 cards and my leader has 20, so I look at 2 and take the spell among them.
    Rule(ja): 自分のスペルでは、手札の枚数と同じ枚数（リーダーの体力が10以下の間は1枚）をデッキの上から見てスペルを1枚加えてもよいです。受け入れると、手札は2枚でリーダーの体力は20なので、2枚を見てその中のスペルを加えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.11 and 5.18

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Test Fighter |
      | Fireball     |
      | Study        |
    And my hand holds "Pin Maybe Look Spell"
    And my hand holds "Test Goblin"
    And my hand holds "Test Knight"
    When I play "Pin Maybe Look Spell"
    And I accept "Pin Maybe Look Spell"'s optional effect
    And I pick "Fireball" from the cards looked at
    Then the action succeeds
    And "Fireball" is in my hand

  # kills: engine.sve.effects.x__put_on_deck__mutmut_28, engine.sve.effects.x__put_on_deck__mutmut_30, engine.sve.effects.x__put_on_deck__mutmut_34, engine.sve.effects.x__put_on_deck__mutmut_35, engine.sve.effects.x__put_on_deck__mutmut_36, engine.sve.effects.x__put_on_deck__mutmut_37
  @cr-4.1.5 @cr-12.2
  Scenario: Survivor2 eff: an evolved follower put on top of my deck with another card is ordered as the card beneath it
    Rule(en): My spell puts every follower on top of its owner's deck. My evolved follower's evolved card leaves the game and the card beneath it goes into my deck, together with my other follower: two cards go on top together, so I order them.
    Rule(ja): 自分のスペルは全てのフォロワーをその持ち主のデッキの上に置きます。自分の進化後フォロワーの進化後カードはゲームから離れ、その下のカードが自分のもう1体のフォロワーと一緒にデッキに行きます。2枚が一緒に上に置かれるので、自分がその順番を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.1.5 and 12.2

    Given it is my main phase with 2 play points
    And my field holds:
      | card             |
      | Evolving Fighter |
      | Test Fighter     |
    And my evolve deck holds "Evolving Fighter"
    And my hand holds "Pin Tide Top Spell"
    When I evolve "Evolving Fighter"
    And I play "Pin Tide Top Spell"
    Then the action succeeds
    And the game waits for me
    And my deck holds 2 cards

  # kills: engine.sve.effects.x__make_amulet__mutmut_5
  @cr-5.25.1
  Scenario: Survivor2 eff: a follower already returned to the hand does not become an amulet
    Rule(en): My spell returns my opponent's follower to their hand, then makes it an amulet. Only a follower on the field becomes an amulet: the card in the hand stays a follower and no change of card type is recorded.
    Rule(ja): 自分のスペルは相手のフォロワーを手札に戻し、それからそれをアミュレットにします。アミュレットになるのは場のフォロワーだけなので、手札のカードはフォロワーのままで、カードタイプの変更は記録されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.25.1

    Given it is my main phase with 0 play points
    And my opponent's field holds "Test Fighter"
    And my hand holds "Pin Bounce Then Amulet Spell"
    When I play "Pin Bounce Then Amulet Spell" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's hand
    And the event "type-changed" did not happen

  # kills: engine.sve.effects.x_zone_pick_pool__mutmut_49
  @cr-5.5 @cr-4.1.4.1
  Scenario: Survivor2 eff: a follower that returns itself to my hand can put itself back onto my field
    Rule(en): My follower's activated ability returns it to my hand, then puts that very card from my hand onto my field. It comes back onto my field.
    Rule(ja): 自分のフォロワーの起動能力はそれを手札に戻し、その後まさにそのカードを手札から自分の場に出します。それは自分の場に戻ってきます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.5 and 4.1.4.1

    Given it is my main phase with 1 play point
    And my field holds "Pin Reenter Follower"
    When I activate "Pin Reenter Follower"
    Then the action succeeds
    And "Pin Reenter Follower" is on my field
    And my hand holds 0 cards

  # kills: engine.sve.effects.x__search__mutmut_40
  @cr-5.8.1.2 @cr-5.21.1.1
  Scenario: Survivor2 eff: the card my search finds by a condition stays revealed while the rest of the spell waits
    Rule(en): My spell searches my deck for a Pixie follower, then looks at the top 2 cards for a spell. While it waits for my pick, the Pixie it found is still revealed: what an ability reveals stays so until it has finished.
    Rule(ja): 自分のスペルはデッキからピクシーのフォロワーを探し、その後上から2枚を見てスペルを探します。自分の選択を待つ間、見つけたピクシーはまだ公開されています。能力が公開したものは、その能力が終わるまで公開されたままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.8.1.2 and 5.21.1.1

    Given it is my main phase with 0 play points
    And my deck holds:
      | card          |
      | Forest Sprite |
      | Fireball      |
      | Study         |
    And my hand holds "Pin Seek Then Look Spell"
    When I play "Pin Seek Then Look Spell"
    Then the action succeeds
    And the game waits for me
    And "Forest Sprite" is in my hand
    And "Forest Sprite" is revealed

  # kills: engine.sve.effects.x__look_top__mutmut_107
  @cr-5.11 @cr-5.21.1.1
  Scenario: Survivor2 eff: a spell taken by a first look into the hand stays revealed while a second look waits
    Rule(en): My spell looks at the top 3 cards and I take a spell into my hand, then it looks at the top 2 cards for another spell. The first spell, taken by a condition, is revealed, and stays revealed while the game waits for my second pick.
    Rule(ja): 自分のスペルは上から3枚を見て自分はスペルを1枚手札に加え、その後上から2枚を見てもう1枚のスペルを探します。条件で加えた最初のスペルは公開され、ゲームが2回目の選択を待つ間も公開されたままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.11 and 5.21.1.1

    Given it is my main phase with 0 play points
    And my deck holds:
      | card         |
      | Fireball     |
      | Test Fighter |
      | Test Goblin  |
      | Study        |
      | Test Knight  |
    And my hand holds "Pin Twin Look Spell"
    When I play "Pin Twin Look Spell"
    And I pick "Fireball" from the cards looked at
    Then the action succeeds
    And the game waits for me
    And "Fireball" is in my hand
    And "Fireball" is revealed
