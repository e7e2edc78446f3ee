@sve
Feature: Pins of real survivors of the SVE mutation run in engine/sve/effects.py (part eff)
  Mutants that no test killed, each put into the engine by hand, then a scenario through the public API that
  tells it apart. Each scenario here fails with the mutant named above it and passes on the engine.

  # kills: engine.sve.effects.x__skip_turn__mutmut_7
  @cr-5.26.2
  Scenario: Survivor eff: an opponent who casts a skip-the-enemy's-turn spell makes me skip my next turn
    Rule(en): When my opponent's spell says the enemy skips the next turn, the enemy is me: after my opponent ends the turn, the next turn is theirs again.
    Rule(ja): 相手のスペルが「相手は次のターンを飛ばす」と言うとき、その相手とは自分です。相手がターンを終えた後、次のターンもまた相手のターンです。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2

    Given it is my opponent's main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my opponent's hand holds "Skip Stall Spell"
    When my opponent plays "Skip Stall Spell"
    And my opponent ends the turn
    Then the action succeeds
    And it is my opponent's main phase
    And the event "turn-skipped" happened

  # kills: engine.sve.effects.x__skip_turn__mutmut_11, _15, _16
  @cr-5.26.2
  Scenario: Survivor eff: a spell that skips the enemy's next turn records that the skip was set when it resolves
    Rule(en): Resolving a spell that makes the enemy skip the next turn sets that skip at once, before any turn is actually skipped.
    Rule(ja): 相手に次のターンを飛ばさせるスペルを解決すると、実際にターンが飛ばされる前に、その時点で飛ばすことが決まります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.26.2

    Given it is my main phase with 1 play point
    And my hand holds "Skip Stall Spell"
    When I play "Skip Stall Spell"
    Then the action succeeds
    And the event "turn-skip-set" happened
    And the event "turn-skipped" did not happen

  # kills: engine.sve.effects.x__win_game__mutmut_9
  @cr-5.23.1
  Scenario: Survivor eff: an opponent's spell that makes the enemy lose makes me lose
    Rule(en): When my opponent's spell says the enemy loses the game, the enemy is me, so my opponent wins.
    Rule(ja): 相手のスペルが「相手はゲームに敗北する」と言うとき、その相手とは自分なので、相手が勝利します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.23.1

    Given it is my opponent's main phase with 0 play points
    And my opponent's hand holds "Doom Curse Spell"
    When my opponent plays "Doom Curse Spell"
    Then the action succeeds
    And my opponent wins the game

  # kills: engine.sve.effects.x__win_game__mutmut_21, _22, _23, _26, _29, _30
  @cr-5.23.1 @cr-1.2.4
  Scenario: Survivor eff: after a spell makes me win, the game is over at once
    Rule(en): A win by an effect ends the game then and there: no phase of the turn goes on after it, and the win is recorded as coming from the effect.
    Rule(ja): 効果による勝利はその時点でゲームを終わらせます。その後ターンのどのフェイズも続かず、勝利は効果によるものとして記録されます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.23.1 and 1.2.4

    Given it is my main phase with 0 play points
    And my hand holds "Victory Decree Spell"
    When I play "Victory Decree Spell"
    Then the action succeeds
    And I win the game
    And the game is in the phase "over"
    And the event "game-won-by-effect" happened

  # kills: engine.sve.effects.x__division__mutmut_3
  @cr-10.6.2.4
  Scenario: Survivor eff: a divided damage spell with two followers selected and no split named is refused
    Rule(en): With two targets selected for an amount that is divided, the player must say how it is split; playing it without a split is refused and nothing changes.
    Rule(ja): 振り分ける量に対象を2つ選んだ場合、プレイヤーは振り分け方を示さなければなりません。振り分けを示さずにプレイすることは認められず、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 10.6.2.4

    Given it is my main phase with 1 play point
    And my hand holds "Split Flame Spell"
    And my opponent's field holds:
      | card        | as |
      | Test Knight | K1 |
      | Test Knight | K2 |
    When I play "Split Flame Spell" targeting "K1" and "K2"
    Then the action is refused with reason "invalid-choice"
    And the game state is unchanged
