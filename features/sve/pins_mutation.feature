@sve
Feature: Pins found by mutation testing: behaviour the rulings imply but no scenario checked yet
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). They restate the ruling they strengthen; where they go past what the ruling
  says, the assumption is marked.

  @SVE-EN-047 @cr-5.5
  Scenario: Playing a follower sets off an ability that watches for followers entering my field
    Checks(en): Playing a follower sets off an ability that watches for followers entering my field
    Checks(ja): フォロワーをプレイすると、自分の場にフォロワーが出るのを待つ能力が誘発する
    Source: sve-faq-en, Q&A 47

    Given it is my main phase with 2 play points
    And my field holds "Welcome Banner"
    And my hand holds "Goblin"
    When I play "Goblin"
    Then the action succeeds
    And "Goblin" is on my field
    And my leader has 21 defense

  @SVE-EN-043 @cr-8.2
  Scenario: Playing a card sets off an ability that watches for the cards I play
    Checks(en): Playing a card sets off an ability that watches for the cards I play
    Checks(ja): カードをプレイすると、プレイしたカードを待つ能力が誘発する
    Source: sve-faq-en, Q&A 43

    Given it is my main phase with 2 play points
    And my field holds "Play Tally"
    And my hand holds "Goblin"
    When I play "Goblin"
    Then the action succeeds
    And my leader has 21 defense

  @SVE-EN-037 @cr-10.4
  Scenario: Paying a leader-defense cost takes that much defense from my leader
    Checks(en): Paying a leader-defense cost takes that much defense from my leader
    Checks(ja): リーダーの体力のコストを払うと、その分だけリーダーの体力が減る
    Source: sve-faq-en, Q&A 37

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my leader has 5 defense
    And my field holds "Blood Pact Knight"
    When I activate "Blood Pact Knight"
    Then the action succeeds
    And my leader has 3 defense
    And my hand holds 1 card
    And the event "cost-paid" happened

  @SVE-EN-037 @cr-10.4 @cr-1.2 @assumption
  Scenario: A leader-defense cost may take my leader down to exactly 0
    Checks(en): A leader-defense cost may take my leader down to exactly 0
    Checks(ja): リーダーの体力のコストで、体力をちょうど0にすることはできる
    Source: sve-faq-en, Q&A 37
    Assumption(en): The ruling only refuses a payment that would take the leader below zero and the rules we hold do not say more, so the engine lets the cost take the leader to exactly 0, and a leader at 0 defense loses (CR 1.2).
    Assumption(ja): 裁定が拒否するのは体力がマイナスになる支払いだけで、手元のルールにそれ以上の記述はないため、エンジンは体力がちょうど0になる支払いを認め、体力0のリーダーは敗北します（CR 1.2）。

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my leader has 2 defense
    And my field holds "Blood Pact Knight"
    When I activate "Blood Pact Knight"
    Then the action succeeds
    And my leader has 0 defense
    And my opponent wins the game

  @SVE-EN-065 @cr-13.5 @cr-10.4
  Scenario: Paying leader defense as a cost turns Sanguine on for the rest of my turn
    Checks(en): Paying leader defense as a cost turns Sanguine on for the rest of my turn
    Checks(ja): リーダーの体力をコストで払うと、そのターンの残りは真紅が有効になる
    Source: sve-faq-en, Q&A 65

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds "Blood Pact Knight"
    And my hand holds "Sanguine Blade"
    When I activate "Blood Pact Knight"
    And I play "Sanguine Blade"
    Then the action succeeds
    And my leader has 18 defense
    And my opponent's leader has 17 defense

  @SVE-EN-056 @cr-12.13 @cr-8.4
  Scenario: Combat between two followers without Drain heals neither leader
    Checks(en): Combat between two followers without Drain heals neither leader
    Checks(ja): 《ドレイン》のないフォロワー同士の交戦では、どちらのリーダーの体力も増えない
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 0 play points
    And my field holds "Fighter"
    And my opponent's field holds:
      | card  | state   |
      | Ogre  | engaged |
    When I attack "Ogre" with "Fighter"
    Then "Ogre" has 5 attack and 3 defense
    And my leader has 20 defense
    And my opponent's leader has 20 defense

  @SVE-JA-R019 @cr-7.3 @cr-8.4
  Scenario: I cannot attack with my follower in my opponent's main phase
    Checks(en): I cannot attack with my follower in my opponent's main phase
    Checks(ja): 相手のメインフェイズに、自分のフォロワーで攻撃できない
    Source: sve-summary-ja, rule statement 19

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Fighter"
    When I attack the enemy leader with "Fighter"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged

  @SVE-EN-059 @cr-13.2 @cr-7.2
  Scenario: Combo counts from zero again when my next turn starts
    Checks(en): Combo counts from zero again when my next turn starts
    Checks(ja): 次の自分のターンが始まると、コンボは0から数え直す
    Source: sve-faq-en, Q&A 59

    Given it is my main phase with 2 play points
    And my hand holds:
      | card         | as       |
      | Goblin       | Goblin A |
      | Goblin       | Goblin B |
      | Goblin       | Goblin C |
      | Combo Dancer |          |
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When I play "Goblin A"
    And I play "Goblin B"
    And I end the turn
    And my opponent ends the turn
    And I play "Goblin C"
    And I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-035 @cr-10.4 @cr-8.3
  Scenario: An engaged follower cannot engage again to pay its ability's cost
    Checks(en): An engaged follower cannot engage again to pay its ability's cost
    Checks(ja): アクト状態のフォロワーは、能力のコストとして再びアクトにできない
    Source: sve-faq-en, Q&A 35

    Given it is my main phase with 2 play points
    And my field holds:
      | card          | state   |
      | Engage Sentry | engaged |
    When I activate "Engage Sentry"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-077 @cr-9.1
  Scenario: A destroyed token leaves the game instead of going to the cemetery
    Checks(en): A destroyed token leaves the game instead of going to the cemetery
    Checks(ja): 破壊されたトークンは、墓場へ行かずにゲームから消える
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 1 play point
    And my opponent's field holds "Fairy"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And my opponent's cemetery holds 0 cards
    And my opponent's field holds 0 cards

  @SVE-EN-077 @cr-9.1 @cr-5.5
  Scenario: All the tokens an ability summons may be split between my field and my EX area
    Checks(en): All the tokens an ability summons may be split between my field and my EX area
    Checks(ja): 能力で召喚するトークンは、自分の場とEXエリアに分けて置ける
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 6 play points
    And my hand holds "Aria, Fairy Princess"
    When I play "Aria, Fairy Princess" putting 4 tokens on my field and 5 in my EX area
    Then the action succeeds
    And my field holds 4 "Fairy"
    And my EX area holds 5 "Fairy"

  @SVE-EN-077 @cr-9.1 @cr-5.5
  Scenario: More tokens than the ability summons cannot be asked for
    Checks(en): More tokens than the ability summons cannot be asked for
    Checks(ja): 能力が召喚する数より多くのトークンは求められない
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 6 play points
    And my hand holds "Aria, Fairy Princess"
    When I play "Aria, Fairy Princess" putting 4 tokens on my field and 6 in my EX area
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-062 @cr-13.3
  Scenario: Earth Rite cannot be paid with an amulet that has no Stack counter
    Checks(en): Earth Rite cannot be paid with an amulet that has no Stack counter
    Checks(ja): スタックカウンターのないアミュレットでは、土の秘術を払えない
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my field holds "Test Amulet"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Test Amulet"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-062 @cr-13.3
  Scenario: Earth Rite cannot be paid with my opponent's Stack amulet
    Checks(en): Earth Rite cannot be paid with my opponent's Stack amulet
    Checks(ja): 相手のスタックのアミュレットでは、土の秘術を払えない
    Source: sve-faq-en, Q&A 62

    Given it is my main phase with 1 play point
    And my opponent's field holds "Stack Obelisk"
    And my hand holds "Earth Tremor"
    When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-13.3 @cr-10.4
  Scenario: An Earth Rite payment named for a card without Earth Rite is refused, not ignored
    Rule(en): Only an ability with an Earth Rite cost can be paid with Earth Rite; naming a Stack amulet for any other card is refused and nothing is paid.
    Rule(ja): 土の秘術のコストを持つ能力だけが土の秘術で支払えます。それ以外のカードにスタックのアミュレットを指定すると拒否され、何も支払われません。

    Given it is my main phase with 2 play points
    And my field holds "Stack Obelisk"
    And my hand holds "Fanfare Scholar"
    When I play "Fanfare Scholar" paying Earth Rite with "Stack Obelisk"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-072 @SVE-EN-041 @cr-14.2 @cr-12.2
  Scenario: The Carrots of a racing follower that evolved go face up when it leaves the field
    Checks(en): The Carrots of a racing follower that evolved go face up when it leaves the field
    Checks(ja): 進化した出走中のフォロワーが場を離れると、そのにんじんは表向きになる
    Source: sve-faq-en, Q&A 72
    Source: sve-faq-en, Q&A 41

    Given it is my main phase with 3 play points
    And my evolve deck holds "Special Week"
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    And my hand holds "Final Rest"
    When I evolve "Special Week"
    And I play "Final Rest" targeting "Special Week"
    Then the action succeeds
    And my evolve deck holds 1 face-up "Carrot"
    And my race zone holds 0 cards

  @cr-10.11 @cr-5.29
  Scenario: An ability that deals damage equal to its follower's attack reads the attack the follower has now
    Rule(en): A value about the ability's own card is read when the ability resolves; while that card is still on the field its current attack counts (the last known value is only for a card that has left the field).
    Rule(ja): 能力のカード自身の値は能力の解決時に参照されます。そのカードが場に残っている間は現在の攻撃力を使います（最後の情報は場を離れたカードにだけ使います）。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11 and 5.29

    Given it is my main phase with 1 play point
    And my field holds "Measuring Duelist"
    And my opponent's field holds "Ogre"
    When I activate "Measuring Duelist" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 3 defense

  @cr-13.3 @cr-11.7
  Scenario: Banishing a Stack amulet with one Stack counter costs the counter, and rules handling then destroys it
    Rule(en): A Stack amulet that would leave the field loses one Stack counter and stays instead; one left with no Stack counter is destroyed by rules handling, so it goes to the cemetery, not to the banished zone.
    Rule(ja): スタックを持つアミュレットが場を離れる場合、代わりにスタックカウンターを1つ失って場に残ります。スタックカウンターが0になったアミュレットはルール処理で破壊されるので、消滅ではなく墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 11.7

    Given it is my main phase with 2 play points
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 1  |
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is in my opponent's cemetery

  @cr-13.3
  Scenario: A Stack amulet with three Stack counters that would leave the field loses one and stays
    Rule(en): Each time a Stack amulet would leave the field, exactly one Stack counter is removed instead and the amulet stays.
    Rule(ja): スタックを持つアミュレットが場を離れる場合、そのたびに代わりにスタックカウンターがちょうど1つ取り除かれ、アミュレットは場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 13.3

    Given it is my main phase with 2 play points
    And my opponent's field holds:
      | card          | counters |
      | Stack Obelisk | stack 3  |
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is on my opponent's field
    And "Stack Obelisk" has 2 stack counters
    And the event "stack-counter-removed" happened

  # corrected (CR 13.3.3.2, 11.7.1; the official card Q&A of BP01-063): an amulet left with no Stack counter by an
  # Earth Rite payment goes to the cemetery as part of paying, before the spell's effects (was: banished by them)
  @cr-13.3 @cr-11.7 @cr-13.3.3.2
  Scenario: A Stack amulet whose last Stack counter paid Earth Rite goes to the cemetery before the spell resolves
    Rule(en): Paying Earth Rite with an amulet's last Stack counter puts that amulet into the cemetery as part of the payment, so a banish effect of the same spell no longer finds it on the field.
    Rule(ja): アミュレットの最後のスタックカウンターで土の秘術を支払うと、そのアミュレットは支払いの一部として墓場に置かれるので、同じスペルの消滅効果はもう場にそれを見つけません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 13.3.3.2 and 11.7.1

    Given it is my main phase with 1 play point
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 1  |
    And my hand holds "Rite Unmaking"
    When I play "Rite Unmaking" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And "Stack Obelisk" is in my cemetery

  @cr-5.12 @cr-10.4
  Scenario: A discard cost that asks for a spell is paid with a spell from my hand
    Rule(en): A discard cost always takes its cards from the payer's own hand; when exactly one card there qualifies, it is discarded to pay and the ability resolves.
    Rule(ja): 捨てるコストは常に支払うプレイヤー自身の手札からカードを取ります。条件に合うカードが手札にちょうど1枚なら、それを捨てて支払い、能力が解決されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.12 and 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Spell Burner"
    And my hand holds "Final Rest"
    When I activate "Spell Burner"
    Then the action succeeds
    And "Final Rest" is in my cemetery
    And my hand holds 2 cards

  @cr-5.7 @cr-10.4
  Scenario: A card named to pay a cost that the cost does not need is refused, not ignored
    Rule(en): The cards named to pay a cost must be exactly the ones it takes; naming one card more than the cost needs is refused and nothing is paid.
    Rule(ja): コストの支払いに指定するカードは、コストが取るカードちょうどでなければなりません。必要より1枚多く指定すると拒否され、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.7 and 10.4

    Given it is my main phase with 0 play points
    And my field holds "Pixie Eater"
    And my EX area holds:
      | card          | as       |
      | Forest Sprite | Sprite A |
      | Forest Sprite | Sprite B |
    When I activate "Pixie Eater" paying with "Sprite A" and "Sprite B"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.12 @cr-10.4
  Scenario: A cost of discarding two cards takes both cards of a two-card hand
    Rule(en): A cost that discards a number of cards takes exactly that many; with only that many cards in hand, all of them pay it without a choice.
    Rule(ja): 枚数を指定して捨てるコストは、ちょうどその枚数を取ります。手札がちょうどその枚数なら、選ぶことなくすべてで支払います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.12 and 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Double Scholar"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Fireball    |
    When I activate "Double Scholar"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Fireball" is in my cemetery
    And my hand holds 2 cards

  @cr-3.2 @cr-14.2
  Scenario: The evolution point I name to pay toward a serve is the one spent
    Rule(en): When one evolution point helps pay an evolve or serve cost, the player chooses which of their evolution points is spent; naming one of a given design spends that one and keeps the others.
    Rule(ja): 進化や食事のコストの支払いにEPを1つ使うとき、どのEPを使うかはプレイヤーが選びます。あるデザインのEPを指定すると、そのEPが使われ、ほかのEPは残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 3.2 and 14.2

    Given it is my main phase with 0 play points
    And I have evolution points of the designs "Shadowverse" and "Umamusume"
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week" using my "Umamusume" evolution point
    Then the action succeeds
    And "Special Week" is racing
    And I have evolution points of the designs "Shadowverse"

  @cr-10.6
  Scenario: A Fanfare that selects another follower of mine, with none there, does not wait for a selection
    Rule(en): A card never counts as "another" card for its own ability; when the only follower on my field is the card itself, the selection has no candidate, so the ability selects nothing and the game does not wait for me.
    Rule(ja): カードは自身の能力にとって「他の」カードにはなりません。自分の場のフォロワーがそのカード自身だけなら、選べるカードがないので、能力は何も選ばず、ゲームは自分の選択を待ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 2 play points
    And my hand holds "Luminous Knight"
    When I play "Luminous Knight"
    Then the action succeeds
    And no ability is pending
    And "Luminous Knight" has 3 attack and 1 defense

  @cr-5.18 @cr-10.6
  Scenario: An On Evolve whose chosen option selects a card waits for that selection
    Rule(en): When the chosen option of a "choose one" asks for a selection and a valid card exists, the player selects it before the ability resolves; the game waits for that player.
    Rule(ja): 「1つ選ぶ」で選んだ項目が対象の選択を求め、選べるカードがあるとき、能力の解決の前にプレイヤーがそれを選びます。ゲームはそのプレイヤーを待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.18 and 10.6

    Given it is my main phase with 0 play points
    And my field holds "Twin Fang"
    And my evolve deck holds "Twin Fang"
    And my opponent's field holds "Test Knight"
    When I evolve "Twin Fang" choosing option 2
    Then the action succeeds
    And the game waits for me
    When I select "Test Knight" as the target
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  @cr-8.4 @cr-5.14
  Scenario: A follower that deals 1 more damage deals it to the leader it attacks
    Rule(en): A follower's bonus to the damage it deals also counts in combat with the enemy leader: the leader takes the follower's attack plus the bonus, as combat damage.
    Rule(ja): フォロワーが与えるダメージを増やす効果は、相手リーダーへの攻撃の交戦でも適用されます。リーダーは攻撃力にその増加分を加えたダメージを交戦で受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4 and 5.14

    Given it is my main phase with 0 play points
    And my field holds "Keen Striker"
    When I attack the enemy leader with "Keen Striker"
    Then the action succeeds
    And my opponent's leader has 17 defense
    And the event "combat" happened

  @cr-10.4
  Scenario: A cost of removing one counter cannot be paid by a card without counters
    Rule(en): A cost that removes a counter needs that counter on the card; a card with none of that counter cannot pay even one, and nothing is paid.
    Rule(ja): カウンターを取り除くコストには、そのカードにそのカウンターが必要です。そのカウンターが1つもないカードでは1つ分も支払えず、何も支払われません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.4

    Given it is my main phase with 0 play points
    And my field holds "Charge Keeper"
    When I activate "Charge Keeper"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-10.4 @cr-5.12
  Scenario: A cost with two parts that both take cards from my hand is paid with two different cards
    Rule(en): Each part of a cost takes its own cards: one card discarded and another banished from the hand pay a cost that asks for both, and no card pays two parts.
    Rule(ja): コストの各部分はそれぞれ別のカードを取ります。手札1枚を捨て、別の1枚を消滅させれば、両方を求めるコストを支払えます。1枚のカードが2つの部分を支払うことはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 5.12

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my field holds "Twofold Toll"
    And my hand holds:
      | card        |
      | Test Goblin |
      | Fireball    |
    When I activate "Twofold Toll" paying with "Test Goblin" and "Fireball"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Fireball" is in my banished zone
    And my leader has 12 defense

  @cr-8.4 @cr-5.14
  Scenario: A follower that deals 1 more damage deals it to the follower it attacks
    Rule(en): A follower's bonus to the damage it deals also counts in combat with an enemy follower: a 2-attack follower with 1 more damage destroys a follower with 3 defense.
    Rule(ja): フォロワーが与えるダメージを増やす効果は、相手のフォロワーとの交戦でも適用されます。攻撃力2でダメージが1増えるフォロワーは、体力3のフォロワーを破壊します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4 and 5.14

    Given it is my main phase with 0 play points
    And my field holds "Keen Striker"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    When I attack "Test Knight" with "Keen Striker"
    Then the action succeeds
    And "Test Knight" is in my opponent's cemetery

  @cr-8.4
  Scenario: A follower that cannot attack leaders is refused an attack on the enemy leader
    Rule(en): A follower under "cannot attack leaders" may not declare an attack on a leader; the attack is refused and nothing changes.
    Rule(ja): 「リーダーを攻撃できない」フォロワーは、リーダーへの攻撃を宣言できません。攻撃は拒否され、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 0 play points
    And my field holds "Gate Warden"
    When I attack the enemy leader with "Gate Warden"
    Then the action is refused with reason "cannot-attack"
    And the game state is unchanged

  @cr-8.4
  Scenario: A follower that cannot attack leaders may still attack an enemy follower
    Rule(en): "Cannot attack leaders" forbids only attacks on a leader; the follower may still attack an engaged enemy follower.
    Rule(ja): 「リーダーを攻撃できない」が禁じるのはリーダーへの攻撃だけです。そのフォロワーは、行動済みの相手のフォロワーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.4

    Given it is my main phase with 0 play points
    And my field holds "Gate Warden"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Gate Warden"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery

  @cr-10.6
  Scenario: A spell that selects a leader may select the enemy leader
    Rule(en): An effect that selects a leader may select either leader it allows; here the enemy leader is selected and takes the damage.
    Rule(ja): リーダーを選ぶ効果は、許されたどちらのリーダーも選べます。ここでは相手のリーダーを選び、そのリーダーがダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my main phase with 1 play point
    And my hand holds "Leader Jolt"
    When I play "Leader Jolt" targeting the enemy leader
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-10.6
  Scenario: My opponent's spell that selects either leader may select mine
    Rule(en): "Select a leader" offers both leaders to whichever player plays it; my opponent may select my leader, which takes the damage.
    Rule(ja): 「リーダー1人を選ぶ」は、プレイしたプレイヤーにどちらのリーダーも選ばせます。相手は自分のリーダーを選べ、そのリーダーがダメージを受けます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.6

    Given it is my opponent's main phase and I have 0 play points
    And my opponent's hand holds "Leader Jolt"
    When my opponent plays "Leader Jolt" targeting my leader
    Then the action succeeds
    And my leader has 18 defense
