@sve @bp01
Feature: BP01 Swordcraft cards (ロイヤル): each card played (or made, for tokens) with its main ability
  One scenario per Swordcraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-026
  Scenario: BP01-026 Sea Queen Otohime: its Fanfare summons an Otohime's Bodyguard
    Checks(en): Playing Sea Queen Otohime summons an Otohime's Bodyguard token on my field.
    Checks(ja): 海底都市王・乙姫のファンファーレで『乙姫お守り隊』1体を場に出す。

    Given it is my main phase with 4 play points
    And my hand holds "Sea Queen Otohime"
    When I play "Sea Queen Otohime"
    Then the action succeeds
    And my field holds 1 "Otohime's Bodyguard"

  @card-BP01-027
  Scenario: BP01-027 Sea Queen Otohime: On Evolve fills the field with Bodyguards and puts the rest into the EX area
    Checks(en): Evolving Sea Queen Otohime with 2 free field slots summons 2 Bodyguards and puts the third into my EX area.
    Checks(ja): 場の空きが2つのとき、乙姫の進化時能力は『乙姫お守り隊』2体を場に出し、残り1枚をEXエリアに置く。

    Given it is my main phase with 2 play points
    And my field holds:
      | card              |
      | Sea Queen Otohime |
      | Ninja Trainee     |
      | Ninja Trainee     |
    And my evolve deck holds "Sea Queen Otohime"
    When I evolve "Sea Queen Otohime"
    Then the action succeeds
    And my field holds 2 "Otohime's Bodyguard"
    And my EX area holds 1 "Otohime's Bodyguard"

  @card-BP01-028
  Scenario: BP01-028 Aurelia, Regal Saber: with 3 enemy cards on the field its Fanfare gives +2/+2 and Aura
    Checks(en): When the opponent has at least 3 cards on the field, Aurelia, Regal Saber gets +2/+2 and Aura.
    Checks(ja): 相手の場のカードが3枚以上なら、ロイヤルセイバー・オーレリアは+2/+2してオーラを持つ。

    Given it is my main phase with 5 play points
    And my hand holds "Aurelia, Regal Saber"
    And my opponent's field holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Aurelia, Regal Saber"
    Then the action succeeds
    And "Aurelia, Regal Saber" has 6 attack and 8 defense
    And "Aurelia, Regal Saber" has Aura
    And "Aurelia, Regal Saber" has Ward

  @card-BP01-029
  Scenario: BP01-029 Shadowed Assassin: its Fanfare engages an enemy follower
    Checks(en): Playing Shadowed Assassin engages a selected enemy follower.
    Checks(ja): 闇を纏う暗殺者のファンファーレは、選んだ相手のフォロワーをアクトする。

    Given it is my main phase with 4 play points
    And my hand holds "Shadowed Assassin"
    And my opponent's field holds "Goliath"
    When I play "Shadowed Assassin" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is engaged

  @card-BP01-030
  Scenario: BP01-030 Shadowed Assassin: On Evolve destroys an engaged enemy follower
    Checks(en): Evolving Shadowed Assassin destroys a selected engaged enemy follower.
    Checks(ja): 闇を纏う暗殺者が進化したとき、選んだアクト状態の相手のフォロワーを破壊する。

    Given it is my main phase with 2 play points
    And my field holds "Shadowed Assassin"
    And my evolve deck holds "Shadowed Assassin"
    And my opponent's field holds:
      | card    | state   |
      | Goliath | engaged |
    When I evolve "Shadowed Assassin"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery

  @card-BP01-032
  Scenario: BP01-032 Alwida's Command: it summons a Viking, a Steelclad Knight and a Knight
    Checks(en): Alwida's Command summons one Viking, one Steelclad Knight and one Knight token.
    Checks(ja): アルビダの号令は『ヴァイキング』『スティールナイト』『ナイト』を1体ずつ出す。

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    Then the action succeeds
    And my field holds 1 "Viking"
    And my field holds 1 "Steelclad Knight"
    And my field holds 1 "Knight"

  @card-BP01-033
  Scenario: BP01-033 Royal Banner: Swordcraft followers get +1/+1 when it arrives and when they arrive
    Checks(en): Royal Banner's Fanfare gives my Swordcraft followers +1/+1 (not the others), and a Swordcraft follower arriving later gets +1/+1 too.
    Checks(ja): 王家の御旗のファンファーレで自分のロイヤル・フォロワーすべてが+1/+1（他クラスは対象外）。後から出たロイヤル・フォロワーも+1/+1。

    Given it is my main phase with 5 play points
    And my field holds:
      | card          | as      |
      | Ninja Trainee | Ninja A |
      | Goliath       | Goliath |
    And my hand holds:
      | card          | as      |
      | Royal Banner  | Banner  |
      | Ninja Trainee | Ninja B |
    When I play "Banner"
    And I play "Ninja B"
    Then the action succeeds
    And "Ninja A" has 3 attack and 3 defense
    And "Ninja B" has 3 attack and 3 defense
    And "Goliath" has 3 attack and 4 defense

  @card-BP01-034
  Scenario: BP01-034 Maid Leader: it enters as a 1/1
    Checks(en): Maid Leader costs 1 and enters the field as a 1/1.
    Checks(ja): メイドリーダーはコスト1で、1/1のフォロワーとして場に出る。

    Given it is my main phase with 1 play point
    And my hand holds "Maid Leader"
    When I play "Maid Leader"
    Then the action succeeds
    And "Maid Leader" has 1 attack and 1 defense
    And I have 0 play points

  @card-BP01-035
  Scenario: BP01-035 Maid Leader: On Evolve searches the deck for a follower that can evolve
    Checks(en): Evolving Maid Leader puts a follower with an evolve ability from my deck into my hand (not one without).
    Checks(ja): メイドリーダーが進化したとき、デッキから進化を持つフォロワー1枚を手札に加える（進化を持たないものは不可）。

    Given it is my main phase with 2 play points
    And my field holds "Maid Leader"
    And my evolve deck holds "Maid Leader"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I evolve "Maid Leader"
    Then the action succeeds
    And "Goliath" is in my hand
    And "Ninja Trainee" is in my deck

  @card-BP01-036
  Scenario: BP01-036 Gemstaff Commander: its Fanfare searches the deck for a Swordcraft follower
    Checks(en): Playing Gemstaff Commander puts a Swordcraft follower from my deck into my hand.
    Checks(ja): 宝杖の司令官のファンファーレで、デッキからロイヤル・フォロワー1枚を手札に加える。

    Given it is my main phase with 3 play points
    And my hand holds "Gemstaff Commander"
    And my deck holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    When I play "Gemstaff Commander"
    Then the action succeeds
    And "Ninja Trainee" is in my hand
    And my deck holds 1 card

  @card-BP01-037
  Scenario: BP01-037 Sage Commander: its Fanfare gives +1/+1 to each other follower of mine
    Checks(en): Playing Sage Commander gives each other follower on my field +1/+1.
    Checks(ja): セージコマンダーのファンファーレは、自分の他のフォロワーすべてを+1/+1する。

    Given it is my main phase with 5 play points
    And my field holds "Goliath"
    And my hand holds "Sage Commander"
    When I play "Sage Commander"
    Then the action succeeds
    And "Goliath" has 4 attack and 5 defense
    And "Sage Commander" has 5 attack and 5 defense

  @card-BP01-038
  Scenario: BP01-038 Swordsman: its activated ability engages an enemy follower
    Checks(en): Engaging Swordsman engages a selected enemy follower.
    Checks(ja): 剣豪の起動能力（これをアクト）は、選んだ相手のフォロワーをアクトする。

    Given it is my main phase with 0 play points
    And my field holds "Swordsman"
    And my opponent's field holds "Goliath"
    When I activate "Swordsman" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is engaged
    And "Swordsman" is engaged

  @card-BP01-038
  Scenario: BP01-038 Swordsman: its Fanfare engages an enemy follower
    Checks(en): Playing Swordsman engages a selected enemy follower.
    Checks(ja): 剣豪のファンファーレは、選んだ相手のフォロワーをアクトする。

    Given it is my main phase with 1 play point
    And my hand holds "Swordsman"
    And my opponent's field holds "Goliath"
    When I play "Swordsman" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is engaged

  @card-BP01-039
  Scenario: BP01-039 Pompous Princess: its Fanfare puts a 1-cost follower from the top 5 onto the field
    Checks(en): Pompous Princess looks at the top 5 cards of my deck and puts a 1-cost follower among them onto my field.
    Checks(ja): わがままプリンセスはデッキの上5枚を見て、その中のコスト1のフォロワー1枚を場に出す。

    Given it is my main phase with 3 play points
    And my hand holds "Pompous Princess"
    And my deck holds:
      | card          | as        |
      | Goliath       | Goliath A |
      | Ninja Trainee |           |
      | Goliath       | Goliath B |
    When I play "Pompous Princess" picking "Ninja Trainee"
    And I put them on the bottom of my deck in the order "Goliath A", "Goliath B"
    Then the action succeeds
    And "Ninja Trainee" is on my field
    And my deck holds 2 cards

  @card-BP01-040
  Scenario: BP01-040 Ninja Master: its Fanfare searches the deck for a Ninja card
    Checks(en): Playing Ninja Master puts a Ninja card from my deck into my hand.
    Checks(ja): ニンジャマスターのファンファーレで、デッキから忍者・カード1枚を手札に加える。

    Given it is my main phase with 4 play points
    And my hand holds "Ninja Master"
    And my deck holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    When I play "Ninja Master"
    Then the action succeeds
    And "Ninja Trainee" is in my hand

  @card-BP01-041
  Scenario: BP01-041 Arthurian Light: its first activated ability summons a Knight with Storm
    Checks(en): Arthurian Light's 1-cost activated ability summons a Knight token that has Storm.
    Checks(ja): 騎士王の威光のコスト1の起動能力で『ナイト』1体を出し、それは疾走を持つ。

    Given it is my main phase with 1 play point
    And my field holds "Arthurian Light"
    When I activate "Arthurian Light"
    Then the action succeeds
    And my field holds 1 "Knight"
    And "Knight" has Storm
    And "Arthurian Light" is engaged

  @card-BP01-042
  Scenario: BP01-042 Ninja Trainee: it enters as a 2/2
    Checks(en): Ninja Trainee costs 1 and enters the field as a 2/2 with no ability.
    Checks(ja): ニンジャエッグはコスト1で、能力のない2/2のフォロワーとして場に出る。

    Given it is my main phase with 1 play point
    And my hand holds "Ninja Trainee"
    When I play "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" has 2 attack and 2 defense
    And I have 0 play points

  @card-BP01-043
  Scenario: BP01-043 Fervid Soldier: another follower arriving gives it +1 attack
    Checks(en): When another follower comes onto my field, Fervid Soldier gets +1 attack.
    Checks(ja): 自分の場に他のフォロワーが出たとき、不屈の兵士は攻撃力+1される。

    Given it is my main phase with 1 play point
    And my field holds "Fervid Soldier"
    And my hand holds "Ninja Trainee"
    When I play "Ninja Trainee"
    Then the action succeeds
    And "Fervid Soldier" has 3 attack and 2 defense

  @card-BP01-044
  Scenario: BP01-044 Fervid Soldier: evolved, another follower arriving still gives it +1 attack
    Checks(en): The evolved Fervid Soldier (4/4) gets +1 attack when another follower comes onto my field.
    Checks(ja): 進化した不屈の兵士（4/4）は、自分の場に他のフォロワーが出たとき攻撃力+1される。

    Given it is my main phase with 3 play points
    And my field holds "Fervid Soldier"
    And my evolve deck holds "Fervid Soldier"
    And my hand holds "Ninja Trainee"
    When I evolve "Fervid Soldier"
    And I play "Ninja Trainee"
    Then the action succeeds
    And "Fervid Soldier" has 5 attack and 4 defense

  @card-BP01-045
  Scenario: BP01-045 Luminous Knight: its Fanfare gives another follower of mine +1 attack
    Checks(en): Playing Luminous Knight gives another selected follower on my field +1 attack.
    Checks(ja): ルミナスナイトのファンファーレは、選んだ自分の他のフォロワーの攻撃力を+1する。

    Given it is my main phase with 2 play points
    And my field holds "Goliath"
    And my hand holds "Luminous Knight"
    When I play "Luminous Knight" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 4 attack and 4 defense

  @card-BP01-045
  Scenario: BP01-045 Luminous Knight: its Last Words gives a follower of mine +1 attack
    Checks(en): When Luminous Knight is destroyed, a selected follower on my field gets +1 attack.
    Checks(ja): ルミナスナイトが破壊されると、選んだ自分のフォロワーの攻撃力が+1される。

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Luminous Knight |
      | Goliath         |
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Luminous Knight"
    And I select "Goliath" as the target
    Then "Luminous Knight" is in my cemetery
    And "Goliath" has 4 attack and 4 defense

  @card-BP01-046
  Scenario: BP01-046 Veteran Lancer: its Ward stops an attack on my leader
    Checks(en): While Veteran Lancer is engaged on my field, the opponent's follower cannot attack my leader.
    Checks(ja): アクト状態の歴戦のランサーが場にいる限り、相手のフォロワーは自分のリーダーを攻撃できない（守護）。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card           | state   |
      | Veteran Lancer | engaged |
    And my opponent's field holds "Goliath"
    When my opponent attacks the enemy leader with "Goliath"
    Then the action is refused with reason "ward"

  @card-BP01-047
  Scenario: BP01-047 Navy Lieutenant: its Fanfare gives another follower of mine Assail
    Checks(en): Playing Navy Lieutenant gives another selected follower on my field Assail.
    Checks(ja): ネイビールテナントのファンファーレは、選んだ自分の他のフォロワーに指定攻撃を与える。

    Given it is my main phase with 2 play points
    And my field holds "Goliath"
    And my hand holds "Navy Lieutenant"
    When I play "Navy Lieutenant" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has Assail

  @card-BP01-048
  Scenario: BP01-048 Novice Trooper: with Storm it attacks the leader the turn it arrives
    Checks(en): Novice Trooper has Storm: it attacks the enemy leader on the turn it is played.
    Checks(ja): ノーヴィストルーパーは疾走を持ち、プレイしたターンに相手のリーダーを攻撃できる。

    Given it is my main phase with 3 play points
    And my hand holds "Novice Trooper"
    When I play "Novice Trooper"
    And I attack the enemy leader with "Novice Trooper"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @card-BP01-049
  Scenario: BP01-049 Forge Weaponry: it gives a follower of mine +1/+1 and draws
    Checks(en): Forge Weaponry gives a selected follower on my field +1/+1, then I draw a card.
    Checks(ja): 武装強化は選んだ自分のフォロワーを+1/+1し、1枚引く。

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my field holds "Goliath"
    And my hand holds "Forge Weaponry"
    When I play "Forge Weaponry" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 4 attack and 5 defense
    And my hand holds 1 card

  @card-BP01-050
  Scenario: BP01-050 Onslaught: it deals 5 damage and puts a Knight into the EX area
    Checks(en): Onslaught deals 5 damage to a selected enemy follower and puts a Knight token into my EX area.
    Checks(ja): 猛襲は選んだ相手のフォロワーに5ダメージを与え、『ナイト』1枚を自分のEXエリアに置く。

    Given it is my main phase with 3 play points
    And my hand holds "Onslaught"
    And my opponent's field holds "Goliath"
    When I play "Onslaught" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And my EX area holds 1 "Knight"

  @card-BP01-T04
  Scenario: BP01-T04 Otohime's Bodyguard: made by Sea Queen Otohime, it is a 1/2 with Ward
    Checks(en): The Otohime's Bodyguard that Sea Queen Otohime summons is a 1/2 with Ward.
    Checks(ja): 海底都市王・乙姫が出す『乙姫お守り隊』は守護を持つ1/2。

    Given it is my main phase with 4 play points
    And my hand holds "Sea Queen Otohime"
    When I play "Sea Queen Otohime"
    Then the action succeeds
    And "Otohime's Bodyguard" has 1 attack and 2 defense
    And "Otohime's Bodyguard" has Ward

  @card-BP01-T05
  Scenario: BP01-T05 Knight: made by Onslaught, it is played from the EX area as a 1/1
    Checks(en): The Knight that Onslaught puts into my EX area can be played from there as a 1/1.
    Checks(ja): 猛襲がEXエリアに置いた『ナイト』は、そこからプレイでき1/1で場に出る。

    Given it is my main phase with 4 play points
    And my hand holds "Onslaught"
    And my opponent's field holds "Goliath"
    When I play "Onslaught" targeting "Goliath"
    And I play "Knight"
    Then the action succeeds
    And "Knight" is on my field
    And "Knight" has 1 attack and 1 defense
    And I have 0 play points

  @card-BP01-T06
  Scenario: BP01-T06 Viking: made by Alwida's Command, it is a 3/2 that attacks at once
    Checks(en): The Viking that Alwida's Command summons is a 3/2 with Storm: it attacks the enemy leader that turn.
    Checks(ja): アルビダの号令が出す『ヴァイキング』は疾走を持つ3/2で、そのターンに相手のリーダーを攻撃できる。

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    And I attack the enemy leader with "Viking"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @card-BP01-T07
  Scenario: BP01-T07 Steelclad Knight: made by Alwida's Command, it is a 2/2
    Checks(en): The Steelclad Knight that Alwida's Command summons is a 2/2.
    Checks(ja): アルビダの号令が出す『スティールナイト』は2/2。

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    Then the action succeeds
    And "Steelclad Knight" has 2 attack and 2 defense
