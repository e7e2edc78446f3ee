@sve
Feature: Pins of surviving mutants of abilities.py, round 2 (mutation run)
  Mutants of engine/sve/abilities.py that no test killed, put into the engine by hand, then told apart by a
  scenario through the public API. Each scenario here fails with the mutants named above it (numbered as in the
  mutants/ copy of the run) and passes on the engine.

  # kills: engine.sve.abilities.x__asks_hand__mutmut_28, _30, _31, _33, _34, _39, _40, _41, _42, _43, _44, _45, _46, _47
  @cr-10.6.2.8.2
  Scenario: Survivor2 abil: my opponent's spell makes me pick my own discard after its draw
    Rule(en): My opponent's spell first draws them a card, then has me discard a card of my hand that I pick myself. The game waits for me at that second part, and records that it waits for me on that spell; the card I pick is discarded.
    Rule(ja): 相手のスペルはまず相手がカードを1枚引き、次に自分が選んだ自分の手札1枚を捨てさせます。ゲームはその後半で自分を待ち、そのスペルについて自分を待っていると記録します。選んだカードが捨てられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my opponent's main phase with 0 play points
    And my opponent's hand holds "Pin Rival Hand Discard Spell"
    And my opponent's deck holds 1 card
    And my hand holds:
      | card        |
      | Test Goblin |
      | Test Knight |
    When my opponent plays "Pin Rival Hand Discard Spell"
    Then the action succeeds
    And the game waits for me
    And my opponent's hand holds 1 card
    And the event "ability-resolved" did not happen
    And these events happened in this order:
      | event           | player | card                         |
      | awaiting-target | me     | Pin Rival Hand Discard Spell |
    When I select "Test Goblin" as the target
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And "Test Knight" is in my hand
    And "Pin Rival Hand Discard Spell" is in my opponent's cemetery
    And no ability is pending

  # kills: engine.sve.abilities.x__asks_hand__mutmut_2, _13
  @cr-10.6.2.8.2
  Scenario: Survivor2 abil: with my hand empty, the discard my spell asks for after its first part selects nothing
    Rule(en): My spell first gives my leader 1 defense, then has me discard a card of my hand, but my hand is empty: that part selects nothing, the game does not wait, and the spell finishes.
    Rule(ja): 自分のスペルはまず自分のリーダーの体力を1増やし、次に手札を1枚捨てさせますが、自分の手札は空です。その部分は何も選ばず、ゲームは待たず、スペルは処理を終えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my hand holds "Pin Shield Then Discard Spell"
    When I play "Pin Shield Then Discard Spell"
    Then the action succeeds
    And no ability is pending
    And my leader has 21 defense
    And "Pin Shield Then Discard Spell" is in my cemetery
    And the event "ability-resolved" happened

  # kills: engine.sve.abilities.x_answer_hand__mutmut_39, _41
  @cr-10.6.2.8.2
  Scenario: Survivor2 abil: an "up to 1" discard asked after a draw may select no card
    Rule(en): My spell draws a card, then lets me discard up to 1 card of my hand. When it asks, I may select none: nothing is discarded and the spell finishes.
    Rule(ja): 自分のスペルはカードを1枚引き、次に手札を1枚まで捨てさせます。選ぶ時に1枚も選ばなくてもよく、何も捨てられずにスペルは処理を終えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 0 play points
    And my deck holds 1 card
    And my hand holds:
      | card                              |
      | Pin Draw Then Maybe Discard Spell |
      | Test Goblin                       |
    When I play "Pin Draw Then Maybe Discard Spell"
    Then the action succeeds
    And the game waits for me
    When I select no targets
    Then the action succeeds
    And no ability is pending
    And "Test Goblin" is in my hand
    And my hand holds 2 cards
    And "Pin Draw Then Maybe Discard Spell" is in my cemetery

  # kills: engine.sve.abilities.x_answer_hand__mutmut_40
  @cr-10.6.2.8.2 @card-BP01-086
  Scenario: Survivor2 abil: Shenlong's discard of 1 card cannot be answered with no card
    Rule(en): Shenlong's Fanfare draws 2 cards, then has me discard 1 card of my hand. That discard is not "up to": answering it with no card is refused, nothing changes, and the game still waits for my pick.
    Rule(ja): 神龍のファンファーレは2枚引き、次に手札を1枚捨てさせます。この捨てる枚数は「まで」ではないので、1枚も選ばずに答えると拒否され、何も変わらず、ゲームは引き続き選択を待ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.8.2

    Given it is my main phase with 5 play points
    And my deck holds 3 cards
    And my hand holds:
      | card          |
      | Shenlong      |
      | Ninja Trainee |
    When I play "Shenlong"
    Then the action succeeds
    And the game waits for me
    When I select no targets
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And the game waits for me

  # kills: engine.sve.abilities.x_answer_summoned__mutmut_18, _20, _29
  @cr-9.1
  Scenario: Survivor2 abil: "up to 2 of the tokens just made" may pick both of them
    Rule(en): My spell reveals a card of my hand, makes 2 Knight tokens, then engages up to 2 of those tokens. I may pick both: both are engaged.
    Rule(ja): 自分のスペルは手札を1枚公開し、ナイト・トークンを2体出し、そのトークンのうち2体まで行動済みにします。2体とも選んでよく、2体とも行動済みになります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds:
      | card         |
      | Reveal Drill |
      | Test Goblin  |
    When I play "Reveal Drill" targeting "Test Goblin"
    Then the action succeeds
    And the game waits for me
    When I pick 2 "Knight" tokens on my field
    Then the action succeeds
    And no ability is pending
    And my field holds 2 engaged "Knight"

  # kills: engine.sve.abilities.x__nothing_to_select_before_cost__mutmut_7, _8
  @cr-10.6.2.3 @cr-10.6.2.3.3
  Scenario: Survivor2 abil: a Fanfare that plays a follower of my cemetery is not played when none is there before its cost
    Rule(en): My follower's Fanfare costs putting another follower of mine into the cemetery and plays a follower of my cemetery. The follower to play is selected before the cost is paid; my cemetery is empty, so the Fanfare is not played and nothing is put into the cemetery.
    Rule(ja): 自分のフォロワーのファンファーレは、コストとして自分の他のフォロワーを墓場に置き、自分の墓場のフォロワーをプレイします。プレイするフォロワーはコストの支払いより前に選ぶので、墓場が空ならファンファーレはプレイされず、何も墓場に置かれません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.3.3

    Given it is my main phase with 0 play points
    And my hand holds "Pin Bury To Replay Follower"
    And my field holds "Test Fighter"
    When I play "Pin Bury To Replay Follower" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is on my field
    And my cemetery holds 0 cards
    And the event "ability-fizzled" happened

  # kills: engine.sve.abilities.x__nothing_to_select_before_cost__mutmut_3
  @cr-10.4
  Scenario: Survivor2 abil: a Fanfare with a cost that searches my deck is played with my cemetery empty
    Rule(en): My follower's Fanfare costs putting another follower of mine into the cemetery and takes a follower from my deck. Nothing of it is selected in my cemetery, so my empty cemetery does not stop it: the cost is paid and the follower is taken.
    Rule(ja): 自分のフォロワーのファンファーレは、コストとして自分の他のフォロワーを墓場に置き、デッキからフォロワーを1枚手札に加えます。墓場から選ぶものはないので、墓場が空でも止まらず、コストが支払われてフォロワーが手札に加わります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 10.4

    Given it is my main phase with 0 play points
    And my hand holds "Pin Bury To Search Follower"
    And my field holds "Test Fighter"
    And my deck holds "Test Goblin"
    When I play "Pin Bury To Search Follower" paying with "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my cemetery
    And "Test Goblin" is in my hand

  # kills: engine.sve.abilities.x__asks_deck_order__mutmut_8, _10
  @cr-4.1.5
  Scenario: Survivor2 abil: a spell that puts one card into each of two decks asks no order and does both parts
    Rule(en): My spell puts an enemy follower on the bottom of its owner's deck, then one of my followers on the bottom of mine. Each part puts a single card into a deck, so there is no order to choose: the game does not wait, both followers go to the bottom of their decks and the spell finishes.
    Rule(ja): 自分のスペルは相手のフォロワー1体を持ち主のデッキの下に置き、次に自分のフォロワー1体を自分のデッキの下に置きます。どちらも1枚だけなので順番を決めることはなく、ゲームは待たず、2体ともそれぞれのデッキの下に置かれ、スペルは処理を終えます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5

    Given it is my main phase with 0 play points
    And my deck holds 1 card
    And my opponent's deck holds 1 card
    And my field holds "Test Goblin"
    And my opponent's field holds "Ogre"
    And my hand holds "Pin Two Decks Spell"
    When I play "Pin Two Decks Spell" targeting "Ogre" and "Test Goblin"
    Then the action succeeds
    And no ability is pending
    And the bottom 1 cards of my opponent's deck are, top first, "Ogre"
    And the bottom 1 cards of my deck are, top first, "Test Goblin"
    And "Pin Two Decks Spell" is in my cemetery
    And the event "awaiting-deck-order" did not happen

  # kills: engine.sve.abilities.x__asks_deck_order__mutmut_38, _39, _40, _41, _42, _43, _44, _45, _46, _47, _49
  @cr-4.1.5.1
  Scenario: Survivor2 abil: the wait for an order of cards put into my deck is recorded for my opponent who orders them
    Rule(en): My spell sends two followers of mine that my opponent controls onto the top of my deck; my opponent orders them. The game records that it waits for my opponent, on that spell, for those two cards.
    Rule(ja): 自分のスペルで、相手がコントロールする自分のフォロワー2体を自分のデッキの上に置きます。順番を決めるのは相手です。ゲームはそのスペルについて、その2枚のために相手を待っていると記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.1.5.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my opponent's field holds "Test Knight" owned by me
    And my opponent's field holds "Test Fighter" owned by me
    And my hand holds "Twin Tide"
    When I play "Twin Tide"
    And my opponent puts them on the top of the deck
    Then the action succeeds
    And the game waits for my opponent
    And these events happened in this order:
      | event               | player      | card      | cards                         |
      | awaiting-deck-order | my opponent | Twin Tide | "Test Fighter", "Test Knight" |

  # kills: engine.sve.abilities.x_answer_optional__mutmut_21, _22, _24, _25, _26, _28, _29
  @cr-5.18 @assumption
  Scenario: Survivor2 abil: doing the optional part of my spell is recorded as accepted, by me, on that spell
    Rule(en): My spell has a "you may" part. When I choose to do it, the game records that I accepted it, on that spell.
    Rule(ja): 自分のスペルには「～してもよい」部分があります。それを行うと選ぶと、ゲームはそのスペルについて自分が受け入れたと記録します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Maybe Mender Spell"
    When I play "Maybe Mender Spell"
    And I accept "Maybe Mender Spell"'s optional effect
    Then the action succeeds
    And these events happened in this order:
      | event             | player | card               |
      | optional-accepted | me     | Maybe Mender Spell |
    And the event "optional-declined" did not happen

  # kills: engine.sve.abilities.x__state_pending__mutmut_9, _10, _11, _12, _13
  @cr-10.7.6
  Scenario: Survivor2 abil: a state that ends and returns while its ability is still pending does not set it off twice
    Rule(en): My follower draws a card when my leader has 10 defense or less, and its Fanfare is three separate abilities: 3 damage to my leader, then 1 defense, then 1 damage. The first makes the state come about; it ends and returns while that draw is still waiting to be played, so the draw happens only once.
    Rule(ja): 自分のフォロワーは自分のリーダーの体力が10以下になるとカードを1枚引きます。そのファンファーレは別々の3つの能力で、自分のリーダーに3ダメージ、体力を1増やす、1ダメージの順です。最初の能力でその状態になり、引く能力がまだプレイを待っている間に状態が終わってまた戻るので、引くのは1回だけです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my leader has 13 defense
    And my hand holds "Pin State Swing Follower"
    When I play "Pin State Swing Follower"
    Then the action succeeds
    And no ability is pending
    And my leader has 10 defense
    And my hand holds 1 card

  # kills: engine.sve.abilities.x__state_pending__mutmut_7, _8
  @cr-10.7.6
  Scenario: Survivor2 abil: a state that ends and returns after its ability resolved sets it off again, whatever else is pending
    Rule(en): My follower draws a card when my leader has 10 defense or less; it has already done so. When another follower enters my field, it gives my leader 1 defense, then, by a second ability, deals it 1 damage, while another card's ability set off by a state waits too. The state ended and came about anew after the draw resolved, so the follower draws again.
    Rule(ja): 自分のフォロワーは自分のリーダーの体力が10以下のときにカードを1枚引き、すでに一度引いています。他のフォロワーが自分の場に出ると、リーダーの体力を1増やし、次に別の能力でリーダーに1ダメージを与えます。その間、別のカードの状態による能力も待っています。引く能力の処理後に状態が終わって新たに生じたので、そのフォロワーはもう一度引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 1 play point
    And my deck holds 5 cards
    And my leader has 9 defense
    And my field holds:
      | card                       |
      | Pin State Echo Follower    |
      | Pin Crowd Watcher Follower |
    And my hand holds:
      | card             |
      | Small Heal Spell |
      | Test Goblin      |
    When I play "Small Heal Spell"
    Then the action succeeds
    And my leader has 10 defense
    And my hand holds 2 cards
    When I play "Test Goblin"
    Then the action succeeds
    And no ability is pending
    And my leader has 10 defense
    And my hand holds 3 cards

  # kills: engine.sve.abilities.x__state_pending__mutmut_3
  @cr-10.7.6
  Scenario: Survivor2 abil: a state that ends and returns while its own ability waits for a pick does not set it off again
    Rule(en): When my leader has 10 defense or less, my follower gives it 3 defense, has me discard a card, then deals it 3 damage. The state ends while the ability waits for my discard and returns as the ability finishes, so it is not set off a second time.
    Rule(ja): 自分のリーダーの体力が10以下のとき、自分のフォロワーはリーダーの体力を3増やし、手札を1枚捨てさせ、次にリーダーに3ダメージを与えます。能力が捨てるカードの選択を待つ間に状態が終わり、能力の終わりに戻るので、2回目は誘発しません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.7.6

    Given it is my main phase with 0 play points
    And my leader has 13 defense
    And my field holds "Pin State Wait Follower"
    And my hand holds:
      | card            |
      | Self Harm Spell |
      | Test Goblin     |
      | Test Knight     |
    When I play "Self Harm Spell"
    Then the action succeeds
    And the game waits for me
    And my leader has 13 defense
    When I select "Test Goblin" as the target
    Then the action succeeds
    And no ability is pending
    And my leader has 10 defense
    And "Test Goblin" is in my cemetery
    And "Test Knight" is in my hand

  # kills: engine.sve.abilities.x_answer_tokens__mutmut_22, _25, _30
  @cr-9.1.2 @cr-10.6.2.2.4
  Scenario: Survivor2 abil: the tokens to choose from count the X I decided when playing the spell
    Rule(en): My spell makes X Knight tokens, X decided as I play it, then 1 Viking token. I decide 3, and my field has room for 3: I choose which 3 are made, and 3 Knights may be the choice.
    Rule(ja): 自分のスペルはプレイ時に決めたX体のナイト・トークンと、1体のヴァイキング・トークンを出します。Xを3に決め、場の空きは3つです。どの3体を出すかを選び、ナイト3体を選んでもよいです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
    And my hand holds "Pin Chosen Muster Spell"
    When I play "Pin Chosen Muster Spell" deciding X is 3
    Then the action succeeds
    And the game waits for me
    When I choose to make "Knight", "Knight" and "Knight"
    Then the action succeeds
    And my field holds 3 "Knight"
    And my field holds 0 "Viking"

  # kills: engine.sve.abilities.x_answer_tokens__mutmut_36
  @cr-9.1.2 @cr-13.3
  Scenario: Survivor2 abil: the tokens to choose from count the Viking that paying the Earth Rite adds
    Rule(en): My spell makes 2 Knight tokens, and 1 Viking token too when I paid its Earth Rite. I pay it, and my field has room for 2: I choose which 2 are made, and a Knight and the Viking may be the choice.
    Rule(ja): 自分のスペルはナイト・トークンを2体出し、土の秘術を支払っていればヴァイキング・トークンも1体出します。秘術を支払い、場の空きは2つです。どの2体を出すかを選び、ナイトとヴァイキングを選んでもよいです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
      | Test Goblin   |          |
      | Test Goblin   |          |
    And my hand holds "Pin Rite Muster Spell"
    When I play "Pin Rite Muster Spell" paying Earth Rite with "Stack Obelisk"
    Then the action succeeds
    And the game waits for me
    When I choose to make "Knight" and "Viking"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 1 "Viking"

  # kills: engine.sve.abilities.x_answer_tokens__mutmut_24, _29
  @cr-9.1.2
  Scenario: Survivor2 abil: the tokens to choose from count the cost of the follower that set the ability off
    Rule(en): My amulet makes as many Knight tokens as the cost of the follower that just entered my field, then 1 Viking token. A follower of cost 2 enters and my field has room for 1: I choose which one is made, and a Knight may be the choice.
    Rule(ja): 自分のアミュレットは、自分の場に出たフォロワーのコストと同じ数のナイト・トークンと、1体のヴァイキング・トークンを出します。コスト2のフォロワーが出て、場の空きは1つです。どれを出すかを選び、ナイトを選んでもよいです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 2 play points
    And my field holds:
      | card                    |
      | Pin Entry Muster Amulet |
      | Test Goblin             |
      | Test Goblin             |
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And the game waits for me
    When I choose to make "Knight"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 0 "Viking"

  # kills: engine.sve.abilities.x_answer_tokens__mutmut_23, _28
  @cr-9.1.2 @cr-10.11
  Scenario: Survivor2 abil: the tokens a Last Words offers to choose from count the attack the follower last had
    Rule(en): My follower with 2 attack makes, by its Last Words, as many Knight tokens as its attack, then 1 Viking token. It is destroyed in combat and my field has room for 1: I choose which one is made, and a Knight may be the choice.
    Rule(ja): 攻撃力2の自分のフォロワーは、ラストワードで自身の攻撃力と同じ数のナイト・トークンと、1体のヴァイキング・トークンを出します。戦闘で破壊され、場の空きは1つです。どれを出すかを選び、ナイトを選んでもよいです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.11

    Given it is my main phase with 0 play points
    And my field holds:
      | card                     |
      | Pin Last Muster Follower |
      | Test Goblin              |
      | Test Goblin              |
      | Test Goblin              |
      | Test Goblin              |
    And my opponent's field holds:
      | card | state   |
      | Ogre | engaged |
    When I attack "Ogre" with "Pin Last Muster Follower"
    Then the action succeeds
    And the game waits for me
    When I choose to make "Knight"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 0 "Viking"

  # kills: engine.sve.abilities.x__asks_hand__mutmut_23, _24, _26
  @cr-10.6.2.4 @cr-10.6.2.8.2
  Scenario: Survivor2 abil: the split of damage decided when playing still holds after the spell waited for a discard
    Rule(en): My spell draws a card, has me discard a card, then deals 3 damage divided among up to 2 enemy followers. I divide it as I play the spell; the spell waits for my discard, and the damage then falls as I divided it.
    Rule(ja): 自分のスペルはカードを1枚引き、手札を1枚捨てさせ、次に相手のフォロワー2体までに3ダメージを振り分けます。振り分けはプレイ時に決め、スペルが捨てるカードを待った後も、ダメージは決めたとおりに与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 0 play points
    And my deck holds 1 card
    And my hand holds:
      | card                         |
      | Pin Discard Then Split Spell |
      | Test Goblin                  |
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Pin Discard Then Split Spell" dividing its damage 2 to "K1" and 1 to "K2"
    Then the action succeeds
    And the game waits for me
    When I select "Test Goblin" as the target
    Then the action succeeds
    And no ability is pending
    And "K1" has 3 attack and 1 defense
    And "K2" has 3 attack and 2 defense

  # kills: engine.sve.abilities.x__asks_deck_order__mutmut_28, _29, _31
  @cr-10.6.2.4 @cr-4.1.5
  Scenario: Survivor2 abil: the split of damage decided when playing still holds after the spell waited for a deck order
    Rule(en): My spell puts my followers on the top of my deck, then deals 3 damage divided among up to 2 enemy followers. I divide it as I play the spell; the spell waits for me to order my two followers in the deck, and the damage then falls as I divided it.
    Rule(ja): 自分のスペルは自分のフォロワーをデッキの上に置き、次に相手のフォロワー2体までに3ダメージを振り分けます。振り分けはプレイ時に決め、スペルがデッキに置く2体の順番を待った後も、ダメージは決めたとおりに与えられます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    And my hand holds "Pin Deck Then Split Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Pin Deck Then Split Spell" dividing its damage 2 to "K1" and 1 to "K2"
    Then the action succeeds
    And the game waits for me
    When I put them on the top of my deck in the order "Test Goblin", "Test Fighter"
    Then the action succeeds
    And no ability is pending
    And "K1" has 3 attack and 1 defense
    And "K2" has 3 attack and 2 defense

  # kills: engine.sve.abilities.x__asks_hand__mutmut_8
  @cr-13.3.2.4
  Scenario: Survivor2 abil: a Stack amulet that feeds another Stack amulet has none to feed when it is alone
    Rule(en): My Stack amulet's Fanfare gives my leader 1 defense, then adds a Stack counter to another Stack amulet of my field. It is my only Stack amulet, so the second part has nothing to pick: the game does not wait and the amulet keeps only the counter it entered with.
    Rule(ja): 自分のスタックを持つアミュレットのファンファーレは、自分のリーダーの体力を1増やし、次に自分の場の別のスタックを持つアミュレットにスタックカウンターを1つ置きます。スタックを持つアミュレットはそれだけなので、後半は選ぶものがなく、ゲームは待たず、そのアミュレットには場に出たときのカウンターしかありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.4

    Given it is my main phase with 0 play points
    And my hand holds "Pin Stack Self Feeder Amulet"
    When I play "Pin Stack Self Feeder Amulet"
    Then the action succeeds
    And no ability is pending
    And my leader has 21 defense
    And "Pin Stack Self Feeder Amulet" has 1 stack counter

  # kills: engine.sve.abilities.x_answer_hand__mutmut_22
  @cr-13.3.2.4
  Scenario: Survivor2 abil: a Stack amulet that feeds another Stack amulet cannot pick itself
    Rule(en): My Stack amulet's Fanfare gives my leader 1 defense, then adds a Stack counter to another Stack amulet of my field. When it asks which, naming the amulet itself is refused and nothing changes; naming my other Stack amulet adds the counter there.
    Rule(ja): 自分のスタックを持つアミュレットのファンファーレは、自分のリーダーの体力を1増やし、次に自分の場の別のスタックを持つアミュレットにスタックカウンターを1つ置きます。どれかを選ぶときにそのアミュレット自身を指定すると拒否され何も変わらず、もう1つのスタックを持つアミュレットを指定するとそこにカウンターが置かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 13.3.2.4

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stack Obelisk | stack 2  |
    And my hand holds "Pin Stack Self Feeder Amulet"
    When I play "Pin Stack Self Feeder Amulet"
    Then the action succeeds
    And the game waits for me
    When I select "Pin Stack Self Feeder Amulet" as the target
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    When I select "Stack Obelisk" as the target
    Then the action succeeds
    And "Stack Obelisk" has 3 stack counters
