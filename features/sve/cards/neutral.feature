@sve @bp01
Feature: BP01 Neutral cards (ニュートラル): each card played (or made, for tokens) with its main ability
  One scenario per Neutral face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-151
  Scenario: BP01-151 Gabriel: its Fanfare gives another follower of mine +4/+3 and Assail
    Checks(en): Playing Gabriel gives another selected follower on my field +4/+3 and Assail; Gabriel has Ward.
    Checks(ja): ガブリエルのファンファーレは、選んだ自分の他のフォロワーを+4/+3し、指定攻撃を与える。守護を持つ。

    Given it is my main phase with 6 play points
    And my field holds "Goliath"
    And my hand holds "Gabriel"
    When I play "Gabriel" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 7 attack and 7 defense
    And "Goliath" has Assail
    And "Gabriel" has Ward

  @card-BP01-152
  Scenario: BP01-152 Lucifer: at the start of my end phase my leader gets +4 defense
    Checks(en): With Lucifer on my field, my leader gets +4 defense at the start of my end phase.
    Checks(ja): ルシフェルがいると、自分のエンドフェイズ開始時にリーダーの体力+4。

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds "Lucifer"
    When I end my main phase
    Then my leader has 14 defense

  @card-BP01-153
  Scenario: BP01-153 Lucifer: evolved, at the start of my end phase it deals 4 damage to the enemy leader
    Checks(en): The evolved Lucifer deals 4 damage to the enemy leader at the start of my end phase.
    Checks(ja): 進化したルシフェルは、自分のエンドフェイズ開始時に相手のリーダーに4ダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds "Lucifer"
    And my evolve deck holds "Lucifer"
    When I evolve "Lucifer"
    And I end my main phase
    Then my opponent's leader has 16 defense
    And "Lucifer" has 8 attack and 7 defense

  @card-BP01-154
  Scenario: BP01-154 Flame and Glass: with both twins in my cemetery its Strike deals 7 to each enemy follower
    Checks(en): When Flame and Glass attacks with a Harnessed Flame and a Harnessed Glass in my cemetery, it deals 7 damage (not 3) to each enemy follower.
    Checks(ja): 墓場に『ツインプリズナー・フラム』と『ツインプリズナー・グラス』があれば、フラム＝グラスの攻撃時能力は相手のフォロワーすべてに3ではなく7ダメージ。

    Given it is my main phase with 0 play points
    And my field holds "Flame and Glass"
    And my cemetery holds:
      | card            |
      | Harnessed Flame |
      | Harnessed Glass |
    And my opponent's field holds "Angelic Sword Maiden"
    When I attack the enemy leader with "Flame and Glass"
    Then "Angelic Sword Maiden" is in my opponent's cemetery
    And my opponent's leader has 13 defense

  @card-BP01-155
  Scenario: BP01-155 Urd: its Fanfare puts an enemy follower into its owner's EX area
    Checks(en): Playing Urd puts a selected enemy follower into its owner's EX area.
    Checks(ja): ウルズのファンファーレは、選んだ相手のフォロワーを持ち主のEXエリアに置く。

    Given it is my main phase with 4 play points
    And my hand holds "Urd"
    And my opponent's field holds "Goliath"
    When I play "Urd" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's EX area

  @card-BP01-156
  Scenario: BP01-156 Urd: On Evolve banishes a card in the opponent's EX area
    Checks(en): Evolving Urd banishes a selected card in the opponent's EX area.
    Checks(ja): ウルズが進化したとき、選んだ相手のEXエリアのカード1枚を消滅させる。

    Given it is my main phase with 1 play point
    And my field holds "Urd"
    And my evolve deck holds "Urd"
    And my opponent's EX area holds "Goliath"
    When I evolve "Urd"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" is in my opponent's banished zone

  @card-BP01-157
  Scenario: BP01-157 Wind God: at the start of my end phase my followers get +1 attack
    Checks(en): With Wind God on my field, each follower of mine gets +1 attack at the start of my end phase.
    Checks(ja): 風神がいると、自分のエンドフェイズ開始時に自分のフォロワーすべての攻撃力+1。

    Given it is my main phase with 0 play points
    And my field holds:
      | card     |
      | Wind God |
      | Goliath  |
    When I end my main phase
    Then "Goliath" has 4 attack and 4 defense
    And "Wind God" has 2 attack and 5 defense

  @card-BP01-157
  Scenario: BP01-157 Wind God: its Fanfare gives a follower of mine +1 attack
    Checks(en): Playing Wind God gives a selected follower on my field +1 attack.
    Checks(ja): 風神のファンファーレは、選んだ自分のフォロワーの攻撃力を+1する。

    Given it is my main phase with 4 play points
    And my field holds "Goliath"
    And my hand holds "Wind God"
    When I play "Wind God" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 4 attack and 4 defense

  @card-BP01-158
  Scenario: BP01-158 Gilgamesh: with Storm it attacks the leader the turn it arrives
    Checks(en): Gilgamesh has Storm: played for 7, it attacks the enemy leader at once for 6.
    Checks(ja): ギルガメッシュは疾走を持ち、プレイしたターンに相手のリーダーへ6ダメージの攻撃ができる。

    Given it is my main phase with 7 play points
    And my hand holds "Gilgamesh"
    When I play "Gilgamesh"
    And I attack the enemy leader with "Gilgamesh"
    Then the action succeeds
    And my opponent's leader has 14 defense

  @card-BP01-159
  Scenario: BP01-159 Bellringer Angel: its Last Words draws a card
    Checks(en): When Bellringer Angel is destroyed, I draw a card.
    Checks(ja): ベルエンジェルが破壊されると1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 4 cards
    And my field holds "Bellringer Angel"
    And my hand holds "Soul Conversion"
    When I play "Soul Conversion" targeting "Bellringer Angel"
    Then the action succeeds
    And "Bellringer Angel" is in my cemetery
    And my hand holds 3 cards

  @card-BP01-160
  Scenario: BP01-160 Bellringer Angel: On Evolve deals 2 damage to an enemy follower
    Checks(en): Evolving Bellringer Angel deals 2 damage to a selected enemy follower.
    Checks(ja): ベルエンジェルが進化したとき、選んだ相手のフォロワーに2ダメージを与える。

    Given it is my main phase with 2 play points
    And my field holds "Bellringer Angel"
    And my evolve deck holds "Bellringer Angel"
    And my opponent's field holds "Goliath"
    When I evolve "Bellringer Angel"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 2 defense
    And "Bellringer Angel" has 0 attack and 2 defense

  @card-BP01-161
  Scenario: BP01-161 Altered Fate: each player redraws as many cards as they returned, I draw one more
    Checks(en): Altered Fate: each player shuffles their hand into their deck and draws that many; I draw 1 more.
    Checks(ja): 新たなる運命：各プレイヤーは手札をデッキに戻してシャッフルし、戻した枚数だけ引く。自分はさらに1枚引く。

    Given it is my main phase with 2 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds:
      | card          |
      | Altered Fate  |
      | Ninja Trainee |
      | Ninja Trainee |
    And my opponent's hand holds:
      | card          |
      | Goliath       |
      | Goliath       |
      | Goliath       |
    When I play "Altered Fate"
    Then the action succeeds
    And my hand holds 3 cards
    And my opponent's hand holds 3 cards
    And my deck holds 4 cards
    And my opponent's deck holds 5 cards

  @card-BP01-162
  Scenario: BP01-162 Path to Purgatory: its Fanfare draws 3 and deals 3 damage to my leader
    Checks(en): Playing Path to Purgatory draws 3 cards and deals 3 damage to my leader.
    Checks(ja): 冥府への道のファンファーレで3枚引き、自分のリーダーに3ダメージ。

    Given it is my main phase with 3 play points
    And my deck holds 4 cards
    And my hand holds "Path to Purgatory"
    When I play "Path to Purgatory"
    Then the action succeeds
    And my hand holds 3 cards
    And my leader has 17 defense

  @card-BP01-162
  Scenario: BP01-162 Path to Purgatory: at my end phase with 6 defense or less it deals 6 to each enemy follower
    Checks(en): At the start of my end phase, with my leader at 6 defense or less, Path to Purgatory engages and goes to the cemetery to deal 6 damage to each enemy follower.
    Checks(ja): 自分のエンドフェイズ開始時、リーダーの体力が6以下なら、冥府への道をアクトして墓場に置き、相手のフォロワーすべてに6ダメージ。

    Given it is my main phase with 0 play points
    And my leader has 6 defense
    And my field holds "Path to Purgatory"
    And my opponent's field holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    When I end my main phase
    Then "Goliath" is in my opponent's cemetery
    And "Ninja Trainee" is in my opponent's cemetery
    And "Path to Purgatory" is in my cemetery

  @card-BP01-162
  Scenario: BP01-162 Path to Purgatory: at my end phase with more than 6 defense nothing happens
    Checks(en): With my leader above 6 defense, Path to Purgatory stays on the field at my end phase and deals no damage.
    Checks(ja): リーダーの体力が6より多ければ、冥府への道はエンドフェイズに何もせず場に残る。

    Given it is my main phase with 0 play points
    And my leader has 7 defense
    And my field holds "Path to Purgatory"
    And my opponent's field holds "Goliath"
    When I end my main phase
    Then "Goliath" has 3 attack and 4 defense
    And "Path to Purgatory" is on my field

  @card-BP01-163
  Scenario: BP01-163 Lizardman: with Assail it attacks a reserved follower
    Checks(en): Lizardman has Assail: it may attack a reserved enemy follower.
    Checks(ja): リザードマンは指定攻撃を持ち、スタンド状態の相手のフォロワーを攻撃できる。

    Given it is my main phase with 0 play points
    And my field holds "Lizardman"
    And my opponent's field holds "Ninja Trainee"
    When I attack "Ninja Trainee" with "Lizardman"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery

  @card-BP01-164
  Scenario: BP01-164 Goblinmount Demon: its Fanfare deals 2 damage to each other follower of mine
    Checks(en): Playing Goblinmount Demon deals 2 damage to each other follower on my field.
    Checks(ja): ゴブリンマウントデーモンのファンファーレは、自分の他のフォロワーすべてに2ダメージを与える。

    Given it is my main phase with 5 play points
    And my field holds "Goliath"
    And my hand holds "Goblinmount Demon"
    And my opponent's field holds "Ninja Trainee"
    When I play "Goblinmount Demon"
    Then the action succeeds
    And "Goliath" has 3 attack and 2 defense
    And "Ninja Trainee" has 2 attack and 2 defense
    And "Goblinmount Demon" has 6 attack and 6 defense

  @card-BP01-165
  Scenario: BP01-165 Goblinmount Demon: evolved, it is a 7/7 with Ward
    Checks(en): The evolved Goblinmount Demon (evolve cost 0) is a 7/7 with Ward.
    Checks(ja): 進化したゴブリンマウントデーモン（進化コスト0）は守護を持つ7/7。

    Given it is my main phase with 0 play points
    And my field holds "Goblinmount Demon"
    And my evolve deck holds "Goblinmount Demon"
    When I evolve "Goblinmount Demon"
    Then the action succeeds
    And "Goblinmount Demon" has 7 attack and 7 defense
    And "Goblinmount Demon" has Ward

  @card-BP01-166
  Scenario: BP01-166 Harnessed Flame: with Harnessed Glass it fetches Flame and Glass onto the field
    Checks(en): Harnessed Flame's activated ability (1 play point; it and a Harnessed Glass of my field go to the cemetery) puts Flame and Glass from my deck onto my field.
    Checks(ja): ツインプリズナー・フラムの起動能力（コスト1、これと『ツインプリズナー・グラス』を墓場に置く）で、デッキから『フラム＝グラス』を場に出す。

    Given it is my main phase with 1 play point
    And my field holds:
      | card            |
      | Harnessed Flame |
      | Harnessed Glass |
    And my deck holds:
      | card            |
      | Goliath         |
      | Flame and Glass |
    When I activate "Harnessed Flame"
    Then the action succeeds
    And "Flame and Glass" is on my field
    And "Harnessed Flame" is in my cemetery
    And "Harnessed Glass" is in my cemetery

  @card-BP01-167
  Scenario: BP01-167 Harnessed Glass: its Fanfare draws a card and puts a hand card on the bottom of the deck
    Checks(en): Playing Harnessed Glass draws a card and puts a selected card of my hand on the bottom of my deck.
    Checks(ja): ツインプリズナー・グラスのファンファーレで1枚引き、選んだ手札1枚をデッキの下に置く。

    Given it is my main phase with 3 play points
    And my deck holds 2 cards
    And my hand holds:
      | card             |
      | Harnessed Glass  |
      | Ninja Trainee    |
    When I play "Harnessed Glass"
    And I select "Ninja Trainee" as the target
    Then the action succeeds
    And "Ninja Trainee" is in my deck
    And my hand holds 1 card

  @card-BP01-168
  Scenario: BP01-168 Demonic Strike: it deals 3 damage to an enemy follower
    Checks(en): Demonic Strike deals 3 damage to a selected enemy follower.
    Checks(ja): デモンストライクは選んだ相手のフォロワーに3ダメージを与える。

    Given it is my main phase with 3 play points
    And my hand holds "Demonic Strike"
    And my opponent's field holds "Goliath"
    When I play "Demonic Strike" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 1 defense

  @card-BP01-169
  Scenario: BP01-169 Execution: at Quick timing it destroys an enemy amulet
    Checks(en): Execution (4 play points, Quick) destroys a selected enemy card on the field, an amulet too.
    Checks(ja): エクスキューション（コスト4、クイック）は選んだ相手の場のカード1枚（アミュレットも）を破壊する。

    Given it is my main phase with 4 play points
    And my hand holds "Execution"
    And my opponent's field holds "Sacred Plea"
    When I play "Execution" targeting "Sacred Plea"
    Then the action succeeds
    And "Sacred Plea" is in my opponent's cemetery
    And I have 0 play points

  @card-BP01-170
  Scenario: BP01-170 Trail of Light: discarded from the hand, it draws a card
    Checks(en): When Trail of Light is discarded from my hand (here by Shenlong's Fanfare), I draw a card.
    Checks(ja): 光の道筋を手札から捨てたとき（ここでは神龍のファンファーレで）、1枚引く。

    Given it is my main phase with 5 play points
    And my deck holds 4 cards
    And my hand holds:
      | card           |
      | Shenlong       |
      | Trail of Light |
    When I play "Shenlong"
    And I select "Trail of Light" as the target
    Then the action succeeds
    And "Trail of Light" is in my cemetery
    And my hand holds 3 cards

  @card-BP01-170
  Scenario: BP01-170 Trail of Light: played, it draws a card
    Checks(en): Playing Trail of Light draws a card.
    Checks(ja): 光の道筋をプレイすると1枚引く。

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my hand holds "Trail of Light"
    When I play "Trail of Light"
    Then the action succeeds
    And my hand holds 1 card
    And "Trail of Light" is in my cemetery

  @card-BP01-171
  Scenario: BP01-171 Goblin: it enters as a 2/2
    Checks(en): Goblin costs 1 and enters the field as a 2/2.
    Checks(ja): ゴブリンはコスト1で、2/2のフォロワーとして場に出る。

    Given it is my main phase with 1 play point
    And my hand holds "Goblin"
    When I play "Goblin"
    Then the action succeeds
    And "Goblin" has 2 attack and 2 defense
    And I have 0 play points

  @card-BP01-172
  Scenario: BP01-172 Goblin: evolved for 4, it is a 4/4
    Checks(en): Evolving Goblin costs 4 play points and makes it a 4/4.
    Checks(ja): ゴブリンは4PPで進化して4/4になる。

    Given it is my main phase with 4 play points
    And my field holds "Goblin"
    And my evolve deck holds "Goblin"
    When I evolve "Goblin"
    Then the action succeeds
    And "Goblin" has 4 attack and 4 defense
    And I have 0 play points

  @card-BP01-173
  Scenario: BP01-173 Fighter: it enters as a 2/3
    Checks(en): Fighter costs 2 and enters the field as a 2/3.
    Checks(ja): ファイターはコスト2で、2/3のフォロワーとして場に出る。

    Given it is my main phase with 2 play points
    And my hand holds "Fighter"
    When I play "Fighter"
    Then the action succeeds
    And "Fighter" has 2 attack and 3 defense
    And I have 0 play points

  @card-BP01-174
  Scenario: BP01-174 Goliath: it enters as a 3/4
    Checks(en): Goliath costs 3 and enters the field as a 3/4.
    Checks(ja): ゴリアテはコスト3で、3/4のフォロワーとして場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Goliath"
    When I play "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 4 defense
    And I have 0 play points

  @card-BP01-175
  Scenario: BP01-175 Goliath: evolved, it is a 5/6
    Checks(en): Evolving Goliath for 2 play points makes it a 5/6.
    Checks(ja): ゴリアテは2PPで進化して5/6になる。

    Given it is my main phase with 2 play points
    And my field holds "Goliath"
    And my evolve deck holds "Goliath"
    When I evolve "Goliath"
    Then the action succeeds
    And "Goliath" has 5 attack and 6 defense
    And I have 0 play points

  @card-BP01-176
  Scenario: BP01-176 Angelic Sword Maiden: its Ward stops an attack on my leader
    Checks(en): While Angelic Sword Maiden is engaged on my field, the opponent's follower cannot attack my leader.
    Checks(ja): アクト状態の天剣の乙女が場にいる限り、相手のフォロワーは自分のリーダーを攻撃できない（守護）。

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card                 | state   |
      | Angelic Sword Maiden | engaged |
    And my opponent's field holds "Goliath"
    When my opponent attacks the enemy leader with "Goliath"
    Then the action is refused with reason "ward"

  @card-BP01-177
  Scenario: BP01-177 Healing Angel: its Fanfare gives my leader +1 defense
    Checks(en): Playing Healing Angel gives my leader +1 defense.
    Checks(ja): ヒーリングエンジェルのファンファーレでリーダーの体力+1。

    Given it is my main phase with 3 play points
    And my leader has 10 defense
    And my hand holds "Healing Angel"
    When I play "Healing Angel"
    Then the action succeeds
    And my leader has 11 defense

  @card-BP01-178
  Scenario: BP01-178 Healing Angel: On Evolve gives my leader +2 defense
    Checks(en): Evolving Healing Angel gives my leader +2 defense.
    Checks(ja): ヒーリングエンジェルが進化したとき、リーダーの体力+2。

    Given it is my main phase with 1 play point
    And my leader has 10 defense
    And my field holds "Healing Angel"
    And my evolve deck holds "Healing Angel"
    When I evolve "Healing Angel"
    Then the action succeeds
    And my leader has 12 defense
    And "Healing Angel" has 3 attack and 5 defense

  @card-BP01-179
  Scenario: BP01-179 Angelic Snipe: it deals 2 damage to an enemy follower at Quick timing
    Checks(en): Angelic Snipe is Quick: after an enemy attack is declared I play it and deal 2 damage to the attacker.
    Checks(ja): エンジェルスナイプはクイックで、相手の攻撃宣言後にプレイして攻撃中のフォロワーに2ダメージを与えられる。

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Angelic Snipe"
    And my opponent's field holds "Ninja Trainee"
    When my opponent declares an attack on the enemy leader with "Ninja Trainee"
    And I play "Angelic Snipe" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery

  @card-BP01-180
  Scenario: BP01-180 Angelic Barrage: it deals 1 damage to each enemy follower
    Checks(en): Angelic Barrage deals 1 damage to every enemy follower.
    Checks(ja): エンジェルバレッジは相手のフォロワーすべてに1ダメージを与える。

    Given it is my main phase with 1 play point
    And my hand holds "Angelic Barrage"
    And my opponent's field holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I play "Angelic Barrage"
    Then the action succeeds
    And "Ninja Trainee" has 2 attack and 1 defense
    And "Goliath" has 3 attack and 3 defense
