@sve
Feature: Engine faults confirmed and fixed: a discard the opponent picks from their own hand (CR 10.6.2.8.2)
  A spell that makes my opponent pick and discard cards of their own hand selects nothing when it is played:
  the pick is made by my opponent while the spell resolves, in the order of its text. Too few cards in that hand
  (even none) never stop the spell from being played; the spell does what it can. Each scenario below failed on
  the engine before the fix (the play was refused as having no valid target).

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: a spell that makes my opponent discard can be played when their hand is empty
    Rule(en): My spell makes my opponent pick a card of their own hand and discard it. Their hand is empty, yet I may play the spell: the pick happens as the spell resolves, finds nothing, and the spell simply ends.
    Rule(ja): 自分のスペルは、相手に相手自身の手札を1枚選ばせて捨てさせます。相手の手札が0枚でも、このスペルはプレイできます。選ぶのはスペルの解決中で、何も見つからず、スペルはそのまま終わります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2; official card Q&A of BP01-111 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds "Fault Rival Discard Spell"
    When I play "Fault Rival Discard Spell"
    Then the action succeeds
    And my opponent's hand holds 0 cards
    And no ability is pending
    And "Fault Rival Discard Spell" is in my cemetery
    And my opponent's cemetery holds 0 cards

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: with cards in their hand, my opponent picks the one my spell makes them discard
    Rule(en): With cards in my opponent's hand, the same spell waits for my opponent, who picks one of their cards; that card is discarded and the others stay in their hand.
    Rule(ja): 相手の手札にカードがあれば、同じスペルは相手を待ち、相手が自分のカードを1枚選びます。そのカードが捨てられ、ほかのカードは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Rival Discard Spell"
    And my opponent's hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I play "Fault Rival Discard Spell"
    Then the action succeeds
    And the game waits for my opponent
    When my opponent selects "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Goblin" is in my opponent's hand
    And "Fault Rival Discard Spell" is in my cemetery
    And no ability is pending

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: a spell that makes my opponent discard 2 is played with 1 card in their hand, which is discarded
    Rule(en): My spell makes my opponent discard 2 cards they pick from their hand, but they hold only 1. I may still play it; the spell discards the one card there is.
    Rule(ja): 自分のスペルは、相手に手札から選んだ2枚を捨てさせますが、相手の手札は1枚だけです。それでもプレイでき、スペルはある1枚を捨てさせます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Rival Discard Two Spell"
    And my opponent's hand holds "Test Goblin"
    When I play "Fault Rival Discard Two Spell"
    Then the action succeeds
    And the game waits for my opponent
    When my opponent selects "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And my opponent's hand holds 0 cards
    And no ability is pending

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: a spell that draws and then makes my opponent discard is played with their hand empty
    Rule(en): My spell first draws me a card, then makes my opponent discard a card they pick. Their hand is empty: the spell is still played, I draw, and the discard does nothing.
    Rule(ja): 自分のスペルはまず自分がカードを1枚引き、次に相手が選んだ手札1枚を捨てさせます。相手の手札は0枚ですが、スペルはプレイでき、自分は1枚引き、捨てる部分は何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Pin Rival Hand Discard Spell"
    And my deck holds 1 card
    When I play "Pin Rival Hand Discard Spell"
    Then the action succeeds
    And my opponent's hand holds 0 cards
    And my hand holds 1 card
    And "Pin Rival Hand Discard Spell" is in my cemetery
    And no ability is pending

  @cr-12.6.2 @cr-5.16.2
  Scenario: CR 12.6.2: an On Evolve cost that engages the evolving follower is paid by the evolved follower
    Rule(en): My follower's On Evolve ability costs "engage this and discard a card". It triggers once the follower has evolved, and its cost is paid then: the follower, now evolved and still reserved as it was, is engaged, and the card I name is discarded.
    Rule(ja): 自分のフォロワーの進化時能力のコストは「このカードをアクトし、手札を1枚捨てる」です。能力はフォロワーが進化した後に誘発し、コストもその時に支払います。進化してもスタンド状態のままのそのフォロワーをアクトし、指定したカードを捨てます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.2 and 5.16.2

    Given it is my main phase with 0 play points
    And my field holds "Fault Engage Toll Evolver"
    And my evolve deck holds "Fault Engage Toll Evolver"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I evolve "Fault Engage Toll Evolver" paying its On Evolve cost with "Test Goblin"
    Then the action succeeds
    And "Fault Engage Toll Evolver" is evolved
    And "Fault Engage Toll Evolver" is engaged
    And "Test Goblin" is in my cemetery
    And "Test Knight" is in my hand
    And my opponent's leader has 18 defense

  @cr-12.6.2 @cr-5.16.2
  Scenario: CR 12.6.2: an engaged follower cannot pay an On Evolve cost that engages it, so naming cards for it is refused
    Rule(en): The same follower is already engaged before it evolves, and it stays engaged when it evolves, so the "engage this" part cannot be paid. Naming a card to pay that cost is refused and nothing happens.
    Rule(ja): 同じフォロワーが進化前からアクト状態なら、進化してもアクト状態のままなので「このカードをアクトする」部分は支払えません。そのコストのためにカードを指定すると拒否され、何も起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.2 and 5.16.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card                      | state   |
      | Fault Engage Toll Evolver | engaged |
    And my evolve deck holds "Fault Engage Toll Evolver"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I evolve "Fault Engage Toll Evolver" paying its On Evolve cost with "Test Goblin"
    Then the action is refused with reason "invalid-choice"
    And "Fault Engage Toll Evolver" is not evolved
    And "Test Goblin" is in my hand
    And my opponent's leader has 20 defense

  @cr-12.6.2 @cr-5.16.2
  Scenario: CR 12.6.2: an On Evolve cost that removes counters from the evolving follower uses the counters it kept
    Rule(en): My follower has a Fable counter. Its On Evolve ability costs "remove a Fable counter from this and discard a card". The follower keeps its counter when it evolves, so the cost is paid: the counter is removed and the card I name is discarded.
    Rule(ja): 自分のフォロワーには寓話カウンターが1個あります。その進化時能力のコストは「このカードから寓話カウンターを1個取り除き、手札を1枚捨てる」です。進化してもカウンターは残るので、コストを支払えます。カウンターが取り除かれ、指定したカードが捨てられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.2 and 5.16.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card                       | counters |
      | Fault Counter Toll Evolver | fable 1  |
    And my evolve deck holds "Fault Counter Toll Evolver"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I evolve "Fault Counter Toll Evolver" paying its On Evolve cost with "Test Goblin"
    Then the action succeeds
    And "Fault Counter Toll Evolver" is evolved
    And "Fault Counter Toll Evolver" has 0 fable counters
    And "Test Goblin" is in my cemetery
    And my opponent's leader has 18 defense

  @cr-12.6.2 @cr-5.16.2
  Scenario: CR 12.6.2: without a counter on the evolving follower, naming cards for its counter-removing On Evolve cost is refused
    Rule(en): The same follower has no counter, so the On Evolve cost that removes one cannot be paid. Naming a card to pay it is refused and nothing happens.
    Rule(ja): 同じフォロワーにカウンターがなければ、それを取り除く進化時能力のコストは支払えません。そのためにカードを指定すると拒否され、何も起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.2 and 5.16.2

    Given it is my main phase with 0 play points
    And my field holds "Fault Counter Toll Evolver"
    And my evolve deck holds "Fault Counter Toll Evolver"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I evolve "Fault Counter Toll Evolver" paying its On Evolve cost with "Test Goblin"
    Then the action is refused with reason "invalid-choice"
    And "Fault Counter Toll Evolver" is not evolved
    And "Test Goblin" is in my hand
    And my opponent's leader has 20 defense
