@sve
Feature: Several modifications of one event: the affected player orders them (CR 10.10)
  A "takes less damage" or "deals more damage" effect changes a damage event instead of letting it happen as
  it would. When more than one changes the same event, they apply one after another; the player whose card
  or leader is affected says in which order. Once the damage is 0, it is not dealt, and what is left has
  nothing to change.

  @cr-10.10.2 @cr-10.10.1
  Scenario: CR 10.10.2: the player taking the damage applies the reduction first and takes none
    Rule(en): My follower deals 1 more damage and my opponent's follower takes 1 less. My opponent, whose follower takes the damage, applies the reduction first: 1 becomes 0, so no damage is dealt and the increase has nothing to add to.
    Rule(ja): 自分のフォロワーは与えるダメージが1増え、相手のフォロワーは受けるダメージが1減ります。ダメージを受けるフォロワーの持ち主である相手が先に軽減を適用すると、1が0になってダメージは与えられず、増加は加えるものがありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When my opponent applies the modifications of "Stone Bastion" first
    Then the action succeeds
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  @cr-10.10.2 @assumption
  Scenario: CR 10.10.2: when the player taking the damage has not put the reduction first, the increase comes first
    Rule(en): The same attack, but my opponent has not chosen to apply the reduction first: 1 damage plus 1 is 2, less 1 is 1, so their follower takes 1 damage.
    Rule(ja): 同じ攻撃でも、相手が軽減を先に適用すると選んでいなければ、1ダメージに1を加えて2、1減って1になり、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2
    Assumption(en): Until the affected player chooses, the engine applies the dealing card's increases before the reductions on the card taking the damage.
    Assumption(ja): 影響を受けるプレイヤーが選ぶまでは、与える側の増加を受ける側の軽減より先に適用するものとします。

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  @cr-10.10.2 @assumption
  Scenario: CR 10.10.2: the order is the affected player's to choose, not the dealing player's
    Rule(en): I choose to apply "Stone Bastion" first, but the damage reaches my opponent's follower: my choice does not order it, and their follower takes 1 damage.
    Rule(ja): 自分が「Stone Bastion」を先に適用すると選んでも、ダメージを受けるのは相手のフォロワーなので、その順番は自分の選択では決まりません。相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2
    Assumption(en): Until the affected player chooses, the engine applies the dealing card's increases before the reductions on the card taking the damage.
    Assumption(ja): 影響を受けるプレイヤーが選ぶまでは、与える側の増加を受ける側の軽減より先に適用するものとします。

    Given it is my main phase with 0 play points
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card          | state   |
      | Stone Bastion |         |
      | Zero Imp      | engaged |
    When I apply the modifications of "Stone Bastion" first
    And I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense

  @cr-10.10.2
  Scenario: CR 10.10.2: naming a card that modifies no damage as the one to apply first is refused
    Rule(en): Only a card whose effect changes damage can be put first in the order; naming another card is refused and changes nothing.
    Rule(ja): 順番の先頭に置けるのは、ダメージを変える効果を持つカードだけです。それ以外のカードを挙げると拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my main phase with 0 play points
    And my opponent's field holds "Zero Imp"
    When my opponent applies the modifications of "Zero Imp" first
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.10.2
  Scenario: CR 10.10.2: a reduction from a spell cast earlier can also be put first
    Rule(en): In their turn my opponent gave their follower "takes 1 less damage" until the end of my turn, and chose to apply that spell's reduction first. In my turn my follower that deals 1 more damage attacks it: 1 becomes 0 first, so no damage is dealt.
    Rule(ja): 相手は自分のターンに、自分のフォロワーに次の自分（こちら）のターン終了時まで「受けるダメージが1減る」を与え、そのスペルの軽減を先に適用すると選びました。こちらのターンに、与えるダメージが1増えるフォロワーでそれを攻撃すると、先に1が0になるので、ダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    And my opponent's hand holds "Clause Veil"
    When my opponent plays "Clause Veil" targeting "Zero Imp"
    And my opponent applies the modifications of "Clause Veil" first
    And my opponent ends the turn
    And I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 2 defense

  @cr-10.10.2 @assumption
  Scenario: CR 10.10.2: the same earlier reduction, not put first, leaves 1 damage
    Rule(en): The same, but my opponent did not choose to apply the reduction first: the increase comes first, 1 becomes 2, less 1 is 1, and their follower takes 1 damage.
    Rule(ja): 同じ状況でも、相手が軽減を先に適用すると選んでいなければ、増加が先になり、1が2になって1減り、相手のフォロワーは1ダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2
    Assumption(en): Until the affected player chooses, the engine applies the dealing card's increases before the reductions on the card taking the damage.
    Assumption(ja): 影響を受けるプレイヤーが選ぶまでは、与える側の増加を受ける側の軽減より先に適用するものとします。

    Given it is my opponent's main phase and I have 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Order Brute"
    And my opponent's field holds:
      | card     | state   |
      | Zero Imp | engaged |
    And my opponent's hand holds "Clause Veil"
    When my opponent plays "Clause Veil" targeting "Zero Imp"
    And my opponent ends the turn
    And I attack "Zero Imp" with "Order Brute"
    Then the action succeeds
    And "Zero Imp" has 0 attack and 1 defense
