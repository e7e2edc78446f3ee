@sve
Feature: More of the card vocabulary: the words the first booster set asked for
  Each scenario uses one test card with one word that real cards of the first booster set need: a choice
  in an On Evolve, an evolve cost paid with leader defense, cards taken from the deck onto the field,
  Earth Rite on an activated ability, a card leaving the field, hands shuffled back, amounts read from a
  selected card, tokens for the other player, "it" after a summon, and costs that bury or discard by type.

  @cr-5.18 @cr-12.6
  Scenario: An On Evolve that says choose, answered when evolving
    Rule(en): "Choose one" is answered by the player when the ability is played; only the chosen option happens, with its own selection.
    Rule(ja): 「1つ選ぶ」は能力のプレイ時にプレイヤーが答えます。選んだ項目だけが、その項目の選択とともに発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.18 and 12.6

    Given it is my main phase with 0 play points
    And my field holds "Twin Fang"
    And my evolve deck holds "Twin Fang"
    And my opponent's field holds "Test Knight"
    When I evolve "Twin Fang" choosing option 2 targeting "Test Knight"
    Then the action succeeds
    And "Twin Fang" is evolved
    And "Test Knight" is in my opponent's cemetery
    And "Twin Fang" does not have Storm

  @cr-12.2 @cr-10.4
  Scenario: A follower whose evolve cost is paid with leader defense
    Rule(en): An evolve cost may be something other than play points; here 3 of the leader's defense.
    Rule(ja): 進化コストがPP以外のこともあります。ここではリーダーの体力3です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 12.2 and 10.4

    Given it is my main phase with 0 play points
    And my field holds "Blood Devil"
    And my evolve deck holds "Blood Devil"
    When I evolve "Blood Devil"
    Then the action succeeds
    And "Blood Devil" is evolved
    And my leader has 17 defense
    And I have 0 play points

  @cr-5.11 @cr-5.5
  Scenario: A follower taken from the top of the deck goes onto the field
    Rule(en): A look-at-the-top effect may put the card it takes onto the field instead of the hand.
    Rule(ja): デッキの上を見る効果は、選んだカードを手札ではなく場に出すことがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.11 and 5.5

    Given it is my main phase with 1 play point
    And my deck holds:
      | card         |
      | Fireball     |
      | Test Fighter |
      | Study        |
    And my hand holds "Scout Drone"
    When I play "Scout Drone"
    And I pick "Test Fighter" from the cards looked at
    And I put them on the bottom of my deck in the order "Study", "Fireball"
    Then the action succeeds
    And "Test Fighter" is on my field
    And my deck holds 2 cards

  @cr-5.8
  Scenario: A search for a follower that can evolve
    Rule(en): A search may ask for a follower with an evolve ability.
    Rule(ja): サーチは進化能力を持つフォロワーを指定することがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.8

    Given it is my main phase with 1 play point
    And my deck holds:
      | card             |
      | Test Fighter     |
      | Evolving Fighter |
    And my hand holds "Relic Seeker"
    When I play "Relic Seeker"
    Then the action succeeds
    And "Evolving Fighter" is in my hand
    And "Test Fighter" is in my deck

  @cr-13.3 @cr-8.3
  Scenario: Earth Rite paid for an activated ability
    Rule(en): Earth Rite may be part of an activated ability's cost; paying it removes a Stack counter and adds the effect that needs it.
    Rule(ja): 土の秘術は起動能力のコストにもなります。支払うとスタックカウンターを1つ取り除き、それを条件とする効果も発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 13.3 and 8.3

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my field holds:
      | card          | counters |
      | Rite Keeper   |          |
      | Stack Obelisk | stack 2  |
    When I activate "Rite Keeper" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And my hand holds 2 cards
    And "Stack Obelisk" has 1 stack counter
    And the event "earth-rite-paid" happened

  @cr-4.4
  Scenario: An ability that triggers when another amulet leaves the field
    Rule(en): "Whenever another amulet of yours leaves the field" triggers for the other card, not for its own card.
    Rule(ja): 「自分の他のアミュレットが場を離れたとき」は、自分以外のカードについて誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card          |
      | Sentinel Post |
      | Test Amulet   |
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Test Amulet"
    Then the action succeeds
    And my leader has 22 defense

  @cr-5.9 @cr-5.10
  Scenario: Every player shuffles their hand into the deck and draws as many
    Rule(en): Each player shuffles the hand into the deck and draws the same number of cards; the player of the card draws one more.
    Rule(ja): 各プレイヤーは手札をデッキに加えてシャッフルし、同じ枚数を引きます。カードをプレイしたプレイヤーは1枚多く引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.9 and 5.10

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card          |
      | Altered Tides |
      | Fireball      |
    And my opponent's hand holds:
      | card     |
      | Study    |
      | Fireball |
    When I play "Altered Tides"
    Then the action succeeds
    And my hand holds 2 cards
    And my opponent's hand holds 2 cards
    And my deck holds 2 cards
    And my opponent's deck holds 3 cards

  @cr-5.14 @cr-2.7
  Scenario: Damage equal to the selected follower's own attack
    Rule(en): An amount may be read from the card the effect selected: here its attack.
    Rule(ja): 値は効果が選んだカードから読むことがあります。ここではその攻撃力です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.14 and 2.7

    Given it is my main phase with 1 play point
    And my hand holds "Mirror Strike"
    And my opponent's field holds "Ogre"
    When I play "Mirror Strike" targeting "Ogre"
    Then the action succeeds
    And "Ogre" is in my opponent's cemetery

  @cr-5.5 @cr-3.1
  Scenario: A token summoned on the field of the destroyed follower's controller
    Rule(en): "Its controller summons" puts the token onto the field of the player who controlled the card the ability is about.
    Rule(ja): 「そのプレイヤーが出す」は、能力が扱うカードのプレイヤーの場にトークンを出します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 3.1

    Given it is my main phase with 1 play point
    And my field holds "Spire Warden"
    And my opponent's field holds "Test Goblin"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Test Goblin"
    Then the action succeeds
    And my opponent's field holds 1 "Fairy"
    And my field holds 1 card

  @cr-5.5 @cr-12.9
  Scenario: A token summoned and then given Storm
    Rule(en): "Summon a token and give it Storm": "it" is the token the effect just summoned.
    Rule(ja): 「トークンを出し、それに疾走を与える」の「それ」は、直前に出したトークンです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.5 and 12.9

    Given it is my main phase with 1 play point
    And my hand holds "Squire Call"
    When I play "Squire Call"
    Then the action succeeds
    And "Fairy" has Storm
    When I attack the enemy leader with "Fairy"
    Then the action succeeds
    And my opponent's leader has 19 defense

  @cr-5.34 @cr-10.4
  Scenario: A cost that puts a named card of my field into the cemetery
    Rule(en): A cost may put another card of the field into the cemetery; without such a card it cannot be paid.
    Rule(ja): コストとして場の他のカードを墓場に置くことがあります。そのカードがなければ支払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.34 and 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds:
      | card          |
      | Glass Furnace |
      | Test Goblin   |
    When I activate "Glass Furnace"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my hand holds 1 card

  @cr-5.12 @cr-10.4
  Scenario: A discard cost that only a spell can pay
    Rule(en): A discard cost may ask for a card of one type; other cards cannot pay it.
    Rule(ja): 捨てるコストは種類を指定することがあり、ほかのカードでは支払えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.12 and 10.4

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Spell Burner"
    And my hand holds "Test Goblin"
    When I activate "Spell Burner" paying with "Test Goblin"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @cr-2.7 @cr-5.27
  Scenario: A follower gains attack equal to the selected enemy follower's attack
    Rule(en): "Select an enemy follower; this follower gets +X attack, X being its attack" reads X from the selected follower, not from this one.
    Rule(ja): 「相手のフォロワー1体を選ぶ。これは攻撃力+X。Xはそれの攻撃力」のXは、これではなく選んだフォロワーから読みます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 2.7 and 5.27

    Given it is my main phase with 2 play points
    And my hand holds "Lance Mimic"
    And my opponent's field holds "Ogre"
    When I play "Lance Mimic" targeting "Ogre"
    Then the action succeeds
    And "Lance Mimic" has 6 attack and 2 defense

  @cr-8.2 @cr-10.6
  Scenario: A spell played from the cemetery asks for its target when it resolves
    Rule(en): A spell played by an effect from another zone is played and resolves like any spell: it selects its target, then goes to the cemetery.
    Rule(ja): 効果で他の領域からプレイしたスペルも、通常のスペルと同じくプレイされて解決されます。対象を選び、その後墓場に置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.2 and 10.6

    Given it is my main phase with 1 play point
    And my cemetery holds "Fireball"
    And my hand holds "Spell Revival"
    And my opponent's field holds "Test Goblin"
    When I play "Spell Revival"
    Then the game waits for me
    When I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery
    And "Fireball" is in my cemetery
    And my cemetery holds 2 cards

  @cr-5.14 @cr-10.9
  Scenario: A follower that deals more damage during the opponent's turn
    Rule(en): "Deals N more damage" raises each damage the card deals while the effect applies; here only during the opponent's turn.
    Rule(ja): 「与えるダメージがN増える」は、効果が適用されている間そのカードが与えるダメージを増やします。ここでは相手のターン中だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.14 and 10.9

    Given it is my opponent's main phase and I have 0 play points
    And my field holds:
      | card         | state   |
      | Night Lancer | engaged |
    And my opponent's field holds "Ogre"
    When my opponent attacks "Night Lancer" with "Ogre"
    Then the action succeeds
    And "Ogre" is in my opponent's cemetery
    And "Night Lancer" is in my cemetery

  @cr-5.14 @cr-10.9
  Scenario: The same follower deals its normal damage in its own turn
    Rule(en): Outside the opponent's turn the extra damage does not apply.
    Rule(ja): 相手のターン以外では、ダメージは増えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.14 and 10.9

    Given it is my main phase with 0 play points
    And my field holds "Night Lancer"
    When I attack the enemy leader with "Night Lancer"
    Then the action succeeds
    And my opponent's leader has 18 defense

  @cr-8.4 @cr-10.9
  Scenario: Followers that deal combat damage equal to their defense
    Rule(en): A continuous effect may make followers deal combat damage equal to their defense instead of their attack.
    Rule(ja): 常在効果により、フォロワーが攻撃力ではなく体力と同じ値の戦闘ダメージを与えることがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 8.4 and 10.9

    Given it is my main phase with 0 play points
    And my field holds:
      | card           |
      | Iron Priestess |
      | Spiked Guard   |
    When I attack the enemy leader with "Spiked Guard"
    Then the action succeeds
    And my opponent's leader has 16 defense

  @cr-4.8 @cr-2.5
  Scenario: The top card of the deck put into the EX area costs 2 less
    Rule(en): An effect may put the top card of the deck into the EX area and lower the cost of that very card while it stays there.
    Rule(ja): 効果でデッキの一番上のカードをEXエリアに置き、そこにある間そのカードのコストを下げることがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 4.8 and 2.5

    Given it is my main phase with 3 play points
    And my deck holds:
      | card        |
      | Test Knight |
      | Test Goblin |
    And my hand holds "Wyvern Scout"
    When I play "Wyvern Scout"
    Then the action succeeds
    And "Test Knight" is in my EX area
    And "Test Knight" costs 1 play point
    And "Test Goblin" costs 1 play point

  @cr-10.4 @cr-8.2
  Scenario: A card played by paying its alternative cost
    Rule(en): A card may offer another way to pay for it; paying that cost (here banishing two spells from the cemetery) lets it be played for fewer play points.
    Rule(ja): カードが別の支払い方を持つことがあります。そのコスト（ここでは墓場のスペル2枚を消滅）を支払えば、より少ないPPでプレイできます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.4 and 8.2

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my cemetery holds:
      | card     |
      | Fireball |
      | Study    |
    And my hand holds "Rift Ritual"
    When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Study"
    Then the action succeeds
    And my banished zone holds 2 cards
    And my hand holds 2 cards
    And I have 0 play points

  @cr-10.7 @cr-4.8
  Scenario: An effect set aside until the start of the end phase
    Rule(en): An effect may say that something happens later, at a phase it names; it then happens as an automatic ability at that time.
    Rule(ja): 効果が「後で、指定したフェイズに〜する」と言うことがあります。その時に自動能力として発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 4.8

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Arcane Flood"
    When I play "Arcane Flood"
    Then the action succeeds
    And my EX area holds 3 cards
    When I end my main phase
    Then the action succeeds
    And my EX area holds 0 cards
    And my banished zone holds 3 cards

  @cr-5.11
  Scenario: One look at the top cards with two picks
    Rule(en): A look at the top cards may send one card to the hand and another to the cemetery; the rest go to the bottom.
    Rule(ja): デッキの上を見る効果で、1枚を手札に、別の1枚を墓場に置くことがあります。残りはデッキの下に置きます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.11

    Given it is my main phase with 1 play point
    And my deck holds:
      | card        |
      | Fireball    |
      | Test Goblin |
      | Study       |
      | Test Knight |
    And my hand holds "Sorting Lens"
    When I play "Sorting Lens"
    And I pick "Fireball" from the cards looked at
    And I pick "Study" from the cards looked at
    And I put them on the bottom of my deck in the order "Test Knight", "Test Goblin"
    Then the action succeeds
    And "Fireball" is in my hand
    And "Study" is in my cemetery
    And my deck holds 2 cards

  @cr-7.3 @cr-5.11
  Scenario: At each main phase the turn player looks at their own top card
    Rule(en): An ability for each player's main phase may act for the player whose turn it is, whoever controls the card.
    Rule(ja): 各プレイヤーのメインフェイズの能力は、カードを扱うプレイヤーにかかわらず、そのターンのプレイヤーのために働くことがあります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 7.3 and 5.11

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my field holds "Phoenix Nest"
    And my opponent's deck holds:
      | card        |
      | Test Goblin |
      | Test Knight |
      | Test Fighter |
    When I end the turn
    And my opponent picks "Test Knight" from the cards looked at
    Then the action succeeds
    And my opponent's field holds 1 card
    And my field holds 1 card

  @cr-5.5
  Scenario: The follower's controller chooses the top or the bottom of the deck
    Rule(en): When an effect says the card's controller puts it on the top or the bottom of the deck, that player chooses, and the game waits for them.
    Rule(ja): カードのプレイヤーがそれをデッキの上か下に置くと書かれた効果では、そのプレイヤーが選び、ゲームはその選択を待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Tide"
    And my opponent's deck holds 2 cards
    And my opponent's field holds:
      | card        | as     |
      | Test Knight | Pushed |
    When I play "Homeward Tide" targeting "Pushed"
    Then the game waits for my opponent
    When my opponent puts it on the top of the deck
    Then the action succeeds
    And "Pushed" is in my opponent's deck
    And the top card of my opponent's deck is "Pushed"
