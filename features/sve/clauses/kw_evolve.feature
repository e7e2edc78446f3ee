@sve
Feature: Evolve and On Evolve, clause by clause (CR 12.2, 12.6)
  Evolving pays the evolve cost and puts the same-name evolved card on the follower; On Evolve abilities then
  trigger. An On Evolve ability with a cost is paid when it is played, with the cards its player names.

  @cr-12.6.1 @cr-12.6.2
  Scenario: CR 12.6.2: an On Evolve ability whose cost takes a card is paid with the card I name
    Rule(en): An On Evolve ability is an automatic ability that triggers when its card evolves; when it has a cost, its player pays it as it is played and chooses which cards pay.
    Rule(ja): 進化時は、そのカードが進化したときに誘発する自動能力です。コストがあれば、使うときにそのプレイヤーが支払い、どのカードで払うかを選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.1 and 12.6.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Pyre Adept"
    And my field holds "Clause Pyre Adept"
    And my hand holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    When I evolve "Clause Pyre Adept" paying its On Evolve cost with "Fireball"
    Then the action succeeds
    And "Clause Pyre Adept" is evolved
    And "Fireball" is in my cemetery
    And "Test Goblin" is in my hand
    And my opponent's leader has 17 defense

  @cr-12.6.2
  Scenario: CR 12.6.2: the other card may pay the same On Evolve cost instead
    Rule(en): Either card in the hand may pay a cost of one card; the one named goes, the other stays.
    Rule(ja): 1枚のコストは手札のどちらのカードでも払えます。指定したカードが捨てられ、もう一方は残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.6.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Pyre Adept"
    And my field holds "Clause Pyre Adept"
    And my hand holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    When I evolve "Clause Pyre Adept" paying its On Evolve cost with "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Fireball" is in my hand
    And my opponent's leader has 17 defense

  @cr-12.6.2
  Scenario: CR 12.6.2: a card that does not fit the On Evolve cost cannot pay it, and the evolution is refused whole
    Rule(en): A cost that asks for a spell cannot be paid with a follower; naming one refuses the evolution and nothing is paid.
    Rule(ja): スペルを求めるコストはフォロワーでは払えません。それを指定した進化は認められず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.6.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Spell Adept"
    And my field holds "Clause Spell Adept"
    And my deck holds 3 cards
    And my hand holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    When I evolve "Clause Spell Adept" paying its On Evolve cost with "Test Goblin"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-12.6.2
  Scenario: CR 12.6.2: the spell in the hand pays the On Evolve cost that asks for a spell
    Rule(en): Naming the spell pays the cost, and the ability draws its cards.
    Rule(ja): スペルを指定すればコストが支払われ、能力でカードを引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.6.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Spell Adept"
    And my field holds "Clause Spell Adept"
    And my deck holds 3 cards
    And my hand holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    When I evolve "Clause Spell Adept" paying its On Evolve cost with "Fireball"
    Then the action succeeds
    And "Fireball" is in my cemetery
    And my hand holds 3 cards

  @cr-12.6.2
  Scenario: CR 12.6.2: declining the On Evolve cost evolves the follower and does nothing else
    Rule(en): The evolution stands on its own; an On Evolve ability whose cost is not paid has no effect.
    Rule(ja): 進化そのものは行われます。コストを払わなかった進化時能力は何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.6.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Pyre Adept"
    And my field holds "Clause Pyre Adept"
    And my hand holds "Fireball"
    When I evolve "Clause Pyre Adept" declining its On Evolve cost
    Then the action succeeds
    And "Clause Pyre Adept" is evolved
    And "Fireball" is in my hand
    And my opponent's leader has 20 defense
