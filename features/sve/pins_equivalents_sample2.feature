@sve
Feature: Pins of listed equivalents that a scenario tells apart (issue 24: sample check, seed 20261205)
  Lines drawn at random from docs/mutation-equivalents.txt and tried the way an outside review does: the mutant
  put into the engine by hand, then a scenario through the public API that tells it apart. Each scenario here
  fails with the mutant named above it (numbered as in a mutants/ copy of this branch) and passes on the engine.

  # kills: engine.sve.game.xǁGameǁ_do_pass_window__mutmut_30
  @cr-8.4.5
  Scenario: Equivalent sample 2: a follower strong only in combat is back to its own attack once an attack is over
    Rule(en): A follower that gets +2 attack only while it is in combat has its printed attack again after another follower's attack has ended, for the rest of the turn.
    Rule(ja): 交戦中だけ攻撃力+2を得るフォロワーは、別のフォロワーの攻撃が終わった後、そのターンの残りの間、元の攻撃力に戻っています。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 8.4.5

    Given it is my main phase with 0 play points
    And my field holds:
      | card                  |
      | Test Fighter          |
      | Combat Brute Follower |
    When I attack the enemy leader with "Test Fighter"
    Then my opponent's leader has 18 defense
    And "Combat Brute Follower" has 2 attack

  # kills: engine.sve.effects.x_apply_effect__mutmut_65, _66
  @cr-10.11 @cr-9.1
  Scenario: Equivalent sample 2: damage equal to a destroyed token's attack uses its last attack, even after an effect on it found it gone
    Rule(en): When my spell destroys an enemy token, then tries to give it +1 attack (it is gone, so nothing happens), then deals damage equal to its attack to the enemy leader, the damage uses the attack the token had when it left.
    Rule(ja): 自分のスペルが相手のトークンを破壊し、次にそれに攻撃力+1を与えようとし（もういないので何も起きない）、次にその攻撃力に等しいダメージを相手リーダーに与えるとき、ダメージはトークンが離れたときの攻撃力を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, clause 10.11 and section 9.1

    Given it is my main phase with 0 play points
    And my hand holds "Pin Last Attack Spell"
    And my opponent's field holds "Fairy"
    When I play "Pin Last Attack Spell" targeting "Fairy"
    Then the action succeeds
    And my opponent's leader has 19 defense

  # kills: engine.sve.effects.x__play_from__mutmut_137
  @cr-3.1 @cr-8.2
  Scenario: Equivalent sample 2: a spell I play from my opponent's cemetery counts as a spell I play for my own cards
    Rule(en): When my spell plays a spell from my opponent's cemetery, I am the one playing it, so my amulet that answers each spell I play answers it too: once for my spell and once for the spell taken.
    Rule(ja): 自分のスペルが相手の墓場のスペルをプレイするとき、プレイしているのは自分なので、自分がスペルをプレイするたびに反応する自分のアミュレットはそれにも反応します。自分のスペルで1回、取ったスペルで1回です。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 3.1 and clause 8.2

    Given it is my main phase with 0 play points
    And my field holds "Spell Echo"
    And my hand holds "Grave Spell Thief"
    And my opponent's cemetery holds "Leader Bulwark"
    When I play "Grave Spell Thief"
    Then the action succeeds
    And my leader has 24 defense
