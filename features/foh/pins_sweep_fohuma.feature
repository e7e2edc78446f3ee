@foh
Feature: Pins of listed equivalents that a scenario tells apart (Force of the Horse; issue 24 sweep, slice fohuma)
  Lines of docs/mutation-equivalents.txt checked one by one by putting the mutant into the engine by hand:
  each scenario here fails with the mutant named above it and passes on the engine.

  # kills: engine.foh.game.xǁFohGameǁ_require_conditions_open__mutmut_1
  # why: with the race already set, a phase put back to "conditions" must not open the decision again.
  @FOH-JA-003 @assumption
  Scenario: Sweep fohuma: race conditions already set are not agreed again, whatever the phase
    Checks(en): Race conditions already set are not agreed again, even with the phase put back to the start
    Checks(ja): レース条件が決まっていれば、フェイズを最初に戻しても、もう一度決めることはできない
    Source: foh-faq-ja, Q&A 3
    Assumption(en): the FAQ describes one decision before the match; the engine refuses a second one.
    Assumption(ja): FAQは対戦前に一度決めるとだけ述べるため、二度目の決定は拒否するものとします。

    Given a 1600m race on 芝 at 東京
    And it is my conditions phase
    When the players agree on a 3000m race on ダート at 中山
    Then the action is refused with reason "conditions-already-set"
    And the game state is unchanged
    And the race is 1600m on 芝 at 東京

  # kills: engine.foh.game.xǁFohGameǁ_require_conditions_open__mutmut_1
  # why: once the game is past the conditions phase, no race is drawn, even when none was recorded.
  @FOH-JA-003 @assumption
  Scenario: Sweep fohuma: no race is drawn once the game is past the conditions phase
    Checks(en): The race conditions are drawn only in the conditions phase, before the game goes on
    Checks(ja): レース条件を引くのは条件決めのフェイズだけで、ゲームが先に進んだ後は引けない
    Source: foh-faq-ja, Q&A 3
    Assumption(en): the FAQ describes one decision before the match; the engine refuses a second one.
    Assumption(ja): FAQは対戦前に一度決めるとだけ述べるため、二度目の決定は拒否するものとします。

    Given a new game with seed 7
    And it is my main phase
    When the race conditions are drawn at random
    Then the action is refused with reason "conditions-already-set"
    And the game state is unchanged
    And no going is set yet

  # kills: engine.foh.game.xǁFohGameǁ_maybe_begin__mutmut_17
  # why: the event log names the last turn a going change lasts, so the number of the first turn shows.
  @FOH-JA-025 @assumption
  Scenario: Sweep fohuma: a one-turn going change used in the first turn lasts until turn 1
    Checks(en): The first turn of the game is turn 1, so a one-turn going change used then lasts until turn 1
    Checks(ja): ゲームの最初の番は1ターン目なので、そこで使った1ターンの馬場状態の変更は1ターン目まで続く
    Source: foh-faq-ja, Q&A 25
    Assumption(en): a printed duration of one turn ends at the end of the turn the card was used in.
    Assumption(ja): 「1ターン」の期間は、使った番の終わりまでとします。

    Given a new game with seed 1
    And each deck holds:
      | card                  | count |
      | Sample Passing Shower | 60    |
    And the players agreed on a 1600m race on 芝 at 東京
    When the game starts
    And I keep my hand
    And my opponent keeps their hand
    And I draw for the turn
    And I use "Sample Passing Shower"
    Then the action succeeds
    And the going is "ダート"
    And the last going change lasts until turn 1
