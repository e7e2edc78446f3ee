@sve
Feature: Pins found by mutation testing (effects: durations, tokens, delayed abilities)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants of
  engine/sve/effects.py it kills (numbered as in the central mutmut run on fdaf8ac, except where a comment says
  this branch's numbering: `_choose` changed).

  # kills: engine.sve.effects.x__reduce_damage__mutmut_1, _4, _13, _18
  @cr-10.10 @cr-5.14
  Scenario: Damage prevented until the end of my turn is dealt again in my opponent's turn
    Rule(en): An effect that prevents all damage to my follower until the end of my turn is over once my turn ends, so damage dealt to it in my opponent's turn is dealt in full.
    Rule(ja): 自分のターン終了時まで自分のフォロワーへのダメージをすべて軽減する効果は、ターンが終わると終了するので、相手のターンにそのフォロワーへ与えられるダメージはそのまま与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 5.14

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Knight"
    And my hand holds "Aegis Prayer"
    And my opponent's hand holds "Wild Spark"
    When I play "Aegis Prayer" targeting "Test Knight"
    Then the action succeeds
    When I end the turn
    And my opponent plays "Wild Spark" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my cemetery

  # kills: engine.sve.effects.x__damage_bonus__mutmut_1, _3, _4, _12, _16
  @cr-5.14
  Scenario: A damage bonus until the end of my opponent's turn is gone in my next turn
    Rule(en): My follower that deals 1 more damage until the end of my opponent's turn deals it when it attacks in my turn, and deals only its attack again when it attacks in my next turn.
    Rule(ja): 相手のターン終了時までダメージを1多く与える自分のフォロワーは、自分のターンに攻撃するとその分多く与え、次の自分のターンに攻撃するときは攻撃力の分だけを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Fighter"
    And my hand holds "Lasting Spur"
    When I play "Lasting Spur" targeting "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 17 defense
    When I end the turn
    And my opponent ends the turn
    And I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 15 defense

  # kills: engine.sve.effects.x__cost_change__mutmut_1, _3, _4, _12, _16
  @cr-2.5
  Scenario: A cost lowered until the end of my opponent's turn is back to its printed cost in my next turn
    Rule(en): A card in my hand whose cost is lowered by 1 until the end of my opponent's turn costs 1 less through my opponent's turn, and its printed cost again after that turn.
    Rule(ja): 相手のターン終了時までコストが1少なくなった自分の手札のカードは、相手のターンの間は1少ないままで、そのターンが終わると印刷されたコストに戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 2.5

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card             |
      | Passing Discount |
      | Test Knight      |
    When I play "Passing Discount"
    Then the action succeeds
    And "Test Knight" costs 2 play points
    When I end the turn
    Then "Test Knight" costs 2 play points
    When my opponent ends the turn
    Then "Test Knight" costs 3 play points

  # kills: engine.sve.effects.x_summon_tokens__mutmut_72
  @cr-5.5 @cr-4.8
  Scenario: A token summoned while my field is full goes into my EX area
    Rule(en): When an effect summons a token and my field already holds five cards, the token is put into my EX area instead of the field.
    Rule(ja): 自分の場にカードが5枚あるときに効果でトークンを召喚すると、そのトークンは場ではなく自分のEXエリアに置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.8

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Fairy Whistle"
    When I play "Fairy Whistle"
    Then the action succeeds
    And my field holds 5 cards
    And my EX area holds 1 "Fairy"

  # kills: engine.sve.effects.x_summon_tokens__mutmut_50, _51, _61
  @cr-5.5 @cr-4.4
  Scenario: A token put only onto my full field is not put anywhere
    Rule(en): An effect that puts a token onto my field, and nowhere else, puts none while my field already holds five cards; the token does not go into my EX area either.
    Rule(ja): 自分の場だけにトークンを出す効果は、場にカードが5枚あるときはトークンを出さず、EXエリアにも置きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Wisp Call"
    When I play "Wisp Call"
    Then the action succeeds
    And my field holds 5 cards
    And my EX area holds 0 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_48
  @cr-5.5 @cr-4.8
  Scenario: A token put only into my full EX area is not put anywhere
    Rule(en): An effect that puts a token into my EX area, and nowhere else, puts none while my EX area already holds five cards, and the effect still resolves.
    Rule(ja): 自分のEXエリアだけにトークンを置く効果は、EXエリアにカードが5枚あるときはトークンを置きませんが、効果の処理自体は行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.8

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Fairy Reserve"
    When I play "Fairy Reserve"
    Then the action succeeds
    And my EX area holds 5 cards
    And my field holds 0 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_53, _55
  @cr-4.4 @cr-4.8
  Scenario: A spell token that an effect would put onto my field is not put there
    Rule(en): My field holds only followers and amulets, so an effect that would put a spell token onto my field, and nowhere else, puts nothing there.
    Rule(ja): 自分の場に置けるのはフォロワーとアミュレットだけなので、スペルトークンを自分の場だけに出す効果は、場に何も出しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.4 and 4.8

    Given it is my main phase with 1 play point
    And my hand holds "Item Drop"
    When I play "Item Drop"
    Then the action succeeds
    And my field holds 0 cards
    And my EX area holds 0 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_32
  @cr-5.5 @cr-4.8
  Scenario: Tokens I put into my EX area need no room on my full field
    Rule(en): When I split summoned tokens and put all of them into my EX area, a full field does not stop them.
    Rule(ja): 召喚するトークンを振り分けてすべてEXエリアに置くときは、場が埋まっていても妨げられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.8

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Fairy Whistle"
    When I play "Fairy Whistle" putting 0 tokens on my field and 1 in my EX area
    Then the action succeeds
    And my EX area holds 1 "Fairy"

  # kills: engine.sve.effects.x_summon_tokens__mutmut_36
  @cr-5.5 @cr-4.4
  Scenario: Tokens I put onto my field need no room in my full EX area
    Rule(en): When I split summoned tokens and put all of them onto my field, a full EX area does not stop them.
    Rule(ja): 召喚するトークンを振り分けてすべて場に出すときは、EXエリアが埋まっていても妨げられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.4

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Fairy Whistle"
    When I play "Fairy Whistle" putting 1 tokens on my field and 0 in my EX area
    Then the action succeeds
    And my field holds 1 "Fairy"

  # kills: engine.sve.effects.x_summon_tokens__mutmut_31, _33
  @cr-5.5 @cr-4.4
  Scenario: Asking for a token on my full field is refused as a full field
    Rule(en): When I split summoned tokens and ask for one on my field while it already holds five cards, the play is refused because the field is full.
    Rule(ja): 召喚するトークンを振り分けるとき、場にカードが5枚あるのに場へ1体を求めると、場が埋まっているためプレイは認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Fairy Whistle"
    When I play "Fairy Whistle" putting 1 tokens on my field and 0 in my EX area
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  # kills: engine.sve.effects.x__transform__mutmut_22, _23, _24, _26
  @cr-5.17 @cr-8.4 @assumption
  Scenario: A follower that became a token this turn cannot attack the enemy leader this turn
    Rule(en): Transforming my follower puts a new card in its place, so that card came onto my field this turn and cannot attack the enemy leader until my next turn.
    Rule(ja): 自分のフォロワーが変身すると、その場所に新しいカードが置かれるので、そのカードはこのターンに場に出たことになり、次の自分のターンまで相手のリーダーを攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.17 and 8.4
    Assumption(en): The card a follower transforms into counts as having come onto the field in the turn of the transformation.
    Assumption(ja): 変身してできたカードは、変身したターンに場に出たものとして扱うものとしています。

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my hand holds "Mirror Polymorph"
    When I play "Mirror Polymorph" targeting "Test Fighter"
    Then the action succeeds
    And my field holds 1 "Fairy"
    When I attack the enemy leader with "Fairy"
    Then the action is refused with reason "summoning-sick"

  # kills: engine.sve.effects.x__delayed__mutmut_11, _30
  @cr-10.7 @cr-10.4
  Scenario: An effect my activated ability set aside happens later without its cost being asked again
    Rule(en): I pay the play point of an activated ability that sets an effect aside for my end phase once, when I play it; in the end phase the effect simply happens.
    Rule(ja): 自分のエンドフェイズに効果を発生させる起動能力のプレイポイントは、プレイするときに一度だけ支払います。エンドフェイズにはその効果がそのまま発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 10.4

    Given it is my main phase with 1 play point
    And my field holds "Vesper Lantern"
    When I activate "Vesper Lantern"
    Then the action succeeds
    And I have 0 play points
    And my leader has 20 defense
    When I end my main phase
    Then my leader has 22 defense

  # kills: engine.sve.effects.x__delayed__mutmut_2, _5, _6
  @cr-10.7 @cr-12.2
  Scenario: An effect an evolved follower's ability sets aside happens later
    Rule(en): The ability of the evolved side of my follower that sets an effect aside for my end phase works like any other: the effect happens in my end phase.
    Rule(ja): 進化した自分のフォロワーの、エンドフェイズに効果を発生させる能力も、ほかの能力と同じように働き、その効果はエンドフェイズに発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 12.2

    Given it is my main phase with 1 play point
    And my field holds "Dusk Scribe"
    And my evolve deck holds "Dusk Scribe"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Dusk Scribe"
    Then the action succeeds
    And "Dusk Scribe" is evolved
    And my leader has 20 defense
    When I end my main phase
    Then my leader has 22 defense

  # kills: engine.sve.effects.x__remove_counter__mutmut_2
  @cr-5.1
  Scenario: Removing counters of one kind leaves the other kinds alone
    Rule(en): An effect that removes one spell counter from my amulet removes a spell counter, not a counter of another kind.
    Rule(ja): 自分のアミュレットから呪文カウンターを1つ取り除く効果は、呪文カウンターを取り除き、ほかの種類のカウンターは取り除きません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.1

    Given it is my main phase with 1 play point
    And my field holds:
      | card          | counters         |
      | Charge Keeper | spell 2, fable 1 |
    And my hand holds "Spell Siphon"
    When I play "Spell Siphon" targeting "Charge Keeper"
    Then the action succeeds
    And "Charge Keeper" has 1 spell counter
    And "Charge Keeper" has 1 fable counter

  # kills: engine.sve.effects.x__choose__mutmut_10
  @cr-5.18
  Scenario: Choosing an option the card does not list is refused
    Rule(en): A choose effect offers only the options written on the card; picking a fourth option of a card that lists three is refused.
    Rule(ja): 選ぶ効果で選べるのはカードに書かれた選択肢だけです。選択肢が3つのカードで4つ目を選ぶことは認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.18

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing option 4
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  # kills: engine.sve.effects.x__choose__mutmut_23, _26, _29, _30 (this branch's numbering; 26, 29, 32, 33 on fdaf8ac)
  @cr-5.18
  Scenario: Choosing an option is recorded
    Rule(en): When I choose one option of a choose effect, that option happens and the game records the choice.
    Rule(ja): 選ぶ効果で選択肢を1つ選ぶと、その効果が発生し、選んだことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.18

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing option 3
    Then the action succeeds
    And my opponent's leader has 19 defense
    And the event "chose" happened

  # kills: engine.sve.zones.x_move__mutmut_171, _172, _174 to _179 (this round's fix); a real bug, fixed in
  # engine/sve/zones.py: before, the set-aside effect dealt 0 damage;
  # it also makes engine.sve.effects.x__delayed__mutmut_21 and _27 equivalent (equivalent.txt, # m-sve5b)
  @cr-10.11 @cr-10.7
  Scenario: An effect set aside by a follower that has left the field uses the follower's final attack
    Rule(en): When an effect my follower set aside for my end phase deals damage equal to that follower's attack, and the follower has left the field by then, the damage is its attack at the moment it left the field, changes included.
    Rule(ja): 自分のフォロワーがエンドフェイズに発生させる効果がそのフォロワーの攻撃力に等しいダメージを与えるとき、そのフォロワーがすでに場を離れていれば、場を離れたときの攻撃力（変更を含む）を用います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 10.7

    Given it is my main phase with 2 play points
    And my hand holds:
      | card           |
      | Parting Archer |
      | Battle Cry     |
      | Wild Spark     |
    When I play "Parting Archer"
    And I play "Battle Cry" targeting "Parting Archer"
    And I play "Wild Spark" targeting "Parting Archer"
    Then the action succeeds
    And "Parting Archer" is in my cemetery
    When I end my main phase
    Then my opponent's leader has 16 defense

  # kills: engine.sve.effects.x__choose__mutmut_14 (this branch's numbering); a real gap: on fdaf8ac the options ran in the
  # order named (`sorted(picked) if False else picked`), against the documented "in option order" (mutants 15, 17 there)
  @cr-5.18 @assumption
  Scenario: Two chosen options happen in the order the card lists them
    Rule(en): When I choose two options of a choose effect, they happen in the order written on the card, whatever order I name them in: here the card is drawn before the damage that counts my hand.
    Rule(ja): 選ぶ効果で選択肢を2つ選ぶと、選んだ順番にかかわらず、カードに書かれた順番で発生します。この例では、手札の枚数を数えるダメージより先にカードを引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.18
    Assumption(en): Chosen options are carried out in the order the card lists them, as the text of an ability is (the options are not reordered by the order a player names them).
    Assumption(ja): 選んだ選択肢は、能力のテキストと同じくカードに書かれた順番で処理するものとしています（プレイヤーが挙げた順番では並べ替えません）。

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Ordered Fork"
    When I play "Ordered Fork" choosing options 2 and 1
    Then the action succeeds
    And my hand holds 1 card
    And my opponent's leader has 19 defense

  # kills: engine.sve.zones.x_move__mutmut_173 (a mutant of this round's fix: each set-aside effect gets the values of
  # whichever card left the field last)
  @cr-10.11 @cr-10.7
  Scenario: Two effects set aside by two followers that left the field each use their own follower's final attack
    Rule(en): When two of my followers have each set an effect aside that deals damage equal to that follower's attack, and both have left the field, each effect uses the attack its own follower had when it left.
    Rule(ja): 自分のフォロワー2体がそれぞれ自身の攻撃力に等しいダメージを与える効果を発生させるとき、2体とも場を離れていれば、それぞれの効果はそのフォロワー自身が場を離れたときの攻撃力を用います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 10.7

    Given it is my main phase with 3 play points
    And my hand holds:
      | card           | as             |
      | Parting Archer | First Archer   |
      | Parting Archer | Second Archer  |
      | Battle Cry     | Battle Cry     |
      | Wild Spark     | First Spark    |
      | Wild Spark     | Second Spark   |
    When I play "First Archer"
    And I play "Second Archer"
    And I play "Battle Cry" targeting "First Archer"
    And I play "First Spark" targeting "First Archer"
    And I play "Second Spark" targeting "Second Archer"
    Then the action succeeds
    And my field holds 0 cards
    When I end my main phase
    Then my opponent's leader has 14 defense

  # kills: engine.sve.effects.x__give_keyword__mutmut_21, _25, _26, _39, _43, _47, _48
  @cr-10.9
  Scenario: A follower given a second keyword keeps the first one
    Rule(en): Keywords given to my follower add up: after it is given Storm and then Ward, it has both, and the game records each keyword given.
    Rule(ja): 自分のフォロワーに与えられたキーワード能力は重なります。疾走の後に守護を得たフォロワーは両方を持ち、キーワード能力を得たことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my hand holds:
      | card          |
      | Wind Blessing |
      | Ward Blessing |
    When I play "Wind Blessing" targeting "Test Fighter"
    And I play "Ward Blessing" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has Storm
    And "Test Fighter" has Ward
    And the event "keyword-given" happened

  # kills: engine.sve.effects.x__give_keyword__mutmut_3
  @cr-10.9
  Scenario: A keyword given until the end of my opponent's turn lasts through that turn only
    Rule(en): My follower given Ward until the end of my opponent's turn has Ward during my opponent's turn and no longer has it in my next turn.
    Rule(ja): 相手のターン終了時まで守護を得た自分のフォロワーは、相手のターンの間は守護を持ち、次の自分のターンには持っていません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Fighter"
    And my hand holds "Dawn Ward"
    When I play "Dawn Ward" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has Ward
    When I end the turn
    Then "Test Fighter" has Ward
    When my opponent ends the turn
    Then "Test Fighter" does not have Ward

  # kills: engine.sve.effects.x_restricted__mutmut_10
  @cr-10.9 @cr-8.4
  Scenario: A follower that cannot attack may not attack an enemy follower either
    Rule(en): A follower under an effect that says it cannot attack may attack neither the enemy leader nor an engaged enemy follower while the effect lasts.
    Rule(ja): 攻撃できないという効果を受けているフォロワーは、その効果が続く間、相手のリーダーもアクト状態の相手のフォロワーも攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 8.4

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card        | state   |
      | Test Goblin | engaged |
    And my hand holds "Chain Curse"
    And my opponent's field holds "Test Fighter"
    When I play "Chain Curse" targeting "Test Fighter"
    Then the action succeeds
    When I end the turn
    And my opponent attacks "Test Goblin" with "Test Fighter"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  # kills: engine.sve.effects.x_damage_after_reduction__mutmut_5
  @cr-10.10 @cr-5.14
  Scenario: Damage reduction given to one follower does not protect another
    Rule(en): An effect that makes one of my followers take 2 less damage applies to that follower only; my other follower takes damage in full.
    Rule(ja): 自分のフォロワー1体が受けるダメージを2少なくする効果はそのフォロワーにだけ適用され、自分のほかのフォロワーはダメージをそのまま受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 5.14

    Given it is my main phase with 1 play point
    And my field holds:
      | card         |
      | Test Knight  |
      | Test Fighter |
    And my hand holds:
      | card          |
      | Guardian Veil |
      | Wild Spark    |
    When I play "Guardian Veil" targeting "Test Knight"
    And I play "Wild Spark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery

  # kills: engine.sve.effects.x_deal_damage__mutmut_2, _5, _9, _10
  @card-BP01-024 @cr-10.9 @cr-8.4
  Scenario: A follower that cannot deal damage deals none back in combat, so my attacker survives
    Rule(en): An enemy follower under Woodkin Curse deals no damage this turn: when my follower attacks it, mine takes no damage and stays on the field, while the cursed follower takes the attacker's damage.
    Rule(ja): 精霊の呪いを受けた相手のフォロワーはこのターン、ダメージを与えません。自分のフォロワーがそれを攻撃しても自分のフォロワーはダメージを受けずに場に残り、呪いを受けたフォロワーは攻撃したフォロワーのダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 8.4

    Given it is my main phase with 2 play points
    And my hand holds "Woodkin Curse"
    And my field holds "Goliath"
    And my opponent's field holds:
      | card           | state   |
      | Genesis Dragon | engaged |
    When I play "Woodkin Curse" targeting "Genesis Dragon"
    And I attack "Genesis Dragon" with "Goliath"
    Then the action succeeds
    And "Goliath" is on my field
    And "Goliath" has 3 attack and 4 defense
    And "Genesis Dragon" has 10 attack and 9 defense

  # kills: engine.sve.effects.x_damage_after_reduction__mutmut_30
  @cr-10.10 @cr-5.14
  Scenario: Damage reduced by more than its amount deals none
    Rule(en): My follower that takes 2 less damage takes no damage at all from an effect that deals 1 damage to it: damage is never reduced below 0 and never rounded up to 1.
    Rule(ja): 受けるダメージが2少なくなっている自分のフォロワーは、1ダメージを与える効果からはダメージをまったく受けません。ダメージは0未満にはならず、1に切り上げられることもありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 5.14

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds "Test Knight"
    And my hand holds "Guardian Veil"
    And my opponent's hand holds "Quick Bolt"
    When I play "Guardian Veil" targeting "Test Knight"
    And I end the turn
    And my opponent plays "Quick Bolt" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 3 defense

  # kills: engine.sve.effects.x_deal_damage__mutmut_11
  @card-BP01-024 @cr-10.9 @cr-12.13
  Scenario: A follower with Drain that cannot deal damage heals its leader by nothing
    Rule(en): Drain raises a leader's defense by the damage its follower deals; an enemy Drain follower under Woodkin Curse deals none when my follower attacks it, so its leader gains nothing.
    Rule(ja): ドレインはそのフォロワーが与えたダメージの分だけリーダーの体力を増やします。精霊の呪いを受けた相手のドレインを持つフォロワーは、自分のフォロワーに攻撃されてもダメージを与えないので、相手のリーダーの体力は増えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 12.13

    Given it is my main phase with 2 play points
    And my hand holds "Woodkin Curse"
    And my field holds "Goliath"
    And my opponent's leader has 15 defense
    And my opponent's field holds:
      | card      | state   |
      | Drain Bat | engaged |
    When I play "Woodkin Curse" targeting "Drain Bat"
    And I attack "Drain Bat" with "Goliath"
    Then the action succeeds
    And "Goliath" is on my field
    And my opponent's leader has 15 defense

  # kills: engine.sve.effects.x_deal_damage__mutmut_14
  @cr-5.14 @assumption
  Scenario: A follower with 0 attack and a damage bonus deals no damage
    Rule(en): A follower that deals 2 more damage but has 0 attack deals 0 damage when it attacks: 0 damage is not dealt, so there is nothing for the bonus to add to.
    Rule(ja): ダメージを2多く与えるが攻撃力が0のフォロワーは、攻撃しても0ダメージです。0ダメージは与えられないので、増やす対象がありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14
    Assumption(en): "Deals N more damage" raises only damage that is dealt (1 or more); it does not turn 0 damage into N.
    Assumption(ja): 「与えるダメージをN多くする」は実際に与えられる（1以上の）ダメージだけを増やし、0ダメージをNダメージにはしないものとしています。

    Given it is my main phase with 1 play point
    And my field holds "Zero Imp"
    And my hand holds "Fury Draught"
    When I play "Fury Draught" targeting "Zero Imp"
    And I attack the enemy leader with "Zero Imp"
    Then the action succeeds
    And my opponent's leader has 20 defense

  # kills: engine.sve.effects.x_deal_damage__mutmut_40, _43, _46, _47
  @cr-5.14
  Scenario: Damage dealt to a leader is recorded
    Rule(en): When my follower deals damage to the enemy leader, the leader's defense goes down by it and the game records the damage to the leader.
    Rule(ja): 自分のフォロワーが相手のリーダーにダメージを与えると、リーダーの体力はその分減り、リーダーへのダメージはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    When I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 18 defense
    And the event "leader-damaged" happened

  # kills: engine.sve.effects.x_deal_damage__mutmut_68, _72, _76, _77
  @cr-5.14
  Scenario: Damage dealt to a follower is recorded
    Rule(en): When an effect deals 3 damage to an enemy follower, its defense goes down by 3 and the game records the damage to the follower.
    Rule(ja): 効果が相手のフォロワーに3ダメージを与えると、その体力は3減り、フォロワーへのダメージはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.14

    Given it is my main phase with 1 play point
    And my hand holds "Wild Spark"
    And my opponent's field holds "Ogre"
    When I play "Wild Spark" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 2 defense
    And the event "follower-damaged" happened

  # kills: engine.sve.effects.x_deal_damage__mutmut_87, _88, _89, _90, _91, _93, _98, _99
  @cr-5.14 @cr-10.7
  Scenario: An ability for dealing damage triggers when my follower deals combat damage
    Rule(en): My follower's ability that triggers whenever it deals damage triggers when it deals damage to the enemy leader in combat.
    Rule(ja): ダメージを与えるたびに誘発する自分のフォロワーの能力は、そのフォロワーが戦闘で相手のリーダーにダメージを与えたときに誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.14 and 10.7

    Given it is my main phase with 1 play point
    And my field holds "Blood Fang"
    When I attack the enemy leader with "Blood Fang"
    Then the action succeeds
    And my opponent's leader has 18 defense
    And my leader has 21 defense

  # kills: engine.sve.effects.x_deal_damage__mutmut_86
  @cr-5.14 @cr-10.7 @cr-12.5
  Scenario: An ability for dealing damage does not trigger for damage dealt after its follower left the field
    Rule(en): My follower's ability that triggers whenever it deals damage works only while it is on the field: the damage of its own Last Words, dealt once it is in the cemetery, does not trigger it.
    Rule(ja): ダメージを与えるたびに誘発する自分のフォロワーの能力は、場にある間だけ働きます。墓場に置かれた後に自身のラストワードが与えるダメージでは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.14, 10.7 and 12.5

    Given it is my main phase with 1 play point
    And my field holds "Grave Fang"
    And my hand holds "Wild Spark"
    When I play "Wild Spark" targeting "Grave Fang"
    Then the action succeeds
    And "Grave Fang" is in my cemetery
    And my opponent's leader has 19 defense
    And my leader has 20 defense

  # kills: engine.sve.effects.x_summon_tokens__mutmut_80
  @cr-5.5 @cr-4.8 @cr-4.4
  Scenario: A token summoned while my field and my EX area are both full is not put anywhere
    Rule(en): When an effect summons a token while my field and my EX area each already hold five cards, there is no room for it: nothing is summoned and the effect still resolves.
    Rule(ja): 自分の場とEXエリアにそれぞれカードが5枚あるときに効果でトークンを召喚しても、置く場所がないので何も召喚されず、効果の処理自体は行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5, 4.8 and 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    And my EX area holds:
      | card         |
      | Test Fighter |
      | Test Fighter |
      | Test Fighter |
      | Test Fighter |
      | Test Fighter |
    And my hand holds "Fairy Whistle"
    When I play "Fairy Whistle"
    Then the action succeeds
    And my field holds 5 cards
    And my EX area holds 5 cards

  # kills: engine.sve.effects.x_summon_tokens__mutmut_115, _116, _121, _126, _127
  @cr-5.5 @cr-4.8
  Scenario: A token summoned into my EX area is the card the next effect of the ability acts on
    Rule(en): When an effect summons a token into my EX area and the next effect makes "it" cost 1 less, that token is the card that costs 1 less, and the game records the tokens summoned.
    Rule(ja): 効果でトークンを自分のEXエリアに召喚し、次の効果が「それ」のコストを1少なくするとき、コストが1少なくなるのはそのトークンで、トークンを召喚したことはゲームに記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 4.8

    Given it is my main phase with 1 play point
    And my hand holds "Spare Fairy"
    When I play "Spare Fairy"
    Then the action succeeds
    And my EX area holds 1 "Fairy"
    And "Fairy" costs 0 play points
    And the event "tokens-summoned" happened
