@sve
Feature: Owners and controllers; taking control of a card (CR 3.1, 5.22)
  A card's owner is the player whose deck it came from; its controller is the player whose field it is on.
  Test cards: engine/sve/cards.yaml (ch5b).

  @cr-3.1 @cr-8.2
  Scenario: CR 3.1: a follower played from my opponent's cemetery is mine to control but stays theirs
    Rule(en): Playing a card from the other player's zone puts it on my field under my control; it is still owned by the other player.
    Rule(ja): 相手の領域からカードをプレイすると、そのカードは自分の場に出て自分がコントロールしますが、持ち主は相手のままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 3.1 and clause 8.2

    Given it is my main phase with 0 play points
    And my hand holds "Grave Thief Spell"
    And my opponent's cemetery holds "Test Knight"
    When I play "Grave Thief Spell"
    Then the action succeeds
    And "Test Knight" is under my control
    And "Test Knight" is owned by my opponent
    And my opponent's cemetery holds 0 cards

  @cr-3.1.2 @cr-5.5
  Scenario: CR 3.1.2: a card I play from my opponent's cemetery counts as a follower put onto my field
    Rule(en): "Your" cards are the cards you control: a follower of my opponent's that enters my field sets off my "whenever a follower is put onto your field" ability.
    Rule(ja): 「自分の」カードとは自分がコントロールするカードです。相手のフォロワーが自分の場に出ると、自分の「自分の場にフォロワーが出るたび」の能力が誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 5.5

    Given it is my main phase with 0 play points
    And my field holds "Welcome Banner"
    And my hand holds "Grave Thief Spell"
    And my opponent's cemetery holds "Test Knight"
    When I play "Grave Thief Spell"
    Then the action succeeds
    And my leader has 21 defense
    And my opponent's leader has 20 defense

  @cr-3.1 @cr-5.6
  Scenario: CR 3.1: a follower I control but do not own goes to its owner's cemetery when destroyed
    Rule(en): A card leaving the field goes to its owner's zone, whoever controlled it.
    Rule(ja): 場を離れるカードは、誰がコントロールしていたかにかかわらず、持ち主の領域に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 3.1 and clause 5.6

    Given it is my main phase with 0 play points
    And my field holds "Test Knight" owned by my opponent
    And my hand holds "Sacrifice Rite Spell"
    When I play "Sacrifice Rite Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery
    And my cemetery holds 1 card

  @cr-3.1 @cr-5.5
  Scenario: CR 3.1: a follower I control but do not own returns to its owner's hand
    Rule(en): Returning a card to the hand puts it in its owner's hand, not in the hand of the player who controlled it.
    Rule(ja): 手札に戻すカードは、コントロールしていたプレイヤーではなく持ち主の手札に戻ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 3.1 and clause 5.5

    Given it is my opponent's main phase with 2 play points
    And my opponent's hand holds "Homeward Wind"
    And my opponent's field holds "Test Knight" owned by me
    When my opponent plays "Homeward Wind" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my hand

  @cr-3.1.2 @cr-12.5 @assumption
  Scenario: CR 3.1.2: the Last Words of a card I controlled are mine, though it goes to its owner's cemetery
    Rule(en): An ability of a card is controlled by the card's controller; for a card that left the field that is the player who controlled it there.
    Rule(ja): カードの能力はそのカードのコントローラーがコントロールします。場を離れたカードでは、場でそれをコントロールしていたプレイヤーです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 12.5
    Assumption(en): For a card that has left the field, "its controller" is read from the last moment it was on the field (its final information, CR 10.11), not from its owner.
    Assumption(ja): 場を離れたカードの「コントローラー」は、場にあった最後の時点の情報（最終情報、CR 10.11）で決まり、持ち主ではないものとしています。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's deck holds 2 cards
    And my field holds "Parting Gift Follower" owned by my opponent
    And my hand holds "Sacrifice Rite Spell"
    When I play "Sacrifice Rite Spell" targeting "Parting Gift Follower"
    Then the action succeeds
    And "Parting Gift Follower" is in my opponent's cemetery
    And my deck holds 1 card
    And my opponent's deck holds 2 cards

  @cr-5.22.1 @cr-5.22.4
  Scenario: CR 5.22.1: a stolen follower moves to my field as it was, and no Fanfare is set off
    Rule(en): Taking control of a card moves it onto the new controller's field keeping its damage and state; it is not played or newly put there, so its Fanfare does not trigger.
    Rule(ja): カードのコントロールを得ると、そのカードはダメージや状態を保ったまま新しいコントローラーの場に移ります。プレイしたり新たに場に出したりしたわけではないので、ファンファーレは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.22.1 and 5.22.4

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's deck holds 2 cards
    And my hand holds "Control Seizer Spell"
    And my opponent's field holds:
      | card                    | damage | state   |
      | Fanfare Drawer Follower | 0      | engaged |
      | Test Knight             | 1      | reserved |
    When I play "Control Seizer Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is under my control
    And "Test Knight" is owned by my opponent
    And "Test Knight" has 3 attack and 2 defense
    And my deck holds 2 cards

  @cr-5.22.1 @cr-8.4.2.1
  Scenario: CR 8.4.2.1: a follower stolen this turn cannot attack the leader this turn
    Rule(en): A follower that came under my control this turn has not been under my control since the turn began, so it cannot attack the leader yet.
    Rule(ja): このターンにコントロールを得たフォロワーは、ターンの開始時から自分のコントロール下にあったわけではないので、まだリーダーを攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.22.1 and 8.4.2.1

    Given it is my main phase with 0 play points
    And my hand holds "Control Seizer Spell"
    And my opponent's field holds "Test Knight"
    When I play "Control Seizer Spell" targeting "Test Knight"
    And I attack the enemy leader with "Test Knight"
    Then the action is refused with reason "summoning-sick"

  @cr-5.22.1 @cr-4.4.4.2
  Scenario: CR 4.4.4.2: with my field full, the follower I would steal stays where it is
    Rule(en): If there is no room on the new controller's field, control does not change and the card stays on its field.
    Rule(ja): 新しいコントローラーの場に空きがなければ、コントロールは移らず、カードはそのままの場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.22.1 and 4.4.4.2

    Given it is my main phase with 0 play points
    And my hand holds "Control Seizer Spell"
    And my field holds:
      | card        | as |
      | Test Goblin | G1 |
      | Test Goblin | G2 |
      | Test Goblin | G3 |
      | Test Goblin | G4 |
      | Test Goblin | G5 |
    And my opponent's field holds "Test Knight"
    When I play "Control Seizer Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is under my opponent's control
    And my field holds 5 cards

  @cr-5.22.5
  Scenario: CR 5.22.5: a stolen follower destroyed later goes to its owner's cemetery
    Rule(en): Control changes where a card is played from and who uses it, never who owns it: when it leaves the field it goes to its owner's zone.
    Rule(ja): コントロールが移っても持ち主は変わりません。場を離れるときは持ち主の領域に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.22.5

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                 |
      | Control Seizer Spell |
      | Sacrifice Rite Spell |
    And my opponent's field holds "Test Knight"
    When I play "Control Seizer Spell" targeting "Test Knight"
    And I play "Sacrifice Rite Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  @cr-3.1.2 @cr-10.9
  Scenario: CR 3.1.2: "your followers" of a continuous effect include a follower I control but do not own
    Rule(en): Words like "your" name the cards a player controls: my amulet's bonus for my followers reaches a follower of my opponent's that is on my field, and not one of mine on their field.
    Rule(ja): 「自分の」は、そのプレイヤーがコントロールするカードを指します。自分のアミュレットの「自分のフォロワー」への効果は、自分の場にある相手のフォロワーに及び、相手の場にある自分のフォロワーには及びません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 10.9

    Given it is my main phase with 0 play points
    And my field holds "War Banner"
    And my field holds "Test Knight" owned by my opponent
    And my opponent's field holds "Test Fighter" owned by me
    Then "Test Knight" has 4 attack and 3 defense
    And "Test Fighter" has 2 attack and 2 defense

  @cr-3.1.2 @cr-10.11
  Scenario: CR 3.1.2: "its leader" after destroying a follower is the leader of the player who controlled it
    Rule(en): A follower's controller is the player it was on the field of; an effect that hits "its leader" after destroying it hits that player's leader, even when the card goes to the other player's cemetery because they own it.
    Rule(ja): フォロワーのコントローラーは、それが場にあったプレイヤーです。破壊した後に「そのリーダー」を対象とする効果は、そのカードが持ち主である他方のプレイヤーの墓場に行っても、コントローラーのリーダーに及びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 10.11

    Given it is my main phase with 1 play point
    And my hand holds "Backlash Bolt"
    And my opponent's field holds "Test Knight" owned by me
    When I play "Backlash Bolt" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my cemetery
    And my opponent's leader has 18 defense
    And my leader has 20 defense

  @cr-5.22.2 @cr-5.22.4
  Scenario: CR 5.22.2: a follower I give to my opponent moves to their field as it is, still owned by me
    Rule(en): A player may give control of a card on their field to the other player; it moves onto that player's field keeping its damage, and its owner stays the same.
    Rule(ja): プレイヤーは自分の場のカードのコントロールを他方のプレイヤーに渡すことがあります。そのカードはダメージを保ったまま相手の場に移り、持ち主は変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.22.2 and 5.22.4

    Given it is my main phase with 0 play points
    And my hand holds "Control Gift Spell"
    And my field holds:
      | card        | damage |
      | Test Knight | 2      |
    When I play "Control Gift Spell" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is under my opponent's control
    And "Test Knight" is owned by me
    And "Test Knight" has 3 attack and 1 defense

  @cr-3.1.2 @cr-12.15
  Scenario: CR 3.1.2: Aura keeps out the player who does not control the follower, even its owner
    Rule(en): Aura stops the opponents of a card's controller from selecting it; for a follower of mine that my opponent controls, I am that opponent.
    Rule(ja): オーラは、そのカードのコントローラーの相手がそれを選ぶことを防ぎます。相手がコントロールする自分のフォロワーについては、自分がその相手です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 12.15

    Given it is my main phase with 1 play point
    And my hand holds "Fireball"
    And my opponent's field holds "Aura Spirit" owned by me
    When I play "Fireball" targeting "Aura Spirit"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @cr-3.1.2 @cr-12.15
  Scenario: CR 3.1.2: a follower with Aura that I control but do not own can be selected by me
    Rule(en): Aura does not stop the card's own controller from selecting it, even when the other player owns it.
    Rule(ja): オーラは、持ち主が相手であっても、そのカードのコントローラー自身が選ぶことは妨げません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 3.1.2 and 12.15

    Given it is my main phase with 1 play point
    And my hand holds "Battle Cry"
    And my field holds "Aura Spirit" owned by my opponent
    When I play "Battle Cry" targeting "Aura Spirit"
    Then the action succeeds
    And "Aura Spirit" has 4 attack and 2 defense

  @cr-3.1 @cr-8.2 @cr-4.1.6
  Scenario: CR 3.1: a spell I play from my opponent's cemetery works for me and goes back to its owner's cemetery
    Rule(en): A spell played from the other player's zone is played by me, so "your" in its text means me; when it has resolved it goes to its owner's cemetery.
    Rule(ja): 相手の領域からプレイしたスペルは自分がプレイしたものなので、テキストの「自分」は自分を指します。解決後は持ち主の墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 3.1 and clauses 8.2 and 4.1.6

    Given it is my main phase with 0 play points
    And my hand holds "Grave Spell Thief"
    And my opponent's cemetery holds "Leader Bulwark"
    When I play "Grave Spell Thief"
    Then the action succeeds
    And my leader has 22 defense
    And my opponent's leader has 20 defense
    And "Leader Bulwark" is in my opponent's cemetery
    And my cemetery holds 1 card
