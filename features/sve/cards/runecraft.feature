@sve @bp01
Feature: BP01 Runecraft cards (ウィッチ): each card played (or made, for tokens) with its main ability
  One scenario per Runecraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-051
  Scenario: BP01-051 Arch Summoner Erasmus: paying Earth Rite, its Fanfare deals 6 to a follower and 2 to its leader
    Checks(en): Arch Summoner Erasmus with Earth Rite paid deals 6 damage to a selected enemy follower and 2 to that follower's leader.
    Checks(ja): アークサモナー・エラスムスは土の秘術を払うと、選んだ相手のフォロワーに6ダメージ、そのリーダーに2ダメージ。

    Given it is my main phase with 7 play points
    And my field holds:
      | card           | as       |
      | Magic Sediment | Sediment |
    And my hand holds "Arch Summoner Erasmus"
    And my opponent's field holds "Goliath"
    When I play "Arch Summoner Erasmus" paying Earth Rite with "Sediment"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And my opponent's leader has 18 defense

  @card-BP01-052
  Scenario: BP01-052 Merlin: its Fanfare searches the deck for a spell
    Checks(en): Playing Merlin puts a spell from my deck into my hand.
    Checks(ja): マーリンのファンファーレで、デッキからスペル1枚を手札に加える。

    Given it is my main phase with 3 play points
    And my hand holds "Merlin"
    And my deck holds:
      | card          |
      | Goliath       |
      | Wind Blast    |
    When I play "Merlin"
    Then the action succeeds
    And "Wind Blast" is in my hand

  @card-BP01-053
  Scenario: BP01-053 Merlin: On Evolve plays a cheap spell from the cemetery for free
    Checks(en): Evolving Merlin plays a spell costing 3 or less from my cemetery for 0 play points.
    Checks(ja): マーリンが進化したとき、墓場のコスト3以下のスペル1枚をコスト0でプレイする。

    Given it is my main phase with 2 play points
    And my field holds "Merlin"
    And my evolve deck holds "Merlin"
    And my cemetery holds "Wind Blast"
    And my opponent's field holds "Ninja Trainee"
    When I evolve "Merlin"
    And I select "Ninja Trainee" as the target
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery
    And "Wind Blast" is in my cemetery
    And I have 0 play points

  @card-BP01-054
  Scenario: BP01-054 Ancient Alchemist: paying Earth Rite, its Fanfare puts 2 Guardform Golems into the EX area
    Checks(en): Ancient Alchemist with Earth Rite paid puts 2 Guardform Golem tokens into my EX area.
    Checks(ja): エンシェントアルケミストは土の秘術を払うと、『防御型ゴーレム』2枚をEXエリアに置く。

    Given it is my main phase with 3 play points
    And my field holds "Magic Sediment"
    And my hand holds "Ancient Alchemist"
    When I play "Ancient Alchemist" paying Earth Rite with "Magic Sediment"
    Then the action succeeds
    And my EX area holds 2 "Guardform Golem"

  @card-BP01-055
  Scenario: BP01-055 Ancient Alchemist: evolved, a Golem arriving on my field deals 3 damage
    Checks(en): While the evolved Ancient Alchemist is on my field, a Golem follower coming onto my field deals 3 damage to a selected enemy.
    Checks(ja): 進化したエンシェントアルケミストがいる限り、自分の場にゴーレム・フォロワーが出たとき、相手1体に3ダメージ。

    Given it is my main phase with 5 play points
    And my field holds "Ancient Alchemist"
    And my evolve deck holds "Ancient Alchemist"
    And my EX area holds "Strikeform Golem"
    And my opponent's field holds "Goliath"
    When I evolve "Ancient Alchemist"
    And I play "Strikeform Golem"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 1 defense
    And I have 1 play point

  @card-BP01-056
  Scenario: BP01-056 Arcane Enlightenment: it fills the EX area from the deck, banished at my next end phase
    Checks(en): Arcane Enlightenment puts my top cards into my EX area until it is full; at the start of my next end phase every card in my EX area is banished.
    Checks(ja): 神秘の獲得はEXエリアが上限になるまでデッキの上から置き、次の自分のエンドフェイズ開始時にEXエリアのカードすべてを消滅させる。

    Given it is my main phase with 4 play points
    And my deck holds 7 cards
    And my EX area holds "Knight"
    And my hand holds "Arcane Enlightenment"
    When I play "Arcane Enlightenment"
    Then the action succeeds
    And my EX area holds 5 cards
    And my deck holds 3 cards
    When I end my main phase
    Then my EX area holds 0 cards
    And my banished zone holds 4 cards

  @card-BP01-057
  Scenario: BP01-057 Dimension Shift: by its alternative cost it gives me another turn
    Checks(en): Dimension Shift, played for 7 by banishing 10 spells from my cemetery, gives me another turn after this one.
    Checks(ja): 次元の超越は墓場のスペル10枚を消滅させてコスト7でプレイでき、このターンのあと自分がもう1ターン行う。

    Given it is my main phase with 7 of 10 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my cemetery holds:
      | card       | as  |
      | Wind Blast | W1  |
      | Wind Blast | W2  |
      | Wind Blast | W3  |
      | Wind Blast | W4  |
      | Wind Blast | W5  |
      | Wind Blast | W6  |
      | Wind Blast | W7  |
      | Wind Blast | W8  |
      | Wind Blast | W9  |
      | Wind Blast | W10 |
    And my hand holds "Dimension Shift"
    When I play "Dimension Shift" by its alternative cost paying with "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9" and "W10"
    And I end the turn
    Then the action succeeds
    And it is my main phase
    And my banished zone holds 10 cards

  @card-BP01-058
  Scenario: BP01-058 Juno's Secret Laboratory: its Fanfare summons the Golem I choose
    Checks(en): Juno's Secret Laboratory summons a Guardform Golem or a Strikeform Golem, as I choose.
    Checks(ja): ノノの秘密研究室のファンファーレは『防御型ゴーレム』か『攻撃型ゴーレム』の選んだほうを出す。

    Given it is my main phase with 5 play points
    And my hand holds "Juno's Secret Laboratory"
    When I play "Juno's Secret Laboratory" choosing option 2
    Then the action succeeds
    And my field holds 1 "Strikeform Golem"
    And my field holds 0 "Guardform Golem"

  @card-BP01-059
  Scenario: BP01-059 Spectral Wizard: its Fanfare may take a spell from the top of the deck
    Checks(en): Spectral Wizard looks at my top card; a spell there may be revealed and put into my hand.
    Checks(ja): スペクトラルウィザードはデッキの上1枚を見て、スペルなら公開して手札に加えてよい。

    Given it is my main phase with 2 play points
    And my hand holds "Spectral Wizard"
    And my deck holds "Wind Blast"
    When I play "Spectral Wizard"
    And I pick "Wind Blast" from the cards looked at
    Then the action succeeds
    And "Wind Blast" is in my hand

  @card-BP01-060
  Scenario: BP01-060 Spectral Wizard: On Evolve, discarding a spell deals 4 damage
    Checks(en): Evolving Spectral Wizard and discarding a spell deals 4 damage to a selected enemy follower.
    Checks(ja): スペクトラルウィザードが進化したとき、手札のスペル1枚を捨てると、相手のフォロワーに4ダメージ。

    Given it is my main phase with 2 play points
    And my field holds "Spectral Wizard"
    And my evolve deck holds "Spectral Wizard"
    And my hand holds "Wind Blast"
    And my opponent's field holds "Goliath"
    When I evolve "Spectral Wizard"
    And I select "Goliath" as the target
    Then the action succeeds
    And "Wind Blast" is in my cemetery
    And "Goliath" is in my opponent's cemetery

  @card-BP01-061
  Scenario: BP01-061 Flame Destroyer: Spellchain 5 makes it 3 cheaper
    Checks(en): With 5 spells in my cemetery, Flame Destroyer costs 6 instead of 9.
    Checks(ja): 墓場にスペルが5枚あれば、フレイムデストロイヤーのコストは9ではなく6になる。

    Given it is my main phase with 6 play points
    And my cemetery holds:
      | card       |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
    And my hand holds "Flame Destroyer"
    When I play "Flame Destroyer"
    Then the action succeeds
    And I have 0 play points
    And "Flame Destroyer" has Rush

  @card-BP01-062
  Scenario: BP01-062 Dragonbond Mage: playing a spell puts a spell counter on it
    Checks(en): Whenever I play a spell, Dragonbond Mage gets 1 spell counter.
    Checks(ja): 自分がスペルをプレイしたとき、ドラゴンメイジにスペルカウンターが1つ置かれる。

    Given it is my main phase with 1 play point
    And my field holds "Dragonbond Mage"
    And my hand holds "Wind Blast"
    And my opponent's field holds "Goliath"
    When I play "Wind Blast" targeting "Goliath"
    Then the action succeeds
    And "Dragonbond Mage" has 1 spell counter

  @card-BP01-062
  Scenario: BP01-062 Dragonbond Mage: removing 3 spell counters deals 5 damage
    Checks(en): Dragonbond Mage's activated ability removes 3 spell counters from it and deals 5 damage to a selected enemy follower.
    Checks(ja): ドラゴンメイジの起動能力はスペルカウンター3つを取り、選んだ相手のフォロワーに5ダメージを与える。

    Given it is my main phase with 0 play points
    And my field holds:
      | card            | counters |
      | Dragonbond Mage | spell 3  |
    And my opponent's field holds "Goliath"
    When I activate "Dragonbond Mage" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And "Dragonbond Mage" has 0 spell counters

  @card-BP01-063
  Scenario: BP01-063 Golem Protection: it summons 2 Guardform Golems
    Checks(en): Golem Protection summons 2 Guardform Golem tokens.
    Checks(ja): ゴーレムプロテクションは『防御型ゴーレム』2体を出す。

    Given it is my main phase with 4 play points
    And my hand holds "Golem Protection"
    When I play "Golem Protection"
    Then the action succeeds
    And my field holds 2 "Guardform Golem"

  @card-BP01-064
  Scenario: BP01-064 Alchemical Lore: it deals 4 damage to each enemy follower
    Checks(en): Alchemical Lore deals 4 damage to every enemy follower.
    Checks(ja): アルケミックロアは相手のフォロワーすべてに4ダメージを与える。

    Given it is my main phase with 5 play points
    And my hand holds "Alchemical Lore"
    And my opponent's field holds:
      | card           |
      | Goliath        |
      | Genesis Dragon |
    When I play "Alchemical Lore"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery
    And "Genesis Dragon" has 10 attack and 8 defense

  @card-BP01-065
  Scenario: BP01-065 Fate's Hand: it draws 2 cards
    Checks(en): Fate's Hand draws 2 cards (without Spellchain 10 no play point comes back).
    Checks(ja): 運命の導きは2枚引く（スペルチェイン10がなければPPは回復しない）。

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Fate's Hand"
    When I play "Fate's Hand"
    Then the action succeeds
    And my hand holds 2 cards
    And I have 0 play points

  @card-BP01-066
  Scenario: BP01-066 Price of Magic: its Fanfare banishes an enemy follower with 4 defense or less
    Checks(en): Price of Magic banishes a selected enemy follower whose defense is 4 or less; it enters with 1 Stack counter.
    Checks(ja): 錬金術の代償のファンファーレは、体力4以下の相手のフォロワー1体を消滅させる。スタックカウンター1つで場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Price of Magic"
    And my opponent's field holds "Goliath"
    When I play "Price of Magic" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's banished zone
    And "Price of Magic" has 1 stack counter

  @card-BP01-067
  Scenario: BP01-067 Runic Guardian: its Fanfare option 2 summons a Magic Sediment
    Checks(en): Runic Guardian's Fanfare, option 2, summons a Magic Sediment token.
    Checks(ja): ルーンガーディアンのファンファーレで【2】を選ぶと『大地の魔片』1つを出す。

    Given it is my main phase with 3 play points
    And my hand holds "Runic Guardian"
    When I play "Runic Guardian" choosing option 2
    Then the action succeeds
    And my field holds 1 "Magic Sediment"
    And "Runic Guardian" has Ward

  @card-BP01-067 @cr-5.18.1 @cr-13.3.3
  Scenario: BP01-067 Runic Guardian: option 1 with its Earth Rite paid gives it +1/+2
    Checks(en): The Earth Rite is printed inside option 1: choosing option 1 and paying it with a Stack counter gives Runic Guardian +1/+2.
    Checks(ja): 土の秘術は【1】の中に書かれている。【1】を選び、スタックカウンターで土の秘術を支払うと、ルーンガーディアンは+1/+2される。

    Given it is my main phase with 3 play points
    And my field holds "Magic Sediment"
    And my hand holds "Runic Guardian"
    When I play "Runic Guardian" choosing option 1 paying Earth Rite with "Magic Sediment"
    Then the action succeeds
    And "Runic Guardian" has 4 attack and 6 defense
    And my field holds 0 "Magic Sediment"

  @card-BP01-067 @cr-5.18.1 @cr-13.3.3
  Scenario: BP01-067 Runic Guardian: its Earth Rite is not paid with option 2
    Checks(en): The Earth Rite belongs to option 1 only: choosing option 2 while paying it is refused, and nothing is played or paid.
    Checks(ja): 土の秘術は【1】だけのもの。【2】を選んで土の秘術を支払うことはできず、何もプレイされず何も支払われない。

    Given it is my main phase with 3 play points
    And my field holds "Magic Sediment"
    And my hand holds "Runic Guardian"
    When I play "Runic Guardian" choosing option 2 paying Earth Rite with "Magic Sediment"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And my field holds 1 "Magic Sediment"

  @card-BP01-068
  Scenario: BP01-068 Crafty Warlock: its Last Words summons a Magic Sediment
    Checks(en): When Crafty Warlock is destroyed, a Magic Sediment token comes onto my field.
    Checks(ja): クラフトウォーロックが破壊されると、『大地の魔片』1つが場に出る。

    Given it is my main phase with 0 play points
    And my field holds "Crafty Warlock"
    And my opponent's field holds:
      | card    | state   |
      | Goliath | engaged |
    When I attack "Goliath" with "Crafty Warlock"
    Then "Crafty Warlock" is in my cemetery
    And my field holds 1 "Magic Sediment"

  @card-BP01-069
  Scenario: BP01-069 Crafty Warlock: evolved, its Last Words also adds a Stack counter
    Checks(en): The evolved Crafty Warlock's Last Words summons a Magic Sediment and adds 1 Stack counter to a Stack card of mine.
    Checks(ja): 進化したクラフトウォーロックのラストワードは『大地の魔片』を出し、自分の場のスタックを+1する。

    Given it is my main phase with 1 play point
    And my field holds "Crafty Warlock"
    And my evolve deck holds "Crafty Warlock"
    And my field holds:
      | card           | as        |
      | Magic Sediment | Old Stack |
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I evolve "Crafty Warlock"
    And I attack "Genesis Dragon" with "Crafty Warlock"
    And I select "Old Stack" as the target
    Then my evolve deck holds 1 face-up "Crafty Warlock"
    And "Old Stack" has 2 stack counters

  @card-BP01-069 @cr-13.3.2.4
  Scenario: BP01-069 Crafty Warlock: evolved, with no other Stack card its Last Words stacks the Magic Sediment it made
    Checks(en): The Stack counter goes on a Stack card of mine as the Last Words reaches it, so the Magic Sediment the same Last Words just made may take it: with no other Stack card, that Sediment ends with 2 counters.
    Checks(ja): スタックカウンターはラストワードのその部分を処理するときに自分のスタックを持つカードに置くので、同じラストワードで出した『大地の魔片』にも置ける。他にスタックを持つカードがなければ、その魔片のカウンターは2つになる。

    Given it is my main phase with 1 play point
    And my field holds "Crafty Warlock"
    And my evolve deck holds "Crafty Warlock"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I evolve "Crafty Warlock"
    And I attack "Genesis Dragon" with "Crafty Warlock"
    And I select "Magic Sediment" as the target
    Then my evolve deck holds 1 face-up "Crafty Warlock"
    And my field holds 1 "Magic Sediment"
    And "Magic Sediment" has 2 stack counters

  @card-BP01-070
  Scenario: BP01-070 Lightning Shooter: its Fanfare deals 2 damage to an enemy follower
    Checks(en): Playing Lightning Shooter deals 2 damage to a selected enemy follower.
    Checks(ja): ライトニングシューターのファンファーレは、選んだ相手のフォロワーに2ダメージを与える。

    Given it is my main phase with 4 play points
    And my hand holds "Lightning Shooter"
    And my opponent's field holds "Goliath"
    When I play "Lightning Shooter" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 2 defense

  @card-BP01-071
  Scenario: BP01-071 Wind Blast: with Spellchain 10 it deals 4 damage instead of 2
    Checks(en): With 10 spells in my cemetery, Wind Blast deals 4 damage instead of 2.
    Checks(ja): 墓場にスペルが10枚あれば、ウィンドブラストは2ではなく4ダメージを与える。

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card         |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
      | Fate's Hand  |
    And my hand holds "Wind Blast"
    And my opponent's field holds "Goliath"
    When I play "Wind Blast" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's cemetery

  @card-BP01-072
  Scenario: BP01-072 Sorcery Cache: it takes a spell into the hand and may put another into the cemetery
    Checks(en): Sorcery Cache looks at my top 4 cards: the spell I pick goes to my hand, a second spell among them to my cemetery, the rest to the bottom.
    Checks(ja): 魔力の蓄積はデッキの上4枚を見て、選んだスペル1枚を手札に、もう1枚のスペルを墓場に置き、残りをデッキの下に置く。

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card        | as        |
      | Goliath     | Goliath A |
      | Wind Blast  |           |
      | Fate's Hand |           |
      | Goliath     | Goliath B |
    When I play "Sorcery Cache" picking "Wind Blast"
    And I pick "Fate's Hand" from the cards looked at
    And I put them on the bottom of my deck in the order "Goliath A", "Goliath B"
    Then the action succeeds
    And "Wind Blast" is in my hand
    And "Fate's Hand" is in my cemetery
    And my deck holds 2 cards

  @card-BP01-073
  Scenario: BP01-073 Fiery Embrace: it destroys an enemy follower
    Checks(en): Fiery Embrace destroys a selected enemy follower.
    Checks(ja): 炎の握撃は選んだ相手のフォロワーを破壊する。

    Given it is my main phase with 4 play points
    And my hand holds "Fiery Embrace"
    And my opponent's field holds "Genesis Dragon"
    When I play "Fiery Embrace" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" is in my opponent's cemetery
    And my opponent's leader has 20 defense

  @card-BP01-074
  Scenario: BP01-074 Alchemist's Workshop: its Fanfare summons a Strikeform Golem
    Checks(en): Playing Alchemist's Workshop summons a Strikeform Golem; the Workshop has 1 Stack counter.
    Checks(ja): 錬金工房のファンファーレで『攻撃型ゴーレム』1体を出す。錬金工房はスタックカウンター1つを持つ。

    Given it is my main phase with 2 play points
    And my hand holds "Alchemist's Workshop"
    When I play "Alchemist's Workshop"
    Then the action succeeds
    And my field holds 1 "Strikeform Golem"
    And "Alchemist's Workshop" has 1 stack counter

  @card-BP01-075
  Scenario: BP01-075 Teachings of Creation: its Fanfare draws a card
    Checks(en): Playing Teachings of Creation draws a card.
    Checks(ja): 雄大なる教えのファンファーレで1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Teachings of Creation"
    When I play "Teachings of Creation"
    Then the action succeeds
    And my hand holds 1 card
    And "Teachings of Creation" has 1 stack counter

  @card-BP01-T08
  Scenario: BP01-T08 Strikeform Golem: made by Alchemist's Workshop, it is a 3/2 with Rush
    Checks(en): The Strikeform Golem that Alchemist's Workshop summons is a 3/2 that can attack a follower at once (Rush).
    Checks(ja): 錬金工房が出す『攻撃型ゴーレム』は突進を持つ3/2で、すぐにフォロワーを攻撃できる。

    Given it is my main phase with 2 play points
    And my hand holds "Alchemist's Workshop"
    And my opponent's field holds:
      | card          | state   |
      | Ninja Trainee | engaged |
    When I play "Alchemist's Workshop"
    And I attack "Ninja Trainee" with "Strikeform Golem"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery

  @card-BP01-T09
  Scenario: BP01-T09 Guardform Golem: made by Golem Protection, it is a 2/3 with Ward
    Checks(en): The Guardform Golem that Golem Protection summons is a 2/3 with Ward.
    Checks(ja): ゴーレムプロテクションが出す『防御型ゴーレム』は守護を持つ2/3。

    Given it is my main phase with 4 play points
    And my hand holds "Golem Protection"
    When I play "Golem Protection"
    Then the action succeeds
    And "Guardform Golem" has 2 attack and 3 defense
    And "Guardform Golem" has Ward

  @card-BP01-T10
  Scenario: BP01-T10 Magic Sediment: made by Runic Guardian, it enters with 1 Stack counter
    Checks(en): The Magic Sediment that Runic Guardian summons is an amulet with Stack and 1 Stack counter.
    Checks(ja): ルーンガーディアンが出す『大地の魔片』はスタックを持ち、スタックカウンター1つで場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Runic Guardian"
    When I play "Runic Guardian" choosing option 2
    Then the action succeeds
    And "Magic Sediment" has 1 stack counter
