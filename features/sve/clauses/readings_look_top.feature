@sve
Feature: Looking at the top of a deck: every pick is the player's, and a full field keeps its limit
  A look-at-the-top effect (CR 5.11) shows its controller some cards of a deck; the card then says what
  may be taken from among them, how many at most, and where each goes. The engine waits for the
  controller to name the cards of each pick (or none), and a card the effect would put onto a full field
  is not put there (CR 4.4.4.2).

  @cr-5.11.1 @card-BP01-059
  Scenario: CR 5.11.1: the controller may take none of the cards looked at
    Rule(en): Looking at cards lets their player see them without moving them; an effect that lets that player take "up to" some of them also lets them take none, and the cards stay in the deck.
    Rule(ja): カードを見る効果ではそのプレイヤーだけがカードを確認し、カードは動きません。「〜枚まで」加える効果では1枚も加えないことも選べ、そのカードはデッキに残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Spectral Wizard"
    And my deck holds "Wind Blast"
    When I play "Spectral Wizard"
    And I take none of the cards looked at
    Then the action succeeds
    And "Wind Blast" is in my deck
    And my hand holds 0 cards

  @cr-5.11.1 @card-BP01-059
  Scenario: CR 5.11.1: the game waits for the controller to pick among the cards looked at
    Rule(en): The player who looks at the cards is the one who chooses which of them the effect takes; until they say so, the game waits for them.
    Rule(ja): 見たカードのうちどれを加えるかは、それを見たプレイヤーが選びます。選ぶまでゲームはそのプレイヤーを待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Spectral Wizard"
    And my deck holds "Wind Blast"
    When I play "Spectral Wizard"
    Then the game waits for me
    And "Wind Blast" is in my deck
    When I pick "Wind Blast" from the cards looked at
    Then the action succeeds
    And "Wind Blast" is in my hand

  @cr-5.11.1 @card-BP01-072
  Scenario: CR 5.11.1: the second pick among the cards looked at is the controller's choice too
    Rule(en): When the effect lets its player take a second card from among the rest, that player chooses it as well, and may leave out the one that would fit first.
    Rule(ja): 残りのカードからさらに1枚選ぶ効果でも、選ぶのはそのプレイヤーで、条件に合う最初のカード以外を選ぶこともできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card           |
      | Goliath        |
      | Wind Blast     |
      | Fate's Hand    |
      | Hallowed Dogma |
    When I play "Sorcery Cache" picking "Wind Blast"
    And I pick "Hallowed Dogma" from the cards looked at
    And I put them on the bottom of my deck in the order "Goliath", "Fate's Hand"
    Then the action succeeds
    And "Wind Blast" is in my hand
    And "Hallowed Dogma" is in my cemetery
    And "Fate's Hand" is in my deck

  @cr-5.11.1 @card-BP01-072
  Scenario: CR 5.11.1: a pick names only cards looked at that fit it
    Rule(en): The player may take only cards among those looked at that the effect allows; naming another card is refused and nothing moves.
    Rule(ja): 見たカードのうち効果が認めるものしか選べません。それ以外のカードを選ぶと拒否され、何も移動しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Sorcery Cache"
    And my deck holds:
      | card        |
      | Goliath     |
      | Wind Blast  |
      | Fate's Hand |
    When I play "Sorcery Cache"
    And I pick "Goliath" from the cards looked at
    Then the action is refused with reason "illegal-target"
    And my hand holds 0 cards
    And my deck holds 3 cards

  @cr-4.4.4.2 @cr-5.11.1 @card-BP01-039
  Scenario: CR 4.4.4.2: a follower the look would put onto a full field stays with the rest, not in the hand
    Rule(en): A card that an effect would put onto a field already holding five cards is not put there; a follower Pompous Princess would put onto a full field stays with the other cards looked at and goes to the bottom of the deck with them.
    Rule(ja): すでに5枚ある場に出るはずのカードは出ません。わがままプリンセスが満杯の場に出すはずのフォロワーは、見た他のカードと一緒にデッキの下に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.4.4.2

    Given it is my main phase with 3 play points
    And my field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
      | Test Goblin | Goblin C |
      | Test Goblin | Goblin D |
    And my hand holds "Pompous Princess"
    And my deck holds:
      | card          | as        |
      | Goliath       | Goliath A |
      | Ninja Trainee |           |
      | Goliath       | Goliath B |
    When I play "Pompous Princess" picking "Ninja Trainee"
    And I put them on the bottom of my deck in the order "Goliath A", "Ninja Trainee", "Goliath B"
    Then the action succeeds
    And my field holds 5 cards
    And "Ninja Trainee" is in my deck
    And my hand holds 0 cards
    And my deck holds 3 cards
    And the event "not-put-onto-field" happened

  @cr-9.1 @card-BP01-031
  Scenario: BP01-031 Frontguard General: its Last Words makes two Steelclad Knights with Ward, and I engage any of them
    Rule(en): When Frontguard General is destroyed, two Steelclad Knight tokens come onto my field, each of them gains Ward, and I choose how many of those two to engage.
    Rule(ja): フロントガードジェネラルが破壊されると、自分の場に『スティールナイト』2体が出て、それらは【守護】を持ち、そのうち好きな数をアクトできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1

    Given it is my main phase with 0 play points
    And my field holds "Frontguard General"
    And my hand holds "Sacrifice Rite Spell"
    When I play "Sacrifice Rite Spell" targeting "Frontguard General"
    Then the game waits for me
    When I pick 1 "Steelclad Knight" token on my field
    Then the action succeeds
    And "Frontguard General" is in my cemetery
    And every "Steelclad Knight" on my field has Ward
    And my field holds 1 engaged "Steelclad Knight"
    And my field holds 1 reserved "Steelclad Knight"
