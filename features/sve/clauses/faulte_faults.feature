@sve
Feature: Engine faults confirmed and fixed: picks in a hand inside chosen options come in the options' order (CR 10.6.2.8.2, 5.18.1, 10.6.2.3)
  The chosen options are carried out in the order the card lists them, each option's text in order, like the rest of
  an ability. A pick among the cards of my hand that comes after an earlier part (draw a card, then discard a card) is
  made when the draw is done, so the card just drawn can be the one discarded, and with no other card in hand the
  drawn card is still discarded. A card of their hand that my opponent picks in one chosen option is picked by them
  when that option is carried out; it does not stop me naming, as I play the card, my own target in another chosen
  option, whichever of the two the card lists first. The scenarios that fail on the engine before the fix say so in
  their description.

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

  @cr-10.6.2.3 @cr-10.6.2.8.2 @cr-5.18.1
  Scenario: CR 10.6.2.8.2: with two options chosen, my target in the first and my opponent's discard in the second, I name my target
    Rule(en): My spell lets me choose up to two of "deal 3 damage to an enemy follower you select", "my opponent discards a card of their choice" and "give my leader 2 defense". I choose the first two and name the follower as I play the spell: the damage is dealt, and then the spell waits for my opponent, who picks the card to discard. It failed before the fix (refused: naming my own target was taken as naming my opponent's pick).
    Rule(ja): 自分のスペルは「選んだ相手のフォロワー1体に3ダメージ」「相手は自分で選んだ手札1枚を捨てる」「自分のリーダーの防御力+2」から2つまで選べます。最初の2つを選び、プレイするときにフォロワーを指定します。ダメージが与えられ、その後スペルは相手を待ち、相手が捨てるカードを選びます。修正前は拒否されていました（自分の対象の指定が相手の選ぶカードの指定とみなされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3, 10.6.2.8.2 and 5.18.1

    Given it is my main phase with 0 play points
    And my hand holds "Fault Twin Strike Rival Discard Spell"
    And my opponent's field holds "Test Knight"
    And my opponent's hand holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    When I play "Fault Twin Strike Rival Discard Spell" choosing options 1 and 2 targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And the game waits for my opponent
    When my opponent selects "Test Fighter" as the target
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Test Goblin" is in my opponent's hand
    And "Fault Twin Strike Rival Discard Spell" is in my cemetery
    And no ability is pending

  @cr-10.6.2.3 @cr-10.6.2.8.2 @cr-5.18.1
  Scenario: CR 10.6.2.8.2: the same two options are played with my opponent's hand empty, dealing the damage
    Rule(en): With my opponent's hand empty, the same two options are still played with the follower I name: the damage is dealt and the discard does nothing. It failed before the fix (refused as above).
    Rule(ja): 相手の手札が0枚でも、同じ2つの選択肢は指定したフォロワーでプレイできます。ダメージが与えられ、捨てるほうは何もしません。修正前は（上と同じく）拒否されていました。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3, 10.6.2.8.2 and 5.18.1

    Given it is my main phase with 0 play points
    And my hand holds "Fault Twin Strike Rival Discard Spell"
    And my opponent's field holds "Test Knight"
    When I play "Fault Twin Strike Rival Discard Spell" choosing options 1 and 2 targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And no ability is pending
    And "Fault Twin Strike Rival Discard Spell" is in my cemetery

  @cr-10.6.2.3 @cr-10.6.2.8.2 @cr-5.18.1
  Scenario: CR 10.6.2.8.2: with my opponent's discard in the first chosen option and my target in the second, I name my target
    Rule(en): My spell lists "my opponent discards a card of their choice" before "deal 3 damage to an enemy follower you select", and lets me choose up to two options. I choose both and name the follower as I play the spell. The options are carried out in the order the card lists them: the spell first waits for my opponent, who picks the card to discard, and then my follower takes the damage. It failed before the fix (refused: naming my own target was taken as naming my opponent's pick).
    Rule(ja): 自分のスペルは「相手は自分で選んだ手札1枚を捨てる」を「選んだ相手のフォロワー1体に3ダメージ」より先に書いており、選択肢を2つまで選べます。両方を選び、プレイするときにフォロワーを指定します。選択肢はカードに書かれた順に処理されるので、スペルはまず相手を待ち、相手が捨てるカードを選び、その後フォロワーがダメージを受けます。修正前は拒否されていました（自分の対象の指定が相手の選ぶカードの指定とみなされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3, 10.6.2.8.2 and 5.18.1

    Given it is my main phase with 0 play points
    And my hand holds "Fault Rival Discard Then Strike Spell"
    And my opponent's field holds "Test Knight"
    And my opponent's hand holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    When I play "Fault Rival Discard Then Strike Spell" choosing options 1 and 2 targeting "Test Knight"
    Then the action succeeds
    And the game waits for my opponent
    And "Test Knight" is on my opponent's field
    When my opponent selects "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And "Test Fighter" is in my opponent's hand
    And "Test Knight" is in my opponent's cemetery
    And no ability is pending
