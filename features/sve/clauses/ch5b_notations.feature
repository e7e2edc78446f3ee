@sve
Feature: Key notations of chapter 5, second half (CR 5.19-5.34)
  One scenario per clause the engine models: random picks, revealing, changing values, another turn,
  "for every" counts, and burying. Cards: engine/sve/cards.yaml.

  @cr-5.19.1
  Scenario: CR 5.19.1: a card picked at random is picked by chance, and no player is asked
    Rule(en): When an effect picks something at random, chance decides among what fits and no player makes the choice.
    Rule(ja): 効果がランダムに選ぶときは、条件に合うものの中から偶然で決まり、どのプレイヤーも選びません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.19.1

    Given it is my main phase with 1 play point
    And my hand holds "Wild Bolt"
    And my opponent's field holds "Test Goblin"
    When I play "Wild Bolt"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And the event "random-picked" happened
    And the event "awaiting-target" did not happen

  @cr-5.21.1
  Scenario: CR 5.21.1: a revealed card is shown to both players, and the effect goes on with it
    Rule(en): Revealing a card shows it to every player; the rest of the effect can then use what was revealed.
    Rule(ja): カードを公開するとは、すべてのプレイヤーに見せることです。効果の残りの部分は公開したカードを使えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.21.1

    Given it is my main phase with 1 play point
    And my hand holds "Mirror Strike"
    And my opponent's field holds "Test Knight"
    When I play "Mirror Strike" targeting "Test Knight"
    Then the action succeeds
    And the event "revealed" happened
    And "Test Knight" is in my opponent's cemetery

  @cr-5.27.1
  Scenario: CR 5.27.1: giving a follower +2 attack adds 2 to its attack and leaves its defense
    Rule(en): Giving +X (or -X) to a value adds (or takes away) that much from what it is now.
    Rule(ja): +X（または-X）を与えるとは、その値に現在の値からXを加える（または引く）ことです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.27.1

    Given it is my main phase with 1 play point
    And my hand holds "Battle Cry"
    And my field holds "Test Fighter"
    When I play "Battle Cry" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 4 attack and 2 defense

  @cr-5.27.2
  Scenario: CR 5.27.2: setting a follower's defense to 1 replaces its value instead of adding to it
    Rule(en): An effect may change a value to a stated number; the value then is that number, whatever it was before.
    Rule(ja): 効果が値を指定の数にすることがあります。その値は、それまでの値にかかわらず、その数になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.27.2

    Given it is my main phase with 1 play point
    And my hand holds "Frailty Curse"
    And my opponent's field holds "Test Knight"
    When I play "Frailty Curse" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  @cr-5.28.1
  Scenario: CR 5.28.1: a player who takes another turn begins a new turn of their own next
    Rule(en): Taking another turn means that after this turn ends, the same player takes the next turn instead of the opponent.
    Rule(ja): 追加のターンを行うとは、このターンが終わった後、相手ではなく同じプレイヤーが次のターンを行うことです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.28.1

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Time Warp"
    When I play "Time Warp"
    And I end the turn
    Then the action succeeds
    And it is my main phase

  @cr-5.29.1
  Scenario: CR 5.29.1: damage "for every" follower on my field counts them as the effect happens
    Rule(en): An amount given "for every" card of a kind is that many times the base amount, counted when the effect is carried out.
    Rule(ja): 「～につき」と書かれた量は、その種類のカードの枚数に応じた量になり、効果を処理する時点で数えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.29.1

    Given it is my main phase with 1 play point
    And my hand holds "Horde Call"
    And my field holds:
      | card        | as |
      | Test Goblin | G1 |
      | Test Goblin | G2 |
    And my opponent's field holds "Test Knight"
    When I play "Horde Call" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  @cr-5.34.1
  Scenario: CR 5.34.1: a buried follower goes to the cemetery without being destroyed
    Rule(en): Burying a card puts it into its owner's cemetery; that is not destroying it, so abilities that wait for its destruction do not trigger.
    Rule(ja): カードを墓場に置く（埋葬する）とは持ち主の墓場に置くことで、破壊ではありません。破壊されたときの能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.34.1

    Given it is my main phase with 1 play point
    And my hand holds "Final Rest"
    And my field holds "Grudge Beast"
    When I play "Final Rest" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my cemetery
    And my leader has 20 defense
