@sve
Feature: Stack and Earth Rite as chapter 13.3 and rules handling 11.7 of the Comprehensive Rules say
  Stack replaces every move that would take the card off the field, whichever zone it was headed
  for, by the loss of one Stack counter; a Stack card left on the field with no counter is put into
  its owner's cemetery by rules handling, which is not a destruction.

  @cr-13.3.2.2
  Scenario: CR 13.3.2.2: a Stack amulet returned to the hand loses a counter and stays
    Rule(en): While a card with Stack has a Stack counter, any move that would take it off the field removes one counter instead and the card stays; a return to the hand is such a move.
    Rule(ja): スタックを持つカードにスタックカウンターがあるなら、それを場から離す移動はどれも代わりにカウンター1つを取り除き、カードは場に残ります。手札に戻すこともその移動です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Amulet Recall"
    When I play "Amulet Recall" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And "Stack Obelisk" has 1 stack counter
    And my opponent's hand holds 0 cards

  @cr-13.3.2.2
  Scenario: CR 13.3.2.2: a Stack amulet put into the deck loses a counter and stays
    Rule(en): Putting a Stack card from the field into its owner's deck also takes it off the field, so one Stack counter is removed instead while it has one.
    Rule(ja): スタックを持つカードを場から持ち主のデッキに置くことも場を離れる移動なので、カウンターがあるなら代わりに1つ取り除きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my opponent's deck holds 0 cards
    And my hand holds "Amulet Sink"
    When I play "Amulet Sink" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And "Stack Obelisk" has 1 stack counter
    And my opponent's deck holds 0 cards

  @cr-13.3.2.2 @cr-5.6
  Scenario: CR 13.3.2.2: destroying a Stack amulet with one counter takes the counter, then rules handling buries it
    Rule(en): Destruction is a move from the field to the cemetery, so it too is replaced while a counter remains; the amulet is then left with no counter and rules handling deals with it.
    Rule(ja): 破壊も場から墓場への移動なので、カウンターが残っていれば置き換えられます。カウンターがなくなったアミュレットはその後ルール処理で扱われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.3.2.2 and 11.7.1

    Given it is my main phase with 4 play points
    And my opponent's field holds "Stack Relic"
    And my hand holds "Execution"
    When I play "Execution" targeting "Stack Relic"
    Then the action succeeds
    And "Stack Relic" is in my opponent's cemetery
    And my opponent's leader has 20 defense

  @cr-11.7.1
  Scenario: CR 11.7.1: a Stack amulet whose last counter a return removed goes to the cemetery
    Rule(en): When rules handling finds a card with Stack on the field that has no Stack counter, it puts that card into its owner's cemetery.
    Rule(ja): ルール処理で、スタックカウンターのないスタックを持つカードが場にあれば、そのカードを持ち主の墓場に置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.7.1

    Given it is my main phase with 1 play point
    And my opponent's field holds "Stack Obelisk"
    And my hand holds "Amulet Recall"
    When I play "Amulet Recall" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is in my opponent's cemetery
    And my opponent's hand holds 0 cards

  @cr-11.7.1 @cr-13.3.3 @cr-13.3.3.2 @assumption
  Scenario: CR 11.7.1: an amulet emptied by Earth Rite is put into the cemetery without being destroyed
    Rule(en): Rules handling moves a Stack card that has no counter left to the cemetery, which is not a destruction: abilities that wait for the card to be destroyed do not go off.
    Rule(ja): ルール処理は、カウンターがなくなったスタックのカードを墓場に置きます。これは破壊ではないので、破壊されたときの能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 11.7.1 and 13.3.3.2
    Assumption(en): The older English FAQ (Q&A 61) words the zero-counter rule of Stack as a destruction; we follow clause 11.7.1 of v1.26.1 as the public engine eireetm/SVEN reads it, which puts the card into the cemetery as rules handling and not as a destruction.
    Assumption(ja): 以前の英語版FAQ（Q&A 61）はカウンター0のスタックを「破壊」と書いています。ここでは、公開エンジンeireetm/SVENが読むv1.26.1の11.7.1に従い、破壊ではなくルール処理として墓場に置くものとします。

    Given it is my main phase with 1 play point
    And my field holds "Stack Relic"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Relic"
    Then the action succeeds
    And "Stack Relic" is in my cemetery
    And my leader has 20 defense
    And my opponent's leader has 16 defense

  @cr-13.3.3.2
  Scenario: CR 13.3.3.2: Earth Rite cannot be paid with an amulet that has no Stack
    Rule(en): Earth Rite is paid by removing Stack counters from one amulet with Stack on your field; an amulet without Stack counters cannot pay it.
    Rule(ja): 土の秘術は、自分の場のスタックを持つアミュレット1枚からスタックカウンターを取り除いて払います。スタックカウンターのないアミュレットでは払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.3.2

    Given it is my main phase with 1 play point
    And my field holds "Welcome Banner"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Welcome Banner"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-13.3.2.2
  Scenario: CR 13.3.2.2: Stack does not keep a card that is leaving the EX area
    Rule(en): Stack replaces only moves that would take its card off the field; a Stack card moved out of the EX area goes where it is sent, counters or not.
    Rule(ja): スタックが置き換えるのは、そのカードを場から離す移動だけです。EXエリアから移動するスタックのカードは、カウンターがあっても指定された場所へ行きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.2

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Reserve Recall"
    When I play "Reserve Recall" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is in my hand
