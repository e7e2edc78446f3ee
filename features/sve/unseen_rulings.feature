@sve
Feature: Official BP01 card rulings the catalog did not hold, written as a new contributor would
  Each scenario restates one official card Q&A answer (found through the card notes of the public engine
  eireetm/SVEN, or the official pickup FAQ) that is not in the project's rulings catalog, and checks it with
  the real BP01 card data and the existing steps only. Rulings the engine still gets wrong, or cannot yet
  express, are listed in the evaluation report instead of here.

  @card-BP01-001 @cr-5.15.1.1
  Scenario: Unseen ruling BP01-001: Rose Queen's recovery stops at the maximum play points
    Rule(en): Rose Queen recovers one play point per Thorn Burst in my EX area, but never past my maximum.
    Rule(ja): ローズクイーンは『薔薇の一撃』1枚につきPPを1回復するが、PP最大値を超えては回復しない。
    Source: Official card Q&A of BP01-001 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 of 3 play points
    And my field holds "Rose Queen"
    And my EX area holds:
      | card        |
      | Thorn Burst |
      | Thorn Burst |
      | Thorn Burst |
      | Thorn Burst |
    When I activate "Rose Queen"
    Then the action succeeds
    And I have 3 play points

  @card-BP01-002 @cr-10.4.7.4
  Scenario: Unseen ruling BP01-002: Ancient Elf cannot pay its Fanfare by returning an enemy card
    Rule(en): The card Ancient Elf returns to pay its Fanfare must be on my own field; with only enemy cards around, the cost goes unpaid and the Elf stays 2/2.
    Rule(ja): エンシェントエルフのファンファーレのコストで手札に戻せるのは自分の場のカードだけ。相手のカードしかなければコストは払えず、2/2のまま。
    Source: Official card Q&A of BP01-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Ancient Elf"
    And my opponent's field holds "Goliath"
    When I play "Ancient Elf"
    Then the action succeeds
    And "Goliath" is on my opponent's field
    And "Ancient Elf" has 2 attack and 2 defense

  @card-BP01-008 @cr-10.6.2.3.3 @cr-13.2.1.2
  Scenario: Unseen ruling BP01-008: Homecoming still needs an enemy follower to select when Combo 5 is on
    Rule(en): Even with Combo (5), Homecoming first selects one enemy follower; with none to select it cannot be played.
    Rule(ja): コンボ5でも根源への回帰は相手のフォロワー1体を選ぶ必要があり、選べなければプレイできない。
    Source: Official card Q&A of BP01-008 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And I have played 4 cards this turn
    And my hand holds "Homecoming"
    And my opponent's field holds "Magic Sediment"
    When I play "Homecoming"
    Then the action is refused
    And "Homecoming" is in my hand

  @card-BP01-011 @cr-4.8.3.3
  Scenario: Unseen ruling BP01-011: the +1/+1 Blessed Fairy Dancer gives a Fairy in the EX area stays when it is played
    Rule(en): A Pixie in my EX area boosted by Blessed Fairy Dancer keeps +1/+1 after I play it onto the field.
    Rule(ja): ブレスフェアリーダンサーで強化されたEXエリアの妖精は、場にプレイした後も+1/+1を保つ。
    Source: Official card Q&A of BP01-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my hand holds "Blessed Fairy Dancer"
    And my EX area holds "Fairy"
    When I play "Blessed Fairy Dancer"
    And I play "Fairy"
    Then the action succeeds
    And "Fairy" is on my field
    And "Fairy" has 2 attack and 2 defense

  @card-BP01-013 @cr-10.7.2.2
  Scenario: Unseen ruling BP01-013: Fairy Beast's once-a-turn limit is counted for each Fairy Beast
    Rule(en): Two Fairy Beasts may each use their activated ability once in the same turn; the same one cannot use it twice.
    Rule(ja): フェアリービーストが2体いれば、それぞれ1ターンに1回ずつ起動能力を使える。同じ1体が2回使うことはできない。
    Source: Official card Q&A of BP01-013 (via eireetm/SVEN card notes, which group it under CR 10.7.2.2)

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds:
      | card        | as      |
      | Fairy Beast | Beast A |
      | Fairy Beast | Beast B |
    And my EX area holds:
      | card  | as      |
      | Fairy | Fairy A |
      | Fairy | Fairy B |
      | Fairy | Fairy C |
    When I activate "Beast A" paying with "Fairy A"
    And I activate "Beast B" paying with "Fairy B"
    Then the action succeeds
    And my leader has 26 defense
    When I activate "Beast A" paying with "Fairy C"
    Then the action is refused

  @card-BP01-018 @cr-10.7.2.1
  Scenario: Unseen ruling BP01-018: every Archer on my field reacts to the same follower coming in
    Rule(en): With two Archers on my field, one follower entering sets off both, so 2 damage in all can be dealt.
    Rule(ja): 自分の場にアーチャーが2体いれば、フォロワー1体が出るとそれぞれの能力が働き、合計2ダメージを与えられる。
    Source: Official card Q&A of BP01-018 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card   | as       |
      | Archer | Archer A |
      | Archer | Archer B |
    And my hand holds "Ninja Trainee"
    And my opponent's field holds "Goliath"
    When I play "Ninja Trainee"
    And I select "Goliath" as the target
    And I select "Goliath" as the target
    Then the action succeeds
    And "Goliath" has 3 attack and 2 defense

  @card-BP01-023 @cr-4.8.3.2
  Scenario: Unseen ruling BP01-023: Fairy Circle puts only as many Fairies as my EX area has room for
    Rule(en): With 3 cards already in my EX area, Fairy Circle adds 2 Fairies; the third one is not made.
    Rule(ja): EXエリアに既に3枚あれば、フェアリーサークルで置けるフェアリーは2枚だけ。
    Source: Official card Q&A of BP01-023 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Fairy Circle"
    And my EX area holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Fairy Circle"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 2 "Fairy"

  @card-BP01-024 @cr-12.14.2.1
  Scenario: Unseen ruling BP01-024: a Bane follower under Woodkin Curse deals no damage but still destroys
    Rule(en): A follower hit by Woodkin Curse deals no damage that turn, yet its Bane still destroys the follower it fights.
    Rule(ja): 精霊の呪いを受けたフォロワーはそのターンダメージを与えないが、必殺で交戦したフォロワーは破壊される。
    Source: Official card Q&A of BP01-024 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Woodkin Curse"
    And my field holds "Goliath"
    And my opponent's field holds:
      | card            | state   |
      | Righteous Devil | engaged |
    When I play "Woodkin Curse" targeting "Righteous Devil"
    And I attack "Righteous Devil" with "Goliath"
    Then "Goliath" is in my cemetery
    And "Righteous Devil" has 2 attack and 1 defense

  @card-BP01-028 @cr-4.4
  Scenario: Unseen ruling BP01-028: Aurelia counts only the cards on the enemy field, not in the EX area
    Rule(en): Aurelia's Fanfare looks at the enemy field only; 2 followers there plus 2 cards in the EX area are not enough.
    Rule(ja): ロイヤルセイバー・オーレリアのファンファーレが数えるのは相手の場のカードだけ。場に2枚とEXエリアに2枚では条件を満たさない。
    Source: Official card Q&A of BP01-028 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my hand holds "Aurelia, Regal Saber"
    And my opponent's field holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
    And my opponent's EX area holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Aurelia, Regal Saber"
    Then the action succeeds
    And "Aurelia, Regal Saber" has 4 attack and 6 defense
    And "Aurelia, Regal Saber" does not have Aura

  @card-BP01-032 @cr-4.4.4.2
  Scenario: Unseen ruling BP01-032: with room for two, I choose which of Alwida's Command's three tokens enter
    Rule(en): When my field has room for only some of the tokens Alwida's Command makes, I choose which ones are made.
    Rule(ja): 場に全部出す空きがないとき、アルビダの号令で出すトークンは自分が選ぶ。
    Source: Official card Q&A of BP01-032 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Alwida's Command" choosing to make "Knight" and "Viking"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 1 "Viking"
    And my field holds 0 "Steelclad Knight"

  @card-BP01-049 @cr-10.6.2.3.3
  Scenario: Unseen ruling BP01-049: Forge Weaponry cannot be played without a follower of mine
    Rule(en): Forge Weaponry must select a follower on my field; with none, it cannot be played at all (not even for the draw).
    Rule(ja): 武装強化は自分のフォロワーを選ぶ必要があり、いなければプレイできない（ドローのためだけにも使えない）。
    Source: Official card Q&A of BP01-049 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my deck holds 2 cards
    And my hand holds "Forge Weaponry"
    And my opponent's field holds "Goliath"
    When I play "Forge Weaponry"
    Then the action is refused
    And "Forge Weaponry" is in my hand

  @card-BP01-053 @cr-13.3.1.2 @cr-13.3.1.4
  Scenario: Unseen ruling BP01-053: the spell Merlin plays from the cemetery does not count toward its own Spellchain
    Rule(en): While it resolves, the spell Merlin plays is out of the cemetery, so it does not count for its own Spellchain; afterwards it is back in the cemetery.
    Rule(ja): マーリンがプレイしたスペルは処理中は墓場にないため、自身のスペルチェインに数えない。処理後は墓場に置かれる。
    Source: Official card Q&A of BP01-053 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 of 5 play points
    And my deck holds 3 cards
    And my field holds "Merlin"
    And my evolve deck holds "Merlin"
    And my cemetery holds:
      | card         |
      | Fate's Hand  |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
    And I have 1 evolution point
    When I evolve "Merlin" using 1 evolution point
    Then the action succeeds
    And I have 0 play points
    And "Fate's Hand" is in my cemetery
    And my hand holds 2 cards

  @card-BP01-056 @cr-10.7.5 @cr-9.1.4
  Scenario: Unseen ruling BP01-056: Arcane Enlightenment's end-phase banish takes tokens in the EX area too
    Rule(en): At the start of my next end phase every card in my EX area is banished, tokens included (a token then leaves the game).
    Rule(ja): 神秘の獲得を使うと、次の自分のエンドフェイズ開始時にEXエリアのカードはトークンも含めてすべて消滅する（トークンはゲームから取り除かれる）。
    Source: Official card Q&A of BP01-056 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my deck holds 6 cards
    And my hand holds "Arcane Enlightenment"
    And my EX area holds "Fairy"
    When I play "Arcane Enlightenment"
    Then my EX area holds 5 cards
    When I end my main phase
    Then my EX area holds 0 cards
    And my banished zone holds 4 cards
    And "Fairy" is no longer in the game

  @card-BP01-061 @cr-13.3.1.2 @cr-10.4.4.1
  Scenario: Unseen ruling BP01-061: Flame Destroyer's Spellchain reduction always applies
    Rule(en): With Spellchain (5) on, Flame Destroyer costs 3 less whether I like it or not: it costs 6 to play.
    Rule(ja): スペルチェイン5を満たしていれば、フレイムデストロイヤーのコスト軽減は必ず適用され、コスト6でプレイする。
    Source: Official card Q&A of BP01-061 (via eireetm/SVEN card notes)

    Given it is my main phase with 9 play points
    And my hand holds "Flame Destroyer"
    And my cemetery holds:
      | card         |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
      | Fairy Circle |
    When I play "Flame Destroyer"
    Then the action succeeds
    And I have 3 play points

  @card-BP01-063 @cr-4.4.4.2
  Scenario: Unseen ruling BP01-063: Golem Protection summons only as many Golems as my field has room for
    Rule(en): With one free slot on my field, Golem Protection summons a single Guardform Golem.
    Rule(ja): 場の空きが1つなら、ゴーレムプロテクションで出る『防御型ゴーレム』は1体だけ。
    Source: Official card Q&A of BP01-063 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Golem Protection"
    And my field holds:
      | card          |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
      | Ninja Trainee |
    When I play "Golem Protection"
    Then the action succeeds
    And my field holds 5 cards
    And my field holds 1 "Guardform Golem"

  @card-BP01-070 @cr-10.6.2.3.3
  Scenario: Unseen ruling BP01-070: without an enemy follower, Lightning Shooter's Spellchain 10 deals no leader damage
    Rule(en): The 2 damage of Spellchain (10) goes to the leader of the selected follower; with no enemy follower to select, the leader takes nothing.
    Rule(ja): スペルチェイン10の2ダメージは選んだフォロワーのリーダーへ与える。相手のフォロワーを選べなければリーダーにもダメージはない。
    Source: Official card Q&A of BP01-070 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Lightning Shooter"
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
    When I play "Lightning Shooter"
    Then the action succeeds
    And my opponent's leader has 20 defense

  @card-BP01-070 @cr-13.3.1.2
  Scenario: Unseen ruling BP01-070: with Spellchain 10 Lightning Shooter deals 4 to the follower and 2 to its leader
    Rule(en): With Spellchain (10) on, Lightning Shooter deals 4 damage to the selected enemy follower and 2 to that follower's leader.
    Rule(ja): スペルチェイン10なら、ライトニングシューターは選んだ相手のフォロワーに4ダメージ、そのリーダーに2ダメージを与える。
    Source: Official card Q&A of BP01-070 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Lightning Shooter"
    And my opponent's field holds "Genesis Dragon"
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
    When I play "Lightning Shooter" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 8 defense
    And my opponent's leader has 18 defense

  @card-BP01-084 @cr-10.4.4.1 @cr-1.3.2.2.1
  Scenario: Unseen ruling BP01-084: the card Wyvern Cavalier puts into the EX area never costs less than 0
    Rule(en): The card moved to my EX area costs 2 less to play, but a 1-cost card costs 0, not less.
    Rule(ja): EXエリアに置いたカードはプレイするときコストが2少なくなるが、コスト1のカードは0になり、それより下がらない。
    Source: Official card Q&A of BP01-084 (via eireetm/SVEN card notes)

    Given it is my main phase with 5 play points
    And my hand holds "Wyvern Cavalier"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Goliath       |
    When I play "Wyvern Cavalier"
    Then the action succeeds
    And "Ninja Trainee" is in my EX area
    And "Ninja Trainee" costs 0 play points

  @card-BP01-088 @cr-8.4.3.2.1
  Scenario: Unseen ruling BP01-088: Imprisoned Dragon cannot attack enemy followers either
    Rule(en): "Can't attack enemies" covers followers as well as leaders: Imprisoned Dragon cannot attack an engaged enemy follower.
    Rule(ja): 「相手を攻撃できない」はリーダーだけでなくフォロワーも含む。プリズンドラゴンはアクト状態の相手フォロワーも攻撃できない。
    Source: Official card Q&A of BP01-088 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Imprisoned Dragon"
    And my opponent's field holds:
      | card    | state   |
      | Goliath | engaged |
    When I attack "Goliath" with "Imprisoned Dragon"
    Then the action is refused
    And "Imprisoned Dragon" is reserved

  @card-BP01-098 @cr-13.4.1.2
  Scenario: Unseen ruling BP01-098: with Overflow, Blazing Breath deals 4 damage, not 2 plus 4
    Rule(en): Overflow replaces the 2 damage with 4; the two amounts are not added.
    Rule(ja): 覚醒ならブレイジングブレスのダメージは2の代わりに4で、足して6にはならない。
    Source: Official card Q&A of BP01-098 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 play points
    And my hand holds "Blazing Breath"
    And my opponent's field holds "Genesis Dragon"
    When I play "Blazing Breath" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 8 defense

  @card-BP01-100 @cr-5.18
  Scenario: Unseen ruling BP01-100: Dragon Emissary may leave an eligible card in the deck
    Rule(en): Taking the Dragoncraft card is optional: I may decline even when a qualifying card is among the top 5, and it then stays in my deck.
    Rule(ja): 竜の伝令で手札に加えるのは任意で、条件に合うカードが上5枚にあっても加えないことができ、そのカードはデッキに残る。
    Source: Official card Q&A of BP01-100 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Dragon Emissary"
    And my deck holds:
      | card           |
      | Genesis Dragon |
      | Ninja Trainee  |
    When I play "Dragon Emissary"
    And I take none of the cards looked at
    Then the action succeeds
    And my hand holds 0 cards
    And my deck holds 2 cards
    And "Genesis Dragon" is in my deck

  @card-BP01-104 @cr-10.4.4.1 @cr-13.5.1.2 @cr-13.5.2.2
  Scenario: Unseen ruling BP01-104: Medusa with both Sanguine and Necrocharge costs 2 less
    Rule(en): Medusa's two reductions add up: with Sanguine and Necrocharge (10) both on, it costs 4.
    Rule(ja): メドゥーサの2つの軽減は両方適用され、真紅とネクロチャージ10を共に満たせばコストは4。
    Source: Official card Q&A of BP01-104 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my leader lost defense this turn
    And my hand holds "Medusa"
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
    Then "Medusa" costs 4 play points

  @card-BP01-106 @cr-10.7.4.1
  Scenario: Unseen ruling BP01-106: the evolved Righteous Devil reacts even when it is destroyed together with the enemy follower
    Rule(en): If the evolved Righteous Devil and an enemy follower are destroyed at the same time, its ability still deals 1 to that leader and gives my leader +1.
    Rule(ja): 進化した裁きの悪魔と相手のフォロワーが同時に破壊されても、能力は働き相手リーダーに1ダメージ、自分のリーダーは体力+1。
    Source: Official card Q&A of BP01-106 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card            | evolved |
      | Righteous Devil | yes     |
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I attack "Genesis Dragon" with "Righteous Devil"
    Then my field holds 0 cards
    And "Genesis Dragon" is in my opponent's cemetery
    And my opponent's leader has 19 defense
    And my leader has 21 defense

  @card-BP01-120 @cr-1.3.2
  Scenario: Unseen ruling BP01-120: Spartoi Sergeant mills only the cards my deck still holds
    Rule(en): With a single card in my deck, Spartoi Sergeant puts just that card into the cemetery, and I do not lose for it.
    Rule(ja): デッキが1枚なら、スパルトイサージェントはその1枚だけを墓場に置く。それで敗北することはない。
    Source: Official card Q&A of BP01-120 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Spartoi Sergeant"
    And my deck holds 1 card
    When I play "Spartoi Sergeant"
    Then the action succeeds
    And my cemetery holds 1 card
    And my deck holds 0 cards
    And the game goes on

  @card-BP01-123 @cr-10.4.7.4
  Scenario: Unseen ruling BP01-123: Wardrobe Raider cannot pay its On Evolve cost with an enemy follower
    Rule(en): The follower Wardrobe Raider puts into the cemetery as a cost must come from my own field; enemy followers cannot pay it.
    Rule(ja): ワードローブレイダー（EVOLVE）の進化時能力のコストで墓場に置くフォロワーは自分の場のものに限り、相手のフォロワーでは払えない。
    Source: Official pickup FAQ of 19 May 2022 (shadowverse-evolve.com/news/post-55), question on Wardrobe Raider (EVOLVE)

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Wardrobe Raider |
      | Goliath         |
    And my evolve deck holds "Wardrobe Raider"
    And my opponent's field holds:
      | card           |
      | Ninja Trainee  |
      | Genesis Dragon |
    When I evolve "Wardrobe Raider" paying its On Evolve cost with "Ninja Trainee"
    Then the action is refused
    And "Ninja Trainee" is on my opponent's field
    And "Wardrobe Raider" is not evolved

  @card-BP01-124 @cr-10.6.2.3.2
  Scenario: Unseen ruling BP01-124: Undead King may bring back no follower at all
    Rule(en): "Up to 2" allows selecting none; the followers in my cemetery then stay there.
    Rule(ja): アンデッドキングは「2枚まで」なので0枚を選ぶこともでき、その場合墓場のフォロワーはそのまま残る。
    Source: Official card Q&A of BP01-124 (via eireetm/SVEN card notes)

    Given it is my main phase with 6 play points
    And my hand holds "Undead King"
    And my cemetery holds "Goliath"
    When I play "Undead King"
    And I select no target
    Then the action succeeds
    And "Goliath" is in my cemetery

  @card-BP01-156 @cr-12.15.2
  Scenario: Unseen ruling BP01-156: Aura does not protect a card in the EX area from Urd
    Rule(en): Aura only shields a card on the field; the evolved Urd can select and banish an Aura card in the enemy EX area.
    Rule(ja): オーラが守るのは場のカードだけ。進化したウルズは相手のEXエリアのオーラを持つカードを選んで消滅できる。
    Source: Official card Q&A of BP01-156 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Urd"
    And my evolve deck holds "Urd"
    And my opponent's EX area holds "Mainyu"
    When I evolve "Urd"
    And I select "Mainyu" as the target
    Then the action succeeds
    And "Mainyu" is in my opponent's banished zone

  @card-BP01-005 @cr-5.18.3.1.2
  Scenario: Unseen ruling BP01-005: Rhinoceroach's damage option cannot be chosen without an enemy follower
    Rule(en): An option of "choose one" that cannot be carried out (here: no enemy follower to select) cannot be chosen; only the Storm option is open.
    Rule(ja): 選択肢のうち実行できないもの（ここでは選べる相手のフォロワーがいない）は選べず、疾走を得るほうしか選べない。
    Source: Official card Q&A of BP01-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Rhinoceroach"
    And my evolve deck holds "Rhinoceroach"
    When I evolve "Rhinoceroach" choosing option 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    When I evolve "Rhinoceroach" choosing option 1
    Then the action succeeds
    And "Rhinoceroach" has Storm

  @card-BP01-051 @cr-10.6.2.3.3 @cr-13.3.3.2
  Scenario: Unseen ruling BP01-051: with no enemy follower Erasmus's Fanfare cannot take an Earth Rite payment
    Rule(en): Erasmus's Fanfare must select an enemy follower; with none it is not played, so its Earth Rite cannot be paid and no Stack counter is spent.
    Rule(ja): アークサモナー・エラスムスのファンファーレは相手のフォロワーを選ぶ必要があり、いなければプレイされないので土の秘術も払えない。
    Source: Official card Q&A of BP01-051 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 play points
    And my hand holds "Arch Summoner Erasmus"
    And my field holds "Magic Sediment"
    When I play "Arch Summoner Erasmus" paying Earth Rite with "Magic Sediment"
    Then the action succeeds
    And "Magic Sediment" is on my field
    And "Magic Sediment" has 1 stack counter
    And my opponent's leader has 20 defense

  @card-BP01-002 @cr-10.4.7.4
  Scenario: Unseen ruling BP01-002: naming an enemy card to pay Ancient Elf's Fanfare cost is refused
    Rule(en): Only a card on my own field can pay Ancient Elf's Fanfare cost; naming an enemy card is an illegal payment.
    Rule(ja): エンシェントエルフのファンファーレのコストは自分の場のカードでしか払えず、相手のカードを指定するのは不正な支払い。
    Source: Official card Q&A of BP01-002 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my hand holds "Ancient Elf"
    And my field holds "Ninja Trainee"
    And my opponent's field holds "Goliath"
    When I play "Ancient Elf" paying with "Goliath"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And "Goliath" is on my opponent's field
    And "Ancient Elf" is in my hand

  @card-BP01-063 @cr-13.3.3.2 @cr-11.7.1 @cr-4.4.4.2
  Scenario: Unseen ruling BP01-063: paying Earth Rite with the last Stack counter frees that amulet's slot for a Golem
    Rule(en): Earth Rite is paid while Golem Protection is played; an amulet left with no Stack counter leaves my field then, so its slot can take a Guardform Golem, which gets +1/+1.
    Rule(ja): 土の秘術はゴーレムプロテクションのプレイ中に支払う。スタックが0になったアミュレットはその時点で場を離れ、空いた枠に『防御型ゴーレム』が出て+1/+1される。
    Source: Official card Q&A of BP01-063 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my hand holds "Golem Protection"
    And my field holds:
      | card           |
      | Ninja Trainee  |
      | Ninja Trainee  |
      | Ninja Trainee  |
      | Ninja Trainee  |
      | Magic Sediment |
    When I play "Golem Protection" paying Earth Rite with "Magic Sediment"
    Then the action succeeds
    And "Magic Sediment" is no longer in the game
    And my field holds 1 "Guardform Golem"
    And "Guardform Golem" has 3 attack and 4 defense
