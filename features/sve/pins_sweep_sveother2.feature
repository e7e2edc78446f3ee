@sve
Feature: Pins of listed equivalents that a scenario tells apart (issue 24: sweep of slice sveother2)
  Lines of docs/mutation-equivalents.txt checked one by one the way an outside review does: the mutant put
  into the engine by hand, then a scenario through the public API that tells it apart. Each scenario here
  fails with the mutant named above it (numbered as in a mutants/ copy of commit b7be663) and passes on the engine.

  # kills: engine.sve.handling.x_handled__mutmut_8, engine.sve.handling.x_handled__mutmut_10
  # a player who has already lost is not "nothing to handle": the end phase's rules handling ends the game first
  @cr-1.2 @cr-7.4 @assumption
  Scenario: Sweep sveother2: a leader already at 0 defense ends the game before the follower named for Ward is checked
    Rule(en): When I end my main phase while my opponent's leader is already at 0 defense, the rules handling at the start of my end phase ends the game, so the follower I named to engage for Ward is never checked and nothing is refused.
    Rule(ja): 相手のリーダーの体力がすでに0のときに自分のメインフェイズを終えると、エンドフェイズ開始時のルール処理でゲームが終わるので、守護のためにアクトすると指定したフォロワーは確認されず、何も拒否されません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 1.2 and section 7.4
    Assumption(en): A leader at 0 defense during my main phase is a position only the set-up builds; the engine checks the follower named for Ward only after the rules handling of the start of the end phase, which ends the game here.
    Assumption(ja): メインフェイズ中にリーダーの体力が0である局面はセットアップでしか作れません。エンジンは守護のために指定したフォロワーを、エンドフェイズ開始時のルール処理の後でのみ確認し、ここではその処理でゲームが終わります。

    Given it is my main phase with 0 play points
    And my field holds "Test Goblin"
    And my opponent's leader has 0 defense
    When I end my main phase engaging "Test Goblin"
    Then I win the game

  # kills: engine.sve.abilities.x_context_of__mutmut_1, engine.sve.abilities.x_context_of__mutmut_14, engine.sve.abilities.x_context_of__mutmut_27
  # a Fanfare resolves from a pending entry, whose stored targets are what the division is checked against
  @cr-10.6.2.4
  Scenario: Sweep sveother2: a Fanfare that divides its damage gives each selected follower its share
    Rule(en): A follower whose Fanfare divides 3 damage among up to two enemy followers deals each of them the share I named when I played it.
    Rule(ja): ファンファーレで3ダメージを相手のフォロワー2体まで振り分けるフォロワーは、プレイしたときに自分が決めた割り当てどおりにそれぞれへダメージを与えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.6.2.4

    Given it is my main phase with 0 play points
    And my hand holds "Pin Split Fanfare Follower"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Pin Split Fanfare Follower" dividing its damage 2 to "K1" and 1 to "K2"
    Then the action succeeds
    And "K1" has 3 attack and 1 defense
    And "K2" has 3 attack and 2 defense

  # kills: engine.sve.abilities.x_resolve__mutmut_404
  # an ability without a once-per-turn limit does not use up the limit of another ability with the same trigger
  @cr-10.7
  Scenario: Sweep sveother2: an ability without a turn limit does not use up the once-per-turn ability beside it
    Rule(en): My amulet has two abilities that answer a follower coming onto my field: one every time, and one only once a turn and only for "Test Fighter". After the first has resolved for another follower, the second still happens when "Test Fighter" comes onto my field.
    Rule(ja): 自分のアミュレットは、自分の場にフォロワーが出たときに反応する能力を2つ持ちます。1つは毎回、もう1つは1ターンに1回で「Test Fighter」のときだけです。別のフォロワーで1つ目が処理された後でも、「Test Fighter」が場に出ると2つ目は発生します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.7

    Given it is my main phase with 3 play points
    And my field holds "Pin Twin Watch Amulet"
    And my hand holds:
      | card         |
      | Test Goblin  |
      | Test Fighter |
    When I play "Test Goblin"
    And I play "Test Fighter"
    Then my opponent's leader has 18 defense
    And my leader has 22 defense

  # kills: engine.sve.zones.x_move__mutmut_2
  # a follower destroyed in combat goes under the cards already in the cemetery, so the earlier one is found first
  @cr-5.5 @assumption
  Scenario: Sweep sveother2: a follower brought back from the cemetery without a pick is the one that was there first
    Rule(en): With one follower already in my cemetery and a second one destroyed in combat afterwards, a spell that puts one follower from my cemetery onto my field, played without naming one, brings back the follower that was there first.
    Rule(ja): 自分の墓場にフォロワーが1体あり、その後に別のフォロワーが戦闘で破壊されたとき、どれかを指定せずにプレイした「墓場のフォロワー1体を場に出す」スペルは、先に墓場にあったフォロワーを場に出します。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.5
    Assumption(en): When a player names no card, the engine takes the first card that fits in the zone, and a card put into the cemetery goes after the cards already there.
    Assumption(ja): プレイヤーがカードを指定しない場合、エンジンはその領域で条件に合う最初のカードを選び、墓場に置かれたカードはすでにあるカードの後ろに置かれます。

    Given it is my main phase with 0 play points
    And my cemetery holds "Test Goblin"
    And my field holds "Test Fighter"
    And my opponent's field holds:
      | card        | state   |
      | Test Knight | engaged |
    And my hand holds "Small Revival"
    When I attack "Test Knight" with "Test Fighter"
    And I play "Small Revival"
    Then the action succeeds
    And "Test Goblin" is on my field
    And "Test Fighter" is in my cemetery

  # kills: engine.sve.zones.x_place__mutmut_1
  # a spell that has resolved goes under the cards already in the cemetery, so the earlier spell is found first
  @cr-8.2 @assumption
  Scenario: Sweep sveother2: a spell played again from the cemetery without a pick is the one that was there first
    Rule(en): With "Leader Bulwark" already in my cemetery, I play a spell that deals 3 damage to my own leader, then a spell that plays a spell from my cemetery without naming one: the spell that was there first is played, so my leader ends at 19 defense.
    Rule(ja): 自分の墓場に「Leader Bulwark」があるとき、自分のリーダーに3ダメージを与えるスペルをプレイし、次にどれかを指定せずに墓場のスペルをプレイするスペルをプレイすると、先に墓場にあったスペルがプレイされるので、自分のリーダーの体力は19になります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 8.2
    Assumption(en): When a player names no card, the engine takes the first card that fits in the zone, and a spell that has resolved goes after the cards already in the cemetery.
    Assumption(ja): プレイヤーがカードを指定しない場合、エンジンはその領域で条件に合う最初のカードを選び、処理を終えたスペルは墓場にすでにあるカードの後ろに置かれます。

    Given it is my main phase with 1 play point
    And my cemetery holds "Leader Bulwark"
    And my hand holds:
      | card            |
      | Self Harm Spell |
      | Spell Revival   |
    When I play "Self Harm Spell"
    And I play "Spell Revival"
    Then the action succeeds
    And my leader has 19 defense

  # kills: engine.sve.abilities.x_waiting_to_order__mutmut_12, engine.sve.abilities.x_waiting_to_order__mutmut_13
  # two abilities wait to be ordered; once their player stops ordering, nothing waits for them any more
  @cr-10.5 @assumption
  Scenario: Sweep sveother2: once I stop ordering my own abilities, two that were waiting for my order no longer hold up the game
    Rule(en): Two abilities of mine wait for me to say their order; once I no longer choose that order, the game no longer waits for me, and ending my main phase goes ahead and plays them in the order they were set off.
    Rule(ja): 自分の能力2つが順番の指定を待っているとき、自分がその順番を選ばないことにすると、ゲームは自分を待たなくなり、メインフェイズの終了はそのまま進み、それらは誘発した順に処理されます。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.5
    Assumption(en): Whether a player orders their own simultaneous abilities is a standing choice the set-up may change at any time; the abilities already waiting then go in the order they were set off.
    Assumption(ja): 同時に誘発した自分の能力の順番を選ぶかどうかは、セットアップでいつでも変えられる継続的な選択です。そのときすでに待っている能力は誘発した順に処理されます。

    Given it is my main phase with 2 play points
    And I choose the order of my pending abilities
    And my field holds "Pin Twin Watch Amulet"
    And my hand holds "Test Fighter"
    When I play "Test Fighter"
    Given I no longer choose the order of my pending abilities
    When I end my main phase
    Then the action succeeds
    And my opponent's leader has 18 defense
    And my leader has 21 defense
