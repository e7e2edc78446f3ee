@sve
Feature: Pins found by mutation testing (the player actions of the game)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/game.py it kills (numbered as in the central mutmut run on fdaf8ac).

  # kills: engine.sve.game.xǁGameǁpending_abilities__mutmut_3
  @cr-10.5 @cr-10.6
  Scenario: The ability waiting for my selection is listed first among the pending abilities
    Rule(en): While the end-phase ability I ordered first waits for me to select its target, it still counts as pending and comes before the two abilities that wait their turn.
    Rule(ja): 最初に選んだエンドフェイズの能力が対象の選択を待っている間も、その能力は待機中の能力として扱われ、順番を待つ残り2つの能力より先に並びます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.5 and 10.6

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my deck holds 3 cards
    And my field holds:
      | card        |
      | Dawn Bell   |
      | Dusk Bell   |
      | Dusk Archer |
    And my opponent's field holds "Test Goblin"
    When I end my main phase
    And I resolve the pending ability of "Dusk Archer" first
    Then the action succeeds
    And the pending abilities are:
      | player | card        | trigger   |
      | me     | Dusk Archer | end_phase |
      | me     | Dawn Bell   | end_phase |
      | me     | Dusk Bell   | end_phase |

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_126
  @cr-10.4 @cr-8.2
  Scenario: I pick which cards pay an alternative cost when more could
    Rule(en): With three spells in my cemetery, an alternative cost that banishes two of them takes the two I name and leaves the third where it is.
    Rule(ja): 墓場にスペルが3枚あるとき、そのうち2枚を消滅させる別のコストは、自分が指定した2枚を消滅させ、残りの1枚は墓場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card       |
      | Fireball   |
      | Study      |
      | Crossroads |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Study"
    Then the action succeeds
    And my banished zone holds 2 cards
    And "Crossroads" is in my cemetery
    And I have 0 play points

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_152, _153, _154
  @cr-10.6
  Scenario: I cannot name the target of my spell when my opponent selects it
    Rule(en): When my spell lets my opponent select its target, naming a target myself as I play it is refused and nothing happens; the card stays in my hand.
    Rule(ja): 自分のスペルの対象を相手が選ぶとき、プレイする際に自分で対象を指定することはできず、何も起こりません。カードは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Tribute Demand"
    And my opponent's field holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Tribute Demand" targeting "Goblin A"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_104, _105
  @cr-12.2 @cr-8.3
  Scenario: Evolving by paying leader defense uses up the turn's evolve
    Rule(en): A follower whose evolve cost is paid with leader defense still evolves as my one evolve of the turn, so a second follower cannot evolve in the same turn.
    Rule(ja): 進化コストをリーダーの体力で支払ったフォロワーの進化も、そのターンの1回の進化として数えるので、同じターンに別のフォロワーは進化できません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 8.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | as      |
      | Blood Devil | Devil A |
      | Blood Devil | Devil B |
    And my evolve deck holds:
      | card        |
      | Blood Devil |
      | Blood Devil |
    When I evolve "Devil A"
    Then the action succeeds
    When I evolve "Devil B"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_102, _103
  @cr-12.2 @cr-13.5
  Scenario: Evolving by paying leader defense turns Sanguine on
    Rule(en): Paying leader defense for an evolve cost in my turn is my leader losing defense in my turn, so Sanguine is on for the spell I play afterwards.
    Rule(ja): 自分のターンに進化コストとしてリーダーの体力を支払うことは、自分のターンにリーダーの体力が減ることなので、その後にプレイするスペルで真紅が有効です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 13.5

    Given it is my main phase with 1 play point
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    And my hand holds "Sanguine Blade"
    When I evolve "Blood Devil"
    And I play "Sanguine Blade"
    Then the action succeeds
    And my opponent's leader has 17 defense

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_94, _95
  @cr-12.2 @cr-10.4
  Scenario: A follower cannot evolve by paying more leader defense than my leader has
    Rule(en): An evolve cost of 3 leader defense cannot be paid while my leader has only 2: the follower does not evolve and nothing changes.
    Rule(ja): リーダーの体力が2しかないとき、リーダーの体力3の進化コストは支払えません。フォロワーは進化せず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 10.4

    Given it is my main phase with 0 play points
    And my leader has 2 defense
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_94
  @cr-12.2 @cr-3.2
  Scenario: An evolution point cannot pay an evolve cost of leader defense
    Rule(en): An evolution point stands in for a play point only; it cannot pay an evolve cost of leader defense, so offering one is refused and nothing changes.
    Rule(ja): エボルヴポイントはプレイポイントの代わりにしかならず、リーダーの体力による進化コストは支払えません。使おうとしても拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 3.2

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil" using 1 evolution point
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_96, _97
  @cr-12.2 @cr-10.4 @cr-1.2 @assumption
  Scenario: An evolve cost of leader defense may take my leader down to exactly 0
    Rule(en): With my leader at 3 defense, an evolve cost of 3 leader defense can be paid: the follower evolves, my leader has 0 defense and I lose the game.
    Rule(ja): リーダーの体力が3のとき、リーダーの体力3の進化コストは支払えます。フォロワーは進化し、リーダーの体力は0になり、自分はゲームに敗北します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2, 10.4 and 1.2
    Assumption(en): As for the leader-defense cost of an ability (SVE-EN-037), only a payment that would take the leader below zero is refused, so an evolve cost may take the leader to exactly 0, and a leader at 0 defense loses (CR 1.2).
    Assumption(ja): 能力のリーダーの体力によるコスト（SVE-EN-037）と同じく、拒否されるのは体力がマイナスになる支払いだけなので、進化コストで体力がちょうど0になることは認められ、体力0のリーダーは敗北します（CR 1.2）。

    Given it is my main phase with 0 play points
    And my leader has 3 defense
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil"
    Then the action succeeds
    And "Blood Devil" is evolved
    And my leader has 0 defense
    And my opponent wins the game

  # kills: engine.sve.game.xǁGameǁ_do_evolve__mutmut_85
  @cr-3.2 @cr-12.2
  Scenario: The evolution point I name to pay toward an evolve is the one spent
    Rule(en): When one evolution point helps pay an evolve cost, naming one of a given design spends that one and keeps my other evolution points.
    Rule(ja): 進化コストの支払いにEPを1つ使うとき、あるデザインのEPを指定するとそのEPが使われ、ほかのEPは残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 3.2 and 12.2

    Given it is my main phase with 1 play point
    And I have evolution points of the designs "Shadowverse" and "Umamusume"
    And my field holds "Evolving Fighter"
    And my evolve deck holds "Evolving Fighter"
    When I evolve "Evolving Fighter" using my "Umamusume" evolution point
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And I have evolution points of the designs "Shadowverse"

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_102, _103
  @cr-5.7 @cr-10.4
  Scenario: Activating without naming which card pays a cost that two cards could pay is refused as my choice to make
    Rule(en): When two cards in my EX area could pay a cost that takes one, the choice is mine; activating without naming one is refused as a missing choice and nothing is paid.
    Rule(ja): コストを1枚で支払えるカードがEXエリアに2枚あるとき、どちらを使うかは自分が選びます。指定せずに起動すると選択がないとして拒否され、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.7 and 10.4

    Given it is my main phase with 0 play points
    And my field holds "Pixie Eater"
    And my EX area holds:
      | card          | as       |
      | Forest Sprite | Sprite A |
      | Forest Sprite | Sprite B |
    When I activate "Pixie Eater"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_72, _73
  @cr-8.3 @cr-12.3
  Scenario: An activated ability limited to my opponent's turn cannot be played in my own turn
    Rule(en): An activated ability that may be played only during my opponent's turn is refused in my own main phase, and nothing is paid.
    Rule(ja): 相手のターン中にのみプレイできる起動能力は、自分のメインフェイズにはプレイできず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.3 and 12.3

    Given it is my main phase with 1 play point
    And my field holds "Night Guardian"
    When I activate "Night Guardian"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_74
  @cr-8.3 @cr-12.3
  Scenario: An activated ability limited to my opponent's turn is played in my opponent's end phase
    Rule(en): The same Quick activated ability may be played in my opponent's end phase, when the Quick window is mine.
    Rule(ja): 同じ《クイック》の起動能力は、相手のエンドフェイズの自分の《クイック》の機会にプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.3 and 12.3

    Given it is my opponent's main phase and I have 1 play point
    And my field holds "Night Guardian"
    When my opponent ends their main phase and waits
    And I activate "Night Guardian"
    Then the action succeeds
    And my leader has 21 defense
    And I have 0 play points

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_66
  @cr-8.3
  Scenario: A once-per-turn ability of one card does not stop the same ability of another card
    Rule(en): Each card's once-per-turn ability counts on its own: after one Pixie Eater plays its ability, a second Pixie Eater may still play its own in the same turn.
    Rule(ja): ターン1回の能力はカードごとに数えます。1体目の「Pixie Eater」が能力をプレイした後でも、2体目の「Pixie Eater」は同じターンに自分の能力をプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | as      |
      | Pixie Eater | Eater A |
      | Pixie Eater | Eater B |
    And my EX area holds:
      | card          | as       |
      | Forest Sprite | Sprite A |
      | Forest Sprite | Sprite B |
    When I activate "Eater A" paying with "Sprite A"
    Then the action succeeds
    When I activate "Eater B" paying with "Sprite B"
    Then the action succeeds
    And my leader has 26 defense

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_77
  @cr-10.6 @cr-8.3
  Scenario: An activated ability that must select an enemy follower cannot be played when there is none
    Rule(en): Measuring Duelist's activated ability must select an enemy follower; with none on my opponent's field it cannot be played, and nothing is paid.
    Rule(ja): 「Measuring Duelist」の起動能力は相手のフォロワーを選ばなければならないので、相手の場にフォロワーがいなければプレイできず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 8.3

    Given it is my main phase with 1 play point
    And my field holds "Measuring Duelist"
    When I activate "Measuring Duelist"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  # kills: engine.sve.game.xǁGameǁ_do_activate__mutmut_129, _133, _137, _138
  @cr-8.3 @cr-10.4
  Scenario: Playing an activated ability is recorded after its cost is paid
    Rule(en): When I play an activated ability, the game records that its cost was paid and then that the ability was played, before the ability resolves.
    Rule(ja): 起動能力をプレイすると、ゲームはコストの支払いを記録し、その後に能力のプレイを記録してから、能力を解決します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.3 and 10.4

    Given it is my main phase with 1 play point
    And my field holds "Measuring Duelist"
    And my opponent's field holds "Test Knight"
    When I activate "Measuring Duelist" targeting "Test Knight"
    Then the action succeeds
    And these events happened in this order:
      | event            |
      | cost-paid        |
      | ability-played   |
      | ability-resolved |

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_195, _200, _205, _206
  @cr-8.2
  Scenario: Playing a follower is recorded before it enters the field
    Rule(en): When I play a follower from my hand, the game records that the card was played, and then that it was put onto the field.
    Rule(ja): 手札からフォロワーをプレイすると、ゲームはそのカードがプレイされたことを記録し、その後に場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 1 play point
    And my hand holds "Test Goblin"
    When I play "Test Goblin"
    Then the action succeeds
    And these events happened in this order:
      | event         |
      | played        |
      | entered-field |

  # kills: engine.sve.game.xǁGameǁ_do_play__mutmut_250, _251, _252, _253
  @cr-8.2
  Scenario: A spell with no effect of its own still goes to the cemetery when played
    Rule(en): A spell is put into its owner's cemetery once it has been played and resolved, even a spell that has nothing to do when it resolves.
    Rule(ja): スペルはプレイされて解決された後、持ち主の墓場に置かれます。解決時に何もしないスペルでも同じです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2

    Given it is my main phase with 1 play point
    And my hand holds "Hollow Gesture"
    When I play "Hollow Gesture"
    Then the action succeeds
    And "Hollow Gesture" is in my cemetery
    And I have 0 play points
