@sve
Feature: Handling automatic abilities (CR 10.7)
  An event sets off every automatic ability whose trigger condition it meets; each one waits, pending, for the
  next check timing, where it is played and resolved. Some trigger on a card leaving a zone and look back at the
  card as it was there; effects can also set aside an ability that triggers later.

  @cr-10.7.2.1
  Scenario: CR 10.7.2.1: two followers entering together set a "whenever" ability off once for each
    Rule(en): Two Fairies are put onto my field by one effect. My amulet's "whenever a follower is put onto your field" ability triggers once for each of them.
    Rule(ja): 1つの効果で2体のフェアリーが自分の場に出ます。自分のアミュレットの「自分の場にフォロワーが出るたび」の能力は、それぞれについて1回ずつ誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.2.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Bell"
    And my hand holds "Clause Twin Call"
    When I play "Clause Twin Call"
    Then the action succeeds
    And my field holds 3 cards
    And my leader has 22 defense

  @cr-10.7.2.2
  Scenario: CR 10.7.2.2: an ability that triggers once per turn does not trigger a second time in the turn
    Rule(en): My amulet's ability triggers only once per turn. After it has triggered for my first follower, a second follower put onto my field in the same turn does not set it off.
    Rule(ja): 自分のアミュレットの能力は1ターンに1回しか誘発しません。最初のフォロワーで誘発したあと、同じターンに2体目のフォロワーが場に出ても誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.2.2

    Given it is my main phase with 2 play points
    And my field holds "Clause Tally"
    And my hand holds:
      | card        | as       |
      | Test Goblin | Goblin A |
      | Test Goblin | Goblin B |
    When I play "Goblin A"
    And I play "Goblin B"
    Then the action succeeds
    And my leader has 21 defense

  @cr-10.7.2.2
  Scenario: CR 10.7.2.2: a once-per-turn ability set off twice by one event becomes pending only once
    Rule(en): Two Fairies enter my field together. My amulet's once-per-turn ability meets its trigger condition twice at once, but becomes pending only once.
    Rule(ja): 2体のフェアリーが同時に自分の場に出ます。1ターンに1回の能力は誘発条件を同時に2回満たしますが、待機状態になるのは1回だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.2.2

    Given it is my main phase with 0 play points
    And my field holds "Clause Tally"
    And my hand holds "Clause Twin Call"
    When I play "Clause Twin Call"
    Then the action succeeds
    And my leader has 21 defense

  @cr-10.7.3.2
  Scenario: CR 10.7.3.2: a pending ability that cannot be played because it has no target does nothing and is gone
    Rule(en): My follower's Fanfare must select an enemy follower, and there is none. The ability cannot be played: it does nothing and is no longer pending.
    Rule(ja): 自分のフォロワーのファンファーレは相手のフォロワーを選ぶ必要がありますが、1体もいません。その能力はプレイできず、何もせずに待機状態から外れます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.3.2

    Given it is my main phase with 1 play point
    And my hand holds "Clause Herald"
    When I play "Clause Herald"
    Then the action succeeds
    And the event "ability-fizzled" happened
    And no ability is pending
    And my opponent's field holds 0 cards

  @cr-10.7.3.2
  Scenario: CR 10.7.3.2: with a target to select, the same pending ability is played
    Rule(en): With an enemy follower on the field, the same Fanfare can be played: it selects that follower and deals it 1 damage.
    Rule(ja): 相手のフォロワーが場にいれば、同じファンファーレはプレイでき、そのフォロワーを選んで1ダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.3.2

    Given it is my main phase with 1 play point
    And my opponent's field holds "Test Goblin"
    And my hand holds "Clause Herald"
    When I play "Clause Herald"
    And I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" has 1 attack and 1 defense
    And the event "ability-fizzled" did not happen

  @cr-10.7.4 @cr-10.7.4.1
  Scenario: CR 10.7.4.1: Last Words triggers when its card leaves the field, although the card is no longer there
    Rule(en): A follower's Last Words is set off by the card leaving the field for the cemetery; the game looks back at the card as it was on the field, so the ability triggers and resolves.
    Rule(ja): フォロワーのラストワードは、そのカードが場から墓場に移ることで誘発します。場にあったときのカードを振り返って判断するので、能力は誘発して解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.7.4 and 10.7.4.1

    Given it is my main phase with 0 play points
    And my field holds "Last Words Imp"
    And my opponent's deck holds 3 cards
    And my deck holds 3 cards
    And my hand holds "Clause Purge"
    When I play "Clause Purge"
    Then the action succeeds
    And "Last Words Imp" is in my cemetery
    And the event "ability-resolved" happened

  @cr-10.7.4.2
  Scenario: CR 10.7.4.2: "whenever another card leaves" triggers for cards that leave together with its own card
    Rule(en): My follower's ability triggers whenever another card of mine leaves the field. When every follower is destroyed at once, it looks back at the moment they all left together, so it triggers for my other follower too.
    Rule(ja): 自分のフォロワーの能力は、自分の他のカードが場を離れるたびに誘発します。すべてのフォロワーが同時に破壊されたときは、そろって離れたその時点を振り返るので、自分の他のフォロワーについても誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card           |
      | Clause Mourner |
      | Test Goblin    |
    And my hand holds "Clause Purge"
    When I play "Clause Purge"
    Then the action succeeds
    And "Clause Mourner" is in my cemetery
    And my leader has 21 defense

  @cr-10.7.4.2 @cr-11.3.1
  Scenario: CR 10.7.4.2: followers that rules handling destroys together see each other leave
    Rule(en): My spell deals 2 damage to every follower; rules handling then destroys my two followers at the same time. My follower that reacts whenever another card of mine leaves the field looks back at that moment, so it triggers for the other one.
    Rule(ja): 自分のスペルがすべてのフォロワーに2ダメージを与え、ルール処理が自分のフォロワー2体を同時に破壊します。自分の他のカードが場を離れるたびに反応するフォロワーは、その時点を振り返るので、もう1体について誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.4.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card           |
      | Clause Mourner |
      | Test Goblin    |
    And my hand holds "Clause Quake"
    When I play "Clause Quake"
    Then the action succeeds
    And "Clause Mourner" is in my cemetery
    And "Test Goblin" is in my cemetery
    And my leader has 21 defense

  @cr-10.7.5 @cr-10.7.5.1
  Scenario: CR 10.7.5.1: an ability an effect sets aside triggers at the time it names, once
    Rule(en): My spell sets aside "at the start of your end phase, your leader gains 2 defense". It triggers in this turn's end phase, and only there: my next end phase does not set it off again.
    Rule(ja): 自分のスペルは「自分のエンドフェイズ開始時、自分のリーダーの体力を2増やす」能力を残します。それはこのターンのエンドフェイズに誘発し、そこでだけ誘発します。次の自分のエンドフェイズには再び誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.7.5 and 10.7.5.1

    Given it is my main phase with 0 play points
    And my deck holds 5 cards
    And my opponent's deck holds 5 cards
    And my hand holds "Clause Omen"
    When I play "Clause Omen"
    Then my leader has 20 defense
    When I end the turn
    Then my leader has 22 defense
    When my opponent ends the turn
    And I end the turn
    Then my leader has 22 defense

  @cr-10.7.7
  Scenario: CR 10.7.7: a pending ability resolves even after its card has left the field
    Rule(en): My follower's two Fanfares trigger together. I play first the one that destroys the follower; the other one was already pending and still resolves though its card is now in the cemetery.
    Rule(ja): 自分のフォロワーの2つのファンファーレが同時に誘発します。先にそのフォロワーを破壊する方をプレイしても、もう一方はすでに待機状態なので、カードが墓場にあっても解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.7

    Given it is my main phase with 1 play point
    And I choose the order of my pending abilities
    And my hand holds "Clause Martyr"
    When I play "Clause Martyr"
    Then the pending abilities are:
      | player | card          | trigger |
      | me     | Clause Martyr | fanfare |
      | me     | Clause Martyr | fanfare |
    When I resolve the pending ability of "Clause Martyr" first
    Then the action succeeds
    And "Clause Martyr" is in my cemetery
    And my leader has 21 defense
