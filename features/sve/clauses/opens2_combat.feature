@sve
Feature: Being in combat (CR 8.4.5.1)
  A follower that attacks a follower, and that follower, are in combat with each other until the attack ends.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-8.4.5.1
  Scenario: CR 8.4.5.1: a follower attacking a follower is in combat, so its "in combat" boost counts
    Rule(en): Once a follower's attack on a follower goes ahead, the two are in combat with each other; what a card gets while in combat applies to the damage it deals.
    Rule(ja): フォロワーがフォロワーを攻撃すると、その2体は互いに戦闘中になります。戦闘中に得る強化は、与えるダメージに反映されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.5.1

    Given it is my main phase with 0 play points
    And my field holds "Combat Brute Follower"
    And my opponent's field holds an engaged "Test Knight"
    When I attack "Test Knight" with "Combat Brute Follower"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Combat Brute Follower" has 2 attack and 2 defense

  @cr-8.4.5.1
  Scenario: CR 8.4.5.1: a follower attacking the leader is not in combat, so its "in combat" boost does not count
    Rule(en): Only an attack on a follower puts anyone in combat; a follower attacking the enemy leader is in combat with no one.
    Rule(ja): 戦闘中になるのはフォロワーを攻撃したときだけです。相手のリーダーを攻撃するフォロワーは、誰とも戦闘中になりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.5.1

    Given it is my main phase with 0 play points
    And my opponent's leader has 20 defense
    And my field holds "Combat Brute Follower"
    When I attack the enemy leader with "Combat Brute Follower"
    Then the action succeeds
    And my opponent's leader has 18 defense
