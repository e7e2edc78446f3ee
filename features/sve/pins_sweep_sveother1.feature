@sve
Feature: Pins of listed equivalents that a scenario tells apart (issue 24: sweep of slice sveother1)
  Lines of docs/mutation-equivalents.txt checked one by one the way an outside review does: the mutant put into
  the engine by hand, then a scenario through the public API that tells it apart. Each scenario here fails with
  the mutant named above it and passes on the engine.

  # kills: engine.sve.handling.x__doomed_plain__mutmut_31, _33, _38, engine.sve.keywords.x_stack_replaces__mutmut_14, _16, _19
  # an evolved face with Stack arrives without a Stack counter: the short way of rules handling reads the default
  @cr-11.7.1 @cr-13.3
  Scenario: Sweep sveother1: a follower that evolves into a Stack card with no Stack counter goes to the cemetery
    Rule(en): A follower whose evolved card has Stack but no Stack counter is taken by rules handling as soon as it evolves: the cards go where a follower leaving the field goes, and no Stack counter keeps it.
    Rule(ja): 進化後のカードがスタックを持つのにスタックカウンターがないフォロワーは、進化した直後にルール処理で場を離れます。スタックカウンターで残ることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 11.7.1 and section 13.3

    Given it is my main phase with 0 play points
    And my evolve deck holds "Pin Stack Evolver"
    And my field holds "Pin Stack Evolver"
    When I evolve "Pin Stack Evolver"
    Then the action succeeds
    And my field holds 0 cards
    And my cemetery holds 1 card

  # kills: engine.sve.handling.x__doomed__mutmut_17, _19, _24
  # the same with a card of continuous effects on the field, so rules handling takes its general way
  @cr-11.7.1 @cr-13.3
  Scenario: Sweep sveother1: a follower that evolves into a Stack card with no Stack counter goes even beside a card of continuous effects
    Rule(en): With a card that gives continuous effects on my field, a follower whose evolved card has Stack but no Stack counter still leaves the field as soon as it evolves.
    Rule(ja): 自分の場に永続効果を与えるカードがあっても、進化後のカードがスタックを持ちスタックカウンターがないフォロワーは、進化した直後に場を離れます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 11.7.1 and section 13.3

    Given it is my main phase with 0 play points
    And my evolve deck holds "Pin Stack Evolver"
    And my field holds:
      | card              |
      | Pin Stack Evolver |
      | War Banner        |
    When I evolve "Pin Stack Evolver"
    Then the action succeeds
    And my field holds 1 card
    And my cemetery holds 1 card

  # kills: engine.sve.classes.x_pay_earth_rite__mutmut_3
  # the second Earth Rite finds the amulet gone: refused as a bad choice, not as a card missing from a zone
  @cr-13.3
  Scenario: Sweep sveother1: one Stack counter cannot pay the Earth Rite of two Fanfares
    Rule(en): When I play a follower with two Fanfares that each cost Earth Rite and name an amulet with a single Stack counter for them, the first payment takes the amulet off the field and the second cannot be paid from it: the play is refused as a whole.
    Rule(ja): それぞれ土の秘術を必要とするファンファーレを2つ持つフォロワーをプレイし、スタックカウンターが1つだけのアミュレットを指定すると、1回目の支払いでアミュレットは場を離れ、2回目はそこから支払えません。プレイ全体が拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 1  |
    And my hand holds "Pin Twin Rite Herald"
    When I play "Pin Twin Rite Herald" paying Earth Rite with "Stack Obelisk"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # kills: engine.sve.costs.x__requirements__mutmut_12, _13
  # a discard cost whose filter names the enemy side is still paid from my own hand
  @cr-10.4
  Scenario: Sweep sveother1: a discard cost is paid from my own hand even when its card filter names the enemy
    Rule(en): The cards that pay a discard cost come from the hand of the player paying it, whatever side the card's filter names.
    Rule(ja): 手札を捨てるコストは、カードの条件がどちら側を指していても、支払うプレイヤー自身の手札から支払われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my field holds "Pin Enemy Discard Altar"
    And my hand holds "Test Fighter"
    And my opponent's hand holds "Test Knight"
    And my deck holds "Test Amulet"
    When I activate "Pin Enemy Discard Altar" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Test Knight" is in my opponent's hand

  # kills: engine.sve.costs.x__requirements__mutmut_46, _47, _48
  @cr-10.4
  Scenario: Sweep sveother1: a banish cost is paid from my own cards even when its card filter names the enemy
    Rule(en): The cards that pay a banish cost are the paying player's own, whatever side the card's filter names.
    Rule(ja): 除外するコストは、カードの条件がどちら側を指していても、支払うプレイヤー自身のカードで支払われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my field holds "Pin Enemy Banish Altar"
    And my cemetery holds "Test Fighter"
    And my opponent's cemetery holds "Test Knight"
    And my deck holds "Test Amulet"
    When I activate "Pin Enemy Banish Altar" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my banished zone
    And "Test Knight" is in my opponent's cemetery

  # kills: engine.sve.costs.x__requirements__mutmut_55, _56
  @cr-10.4
  Scenario: Sweep sveother1: a return-to-hand cost is paid from my own field even when its card filter names the enemy
    Rule(en): The follower that pays a "return a follower to the hand" cost is one of the paying player's own, whatever side the card's filter names.
    Rule(ja): 「フォロワーを手札に戻す」コストは、カードの条件がどちら側を指していても、支払うプレイヤー自身のフォロワーで支払われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card                   |
      | Pin Enemy Return Altar |
      | Test Fighter           |
    And my opponent's field holds "Test Knight"
    And my deck holds "Test Amulet"
    When I activate "Pin Enemy Return Altar" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my hand
    And "Test Knight" is on my opponent's field

  # kills: engine.sve.handling.x_handle__mutmut_53, _54
  # the phase a game that has ended shows is public (turn_info)
  @cr-1.2
  Scenario: Sweep sveother1: a game won by an attack on the leader says it is over
    Rule(en): Once my follower's attack takes the enemy leader to 0 defense, I win and the game says it is in its "over" phase.
    Rule(ja): 自分のフォロワーの攻撃で相手リーダーの体力が0になると自分が勝ち、ゲームは「over」の段階にあると示します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 1.2

    Given it is my main phase with 0 play points
    And my opponent's leader has 2 defense
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then I win the game
    And the game is in the phase "over"

  # kills: engine.sve.zones.x_enter_field__mutmut_12
  # the set-up may leave counters on a card in the hand: only a card from the EX area keeps them on the field
  @cr-15.1
  Scenario: Sweep sveother1: counters a card held in the hand do not come onto the field with it
    Rule(en): A card I play from my hand arrives on the field with no counters, even one that was set up holding some in the hand; only a card that comes from the EX area keeps its counters.
    Rule(ja): 手札からプレイしたカードは、手札でカウンターを持つように用意されていても、カウンターなしで場に出ます。カウンターを保つのはEXエリアから来たカードだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 15.1

    Given it is my main phase with 2 play points
    And my hand holds:
      | card         | counters |
      | Test Fighter | fable 2  |
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 0 fable counters

  # kills: engine.sve.zones.x_enter_field__mutmut_22
  @cr-5.27
  Scenario: Sweep sveother1: attack and defense changes a card held in the hand do not come onto the field with it
    Rule(en): A card I play from my hand arrives on the field with its printed attack and defense, even one that was set up with changes in the hand; only a card that comes from the EX area keeps such changes.
    Rule(ja): 手札からプレイしたカードは、手札で攻撃力・体力の変化を持つように用意されていても、印刷された値で場に出ます。その変化を保つのはEXエリアから来たカードだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.27

    Given it is my main phase with 2 play points
    And my hand holds:
      | card         | attack | defense |
      | Test Fighter | 2      | 3       |
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack
    And "Test Fighter" has 2 defense

  # kills: engine.sve.continuous.x_continuous_mods__mutmut_59, _60
  # a card on the field is not also taken as its own source from outside the field: its "costs 1 less" counts once
  @cr-2.5 @cr-10.9
  Scenario: Sweep sveother1: a card's own cost reduction counts once while it is on the field
    Rule(en): A follower whose own continuous ability makes it cost 1 less shows a cost 1 below its printed cost on the field, as in the hand: the reduction is not counted twice.
    Rule(ja): 自身の永続能力でコストが1少なくなるフォロワーは、場でも手札と同じく印刷されたコストより1少ないコストを示します。軽減が2回数えられることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 2.5 and section 10.9

    Given it is my main phase with 0 play points
    And my field holds "Pin Self Discount Follower"
    Then "Pin Self Discount Follower" shows cost 2
    And "Pin Self Discount Follower" costs 2 play points

  # kills: engine.sve.costs.x_can_pay__mutmut_24, _26
  # a spell resolving holds no counters at all: asking it for a counter to remove must find none, not fail
  @cr-10.4 @cr-5.18
  Scenario: Sweep sveother1: a cost of removing a counter from a spell that has none is not paid, and the rest of its option does not happen
    Rule(en): When an option of my spell asks me to remove a counter from the spell itself, the spell has none, so that cost cannot be paid and the rest of the option does not happen; the spell still resolves.
    Rule(ja): 自分のスペルの選択肢がそのスペル自身からカウンターを取り除くことを求めるとき、スペルはカウンターを持たないのでそのコストは支払えず、選択肢の残りは起きません。スペル自体は解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 5.18

    Given it is my main phase with 0 play points
    And my hand holds "Pin Counter Pay Spell"
    And my deck holds "Test Amulet"
    When I play "Pin Counter Pay Spell" choosing option 1
    Then the action succeeds
    And "Pin Counter Pay Spell" is in my cemetery
    And my hand holds 0 cards

  # kills: engine.sve.table.xǁTableǁnew_card__mutmut_4
  # an evolved card is made from its evolved face: that face's own data, not the base card's, says if it is a token
  @cr-9.1 @cr-4.6
  Scenario: Sweep sveother1: an evolved card in the evolve deck is a token when its evolved face says so
    Rule(en): An evolved card waiting in my evolve deck is made from the evolved face of the card data, so when that face is marked as a token, the card is a token even though its base card is not.
    Rule(ja): エボルヴデッキにある進化後カードはカードデータの進化後の面から作られるので、その面がトークンと記されていれば、元のカードがトークンでなくてもそのカードはトークンです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 9.1 and 4.6

    Given it is my main phase with 0 play points
    And my evolve deck holds "Pin Token Face Follower"
    Then "Pin Token Face Follower" is a token

  # kills: engine.sve.zones.x_move__mutmut_138
  # the card under an evolved token follower is a token too: when it goes to the cemetery it ceases to exist
  @cr-9.1 @cr-12.2
  Scenario: Sweep sveother1: the token under an evolved token follower ceases to exist when the follower is destroyed
    Rule(en): When my token follower has evolved and is then destroyed in combat, its evolved card goes back to my evolve deck and the token beneath it ceases to exist instead of staying in my cemetery.
    Rule(ja): 自分のトークンのフォロワーが進化した後に交戦で破壊されると、進化後カードはエボルヴデッキに戻り、その下のトークンは墓場に残らずに消滅します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 9.1 and 12.2

    Given it is my main phase with 0 play points
    And my evolve deck holds "Pin Evolving Token"
    And my field holds "Pin Evolving Token"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I evolve "Pin Evolving Token"
    And I attack "Test Knight" with "Pin Evolving Token"
    Then the action succeeds
    And my field holds 0 cards
    And my cemetery holds 0 cards
    And the event "token-removed" happened
