@sve
Feature: Playing a card or an ability, step by step (CR 10.4 costs, 10.6 the play procedure)
  A card or ability is played in a fixed order: choices, targets, then the whole cost, and only then is the
  field's room checked. Every part of a cost is required, Earth Rite included. An action is not refused
  because an automatic ability it sets off has nothing to select.

  @cr-10.6.2.5 @cr-10.6.2.6 @cr-10.4.7.3
  Scenario: CR 10.6.2.6: a cost that sends a follower of mine to the cemetery makes room for the follower it pays for
    Rule(en): The room on the field is looked at only after the whole cost is paid, so a cost that takes one of my cards off a full field lets the follower it pays for come in.
    Rule(ja): 場の空きはコストをすべて支払った後に確認されます。そのため満杯の場から自分のカードを取り除くコストは、それで支払うフォロワーが場に出ることを可能にします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.5 and 10.6.2.6

    Given it is my main phase with 1 play point
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Test Amulet  |
    And my hand holds "Clearing Knight"
    When I play "Clearing Knight" by its alternative cost paying with "Test Goblin"
    Then the action succeeds
    And "Clearing Knight" is on my field
    And "Test Goblin" is in my cemetery
    And my field holds 5 cards
    And I have 0 play points

  @cr-10.6.2.6 @cr-4.4
  Scenario: CR 10.6.2.6: a cost that leaves the field full still refuses the follower, and nothing is paid
    Rule(en): When the field is still full after the cost is paid, the play is illegal: it is refused and the game goes back to the moment before it began, cost and all.
    Rule(ja): コストを支払った後も場が満杯なら、そのプレイは不正です。拒否され、ゲームはコストも含めてプレイを始める前の状態に戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.6

    Given it is my main phase with 1 play point
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Test Amulet  |
    And my cemetery holds "Fireball"
    And my hand holds "Crowded Knight"
    When I play "Crowded Knight" by its alternative cost paying with "Fireball"
    Then the action is refused with reason "field-full"
    And the game state is unchanged
    And "Fireball" is in my cemetery
    And I have 1 play point

  @cr-10.6.2.6
  Scenario: CR 10.6.2.6: played for its printed cost, a follower still finds a full field full
    Rule(en): Paying only play points takes nothing off the field, so a full field refuses the follower.
    Rule(ja): プレイポイントだけの支払いでは場から何も取り除かれないので、満杯の場ではフォロワーのプレイは拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.6

    Given it is my main phase with 4 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Test Amulet  |
    And my hand holds "Clearing Knight"
    When I play "Clearing Knight"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @cr-10.4.2.2 @cr-13.3
  Scenario: CR 10.4.2.2: an activated ability whose cost includes Earth Rite is not played without it
    Rule(en): Earth Rite written in an activated ability's cost is a part of that cost; an ability whose cost is not paid in full is not played at all.
    Rule(ja): 起動能力のコストに書かれた土の秘術はそのコストの一部です。コストを全部支払えない能力はプレイされません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.2.2 and 13.3

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds:
      | card          | counters |
      | Rite Keeper   |          |
      | Stack Obelisk | stack 2  |
    When I activate "Rite Keeper"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And "Stack Obelisk" has 2 stack counters

  @cr-10.4.2.1 @cr-13.3
  Scenario: CR 10.4.2.1: an activated ability is played when its play points and its Earth Rite are both paid
    Rule(en): A cost made of several parts is paid part by part; with the play point and the Stack counter both paid, the ability is played.
    Rule(ja): 複数の部分からなるコストは部分ごとに支払います。プレイポイントとスタックカウンターの両方を支払えば、その能力はプレイされます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.2.1

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds:
      | card          | counters |
      | Rite Keeper   |          |
      | Stack Obelisk | stack 2  |
    When I activate "Rite Keeper" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And I have 0 play points
    And "Stack Obelisk" has 1 stack counter
    And my hand holds 2 cards

  @cr-10.6.2.3.3 @cr-12.4
  Scenario: CR 10.6.2.3.3: a follower is played though its Fanfare has nothing to select
    Rule(en): Only a card or ability that selects needs a target to be played; a follower's Fanfare is an automatic ability it sets off, so with no enemy follower the follower is still played and the Fanfare does nothing.
    Rule(ja): 対象が必要なのは対象を選ぶカードや能力自体のプレイです。フォロワーのファンファーレはそれが誘発させる自動能力なので、相手のフォロワーがいなくてもフォロワーはプレイされ、ファンファーレは何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.3

    Given it is my main phase with 2 play points
    And my hand holds "Fanfare Archer"
    When I play "Fanfare Archer"
    Then the action succeeds
    And "Fanfare Archer" is on my field
    And I have 0 play points
    And no ability is pending

  # corrected (CR 5.18.3.1.2; the official card Q&A of BP01-005 Rhinoceroach): an option with nothing to select
  # cannot be chosen, so naming it is refused; the follower evolves with the option that can be performed
  @cr-10.6.2.3.3 @cr-12.6 @cr-5.18.3.1.2
  Scenario: CR 10.6.2.3.3: a follower evolves with the On Evolve option that can be performed, not with one that has nothing to select
    Rule(en): Evolving is not refused because its On Evolve finds no enemy follower to select; but an option of "choose" that cannot be performed cannot be chosen: naming it is refused, and the follower evolves with the option that can be.
    Rule(ja): 進化時能力が相手のフォロワーを選べなくても進化は拒否されません。ただし実行できない選択肢は選べないので、それを指定すると拒否され、実行できる選択肢で進化します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3.3 and 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my field holds "Twin Fang"
    And my evolve deck holds "Twin Fang"
    When I evolve "Twin Fang" choosing option 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    When I evolve "Twin Fang" choosing option 1
    Then the action succeeds
    And "Twin Fang" is evolved
    And no ability is pending

  @cr-10.6.2.3.3
  Scenario: CR 10.6.2.3.3: a spell that must select a target is not played without one
    Rule(en): A card whose own text selects a target cannot be played when there is nothing to select; the play is refused and nothing changes.
    Rule(ja): 自身のテキストで対象を選ぶカードは、選べるものがなければプレイできません。プレイは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.3

    Given it is my main phase with 2 play points
    And my hand holds "Fireball"
    When I play "Fireball"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-10.6.2.3.3 @cr-12.4
  Scenario: CR 10.6.2.3.3: a Fanfare that must select one of my amulets and finds none is not played at all
    Rule(en): An automatic ability that must select a card and has none to select cannot be played, so none of it happens: the enemy follower it would also have damaged is left as it is.
    Rule(ja): カードを選ばなければならない自動能力は、選べるものがなければプレイできず、その何も発生しません。同時にダメージを与えるはずだった相手のフォロワーもそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Twin Order"
    When I play "Twin Order"
    Then the action succeeds
    And "Twin Order" is on my field
    And no ability is pending
    And "Test Goblin" has 2 defense

  @cr-10.6.2.3 @cr-10.6.2.3.1 @cr-12.4
  Scenario: CR 10.6.2.3.1: a Fanfare with a card for each of its selections selects them and resolves
    Rule(en): With an enemy follower and an amulet of mine to select, the Fanfare is played: I select one card for each selection and both parts happen.
    Rule(ja): 相手のフォロワーと自分のアミュレットがあれば、ファンファーレはプレイされます。それぞれの選択で1枚ずつ選び、両方の部分が発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3 and 10.6.2.3.1

    Given it is my main phase with 1 play point
    And my field holds "Test Amulet"
    And my opponent's field holds "Test Goblin"
    And my hand holds "Twin Order"
    When I play "Twin Order"
    Then the game waits for me
    When I select "Test Goblin" and "Test Amulet" as the targets
    Then the action succeeds
    And "Test Goblin" has 1 defense
    And "Test Amulet" is in my cemetery

  @cr-10.6.2.1 @cr-10.4.2.2
  Scenario: CR 10.6.2.1: a card being played is no longer in the hand, so it cannot pay its own discard cost
    Rule(en): Playing a card first moves it out of the hand to the resolution zone, so when its cost asks me to discard a card, the card itself is not there to discard; with no other card in hand the cost cannot be paid.
    Rule(ja): カードをプレイするとき、そのカードはまず手札から解決領域に移ります。そのためコストで手札を捨てるとき、そのカード自身は捨てられません。他に手札がなければコストは支払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.1 and 10.4.2.2

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Discard Pact"
    When I play "Discard Pact" by its alternative cost paying with "Discard Pact"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.6.2.1
  Scenario: CR 10.6.2.1: another card in hand pays the discard cost of the card being played
    Rule(en): With another card in my hand, that card is discarded to pay the cost and the card being played resolves.
    Rule(ja): 手札に他のカードがあれば、そのカードを捨ててコストを支払い、プレイしたカードは解決します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.1

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds:
      | card         |
      | Discard Pact |
      | Ogre         |
    When I play "Discard Pact" by its alternative cost paying with "Ogre"
    Then the action succeeds
    And "Ogre" is in my cemetery
    And "Discard Pact" is in my cemetery
    And my hand holds 1 card
