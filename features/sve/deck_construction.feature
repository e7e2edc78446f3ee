@sve
Feature: Deck construction
  A main deck holds 40 to 50 cards with at most three of one name (one for a card
  the format restricts to 1); an evolve deck holds up to ten evolved followers.
  A class deck draws on the leader's class and Neutral cards, a universe deck on
  the leader's universe only (CR 6.1). Deck lists are checked by the engine's deck
  validator; an illegal list is refused with a specific reason.

  @SVE-EN-001 @cr-6.1
  Scenario: A deck made only of followers is legal
    Q(en): Must a deck contain at least one follower, one spell and one amulet?
    A(en): No. A deck may leave out a card type entirely.
    Q(ja): デッキにはフォロワー、スペル、アミュレットをそれぞれ1枚以上入れる必要がありますか？
    A(ja): いいえ。ある種類のカードを1枚も入れなくてもかまいません。
    Checks(en): A deck made only of followers is legal
    Checks(ja): フォロワーだけのデッキは認められる
    Source: sve-faq-en, Q&A 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-002 @cr-6.1
  Scenario: A class deck with no card of the leader's class is legal
    Q(en): May a deck be built from Neutral cards alone?
    A(en): Yes.
    Q(ja): ニュートラルのカードだけでデッキを組めますか？
    A(ja): はい、組めます。
    Checks(en): A class deck with no card of the leader's class is legal
    Checks(ja): リーダーのクラスのカードを1枚も含まないクラスデッキも認められる
    Source: sve-faq-en, Q&A 2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                               | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Fireball, Healing Rain, Study, Iron Skin, Execution                 | 3      |
      | Test Amulet, Welcome Banner                                         | 2      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-003 @SVE-JA-R003 @cr-6.1
  Scenario: An empty evolve deck is legal
    Q(en): May I play with nothing at all in my evolve deck?
    A(en): Yes. Anything from zero to ten cards is allowed in the evolve deck.
    Q(ja): エボルヴデッキが0枚でもゲームをプレイできますか？
    A(ja): はい。エボルヴデッキは0枚から10枚までのどの枚数でもかまいません。
    Rule(en): The evolve deck holds evolved followers only, ten at most; zero is fine.
    Rule(ja): エボルヴデッキに入れるのはエボルヴフォロワーで、上限は10枚です。1枚も入れなくても問題ありません。
    Checks(en): An empty evolve deck is legal
    Checks(ja): 空のエボルヴデッキは認められる
    Source: sve-faq-en, Q&A 3
    Source: sve-summary-ja, rule statement 3

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Drain Bat, Bane Snake     | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list is empty
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-003 @SVE-JA-R003 @cr-6.1
  Scenario: Ten evolved followers fit in the evolve deck
    Rule(en): The evolve deck holds evolved followers only, ten at most; zero is fine.
    Rule(ja): エボルヴデッキに入れるのはエボルヴフォロワーで、上限は10枚です。1枚も入れなくても問題ありません。
    Checks(en): Ten evolved followers fit in the evolve deck
    Checks(ja): エボルヴデッキにはエボルヴフォロワーを10枚入れられる
    Source: sve-summary-ja, rule statement 3

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards                                      | copies |
      | Evolving Fighter, Cheap Evolver, Twin Herald | 3    |
      | Budding Squire                             | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-003 @SVE-JA-R003 @cr-6.1
  Scenario: An eleventh evolved follower is one too many for the evolve deck
    Rule(en): The evolve deck holds evolved followers only, ten at most; zero is fine.
    Rule(ja): エボルヴデッキに入れるのはエボルヴフォロワーで、上限は10枚です。1枚も入れなくても問題ありません。
    Checks(en): An eleventh evolved follower is one too many for the evolve deck
    Checks(ja): 11枚目のエボルヴフォロワーはエボルヴデッキに入れられない
    Source: sve-summary-ja, rule statement 3

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake | 3      |
      | Aura Spirit                                                             | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards                                      | copies |
      | Evolving Fighter, Cheap Evolver, Twin Herald | 3    |
      | Budding Squire                             | 2      |
    When my deck list is checked
    Then the action is refused with reason "evolve-deck-size"

  @SVE-JA-R003 @cr-6.1
  Scenario: A follower that is not evolved does not belong in the evolve deck
    Rule(en): The evolve deck holds evolved followers only, ten at most; zero is fine.
    Rule(ja): エボルヴデッキに入れるのはエボルヴフォロワーで、上限は10枚です。1枚も入れなくても問題ありません。
    Checks(en): A follower that is not evolved does not belong in the evolve deck
    Checks(ja): エボルヴフォロワーではないフォロワーはエボルヴデッキに入れられない
    Source: sve-summary-ja, rule statement 3

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards  | copies |
      | Test Goblin | 1      |
    When my deck list is checked
    Then the action is refused with reason "wrong-deck"

  @SVE-EN-004 @cr-6.1
  Scenario: Three copies of an evolving follower need not be matched by three evolved copies
    Q(en): With three copies of a follower that can evolve in my main deck, must my evolve deck hold three evolved copies of it?
    A(en): No. The main deck and the evolve deck need not hold matching numbers of a name.
    Q(ja): 進化できるフォロワーをメインデッキに3枚入れたら、同じ名前のエボルヴフォロワーもエボルヴデッキに3枚必要ですか？
    A(ja): いいえ。同じ名前のカードの枚数をメインデッキとエボルヴデッキで揃える必要はありません。
    Checks(en): Three copies of an evolving follower need not be matched by three evolved copies
    Checks(ja): 進化するフォロワー3枚に、同じ名前のエボルヴカード3枚をそろえる必要はない
    Source: sve-faq-en, Q&A 4

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Evolving Fighter, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit | 3     |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-004 @cr-6.1
  Scenario: SVE-EN-004: an evolve deck may hold more copies of a name than the main deck
    Checks(en): The counts need not match the other way either: one copy of an evolving follower in the main deck and three of its evolved card in the evolve deck are accepted
    Checks(ja): 逆向きでも枚数をそろえる必要はない：メインデッキに進化するフォロワー1枚、エボルヴデッキにその進化後カード3枚でも認められる
    Source: sve-faq-en, Q&A 4

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 3      |
      | Evolving Fighter                                                              | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 3      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-006 @cr-6.1 @assumption
  Scenario: A second copy of a card restricted to 1 is refused
    Q(en): What is a restricted card?
    A(en): A card that currently carries a restriction. The only kind so far is "restricted to 1": a deck may hold a single copy of it. The restrictions apply at every sanctioned tournament.
    Q(ja): 制限カードとは何ですか？
    A(ja): 現在制限がかかっているカードです。今ある制限は「1枚制限」だけで、デッキにはそのカードを1枚しか入れられません。公認大会ではすべてこの制限に従います。
    Checks(en): A second copy of a card restricted to 1 is refused
    Checks(ja): 制限1のカードの2枚目は認められない
    Source: sve-faq-en, Q&A 6
    Assumption(en): The engine knows no tournaments: it checks a deck list against the restrictions of the format it is given, the list a sanctioned tournament applies, and the same list for every deck.
    Assumption(ja): エンジンは大会を区別しない。与えられたフォーマットの制限（公認大会が適用する一覧）で、どのデッキリストも同じように確認する。

    Given the format restricts "Restricted Dragon" to 1 copy
    And my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 2      |
      | Restricted Dragon                                                       | 2      |
    When my deck list is checked
    Then the action is refused with reason "restricted-card"

  @SVE-EN-006 @cr-6.1
  Scenario: A single copy of a card restricted to 1 is allowed
    Q(en): What is a restricted card?
    A(en): A card that currently carries a restriction. The only kind so far is "restricted to 1": a deck may hold a single copy of it. The restrictions apply at every sanctioned tournament.
    Q(ja): 制限カードとは何ですか？
    A(ja): 現在制限がかかっているカードです。今ある制限は「1枚制限」だけで、デッキにはそのカードを1枚しか入れられません。公認大会ではすべてこの制限に従います。
    Checks(en): A single copy of a card restricted to 1 is allowed
    Checks(ja): 制限1のカードは1枚なら認められる
    Source: sve-faq-en, Q&A 6

    Given the format restricts "Restricted Dragon" to 1 copy
    And my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
      | Restricted Dragon                                                       | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-006 @cr-6.1
  Scenario: SVE-EN-006: a card no restriction is placed on may have two copies
    Checks(en): A card is restricted only while a restriction is placed on it: with none on it, the deck that held one copy too many above is accepted
    Checks(ja): 制限カードとは今制限がかかっているカードのこと：制限がなければ、上で1枚多すぎたデッキが認められる
    Source: sve-faq-en, Q&A 6

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 2      |
      | Restricted Dragon                                                             | 2      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R001 @cr-6.1
  Scenario: A 39-card main deck is too small
    Rule(en): A main deck has at least 40 and at most 50 cards.
    Rule(ja): メインデッキの枚数は40枚から50枚までです。
    Checks(en): A 39-card main deck is too small
    Checks(ja): 39枚のメインデッキは少なすぎる
    Source: sve-summary-ja, rule statement 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
    When my deck list is checked
    Then the action is refused with reason "main-deck-size"

  @SVE-JA-R001 @cr-6.1
  Scenario: A 50-card main deck is the largest allowed
    Rule(en): A main deck has at least 40 and at most 50 cards.
    Rule(ja): メインデッキの枚数は40枚から50枚までです。
    Checks(en): A 50-card main deck is the largest allowed
    Checks(ja): 50枚のメインデッキは認められる最大の枚数である
    Source: sve-summary-ja, rule statement 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                        | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf          | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit          | 3      |
      | Fanfare Archer, Fanfare Scholar, Paid Fanfare Mage, Last Words Imp           | 3      |
      | Grudge Beast                                                                 | 2      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R001 @cr-6.1
  Scenario: A 51-card main deck is too large
    Rule(en): A main deck has at least 40 and at most 50 cards.
    Rule(ja): メインデッキの枚数は40枚から50枚までです。
    Checks(en): A 51-card main deck is too large
    Checks(ja): 51枚のメインデッキは多すぎる
    Source: sve-summary-ja, rule statement 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                        | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf          | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit          | 3      |
      | Fanfare Archer, Fanfare Scholar, Paid Fanfare Mage, Last Words Imp           | 3      |
      | Grudge Beast                                                                 | 3      |
    When my deck list is checked
    Then the action is refused with reason "main-deck-size"

  @SVE-JA-R002 @cr-6.1
  Scenario: A fourth copy of one name is refused
    Rule(en): No more than three cards of the same name go into a deck.
    Rule(ja): 同じ名前のカードはデッキに3枚までしか入れられません。
    Checks(en): A fourth copy of one name is refused
    Checks(ja): 同じ名前の4枚目は認められない
    Source: sve-summary-ja, rule statement 2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin                                                                  | 4      |
      | Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf             | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
      | Fanfare Archer                                                          | 3      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  @SVE-JA-R002 @cr-6.1
  Scenario: Three copies of every name are allowed
    Rule(en): No more than three cards of the same name go into a deck.
    Rule(ja): 同じ名前のカードはデッキに3枚までしか入れられません。
    Checks(en): Three copies of every name are allowed
    Checks(ja): どの名前も3枚までなら認められる
    Source: sve-summary-ja, rule statement 2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Fanfare Archer, Fanfare Scholar                                 | 3      |
      | Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf             | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit     | 3      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R002 @cr-6.1
  Scenario: SVE-JA-R002: three evolved copies of one name fit in the evolve deck
    Rule(en): No more than three cards of the same name go into a deck.
    Rule(ja): 同じ名前のカードはデッキに3枚までしか入れられません。
    Checks(en): The limit holds for the evolve deck as well: three evolved copies of one name are accepted there
    Checks(ja): この制限はエボルヴデッキにも及ぶ：同じ名前のエボルヴカード3枚はエボルヴデッキに入れられる
    Source: sve-summary-ja, rule statement 2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake      | 3      |
      | Aura Spirit                                                                   | 3      |
      | Fanfare Scholar                                                               | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 3      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R002 @cr-6.1
  Scenario: SVE-JA-R002: a fourth evolved copy of one name is refused in the evolve deck
    Rule(en): No more than three cards of the same name go into a deck.
    Rule(ja): 同じ名前のカードはデッキに3枚までしか入れられません。
    Checks(en): The limit holds for the evolve deck as well: a fourth evolved copy of one name is refused, even with the evolve deck under ten cards
    Checks(ja): この制限はエボルヴデッキにも及ぶ：同じ名前のエボルヴカードの4枚目は、エボルヴデッキが10枚未満でも認められない
    Source: sve-summary-ja, rule statement 2

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Evolving Fighter, Cheap Evolver, Twin Herald, Budding Squire, Bane Snake      | 3      |
      | Aura Spirit                                                                   | 3      |
      | Fanfare Scholar                                                               | 1      |
    And my evolve deck list holds:
      | cards            | copies |
      | Evolving Fighter | 4      |
    When my deck list is checked
    Then the action is refused with reason "too-many-copies"

  @SVE-JA-R004 @cr-6.1
  Scenario: A class deck takes cards of the leader's class whatever universe they carry
    Rule(en): A deck built on a class uses the leader's class and Neutral cards; the universe (title) printed on a card plays no part.
    Rule(ja): クラスで組むデッキは、リーダーと同じクラスのカードとニュートラルのカードで作ります。カードのタイトルは判定に使いません。
    Checks(en): A class deck takes cards of the leader's class whatever universe they carry
    Checks(ja): クラスで組むデッキには、タイトルにかかわらずリーダーのクラスのカードを入れられる
    Source: sve-summary-ja, rule statement 4

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite   | 3      |
      | Forest Derby Runner                                                     | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R004 @cr-6.1
  Scenario: A class deck refuses a card of another class
    Rule(en): A deck built on a class uses the leader's class and Neutral cards; the universe (title) printed on a card plays no part.
    Rule(ja): クラスで組むデッキは、リーダーと同じクラスのカードとニュートラルのカードで作ります。カードのタイトルは判定に使いません。
    Checks(en): A class deck refuses a card of another class
    Checks(ja): クラスで組むデッキに、ほかのクラスのカードは入れられない
    Source: sve-summary-ja, rule statement 4

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite   | 3      |
      | Test Knight                                                                  | 3      |
      | Fanfare Scholar                                                         | 1      |
    When my deck list is checked
    Then the action is refused with reason "off-class"

  @SVE-JA-R004 @cr-6.1
  Scenario: SVE-JA-R004: a class deck refuses a card of another class even when it shares the leader's universe
    Rule(en): A deck built on a class uses the leader's class and Neutral cards; the universe (title) printed on a card plays no part.
    Rule(ja): クラスで組むデッキは、リーダーと同じクラスのカードとニュートラルのカードで作ります。カードのタイトルは判定に使いません。
    Checks(en): The title plays no part the other way too: under a leader with a class and a universe, declared a class deck, a Sword card of the leader's own universe is refused
    Checks(ja): タイトルを見ないのは逆の場合も同じ：クラスとタイトルを持つリーダーでクラスデッキを組むと、リーダーと同じタイトルでもロイヤルのカードは入れられない
    Source: sve-summary-ja, rule statement 4

    Given my deck list is led by "Uma Leader" as a class deck
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite         | 3      |
      | Forest Derby Runner                                                           | 3      |
      | Sentences Sword Derby Runner                                                  | 1      |
    When my deck list is checked
    Then the action is refused with reason "off-class"

  @SVE-JA-R004 @cr-6.1
  Scenario: SVE-JA-R004: the same class deck takes the leader's class card of that universe
    Rule(en): A deck built on a class uses the leader's class and Neutral cards; the universe (title) printed on a card plays no part.
    Rule(ja): クラスで組むデッキは、リーダーと同じクラスのカードとニュートラルのカードで作ります。カードのタイトルは判定に使いません。
    Checks(en): Beside the refusal above: the same list under the same leader, its Sword card swapped for a Neutral one, is accepted, so it is the class alone that decides
    Checks(ja): 上の拒否と対になる：同じリーダーで、ロイヤルのカードをニュートラルのカードに替えた同じリストは認められるので、決め手はクラスだけである
    Source: sve-summary-ja, rule statement 4

    Given my deck list is led by "Uma Leader" as a class deck
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite         | 3      |
      | Forest Derby Runner                                                           | 3      |
      | Fanfare Scholar                                                               | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R005 @cr-6.1
  Scenario: A universe deck made only of that universe's cards is legal
    Rule(en): A deck built on a universe such as Umamusume may use only cards of the leader's universe; classes play no part.
    Rule(ja): ウマ娘などのタイトルで組むデッキには、リーダーと同じタイトルのカードしか入れられません。クラスは判定に使いません。
    Checks(en): A universe deck made only of that universe's cards is legal
    Checks(ja): そのタイトルのカードだけで組んだタイトルデッキは認められる
    Source: sve-summary-ja, rule statement 5

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Silence Suzuka                                                                            | 1      |
    And my evolve deck list holds:
      | cards                | copies |
      | Special Week, Carrot | 2      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R005 @cr-6.1
  Scenario: A universe deck refuses a card of the leader's class that has no universe
    Rule(en): A deck built on a universe such as Umamusume may use only cards of the leader's universe; classes play no part.
    Rule(ja): ウマ娘などのタイトルで組むデッキには、リーダーと同じタイトルのカードしか入れられません。クラスは判定に使いません。
    Checks(en): A universe deck refuses a card of the leader's class that has no universe
    Checks(ja): タイトルデッキには、タイトルを持たないカードはリーダーと同じクラスでも入れられない
    Source: sve-summary-ja, rule statement 5

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Forest Sprite                                                                             | 1      |
    When my deck list is checked
    Then the action is refused with reason "off-universe"

  @SVE-EN-042 @cr-6.1 @cr-6.2
  Scenario: A deck led by a leader with a class and a universe is refused without a declared basis
    Q(en): My leader card shows both a class and a universe. Do I have to say which of them my deck is built on?
    A(en): Yes. You declare the class or the universe your deck is based on when your leader is revealed during game preparation.
    Q(ja): リーダーカードにクラスとタイトルの両方があるとき、デッキがどちらに基づくかを宣言しなければなりませんか？
    A(ja): はい。ゲーム準備でリーダーを公開するときに、デッキの基になるクラスかタイトルを宣言します。
    Checks(en): A deck led by a leader with a class and a universe is refused without a declared basis
    Checks(ja): クラスとタイトルを持つリーダーのデッキは、構築の基準を宣言しなければ認められない
    Source: sve-faq-en, Q&A 42

    Given my deck list is led by "Uma Leader"
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Silence Suzuka                                                                            | 1      |
    When my deck list is checked
    Then the action is refused with reason "basis-undeclared"

  @SVE-EN-042 @cr-6.1 @cr-6.2
  Scenario: The declared universe basis is made known when the leader is revealed
    Q(en): My leader card shows both a class and a universe. Do I have to say which of them my deck is built on?
    A(en): Yes. You declare the class or the universe your deck is based on when your leader is revealed during game preparation.
    Q(ja): リーダーカードにクラスとタイトルの両方があるとき、デッキがどちらに基づくかを宣言しなければなりませんか？
    A(ja): はい。ゲーム準備でリーダーを公開するときに、デッキの基になるクラスかタイトルを宣言します。
    Checks(en): The declared universe basis is made known when the leader is revealed
    Checks(ja): 宣言したタイトルの基準は、リーダーを表にするときに明らかにされる
    Source: sve-faq-en, Q&A 42

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Silence Suzuka                                                                            | 1      |
    And my opponent's deck list is led by "Sword Leader"
    And my opponent's main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Test Knight          | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When the game is prepared with seed 3
    Then both leaders are revealed, mine as a universe deck

  @SVE-EN-042 @cr-6.1 @cr-6.2
  Scenario: SVE-EN-042: the class may be the declared basis instead, made known when the leader is revealed
    Checks(en): The declaration is the class or the universe: the same leader declared as a class deck leads a class deck, and that basis is shown at the reveal
    Checks(ja): 宣言するのはクラスかタイトル：同じリーダーでクラスを宣言すればクラスのデッキになり、その基準はリーダー公開時に示される
    Source: sve-faq-en, Q&A 42

    Given my deck list is led by "Uma Leader" as a class deck
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Forest Sprite         | 3      |
      | Forest Derby Runner                                                           | 3      |
      | Fanfare Scholar                                                               | 1      |
    And my opponent's deck list is led by "Sword Leader"
    And my opponent's main deck list holds:
      | cards                                                                   | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf     | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Test Knight          | 3      |
      | Fanfare Archer                                                          | 3      |
      | Fanfare Scholar                                                         | 1      |
    When the game is prepared with seed 3
    Then both leaders are revealed, mine as a class deck

  @SVE-JA-R005 @cr-6.1
  Scenario: SVE-JA-R005: a universe deck takes a card of that universe from another class
    Checks(en): Class plays no part in a universe deck: a Sword card of the leader's universe is accepted under a Forest leader
    Checks(ja): タイトルデッキではクラスを見ない。フォレストのリーダーでも、同じタイトルのロイヤルのカードを入れられる
    Source: sve-summary-ja, rule statement 5

    Given my deck list is led by "Uma Leader" as a universe deck
    And my main deck list holds:
      | cards                                                                                     | copies |
      | Derby Trainee A, Derby Trainee B, Derby Trainee C, Derby Trainee D, Derby Trainee E       | 3      |
      | Derby Trainee F, Derby Trainee G, Derby Trainee H, Derby Trainee I, Derby Trainee J       | 3      |
      | Derby Trainee K, Derby Trainee L, Special Week                                           | 3      |
      | Sentences Sword Derby Runner                                                              | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-JA-R001 @cr-6.1
  Scenario: SVE-JA-R001: a 40-card main deck is the smallest allowed
    Checks(en): The lower bound is allowed: a main deck of exactly 40 cards is accepted, one card fewer is refused above
    Checks(ja): 下限は認められる：ちょうど40枚のメインデッキは認められる（1枚少ないと上のとおり認められない）
    Source: sve-summary-ja, rule statement 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                         | copies |
      | Test Goblin, Test Fighter, Ogre, Zero Imp, Ward Guard, Storm Rider, Rush Wolf | 3      |
      | Assail Hawk, Intimidating Giant, Drain Bat, Bane Snake, Aura Spirit           | 3      |
      | Fanfare Archer                                                                | 3      |
      | Fanfare Scholar                                                               | 1      |
    When my deck list is checked
    Then the deck list is accepted

  @SVE-EN-001 @cr-6.1
  Scenario: SVE-EN-001: a deck with no follower at all is legal
    Checks(en): Followers are no more required than spells or amulets: a main deck of spells and amulets only, with not one follower, is accepted
    Checks(ja): フォロワーもスペルやアミュレットと同じく必須ではない：フォロワーを1枚も含まず、スペルとアミュレットだけのメインデッキも認められる
    Source: sve-faq-en, Q&A 1

    Given my deck list is led by "Forest Leader"
    And my main deck list holds:
      | cards                                                                        | copies |
      | Execution, Fireball, Banishing Light, Final Rest, Healing Rain, Iron Skin     | 3      |
      | Weaken, Empower, Study                                                       | 3      |
      | Test Amulet, Welcome Banner, Play Tally, Twilight Bell, Dawn Bell             | 3      |
    When my deck list is checked
    Then the deck list is accepted
