@sve
Feature: CR 5.4-5.17, clause by clause: the verbs card text uses
  One scenario (or two, for what a clause allows and what it rules out) per clause of the key notations
  the engine honours: engage and refresh, put onto the field and summon, destroy, banish, search,
  shuffle, draw, look, discard, damage, recover play points, evolve and transform. Each plays a card
  through the engine's public actions and reads the state that results.

  @cr-5.4.1
  Scenario: CR 5.4.1: an effect that engages an enemy follower turns it to the engaged state
    Rule(en): Engaging a card turns it sideways into the engaged state.
    Rule(ja): アクトするとは、カードをアクト状態にすることである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.4.1

    Given it is my main phase with 1 play point
    And my hand holds "Binding Vines"
    And my opponent's field holds "Test Knight"
    When I play "Binding Vines" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is engaged

  @cr-5.4.1
  Scenario: CR 5.4.1: an effect that refreshes my engaged follower turns it back to reserved
    Rule(en): Refreshing a card turns it back upright into the reserved state.
    Rule(ja): スタンドさせるとは、カードをスタンド状態に戻すことである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.4.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | state   |
      | Test Fighter | engaged |
      | Rousing Bell | reserved |
    When I end my main phase
    Then "Test Fighter" is reserved

  @cr-5.5.2 @cr-5.5.2.1
  Scenario: CR 5.5.2.1: summoning a token makes it and puts it onto my field
    Rule(en): To summon a token is to make it and put it onto the field.
    Rule(ja): トークンを出すとは、それを作って場に置くことである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.5.2 and 5.5.2.1

    Given it is my main phase with 0 play points
    And my hand holds "Fairy Call"
    When I play "Fairy Call"
    Then the action succeeds
    And my field holds 1 "Fairy"
    And my EX area holds 0 cards

  @cr-5.5.2
  Scenario: CR 5.5.2: an effect may make a token straight into my EX area
    Rule(en): Tokens an effect makes may go into the EX area instead of onto the field.
    Rule(ja): 効果で作られるトークンは、場ではなくEXエリアに置かれることもある。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.5.2

    Given it is my main phase with 0 play points
    And my hand holds "Fairy Reserve"
    When I play "Fairy Reserve"
    Then the action succeeds
    And my EX area holds 1 "Fairy"
    And my field holds 0 cards

  @cr-5.5.1 @cr-5.5.3
  Scenario: CR 5.5.3: a follower played from the EX area comes onto the field from the EX area and keeps its +1/+0
    Rule(en): A card played and put onto the field counts as coming from the zone it was played from, so a follower played from the EX area keeps the attack change it was given there.
    Rule(ja): プレイして場に出たカードはプレイした領域から場に出たものとして扱うので、EXエリアからプレイしたフォロワーはそこで得た攻撃力の修整を保つ。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.5.1 and 5.5.3

    Given it is my main phase with 2 play points
    And my EX area holds:
      | card         | attack |
      | Test Fighter | +1     |
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And "Test Fighter" has 3 attack and 2 defense

  @cr-5.6.1 @cr-3.1.2.3
  Scenario: CR 5.6.1: a destroyed follower goes from the field to its owner's cemetery
    Rule(en): Destroying a card moves it from the field to its owner's cemetery, and abilities that watch for its destruction trigger.
    Rule(ja): 破壊されたカードは場から持ち主の墓場に移り、破壊されたときの能力が誘発する。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.6.1

    Given it is my main phase with 4 play points
    And my hand holds "Execution"
    And my opponent's field holds "Grudge Beast"
    When I play "Execution" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my opponent's cemetery
    And my opponent's leader has 22 defense

  @cr-5.7.1
  Scenario: CR 5.7.1: a banished follower goes to its owner's banished zone and is not destroyed
    Rule(en): Banishing moves a card to its owner's banished zone; it is not a destruction, so destroyed abilities do not trigger.
    Rule(ja): 消滅させたカードは持ち主の消滅領域に移る。破壊ではないので、破壊されたときの能力は誘発しない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.7.1

    Given it is my main phase with 2 play points
    And my hand holds "Banishing Light"
    And my opponent's field holds "Grudge Beast"
    When I play "Banishing Light" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my opponent's banished zone
    And my opponent's leader has 20 defense

  @cr-5.8.1 @cr-5.8.2
  Scenario: CR 5.8.1: a search takes the card that fits from my deck into my hand, then shuffles the deck
    Rule(en): Searching looks through the deck for a card that fits and takes it where the effect says; the deck is shuffled afterwards.
    Rule(ja): 探すとは、デッキから条件に合うカードを取り出して指定の場所に置くことで、その後デッキをシャッフルする。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.8.1 and 5.8.2

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Test Knight   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And "Forest Sprite" is in my hand
    And "Test Knight" is in my deck
    And my deck holds 2 cards
    And the event "shuffled" happened

  @cr-5.8.1.1
  Scenario: CR 5.8.1.1: a search for a card with no condition must find one while the deck holds any
    Rule(en): A search that names only a number of cards must find that many if the deck holds them.
    Rule(ja): 枚数だけを指定して探すときは、デッキにある限りその枚数を見つけなければならない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.8.1.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Blind Seek"
    When I play "Blind Seek"
    Then the action succeeds
    And my hand holds 1 card
    And my deck holds 1 card

  @cr-5.9.1
  Scenario: CR 5.9.1: shuffling my deck keeps its cards and records the shuffle
    Rule(en): Shuffling puts the deck's cards in a random order; no card leaves the deck.
    Rule(ja): シャッフルはデッキのカードを無作為な順番にすることで、デッキからカードは出ない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.9.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Deck Stirrer"
    When I play "Deck Stirrer"
    Then the action succeeds
    And my deck holds 3 cards
    And the event "shuffled" happened

  @cr-5.9.1.1
  Scenario: CR 5.9.1.1: an empty deck is still shuffled
    Rule(en): A deck of no card or one card can be shuffled; nothing changes but the shuffle has happened.
    Rule(ja): 0枚や1枚のデッキもシャッフルでき、何も変わらないがシャッフルしたことになる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.9.1.1

    Given it is my main phase with 0 play points
    And my hand holds "Deck Stirrer"
    When I play "Deck Stirrer"
    Then the action succeeds
    And my deck holds 0 cards
    And the event "shuffled" happened

  @cr-5.10.1
  Scenario: CR 5.10.1: drawing moves the top card of my deck into my hand
    Rule(en): To draw is to take the top card of your deck into your hand.
    Rule(ja): 引くとは、自分のデッキの一番上のカードを手札に加えることである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.10.1

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    And my hand holds "Study"
    When I play "Study"
    Then the action succeeds
    And "Test Knight" is in my hand
    And the top card of my deck is "Test Goblin"

  @cr-5.10.1.1 @cr-5.10.2
  Scenario: CR 5.10.2: told to draw 2 from a deck of 1, I draw the one card and then lose
    Rule(en): Drawing 2 is drawing 1 twice: the first draw takes the last card, the second finds the deck empty, so its player meets a loss condition.
    Rule(ja): 2枚引くことは1枚引くことを2回行うことである。1回目で最後のカードを引き、2回目はデッキが0枚なので、そのプレイヤーは敗北条件を満たす。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.10.1.1 and 5.10.2

    Given it is my main phase with 5 play points
    And my deck holds 1 card
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual"
    Then my hand holds 1 card
    And my deck holds 0 cards
    And my opponent wins the game

  @cr-5.11.1
  Scenario: CR 5.11.1: looking at the top cards of my deck moves none of them out of the deck when none is taken
    Rule(en): Looking at cards lets a player see them; looking alone takes no card out of the deck.
    Rule(ja): カードを見ることはそのカードを確認するだけで、見ただけではデッキからカードは出ない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        | as            |
      | Test Goblin | Test Goblin A |
      | Test Goblin | Test Goblin B |
      | Test Goblin | Test Goblin C |
    And my hand holds "Scry Lens"
    When I play "Scry Lens"
    And I put them on the bottom of my deck in the order "Test Goblin A", "Test Goblin B", "Test Goblin C"
    Then the action succeeds
    And my deck holds 3 cards
    And my hand holds 0 cards
    And the event "looked-at-top" happened

  @cr-5.12.1
  Scenario: CR 5.12.1: a discarded card goes from the hand to its owner's cemetery
    Rule(en): Discarding moves a card from the hand to its owner's cemetery.
    Rule(ja): 捨てるとは、手札のカードを持ち主の墓場に移すことである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.12.1

    Given it is my main phase with 1 play point
    And my hand holds "Mind Rot"
    And my opponent's hand holds "Test Knight"
    When I play "Mind Rot" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And my opponent's hand holds 0 cards
    And the event "discarded" happened

  @cr-5.14.1 @cr-2.8.2
  Scenario: CR 5.14.1: 3 damage lowers an Ogre's defense from 5 to 2
    Rule(en): Damage dealt to a follower lowers its defense by that much.
    Rule(ja): フォロワーに与えられたダメージは、その分だけ体力を減らす。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.1

    Given it is my main phase with 1 play point
    And my hand holds "Fireball"
    And my opponent's field holds "Ogre"
    When I play "Fireball" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 2 defense

  @cr-5.14.1.1 @cr-5.14.3.1 @cr-2.8.3
  Scenario: CR 5.14.1.1: a leader with 2 defense hit for 5 is left at -3
    Rule(en): Defense lowered by damage does not stop at 0; it may become negative. An attack on a leader deals it the attacker's attack as attack damage.
    Rule(ja): ダメージで減る体力は0で止まらず、負の値にもなる。リーダーへの攻撃は、攻撃するフォロワーの攻撃力分の攻撃ダメージを与える。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.14.1.1 and 5.14.3.1

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Ogre"
    When I attack the enemy leader with "Ogre"
    Then my opponent's leader has -3 defense
    And I win the game

  @cr-5.14.2
  Scenario: CR 5.14.2: an effect that lowers damage replaces 3 damage with 1
    Rule(en): An effect that changes the damage a follower would take replaces that damage: 3 damage against a 2-less effect deals only 1.
    Rule(ja): 受けるダメージを変える効果はそのダメージを置き換える。2軽減の効果があれば、3ダメージは1ダメージになる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.2

    Given it is my main phase with 1 play point
    And my field holds "Ogre"
    And my hand holds "Guardian Veil"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I play "Guardian Veil" targeting "Ogre"
    And I attack "Test Knight" with "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 4 defense

  @cr-5.14.3.2
  Scenario: CR 5.14.3.2: an attacking follower and the follower it attacks deal each other combat damage
    Rule(en): In a fight both followers deal damage: the attacker and the attacked follower each take the other's attack.
    Rule(ja): 交戦では、攻撃するフォロワーと攻撃されたフォロワーが互いに相手の攻撃力分のダメージを与え合う。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3.2

    Given it is my main phase with 0 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Ogre"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Ogre" has 5 attack and 2 defense

  @cr-5.15.1
  Scenario: CR 5.15.1: recovering 2 play points adds 2 to my current play points
    Rule(en): Recovering play points adds that many to the play points the player has now.
    Rule(ja): PPを回復すると、現在のPPにその数が加わる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.15.1

    Given it is my main phase with 1 of 5 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 2 play points

  @cr-5.15.1.1 @cr-3.2.4 @cr-3.2.4.2
  Scenario: CR 5.15.1.1: recovering play points stops at my maximum play points
    Rule(en): Recovered play points never go above the maximum; the rest is lost.
    Rule(ja): 回復したPPは最大値を超えず、超える分は失われる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.15.1.1

    Given it is my main phase with 4 of 5 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 5 play points

  @cr-5.16.1
  Scenario: CR 5.16.1: evolving takes the matching evolved card out of my evolve deck and puts it on my follower
    Rule(en): Evolving a follower takes its evolved card from the evolve deck and lays it on the follower, which becomes an evolved follower.
    Rule(ja): フォロワーを進化させると、エボルヴデッキからそのエボルヴカードを取り出して重ね、進化したフォロワーになる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And my evolve deck holds 0 cards
    And my field holds 1 card

  @cr-5.16.1.1
  Scenario: CR 5.16.1.1: a follower evolved by an effect pays no evolve cost and leaves my evolve for the turn unused
    Rule(en): An effect that evolves a follower needs no evolve cost and is not the turn's evolve, so I may still evolve another follower by its ability.
    Rule(ja): 効果による進化は進化コストを払わず、そのターンの進化にも数えないので、別のフォロワーを能力で進化させられる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.1

    Given it is my main phase with 2 play points
    And my field holds:
      | card             |
      | Evolving Fighter |
      | Cheap Evolver    |
    And my evolve deck holds:
      | card             |
      | Evolving Fighter |
      | Cheap Evolver    |
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Evolving Fighter"
    Then "Evolving Fighter" is evolved
    And I have 1 play point
    When I evolve "Cheap Evolver"
    Then the action succeeds
    And "Cheap Evolver" is evolved

  @cr-5.16.1.1.1
  Scenario: CR 5.16.1.1.1: an evolved card of another name is no match, so the follower cannot evolve
    Rule(en): The evolved card that matches a follower is one with its card name; with only an evolved card of another name, evolving is refused and nothing changes.
    Rule(ja): フォロワーに対応するのは同じカード名のエボルヴカードであり、別名のものしかなければ進化は拒否され、何も変わらない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.1.1

    Given it is my main phase with 3 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "no-evolved-card"
    And the game state is unchanged

  @cr-5.16.1.1.1
  Scenario: CR 5.16.1.1.1: an effect finds no same-name evolved card, and the follower stays as it is
    Rule(en): An effect that evolves a follower also needs an evolved card of the same name; without one, nothing happens to the follower.
    Rule(ja): 効果による進化にも同名のエボルヴカードが必要で、なければそのフォロワーには何も起きない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.1.1

    Given it is my main phase with 1 play point
    And my evolve deck holds "Cheap Evolver"
    And my field holds "Evolving Fighter"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is not evolved
    And my evolve deck holds 1 card

  @cr-5.16.4
  Scenario: CR 5.16.4: an evolved follower cannot use an evolve ability again
    Rule(en): A follower that has already evolved cannot evolve a second time; the attempt is refused and nothing changes.
    Rule(ja): すでに進化したフォロワーは再び進化できず、その試みは拒否され、何も変わらない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.4

    Given it is my main phase with 5 play points
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    And my evolve deck holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-5.16.4
  Scenario: CR 5.16.4: an effect that evolves an already evolved follower does nothing
    Rule(en): An instruction to evolve a follower that is already evolved does nothing; its evolved card stays in the evolve deck.
    Rule(ja): すでに進化したフォロワーを進化させる指示は何も起こさず、エボルヴカードはエボルヴデッキに残る。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    And my evolve deck holds "Evolving Fighter"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And my evolve deck holds 1 card

  @cr-5.17.1
  Scenario: CR 5.17.1: my transformed follower is banished and a Fairy token takes its place on my field
    Rule(en): Transforming a card banishes it and then puts the named token into the zone it was in.
    Rule(ja): 変身させると、そのカードは消滅し、それがあった領域に指定のトークンが置かれる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.17.1

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my hand holds "Mirror Polymorph"
    When I play "Mirror Polymorph" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my banished zone
    And my field holds 1 "Fairy"

  @cr-5.16.3 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.3: an evolved Goliath put into the cemetery leaves its evolved card face up in my evolve deck
    Rule(en): When an evolved follower leaves the field, the evolved card goes face up onto its owner's evolve deck, and the card beneath goes where the follower was sent.
    Rule(ja): 進化したフォロワーが場を離れると、エボルヴカードは表向きで持ち主のエボルヴデッキへ、下のカードはフォロワーの移動先へ置かれる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.3

    Given it is my main phase with 3 play points
    And my field holds "Goliath"
    And my evolve deck holds "Goliath"
    And my hand holds "Final Rest"
    When I evolve "Goliath"
    And I play "Final Rest" targeting "Goliath"
    Then the action succeeds
    And my field holds 0 cards
    And my evolve deck holds 1 face-up "Goliath"
    And my cemetery holds 2 cards
    And my cemetery holds 1 "Goliath"
