@sve
Feature: Quick in the main phase, skipping a turn twice, tokens counted as cards (CR 12.3.5, 5.26.2.1, 9.1.1.1)
  Three clauses found cited in eireetm/SVEN files outside its engine folder (test/engine/play.test.ts,
  src/model/state.ts, src/script/helpers.ts with test/engine/crests.test.ts).
  Cards: engine/sve/cards.yaml.

  @cr-12.3.5
  Scenario: CR 12.3.5: a card with Quick may also be played in its player's own main phase
    Rule(en): Quick adds moments at which a card may be played; it takes none away, so a Quick card can still be played in its player's main phase like any other card.
    Rule(ja): クイックはカードをプレイできる機会を増やすだけで、減らすことはありません。クイックを持つカードも、ほかのカードと同じく自分のメインフェイズにプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.3.5

    Given it is my main phase with 1 play point
    And my hand holds "Quick Ward Off"
    When I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense
    And I have 0 play points

  @cr-5.26.2.1
  Scenario: CR 5.26.2.1: two effects that skip my opponent's next turn skip it only once
    Rule(en): However many effects tell a player to skip their next turn, only that one turn is skipped; the turn after it is taken as usual.
    Rule(ja): 次のターンを飛ばす効果がいくつあっても、飛ばされるのはその1ターンだけで、その次のターンは通常どおり行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2.1

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card             | as     |
      | Skip Stall Spell | Skip A |
      | Skip Stall Spell | Skip B |
    When I play "Skip A"
    And I play "Skip B"
    And I end the turn
    Then the action succeeds
    And it is my main phase
    When I end the turn
    Then the action succeeds
    And it is my opponent's main phase

  @cr-9.1.1.1
  Scenario: CR 9.1.1.1: a token in the EX area takes a place there like a card, so a full EX area takes no new token
    Rule(en): A token in a zone is treated as a card there: it counts toward the zone's limit and among the cards it holds.
    Rule(ja): 領域にあるトークンはその領域のカードとして扱われ、領域の上限にも、その領域のカードの数にも数えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.1.1

    Given it is my main phase with 3 play points
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my EX area holds "Fairy"
    And my hand holds "Unseen SD01-005 Waltzing Fairy"
    When I play "Unseen SD01-005 Waltzing Fairy"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 1 "Fairy"

  @cr-9.1.1.1
  Scenario: CR 9.1.1.1: with a place left in the EX area the new token is put there
    Rule(en): Four cards leave one place under the limit of five, so the token the Fanfare makes is put into the EX area.
    Rule(ja): カードが4枚なら上限5枚まで1枚分の空きがあるので、ファンファーレで出すトークンはEXエリアに置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.1.1

    Given it is my main phase with 3 play points
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my EX area holds "Test Goblin"
    And my hand holds "Unseen SD01-005 Waltzing Fairy"
    When I play "Unseen SD01-005 Waltzing Fairy"
    Then the action succeeds
    And my EX area holds 5 cards
    And my EX area holds 1 "Fairy"

  @cr-5.16.1.3
  Scenario: CR 5.16.1.3: a follower evolving sets off the abilities that wait for a follower to evolve
    Rule(en): A follower's evolving is an event of its own: abilities that trigger when a follower evolves trigger at that moment.
    Rule(ja): フォロワーの進化はそれ自体が1つの出来事で、フォロワーが進化したときに誘発する能力はその時点で誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.3

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    And my field holds "Evolve Watch Amulet"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And my hand holds 1 card

  @cr-5.16.1.3
  Scenario: CR 5.16.1.3: a follower put onto the field without evolving does not set them off
    Rule(en): Only evolving sets those abilities off; a follower that is played and stays unevolved does not.
    Rule(ja): それらの能力を誘発させるのは進化だけで、プレイされて進化していないフォロワーでは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.1.3

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my hand holds "Evolving Fighter"
    And my field holds "Evolve Watch Amulet"
    When I play "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is not evolved
    And my hand holds 0 cards
