@sve
Feature: A third batch of official card rulings the project had never seen, about BP02 cards
  Each scenario restates one official card Q&A answer about a BP02 card, found in the card notes of the
  public engine eireetm/SVEN (packages/core/src/script/BP02/*.ts) and used nowhere else in this project, and
  checks it with a test card that keeps the BP02 card's printed facts (engine/sve/cards.yaml, "Unseen BP02-..."),
  written first with the steps as they were.
  Sampling: the 117 BP02-NNN card files of SVEN, shuffled with Python's random.Random(2114).shuffle and read in
  that order until 34 distinct rulings had been collected (52 files read); docs/unseen-rulings-3-bp02.md lists
  them and what became of each. 5 were passed over because a scenario of the project already checks them.
  Tally of the 29 others: 22 right (the engine agreed from the start); 1 wrong, then fixed (BP02-092 Kaguya
  finding no amulet in the hand, CR 4.1.2.2); 5 not writable as things were, made writable by a condition, an
  amount or a trigger of the vocabulary and then right (BP02-062 Dracomancer's Rites, BP02-092 Kaguya's second
  ability, BP02-095 Elana's Prayer twice, BP02-098 Sapphire Priestess); 1 not yet checkable (BP02-081's other
  printing: the engine knows a card by one name only). One companion scenario checks the other side of BP02-062.

  @cr-10.7.2.2
  Scenario: Unseen ruling 3 BP02-058: each Polyphonic Roar reacts once in my turn, to the first Dragon only
    Rule(en): The once-a-turn limit of Polyphonic Roar is counted for each card: two of them both deal their 5 damage when my first Dragon token arrives, and neither reacts to a second Dragon in the same turn.
    Rule(ja): 連なる咆哮の1ターンに1回はカードごとに数える。2枚あれば最初の『ドラゴン』が出たときにそれぞれ5ダメージを与え、同じターンの2体目の『ドラゴン』にはどちらも反応しない。
    Source: Official card Q&A of BP02-058 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                            | as       |
      | Unseen BP02-058 Polyphonic Roar | Roar A   |
      | Unseen BP02-058 Polyphonic Roar | Roar B   |
      | Wyrm Spire                      | Spire A  |
      | Wyrm Spire                      | Spire B  |
      | Test Goblin                     | Goblin A |
    When I activate "Spire A" targeting "Goblin A"
    Then the action succeeds
    And the game waits for me
    When I select the enemy leader as the target
    And I select the enemy leader as the target
    Then my opponent's leader has 10 defense
    And my field holds 1 "Dragon"
    When I activate "Spire B" targeting "Dragon"
    Then the action succeeds
    And no ability is pending
    And my field holds 1 "Dragon"
    And "Spire B" is engaged
    And my opponent's leader has 10 defense

  @cr-10.4
  Scenario: Unseen ruling 3 BP02-054: Dragonsong Flute's activated ability cannot be played with no card to discard
    Rule(en): Discarding a card is part of the cost of Dragonsong Flute's activated ability, so with an empty hand it cannot be played, even while Overflow is active.
    Rule(ja): 竜呼びの笛の起動能力は手札1枚を捨てることがコストに含まれるので、手札がなければ【覚醒】状態でもプレイできない。
    Source: Official card Q&A of BP02-054 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 of 7 play points
    And my field holds "Unseen BP02-054 Dragonsong Flute"
    When I activate "Unseen BP02-054 Dragonsong Flute"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.4.4.1
  Scenario: Unseen ruling 3 BP02-040: with two Annes on my field Grea the Dragonborn costs 2 less, not 4 less
    Rule(en): Grea's cost reduction asks only whether an Anne, Belle of Mysteria is on my field; a second Anne does not lower it further.
    Rule(ja): マナリアドラコ・グレアのコスト軽減は自分の場に『プリンセスマナリア・アン』がいるかどうかだけを見る。2体いてもそれ以上は下がらない。
    Source: Official card Q&A of BP02-040 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 of 10 play points
    And my field holds:
      | card                                    | as     |
      | Unseen BP02-038 Anne, Belle of Mysteria | Anne A |
      | Unseen BP02-038 Anne, Belle of Mysteria | Anne B |
    And my hand holds "Unseen BP02-040 Grea the Dragonborn"
    Then "Unseen BP02-040 Grea the Dragonborn" costs 2 play points
    When I play "Unseen BP02-040 Grea the Dragonborn"
    Then the action succeeds
    And I have 0 play points

  @cr-5.17
  Scenario: Unseen ruling 3 BP02-061: Transmogrified Wyrm may transform a card in my opponent's EX area
    Rule(en): The card Transmogrified Wyrm selects may be in either player's EX area; a card of my opponent's becomes a Dragon token in my opponent's EX area.
    Rule(ja): 変異の巨竜が選ぶカードはどちらのプレイヤーのEXエリアのものでもよい。相手のカードを選べば、相手のEXエリアで『ドラゴン』になる。
    Source: Official card Q&A of BP02-061 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Unseen BP02-061 Transmogrified Wyrm"
    And my opponent's EX area holds "Test Fighter"
    When I play "Unseen BP02-061 Transmogrified Wyrm" targeting "Test Fighter"
    Then the action succeeds
    And my opponent's EX area holds 1 "Dragon"
    And my opponent's EX area holds 1 card
    And my EX area holds 0 cards

  @cr-2.5.1
  Scenario: Unseen ruling 3 BP02-115: Gourmet Emperor Khaiza reads the cost printed on the follower, not a lowered cost
    Rule(en): Khaiza looks at an enemy follower's printed cost. Grea the Dragonborn costs 2 less to play while an Anne is on its field, but on the field it is still a 4-cost follower, so Khaiza cannot select it.
    Rule(ja): 覇食帝・カイザは相手のフォロワーの印刷されたコストを見る。マナリアドラコ・グレアはアンがいればプレイするときのコストが2下がるが、場ではコスト4のフォロワーなのでカイザは選べない。
    Source: Official card Q&A of BP02-115 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen BP02-115 Gourmet Emperor Khaiza"
    And my opponent's field holds:
      | card                                    |
      | Unseen BP02-038 Anne, Belle of Mysteria |
      | Unseen BP02-040 Grea the Dragonborn     |
      | Test Fighter                            |
    When I play "Unseen BP02-115 Gourmet Emperor Khaiza" targeting "Unseen BP02-040 Grea the Dragonborn"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    When I play "Unseen BP02-115 Gourmet Emperor Khaiza" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And my opponent's leader has 23 defense

  @cr-13.3.1.2
  Scenario: Unseen ruling 3 BP02-041: with Spellchain 10 Rimewind still selects only an unevolved follower
    Rule(en): Rimewind's Spellchain (10) changes only where the follower goes (the top of the deck instead of the hand); it may still select an unevolved enemy follower only.
    Rule(ja): 白霜の風の【スペルチェイン_10】が変えるのは戻し先（手札の代わりにデッキの上）だけで、選べるのは進化していない相手のフォロワーだけのまま。
    Source: Official card Q&A of BP02-041 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen BP02-041 Rimewind"
    And my cemetery holds:
      | card             |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
    And my opponent's deck holds 3 cards
    And my opponent's field holds:
      | card          | evolved |
      | Maybe Evolver | yes     |
      | Test Fighter  | no      |
    When I play "Unseen BP02-041 Rimewind" targeting "Maybe Evolver"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    When I play "Unseen BP02-041 Rimewind" targeting "Test Fighter"
    Then the action succeeds
    And the top card of my opponent's deck is "Test Fighter"

  @cr-12.4 @cr-5.12
  Scenario: Unseen ruling 3 BP02-052: Imperial Dragoon discards my hand even with no enemy follower
    Rule(en): Discarding the hand is part of Imperial Dragoon's Fanfare, not a cost: it happens even when there is no enemy follower to damage, and the enemy leader still takes X damage.
    Rule(ja): インペリアルドラグーンのファンファーレの手札を捨てる部分はコストではないので、相手のフォロワーがいなくても手札はすべて捨てられ、相手のリーダーはXダメージを受ける。
    Source: Official card Q&A of BP02-052 (via eireetm/SVEN card notes)

    Given it is my main phase with 8 play points
    And my hand holds:
      | card                             |
      | Unseen BP02-052 Imperial Dragoon |
      | Test Goblin                      |
      | Test Goblin                      |
      | Test Fighter                     |
    When I play "Unseen BP02-052 Imperial Dragoon"
    Then the action succeeds
    And my opponent's leader has 17 defense
    And my hand holds 0 cards
    And my cemetery holds 3 cards

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-088: Necrocarnival with Necrocharge active still needs at least one option
    Rule(en): Necrocharge lets Necrocarnival choose up to two options, but at least one must be chosen.
    Rule(ja): ネクロカーニバルは【ネクロチャージ】で2つまで選べるようになるが、少なくとも1つは選ばなければならない。
    Source: Official card Q&A of BP02-088 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen BP02-088 Necrocarnival"
    And my cemetery holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen BP02-088 Necrocarnival"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-088: Necrocarnival cannot choose the same option twice
    Rule(en): With Necrocharge active Necrocarnival chooses up to two different options; the same option cannot be taken twice.
    Rule(ja): 【ネクロチャージ】のネクロカーニバルは異なる選択肢を2つまで選ぶ。同じ選択肢を2回は選べない。
    Source: Official card Q&A of BP02-088 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen BP02-088 Necrocarnival"
    And my cemetery holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Unseen BP02-088 Necrocarnival" choosing options 2 and 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-1.3.3
  Scenario: Unseen ruling 3 BP02-091: a card ability cannot destroy Enstatued Seraph
    Rule(en): Enstatued Seraph cannot be destroyed by abilities: an ability that destroys the selected card leaves it on the field.
    Rule(ja): 封じられし熾天使は能力によって破壊されないので、選んだカードを破壊する能力でも場に残る。
    Source: Official card Q&A of BP02-091 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Execution"
    And my opponent's field holds "Unseen BP02-091 Enstatued Seraph"
    When I play "Execution" targeting "Unseen BP02-091 Enstatued Seraph"
    Then the action succeeds
    And "Unseen BP02-091 Enstatued Seraph" is on my opponent's field
    And "Execution" is in my cemetery

  @cr-10.6.2.3.2
  Scenario: Unseen ruling 3 BP02-011: Elven Archery can be played with no enemy follower on the field
    Rule(en): Elven Archery selects up to two enemy followers, so it can be played when there is none; it then deals no damage.
    Rule(ja): エルフの弓術は相手のフォロワーを2体まで選ぶので、1体もいなくてもプレイでき、ダメージは与えない。
    Source: Official card Q&A of BP02-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen BP02-011 Elven Archery"
    When I play "Unseen BP02-011 Elven Archery"
    Then the action succeeds
    And "Unseen BP02-011 Elven Archery" is in my cemetery
    And I have 0 play points

  @cr-12.4
  Scenario: Unseen ruling 3 BP02-105: Emerald Maiden does not count itself among my Ward followers
    Rule(en): Emerald Maiden's X counts my other followers with Ward; although it has Ward itself, it is not counted.
    Rule(ja): エメラルドメイデンのXは【守護】を持つ自分の他のフォロワーの数で、自身は【守護】を持っていても数えない。
    Source: Official card Q&A of BP02-105 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Unseen BP02-105 Emerald Maiden"
    And my field holds "Ward Guard"
    When I play "Unseen BP02-105 Emerald Maiden"
    Then the action succeeds
    And "Unseen BP02-105 Emerald Maiden" has 3 attack and 5 defense

  @cr-5.18.3.1.2
  Scenario: Unseen ruling 3 BP02-081: Precious Bloodfangs may choose its first option with no enemy card on the field
    Rule(en): The first option of Precious Bloodfangs may be chosen even when my opponent has no card on the field; it then makes no Forest Bat.
    Rule(ja): 貴き血牙の1つ目の選択肢は相手の場にカードがなくても選べる。そのときは『フォレストバット』は出ない。
    Source: Official card Q&A of BP02-081 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen BP02-081 Precious Bloodfangs"
    When I play "Unseen BP02-081 Precious Bloodfangs" choosing option 1
    Then the action succeeds
    And my field holds 0 cards
    And my EX area holds 0 cards
    And "Unseen BP02-081 Precious Bloodfangs" is in my cemetery

  @cr-5.18.3.1.2
  Scenario: Unseen ruling 3 BP02-081: Precious Bloodfangs may choose its second option with no Forest Bat on my field
    Rule(en): The second option of Precious Bloodfangs may be chosen even when I have no Forest Bat token; it then changes nothing.
    Rule(ja): 貴き血牙の2つ目の選択肢は自分の『フォレストバット』がいなくても選べる。そのときは何も変わらない。
    Source: Official card Q&A of BP02-081 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Unseen BP02-081 Precious Bloodfangs"
    And my field holds "Test Goblin"
    When I play "Unseen BP02-081 Precious Bloodfangs" choosing option 2
    Then the action succeeds
    And "Test Goblin" has 1 attack and 2 defense
    And "Unseen BP02-081 Precious Bloodfangs" is in my cemetery

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-106: Dark Angel Olivia's Fanfare needs at least one option
    Rule(en): Olivia's Fanfare chooses up to two of its four options, but at least one.
    Rule(ja): ダークエンジェル・オリヴィエのファンファーレは4つの中から2つまで選ぶが、少なくとも1つは選ぶ。
    Source: Official card Q&A of BP02-106 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-106 Dark Angel Olivia"
    When I play "Unseen BP02-106 Dark Angel Olivia"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-106: Dark Angel Olivia cannot choose the same option twice
    Rule(en): The two options Olivia's Fanfare chooses must be different ones.
    Rule(ja): ダークエンジェル・オリヴィエのファンファーレで選ぶ2つの選択肢は異なるものでなければならない。
    Source: Official card Q&A of BP02-106 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-106 Dark Angel Olivia"
    When I play "Unseen BP02-106 Dark Angel Olivia" choosing options 3 and 3
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-3.2.5.1
  Scenario: Unseen ruling 3 BP02-106: the evolution point Dark Angel Olivia gives has no upper limit, for the first player too
    Rule(en): Evolution points have no maximum: the player who went first, holding 3 already, gets a fourth from Olivia's first option.
    Rule(ja): EPに上限はない。先攻のプレイヤーがすでに3つ持っていても、オリヴィエの1つ目の選択肢で4つ目を得る。
    Source: Official card Q&A of BP02-106 (via eireetm/SVEN card notes)

    Given it is my first turn with 5 play points
    And I have 3 evolution points
    And my hand holds "Unseen BP02-106 Dark Angel Olivia"
    When I play "Unseen BP02-106 Dark Angel Olivia" choosing option 1
    Then the action succeeds
    And I have 4 evolution points

  @cr-10.10.2.4
  Scenario: Unseen ruling 3 BP02-036: after Daria's 5 less, Dimension Shift played for its set cost of 7 costs 2
    Rule(en): Dimension Shift's other way of playing sets its cost to 7 first; Daria's "5 less" then applies to that, so it costs 2.
    Rule(ja): 次元の超越の別のプレイ方法はまずコストを7にする。ドロシーの「コスト-5」はその後にかかるので、コストは2になる。
    Source: Official card Q&A of BP02-036 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 of 10 play points
    And my field holds "Unseen BP02-035 Daria, Dimensional Witch"
    And my evolve deck holds "Unseen BP02-035 Daria, Dimensional Witch"
    And my EX area holds "Dimension Shift"
    And my cemetery holds:
      | card             | as  |
      | Small Heal Spell | S1  |
      | Small Heal Spell | S2  |
      | Small Heal Spell | S3  |
      | Small Heal Spell | S4  |
      | Small Heal Spell | S5  |
      | Small Heal Spell | S6  |
      | Small Heal Spell | S7  |
      | Small Heal Spell | S8  |
      | Small Heal Spell | S9  |
      | Small Heal Spell | S10 |
    When I evolve "Unseen BP02-035 Daria, Dimensional Witch" targeting "Dimension Shift"
    Then the action succeeds
    And I have 2 play points
    When I play "Dimension Shift" by its alternative cost paying with "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9" and "S10"
    Then the action succeeds
    And I have 0 play points
    And my banished zone holds 10 cards

  @cr-10.11
  Scenario: Unseen ruling 3 BP02-073: Underworld Watchman Khawy counts the destroyed follower's attack as modified
    Rule(en): X of Khawy's Last Words is the selected follower's attack with the changes made to it, not its printed attack.
    Rule(ja): 冥守の戦士・カムラのラストワードのXは、選んだフォロワーの変更を含めた攻撃力で、印刷された攻撃力ではない。
    Source: Official card Q&A of BP02-073 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds "Sacrifice Rite Spell"
    And my field holds "Unseen BP02-073 Underworld Watchman Khawy"
    And my opponent's field holds:
      | card         | attack |
      | Test Fighter | +2     |
    When I play "Sacrifice Rite Spell" targeting "Unseen BP02-073 Underworld Watchman Khawy"
    Then the action succeeds
    And the game waits for me
    When I select "Test Fighter" as the target
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And my leader has 24 defense

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-045: Multipart Experiment with Spellchain active still needs at least one option
    Rule(en): Spellchain lets Multipart Experiment choose up to three options, but at least one must be chosen.
    Rule(ja): 連続実験は【スペルチェイン】で3つまで選べるようになるが、少なくとも1つは選ばなければならない。
    Source: Official card Q&A of BP02-045 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-045 Multipart Experiment"
    And my cemetery holds:
      | card             |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
    When I play "Unseen BP02-045 Multipart Experiment"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.1
  Scenario: Unseen ruling 3 BP02-045: Multipart Experiment cannot choose the same option twice
    Rule(en): The options Multipart Experiment chooses must all be different; drawing twice by choosing the third option twice is not allowed.
    Rule(ja): 連続実験で選ぶ選択肢はすべて異なるものでなければならない。3つ目を2回選んで2枚引くことはできない。
    Source: Official card Q&A of BP02-045 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-045 Multipart Experiment"
    And my cemetery holds:
      | card             |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
      | Small Heal Spell |
    When I play "Unseen BP02-045 Multipart Experiment" choosing options 3 and 3
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-12.3.2
  Scenario: Unseen ruling 3 BP02-027: Yurius, Levin Duke itself is not a Quick card
    Rule(en): Only Yurius's activated ability has Quick; the card itself cannot be played at Quick timing, for example after an enemy attack is declared.
    Rule(ja): 《Q》を持つのはレヴィオンデューク・ユリウスの起動能力だけで、カード自体はクイックのタイミング（相手の攻撃宣言の後など）にプレイできない。
    Source: Official card Q&A of BP02-027 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Unseen BP02-027 Yurius, Levin Duke"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    Then a Quick window is open for me
    When I play "Unseen BP02-027 Yurius, Levin Duke"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @cr-7.4.1 @cr-7.4.7
  Scenario: Unseen ruling 3 BP02-062: a discard for the hand limit comes too late for Dracomancer's Rites
    Rule(en): Dracomancer's Rites looks at the start of my end phase; the cards I discard to keep 7 are discarded later in that end phase, so they do not set it off.
    Rule(ja): 竜巫女の儀式はエンドフェイズの開始時に判定する。手札上限のための手札を捨てるのはそのエンドフェイズのもっと後なので、誘発させない。
    Source: Official card Q&A of BP02-062 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Unseen BP02-062 Dracomancer's Rites"
    And my hand holds:
      | card        | as |
      | Test Goblin | H1 |
      | Test Goblin | H2 |
      | Test Goblin | H3 |
      | Test Goblin | H4 |
      | Test Goblin | H5 |
      | Test Goblin | H6 |
      | Test Goblin | H7 |
      | Test Goblin | H8 |
    When I end the turn
    Then my end phase waits for me to discard
    And no ability is pending
    When I discard "H8" to keep 7 cards
    Then the action succeeds
    And "H8" is in my cemetery
    And it is my opponent's main phase
    And my opponent's leader has 20 defense

  @cr-5.12
  Scenario: Unseen ruling 3 BP02-062 (companion): a card discarded in my main phase sets off Dracomancer's Rites
    Rule(en): A card I discarded earlier in the turn, here for the cost of the Rites' own Fanfare, makes the Rites deal 2 damage at the start of my end phase.
    Rule(ja): ターンの前半に手札を捨てていれば（ここでは竜巫女の儀式自身のファンファーレのコスト）、エンドフェイズ開始時に2ダメージを与える。
    Source: Official card Q&A of BP02-062 (via eireetm/SVEN card notes); the companion checks the other side of it

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-062 Dracomancer's Rites"
    And my hand holds "Test Goblin"
    When I play "Unseen BP02-062 Dracomancer's Rites" paying with "Test Goblin"
    Then the action succeeds
    And my leader has 21 defense
    When I end my main phase
    Then the game waits for me
    When I select the enemy leader as the target
    Then my opponent's leader has 18 defense

  @cr-8.4.5
  Scenario: Unseen ruling 3 BP02-098: an attack counts for Sapphire Priestess even when the attacker is destroyed during it
    Rule(en): Sapphire Priestess counts the attacks my followers made this turn; an attack counts once it is declared, even if the attacking follower leaves the field before the attack ends.
    Rule(ja): サファイアプリーストはこのターンに自分のフォロワーが行った攻撃を数える。攻撃は宣言した時点で数え、攻撃が終わる前に攻撃したフォロワーが場を離れても数える。
    Source: Official card Q&A of BP02-098 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my opponent's deck holds 3 cards
    And my opponent has 4 play points
    And my opponent's hand holds "Execution"
    And my field holds:
      | card                               | as |
      | Unseen BP02-098 Sapphire Priestess |    |
      | Test Fighter                       | A  |
      | Test Fighter                       | B  |
      | Test Fighter                       | C  |
    When I declare an attack on the enemy leader with "A"
    And my opponent plays "Execution" targeting "A"
    Then the action succeeds
    And "A" is in my cemetery
    When my opponent passes
    And I attack the enemy leader with "B"
    And I attack the enemy leader with "C"
    Then my opponent's leader has 16 defense
    When I end my main phase
    Then my hand holds 3 cards

  @cr-5.27
  Scenario: Unseen ruling 3 BP02-095: Elana's Prayer also reacts in my opponent's turn
    Rule(en): Elana's Prayer is not limited to my own turn: when my leader gains defense in my opponent's turn, my followers get +1/+1.
    Rule(ja): エイラの祈祷は自分のターンに限らない。相手のターンに自分のリーダーの体力が+されたときも、自分のフォロワーは+1/+1される。
    Source: Official card Q&A of BP02-095 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase and I have 1 play point
    And my field holds:
      | card                           |
      | Unseen BP02-095 Elana's Prayer |
      | Night Guardian                 |
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Night Guardian"
    Then the action succeeds
    And my leader has 21 defense
    And "Night Guardian" has 2 attack and 2 defense

  @cr-10.7.2.2
  Scenario: Unseen ruling 3 BP02-095: each Elana's Prayer reacts once a turn
    Rule(en): The once-a-turn limit of Elana's Prayer is counted for each card: two of them both react when my leader first gains defense, and neither reacts the second time in that turn.
    Rule(ja): エイラの祈祷の1ターンに1回はカードごとに数える。2枚あれば最初にリーダーの体力が+されたときにそれぞれ反応し、同じターンの2回目にはどちらも反応しない。
    Source: Official card Q&A of BP02-095 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                           | as       |
      | Unseen BP02-095 Elana's Prayer | Prayer A |
      | Unseen BP02-095 Elana's Prayer | Prayer B |
      | Test Goblin                    |          |
    And my hand holds:
      | card             | as     |
      | Small Heal Spell | Heal A |
      | Small Heal Spell | Heal B |
    When I play "Heal A"
    Then the action succeeds
    And my leader has 21 defense
    And "Test Goblin" has 3 attack and 4 defense
    When I play "Heal B"
    Then the action succeeds
    And my leader has 22 defense
    And "Test Goblin" has 3 attack and 4 defense

  @cr-4.1.2.2
  Scenario: Unseen ruling 3 BP02-092: Kaguya's Fanfare may put no amulet onto the field even with one in my hand
    Rule(en): Kaguya takes the amulet from my hand, a zone my opponent cannot see, so I may find none and put nothing onto the field even when a fitting amulet is there.
    Rule(ja): カグヤのファンファーレは相手から見えない手札からアミュレットを選ぶので、条件に合うアミュレットがあっても見つけずに何も場に出さなくてよい。
    Source: Official card Q&A of BP02-092 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my hand holds "Unseen BP02-092 Kaguya"
    And my hand holds "Test Amulet"
    When I play "Unseen BP02-092 Kaguya" finding no card
    Then the action succeeds
    And "Test Amulet" is in my hand
    And my field holds 1 card

  @cr-10.7.2
  Scenario: Unseen ruling 3 BP02-092: Kaguya reacts once for each amulet, also when two come onto my field together
    Rule(en): Kaguya's damage is dealt once for every amulet put onto my field; two amulets arriving by one effect set it off twice, each time for that amulet's cost.
    Rule(ja): カグヤのダメージは自分の場に出たアミュレット1つごとに与える。1つの効果で2つ同時に出たときは2回、それぞれそのアミュレットのコスト分を与える。
    Source: Official card Q&A of BP02-092 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 of 7 play points
    And my field holds "Unseen BP02-092 Kaguya"
    And my hand holds "Unseen BP02-068 Draconic Armor"
    And my opponent's field holds "Test Knight"
    When I play "Unseen BP02-068 Draconic Armor"
    Then the action succeeds
    And my field holds 2 "Unseen BP02-T07 Draconic Weapon"
    When I select "Test Knight" as the target
    And I select "Test Knight" as the target
    Then "Test Knight" has 3 attack and 1 defense
