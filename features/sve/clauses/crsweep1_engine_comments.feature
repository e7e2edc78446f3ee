@sve
Feature: Clauses found in the comments of eireetm/SVEN's engine (skipping twice, statless maneuvers, tokens by name)
  A sweep of every file under eireetm/SVEN packages/core/src/engine/ found three clauses of the goal chapters whose
  meaning those comments give: CR 5.26.2.1 (effects/context.ts), 5.32.1.1 (effects/context.ts) and 9.1.2.3
  (effects/context.ts). Cards: engine/sve/cards.yaml (opens2, later and crsweep1 sections) and BP01.

  @cr-5.26.2 @cr-5.26.2.1
  Scenario: CR 5.26.2.1: two effects that skip my opponent's next turn skip only that one turn
    Rule(en): Being told more than once to skip a player's next turn before it comes still skips just that one turn; the turn after it is played as usual.
    Rule(ja): あるプレイヤーの次のターンを飛ばす指示を、そのターンが来る前に何度受けても、飛ばされるのはそのターン1つだけです。その後のターンは通常どおり行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2.1

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds:
      | card             | as      |
      | Skip Stall Spell | Stall A |
      | Skip Stall Spell | Stall B |
    When I play "Stall A"
    And I play "Stall B"
    And I end the turn
    Then the action succeeds
    And it is my main phase
    And the event "turn-skipped" happened
    When I end the turn
    Then the action succeeds
    And it is my opponent's main phase

  @cr-5.26.2 @cr-5.26.2.1
  Scenario: CR 5.26.2.1: skipping my own next turn twice over costs me one turn, not two
    Rule(en): Two instructions to skip my own coming turn make my opponent take two turns in a row once; after their second turn, my turn begins.
    Rule(ja): 自分の次のターンを飛ばす指示を2回受けても、相手が続けて2ターン行うのは1度だけで、相手の2ターン目の後は自分のターンが始まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2.1

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds:
      | card            | as     |
      | Skip Rest Spell | Rest A |
      | Skip Rest Spell | Rest B |
    When I play "Rest A"
    And I play "Rest B"
    And I end the turn
    And my opponent ends the turn
    Then the action succeeds
    And it is my opponent's main phase
    When my opponent ends the turn
    Then the action succeeds
    And it is my main phase

  @cr-5.32.1.1
  Scenario: CR 5.32.1.1: an amulet that prints no attack or defense is not changed by a maneuver
    Rule(en): Maneuvering an amulet that has no attack or defense printed on it does nothing: it stays an amulet on the field, though the ability that tried it was played and paid for.
    Rule(ja): 攻撃力や体力が記載されていないアミュレットを機動させても何も起きません。そのアミュレットは場にアミュレットのまま残ります（機動させようとした能力自体はプレイされ、コストも支払われています）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.32.1.1

    Given it is my main phase with 1 play point
    And my opponent's leader has 20 defense
    And my field holds "Maneuver Shed Amulet"
    When I activate "Maneuver Shed Amulet"
    Then the action succeeds
    And I have 0 play points
    And the event "maneuvered" did not happen
    And "Maneuver Shed Amulet" is on my field
    When I attack the enemy leader with "Maneuver Shed Amulet"
    Then the action is refused with reason "cannot-attack"
    And my opponent's leader has 20 defense

  @cr-5.32.1 @cr-5.32.1.1
  Scenario: CR 5.32.1.1: an amulet that prints both values is maneuvered into a follower with them
    Rule(en): Only an amulet lacking a printed attack or defense is left alone; one that prints both becomes a follower with those values for the turn.
    Rule(ja): 何も起きないのは攻撃力か体力が記載されていないアミュレットだけです。両方が記載されたアミュレットは、そのターンの間その値を持つフォロワーになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.32.1 and 5.32.1.1

    Given it is my main phase with 1 play point
    And my field holds "Maneuver Cart Amulet"
    When I activate "Maneuver Cart Amulet"
    Then the action succeeds
    And the event "maneuvered" happened
    And "Maneuver Cart Amulet" has 3 attack and 3 defense

  @cr-9.1.2 @cr-9.1.2.3
  Scenario: CR 9.1.2.3: each token an effect makes is the token card of the name the effect gives
    Rule(en): An effect that makes tokens names each one; what appears is the token card of exactly that name, with the information printed on that card (Knight is not Steelclad Knight).
    Rule(ja): トークンを出す効果はそれぞれのトークンをカード名で示します。出るのはちょうどその名前のトークンカードで、そのカードに記載された情報を持ちます（ナイトはスティールナイトではありません）。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2.3

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 1 "Steelclad Knight"
    And my field holds 1 "Viking"
    And "Knight" has 1 attack and 1 defense
    And "Steelclad Knight" has 2 attack and 2 defense
    And "Viking" has 3 attack and 2 defense
    And "Viking" has Storm
