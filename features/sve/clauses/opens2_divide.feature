@sve
Feature: Dividing an amount among selected targets (CR 10.6.2.4)
  A card that divides damage among the targets it selects has its controller say how, when it is played.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-10.6.2.4
  Scenario: CR 10.6.2.4: damage divided among two selected followers goes as the player split it
    Rule(en): The player decides, while playing the card, how much of the amount each selected target gets; each gets at least 1.
    Rule(ja): プレイヤーはカードをプレイする時点で、選んだ対象それぞれに量をいくつ割り当てるかを決めます。それぞれ1以上です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Split Flame Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Split Flame Spell" dividing its damage 2 to "K1" and 1 to "K2"
    Then the action succeeds
    And "K1" has 3 attack and 1 defense
    And "K2" has 3 attack and 2 defense

  @cr-10.6.2.4
  Scenario: CR 10.6.2.4: a split that leaves a selected follower with nothing is refused
    Rule(en): Every selected target must get at least 1 of the divided amount, so a split giving one of them 0 cannot be made.
    Rule(ja): 選んだ対象はそれぞれ振り分ける量を1以上受け取らなければならないため、どれかに0を割り当てる振り分けはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Split Flame Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Split Flame Spell" dividing its damage 3 to "K1" and 0 to "K2"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.4
  Scenario: CR 10.6.2.4: a split that does not add up to the amount is refused
    Rule(en): What is divided is the whole amount, no more and no less, so the shares must add up to it.
    Rule(ja): 振り分けるのは量の全部であり、多くも少なくもないため、割り当ての合計はその量と等しくなければなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Split Flame Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Split Flame Spell" dividing its damage 1 to "K1" and 1 to "K2"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.4
  Scenario: CR 10.6.2.4: with one follower selected, it takes the whole divided amount
    Rule(en): With a single selected target there is only one way to divide: all of the amount goes to it.
    Rule(ja): 選んだ対象が1つだけなら振り分け方は1通りで、量のすべてがその対象に割り当てられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Split Flame Spell"
    And my opponent's field holds "Test Knight"
    When I play "Split Flame Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  @cr-10.6.2.4
  Scenario: CR 10.6.2.4: a card that does not divide its damage takes no split
    Rule(en): Only a card whose text divides an amount asks how to divide it; a split named for a card that deals its damage to each target in full is refused.
    Rule(ja): 量を振り分けるテキストを持つカードだけが振り分け方を求めます。対象それぞれに全量を与えるカードに振り分けを指定するプレイは認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Pair Strike Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Pair Strike Spell" dividing its damage 1 to "K1" and 1 to "K2"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
