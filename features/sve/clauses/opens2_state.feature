@sve
Feature: Abilities set off by a state of the game (CR 10.7.6)
  "When your leader has 10 defense or less": the ability triggers when that comes about, not on every event.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-10.7.6
  Scenario: CR 10.7.6: an ability set off by a state triggers when the state comes about
    Rule(en): An automatic ability that waits for something to be true becomes pending as soon as it is true.
    Rule(ja): ある事柄が成り立つことを条件とする自動能力は、それが成り立った時点で待機状態になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 13 defense
    And my field holds "State Watcher Follower"
    And my hand holds "Self Harm Spell"
    When I play "Self Harm Spell"
    Then the action succeeds
    And my leader has 10 defense
    And my hand holds 1 card

  @cr-10.7.6
  Scenario: CR 10.7.6: a state that simply goes on being true does not set the ability off again
    Rule(en): Once the ability has triggered and resolved, it does not trigger again while the state merely continues.
    Rule(ja): 能力が誘発して解決した後、その状態が続いているだけでは再び誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 13 defense
    And my field holds "State Watcher Follower"
    And my hand holds:
      | card            | as     |
      | Self Harm Spell | Harm 1 |
      | Self Harm Spell | Harm 2 |
    When I play "Harm 1"
    And I play "Harm 2"
    Then the action succeeds
    And my leader has 7 defense
    And my hand holds 1 card

  @cr-10.7.6
  Scenario: CR 10.7.6: a state that ends and comes about anew sets the ability off again
    Rule(en): After it has resolved, the ability triggers again when the state stops being true and then becomes true once more.
    Rule(ja): 解決した後、その状態がいったん成り立たなくなり、再び成り立ったときには、能力は再び誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my leader has 13 defense
    And my field holds "State Watcher Follower"
    And my hand holds:
      | card             | as     |
      | Self Harm Spell  | Harm 1 |
      | Small Heal Spell | Heal   |
      | Self Harm Spell  | Harm 2 |
    When I play "Harm 1"
    And I play "Heal"
    And I play "Harm 2"
    Then the action succeeds
    And my leader has 8 defense
    And my hand holds 2 cards
