@sve
Feature: Chapter 8 of the Comprehensive Rules: what the turn player does in the main phase
  Playing cards (CR 8.2), playing activated abilities and evolving (CR 8.3), and the steps of an attack from
  choosing the attacker to the end of the attack (CR 8.4).

  @cr-8.1.2 @cr-8.2.1
  Scenario: CR 8.1.2: a card that could not be played through to the end is not played at all
    Rule(en): A main phase action is taken only when all of it can be carried out; a follower with no room on the field is refused, and nothing is paid.
    Rule(ja): メインフェイズの行動は、最後まで行える場合にだけ行えます。場に空きがなければフォロワーはプレイできず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 8.1.2 and 8.2.1

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Test Fighter"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @cr-8.2.1
  Scenario: CR 8.2.1: a card in the EX area is played like one in the hand
    Rule(en): Cards are played from the hand or from the EX area by paying their cost.
    Rule(ja): カードは手札かEXエリアから、そのコストを支払ってプレイします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.2.1

    Given it is my main phase with 2 play points
    And my EX area holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And I have 0 play points

  @cr-8.2.1
  Scenario: CR 8.2.1: a card in the cemetery is not played
    Rule(en): Only the hand and the EX area are places a card is played from (unless a card says otherwise); a card in the cemetery stays there.
    Rule(ja): カードをプレイできるのは（カードが別に定めない限り）手札とEXエリアからだけです。墓場のカードはそのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.2.1

    Given it is my main phase with 2 play points
    And my cemetery holds "Test Fighter"
    When I play "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-8.2.1
  Scenario: CR 8.2.1: a card whose cost cannot be paid is not played
    Rule(en): Playing a card means paying its cost; with too few play points the card stays in the hand.
    Rule(ja): プレイにはコストの支払いが必要です。PPが足りなければカードは手札に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.2.1

    Given it is my main phase with 1 play point
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-8.3.2.1
  Scenario: CR 8.3.2.1: a second evolve ability in the same turn is refused
    Rule(en): A player plays at most one evolve ability each turn; the first succeeds and a second one that turn is refused.
    Rule(ja): 進化能力は1ターンに1回までプレイできます。1回目は成功し、同じターンの2回目は認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.3.2.1

    Given it is my main phase with 4 play points
    And my evolve deck holds:
      | card             |
      | Evolving Fighter |
      | Evolving Fighter |
    And my field holds:
      | card             | as      |
      | Evolving Fighter | First   |
      | Evolving Fighter | Second  |
    When I evolve "First"
    Then the action succeeds
    When I evolve "Second"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  @cr-8.4.2
  Scenario: CR 8.4.2: an engaged follower is not chosen as the attacker, a reserved one is
    Rule(en): The attacking follower is a reserved follower on the turn player's field; an engaged one cannot attack.
    Rule(ja): 攻撃するフォロワーは、ターンプレイヤーの場のスタンド状態のフォロワーです。アクト状態のフォロワーは攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as     | state    |
      | Test Fighter | Tired  | engaged  |
      | Test Fighter | Fresh  | reserved |
    When I attack the enemy leader with "Tired"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged
    When I attack the enemy leader with "Fresh"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-8.4.2.1
  Scenario: CR 8.4.2.1: a follower that came onto the field this turn does not attack
    Rule(en): Only a follower that has been on the field since the turn began (or that evolved this turn) may be chosen to attack.
    Rule(ja): 攻撃できるのは、ターン開始時から場にいたフォロワー（またはこのターンに進化したフォロワー）だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.2.1

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    And my opponent's field holds:
      | card        | state   |
      | Test Goblin | engaged |
    When I play "Test Fighter"
    And I attack "Test Goblin" with "Test Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @cr-8.4.2.1
  Scenario: CR 8.4.2.1: a follower that came onto the field this turn and evolved may attack a follower
    Rule(en): Evolving this turn makes a newly arrived follower eligible to attack.
    Rule(ja): このターンに進化していれば、場に出たばかりのフォロワーも攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.2.1

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | arrived   |
      | Evolving Fighter | this turn |
    And my opponent's field holds:
      | card        | state   |
      | Test Goblin | engaged |
    When I evolve "Evolving Fighter"
    And I attack "Test Goblin" with "Evolving Fighter"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @cr-8.4.3 @cr-8.4.3.1
  Scenario: CR 8.4.3.1: an engaged enemy follower may be attacked, a reserved one may not
    Rule(en): The attack target is an engaged follower on the enemy field, or the enemy leader; a reserved enemy follower is not a target.
    Rule(ja): 攻撃対象は相手の場のアクト状態のフォロワーか、相手のリーダーです。スタンド状態の相手のフォロワーは対象になりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 8.4.3 and 8.4.3.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card        | as |
      | Test Knight | A  |
      | Test Knight | B  |
    And my opponent's field holds:
      | card        | as      | state    |
      | Test Goblin | Standing | reserved |
      | Test Goblin | Resting  | engaged  |
    When I attack "Standing" with "A"
    Then the action is refused with reason "target-reserved"
    And the game state is unchanged
    When I attack "Resting" with "B"
    Then the action succeeds
    And "Resting" is in my opponent's cemetery

  @cr-8.4.3
  Scenario: CR 8.4.3: a follower of my own is not an attack target
    Rule(en): The target is chosen on the enemy side only; the turn player's own followers are not targets.
    Rule(ja): 対象は相手側からだけ選びます。自分のフォロワーは対象になりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | state   |
      | Test Knight  |         |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Test Knight"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-8.4.3.1
  Scenario: CR 8.4.3.1: the enemy leader is a target only for a follower on the field since the turn began
    Rule(en): A follower that evolved this turn after arriving may attack followers, but the enemy leader only by one on the field since the start of the turn.
    Rule(ja): このターンに場に出て進化したフォロワーはフォロワーを攻撃できますが、相手のリーダーを攻撃できるのはターン開始時から場にいたフォロワーだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.3.1

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | arrived   |
      | Evolving Fighter | this turn |
    When I evolve "Evolving Fighter"
    And I attack the enemy leader with "Evolving Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @cr-8.4.3.2
  Scenario: CR 8.4.3.2: with no target it may select, a follower cannot attack at all
    Rule(en): An attack needs a target that can be selected; a newly evolved follower facing only reserved enemy followers has none, so every attack it tries is refused.
    Rule(ja): 攻撃には選べる対象が必要です。相手の場にスタンド状態のフォロワーしかいなければ、このターンに出て進化したフォロワーには対象がなく、攻撃はすべて認められません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.3.2

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | arrived   |
      | Evolving Fighter | this turn |
    And my opponent's field holds "Test Goblin"
    When I evolve "Evolving Fighter"
    And I attack "Test Goblin" with "Evolving Fighter"
    Then the action is refused with reason "target-reserved"
    When I attack the enemy leader with "Evolving Fighter"
    Then the action is refused with reason "summoning-sick"
    And "Evolving Fighter" is reserved

  @cr-8.4.3.2.1
  Scenario: CR 8.4.3.2.1: a follower under "cannot attack" is not chosen to attack
    Rule(en): A follower that an effect says cannot attack is not chosen as the attacker, even when it otherwise could attack.
    Rule(ja): 効果で攻撃できないとされたフォロワーは、他の条件を満たしていても攻撃するフォロワーに選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.3.2.1

    Given it is my opponent's main phase with 1 play points
    And my opponent's hand holds "Chain Curse"
    And my field holds:
      | card         | as      |
      | Test Fighter | Cursed  |
      | Test Fighter | Free    |
    And my deck holds 5 cards
    When my opponent plays "Chain Curse" targeting "Cursed"
    And my opponent ends the turn
    And I attack the enemy leader with "Cursed"
    Then the action is refused with reason "cannot-attack"
    When I attack the enemy leader with "Free"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-8.4.4
  Scenario: CR 8.4.4: declaring the attack engages the attacking follower
    Rule(en): Once attacker and target are chosen, the attacking follower is engaged before anything else happens.
    Rule(ja): 攻撃するフォロワーと対象を決めたら、まず攻撃するフォロワーをアクト状態にします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.4

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    When I declare an attack on the enemy leader with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is engaged
    And my opponent's leader has 20 defense

  @cr-8.4.5 @cr-8.4.6
  Scenario: CR 8.4.6: an ability set off by the attack resolves before the defender may answer
    Rule(en): The follower has now attacked, which sets off its "when this attacks" abilities; they resolve at the confirmation timing that follows, before the defender's Quick window.
    Rule(ja): これでフォロワーは攻撃したことになり、「攻撃時」の能力が誘発します。それらは続く確認タイミングで、防御側のクイックの機会より前に解決します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 8.4.5 and 8.4.6

    Given it is my main phase with 0 play points
    And my field holds "Strike Fighter"
    When I declare an attack on the enemy leader with "Strike Fighter"
    Then my opponent's leader has 19 defense
    And a Quick window is open for my opponent
    When my opponent passes
    Then my opponent's leader has 17 defense

  @cr-8.4.7
  Scenario: CR 8.4.7: after an attack is declared the defender may play a Quick card
    Rule(en): The non-turn player gets the chance to play a Quick card or ability in reply to the attack.
    Rule(ja): 非ターンプレイヤーは、攻撃に応じてクイックのカードや能力をプレイする機会を得ます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.7

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    Then a Quick window is open for me
    When I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense

  @cr-8.4.7
  Scenario: CR 8.4.7: the defender's reply is a Quick card only
    Rule(en): In that window only Quick cards and abilities may be played; a card without Quick waits.
    Rule(ja): その機会にプレイできるのはクイックのカードや能力だけです。クイックを持たないカードはプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.7

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Healing Rain"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Healing Rain"
    Then the action is refused with reason "not-your-window"
    And the game state is unchanged

  @cr-8.4.8
  Scenario: CR 8.4.8: after a Quick card the defender may play another before combat
    Rule(en): After each Quick play and its confirmation timing the defender gets the chance again, until they pass.
    Rule(ja): クイックをプレイして確認タイミングを終えるたびに、防御側は再び機会を得ます。パスするまで続きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.8

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds:
      | card           |
      | Quick Ward Off |
      | Quick Bolt     |
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    Then a Quick window is open for me
    When I play "Quick Bolt" targeting "Test Fighter"
    Then the action succeeds
    And my leader has 22 defense

  @cr-8.4.9
  Scenario: CR 8.4.9: an attacker that left the field deals no damage
    Rule(en): Damage is dealt only if the attacking follower is still on the field when combat comes; removed in the Quick window, it deals none.
    Rule(ja): ダメージは、その時点で攻撃するフォロワーが場にいる場合にだけ与えられます。クイックで除かれていればダメージはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.9

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Bolt"
    And my opponent's field holds "Storm Rider"
    When my opponent declares an attack on the enemy leader with "Storm Rider"
    And I play "Quick Bolt" targeting "Storm Rider"
    And I pass
    Then the action succeeds
    And my leader has 20 defense
    And the event "combat" did not happen

  @cr-8.4.9 @cr-8.4.9.1
  Scenario: CR 8.4.9.1: the attacked follower deals its damage back at the same time
    Rule(en): The attacker deals damage equal to its attack to the target, and a target follower deals damage equal to its attack to the attacker simultaneously.
    Rule(ja): 攻撃するフォロワーは対象に攻撃力と同じダメージを与え、対象のフォロワーも同時に攻撃力と同じダメージを攻撃するフォロワーに与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 8.4.9 and 8.4.9.1

    Given it is my main phase with 0 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Test Knight" has 3 attack and 1 defense

  @cr-8.4.9.2
  Scenario: CR 8.4.9.2: followers that dealt each other combat damage have fought, and Bane destroys the other
    Rule(en): If both are still in combat after the damage, they have fought; a follower that fought a follower with Bane is destroyed.
    Rule(ja): ダメージの後も両方が戦闘中なら、それらは戦闘したことになります。【必殺】を持つフォロワーと戦闘したフォロワーは破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.9.2

    Given it is my main phase with 0 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card       | state   |
      | Bane Snake | engaged |
    When I attack "Bane Snake" with "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my cemetery
    And "Bane Snake" has 1 attack and 2 defense

  @cr-8.4.10
  Scenario: CR 8.4.10: abilities set off by the combat resolve before the attack is over
    Rule(en): After the damage comes a confirmation timing: a Last Words of a follower destroyed in combat has resolved once the attack has ended.
    Rule(ja): ダメージの後に確認タイミングがあります。戦闘で破壊されたフォロワーのラストワードは、攻撃が終わるまでに解決しています。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.10

    Given it is my main phase with 0 play points
    And my field holds "Grave Fang"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Grave Fang"
    Then the action succeeds
    And "Grave Fang" is in my cemetery
    And no ability is pending
    And my opponent's leader has 19 defense
    And my leader has 21 defense

  @cr-8.4.11
  Scenario: CR 8.4.11: once an attack has ended, another follower may attack
    Rule(en): The attack ends after the last confirmation timing; the turn player may then take a new main phase action, such as another attack.
    Rule(ja): 最後の確認タイミングの後に攻撃は終わります。その後ターンプレイヤーは、別の攻撃など新たなメインフェイズの行動を行えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 8.4.11

    Given it is my main phase with 0 play points
    And my field holds:
      | card         | as |
      | Test Fighter | A  |
      | Test Fighter | B  |
    When I attack the enemy leader with "A"
    And I attack the enemy leader with "B"
    Then the action succeeds
    And my opponent's leader has 16 defense
