@sve
Feature: Umamusume serving and racing as clause 14.2 of the Comprehensive Rules says
  A card may print several serve abilities, each serving it a stated number of times (one face-down
  Carrot each) and making it race a stated number of times. Each race sets off its On Race abilities
  and "whenever a follower on your field races" abilities once. A follower that Carrots are still
  linked to cannot be served again, so none of its serve abilities can be paid.

  @cr-14.2.1 @cr-14.2.1.1 @cr-14.2.2
  Scenario: CR 14.2.2: a card with several serve abilities plays the one chosen
    Rule(en): A serve ability pays its play points and serves the follower as many times as its serve icons say, each time putting one face-down Carrot from the evolve deck into the race zone, linked to it.
    Rule(ja): 食事能力は、PPを払い、食事アイコンの数だけフォロワーに食事させます。1回ごとにエボルヴデッキの裏向きのにんじん1枚をレースエリアに置き、そのフォロワーと結び付けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 14.2.2 and 14.2.1.1

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
      | Carrot |
    And my field holds "Triple Serve Runner"
    When I serve "Triple Serve Runner" with its serve ability 2
    Then the action succeeds
    And I have 1 play point
    And my race zone holds 2 "Carrot"
    And my evolve deck holds 1 card
    And "Triple Serve Runner" is racing

  @cr-14.2.3.1 @cr-14.2.4
  Scenario: CR 14.2.4: a follower that races three times sets off its On Race ability three times
    Rule(en): Each time a follower races, its On Race abilities trigger once, so an effect that makes it race three times triggers them three times.
    Rule(ja): フォロワーが出走するたびに、その出走時能力が1回誘発します。3回出走させる効果なら3回誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 14.2.3.1 and 14.2.4

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
      | Carrot |
    And my field holds "Triple Serve Runner"
    When I serve "Triple Serve Runner" with its serve ability 3
    Then the action succeeds
    And my race zone holds 3 "Carrot"
    And my leader has 23 defense

  @cr-14.2.4
  Scenario: CR 14.2.4: a serve ability that races once sets off On Race once
    Rule(en): A follower that races once triggers its On Race abilities once.
    Rule(ja): 1回出走したフォロワーの出走時能力は1回だけ誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.4

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
      | Carrot |
    And my field holds "Triple Serve Runner"
    When I serve "Triple Serve Runner" with its serve ability 1
    Then the action succeeds
    And my race zone holds 1 "Carrot"
    And my leader has 21 defense

  @cr-14.2.3
  Scenario: CR 14.2.3: an ability that waits for a follower of yours to race triggers once per race
    Rule(en): An ability that goes off whenever a follower on your field races triggers once for each race, so a follower that races twice sets it off twice.
    Rule(ja): 自分の場のフォロワーが出走したときに誘発する能力は、出走1回ごとに誘発します。2回出走すれば2回誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.3

    Given it is my main phase with 2 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds:
      | card                |
      | Race Cheer          |
      | Triple Serve Runner |
    When I serve "Triple Serve Runner" with its serve ability 2
    Then the action succeeds
    And my opponent's leader has 18 defense
    And my leader has 22 defense

  @cr-14.2.3
  Scenario: CR 14.2.3: serving one follower sets off the racing ability of another card once
    Rule(en): A follower that races once sets off each "whenever a follower on your field races" ability once.
    Rule(ja): 1回出走したフォロワーは、「自分の場のフォロワーが出走したとき」の能力をそれぞれ1回誘発させます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.3

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds:
      | card         |
      | Race Cheer   |
      | Special Week |
    When I serve "Special Week"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-14.2.1.2 @cr-14.2.1.2.1
  Scenario: CR 14.2.1.2.1: a follower that is still racing cannot be served again
    Rule(en): A card that race-zone cards are still linked to cannot be served; serving it is then no cost that can be paid, so its serve abilities cannot be played.
    Rule(ja): レースエリアのカードがまだ結び付いているカードには食事させられません。その食事はコストとして払えないので、食事能力はプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 14.2.1.2 and 14.2.1.2.1

    Given it is my main phase with 3 play points
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    When I serve "Special Week"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-14.2.1.1
  Scenario: CR 14.2.1.1: a serve ability needing more Carrots than the evolve deck holds cannot be played
    Rule(en): Serving a follower several times needs that many face-down Carrots in the evolve deck; with fewer, that serve ability cannot be paid.
    Rule(ja): 複数回の食事には、その数だけエボルヴデッキに裏向きのにんじんが必要です。足りなければその食事能力は払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.1.1

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds "Triple Serve Runner"
    When I serve "Triple Serve Runner" with its serve ability 3
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-14.2.2.5
  Scenario: CR 14.2.2.5: a serve ability counts as the turn's evolve ability
    Rule(en): Serve abilities are treated like evolve abilities, so serving uses up the one evolve-or-serve of the turn.
    Rule(ja): 食事能力は進化能力と同じに扱われるので、食事するとそのターンの進化か食事の1回を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.2.5

    Given it is my main phase with 5 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds:
      | card                |
      | Triple Serve Runner |
      | Special Week        |
    When I serve "Special Week"
    And I serve "Triple Serve Runner" with its serve ability 1
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  @cr-14.2.2.4
  Scenario: CR 14.2.2.4: one evolution point pays one play point of a serve ability
    Rule(en): As for an evolve ability, one evolution point may stand in for one play point of a serve ability's cost.
    Rule(ja): 進化能力と同じく、食事能力のコストのうち1PPをEP1つで払えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.2.4

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week" using 1 evolution point
    Then the action succeeds
    And "Special Week" is racing
    And I have 0 evolution points

  @cr-14.2.2.4
  Scenario: CR 14.2.2.4: two evolution points cannot pay a serve ability
    Rule(en): At most one evolution point pays toward a serve ability's cost.
    Rule(ja): 食事能力のコストに使えるEPは1つまでです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.2.4

    Given it is my main phase with 0 play points
    And I have 2 evolution points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds "Silence Suzuka"
    When I serve "Silence Suzuka" using 2 evolution points
    Then the action is refused with reason "ep-limit"
    And the game state is unchanged

  @cr-14.2.3.1 @cr-12.10
  Scenario: CR 14.2.3.1: a racing follower has Rush
    Rule(en): A card that has raced has Rush for as long as race-zone cards are linked to it.
    Rule(ja): 出走したカードは、レースエリアのカードが結び付いている間【突進】を持ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 14.2.3.1

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And "Special Week" has Rush

  @cr-14.2.1.3 @cr-11.8.1
  Scenario: CR 11.8.1: Carrots whose follower left the field go face up to the evolve deck
    Rule(en): A Carrot's link ends when its card leaves the field, and rules handling then puts race-zone cards linked to no card on the field face up into the evolve deck.
    Rule(ja): カードが場を離れるとにんじんとの結び付きはなくなり、ルール処理で、場のどのカードとも結び付いていないレースエリアのカードを表向きでエボルヴデッキに置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 14.2.1.3 and 11.8.1

    Given it is my main phase with 1 play point
    And my field holds "Special Week"
    And "Special Week" is racing with 2 Carrots
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Special Week"
    Then the action succeeds
    And my race zone holds 0 cards
    And my evolve deck holds 2 face-up "Carrot"
