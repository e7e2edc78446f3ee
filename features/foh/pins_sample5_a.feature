@foh
Feature: Pins of listed equivalents that a scenario tells apart (Force of the Horse; issue 24, sample 5, part a)
  Lines of docs/mutation-equivalents.txt drawn for the acceptance sample and checked by putting the mutant into
  the engine by hand: each scenario here fails with the mutant named above it and passes on the engine.

  # kills: engine.foh.game.xǁFohGameǁ_do_end_turn__mutmut_84
  # why: the end of a turn leaves the run flag exactly as the set-up API leaves it for a turn with no run yet
  # (False, not None): the snapshots of the two are equal.
  @FOH-JA-017
  Scenario: Sample 5a: after a turn with a run, the next turn starts exactly as a set-up turn with no run yet
    Checks(en): Ending a turn in which a horse ran leaves the next turn exactly like a fresh turn with no run yet
    Checks(ja): 走破した番を終えると、次の番は、まだ走破していない番として用意したものとまったく同じ状態になる
    Source: foh-faq-ja, Q&A 17

    Given a 1600m race on 芝 at 東京
    And my hand holds:
      | card          | count |
      | Sample Miler  | 1     |
      | Force         | 4     |
    And my distance area holds:
      | area | card  | count |
      | 差し | Force | 10    |
    And I declared a run with "Sample Miler" paying "Force", "Force"
    And my opponent passed
    And I passed
    And I put "Force", "Force" to the farm
    When I end my turn
    Then the action succeeds
    And it is my opponent's draw phase
    And the game is exactly as the set-up puts it in my opponent's draw phase with no run yet
