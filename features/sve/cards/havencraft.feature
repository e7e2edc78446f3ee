@sve @bp01
Feature: BP01 Havencraft cards (ビショップ): each card played (or made, for tokens) with its main ability
  One scenario per Havencraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-126
  Scenario: BP01-126 Moon Al-mi'raj: attacking a follower gives it +2 attack
    Checks(en): When Moon Al-mi'raj attacks a follower it gets +2 attack first, so it deals 6 damage.
    Checks(ja): ムーンアルミラージはフォロワーに攻撃するとき攻撃力+2され、6ダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds "Moon Al-mi'raj"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Moon Al-mi'raj"
    Then "Genesis Dragon" has 10 attack and 6 defense
    And "Moon Al-mi'raj" is in my cemetery

  @card-BP01-126
  Scenario: BP01-126 Moon Al-mi'raj: at the start of my end phase it gains 2 defense
    Checks(en): Moon Al-mi'raj gets +2 defense at the start of my end phase.
    Checks(ja): ムーンアルミラージは自分のエンドフェイズ開始時に体力+2される。

    Given it is my main phase with 0 play points
    And my field holds "Moon Al-mi'raj"
    When I end my main phase
    Then "Moon Al-mi'raj" has 4 attack and 7 defense

  @card-BP01-127
  Scenario: BP01-127 Jeanne d'Arc: its Fanfare deals 2 damage to each enemy follower
    Checks(en): Playing Jeanne d'Arc deals 2 damage to every enemy follower.
    Checks(ja): ジャンヌダルクのファンファーレは相手のフォロワーすべてに2ダメージを与える。

    Given it is my main phase with 4 play points
    And my hand holds "Jeanne d'Arc"
    And my opponent's field holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I play "Jeanne d'Arc"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery
    And "Goliath" has 3 attack and 2 defense

  @card-BP01-128
  Scenario: BP01-128 Jeanne d'Arc: On Evolve deals 2 to each enemy follower and gives my others +2 defense
    Checks(en): Evolving Jeanne d'Arc deals 2 damage to every enemy follower and gives my other followers +2 defense.
    Checks(ja): ジャンヌダルクが進化したとき、相手のフォロワーすべてに2ダメージ、自分の他のフォロワーすべての体力+2。

    Given it is my main phase with 2 play points
    And my field holds:
      | card         |
      | Jeanne d'Arc |
      | Goliath      |
    And my evolve deck holds "Jeanne d'Arc"
    And my opponent's field holds "Ninja Trainee"
    When I evolve "Jeanne d'Arc"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery
    And "Goliath" has 3 attack and 6 defense
    And "Jeanne d'Arc" has 4 attack and 5 defense

  @card-BP01-129
  Scenario: BP01-129 Arch Priestess Laelia: my followers deal combat damage equal to their defense
    Checks(en): While Arch Priestess Laelia is on my field, my followers deal combat damage equal to their defense, not their attack.
    Checks(ja): アークビショップ・レリアがいる限り、自分のフォロワーは攻撃力ではなく体力と同じダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds:
      | card                  |
      | Arch Priestess Laelia |
      | Goliath               |
    When I attack the enemy leader with "Goliath"
    Then my opponent's leader has 16 defense

  @card-BP01-130
  Scenario: BP01-130 Arch Priestess Laelia: evolved, it gains 2 defense at the start of my end phase
    Checks(en): The evolved Arch Priestess Laelia gets +2 defense at the start of my end phase.
    Checks(ja): 進化したアークビショップ・レリアは、自分のエンドフェイズ開始時に体力+2される。

    Given it is my main phase with 1 play point
    And my field holds "Arch Priestess Laelia"
    And my evolve deck holds "Arch Priestess Laelia"
    When I evolve "Arch Priestess Laelia"
    And I end my main phase
    Then "Arch Priestess Laelia" has 0 attack and 8 defense

  @card-BP01-131
  Scenario: BP01-131 Themis's Decree: it destroys every follower
    Checks(en): Themis's Decree destroys every follower on both fields.
    Checks(ja): テミスの審判はお互いのフォロワーすべてを破壊する。

    Given it is my main phase with 5 play points
    And my field holds "Goliath"
    And my hand holds "Themis's Decree"
    And my opponent's field holds "Genesis Dragon"
    When I play "Themis's Decree"
    Then the action succeeds
    And "Goliath" is in my cemetery
    And "Genesis Dragon" is in my opponent's cemetery

  @card-BP01-132
  Scenario: BP01-132 Chorus of Prayer: it brings back up to 3 amulets costing 5 or less
    Checks(en): Chorus of Prayer puts the chosen amulets (up to 3, each costing 5 or less) from my cemetery onto my field.
    Checks(ja): 祈りの集約は墓場のコスト5以下のアミュレットから選んだ3枚までを場に出す。

    Given it is my main phase with 7 play points
    And my cemetery holds:
      | card          |
      | Sacred Plea   |
      | Guardian Sun  |
    And my hand holds "Chorus of Prayer"
    When I play "Chorus of Prayer" picking "Sacred Plea" and "Guardian Sun"
    Then the action succeeds
    And "Sacred Plea" is on my field
    And "Guardian Sun" is on my field

  @card-BP01-133
  Scenario: BP01-133 Sacred Plea: sacrificing it draws a card
    Checks(en): Sacred Plea's free activated ability (engage, to cemetery) draws a card.
    Checks(ja): 聖なる願いのコストなしの起動能力（アクト、墓場に置く）で1枚引く。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my field holds "Sacred Plea"
    When I activate "Sacred Plea"
    Then the action succeeds
    And "Sacred Plea" is in my cemetery
    And my hand holds 1 card

  @card-BP01-134
  Scenario: BP01-134 Temple Defender: it takes 1 less damage
    Checks(en): Temple Defender takes 1 less damage: 3 damage from a spell leaves it at 1 defense.
    Checks(ja): 教会の護り手が受けるダメージは-1される。3ダメージを受けても体力1で残る。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Temple Defender"
    And my opponent's hand holds "Demonic Strike"
    When my opponent plays "Demonic Strike" targeting "Temple Defender"
    Then the action succeeds
    And "Temple Defender" has 3 attack and 1 defense

  @card-BP01-135
  Scenario: BP01-135 Prism Priestess: it enters as a 1/1
    Checks(en): Prism Priestess costs 1 and enters the field as a 1/1.
    Checks(ja): プリズムプリーストはコスト1で、1/1のフォロワーとして場に出る。

    Given it is my main phase with 1 play point
    And my hand holds "Prism Priestess"
    When I play "Prism Priestess"
    Then the action succeeds
    And "Prism Priestess" has 1 attack and 1 defense

  @card-BP01-136
  Scenario: BP01-136 Prism Priestess: On Evolve searches the deck for an amulet
    Checks(en): Evolving Prism Priestess puts an amulet from my deck into my hand.
    Checks(ja): プリズムプリーストが進化したとき、デッキからアミュレット1枚を手札に加える。

    Given it is my main phase with 2 play points
    And my field holds "Prism Priestess"
    And my evolve deck holds "Prism Priestess"
    And my deck holds:
      | card        |
      | Goliath     |
      | Sacred Plea |
    When I evolve "Prism Priestess"
    Then the action succeeds
    And "Sacred Plea" is in my hand

  @card-BP01-137
  Scenario: BP01-137 Cleric Lancer: during the opponent's turn it deals 4 more damage
    Checks(en): During my opponent's turn, Cleric Lancer deals 4 more damage: a follower attacking it takes 5.
    Checks(ja): 相手のターン中、クレリックランサーが与えるダメージは+4される。攻撃してきたフォロワーに5ダメージ。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card          | state   |
      | Cleric Lancer | engaged |
    And my opponent's field holds "Genesis Dragon"
    When my opponent attacks "Cleric Lancer" with "Genesis Dragon"
    Then "Genesis Dragon" has 10 attack and 7 defense

  @card-BP01-138
  Scenario: BP01-138 Shrine Knight Maiden: with Aura the opponent cannot select it
    Checks(en): Shrine Knight Maiden has Aura: an enemy spell cannot select it.
    Checks(ja): シュラインナイトメイデンはオーラを持ち、相手のスペルで選ばれない。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Shrine Knight Maiden"
    And my opponent's hand holds "Demonic Strike"
    When my opponent plays "Demonic Strike" targeting "Shrine Knight Maiden"
    Then the action is refused with reason "illegal-target"

  @card-BP01-139
  Scenario: BP01-139 Blackened Scripture: it banishes an enemy follower with 3 defense or less
    Checks(en): Blackened Scripture banishes a selected enemy follower with 3 defense or less.
    Checks(ja): 漆黒の法典は体力3以下の相手のフォロワー1体を消滅させる。

    Given it is my main phase with 2 play points
    And my hand holds "Blackened Scripture"
    And my opponent's field holds "Ninja Trainee"
    When I play "Blackened Scripture" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's banished zone

  @card-BP01-140
  Scenario: BP01-140 Dark Offering: it destroys a card of mine, heals 3 and draws
    Checks(en): Dark Offering destroys a selected card on my field, gives my leader +3 defense and draws a card.
    Checks(ja): ダークオファリングは選んだ自分の場のカードを破壊し、リーダーの体力+3、1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my leader has 10 defense
    And my field holds "Ninja Trainee"
    And my hand holds "Dark Offering"
    When I play "Dark Offering" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my cemetery
    And my leader has 13 defense
    And my hand holds 1 card

  @card-BP01-141
  Scenario: BP01-141 Holy Sentinel: another amulet of mine leaving summons a Holy Tiger with Ward
    Checks(en): When another amulet leaves my field on my turn, Holy Sentinel summons a Holy Tiger token with Ward.
    Checks(ja): 自分のターンに自分の他のアミュレットが場を離れたとき、神域の守護者は守護を持つ『ホーリータイガー』1体を出す。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my field holds:
      | card          |
      | Holy Sentinel |
      | Sacred Plea   |
    When I activate "Sacred Plea"
    Then the action succeeds
    And my field holds 1 "Holy Tiger"
    And "Holy Tiger" has Ward

  @card-BP01-142
  Scenario: BP01-142 Cruel Priestess: its Fanfare brings back an amulet costing 5 or less
    Checks(en): Cruel Priestess puts an amulet costing 5 or less from my cemetery onto my field.
    Checks(ja): 残忍な修道女のファンファーレで、墓場のコスト5以下のアミュレット1枚を場に出す。

    Given it is my main phase with 4 play points
    And my cemetery holds "Sacred Plea"
    And my hand holds "Cruel Priestess"
    When I play "Cruel Priestess"
    Then the action succeeds
    And "Sacred Plea" is on my field

  @card-BP01-143
  Scenario: BP01-143 Sister Initiate: with an amulet of mine on the field its Fanfare heals 2
    Checks(en): With an amulet on my field, Sister Initiate gives my leader +2 defense.
    Checks(ja): 自分の場にアミュレットがあれば、見習いシスターのファンファーレでリーダーの体力+2。

    Given it is my main phase with 2 play points
    And my leader has 10 defense
    And my field holds "Sacred Plea"
    And my hand holds "Sister Initiate"
    When I play "Sister Initiate"
    Then the action succeeds
    And my leader has 12 defense

  @card-BP01-144
  Scenario: BP01-144 Mainyu: with Aura the opponent cannot select it
    Checks(en): Mainyu has Aura: an enemy spell cannot select it.
    Checks(ja): マイニュはオーラを持ち、相手のスペルで選ばれない。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Mainyu"
    And my opponent's hand holds "Demonic Strike"
    When my opponent plays "Demonic Strike" targeting "Mainyu"
    Then the action is refused with reason "illegal-target"

  @card-BP01-145
  Scenario: BP01-145 Mainyu: evolved, it is a 3/3 with Aura
    Checks(en): The evolved Mainyu is a 3/3 that keeps Aura.
    Checks(ja): 進化したマイニュはオーラを持つ3/3。

    Given it is my main phase with 1 play point
    And my field holds "Mainyu"
    And my evolve deck holds "Mainyu"
    When I evolve "Mainyu"
    Then the action succeeds
    And "Mainyu" has 3 attack and 3 defense
    And "Mainyu" has Aura

  @card-BP01-146
  Scenario: BP01-146 Snake Priestess: its Ward stops an attack on my leader
    Checks(en): While Snake Priestess is engaged on my field, the opponent's follower cannot attack my leader.
    Checks(ja): アクト状態のスネークプリーストが場にいる限り、相手のフォロワーは自分のリーダーを攻撃できない（守護）。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card            | state   |
      | Snake Priestess | engaged |
    And my opponent's field holds "Goliath"
    When my opponent attacks the enemy leader with "Goliath"
    Then the action is refused with reason "ward"

  @card-BP01-147
  Scenario: BP01-147 Curate: its Fanfare heals 5 and draws
    Checks(en): Playing Curate gives my leader +5 defense and draws a card.
    Checks(ja): 大修道女のファンファーレでリーダーの体力+5、1枚引く。

    Given it is my main phase with 6 play points
    And my deck holds 2 cards
    And my leader has 10 defense
    And my hand holds "Curate"
    When I play "Curate"
    Then the action succeeds
    And my leader has 15 defense
    And my hand holds 1 card

  @card-BP01-148
  Scenario: BP01-148 Hallowed Dogma: it may take an amulet from the top 5
    Checks(en): Hallowed Dogma looks at my top 5 cards and may put an amulet among them into my hand.
    Checks(ja): 気高き教理はデッキの上5枚を見て、その中のアミュレット1枚を手札に加えてよい。

    Given it is my main phase with 1 play point
    And my hand holds "Hallowed Dogma"
    And my deck holds:
      | card        | as        |
      | Goliath     | Goliath A |
      | Sacred Plea |           |
      | Goliath     | Goliath B |
    When I play "Hallowed Dogma"
    And I pick "Sacred Plea" from the cards looked at
    And I put them on the bottom of my deck in the order "Goliath A", "Goliath B"
    Then the action succeeds
    And "Sacred Plea" is in my hand

  @card-BP01-148 @cr-5.11.1
  Scenario: BP01-148 Hallowed Dogma: the amulet it takes is revealed before it goes to my hand
    Checks(en): As the card says, the amulet taken from the cards looked at is revealed (shown to both players) and then put into my hand.
    Checks(ja): カードのとおり、見たカードから加えるアミュレットは公開され（両プレイヤーに見せられ）、それから手札に加わる。

    Given it is my main phase with 1 play point
    And my hand holds "Hallowed Dogma"
    And my deck holds:
      | card        |
      | Goliath     |
      | Sacred Plea |
      | Goliath     |
    When I play "Hallowed Dogma"
    And I pick "Sacred Plea" from the cards looked at
    Then the action succeeds
    And these events happened in this order:
      | event         | player | card        |
      | looked-at-top | me     |             |
      | revealed      | me     | Sacred Plea |
      | took-from-top | me     | Sacred Plea |
    And "Sacred Plea" is in my hand

  @card-BP01-149
  Scenario: BP01-149 Guardian Sun: its Fanfare gives a follower of mine Ward
    Checks(en): Playing Guardian Sun gives a selected follower on my field Ward.
    Checks(ja): 守護の陽光のファンファーレは、選んだ自分のフォロワーに守護を与える。

    Given it is my main phase with 1 play point
    And my field holds "Goliath"
    And my hand holds "Guardian Sun"
    When I play "Guardian Sun" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has Ward

  @card-BP01-149
  Scenario: BP01-149 Guardian Sun: sacrificing it gives a Ward follower of mine +2/+2
    Checks(en): Guardian Sun's activated ability (2 play points, engage, to cemetery) gives a selected follower of mine with Ward +2/+2.
    Checks(ja): 守護の陽光の起動能力（コスト2、アクト、墓場に置く）で、選んだ守護を持つ自分のフォロワーを+2/+2する。

    Given it is my main phase with 2 play points
    And my field holds:
      | card           |
      | Guardian Sun   |
      | Veteran Lancer |
    When I activate "Guardian Sun" targeting "Veteran Lancer"
    Then the action succeeds
    And "Veteran Lancer" has 4 attack and 5 defense
    And "Guardian Sun" is in my cemetery

  @card-BP01-149
  Scenario: BP01-149 Guardian Sun: its activated ability cannot select a follower without Ward
    Checks(en): Guardian Sun's activated ability cannot select a follower of mine that has no Ward.
    Checks(ja): 守護の陽光の起動能力は、守護を持たない自分のフォロワーを選べない。

    Given it is my main phase with 2 play points
    And my field holds:
      | card           |
      | Guardian Sun   |
      | Veteran Lancer |
      | Goliath        |
    When I activate "Guardian Sun" targeting "Goliath"
    Then the action is refused with reason "illegal-target"

  @card-BP01-150
  Scenario: BP01-150 Death Sentence: it comes in engaged
    Checks(en): Death Sentence is put onto the field engaged.
    Checks(ja): 死の宣告はアクト状態で場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Death Sentence"
    When I play "Death Sentence"
    Then the action succeeds
    And "Death Sentence" is engaged

  @card-BP01-150
  Scenario: BP01-150 Death Sentence: sacrificing it destroys an enemy follower
    Checks(en): Death Sentence's activated ability (engage, to cemetery) destroys a selected enemy follower.
    Checks(ja): 死の宣告の起動能力（アクト、墓場に置く）は、選んだ相手のフォロワーを破壊する。

    Given it is my main phase with 0 play points
    And my field holds "Death Sentence"
    And my opponent's field holds "Genesis Dragon"
    When I activate "Death Sentence" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" is in my opponent's cemetery
    And "Death Sentence" is in my cemetery

  @card-BP01-T16
  Scenario: BP01-T16 Holy Falcon: it is a 2/2 with Storm
    Checks(en): A Holy Falcon is a 3-cost 2/2 token with Storm (no BP01 card makes it; it is played here from the EX area).
    Checks(ja): 『ホーリーファルコン』は疾走を持つコスト3の2/2トークン（BP01に出すカードはなく、ここではEXエリアからプレイする）。

    Given it is my main phase with 3 play points
    And my EX area holds "Holy Falcon"
    When I play "Holy Falcon"
    And I attack the enemy leader with "Holy Falcon"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @card-BP01-T17
  Scenario: BP01-T17 Holy Tiger: it is a 4/4 with Rush
    Checks(en): A Holy Tiger token played from my EX area is a 4/4 that can attack a follower the turn it arrives (Holy Sentinel, which makes it, is not encoded yet).
    Checks(ja): EXエリアからプレイした『ホーリータイガー』は突進を持つ4/4で、出たターンにフォロワーを攻撃できる（これを出す神域の守護者は未対応）。

    Given it is my main phase with 4 play points
    And my EX area holds "Holy Tiger"
    And my opponent's field holds:
      | card          | state   |
      | Ninja Trainee | engaged |
    When I play "Holy Tiger"
    And I attack "Ninja Trainee" with "Holy Tiger"
    Then the action succeeds
    And "Holy Tiger" has 4 attack and 2 defense
    And "Ninja Trainee" is in my opponent's cemetery
