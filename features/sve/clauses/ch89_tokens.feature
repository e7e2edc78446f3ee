@sve
Feature: Tokens that do not all fit, and the tokens just summoned (CR 9.1)
  An effect makes tokens straight into a field or an EX area (CR 9.1.2). Each zone takes only so many cards
  (the field 5, CR 4.4.4.2; the EX area 5, CR 4.8.3.2): when fewer tokens fit than an effect makes and they
  are not all alike, the effect's controller chooses which ones are made. A later effect of the same ability
  may act on the tokens it has just made.

  @cr-9.1.2 @cr-4.4.4.2
  Scenario: CR 9.1.2: with room for two of three different tokens, the controller chooses which two are made
    Rule(en): When an effect makes several different tokens and the field has room for fewer, its controller picks the ones that are made; the others are not made at all.
    Rule(ja): 効果が異なるトークンを複数出すとき、場に入る枚数が足りなければ、その効果のコントローラーが出すものを選びます。残りは出ません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.2 and 4.4.4.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Alwida's Command"
    Then the game waits for me
    When I choose to make "Knight" and "Viking"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 1 "Viking"
    And my field holds 0 "Steelclad Knight"
    And "Alwida's Command" is in my cemetery

  @cr-9.1.2 @cr-4.4.4.2
  Scenario: CR 9.1.2: the controller chooses which tokens when playing the card
    Rule(en): The choice of which tokens are made is the controller's; choosing the last two of the three works as well as the first two.
    Rule(ja): どのトークンを出すかはコントローラーが選びます。3つのうち後の2つを選ぶこともできます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Alwida's Command" choosing to make "Steelclad Knight" and "Knight"
    Then the action succeeds
    And my field holds 1 "Knight"
    And my field holds 0 "Viking"
    And my field holds 1 "Steelclad Knight"

  @cr-9.1.2 @cr-4.4.4.2
  Scenario: CR 4.4.4.2: the controller cannot choose more tokens than the field has room for
    Rule(en): Only as many tokens as fit are made; naming more than that is refused and nothing changes.
    Rule(ja): 入る枚数までしか出せません。それより多く選ぶことは認められず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 4.4.4.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Alwida's Command"
    And I choose to make "Knight", "Viking" and "Steelclad Knight"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
    And the game waits for me

  @cr-9.1.2
  Scenario: CR 9.1.2: the controller chooses only among the tokens the effect makes
    Rule(en): The choice is among the tokens the effect names; a token it does not make cannot be chosen.
    Rule(ja): 選べるのはその効果が出すトークンだけです。効果が出さないトークンは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Alwida's Command"
    And I choose to make "Knight" and "Fairy"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged

  @cr-9.1.2 @cr-4.4.4.2
  Scenario: CR 9.1.2: when every token fits there is nothing to choose
    Rule(en): With room for all of them, every token the effect names is made and the game asks nothing.
    Rule(ja): すべて入るなら、効果が出すトークンはすべて出て、何も選ぶ必要はありません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    Then the action succeeds
    And no ability is pending
    And my field holds 1 "Knight"
    And my field holds 1 "Viking"
    And my field holds 1 "Steelclad Knight"

  @cr-9.1.2 @cr-4.8.3.2
  Scenario: CR 4.8.3.2: with room for one of two different tokens in the EX area, the controller chooses
    Rule(en): The EX area has a limit too; when only one of two different tokens fits there, the controller picks which is made.
    Rule(ja): EXエリアにも上限があります。異なる2つのトークンのうち1つしか入らないなら、コントローラーがどちらを出すか選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 4.8.3.2 and 9.1.2

    Given it is my main phase with 0 play points
    And my hand holds "Muster Pair"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Muster Pair" choosing to make "Fairy"
    Then the action succeeds
    And my EX area holds 1 "Fairy"
    And my EX area holds 0 "Knight"

  @cr-9.1 @cr-9.1.2
  Scenario: CR 9.1: an effect gives the tokens just summoned a keyword, and its controller engages any of them
    Rule(en): An ability may act on the tokens it has just made: all of them, or those its controller picks; a picked token is engaged, the others stay reserved.
    Rule(ja): 能力は、直前に出したトークンに働くことがあります。すべてにも、コントローラーが選んだものにも働きます。選んだトークンはアクトし、他はスタンドのままです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Muster Drill"
    When I play "Muster Drill"
    Then the game waits for me
    When I pick 1 "Knight" token on my field
    Then the action succeeds
    And every "Knight" on my field has Ward
    And my field holds 1 engaged "Knight"
    And my field holds 1 reserved "Knight"

  @cr-9.1
  Scenario: CR 9.1: only the tokens just summoned may be picked
    Rule(en): The pick is among the tokens the ability has just made; another card on the field cannot be picked.
    Rule(ja): 選べるのはその能力が直前に出したトークンだけです。場の他のカードは選べません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Muster Drill"
    And my field holds "Test Goblin"
    When I play "Muster Drill"
    And I select "Test Goblin" as the target
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @cr-9.1 @cr-9.1.2
  Scenario: CR 9.1: "the tokens just summoned" are only those that were made
    Rule(en): After the controller chose which tokens are made, an effect on the tokens just summoned acts on the made ones only.
    Rule(ja): どのトークンを出すかを選んだ後、直前に出したトークンへの効果は、実際に出たものだけに働きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Muster Twins"
    And my field holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I play "Muster Twins" choosing to make "Viking"
    Then the action succeeds
    And "Viking" has Storm
    And my field holds 0 "Knight"
    And "Test Goblin" does not have Storm

  @cr-9.1.2.1
  Scenario: CR 9.1.2.1: a token made on the enemy field belongs to the enemy
    Rule(en): A token belongs to, and is controlled by, the player whose zone it was made in, even when another player's effect made it.
    Rule(ja): トークンの持ち主とコントローラーは、それが出された領域のプレイヤーです。別のプレイヤーの効果で出された場合も同じです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2.1

    Given it is my main phase with 1 play point
    And my hand holds "Gift Fairy"
    When I play "Gift Fairy"
    Then the action succeeds
    And "Fairy" is on my opponent's field
    And my field holds 0 cards

  @cr-9.1.2.2
  Scenario: CR 9.1.2.2: a token made on the field counts as a follower put onto the field
    Rule(en): Making a token in a zone counts as putting a card there, so "whenever a follower enters your field" abilities trigger for it.
    Rule(ja): 領域にトークンを出すことは、そこにカードを置いたことになります。そのため「フォロワーが場に出るたび」の能力が誘発します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2.2

    Given it is my main phase with 0 play points
    And my hand holds "Fairy Call"
    And my field holds "Welcome Banner"
    When I play "Fairy Call"
    Then the action succeeds
    And "Fairy" is on my field
    And my leader has 21 defense

  @cr-9.1.3 @cr-9.1.4.4
  Scenario: CR 9.1.4.4: a destroyed token does not stay in the cemetery
    Rule(en): A cemetery is not a zone a token can be in; a token put there is removed from the game at once.
    Rule(ja): 墓場はトークンが存在できる領域ではありません。墓場に置かれたトークンはただちにゲームから取り除かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.3 and 9.1.4.4

    Given it is my main phase with 1 play point
    And my hand holds "Fireball"
    And my opponent's field holds "Fairy"
    When I play "Fireball" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And my opponent's cemetery holds 0 cards

  @cr-9.1.4 @cr-9.1.4.4
  Scenario: CR 9.1.4.4: a token returned to the hand leaves the game
    Rule(en): A hand is not a zone a follower token can be in either; returned there, it is removed from the game.
    Rule(ja): 手札もフォロワーのトークンが存在できる領域ではありません。手札に戻されたトークンはゲームから取り除かれます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.4 and 9.1.4.4

    Given it is my main phase with 1 play point
    And my hand holds "Homeward Wind"
    And my opponent's field holds "Fairy"
    When I play "Homeward Wind" targeting "Fairy"
    Then the action succeeds
    And "Fairy" is no longer in the game
    And my opponent's hand holds 0 cards

  @cr-9.1.4 @cr-9.1.4.1
  Scenario: CR 9.1.4.1: a follower token in the EX area may be played onto the field
    Rule(en): Follower and amulet tokens may be in the EX area, on the field and in the resolution zone, so one in the EX area is played and stays on the field.
    Rule(ja): フォロワーとアミュレットのトークンはEXエリア、場、解決領域に存在できます。EXエリアのものはプレイでき、場に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.4 and 9.1.4.1

    Given it is my main phase with 1 play point
    And my EX area holds "Fairy"
    When I play "Fairy"
    Then the action succeeds
    And "Fairy" is on my field

  @cr-9.1.4.3
  Scenario: CR 9.1.4.3: a spell token goes to the EX area and leaves the game after it resolves
    Rule(en): A spell token may be only in the EX area or the resolution zone: it is made in the EX area, and once played and resolved it does not go to the cemetery.
    Rule(ja): スペルのトークンが存在できるのはEXエリアと解決領域だけです。EXエリアに出され、プレイして解決した後は墓場に行きません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.4.3

    Given it is my main phase with 1 play point
    And my hand holds "Item Conjurer"
    When I play "Item Conjurer"
    Then the action succeeds
    And my EX area holds 1 "Magical Item"
    And my field holds 0 "Magical Item"
    When I play "Magical Item"
    Then the action succeeds
    And my leader has 21 defense
    And my EX area holds 0 "Magical Item"
    And my cemetery holds 0 cards

  @cr-9.1.2 @cr-4.8.3.2
  Scenario: CR 9.1.2: an evolve ability that makes two different tokens into a nearly full EX area asks which
    Rule(en): An automatic ability is no different: when its tokens do not all fit, its controller chooses which are made.
    Rule(ja): 自動能力でも同じです。トークンがすべては入らないとき、そのコントローラーがどれを出すか選びます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 9.1.2 and 4.8.3.2

    Given it is my main phase with 2 play points
    And my evolve deck holds "Cerberus"
    And my field holds "Cerberus"
    And my EX area holds:
      | card        |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
      | Test Goblin |
    When I evolve "Cerberus"
    Then the game waits for me
    When I choose to make "Coco"
    Then the action succeeds
    And my EX area holds 1 "Coco"
    And my EX area holds 0 "Mimi"

  @cr-9.1.2
  Scenario: CR 9.1.2: naming tokens when no ability waits for that choice is refused
    Rule(en): The controller chooses tokens only while an ability that makes more than fit waits for it; at any other time the choice is refused and nothing changes.
    Rule(ja): トークンを選ぶのは、入りきらないトークンを出す能力が選択を待っているときだけです。それ以外のときは認められず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 9.1.2

    Given it is my main phase with 5 play points
    And my hand holds "Alwida's Command"
    When I play "Alwida's Command"
    And I choose to make "Knight"
    Then the action is refused with reason "wrong-timing"
    And the game state is unchanged
    And my field holds 3 cards
