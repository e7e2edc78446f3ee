@sve
Feature: A fourth batch of official card rulings the project had never seen, continuing the three recorded draws
  Each scenario restates one official card Q&A answer about a card of the starter decks SD01-SD06, of BP02 or of
  BP03, found in the card notes of the public engine eireetm/SVEN (packages/core/src/script/<SET>/*.ts) and used
  nowhere else in this project. A card not yet in the pool is written as a test card named
  "Unseen <SET-NNN> <name>" (engine/sve/cards.yaml) with the real card's facts; each scenario was written first with
  the steps as they were, and run before any engine change.
  Sampling: the continuation of the three shuffled orders fixed before the third batch was read
  (docs/unseen-rulings-3-sd.md, -bp02.md, -bp03.md), taking the files not yet read one from each set in turn (SD,
  BP02, BP03, ...): 20 SD files (51-70 of 70), 20 BP02 files (53-72 of 117) and 20 BP03 files (61-80 of 119) were
  read, listed in docs/unseen-rulings-4.md with what became of each ruling.
  Tally of the 31 distinct rulings: 9 passed over (a scenario of the project already checks the same thing) and 5
  not yet checkable (reveal-until, an ability given to another card, other printings, "add N to a Stack"); 17
  written (18 scenarios), all right the first time; wrong: none; made writable: none.
  The test cards are our encoding of the real cards: a ruling that turns on how a card's text is
  read is checked against that encoding, the engine's part being what it does with it.

  @cr-5.27
  Scenario: Unseen ruling 4 BP02-030: the Storm and Bane Samurai gives itself last after the turn ends
    Rule(en): The Storm and Bane that Samurai's activated ability gives it have no end: it keeps them in later turns for as long as it stays on the field.
    Rule(ja): BP02-030（Samurai）の起動能力で得た疾走と必殺に終わりはない。場にいる限り、次のターン以降も持ち続ける。
    Source: Official card Q&A of BP02-030 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Unseen BP02-030 Samurai"
    When I activate "Unseen BP02-030 Samurai"
    Then the action succeeds
    And "Unseen BP02-030 Samurai" has Storm
    And "Unseen BP02-030 Samurai" has Bane
    When I end the turn
    And my opponent ends the turn
    Then it is my main phase
    And "Unseen BP02-030 Samurai" has Storm
    And "Unseen BP02-030 Samurai" has Bane

  @cr-5.11.1
  Scenario: Unseen ruling 4 SD03-010: the card Sammy looks at and keeps stays on top of my deck
    Rule(en): When I look at the top card of my deck with Sammy's Fanfare and do not put it into my cemetery, it stays where it was, on top of my deck.
    Rule(ja): サミーのファンファーレで見たデッキの上のカードを墓場に置かなかった場合、そのカードは元どおりデッキの一番上に残る。
    Source: Official card Q&A of SD03-010 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Unseen SD03-010 Sammy, Wizard's Apprentice"
    When I play "Unseen SD03-010 Sammy, Wizard's Apprentice"
    Then the action succeeds
    And the game waits for me
    When I take none of the cards looked at
    Then the action succeeds
    And the top card of my deck is "Test Goblin"
    And my deck holds 3 cards
    And my cemetery holds 0 cards

  @cr-5.11.1
  Scenario: Unseen ruling 4 SD03-010: the card Sammy looks at is not shown to my opponent
    Rule(en): Sammy's Fanfare lets only me look at the top card of my deck; it is not revealed, so my opponent does not see it.
    Rule(ja): サミーのファンファーレでデッキの上のカードを見るのは自分だけで、公開はされない。相手はそのカードを見ない。
    Source: Official card Q&A of SD03-010 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Unseen SD03-010 Sammy, Wizard's Apprentice"
    When I play "Unseen SD03-010 Sammy, Wizard's Apprentice"
    Then the action succeeds
    And the game waits for me
    And "Test Goblin" is not revealed
    And my opponent does not see "Test Goblin" in my deck

  @cr-4.4.4.2
  Scenario: Unseen ruling 4 SD01-001: Aria may put no Fairy at all onto the field or into the EX area
    Rule(en): Aria's Fanfare puts any number of its nine Fairies onto my field and any number into my EX area, none at all included.
    Rule(ja): アリアのファンファーレでは、9枚のフェアリーのうち好きな枚数を場に、好きな枚数をEXエリアに置く。0枚でもよい。
    Source: Official card Q&A of SD01-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 6 play points
    And my hand holds "Aria, Fairy Princess"
    When I play "Aria, Fairy Princess" putting 0 tokens on my field and 0 in my EX area
    Then the action succeeds
    And "Aria, Fairy Princess" is on my field
    And my field holds 1 card
    And my EX area holds 0 cards

  @cr-10.6.2.3.2
  Scenario: Unseen ruling 4 SD03-006: Fire Chain can be played with no enemy follower to select
    Rule(en): Fire Chain selects up to two enemy followers, and selecting none is allowed: it can be played with no enemy follower on the field.
    Rule(ja): ファイアーチェインは相手のフォロワーを2体まで選ぶので、0体でもよい。相手のフォロワーがいなくてもプレイできる。
    Source: Official card Q&A of SD03-006 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen SD03-006 Fire Chain"
    When I play "Unseen SD03-006 Fire Chain"
    Then the action succeeds
    And "Unseen SD03-006 Fire Chain" is in my cemetery
    And I have 0 play points

  @cr-4.4.4.2
  Scenario: Unseen ruling 4 SD05-016: with my field full, Summon Bloodkin still puts its Forest Bat into my EX area
    Rule(en): Summon Bloodkin's two Forest Bats are made one by one: with my field full the first one is not made, and the second one still goes into my EX area.
    Rule(ja): 眷属の召喚のフォレストバットは1枚ずつ置かれる。場が埋まっていれば1枚目は出ないが、2枚目はEXエリアに置かれる。
    Source: Official card Q&A of SD05-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen SD05-016 Summon Bloodkin"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD05-016 Summon Bloodkin"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 0 "Forest Bat"
    And my EX area holds 1 "Forest Bat"

  @cr-4.8.3.2
  Scenario: Unseen ruling 4 SD05-016: with my EX area full, Summon Bloodkin still summons its Forest Bat
    Rule(en): With my EX area full, Summon Bloodkin's second Forest Bat is not made, but the first one still comes onto my field.
    Rule(ja): EXエリアが埋まっていれば眷属の召喚の2枚目のフォレストバットは置かれないが、1枚目は場に出る。
    Source: Official card Q&A of SD05-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen SD05-016 Summon Bloodkin"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD05-016 Summon Bloodkin"
    Then the action succeeds
    And my field holds 1 "Forest Bat"
    And my EX area holds 5 cards
    And my EX area holds 0 "Forest Bat"

  @cr-12.5
  Scenario: Unseen ruling 4 SD01-012: an evolved Water Fairy that leaves puts only one Fairy into my EX area
    Rule(en): The evolved Water Fairy has only its own Last Words, not the one of the card it evolved from, so when it goes to the cemetery only one Fairy goes into my EX area.
    Rule(ja): 進化後のウォーターフェアリーが持つのは自身のラストワードだけで、進化前のものは持たない。墓場に置かれても、EXエリアに置かれるフェアリーは1枚だけ。
    Source: Official card Q&A of SD01-012 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds "Unseen SD01-011 Water Fairy"
    And my evolve deck holds "Unseen SD01-011 Water Fairy"
    And my hand holds "Unseen Destroy Any Follower Spell"
    When I evolve "Unseen SD01-011 Water Fairy"
    Then the action succeeds
    And "Unseen SD01-011 Water Fairy" is evolved
    And my field holds 1 "Fairy"
    When I play "Unseen Destroy Any Follower Spell" targeting "Unseen SD01-011 Water Fairy"
    Then the action succeeds
    And my EX area holds 1 "Fairy"
    And my EX area holds 1 card

  @cr-12.4
  Scenario: Unseen ruling 4 SD06-011: Guardian Nun gets only +1 defense however many amulets I have
    Rule(en): Guardian Nun's Fanfare asks only whether an amulet is on my field: with two amulets it still gets +1 defense, not +2.
    Rule(ja): ガーディアンシスターのファンファーレは自分の場にアミュレットがあるかだけを見る。2枚あっても体力は+1で、+2にはならない。
    Source: Official card Q&A of SD06-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD06-011 Guardian Nun"
    And my field holds:
      | card        |
      | Test Amulet |
      | Test Amulet |
    When I play "Unseen SD06-011 Guardian Nun"
    Then the action succeeds
    And "Unseen SD06-011 Guardian Nun" has 3 attack and 4 defense

  @cr-10.10
  Scenario: Unseen ruling 4 BP02-004: two Elf Girl Lizas make an enemy ability's damage 2 less
    Rule(en): Each Elf Girl Liza on my field makes the damage an enemy ability deals my follower 1 less, so with two of them it is 2 less.
    Rule(ja): 自分の場のエルフの少女・リザ1枚ごとに、相手の能力が自分のフォロワーに与えるダメージは1減る。2枚あれば2減る。
    Source: Official card Q&A of BP02-004 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 1 play point
    And my field holds:
      | card                         | as     |
      | Unseen BP02-004 Elf Girl Liza | Liza A |
      | Unseen BP02-004 Elf Girl Liza | Liza B |
    And my opponent's hand holds "Fireball"
    When my opponent plays "Fireball" targeting "Liza A"
    Then the action succeeds
    And "Liza A" has 2 attack and 2 defense
    And "Liza B" has 2 attack and 3 defense

  @cr-10.10
  Scenario: Unseen ruling 4 BP02-004: Elf Girl Liza lessens each damage of an enemy ability that hits several followers
    Rule(en): When an enemy ability deals damage to several of my followers at once, Elf Girl Liza makes each of those damages 1 less.
    Rule(ja): 相手の能力が自分のフォロワー複数に同時にダメージを与えるとき、エルフの少女・リザはそのダメージをそれぞれ1減らす。
    Source: Official card Q&A of BP02-004 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds:
      | card                         |
      | Unseen BP02-004 Elf Girl Liza |
      | Test Amulet                  |
    And my field holds "Unseen SD06-011 Guardian Nun"
    And my opponent's hand holds "Clause Quake"
    When my opponent plays "Clause Quake"
    Then the action succeeds
    And "Unseen BP02-004 Elf Girl Liza" has 2 attack and 2 defense
    And "Unseen SD06-011 Guardian Nun" has 3 attack and 2 defense

  @cr-4.8.3.2
  Scenario: Unseen ruling 4 SD01-016: Sylvan Justice can be played with my EX area full
    Rule(en): Sylvan Justice can be played with my EX area full: the selected enemy follower takes its 3 damage and no Fairy is put into the EX area.
    Rule(ja): EXエリアが埋まっていても森荒らしへの報いはプレイできる。選んだ相手のフォロワーに3ダメージを与え、フェアリーはEXエリアに置かれない。
    Source: Official card Q&A of SD01-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen SD01-016 Sylvan Justice"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my opponent's field holds "Unseen BP02-030 Samurai"
    When I play "Unseen SD01-016 Sylvan Justice" targeting "Unseen BP02-030 Samurai"
    Then the action succeeds
    And "Unseen BP02-030 Samurai" is in my opponent's cemetery
    And my EX area holds 5 cards
    And my EX area holds 0 "Fairy"

  @cr-10.4.7.5
  Scenario: Unseen ruling 4 BP03-117: Winged Inversion's option may be chosen when its discard cannot be paid, and does nothing
    Rule(en): Each option of Winged Inversion has its own discard cost; an option may be chosen even when I cannot pay it, and the spell is then played for its play points only, the option doing nothing.
    Rule(ja): BP03-117（Winged Inversion）の各選択肢には手札を捨てるコストがある。払えなくてもその選択肢は選べ、スペルはプレイポイントだけでプレイされ、その選択肢は何もしない。
    Source: Official card Q&A of BP03-117 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Unseen BP03-117 Winged Inversion"
    When I play "Unseen BP03-117 Winged Inversion" choosing option 2
    Then the action succeeds
    And "Unseen BP03-117 Winged Inversion" is in my cemetery
    And my leader has 20 defense
    And my hand holds 0 cards
    And my deck holds 3 cards

  @cr-13.3
  Scenario: Unseen ruling 4 SD03-002: with 10 spells in my cemetery Rune Blade Summoner gets both +4/+4 and Storm
    Rule(en): With at least 10 spells in my cemetery, Rune Blade Summoner's Fanfare does both parts: it gets +4/+4 from Spellchain (5) and Storm from SC (10).
    Rule(ja): 墓場のスペルが10枚以上なら、ルーンブレードサモナーのファンファーレは両方働く。スペルチェイン_5で+4/+4し、SC_10で疾走を持つ。
    Source: Official card Q&A of SD03-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen SD03-002 Rune Blade Summoner"
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
    When I play "Unseen SD03-002 Rune Blade Summoner"
    Then the action succeeds
    And "Unseen SD03-002 Rune Blade Summoner" has 5 attack and 5 defense
    And "Unseen SD03-002 Rune Blade Summoner" has Storm

  @cr-4.8.3.2
  Scenario: Unseen ruling 4 SD03-016: Conjure Golem can be played with my EX area full, and puts no Golem there
    Rule(en): Conjure Golem can be played with my EX area full; the Golem I choose is then not put into the EX area.
    Rule(ja): EXエリアが埋まっていてもゴーレムの錬成はプレイできる。そのとき選んだゴーレムはEXエリアに置かれない。
    Source: Official card Q&A of SD03-016 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen SD03-016 Conjure Golem"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen SD03-016 Conjure Golem" choosing option 1
    Then the action succeeds
    And "Unseen SD03-016 Conjure Golem" is in my cemetery
    And my EX area holds 5 cards
    And my EX area holds 0 "Guardform Golem"

  @cr-10.7.2.1
  Scenario: Unseen ruling 4 SD01-002: two Titania's Sanctuaries give a Fairy that comes onto my field +2/+2
    Rule(en): Each Titania's Sanctuary reacts on its own when a Pixie token comes onto my field, so with two of them the token gets +1/+1 twice.
    Rule(ja): ティターニアの妖精郷は1枚ずつ、妖精・トークンが自分の場に出たときに働く。2枚あればそのトークンは+1/+1を2回得る。
    Source: Official card Q&A of SD01-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                                | as          |
      | Unseen SD01-002 Titania's Sanctuary | Sanctuary A |
      | Unseen SD01-002 Titania's Sanctuary | Sanctuary B |
    And my hand holds "Fairy Call"
    When I play "Fairy Call"
    Then the action succeeds
    And my field holds 1 "Fairy"
    And "Fairy" has 3 attack and 3 defense

  @cr-12.4
  Scenario: Unseen ruling 4 SD01-002: Titania's Sanctuary's Fanfare does not reach a Fairy in my EX area
    Rule(en): Titania's Sanctuary's Fanfare gives +1/+1 only to the Pixie tokens on my field; a Fairy in my EX area gets nothing.
    Rule(ja): ティターニアの妖精郷のファンファーレで+1/+1するのは自分の場の妖精・トークンだけ。EXエリアのフェアリーは何も得ない。
    Source: Official card Q&A of SD01-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds:
      | card  | as      |
      | Fairy | Fairy F |
    And my EX area holds:
      | card  | as      |
      | Fairy | Fairy E |
    And my hand holds "Unseen SD01-002 Titania's Sanctuary"
    When I play "Unseen SD01-002 Titania's Sanctuary"
    Then the action succeeds
    And "Fairy F" has 2 attack and 2 defense
    And "Fairy E" has 1 attack and 1 defense

  @cr-10.6.2.3
  Scenario: Unseen ruling 4 BP02-002: the evolved Crystalia Tia may select a Crystalia Eve that another card made
    Rule(en): The evolved Crystalia Tia may select any Crystalia Eve token on my field, whatever put it there, not only one made by Crystalia Tia's own Fanfare.
    Rule(ja): 進化後のクリスタリアプリンセス・ティアは、自分の場のクリスタリア・イヴなら、どのカードが出したものでも選べる。ティア自身のファンファーレで出たものに限らない。
    Source: Official card Q&A of BP02-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                        |
      | Unseen BP02-001 Crystalia Tia |
      | Crystalia Eve               |
    And my evolve deck holds "Unseen BP02-001 Crystalia Tia"
    When I evolve "Unseen BP02-001 Crystalia Tia" targeting "Crystalia Eve"
    Then the action succeeds
    And "Crystalia Eve" has 5 attack and 5 defense
    And "Crystalia Eve" has Rush
