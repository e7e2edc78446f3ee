@sve
Feature: A third batch of official card rulings the project had never seen, on the starter decks SD01-SD06
  Each scenario restates one official card Q&A answer about a card of the starter decks SD01 to SD06, found in
  the card notes of the public engine eireetm/SVEN (packages/core/src/script/SD0N/*.ts) and used nowhere else in
  this project. The cards are not in the project's pool, so each is written as a test card named
  "Unseen SD0N-NNN <name>" (engine/sve/cards.yaml) with the real card's facts, and the scenario is written first
  with the steps as they were, as a new contributor would.
  Sampling: the 70 card script files of SD01-SD06, shuffled with Python's random.Random(2113).shuffle and read in
  that order until about 35 rulings were collected (50 files read, 36 distinct rulings), listed in
  docs/unseen-rulings-3-sd.md; none was passed over (no card of the sample was in the project, and each answer has
  a state that tells it from its opposite).
  Tally of the 36 written: 35 right (the engine agreed from the start); wrong: none; 1 not writable as things were,
  made writable by a step and then right (SD06-002 Hare of Illusions' second activated ability). Not yet
  checkable: none. The test cards are our encoding of the real cards: a ruling that turns on how a card's text is
  read is checked against that encoding, the engine's part being what it does with it.

  @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 SD05-015: Undying Resentment cannot be played with no enemy follower to select
    Rule(en): Undying Resentment needs an enemy follower to select; with none on the field it cannot be played just to put the top card of my deck into my cemetery.
    Rule(ja): 消えぬ怨恨は相手のフォロワーを選ぶ必要がある。場にいなければ、デッキの上を墓場に置くためだけにプレイすることはできない。
    Source: Official card Q&A of SD05-015 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my hand holds "Unseen SD05-015 Undying Resentment"
    When I play "Unseen SD05-015 Undying Resentment"
    Then the action is refused
    And the game state is unchanged

  @cr-10.6.2.8.2
  Scenario: Unseen ruling 3 SD05-015: Undying Resentment can be played with my deck empty
    Rule(en): Undying Resentment can be played when my deck is empty: the damage is dealt, nothing goes to the cemetery from the deck and I do not lose for it.
    Rule(ja): デッキが0枚でも消えぬ怨恨はプレイできる。ダメージは与えられ、デッキから墓場に置くカードはなく、それで敗北することもない。
    Source: Official card Q&A of SD05-015 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 0 cards
    And my hand holds "Unseen SD05-015 Undying Resentment"
    And my opponent's field holds "Genesis Dragon"
    When I play "Unseen SD05-015 Undying Resentment" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 9 defense
    And my cemetery holds 1 card
    And the game goes on

  @cr-4.4.4.2 @cr-4.8.3.2
  Scenario: Unseen ruling 3 SD01-006: Fairy Caster makes only the Fairies that fit on my field and in my EX area
    Rule(en): Fairy Caster's Fairies go onto my field until it is full and the rest into my EX area; a Fairy for which neither has room is not made.
    Rule(ja): フェアリーキャスターのフェアリーは場が上限になるまで場に出て、残りはEXエリアに置かれる。どちらにも空きがない分は出ない。
    Source: Official card Q&A of SD01-006 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Unseen SD01-006 Fairy Caster"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD01-006 Fairy Caster"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 1 "Fairy"
    And my EX area holds 5 cards
    And my EX area holds 1 "Fairy"

  @cr-10.7.2.1
  Scenario: Unseen ruling 3 SD06-001: Skullfane deals its damage once for each of my amulets that leaves the field
    Rule(en): When two of my amulets leave the field at the same time, Skullfane's ability happens twice: 2 damage to the enemy leader and each enemy follower each time.
    Rule(ja): 自分のアミュレット2枚が同時に場を離れると、スカルフェインの能力は2回働き、そのたびに相手のリーダーと相手のフォロワーすべてに2ダメージ。
    Source: Official card Q&A of SD06-001 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds:
      | card                          |
      | Unseen SD06-001 Skullfane     |
      | Unseen SD06-015 Pinion Prayer |
      | Unseen SD06-016 Beastly Vow   |
    And my opponent's field holds "Genesis Dragon"
    And my opponent's hand holds "Unseen Amulet Sweep Spell"
    When my opponent plays "Unseen Amulet Sweep Spell"
    Then the action succeeds
    And my field holds 1 card
    And my opponent's leader has 16 defense
    And "Genesis Dragon" has 10 attack and 8 defense

  @cr-10.7.4.2
  Scenario: Unseen ruling 3 SD06-001: Skullfane reacts to an amulet that leaves the field together with it
    Rule(en): When Skullfane and one of my amulets leave the field at the same time, Skullfane's ability still happens for that amulet.
    Rule(ja): スカルフェインと自分のアミュレットが同時に場を離れても、そのアミュレットについてスカルフェインの能力は働く。
    Source: Official card Q&A of SD06-001 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds:
      | card                          |
      | Unseen SD06-001 Skullfane     |
      | Unseen SD06-015 Pinion Prayer |
    And my opponent's field holds "Genesis Dragon"
    And my opponent's hand holds "Unseen Field Sweep Spell"
    When my opponent plays "Unseen Field Sweep Spell"
    Then the action succeeds
    And my field holds 0 cards
    And "Unseen SD06-001 Skullfane" is in my banished zone
    And my opponent's leader has 18 defense
    And "Genesis Dragon" has 10 attack and 10 defense

  @cr-10.7.2.1
  Scenario: Unseen ruling 3 SD05-001: two Queen Vampires each give a new Forest Bat +1 attack
    Rule(en): Each Queen Vampire on my field reacts to a Forest Bat coming onto my field, so with two of them every new Forest Bat gets +2 attack and Ward.
    Rule(ja): 自分の場のクイーンヴァンパイアはそれぞれフォレストバットが出たことに反応するので、2体いれば新しいフォレストバットは攻撃力+2され、守護を持つ。
    Source: Official card Q&A of SD05-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                          | as      |
      | Unseen SD05-001 Queen Vampire | Queen A |
      | Unseen SD05-001 Queen Vampire | Queen B |
    When I activate "Queen A"
    Then the action succeeds
    And my field holds 2 "Forest Bat"
    And every "Forest Bat" on my field has Ward
    And "Forest Bat" has 3 attack and 1 defense
    And my leader has 19 defense

  @cr-4.8.3.2
  Scenario: Unseen ruling 3 SD05-012: with my EX area full, Lilith's Fanfare puts no Forest Bat there
    Rule(en): Lilith can be played with a full EX area; her Fanfare then simply makes no Forest Bat.
    Rule(ja): EXエリアが埋まっていてもリリムはプレイでき、ファンファーレでフォレストバットは置かれない。
    Source: Official card Q&A of SD05-012 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen SD05-012 Lilith"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD05-012 Lilith"
    Then the action succeeds
    And "Unseen SD05-012 Lilith" is on my field
    And my EX area holds 5 cards
    And my EX area holds 0 "Forest Bat"

  @cr-5.18.3.1.2
  Scenario: Unseen ruling 3 SD02-001: Tsubaki's destroy option cannot be chosen with no enemy follower
    Rule(en): With no enemy follower to select, Tsubaki's first option cannot be chosen; the Storm option still can.
    Rule(ja): 選べる相手のフォロワーがいなければ、ツバキの1つ目の効果はチョイスできない。疾走を持つ効果はチョイスできる。
    Source: Official card Q&A of SD02-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 6 play points
    And my hand holds "Unseen SD02-001 Tsubaki"
    When I play "Unseen SD02-001 Tsubaki" choosing option 1
    Then the action is refused
    And the game state is unchanged
    When I play "Unseen SD02-001 Tsubaki" choosing option 2
    Then the action succeeds
    And "Unseen SD02-001 Tsubaki" has Storm

  @cr-10.6.2.5.1
  Scenario: Unseen ruling 3 SD01-009: Treant's evolve cost stays 0 in my later turns
    Rule(en): The evolve cost Treant's Combo sets to 0 is not limited to that turn; it stays 0 while Treant is on the field.
    Rule(ja): トレントのコンボで0になった進化コストはそのターンだけではなく、トレントが場にいる限り0のまま。
    Source: Official card Q&A of SD01-009 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And I have played 2 cards this turn
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Unseen SD01-009 Treant"
    And my evolve deck holds "Unseen SD01-009 Treant"
    When I play "Unseen SD01-009 Treant"
    Then the action succeeds
    When I end the turn
    And my opponent ends the turn
    Then it is my main phase
    And I have 4 play points
    When I evolve "Unseen SD01-009 Treant"
    Then the action succeeds
    And "Unseen SD01-009 Treant" is evolved
    And I have 4 play points

  @cr-5.3
  Scenario: Unseen ruling 3 SD04-002: Dragon Oracle raises my maximum but gives no play point now
    Rule(en): Dragon Oracle's first option raises my maximum play points by 1 and does not give me a play point this turn.
    Rule(ja): 竜の託宣の1つ目の効果はPP最大値を1上げるだけで、このターンにPPを1増やしはしない。
    Source: Official card Q&A of SD04-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 of 5 play points
    And my hand holds "Unseen SD04-002 Dragon Oracle"
    When I play "Unseen SD04-002 Dragon Oracle" choosing option 1
    Then the action succeeds
    And I have 6 maximum play points
    And I have 0 play points

  @cr-5.3
  Scenario: Unseen ruling 3 SD04-002: Dragon Oracle's first option can be chosen at 10 maximum play points
    Rule(en): With 10 maximum play points Dragon Oracle's first option can still be chosen; the maximum stays 10.
    Rule(ja): PP最大値が10でも竜の託宣の1つ目の効果はチョイスでき、最大値は10のまま。
    Source: Official card Q&A of SD04-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 10 play points
    And my hand holds "Unseen SD04-002 Dragon Oracle"
    When I play "Unseen SD04-002 Dragon Oracle" choosing option 1
    Then the action succeeds
    And I have 10 maximum play points
    And I have 8 play points

  @cr-5.14
  Scenario: Unseen ruling 3 SD02-016: Unbridled Fury can be played with no follower of mine on the field
    Rule(en): Unbridled Fury can be played when I have no follower: X is 0 and the selected enemy follower takes no damage.
    Rule(ja): 自分のフォロワーがいなくても疾風怒濤はプレイできる。Xは0で、選んだ相手のフォロワーはダメージを受けない。
    Source: Official card Q&A of SD02-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen SD02-016 Unbridled Fury"
    And my opponent's field holds "Goliath"
    When I play "Unseen SD02-016 Unbridled Fury" targeting "Goliath"
    Then the action succeeds
    And "Unseen SD02-016 Unbridled Fury" is in my cemetery
    And "Goliath" has 3 attack and 4 defense

  @cr-4.8.3.2
  Scenario: Unseen ruling 3 SD04-012: with my EX area full, Dragonrider's Overflow Fanfare puts no Dragon there
    Rule(en): Dragonrider can be played under Overflow with a full EX area; its Fanfare then makes no Dragon.
    Rule(ja): 覚醒状態でEXエリアが埋まっていてもドラゴンライダーはプレイでき、ファンファーレでドラゴンは置かれない。
    Source: Official card Q&A of SD04-012 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 of 7 play points
    And my hand holds "Unseen SD04-012 Dragonrider"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD04-012 Dragonrider"
    Then the action succeeds
    And "Unseen SD04-012 Dragonrider" is on my field
    And my EX area holds 5 cards
    And my EX area holds 0 "Dragon"

  @cr-4.4.4.2
  Scenario: Unseen ruling 3 SD05-004: the evolved Playful Necromancer makes only the Ghosts that fit on my field
    Rule(en): The evolved Playful Necromancer puts onto my field only as many of its 3 Ghosts as there is room for; the others are not made.
    Rule(ja): 進化した悪戯なネクロマンサーのゴースト3体は、場に空きがある分だけ出て、残りは出ない。
    Source: Official card Q&A of SD05-004 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                                |
      | Unseen SD05-003 Playful Necromancer |
      | Test Goblin                         |
      | Test Goblin                         |
    And my evolve deck holds "Unseen SD05-003 Playful Necromancer"
    When I evolve "Unseen SD05-003 Playful Necromancer"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 2 "Ghost"
    And my EX area holds 0 cards

  @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 SD06-002: Hare of Illusions cannot use its engage ability with no enemy follower
    Rule(en): Hare of Illusions' first ability needs an enemy follower to select; with none, it cannot be used and the Hare stays on the field.
    Rule(ja): 夢想の白兎の1つ目の起動能力は相手のフォロワーを選ぶ必要がある。いなければ使えず、白兎は場に残る。
    Source: Official card Q&A of SD06-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Unseen SD06-002 Hare of Illusions"
    When I activate "Unseen SD06-002 Hare of Illusions"
    Then the action is refused
    And the game state is unchanged
    And "Unseen SD06-002 Hare of Illusions" is on my field

  @cr-10.6.2.3
  Scenario: Unseen ruling 3 SD06-002: Hare of Illusions may select an enemy follower that is already engaged
    Rule(en): Hare of Illusions' first ability can select an already engaged enemy follower; that follower stays engaged.
    Rule(ja): 夢想の白兎の1つ目の起動能力は既にアクト状態の相手のフォロワーも選べる。そのフォロワーはアクト状態のまま。
    Source: Official card Q&A of SD06-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Unseen SD06-002 Hare of Illusions"
    And my opponent's field holds:
      | card    | state   |
      | Goliath | engaged |
    When I activate "Unseen SD06-002 Hare of Illusions" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is engaged
    And "Unseen SD06-002 Hare of Illusions" is in my cemetery

  @cr-5.7
  Scenario: Unseen ruling 3 SD06-002: Hare of Illusions' second ability banishes the followers of both fields
    Rule(en): Hare of Illusions' 10-point ability banishes every follower on the field, mine as well as my opponent's.
    Rule(ja): 夢想の白兎のコスト10の起動能力は、相手のフォロワーだけでなく自分のフォロワーも含めて、場のフォロワーすべてを消滅させる。
    Source: Official card Q&A of SD06-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 10 play points
    And my field holds:
      | card                              |
      | Unseen SD06-002 Hare of Illusions |
      | Test Fighter                      |
    And my opponent's field holds "Goliath"
    When I activate "Unseen SD06-002 Hare of Illusions"'s ability 2
    Then the action succeeds
    And "Test Fighter" is in my banished zone
    And "Goliath" is in my opponent's banished zone
    And "Unseen SD06-002 Hare of Illusions" is in my cemetery
    And I have 0 play points

  @cr-5.10.1.1
  Scenario: Unseen ruling 3 SD03-011: the evolved Sammy makes a player with an empty deck lose
    Rule(en): The evolved Sammy makes each player draw a card; a player whose deck is empty then loses the game.
    Rule(ja): 進化したルーキーマジシャン・サミーで各プレイヤーは1枚引く。デッキが0枚のプレイヤーはそれで敗北する。
    Source: Official card Q&A of SD03-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my opponent's deck holds 0 cards
    And my field holds "Unseen SD03-010 Sammy, Wizard's Apprentice"
    And my evolve deck holds "Unseen SD03-010 Sammy, Wizard's Apprentice"
    When I evolve "Unseen SD03-010 Sammy, Wizard's Apprentice"
    Then the action succeeds
    And I win the game

  @cr-12.13
  Scenario: Unseen ruling 3 SD05-005: two Midnight Vampires still give a Forest Bat only one Drain
    Rule(en): Two Midnight Vampires both give my Forest Bats Drain, but a Forest Bat has Drain only once: its attack raises my leader's defense by its damage once.
    Rule(ja): ミッドナイトヴァンパイアが2体いても、フォレストバットが持つドレインは1つだけ。攻撃で与えたダメージの分だけリーダーの体力が1回増える。
    Source: Official card Q&A of SD05-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds:
      | card                             |
      | Unseen SD05-005 Midnight Vampire |
      | Unseen SD05-005 Midnight Vampire |
      | Forest Bat                       |
    When I attack the enemy leader with "Forest Bat"
    Then the action succeeds
    And my opponent's leader has 19 defense
    And my leader has 11 defense

  @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 SD06-005: Acolyte's Light cannot be played with no enemy follower to select
    Rule(en): Acolyte's Light needs an enemy follower to select; with none it cannot be played just for the 2 defense.
    Rule(ja): 破邪の光は相手のフォロワーを選ぶ必要がある。いなければ、体力+2のためだけにプレイすることはできない。
    Source: Official card Q&A of SD06-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Unseen SD06-005 Acolyte's Light"
    When I play "Unseen SD06-005 Acolyte's Light"
    Then the action is refused
    And the game state is unchanged

  @cr-10.6.2.8.2
  Scenario: Unseen ruling 3 SD03-001: Mythril Golem's SC 15 hits the enemy leader even with no enemy follower
    Rule(en): With 15 spells in my cemetery, Mythril Golem's Fanfare deals 5 damage to the enemy leader even when there is no enemy follower to damage.
    Rule(ja): 墓場のスペルが15枚以上なら、相手のフォロワーがいなくてもミスリルゴーレムのファンファーレは相手のリーダーに5ダメージを与える。
    Source: Official card Q&A of SD03-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 6 play points
    And my hand holds "Unseen SD03-001 Mythril Golem"
    And my cemetery holds:
      | card       |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
    When I play "Unseen SD03-001 Mythril Golem"
    Then the action succeeds
    And my opponent's leader has 15 defense

  @cr-13.3
  Scenario: Unseen ruling 3 SD03-001: with SC 15, Mythril Golem deals 5 to each enemy follower and 5 to the enemy leader
    Rule(en): With 15 spells in my cemetery, each enemy follower takes 5 damage (the Spellchain amount) and the enemy leader takes 5 as well.
    Rule(ja): 墓場のスペルが15枚以上なら、相手のフォロワーはそれぞれ5ダメージ(スペルチェインの値)を受け、相手のリーダーも5ダメージを受ける。
    Source: Official card Q&A of SD03-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 6 play points
    And my hand holds "Unseen SD03-001 Mythril Golem"
    And my opponent's field holds "Genesis Dragon"
    And my cemetery holds:
      | card       |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
      | Wind Blast |
    When I play "Unseen SD03-001 Mythril Golem"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 7 defense
    And my opponent's leader has 15 defense

  @cr-4.4.4.2
  Scenario: Unseen ruling 3 SD02-010: with my field full, Oathless Knight's Fanfare makes no Knight
    Rule(en): When Oathless Knight fills the last slot of my field, its Fanfare's Knight finds no room and is not made, not even in the EX area.
    Rule(ja): オースレスナイトで場が埋まると、ファンファーレのナイトは出る場所がなく、EXエリアにも置かれない。
    Source: Official card Q&A of SD02-010 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen SD02-010 Oathless Knight"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD02-010 Oathless Knight"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 0 "Knight"
    And my EX area holds 0 cards

  @cr-4.8.3.2
  Scenario: Unseen ruling 3 SD01-005: with my EX area full, Waltzing Fairy's Fanfare puts no Fairy there
    Rule(en): Waltzing Fairy can be played with a full EX area; its Fanfare then puts no Fairy there.
    Rule(ja): EXエリアが埋まっていてもワルツフェアリーはプレイでき、ファンファーレでフェアリーは置かれない。
    Source: Official card Q&A of SD01-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD01-005 Waltzing Fairy"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD01-005 Waltzing Fairy"
    Then the action succeeds
    And "Unseen SD01-005 Waltzing Fairy" is on my field
    And my EX area holds 5 cards
    And my EX area holds 0 "Fairy"

  @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 SD05-002: Alucard's Strike with no enemy follower gives my leader no defense either
    Rule(en): Alucard's Strike needs an enemy follower to select; with none, nothing of it happens, so my leader does not gain the 4 defense.
    Rule(ja): アルカードの攻撃時能力は相手のフォロワーを選ぶ必要がある。いなければ何も起こらず、リーダーの体力+4も起こらない。
    Source: Official card Q&A of SD05-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds "Unseen SD05-002 Alucard"
    When I attack the enemy leader with "Unseen SD05-002 Alucard"
    Then the action succeeds
    And my opponent's leader has 16 defense
    And my leader has 10 defense

  @cr-4.4.4.2 @cr-9.1.2
  Scenario: Unseen ruling 3 SD02-004: with room for one token, I pick which one the evolved Floral Fencer makes
    Rule(en): When my field has room for only one of the evolved Floral Fencer's two tokens, I choose which of them is made.
    Rule(ja): 進化したフローラルフェンサーのトークン2体のうち1体分しか場に空きがなければ、どちらを出すかは自分が選ぶ。
    Source: Official card Q&A of SD02-004 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                          |
      | Unseen SD02-003 Floral Fencer |
      | Test Goblin                   |
      | Test Goblin                   |
      | Test Goblin                   |
    And my evolve deck holds "Unseen SD02-003 Floral Fencer"
    When I evolve "Unseen SD02-003 Floral Fencer"
    And I choose to make "Knight"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 1 "Knight"
    And my field holds 0 "Steelclad Knight"

  @cr-10.4.6
  Scenario: Unseen ruling 3 SD06-016: Beastly Vow comes onto the field engaged, so its ability waits
    Rule(en): Beastly Vow is put onto my field engaged from the start, never reserved; its ability, which engages it, cannot be used that turn.
    Rule(ja): 聖獣への誓いは最初からアクト状態で場に出て、スタンド状態になることはない。自身をアクトする起動能力はそのターン使えない。
    Source: Official card Q&A of SD06-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD06-016 Beastly Vow"
    When I play "Unseen SD06-016 Beastly Vow"
    Then the action succeeds
    And "Unseen SD06-016 Beastly Vow" is engaged
    When I activate "Unseen SD06-016 Beastly Vow"
    Then the action is refused
    And "Unseen SD06-016 Beastly Vow" is on my field
    And I have 1 play point

  @cr-4.4.4.2
  Scenario: Unseen ruling 3 SD05-011: with my field full, the evolved Lesser Mummy's Strike makes no Ghost
    Rule(en): The evolved Lesser Mummy may attack with my field full; its Strike then makes no Ghost.
    Rule(ja): 場が埋まっていても進化したレッサーマミーは攻撃でき、攻撃時能力でゴーストは出ない。
    Source: Official card Q&A of SD05-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                         |
      | Unseen SD05-010 Lesser Mummy |
      | Test Goblin                  |
      | Test Goblin                  |
      | Test Goblin                  |
      | Test Goblin                  |
    And my evolve deck holds "Unseen SD05-010 Lesser Mummy"
    When I evolve "Unseen SD05-010 Lesser Mummy"
    And I attack the enemy leader with "Unseen SD05-010 Lesser Mummy"
    Then the action succeeds
    And my opponent's leader has 17 defense
    And my field holds 5 cards
    And my field holds 0 "Ghost"

  @cr-10.4
  Scenario: Unseen ruling 3 SD06-015: Pinion Prayer on a full field makes room for its own Holy Falcon
    Rule(en): Pinion Prayer goes to the cemetery as part of its ability's cost, so even on a full field its Holy Falcon has room.
    Rule(ja): 白翼への祈りは起動能力のコストで墓場に置かれるので、場が埋まっていてもホーリーファルコンは出られる。
    Source: Official card Q&A of SD06-015 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                          |
      | Unseen SD06-015 Pinion Prayer |
      | Test Goblin                   |
      | Test Goblin                   |
      | Test Goblin                   |
      | Test Goblin                   |
    When I activate "Unseen SD06-015 Pinion Prayer"
    Then the action succeeds
    And "Unseen SD06-015 Pinion Prayer" is in my cemetery
    And my field holds 5 cards
    And my field holds 1 "Holy Falcon"

  @cr-5.27
  Scenario: Unseen ruling 3 SD04-010: the evolved Roc keeps its Strike's +1/+1 after the attack
    Rule(en): The +1/+1 the evolved Roc gives itself when it attacks has no end: it stays after the attack and after the turn.
    Rule(ja): 進化したルフ鳥が攻撃時に得る+1/+1には期限がなく、攻撃の後もターンの後も残る。
    Source: Official card Q&A of SD04-010 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Unseen SD04-009 Roc"
    And my evolve deck holds "Unseen SD04-009 Roc"
    When I evolve "Unseen SD04-009 Roc"
    And I attack the enemy leader with "Unseen SD04-009 Roc"
    Then the action succeeds
    And my opponent's leader has 16 defense
    And "Unseen SD04-009 Roc" has 4 attack and 4 defense
    When I end the turn
    Then "Unseen SD04-009 Roc" has 4 attack and 4 defense

  @cr-10.4
  Scenario: Unseen ruling 3 SD06-006: Dual Flames on a full field makes room for its own Holy Tiger
    Rule(en): Dual Flames goes to the cemetery as part of its ability's cost, so even on a full field its Holy Tiger has room.
    Rule(ja): 二対の炎は起動能力のコストで墓場に置かれるので、場が埋まっていてもホーリータイガーは出られる。
    Source: Official card Q&A of SD06-006 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds:
      | card                        |
      | Unseen SD06-006 Dual Flames |
      | Test Goblin                 |
      | Test Goblin                 |
      | Test Goblin                 |
      | Test Goblin                 |
    When I activate "Unseen SD06-006 Dual Flames"
    Then the action succeeds
    And "Unseen SD06-006 Dual Flames" is in my cemetery
    And my field holds 5 cards
    And my field holds 1 "Holy Tiger"

  @cr-12.15.2
  Scenario: Unseen ruling 3 SD03-004: the evolved Demonflame Mage's damage reaches an enemy follower with Aura
    Rule(en): The evolved Demonflame Mage damages every enemy follower without selecting any, so Aura does not keep a follower out of it.
    Rule(ja): 進化したデモンフレイムメイジは選ばずに相手のフォロワーすべてにダメージを与えるので、オーラを持つフォロワーもダメージを受ける。
    Source: Official card Q&A of SD03-004 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Unseen SD03-003 Demonflame Mage"
    And my evolve deck holds "Unseen SD03-003 Demonflame Mage"
    And my opponent's field holds "Shrine Knight Maiden"
    When I evolve "Unseen SD03-003 Demonflame Mage"
    Then the action succeeds
    And "Shrine Knight Maiden" has 5 attack and 3 defense

  @cr-5.27
  Scenario: Unseen ruling 3 SD05-013: the evolved Lilith's Strike raises my leader above 20 defense
    Rule(en): The 2 defense the evolved Lilith gives my leader when it attacks is given even when my leader already has 20 or more.
    Rule(ja): 進化したリリムの攻撃時にリーダーが得る体力+2は、リーダーの体力が20以上でも得られる。
    Source: Official card Q&A of SD05-013 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Unseen SD05-012 Lilith"
    And my evolve deck holds "Unseen SD05-012 Lilith"
    When I evolve "Unseen SD05-012 Lilith"
    And I attack the enemy leader with "Unseen SD05-012 Lilith"
    Then the action succeeds
    And my leader has 22 defense
    And my opponent's leader has 17 defense

  @cr-5.27
  Scenario: Unseen ruling 3 SD06-012: the evolved Guardian Nun raises my leader above 20 defense
    Rule(en): The 2 defense the evolved Guardian Nun gives my leader when it evolves is given even when my leader already has 20.
    Rule(ja): 進化したガーディアンシスターの進化時にリーダーが得る体力+2は、リーダーの体力が20でも得られる。
    Source: Official card Q&A of SD06-012 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Unseen SD06-011 Guardian Nun"
    And my evolve deck holds "Unseen SD06-011 Guardian Nun"
    When I evolve "Unseen SD06-011 Guardian Nun"
    Then the action succeeds
    And my leader has 22 defense

  @cr-10.6.2.3
  Scenario: Unseen ruling 3 SD05-006: Night Horde cannot be played with no enemy follower to select
    Rule(en): Night Horde's enemy follower is selected when the spell is played, so with no enemy follower it cannot be played just for its Forest Bats.
    Rule(ja): 夜の群れの相手のフォロワーはプレイするときに選ぶので、相手のフォロワーがいなければフォレストバットのためだけにプレイすることはできない。
    Source: Official card Q&A of SD05-006 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD05-006 Night Horde"
    When I play "Unseen SD05-006 Night Horde"
    Then the action is refused
    And the game state is unchanged

  @cr-4.4.4.2
  Scenario: Unseen ruling 3 SD05-006: Night Horde can be played onto a full field and counts the Forest Bats already there
    Rule(en): Night Horde can be played when my field is full: no Forest Bat is made, and X counts the Forest Bats that are on my field.
    Rule(ja): 場が埋まっていても夜の群れはプレイできる。フォレストバットは出ず、Xは自分の場にいるフォレストバットの数になる。
    Source: Official card Q&A of SD05-006 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD05-006 Night Horde"
    And my field holds:
      | card        |
      | Forest Bat  |
      | Forest Bat  |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my opponent's field holds "Genesis Dragon"
    When I play "Unseen SD05-006 Night Horde" targeting "Genesis Dragon"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 2 "Forest Bat"
    And "Genesis Dragon" has 10 attack and 10 defense
