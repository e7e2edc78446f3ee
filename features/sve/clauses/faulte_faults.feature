@sve
Feature: Engine faults confirmed and fixed: a pick in my hand after an earlier part of the same chosen option (CR 10.6.2.8.2, 5.18.1)
  The text of a chosen option is carried out in order, like the rest of an ability. A pick among the cards of my hand
  that comes after an earlier part of the option (draw a card, then discard a card) is made when the draw is done, so
  the card just drawn can be the one discarded, and with no other card in hand the drawn card is still discarded. The
  scenarios that fail on the engine before the fix say so in their description.

  @cr-10.6.2.8.2 @cr-5.18.1
  Scenario: CR 10.6.2.8.2: in a chosen option that draws and then discards, the card just drawn can be discarded
    Rule(en): My spell offers "draw a card, then discard a card from your hand" or "give my leader 2 defense". I choose the first. The card to discard is picked only after the draw, so the spell waits for me once the card is drawn, and I may discard the card I just drew, keeping the card I held. It failed before the fix (refused: I had to name the card to discard when playing the spell, before the draw).
    Rule(ja): 自分のスペルの選択肢は「カードを1枚引き、その後手札を1枚捨てる」か「自分のリーダーの防御力+2」です。1つ目を選びます。捨てるカードは引いた後に選ぶので、スペルは1枚引いてから自分を待ちます。いま引いたカードを捨て、前から持っていたカードを残せます。修正前は拒否されていました（引く前、スペルをプレイするときに捨てるカードの指定を求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.8.2 and 5.18.1

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                            |
      | Fault Forked Draw Discard Spell |
      | Test Goblin                     |
    And my deck holds "Test Knight"
    When I play "Fault Forked Draw Discard Spell" choosing option 1
    Then the action succeeds
    And the game waits for me
    And "Test Knight" is in my hand
    When I select "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my cemetery
    And "Test Goblin" is in my hand
    And "Fault Forked Draw Discard Spell" is in my cemetery
    And no ability is pending

  @cr-10.6.2.8.2 @cr-5.18.1
  Scenario: CR 10.6.2.8.2: the draw-then-discard option is played with no other card in hand and discards the card drawn
    Rule(en): The same spell is my only card in hand. I choose the draw-then-discard option: I draw a card, and as my hand now holds that card, the spell waits for me and I discard it. It failed before the fix (the discard was settled when the spell was played, with nothing to pick, so the drawn card stayed in my hand).
    Rule(ja): 同じスペルが自分の唯一の手札です。引いてから捨てる選択肢を選ぶと、カードを1枚引き、手札にそのカードがあるのでスペルは自分を待ち、それを捨てます。修正前は（プレイ時に捨てるカードを決め、選ぶものがなかったので）引いたカードが手札に残っていました。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.8.2 and 5.18.1

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Draw Discard Spell"
    And my deck holds "Test Knight"
    When I play "Fault Forked Draw Discard Spell" choosing option 1
    Then the action succeeds
    And the game waits for me
    When I select "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my cemetery
    And my hand holds 0 cards
    And no ability is pending

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: the card the draw-then-discard option discards cannot be named when the spell is played
    Rule(en): The discard of that option is picked after its draw, not when the spell is played: naming a card of my hand for it as I play the spell is refused and nothing changes.
    Rule(ja): その選択肢で捨てるカードは、スペルをプレイするときではなく、引いた後に選びます。プレイするときに手札のカードを指定すると拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                            |
      | Fault Forked Draw Discard Spell |
      | Test Goblin                     |
    And my deck holds "Test Knight"
    When I play "Fault Forked Draw Discard Spell" choosing option 1 targeting "Test Goblin"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
