@foh
Feature: A pin of a listed equivalent that a scenario tells apart (Force of the Horse; issue 24 sample check)
  A line drawn at random from docs/mutation-equivalents.txt, tried by putting the mutant into the engine by hand:
  the scenario here fails with it and passes on the engine.

  # kills: engine.foh.values.x_current_going__mutmut_8, _9
  @FOH-JA-003
  Scenario: FOH before the race conditions are set there is no going yet
    Checks(en): Before the race conditions are set, the game has no going
    Checks(ja): レース条件が決まる前は、馬場はまだない
    Source: foh-faq-ja, Q&A 3

    Given a new game with seed 1
    Then no going is set yet
