@sve
Feature: A third batch of official card rulings the project had never seen, on the booster set BP03
  Each scenario restates one official card Q&A answer about a card of BP03, found in the card notes of the
  public engine eireetm/SVEN (packages/core/src/script/BP03/*.ts) and used nowhere else in this project. The
  cards are not in the project's pool, so each is written as a test card named "Unseen BP03-NNN <name>"
  (engine/sve/cards.yaml) with the real card's facts, and the scenario is written first with the steps as they
  were, as a new contributor would.
  Sampling: the 119 card script files of BP03, shuffled with Python's random.Random(2115).shuffle and read in
  that order until about 30 rulings were collected (60 files read, 29 distinct rulings), listed in
  docs/unseen-rulings-3-bp03.md with what became of each; none was passed over.
  Tally: 17 written, 12 not yet checkable (their mechanics are not in the engine: the page names each). Of the 17:
  10 right (the engine agreed from the start); 3 wrong, the engine fixed (BP03-085 twice: a selection made before the
  cost is paid, CR 10.6.2.3 and 10.6.2.5, and a card named to pay that cannot, CR 10.4.7.4; BP03-021: an evolution
  by an effect may be declined, CR 5.16.1.1); 4 not checkable or not writable as things were, made so by a small
  addition and then right (BP03-073: declining an automatic ability's cost, a set-up step; BP03-039 twice: the
  restriction cannot_activate and a step; BP03-078: the card field also_named). The test cards are our encoding of
  the real cards: a ruling that turns on how a card's text is read is checked against that encoding, the engine's
  part being what it does with it.

  @cr-10.6.2.3 @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 BP03-072: Armor Burst cannot be played without an Armed follower of mine
    Rule(en): Armor Burst selects both an Armed follower of mine and an enemy follower; with no Armed follower on my field it cannot be played, even just to damage the enemy follower.
    Rule(ja): アーマーパージは自分の武装・フォロワーと相手のフォロワーの両方を選ぶ。自分の場に武装・フォロワーがいなければ、相手のフォロワーにダメージを与えるためだけでもプレイできない。
    Source: Official card Q&A of BP03-072 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my hand holds "Unseen BP03-072 Armor Burst"
    And my field holds "Test Goblin"
    And my opponent's field holds "Genesis Dragon"
    When I play "Unseen BP03-072 Armor Burst" targeting "Genesis Dragon"
    Then the action is refused
    And the game state is unchanged

  @cr-5.27
  Scenario: Unseen ruling 3 BP03-074: a Ghost keeps Masquerade Ghost's +1 attack after Masquerade Ghost has left
    Rule(en): The +1 attack Masquerade Ghost gives a Ghost that comes onto my field stays on that Ghost when Masquerade Ghost leaves the field afterwards.
    Rule(ja): マスカレードゴーストが自分の場に出たゴーストに与えた攻撃力+1は、その後マスカレードゴーストが場を離れてもそのゴーストに残る。
    Source: Official card Q&A of BP03-074 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my field holds "Unseen BP03-074 Masquerade Ghost"
    And my hand holds:
      | card                              |
      | Phantom Howl                      |
      | Unseen Destroy Any Follower Spell |
    When I play "Phantom Howl"
    And I play "Unseen Destroy Any Follower Spell" targeting "Unseen BP03-074 Masquerade Ghost"
    Then the action succeeds
    And "Unseen BP03-074 Masquerade Ghost" is in my cemetery
    And my field holds 4 "Ghost"
    And "Ghost" has 2 attack and 1 defense

  @cr-10.4.7.4 @cr-12.5.1
  Scenario: Unseen ruling 3 BP03-073: Dark Alice comes back with my hand empty; the discard then does nothing
    Rule(en): When Dark Alice is destroyed and its Last Words cost is paid, it comes back onto my field even though my hand is empty; discarding a card then simply does nothing.
    Rule(ja): ダークアリスが破壊されラストワードのコストを支払えば、手札が0枚でもダークアリスは場に戻る。手札を捨てる部分は何もしない。
    Source: Official card Q&A of BP03-073 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds "Unseen BP03-073 Dark Alice"
    And my deck holds 10 cards
    And my opponent's hand holds "Unseen Destroy Any Follower Spell"
    When my opponent plays "Unseen Destroy Any Follower Spell" targeting "Unseen BP03-073 Dark Alice"
    Then the action succeeds
    And "Unseen BP03-073 Dark Alice" is on my field
    And my banished zone holds 10 cards
    And my deck holds 0 cards
    And my hand holds 0 cards
    And the game goes on

  @cr-10.4.7.4
  Scenario: Unseen ruling 3 BP03-073: declining Dark Alice's Last Words cost skips its discard as well
    Rule(en): If I choose not to banish the top 10 cards of my deck for Dark Alice's Last Words, none of that ability happens: it stays in the cemetery and I discard nothing.
    Rule(ja): ダークアリスのラストワードでデッキの上10枚を消滅させないことを選んだら、その能力は何も起こらない。墓場に残り、手札も捨てない。
    Source: Official card Q&A of BP03-073 (via eireetm/SVEN card notes)

    Given it is my opponent's main phase with 0 play points
    And my field holds "Unseen BP03-073 Dark Alice"
    And my deck holds 10 cards
    And my hand holds "Test Goblin"
    And my opponent's hand holds "Unseen Destroy Any Follower Spell"
    And I decline the costs of my automatic abilities
    When my opponent plays "Unseen Destroy Any Follower Spell" targeting "Unseen BP03-073 Dark Alice"
    Then the action succeeds
    And "Unseen BP03-073 Dark Alice" is in my cemetery
    And my deck holds 10 cards
    And my hand holds 1 "Test Goblin"

  @cr-8.2.1
  Scenario: Unseen ruling 3 BP03-024: Amerro's On Evolve must play the Heroic card it selects
    Rule(en): Evolved Amerro's On Evolve is not a "may": the Heroic card selected in my cemetery is played for 0 play points without asking me whether to.
    Rule(ja): 進化後のアミロスの進化時能力は「てよい」ではない。選んだ墓場のヒーロー・カードは確認なしにコスト0でプレイされる。
    Source: Official card Q&A of BP03-024 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my field holds "Unseen BP03-023 Amerro, Spear Knight"
    And my cemetery holds "Unseen BP03-036 Ironwrought Defender"
    And my evolve deck holds "Unseen BP03-023 Amerro, Spear Knight"
    When I evolve "Unseen BP03-023 Amerro, Spear Knight"
    Then the action succeeds
    And "Unseen BP03-036 Ironwrought Defender" is on my field
    And no ability is pending
    And I have 0 play points

  @cr-4.4.4.2
  Scenario: Unseen ruling 3 BP03-024: with my field full, the Heroic follower Amerro selects stays in my cemetery
    Rule(en): Amerro may select a Heroic follower in my cemetery while my field is full; it cannot be played then, so it stays in the cemetery and Amerro still evolves.
    Rule(ja): 場が埋まっていてもアミロスは墓場のヒーロー・フォロワーを選べる。プレイできないので墓場に残り、アミロスの進化はそのまま行われる。
    Source: Official card Q&A of BP03-024 (via eireetm/SVEN card notes)

    Given it is my main phase with 3 play points
    And my field holds:
      | card                                 |
      | Unseen BP03-023 Amerro, Spear Knight |
      | Test Goblin                          |
      | Test Goblin                          |
      | Test Goblin                          |
      | Test Goblin                          |
    And my cemetery holds "Unseen BP03-036 Ironwrought Defender"
    And my evolve deck holds "Unseen BP03-023 Amerro, Spear Knight"
    When I evolve "Unseen BP03-023 Amerro, Spear Knight"
    Then the action succeeds
    And "Unseen BP03-023 Amerro, Spear Knight" is evolved
    And "Unseen BP03-036 Ironwrought Defender" is in my cemetery
    And my field holds 5 cards

  @cr-10.6.2.3 @cr-10.6.2.3.3
  Scenario: Unseen ruling 3 BP03-085: Parade Raven cannot bring back the follower buried for its own cost
    Rule(en): Parade Raven's follower in the cemetery is selected before its cost buries a follower, so the buried one cannot be the one it brings back; with no other follower in my cemetery the Fanfare is not played and nothing is buried.
    Rule(ja): パレードレイヴンの墓場のフォロワーは、コストでフォロワーを墓場に置く前に選ぶので、墓場に置いたものは選べない。墓場に他のフォロワーがなければファンファーレはプレイされず、何も墓場に置かれない。
    Source: Official card Q&A of BP03-085 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 play points
    And my hand holds "Unseen BP03-085 Parade Raven"
    And my field holds "Test Fighter"
    When I play "Unseen BP03-085 Parade Raven" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And my cemetery holds 0 cards
    And the event "left-field" did not happen

  @cr-10.4
  Scenario: Unseen ruling 3 BP03-085: Parade Raven's cost buries a follower of mine, never an enemy one
    Rule(en): Only a follower on my own field can be put into the cemetery to pay Parade Raven's Fanfare cost; naming an enemy follower for it is refused.
    Rule(ja): パレードレイヴンのファンファーレのコストで墓場に置けるのは自分の場のフォロワーだけ。相手のフォロワーを指定することはできない。
    Source: Official card Q&A of BP03-085 (via eireetm/SVEN card notes)

    Given it is my main phase with 7 play points
    And my hand holds "Unseen BP03-085 Parade Raven"
    And my cemetery holds "Test Fighter"
    And my opponent's field holds "Genesis Dragon"
    When I play "Unseen BP03-085 Parade Raven" paying with "Genesis Dragon"
    Then the action is refused
    And the game state is unchanged

  @cr-5.16.1.1
  Scenario: Unseen ruling 3 BP03-021: the follower Valiant Fencer evolves does not pay its evolve cost
    Rule(en): The Heroic follower evolved by evolved Valiant Fencer's On Evolve evolves without its evolve cost being paid.
    Rule(ja): 進化後のヴァリアントフェンサーの進化時能力で進化するヒーロー・フォロワーは、その進化コストを支払わずに進化する。
    Source: Official card Q&A of BP03-021 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                                 |
      | Unseen BP03-020 Valiant Fencer       |
      | Unseen BP03-023 Amerro, Spear Knight |
    And my evolve deck holds:
      | card                                 |
      | Unseen BP03-020 Valiant Fencer       |
      | Unseen BP03-023 Amerro, Spear Knight |
    When I evolve "Unseen BP03-020 Valiant Fencer" targeting "Unseen BP03-023 Amerro, Spear Knight"
    Then the action succeeds
    And "Unseen BP03-023 Amerro, Spear Knight" is evolved
    And I have 0 play points

  @cr-5.16.1.1
  Scenario: Unseen ruling 3 BP03-021: Valiant Fencer's player may choose to evolve no follower
    Rule(en): Its player may decline the evolution that evolved Valiant Fencer's On Evolve offers: then no follower is evolved by it.
    Rule(ja): 進化後のヴァリアントフェンサーの進化時能力による進化は、プレイヤーが行わないことを選べる。その場合、どのフォロワーも進化しない。
    Source: Official card Q&A of BP03-021 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds:
      | card                                 |
      | Unseen BP03-020 Valiant Fencer       |
      | Unseen BP03-023 Amerro, Spear Knight |
    And my evolve deck holds:
      | card                                 |
      | Unseen BP03-020 Valiant Fencer       |
      | Unseen BP03-023 Amerro, Spear Knight |
    When I evolve "Unseen BP03-020 Valiant Fencer" declining the evolution its On Evolve offers
    And I select "Unseen BP03-023 Amerro, Spear Knight" as the target
    Then the action succeeds
    And "Unseen BP03-020 Valiant Fencer" is evolved
    And "Unseen BP03-023 Amerro, Spear Knight" is not evolved
    And my evolve deck holds 1 "Unseen BP03-023 Amerro, Spear Knight"
    And no ability is pending

  @cr-13.2.1.2
  Scenario: Unseen ruling 3 BP03-011: the Fairy Wood of Brambles summons is not a card played for its Combo
    Rule(en): Summoning a Fairy is not playing a card, so when Wood of Brambles is the second card I play this turn its Fairy does not get Rush.
    Rule(ja): フェアリーを出すことはカードのプレイではない。茨の森がこのターン2枚目にプレイしたカードなら、フェアリーは【突進】を持たない。
    Source: Official card Q&A of BP03-011 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Unseen BP03-011 Wood of Brambles"
    When I play "Unseen BP03-011 Wood of Brambles"
    Then the action succeeds
    And my field holds 1 "Fairy"
    And "Fairy" does not have Rush

  @cr-10.7.4.1
  Scenario: Unseen ruling 3 BP03-005: Slade's returned ability may put Slade itself back onto the field
    Rule(en): When Slade goes back to my hand from my field, the Forestcraft follower of cost 2 or less it lets me put onto the field may be Slade itself, which is in my hand by then.
    Rule(ja): スレイドが場から手札に戻ったとき、場に出せるコスト2以下のエルフフォロワーは、そのとき手札にあるスレイド自身でもよい。
    Source: Official card Q&A of BP03-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my field holds "Unseen BP03-005 Slade, Blossoming Wolf"
    And my hand holds "Homeward Wind"
    When I play "Homeward Wind" targeting "Unseen BP03-005 Slade, Blossoming Wolf"
    And I accept "Unseen BP03-005 Slade, Blossoming Wolf"'s optional effect
    Then "Unseen BP03-005 Slade, Blossoming Wolf" is on my field
    And my hand holds 0 cards

  @cr-5.22.1 @cr-4.4.4.2
  Scenario: Unseen ruling 3 BP03-109: with my field full, Angel of Chaos does not steal the follower but still refreshes it
    Rule(en): With my field full, the enemy follower Angel of Chaos selects is not stolen and stays on its own field, but it is still refreshed there.
    Rule(ja): 自分の場が埋まっていれば、カオティックエンジェルが選んだ相手のフォロワーは奪われず相手の場に残るが、そこでスタンドはする。
    Source: Official card Q&A of BP03-109 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                           |
      | Unseen BP03-109 Angel of Chaos |
      | Test Goblin                    |
      | Test Goblin                    |
      | Test Goblin                    |
      | Test Goblin                    |
    And my cemetery holds:
      | card                                   |
      | Unseen BP03-119 Harbinger of the Night |
      | Unseen BP03-119 Harbinger of the Night |
      | Unseen BP03-119 Harbinger of the Night |
    And my opponent's field holds an engaged "Genesis Dragon"
    When I activate "Unseen BP03-109 Angel of Chaos" targeting "Genesis Dragon"
    Then the action succeeds
    And "Genesis Dragon" is under my opponent's control
    And "Genesis Dragon" is reserved
    And my banished zone holds 3 cards

  @cr-4.1.4
  Scenario: Unseen ruling 3 BP03-092: a keyword given on the field does not count in the cemetery for Diamond Master
    Rule(en): Evolved Diamond Master looks in my cemetery for a follower with Storm as printed; one that was given Storm on the field and then destroyed has no Storm there and is not brought back.
    Rule(ja): 進化後のダイヤモンドマスターは墓場で印刷された【疾走】を持つフォロワーを探す。場で【疾走】を得てから破壊されたフォロワーは墓場では【疾走】を持たず、場に戻らない。
    Source: Official card Q&A of BP03-092 (via eireetm/SVEN card notes)

    Given it is my main phase with 4 play points
    And my field holds:
      | card                           |
      | Unseen BP03-091 Diamond Master |
      | Test Fighter                   |
    And my hand holds:
      | card                              |
      | Wind Blessing                     |
      | Unseen Destroy Any Follower Spell |
    And my evolve deck holds "Unseen BP03-091 Diamond Master"
    When I play "Wind Blessing" targeting "Test Fighter"
    And I play "Unseen Destroy Any Follower Spell" targeting "Test Fighter"
    And I evolve "Unseen BP03-091 Diamond Master"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And my field holds 1 card

  @cr-10.9
  Scenario: Unseen ruling 3 BP03-039: Mystic King's lock keeps only that Mystic King from activating again
    Rule(en): After Mystic King's activated ability, that card cannot play its activated abilities for the rest of the turn, but another Mystic King of mine still can.
    Rule(ja): ミスティックキングの起動能力を使うと、そのターンそのカードは起動能力を使えないが、自分の別のミスティックキングは使える。
    Source: Official card Q&A of BP03-039 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                         | as     |
      | Unseen BP03-039 Mystic King  | King A |
      | Unseen BP03-039 Mystic King  | King B |
      | Unseen BP03-051 Magical Rook | Rook A |
      | Unseen BP03-051 Magical Rook | Rook B |
    And my opponent's field holds "Genesis Dragon"
    When I activate "King A" targeting "Genesis Dragon" paying with "Rook A"
    Then the action succeeds
    When I activate "King A" targeting "Genesis Dragon" paying with "Rook B"
    Then the action is refused
    When I activate "King B" targeting "Genesis Dragon" paying with "Rook B"
    Then the action succeeds
    And "Genesis Dragon" has 10 attack and 2 defense

  @cr-5.16.2
  Scenario: Unseen ruling 3 BP03-039: Mystic King may still evolve, and once evolved it still cannot activate that turn
    Rule(en): Mystic King's lock spares its evolve ability, so it may evolve after using its activated ability; the evolved Mystic King keeps the lock and cannot use its own activated ability that turn.
    Rule(ja): ミスティックキングの制限は進化を除くので、起動能力の後でも進化できる。進化後のミスティックキングも制限を受けたままで、そのターン自身の起動能力を使えない。
    Source: Official card Q&A of BP03-039 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds:
      | card                         | as     |
      | Unseen BP03-039 Mystic King  | King   |
      | Unseen BP03-051 Magical Rook | Rook A |
      | Unseen BP03-051 Magical Rook | Rook B |
    And my evolve deck holds "Unseen BP03-039 Mystic King"
    And my opponent's field holds "Genesis Dragon"
    When I activate "King" targeting "Genesis Dragon" paying with "Rook A"
    Then the action succeeds
    When I evolve "King"
    Then the action succeeds
    And "King" is evolved
    When I activate "King" targeting "Genesis Dragon" paying with "Rook B"
    Then the action is refused
    And "Genesis Dragon" has 10 attack and 7 defense

  @cr-10.7.2.1
  Scenario: Unseen ruling 3 BP03-078: Baccherus is also a Ghost on the field by its name only
    Rule(en): On the field Baccherus is also named Ghost, so a Ghost-watching ability such as Masquerade Ghost's reacts to it; it gets nothing else of the Ghost token: no Storm, and it is not banished in my end phase.
    Rule(ja): 場のバケルスは『ゴースト』でもあるので、マスカレードゴーストのようなゴーストに反応する能力は働く。ゴーストの他の部分は得ない。【疾走】を持たず、自分のエンドフェイズに消滅もしない。
    Source: Official card Q&A of BP03-078 (via eireetm/SVEN card notes)

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Unseen BP03-074 Masquerade Ghost"
    And my hand holds "Unseen BP03-078 Baccherus, Peppy Ghostie"
    When I play "Unseen BP03-078 Baccherus, Peppy Ghostie"
    Then the action succeeds
    And "Unseen BP03-078 Baccherus, Peppy Ghostie" has 2 attack and 1 defense
    And "Unseen BP03-078 Baccherus, Peppy Ghostie" does not have Storm
    When I end the turn
    Then "Unseen BP03-078 Baccherus, Peppy Ghostie" is on my field
