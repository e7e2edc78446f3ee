@sve
Feature: What can take damage (CR 5.14.1.2)
  Damage aimed at a card that is no longer on the field is not dealt.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.14.1.2
  Scenario: CR 5.14.1.2: a follower returned to the hand takes no damage aimed at it afterwards
    Rule(en): Only leaders and followers on the field take damage; a card in another zone, such as a hand, takes none.
    Rule(ja): ダメージを受けるのはリーダーと場のフォロワーだけです。手札など他の領域にあるカードはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.1.2

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Bounce Burn Spell"
    When I play "Bounce Burn Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's hand
    And the event "follower-damaged" did not happen

  @cr-5.14.1.2
  Scenario: CR 5.14.1.2: a follower still on the field takes the damage aimed at it
    Rule(en): The same damage aimed at a follower that stayed on the field is dealt to it.
    Rule(ja): 場に残っているフォロワーには、同じダメージが与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.1.2

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Engage Burn Spell"
    When I play "Engage Burn Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense
    And the event "follower-damaged" happened
