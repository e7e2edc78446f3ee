@sve @bp01
Feature: BP01 Abysscraft cards (ナイトメア): each card played (or made, for tokens) with its main ability
  One scenario per Abysscraft face of the first booster set (base, evolved and token faces). Each is
  tagged with the card's set number and checks what the card does through the engine's public
  actions; the card itself is data in engine/sve/sets/BP01.yaml.

  @card-BP01-101
  Scenario: BP01-101 Cerberus: its Fanfare puts Mimi or Coco into the EX area
    Checks(en): Playing Cerberus puts the token I choose, Mimi or Coco, into my EX area.
    Checks(ja): ケルベロスのファンファーレで『ミミ』か『ココ』の選んだほうを自分のEXエリアに置く。

    Given it is my main phase with 4 play points
    And my hand holds "Cerberus"
    When I play "Cerberus" choosing option 1
    Then the action succeeds
    And my EX area holds 1 "Mimi"
    And my EX area holds 0 "Coco"

  @card-BP01-102
  Scenario: BP01-102 Cerberus: On Evolve puts both Mimi and Coco into the EX area
    Checks(en): Evolving Cerberus puts one Mimi and one Coco into my EX area.
    Checks(ja): ケルベロスが進化したとき、『ミミ』と『ココ』を1枚ずつEXエリアに置く。

    Given it is my main phase with 2 play points
    And my field holds "Cerberus"
    And my evolve deck holds "Cerberus"
    When I evolve "Cerberus"
    Then the action succeeds
    And my EX area holds 1 "Mimi"
    And my EX area holds 1 "Coco"

  @card-BP01-103
  Scenario: BP01-103 Lord Atomy: banishing 4 Abysscraft cards from the EX area makes it 9 cheaper
    Checks(en): Lord Atomy costs 9 less when I banish 4 Abysscraft cards from my EX area as I play it.
    Checks(ja): 骸の王は、EXエリアのナイトメア・カード4枚を消滅させるとコスト-9でプレイできる。

    Given it is my main phase with 0 play points
    And my hand holds "Lord Atomy"
    And my EX area holds:
      | card | as |
      | Mimi | M1 |
      | Mimi | M2 |
      | Coco | C1 |
      | Coco | C2 |
    When I play "Lord Atomy" by its alternative cost 2 paying with "M1", "M2", "C1" and "C2"
    Then the action succeeds
    And "Lord Atomy" is on my field
    And my EX area holds 0 cards

  @card-BP01-104
  Scenario: BP01-104 Medusa: its activated ability destroys an enemy follower
    Checks(en): Engaging Medusa destroys a selected enemy follower.
    Checks(ja): メドゥーサの起動能力（これをアクト）は、選んだ相手のフォロワーを破壊する。

    Given it is my main phase with 0 play points
    And my field holds "Medusa"
    And my opponent's field holds "Genesis Dragon"
    When I activate "Medusa" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" is in my opponent's cemetery
    And "Medusa" is engaged

  @card-BP01-104
  Scenario: BP01-104 Medusa: with Sanguine it costs 1 less
    Checks(en): With Sanguine, Medusa costs 5 instead of 6.
    Checks(ja): 真紅状態なら、メドゥーサのコストは6ではなく5になる。

    Given it is my main phase with 5 play points
    And my leader lost defense this turn
    And my hand holds "Medusa"
    When I play "Medusa"
    Then the action succeeds
    And I have 0 play points
    And "Medusa" has Bane

  @card-BP01-105
  Scenario: BP01-105 Righteous Devil: it evolves by paying 3 of my leader's defense
    Checks(en): Righteous Devil evolves by paying 3 of my leader's defense instead of play points.
    Checks(ja): 裁きの悪魔は、PPではなくリーダーの体力3を払って進化する。

    Given it is my main phase with 0 play points
    And my field holds "Righteous Devil"
    And my evolve deck holds "Righteous Devil"
    When I evolve "Righteous Devil"
    Then the action succeeds
    And "Righteous Devil" is evolved
    And my leader has 17 defense

  @card-BP01-106
  Scenario: BP01-106 Righteous Devil: evolved, an enemy follower destroyed hurts its leader and heals mine
    Checks(en): While the evolved Righteous Devil is on my field, an enemy follower destroyed deals 1 damage to its leader and gives my leader +1.
    Checks(ja): 進化した裁きの悪魔がいる限り、相手のフォロワーが破壊されると、そのリーダーに1ダメージ、自分のリーダーの体力+1。

    Given it is my main phase with 1 play point
    And my field holds "Righteous Devil"
    And my evolve deck holds "Righteous Devil"
    And my hand holds "Angelic Snipe"
    And my opponent's field holds "Ninja Trainee"
    When I evolve "Righteous Devil"
    And I play "Angelic Snipe" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery
    And my opponent's leader has 19 defense
    And my leader has 18 defense

  @card-BP01-107
  Scenario: BP01-107 Mordecai the Duelist: its Last Words, paying 3 defense, brings it back onto the field
    Checks(en): When Mordecai the Duelist is destroyed, paying 3 of my leader's defense puts it back onto my field.
    Checks(ja): デュエリスト・モルディカイが破壊されたとき、リーダーの体力3を払うと、これを場に出す。

    Given it is my main phase with 0 play points
    And my field holds "Mordecai the Duelist"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Mordecai the Duelist"
    Then "Mordecai the Duelist" is on my field
    And my leader has 17 defense

  @card-BP01-107 @cr-4.1.4.1
  Scenario: BP01-107 Mordecai the Duelist: its Last Words brings back this very card, not another of its name
    Checks(en): The Last Words puts this Mordecai back onto the field; another Mordecai the Duelist already in my cemetery stays there.
    Checks(ja): ラストワードで場に出るのはこのモルディカイであり、すでに墓場にある別のデュエリスト・モルディカイは墓場に残る。

    Given it is my main phase with 0 play points
    And my field holds:
      | card                 | as          |
      | Mordecai the Duelist | Mordecai A  |
    And my cemetery holds:
      | card                 | as          |
      | Mordecai the Duelist | Mordecai B  |
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Mordecai A"
    Then "Mordecai A" is on my field
    And "Mordecai B" is in my cemetery
    And my leader has 17 defense

  @card-BP01-108
  Scenario: BP01-108 Dire Bond: its Fanfare costs my leader 1 defense and draws a card
    Checks(en): Playing Dire Bond deals 1 damage to my leader and draws a card.
    Checks(ja): 漆黒の契約のファンファーレで自分のリーダーに1ダメージ、1枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Dire Bond"
    When I play "Dire Bond"
    Then the action succeeds
    And my leader has 19 defense
    And my hand holds 1 card

  @card-BP01-108
  Scenario: BP01-108 Dire Bond: sacrificing it costs my leader 1 defense and draws a card
    Checks(en): Dire Bond's activated ability (2 play points, engage, to cemetery) deals 1 damage to my leader and draws a card.
    Checks(ja): 漆黒の契約の起動能力（コスト2、アクト、墓場に置く）で自分のリーダーに1ダメージ、1枚引く。

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my field holds "Dire Bond"
    When I activate "Dire Bond"
    Then the action succeeds
    And "Dire Bond" is in my cemetery
    And my leader has 19 defense
    And my hand holds 1 card

  @card-BP01-109
  Scenario: BP01-109 Hell's Unleasher: sacrificing it returns a 3-cost follower from the cemetery to the hand
    Checks(en): Hell's Unleasher's activated ability (engage, to cemetery) puts a follower costing 3 or more from my cemetery into my hand.
    Checks(ja): 地獄の解放者の起動能力（アクト、墓場に置く）で、墓場のコスト3以上のフォロワー1枚を手札に加える。

    Given it is my main phase with 0 play points
    And my field holds "Hell's Unleasher"
    And my cemetery holds "Goliath"
    When I activate "Hell's Unleasher" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my hand
    And "Hell's Unleasher" is in my cemetery

  @card-BP01-110
  Scenario: BP01-110 Crazed Executioner: it enters as a 3/3
    Checks(en): Crazed Executioner costs 3 and enters the field as a 3/3.
    Checks(ja): 狂気の処刑人はコスト3で、3/3のフォロワーとして場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Crazed Executioner"
    When I play "Crazed Executioner"
    Then the action succeeds
    And "Crazed Executioner" has 3 attack and 3 defense

  @card-BP01-111
  Scenario: BP01-111 Crazed Executioner: On Evolve costs my leader 2 and discards a card I pick from the enemy hand
    Checks(en): Evolving Crazed Executioner deals 2 damage to my leader; I then pick a card from the opponent's revealed hand and they discard it.
    Checks(ja): 狂気の処刑人が進化したとき、自分のリーダーに2ダメージ。相手の手札から選んだ1枚を相手が捨てる。

    Given it is my main phase with 1 play point
    And my field holds "Crazed Executioner"
    And my evolve deck holds "Crazed Executioner"
    And my opponent's hand holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    When I evolve "Crazed Executioner"
    And I select "Goliath" as the target
    Then the action succeeds
    And my leader has 18 defense
    And "Goliath" is in my opponent's cemetery
    And my opponent's hand holds 1 card
    And the event "revealed" happened

  @card-BP01-112
  Scenario: BP01-112 Dark Summoner: with Sanguine its Fanfare gives +1/+1 and Rush
    Checks(en): With Sanguine, Dark Summoner enters as a 4/3 with Rush.
    Checks(ja): 真紅状態なら、ダークサモナーは+1/+1して突進を持つ（4/3）。

    Given it is my main phase with 2 play points
    And my leader lost defense this turn
    And my hand holds "Dark Summoner"
    When I play "Dark Summoner"
    Then the action succeeds
    And "Dark Summoner" has 4 attack and 3 defense
    And "Dark Summoner" has Rush

  @card-BP01-113
  Scenario: BP01-113 Dark General: with Sanguine its Fanfare gives Storm
    Checks(en): With Sanguine, Dark General gets Storm and attacks the enemy leader at once.
    Checks(ja): 真紅状態なら、ダークジェネラルは疾走を持ち、すぐに相手のリーダーを攻撃できる。

    Given it is my main phase with 4 play points
    And my leader lost defense this turn
    And my hand holds "Dark General"
    When I play "Dark General"
    And I attack the enemy leader with "Dark General"
    Then the action succeeds
    And my opponent's leader has 15 defense

  @card-BP01-114
  Scenario: BP01-114 Phantom Howl: it summons 4 Ghosts
    Checks(en): Phantom Howl summons 4 Ghost tokens.
    Checks(ja): ファントムハウルは『ゴースト』4体を出す。

    Given it is my main phase with 3 play points
    And my hand holds "Phantom Howl"
    When I play "Phantom Howl"
    Then the action succeeds
    And my field holds 4 "Ghost"

  @card-BP01-115
  Scenario: BP01-115 Death's Breath: it brings back the chosen follower costing 8 or less with Ward
    Checks(en): Death's Breath puts the chosen follower costing 8 or less from my cemetery onto my field and gives it Ward.
    Checks(ja): 死の祝福は墓場のコスト8以下のフォロワーから選んだ1枚を場に出し、守護を与える。

    Given it is my main phase with 6 play points
    And my cemetery holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    And my hand holds "Death's Breath"
    When I play "Death's Breath" picking "Goliath"
    Then the action succeeds
    And "Goliath" is on my field
    And "Goliath" has Ward
    And "Ninja Trainee" is in my cemetery

  @card-BP01-116
  Scenario: BP01-116 Soul Conversion: it destroys a follower of mine and draws 2
    Checks(en): Soul Conversion destroys a selected follower on my field and draws 2 cards.
    Checks(ja): ソウルコンバージョンは選んだ自分のフォロワーを破壊し、2枚引く。

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds "Goliath"
    And my hand holds "Soul Conversion"
    When I play "Soul Conversion" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my cemetery
    And my hand holds 2 cards

  @card-BP01-117
  Scenario: BP01-117 Skeleton Fighter: with Sanguine its Fanfare gives +1/+1
    Checks(en): With Sanguine, Skeleton Fighter enters as a 3/3.
    Checks(ja): 真紅状態なら、スケルトンファイターは+1/+1されて3/3で場に出る。

    Given it is my main phase with 1 play point
    And my leader lost defense this turn
    And my hand holds "Skeleton Fighter"
    When I play "Skeleton Fighter"
    Then the action succeeds
    And "Skeleton Fighter" has 3 attack and 3 defense

  @card-BP01-118
  Scenario: BP01-118 Ambling Wraith: its Fanfare deals 1 damage to each leader
    Checks(en): Playing Ambling Wraith deals 1 damage to both leaders.
    Checks(ja): 蠢く死霊のファンファーレは、お互いのリーダーに1ダメージを与える。

    Given it is my main phase with 1 play point
    And my hand holds "Ambling Wraith"
    When I play "Ambling Wraith"
    Then the action succeeds
    And my leader has 19 defense
    And my opponent's leader has 19 defense

  @card-BP01-119
  Scenario: BP01-119 Spectre: paying 2 defense, its Fanfare gives Rush and mills a card
    Checks(en): Spectre's Fanfare, paying 2 of my leader's defense, gives it Rush and puts my top card into my cemetery.
    Checks(ja): スペクターのファンファーレでリーダーの体力2を払うと、これは突進を持ち、デッキの上1枚を墓場に置く。

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my hand holds "Spectre"
    When I play "Spectre"
    Then the action succeeds
    And my leader has 18 defense
    And "Spectre" has Rush
    And my cemetery holds 1 card

  @card-BP01-120
  Scenario: BP01-120 Spartoi Sergeant: its Fanfare puts the top 2 cards of my deck into the cemetery
    Checks(en): Playing Spartoi Sergeant puts the top 2 cards of my deck into my cemetery.
    Checks(ja): スパルトイサージェントのファンファーレで、デッキの上2枚を墓場に置く。

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my hand holds "Spartoi Sergeant"
    When I play "Spartoi Sergeant"
    Then the action succeeds
    And my cemetery holds 2 cards
    And my deck holds 1 card

  @card-BP01-121
  Scenario: BP01-121 Rabbit Necromancer: its Last Words deals 2 damage to each leader
    Checks(en): When Rabbit Necromancer is destroyed, both leaders take 2 damage.
    Checks(ja): ラビットネクロマンサーが破壊されると、お互いのリーダーに2ダメージ。

    Given it is my main phase with 0 play points
    And my field holds "Rabbit Necromancer"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Rabbit Necromancer"
    Then "Rabbit Necromancer" is in my cemetery
    And my leader has 18 defense
    And my opponent's leader has 18 defense

  @card-BP01-122
  Scenario: BP01-122 Wardrobe Raider: it enters as a 3/3
    Checks(en): Wardrobe Raider costs 3 and enters the field as a 3/3.
    Checks(ja): ワードローブレイダーはコスト3で、3/3のフォロワーとして場に出る。

    Given it is my main phase with 3 play points
    And my hand holds "Wardrobe Raider"
    When I play "Wardrobe Raider"
    Then the action succeeds
    And "Wardrobe Raider" has 3 attack and 3 defense
    And I have 0 play points

  @card-BP01-123
  Scenario: BP01-123 Wardrobe Raider: On Evolve, burying a follower of mine destroys an enemy follower
    Checks(en): Evolving Wardrobe Raider and putting another follower of mine into the cemetery destroys a selected enemy follower.
    Checks(ja): ワードローブレイダーが進化したとき、自分のフォロワー1体を墓場に置くと、相手のフォロワー1体を破壊する。

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Wardrobe Raider |
      | Ninja Trainee   |
    And my evolve deck holds "Wardrobe Raider"
    And my opponent's field holds "Genesis Dragon"
    When I evolve "Wardrobe Raider" paying its On Evolve cost with "Ninja Trainee"
    And I select "Genesis Dragon" as the target
    Then the action succeeds
    And "Ninja Trainee" is in my cemetery
    And "Genesis Dragon" is in my opponent's cemetery

  @card-BP01-124
  Scenario: BP01-124 Undead King: its Fanfare returns up to 2 followers from the cemetery to the hand
    Checks(en): Undead King puts up to 2 selected followers from my cemetery into my hand.
    Checks(ja): アンデッドキングのファンファーレで、選んだ墓場のフォロワー2枚までを手札に加える。

    Given it is my main phase with 6 play points
    And my cemetery holds:
      | card          |
      | Goliath       |
      | Ninja Trainee |
    And my hand holds "Undead King"
    When I play "Undead King" targeting "Goliath" and "Ninja Trainee"
    Then the action succeeds
    And "Goliath" is in my hand
    And "Ninja Trainee" is in my hand

  @card-BP01-125
  Scenario: BP01-125 Razory Claw: it costs my leader 2 and deals 3 to an enemy follower
    Checks(en): Razory Claw deals 2 damage to my leader and 3 damage to the selected enemy follower.
    Checks(ja): 鋭利な一裂きは自分のリーダーに2ダメージ、選んだ相手のフォロワーに3ダメージ。

    Given it is my main phase with 2 play points
    And my hand holds "Razory Claw"
    And my opponent's field holds "Goliath"
    When I play "Razory Claw" targeting "Goliath"
    Then the action succeeds
    And my leader has 18 defense
    And "Goliath" has 3 attack and 1 defense

  @card-BP01-T12
  Scenario: BP01-T12 Mimi: made by Cerberus, it deals 2 damage to an enemy follower
    Checks(en): Mimi, put into my EX area by Cerberus, is played for 0 and deals 2 damage to a selected enemy follower.
    Checks(ja): ケルベロスが置いた『ミミ』はコスト0でプレイでき、相手のフォロワーに2ダメージを与える。

    Given it is my main phase with 4 play points
    And my hand holds "Cerberus"
    And my opponent's field holds "Ninja Trainee"
    When I play "Cerberus" choosing option 1
    And I play "Mimi" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery

  @card-BP01-T13
  Scenario: BP01-T13 Coco: made by Cerberus, it gives a follower of mine +2 attack
    Checks(en): Coco, put into my EX area by Cerberus, is played for 0 and gives a selected follower of mine +2 attack.
    Checks(ja): ケルベロスが置いた『ココ』はコスト0でプレイでき、選んだ自分のフォロワーの攻撃力を+2する。

    Given it is my main phase with 4 play points
    And my hand holds "Cerberus"
    When I play "Cerberus" choosing option 2
    And I play "Coco" targeting "Cerberus"
    Then the action succeeds
    And "Cerberus" has 5 attack and 3 defense

  @card-BP01-T14
  Scenario: BP01-T14 Ghost: made by Phantom Howl, it is banished at the start of my end phase
    Checks(en): A Ghost summoned by Phantom Howl attacks at once (Storm) and is banished at the start of my end phase.
    Checks(ja): ファントムハウルが出す『ゴースト』は疾走で攻撃でき、自分のエンドフェイズ開始時に消滅する。

    Given it is my main phase with 3 play points
    And my hand holds "Phantom Howl"
    When I play "Phantom Howl"
    And I attack the enemy leader with "Ghost"
    And I end my main phase
    Then my opponent's leader has 19 defense
    And my field holds 0 "Ghost"

  @card-BP01-T15
  Scenario: BP01-T15 Forest Bat: it is a 1/1 token
    Checks(en): A Forest Bat is a 1-cost 1/1 token follower (no BP01 card makes it; it is played here from the EX area).
    Checks(ja): 『フォレストバット』はコスト1の1/1トークン（BP01に出すカードはなく、ここではEXエリアからプレイする）。

    Given it is my main phase with 1 play point
    And my EX area holds "Forest Bat"
    When I play "Forest Bat"
    Then the action succeeds
    And "Forest Bat" has 1 attack and 1 defense
