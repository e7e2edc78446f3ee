@sve
Feature: Counters on cards
  Abilities put counters such as Fable counters on cards and take them off; a card may carry
  several. A card that moves from the field to any other zone loses all its counters, but a
  card that moves from the EX area onto the field keeps them (CR 15.1).

  @SVE-EN-076 @cr-15.1
  Scenario: A follower can carry more than one Fable counter
    Q(en): What is a Fable counter?
    A(en): A counter that abilities put on cards and take off them, shown with a marker every player can tell apart. A card may carry several. A card that moves from the field to any other zone loses all its counters; a card that moves from the EX area onto the field keeps them.
    Q(ja): 「寓話カウンター」とは何ですか？
    A(ja): 能力によってカードに置かれたり取り除かれたりするカウンターで、誰が見ても分かる目印で示します。1枚に複数置けます。場から別の領域へ移ったカードはカウンターをすべて失い、EXエリアから場へ移ったカードは失いません。
    Checks(en): A follower can carry more than one Fable counter
    Checks(ja): フォロワーには寓話カウンターを複数置ける
    Source: sve-faq-en, Q&A 76

    Given it is my main phase with 2 play points
    And my field holds "Test Fighter"
    And my hand holds:
      | card          | as      |
      | Fable Telling | Fable A |
      | Fable Telling | Fable B |
    When I play "Fable A" targeting "Test Fighter"
    And I play "Fable B" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 fable counters

  @SVE-EN-076 @cr-15.1 @cr-5.34
  Scenario: A follower leaving the field loses its Fable counters
    Checks(en): A follower leaving the field loses its Fable counters
    Checks(ja): 場を離れたフォロワーは寓話カウンターを失う
    Source: sve-faq-en, Q&A 76

    Given it is my main phase with 1 play point
    And my field holds:
      | card    | counters |
      | Test Fighter | fable 2  |
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Test Fighter" has 0 fable counters

  @SVE-EN-076 @cr-15.1 @cr-4.8
  Scenario: A card played from the EX area keeps its Fable counters on the field
    Checks(en): A card played from the EX area keeps its Fable counters on the field
    Checks(ja): EXエリアからプレイしたカードは、場でも寓話カウンターを保つ
    Source: sve-faq-en, Q&A 76

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card   | counters |
      | Test Goblin | fable 1  |
    When I play "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 1 fable counter

  @SVE-EN-076 @cr-15.1
  Scenario: SVE-EN-076: an ability takes Fable counters off a card
    Checks(en): Counters are also removed by abilities: an effect that removes two Fable counters leaves one of three on the follower
    Checks(ja): カウンターは能力で取り除かれもする。寓話カウンターを2つ取り除く効果で、3つのうち1つが残る
    Source: sve-faq-en, Q&A 76

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | counters |
      | Test Fighter | fable 3  |
    And my hand holds "Fable Eraser"
    When I play "Fable Eraser" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 1 fable counters
