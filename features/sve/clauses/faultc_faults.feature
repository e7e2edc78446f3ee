@sve
Feature: Faults found by review: what an evolved follower still is, and what is known of a token gone
  An evolved follower is the same card as before it evolved (CR 5.16.2), so every choice and memory that named
  it goes on naming it: the target already chosen for an ability still waiting, the card that set an
  automatic ability off, a card selected for a later part of the same ability, "this card" of an ability that
  stopped for a choice or set an effect aside after evolving its own follower, the attacker or target of an
  attack in progress, and a Ward follower chosen to engage in the end phase. And an effect that reads a card that has left its zone reads it as it last was there (CR 10.11.1),
  even a token, which then ceases to exist.

  @cr-5.16.2 @cr-10.5
  Scenario: CR 5.16.2: a follower targeted by a waiting Fanfare that evolves before the Fanfare is played still takes the damage
    Rule(en): I play a follower whose Fanfare deals 3 damage to my follower of my choice, and I choose my knight. My amulet's ability, set off by the same follower coming into play, waits too; I play it first and it evolves the knight. The evolved knight is the same card, so the Fanfare still deals its 3 damage to it: 3 attack, 6 defense less 3.
    Rule(ja): ファンファーレで自分のフォロワー1体に3ダメージを与えるフォロワーをプレイし、自分のナイトを選びます。同じフォロワーが場に出たことで誘発した自分のアミュレットの能力も待機しており、それを先に使うとナイトは進化します。進化したナイトは同じカードなので、ファンファーレはそのナイトに3ダメージを与えます。攻撃力3、体力は6から3減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.5

    Given it is my main phase with 1 play point
    And I choose the order of my pending abilities
    And my evolve deck holds "Fault Sturdy Knight"
    And my field holds:
      | card                  |
      | Fault Sturdy Knight   |
      | Fault Welcome Evolver |
    And my hand holds "Fault Aim Archer"
    When I play "Fault Aim Archer" targeting "Fault Sturdy Knight"
    Then the action succeeds
    And the game waits for me
    When I resolve the pending ability of "Fault Welcome Evolver" first
    Then the action succeeds
    And "Fault Sturdy Knight" is evolved
    And "Fault Sturdy Knight" has 3 attack and 3 defense

  @cr-5.16.2
  Scenario: CR 5.16.2: a follower that set off a waiting ability and then evolved is still the follower that ability gives +1/+1
    Rule(en): My amulet gives +1/+1 to each follower that comes onto my field. My follower comes into play; its Fanfare evolves it and deals damage equal to its attack, and I play that Fanfare first. The amulet's waiting ability then gives +1/+1 to the evolved follower, the same card that came into play: 5/4.
    Rule(ja): 自分のアミュレットは自分の場に出たフォロワーに+1/+1します。自分のフォロワーが場に出て、そのファンファーレがそれを進化させて攻撃力に等しいダメージを与えます。ファンファーレを先に使うと、待機していたアミュレットの能力は進化したフォロワーに+1/+1します。場に出たのと同じカードだからで、5/4になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 1 play point
    And I choose the order of my pending abilities
    And my evolve deck holds "Fault Rising Archer"
    And my field holds "Fault Welcome Banner"
    And my hand holds "Fault Rising Archer"
    And my opponent's leader has 10 defense
    When I play "Fault Rising Archer"
    Then the action succeeds
    And the game waits for me
    When I resolve the pending ability of "Fault Rising Archer" first
    Then the action succeeds
    And "Fault Rising Archer" is evolved
    And "Fault Rising Archer" has 5 attack and 4 defense
    And my opponent's leader has 6 defense

  @cr-5.16.2
  Scenario: CR 5.16.2: an ability that evolves the follower that set it off gives +1/+1 to that same follower next
    Rule(en): My amulet, when a follower comes onto my field, evolves that follower and then gives that follower +1/+1. The evolved follower is still the follower that came into play, so it gets the +1/+1 on top of its evolved values: 4/7.
    Rule(ja): 自分のアミュレットは、自分の場にフォロワーが出たとき、そのフォロワーを進化させ、その後そのフォロワーに+1/+1します。進化したフォロワーは場に出たフォロワーのままなので、進化後の値に加えて+1/+1され、4/7になります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.16.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Sturdy Knight"
    And my field holds "Fault Welcome Raiser"
    And my hand holds "Fault Sturdy Knight"
    When I play "Fault Sturdy Knight"
    Then the action succeeds
    And "Fault Sturdy Knight" is evolved
    And "Fault Sturdy Knight" has 4 attack and 7 defense

  @cr-5.16.2 @cr-10.6.2.3
  Scenario: CR 5.16.2: a follower selected for two parts of a spell and evolved by the first still takes the second
    Rule(en): My spell evolves a follower of mine I select, then deals 2 damage to a follower of mine I select. I select my knight for both. The first part evolves it; it is the same card, so the second part deals its 2 damage to the evolved knight: 3 attack, 6 defense less 2.
    Rule(ja): 自分のスペルは、選んだ自分のフォロワーを進化させ、その後選んだ自分のフォロワーに2ダメージを与えます。両方で自分のナイトを選びます。最初の部分で進化しても同じカードなので、次の部分は進化したナイトに2ダメージを与えます。攻撃力3、体力は6から2減ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.6.2.3

    Given it is my main phase with 0 play points
    And my evolve deck holds "Fault Sturdy Knight"
    And my field holds "Fault Sturdy Knight"
    And my hand holds "Fault Twofold Spell"
    When I play "Fault Twofold Spell" targeting "Fault Sturdy Knight" and "Fault Sturdy Knight"
    Then the action succeeds
    And "Fault Sturdy Knight" is evolved
    And "Fault Sturdy Knight" has 3 attack and 4 defense

  @cr-5.16.2 @cr-10.6.2.8.2
  Scenario: CR 5.16.2: an ability that evolves its own follower and then waits for a discard still reads the evolved attack afterwards
    Rule(en): My follower's Fanfare evolves it, then has me discard a card of my hand, then deals damage to the enemy leader equal to this card's attack. It stops to let me choose the card to discard; when it goes on, "this card" is still the evolved follower, so the damage is 4.
    Rule(ja): 自分のフォロワーのファンファーレはそれを進化させ、次に自分の手札を1枚捨てさせ、その後相手のリーダーにこのカードの攻撃力に等しいダメージを与えます。捨てるカードを選ぶために処理が止まりますが、再開したときも「このカード」は進化したフォロワーのままなので、ダメージは4です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.6.2.8.2

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Pausing Archer"
    And my hand holds:
      | card                 |
      | Fault Pausing Archer |
      | Test Goblin          |
    And my opponent's leader has 10 defense
    When I play "Fault Pausing Archer"
    Then the action succeeds
    And the game waits for me
    When I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Fault Pausing Archer" is evolved
    And my opponent's leader has 6 defense

  @cr-10.11.1 @cr-5.24.1
  Scenario: CR 10.11.1: the original attack of a token my spell just banished is the one it had on the field
    Rule(en): My spell banishes my token follower, then deals damage to the enemy leader equal to the original attack of that follower. The token ceased to exist as it left the field, but the spell reads it as it last was on the field, with its printed attack 4.
    Rule(ja): 自分のスペルが自分のトークンのフォロワーを消滅させ、その後相手のリーダーにそのフォロワーの元々の攻撃力に等しいダメージを与えます。トークンは場を離れた時点で存在しなくなりますが、スペルは場に最後にあったときの情報を用いるので、印刷された攻撃力の4を読みます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.11.1 and 5.24.1

    Given it is my main phase with 0 play points
    And my field holds "Unseen BP02-T06 Hellflame Dragon"
    And my hand holds "Fault Farewell Measure Spell"
    And my opponent's leader has 10 defense
    When I play "Fault Farewell Measure Spell" targeting "Unseen BP02-T06 Hellflame Dragon"
    Then the action succeeds
    And my field holds 0 cards
    And my opponent's leader has 6 defense

  @cr-10.11.1 @cr-5.24.1
  Scenario: CR 10.11.1: the original attack of a card my spell just banished is its printed attack
    Rule(en): The same spell banishes a follower that is not a token: it is in the banished zone, and the damage is its printed attack, 1.
    Rule(ja): 同じスペルがトークンでないフォロワーを消滅させると、そのカードは消滅領域にあり、ダメージは印刷された攻撃力の1です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 10.11.1 and 5.24.1

    Given it is my main phase with 0 play points
    And my field holds "Test Goblin"
    And my hand holds "Fault Farewell Measure Spell"
    And my opponent's leader has 10 defense
    When I play "Fault Farewell Measure Spell" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my banished zone
    And my opponent's leader has 9 defense

  @cr-5.16.2 @cr-8.4
  Scenario: CR 5.16.2: a follower whose Strike evolves it goes on attacking as the evolved follower
    Rule(en): My follower attacks the enemy leader, and its Strike evolves it. The evolved follower is the same card, so it is still the attacker and deals its evolved attack, 4, to the enemy leader.
    Rule(ja): 自分のフォロワーが相手のリーダーを攻撃し、その攻撃時能力がそれを進化させます。進化したフォロワーは同じカードなので攻撃しているフォロワーのままで、進化後の攻撃力である4のダメージを相手のリーダーに与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 8.4

    Given it is my main phase with 0 play points
    And my evolve deck holds "Fault Charging Knight"
    And my field holds "Fault Charging Knight"
    And my opponent's leader has 10 defense
    When I attack the enemy leader with "Fault Charging Knight"
    Then the action succeeds
    And "Fault Charging Knight" is evolved
    And my opponent's leader has 6 defense

  @cr-5.16.2 @cr-8.4
  Scenario: CR 5.16.2: an attacked follower that evolves in answer is still the one the attack fights
    Rule(en): My knight attacks an enemy follower whose ability evolves it when it is attacked. The evolved follower is the same card, so the attack still reaches it: it takes 2 damage (3 attack, 6 defense less 2) and deals its evolved 3 back, which destroys my knight.
    Rule(ja): 自分のナイトが、攻撃されたときに自身を進化させる相手のフォロワーを攻撃します。進化したフォロワーは同じカードなので攻撃はそのまま続き、それは2ダメージを受け（攻撃力3、体力は6から2減る）、進化後の攻撃力3のダメージを返して自分のナイトを破壊します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 8.4

    Given it is my main phase with 0 play points
    And my field holds "Fault Sturdy Knight"
    And my opponent's evolve deck holds "Fault Bracing Guard"
    And my opponent's field holds an engaged "Fault Bracing Guard"
    When I attack "Fault Bracing Guard" with "Fault Sturdy Knight"
    Then the action succeeds
    And "Fault Bracing Guard" is evolved
    And "Fault Bracing Guard" has 3 attack and 4 defense
    And "Fault Sturdy Knight" is in my cemetery

  @cr-5.16.2 @cr-7.4.3
  Scenario: CR 5.16.2: a Ward follower chosen to engage in the end phase that evolves first still engages
    Rule(en): I end my main phase choosing to engage my reserved Ward follower. At the start of the end phase my amulet evolves my followers, so the Ward follower evolves before it engages. It is the same card, so it still engages, now evolved.
    Rule(ja): 自分のスタンドしている守護のフォロワーをアクトすることを選んでメインフェイズを終了します。エンドフェイズ開始時に自分のアミュレットが自分のフォロワーを進化させるので、守護のフォロワーはアクトする前に進化します。同じカードなので、進化した状態でそのままアクトします。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 7.4.3

    Given it is my main phase with 0 play points
    And my evolve deck holds "Fault Dusk Warden"
    And my field holds:
      | card               |
      | Fault Dusk Warden  |
      | Fault Dusk Evolver |
    When I end my main phase engaging "Fault Dusk Warden"
    Then the action succeeds
    And "Fault Dusk Warden" is evolved
    And "Fault Dusk Warden" is engaged

  @cr-5.16.2 @cr-10.7
  Scenario: CR 5.16.2: an ability that evolves its own follower and then sets an effect aside sets it aside for the evolved follower
    Rule(en): My follower's Fanfare evolves it, then sets aside, for my end phase, damage to the enemy leader equal to this card's attack. The evolved follower is the same card whose ability set the effect aside, so in my end phase the damage is its evolved attack, 4.
    Rule(ja): 自分のフォロワーのファンファーレがそれを進化させ、その後エンドフェイズに相手のリーダーへこのカードの攻撃力に等しいダメージを与える効果を残します。進化したフォロワーは効果を残した能力を持つのと同じカードなので、エンドフェイズのダメージは進化後の攻撃力である4です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.16.2 and 10.7

    Given it is my main phase with 1 play point
    And my evolve deck holds "Fault Rising Parter"
    And my hand holds "Fault Rising Parter"
    And my opponent's leader has 10 defense
    When I play "Fault Rising Parter"
    Then the action succeeds
    And "Fault Rising Parter" is evolved
    When I end my main phase
    Then the action succeeds
    And my opponent's leader has 6 defense
