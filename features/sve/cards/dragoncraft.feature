@sve @bp01
Feature: BP01 Dragoncraft cards (ドラゴン): each card played (or made, for tokens) with its main ability
  One scenario per Dragoncraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-076
  Scenario: BP01-076 Dark Dragoon Forte: with Storm it attacks the leader the turn it arrives
    Checks(en): Dark Dragoon Forte has Storm: it attacks the enemy leader on the turn it is played (5 damage).
    Checks(ja): ダークドラグーン・フォルテは疾走を持ち、プレイしたターンに相手のリーダーを攻撃できる（5ダメージ）。

    Given it is my main phase with 4 play points
    And my hand holds "Dark Dragoon Forte"
    When I play "Dark Dragoon Forte"
    And I attack the enemy leader with "Dark Dragoon Forte"
    Then the action succeeds
    And my opponent's leader has 15 defense

  @card-BP01-077
  Scenario: BP01-077 Dark Dragoon Forte: evolved, it is a 7/3 with Storm and Aura
    Checks(en): The evolved Dark Dragoon Forte is a 7/3 with Storm and Aura.
    Checks(ja): 進化したダークドラグーン・フォルテは疾走とオーラを持つ7/3。

    Given it is my main phase with 2 play points
    And my field holds "Dark Dragoon Forte"
    And my evolve deck holds "Dark Dragoon Forte"
    When I evolve "Dark Dragoon Forte"
    Then the action succeeds
    And "Dark Dragoon Forte" has 7 attack and 3 defense
    And "Dark Dragoon Forte" has Storm
    And "Dark Dragoon Forte" has Aura

  @card-BP01-078
  Scenario: BP01-078 Zirnitra: its activated ability puts the Dragon from the EX area onto the field with Rush
    Checks(en): Zirnitra's activated ability (2 play points, engage) puts a Dragon token from my EX area onto my field with Rush; with Overflow I recover 2 play points.
    Checks(ja): ジルニトラの起動能力（コスト2、アクト）でEXエリアの『ドラゴン』を場に出し、突進を与える。覚醒状態ならPPを2回復。

    Given it is my main phase with 2 of 7 play points
    And my field holds "Zirnitra"
    And my EX area holds "Dragon"
    When I activate "Zirnitra"
    Then the action succeeds
    And "Dragon" is on my field
    And "Dragon" has Rush
    And I have 2 play points

  @card-BP01-078
  Scenario: BP01-078 Zirnitra: its Fanfare puts a Dragon token into the EX area
    Checks(en): Playing Zirnitra puts a Dragon token into my EX area.
    Checks(ja): ジルニトラのファンファーレで『ドラゴン』1枚を自分のEXエリアに置く。

    Given it is my main phase with 3 play points
    And my hand holds "Zirnitra"
    When I play "Zirnitra"
    Then the action succeeds
    And my EX area holds 1 "Dragon"

  @card-BP01-079
  Scenario: BP01-079 Aiela, Dragon Knight: its Last Words raises my maximum play points by 1
    Checks(en): When Aiela, Dragon Knight is destroyed, my maximum play points go up by 1.
    Checks(ja): ドラゴンナイト・アイラが破壊されると、自分のPP最大値が+1される。

    Given it is my main phase with 0 of 5 play points
    And my field holds "Aiela, Dragon Knight"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Aiela, Dragon Knight"
    Then "Aiela, Dragon Knight" is in my cemetery
    And I have 6 maximum play points

  @card-BP01-080
  Scenario: BP01-080 Genesis Dragon: with Storm it attacks the leader for 10 the turn it arrives
    Checks(en): Genesis Dragon has Storm: played for 9, it attacks the enemy leader at once for 10.
    Checks(ja): ジェネシスドラゴンは疾走を持ち、プレイしたターンに相手のリーダーへ10ダメージの攻撃ができる。

    Given it is my main phase with 9 play points
    And my hand holds "Genesis Dragon"
    When I play "Genesis Dragon"
    And I attack the enemy leader with "Genesis Dragon"
    Then the action succeeds
    And my opponent's leader has 10 defense

  @card-BP01-081
  Scenario: BP01-081 Shapeshifting Mage: with Overflow its Fanfare gives +3/+3
    Checks(en): With Overflow (7 maximum play points or more), Shapeshifting Mage enters as a 5/5.
    Checks(ja): 覚醒状態（PP最大値7以上）なら、変化する魔術師は+3/+3されて5/5で場に出る。

    Given it is my main phase with 2 of 7 play points
    And my hand holds "Shapeshifting Mage"
    When I play "Shapeshifting Mage"
    Then the action succeeds
    And "Shapeshifting Mage" has 5 attack and 5 defense

  @card-BP01-082
  Scenario: BP01-082 Shapeshifting Mage: evolved, it has Bane and destroys what it fights
    Checks(en): The evolved Shapeshifting Mage has Bane: a follower it deals damage to in combat is destroyed.
    Checks(ja): 進化した変化する魔術師は必殺を持ち、戦闘でダメージを与えたフォロワーを破壊する。

    Given it is my main phase with 1 play point
    And my field holds "Shapeshifting Mage"
    And my evolve deck holds "Shapeshifting Mage"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I evolve "Shapeshifting Mage"
    And I attack "Genesis Dragon" with "Shapeshifting Mage"
    Then "Genesis Dragon" is in my opponent's cemetery
    And my evolve deck holds 1 face-up "Shapeshifting Mage"

  @card-BP01-083
  Scenario: BP01-083 Phoenix Roost: at the start of my main phase a follower on top of my deck comes onto the field
    Checks(en): With Phoenix Roost on my field, at the start of my main phase I look at my top card and put that follower onto my field.
    Checks(ja): 鳳凰の庭園があると、自分のメインフェイズ開始時にデッキの上1枚を見て、フォロワーなら場に出す。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Phoenix Roost"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When my opponent ends the turn
    And I pick "Goliath" from the cards looked at
    Then "Goliath" is on my field
    And "Ninja Trainee" is in my hand

  @card-BP01-084
  Scenario: BP01-084 Wyvern Cavalier: its Fanfare puts my top card into the EX area 2 cheaper
    Checks(en): Wyvern Cavalier puts my top card into my EX area; playing it from there costs 2 less.
    Checks(ja): 騎竜兵はデッキの上1枚をEXエリアに置き、それはプレイするときコスト-2される。

    Given it is my main phase with 6 play points
    And my hand holds "Wyvern Cavalier"
    And my deck holds "Goliath"
    When I play "Wyvern Cavalier"
    And I play "Goliath"
    Then the action succeeds
    And "Goliath" is on my field
    And I have 0 play points

  @card-BP01-085
  Scenario: BP01-085 Dragonewt Scholar: when it attacks I draw a card and then discard one
    Checks(en): When Dragonewt Scholar attacks, I draw a card and then discard a card.
    Checks(ja): ドラゴニュートスカラーが攻撃するとき、1枚引いて手札1枚を捨てる。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my field holds "Dragonewt Scholar"
    And my hand holds "Ninja Trainee"
    When I declare an attack on the enemy leader with "Dragonewt Scholar"
    And I select "Ninja Trainee" as the target
    Then "Ninja Trainee" is in my cemetery
    And my hand holds 1 card

  @card-BP01-086
  Scenario: BP01-086 Shenlong: its Fanfare draws 2 cards and then discards one
    Checks(en): Playing Shenlong draws 2 cards, then I discard a card.
    Checks(ja): 神龍のファンファーレで2枚引き、手札1枚を捨てる。

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    And I select "Ninja Trainee" as the target
    Then the action succeeds
    And "Ninja Trainee" is in my cemetery
    And my hand holds 2 cards

  @card-BP01-087
  Scenario: BP01-087 Shenlong: On Evolve gives my leader +5 defense
    Checks(en): Evolving Shenlong gives my leader +5 defense.
    Checks(ja): 神龍が進化したとき、自分のリーダーの体力+5。

    Given it is my main phase with 2 play points
    And my leader has 10 defense
    And my field holds "Shenlong"
    And my evolve deck holds "Shenlong"
    When I evolve "Shenlong"
    Then the action succeeds
    And my leader has 15 defense
    And "Shenlong" has 5 attack and 6 defense

  @card-BP01-088
  Scenario: BP01-088 Imprisoned Dragon: it cannot attack
    Checks(en): Imprisoned Dragon cannot attack.
    Checks(ja): プリズンドラゴンは攻撃できない。

    Given it is my main phase with 0 play points
    And my field holds "Imprisoned Dragon"
    When I attack the enemy leader with "Imprisoned Dragon"
    Then the action is refused with reason "cannot-attack"

  @card-BP01-089
  Scenario: BP01-089 Conflagration: it deals 5 damage to every follower, mine too
    Checks(en): Conflagration deals 5 damage to every follower on both fields.
    Checks(ja): 灼熱の嵐はお互いのフォロワーすべてに5ダメージを与える。

    Given it is my main phase with 5 play points
    And my field holds "Goliath"
    And my hand holds "Conflagration"
    And my opponent's field holds "Genesis Dragon"
    When I play "Conflagration"
    Then the action succeeds
    And "Goliath" is in my cemetery
    And "Genesis Dragon" has 10 attack and 7 defense

  @card-BP01-090
  Scenario: BP01-090 Serpent Wrath: with Overflow it deals 5 damage and draws
    Checks(en): Serpent Wrath deals 5 damage to a selected enemy follower and, with Overflow, draws a card.
    Checks(ja): 竜の怒りは相手のフォロワーに5ダメージ。覚醒状態なら1枚引く。

    Given it is my main phase with 3 of 7 play points
    And my deck holds 2 cards
    And my hand holds "Serpent Wrath"
    And my opponent's field holds "Goliath"
    When I play "Serpent Wrath" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And my hand holds 1 card

  @card-BP01-091
  Scenario: BP01-091 Wyrm Spire: its activated ability destroys a follower and its controller gets a Dragon
    Checks(en): Engaging Wyrm Spire destroys a selected follower and that follower's controller summons a Dragon token.
    Checks(ja): 竜化の塔の起動能力は選んだフォロワーを破壊し、そのプレイヤーが『ドラゴン』1体を出す。

    Given it is my main phase with 0 play points
    And my field holds "Wyrm Spire"
    And my opponent's field holds "Goliath"
    When I activate "Wyrm Spire" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And my opponent's field holds 1 "Dragon"
    And my field holds 0 "Dragon"

  @card-BP01-091
  Scenario: BP01-091 Wyrm Spire: my Dragon tokens have Rush while it is on my field
    Checks(en): While Wyrm Spire is on my field, a Dragon token I play has Rush.
    Checks(ja): 竜化の塔がある限り、自分の『ドラゴン』は突進を持つ。

    Given it is my main phase with 4 play points
    And my field holds "Wyrm Spire"
    And my EX area holds "Dragon"
    When I play "Dragon"
    Then the action succeeds
    And "Dragon" has Rush

  @card-BP01-092
  Scenario: BP01-092 Ivory Dragon: it enters as a 1/1
    Checks(en): Ivory Dragon costs 1 and enters the field as a 1/1.
    Checks(ja): アイボリードラゴンはコスト1で、1/1のフォロワーとして場に出る。

    Given it is my main phase with 1 play point
    And my hand holds "Ivory Dragon"
    When I play "Ivory Dragon"
    Then the action succeeds
    And "Ivory Dragon" has 1 attack and 1 defense

  @card-BP01-093
  Scenario: BP01-093 Ivory Dragon: with Overflow, On Evolve draws a card
    Checks(en): Evolving Ivory Dragon with Overflow draws a card.
    Checks(ja): 覚醒状態でアイボリードラゴンが進化すると1枚引く。

    Given it is my main phase with 0 of 7 play points
    And my deck holds 2 cards
    And my field holds "Ivory Dragon"
    And my evolve deck holds "Ivory Dragon"
    When I evolve "Ivory Dragon"
    Then the action succeeds
    And my hand holds 1 card
    And "Ivory Dragon" has 2 attack and 2 defense

  @card-BP01-094
  Scenario: BP01-094 Fire Lizard: its Fanfare deals 1 damage to an enemy follower
    Checks(en): Playing Fire Lizard deals 1 damage to a selected enemy follower.
    Checks(ja): ファイアーリザードのファンファーレは、選んだ相手のフォロワーに1ダメージを与える。

    Given it is my main phase with 2 play points
    And my hand holds "Fire Lizard"
    And my opponent's field holds "Ninja Trainee"
    When I play "Fire Lizard" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" has 2 attack and 1 defense

  @card-BP01-095
  Scenario: BP01-095 Ace Dragoon: its Fanfare copies another follower's attack
    Checks(en): Ace Dragoon gets +X attack, X being the attack of another selected follower.
    Checks(ja): エースドラグーンは選んだ他のフォロワーの攻撃力と同じだけ攻撃力+Xされる。

    Given it is my main phase with 2 play points
    And my hand holds "Ace Dragoon"
    And my opponent's field holds "Genesis Dragon"
    When I play "Ace Dragoon" targeting "Genesis Dragon"
    Then the action succeeds
    And "Ace Dragoon" has 10 attack and 2 defense

  @card-BP01-096
  Scenario: BP01-096 Mist Dragon: with Intimidate it cannot be attacked
    Checks(en): Mist Dragon has Intimidate: an enemy follower cannot attack it.
    Checks(ja): ミストドラゴンは威圧を持ち、相手のフォロワーはこれを攻撃できない。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card        | state   |
      | Mist Dragon | engaged |
    And my opponent's field holds "Goliath"
    When my opponent attacks "Mist Dragon" with "Goliath"
    Then the action is refused with reason "intimidate"

  @card-BP01-097
  Scenario: BP01-097 Dread Dragon: its Fanfare deals 7 damage to an enemy follower
    Checks(en): Playing Dread Dragon deals 7 damage to a selected enemy follower.
    Checks(ja): ドレッドドラゴンのファンファーレは、選んだ相手のフォロワーに7ダメージを与える。

    Given it is my main phase with 7 play points
    And my hand holds "Dread Dragon"
    And my opponent's field holds "Genesis Dragon"
    When I play "Dread Dragon" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 5 defense

  @card-BP01-098
  Scenario: BP01-098 Blazing Breath: with Overflow it deals 4 damage instead of 2
    Checks(en): Blazing Breath deals 4 damage instead of 2 to the selected enemy follower when Overflow is active.
    Checks(ja): 覚醒状態なら、ブレイジングブレスは2ではなく4ダメージを与える。

    Given it is my main phase with 1 of 7 play points
    And my hand holds "Blazing Breath"
    And my opponent's field holds "Genesis Dragon"
    When I play "Blazing Breath" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 8 defense

  @card-BP01-099
  Scenario: BP01-099 Dragon Wings: it deals 2 damage to every follower
    Checks(en): Dragon Wings deals 2 damage to every follower on both fields.
    Checks(ja): 竜の翼はお互いのフォロワーすべてに2ダメージを与える。

    Given it is my main phase with 3 play points
    And my field holds "Goliath"
    And my hand holds "Dragon Wings"
    And my opponent's field holds "Ninja Trainee"
    When I play "Dragon Wings"
    Then the action succeeds
    And "Goliath" has 3 attack and 2 defense
    And "Ninja Trainee" is in my opponent's cemetery

  @card-BP01-100
  Scenario: BP01-100 Dragon Emissary: it may take a 5-cost Dragoncraft card from the top 5
    Checks(en): Dragon Emissary looks at my top 5 cards and may put a Dragoncraft card costing 5 or more into my hand.
    Checks(ja): 竜の伝令はデッキの上5枚を見て、コスト5以上のドラゴン・カード1枚を手札に加えてよい。

    Given it is my main phase with 1 play point
    And my hand holds "Dragon Emissary"
    And my deck holds:
      | card           | as        |
      | Goliath        | Goliath A |
      | Genesis Dragon |           |
      | Goliath        | Goliath B |
    When I play "Dragon Emissary"
    And I pick "Genesis Dragon" from the cards looked at
    And I put them on the bottom of my deck in the order "Goliath A", "Goliath B"
    Then the action succeeds
    And "Genesis Dragon" is in my hand
    And my deck holds 2 cards

  @card-BP01-100 @cr-5.11.1
  Scenario: BP01-100 Dragon Emissary: the five cards looked at and not taken go to the bottom of the deck
    Checks(en): The look is not optional, only the taking is: taking none of the five, they all go to the bottom and the sixth card is now on top.
    Checks(ja): 見ることは任意ではなく、加えることだけが任意。5枚のどれも加えなければ5枚ともデッキの下に置かれ、6枚目が一番上になる。

    Given it is my main phase with 1 play point
    And my hand holds "Dragon Emissary"
    And my deck holds:
      | card           |
      | Goliath        |
      | Genesis Dragon |
      | Goliath        |
      | Goliath        |
      | Goliath        |
      | Ninja Trainee  |
    When I play "Dragon Emissary"
    And I take none of the cards looked at
    Then the action succeeds
    And my hand holds 0 cards
    And the top card of my deck is a card named "Ninja Trainee"

  @card-BP01-T11
  Scenario: BP01-T11 Dragon: it is a 5/5 played from the EX area for 4
    Checks(en): A Dragon token in my EX area is played from there for 4 play points as a 5/5 (Zirnitra, which makes it, is not encoded yet).
    Checks(ja): EXエリアの『ドラゴン』はコスト4でプレイでき5/5で場に出る（これを出すジルニトラは未対応）。

    Given it is my main phase with 4 play points
    And my EX area holds "Dragon"
    When I play "Dragon"
    Then the action succeeds
    And "Dragon" has 5 attack and 5 defense
    And I have 0 play points
