@sve
Feature: Values an effect works out (CR 5.30)
  Half of a value. Cards: engine/sve/cards.yaml (opens2 section).

  @cr-5.30.1
  Scenario: CR 5.30.1: damage equal to half my play points deals half of them
    Rule(en): An effect that uses half of a value uses that value divided by two.
    Rule(ja): 値の半分を使う効果は、その値を2で割った数を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.30.1

    Given it is my main phase with 6 play points
    And my opponent's leader has 20 defense
    And my hand holds "Half Blast Spell"
    When I play "Half Blast Spell"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-5.30.1
  Scenario: CR 5.30.1: the same damage not halved deals the whole value
    Rule(en): Without the word half, the whole value is used; halving is what makes the difference.
    Rule(ja): 「半分」がなければ値そのものを使います。違いを生むのは半分にすることです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.30.1

    Given it is my main phase with 6 play points
    And my opponent's leader has 20 defense
    And my hand holds "Whole Blast Spell"
    When I play "Whole Blast Spell"
    Then the action succeeds
    And my opponent's leader has 14 defense

  @cr-5.30.1 @assumption
  Scenario: CR 5.30.1: half of an odd value is rounded down
    Rule(en): Half of an odd value is not a whole number; the engine drops the half that is left over.
    Rule(ja): 奇数の半分は整数になりません。エンジンは余りの0.5を切り捨てます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.30.1
    Assumption(en): How a half that is not whole is rounded is set by clause 5.30.2, whose wording we did not find; the engine rounds down.
    Assumption(ja): 整数にならない半分の扱いは5.30.2項で決まっていますが文言を確認できなかったため、エンジンは切り捨てます。

    Given it is my main phase with 5 play points
    And my opponent's leader has 20 defense
    And my hand holds "Half Blast Spell"
    When I play "Half Blast Spell"
    Then the action succeeds
    And my opponent's leader has 18 defense
