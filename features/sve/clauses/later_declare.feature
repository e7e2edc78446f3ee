@sve
Feature: Declaring a card name (CR 5.33)
  A card of a later set asks its controller to declare a card name as it resolves; its later effects compare
  that name with a card.
  Cards: engine/sve/cards.yaml (later section).

  @cr-5.33.1
  Scenario: CR 5.33.1: the name declared is the one the effect compares with the top card
    Rule(en): Declaring a card name means the player says a name; the effect then works with the name that was said.
    Rule(ja): カード名を宣言するとはプレイヤーが名前を言うことで、効果はその言われた名前を使って進みます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.33.1

    Given it is my main phase with 1 play point
    And my deck holds "Test Knight"
    And my deck holds 3 cards
    And my hand holds "Name Guess Spell"
    When I play "Name Guess Spell"
    Then the game waits for me
    When I declare the card name "Test Knight"
    Then the action succeeds
    And my hand holds 2 cards

  @cr-5.33.1
  Scenario: CR 5.33.1: a name other than the top card's does not count as a match
    Rule(en): Only the declared name counts: declaring another card's name does not match the card on top.
    Rule(ja): 数えるのは宣言した名前だけで、別のカードの名前を宣言しても一番上のカードとは一致しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.33.1

    Given it is my main phase with 1 play point
    And my deck holds "Test Knight"
    And my deck holds 3 cards
    And my hand holds "Name Guess Spell"
    When I play "Name Guess Spell"
    And I declare the card name "Test Goblin"
    Then the action succeeds
    And my hand holds 1 card

  @cr-5.33.1.1
  Scenario: CR 5.33.1.1: a player may declare the name of a card that is not in this game
    Rule(en): Any card's name may be declared, so a name no card in this game has is accepted; it simply matches nothing here.
    Rule(ja): どのカードの名前も宣言できるので、このゲームにないカードの名前も受け付けられ、ここでは何とも一致しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.33.1.1

    Given it is my main phase with 1 play point
    And my deck holds "Test Knight"
    And my hand holds "Name Guess Spell"
    When I play "Name Guess Spell"
    And I declare the card name "Moonlit Lottery Dragon"
    Then the action succeeds
    And my hand holds 1 card

  @cr-5.33.1
  Scenario: CR 5.33.1: a card name cannot be declared while no ability asks for one
    Rule(en): A player declares a name only when an effect tells them to; with nothing asking, the declaration is refused.
    Rule(ja): 名前を宣言するのは効果が求めたときだけで、何も求めていなければ宣言は拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.33.1

    Given it is my main phase with 1 play point
    And my deck holds "Test Knight"
    When I declare the card name "Test Knight"
    Then the action is refused with reason "wrong-timing"
    And my hand holds 0 cards
