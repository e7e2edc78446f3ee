@sve
Feature: The other keywords of chapter 12, clause by clause (CR 12.2-12.14)
  Evolve, Quick, Fanfare, Last Words, Strike, Storm, Rush and Bane, each checked both ways: what the keyword allows
  happens, and what it does not cover is refused or does not happen.

  @cr-12.2.1
  Scenario: CR 12.2.1: evolving pays the evolve cost and puts the evolved card on the follower
    Rule(en): The Evolve ability is an activated ability: pay its cost and the follower evolves into its evolved card.
    Rule(ja): 進化は起動能力です。コストを支払うと、そのフォロワーは進化後のカードに進化します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.1

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Evolving Fighter" has 4 attack and 4 defense
    And I have 0 play points

  @cr-12.2.1
  Scenario: CR 12.2.1: without the play points of the evolve cost the follower does not evolve
    Rule(en): The cost of the Evolve ability must be paid in full; short of play points the evolution is refused.
    Rule(ja): 進化のコストは全部支払わなければなりません。プレイポイントが足りなければ進化できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.1

    Given it is my main phase with 1 play point
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-12.2.2
  Scenario: CR 12.2.2: with no face-down evolved card of the same name the follower cannot evolve
    Rule(en): Evolving needs a face-down evolved card with the follower's name in the evolve deck; with none, the evolution is refused.
    Rule(ja): 進化には、エボルヴデッキに裏向きの同名の進化後カードが必要です。なければ進化できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.2

    Given it is my main phase with 2 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "no-evolved-card"
    And the game state is unchanged

  @cr-12.2.3
  Scenario: CR 12.2.3: one evolution point stands in for one play point of the evolve cost
    Rule(en): One evolution point may pay one play point of an evolve cost.
    Rule(ja): 進化コストのプレイポイント1つ分を、エボルヴポイント1つで払えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.3

    Given it is my main phase with 1 play point
    And I have 1 evolution point
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter" using 1 evolution point
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And I have 0 play points
    And I have 0 evolution points

  @cr-12.2.3
  Scenario: CR 12.2.3: no more than one evolution point goes to one evolve cost
    Rule(en): Only one evolution point may replace a play point; two are refused.
    Rule(ja): プレイポイントの代わりにできるエボルヴポイントは1つだけです。2つは使えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.3

    Given it is my main phase with 0 play points
    And I have 2 evolution points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter" using 2 evolution points
    Then the action is refused with reason "ep-limit"
    And the game state is unchanged

  @cr-12.2.5
  Scenario: CR 12.2.5: an evolved follower cannot evolve again
    Rule(en): A follower that has already evolved cannot use an evolve ability.
    Rule(ja): すでに進化したフォロワーは、進化を使えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.5

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-12.3.2 @cr-12.3.4
  Scenario: CR 12.3.4: the player whose turn it is not plays a Quick card once an enemy attack is declared
    Rule(en): A card with Quick may be played by the non-active player in the window after an enemy follower's attack is declared.
    Rule(ja): クイックを持つカードは、相手のフォロワーの攻撃宣言の後の機会に、ターンを行っていないプレイヤーがプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.3.2 and 12.3.4

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense

  @cr-12.3.4
  Scenario: CR 12.3.4: the player whose turn it is not plays a Quick card in the enemy end phase
    Rule(en): The enemy end phase also gives the non-active player a window for Quick cards.
    Rule(ja): 相手のエンドフェイズにも、ターンを行っていないプレイヤーがクイックを持つカードをプレイできる機会があります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.3.4

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Quick Ward Off"
    When my opponent ends their main phase and waits
    And I play "Quick Ward Off"
    Then the action succeeds
    And my leader has 22 defense

  @cr-12.3.2
  Scenario: CR 12.3.2: a card without Quick cannot be played in the enemy attack window
    Rule(en): Only cards with Quick may be played in the opponent's turn; a card without it is refused there.
    Rule(ja): 相手のターンにプレイできるのはクイックを持つカードだけです。持たないカードはプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.3.2

    Given it is my opponent's main phase and I have 2 play points
    And my hand holds "Fireball"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I play "Fireball" targeting "Test Fighter"
    Then the action is refused
    And the game state is unchanged

  @cr-12.4.1 @cr-12.4.3
  Scenario: CR 12.4.3: Fanfare triggers when an effect puts the card onto the field from the cemetery
    Rule(en): Fanfare means "when this card is put onto the field from another zone", so being summoned from the cemetery sets it off as playing it does.
    Rule(ja): ファンファーレは「このカードがほかの領域から場に出たとき」を意味するので、墓場から場に出されてもプレイしたときと同じく誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.4.1 and 12.4.3

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my cemetery holds "Fanfare Scholar"
    And my hand holds "Raise Dead"
    When I play "Raise Dead"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my hand holds 1 card

  @cr-12.4.3
  Scenario: CR 12.4.3: evolving is not being put onto the field, so the evolved card's Fanfare does not trigger
    Rule(en): An evolved card laid on a follower already on the field has not come from another zone onto the field; its Fanfare stays silent.
    Rule(ja): すでに場にいるフォロワーに重ねた進化後カードは、ほかの領域から場に出たわけではないので、そのファンファーレは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.4.3

    Given it is my main phase with 1 play point
    And my evolve deck holds "Clause Herald Adept"
    And my field holds "Clause Herald Adept"
    When I evolve "Clause Herald Adept"
    Then the action succeeds
    And "Clause Herald Adept" is evolved
    And my leader has 20 defense

  @cr-12.5.3
  Scenario: CR 12.5.3: Last Words triggers when the card goes from the field to the cemetery without being destroyed
    Rule(en): Last Words means "when this card is put into the cemetery from the field"; burying it there counts just as destroying it does.
    Rule(ja): ラストワードは「このカードが場から墓場に置かれたとき」を意味します。破壊でなく墓場に置かれた場合も同じく誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.5.3

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Last Words Imp"
    And my hand holds "Clause Grave Offering"
    When I play "Clause Grave Offering" targeting "Last Words Imp"
    Then the action succeeds
    And "Last Words Imp" is in my cemetery
    And my hand holds 1 card

  @cr-12.5.3
  Scenario: CR 12.5.3: a Last Words card banished from the field does not trigger
    Rule(en): A card that leaves the field for the banished zone has not gone to the cemetery, so its Last Words does not trigger.
    Rule(ja): 場から除外領域に移ったカードは墓場に置かれていないので、ラストワードは誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.5.3

    Given it is my main phase with 2 play points
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Last Words Imp"
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Last Words Imp"
    Then the action succeeds
    And "Last Words Imp" is in my opponent's banished zone
    And my opponent's hand holds 0 cards

  @cr-12.7.2
  Scenario: CR 12.7.2: Strike triggers when its follower attacks
    Rule(en): Strike means "when this follower attacks"; its ability happens as the attack is declared.
    Rule(ja): 攻撃時は「このフォロワーが攻撃したとき」を意味し、攻撃宣言とともに誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.7.2

    Given it is my main phase with 0 play points
    And my field holds "Strike Fighter"
    When I attack the enemy leader with "Strike Fighter"
    Then the action succeeds
    And my opponent's leader has 17 defense

  @cr-12.7.2
  Scenario: CR 12.7.2: a Strike follower that is attacked does not trigger its Strike
    Rule(en): Being chosen as the target of an attack is not attacking, so Strike does not trigger.
    Rule(ja): 攻撃対象に選ばれることは攻撃することではないため、攻撃時は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.7.2

    Given it is my main phase with 0 play points
    And my field holds "Ogre"
    And my opponent's field holds an engaged "Strike Fighter"
    When I attack "Strike Fighter" with "Ogre"
    Then the action succeeds
    And my leader has 20 defense
    And "Strike Fighter" is in my opponent's cemetery

  @cr-12.9.1 @cr-12.9.2
  Scenario: CR 12.9.2: a Storm follower attacks the enemy leader the turn it arrives
    Rule(en): Storm lets its follower attack in the turn it was put onto the field, the enemy leader included.
    Rule(ja): 疾走を持つフォロワーは、場に出たターンでも相手のリーダーを含めて攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.9.1 and 12.9.2

    Given it is my main phase with 2 play points
    And my hand holds "Storm Rider"
    When I play "Storm Rider"
    And I attack the enemy leader with "Storm Rider"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-12.9.2
  Scenario: CR 12.9.2: a follower without Storm cannot attack the turn it arrives
    Rule(en): Without Storm (or Rush, or having evolved) a follower that arrived this turn may not attack.
    Rule(ja): 疾走（または突進、進化）がなければ、このターンに場に出たフォロワーは攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.9.2

    Given it is my main phase with 2 play points
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @cr-12.10.1 @cr-12.10.2
  Scenario: CR 12.10.2: a Rush follower attacks an engaged enemy follower the turn it arrives
    Rule(en): Rush lets its follower attack enemy followers in the turn it was put onto the field.
    Rule(ja): 突進を持つフォロワーは、場に出たターンでも相手のフォロワーを攻撃できます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.10.1 and 12.10.2

    Given it is my main phase with 2 play points
    And my hand holds "Rush Wolf"
    And my opponent's field holds an engaged "Test Goblin"
    When I play "Rush Wolf"
    And I attack "Test Goblin" with "Rush Wolf"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @cr-12.10.2
  Scenario: CR 12.10.2: Rush does not let its follower attack the leader the turn it arrives
    Rule(en): Rush opens only enemy followers as targets in that turn; the leader stays out of reach.
    Rule(ja): 突進でそのターンに攻撃できるのは相手のフォロワーだけで、リーダーは攻撃できません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.10.2

    Given it is my main phase with 2 play points
    And my hand holds "Rush Wolf"
    When I play "Rush Wolf"
    And I attack the enemy leader with "Rush Wolf"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @cr-12.14.1 @cr-12.14.2
  Scenario: CR 12.14.2: a follower that fights a Bane follower is destroyed though its defense remains
    Rule(en): A follower that has been in combat with a Bane follower is destroyed after the damage, even when the damage left it some defense.
    Rule(ja): 必殺を持つフォロワーと交戦したフォロワーは、ダメージの後で体力が残っていても破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.14.1 and 12.14.2

    Given it is my main phase with 0 play points
    And my field holds "Bane Snake"
    And my opponent's field holds an engaged "Ogre"
    When I attack "Ogre" with "Bane Snake"
    Then the action succeeds
    And "Ogre" is in my opponent's cemetery

  @cr-12.14.2
  Scenario: CR 12.14.2: a Bane follower attacking the leader only deals its damage
    Rule(en): Bane acts on followers it fights; attacking the leader just deals the attack damage.
    Rule(ja): 必殺が働くのは交戦したフォロワーに対してだけです。リーダーを攻撃しても攻撃によるダメージを与えるだけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.14.2

    Given it is my main phase with 0 play points
    And my field holds "Bane Snake"
    When I attack the enemy leader with "Bane Snake"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-12.3.3
  Scenario: CR 12.3.3: an activated ability with Quick is played in the enemy attack window
    Rule(en): An activated ability marked with Quick may be played at the same moments as a Quick card, such as after an enemy attack is declared.
    Rule(ja): クイックの付いた起動能力は、相手の攻撃宣言の後など、クイックを持つカードと同じ機会に使えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.3.3

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Quick Guardian"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Quick Guardian"
    Then the action succeeds
    And my leader has 21 defense

  @cr-12.3.3
  Scenario: CR 12.3.3: an activated ability without Quick waits for its player's own main phase
    Rule(en): An activated ability that is not marked with Quick cannot be played in the enemy attack window.
    Rule(ja): クイックの付いていない起動能力は、相手の攻撃宣言の後には使えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.3.3

    Given it is my opponent's main phase and I have 2 play points
    And my field holds "Clause Sniper Tower"
    And my opponent's field holds "Test Fighter"
    When my opponent declares an attack on the enemy leader with "Test Fighter"
    And I activate "Clause Sniper Tower" targeting "Test Fighter"
    Then the action is refused
    And the game state is unchanged

  @cr-12.5.1 @cr-12.5.3
  Scenario: CR 12.5.1: putting the card into the cemetery as a cost also triggers its Last Words
    Rule(en): A card that pays a cost by going from the field to the cemetery has gone there from the field, so its Last Words triggers.
    Rule(ja): コストとして場から墓場に置かれたカードも場から墓場に置かれたことになるため、そのラストワードは誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.5.1 and 12.5.3

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Clause Pyre Totem"
    When I activate "Clause Pyre Totem"
    Then the action succeeds
    And "Clause Pyre Totem" is in my cemetery
    And my hand holds 1 card
    And my leader has 22 defense

  @cr-12.2.3
  Scenario: CR 12.2.3: an evolve cost with no play points in it leaves no room for an evolution point
    Rule(en): The evolution point stands in only for a play point of the cost; a cost paid in leader defense cannot take one.
    Rule(ja): エボルヴポイントが代わりになるのはコストのプレイポイントだけです。リーダーの体力で払うコストには使えません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.2.3

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my evolve deck holds "Blood Devil"
    And my field holds "Blood Devil"
    When I evolve "Blood Devil" using 1 evolution point
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-12.7.2.1
  Scenario: CR 12.7.2.1: a Follower Strike ability triggers when its follower attacks a follower
    Rule(en): Follower Strike is a Strike that applies only when the attack target is a follower.
    Rule(ja): フォロワー攻撃時は、攻撃対象がフォロワーであるときにだけ働く攻撃時です。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.7.2.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Duel Lancer"
    And my opponent's field holds an engaged "Test Goblin"
    When I attack "Test Goblin" with "Clause Duel Lancer"
    Then the action succeeds
    And my leader has 22 defense

  @cr-12.7.2.1
  Scenario: CR 12.7.2.1: a Follower Strike ability does not trigger when its follower attacks the leader
    Rule(en): With the enemy leader as the attack target, Follower Strike does nothing.
    Rule(ja): 攻撃対象が相手のリーダーなら、フォロワー攻撃時は働きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.7.2.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Duel Lancer"
    When I attack the enemy leader with "Clause Duel Lancer"
    Then the action succeeds
    And my leader has 20 defense
    And my opponent's leader has 18 defense

  @cr-12.14.2.1
  Scenario: CR 12.14.2.1: a follower that fought a Bane follower is destroyed even though no damage was dealt to it
    Rule(en): Bane does not need its follower to deal damage: having fought a Bane follower with 0 attack is enough to be destroyed.
    Rule(ja): 必殺はダメージを与えることを必要としません。攻撃力0の必殺を持つフォロワーと交戦しただけで破壊されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.14.2.1

    Given it is my main phase with 0 play points
    And my field holds "Clause Still Viper"
    And my opponent's field holds an engaged "Ogre"
    When I attack "Ogre" with "Clause Still Viper"
    Then the action succeeds
    And "Ogre" is in my opponent's cemetery
    And "Clause Still Viper" is in my cemetery

  @cr-12.14.2
  Scenario: CR 12.14.2: damage from an ability of a Bane follower does not destroy the follower it hits
    Rule(en): Bane destroys the followers its follower fights; damage dealt by its Fanfare is not fighting, so the damaged follower stays.
    Rule(ja): 必殺が破壊するのは、そのフォロワーと交戦したフォロワーです。ファンファーレで与えたダメージは交戦ではないので、ダメージを受けたフォロワーは残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 12.14.2

    Given it is my main phase with 2 play points
    And my hand holds "Clause Bane Archer"
    And my opponent's field holds "Ogre"
    When I play "Clause Bane Archer" targeting "Ogre"
    Then the action succeeds
    And "Ogre" is on my opponent's field
    And "Ogre" has 5 attack and 4 defense
