@sve
Feature: A value X the player decides (CR 10.6.2.2.4)
  A card whose amount is an X its player decides takes that X when it is played.
  Cards: engine/sve/cards.yaml (opens2 section).

  @cr-10.6.2.2.4
  Scenario: CR 10.6.2.2.4: the X I decide when playing is the amount the card uses
    Rule(en): When a card lets its player decide the value of X, the player fixes X while playing it, and the effect then uses that value.
    Rule(ja): プレイヤーがXの値を決めるカードでは、プレイの途中でXを決め、効果はその値を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2.4

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my hand holds "Chosen Bolt Spell"
    When I play "Chosen Bolt Spell" deciding X is 3
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-10.6.2.2.4
  Scenario: CR 10.6.2.2.4: a card that asks for X cannot be played without deciding it
    Rule(en): Deciding X is a step of playing such a card; a play that leaves X undecided is refused and nothing happens.
    Rule(ja): Xを決めることはそのカードをプレイする手順の一部です。Xを決めないプレイは認められず、何も起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2.4

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my hand holds "Chosen Bolt Spell"
    When I play "Chosen Bolt Spell"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.2.4
  Scenario: CR 10.6.2.2.4: an X cannot be decided for a card that has none
    Rule(en): Only a card whose text has an X for its player to decide takes one; naming an X for any other card is refused.
    Rule(ja): プレイヤーが決めるXをテキストに持つカードだけがXを受け取ります。それ以外のカードにXを指定するプレイは認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2.4

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my hand holds "Half Blast Spell"
    When I play "Half Blast Spell" deciding X is 3
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.2.4
  Scenario: CR 10.6.2.2.4: the X decided when playing a follower is the amount its Fanfare uses
    Rule(en): X decided while playing a follower is kept for the ability it sets off as it enters the field.
    Rule(ja): フォロワーをプレイするときに決めたXは、場に出たときに誘発する能力でも使われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2.4

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my hand holds "Chosen Fanfare Follower"
    When I play "Chosen Fanfare Follower" deciding X is 2
    Then the action succeeds
    And my opponent's leader has 18 defense
