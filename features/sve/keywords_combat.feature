@sve
Feature: Combat keywords: Ward, Storm, Rush, Assail, Intimidate, Drain, Bane, Aura
  Keyword abilities that change who may attack, who may be attacked, what combat does,
  and who may be selected (CR 12.8 to 12.15). One scenario per behaviour a definition states.

  @SVE-EN-051 @cr-12.8 @cr-8.4
  Scenario: An engaged Ward follower keeps the enemy leader from being attacked
    Q(en): What does Ward do to an attack on the leader?
    A(en): While an engaged follower with Ward is on the field, nothing else on that side may be attacked, the leader included.
    Q(ja): 《守護》はリーダーへの攻撃にどう影響しますか？
    A(ja): アクト状態の《守護》を持つフォロワーが場にいる間、リーダーを含むそれ以外のものは攻撃できません。
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
    Q(en): May I attack an engaged follower without Ward while an engaged Ward follower stands beside it?
    A(en): No. The engaged Ward follower is the only thing on that field that may be attacked.
    Q(ja): アクト状態の《守護》フォロワーがいるとき、《守護》を持たないアクト状態のフォロワーを攻撃できますか？
    A(ja): いいえ。その場で攻撃できるのはアクト状態の《守護》フォロワーだけです。
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
    Q(en): When several engaged Ward followers are on one field, which of them must be attacked?
    A(en): Any of them: the attacking player chooses among the engaged Ward followers.
    Q(ja): 同じ場にアクト状態の《守護》フォロワーが複数いるとき、どれを攻撃しなければなりませんか？
    A(ja): どれでもかまいません。攻撃する側が、アクト状態の《守護》フォロワーの中から選びます。
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
    Q(en): My opponent's Ward follower is reserved, not engaged. Must I still attack it first?
    A(en): No. Ward restricts attacks only while its follower is engaged, so the enemy leader may be attacked.
    Q(ja): 相手の《守護》を持つフォロワーがスタンド状態です。それでも先にそのフォロワーを攻撃しなければなりませんか？
    A(ja): いいえ。《守護》が攻撃先を縛るのはそのフォロワーがアクト状態の間だけなので、相手のリーダーを攻撃できます。
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
    Q(ja): 《突進》を持つフォロワーは、アクト状態の相手の《守護》フォロワーを無視して他のフォロワーを攻撃できますか？
    A(ja): いいえ。先にアクト状態の《守護》フォロワーを攻撃しなければなりません。
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

  @SVE-EN-052 @cr-12.9 @cr-8.4
  Scenario: A Storm follower attacks the enemy leader the turn it is played
    Q(en): What does Storm let a follower attack on the turn it came onto the field?
    A(en): The enemy leader, as well as engaged enemy followers.
    Q(ja): 《疾走》は場に出たターンのフォロワーに何を攻撃させますか？
    A(ja): 相手のリーダーと、アクト状態の相手のフォロワーを攻撃できます。
    Source: sve-faq-en, Q&A 52

    Given it is my main phase with 3 play points
    And my hand holds "Storm Rider"
    When I play "Storm Rider"
    And I attack the enemy leader with "Storm Rider"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @SVE-EN-052 @cr-12.9 @cr-8.4
  Scenario: A Storm follower attacks an engaged follower the turn it is played
    Q(en): May a Storm follower that came onto the field this turn attack an engaged enemy follower?
    A(en): Yes. Storm allows attacks on engaged enemy followers on its first turn too.
    Q(ja): このターンに場に出た《疾走》フォロワーは、アクト状態の相手のフォロワーを攻撃できますか？
    A(ja): はい。《疾走》なら場に出たターンでもアクト状態の相手のフォロワーを攻撃できます。
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

  @SVE-EN-053 @cr-12.10 @cr-8.4
  Scenario: A Rush follower attacks an engaged follower the turn it is played
    Q(en): What does Rush let a follower attack on the turn it came onto the field?
    A(en): Engaged enemy followers.
    Q(ja): 《速攻》は場に出たターンのフォロワーに何を攻撃させますか？
    A(ja): アクト状態の相手のフォロワーを攻撃できます。
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
    Q(en): Does Rush also let a follower attack the enemy leader on the turn it came onto the field?
    A(en): No. Rush only covers engaged enemy followers.
    Q(ja): 《速攻》のフォロワーは場に出たターンに相手のリーダーも攻撃できますか？
    A(ja): いいえ。《速攻》で攻撃できるのはアクト状態の相手のフォロワーだけです。
    Source: sve-faq-en, Q&A 53

    Given it is my main phase with 3 play points
    And my hand holds "Rush Wolf"
    When I play "Rush Wolf"
    And I attack the enemy leader with "Rush Wolf"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-EN-054 @cr-12.11 @cr-8.4
  Scenario: An Assail follower may attack a reserved enemy follower
    Q(en): What does Assail let a follower attack?
    A(en): Reserved enemy followers as well as the usual targets.
    Q(ja): 《突進》を持つフォロワーは何を攻撃できますか？
    A(ja): 通常の攻撃先に加えて、スタンド状態の相手のフォロワーも攻撃できます。
    Source: sve-faq-en, Q&A 54

    Given it is my main phase with 3 play points
    And my field holds "Assail Hawk"
    And my opponent's field holds:
      | card   | state    |
      | Test Goblin | reserved |
    When I attack "Test Goblin" with "Assail Hawk"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-055 @cr-12.12 @cr-8.4
  Scenario: An Intimidate follower cannot be attacked even when engaged
    Q(en): What does Intimidate do?
    A(en): A follower with Intimidate cannot be attacked by enemy followers.
    Q(ja): 《威圧》とはどんな能力ですか？
    A(ja): 《威圧》を持つフォロワーは、相手のフォロワーに攻撃されません。
    Source: sve-faq-en, Q&A 55

    Given it is my main phase with 3 play points
    And my field holds "Ogre"
    And my opponent's field holds:
      | card               | state   |
      | Intimidating Giant | engaged |
    When I attack "Intimidating Giant" with "Ogre"
    Then the action is refused with reason "intimidate"
    And the game state is unchanged

  @SVE-EN-056 @cr-12.13 @cr-8.4
  Scenario: Drain heals its leader by the damage dealt to the enemy leader
    Q(en): What does Drain do when its follower damages the enemy leader?
    A(en): Its own leader's defense goes up by the damage dealt.
    Q(ja): 《ドレイン》のフォロワーが相手のリーダーにダメージを与えると、どうなりますか？
    A(ja): 与えたダメージと同じだけ、自分のリーダーの体力が増えます。
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 3 play points
    And my field holds "Drain Bat"
    And my leader has 10 defense
    When I attack the enemy leader with "Drain Bat"
    Then my opponent's leader has 18 defense
    And my leader has 12 defense

  @SVE-EN-056 @cr-12.13 @cr-8.4
  Scenario: Drain heals its leader by the combat damage dealt to an enemy follower
    Q(en): What does Drain do when its follower damages an enemy follower in combat?
    A(en): Its own leader's defense goes up by the damage that follower dealt.
    Q(ja): 《ドレイン》のフォロワーが交戦で相手のフォロワーにダメージを与えると、どうなりますか？
    A(ja): 与えたダメージと同じだけ、自分のリーダーの体力が増えます。
    Source: sve-faq-en, Q&A 56

    Given it is my main phase with 3 play points
    And my field holds "Drain Bat"
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Drain Bat"
    Then "Ogre" has 5 attack and 3 defense
    And my leader has 22 defense

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
    Q(en): What happens to a follower that a Bane follower attacks?
    A(en): Once combat damage has been dealt, that follower is destroyed.
    Q(ja): 《必殺》のフォロワーに攻撃されたフォロワーはどうなりますか？
    A(ja): 交戦のダメージを与え合った後、そのフォロワーは破壊されます。
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
    Q(en): What happens to a follower that attacks a Bane follower?
    A(en): Once combat damage has been dealt, the attacker is destroyed.
    Q(ja): 《必殺》のフォロワーを攻撃したフォロワーはどうなりますか？
    A(ja): 交戦のダメージを与え合った後、攻撃したフォロワーは破壊されます。
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
    Q(en): What does Aura do against the opponent's cards?
    A(en): A card with Aura cannot be selected by the opponent's cards or abilities.
    Q(ja): 《オーラ》は相手のカードに対してどう働きますか？
    A(ja): 《オーラ》を持つカードは、相手のカードや能力で選べません。
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
    Q(en): May an ability of the opponent's follower select my follower with Aura?
    A(en): No. Abilities of the opponent cannot select it either, so such an ability finds no target.
    Q(ja): 相手のフォロワーの能力で、《オーラ》を持つ自分のフォロワーを選べますか？
    A(ja): いいえ。相手の能力でも選べないので、その能力には対象がありません。
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
    Q(en): Does Aura stop my own cards from selecting my Aura follower?
    A(en): No. Only the opponent's cards and abilities are kept from selecting it.
    Q(ja): 《オーラ》は自分のカードで自分のそのフォロワーを選ぶことも妨げますか？
    A(ja): いいえ。選べなくなるのは相手のカードや能力だけです。
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
