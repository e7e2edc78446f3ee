@sve
Feature: Class keywords as chapter 13 of the Comprehensive Rules says
  Combo counts the cards played this turn, Spellchain the spells in the cemetery, Necrocharge every
  card in the cemetery; Overflow looks at maximum play points and Sanguine at the leader's lost
  defense this turn. Spellchain and Necrocharge are read once, when the effect starts to resolve.

  @cr-13.2.1 @cr-13.2.1.2
  Scenario: CR 13.2.1.2: Combo counts the card being played among the cards played this turn
    Rule(en): Combo (X) is on when you have played at least X cards this turn, the card whose Combo it is included.
    Rule(ja): コンボ（X）は、このターンに自分がプレイしたカードが、そのカード自身を含めてX枚以上なら有効です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.2.1 and 13.2.1.2

    Given it is my main phase with 1 play point
    And I have played 2 cards this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @cr-13.2.1 @cr-13.2.1.2
  Scenario: CR 13.2.1.2: Combo stays off one card short of its number
    Rule(en): With fewer than X cards played this turn, this one included, Combo (X) is off.
    Rule(ja): このターンにプレイしたカードが、そのカードを含めてX枚未満なら、コンボ（X）は有効になりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.2.1.2

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @cr-13.3.1 @cr-13.3.1.1 @cr-13.3.1.2
  Scenario: CR 13.3.1.2: Spellchain is on with enough spells in the cemetery
    Rule(en): Your Spellchain count is the number of spells in your cemetery; Spellchain (X) is on when that count is X or more.
    Rule(ja): 自分のスペルチェインの数は墓場のスペルの枚数です。その数がX以上ならスペルチェイン（X）は有効です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.3.1, 13.3.1.1 and 13.3.1.2

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Spellchain Bolt"
    When I play "Spellchain Bolt"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-13.3.1.1 @cr-13.3.1.2
  Scenario: CR 13.3.1.1: followers in the cemetery do not count toward Spellchain
    Rule(en): Only spells count toward Spellchain; followers and amulets in the cemetery add nothing.
    Rule(ja): スペルチェインに数えるのはスペルだけで、墓場のフォロワーやアミュレットは数えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.1.1

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card         |
      | Fireball     |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Spellchain Bolt"
    When I play "Spellchain Bolt"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-13.3.1.4
  Scenario: CR 13.3.1.4: Spellchain is read once, when the effect starts to resolve
    Rule(en): The Spellchain count an effect checks is fixed when that effect begins to resolve; spells its own earlier parts put into the cemetery do not change it.
    Rule(ja): 効果が確認するスペルチェインの数は、その効果の解決を始めた時点で決まります。同じ効果の前の部分で墓場に置かれたスペルでは変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.1.4

    Given it is my main phase with 1 play point
    And my deck holds:
      | card     |
      | Fireball |
      | Study    |
    And my cemetery holds "Fireball"
    And my hand holds "Chain Mill Bolt"
    When I play "Chain Mill Bolt"
    Then the action succeeds
    And my cemetery holds 4 cards
    And my opponent's leader has 20 defense

  @cr-13.3.1.4
  Scenario: CR 13.3.1.4: Spellchain already met when the effect starts adds its part
    Rule(en): With enough spells in the cemetery as the effect begins, its Spellchain part happens.
    Rule(ja): 効果の解決を始める時点で墓場のスペルが足りていれば、スペルチェインの部分が働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.1.4

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Chain Mill Bolt"
    When I play "Chain Mill Bolt"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-13.5.1 @cr-13.5.1.2
  Scenario: CR 13.5.1.2: Necrocharge counts cards of every kind in the cemetery
    Rule(en): Necrocharge (X) is on when your cemetery holds at least X cards, whatever their type.
    Rule(ja): ネクロチャージ（X）は、自分の墓場のカードが種類を問わずX枚以上あるなら有効です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.5.1 and 13.5.1.2

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Fireball     |
      | Test Amulet  |
      | Test Knight  |
    And my hand holds "Necro Rite"
    When I play "Necro Rite"
    Then the action succeeds
    And my leader has 24 defense

  @cr-13.5.1.2 @cr-13.5.1.3.1
  Scenario: CR 13.5.1.3.1: the spell being resolved is not counted for its own Necrocharge
    Rule(en): A spell that is resolving is not in the cemetery yet, so it does not count toward its own Necrocharge.
    Rule(ja): 解決中のスペルはまだ墓場にないので、自身のネクロチャージには数えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.5.1.2 and 13.5.1.3.1

    Given it is my main phase with 1 play point
    And my cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Fireball     |
      | Test Amulet  |
    And my hand holds "Necro Rite"
    When I play "Necro Rite"
    Then the action succeeds
    And my leader has 21 defense
    And "Necro Rite" is in my cemetery

  @cr-13.5.1.3.2
  Scenario: CR 13.5.1.3.2: Necrocharge is read once, when the effect starts to resolve
    Rule(en): The number of cemetery cards an effect's Necrocharge checks is fixed when that effect begins to resolve; cards its own earlier parts put there do not change it.
    Rule(ja): 効果のネクロチャージで数える墓場の枚数は、その効果の解決を始めた時点で決まります。同じ効果の前の部分で墓場に置かれたカードでは変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.5.1.3.2

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Mill Rite"
    When I play "Mill Rite"
    Then the action succeeds
    And my cemetery holds 6 cards
    And my leader has 20 defense

  @cr-13.5.1.3.2
  Scenario: CR 13.5.1.3.2: Necrocharge already met when the effect starts adds its part
    Rule(en): With enough cards in the cemetery as the effect begins, its Necrocharge part happens.
    Rule(ja): 効果の解決を始める時点で墓場の枚数が足りていれば、ネクロチャージの部分が働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.5.1.3.2

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my cemetery holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Fireball     |
    And my hand holds "Mill Rite"
    When I play "Mill Rite"
    Then the action succeeds
    And my leader has 23 defense

  @cr-13.4.1 @cr-13.4.1.2
  Scenario: CR 13.4.1.2: Overflow is on with seven maximum play points
    Rule(en): Overflow is on for a player whose maximum play points are 7 or more.
    Rule(ja): PP最大値が7以上のプレイヤーは覚醒状態です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.4.1 and 13.4.1.2

    Given it is my main phase with 2 of 7 play points
    And my deck holds 3 cards
    And my hand holds "Overflow Surge"
    When I play "Overflow Surge"
    Then the action succeeds
    And my hand holds 2 cards

  @cr-13.4.1.2
  Scenario: CR 13.4.1.2: Overflow is off with six maximum play points however many play points are left
    Rule(en): Overflow looks only at maximum play points: with a maximum of 6 it is off.
    Rule(ja): 覚醒はPP最大値だけを見ます。最大値が6なら覚醒状態ではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.4.1.2

    Given it is my main phase with 6 of 6 play points
    And my deck holds 3 cards
    And my hand holds "Overflow Surge"
    When I play "Overflow Surge"
    Then the action succeeds
    And my hand holds 1 card

  @cr-13.5.2 @cr-13.5.2.2
  Scenario: CR 13.5.2.2: Sanguine is on in my turn after my leader lost defense
    Rule(en): Sanguine is on for a player during their own turn once their leader has lost defense in that turn.
    Rule(ja): 自分のターン中に、そのターン自分のリーダーの体力が減っていれば、真紅状態です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.5.2 and 13.5.2.2

    Given it is my main phase with 1 play point
    And my leader lost defense this turn
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-13.5.2.2
  Scenario: CR 13.5.2.2: Sanguine is off while my leader has lost nothing this turn
    Rule(en): Without defense lost by your leader this turn, Sanguine is off.
    Rule(ja): このターン自分のリーダーの体力が減っていなければ、真紅状態ではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.5.2.2

    Given it is my main phase with 1 play point
    And my hand holds "Sanguine Blade"
    When I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-13.3.2 @cr-13.3.2.2
  Scenario: CR 13.3.2.2: a Stack amulet arrives with one Stack counter
    Rule(en): A card with Stack is put onto the field with one Stack counter on it.
    Rule(ja): スタックを持つカードは、スタックカウンター1つを置いた状態で場に出ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my hand holds "Stack Obelisk"
    When I play "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" has 1 stack counter

  @cr-13.3.2.2 @cr-11.7.1
  Scenario: CR 13.3.2.2: engaging a Stack amulet hands all its counters to another Stack amulet
    Rule(en): A Stack card can engage to move all its Stack counters to another amulet with Stack on your field; the emptied card then goes to the cemetery through rules handling.
    Rule(ja): スタックを持つカードはアクトして、自分の場の他のスタックを持つアミュレットに自身のスタックカウンターをすべて移せます。空になったカードはルール処理で墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.3.2.2 and 11.7.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | as        | counters |
      | Stack Obelisk | Obelisk A | stack 2  |
      | Stack Obelisk | Obelisk B | stack 1  |
    When I activate "Obelisk A" targeting "Obelisk B"
    Then the action succeeds
    And "Obelisk A" is in my cemetery
    And "Obelisk B" has 3 stack counters

  @cr-13.3.2.2
  Scenario: CR 13.3.2.2: the counters of a Stack amulet cannot go to a follower
    Rule(en): The counters move only to another amulet with Stack on your own field.
    Rule(ja): カウンターを移せるのは、自分の場の他のスタックを持つアミュレットだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
      | Test Goblin   |          |
    When I activate "Stack Obelisk" targeting "Test Goblin"
    Then the action is refused
    And the game state is unchanged

  @cr-13.3.2.4
  Scenario: CR 13.3.2.4: adding to a Stack puts Stack counters on a Stack amulet of yours
    Rule(en): An effect that adds X to a Stack on your field puts X Stack counters on one card with Stack on your field.
    Rule(ja): 自分の場のスタックにXを加える効果は、自分の場のスタックを持つカード1枚にスタックカウンターをX個置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.4

    Given it is my main phase with 1 play point
    And my field holds "Stack Obelisk"
    And my hand holds "Stack Feeder"
    When I play "Stack Feeder" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" has 3 stack counters

  @cr-13.3.2.4
  Scenario: CR 13.3.2.4: adding to a Stack cannot pick an enemy Stack amulet
    Rule(en): The counters go on a Stack card on your own field, never on one of your opponent's.
    Rule(ja): カウンターを置くのは自分の場のスタックを持つカードで、相手のカードには置けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.4

    Given it is my main phase with 1 play point
    And my field holds "Stack Obelisk"
    And my opponent's field holds:
      | card          | as          |
      | Stack Obelisk | Enemy Stack |
    And my hand holds "Stack Feeder"
    When I play "Stack Feeder" targeting "Enemy Stack"
    Then the action is refused
    And the game state is unchanged
