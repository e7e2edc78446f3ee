@sve
Feature: Engine faults confirmed and fixed: choices whose pick is made among the cards of a hand (CR 5.18.3.1.2, 10.6.2.8.2, 10.6.2.1)
  An option of "choose" that must select a card on the field, with none to select, cannot be chosen. An option whose
  pick is made among the cards of a hand (my opponent discarding a card they pick, or me discarding one of mine) selects
  nothing when the card is played: the pick is made as the option resolves and takes what there is, so too few cards
  in that hand never keep the option from being chosen; my opponent makes their own pick, I cannot name it for them,
  and a pick of theirs that comes after my own target does not stop me naming that target. A spell that picks cards of
  my own hand never counts itself among them: it has left the hand when it is played. The scenarios that fail on the
  engine before the fix say so in their description.

  @cr-5.18.3.1.2 @cr-10.6.2.3.3
  Scenario: CR 5.18.3.1.2: a spell's option that must select an enemy follower cannot be chosen when there is none
    Rule(en): My spell offers "deal 3 damage to an enemy follower you select" or "give my leader 2 defense". With no enemy follower to select, the first option cannot be chosen: naming it is refused and nothing changes. The second option can still be chosen.
    Rule(ja): 自分のスペルの選択肢は「選んだ相手のフォロワー1体に3ダメージ」か「自分のリーダーの防御力+2」です。選べる相手のフォロワーがいなければ1つ目は選べず、指定すると拒否されて何も変わりません。2つ目は選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.3.3

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Strike Spell"
    When I play "Fault Forked Strike Spell" choosing option 1
    Then the action is refused
    And the game state is unchanged
    When I play "Fault Forked Strike Spell" choosing option 2
    Then the action succeeds
    And my leader has 22 defense
    And "Fault Forked Strike Spell" is in my cemetery

  @cr-5.18.3.1.2 @cr-10.6.2.3
  Scenario: CR 5.18.3.1.2: with an enemy follower to select, the damage option is chosen and its target named when the spell is played
    Rule(en): With an enemy follower on the field, the same spell's first option can be chosen; the follower is selected as the spell is played and takes 3 damage.
    Rule(ja): 相手の場にフォロワーがいれば、同じスペルの1つ目の選択肢を選べます。フォロワーはスペルをプレイするときに選ばれ、3ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.3

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Strike Spell"
    And my opponent's field holds "Test Knight"
    When I play "Fault Forked Strike Spell" choosing option 1 targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And my leader has 20 defense

  @cr-5.18.3.1.2 @cr-10.6.2.8.2 @assumption
  Scenario: CR 5.18.3.1.2: an option that makes my opponent discard a card they pick can be chosen when their hand is empty
    Rule(en): My spell offers "my opponent discards a card of their choice" or "give my leader 2 defense". Their hand is empty, yet I may choose the discard: that pick is made by my opponent as the option resolves, finds nothing, and the spell ends. It failed before the fix (refused: the option was said to have nothing to select).
    Rule(ja): 自分のスペルの選択肢は「相手は自分で選んだ手札1枚を捨てる」か「自分のリーダーの防御力+2」です。相手の手札が0枚でも捨てるほうを選べます。選ぶのは選択肢の解決中の相手で、何も見つからず、スペルは終わります。修正前は拒否されていました（選ぶものがない選択肢とされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.8.2; official card Q&A of BP01-111 (via eireetm/SVEN card notes)
    Assumption(en): We read the clause's "an option with nothing to select" as a selection made when the card is played; a pick among the cards of a hand is made as the option resolves (as the engine does for a spell without options, after the BP01-111 Q&A), so it never makes an option impossible.
    Assumption(ja): 条項の「選ぶものがない選択肢」は、カードをプレイするときに行う選択のことと読んでいます。手札のカードから選ぶのは選択肢の解決中なので（BP01-111のQ&Aに基づき、選択肢のないスペルでもエンジンはそう扱います）、選択肢を選べなくすることはありません。

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Rival Discard Spell"
    When I play "Fault Forked Rival Discard Spell" choosing option 1
    Then the action succeeds
    And no ability is pending
    And my leader has 20 defense
    And my opponent's cemetery holds 0 cards
    And "Fault Forked Rival Discard Spell" is in my cemetery

  @cr-5.18.3.1.2 @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: an option that makes my opponent discard waits for my opponent, who picks the card
    Rule(en): With cards in my opponent's hand, choosing the same discard option names no card when the spell is played; the spell waits for my opponent, who picks one of their cards, and that card is discarded. It failed before the fix (refused: I was asked to name the card myself).
    Rule(ja): 相手の手札にカードがあるとき、同じ捨てる選択肢を選んでもプレイ時にはカードを指定しません。スペルは相手を待ち、相手が自分のカードを1枚選び、それが捨てられます。修正前は拒否されていました（自分がカードを指定するよう求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.8.2 and 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Rival Discard Spell"
    And my opponent's hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I play "Fault Forked Rival Discard Spell" choosing option 1
    Then the action succeeds
    And the game waits for my opponent
    When my opponent selects "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Goblin" is in my opponent's hand
    And "Fault Forked Rival Discard Spell" is in my cemetery
    And no ability is pending

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: I cannot name the card my opponent must pick for my spell's discard option
    Rule(en): The card discarded by that option is my opponent's pick, not mine: naming a card of their hand when I play the spell is refused and nothing changes. It failed before the fix (the card I named was discarded).
    Rule(ja): その選択肢で捨てるカードを選ぶのは相手で、自分ではありません。スペルをプレイするときに相手の手札のカードを指定すると拒否され、何も変わりません。修正前は（自分が指定したカードが捨てられて）成功していました。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Rival Discard Spell"
    And my opponent's hand holds "Test Goblin"
    When I play "Fault Forked Rival Discard Spell" choosing option 1 targeting "Test Goblin"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.3.1.2 @cr-10.6.2.8.2 @assumption
  Scenario: CR 5.18.3.1.2: an activated ability's option that makes my opponent discard can be chosen when their hand is empty
    Rule(en): My amulet's activated ability costs 1 play point and offers "my opponent discards a card of their choice" or "give my leader 2 defense". Their hand is empty, yet I may choose the discard: the cost is paid and the option does nothing. It failed before the fix (refused: the option was said to have nothing to select).
    Rule(ja): 自分のアミュレットの起動能力はコストがPP1で、選択肢は「相手は自分で選んだ手札1枚を捨てる」か「自分のリーダーの防御力+2」です。相手の手札が0枚でも捨てるほうを選べます。コストを支払い、選択肢は何もしません。修正前は拒否されていました（選ぶものがない選択肢とされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.8.2
    Assumption(en): As above: a pick among the cards of a hand is made as the option resolves, so an empty hand does not make the option impossible.
    Assumption(ja): 上と同じく、手札のカードから選ぶのは選択肢の解決中なので、手札が0枚でも選択肢を選べなくなることはありません。

    Given it is my main phase with 1 play point
    And my field holds "Fault Rival Discard Totem"
    When I activate "Fault Rival Discard Totem" choosing option 1
    Then the action succeeds
    And no ability is pending
    And I have 0 play points
    And my leader has 20 defense

  @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: an activated ability's discard option waits for my opponent, who picks the card
    Rule(en): With cards in my opponent's hand, the same activated ability waits for my opponent once its option is chosen; they pick one of their cards and it is discarded. It failed before the fix (refused: I was asked to name the card myself).
    Rule(ja): 相手の手札にカードがあれば、同じ起動能力は選択肢を選んだ後に相手を待ちます。相手が自分のカードを1枚選び、それが捨てられます。修正前は拒否されていました（自分がカードを指定するよう求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 1 play point
    And my field holds "Fault Rival Discard Totem"
    And my opponent's hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When I activate "Fault Rival Discard Totem" choosing option 1
    Then the action succeeds
    And the game waits for my opponent
    When my opponent selects "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And "Test Goblin" is in my opponent's hand
    And no ability is pending

  @cr-5.18.3.1.2 @cr-10.6.2.8.2 @assumption
  Scenario: CR 5.18.3.1.2: Dark Angel Olivia may choose its discard option when the enemy hand is empty
    Rule(en): Olivia's Fanfare chooses up to two options, one of them "my opponent discards a card". With the enemy hand empty I may still choose that one with the draw: I draw a card, and the discard does nothing. It failed before the fix (refused: the option was said to have nothing to select).
    Rule(ja): オリヴィエのファンファーレは選択肢を2つまで選び、その1つは「相手は手札を1枚捨てる」です。相手の手札が0枚でも、ドローと一緒にそれを選べます。自分はカードを1枚引き、捨てるほうは何もしません。修正前は拒否されていました（選ぶものがない選択肢とされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.8.2; card BP02-106 (via eireetm/SVEN card data)
    Assumption(en): As above: a pick among the cards of a hand is made as the option resolves, so an empty hand does not make the option impossible.
    Assumption(ja): 上と同じく、手札のカードから選ぶのは選択肢の解決中なので、手札が0枚でも選択肢を選べなくなることはありません。

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds "Unseen BP02-106 Dark Angel Olivia"
    When I play "Unseen BP02-106 Dark Angel Olivia" choosing options 3 and 4
    Then the action succeeds
    And no ability is pending
    And my hand holds 1 card
    And my opponent's cemetery holds 0 cards

  @cr-5.18.3.1.2 @cr-10.6.2.1 @assumption
  Scenario: CR 5.18.3.1.2: an option that discards a card of my own hand can be chosen when the spell is my only card in hand
    Rule(en): My spell offers "discard a card of my hand you pick" or "give my leader 2 defense". The spell is my only card in hand, and it leaves the hand when played, so there is nothing to discard; the option can still be chosen and does nothing. It failed before the fix (refused: I had to name a card, the spell itself counting as one).
    Rule(ja): 自分のスペルの選択肢は「自分の手札から選んだ1枚を捨てる」か「自分のリーダーの防御力+2」です。手札はこのスペルだけで、プレイすると手札を離れるので捨てるカードはありません。それでもこの選択肢は選べ、何もしません。修正前は拒否されていました（スペル自身が1枚と数えられ、指定を求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.3.1.2 and 10.6.2.1
    Assumption(en): As for my opponent's hand, a pick among the cards of my own hand never makes an option impossible: too few cards there and the option does what it can.
    Assumption(ja): 相手の手札と同じく、自分の手札から選ぶことも選択肢を選べなくすることはなく、枚数が足りなければ選択肢はできることだけをします。

    Given it is my main phase with 0 play points
    And my hand holds "Fault Forked Own Discard Spell"
    When I play "Fault Forked Own Discard Spell" choosing option 1
    Then the action succeeds
    And no ability is pending
    And my hand holds 0 cards
    And my leader has 20 defense
    And "Fault Forked Own Discard Spell" is in my cemetery

  @cr-5.18.3.1.2
  Scenario: CR 5.18.3.1.2: with another card in my hand, the own-discard option discards the card I name
    Rule(en): With another card in my hand, the same option discards the card I name for it.
    Rule(ja): 手札にほかのカードがあれば、同じ選択肢は指定したカードを捨てます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                           |
      | Fault Forked Own Discard Spell |
      | Test Goblin                    |
    When I play "Fault Forked Own Discard Spell" choosing option 1 targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my hand holds 0 cards

  @cr-10.6.2.1 @cr-10.6.2.8.2
  Scenario: CR 10.6.2.1: a spell that puts 2 cards of my hand on my deck is played with 1 other card in my hand, which goes
    Rule(en): My spell picks 2 cards of my own hand, puts them on the bottom of my deck, then deals 2 damage to the enemy leader. Besides the spell, which has left my hand when played, I hold 1 card: I name it, it goes to the bottom of my deck, and the damage is dealt. It failed before the fix (refused: 2 cards were asked for, the spell itself counting as one).
    Rule(ja): 自分のスペルは自分の手札から2枚を選んでデッキの下に置き、その後相手のリーダーに2ダメージを与えます。プレイ時に手札を離れるスペルのほかに手札は1枚だけです。それを指定すると、デッキの下に置かれ、ダメージも与えます。修正前は拒否されていました（スペル自身が1枚と数えられ、2枚を求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.1 and 10.6.2.8.2; official card Q&A of BP01-111 (via eireetm/SVEN card notes)

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                      |
      | Fault Own Hand Pick Spell |
      | Test Goblin               |
    And my deck holds 2 cards
    When I play "Fault Own Hand Pick Spell" targeting "Test Goblin"
    Then the action succeeds
    And the bottom card of my deck is "Test Goblin"
    And my hand holds 0 cards
    And my opponent's leader has 18 defense

  @cr-10.6.2.1 @cr-10.6.2.8.2
  Scenario: CR 10.6.2.1: a spell that puts cards of my hand on my deck is played when it is my only card in hand
    Rule(en): The same spell is my only card in hand. Once played it is no longer there, so the pick finds nothing; the spell is still played and the 2 damage is dealt. It failed before the fix (refused: I had to name the spell itself).
    Rule(ja): 同じスペルが自分の唯一の手札です。プレイすると手札にはなくなるので、選ぶカードはありません。それでもスペルはプレイでき、2ダメージを与えます。修正前は拒否されていました（スペル自身を指定するよう求められた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.1 and 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Own Hand Pick Spell"
    When I play "Fault Own Hand Pick Spell"
    Then the action succeeds
    And my opponent's leader has 18 defense
    And "Fault Own Hand Pick Spell" is in my cemetery

  @cr-10.6.2.1
  Scenario: CR 10.6.2.1: a spell cannot name itself as a card of my hand for its own pick
    Rule(en): The spell being played is not in my hand any more, so naming it as one of the cards its pick takes from my hand is refused and nothing changes.
    Rule(ja): プレイ中のスペルはもう手札にないので、手札から選ぶカードとしてそのスペル自身を指定すると拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.1

    Given it is my main phase with 0 play points
    And my hand holds "Fault Own Hand Pick Spell"
    When I play "Fault Own Hand Pick Spell" targeting "Fault Own Hand Pick Spell"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.3 @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: a spell that damages a follower I select and then makes my opponent discard takes my target when played
    Rule(en): My spell deals 3 damage to an enemy follower I select, then makes my opponent discard a card they pick. I name the follower when I play it; the damage is dealt, and then the spell waits for my opponent, who picks the card to discard. It failed before the fix (refused: naming my own target was taken as naming my opponent's pick).
    Rule(ja): 自分のスペルは、自分が選んだ相手のフォロワー1体に3ダメージを与え、その後相手に自分で選んだ手札1枚を捨てさせます。プレイ時にフォロワーを指定すると、ダメージが与えられ、その後スペルは相手を待ち、相手が捨てるカードを選びます。修正前は拒否されていました（自分の対象の指定が相手の選ぶカードの指定とみなされた）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3 and 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Strike Then Rival Discard Spell"
    And my opponent's field holds "Test Knight"
    And my opponent's hand holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    When I play "Fault Strike Then Rival Discard Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And the game waits for my opponent
    When my opponent selects "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And "Test Fighter" is in my opponent's hand
    And no ability is pending

  @cr-10.6.2.3 @cr-10.6.2.8.2
  Scenario: CR 10.6.2.8.2: the same spell is played with my opponent's hand empty, dealing its damage
    Rule(en): With my opponent's hand empty, the same spell is still played with the follower I name: the damage is dealt and the discard does nothing. It failed before the fix (refused as above).
    Rule(ja): 相手の手札が0枚でも、同じスペルは指定したフォロワーでプレイできます。ダメージが与えられ、捨てる部分は何もしません。修正前は（上と同じく）拒否されていました。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3 and 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Fault Strike Then Rival Discard Spell"
    And my opponent's field holds "Test Knight"
    When I play "Fault Strike Then Rival Discard Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And no ability is pending
    And "Fault Strike Then Rival Discard Spell" is in my cemetery
