@sve
Feature: Clauses the engine had left open: ability damage, control changes, set costs, Drain's timing
  Scenarios for clauses that earlier tables marked open because the engine or the card vocabulary could not
  show them. Test cards: engine/sve/cards.yaml (opens1).

  @cr-5.14.3.3 @cr-10.10
  Scenario: CR 5.14.3.3: a follower's Fanfare damage is ability damage, stopped by "takes no damage from abilities"
    Rule(en): Any damage that is neither combat damage nor an attack's damage to a leader is ability damage, so damage from a follower's own Fanfare counts as ability damage just like a spell's.
    Rule(ja): 交戦ダメージでも攻撃によるリーダーへのダメージでもないダメージはすべて能力ダメージです。フォロワー自身のファンファーレのダメージも、スペルのダメージと同じく能力ダメージです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3.3

    Given it is my main phase with 1 play point
    And my hand holds "Clause Herald"
    And my opponent's field holds:
      | card          | as     |
      | Rampart Grove |        |
      | Test Goblin   | Target |
    When I play "Clause Herald"
    And I select "Target" as the target
    Then the action succeeds
    And "Target" has 1 attack and 2 defense

  @cr-5.14.3.3 @cr-10.10
  Scenario: CR 5.14.3.3: a leader shielded from ability damage takes a Fanfare's damage to leaders no more, but an attack's still
    Rule(en): A follower ability that hits the enemy leader deals ability damage; the damage an attacking follower deals that leader is not ability damage.
    Rule(ja): 相手のリーダーにダメージを与えるフォロワーの能力は能力ダメージを与えます。攻撃するフォロワーがそのリーダーに与えるダメージは能力ダメージではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.14.3.3

    Given it is my main phase with 3 play points
    And my hand holds "Spendthrift Herald"
    And my field holds "Test Knight"
    And my opponent's field holds "Rampart Sigil"
    When I play "Spendthrift Herald"
    Then the action succeeds
    And my opponent's leader has 20 defense
    When I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-10.7.4.3 @cr-5.22.1
  Scenario: CR 10.7.4.3: a follower I take control of does not set off my "whenever a follower comes onto your field"
    Rule(en): A card that moves from one player's field to the other's has not been put onto a field, so abilities waiting for a follower to come onto the field do not trigger.
    Rule(ja): 一方のプレイヤーの場から他方の場へ移ったカードは場に出たことにはならないので、フォロワーが場に出ることを待つ能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.3

    Given it is my main phase with 0 play points
    And my field holds "Welcome Banner"
    And my hand holds "Control Seizer Spell"
    And my opponent's field holds "Test Knight"
    When I play "Control Seizer Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is under my control
    And my leader has 20 defense
    And the event "ability-triggered" did not happen

  @cr-10.7.4.3 @cr-5.22.2
  Scenario: CR 10.7.4.3: a follower I give away does not set off my opponent's "whenever a follower comes onto your field"
    Rule(en): Giving control moves the card to the other field without putting it onto a field, for the player receiving it too.
    Rule(ja): コントロールを渡すとカードは他方の場に移りますが、受け取るプレイヤーにとっても場に出たことにはなりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.3

    Given it is my main phase with 0 play points
    And my hand holds "Control Gift Spell"
    And my field holds "Test Knight"
    And my opponent's field holds "Welcome Banner"
    When I play "Control Gift Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is under my opponent's control
    And my opponent's leader has 20 defense
    And the event "ability-triggered" did not happen

  @cr-10.10.2.4 @cr-10.6.2.5.1
  Scenario: CR 10.10.2.4: a play cost set to 2 is set before a "costs 1 less" effect applies
    Rule(en): An effect that makes a card cost a given number comes first; effects that raise or lower the cost then apply to that number, so a 5-cost follower set to 2 and made 1 cheaper costs 1.
    Rule(ja): コストを特定の数にする効果が先に適用され、その数にコストを増減する効果が適用されます。コスト5のフォロワーをコスト2にし、さらに1減らせばコストは1です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2.4

    Given it is my main phase with 2 play points
    And my field holds "Rebate Grave Sigil"
    And my cemetery holds "Ogre"
    And my hand holds "Setcost Reprise"
    When I play "Setcost Reprise" picking "Ogre"
    Then the action succeeds
    And "Ogre" is on my field
    And I have 1 play point

  @cr-10.10.2.4 @cr-10.6.2.5.1
  Scenario: CR 10.10.2.4: a play cost set to 2 is set before a "costs 1 more" effect applies
    Rule(en): The set number is only the starting point: an increase still applies to it, so the 5-cost follower set to 2 and made 1 dearer takes 3 play points.
    Rule(ja): 決めた数は出発点にすぎず、増加はなおそれに適用されます。コスト5のフォロワーをコスト2にし、さらに1増やせば必要なプレイポイントは3です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.10.2.4

    Given it is my main phase with 3 play points
    And my field holds "Grave Toll"
    And my cemetery holds "Ogre"
    And my hand holds "Setcost Reprise"
    When I play "Setcost Reprise" picking "Ogre"
    Then the action succeeds
    And "Ogre" is on my field
    And I have 0 play points

  @cr-12.13.1 @cr-12.13.2 @cr-10.5
  Scenario: CR 12.13.1: Drain waits as an automatic ability, and its controller may play another pending ability first
    Rule(en): Drain is an automatic ability: the defense it gives is not added with the combat damage but waits to be played at the next confirmation timing, in the order its controller chooses among their pending abilities; here the leader's defense is set to 10 first and Drain then adds the 5 damage dealt.
    Rule(ja): ドレインは自動能力です。増える体力は戦闘ダメージと同時に加わるのではなく、次の確認タイミングでプレイされるのを待ち、そのコントローラーが自分の待機中の能力の順番を決めます。ここでは先にリーダーの体力を10にし、その後ドレインが与えた5ダメージ分を加えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.1 and 12.13.2

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my leader has 8 defense
    And my field holds "Vigil Reset Banner"
    And my field holds "Clause Drain Ogre"
    And my opponent's field holds an engaged "Ogre"
    When I attack "Ogre" with "Clause Drain Ogre"
    Then the action succeeds
    And the pending abilities are:
      | player | card               | trigger            |
      | me     | Clause Drain Ogre  | drain              |
      | me     | Vigil Reset Banner | follower_destroyed |
    And my leader has 8 defense
    When I resolve the pending ability of "Vigil Reset Banner" first
    Then the action succeeds
    And no ability is pending
    And my leader has 15 defense

  @cr-12.13.1 @cr-12.13.2 @cr-10.5
  Scenario: CR 12.13.1: Drain played first is overwritten by a later "your leader's defense becomes 10"
    Rule(en): When its controller plays Drain first, the leader gains the 5 defense, and the ability played after it then sets the defense to 10.
    Rule(ja): コントローラーがドレインを先にプレイすると、リーダーの体力は5増え、その後にプレイした能力が体力を10にします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.1 and 12.13.2

    Given it is my main phase with 0 play points
    And I choose the order of my pending abilities
    And my leader has 8 defense
    And my field holds "Vigil Reset Banner"
    And my field holds "Clause Drain Ogre"
    And my opponent's field holds an engaged "Ogre"
    When I attack "Ogre" with "Clause Drain Ogre"
    And I resolve the pending ability of "Clause Drain Ogre" first
    Then the action succeeds
    And no ability is pending
    And my leader has 10 defense

  @cr-5.8.1.2 @cr-5.8.2
  Scenario: CR 5.8.1.2: a search for a card with a condition may find none, and the deck is still shuffled
    Rule(en): When a search asks for cards that meet a condition, the player may choose not to find any, even though the deck holds one that fits; the search still ends with a shuffle.
    Rule(ja): 条件付きでカードを探すときは、条件に合うカードがデッキにあっても、見つけないことを選べます。その場合も最後にデッキをシャッフルします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.8.1.2

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie" finding no card
    Then the action succeeds
    And "Forest Sprite" is in my deck
    And my deck holds 2 cards
    And my hand holds 0 cards
    And the event "shuffled" happened
    And the event "revealed" did not happen

  @cr-5.8.1.2
  Scenario: CR 5.8.1.2: the card a search with a condition finds is revealed
    Rule(en): A card found by a search that names a condition is shown to both players before it goes where the effect says.
    Rule(ja): 条件を指定した探し方で見つけたカードは、効果が指定する場所に置く前に両方のプレイヤーに公開します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.8.1.2

    Given it is my main phase with 1 play point
    And my deck holds:
      | card          |
      | Test Goblin   |
      | Forest Sprite |
    And my hand holds "Seek Pixie"
    When I play "Seek Pixie"
    Then the action succeeds
    And "Forest Sprite" is in my hand
    And the event "revealed" happened

  @cr-5.8.1.2 @cr-5.8.1.1
  Scenario: CR 5.8.1.2: a search with no condition but the number cannot find none, and what it finds is not revealed
    Rule(en): Only a search with a condition lets the player find nothing; a search that names just a number must find that many, and the card it finds stays hidden.
    Rule(ja): 見つけないことを選べるのは条件付きの探し方だけです。枚数だけを指定した探し方はその枚数を見つけなければならず、見つけたカードは公開しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.8.1.2 and 5.8.1.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Blind Seek"
    When I play "Blind Seek" finding no card
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And my hand holds 1 card
    And my deck holds 2 cards
    When I play "Blind Seek"
    Then the action succeeds
    And my hand holds 1 card
    And my deck holds 1 card
    And the event "revealed" did not happen

  @cr-11.3.2.1 @cr-11.3.2
  Scenario: CR 11.3.2.1: a follower that cannot be destroyed by abilities survives fighting a Bane follower
    Rule(en): The destruction Bane brings about counts as a destruction by an ability, so a follower that abilities cannot destroy stays on the field after fighting a Bane follower.
    Rule(ja): 必殺による破壊は能力による破壊として扱うので、能力で破壊されないフォロワーは必殺を持つフォロワーと交戦しても場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 11.3.2.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Still Viper"
    And my opponent's field holds an engaged "Unbreakable Ogre"
    When I attack "Unbreakable Ogre" with "Clause Still Viper"
    Then the action succeeds
    And "Unbreakable Ogre" is on my opponent's field
    And "Clause Still Viper" is in my cemetery

  @cr-11.3.2.1 @cr-5.6
  Scenario: CR 11.3.2.1: "cannot be destroyed by abilities" stops a spell's destroy but not damage that reaches its defense
    Rule(en): A destroy effect of a spell is an ability's destruction and leaves the follower where it is; damage equal to its defense still destroys it through rules handling, which is not an ability.
    Rule(ja): スペルの破壊効果は能力による破壊なので、そのフォロワーは場に残ります。体力以上のダメージを受けた場合はルール処理で破壊され、これは能力によるものではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 11.3.2.1 and 5.6

    Given it is my main phase with 1 play point
    And my hand holds "Backlash Bolt"
    And my field holds "Ogre"
    And my opponent's field holds an engaged "Unbreakable Ogre"
    When I play "Backlash Bolt" targeting "Unbreakable Ogre"
    Then the action succeeds
    And "Unbreakable Ogre" is on my opponent's field
    And my opponent's leader has 18 defense
    When I attack "Unbreakable Ogre" with "Ogre"
    Then the action succeeds
    And "Unbreakable Ogre" is in my opponent's cemetery

  @cr-3.3.2 @cr-7.2
  Scenario: CR 3.3.2: my count of turns passed goes up when my turn begins, not when my opponent's does
    Rule(en): Each player keeps a count of the turns they have passed; it rises by one as each of that player's own turns begins, and the other player's turns leave it alone.
    Rule(ja): 各プレイヤーは経過したターン数を持ちます。その数は自分のターンが始まるたびに1増え、相手のターンでは変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 3.3.2

    Given it is my main phase with 0 play points
    And I have passed 2 turns
    And my opponent has passed 1 turn
    And my deck holds 4 cards
    And my opponent's deck holds 4 cards
    When I end the turn
    Then my opponent has now passed 2 turns
    And I have now passed 2 turns
    When my opponent ends the turn
    Then I have now passed 3 turns
    And my opponent has now passed 2 turns

  @cr-3.3.2 @cr-5.28.1
  Scenario: CR 3.3.2: an extra turn is one of my own turns, so it counts as a turn passed
    Rule(en): An extra turn is a turn of its player like any other: as it begins, that player's count of turns passed rises by one.
    Rule(ja): 追加のターンも他と同じくそのプレイヤーのターンです。始まるときに、そのプレイヤーの経過ターン数が1増えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 3.3.2

    Given it is my main phase with 1 play point
    And I have passed 2 turns
    And my opponent has passed 1 turn
    And my deck holds 4 cards
    And my hand holds "Time Warp"
    When I play "Time Warp"
    And I end the turn
    Then it is my main phase of turn 4
    And I have now passed 3 turns
    And my opponent has now passed 1 turn

  @cr-5.28.1.1 @cr-5.28.1 @assumption
  Scenario: CR 5.28.1.1: of two extra turns waiting, the one gained last is taken first
    Rule(en): I gain an extra turn, then my opponent gains one while my turn goes on; when my turn ends my opponent's extra turn, gained last, comes first, then mine.
    Rule(ja): 自分が追加のターンを得た後、同じターン中に相手も追加のターンを得ます。自分のターンが終わると、後から得た相手の追加のターンを先に行い、その後に自分の追加のターンを行います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.28.1.1 and 5.28.1
    Assumption(en): Once the extra turns are taken, the turns go on in their usual order from the last turn that was not an extra turn, so my opponent takes the next turn.
    Assumption(ja): 追加のターンをすべて行った後は、追加のターンではない最後のターンから通常の順番で続くものとし、次は相手のターンになります。

    Given it is my main phase with 2 play points
    And my deck holds 4 cards
    And my opponent's deck holds 4 cards
    And my hand holds:
      | card          |
      | Time Warp     |
      | Backlash Bolt |
    And my opponent's field holds "Parting Warp Follower"
    When I play "Time Warp"
    And I play "Backlash Bolt" targeting "Parting Warp Follower"
    Then the action succeeds
    When I end the turn
    Then it is my opponent's main phase of turn 4
    When my opponent ends the turn
    Then it is my main phase of turn 5
    When I end the turn
    Then it is my opponent's main phase of turn 6

  @cr-5.28.1.1 @cr-5.28.1
  Scenario: CR 5.28.1.1: an extra turn gained last, by me, is taken before the one my opponent gained earlier
    Rule(en): My opponent's extra turn is gained first and mine after it, so mine comes right after the current turn and my opponent's follows.
    Rule(ja): 相手の追加のターンを先に、自分の追加のターンを後に得たので、現在のターンの直後に自分の追加のターンを行い、その後に相手の追加のターンを行います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.28.1.1 and 5.28.1

    Given it is my main phase with 2 play points
    And my deck holds 4 cards
    And my opponent's deck holds 4 cards
    And my hand holds:
      | card          |
      | Time Warp     |
      | Backlash Bolt |
    And my opponent's field holds "Parting Warp Follower"
    When I play "Backlash Bolt" targeting "Parting Warp Follower"
    And I play "Time Warp"
    Then the action succeeds
    When I end the turn
    Then it is my main phase of turn 4
    When I end the turn
    Then it is my opponent's main phase of turn 5

  @cr-5.21.1.1 @cr-5.21
  Scenario: CR 5.21.1.1: a card revealed by a spell stays revealed while the spell resolves, and no longer once it has finished
    Rule(en): The card the spell reveals is still revealed while the spell waits for its controller to pick among the tokens it made; when the spell has finished, the card is hidden again.
    Rule(ja): スペルが公開したカードは、スペルが出したトークンからコントローラーが選ぶのを待つ間も公開されたままです。スペルの処理が終わると、そのカードは再び非公開になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.21.1.1

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         |
      | Reveal Drill |
      | Test Goblin  |
    When I play "Reveal Drill" targeting "Test Goblin"
    Then the game waits for me
    And "Test Goblin" is revealed
    When I pick 1 "Knight" token on my field
    Then the action succeeds
    And "Test Goblin" is not revealed
    And "Test Goblin" is in my hand
    And the event "revealed" happened

  @cr-5.2.1.1
  Scenario: CR 5.2.1.1: an X fixed when the spell is played does not change when the spell draws cards first
    Rule(en): X is worked out once, as the spell is played: with one other card in my hand then, X is 1, and the two cards the spell draws before dealing X damage do not change it.
    Rule(ja): Xはスペルをプレイした時点で一度だけ決まります。そのとき手札に他のカードが1枚なら、Xは1で、ダメージを与える前にスペルが引く2枚によって変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.2.1.1

    Given it is my main phase with 0 play points
    And my deck holds 4 cards
    And my hand holds:
      | card              |
      | Fixed Tally Spell |
      | Test Goblin       |
    When I play "Fixed Tally Spell"
    Then the action succeeds
    And my hand holds 3 cards
    And my opponent's leader has 19 defense

  @cr-5.29.1
  Scenario: CR 5.29.1: an amount counted for every card in my hand is counted after the spell has drawn
    Rule(en): An amount that counts something as the effect is carried out sees the two cards the spell drew just before: three cards in my hand, three damage.
    Rule(ja): 効果を処理する時点で数える量は、直前にスペルが引いた2枚も数えます。手札が3枚なので3ダメージです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.29.1

    Given it is my main phase with 0 play points
    And my deck holds 4 cards
    And my hand holds:
      | card                |
      | Running Tally Spell |
      | Test Goblin         |
    When I play "Running Tally Spell"
    Then the action succeeds
    And my hand holds 3 cards
    And my opponent's leader has 17 defense

  @cr-5.2.1.1 @cr-9.1
  Scenario: CR 5.2.1.1: an X fixed when the spell is played keeps its value while the spell waits for a pick
    Rule(en): X counts the cards on my field as the spell is played, one card; the two tokens it makes, and my pick among them, happen later and do not change X.
    Rule(ja): Xはスペルをプレイした時点の自分の場のカードの数で、1枚です。スペルが出す2体のトークンや、その中からの選択は後のことで、Xを変えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.2.1.1

    Given it is my main phase with 0 play points
    And my field holds "Test Goblin"
    And my hand holds "Fixed Muster Spell"
    When I play "Fixed Muster Spell"
    Then the game waits for me
    When I pick 1 "Knight" token on my field
    Then the action succeeds
    And my field holds 3 cards
    And my opponent's leader has 19 defense
