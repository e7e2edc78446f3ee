@sve
Feature: Kinds of effects, persistent effects, replacements, final information and sources (CR 10.2, 10.9-10.12)
  Effects happen once (one-shot), last for a while (persistent) or change an event that would happen
  (replacement). A card's values are its printed ones changed by persistent effects in a fixed order; a card
  that has left its zone is remembered as it last was there; damage comes from the card whose ability or
  attack deals it.

  @cr-10.2.1.2 @cr-10.9.2
  Scenario: CR 10.9.2: a persistent effect on a card ends when the card changes zones
    Rule(en): My follower got +2/+2. It is returned to my hand and played again: it is a new card on the field, and the +2/+2 is gone.
    Rule(ja): 自分のフォロワーは+2/+2を得ました。それが手札に戻り、もう一度プレイされると、場にあるのは新しいカードで、+2/+2はなくなっています。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.2.1.2 and 10.9.2

    Given it is my main phase with 2 play points
    And my field holds "Test Goblin"
    And my hand holds:
      | card            |
      | Clause Blessing |
      | Homeward Wind   |
    When I play "Clause Blessing" targeting "Test Goblin"
    Then "Test Goblin" has 3 attack and 4 defense
    When I play "Homeward Wind" targeting "Test Goblin"
    And I play "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Goblin" has 1 attack and 2 defense

  @cr-10.9.1.4
  Scenario: CR 10.9.1.4: changes to a number add up
    Rule(en): Two +2/+2 effects on one follower both count: its values are its printed ones plus 4 and plus 4.
    Rule(ja): 1体のフォロワーに+2/+2が2回与えられると両方が数えられ、値は元の値に4と4を足したものになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.4

    Given it is my main phase with 0 play points
    And my field holds "Test Goblin"
    And my hand holds:
      | card            | as         |
      | Clause Blessing | Blessing A |
      | Clause Blessing | Blessing B |
    When I play "Blessing A" targeting "Test Goblin"
    And I play "Blessing B" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" has 5 attack and 6 defense

  @cr-10.9.1.6
  Scenario: CR 10.9.1.6: a later +3 defense applies after an earlier "defense becomes 1"
    Rule(en): Changes apply in the order they were made. My opponent's follower first has its defense set to 1, then gets +3 defense: it has 4 defense.
    Rule(ja): 変更は行われた順に適用されます。相手のフォロワーの体力をまず1にし、そのあと+3すると、体力は4になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.6

    Given it is my main phase with 2 play points
    And my opponent's field holds "Test Knight"
    And my hand holds:
      | card          |
      | Frailty Curse |
      | Iron Skin     |
    When I play "Frailty Curse" targeting "Test Knight"
    And I play "Iron Skin" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 4 defense

  @cr-10.9.1.6
  Scenario: CR 10.9.1.6: a later "defense becomes 1" applies after an earlier +3 defense
    Rule(en): The other way round: the +3 defense comes first and the "defense becomes 1" after it, so the follower has 1 defense.
    Rule(ja): 逆の順なら、先に+3、そのあと体力を1にするので、フォロワーの体力は1になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.6

    Given it is my main phase with 2 play points
    And my opponent's field holds "Test Knight"
    And my hand holds:
      | card          |
      | Frailty Curse |
      | Iron Skin     |
    When I play "Iron Skin" targeting "Test Knight"
    And I play "Frailty Curse" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  @cr-10.9.1.1 @cr-10.9.1.1.1
  Scenario: CR 10.9.1.1.1: an evolved follower on the field has the values of its evolved card
    Rule(en): Once my follower has evolved, its attack and defense are the ones printed on the evolved card placed on it.
    Rule(ja): 自分のフォロワーが進化すると、その攻撃力と体力は、上に重ねた進化後カードに書かれた値になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.9.1.1 and 10.9.1.1.1

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Evolving Fighter" has 4 attack and 4 defense

  @cr-10.9.1.2
  Scenario: CR 10.9.1.2: a follower given Storm by an effect has Storm
    Rule(en): My follower that arrived this turn is given Storm by my spell; with that ability it may attack the enemy leader this turn.
    Rule(ja): このターンに出た自分のフォロワーにスペルで【疾走】を与えると、その能力を持つので、このターンに相手リーダーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.2

    Given it is my main phase with 1 play point
    And my field holds:
      | card        | arrived   |
      | Test Goblin | this turn |
    And my hand holds "Wind Blessing"
    When I play "Wind Blessing" targeting "Test Goblin"
    And I attack the enemy leader with "Test Goblin"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-10.9.1.2
  Scenario: CR 10.9.1.2: without the given Storm the same follower may not attack the leader
    Rule(en): Without that effect, the follower that arrived this turn has no Storm, and its attack on the enemy leader is refused.
    Rule(ja): その効果がなければ、このターンに出たフォロワーは【疾走】を持たず、相手リーダーへの攻撃は拒否されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.9.1.2

    Given it is my main phase with 1 play point
    And my field holds:
      | card        | arrived   |
      | Test Goblin | this turn |
    When I attack the enemy leader with "Test Goblin"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @cr-10.10.1 @cr-10.10.1.1 @cr-10.2.1.3 @cr-10.2.1.3.2
  Scenario: CR 10.10.1.1: damage a replacement effect turns into none is not dealt, and nothing triggers on it
    Rule(en): My follower "takes no damage" this turn. The damage of my spell is replaced: the follower takes none, so its "when this takes damage" ability does not trigger.
    Rule(ja): 自分のフォロワーはこのターン「ダメージを受けない」状態です。スペルのダメージは置き換えられて0になり、フォロワーはダメージを受けないので、「ダメージを受けたとき」の能力は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.10.1, 10.10.1.1 and 10.2.1.3.2

    Given it is my main phase with 0 play points
    And my field holds "Clause Sentinel"
    And my hand holds:
      | card             |
      | Clause Bane Ward |
      | Clause Spark     |
    When I play "Clause Bane Ward" targeting "Clause Sentinel"
    And I play "Clause Spark" targeting "Clause Sentinel"
    Then the action succeeds
    And "Clause Sentinel" has 1 attack and 5 defense
    And the event "ability-triggered" did not happen
    And my leader has 20 defense

  @cr-10.11.1
  Scenario: CR 10.11.1: a card that has left the field is read as it last was there
    Rule(en): My spell returns an enemy follower with 5 attack (3 printed, +2) to its owner's hand, then deals damage equal to its attack. The follower is read as it was when it left the field: 5 damage, not the 3 printed on the card in the hand.
    Rule(ja): 自分のスペルは攻撃力5（元の値3に+2）の相手のフォロワーを手札に戻し、その攻撃力に等しいダメージを与えます。そのフォロワーは場を離れたときの状態で参照されるので、手札のカードの3ではなく5ダメージです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.11.1

    Given it is my main phase with 1 play point
    And my opponent's field holds:
      | card        | attack |
      | Test Knight | +2     |
    And my hand holds "Recall Lance"
    When I play "Recall Lance" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is in my opponent's hand
    And my opponent's leader has 15 defense

  @cr-10.12.2.3
  Scenario: CR 10.12.2.3: damage an ability of a follower deals comes from that follower
    Rule(en): My follower deals 1 more damage; the damage of its own Fanfare has it as its source, so that damage is 1 more: 2.
    Rule(ja): 自分のフォロワーは与えるダメージが1増えます。そのフォロワー自身のファンファーレのダメージはそのフォロワーが発生源なので、1増えて2になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.12.2.3

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Knight"
    And my hand holds "Clause Caster Brute"
    When I play "Clause Caster Brute"
    And I select "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  @cr-10.12.2.3
  Scenario: CR 10.12.2.3: damage a spell deals comes from the spell, not from a follower on the field
    Rule(en): With the same follower on my field, the damage of my spell has the spell as its source; the follower's "1 more damage" does not apply to it.
    Rule(ja): 同じフォロワーが自分の場にいても、スペルのダメージの発生源はスペルなので、そのフォロワーの「ダメージが1増える」は適用されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.12.2.3

    Given it is my main phase with 0 play points
    And my field holds "Clause Caster Brute"
    And my opponent's field holds "Test Knight"
    And my hand holds "Clause Spark"
    When I play "Clause Spark" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense

  @cr-10.9.1 @cr-10.9.1.6 @cr-10.9.1.6.1
  Scenario: CR 10.9.1.6.1: a continuous ability counts from when its card was put onto the field: before a later "defense becomes 1"
    Rule(en): My captain has been on my field since before, giving my other followers +1 defense. Then my spell makes my follower's defense 1: that comes later, so the follower has 1 defense.
    Rule(ja): 自分の隊長は以前から場にあり、自分の他のフォロワーの体力を+1しています。そのあとスペルで自分のフォロワーの体力を1にすると、そちらが後なので、フォロワーの体力は1です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.9.1.6 and 10.9.1.6.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card           |
      | Shield Captain |
      | Test Knight    |
    And my hand holds "Clause Frailty"
    When I play "Clause Frailty" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense

  @cr-10.9.1 @cr-10.9.1.6 @cr-10.9.1.6.1
  Scenario: CR 10.9.1.6.1: a captain put onto the field after "defense becomes 1" adds its +1 after it
    Rule(en): This time my follower's defense is made 1 first, and then the captain is put onto my field: its continuous ability counts from then, after the change to 1, so the follower has 2 defense.
    Rule(ja): 今度は先に自分のフォロワーの体力を1にし、そのあと隊長を場に出します。隊長の常時能力はそのときから数えるので体力を1にした後になり、フォロワーの体力は2です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.9.1.6 and 10.9.1.6.1

    Given it is my main phase with 2 play points
    And my field holds "Test Knight"
    And my hand holds:
      | card           |
      | Clause Frailty |
      | Shield Captain |
    When I play "Clause Frailty" targeting "Test Knight"
    And I play "Shield Captain"
    Then the action succeeds
    And "Test Knight" has 3 attack and 2 defense

  @cr-10.7.4.1.2
  Scenario: CR 10.7.4.1.2: a card leaving the field is seen with the abilities it had there
    Rule(en): Only the evolved face of my follower has a Last Words. Destroyed while evolved, it is looked back at as it was on the field, with that Last Words, which triggers and resolves.
    Rule(ja): 自分のフォロワーは進化後の面にだけラストワードがあります。進化した状態で破壊されると、場にあったときの状態、つまりそのラストワードを持つものとして振り返られ、ラストワードが誘発して解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.1.2

    Given it is my main phase with 0 play points
    And my evolve deck holds "Clause Phoenix"
    And my field holds "Clause Phoenix"
    And my hand holds "Clause Purge"
    When I evolve "Clause Phoenix"
    And I play "Clause Purge"
    Then the action succeeds
    And my leader has 22 defense

  @cr-10.7.4.1.2
  Scenario: CR 10.7.4.1.2: the same follower destroyed unevolved had no Last Words on the field
    Rule(en): Destroyed before it evolved, the follower had no Last Words on the field, so nothing triggers when it leaves.
    Rule(ja): 進化する前に破壊されたフォロワーは場でラストワードを持っていなかったので、場を離れても何も誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.1.2

    Given it is my main phase with 0 play points
    And my field holds "Clause Phoenix"
    And my hand holds "Clause Purge"
    When I play "Clause Purge"
    Then the action succeeds
    And "Clause Phoenix" is in my cemetery
    And my leader has 20 defense
