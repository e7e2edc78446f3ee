@sve
Feature: Selecting a number of cards (CR 10.6.2.3)
  "Select N" needs N cards to select; "select up to N" may select fewer, even none. Test cards: engine/sve/cards.yaml (ch5b).

  @cr-10.6.2.3.1 @cr-10.6.2.3.3
  Scenario: CR 10.6.2.3.3: a spell that must select two enemy followers cannot be played with only one there
    Rule(en): A card that says to select a number of cards needs that many valid cards to select; with fewer, it cannot be played at all, and nothing is paid.
    Rule(ja): 決まった枚数のカードを選ぶカードは、その枚数の選べるカードが必要です。足りなければプレイできず、何も支払いません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3.1 and 10.6.2.3.3

    Given it is my main phase with 0 play points
    And my hand holds "Pair Strike Spell"
    And my opponent's field holds "Test Knight"
    When I play "Pair Strike Spell" targeting "Test Knight"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-10.6.2.3.1
  Scenario: CR 10.6.2.3.1: the same spell with two enemy followers there selects both
    Rule(en): With enough valid cards, the player selects exactly the number the card names, each a different card.
    Rule(ja): 選べるカードが十分にあれば、プレイヤーはカードが指定する枚数ちょうどを、それぞれ異なるカードで選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.1

    Given it is my main phase with 0 play points
    And my hand holds "Pair Strike Spell"
    And my opponent's field holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    When I play "Pair Strike Spell" targeting "Test Knight" and "Test Goblin"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense
    And "Test Goblin" has 1 attack and 1 defense

  @cr-10.6.2.3.1
  Scenario: CR 10.6.2.3.1: selecting one card where the spell names two is refused
    Rule(en): A card that names a number of selections is not satisfied by fewer, even when more are available.
    Rule(ja): 選ぶ枚数が指定されたカードでは、選べるカードがあるのにそれより少なく選ぶことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.1

    Given it is my main phase with 0 play points
    And my hand holds "Pair Strike Spell"
    And my opponent's field holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    When I play "Pair Strike Spell" targeting "Test Knight"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.3.2
  Scenario: CR 10.6.2.3.2: a spell that selects up to two may select just one, or be played with none there
    Rule(en): "Up to" a number lets the player select any number from none up to it.
    Rule(ja): 「～まで」選ぶ場合、0からその数までの任意の数を選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card            | as      |
      | Pair Upto Spell | Upto A  |
      | Pair Upto Spell | Upto B  |
    And my opponent's field holds "Test Knight"
    When I play "Upto A" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense
    When I play "Upto B"
    Then the action succeeds

  @cr-10.6.2.3.3 @cr-12.4
  Scenario: CR 10.6.2.3.3: a Fanfare that must select two enemy followers does nothing with only one there
    Rule(en): An automatic ability that cannot make the selections it needs is not played: none of its effects happen, not even the ones that select nothing, and the game does not wait for a choice.
    Rule(ja): 必要な選択を行えない自動能力はプレイされません。対象を選ばない効果も含めて何も起こらず、ゲームは選択を待ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Pair Herald Follower"
    And my opponent's field holds "Test Knight"
    When I play "Pair Herald Follower"
    Then the action succeeds
    And no ability is pending
    And "Test Knight" has 3 attack and 3 defense
    And my deck holds 2 cards
    And the event "ability-fizzled" happened

  @cr-10.6.2.3.1 @cr-12.4
  Scenario: CR 10.6.2.3.1: the same Fanfare with two enemy followers there waits for both and resolves in full
    Rule(en): With enough valid cards, the automatic ability waits for its controller to select them, then all its effects happen.
    Rule(ja): 選べるカードが十分にあれば、自動能力はコントローラーの選択を待ち、その後すべての効果が処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.1

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Pair Herald Follower"
    And my opponent's field holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    When I play "Pair Herald Follower"
    Then the game waits for me
    When I select "Test Knight" and "Test Goblin" as the targets
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense
    And my deck holds 1 card
