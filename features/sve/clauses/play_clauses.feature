@sve
Feature: Costs, confirmation timing and resolving, clause by clause (CR 10.4, 10.5, 10.6)
  One scenario per clause of CR 10.4-10.6 that the engine and the card vocabulary can show, each checked both
  ways where the clause allows or forbids something. The clauses and their restatements are in
  oracle/cr/10-4-to-10-6.yaml.

  @cr-10.4.4 @cr-10.6.2.1.2
  Scenario: CR 10.4.4: a play-point cost needs that many play points
    Rule(en): Playing a card with a cost of 2 spends 2 play points; with only 1 play point the card cannot be played and nothing changes.
    Rule(ja): コスト2のカードのプレイには2プレイポイントを消費します。プレイポイントが1しかなければそのカードはプレイできず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.4 and 10.6.2.1.2

    Given it is my main phase with 1 play point
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And "Test Fighter" is in my hand

  @cr-10.4.4 @cr-10.6.2.8.1
  Scenario: CR 10.4.4: with enough play points the cost is spent and the follower goes onto the field
    Rule(en): With 2 play points, a follower that costs 2 is played: the play points are spent and the follower resolves by going onto my field.
    Rule(ja): プレイポイントが2あれば、コスト2のフォロワーはプレイされます。プレイポイントを消費し、フォロワーは自分の場に出ることで解決します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.4 and 10.6.2.8.1

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And I have 0 play points
    And "Test Fighter" is on my field

  @cr-10.4.5 @cr-12.2
  Scenario: CR 10.4.5: an evolve cost paid in leader defense is paid when the leader has the defense
    Rule(en): A follower whose evolve cost is 3 of my leader's defense evolves when my leader has 5 defense; my leader is left with 2.
    Rule(ja): 進化コストがリーダーの体力3のフォロワーは、リーダーの体力が5あれば進化します。リーダーの体力は2になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.5

    Given it is my main phase with 0 play points
    And my leader has 5 defense
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil"
    Then the action succeeds
    And "Blood Devil" is evolved
    And my leader has 2 defense

  @cr-10.4.5 @cr-12.2
  Scenario: CR 10.4.5: an evolve cost in leader defense is not paid when the leader lacks the defense
    Rule(en): With 2 defense my leader cannot pay 3 of it, so the follower does not evolve and nothing changes.
    Rule(ja): リーダーの体力が2では体力3を支払えないので、フォロワーは進化せず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.5

    Given it is my main phase with 0 play points
    And my leader has 2 defense
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.4.6
  Scenario: CR 10.4.6: engaging a reserved card pays an engage cost
    Rule(en): An activated ability whose cost is to engage its card is played when the card is reserved; the card becomes engaged.
    Rule(ja): 自身をアクトすることがコストの起動能力は、そのカードがスタンド状態ならプレイできます。カードはアクト状態になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.6

    Given it is my main phase with 0 play points
    And my field holds "Engage Sentry"
    When I activate "Engage Sentry"
    Then the action succeeds
    And "Engage Sentry" is engaged
    And my leader has 21 defense

  @cr-10.4.6
  Scenario: CR 10.4.6: an engaged card cannot pay an engage cost
    Rule(en): A card that is already engaged cannot be engaged again to pay a cost, so its ability is not played and nothing changes.
    Rule(ja): すでにアクト状態のカードはコストのために再びアクトできないので、その能力はプレイされず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.6

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | engaged |
      | Engage Sentry | yes     |
    When I activate "Engage Sentry"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.4.7.4 @cr-12.4
  Scenario: CR 10.4.7.4: a Fanfare with a cost happens when its controller pays the cost
    Rule(en): A Fanfare written as "[cost]: [effect]" asks for its cost as it is played; paying the play point draws the card.
    Rule(ja): 「［コスト］：［効果］」と書かれたファンファーレは、プレイ時にそのコストを求めます。プレイポイントを支払えばカードを引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.7.4

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Paid Fanfare Mage"
    When I play "Paid Fanfare Mage"
    Then the action succeeds
    And I have 0 play points
    And my hand holds 1 card

  @cr-10.4.7.4 @cr-12.4
  Scenario: CR 10.4.7.4: a Fanfare whose cost its controller declines does nothing
    Rule(en): The controller may decline the cost of a "[cost]: [effect]" Fanfare; then nothing is paid and the Fanfare does nothing, while the follower stays played.
    Rule(ja): 「［コスト］：［効果］」のファンファーレのコストは、コントローラーが支払わないことを選べます。その場合何も支払わず、ファンファーレは何もしませんが、フォロワーのプレイはそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.4.7.4

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Paid Fanfare Mage"
    When I play "Paid Fanfare Mage" declining its optional cost
    Then the action succeeds
    And I have 1 play point
    And my hand holds 0 cards
    And "Paid Fanfare Mage" is on my field

  @cr-10.4.7.3 @cr-10.6.2.2
  Scenario: CR 10.4.7.3: a card with another way of playing it may still be played the usual way
    Rule(en): A card that offers an alternative cost may also be played for its printed cost; the player chooses the way as part of playing it.
    Rule(ja): 別のコストを持つカードは、印刷されたコストでプレイすることもできます。どの方法にするかはプレイ時に選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.7.3 and 10.6.2.2

    Given it is my main phase with 4 play points
    And my field holds "Test Goblin"
    And my hand holds "Clearing Knight"
    When I play "Clearing Knight"
    Then the action succeeds
    And I have 0 play points
    And "Test Goblin" is on my field

  @cr-10.6.2.2 @cr-5.18
  Scenario: CR 10.6.2.2: the option chosen while playing a spell decides what it does
    Rule(en): Choosing the second option of a spell that says "choose one" makes it draw a card and do nothing else.
    Rule(ja): 「1つ選ぶ」スペルで2番目の選択肢を選ぶと、カードを1枚引き、それ以外は何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Forked Bolt"
    When I play "Forked Bolt" choosing option 2
    Then the action succeeds
    And my hand holds 1 card

  @cr-10.6.2.2 @cr-5.18
  Scenario: CR 10.6.2.2: an option the card does not have cannot be chosen
    Rule(en): Naming a third option for a spell that offers two is refused, and nothing changes.
    Rule(ja): 選択肢が2つのスペルで3番目の選択肢を選ぶことは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Forked Bolt"
    When I play "Forked Bolt" choosing option 3
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-10.6.2.3.1 @cr-10.6.2.3.3
  Scenario: CR 10.6.2.3.1: a spell that selects two followers is not played with only one to select
    Rule(en): "Select 2" selects exactly two, so with a single enemy follower the spell cannot be played and nothing changes.
    Rule(ja): 「2体選ぶ」はちょうど2体を選ぶので、相手のフォロワーが1体だけならスペルはプレイできず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3.1 and 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Pair Bolt"
    When I play "Pair Bolt" targeting "Test Goblin"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-10.6.2.3.1
  Scenario: CR 10.6.2.3.1: a spell that selects two followers is played with two to select
    Rule(en): With two enemy followers, the spell selects both and deals its damage to each.
    Rule(ja): 相手のフォロワーが2体いれば、スペルは両方を選び、それぞれにダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.1

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Pair Bolt"
    When I play "Pair Bolt" targeting "Test Goblin" and "Test Fighter"
    Then the action succeeds
    And "Test Goblin" has 1 defense
    And "Test Fighter" has 1 defense

  @cr-10.6.2.3.1 @cr-10.6.2.3.3 @cr-12.4
  Scenario: CR 10.6.2.3.1: a Fanfare that selects two followers is not played with only one to select
    Rule(en): The follower is played, but its Fanfare needs two enemy followers; with one it is not played and that follower takes no damage.
    Rule(ja): フォロワーはプレイされますが、そのファンファーレには相手のフォロワー2体が必要です。1体しかいなければプレイされず、そのフォロワーはダメージを受けません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3.1 and 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Pair Herald"
    When I play "Pair Herald"
    Then the action succeeds
    And "Pair Herald" is on my field
    And "Test Goblin" has 2 defense
    And no ability is pending

  @cr-10.6.2.3.2
  Scenario: CR 10.6.2.3.2: a spell that selects up to two followers is played with none to select
    Rule(en): "Select up to 2" may select nothing, so the spell is played even with no enemy follower and goes to the cemetery.
    Rule(ja): 「2体まで選ぶ」は何も選ばなくてよいので、相手のフォロワーがいなくてもスペルはプレイされ、墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.2

    Given it is my main phase with 1 play point
    And my hand holds "Twin Shot"
    When I play "Twin Shot"
    Then the action succeeds
    And "Twin Shot" is in my cemetery
    And I have 0 play points

  @cr-10.6.2.3.2
  Scenario: CR 10.6.2.3.2: a spell that selects up to two followers may select just one
    Rule(en): With one enemy follower, the spell may select that one; no more can be selected than there are.
    Rule(ja): 相手のフォロワーが1体なら、スペルはその1体を選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.2

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Twin Shot"
    When I play "Twin Shot" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" has 1 defense

  @cr-10.6.2.1.3 @cr-10.6.2.8.1.1
  Scenario: CR 10.6.2.1.3: a follower played from the EX area keeps its counters on the field
    Rule(en): The counters a card had in the EX area stay with it while it is played and after it goes onto the field.
    Rule(ja): EXエリアでカードに置かれていたカウンターは、プレイ中も場に出た後もそのカードに残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.1.3 and 10.6.2.8.1.1

    Given it is my main phase with 1 play point
    And my EX area holds:
      | card        | counters |
      | Test Goblin | fable 1  |
    When I play "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 1 fable counter

  @cr-10.6.2.7 @cr-13.2
  Scenario: CR 10.6.2.7: a card counts as played before its Fanfare resolves
    Rule(en): Once its cost is paid the card counts as played, so a Combo card counts itself: with two cards played before it, its Combo 3 Fanfare applies.
    Rule(ja): コストを支払った時点でカードはプレイされたものとなるので、コンボを持つカードは自身を数えます。先に2枚プレイしていれば、コンボ3のファンファーレが適用されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.7

    Given it is my main phase with 1 play point
    And I have played 2 cards this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 3 attack and 1 defense

  @cr-10.6.2.7 @cr-13.2
  Scenario: CR 10.6.2.7: a card played counts once, so one card short of Combo 3 stays short
    Rule(en): With one card played before it, the Combo card is the second card played this turn, and its Combo 3 Fanfare does not apply.
    Rule(ja): 先に1枚だけプレイしていれば、コンボを持つカードはこのターン2枚目で、コンボ3のファンファーレは適用されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.7

    Given it is my main phase with 1 play point
    And I have played 1 card this turn
    And my hand holds "Combo Dancer"
    When I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @cr-10.6.2.8.2 @cr-10.6.2.8.2.3
  Scenario: CR 10.6.2.8.2.3: a spell does what it says and then goes to its owner's cemetery
    Rule(en): The spell's text is carried out (3 damage to the selected follower) and afterwards the spell, still in the resolution zone, goes to my cemetery.
    Rule(ja): スペルのテキスト（選んだフォロワーに3ダメージ）が行われ、その後、解決領域に残るスペルは自分の墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.8.2 and 10.6.2.8.2.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Ogre"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 2 defense
    And "Fireball" is in my cemetery

  @cr-10.6.2.8.2.1 @cr-10.11
  Scenario: CR 10.6.2.8.2.1: an ability keeps resolving after its source has left the field
    Rule(en): An activated ability that first returns its own follower to my hand still carries out the rest of its text, using the attack the follower had.
    Rule(ja): 最初に自身のフォロワーを手札に戻す起動能力は、そのフォロワーが持っていた攻撃力を使って、テキストの残りも行います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2.1

    Given it is my main phase with 1 play point
    And my field holds "Recall Striker"
    When I activate "Recall Striker"
    Then the action succeeds
    And "Recall Striker" is in my hand
    And my opponent's leader has 18 defense

  @cr-10.6.2.8.2.2 @cr-5.18
  Scenario: CR 10.6.2.8.2.2: chosen options happen in the order the card lists them
    Rule(en): Naming the third option before the first does not change the order: the first option (draw) happens before the third (damage to the enemy leader).
    Rule(ja): 3番目の選択肢を1番目より先に指定しても順番は変わりません。1番目（引く）が3番目（相手リーダーへのダメージ）より先に行われます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Ordered Rite"
    When I play "Ordered Rite" choosing options 3 and 1
    Then the action succeeds
    And these events happened in this order:
      | event          | player      |
      | drew           | me          |
      | leader-damaged | my opponent |
    And my leader has 20 defense

  @cr-10.5.2.1 @cr-10.5.2.2 @cr-10.5.2.3 @cr-10.5.2.4
  Scenario: CR 10.5.2: rules handling first, then the turn player's pending ability, then the other player's
    Rule(en): Two followers with Last Words destroy each other in combat: rules handling puts both into the cemetery first, then my Last Words (I am the turn player) is played, then my opponent's, and then nothing is left to play.
    Rule(ja): ラストワードを持つフォロワー同士が戦闘で破壊し合うとき、まずルール処理で両方が墓場に置かれ、次にターンプレイヤーである自分のラストワード、その後に相手のラストワードがプレイされ、それ以上プレイするものは残りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.5.2.1 to 10.5.2.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card           | as       |
      | Last Words Imp | My Imp   |
    And my opponent's field holds:
      | card           | as       | engaged |
      | Last Words Imp | Their Imp | yes    |
    When I attack "Their Imp" with "My Imp"
    Then the action succeeds
    And these events happened in this order:
      | event      | player      |
      | left-field | me          |
      | drew       | me          |
      | drew       | my opponent |
    And these events happened in this order:
      | event      | player      |
      | left-field | my opponent |
      | drew       | me          |
    And no ability is pending
    And my hand holds 1 card
    And my opponent's hand holds 1 card

  @cr-10.6.2.3.1 @cr-10.6.2.3.3
  Scenario: CR 10.6.2.3.1: a spell whose opponent must select two followers is not played with only one there
    Rule(en): A selection my opponent makes for my spell is still a selection of the spell: "select 2" with a single enemy follower cannot be made, so the spell is refused and nothing changes.
    Rule(ja): 自分のスペルのために相手が行う選択も、そのスペルの選択です。相手のフォロワーが1体だけでは「2体選ぶ」ができないので、スペルは拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.6.2.3.1 and 10.6.2.3.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Pair Offering"
    When I play "Pair Offering"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-10.6.2.3.1
  Scenario: CR 10.6.2.3.1: a spell whose opponent must select two followers is played with two there, and waits for the opponent
    Rule(en): With two enemy followers the spell is played, and the game waits for my opponent to select them.
    Rule(ja): 相手のフォロワーが2体いればスペルはプレイされ、ゲームは相手がそれらを選ぶのを待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.1

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Pair Offering"
    When I play "Pair Offering"
    Then the action succeeds
    And the game waits for my opponent

  @cr-10.4.7.5 @cr-10.4.7.2 @cr-5.18
  Scenario: CR 10.4.7.5: the cost written in a chosen option is paid as the option resolves, and the option happens
    Rule(en): An option written "[cost]: [effect]" asks for its cost when it resolves; paying the play point draws the two cards.
    Rule(ja): 「［コスト］：［効果］」と書かれた選択肢は、解決するときにそのコストを求めます。プレイポイントを支払えば2枚引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.7.5 and 10.4.7.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Toll Choice"
    When I play "Toll Choice" choosing option 1
    Then the action succeeds
    And I have 0 play points
    And my hand holds 2 cards

  @cr-10.4.7.5 @cr-10.4.7.2 @cr-5.18
  Scenario: CR 10.4.7.5: an option whose cost cannot be paid may still be chosen, and then does nothing
    Rule(en): With no play point left, the option that costs one can still be chosen; its cost is not paid, so the rest of that option does not happen, while the spell is played and goes to the cemetery.
    Rule(ja): プレイポイントが残っていなくても、コスト1の選択肢は選べます。コストを支払えないので、その選択肢の残りは発生しませんが、スペルはプレイされ墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.4.7.5 and 10.4.7.2

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Toll Choice"
    When I play "Toll Choice" choosing option 1
    Then the action succeeds
    And my hand holds 0 cards
    And "Toll Choice" is in my cemetery
    And the event "optional-cost-declined" happened
