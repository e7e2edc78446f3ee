@sve
Feature: Kinds of abilities and where they work (CR 10.1, 10.3)
  An ability is activated (a player plays it by paying its cost), automatic (an event sets it off and it
  waits for a check timing), continuous (it applies while its card is where it works) or the text of a spell
  (it resolves as the spell is played). Unless a card says otherwise, abilities work on the field.

  @cr-10.1.1.1
  Scenario: CR 10.1.1.1: an activated ability is played by paying its cost
    Rule(en): An activated ability of a card on my field is played when I choose, in my main phase, by paying its cost; then its effect happens.
    Rule(ja): 自分の場のカードの起動能力は、自分のメインフェイズに自分が選んだときに、コストを支払ってプレイします。そのあと効果が起こります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.1.1.1

    Given it is my main phase with 1 play point
    And my field holds "Clause Lamp"
    When I activate "Clause Lamp"
    Then the action succeeds
    And my leader has 21 defense
    And I have 0 play points

  @cr-10.1.1.1
  Scenario: CR 10.1.1.1: an activated ability whose cost cannot be paid is not played
    Rule(en): Without the play point its cost asks for, the activated ability cannot be played; nothing happens and nothing is paid.
    Rule(ja): コストに必要なPPがなければ、その起動能力はプレイできません。何も起こらず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.1.1.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Lamp"
    When I activate "Clause Lamp"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.1.1.2 @cr-10.7.2 @cr-10.7.3 @cr-10.7.3.1
  Scenario: CR 10.7.3.1: abilities set off together are all played, in the order their controller chooses
    Rule(en): Both of my "whenever a follower is put onto your field" amulets trigger when my follower enters; each becomes pending, and I choose which one is played first; both are played.
    Rule(ja): 自分のフォロワーが場に出ると、「自分の場にフォロワーが出るたび」を持つ2枚のアミュレットが両方誘発し、それぞれ待機状態になります。どちらを先にプレイするかは自分が選び、両方ともプレイされます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.1.1.2, 10.7.2 and 10.7.3.1

    Given it is my main phase with 1 play point
    And I choose the order of my pending abilities
    And my field holds:
      | card        | as     |
      | Clause Bell | Bell A |
      | Clause Bell | Bell B |
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the action succeeds
    And the pending abilities are:
      | player | card        | trigger         |
      | me     | Clause Bell | follower_enters |
      | me     | Clause Bell | follower_enters |
    When I resolve the pending ability of "Bell B" first
    Then the action succeeds
    And my leader has 22 defense
    And no ability is pending
    And these events happened in this order:
      | event            | card   |
      | ability-resolved | Bell B |
      | ability-resolved | Bell A |

  @cr-10.1.1.2.1.1
  Scenario: CR 10.1.1.2.1.1: "during your turn" is part of the trigger condition: in the opponent's turn nothing triggers
    Rule(en): My follower's ability triggers when it takes damage during my turn only. Damage in my opponent's turn does not set it off: it never becomes pending.
    Rule(ja): 自分のフォロワーの能力は、自分のターン中にダメージを受けたときだけ誘発します。相手のターン中のダメージでは誘発せず、待機状態にもなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.1.1.2.1.1

    Given it is my opponent's main phase with 0 play points
    And my field holds "Clause Sentinel"
    And my opponent's hand holds "Clause Spark"
    When my opponent plays "Clause Spark" targeting "Clause Sentinel"
    Then the action succeeds
    And "Clause Sentinel" has 1 attack and 4 defense
    And the event "ability-triggered" did not happen
    And my leader has 20 defense

  @cr-10.1.1.2.1.1
  Scenario: CR 10.1.1.2.1.1: the same damage in my own turn sets the ability off
    Rule(en): In my own turn, damage to my follower meets its trigger condition: the ability becomes pending and resolves.
    Rule(ja): 自分のターン中なら、自分のフォロワーへのダメージは誘発条件を満たし、能力は待機状態になって解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.1.1.2.1.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Sentinel"
    And my hand holds "Clause Spark"
    When I play "Clause Spark" targeting "Clause Sentinel"
    Then the action succeeds
    And "Clause Sentinel" has 1 attack and 4 defense
    And my leader has 21 defense

  @cr-10.1.1.3 @cr-10.3.5
  Scenario: CR 10.3.5: a continuous ability works while its card is on the field
    Rule(en): My amulet's continuous ability makes my followers take 1 less damage while the amulet is on my field: 1 damage to my follower becomes none.
    Rule(ja): 自分のアミュレットの常時能力は、そのアミュレットが自分の場にある間、自分のフォロワーが受けるダメージを1減らします。自分のフォロワーへの1ダメージは0になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.1.1.3 and 10.3.5

    Given it is my main phase with 0 play points
    And my field holds:
      | card          |
      | Stone Bastion |
      | Zero Imp      |
    And my hand holds "Clause Spark"
    When I play "Clause Spark" targeting "Zero Imp"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  @cr-10.1.1.3 @cr-10.3.5
  Scenario: CR 10.3.5: the same continuous ability does nothing while its card is in the hand
    Rule(en): With the amulet in my hand instead of on my field, its ability does not work: my follower takes the 1 damage.
    Rule(ja): アミュレットが場ではなく手札にあれば、その能力は働きません。自分のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.1.1.3 and 10.3.5

    Given it is my main phase with 0 play points
    And my field holds "Zero Imp"
    And my hand holds:
      | card          |
      | Stone Bastion |
      | Clause Spark  |
    When I play "Clause Spark" targeting "Zero Imp"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  @cr-10.3.4
  Scenario: CR 10.3.4: a card's own cost change works in the zone it is played from
    Rule(en): A card that says it costs 1 less to play has that ability working while it is in my hand, the zone I play it from: it costs 1 less there, and I can play it for that.
    Rule(ja): 「このカードのプレイに必要なコストは1少なくなる」という能力は、プレイする元の領域である手札にある間に働きます。手札ではコストが1少なく、その額でプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.3.4

    Given it is my main phase with 2 play points
    And my hand holds "Patient Scholar"
    Then "Patient Scholar" costs 2 play points
    When I play "Patient Scholar"
    Then the action succeeds
    And "Patient Scholar" is on my field
    And I have 0 play points

  @cr-10.1.1.4
  Scenario: CR 10.1.1.4: a spell's text resolves as the spell is played, then the spell goes to the cemetery
    Rule(en): The text of a spell is an ability that resolves when the spell is played; once it has resolved, the spell goes to its owner's cemetery.
    Rule(ja): スペルのテキストは、スペルをプレイしたときに解決される能力です。解決し終えたスペルは持ち主の墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.1.1.4

    Given it is my main phase with 0 play points
    And my opponent's field holds "Test Goblin"
    And my hand holds "Clause Spark"
    When I play "Clause Spark" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" has 1 attack and 1 defense
    And "Clause Spark" is in my cemetery
