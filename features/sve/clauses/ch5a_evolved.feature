@sve
Feature: CR 5.16 and chapter 2: what an evolved follower is made of
  An evolved follower reads its name, class, traits, attack, defense, keywords and abilities from the
  evolved card on top (CR 10.9.1.1.1), but it has no cost of its own: its cost is that of the card it
  evolved from (CR 5.16.1.2). It stays the same follower, so effects already applied to it go on
  applying after it evolves (CR 5.16.2, 5.16.2.1). Every scenario here reads the engine's own queries
  (the card view, cost_of, stats) on real BP01 cards, and each one that depends on the cost or on an
  earlier effect failed before the engine was fixed.

  @cr-5.16.1.2 @cr-2.5 @card-BP01-152 @card-BP01-153
  Scenario: CR 5.16.1.2: an evolved Lucifer costs 7, the cost of the Lucifer beneath it
    Rule(en): The evolved card has no cost printed; once a follower has evolved, its cost is the cost of the card it evolved from.
    Rule(ja): エボルヴカードにはコストが書かれていない。進化したフォロワーのコストは、進化元のカードのコストである。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.2

    Given it is my main phase with 0 play points
    And my field holds "Lucifer"
    And my evolve deck holds "Lucifer"
    When I evolve "Lucifer"
    Then the action succeeds
    And "Lucifer" is evolved
    And "Lucifer" costs 7 play points
    And "Lucifer" shows cost 7

  @cr-5.16.1.2 @cr-2.5 @cr-2.5.1 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.1.2: a spell that selects an enemy follower costing 2 or less cannot select an evolved Goliath
    Rule(en): An evolved Goliath costs 3 like the Goliath it evolved from, so a selection limited to cost 2 or less cannot take it; the play is refused and nothing changes.
    Rule(ja): 進化したゴリアテのコストは進化元と同じ3なので、「コスト2以下」の選択では選べない。プレイは拒否され、何も変わらない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.2

    Given it is my main phase with 1 play point
    And my hand holds "Cheap Cull"
    And my opponent's field holds:
      | card         | evolved |
      | Test Fighter | no      |
      | Goliath      | yes     |
    When I play "Cheap Cull" targeting "Goliath"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-5.16.1.2 @cr-2.5 @cr-2.5.1 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.1.2: a spell that selects an enemy follower costing 3 or more may select an evolved Goliath
    Rule(en): An evolved Goliath costs 3, so a selection of a follower costing 3 or more may take it.
    Rule(ja): 進化したゴリアテのコストは3なので、「コスト3以上」のフォロワーとして選べる。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.2

    Given it is my main phase with 1 play point
    And my hand holds "Costly Cull"
    And my opponent's field holds:
      | card    | evolved |
      | Goliath | yes     |
    When I play "Costly Cull" targeting "Goliath"
    Then the action succeeds
    And "Goliath" is in my opponent's evolve deck

  @cr-10.9.1.1.1 @cr-2.1 @cr-2.4 @cr-2.7 @cr-2.8 @cr-2.3.3.1 @card-BP01-152 @card-BP01-153
  Scenario: CR 10.9.1.1.1: an evolved Lucifer has the evolved card's stats, keywords and traits
    Rule(en): On the field an evolved follower takes its card name, class, traits, attack, defense and keywords from the evolved card; Lucifer's evolved card has Bane and no Ward.
    Rule(ja): 場の進化したフォロワーは、カード名・クラス・タイプ・攻撃力・体力・キーワードをエボルヴカードから得る。ルシフェルのエボルヴカードは必殺を持ち、守護を持たない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.1.1

    Given it is my main phase with 0 play points
    And my field holds "Lucifer"
    And my evolve deck holds "Lucifer"
    When I evolve "Lucifer"
    Then "Lucifer" is evolved
    And "Lucifer" is named "Lucifer"
    And "Lucifer" has 8 attack and 7 defense
    And "Lucifer" has Bane
    And "Lucifer" does not have Ward
    And "Lucifer" has exactly the traits "Angel" and "Fallen Angel"
    And "Lucifer" belongs to the class "neutral"

  @cr-10.9.1.1.1 @card-BP01-004 @card-BP01-005
  Scenario: CR 10.9.1.1.1: Rhinoceroach loses Rush when it evolves, its evolved card having none
    Rule(en): A keyword printed only on the card a follower evolved from is not one the evolved follower has.
    Rule(ja): 進化元のカードにだけ書かれたキーワード能力は、進化したフォロワーは持たない。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.1.1

    Given it is my main phase with 0 play points
    And my field holds "Rhinoceroach"
    And my evolve deck holds "Rhinoceroach"
    And my opponent's field holds "Goliath"
    When I evolve "Rhinoceroach" choosing option 2
    Then "Rhinoceroach" is evolved
    And "Rhinoceroach" does not have Rush
    And "Rhinoceroach" belongs to the class "forest"
    And "Rhinoceroach" has exactly the traits "Insect"
    And "Rhinoceroach" costs 2 play points

  @cr-5.16.2 @cr-5.16.2.1 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.2.1: +2 attack given until the end of the turn still counts after Goliath evolves
    Rule(en): Evolving does not make a new follower: a change to its attack given before it evolved goes on applying, on top of the evolved card's attack.
    Rule(ja): 進化しても別のフォロワーにはならない。進化前に与えられた攻撃力の修整は、エボルヴカードの攻撃力に加えて適用され続ける。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 5.16.2.1

    Given it is my main phase with 3 play points
    And my field holds "Goliath"
    And my evolve deck holds "Goliath"
    And my hand holds "Battle Cry"
    When I play "Battle Cry" targeting "Goliath"
    And I evolve "Goliath"
    Then the action succeeds
    And "Goliath" is evolved
    And "Goliath" has 7 attack and 6 defense

  @cr-5.16.2 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.2: Ward given until the end of the turn stays with Goliath after it evolves
    Rule(en): A keyword an effect gave the follower for a while is still there after it evolves, since it is the same follower.
    Rule(ja): 効果で一定期間与えられたキーワード能力は、同じフォロワーなので進化後も残る。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 3 play points
    And my field holds "Goliath"
    And my evolve deck holds "Goliath"
    And my hand holds "Fleeting Guard"
    When I play "Fleeting Guard" targeting "Goliath"
    And I evolve "Goliath"
    Then the action succeeds
    And "Goliath" is evolved
    And "Goliath" has Ward

  @cr-5.16.2 @card-BP01-174 @card-BP01-175
  Scenario: CR 5.16.2: an engaged, damaged Goliath evolves and stays engaged with its damage
    Rule(en): The evolved follower keeps the state the follower had: engaged stays engaged and damage already taken stays.
    Rule(ja): 進化したフォロワーは元の状態を引き継ぐ。アクト状態はアクトのまま、受けたダメージも残る。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 2 play points
    And my field holds:
      | card    | state   | damage |
      | Goliath | engaged | 2      |
    And my evolve deck holds "Goliath"
    When I evolve "Goliath"
    Then the action succeeds
    And "Goliath" is engaged
    And "Goliath" has 5 attack and 4 defense
