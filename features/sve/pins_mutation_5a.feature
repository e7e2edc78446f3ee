@sve
Feature: Pins found by mutation testing (effects: playing, summoning, searching, moving)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/effects.py it kills (numbered as in the central mutmut runs on 93f57ef and fdaf8ac).

  # kills: engine.sve.effects.x__play_from__mutmut_6, _8, _29
  @cr-8.2
  Scenario: An effect that plays a card from the cemetery skips the cards that do not fit
    Rule(en): An effect that plays a follower costing 2 or less from my cemetery can only play such a follower; a costlier follower lying above it in the cemetery stays there.
    Rule(ja): 自分の墓場からコスト2以下のフォロワーをプレイする効果は、そのようなフォロワーしかプレイできません。墓場で先にあるコストの高いフォロワーはそのまま残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card        |
      | Ogre        |
      | Test Goblin |
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Ogre" is in my cemetery

  # kills: engine.sve.effects.x__play_from__mutmut_3, _4, _5
  @cr-8.2
  Scenario: An effect that plays a card without naming a zone plays it from my cemetery
    Rule(en): When an effect that plays a card names no zone, the card comes from my cemetery.
    Rule(ja): カードをプレイする効果が領域を指定していないときは、自分の墓場からプレイします。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Goblin"
    And my hand holds "Grave Recall"
    When I play "Grave Recall"
    Then the action succeeds
    And "Test Goblin" is on my field

  # kills: engine.sve.effects.x__play_from__mutmut_21, _22
  @cr-8.2
  Scenario: An effect can play an amulet from my cemetery
    Rule(en): An effect that plays an amulet from my cemetery puts that amulet onto my field.
    Rule(ja): 自分の墓場からアミュレットをプレイする効果では、そのアミュレットが自分の場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 0 play points
    And my cemetery holds "War Banner"
    And my hand holds "Relic Recall"
    When I play "Relic Recall"
    Then the action succeeds
    And "War Banner" is on my field

  # kills: engine.sve.effects.x__play_from__mutmut_30, _38
  @cr-8.2 @cr-10.6
  Scenario: An effect that plays one card refuses two picks
    Rule(en): An effect that plays one card from my cemetery lets me pick one card, not two; naming two is refused and nothing happens.
    Rule(ja): 墓場からカードを1枚プレイする効果で選べるのは1枚で、2枚を選ぶことはできません。2枚を指定すると拒否され、何も起きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 10.6

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card        |
      | Test Goblin |
      | Test Fighter |
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen" picking "Test Goblin" and "Test Fighter"
    Then the action is refused with reason "invalid-choice"
    And "Raise the Fallen" is in my hand
    And "Test Goblin" is in my cemetery

  # kills: engine.sve.effects.x__play_from__mutmut_68, _73, _78, _79, _117, _124, _125
  @cr-8.2 @cr-10.7
  Scenario: A card played from the cemetery by an effect sets off "whenever you play a card"
    Rule(en): A follower played by an effect is played, like a card played from the hand: "whenever you play a card" abilities trigger for it too, and the game records two plays.
    Rule(ja): 効果でプレイしたフォロワーも手札からプレイしたカードと同じくプレイされたので、「カードをプレイしたとき」の能力はそれでも誘発し、ゲームには2回のプレイが記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 10.7

    Given it is my main phase with 1 play point
    And my field holds "Play Tally"
    And my cemetery holds "Test Goblin"
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen"
    Then the action succeeds
    And "Test Goblin" is on my field
    And my leader has 22 defense
    And these events happened in this order:
      | event         |
      | played        |
      | played        |
      | entered-field |

  # kills: engine.sve.effects.x__play_from__mutmut_111
  @cr-15.1 @cr-8.2
  Scenario: A follower played from my EX area by an effect keeps its counters
    Rule(en): A card that moves from the EX area onto the field keeps its counters, also when an effect plays it from there.
    Rule(ja): EXエリアから場に移ったカードはカウンターを保ちます。効果でそこからプレイした場合も同じです。
    Source: sve-faq-en, Q&A 76; Shadowverse EVOLVE Comprehensive Rules, section 15.1

    Given it is my main phase with 0 play points
    And my EX area holds:
      | card        | counters |
      | Test Goblin | fable 1  |
    And my hand holds "Reserve Revival"
    When I play "Reserve Revival"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 1 fable counter

  # kills: engine.sve.effects.x__summon_from__mutmut_55
  @cr-15.1 @cr-5.5
  Scenario: A follower summoned from my EX area keeps its counters
    Rule(en): A card that moves from the EX area onto the field keeps its counters, also when an effect summons it.
    Rule(ja): EXエリアから場に移ったカードはカウンターを保ちます。効果で場に出した場合も同じです。
    Source: sve-faq-en, Q&A 76; Shadowverse EVOLVE Comprehensive Rules, section 15.1

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card            | counters |
      | Fanfare Scholar | fable 1  |
    And my hand holds "Call from Beyond"
    When I play "Call from Beyond"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And "Fanfare Scholar" has 1 fable counter

  # kills: engine.sve.effects.x__summon_from__mutmut_4, _5, _48
  @cr-5.5
  Scenario: An effect that summons a named follower takes one copy from my cemetery
    Rule(en): An effect that puts one named follower onto my field, naming no zone, takes it from my cemetery, and takes one copy even when two are there.
    Rule(ja): 領域を指定せずに名前を指定したフォロワー1体を場に出す効果は、自分の墓場から出します。墓場に2枚あっても出すのは1枚です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 0 play points
    And my cemetery holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Goblin Call"
    When I play "Goblin Call"
    Then the action succeeds
    And my field holds 1 "Test Goblin"
    And my cemetery holds 1 "Test Goblin"

  # kills: engine.sve.effects.x__fits__mutmut_1
  @cr-5.5
  Scenario: An effect that summons from my cemetery skips the followers that do not fit
    Rule(en): An effect that puts a follower costing 2 or less from my cemetery onto my field cannot take a costlier one, even one lying above it.
    Rule(ja): 自分の墓場からコスト2以下のフォロワーを場に出す効果は、墓場で先にあるものでも、コストの高いフォロワーは出せません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 0 play points
    And my cemetery holds:
      | card        |
      | Ogre        |
      | Test Goblin |
    And my hand holds "Small Revival"
    When I play "Small Revival"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Ogre" is in my cemetery

  # kills: engine.sve.effects.x__fits__mutmut_9
  @cr-5.5 @cr-12.5
  Scenario: A last word that summons another follower cannot summon its own card
    Rule(en): A Last Words ability that puts another follower from my cemetery onto my field cannot put back the card that has it, even though that card is in the cemetery by then.
    Rule(ja): 自分の墓場から「これ以外の」フォロワーを場に出すラストワードは、その時点で墓場にあっても、そのカード自身を出すことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 12.5

    Given it is my main phase with 0 play points
    And my field holds "Grave Warden"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Grave Warden"
    Then the action succeeds
    And "Grave Warden" is in my cemetery
    And my field holds 0 cards

  # kills: engine.sve.effects.x__search__mutmut_21
  @cr-5.8
  Scenario: An effect can act on the follower a search just put onto the field
    Rule(en): After a search puts a follower onto my field, the next part of the same effect can act on that follower.
    Rule(ja): サーチでフォロワーを場に出した後、同じ効果の続きはそのフォロワーに働くことができます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 0 play points
    And my deck holds:
      | card        |
      | Test Goblin |
    And my hand holds "Muster Call"
    When I play "Muster Call"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 2 attack and 2 defense

  # kills: engine.sve.effects.x__put_on_deck__mutmut_22
  @cr-5.5
  Scenario: Top or bottom is chosen for each card in turn
    Rule(en): When an effect puts several followers on their owner's deck and the owner chooses where, the first answer is for the first card and the second for the second.
    Rule(ja): 複数のフォロワーを持ち主のデッキに置く効果で持ち主が置き場所を選ぶとき、1つ目の答えは1枚目のカード、2つ目の答えは2枚目のカードのものです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 0 play points
    And my opponent's deck holds 2 cards
    And my opponent's field holds:
      | card         |
      | Test Knight  |
      | Test Fighter |
    And my hand holds "Twin Tide"
    When I play "Twin Tide"
    Then the game waits for my opponent
    When my opponent puts them on the top and bottom of the deck
    Then the action succeeds
    And the top card of my opponent's deck is "Test Knight"
    And my opponent's deck holds 4 cards

  # kills: engine.sve.effects.x__put_on_deck__mutmut_21
  @cr-5.5 @cr-4.1.5.1
  Scenario: One answer of top or bottom is used for every card
    Rule(en): When the owner answers once, "top", for two followers put on their deck, both go on top, in the order the owner then chooses for them (CR 4.1.5.1).
    Rule(ja): デッキに置く2体のフォロワーについて持ち主が「上」と1回だけ答えると、2体とも上に置かれ、その2枚の順番は持ち主が選びます（CR 4.1.5.1）。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 0 play points
    And my opponent's deck holds 2 cards
    And my opponent's field holds:
      | card         |
      | Test Knight  |
      | Test Fighter |
    And my hand holds "Twin Tide"
    When I play "Twin Tide"
    Then the game waits for my opponent
    When my opponent puts them on the top of the deck
    Then the action succeeds
    And the game waits for my opponent
    When my opponent puts them on the top of their deck in the order "Test Knight", "Test Fighter"
    Then the action succeeds
    And the top 2 cards of my opponent's deck are, top first, "Test Knight", "Test Fighter"
    And my opponent's deck holds 4 cards

  # kills: engine.sve.effects.x__reshuffle_hands__mutmut_10, _12, _14, _15
  @cr-5.9
  Scenario: Shuffling the hands into the decks shuffles the decks
    Rule(en): An effect that has each player shuffle their hand into their deck and draw again shuffles the decks, and the game records the shuffle.
    Rule(ja): 各プレイヤーが手札をデッキに戻して引き直す効果ではデッキがシャッフルされ、シャッフルしたことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.9

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card          |
      | Altered Tides |
      | Test Fighter  |
    When I play "Altered Tides"
    Then the action succeeds
    And the event "shuffled" happened
    And my hand holds 2 cards

  # kills: engine.sve.effects.x__extra_turn__mutmut_1
  @cr-5.28
  Scenario: Two extra turns are two turns
    Rule(en): Gaining an extra turn twice in one turn gives me two more turns in a row, then my opponent takes the next turn.
    Rule(ja): 1つのターンに追加のターンを2回得ると、続けて2回自分のターンを行い、その後に相手のターンになります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.28

    Given it is my main phase with 2 play points
    And my deck holds 4 cards
    And my opponent's deck holds 4 cards
    And my hand holds:
      | card      | as       |
      | Time Warp | Warp one |
      | Time Warp | Warp two |
    When I play "Warp one"
    And I play "Warp two"
    Then the action succeeds
    When I end the turn
    And I end the turn
    Then it is my main phase of turn 5
    When I end the turn
    Then it is my opponent's main phase of turn 6

  # kills: engine.sve.effects.x__put_into_ex__mutmut_6
  @cr-4.8
  Scenario: A follower is not put into a full EX area
    Rule(en): An effect that puts a follower into its owner's EX area does nothing when that EX area already holds five cards; the follower stays on the field.
    Rule(ja): フォロワーを持ち主のEXエリアに置く効果は、そのEXエリアにすでに5枚あるときは何もせず、フォロワーは場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 4.8

    Given it is my main phase with 1 play point
    And my opponent's EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my opponent's field holds "Test Knight"
    And my hand holds "Exile Gate"
    When I play "Exile Gate" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is on my opponent's field
    And my opponent's EX area holds 5 cards

  # kills: engine.sve.effects.x__set_stat__mutmut_35, _39, _40
  @cr-5.24
  Scenario: An effect that sets a follower's defense counts its earlier changes
    Rule(en): Setting a follower's defense to 1 makes it 1 even when an earlier effect had raised it: the earlier change is overridden, not added on top.
    Rule(ja): フォロワーの防御力を1にする効果は、以前の効果で上がっていても防御力をちょうど1にします。以前の変更は上書きされ、上乗せされません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.24

    Given it is my main phase with 0 play points
    And my opponent's field holds:
      | card        | defense |
      | Test Knight | +2      |
    And my hand holds "Defense Setter"
    When I play "Defense Setter" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  # kills: engine.sve.effects.x_targets_of__mutmut_84, _85, _86, _87, _88, _95, _96, _97, _98
  @cr-5.14
  Scenario: An effect on every leader and follower hits both leaders and every follower
    Rule(en): Damage dealt to each leader and each follower, on both sides, reaches both leaders and every follower on the field.
    Rule(ja): 両方のリーダーとすべてのフォロワーへのダメージは、両方のリーダーと場のすべてのフォロワーに与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my opponent's main phase with 0 play points
    And my field holds "Test Goblin"
    And my opponent's field holds "Test Fighter"
    And my opponent's hand holds "Ash Storm"
    When my opponent plays "Ash Storm"
    Then the action succeeds
    And my leader has 19 defense
    And my opponent's leader has 19 defense
    And "Test Goblin" has 1 attack and 1 defense
    And "Test Fighter" has 2 attack and 1 defense

  # kills: engine.sve.effects.x_targets_of__mutmut_91, _92, _93, _94
  @cr-5.14
  Scenario: An effect on every enemy leader and follower hits the other player's side only
    Rule(en): When my opponent deals damage to each enemy leader and follower, my leader and my followers take it, and nothing on my opponent's side does.
    Rule(ja): 相手が「相手のリーダーとフォロワーすべて」にダメージを与えると、自分のリーダーとフォロワーが受け、相手側のものは受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my opponent's main phase with 0 play points
    And my field holds "Test Goblin"
    And my opponent's field holds "Test Fighter"
    And my opponent's hand holds "Ash Lance"
    When my opponent plays "Ash Lance"
    Then the action succeeds
    And my leader has 19 defense
    And my opponent's leader has 20 defense
    And "Test Goblin" has 1 attack and 1 defense
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.effects.x_targets_of__mutmut_89, _90
  @cr-5.14
  Scenario: An effect on every leader and follower of my own side hits my side only
    Rule(en): Damage dealt to each of my own leader and followers reaches my leader and my followers, and nothing of my opponent's.
    Rule(ja): 自分のリーダーとフォロワーすべてへのダメージは、自分のリーダーとフォロワーに与えられ、相手のものには与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 0 play points
    And my field holds "Test Goblin"
    And my opponent's field holds "Test Fighter"
    And my hand holds "Ash Tithe"
    When I play "Ash Tithe"
    Then the action succeeds
    And my leader has 19 defense
    And my opponent's leader has 20 defense
    And "Test Goblin" has 1 attack and 1 defense
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.effects.x_targets_of__mutmut_4, _5
  @cr-10.6
  Scenario: An ability that returns its own card to the hand leaves my other followers alone
    Rule(en): "Return this card to your hand" acts on the card with the ability only; my other followers stay on the field.
    Rule(ja): 「このカードを手札に戻す」は能力を持つカード自身にだけ働き、自分のほかのフォロワーは場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my field holds:
      | card           |
      | Recall Striker |
      | Test Goblin    |
    When I activate "Recall Striker"
    Then the action succeeds
    And "Recall Striker" is in my hand
    And "Test Goblin" is on my field

  # kills: engine.sve.effects.x_targets_of__mutmut_7
  @cr-12.5 @cr-10.11 @cr-4.1.4.1
  Scenario: A Last Words ability returns its own card from the cemetery to the hand
    Rule(en): Once the card is destroyed, "this card" in its Last Words ability means the card now in the cemetery (CR 4.1.4.1), so the ability returns it from there to the hand.
    Rule(ja): 破壊された後、ラストワードの「このカード」は墓場にある今のカードのことです（CR 4.1.4.1）。そのため、その能力はそれを墓場から手札に戻します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.5 and 10.11; v1.26.1 clause 4.1.4.1

    Given it is my main phase with 0 play points
    And my field holds "Homing Husk"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Homing Husk"
    Then the action succeeds
    And "Homing Husk" is in my hand

  # kills: engine.sve.effects.x_targets_of__mutmut_12, _13
  @cr-4.8 @cr-15.1
  Scenario: An ability can go on acting on its card after putting it into my EX area
    Rule(en): An ability that puts its own card into my EX area and then puts a Fable counter on "this card" puts the counter on the card in the EX area.
    Rule(ja): 自分のカードをEXエリアに置いてから「このカード」にフェイブルカウンターを置く能力は、EXエリアにあるそのカードにカウンターを置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.8 and 15.1

    Given it is my main phase with 0 play points
    And my field holds "Fable Keeper"
    When I activate "Fable Keeper"
    Then the action succeeds
    And "Fable Keeper" is in my EX area
    And "Fable Keeper" has 1 fable counter

  # kills: engine.sve.effects.x_targets_of__mutmut_45, _46
  @cr-10.7 @cr-9.1
  Scenario: An ability aimed at a token that has ceased to exist does nothing
    Rule(en): When two of my abilities trigger on the same enemy token and the first destroys it, the token ceases to exist, and the second ability has nothing left to act on.
    Rule(ja): 同じ相手のトークンで自分の能力が2つ誘発し、1つ目がそれを破壊すると、トークンは消滅し、2つ目の能力が働く対象はもうありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 9.1

    Given it is my opponent's main phase with 0 play points
    And my field holds:
      | card        | as      |
      | Night Watch | Watch A |
      | Night Watch | Watch B |
    And my opponent's hand holds "Fairy Call"
    When my opponent plays "Fairy Call"
    Then the action succeeds
    And my opponent's field holds 0 cards
    And my opponent's cemetery holds 0 "Fairy"

  # kills: engine.sve.effects.x__expiry__mutmut_12
  @cr-10.9
  Scenario: A change until the end of my opponent's turn is gone in my next turn
    Rule(en): A +0/+2 given in my turn "until the end of your opponent's turn" still holds during my opponent's next turn and is gone when my following turn begins.
    Rule(ja): 自分のターンに「相手のターン終了時まで」与えた+0/+2は、次の相手のターンの間は続き、その次の自分のターンが始まるとなくなっています。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Knight"
    And my hand holds "Long Guard"
    When I play "Long Guard" targeting "Test Knight"
    Then the action succeeds
    When I end the turn
    Then "Test Knight" has 3 attack and 5 defense
    When my opponent ends the turn
    Then it is my main phase of turn 5
    And "Test Knight" has 3 attack and 3 defense

  # kills: engine.sve.effects.x__play_from__mutmut_91
  @cr-8.2 @cr-10.7
  Scenario: A spell played by an ability resolves before the other waiting abilities
    Rule(en): A spell that an ability plays from my cemetery resolves right after that ability, before the other abilities that were already waiting.
    Rule(ja): 能力が自分の墓場からプレイしたスペルは、その能力の直後、すでに待機していたほかの能力より先に解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 10.7

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Play Tally"
    And my cemetery holds "Study"
    And my hand holds "Spell Reviver"
    When I play "Spell Reviver"
    Then the action succeeds
    And "Study" is in my cemetery
    And my leader has 22 defense
    And these events happened in this order:
      | event                 |
      | drew                  |
      | leader-defense-gained |

  # kills: engine.sve.effects.x__expiry__mutmut_8
  @cr-10.9
  Scenario: A change made in my opponent's turn until the end of that turn is gone in my turn
    Rule(en): When my ability gives an enemy follower -1/-0 "until the end of your opponent's turn" during my opponent's turn, the change ends with that same turn.
    Rule(ja): 相手のターン中に自分の能力が相手のフォロワーに「相手のターン終了時まで」-1/-0を与えると、その変更はそのターンの終わりに終了します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my opponent's main phase with 2 play points
    And my deck holds 3 cards
    And my field holds "Dusk Hex"
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 1 attack and 2 defense
    When my opponent ends the turn
    Then it is my main phase
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.effects.x__damage__mutmut_6
  @cr-5.14
  Scenario: A follower that deals more damage deals it with its own abilities too
    Rule(en): A follower of mine that deals 1 more damage whenever it deals damage adds that 1 to the damage of its own Fanfare, not only in combat.
    Rule(ja): ダメージを与えるたびに1多く与える自分のフォロワーは、戦闘だけでなく自身のファンファーレのダメージにもその1を加えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 2 play points
    And my field holds "Fury Banner"
    And my opponent's field holds "Test Knight"
    And my hand holds "Fanfare Archer"
    When I play "Fanfare Archer" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  # kills: engine.sve.effects.x__picked__mutmut_15
  @cr-8.2 @cr-10.6
  Scenario: A pick that does not fit or is not there is refused
    Rule(en): Cards picked for an effect must be among the cards it looks at and must fit it: picking a costlier follower for "a follower costing 2 or less", or a card that is not in my cemetery, is refused and nothing happens.
    Rule(ja): 効果で選ぶカードは、その効果が見るカードの中にあり、条件に合うものでなければなりません。「コスト2以下のフォロワー」にコストの高いフォロワーを選ぶことも、墓場にないカードを選ぶことも拒否され、何も起きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 10.6

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my cemetery holds:
      | card        |
      | Ogre        |
      | Test Goblin |
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen" picking "Ogre"
    Then the action is refused with reason "invalid-choice"
    When I play "Raise the Fallen" picking "Test Knight"
    Then the action is refused with reason "invalid-choice"
    And "Raise the Fallen" is in my hand
    And "Ogre" is in my cemetery

  # kills: engine.sve.effects.x__buff__mutmut_15, _16, _75, _80, _85, _86
  @cr-5.29 @cr-5.27
  Scenario: A defense change counted from my field is worked out when it is given
    Rule(en): "+0/+X, X being the number of my followers" counts my followers when it resolves: with two followers, the one it picks gets +0/+2, and the game records the change.
    Rule(ja): 「+0/+X（Xは自分のフォロワーの数）」は解決時に自分のフォロワーを数えます。フォロワーが2体なら、選んだフォロワーは+0/+2を得ます。その変更はゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.29 and 5.27

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Rising Ward"
    When I play "Rising Ward" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" has 1 attack and 4 defense
    And the event "buffed" happened

  # kills: engine.sve.effects.x__fits_filter__mutmut_5
  @cr-8.2 @cr-12.5
  Scenario: A Last Words ability that plays another follower cannot play its own card
    Rule(en): A Last Words ability that plays another follower from my cemetery cannot play the card that has it, even though that card is in the cemetery by then.
    Rule(ja): 自分の墓場から「これ以外の」フォロワーをプレイするラストワードは、その時点で墓場にあっても、そのカード自身をプレイすることはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 12.5

    Given it is my main phase with 0 play points
    And my field holds "Grave Bellringer"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Grave Bellringer"
    Then the action succeeds
    And "Grave Bellringer" is in my cemetery
    And my field holds 0 cards

  # kills: engine.sve.effects.x__look_top__mutmut_9, _12, _15, _16, _74, _78, _82, _83
  @cr-5.11
  Scenario: Looking at the top cards of my deck is recorded
    Rule(en): An effect that looks at the top cards of my deck and puts a follower from among them onto my field is recorded as a look at the top of the deck and as a card taken from there.
    Rule(ja): デッキの上からカードを見て、その中のフォロワーを場に出す効果では、デッキの上を見たことと、そこからカードを取ったことがゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        | as      |
      | Test Goblin |         |
      | Study       | Study A |
      | Study       | Study B |
    And my hand holds "Scout Drone"
    When I play "Scout Drone"
    And I pick "Test Goblin" from the cards looked at
    And I put them on the bottom of my deck in the order "Study A", "Study B"
    Then the action succeeds
    And "Test Goblin" is on my field
    And the event "looked-at-top" happened
    And the event "took-from-top" happened

  # kills: engine.sve.effects.x__buff__mutmut_25, _26, _28
  @cr-5.27
  Scenario: A defense change given to a leader and a follower reaches both, on the player's own side
    Rule(en): When my opponent gives +0/+1 to their leader and to one of their followers, their leader's defense goes up by 1 and so does the follower's; my leader is untouched.
    Rule(ja): 相手が自分のリーダーとフォロワー1体に+0/+1を与えると、相手のリーダーの防御力とそのフォロワーの防御力が1上がり、自分のリーダーは変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.27

    Given it is my opponent's main phase with 0 play points
    And my opponent's field holds "Test Fighter"
    And my opponent's hand holds "Shield Chant"
    When my opponent plays "Shield Chant" targeting my opponent's leader and "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 21 defense
    And my leader has 20 defense
    And "Test Fighter" has 2 attack and 3 defense

  # kills: engine.sve.effects.x__buff__mutmut_55, _59, _60
  @cr-5.27
  Scenario: A defense change adds to the one a follower already has
    Rule(en): A follower that already has +0/+2 and gets +0/+1 more has +0/+3 in all.
    Rule(ja): すでに+0/+2を持つフォロワーがさらに+0/+1を得ると、合計で+0/+3になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.27

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | defense |
      | Test Knight | +2      |
    And my hand holds "Rising Ward"
    When I play "Rising Ward" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 6 defense

  # kills: engine.sve.effects.x__look_top__mutmut_37
  @cr-5.11
  Scenario: Looking at the top cards I take the follower I pick
    Rule(en): When an effect lets me look at the top cards of my deck and take one follower, I take the one I pick, not simply the first that fits.
    Rule(ja): デッキの上からカードを見てフォロワーを1体取る効果では、条件に合う最初のものではなく、自分が選んだものを取ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Study        |
    And my hand holds "Scout Drone"
    When I play "Scout Drone" picking "Test Fighter"
    And I put them on the bottom of my deck in the order "Test Goblin", "Study"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Goblin" is in my deck

  # kills: engine.sve.effects.x__look_top__mutmut_41, _42, _43
  @cr-5.11
  Scenario: An effect can act on the follower taken from the top of my deck
    Rule(en): After an effect puts a follower from the top cards of my deck onto my field, the next part of the same effect can act on that follower.
    Rule(ja): デッキの上から見たフォロワーを場に出した後、同じ効果の続きはそのフォロワーに働くことができます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 0 play points
    And my deck holds:
      | card        | as      |
      | Study       | Study A |
      | Test Goblin |         |
      | Study       | Study B |
    And my hand holds "Scout Rally"
    When I play "Scout Rally"
    And I pick "Test Goblin" from the cards looked at
    And I put them on the bottom of my deck in the order "Study A", "Study B"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 2 attack and 2 defense

  # kills: engine.sve.effects.x__look_top__mutmut_57, _58
  @cr-5.11 @cr-5.5
  Scenario: An amulet taken from the top of my deck can go onto my field
    Rule(en): An effect that looks at the top cards of my deck and puts an amulet from among them onto my field puts it on the field, not into my hand.
    Rule(ja): デッキの上から見たアミュレットを場に出す効果では、それは手札ではなく場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.11 and 5.5

    Given it is my main phase with 0 play points
    And my deck holds:
      | card       | as      |
      | Study      | Study A |
      | War Banner |         |
      | Study      | Study B |
    And my hand holds "Relic Scout"
    When I play "Relic Scout"
    And I pick "War Banner" from the cards looked at
    And I put them on the bottom of my deck in the order "Study A", "Study B"
    Then the action succeeds
    And "War Banner" is on my field

  # kills: engine.sve.effects.x_targets_of__mutmut_26, _28
  @cr-5.14
  Scenario: Damage to "its leader" after damaging a leader goes to that leader
    Rule(en): When an effect damages the enemy leader and then deals damage to "its leader", the leader of the damaged target is that same enemy leader, so it takes both.
    Rule(ja): 効果が相手のリーダーにダメージを与えた後で「そのリーダー」にダメージを与えるとき、対象のリーダーはその相手のリーダー自身なので、両方のダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 0 play points
    And my hand holds "Echo Bolt"
    When I play "Echo Bolt" targeting the enemy leader
    Then the action succeeds
    And my opponent's leader has 18 defense

  # kills: engine.sve.effects.x__whose__mutmut_5, _6
  @cr-5.5 @cr-3.1
  Scenario: A token summoned for the controller of my own destroyed follower comes onto my field
    Rule(en): "Its controller summons" after my own follower is destroyed puts the token onto my field, not my opponent's.
    Rule(ja): 自分のフォロワーが破壊された後の「そのプレイヤーが出す」は、相手の場ではなく自分の場にトークンを出します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 3.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card        |
      | Kin Warden  |
      | Test Goblin |
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my field holds 1 "Fairy"
    And my opponent's field holds 0 "Fairy"

  # kills: engine.sve.effects.x__whose__mutmut_8, _10
  @cr-5.10 @cr-3.1
  Scenario: After damaging the enemy leader, "its controller" is my opponent
    Rule(en): An effect that damages an enemy leader or follower and then has "its controller" draw a card makes my opponent draw when the enemy leader was damaged.
    Rule(ja): 相手のリーダーかフォロワーにダメージを与えてから「そのプレイヤー」にカードを引かせる効果で、相手のリーダーにダメージを与えたときは、相手がカードを引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.10 and 3.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's deck holds 2 cards
    And my hand holds "Taunting Bolt"
    When I play "Taunting Bolt" targeting the enemy leader
    Then the action succeeds
    And my opponent's leader has 19 defense
    And my opponent's hand holds 1 card
    And my hand holds 0 cards

  # kills: engine.sve.effects.x__whose__mutmut_20, _21
  @cr-5.10 @cr-3.1
  Scenario: "Its controller" follows the card the previous effect acted on, not the card that set the ability off
    Rule(en): When my amulet, set off by an enemy follower, first acts on itself and then has "its controller" draw, the controller of the amulet, me, draws.
    Rule(ja): 相手のフォロワーで誘発した自分のアミュレットが、まず自身に働き、その後「そのプレイヤー」にカードを引かせるとき、引くのはアミュレットのプレイヤーである自分です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.10 and 3.1

    Given it is my opponent's main phase with 2 play points
    And my deck holds 2 cards
    And my opponent's deck holds 2 cards
    And my field holds "Watch Post"
    And my opponent's hand holds "Test Fighter"
    When my opponent plays "Test Fighter"
    Then the action succeeds
    And "Watch Post" has 1 fable counter
    And my hand holds 1 card
    And my opponent's hand holds 0 cards

  # kills: engine.sve.effects.x__whose__mutmut_41
  @cr-5.10
  Scenario: A card my opponent plays that makes "your opponent" draw makes me draw
    Rule(en): When my opponent plays a card whose effect has "your opponent" draw a card, I am the one who draws.
    Rule(ja): 相手が「相手はカードを1枚引く」効果のカードをプレイすると、カードを引くのは自分です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.10

    Given it is my opponent's main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's deck holds 2 cards
    And my opponent's hand holds "Gift of Insight"
    When my opponent plays "Gift of Insight"
    Then the action succeeds
    And my hand holds 1 card
    And my opponent's hand holds 0 cards
