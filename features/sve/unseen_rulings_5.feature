@sve
Feature: A fifth batch of official card rulings the project had never seen, continuing the recorded draws
  Each scenario restates one official card Q&A answer about a card of BP02, found in the card notes of the public
  engine eireetm/SVEN (packages/core/src/script/<SET>/*.ts) and used nowhere else in this project. A card not yet
  in the pool is written as a test card named "Unseen <SET-NNN> <name>" (engine/sve/cards.yaml) with the real
  card's facts; each scenario was written first with the steps as they were, and run before any engine change.
  Sampling: the continuation of the BP02 and BP03 orders fixed before the third batch was read
  (docs/unseen-rulings-3-bp02.md, -bp03.md; the BP02 files still to read are listed in docs/unseen-rulings-4.md),
  taking the files not yet read one from each set in turn (BP02, BP03, ...): 13 BP02 files (73-85 of 117) and
  13 BP03 files (81-93 of 119) were read, listed in docs/unseen-rulings-5.md with what became of each ruling.
  The test cards are our encoding of the real cards: a ruling that turns on how a card's text is read is checked
  against that encoding, the engine's part being what it does with it.

  @cr-10.11
  Scenario: Unseen ruling 5 BP02-072: the evolved Soul Dealer gives my leader defense equal to the destroyed follower's changed attack
    Rule(en): The defense the evolved Soul Dealer gives my leader counts the selected follower's attack as it is with every change on it, not the attack printed on the card.
    Rule(ja): 進化したSoul DealerのOn Evolveでリーダーが得る体力は、選んだフォロワーの印刷された攻撃力ではなく、変更をすべて含んだ攻撃力で数える。
    Source: Official card Q&A of BP02-072 (via eireetm/SVEN card notes)

    Given it is my main phase with 2 play points
    And my field holds "Unseen BP02-071 Soul Dealer"
    And my evolve deck holds "Unseen BP02-071 Soul Dealer"
    And my opponent's field holds:
      | card         | attack |
      | Test Fighter | +3     |
    When I evolve "Unseen BP02-071 Soul Dealer"
    And I select "Test Fighter" as the target
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And my leader has 25 defense

  @cr-10.4.7.4
  Scenario: Unseen ruling 5 BP02-005: a card in my opponent's EX area cannot pay Elf Knight Cynthia's Strike cost
    Rule(en): Cynthia's Strike is paid by banishing a card of my own EX area; with my EX area empty it cannot be paid, even if my opponent's EX area holds cards, and the Strike then does nothing.
    Rule(ja): エルフナイト・シンシアのストライクのコストは自分のEXエリアのカードを消滅させて払う。自分のEXエリアが空なら、相手のEXエリアにカードがあっても払えず、ストライクは何もしない。
    Source: Official card Q&A of BP02-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Unseen BP02-005 Elf Knight Cynthia"
    And my opponent's EX area holds "Test Goblin"
    When I attack the enemy leader with "Unseen BP02-005 Elf Knight Cynthia"
    Then the action succeeds
    And my opponent's leader has 15 defense
    And my field holds 1 card
    And my opponent's EX area holds 1 card
    And my opponent's banished zone holds 0 cards

  @cr-10.4.7.4
  Scenario: Unseen ruling 5 BP02-005: a card in my own EX area pays Elf Knight Cynthia's Strike cost
    Rule(en): With a card in my own EX area, Cynthia's Strike cost is paid by banishing it: the Strike deals 2 damage and summons two Fairies.
    Rule(ja): 自分のEXエリアにカードがあれば、それを消滅させてエルフナイト・シンシアのストライクのコストを払え、2ダメージを与えてフェアリーを2体出す。
    Source: Official card Q&A of BP02-005 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds "Unseen BP02-005 Elf Knight Cynthia"
    And my EX area holds "Test Goblin"
    When I declare an attack on the enemy leader with "Unseen BP02-005 Elf Knight Cynthia"
    And I select the enemy leader as the target
    And my opponent passes
    Then the action succeeds
    And my opponent's leader has 13 defense
    And my field holds 3 cards
    And my EX area holds 0 cards
    And "Test Goblin" is in my banished zone

  @cr-10.7.2.2
  Scenario: Unseen ruling 5 BP02-019: each evolved Albert refreshes itself once in the turn, the other one's use aside
    Rule(en): "Only once per turn" on the evolved Albert's Strike counts for each card alone: two of them each refresh once in the same turn, and neither does it a second time.
    Rule(ja): 進化したAlbertのストライクの「1ターンに1回」はカードごとに数える。2体いればそれぞれ同じターンに1回ずつ起き上がり、どちらも2回目はない。
    Source: Official card Q&A of BP02-019 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my field holds:
      | card                                | as       | evolved |
      | Unseen BP02-018 Albert, Levin Saber | Albert A | yes     |
      | Unseen BP02-018 Albert, Levin Saber | Albert B | yes     |
    When I attack the enemy leader with "Albert A"
    Then the action succeeds
    And "Albert A" is reserved
    When I attack the enemy leader with "Albert B"
    Then the action succeeds
    And "Albert B" is reserved
    When I attack the enemy leader with "Albert A"
    Then the action succeeds
    And "Albert A" is engaged
    And "Albert B" is reserved
    And my opponent's leader has 11 defense
