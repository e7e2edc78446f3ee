@sve @bp01
Feature: BP01 Forestcraft cards (エルフ): each card played (or made, for tokens) with its main ability
  One scenario per Forestcraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-001
  Scenario: BP01-001 Rose Queen: its activated ability recovers one play point per Thorn Burst in my EX area
    Checks(en): Engaging Rose Queen recovers as many play points as there are Thorn Burst cards in my EX area.
    Checks(ja): ローズクイーンの起動能力は、自分のEXエリアの『薔薇の一撃』の枚数だけPPを回復する。

    Given it is my main phase with 0 of 8 play points
    And my field holds "Rose Queen"
    And my EX area holds:
      | card        |
      | Thorn Burst |
      | Thorn Burst |
    When I activate "Rose Queen"
    Then the action succeeds
    And I have 2 play points
    And "Rose Queen" is engaged

  @card-BP01-001
  Scenario: BP01-001 Rose Queen: its Fanfare turns the Pixie followers I select in my EX area into Thorn Burst
    Checks(en): Playing Rose Queen transforms the Pixie followers I select in my EX area into Thorn Burst tokens; an unselected one stays.
    Checks(ja): ローズクイーンのファンファーレで、選んだ自分のEXエリアの妖精・フォロワーは『薔薇の一撃』に変身する。選ばなかったものはそのまま。

    Given it is my main phase with 8 play points
    And my EX area holds:
      | card  | as      |
      | Fairy | Fairy A |
      | Fairy | Fairy B |
      | Fairy | Fairy C |
    And my hand holds "Rose Queen"
    When I play "Rose Queen" targeting "Fairy A" and "Fairy B"
    Then the action succeeds
    And my EX area holds 2 "Thorn Burst"
    And my EX area holds 1 "Fairy"

  @card-BP01-002
  Scenario: BP01-002 Ancient Elf: its Fanfare returns another card of mine to the hand to grow
    Checks(en): Playing Ancient Elf and returning another card of my field to my hand gives it +1/+1; it has Ward.
    Checks(ja): エンシェントエルフのファンファーレで場の他のカードを手札に戻すと、これは+1/+1される。守護を持つ。

    Given it is my main phase with 2 play points
    And my field holds "Ninja Trainee"
    And my hand holds "Ancient Elf"
    When I play "Ancient Elf"
    Then the action succeeds
    And "Ninja Trainee" is in my hand
    And "Ancient Elf" has 3 attack and 3 defense
    And "Ancient Elf" has Ward

  @card-BP01-003
  Scenario: BP01-003 Ancient Elf: its On Evolve returns another card of mine to the hand to grow
    Checks(en): Evolving Ancient Elf and returning another card of my field to my hand gives it +1/+1 (4/4).
    Checks(ja): エンシェントエルフが進化したとき、場の他のカードを手札に戻すと、これは+1/+1されて4/4になる。

    Given it is my main phase with 1 play point
    And my field holds:
      | card          |
      | Ancient Elf   |
      | Ninja Trainee |
    And my evolve deck holds "Ancient Elf"
    When I evolve "Ancient Elf"
    Then the action succeeds
    And "Ancient Elf" is evolved
    And "Ninja Trainee" is in my hand
    And "Ancient Elf" has 4 attack and 4 defense

  @card-BP01-004
  Scenario: BP01-004 Rhinoceroach: its Fanfare adds one attack per card played before it this turn
    Checks(en): With 2 cards already played this turn, Rhinoceroach enters as a 3/1 with Rush.
    Checks(ja): このターンに既に2枚プレイしていれば、リノセウスは攻撃力+2されて3/1で場に出る。突進を持つ。

    Given it is my main phase with 2 play points
    And I have played 2 cards this turn
    And my hand holds "Rhinoceroach"
    When I play "Rhinoceroach"
    Then the action succeeds
    And "Rhinoceroach" has 3 attack and 1 defense
    And "Rhinoceroach" has Rush

  @card-BP01-005
  Scenario: BP01-005 Rhinoceroach: On Evolve, option 2 deals damage equal to its attack
    Checks(en): Evolving Rhinoceroach and choosing the damage option deals damage equal to its attack (1) to a selected enemy follower.
    Checks(ja): リノセウスが進化したときダメージのほうを選ぶと、選んだ相手のフォロワーに「これの攻撃力」（1）と同じダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds "Rhinoceroach"
    And my evolve deck holds "Rhinoceroach"
    And my opponent's field holds "Ninja Trainee"
    When I evolve "Rhinoceroach" choosing option 2 targeting "Ninja Trainee"
    Then the action succeeds
    And "Rhinoceroach" is evolved
    And "Ninja Trainee" has 2 attack and 1 defense
    And "Rhinoceroach" does not have Storm

  @card-BP01-006
  Scenario: BP01-006 Robin Hood: its Fanfare deals 4 damage to an enemy follower
    Checks(en): Playing Robin Hood deals 4 damage to a selected enemy follower.
    Checks(ja): ロビンフッドのファンファーレは、選んだ相手のフォロワーに4ダメージを与える。

    Given it is my main phase with 5 play points
    And my hand holds "Robin Hood"
    And my opponent's field holds "Goliath"
    When I play "Robin Hood" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery

  @card-BP01-006
  Scenario: BP01-006 Robin Hood: its activated ability deals 4 damage to an enemy follower
    Checks(en): Robin Hood's activated ability (1 play point, engage) deals 4 damage to a selected enemy follower.
    Checks(ja): ロビンフッドの起動能力（コスト1、アクト）は、選んだ相手のフォロワーに4ダメージを与える。

    Given it is my main phase with 1 play point
    And my field holds "Robin Hood"
    And my opponent's field holds "Goliath"
    When I activate "Robin Hood" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And "Robin Hood" is engaged
    And I have 0 play points

  @card-BP01-007
  Scenario: BP01-007 Silver Bolt: it draws first and then deals damage equal to my hand size
    Checks(en): Silver Bolt draws a card and then deals damage equal to the cards in my hand to the selected enemy follower.
    Checks(ja): 白銀の矢は1枚引いてから、選んだ相手のフォロワーに「自分の手札の枚数」と同じダメージを与える。

    Given it is my main phase with 7 play points
    And my deck holds 3 cards
    And my opponent's field holds "Goliath"
    And my hand holds:
      | card          |
      | Silver Bolt   |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Silver Bolt" targeting "Goliath"
    Then the action succeeds
    And my hand holds 3 cards
    And "Goliath" has 3 attack and 1 defense

  @card-BP01-008
  Scenario: BP01-008 Homecoming: the enemy follower goes to the top or bottom of its owner's deck, as its controller chooses
    Checks(en): Homecoming puts the selected enemy follower into its owner's deck; the opponent chooses top or bottom (here: top).
    Checks(ja): 根源への回帰は、選んだ相手のフォロワーを持ち主のデッキに置く。上か下かは相手が選ぶ（ここでは上）。

    Given it is my main phase with 3 play points
    And my hand holds "Homecoming"
    And my opponent's field holds "Goliath"
    And my opponent's deck holds 2 cards
    When I play "Homecoming" targeting "Goliath"
    And my opponent puts it on the top of the deck
    Then the action succeeds
    And the top card of my opponent's deck is "Goliath"
    And my opponent's deck holds 3 cards

  @card-BP01-008
  Scenario: BP01-008 Homecoming: with Combo 5 every enemy follower goes back into the deck
    Checks(en): With Combo (5), Homecoming puts every enemy follower into its owner's deck instead of one; the opponent places each.
    Checks(ja): コンボ5のとき、根源への回帰は1体ではなく相手のフォロワーすべてをデッキに置く。置き場所は相手がそれぞれ選ぶ。

    Given it is my main phase with 3 play points
    And I have played 4 cards this turn
    And my hand holds "Homecoming"
    And my opponent's field holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    And my opponent's deck holds 2 cards
    When I play "Homecoming" targeting "Goliath"
    And my opponent puts them on the top and bottom of the deck
    Then the action succeeds
    And my opponent's field holds 0 cards
    And my opponent's deck holds 4 cards

  @card-BP01-009
  Scenario: BP01-009 Elven Princess Mage: it enters as a 3/3 and can evolve
    Checks(en): Elven Princess Mage costs 3 and enters the field as a 3/3.
    Checks(ja): エルフプリンセスメイジはコスト3で、3/3のフォロワーとして場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Elven Princess Mage"
    When I play "Elven Princess Mage"
    Then the action succeeds
    And "Elven Princess Mage" is on my field
    And "Elven Princess Mage" has 3 attack and 3 defense
    And I have 0 play points

  @card-BP01-010
  Scenario: BP01-010 Elven Princess Mage: On Evolve puts 2 Fairy Wisp tokens into my EX area
    Checks(en): Evolving Elven Princess Mage puts 2 Fairy Wisp tokens into my EX area.
    Checks(ja): エルフプリンセスメイジが進化したとき、『フェアリーウィスプ』2枚を自分のEXエリアに置く。

    Given it is my main phase with 1 play point
    And my field holds "Elven Princess Mage"
    And my evolve deck holds "Elven Princess Mage"
    When I evolve "Elven Princess Mage"
    Then the action succeeds
    And "Elven Princess Mage" has 4 attack and 4 defense
    And my EX area holds 2 "Fairy Wisp"

  @card-BP01-011
  Scenario: BP01-011 Blessed Fairy Dancer: its Fanfare gives +1/+1 to other Pixie followers on the field and in the EX area
    Checks(en): Blessed Fairy Dancer gives +1/+1 to my other Pixie followers, those in my EX area too.
    Checks(ja): ブレスフェアリーダンサーは、自分の他の妖精・フォロワーと、EXエリアの妖精・フォロワーを+1/+1する。

    Given it is my main phase with 2 play points
    And my field holds:
      | card  | as          |
      | Fairy | Field Fairy |
    And my EX area holds:
      | card  | as       |
      | Fairy | EX Fairy |
    And my hand holds "Blessed Fairy Dancer"
    When I play "Blessed Fairy Dancer"
    Then the action succeeds
    And "Field Fairy" has 2 attack and 2 defense
    And "EX Fairy" has 2 attack and 2 defense
    And "Blessed Fairy Dancer" has 2 attack and 3 defense

  @card-BP01-012
  Scenario: BP01-012 Elf Child May: its Fanfare deals 1 damage to an enemy follower
    Checks(en): Playing Elf Child May deals 1 damage to a selected enemy follower.
    Checks(ja): ベビーエルフ・メイのファンファーレは、選んだ相手のフォロワーに1ダメージを与える。

    Given it is my main phase with 1 play point
    And my hand holds "Elf Child May"
    And my opponent's field holds "Ninja Trainee"
    When I play "Elf Child May" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" has 2 attack and 1 defense

  @card-BP01-012
  Scenario: BP01-012 Elf Child May: returned from the field to the hand, it deals 1 damage
    Checks(en): When Elf Child May is returned from my field to my hand (here by Nature's Guidance), it deals 1 damage to a selected enemy follower.
    Checks(ja): ベビーエルフ・メイが場から手札に戻ったとき（ここでは自然の導きで）、選んだ相手のフォロワーに1ダメージ。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my field holds "Elf Child May"
    And my hand holds "Nature's Guidance"
    And my opponent's field holds "Ninja Trainee"
    When I play "Nature's Guidance" targeting "Elf Child May"
    And I select "Ninja Trainee" as the target
    Then the action succeeds
    And "Elf Child May" is in my hand
    And "Ninja Trainee" has 2 attack and 1 defense

  @card-BP01-013
  Scenario: BP01-013 Fairy Beast: banishing a Pixie from the EX area heals the leader by 3 and draws
    Checks(en): Fairy Beast's activated ability banishes a Pixie follower in my EX area: my leader gets +3 defense and I draw.
    Checks(ja): フェアリービーストの起動能力は、EXエリアの妖精・フォロワー1枚を消滅させ、リーダーの体力+3、1枚引く。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my leader has 10 defense
    And my field holds "Fairy Beast"
    And my EX area holds "Fairy"
    When I activate "Fairy Beast"
    Then the action succeeds
    And my leader has 13 defense
    And my hand holds 1 card
    And my EX area holds 0 cards

  @card-BP01-014
  Scenario: BP01-014 Noble Fairy: with Combo 3 its Fanfare destroys an enemy follower and gives the opponent a Fairy
    Checks(en): With Combo (3), Noble Fairy destroys the selected enemy follower and summons a Fairy on the opponent's field.
    Checks(ja): コンボ3のとき、ノーブルフェアリーは選んだ相手のフォロワーを破壊し、相手の場に『フェアリー』1体を出す。

    Given it is my main phase with 3 play points
    And I have played 2 cards this turn
    And my hand holds "Noble Fairy"
    And my opponent's field holds "Goliath"
    When I play "Noble Fairy" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And my opponent's field holds 1 "Fairy"
    And "Noble Fairy" has Ward

  @card-BP01-015
  Scenario: BP01-015 Nature's Guidance: it returns a card of mine to the hand and draws
    Checks(en): Nature's Guidance returns a selected card on my field to my hand, then I draw a card.
    Checks(ja): 自然の導きは、選んだ自分の場のカードを手札に戻し、1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my field holds "Ninja Trainee"
    And my hand holds "Nature's Guidance"
    When I play "Nature's Guidance" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my hand
    And my hand holds 2 cards

  @card-BP01-016
  Scenario: BP01-016 Harvest Festival: sacrificing it heals the leader and leaving the field draws a card
    Checks(en): Harvest Festival's activated ability (1 PP, engage, to cemetery) gives my leader +1 defense, and leaving the field draws a card.
    Checks(ja): 収穫祭の起動能力（コスト1、アクト、墓場に置く）でリーダーの体力+1。場を離れたので1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my leader has 10 defense
    And my field holds "Harvest Festival"
    When I activate "Harvest Festival"
    Then the action succeeds
    And "Harvest Festival" is in my cemetery
    And my leader has 11 defense
    And my hand holds 1 card

  @card-BP01-017
  Scenario: BP01-017 Elf Metallurgist: with Combo 3 its Fanfare deals 3 damage instead of 1
    Checks(en): With Combo (3), Elf Metallurgist deals 3 damage instead of 1 to the selected enemy follower.
    Checks(ja): コンボ3のとき、メタルエルフメイジは選んだ相手のフォロワーに1ではなく3ダメージを与える。

    Given it is my main phase with 2 play points
    And I have played 2 cards this turn
    And my hand holds "Elf Metallurgist"
    And my opponent's field holds "Goliath"
    When I play "Elf Metallurgist" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 1 defense

  @card-BP01-018
  Scenario: BP01-018 Archer: another follower arriving deals 1 damage to an enemy follower
    Checks(en): When another follower comes onto my field, Archer deals 1 damage to a selected enemy follower.
    Checks(ja): 自分の場に他のフォロワーが出たとき、アーチャーは選んだ相手のフォロワーに1ダメージを与える。

    Given it is my main phase with 1 play point
    And my field holds "Archer"
    And my hand holds "Ninja Trainee"
    And my opponent's field holds "Goliath"
    When I play "Ninja Trainee"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 3 defense

  @card-BP01-019
  Scenario: BP01-019 Archer: evolved, another follower arriving deals 1 damage to up to 2 enemy followers
    Checks(en): The evolved Archer deals 1 damage to each of up to 2 selected enemy followers (here 1 is selected) when another follower comes onto my field.
    Checks(ja): 進化したアーチャーは、自分の場に他のフォロワーが出たとき、相手のフォロワー2体までにそれぞれ1ダメージを与える。

    Given it is my main phase with 2 play points
    And my field holds "Archer"
    And my evolve deck holds "Archer"
    And my hand holds "Ninja Trainee"
    And my opponent's field holds:
      | card          | as      |
      | Ninja Trainee | Enemy A |
      | Goliath       | Enemy B |
    When I evolve "Archer"
    And I play "Ninja Trainee"
    And I select "Enemy A" as the target
    Then the action succeeds
    And "Enemy A" has 2 attack and 1 defense
    And "Enemy B" has 3 attack and 4 defense

  @card-BP01-020
  Scenario: BP01-020 Fairy Whisperer: its Fanfare summons a Fairy and puts another into the EX area
    Checks(en): Fairy Whisperer summons a Fairy on my field and puts a Fairy into my EX area.
    Checks(ja): フェアリーウィスパラーは『フェアリー』1体を場に出し、1枚をEXエリアに置く。

    Given it is my main phase with 2 play points
    And my hand holds "Fairy Whisperer"
    When I play "Fairy Whisperer"
    Then the action succeeds
    And my field holds 1 "Fairy"
    And my EX area holds 1 "Fairy"

  @card-BP01-021
  Scenario: BP01-021 Okami: another follower arriving gives it +1/+1
    Checks(en): When another follower comes onto my field, Okami gets +1/+1.
    Checks(ja): 自分の場に他のフォロワーが出たとき、大狼は+1/+1される。

    Given it is my main phase with 1 play point
    And my field holds "Okami"
    And my hand holds "Ninja Trainee"
    When I play "Ninja Trainee"
    Then the action succeeds
    And "Okami" has 6 attack and 6 defense

  @card-BP01-022
  Scenario: BP01-022 Mana Elk: a Pixie follower of mine attacking deals 1 damage
    Checks(en): When one of my Pixie followers attacks, Mana Elk deals 1 damage to the selected enemy leader or follower.
    Checks(ja): 自分の妖精・フォロワーが攻撃するとき、マナエルクは選んだ相手のリーダーかフォロワーに1ダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds:
      | card      |
      | Mana Elk  |
      | Fairy     |
    And my opponent's field holds "Goliath"
    When I declare an attack on the enemy leader with "Fairy"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 3 defense

  @card-BP01-023
  Scenario: BP01-023 Fairy Circle: it puts 3 Fairy tokens into my EX area
    Checks(en): Fairy Circle puts 3 Fairy tokens into my EX area.
    Checks(ja): フェアリーサークルは『フェアリー』3枚を自分のEXエリアに置く。

    Given it is my main phase with 1 play point
    And my hand holds "Fairy Circle"
    When I play "Fairy Circle"
    Then the action succeeds
    And my EX area holds 3 "Fairy"
    And my field holds 0 cards

  @card-BP01-024
  Scenario: BP01-024 Woodkin Curse: the cursed follower deals no damage this turn
    Checks(en): A follower selected by Woodkin Curse deals no damage this turn: my follower attacking it takes none.
    Checks(ja): 精霊の呪いで選んだフォロワーはこのターン、ダメージを与えない。攻撃したこちらのフォロワーは無傷。

    Given it is my main phase with 2 play points
    And my hand holds "Woodkin Curse"
    And my field holds "Goliath"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I play "Woodkin Curse" targeting "Genesis Dragon"
    And I attack "Genesis Dragon" with "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 4 defense
    And "Genesis Dragon" has 10 attack and 9 defense

  @card-BP01-025
  Scenario: BP01-025 Woodland Refuge: its Fanfare gives a Pixie follower of mine +1 attack
    Checks(en): Woodland Refuge gives a selected Pixie follower on my field +1 attack.
    Checks(ja): 森の聖域のファンファーレは、選んだ自分の妖精・フォロワーの攻撃力を+1する。

    Given it is my main phase with 1 play point
    And my field holds "Fairy"
    And my hand holds "Woodland Refuge"
    When I play "Woodland Refuge" targeting "Fairy"
    Then the action succeeds
    And "Fairy" has 2 attack and 1 defense

  @card-BP01-025
  Scenario: BP01-025 Woodland Refuge: its activated ability returns it to my hand
    Checks(en): Woodland Refuge's activated ability (1 play point, engage) returns it to my hand.
    Checks(ja): 森の聖域の起動能力（コスト1、アクト）で、これを手札に戻す。

    Given it is my main phase with 1 play point
    And my field holds "Woodland Refuge"
    When I activate "Woodland Refuge"
    Then the action succeeds
    And "Woodland Refuge" is in my hand

  @card-BP01-T01
  Scenario: BP01-T01 Thorn Burst: made by Rose Queen, it deals 3 damage and draws
    Checks(en): A Thorn Burst made by Rose Queen's Fanfare is played from the EX area: 3 damage to the selected enemy follower, then I draw.
    Checks(ja): ローズクイーンのファンファーレでできた『薔薇の一撃』をEXエリアからプレイすると、選んだ相手のフォロワーに3ダメージ、1枚引く。

    Given it is my main phase with 10 play points
    And my deck holds 2 cards
    And my EX area holds "Fairy"
    And my hand holds "Rose Queen"
    And my opponent's field holds "Goliath"
    When I play "Rose Queen" targeting "Fairy"
    And I play "Thorn Burst" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 1 defense
    And my hand holds 1 card
    And I have 0 play points

  @card-BP01-T02
  Scenario: BP01-T02 Fairy Wisp: made by the evolved Elven Princess Mage, it is a 0-cost 1/1
    Checks(en): A Fairy Wisp put into the EX area by Elven Princess Mage can be played for 0 play points as a 1/1.
    Checks(ja): エルフプリンセスメイジが置いた『フェアリーウィスプ』は、0PPでプレイでき1/1で場に出る。

    Given it is my main phase with 1 play point
    And my field holds "Elven Princess Mage"
    And my evolve deck holds "Elven Princess Mage"
    When I evolve "Elven Princess Mage"
    And I play "Fairy Wisp"
    Then the action succeeds
    And "Fairy Wisp" has 1 attack and 1 defense
    And I have 0 play points
    And my EX area holds 1 "Fairy Wisp"

  @card-BP01-T03
  Scenario: BP01-T03 Fairy: made by Fairy Circle, it is played from the EX area as a 1/1
    Checks(en): A Fairy put into the EX area by Fairy Circle can be played from there for 1 play point as a 1/1.
    Checks(ja): フェアリーサークルが置いた『フェアリー』は、EXエリアから1PPでプレイでき1/1で場に出る。

    Given it is my main phase with 2 play points
    And my hand holds "Fairy Circle"
    When I play "Fairy Circle"
    And I play "Fairy"
    Then the action succeeds
    And "Fairy" has 1 attack and 1 defense
    And my EX area holds 2 "Fairy"
    And I have 0 play points
