@sve
Feature: A second batch of official BP01 card rulings the project had never seen
  Each scenario restates one official card Q&A answer about a BP01 card, found in the card notes of the
  public engine eireetm/SVEN (packages/core/src/script/BP01/*.ts) and used nowhere else in this project,
  and checks it with the real BP01 card data, written first as a new contributor would.
  Sampling: the 70 distinct rulings those notes give for BP01 cards (minus the first batch's), listed in
  docs/unseen-rulings-2.md, shuffled with Python's random.Random(21).shuffle and all taken in that order;
  15 were passed over because a scenario of the project already checks them or no game state tells them
  apart from their opposite (each named there with the reason).
  Tally of the 55 written: 50 right (the engine agreed from the start); 2 wrong, then fixed (BP01-111
  Crazed Executioner's 2 damage with the enemy hand empty, CR 10.6.2.8.2; BP01-123 Wardrobe Raider paying
  its cost with itself, CR 10.4 and 12.6); 3 not writable as things were, made writable by a small step,
  engine flag or test card and then right (BP01-058 Juno's Secret Laboratory's second activated ability;
  BP01-035 Maid Leader finding nothing; BP01-124 Undead King selecting itself). Not yet checkable: none.
  One more scenario ("Unseen ruling 2 BP01-072") tries again the first batch's one not-yet-checkable
  ruling, Sorcery Cache's two separate "may" picks: it passes.

  @card-BP01-056 @cr-10.7.5
  Scenario: Unseen ruling 2 BP01-056: Arcane Enlightenment played in my opponent's turn waits for my own end phase
    Rule(en): The banish Arcane Enlightenment sets up happens at the start of my next end phase only; my opponent's end phase does not set it off.
    Rule(ja): 神秘の獲得の消滅は次の自分のエンドフェイズ開始時にだけ起こり、相手のエンドフェイズでは起こらない。
    Source: Official card Q&A of BP01-056 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase and I have 4 play points
    And my deck holds 8 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Arcane Enlightenment"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Arcane Enlightenment"
    Then the action succeeds
    And my EX area holds 5 cards
    When I pass
    And my opponent ends the turn
    Then it is my main phase
    And my EX area holds 5 cards
    When I end my main phase
    Then my EX area holds 0 cards
    And my banished zone holds 5 cards

  @card-BP01-107 @cr-10.4.7.4
  Scenario: Unseen ruling 2 BP01-107: with my field full, Mordecai's Last Words takes the 3 defense and leaves it in the cemetery
    Rule(en): Mordecai's Last Words cost can be paid even when my field has no room; the defense is lost and Mordecai stays in the cemetery.
    Rule(ja): 自分の場に空きがなくてもモルディカイのラストワードのコストは払える。体力は減り、モルディカイは墓場に残る。
    Source: Official card Q&A (cited by eireetm/SVEN's card note on BP01-107 as the BP01-014 ruling)

    Given it is my main phase with 5 play points
    And I choose the order of my pending abilities
    And my hand holds "Themis's Decree"
    And my field holds:
      | card                 |
      | Frontguard General   |
      | Mordecai the Duelist |
      | Sacred Plea          |
      | Sacred Plea          |
      | Sacred Plea          |
    When I play "Themis's Decree"
    And I resolve the pending ability of "Frontguard General" first
    And I select no targets
    Then my field holds 5 cards
    And my leader has 17 defense
    And "Mordecai the Duelist" is in my cemetery

  @card-BP01-021 @cr-4.4.4.2
  Scenario: Unseen ruling 2 BP01-021: a follower that cannot come onto my full field does not power up Okami
    Rule(en): Okami grows only for a follower that actually comes onto my field; a Fairy that finds no room there sets nothing off.
    Rule(ja): 大狼が強化されるのは実際に場に出たフォロワーに対してだけ。場に空きがなく出られなかったフェアリーでは誘発しない。
    Source: Official card Q&A of BP01-021 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Fairy Whisperer"
    And my field holds:
      | card          |
      | Okami         |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Fairy Whisperer"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 0 "Fairy"
    And my EX area holds 1 "Fairy"
    And "Okami" has 6 attack and 6 defense

  @card-BP01-111 @cr-12.15.2
  Scenario: Unseen ruling 2 BP01-111: Aura does not keep a card in the enemy hand from being picked by Crazed Executioner
    Rule(en): Aura only guards a follower on the field; a card with Aura in my opponent's hand can be picked and is discarded.
    Rule(ja): オーラが守るのは場のフォロワーだけ。相手の手札にあるオーラを持つカードも選べ、捨てられる。
    Source: Official card Q&A of BP01-111 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Crazed Executioner"
    And my evolve deck holds "Crazed Executioner"
    And my opponent's hand holds:
      | card                 |
      | Shrine Knight Maiden |
      | Ninja Trainee        |
    When I evolve "Crazed Executioner"
    And I select "Shrine Knight Maiden" as the target
    Then the action succeeds
    And "Shrine Knight Maiden" is in my opponent's cemetery
    And my opponent's hand holds 1 card

  @card-BP01-062 @cr-10.7.2.1
  Scenario: Unseen ruling 2 BP01-062: one spell puts a spell counter on each of my Dragonbond Mages
    Rule(en): Each Dragonbond Mage on my field reacts to my spell on its own, so two of them get one spell counter each.
    Rule(ja): 自分の場のドラゴンメイジはそれぞれ自分のスペルに反応するので、2体いればそれぞれにスペルカウンターが1つずつ置かれる。
    Source: Official card Q&A of BP01-062 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card            | as     |
      | Dragonbond Mage | Mage A |
      | Dragonbond Mage | Mage B |
    And my hand holds "Wind Blast"
    And my opponent's field holds "Goliath"
    When I play "Wind Blast" targeting "Goliath"
    Then the action succeeds
    And "Mage A" has 1 spell counter
    And "Mage B" has 1 spell counter

  @card-BP01-029 @cr-10.6.2.3
  Scenario: Unseen ruling 2 BP01-029: Shadowed Assassin may select an enemy follower that is already engaged
    Rule(en): Shadowed Assassin's Fanfare can select an enemy follower that is already engaged; it simply stays engaged.
    Rule(ja): シャドウアサシンのファンファーレは既にアクト状態の相手のフォロワーも選べる。そのフォロワーはアクト状態のまま。
    Source: Official card Q&A of BP01-029 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Shadowed Assassin"
    And my opponent's field holds:
      | card    | state   |
      | Goliath | engaged |
    When I play "Shadowed Assassin" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is engaged
    And the event "ability-fizzled" did not happen

  @card-BP01-058 @cr-13.3.3.2
  Scenario: Unseen ruling 2 BP01-058: the Stack amulet emptied to pay Juno's Earth Rite makes room for the Golem
    Rule(en): Paying Earth Rite with a Stack amulet's last counter sends that amulet to the cemetery at once, so on a full field its slot takes the Golem Juno's Secret Laboratory makes.
    Rule(ja): 最後のスタックを使って土の秘術を払うと、そのアミュレットはすぐ墓場に置かれる。場が埋まっていてもその枠にノノの秘密研究室のゴーレムが出る。
    Source: Official card Q&A of BP01-058 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                     |
      | Juno's Secret Laboratory |
      | Magic Sediment           |
      | Ninja Trainee            |
      | Ninja Trainee            |
      | Ninja Trainee            |
    When I activate "Juno's Secret Laboratory"'s ability 2 paying Earth Rite with "Magic Sediment" choosing option 1
    Then the action succeeds
    And "Magic Sediment" is no longer in the game
    And my field holds 5 cards
    And my field holds 1 "Guardform Golem"

  @card-BP01-141 @cr-10.7.2
  Scenario: Unseen ruling 2 BP01-141: Holy Sentinel makes no Holy Tiger when my amulet leaves in my opponent's turn
    Rule(en): Holy Sentinel reacts only during my own turn; an amulet of mine destroyed in my opponent's turn brings no Holy Tiger.
    Rule(ja): 神域の守護者が反応するのは自分のターンだけ。相手のターンに自分のアミュレットが破壊されても『ホーリータイガー』は出ない。
    Source: Official card Q&A of BP01-141 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 4 play points
    And my field holds:
      | card          |
      | Holy Sentinel |
      | Sacred Plea   |
    And my opponent's hand holds "Execution"
    When my opponent plays "Execution" targeting "Sacred Plea"
    Then the action succeeds
    And "Sacred Plea" is in my cemetery
    And my field holds 0 "Holy Tiger"

  @card-BP01-141 @cr-10.7.2.2
  Scenario: Unseen ruling 2 BP01-141: each Holy Sentinel reacts once in my turn
    Rule(en): The once-a-turn limit of Holy Sentinel is counted for each Holy Sentinel: two of them both react to my first amulet leaving, and neither reacts to the second.
    Rule(ja): 神域の守護者の1ターンに1回はカードごとに数える。2枚あれば最初にアミュレットが離れたときにそれぞれ反応し、2回目にはどちらも反応しない。
    Source: Official card Q&A of BP01-141 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds:
      | card          | as         |
      | Holy Sentinel | Sentinel A |
      | Holy Sentinel | Sentinel B |
      | Sacred Plea   | Plea A     |
      | Sacred Plea   | Plea B     |
    When I activate "Plea A"
    Then the action succeeds
    And my field holds 2 "Holy Tiger"
    When I activate "Plea B"
    Then the action succeeds
    And my field holds 2 "Holy Tiger"
    And my field holds 4 cards

  @card-BP01-050 @cr-4.8.3.2
  Scenario: Unseen ruling 2 BP01-050: with my EX area full, Onslaught still deals its damage but makes no Knight
    Rule(en): Onslaught can be played with a full EX area: the selected follower takes 5 damage and the Knight token is simply not made.
    Rule(ja): EXエリアが埋まっていても猛進はプレイできる。選んだフォロワーに5ダメージを与え、『ナイト』は置かれない。
    Source: Official card Q&A of BP01-050 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Onslaught"
    And my EX area holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    And my opponent's field holds "Genesis Dragon"
    When I play "Onslaught" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 7 defense
    And my EX area holds 5 cards
    And my EX area holds 0 "Knight"

  @card-BP01-095 @cr-5.2.1.1
  Scenario: Unseen ruling 2 BP01-095: Ace Dragoon keeps the attack it copied after that follower is gone
    Rule(en): Ace Dragoon's +X is fixed when its Fanfare resolves; later changes to the selected follower, even its leaving the field, do not change it.
    Rule(ja): エースドラグーンの+Xはファンファーレの処理時に決まる。後で選んだフォロワーが変わっても、場を離れても変わらない。
    Source: Official card Q&A of BP01-095 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds:
      | card            |
      | Ace Dragoon     |
      | Soul Conversion |
    And my field holds "Goliath"
    When I play "Ace Dragoon" targeting "Goliath"
    Then "Ace Dragoon" has 3 attack and 2 defense
    When I play "Soul Conversion" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my cemetery
    And "Ace Dragoon" has 3 attack and 2 defense

  @card-BP01-103 @cr-10.4.7.3
  Scenario: Unseen ruling 2 BP01-103: Lord Atomy's cost cannot mix cards from the field and the EX area
    Rule(en): Lord Atomy's reduction takes either 4 reserved Abysscraft cards from my field or 4 Abysscraft cards from my EX area; two of each pay neither.
    Rule(ja): 骸の王の軽減に使うのは、場のスタンド状態のナイトメア4枚か、EXエリアのナイトメア4枚のどちらか。2枚ずつ混ぜては払えない。
    Source: Official card Q&A of BP01-103 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds "Lord Atomy"
    And my field holds:
      | card            | as |
      | Righteous Devil | F1 |
      | Righteous Devil | F2 |
    And my EX area holds:
      | card | as |
      | Mimi | M1 |
      | Coco | C1 |
    When I play "Lord Atomy" by its alternative cost 1 paying with "F1", "F2", "M1" and "C1"
    Then the action is refused
    And "Lord Atomy" is in my hand
    When I play "Lord Atomy" by its alternative cost 2 paying with "F1", "F2", "M1" and "C1"
    Then the action is refused
    And "Lord Atomy" is in my hand
    And my EX area holds 2 cards
    And my field holds 2 cards

  @card-BP01-105 @cr-10.4.5
  Scenario: Unseen ruling 2 BP01-105: Righteous Devil cannot evolve while my leader has less than 3 defense
    Rule(en): Righteous Devil's evolve cost takes 3 of my leader's defense; with only 2 left the cost cannot be paid, so it does not evolve.
    Rule(ja): 裁きの悪魔の進化コストはリーダーの体力3。残りが2ではコストを払えず進化できない。
    Source: Official card Q&A of BP01-105 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my leader has 2 defense
    And my field holds "Righteous Devil"
    And my evolve deck holds "Righteous Devil"
    When I evolve "Righteous Devil"
    Then the action is refused
    And the game state is unchanged
    And "Righteous Devil" is not evolved

  @card-BP01-139 @cr-5.14.1
  Scenario: Unseen ruling 2 BP01-139: Blackened Scripture looks at a follower's defense as it is now
    Rule(en): "3 defense or less" is read on the follower's current defense: a 4-defense follower that took 2 damage can be banished.
    Rule(ja): 「体力3以下」は今の体力で判断する。2ダメージを受けた体力4のフォロワーも消滅させられる。
    Source: Official card Q&A of BP01-139 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds:
      | card                |
      | Angelic Snipe       |
      | Blackened Scripture |
    And my opponent's field holds "Goliath"
    When I play "Blackened Scripture" targeting "Goliath"
    Then the action is refused
    When I play "Angelic Snipe" targeting "Goliath"
    And I play "Blackened Scripture" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's banished zone

  @card-BP01-111 @cr-10.6.2.8.2
  Scenario: Unseen ruling 2 BP01-111: Crazed Executioner still deals 2 to my leader when the enemy hand is empty
    Rule(en): Crazed Executioner's On Evolve deals its 2 damage to my leader even if my opponent has no card in hand to discard.
    Rule(ja): 相手の手札が0枚でも、狂気の処刑人の進化時能力で自分のリーダーに2ダメージを与える。
    Source: Official card Q&A of BP01-111 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Crazed Executioner"
    And my evolve deck holds "Crazed Executioner"
    When I evolve "Crazed Executioner"
    Then the action succeeds
    And "Crazed Executioner" is evolved
    And my leader has 18 defense

  @card-BP01-123 @cr-12.5
  Scenario: Unseen ruling 2 BP01-123: a follower put into the cemetery for Wardrobe Raider's cost sets off its Last Words
    Rule(en): A follower of mine put into the cemetery to pay Wardrobe Raider's On Evolve cost has left the field for the cemetery, so its Last Words happens.
    Rule(ja): ワードローブレイダーの進化時能力のコストで墓場に置いた自分のフォロワーは場から墓場に置かれたので、そのラストワードが発動する。
    Source: Official card Q&A of BP01-123 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds:
      | card             |
      | Wardrobe Raider  |
      | Bellringer Angel |
    And my evolve deck holds "Wardrobe Raider"
    And my opponent's field holds "Genesis Dragon"
    When I evolve "Wardrobe Raider" paying its On Evolve cost with "Bellringer Angel"
    And I select "Genesis Dragon" as the target
    Then "Bellringer Angel" is in my cemetery
    And "Genesis Dragon" is in my opponent's cemetery
    And my hand holds 1 card

  @card-BP01-137 @card-BP01-129 @cr-5.14.2
  Scenario: Unseen ruling 2 BP01-137: with Arch Priestess Laelia, Cleric Lancer deals its defense plus 4 in my opponent's turn
    Rule(en): Under Laelia my followers deal damage equal to their defense, and in my opponent's turn Cleric Lancer adds 4 to that: a 1/5 Cleric Lancer deals 9.
    Rule(ja): 聖女ラエリアがいると自分のフォロワーは体力と同じダメージを与え、相手のターンならクレリックランサーはさらに4増やす。1/5のクレリックランサーは9ダメージを与える。
    Source: Official card Q&A of BP01-137 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds:
      | card                  | state    |
      | Arch Priestess Laelia | reserved |
      | Cleric Lancer         | engaged  |
    And my opponent's field holds "Genesis Dragon"
    When my opponent attacks "Cleric Lancer" with "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 3 defense

  @card-BP01-050 @cr-10.6.2.3.3
  Scenario: Unseen ruling 2 BP01-050: Onslaught cannot be played just for its Knight when there is no enemy follower
    Rule(en): Onslaught must select an enemy follower; with none on the field it cannot be played, so it cannot be used only to get the Knight.
    Rule(ja): 猛進は相手のフォロワーを選ぶ必要があり、いなければプレイできない。『ナイト』を得るためだけには使えない。
    Source: Official card Q&A of BP01-050 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Onslaught"
    When I play "Onslaught"
    Then the action is refused
    And the game state is unchanged
    And my EX area holds 0 "Knight"

  @card-BP01-035 @cr-5.8.1.2
  Scenario: Unseen ruling 2 BP01-035: Maid Leader's search may find nothing even when the deck holds a follower with evolve
    Rule(en): Searching the deck for a follower with evolve, I may choose to find none; the Goliath stays in the deck and my hand gets nothing.
    Rule(ja): デッキから進化を持つフォロワーを探すとき、見つけないことを選んでもよい。ゴリアテはデッキに残り、手札は増えない。
    Source: Official card Q&A of BP01-035 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds "Maid Leader"
    And my evolve deck holds "Maid Leader"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I evolve "Maid Leader" finding no card
    Then the action succeeds
    And "Maid Leader" is evolved
    And "Goliath" is in my deck
    And my hand holds 0 cards

  @card-BP01-155 @cr-11.6.1
  Scenario: Unseen ruling 2 BP01-155: an evolved follower Urd puts into the EX area leaves its evolved card in the evolve deck
    Rule(en): When Urd puts an evolved follower into its owner's EX area, the evolved card does not stay there: it goes face up to the evolve deck, and only the base card is left in the EX area.
    Rule(ja): ウルズで進化後のフォロワーをEXエリアに置くと、進化後のカードはそこに残らず表向きでエボルヴデッキに置かれ、EXエリアには進化前のカードだけが残る。
    Source: Official card Q&A of BP01-155 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 2 play points
    And my play points are 3 of 3
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Urd"
    And my opponent's field holds "Goliath"
    And my opponent's evolve deck holds "Goliath"
    When my opponent evolves "Goliath"
    And my opponent ends the turn
    Then it is my main phase
    When I play "Urd" targeting "Goliath"
    Then the action succeeds
    And my opponent's evolve deck holds 1 face-up "Goliath"
    And my opponent's EX area holds 1 "Goliath"
    And my opponent's field holds 0 cards

  @card-BP01-166 @cr-5.8.1.2
  Scenario: Unseen ruling 2 BP01-166: Harnessed Flame's ability can be used with no Flame and Glass in the deck, and its cost stays paid
    Rule(en): Harnessed Flame's activated ability may be played even when my deck holds no Flame and Glass; the play point and the two cards put into the cemetery are not given back.
    Rule(ja): デッキに『フラム＝グラス』がなくてもツインプリズナー・フラムの起動能力は使える。払ったPPと墓場に置いた2枚は戻らない。
    Source: Official card Q&A of BP01-166 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card            |
      | Harnessed Flame |
      | Harnessed Glass |
    And my deck holds:
      | card    |
      | Goliath |
    When I activate "Harnessed Flame"
    Then the action succeeds
    And I have 0 play points
    And "Harnessed Flame" is in my cemetery
    And "Harnessed Glass" is in my cemetery
    And "Goliath" is in my deck

  @card-BP01-119 @cr-10.4.7.4
  Scenario: Unseen ruling 2 BP01-119: I may play Spectre without paying its Fanfare's 2 defense
    Rule(en): Paying 2 of my leader's defense for Spectre's Fanfare is my choice; declining it, Spectre comes in without Rush and no card is milled.
    Rule(ja): スペクターのファンファーレでリーダーの体力2を払うかは自分で選べる。払わなければ突進は持たず、デッキも墓場に置かない。
    Source: Official card Q&A of BP01-119 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my hand holds "Spectre"
    When I play "Spectre" declining its optional cost
    Then the action succeeds
    And "Spectre" is on my field
    And my leader has 20 defense
    And "Spectre" does not have Rush
    And my cemetery holds 0 cards

  @card-BP01-170 @cr-7.4.7
  Scenario: Unseen ruling 2 BP01-170: Trail of Light discarded down to 7 cards draws, and then I discard again
    Rule(en): Discarding Trail of Light for the hand limit also sets off its draw; with 8 cards again I must discard once more before my turn ends.
    Rule(ja): 手札上限で光の道筋を捨てても1枚引く。手札がまた8枚になるので、ターン終了前にもう一度捨てる。
    Source: Official card Q&A of BP01-170 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds:
      | card           | as     |
      | Goliath        | Card 1 |
      | Goliath        | Card 2 |
      | Goliath        | Card 3 |
      | Goliath        | Card 4 |
      | Goliath        | Card 5 |
      | Goliath        | Card 6 |
      | Goliath        | Card 7 |
      | Trail of Light | Trail  |
    And my deck holds 3 cards
    And my opponent's deck holds 5 cards
    When I end the turn
    And I discard "Trail" to keep 7 cards
    Then the action succeeds
    And my hand holds 8 cards
    And my end phase waits for me to discard
    When I discard "Card 1" to keep 7 cards
    Then the action succeeds
    And my hand holds 7 cards
    And it is my opponent's main phase

  @card-BP01-083 @cr-10.7.2.1
  Scenario: Unseen ruling 2 BP01-083: two Phoenix Roosts each let me look at the top of my deck at the start of my main phase
    Rule(en): Each Phoenix Roost on my field works on its own: with two of them I look at my top card twice at the start of my main phase and may put a follower onto my field each time.
    Rule(ja): 鳳凰の庭園はそれぞれ働く。2枚あればメインフェイズ開始時にデッキの上を2回見て、そのたびにフォロワーを場に出せる。
    Source: Official card Q&A of BP01-083 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card          | as     |
      | Phoenix Roost | Roost A |
      | Phoenix Roost | Roost B |
    And my deck holds:
      | card                 |
      | Ninja Trainee        |
      | Goliath              |
      | Angelic Sword Maiden |
      | Ninja Trainee        |
    When my opponent ends the turn
    And I pick "Goliath" from the cards looked at
    And I pick "Angelic Sword Maiden" from the cards looked at
    Then "Goliath" is on my field
    And "Angelic Sword Maiden" is on my field

  @card-BP01-018 @cr-10.7.2.1
  Scenario: Unseen ruling 2 BP01-018: Archer reacts once for each follower that comes onto my field at the same time
    Rule(en): When several followers come onto my field together, Archer's ability is set off once for each of them: three tokens at once mean three times 1 damage.
    Rule(ja): 複数のフォロワーが同時に自分の場に出たとき、アーチャーの能力はその1体ごとに誘発する。トークン3体なら1ダメージを3回与える。
    Source: Official card Q&A of BP01-018 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my field holds "Archer"
    And my hand holds "Alwida's Command"
    And my opponent's field holds "Goliath"
    When I play "Alwida's Command"
    And I select "Goliath" as the target
    And I select "Goliath" as the target
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 1 defense

  @card-BP01-021 @cr-5.16.2
  Scenario: Unseen ruling 2 BP01-021: a follower of mine evolving does not power up Okami
    Rule(en): Evolving is not a follower coming onto my field, so Okami does not grow when one of my followers evolves.
    Rule(ja): 進化はフォロワーが場に出ることではないので、自分のフォロワーが進化しても大狼は強化されない。
    Source: Official card Q&A of BP01-021 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds:
      | card    |
      | Okami   |
      | Goliath |
    And my evolve deck holds "Goliath"
    When I evolve "Goliath"
    Then the action succeeds
    And "Goliath" is evolved
    And "Okami" has 5 attack and 5 defense

  @card-BP01-123 @cr-12.6
  Scenario: Unseen ruling 2 BP01-123: Wardrobe Raider may put itself into the cemetery to pay its own On Evolve cost
    Rule(en): The follower put into the cemetery for Wardrobe Raider's On Evolve cost may be Wardrobe Raider itself; the enemy follower is still destroyed.
    Rule(ja): ワードローブレイダーの進化時能力のコストで墓場に置くフォロワーは、ワードローブレイダー自身でもよい。相手のフォロワーはそれでも破壊される。
    Source: Official card Q&A of BP01-123 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Wardrobe Raider"
    And my evolve deck holds "Wardrobe Raider"
    And my opponent's field holds "Genesis Dragon"
    When I evolve "Wardrobe Raider" paying its On Evolve cost with "Wardrobe Raider"
    And I select "Genesis Dragon" as the target
    Then my cemetery holds 1 "Wardrobe Raider"
    And my field holds 0 cards
    And my evolve deck holds 1 face-up "Wardrobe Raider"
    And "Genesis Dragon" is in my opponent's cemetery

  @card-BP01-007 @cr-10.6.2.8.2
  Scenario: Unseen ruling 2 BP01-007: Silver Bolt counts my hand after its draw, without itself
    Rule(en): Silver Bolt's X is the number of cards in my hand after it has drawn; Silver Bolt is no longer in my hand then, so two cards plus the draw make 3 damage.
    Rule(ja): 白銀の矢のXは1枚引いた後の手札の枚数で、白銀の矢自身はもう手札にない。手札2枚と引いた1枚で3ダメージ。
    Source: Official card Q&A of BP01-007 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 play points
    And my deck holds 3 cards
    And my opponent's field holds "Genesis Dragon"
    And my hand holds:
      | card          |
      | Silver Bolt   |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Silver Bolt" targeting "Genesis Dragon"
    Then the action succeeds
    And my hand holds 3 cards
    And "Genesis Dragon" has 10 attack and 9 defense

  @card-BP01-028 @cr-10.6.2.8.2
  Scenario: Unseen ruling 2 BP01-028: Aurelia counts the enemy field when her Fanfare is played, not when she came in
    Rule(en): Aurelia's Fanfare counts the enemy cards as it is played; if my Archer's ability resolves first and leaves only 2 enemy cards, she gets neither +2/+2 nor Aura.
    Rule(ja): オーレリアのファンファーレは、それをプレイする時点の相手の場のカードを数える。先にアーチャーの能力で相手の場が2枚になれば、+2/+2もオーラも得ない。
    Source: Official card Q&A of BP01-028 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And I choose the order of my pending abilities
    And my field holds "Archer"
    And my hand holds "Aurelia, Regal Saber"
    And my opponent's field holds:
      | card    |
      | Fairy   |
      | Goliath |
      | Goliath |
    When I play "Aurelia, Regal Saber"
    And I resolve the pending ability of "Archer" first
    And I select "Fairy" as the target
    Then no ability is pending
    And my opponent's field holds 2 cards
    And "Aurelia, Regal Saber" has 4 attack and 6 defense
    And "Aurelia, Regal Saber" does not have Aura

  @card-BP01-180 @cr-12.15.2
  Scenario: Unseen ruling 2 BP01-180: Angelic Barrage reaches an enemy follower with Aura
    Rule(en): Angelic Barrage selects nothing, it hits every enemy follower, so Aura does not keep a follower from its 1 damage.
    Rule(ja): エンジェルバレッジは何も選ばず相手のフォロワーすべてに当たるので、オーラを持つフォロワーも1ダメージを受ける。
    Source: Official card Q&A of BP01-180 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Angelic Barrage"
    And my opponent's field holds "Shrine Knight Maiden"
    When I play "Angelic Barrage"
    Then the action succeeds
    And "Shrine Knight Maiden" has 5 attack and 4 defense

  @card-BP01-115 @cr-4.1.4
  Scenario: Unseen ruling 2 BP01-115: the Ward Death's Breath gives is lost once that follower leaves the field
    Rule(en): The follower Death's Breath brings back has Ward only while it stays on the field; returned to my hand and played again, it is a new card without Ward.
    Rule(ja): 死の息吹で場に出たフォロワーが守護を持つのは場にいる間だけ。手札に戻して出し直すと新しいカードとなり、守護は持たない。
    Source: Official card Q&A of BP01-115 (via eireetm/SVEN card notes)

    Given it is my main phase with 10 play points
    And my deck holds 3 cards
    And my hand holds:
      | card              |
      | Death's Breath    |
      | Nature's Guidance |
    And my cemetery holds "Goliath"
    When I play "Death's Breath" picking "Goliath"
    Then "Goliath" is on my field
    And "Goliath" has Ward
    When I play "Nature's Guidance" targeting "Goliath"
    Then "Goliath" is in my hand
    When I play "Goliath"
    Then the action succeeds
    And "Goliath" is on my field
    And "Goliath" does not have Ward

  @card-BP01-072 @cr-5.11.1
  Scenario: Unseen ruling 2 BP01-072: Sorcery Cache may skip the spell for my hand and still put one into the cemetery
    Rule(en): Sorcery Cache's two picks are separate "may"s: I can take no spell into my hand and still put a spell into my cemetery (either, both or neither).
    Rule(ja): 魔術の探求の2つの選択はそれぞれ任意。手札には加えず、スペルを墓場にだけ置くこともできる（片方、両方、どちらもしない、のいずれも可）。
    Source: Official card Q&A of BP01-072 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card        |
      | Goliath     |
      | Wind Blast  |
      | Fate's Hand |
    When I play "Sorcery Cache"
    And I take none of the cards looked at
    And I pick "Wind Blast" from the cards looked at
    And I put them on the bottom of my deck in the order "Goliath", "Fate's Hand"
    Then the action succeeds
    And my hand holds 0 cards
    And "Wind Blast" is in my cemetery
    And "Fate's Hand" is in my deck

  @card-BP01-091 @cr-2.1 @cr-9.1
  Scenario: Unseen ruling 2 BP01-091: Wyrm Spire gives Rush to Dragon tokens only, not to every Wyrmkin follower
    Rule(en): Wyrm Spire's Rush is for the token named Dragon; a Wyrmkin follower such as Mist Dragon played beside it gets no Rush.
    Rule(ja): 竜化の塔の突進は『ドラゴン』という名のトークンだけが持つ。ミストドラゴンのような竜族のフォロワーは突進を持たない。
    Source: Official card Q&A of BP01-091 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my field holds "Wyrm Spire"
    And my hand holds "Mist Dragon"
    When I play "Mist Dragon"
    Then the action succeeds
    And "Mist Dragon" does not have Rush

  @card-BP01-106 @cr-10.7.2.1
  Scenario: Unseen ruling 2 BP01-106: each evolved Righteous Devil reacts to the same enemy follower being destroyed
    Rule(en): With two evolved Righteous Devils on my field, one enemy follower destroyed sets off both: its leader takes 1 damage twice and my leader gets +1 twice.
    Rule(ja): 進化した裁きの悪魔が2体いれば、相手のフォロワー1体の破壊でそれぞれが働き、相手リーダーに1ダメージを2回、自分のリーダーは体力+1を2回。
    Source: Official card Q&A of BP01-106 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card            | evolved | as      |
      | Righteous Devil | yes     | Devil A |
      | Righteous Devil | yes     | Devil B |
    And my hand holds "Angelic Snipe"
    And my opponent's field holds "Ninja Trainee"
    When I play "Angelic Snipe" targeting "Ninja Trainee"
    Then the action succeeds
    And "Ninja Trainee" is in my opponent's cemetery
    And my opponent's leader has 18 defense
    And my leader has 22 defense

  @card-BP01-015 @cr-10.6.2.3
  Scenario: Unseen ruling 2 BP01-015: Nature's Guidance may return an amulet of mine
    Rule(en): "A card on your field" includes amulets: Nature's Guidance can return one of my amulets to my hand, then I draw.
    Rule(ja): 「自分の場のカード」にはアミュレットも含まれる。自然の導きで自分のアミュレットを手札に戻し、1枚引ける。
    Source: Official card Q&A of BP01-015 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my field holds "Sacred Plea"
    And my hand holds "Nature's Guidance"
    When I play "Nature's Guidance" targeting "Sacred Plea"
    Then the action succeeds
    And "Sacred Plea" is in my hand
    And my hand holds 2 cards

  @card-BP01-115 @cr-5.16.2
  Scenario: Unseen ruling 2 BP01-115: the Ward Death's Breath gives stays when that follower evolves
    Rule(en): The follower Death's Breath brings back keeps the Ward it was given after it evolves, since evolving keeps the effects already applied to it.
    Rule(ja): 死の息吹で場に出たフォロワーは、進化しても与えられた守護を保つ。進化は既に適用された効果を引き継ぐから。
    Source: Official card Q&A of BP01-115 (via eireetm/SVEN card notes)

    Given it is my main phase with 8 play points
    And my hand holds "Death's Breath"
    And my cemetery holds "Goliath"
    And my evolve deck holds "Goliath"
    When I play "Death's Breath" picking "Goliath"
    And I evolve "Goliath"
    Then the action succeeds
    And "Goliath" is evolved
    And "Goliath" has Ward

  @card-BP01-119 @cr-10.4.5
  Scenario: Unseen ruling 2 BP01-119: with 1 defense left my leader cannot pay Spectre's Fanfare cost
    Rule(en): Spectre's Fanfare cost takes 2 of my leader's defense; with only 1 left it cannot be paid, so Spectre comes in without Rush and nothing is milled.
    Rule(ja): スペクターのファンファーレのコストはリーダーの体力2。残り1では払えず、突進は持たず、デッキも墓場に置かない。
    Source: Official card Q&A of BP01-119 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my leader has 1 defense
    And my deck holds 2 cards
    And my hand holds "Spectre"
    When I play "Spectre"
    Then the action succeeds
    And "Spectre" is on my field
    And my leader has 1 defense
    And "Spectre" does not have Rush
    And my cemetery holds 0 cards

  @card-BP01-031 @cr-9.1
  Scenario: Unseen ruling 2 BP01-031: Frontguard General's Last Words gives Ward only to the two Knights it makes
    Rule(en): The Ward of Frontguard General's Last Words goes to the two Steelclad Knights it summons, not to my other followers.
    Rule(ja): フロントガードジェネラルのラストワードの守護は、出した『スティールナイト』2体だけが持ち、自分の他のフォロワーは持たない。
    Source: Official card Q&A of BP01-031 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card               |
      | Frontguard General |
      | Goliath            |
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Frontguard General"
    And I select no targets
    Then "Frontguard General" is in my cemetery
    And every "Steelclad Knight" on my field has Ward
    And my field holds 2 "Steelclad Knight"
    And "Goliath" does not have Ward

  @card-BP01-019 @cr-10.6.2.3.2
  Scenario: Unseen ruling 2 BP01-019: the evolved Archer deals 1 damage to each of the two followers it selects
    Rule(en): The evolved Archer's 1 damage goes to each selected enemy follower: selecting two deals 1 to both, not 1 in all.
    Rule(ja): 進化したアーチャーの1ダメージは選んだ相手のフォロワーそれぞれに与える。2体選べば両方に1ダメージずつ。
    Source: Official card Q&A of BP01-019 (via eireetm/SVEN card notes)

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
    And I select "Enemy A" and "Enemy B" as the targets
    Then the action succeeds
    And "Enemy A" has 2 attack and 1 defense
    And "Enemy B" has 3 attack and 3 defense

  @card-BP01-155 @cr-9.1.4
  Scenario: Unseen ruling 2 BP01-155: a token Urd puts into the EX area stays there
    Rule(en): A token follower Urd puts into its owner's EX area is not removed from the game: it stays in that EX area.
    Rule(ja): ウルズで持ち主のEXエリアに置いたトークンのフォロワーはゲームから取り除かれず、そのEXエリアに残る。
    Source: Official card Q&A of BP01-155 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Urd"
    And my opponent's field holds "Fairy"
    When I play "Urd" targeting "Fairy"
    Then the action succeeds
    And my opponent's EX area holds 1 "Fairy"
    And "Fairy" is in the game

  @card-BP01-105 @cr-12.2.3
  Scenario: Unseen ruling 2 BP01-105: no evolution point can be spent on Righteous Devil's evolve cost
    Rule(en): An evolution point stands in for a play point of an evolve cost; Righteous Devil's evolve cost is leader defense only, so an evolution point cannot be used on it.
    Rule(ja): エボルヴポイントは進化コストのPPの代わりになるもの。裁きの悪魔の進化コストはリーダーの体力だけなので、エボルヴポイントは使えない。
    Source: Official card Q&A of BP01-105 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my field holds "Righteous Devil"
    And my evolve deck holds "Righteous Devil"
    When I evolve "Righteous Devil" using 1 evolution point
    Then the action is refused
    And the game state is unchanged

  @card-BP01-073 @cr-10.6.2.3.3
  Scenario: Unseen ruling 2 BP01-073: Fiery Embrace cannot be played just for its leader damage when there is no enemy follower
    Rule(en): Fiery Embrace must select an enemy follower; with none on the field it cannot be played, even with Spellchain (10) on for its leader damage.
    Rule(ja): 炎の握撃は相手のフォロワーを選ぶ必要があり、いなければスペルチェイン10でもプレイできず、リーダーへのダメージだけを狙うことはできない。
    Source: Official card Q&A of BP01-073 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Fiery Embrace"
    And my cemetery holds:
      | card         |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
    When I play "Fiery Embrace"
    Then the action is refused
    And the game state is unchanged
    And my opponent's leader has 20 defense

  @card-BP01-131 @cr-12.15.2
  Scenario: Unseen ruling 2 BP01-131: Themis's Decree destroys an enemy follower with Aura too
    Rule(en): Themis's Decree selects nothing, it destroys every follower, so Aura does not save an enemy follower from it.
    Rule(ja): テミスの審判は何も選ばずフォロワーすべてを破壊するので、オーラを持つ相手のフォロワーも破壊される。
    Source: Official card Q&A of BP01-131 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my hand holds "Themis's Decree"
    And my opponent's field holds "Shrine Knight Maiden"
    When I play "Themis's Decree"
    Then the action succeeds
    And "Shrine Knight Maiden" is in my opponent's cemetery

  @card-BP01-004 @cr-13.2.1
  Scenario: Unseen ruling 2 BP01-004: Rhinoceroach counts the cards I played this turn, not the abilities I used
    Rule(en): Rhinoceroach's X counts only cards played this turn; using an activated ability is not playing a card, so after one follower and one activated ability it gets +1 attack.
    Rule(ja): リノセウスのXはこのターンにプレイしたカードの枚数だけを数える。起動能力の使用はカードのプレイではないので、フォロワー1枚と起動能力1回の後なら攻撃力+1。
    Source: Official card Q&A of BP01-004 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my field holds "Sacred Plea"
    And my hand holds:
      | card          |
      | Ninja Trainee |
      | Rhinoceroach  |
    When I play "Ninja Trainee"
    And I activate "Sacred Plea"
    And I play "Rhinoceroach"
    Then the action succeeds
    And "Rhinoceroach" has 2 attack and 1 defense

  @card-BP01-124 @cr-10.6.2.3 @assumption
  Scenario: Unseen ruling 2 BP01-124: Undead King already in the cemetery when its Fanfare is played may bring itself back
    Rule(en): Undead King's Fanfare selects when it is played; if the King has reached the cemetery by then, it may select itself and return to my hand.
    Rule(ja): 不死の王のファンファーレはプレイ時に選ぶ。そのとき不死の王が墓場にあれば、自身を選んで手札に加えられる。
    Source: Official card Q&A of BP01-124 (via eireetm/SVEN card notes)
    Assumption(en): The test card Arrival Reaper Amulet (destroy each other follower that comes onto my field) stands for any effect that sends the King to the cemetery before its Fanfare is played.
    Assumption(ja): テスト用カード Arrival Reaper Amulet（自分の場に出た他のフォロワーを破壊する）は、ファンファーレのプレイ前に不死の王を墓場に送る効果の代わり。

    Given it is my main phase with 6 play points
    And I choose the order of my pending abilities
    And my field holds "Arrival Reaper Amulet"
    And my hand holds "Undead King"
    When I play "Undead King"
    And I resolve the pending ability of "Arrival Reaper Amulet" first
    Then "Undead King" is in my cemetery
    When I select "Undead King" as the target
    Then the action succeeds
    And "Undead King" is in my hand

  @card-BP01-055 @cr-10.6.2.5.1
  Scenario: Unseen ruling 2 BP01-055: two evolved Ancient Alchemists make my Golem followers cost 2 less
    Rule(en): Each evolved Ancient Alchemist lowers the cost of my Golem followers by 1, so with two of them a 2-cost Strikeform Golem costs 0.
    Rule(ja): 進化したエンシェントアルケミストはそれぞれ自分のゴーレム・フォロワーのコストを1下げるので、2体いればコスト2の『攻撃型ゴーレム』はコスト0になる。
    Source: Official card Q&A of BP01-055 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card              | evolved | as          |
      | Ancient Alchemist | yes     | Alchemist A |
      | Ancient Alchemist | yes     | Alchemist B |
    And my EX area holds "Strikeform Golem"
    Then "Strikeform Golem" costs 0 play points
    When I play "Strikeform Golem"
    Then the action succeeds
    And "Strikeform Golem" is on my field

  @card-BP01-101 @cr-4.8.3.2
  Scenario: Unseen ruling 2 BP01-101: with one EX slot left, I choose which paw Cerberus's Necrocharge puts there
    Rule(en): With Necrocharge (10) Cerberus puts both Mimi and Coco into my EX area; if only one fits, I choose which one goes there.
    Rule(ja): ネクロチャージ10ならケルベロスは『ミミ』と『ココ』の両方をEXエリアに置く。1枚分しか空きがなければ、どちらを置くか自分で選ぶ。
    Source: Official card Q&A of BP01-101 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Cerberus"
    And my EX area holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    And my cemetery holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Cerberus" choosing to make "Coco"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 1 "Coco"
    And my EX area holds 0 "Mimi"

  @card-BP01-155 @cr-4.1.4
  Scenario: Unseen ruling 2 BP01-155: a follower Urd puts into the EX area loses its damage and the changes it had
    Rule(en): The follower Urd puts into its owner's EX area is a new card there: the damage it had taken and the stat changes given to it are gone.
    Rule(ja): ウルズでEXエリアに置かれたフォロワーはそこでは新しいカードで、受けていたダメージや与えられた能力値の変更はなくなる。
    Source: Official card Q&A of BP01-155 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Urd"
    And my opponent's field holds:
      | card    | damage | attack |
      | Goliath | 2      | +2     |
    When I play "Urd" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's EX area
    And "Goliath" has 3 attack and 4 defense

  @card-BP01-039 @cr-5.11.1
  Scenario: Unseen ruling 2 BP01-039: Pompous Princess may leave the 1-cost follower in the deck
    Rule(en): Putting a 1-cost follower from among the top 5 onto my field is my choice; I may put none, and every card looked at goes to the bottom of my deck.
    Rule(ja): 上5枚からコスト1のフォロワーを場に出すかは自分で選べる。出さなくてもよく、見たカードはすべてデッキの下に置く。
    Source: Official card Q&A of BP01-039 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Pompous Princess"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I play "Pompous Princess"
    And I take none of the cards looked at
    And I put them on the bottom of my deck in the order "Ninja Trainee", "Goliath"
    Then the action succeeds
    And my field holds 1 card
    And "Ninja Trainee" is in my deck

  @card-BP01-099 @cr-12.15.2
  Scenario: Unseen ruling 2 BP01-099: Dragon Wings reaches an enemy follower with Aura
    Rule(en): Dragon Wings selects nothing, it damages every follower, so Aura does not keep an enemy follower from its 2 damage.
    Rule(ja): 竜の翼は何も選ばずフォロワーすべてにダメージを与えるので、オーラを持つ相手のフォロワーも2ダメージを受ける。
    Source: Official card Q&A of BP01-099 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Dragon Wings"
    And my opponent's field holds "Shrine Knight Maiden"
    When I play "Dragon Wings"
    Then the action succeeds
    And "Shrine Knight Maiden" has 5 attack and 3 defense

  @card-BP01-161 @cr-10.6.2.8.2
  Scenario: Unseen ruling 2 BP01-161: Altered Fate can be played when both hands are otherwise empty
    Rule(en): Altered Fate may be played with no other card in my hand and none in my opponent's: nobody returns anything, my opponent draws nothing and I draw 1.
    Rule(ja): 自分の手札に他のカードがなく相手の手札も0枚でも新たなる運命はプレイできる。誰も何も戻さず、相手は引かず、自分は1枚引く。
    Source: Official card Q&A of BP01-161 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds "Altered Fate"
    When I play "Altered Fate"
    Then the action succeeds
    And my hand holds 1 card
    And my opponent's hand holds 0 cards

  @card-BP01-125 @cr-1.2.2
  Scenario: Unseen ruling 2 BP01-125: Razory Claw bringing both leaders to 0 ends the game in a draw
    Rule(en): If Razory Claw's 2 damage to my leader and 3 damage to the enemy leader leave both at 0, both players lose together and the game is a draw.
    Rule(ja): 鋭利な一裂きで自分のリーダーへの2ダメージと相手リーダーへの3ダメージで両方が0になれば、両者が同時に敗北し、引き分けになる。
    Source: Official card Q&A of BP01-125 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my leader has 2 defense
    And my opponent's leader has 3 defense
    And my hand holds "Razory Claw"
    When I play "Razory Claw" targeting the enemy leader
    Then the game is a draw

  @card-BP01-142 @cr-5.5
  Scenario: Unseen ruling 2 BP01-142: the amulet Cruel Priestess brings back costs me nothing
    Rule(en): Cruel Priestess puts the amulet onto my field without playing it, so its cost is not paid: with my last 4 play points spent on the Priestess, a 5-cost amulet still comes in.
    Rule(ja): 残忍な修道女はアミュレットをプレイせずに場に出すので、そのコストは払わない。PP4を修道女に使い切っても、コスト5のアミュレットは出る。
    Source: Official card Q&A of BP01-142 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Cruel Priestess"
    And my cemetery holds "Holy Sentinel"
    When I play "Cruel Priestess" picking "Holy Sentinel"
    Then the action succeeds
    And "Holy Sentinel" is on my field
    And I have 0 play points

  @card-BP01-150 @cr-10.4.6
  Scenario: Unseen ruling 2 BP01-150: Death Sentence cannot use its ability the turn it comes in engaged
    Rule(en): Death Sentence's ability engages it as part of its cost, so it needs Death Sentence reserved; coming onto the field engaged, it cannot be used that turn.
    Rule(ja): 死の宣告の起動能力はコストでこれをアクトするので、スタンド状態である必要がある。アクト状態で場に出たターンには使えない。
    Source: Official card Q&A of BP01-150 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Death Sentence"
    And my opponent's field holds "Genesis Dragon"
    When I play "Death Sentence"
    And I activate "Death Sentence" targeting "Genesis Dragon"
    Then the action is refused
    And "Genesis Dragon" is on my opponent's field
    And "Death Sentence" is on my field

  @card-BP01-103 @cr-10.6.2.6
  Scenario: Unseen ruling 2 BP01-103: Lord Atomy can be played onto a full field by putting 4 of its cards into the cemetery
    Rule(en): Paying Lord Atomy's reduction with 4 reserved Abysscraft cards from my field empties their slots, so it can be played even though my field was full.
    Rule(ja): 骸の王の軽減を場のスタンド状態のナイトメア4枚で払うとその枠が空くので、場が埋まっていてもプレイできる。
    Source: Official card Q&A of BP01-103 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds "Lord Atomy"
    And my field holds:
      | card            | as |
      | Righteous Devil | F1 |
      | Righteous Devil | F2 |
      | Righteous Devil | F3 |
      | Righteous Devil | F4 |
      | Ninja Trainee   | N1 |
    When I play "Lord Atomy" by its alternative cost 1 paying with "F1", "F2", "F3" and "F4"
    Then the action succeeds
    And "Lord Atomy" is on my field
    And my field holds 2 cards
    And my cemetery holds 4 cards

  @card-BP01-129 @cr-5.14.1
  Scenario: Unseen ruling 2 BP01-129: under Arch Priestess Laelia, damage from a follower's ability is not turned into its defense
    Rule(en): Laelia changes only the damage my followers deal in combat; Fire Lizard's Fanfare still deals its 1 damage, not 2 for its defense.
    Rule(ja): 聖女ラエリアが変えるのは自分のフォロワーが戦闘で与えるダメージだけ。ファイアリザードのファンファーレは体力の2ではなく1ダメージのまま。
    Source: Official card Q&A of BP01-129 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds "Arch Priestess Laelia"
    And my hand holds "Fire Lizard"
    And my opponent's field holds "Goliath"
    When I play "Fire Lizard" targeting "Goliath"
    Then the action succeeds
    And "Goliath" has 3 attack and 3 defense
