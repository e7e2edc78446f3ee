@sve
Feature: Zone limits: the field and the EX area
  Followers and amulets share one field of five cards (CR 4.4); the EX area holds
  five cards of any type (CR 4.8). A play that would break a limit is refused and
  the game goes back to the moment before the play began.

  @SVE-EN-007 @cr-4.4
  Scenario: Five followers fill the field, so an amulet cannot join them
    Q(en): With five followers already out, may I add five amulets to my field as well?
    A(en): No. Followers and amulets count together, and a field takes five cards at most.
    Q(ja): フォロワー5体がいる場に、さらにアミュレットを5枚置けますか？
    A(ja): いいえ。フォロワーとアミュレットは合わせて数え、場に置けるのは最大5枚です。
    Checks(en): Five followers fill the field, so an amulet cannot join them
    Checks(ja): フォロワー5体で場が埋まっていれば、アミュレットは出せない
    Source: sve-faq-en, Q&A 7

    Given it is my main phase with 10 play points
    And my field holds:
      | card    | as        |
      | Test Goblin  | Test Goblin A  |
      | Test Goblin  | Test Goblin B  |
      | Test Fighter | Test Fighter A |
      | Test Fighter | Test Fighter B |
      | Test Knight  | Test Knight A  |
    And my hand holds "Test Amulet"
    When I play "Test Amulet"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @SVE-EN-031 @cr-4.4 @cr-11.4
  Scenario: A full field refuses a new follower and nothing is paid or moved
    Q(en): My field holds five followers and amulets in all. May I play another follower or amulet by sending one of those five to the cemetery to make room?
    A(en): No. At the limit the follower or amulet simply cannot be played, and everything returns to how it was before I began to play it.
    Q(ja): フォロワーとアミュレットで場が5枚埋まっているとき、1枚を墓場に置いて空きを作り、新しいフォロワーやアミュレットをプレイできますか？
    A(ja): いいえ。上限に達していればプレイできず、プレイを始める前の状態に戻ります。
    Checks(en): A full field refuses a new follower and nothing is paid or moved
    Checks(ja): 場が埋まっていれば新しいフォロワーは出せず、何も払われず動かない
    Source: sve-faq-en, Q&A 31

    Given it is my main phase with 5 play points
    And my field holds:
      | card        |
      | Test Goblin      |
      | Test Fighter     |
      | Test Knight      |
      | Ogre        |
      | Test Amulet |
    And my hand holds "Fanfare Scholar"
    When I play "Fanfare Scholar"
    Then the action is refused with reason "field-full"
    And the game state is unchanged
    And I have 5 play points
    And "Fanfare Scholar" is in my hand

  @SVE-EN-031 @cr-4.4 @cr-11.4
  Scenario: SVE-EN-031: a field one card short of its limit takes a new follower
    Checks(en): Only a field at its limit refuses: with four cards on it, a new follower is played and the field reaches five
    Checks(ja): 拒まれるのは上限に達した場だけ：4枚なら新しいフォロワーをプレイでき、場は5枚になる
    Source: sve-faq-en, Q&A 31

    Given it is my main phase with 5 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Test Amulet  |
    And my hand holds "Ogre"
    When I play "Ogre"
    Then the action succeeds
    And my field holds 5 cards
    And I have 0 play points

  @SVE-EN-008 @cr-4.8
  Scenario: Spell tokens may wait in the EX area
    Q(en): Is the EX area only for followers, amulets and tokens of those kinds?
    A(en): No. Unlike the field, the EX area also takes spells and spell tokens.
    Q(ja): EXエリアに置けるのはフォロワー、アミュレットとそれらのトークンだけですか？
    A(ja): いいえ。場とは違い、EXエリアにはスペルやスペルトークンも置けます。
    Checks(en): Spell tokens may wait in the EX area
    Checks(ja): スペルトークンはEXエリアに置ける
    Source: sve-faq-en, Q&A 8

    Given it is my main phase with 3 play points
    And my EX area holds:
      | card         |
      | Magical Item |
      | Fireball     |
    And my field holds "Lesson Student"
    When I activate "Lesson Student"
    Then the action succeeds
    And "Lesson Student" has 2 attack and 2 defense
    And "Magical Item" is no longer in the game

  @SVE-EN-008 @cr-4.8 @cr-4.4
  Scenario: A spell token made by a Fanfare goes to the EX area, not the field
    Checks(en): A spell token made by a Fanfare goes to the EX area, not the field
    Checks(ja): ファンファーレで作られたスペルトークンは、場ではなくEXエリアへ行く
    Source: sve-faq-en, Q&A 8

    Given it is my main phase with 1 play point
    And my hand holds "Item Conjurer"
    When I play "Item Conjurer"
    Then the action succeeds
    And my EX area holds 1 "Magical Item"
    And my field holds 1 card

  @SVE-EN-008 @cr-4.8 @cr-4.4
  Scenario: A spell token cannot be put onto the field
    Checks(en): A spell token cannot be put onto the field
    Checks(ja): スペルトークンは場に出せない
    Source: sve-faq-en, Q&A 8

    Given it is my main phase with 1 play point
    And my hand holds "Item Conjurer"
    When I play "Item Conjurer" putting 1 tokens on my field and 0 in my EX area
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @SVE-EN-032 @cr-4.8 @cr-11.5
  Scenario: A full EX area takes no more tokens
    Q(en): When my EX area is already at its limit, can cards or tokens still be put into it?
    A(en): No, nothing more can go in.
    Q(ja): EXエリアが上限に達しているとき、さらにカードやトークンを置けますか？
    A(ja): いいえ、置けません。
    Checks(en): A full EX area takes no more tokens
    Checks(ja): EXエリアが埋まっていれば、トークンはもう置けない
    Source: sve-faq-en, Q&A 32

    Given it is my main phase with 6 play points
    And my EX area holds:
      | card    |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre    |
      | Fireball |
    And my hand holds "Aria, Fairy Princess"
    When I play "Aria, Fairy Princess" putting 0 tokens on my field and 1 in my EX area
    Then the action is refused with reason "ex-area-full"
    And the game state is unchanged

  @SVE-EN-007 @cr-4.4
  Scenario: SVE-EN-007: followers and amulets together fill the field at five cards
    Checks(en): Three followers and two amulets already make five cards, so one more follower cannot be played and nothing changes
    Checks(ja): フォロワー3体とアミュレット2枚で場はすでに5枚なので、フォロワーをもう1体出すことはできず、何も変わらない
    Source: sve-faq-en, Q&A 7

    Given it is my main phase with 10 play points
    And my field holds:
      | card         | as             |
      | Test Goblin  | Test Goblin A  |
      | Test Fighter | Test Fighter A |
      | Test Knight  | Test Knight A  |
      | Test Amulet  | Test Amulet A  |
      | Test Amulet  | Test Amulet B  |
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action is refused with reason "field-full"
    And the game state is unchanged

  @SVE-EN-032 @cr-4.8 @cr-11.5
  Scenario: SVE-EN-032: a full EX area takes no more cards either
    Checks(en): A card that an effect would put into a full EX area does not go in: the deck keeps it and the EX area stays at five
    Checks(ja): 埋まったEXエリアには効果で置かれるはずのカードも入らず、デッキに残り、EXエリアは5枚のままである
    Source: sve-faq-en, Q&A 32

    Given it is my main phase with 6 play points
    And my deck holds 3 cards
    And my EX area holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Fireball     |
    And my hand holds "Wyvern Scout"
    When I play "Wyvern Scout"
    Then the action succeeds
    And my deck holds 3 cards
    And my EX area holds 5 cards

  @SVE-EN-032 @cr-4.8 @cr-11.5
  Scenario: SVE-EN-032: an EX area one card short of its limit still takes a card
    Checks(en): Only a full EX area is closed: with four cards in it, the card the same effect puts there goes in and the EX area reaches five
    Checks(ja): 入れられないのは埋まったEXエリアだけ：4枚なら同じ効果で置くカードは入り、EXエリアは5枚になる
    Source: sve-faq-en, Q&A 32

    Given it is my main phase with 6 play points
    And my deck holds 3 cards
    And my EX area holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
    And my hand holds "Wyvern Scout"
    When I play "Wyvern Scout"
    Then the action succeeds
    And my deck holds 2 cards
    And my EX area holds 5 cards

  @SVE-EN-031 @cr-4.4 @cr-11.4
  Scenario: SVE-EN-031: a full field refuses a new amulet too and nothing is paid or moved
    Checks(en): The same for an amulet: with five cards on the field the amulet is refused, no play point is paid and it stays in the hand
    Checks(ja): アミュレットでも同じで、場が5枚ならプレイは拒まれ、PPは払われず、カードは手札に残る
    Source: sve-faq-en, Q&A 31

    Given it is my main phase with 5 play points
    And my field holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
      | Test Knight  |
      | Ogre         |
      | Test Amulet  |
    And my hand holds "Welcome Banner"
    When I play "Welcome Banner"
    Then the action is refused with reason "field-full"
    And the game state is unchanged
    And I have 5 play points
    And "Welcome Banner" is in my hand

  @SVE-EN-007 @cr-4.4
  Scenario: SVE-EN-007: a fifth card still fits, and my opponent's full field does not count against mine
    Checks(en): The other way: the limit is five cards in all on each player's own field, so with four of mine out (three followers and an amulet) a follower can still be played while my opponent's field is full
    Checks(ja): 逆の場合：上限は各プレイヤー自身の場で合わせて5枚なので、自分の場が4枚（フォロワー3体とアミュレット1枚）ならフォロワーをもう1体出せる（相手の場が5枚で埋まっていても）
    Source: sve-faq-en, Q&A 7

    Given it is my main phase with 10 play points
    And my field holds:
      | card         | as             |
      | Test Goblin  | Test Goblin A  |
      | Test Fighter | Test Fighter A |
      | Test Knight  | Test Knight A  |
      | Test Amulet  | Test Amulet A  |
    And my opponent's field holds:
      | card         | as             |
      | Test Goblin  | Enemy Goblin A |
      | Test Goblin  | Enemy Goblin B |
      | Test Fighter | Enemy Fighter  |
      | Test Knight  | Enemy Knight   |
      | Test Amulet  | Enemy Amulet   |
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Then the action succeeds
    And my field holds 5 cards
    And my opponent's field holds 5 cards

  @SVE-EN-008 @cr-4.8
  Scenario: SVE-EN-008: a spell card an effect puts into my EX area goes in and can be played from there
    Checks(en): Not only spell tokens: a spell card that an effect moves from the deck into my EX area goes in, and it is then played from there
    Checks(ja): スペルトークンだけではない：効果でデッキからEXエリアに置かれるスペルカードもそこに入り、その後そこからプレイできる
    Source: sve-faq-en, Q&A 8

    Given it is my main phase with 3 play points
    And my deck holds:
      | card        |
      | Fireball    |
      | Test Goblin |
    And my opponent's field holds "Test Fighter"
    And my hand holds "Wyvern Scout"
    When I play "Wyvern Scout"
    Then the action succeeds
    And "Fireball" is in my EX area
    And my deck holds 1 card
    When I play "Fireball" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
