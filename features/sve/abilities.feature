@sve
Feature: Abilities, their costs and the actions they name
  Fanfare triggers whenever the card is put onto the field (CR 12.4); Last Words only when
  it goes from the field to the cemetery (CR 12.5). A spell that must select a target needs
  one to be played (CR 10.6). Costs are paid in full or not at all (CR 10.4); an automatic
  ability with a cost is optional (CR 10.7). Summon puts a card onto the field (CR 5.5),
  bury puts it into the cemetery without destroying it (CR 5.34), and Lesson (X) banishes
  X Magical Item cards from the EX area as part of a cost (CR 14.3).

  @SVE-EN-026 @cr-12.5 @cr-5.7
  Scenario: A banished Last Words follower does not set off its Last Words
    Q(en): My opponent's follower with Last Words gets banished. Does its Last Words happen?
    A(en): No. Last Words needs the card to go from the field into the cemetery, and banishing does not do that.
    Q(ja): ラストワードを持つフォロワーが消滅したとき、そのラストワードは誘発しますか？
    A(ja): いいえ。ラストワードは場から墓場に置かれたときだけ誘発し、消滅は墓場に置くことではありません。
    Checks(en): A banished Last Words follower does not set off its Last Words
    Checks(ja): 消滅したラストワードのフォロワーは、ラストワードを誘発しない
    Source: sve-faq-en, Q&A 26

    Given it is my main phase with 2 play points
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Last Words Imp"
    And my hand holds "Banishing Light"
    When I play "Banishing Light" targeting "Last Words Imp"
    Then the action succeeds
    And "Last Words Imp" is in my opponent's banished zone
    And my opponent's hand holds 0 cards

  @SVE-EN-050 @cr-12.5 @cr-5.6
  Scenario: A Last Words follower destroyed on the field sets off its Last Words
    Q(en): What does Last Words mean?
    A(en): It is an ability that triggers when the card is put from the field into the cemetery. A card put into the cemetery from any other zone does not trigger it.
    Q(ja): 「ラストワード」とはどういう意味ですか？
    A(ja): カードが場から墓場に置かれたときに誘発する能力です。場以外の領域から墓場に置かれたときは誘発しません。
    Checks(en): A Last Words follower destroyed on the field sets off its Last Words
    Checks(ja): 場で破壊されたラストワードのフォロワーは、ラストワードを誘発する
    Source: sve-faq-en, Q&A 50

    Given it is my main phase with 1 play point
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Last Words Imp"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Last Words Imp"
    Then the action succeeds
    And "Last Words Imp" is in my opponent's cemetery
    And my opponent's hand holds 1 card

  @SVE-EN-050 @cr-12.5 @cr-7.4
  Scenario: A Last Words follower discarded from the hand does not set off its Last Words
    Checks(en): A Last Words follower discarded from the hand does not set off its Last Words
    Checks(ja): 手札から捨てられたラストワードのフォロワーは、ラストワードを誘発しない
    Source: sve-faq-en, Q&A 50

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my hand holds:
      | card           |
      | Last Words Imp |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
      | Test Goblin         |
    When I end the turn
    And I discard "Last Words Imp" to keep 7 cards
    Then the action succeeds
    And "Last Words Imp" is in my cemetery
    And my hand holds 7 cards

  @SVE-EN-028 @cr-12.4
  Scenario: A follower whose Fanfare has nothing to hit can still be played
    Q(en): The Fanfare of my follower or amulet cannot be carried out right now. May I still play the card?
    A(en): Yes. Fanfare is an automatic ability that triggers once the card is on the field, so playing the card itself is fine.
    Q(ja): ファンファーレの効果を解決できない状況でも、そのフォロワーやアミュレットをプレイできますか？
    A(ja): はい。ファンファーレは場に出たときに自動で誘発する能力なので、カードのプレイ自体には問題ありません。
    Checks(en): A follower whose Fanfare has nothing to hit can still be played
    Checks(ja): ファンファーレの対象がなくても、そのフォロワーはプレイできる
    Source: sve-faq-en, Q&A 28

    Given it is my main phase with 2 play points
    And my hand holds "Fanfare Archer"
    When I play "Fanfare Archer"
    Then the action succeeds
    And "Fanfare Archer" is on my field
    And I have 0 play points

  @SVE-EN-029 @SVE-JA-008 @cr-10.6 @cr-8.2
  Scenario: A spell that must pick an enemy follower cannot be played when there is none
    Q(en): My spell has to select a follower on the enemy field, and the enemy field has no followers. May I play it?
    A(en): No. Without a valid target the spell cannot be played.
    Q(ja): 相手のフォロワーを選ぶスペルを、相手の場にフォロワーがいないときにプレイできますか？
    A(ja): いいえ。選べる対象がなければ、そのスペルはプレイできません。
    Checks(en): A spell that must pick an enemy follower cannot be played when there is none
    Checks(ja): 相手のフォロワーを選ぶ必要があるスペルは、相手のフォロワーがいなければプレイできない
    Source: sve-faq-en, Q&A 29
    Source: sve-summary-ja, Q&A 8

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my opponent's field holds "Test Amulet"
    And my hand holds "Fireball"
    When I play "Fireball"
    Then the action is refused with reason "no-valid-target"
    And the game state is unchanged

  @SVE-EN-029 @SVE-JA-008 @cr-10.6 @cr-8.2
  Scenario: SVE-EN-029: with an enemy follower to select, the same spell is played
    Checks(en): The spell is refused only for want of a target: with an enemy follower next to the amulet, it is played on that follower
    Checks(ja): プレイできないのは対象がないときだけ：アミュレットの横に相手のフォロワーがいれば、そのフォロワーを選んでプレイできる
    Source: sve-faq-en, Q&A 29
    Source: sve-summary-ja, Q&A 8

    Given it is my main phase with 1 play point
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        |
      | Test Amulet |
      | Ogre        |
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Ogre"
    Then the action succeeds
    And "Ogre" has 5 attack and 2 defense

  @SVE-EN-030 @cr-4.8 @cr-8.2
  Scenario: A spell waiting in the EX area is played just as from the hand
    Q(en): May I play the cards in my EX area the way I play cards from my hand?
    A(en): Yes.
    Q(ja): EXエリアのカードは、手札のカードと同じようにプレイできますか？
    A(ja): はい、できます。
    Checks(en): A spell waiting in the EX area is played just as from the hand
    Checks(ja): EXエリアのスペルは、手札からと同じようにプレイできる
    Source: sve-faq-en, Q&A 30

    Given it is my main phase with 3 play points
    And my EX area holds "Healing Rain"
    When I play "Healing Rain"
    Then the action succeeds
    And "Healing Rain" is in my cemetery
    And my leader has 23 defense
    And I have 2 play points

  @SVE-EN-030 @cr-4.8 @cr-8.2 @cr-10.4
  Scenario: A card in the EX area cannot be played without enough play points
    Checks(en): A card in the EX area cannot be played without enough play points
    Checks(ja): EXエリアのカードも、PPが足りなければプレイできない
    Source: sve-faq-en, Q&A 30

    Given it is my main phase with 0 play points
    And my EX area holds "Healing Rain"
    When I play "Healing Rain"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-035 @cr-10.4 @cr-8.3
  Scenario: A follower that arrived this turn may engage itself to pay its ability's cost
    Q(en): My follower came onto the field this turn. May I engage it to pay the cost of one of its abilities?
    A(en): Yes.
    Q(ja): このターンに場に出たフォロワーを、自身の能力のコストとしてアクト状態にできますか？
    A(ja): はい、できます。
    Checks(en): A follower that arrived this turn may engage itself to pay its ability's cost
    Checks(ja): このターンに出たフォロワーも、自身の能力のコストとしてアクトにできる
    Source: sve-faq-en, Q&A 35

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | arrived   |
      | Engage Sentry | this turn |
    When I activate "Engage Sentry"
    Then the action succeeds
    And "Engage Sentry" is engaged
    And my leader has 21 defense

  @SVE-EN-037 @cr-10.4
  Scenario: A cost of 2 leader defense cannot be paid with 1 defense left
    Q(en): My leader is at 1 defense. May I pay an ability cost that takes 2 defense from my leader?
    A(en): No. A cost that would leave the leader's defense below zero cannot be paid.
    Q(ja): リーダーの体力が1のとき、リーダーの体力を2減らすコストを払えますか？
    A(ja): いいえ。体力がマイナスになる支払い方はできません。
    Checks(en): A cost of 2 leader defense cannot be paid with 1 defense left
    Checks(ja): リーダーの体力が1なら、体力2のコストは払えない
    Source: sve-faq-en, Q&A 37

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my leader has 1 defense
    And my field holds "Blood Pact Knight"
    When I activate "Blood Pact Knight"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-038 @cr-10.7 @cr-10.4
  Scenario: The cost of a Fanfare may be left unpaid even when it is affordable
    Q(en): An automatic ability such as Fanfare has a cost I could pay. May I decide not to pay it?
    A(en): Yes. Having a cost makes even an automatic ability optional.
    Q(ja): ファンファーレなどの自動能力にコストがあり、支払えるとき、支払わないことを選べますか？
    A(ja): はい。コストのある能力は、自動能力であっても使うかどうかを選べます。
    Checks(en): The cost of a Fanfare may be left unpaid even when it is affordable
    Checks(ja): 払えるときでも、ファンファーレのコストを払わないことを選べる
    Source: sve-faq-en, Q&A 38

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Paid Fanfare Mage"
    When I play "Paid Fanfare Mage" declining its optional cost
    Then the action succeeds
    And "Paid Fanfare Mage" is on my field
    And I have 1 play point
    And my hand holds 0 cards

  @SVE-EN-038 @cr-10.7
  Scenario: The cost of a Fanfare is paid when the player chooses to use it
    Checks(en): The cost of a Fanfare is paid when the player chooses to use it
    Checks(ja): 使うことを選べば、ファンファーレのコストを払って効果が出る
    Source: sve-faq-en, Q&A 38

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my hand holds "Paid Fanfare Mage"
    When I play "Paid Fanfare Mage"
    Then the action succeeds
    And I have 0 play points
    And my hand holds 1 card

  @SVE-EN-049 @cr-12.4
  Scenario: Fanfare triggers when the follower is played from the hand
    Q(en): What does Fanfare mean?
    A(en): An ability that triggers whenever the card is put onto the field, from the hand, the EX area, the cemetery or elsewhere.
    Q(ja): 「ファンファーレ」とはどういう意味ですか？
    A(ja): 手札、EXエリア、墓場など、どこからでもカードが場に出たときに誘発する能力です。
    Checks(en): Fanfare triggers when the follower is played from the hand
    Checks(ja): 手札からプレイしたフォロワーのファンファーレは誘発する
    Source: sve-faq-en, Q&A 49

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my hand holds "Fanfare Scholar"
    When I play "Fanfare Scholar"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my hand holds 1 card

  @SVE-EN-049 @cr-12.4 @cr-4.8
  Scenario: Fanfare triggers when the follower is played from the EX area
    Checks(en): Fanfare triggers when the follower is played from the EX area
    Checks(ja): EXエリアからプレイしたフォロワーのファンファーレも誘発する
    Source: sve-faq-en, Q&A 49

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my EX area holds "Fanfare Scholar"
    When I play "Fanfare Scholar"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my hand holds 1 card

  @SVE-EN-049 @cr-12.4 @cr-5.5
  Scenario: Fanfare triggers when an effect summons the follower from the cemetery
    Checks(en): Fanfare triggers when an effect summons the follower from the cemetery
    Checks(ja): 効果で墓場から召喚したフォロワーのファンファーレも誘発する
    Source: sve-faq-en, Q&A 49

    Given it is my main phase with 2 play points
    And my deck holds 3 cards
    And my cemetery holds "Fanfare Scholar"
    And my hand holds "Raise Dead"
    When I play "Raise Dead"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my hand holds 1 card

  @SVE-EN-066 @cr-5.18
  Scenario: Choosing one option of three applies only that option
    Q(en): What does "choose" mean?
    A(en): Pick the stated number of the listed options and apply those; options left unpicked do nothing.
    Q(ja): 「選ぶ」とはどういう意味ですか？
    A(ja): 並んだ選択肢から指定された数だけを選んでその効果を適用し、選ばなかった選択肢は何も起こしません。
    Checks(en): Choosing one option of three applies only that option
    Checks(ja): 3つの選択肢から1つを選ぶと、その1つだけが適用される
    Source: sve-faq-en, Q&A 66

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing option 2
    Then the action succeeds
    And my leader has 22 defense
    And my hand holds 0 cards
    And my opponent's leader has 20 defense

  @SVE-EN-066 @cr-5.18
  Scenario: Choosing more options than the card allows is refused
    Checks(en): Choosing more options than the card allows is refused
    Checks(ja): カードが認める数より多くの選択肢は選べない
    Source: sve-faq-en, Q&A 66

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Crossroads"
    When I play "Crossroads" choosing options 1 and 2
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-066 @cr-5.18
  Scenario: SVE-EN-066: choosing fewer options than the card says is refused
    Checks(en): The stated number of options is chosen: a card that says choose 2 is refused with only one, and nothing happens
    Checks(ja): 書かれた数の選択肢を選ぶ：「2つ選ぶ」カードで1つだけ選ぶことはできず、何も起こらない
    Source: sve-faq-en, Q&A 66

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my hand holds "Ordered Rite"
    When I play "Ordered Rite" choosing option 1
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-077 @cr-5.5 @cr-4.8
  Scenario: Summoning from the EX area moves the card onto the field
    Q(en): What does summon mean?
    A(en): Summoning a card puts or moves it onto the field; summoning a token creates that token and puts it onto the field. An effect may name the zone to summon from, such as the cemetery or the EX area.
    Q(ja): 「召喚」とはどういう意味ですか？
    A(ja): カードを召喚するとは、それを場に出す（移す）ことです。トークンを召喚するとは、そのトークンを作って場に出すことです。墓場やEXエリアなど、召喚元の領域が指定されることもあります。
    Checks(en): Summoning from the EX area moves the card onto the field
    Checks(ja): EXエリアから召喚すると、そのカードは場に移る
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my EX area holds "Fanfare Scholar"
    And my hand holds "Call from Beyond"
    When I play "Call from Beyond"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And my EX area holds 0 cards

  @SVE-EN-077 @cr-5.5
  Scenario: Summoning from the cemetery moves the card onto the field
    Checks(en): Summoning from the cemetery moves the card onto the field
    Checks(ja): 墓場から召喚すると、そのカードは場に移る
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 3 play points
    And my deck holds 3 cards
    And my cemetery holds "Fanfare Scholar"
    And my hand holds "Grave Caller"
    When I play "Grave Caller"
    Then the action succeeds
    And "Fanfare Scholar" is on my field
    And "Grave Caller" is on my field
    And my cemetery holds 0 cards

  @SVE-EN-077 @cr-5.5 @cr-9.1
  Scenario: Summoning tokens creates them on the field
    Checks(en): Summoning tokens creates them on the field
    Checks(ja): トークンを召喚すると、場にトークンが作られる
    Source: sve-faq-en, Q&A 77

    Given it is my main phase with 6 play points
    And my hand holds "Aria, Fairy Princess"
    When I play "Aria, Fairy Princess" putting 3 tokens on my field and 0 in my EX area
    Then the action succeeds
    And my field holds 3 "Fairy"
    And my field holds 4 cards

  @SVE-EN-078 @cr-5.34 @cr-5.6
  Scenario: Burying a follower is not destroying it
    Q(en): What does "bury" mean?
    A(en): Burying puts a card into its owner's cemetery as a cost or effect, by default from your own field; a card or ability may instead name another zone to bury from, such as your deck or EX area. It is not destruction, even though the card also ends in the cemetery.
    Q(ja): 「埋葬」とはどういう意味ですか？
    A(ja): コストや効果でカードを持ち主の墓場に置くことで、特に指定がなければ自分の場のカードが対象です。デッキやEXエリアなど、別の領域から埋葬するよう指定されることもあります。墓場に行く点は同じでも、破壊とは異なります。
    Checks(en): Burying a follower is not destroying it
    Checks(ja): フォロワーを埋葬しても、破壊したことにはならない
    Source: sve-faq-en, Q&A 78

    Given it is my main phase with 1 play point
    And my field holds "Grudge Beast"
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my cemetery
    And my leader has 20 defense

  @SVE-EN-078 @cr-5.6
  Scenario: Destroying the follower that buries quietly does set off its destroyed ability
    Checks(en): Destroying the follower that buries quietly does set off its destroyed ability
    Checks(ja): 同じフォロワーを破壊すれば、破壊されたときの能力は誘発する
    Source: sve-faq-en, Q&A 78

    Given it is my main phase with 4 play points
    And my opponent's field holds "Grudge Beast"
    And my hand holds "Execution"
    When I play "Execution" targeting "Grudge Beast"
    Then the action succeeds
    And "Grudge Beast" is in my opponent's cemetery
    And my opponent's leader has 22 defense

  @SVE-EN-078 @cr-5.34
  Scenario: Without other instructions only a card on my own field can be buried
    Checks(en): Without other instructions only a card on my own field can be buried
    Checks(ja): 指定がなければ、埋葬できるのは自分の場のカードだけである
    Source: sve-faq-en, Q&A 78

    Given it is my main phase with 1 play point
    And my field holds "Test Goblin"
    And my opponent's field holds "Test Fighter"
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Test Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-EN-079 @cr-14.3 @cr-10.4
  Scenario: Lesson takes play points and a banished Magical Item together
    Q(en): What is Lesson (X)?
    A(en): Shorthand for banishing X cards named Magical Item from your EX area. An ability costing 2 play points and Lesson (1) needs both paid: 2 play points and one Magical Item banished.
    Q(ja): 「レッスン(X)」とは何ですか？
    A(ja): EXエリアから「マジカルアイテム」という名前のカードをX枚消滅させることを表す表記です。2PPとレッスン(1)がコストなら、2PPを払い、マジカルアイテム1枚を消滅させます。
    Checks(en): Lesson takes play points and a banished Magical Item together
    Checks(ja): レッスンはPPとマジカルアイテムの消滅を一緒に払う
    Source: sve-faq-en, Q&A 79

    Given it is my main phase with 2 play points
    And my EX area holds "Magical Item"
    And my field holds "Lesson Student"
    When I activate "Lesson Student"
    Then the action succeeds
    And "Lesson Student" has 2 attack and 2 defense
    And I have 0 play points
    And my EX area holds 0 "Magical Item"

  @SVE-EN-079 @cr-14.3 @cr-10.4
  Scenario: Lesson cannot be paid without a Magical Item in the EX area
    Checks(en): Lesson cannot be paid without a Magical Item in the EX area
    Checks(ja): EXエリアにマジカルアイテムがなければ、レッスンは払えない
    Source: sve-faq-en, Q&A 79

    Given it is my main phase with 2 play points
    And my EX area holds "Fireball"
    And my field holds "Lesson Student"
    When I activate "Lesson Student"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-079 @cr-14.3 @cr-10.4
  Scenario: Lesson cannot be paid with a Magical Item but too few play points
    Checks(en): Lesson cannot be paid with a Magical Item but too few play points
    Checks(ja): マジカルアイテムがあっても、PPが足りなければレッスンは払えない
    Source: sve-faq-en, Q&A 79

    Given it is my main phase with 1 play point
    And my EX area holds "Magical Item"
    And my field holds "Lesson Student"
    When I activate "Lesson Student"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And "Magical Item" is in my EX area

  @SVE-EN-026 @cr-12.5 @cr-5.6
  Scenario: SVE-EN-026: a destroyed Last Words follower does set off its Last Words
    Checks(en): The other side of the answer: destroyed on the field and put into the cemetery, the same follower's Last Words does happen
    Checks(ja): 答えの裏側として、場で破壊され墓場に置かれた同じフォロワーのラストワードは誘発する
    Source: sve-faq-en, Q&A 26

    Given it is my main phase with 1 play point
    And my opponent's deck holds 3 cards
    And my opponent's field holds "Last Words Imp"
    And my hand holds "Fireball"
    When I play "Fireball" targeting "Last Words Imp"
    Then the action succeeds
    And "Last Words Imp" is in my opponent's cemetery
    And my opponent's hand holds 1 card

  @SVE-EN-078 @cr-5.34
  Scenario: SVE-EN-078: a card named to be buried from the EX area goes from there to the cemetery
    Checks(en): When the effect names another zone, here the EX area, the card is buried from that zone into its owner's cemetery
    Checks(ja): 効果が別の領域（ここではEXエリア）を指定していれば、カードはその領域から持ち主の墓場に埋葬される
    Source: sve-faq-en, Q&A 78

    Given it is my main phase with 0 play points
    And my EX area holds "Test Goblin"
    And my hand holds "Sentences EX Burial"
    When I play "Sentences EX Burial" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my EX area holds 0 cards

  @SVE-EN-028 @cr-12.4
  Scenario: SVE-EN-028: an amulet whose Fanfare has nothing to hit can still be played
    Checks(en): The same holds for an amulet: with no enemy follower for its Fanfare to damage, the amulet is still played and stays on the field
    Checks(ja): アミュレットでも同じで、ファンファーレでダメージを与える相手のフォロワーがいなくても、プレイでき場に残る
    Source: sve-faq-en, Q&A 28

    Given it is my main phase with 1 play point
    And my hand holds "Sentences Fanfare Totem"
    When I play "Sentences Fanfare Totem"
    Then the action succeeds
    And "Sentences Fanfare Totem" is on my field
    And I have 0 play points

  @SVE-EN-078 @cr-5.34
  Scenario: SVE-EN-078: a card named to be buried from the deck goes from there to the cemetery
    Checks(en): A card may name another zone to bury from, such as the deck: the chosen card of my deck goes to my cemetery, and my field is untouched
    Checks(ja): 埋葬する領域をデッキなどと指定するカードもある：選んだ自分のデッキのカードが墓場へ行き、場のカードはそのまま
    Source: sve-faq-en, Q&A 78

    Given it is my main phase with 0 play points
    And my deck holds "Test Goblin"
    And my field holds "Test Fighter"
    And my hand holds "Sweepb Deck Burial"
    When I play "Sweepb Deck Burial" targeting "Test Goblin"
    Then the action succeeds
    And "Test Goblin" is in my cemetery
    And my deck holds 0 cards
    And "Test Fighter" is on my field

  @SVE-EN-026 @cr-12.5 @cr-7.4
  Scenario: SVE-EN-026: a Last Words follower discarded from my hand does not set off its Last Words
    Checks(en): Only from the field: the same follower put into the cemetery from the hand, by the end-phase discard, does not set off its Last Words
    Checks(ja): 場からの場合だけ：同じフォロワーがエンドフェイズの手札破棄で手札から墓場に置かれても、ラストワードは誘発しない
    Source: sve-faq-en, Q&A 26

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my opponent's deck holds 5 cards
    And my hand holds:
      | card           | as     |
      | Test Goblin    | Card 1 |
      | Test Goblin    | Card 2 |
      | Test Goblin    | Card 3 |
      | Test Goblin    | Card 4 |
      | Test Goblin    | Card 5 |
      | Test Goblin    | Card 6 |
      | Test Goblin    | Card 7 |
      | Last Words Imp | Card 8 |
    When I end the turn
    Then my end phase waits for me to discard
    When I discard "Card 8" to keep 7 cards
    Then "Card 8" is in my cemetery
    And my hand holds 7 cards
    And my deck holds 3 cards
