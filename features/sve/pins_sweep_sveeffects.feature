@sve
Feature: Pins of listed equivalents that a scenario tells apart (issue 24: sweep of the effects, conditions, targets and arguments slice)
  Every line of docs/mutation-equivalents.txt about engine/sve/effects.py, conditions.py, targets.py and args.py
  was tried the way an outside review does: the mutant put into the engine by hand, then a scenario through the
  public API that tells it apart. Each scenario here fails with the mutants named above it and passes on the
  engine. Most of them use a test card the listed claim did not think of: the claims said "no card of the pool
  does this", but a test card may.

  # kills: engine.sve.conditions.x_amount_of__mutmut_38, _40, _43
  # A spell is never on the field and keeps no last known attack, so "its attack" falls back to the default 0.
  @cr-10.11
  Scenario: Sweep sveeffects: a spell that counts its own attack counts nothing
    Rule(en): A spell that gives my leader defense equal to its own attack plus 1 gives just 1: a spell has no attack.
    Rule(ja): 自分の攻撃力+1に等しい体力を自分のリーダーに与えるスペルは1だけ与えます。スペルは攻撃力を持ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.11

    Given it is my main phase with 0 play points
    And my hand holds "Pin Own Attack Spell"
    When I play "Pin Own Attack Spell"
    Then the action succeeds
    And my leader has 21 defense

  # kills: engine.sve.conditions.x_amount_of__mutmut_52, _54, _57
  # The same default for the spell's own defense.
  @cr-10.11
  Scenario: Sweep sveeffects: a spell that counts its own defense counts nothing
    Rule(en): A spell that gives my leader defense equal to its own defense plus 1 gives just 1: a spell has no defense.
    Rule(ja): 自分の体力+1に等しい体力を自分のリーダーに与えるスペルは1だけ与えます。スペルは体力を持ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.11

    Given it is my main phase with 0 play points
    And my hand holds "Pin Own Defense Spell"
    When I play "Pin Own Defense Spell"
    Then the action succeeds
    And my leader has 21 defense

  # kills: engine.sve.effects.x__set_stat__mutmut_39, _44
  # A follower put into the EX area has no attack change recorded yet, so the default of the change is read.
  @cr-5.27
  Scenario: Sweep sveeffects: setting the attack of a follower in my EX area
    Rule(en): An effect that makes the attack of a follower in my EX area 5 makes it exactly 5.
    Rule(ja): 自分のEXエリアのフォロワーの攻撃力を5にする効果で、その攻撃力はちょうど5になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.27

    Given it is my main phase with 0 play points
    And my hand holds "Pin EX Attack Setter"
    And my EX area holds "Test Fighter"
    When I play "Pin EX Attack Setter" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 5 attack and 2 defense

  # kills: engine.sve.effects.x__set_stat__mutmut_56, _58, _61
  @cr-5.27
  Scenario: Sweep sveeffects: setting the defense of a follower in my EX area
    Rule(en): An effect that makes the defense of a follower in my EX area 5 makes it exactly 5.
    Rule(ja): 自分のEXエリアのフォロワーの体力を5にする効果で、その体力はちょうど5になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.27

    Given it is my main phase with 0 play points
    And my hand holds "Pin EX Defense Setter"
    And my EX area holds "Test Fighter"
    When I play "Pin EX Defense Setter" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 5 defense

  # kills: engine.sve.effects.x__put_counter__mutmut_15, _17
  # A card in the EX area has no counters yet: the counters are made for it.
  @cr-15.1
  Scenario: Sweep sveeffects: putting counters on a follower in my EX area
    Rule(en): An effect that puts 2 fable counters on a follower in my EX area leaves it with 2 of them.
    Rule(ja): 自分のEXエリアのフォロワーに寓話カウンターを2個置く効果で、それは2個持ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 15.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin EX Counter Putter"
    And my EX area holds "Test Fighter"
    When I play "Pin EX Counter Putter" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 fable counters

  # kills: engine.sve.effects.x__remove_counter__mutmut_15, _17
  @cr-15.1
  Scenario: Sweep sveeffects: removing a counter from a follower in my EX area that has none
    Rule(en): An effect that removes a fable counter from a follower in my EX area that has none does nothing, and the spell still resolves.
    Rule(ja): 寓話カウンターを持たない自分のEXエリアのフォロワーから1個取り除く効果は何もせず、スペルは解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 15.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin EX Counter Remover"
    And my EX area holds "Test Fighter"
    When I play "Pin EX Counter Remover" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 0 fable counters
    And my cemetery holds 1 "Pin EX Counter Remover"

  # kills: engine.sve.effects.x__remove_counter__mutmut_31
  # "Remove X counters" with X = 0 on a card that has none: the default 1 would make one appear.
  @cr-15.1
  Scenario: Sweep sveeffects: removing no counters from a follower that has none leaves it with none
    Rule(en): An effect that removes as many fable counters as there are enemy followers removes none when there are none, and gives the follower no counter.
    Rule(ja): 相手のフォロワーの数だけ寓話カウンターを取り除く効果は、相手のフォロワーがいなければ何も取り除かず、カウンターを与えることもありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 15.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Zero Counter Remover"
    And my field holds "Test Fighter"
    When I play "Pin Zero Counter Remover" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 0 fable counters

  # kills: engine.sve.effects.x__transfer_stack__mutmut_15, _17, _22, _36, _38, _43
  # The source and the target of transfer_stack need not have Stack: then neither has a stack count to read.
  @cr-13.3
  Scenario: Sweep sveeffects: moving Stack counters from a card that has none to a card that has none
    Rule(en): An amulet without Stack that moves its Stack counters to another amulet without Stack moves none: the other amulet still has none.
    Rule(ja): スタックを持たないアミュレットが、自分のスタックカウンターをスタックを持たない別のアミュレットに移しても、何も移らず、別のアミュレットは0個のままです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.3

    Given it is my main phase with 1 play point
    And my field holds:
      | card             |
      | Pin Stack Mover  |
      | Pin Plain Amulet |
    When I activate "Pin Stack Mover" targeting "Pin Plain Amulet"
    Then the action succeeds
    And "Pin Plain Amulet" has 0 stack counters

  # kills: engine.sve.effects.x_summon_tokens__mutmut_86, _89, _90
  # summon_token may name a card that is not a token; what it makes is a token all the same.
  @cr-9.1
  Scenario: Sweep sveeffects: a follower summoned as a token onto the field ceases to exist when destroyed
    Rule(en): A spell that summons a copy of an ordinary follower as a token onto my field and then destroys it: the token does not go to my cemetery.
    Rule(ja): 普通のフォロワーの写しをトークンとして自分の場に出し、それを破壊するスペル：トークンは墓場に行きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Fighter Summoner"
    When I play "Pin Fighter Summoner"
    Then the action succeeds
    And my cemetery holds 0 "Test Fighter"
    And my field holds 0 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_106, _109, _110
  @cr-9.1
  Scenario: Sweep sveeffects: a follower summoned as a token into the EX area ceases to exist when destroyed
    Rule(en): A spell that summons a copy of an ordinary follower as a token into my EX area and then destroys it there: the token does not go to my cemetery.
    Rule(ja): 普通のフォロワーの写しをトークンとして自分のEXエリアに出し、そこで破壊するスペル：トークンは墓場に行きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Fighter EX Summoner"
    When I play "Pin Fighter EX Summoner"
    Then the action succeeds
    And my cemetery holds 0 "Test Fighter"
    And my EX area holds 0 cards

  # kills: engine.sve.effects.x__transform__mutmut_23, _26, _28
  @cr-5.17 @cr-9.1
  Scenario: Sweep sveeffects: a follower transformed into a token copy of an ordinary follower ceases to exist when destroyed
    Rule(en): A spell that transforms my follower into a token copy of an ordinary follower and then destroys it: the token does not go to my cemetery.
    Rule(ja): 自分のフォロワーを普通のフォロワーの写しのトークンに変身させ、それを破壊するスペル：トークンは墓場に行きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 5.17 and section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Fighter Transformer"
    And my field holds "Test Goblin"
    When I play "Pin Fighter Transformer" targeting "Test Goblin"
    Then the action succeeds
    And my cemetery holds 0 "Test Fighter"
    And my field holds 0 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_94, _99, _100
  # enter_field records where the card came from as the event's "source" detail.
  @cr-9.1
  Scenario: Sweep sveeffects: a token summoned onto the field is recorded as coming from no zone but as a token
    Rule(en): When my spell summons a Fairy onto my field, the game records that it entered the field as a new token.
    Rule(ja): 自分のスペルがフェアリーを場に出すとき、ゲームはそれが新しいトークンとして場に出たことを記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Fairy Caller"
    When I play "Pin Fairy Caller"
    Then the action succeeds
    And these events happened in this order:
      | event         | player | name  | source |
      | entered-field | me     | Fairy | token  |

  # kills: engine.sve.effects.x_apply_effect__mutmut_67, _68
  # "it" after an its_leader effect still names the follower the first effect hit.
  @cr-10.6
  Scenario: Sweep sveeffects: after damage to its leader, "it" is still the follower
    Rule(en): A spell deals 1 damage to an enemy follower, 1 to that follower's leader, then 1 more to the follower: the follower takes 2 and the leader 1.
    Rule(ja): スペルが相手のフォロワーに1ダメージ、そのフォロワーのリーダーに1ダメージ、そしてそのフォロワーにもう1ダメージを与える：フォロワーは2、リーダーは1受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 0 play points
    And my hand holds "Pin Its Leader Spell"
    And my opponent's field holds "Test Goblin"
    When I play "Pin Its Leader Spell" targeting "Test Goblin"
    Then the action succeeds
    And my opponent's leader has 19 defense
    And my opponent's cemetery holds 1 "Test Goblin"

  # kills: engine.sve.effects.x__whose__mutmut_32, _34
  # "its" with nothing to refer to (no follower was chosen) falls back to the spell's controller.
  @cr-10.6.2.3.2 @assumption
  Scenario: Sweep sveeffects: "its leader gains defense" after choosing no follower
    Rule(en): A spell that destroys up to one enemy follower and then gives that follower's leader 2 defense, played choosing none, gives the 2 defense to my own leader, the spell's controller.
    Rule(ja): 相手のフォロワーを最大1体破壊し、そのフォロワーのリーダーの体力を2増やすスペルを、何も選ばずにプレイすると、自分のリーダーの体力が2増えます。スペルのコントローラーは自分だからです。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.6.2.3.2
    Assumption(en): The rules do not say whose leader "its leader" is when no card was chosen; the engine takes the player of the spell.
    Assumption(ja): 何も選ばれなかったときの「そのリーダー」が誰のリーダーかはルールに書かれていません。エンジンはスペルのプレイヤーとします。

    Given it is my main phase with 0 play points
    And my hand holds "Pin Its Side Spell"
    And my opponent's field holds "Test Goblin"
    When I play "Pin Its Side Spell"
    Then the action succeeds
    And my leader has 22 defense
    And my opponent's leader has 20 defense

  # kills: engine.sve.conditions.x__attack_of__mutmut_3
  # "it" is a follower in my cemetery that never left the field during this spell: its attack is read where it is.
  @cr-10.11
  Scenario: Sweep sveeffects: damage equal to the attack of a follower selected in my cemetery
    Rule(en): A spell that selects a follower in my cemetery and deals damage equal to its attack to the enemy leader deals that follower's attack.
    Rule(ja): 自分の墓場のフォロワーを選び、その攻撃力に等しいダメージを相手リーダーに与えるスペルは、そのフォロワーの攻撃力分を与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.11

    Given it is my main phase with 0 play points
    And my hand holds "Pin Grave Attack Spell"
    And my cemetery holds "Test Fighter"
    When I play "Pin Grave Attack Spell" targeting "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense

  # kills: engine.sve.conditions.x__attack_of__mutmut_10, _12
  # A token banished from the EX area is gone from the game and was never recorded as leaving the field.
  @cr-9.1 @cr-10.11 @assumption
  Scenario: Sweep sveeffects: damage equal to the attack of a token that left the game from the EX area
    Rule(en): A spell that banishes a Fairy from my EX area and then deals damage equal to its attack plus 1 deals just 1: the token no longer exists and has no attack.
    Rule(ja): 自分のEXエリアのフェアリーを消滅させ、その攻撃力+1に等しいダメージを与えるスペルは1だけ与えます。トークンはもう存在せず、攻撃力を持ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 9.1 and clause 10.11
    Assumption(en): The engine keeps the last values only of cards that leave the field; a token that leaves the game from the EX area has no value left to read, so its attack counts as 0.
    Assumption(ja): エンジンが最後の値を保持するのは場を離れたカードだけです。EXエリアからゲームを離れたトークンには読める値が残らないので、その攻撃力は0として数えます。

    Given it is my main phase with 0 play points
    And my hand holds "Pin EX Token Attack Spell"
    And my EX area holds "Fairy"
    When I play "Pin EX Token Attack Spell" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And my opponent's leader has 19 defense

  # kills: engine.sve.conditions.x__attack_of__mutmut_5, _6
  # The follower left the field and came back within the spell: "it" is on the field again, read live.
  @cr-10.11
  Scenario: Sweep sveeffects: damage equal to the attack of a follower that left the field and came back
    Rule(en): A spell destroys my follower that had +2 attack, puts it back onto my field from my cemetery, then deals damage equal to its attack: the follower is back without the +2, so the damage is its printed attack.
    Rule(ja): 攻撃力+2を得ていた自分のフォロワーを破壊し、墓場から場に戻し、その攻撃力に等しいダメージを与えるスペル：戻ったフォロワーに+2はないので、ダメージは元の攻撃力です。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.11

    Given it is my main phase with 0 play points
    And my hand holds "Pin Back Again Spell"
    And my field holds:
      | card         | attack |
      | Test Fighter | +2     |
    When I play "Pin Back Again Spell" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And my opponent's leader has 18 defense

  # kills: engine.sve.effects.x_effective__mutmut_33
  # A fixed X is found by the identity of its amount; a deep copy of the rewritten effect would lose it.
  @cr-5.2.1.1 @cr-10.10
  Scenario: Sweep sveeffects: a fixed X keeps its value when another part of the effect is replaced
    Rule(en): A spell draws 2 cards, then deals damage equal to the number of cards in my hand counted as it began to resolve; a replacement of its target by the same target does not make it count again.
    Rule(ja): カードを2枚引き、解決を始めたときの自分の手札の枚数に等しいダメージを与えるスペル：その対象を同じ対象に置き換えても、数え直しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, clauses 5.2.1.1 and 10.10

    Given it is my main phase with 0 play points
    And my hand holds "Pin Fixed Instead Spell"
    And my deck holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
    When I play "Pin Fixed Instead Spell"
    Then the action succeeds
    And my hand holds 2 cards
    And my opponent's leader has 20 defense

  # kills: engine.sve.effects.x_targets_of__mutmut_84
  # A selection that only a replacement ("instead") brings in was not asked when the spell was played.
  @cr-10.6 @cr-10.10 @assumption
  Scenario: Sweep sveeffects: a selection that only a replacement brings in selects nothing
    Rule(en): A spell whose damage to the enemy leader is replaced by damage to a selected enemy follower, played without a selection, deals no damage at all.
    Rule(ja): 相手リーダーへのダメージが、選んだ相手のフォロワーへのダメージに置き換わるスペルを、何も選ばずにプレイすると、ダメージは一切与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.6 and 10.10
    Assumption(en): The engine asks for the selections of an effect's own target when the spell is played, not for one that only its replacement names; no card but this test card has such a replacement.
    Assumption(ja): エンジンがスペルのプレイ時に求めるのは効果自身の対象の選択だけで、置き換えだけが指定する対象の選択は求めません。そのような置き換えを持つのはこのテスト用カードだけです。

    Given it is my main phase with 0 play points
    And my hand holds "Pin Instead Select Spell"
    And my opponent's field holds "Test Fighter"
    When I play "Pin Instead Select Spell"
    Then the action succeeds
    And my opponent's leader has 20 defense
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.effects.x_damage_after_reduction__mutmut_2
  # A "reduction" of -1 (an X with plus -1 and X = 0) must not turn 0 damage into 1.
  @cr-10.10
  Scenario: Sweep sveeffects: 0 damage stays 0 even under a reduction below zero
    Rule(en): With no enemy followers, a spell that makes my leader take X-1 less damage and then deals X damage to my leader (X = the number of enemy followers) deals no damage.
    Rule(ja): 相手のフォロワーがいないとき、自分のリーダーが受けるダメージをX-1減らし、その後自分のリーダーにXダメージを与えるスペル（Xは相手のフォロワーの数）は、ダメージを与えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.10

    Given it is my main phase with 0 play points
    And my hand holds "Pin Negative Shield Spell"
    When I play "Pin Negative Shield Spell"
    Then the action succeeds
    And my leader has 20 defense

  # kills: engine.sve.effects.x_deal_damage__mutmut_40
  # "Deals N more damage" adds only to damage that is dealt: 0 damage gets no bonus (the claim looked only at a missing source).
  @cr-5.14
  Scenario: Sweep sveeffects: a follower with 0 attack and a damage bonus deals no combat damage
    Rule(en): My follower with 0 attack that deals 1 more damage (from my banner) attacks the enemy leader: it deals no damage, because the bonus adds only to damage it deals.
    Rule(ja): 攻撃力0で、自分の旗によりダメージが1増える自分のフォロワーが相手リーダーを攻撃する：ダメージは与えません。増加は与えるダメージにだけ加わるからです。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 0 play points
    And my field holds:
      | card             |
      | Pack Banner      |
      | Pin Zero Striker |
    When I attack the enemy leader with "Pin Zero Striker"
    Then the action succeeds
    And my opponent's leader has 20 defense
