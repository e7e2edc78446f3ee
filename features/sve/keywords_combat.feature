@sve
Feature: Combat keywords: Ward, Storm, Rush, Assail, Intimidate, Drain, Bane, Aura
  Keyword abilities that change who may attack, who may be attacked, what combat does,
  and who may be selected (CR 12.8 to 12.15). One scenario per behaviour a definition states.

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: An engaged Ward follower keeps the enemy leader from being attacked
    Q(en): What does Ward mean?
    A(en): Ward is a keyword of followers. While an engaged follower with Ward is on a field, nothing else on that field, its leader included, may be attacked. When several engaged Ward followers are on the same field, the attacking player picks which of them to attack.
    Q(ja): 《守護》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。アクト状態の《守護》フォロワーが場にいる間、リーダーを含むその場のほかのものは攻撃できません。同じ場にアクト状態の《守護》フォロワーが複数いれば、攻撃する側がどれを攻撃するか選びます。
    Checks(en): An engaged Ward follower keeps the enemy leader from being attacked
    Checks(ja): アクト状態の《守護》フォロワーがいると、相手のリーダーは攻撃できない
    Source: sve-faq-en, Q&A 51

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card       | state   |
      | Ward Guard | engaged |
    When I attack the enemy leader with "Test Knight"
    Then the action is refused with reason "ward"
    And the game state is unchanged

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: An engaged Ward follower keeps other engaged followers from being attacked
    Checks(en): An engaged Ward follower keeps other engaged followers from being attacked
    Checks(ja): アクト状態の《守護》フォロワーがいると、ほかのアクト状態のフォロワーは攻撃できない
    Source: sve-faq-en, Q&A 51

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card       | state   |
      | Ward Guard | engaged |
      | Test Fighter    | engaged |
    When I attack "Test Fighter" with "Test Knight"
    Then the action is refused with reason "ward"
    And the game state is unchanged

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: With two engaged Ward followers the attacker picks either one
    Checks(en): With two engaged Ward followers the attacker picks either one
    Checks(ja): アクト状態の《守護》フォロワーが2体いれば、攻撃する側がどちらかを選ぶ
    Source: sve-faq-en, Q&A 51

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card         | as           | state   |
      | Ward Guard   | Ward Guard A | engaged |
      | Dusk Watcher | Dusk Watcher | engaged |
    When I attack "Dusk Watcher" with "Test Knight"
    Then the action succeeds
    And "Dusk Watcher" is in my opponent's cemetery
    And "Ward Guard A" has 1 attack and 3 defense

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: A reserved Ward follower does not shield its leader
    Checks(en): A reserved Ward follower does not shield its leader
    Checks(ja): スタンド状態の《守護》フォロワーは、リーダーを守らない
    Source: sve-faq-en, Q&A 51

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card       | state    |
      | Ward Guard | reserved |
    When I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @SVE-EN-068 @cr-12.8 @cr-12.11
  Scenario: Assail does not get past an engaged Ward follower
    Q(en): May a follower with Assail ignore an engaged enemy Ward follower and attack another follower?
    A(en): No. The engaged Ward follower has to be attacked first.
    Q(ja): 《指定攻撃》を持つフォロワーは、アクト状態の相手の《守護》フォロワーを無視して他のフォロワーを攻撃できますか？
    A(ja): いいえ。先にアクト状態の《守護》フォロワーを攻撃しなければなりません。
    Checks(en): Assail does not get past an engaged Ward follower
    Checks(ja): 《指定攻撃》でも、アクト状態の《守護》フォロワーを越えて攻撃できない
    Source: sve-faq-en, Q&A 68

    Given it is my main phase with 3 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds:
      | card       | state    |
      | Ward Guard | engaged  |
      | Test Fighter    | reserved |
    When I attack "Test Fighter" with "Assail Hawk"
    Then the action is refused with reason "ward"
    And the game state is unchanged

  @SVE-EN-068 @cr-12.8 @cr-12.11
  Scenario: SVE-EN-068: the engaged Ward follower is the one the Assail follower attacks
    Checks(en): "Attacked first": with the same board, the Assail follower attacks the engaged Ward follower
    Checks(ja): 「先に攻撃しなければならない」：同じ場で、【指定攻撃】のフォロワーはアクト状態の【守護】フォロワーを攻撃できる
    Source: sve-faq-en, Q&A 68

    Given it is my main phase with 3 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds:
      | card         | state    |
      | Ward Guard   | engaged  |
      | Test Fighter | reserved |
    When I attack "Ward Guard" with "Assail Hawk"
    Then the action succeeds
    And the event "combat" happened

  @SVE-EN-052 @cr-12.9 @cr-8.4
  Scenario: A Storm follower attacks the enemy leader the turn it is played
    Q(en): What does Storm mean?
    A(en): Storm is a keyword of followers. From the turn it arrives, a Storm follower can attack the opposing leader as well as engaged opposing followers.
    Q(ja): 《疾走》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《疾走》のフォロワーは場に出たそのターンから、相手のリーダーとアクト状態の相手のフォロワーを攻撃できます。
    Checks(en): A Storm follower attacks the enemy leader the turn it is played
    Checks(ja): 《疾走》のフォロワーは、プレイしたターンに相手のリーダーを攻撃できる
    Source: sve-faq-en, Q&A 52

    Given it is my main phase with 3 play points
    And my hand holds "Storm Rider"
    When I play "Storm Rider"
    And I attack the enemy leader with "Storm Rider"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-EN-052 @cr-12.9 @cr-8.4
  Scenario: A Storm follower attacks an engaged follower the turn it is played
    Checks(en): A Storm follower attacks an engaged follower the turn it is played
    Checks(ja): 《疾走》のフォロワーは、プレイしたターンにアクト状態のフォロワーを攻撃できる
    Source: sve-faq-en, Q&A 52

    Given it is my main phase with 3 play points
    And my hand holds "Storm Rider"
    And my opponent's field holds:
      | card   | state   |
      | Test Goblin | engaged |
    When I play "Storm Rider"
    And I attack "Test Goblin" with "Storm Rider"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-052 @cr-12.9 @cr-8.4
  Scenario: SVE-EN-052: a follower without Storm does not attack the turn it is played
    Checks(en): The same-turn attack comes from Storm: a follower without it, played this turn, is refused against the enemy leader and nothing changes
    Checks(ja): 出たターンに攻撃できるのは【疾走】があるから：それを持たないフォロワーは、出たターンに相手のリーダーを攻撃できず、何も変わらない
    Source: sve-faq-en, Q&A 52

    Given it is my main phase with 3 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-EN-053 @cr-12.10 @cr-8.4
  Scenario: A Rush follower attacks an engaged follower the turn it is played
    Q(en): What does Rush mean?
    A(en): Rush is a keyword of followers. A follower with Rush may attack engaged enemy followers on the very turn it came onto the field.
    Q(ja): 《突進》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《突進》のフォロワーは場に出たそのターンから、アクト状態の相手のフォロワーを攻撃できます。
    Checks(en): A Rush follower attacks an engaged follower the turn it is played
    Checks(ja): 《突進》のフォロワーは、プレイしたターンにアクト状態のフォロワーを攻撃できる
    Source: sve-faq-en, Q&A 53

    Given it is my main phase with 3 play points
    And my hand holds "Rush Wolf"
    And my opponent's field holds:
      | card   | state   |
      | Test Goblin | engaged |
    When I play "Rush Wolf"
    And I attack "Test Goblin" with "Rush Wolf"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-053 @cr-12.10 @cr-8.4
  Scenario: A Rush follower cannot attack the leader the turn it is played
    Checks(en): A Rush follower cannot attack the leader the turn it is played (the answer names engaged enemy followers only; the leader stays out of reach, CR 12.10)
    Checks(ja): 《突進》のフォロワーは、プレイしたターンにリーダーを攻撃できない（回答が挙げるのはアクト状態の相手のフォロワーだけで、リーダーは攻撃できない。CR 12.10）
    Source: sve-faq-en, Q&A 53

    Given it is my main phase with 3 play points
    And my hand holds "Rush Wolf"
    When I play "Rush Wolf"
    And I attack the enemy leader with "Rush Wolf"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-EN-053 @cr-12.10 @cr-8.4
  Scenario: SVE-EN-053: a Rush follower cannot attack a reserved enemy follower the turn it is played
    Checks(en): The followers Rush lets it attack are the engaged ones: a reserved enemy follower is refused as its target, and nothing changes
    Checks(ja): 《突進》で攻撃できるのはアクト状態のフォロワー：スタンド状態の相手のフォロワーは攻撃先にできず、何も変わらない
    Source: sve-faq-en, Q&A 53

    Given it is my main phase with 3 play points
    And my hand holds "Rush Wolf"
    And my opponent's field holds "Test Goblin"
    When I play "Rush Wolf"
    And I attack "Test Goblin" with "Rush Wolf"
    Then the action is refused with reason "target-reserved"
    And the game state is unchanged

  @SVE-EN-054 @cr-12.11 @cr-8.4
  Scenario: An Assail follower may attack a reserved enemy follower
    Q(en): What does Assail mean?
    A(en): Assail is a keyword of followers: besides the usual targets, a follower with Assail may also attack reserved enemy followers.
    Q(ja): 《指定攻撃》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《指定攻撃》のフォロワーは、通常の攻撃先に加えてスタンド状態の相手のフォロワーも攻撃できます。
    Checks(en): An Assail follower may attack a reserved enemy follower
    Checks(ja): 《指定攻撃》のフォロワーは、スタンド状態の相手のフォロワーを攻撃できる
    Source: sve-faq-en, Q&A 54

    Given it is my main phase with 3 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds:
      | card   | state    |
      | Test Goblin | reserved |
    When I attack "Test Goblin" with "Assail Hawk"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-054 @cr-12.11 @cr-8.4
  Scenario: SVE-EN-054: without Assail a reserved enemy follower is not a target
    Checks(en): The reserved target comes from Assail: a follower without it that has been on the field since the turn began is refused against the same reserved follower, and nothing changes
    Checks(ja): スタンド状態の相手を攻撃できるのは《指定攻撃》があるから：それを持たないフォロワーは、同じスタンド状態のフォロワーを攻撃できず、何も変わらない
    Source: sve-faq-en, Q&A 54

    Given it is my main phase with 3 play points
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        | state    |
      | Test Goblin | reserved |
    When I attack "Test Goblin" with "Test Fighter"
    Then the action is refused with reason "target-reserved"
    And the game state is unchanged

  @SVE-EN-054 @cr-12.11 @cr-8.4
  Scenario: SVE-EN-054: an Assail follower still attacks the usual targets
    Checks(en): Assail adds a target and takes none away: the same Assail follower attacks the enemy leader
    Checks(ja): 《指定攻撃》は攻撃先を加えるだけで減らさない：同じ《指定攻撃》のフォロワーは相手のリーダーを攻撃できる
    Source: sve-faq-en, Q&A 54

    Given it is my main phase with 3 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds:
      | card        | state    |
      | Test Goblin | reserved |
    When I attack the enemy leader with "Assail Hawk"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-EN-055 @cr-12.12 @cr-8.4
  Scenario: An Intimidate follower cannot be attacked even when engaged
    Q(en): What does Intimidate mean?
    A(en): Intimidate is a keyword of followers: enemy followers cannot attack a follower that has it.
    Q(ja): 《威圧》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《威圧》を持つフォロワーは、相手のフォロワーに攻撃されません。
    Checks(en): An Intimidate follower cannot be attacked even when engaged
    Checks(ja): 《威圧》のフォロワーは、アクト状態でも攻撃されない
    Source: sve-faq-en, Q&A 55

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card               | state   |
      | Intimidating Giant | engaged |
    When I attack "Intimidating Giant" with "Ogre"
    Then the action is refused with reason "intimidate"
    And the game state is unchanged

  @SVE-EN-055 @cr-12.12 @cr-8.4
  Scenario: SVE-EN-055: an engaged enemy follower without Intimidate is attacked
    Checks(en): The refusal comes from Intimidate: the same attacker attacks an engaged enemy follower without it
    Checks(ja): 攻撃できないのは【威圧】があるから：同じフォロワーで、【威圧】を持たないアクト状態の相手のフォロワーは攻撃できる
    Source: sve-faq-en, Q&A 55

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card         | state   |
      | Test Fighter | engaged |
    When I attack "Test Fighter" with "Ogre"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery

  @SVE-EN-056 @cr-12.13 @cr-8.4
  Scenario: Drain heals its leader by the damage dealt to the enemy leader
    Q(en): What does Drain mean?
    A(en): Drain is a keyword of followers. Whenever a Drain follower deals damage to the opposing leader or to an opposing follower, its own leader gains that much defense.
    Q(ja): 《ドレイン》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《ドレイン》のフォロワーが相手のリーダーや相手のフォロワーにダメージを与えると、与えたダメージと同じだけ自分のリーダーの体力が増えます。
    Checks(en): Drain heals its leader by the damage dealt to the enemy leader
    Checks(ja): 《ドレイン》は、相手のリーダーに与えたダメージだけ自分のリーダーの体力を増やす
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 3 play points
    And my field holds "Drain Bat"
    And my leader has 10 defense
    When I attack the enemy leader with "Drain Bat"
    Then my opponent's leader has 18 defense
    And my leader has 12 defense

  @SVE-EN-056 @cr-12.13 @cr-8.4
  Scenario: Drain heals its leader by the combat damage dealt to an enemy follower
    Checks(en): Drain heals its leader by the combat damage dealt to an enemy follower
    Checks(ja): 《ドレイン》は、相手のフォロワーに与えた交戦ダメージだけ自分のリーダーの体力を増やす
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 3 play points
    And my field holds "Drain Bat"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Drain Bat"
    Then "Ogre" has 5 attack and 3 defense
    And my leader has 22 defense

  @SVE-EN-056 @cr-12.13 @cr-12.13.2.2 @cr-8.4 @assumption
  Scenario: Drain does not heal by the damage a Drain follower deals back when it is attacked
    Checks(en): A Drain follower that is attacked deals damage back without healing its leader
    Checks(ja): 攻撃された《ドレイン》のフォロワーが反撃でダメージを与えても、リーダーの体力は増えない
    Assumption(en): The FAQ's answer speaks of any damage a Drain follower deals; the newer Comprehensive Rules (v1.26.1, clauses 12.13.2 to 12.13.2.2) count only the attack damage it deals as the attacker, not damage dealt back when it is attacked nor damage dealt by abilities. The engine follows the newer rules.
    Assumption(ja): FAQの回答は《ドレイン》のフォロワーが与えるダメージ全般について述べていますが、より新しい総合ルール（v1.26.1、12.13.2〜12.13.2.2）は、攻撃する側として与えた攻撃によるダメージだけを数え、攻撃されたときの反撃や能力によるダメージは数えません。エンジンは新しいルールに従います。
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card      | state   |
      | Drain Bat | engaged |
    When I attack "Drain Bat" with "Ogre"
    Then "Ogre" has 5 attack and 3 defense
    And my opponent's leader has 20 defense

  @cr-12.13 @cr-12.13.2.2 @cr-8.4
  Scenario: A defending Drain follower does not heal its leader by the damage it deals back
    Q(en): Does Drain also work when the Drain follower is the one being attacked and deals damage back?
    A(en): No. Drain counts only the attack damage its follower deals as the attacker; damage dealt back while being attacked is not attack damage.
    Q(ja): 攻撃された側の《ドレイン》フォロワーが反撃のダメージを与えたときも、《ドレイン》は働きますか？
    A(ja): いいえ。《ドレイン》が数えるのは、そのフォロワーが攻撃する側として与えた攻撃によるダメージだけです。攻撃されている間に与えたダメージはそれに当たりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.2 to 12.13.2.2

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card      | state   |
      | Drain Bat | engaged |
    When I attack "Drain Bat" with "Ogre"
    Then "Ogre" has 5 attack and 3 defense
    And my opponent's leader has 20 defense

  @SVE-EN-057 @cr-12.14 @cr-8.4
  Scenario: A follower attacked by a Bane follower is destroyed after combat damage
    Q(en): What does Bane mean?
    A(en): Bane is a keyword of followers. A follower that fights a follower with Bane, attacking it or attacked by it, is destroyed once combat damage has been dealt.
    Q(ja): 《必殺》とはどういう意味ですか？
    A(ja): フォロワーが持つキーワード能力です。《必殺》のフォロワーを攻撃した、またはそれに攻撃されたフォロワーは、ダメージを与え合ったあとに破壊されます。
    Checks(en): A follower attacked by a Bane follower is destroyed after combat damage
    Checks(ja): 《必殺》のフォロワーに攻撃されたフォロワーは、交戦ダメージの後に破壊される
    Source: sve-faq-en, Q&A 57

    Given it is my main phase with 3 play points
    And my field holds "Bane Snake"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Bane Snake"
    Then "Ogre" is in my opponent's cemetery
    And "Bane Snake" is in my cemetery
    And these events happened in this order:
      | event      |
      | combat     |
      | left-field |

  @SVE-EN-057 @cr-12.14 @cr-8.4
  Scenario: A follower that attacks a Bane follower is destroyed after combat damage
    Checks(en): A follower that attacks a Bane follower is destroyed after combat damage
    Checks(ja): 《必殺》のフォロワーを攻撃したフォロワーは、交戦ダメージの後に破壊される
    Source: sve-faq-en, Q&A 57

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card       | state   |
      | Bane Snake | engaged |
    When I attack "Bane Snake" with "Ogre"
    Then "Ogre" is in my cemetery
    And "Bane Snake" is in my opponent's cemetery

  @SVE-EN-058 @cr-12.15 @cr-10.6
  Scenario: An enemy spell cannot select a follower with Aura
    Q(en): What does Aura mean?
    A(en): Aura is a keyword a card may have. The opponent's cards and abilities cannot select a card with Aura.
    Q(ja): 《オーラ》とはどういう意味ですか？
    A(ja): カードが持つキーワード能力です。《オーラ》を持つカードは、相手のカードや能力で選ぶことができません。
    Checks(en): An enemy spell cannot select a follower with Aura
    Checks(ja): 相手のスペルは《オーラ》のフォロワーを選べない
    Source: sve-faq-en, Q&A 58

    Given it is my main phase with 3 play points
    And my hand holds "Fireball"
    And my opponent's field holds:
      | card        |
      | Aura Spirit |
      | Test Fighter     |
    When I play "Fireball" targeting "Aura Spirit"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-EN-058 @cr-12.15 @cr-12.4
  Scenario: An enemy Fanfare finds nothing to select when only an Aura follower is there
    Checks(en): An enemy Fanfare finds nothing to select when only an Aura follower is there
    Checks(ja): 《オーラ》のフォロワーしかいなければ、相手のファンファーレには選べる対象がない
    Source: sve-faq-en, Q&A 58

    Given it is my main phase with 3 play points
    And my hand holds "Fanfare Archer"
    And my opponent's field holds "Aura Spirit"
    When I play "Fanfare Archer"
    Then the action succeeds
    And "Fanfare Archer" is on my field
    And "Aura Spirit" has 2 attack and 2 defense
    And the event "ability-fizzled" happened

  @SVE-EN-058 @cr-12.15
  Scenario: My own spell may select my follower with Aura
    Checks(en): My own spell may select my follower with Aura
    Checks(ja): 自分のスペルは、自分の《オーラ》のフォロワーを選べる
    Source: sve-faq-en, Q&A 58

    Given it is my main phase with 3 play points
    And my hand holds "Iron Skin"
    And my field holds "Aura Spirit"
    When I play "Iron Skin" targeting "Aura Spirit"
    Then the action succeeds
    And "Aura Spirit" has 2 attack and 5 defense

  @cr-12.13 @cr-12.13.2.2
  Scenario: Damage dealt by the ability of a Drain follower does not heal its leader
    Q(en): Does Drain count damage the follower deals with its own abilities, not only in combat?
    A(en): No. Drain counts only the attack damage the follower deals when it attacks; damage from its abilities leaves its leader's defense unchanged.
    Q(ja): 【ドレイン】は、フォロワー自身の能力で与えたダメージにも働きますか？
    A(ja): いいえ。【ドレイン】が数えるのは、そのフォロワーが攻撃して与えた攻撃によるダメージだけです。能力で与えたダメージではリーダーの体力は変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.13.2 and 12.13.2.2

    Given it is my main phase with 3 play points
    And my hand holds "Leeching Archer"
    And my opponent's field holds "Ogre"
    When I play "Leeching Archer" targeting "Ogre"
    Then "Ogre" has 5 attack and 3 defense
    And my leader has 20 defense
    And the event "drained" did not happen

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: SVE-EN-051: with two engaged Ward followers the first one may be attacked as well
    Checks(en): The attacking player chooses among the Ward followers: with the same two engaged, attacking the other one is also allowed, and the one not chosen is untouched
    Checks(ja): 攻撃する側が守護のフォロワーの中から選ぶ：同じ2体がアクト状態なら、もう一方を攻撃することもでき、選ばれなかった方はそのまま
    Source: sve-faq-en, Q&A 51

    Given it is my main phase with 3 play points
    And my field holds "Test Knight"
    And my opponent's field holds:
      | card         | as           | state   |
      | Ward Guard   | Ward Guard A | engaged |
      | Dusk Watcher | Dusk Watcher | engaged |
    When I attack "Ward Guard A" with "Test Knight"
    Then the action succeeds
    And "Ward Guard A" is in my opponent's cemetery
    And "Dusk Watcher" has 1 attack and 3 defense
