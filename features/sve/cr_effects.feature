@sve
Feature: Effect primitives: the verbs of the Comprehensive Rules (chapter 5) and lasting effects (10.9, 10.10)
  Each scenario plays one test card whose ability uses one effect primitive of the card-data vocabulary
  (engine/sve/vocabulary.py), and checks what the rules say the verb does.

  @cr-5.5 @cr-9.1
  Scenario: A token returned to the hand leaves the game
    Rule(en): Returning a card from the field to its owner's hand moves it there; a token that would go to a hand leaves the game instead.
    Rule(ja): 場のカードを手札に戻すとそのカードは持ち主の手札に移ります。手札に行くトークンはゲームから取り除かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 9.1

    Given it is my main phase with 2 play points
    And my hand holds:
      | card          | as      |
      | Homeward Wind | Wind A  |
      | Homeward Wind | Wind B  |
    And my opponent's field holds:
      | card        |
      | Fairy       |
      | Test Goblin |
    When I play "Wind A" targeting "Fairy"
    And I play "Wind B" targeting "Test Goblin"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And "Test Goblin" is in my opponent's hand

  @cr-5.5
  Scenario: A follower put on the bottom of its owner's deck
    Rule(en): An effect may put a card from the field on the top or the bottom of its owner's deck.
    Rule(ja): 効果で場のカードを持ち主のデッキの上か下に置くことがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Tidal Push"
    And my opponent's deck holds 2 cards
    And my opponent's field holds:
      | card        | as     |
      | Test Knight | Pushed |
    When I play "Tidal Push" targeting "Pushed"
    Then the action succeeds
    And "Pushed" is in my opponent's deck
    And my opponent's deck holds 3 cards
    And my opponent's field holds 0 cards

  @cr-5.12
  Scenario: A card discarded by an effect sets off its own discard ability
    Rule(en): Discarding puts a card from the hand into the cemetery; abilities that watch for that card being discarded trigger.
    Rule(ja): 捨てるとは手札のカードを墓場に置くことです。そのカードが捨てられたときの能力が誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.12

    Given it is my main phase with 1 play point
    And my hand holds "Mind Rot"
    And my opponent's hand holds "Vengeful Scroll"
    When I play "Mind Rot" targeting "Vengeful Scroll"
    Then the action succeeds
    And "Vengeful Scroll" is in my opponent's cemetery
    And my leader has 18 defense

  @cr-5.5
  Scenario: Cards put from the top of the deck into the cemetery
    Rule(en): An effect may put the top cards of a deck into the cemetery; that is neither drawing nor discarding.
    Rule(ja): 効果でデッキの上のカードを墓場に置くことがあります。これは引くことでも捨てることでもありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Grave Offering"
    When I play "Grave Offering"
    Then the action succeeds
    And my deck holds 1 card
    And my cemetery holds 3 cards
    And my hand holds 0 cards

  @cr-5.8 @cr-5.9
  Scenario: A search takes a matching card from the deck and shuffles it
    Rule(en): Searching means looking through the deck for a card that fits, putting it where the effect says, then shuffling the deck.
    Rule(ja): サーチとは、デッキから条件に合うカードを探して効果の指定する場所に置き、デッキをシャッフルすることです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.8 and 5.9

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Forest Sprite |
      | Test Goblin   |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And "Forest Sprite" is in my hand
    And my deck holds 2 cards
    And the event "shuffled" happened

  @cr-5.11
  Scenario: Looking at the top cards takes one that fits and puts the rest on the bottom
    Rule(en): Looking at the top cards shows them only to that player; the card taken goes to the hand, the others to the bottom of the deck.
    Rule(ja): デッキの上のカードを見るのはそのプレイヤーだけです。選んだカードは手札に、残りはデッキの下に置きます。
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
    And I put them on the bottom of my deck in the order "Test Goblin B", "Test Goblin A"
    Then the action succeeds
    And "Fireball" is in my hand
    And "Study" is in my deck
    And my deck holds 3 cards

  @cr-2.8 @cr-10.8
  Scenario: An effect that sets a defense to 1
    Rule(en): An effect that makes a value become a number sets it to that number, whatever it was.
    Rule(ja): 値を「〜になる」とする効果は、元の値にかかわらずその数値にします。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 2.8

    Given it is my main phase with 1 play point
    And my hand holds "Frailty Curse"
    And my opponent's field holds "Ogre"
    When I play "Frailty Curse" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 1 defense

  @cr-5.16 @cr-12.2
  Scenario: A follower evolved by an effect leaves the turn's evolve unused
    Rule(en): Evolving by an effect puts the evolved card on the follower without paying an evolve cost, and it does not use up the once-a-turn evolve.
    Rule(ja): 効果による進化は進化コストを払わずに進化後カードを重ねるもので、1ターンに1回の進化は消費しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.16 and 12.2

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
    And I evolve "Cheap Evolver"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Cheap Evolver" is evolved
    And I have 0 play points

  @cr-5.17 @cr-5.17.1
  Scenario: A follower transformed into a token
    Rule(en): Transforming banishes the card and puts the named token where it was; it is not destroyed, so Last Words and destroyed abilities do not trigger.
    Rule(ja): 変身は、そのカードを消滅させ、それがあった場所に指定されたトークンを置くことです。破壊ではないので、ラストワードや破壊時の能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.17
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.17.1

    Given it is my main phase with 2 play points
    And my hand holds "Polymorph Hex"
    And my opponent's field holds "Grudge Beast"
    When I play "Polymorph Hex" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my opponent's banished zone
    And my opponent's field holds 1 "Fairy"
    And my opponent's leader has 20 defense

  @cr-5.19
  Scenario: A random target is picked by the seeded generator
    Rule(en): A random choice is made by chance among the cards that fit, not by a player.
    Rule(ja): ランダムな選択は、条件に合うカードの中から偶然によって決まり、プレイヤーは選びません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.19

    Given it is my main phase with 1 play point
    And my hand holds "Wild Bolt"
    And my opponent's field holds "Test Goblin"
    When I play "Wild Bolt"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And the event "random-picked" happened

  @cr-5.15
  Scenario: Recovered play points never go above the maximum
    Rule(en): Recovering play points adds them back, but never above the player's maximum play points.
    Rule(ja): PPの回復はPPを戻しますが、最大PPを超えることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.15

    Given it is my main phase with 5 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 5 play points

  @cr-5.15
  Scenario: Recovering play points after spending some
    Rule(en): Recovering play points gives back up to the number stated.
    Rule(ja): PPの回復では、書かれた数まで戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.15

    Given it is my main phase with 2 of 7 play points
    And my hand holds "Mana Spring"
    When I play "Mana Spring"
    Then the action succeeds
    And I have 3 play points

  @cr-3.2
  Scenario: An effect that raises the maximum play points
    Rule(en): Maximum play points may be raised by an effect, never above 10; the current play points stay as they are.
    Rule(ja): 最大PPは効果で増えることがあり、10を超えません。現在のPPはそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 3.2

    Given it is my main phase with 3 play points
    And my hand holds "Mana Seed"
    When I play "Mana Seed"
    Then the action succeeds
    And I have 4 maximum play points
    And I have 2 play points

  @cr-5.4 @cr-8.4
  Scenario: A follower engaged by an effect may be attacked
    Rule(en): Engaging turns a card sideways; an engaged enemy follower may be attacked by any follower that can attack.
    Rule(ja): アクトはカードを横向きにすることです。アクト状態の相手フォロワーは、攻撃できるフォロワーで攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.4 and 8.4

    Given it is my main phase with 1 play point
    And my field holds "Test Knight"
    And my hand holds "Binding Vines"
    And my opponent's field holds "Test Fighter"
    When I play "Binding Vines" targeting "Test Fighter"
    And I attack "Test Fighter" with "Test Knight"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery

  @cr-4.8
  Scenario: A follower put from the field into the EX area
    Rule(en): An effect may move a follower from the field into its owner's EX area; it is no longer on the field.
    Rule(ja): 効果でフォロワーを場から持ち主のEXエリアに移すことがあります。そのフォロワーはもう場にはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 4.8

    Given it is my main phase with 1 play point
    And my hand holds "Exile Gate"
    And my opponent's field holds "Test Knight"
    When I play "Exile Gate" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's EX area

  @cr-5.28
  Scenario: Taking another turn after this one
    Rule(en): When a player takes another turn, the next turn is theirs again instead of the opponent's.
    Rule(ja): 追加のターンを得たプレイヤーは、次のターンも相手ではなく自分が行います。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.28

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Time Warp"
    When I play "Time Warp"
    And I end the turn
    Then the action succeeds
    And it is my main phase of turn 4
    And I have 2 maximum play points

  @cr-8.2
  Scenario: A follower played from the cemetery for free
    Rule(en): An effect may let a player play a card from a zone other than the hand, with its cost changed; it is played, so it counts as a card played and its Fanfare triggers.
    Rule(ja): 効果で手札以外の領域からカードをコストを変えてプレイすることがあります。プレイなので、プレイした枚数に数えられ、ファンファーレも誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds "Fanfare Scholar"
    And my hand holds "Raise the Fallen"
    When I play "Raise the Fallen"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my hand holds 1 card
    And I have 0 play points

  @cr-10.10 @cr-5.14
  Scenario: A follower that takes 2 less damage
    Rule(en): A "takes less damage" effect replaces the damage with a smaller amount; at 0 or less no damage is dealt.
    Rule(ja): 「受けるダメージが減る」効果は、ダメージをより小さい値に置き換えます。0以下ならダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 5.14

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Knight"
    And my hand holds "Guardian Veil"
    And my opponent's hand holds "Fireball"
    When I play "Guardian Veil" targeting "Test Knight"
    And I end the turn
    And my opponent plays "Fireball" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense

  @cr-10.9 @cr-10.10
  Scenario: A continuous effect lowers the combat damage a follower takes
    Rule(en): While the card with a continuous ability is on the field, its effect applies: here followers of its controller take 1 less damage.
    Rule(ja): 常在能力を持つカードが場にある間、その効果が適用されます。ここではそのプレイヤーのフォロワーが受けるダメージが1減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 10.10

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Stone Bastion |
      | Test Knight  |
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense
    And "Test Fighter" is in my opponent's cemetery

  @cr-10.9 @cr-5.27 @cr-10.2
  Scenario: A change that lasts until the end of the turn
    Rule(en): A persistent effect with a duration stops when the duration ends: +2 attack "this turn" is gone in the next turn.
    Rule(ja): 期間のある効果は期間が終わると終了します。「このターン」の攻撃力+2は次のターンにはなくなります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.27

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Fighter"
    And my hand holds "Battle Cry"
    When I play "Battle Cry" targeting "Test Fighter"
    Then "Test Fighter" has 4 attack
    When I end the turn
    Then the action succeeds
    And "Test Fighter" has 2 attack

  @cr-10.9 @cr-10.1 @cr-10.2
  Scenario: A continuous effect also applies to a follower that arrives later
    Rule(en): A continuous effect applies to every card that fits it, for as long as its source is on the field, including cards that arrive afterwards.
    Rule(ja): 常在効果は、発生源が場にある間、後から場に出たものも含めて条件に合うカードすべてに適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my field holds:
      | card         |
      | War Banner   |
      | Test Fighter |
    And my hand holds "Test Goblin"
    And my opponent's field holds "Test Knight"
    When I play "Test Goblin"
    Then the action succeeds
    And "Test Fighter" has 3 attack
    And "Test Goblin" has 2 attack
    And "Test Knight" has 3 attack

  @cr-12.9 @cr-10.9
  Scenario: A follower given Storm attacks the leader on the turn it arrived
    Rule(en): A keyword given by an effect works like a printed one: a follower given Storm may attack the leader the turn it arrived.
    Rule(ja): 効果で得た能力は印刷されたものと同じく働きます。疾走を得たフォロワーは、場に出たターンにリーダーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.9 and 10.9

    Given it is my main phase with 1 play point
    And my field holds:
      | card         | arrived   |
      | Test Fighter | this turn |
    And my hand holds "Wind Blessing"
    When I play "Wind Blessing" targeting "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has Storm
    And my opponent's leader has 18 defense

  @cr-10.9 @cr-2.5
  Scenario: A continuous effect makes spells in the hand cost less
    Rule(en): A cost change applies while its source is on the field; a cost never goes below 0.
    Rule(ja): コストの変更は発生源が場にある間適用されます。コストは0未満になりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 2.5

    Given it is my main phase with 0 play points
    And my field holds "Spell Focus"
    And my hand holds:
      | card        | as        |
      | Fireball    |           |
      | Test Goblin | My Goblin |
    And my opponent's field holds:
      | card        | as           |
      | Test Goblin | Their Goblin |
    Then "Fireball" costs 0 play points
    And "My Goblin" costs 1 play point
    When I play "Fireball" targeting "Their Goblin"
    Then the action succeeds

  @cr-13.3 @cr-2.5
  Scenario: A spell that costs less with Spellchain
    Rule(en): A card's own cost change works from the hand when its condition holds (here Spellchain: spells in the cemetery).
    Rule(ja): カード自身のコスト変更は、条件（ここではスペルチェイン：墓場のスペルの枚数）を満たせば手札で働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Thrifty Rune"
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    Then "Thrifty Rune" costs 1 play point

  @cr-13.3 @cr-2.5
  Scenario: Without Spellchain the spell keeps its printed cost
    Rule(en): When the condition does not hold, the card costs what is printed.
    Rule(ja): 条件を満たさなければ、コストは印刷された値のままです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 2.5

    Given it is my main phase with 1 play point
    And my hand holds "Thrifty Rune"
    And my cemetery holds "Fireball"
    Then "Thrifty Rune" costs 3 play points

  @cr-10.9 @cr-8.4
  Scenario: A follower that cannot attack until the end of its controller's turn
    Rule(en): An effect may forbid a follower to attack for a while; attacking with it is then refused.
    Rule(ja): 効果によってフォロワーが一定期間攻撃できなくなることがあります。その間の攻撃はできません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 8.4

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Chain Curse"
    And my opponent's field holds "Test Fighter"
    When I play "Chain Curse" targeting "Test Fighter"
    And I end the turn
    And my opponent attacks the enemy leader with "Test Fighter"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  @cr-5.19
  Scenario: Two random targets are two different followers
    Rule(en): Picking several cards at random picks different cards, as a selection of several would.
    Rule(ja): ランダムに複数を選ぶときも、複数を選ぶときと同じく異なるカードが選ばれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.19

    Given it is my main phase with 1 play point
    And my hand holds "Wild Volley"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Wild Volley"
    Then the action succeeds
    And "Goblin A" has 1 defense
    And "Goblin B" has 1 defense
