@sve
Feature: Choosing options and optional effects (CR 5.18)
  A card that says "choose" lists options; its controller picks some, and only those happen. A "you may"
  effect is one its controller may decline as the ability resolves. Test cards: engine/sve/cards.yaml (ch5b).

  @cr-5.18.2 @cr-5.18.4
  Scenario: CR 5.18.4: only the option chosen happens, the others are as if they were not written
    Rule(en): When a card says to choose one option, exactly one is chosen, and the options left out have no effect at all.
    Rule(ja): 1つ選ぶと書かれたカードでは1つだけを選び、選ばなかった選択肢は書かれていないものとして扱います。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.2 and 5.18.4

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing option 2
    Then the action succeeds
    And my leader has 22 defense
    And my opponent's leader has 20 defense
    And my deck holds 2 cards

  @cr-5.18.2
  Scenario: CR 5.18.2: a card that says choose one refuses two options
    Rule(en): Choosing a set number of options means choosing that many, no more.
    Rule(ja): 決まった数の選択肢を選ぶときは、その数だけを選び、それより多くは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing options 1 and 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.1
  Scenario: CR 5.18.2.1: "choose up to two" may choose a single option
    Rule(en): When a card lets its controller choose up to a number of options, any number from one up to that number may be chosen, each option at most once.
    Rule(ja): 「～まで選ぶ」と書かれている場合、1つからその数までの選択肢を選べます。同じ選択肢を2回選ぶことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Pair Spell"
    When I play "Choice Pair Spell" choosing option 2
    Then the action succeeds
    And my leader has 22 defense
    And my deck holds 2 cards
    And my opponent's leader has 20 defense

  @cr-5.18.2.1
  Scenario: CR 5.18.2.1: "choose up to two" may also choose two, in the order the card lists them
    Rule(en): Up to the stated number of different options may be chosen; they happen in the order the card lists them.
    Rule(ja): 書かれた数までの異なる選択肢を選べます。選んだ選択肢はカードに書かれた順に処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Pair Spell"
    When I play "Choice Pair Spell" choosing options 3 and 1
    Then the action succeeds
    And my deck holds 1 card
    And my opponent's leader has 19 defense
    And my leader has 20 defense

  @cr-5.18.2.1
  Scenario: CR 5.18.2.1: "choose up to two" refuses three options
    Rule(en): Choosing up to a number of options never allows more than that number.
    Rule(ja): 「～まで」の選択でも、その数を超えて選ぶことはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Pair Spell"
    When I play "Choice Pair Spell" choosing options 1, 2 and 3
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2.3 @cr-5.18.3.1.2
  Scenario: CR 5.18.3.1.2: when only one of the two options can be performed, that one alone is chosen
    Rule(en): Only an option that can be performed may be chosen; an option that must select a card and has none to select cannot. If fewer options can be chosen than the number asked for, the player chooses just those.
    Rule(ja): 選べるのは実行できる選択肢だけです。対象を選ぶ必要があるのに選べる対象がない選択肢は選べません。要求された数より選べる選択肢が少ない場合、選べるものだけを選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.2.3 and 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Narrow Spell"
    When I play "Choice Narrow Spell" choosing option 2
    Then the action succeeds
    And my deck holds 1 card

  @cr-5.18.3.1.2
  Scenario: CR 5.18.3.1.2: an option with nothing to select cannot be chosen
    Rule(en): An option that would have to select a card, with no card it could select, is not one the player may choose.
    Rule(ja): 対象を選ぶ必要があり、選べる対象がない選択肢は選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Narrow Spell"
    When I play "Choice Narrow Spell" choosing options 1 and 2
    Then the action is refused
    And the game state is unchanged

  @cr-5.18.2 @cr-5.18.3.1.2
  Scenario: CR 5.18.2: when both options can be performed, choosing two means choosing both
    Rule(en): With enough options that can be performed, a card that says choose two needs two of them; one is not enough.
    Rule(ja): 実行できる選択肢が十分にあれば、2つ選ぶカードでは2つを選ぶ必要があり、1つでは足りません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.2 and 5.18.3.1.2

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Narrow Spell"
    And my opponent's field holds "Test Knight"
    When I play "Choice Narrow Spell" choosing option 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18.2
  Scenario: CR 5.18.2: both options chosen, the selection of the first one is made and both happen
    Rule(en): When both options are chosen, the selection the first one asks for is made, so the follower is damaged and a card is drawn.
    Rule(ja): 両方の選択肢を選ぶと、1つ目の選択肢の対象を選び、フォロワーにダメージを与えてカードを1枚引きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.2

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Choice Narrow Spell"
    And my opponent's field holds "Test Knight"
    When I play "Choice Narrow Spell" choosing options 1 and 2 targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 3 attack and 1 defense
    And my deck holds 1 card

  @cr-5.18.4 @cr-5.18.4.1
  Scenario: CR 5.18.4.1: the selection of an option that was not chosen is never made
    Rule(en): An option left unchosen is treated as if it did not exist, so a selection written in it is not made, even when there would be a card to select.
    Rule(ja): 選ばなかった選択肢は存在しないものとして扱うので、その中に書かれた対象の選択は、選べるカードがあっても行いません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.18.4 and 5.18.4.1

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Forked Bolt"
    And my opponent's field holds "Test Knight"
    When I play "Forked Bolt" choosing option 2
    Then the action succeeds
    And "Test Knight" has 3 attack and 3 defense
    And my deck holds 1 card

  @cr-5.18.3
  Scenario: CR 5.18.3: the options are chosen while the card is played, so playing it without a choice is refused
    Rule(en): The choice among the options is part of playing the card; a card that says choose cannot be played without naming its options.
    Rule(ja): 選択肢の選択はカードをプレイする手順の一部です。選ぶ必要のあるカードを、選択肢を指定せずにプレイすることはできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.3

    Given it is my main phase with 1 play point
    And my deck holds 2 cards
    And my hand holds "Crossroads"
    When I play "Crossroads"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-5.18 @cr-12.4 @assumption
  Scenario: CR 5.18: a "you may" Fanfare that evolves waits for its controller, who may decline it
    Rule(en): An effect the card says its controller may do is that player's choice when it resolves; declining it means it does not happen.
    Rule(ja): 「～してもよい」と書かれた効果は、解決するときにそのプレイヤーが行うかどうかを選びます。行わないことを選べば、その効果は起こりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 1 play point
    And my hand holds "Maybe Evolver"
    And my evolve deck holds "Maybe Evolver"
    When I play "Maybe Evolver"
    Then the game waits for me
    When I decline "Maybe Evolver"'s optional effect
    Then the action succeeds
    And "Maybe Evolver" is not evolved
    And my evolve deck holds 1 card
    And the event "optional-declined" happened

  @cr-5.18 @cr-5.16 @assumption
  Scenario: CR 5.18: the same "you may" Fanfare accepted evolves the follower
    Rule(en): When the controller chooses to do the optional effect, it happens in full.
    Rule(ja): 任意の効果を行うことを選べば、その効果は通常どおり処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 1 play point
    And my hand holds "Maybe Evolver"
    And my evolve deck holds "Maybe Evolver"
    When I play "Maybe Evolver"
    And I accept "Maybe Evolver"'s optional effect
    Then the action succeeds
    And "Maybe Evolver" is evolved
    And "Maybe Evolver" has 3 attack and 3 defense

  @cr-5.18 @assumption
  Scenario: CR 5.18: declining the optional part of a spell leaves the rest of it
    Rule(en): Declining a "you may" effect skips only that effect; the other effects of the same text still happen.
    Rule(ja): 「～してもよい」効果を行わなくても、同じテキストの他の効果は処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Maybe Mender Spell"
    When I play "Maybe Mender Spell"
    And I decline "Maybe Mender Spell"'s optional effect
    Then the action succeeds
    And my leader has 21 defense
    And my deck holds 2 cards
    And "Maybe Mender Spell" is in my cemetery

  @cr-5.18 @cr-3.1.2 @assumption
  Scenario: CR 5.18: only the controller of the ability decides its optional effect
    Rule(en): The player who decides a "you may" effect is the controller of the ability, not the other player.
    Rule(ja): 「～してもよい」効果を行うかどうかを決めるのは、その能力のコントローラーであり、相手ではありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18 and clause 3.1.2
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Maybe Mender Spell"
    When I play "Maybe Mender Spell"
    And my opponent declines "Maybe Mender Spell"'s optional effect
    Then the action is refused with reason "wrong-timing"
    And the game waits for me

  @cr-5.18.1
  Scenario: CR 5.18.1: the chosen options happen in the order the card lists them, not the order they were named
    Rule(en): The options chosen are carried out one after another in the order they are written on the card.
    Rule(ja): 選んだ選択肢は、カードに書かれている順に1つずつ処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my hand holds "Ordered Fork"
    When I play "Ordered Fork" choosing options 2 and 1
    Then the action succeeds
    And my hand holds 1 card
    And my opponent's leader has 19 defense

  @cr-5.18 @cr-10.7 @assumption
  Scenario: CR 5.18: a "you may" effect set aside for the end phase is decided when it happens, not when it was set aside
    Rule(en): An optional effect that an ability sets aside for later is accepted or declined by its controller when it is carried out.
    Rule(ja): 後で処理するために取っておかれた任意の効果は、それを処理するときにコントローラーが行うかどうかを決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 5.18 and clause 10.7
    Assumption(en): The clause text for "you may" effects was not found; as the cards word it, the ability's controller decides as it resolves, and a declined effect does not happen.
    Assumption(ja): 「～してもよい」効果の条文は見つかりませんでした。カードの文言どおり、能力のコントローラーが解決時に決め、行わない効果は起こらないものとしています。

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds "Maybe Later Spell"
    When I play "Maybe Later Spell"
    Then the action succeeds
    And the event "awaiting-optional" did not happen
    When I end my main phase
    Then the game waits for me
    When I decline "Maybe Later Spell"'s optional effect
    And my opponent passes
    Then the action succeeds
    And my deck holds 3 cards
    And it is my opponent's main phase

  @cr-5.18.3.1 @cr-5.18.3.1.1
  Scenario: CR 5.18.3.1.1: a condition met when the card is played raises how many options may be chosen
    Rule(en): How many options may be chosen is settled as the card is played; when a condition raises that number and holds then, the player may choose the larger number.
    Rule(ja): 選べる選択肢の数はカードをプレイする時点で決まります。条件でその数が増え、その時点で条件を満たしていれば、増えた数を選べます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.3.1.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my cemetery holds:
      | card     | as  |
      | Fireball | FB1 |
      | Fireball | FB2 |
    And my hand holds "Choice Chain Spell"
    When I play "Choice Chain Spell" choosing options 1 and 2
    Then the action succeeds
    And my deck holds 1 card
    And my leader has 22 defense

  @cr-5.18.3.1 @cr-5.18.3.1.1
  Scenario: CR 5.18.3.1.1: without the condition met when the card is played, only the base number may be chosen
    Rule(en): When the condition does not hold as the card is played, the number of options stays the printed one.
    Rule(ja): カードをプレイする時点で条件を満たしていなければ、選べる数は書かれた数のままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.18.3.1.1

    Given it is my main phase with 0 play points
    And my deck holds 2 cards
    And my cemetery holds "Fireball"
    And my hand holds "Choice Chain Spell"
    When I play "Choice Chain Spell" choosing options 1 and 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
