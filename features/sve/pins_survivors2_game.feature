@sve
Feature: Pins of real survivors of the SVE mutation run in engine/sve/game.py (round 2, part game)
  Mutants of engine/sve/game.py that no test killed, each put into the engine by hand, then told apart by a
  scenario through the public API. Each scenario here fails with the mutants named above it (numbered as in the
  mutants/ copy of the run) and passes on the engine.

  # kills: engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_3, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_6, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_7
  @cr-7.4.2 @cr-7.4.3
  Scenario: Survivor2 game: a Ward follower chosen to engage that an end-phase ability returned to my hand is skipped
    Rule(en): I end my main phase choosing my Ward follower to engage. At the start of my end phase my amulet returns a follower of mine to my hand, and I pick that Ward follower. It is no longer on the field, so it does not engage; the end phase goes on and my opponent's Quick window opens.
    Rule(ja): 自分はメインフェイズを終え、自分のワードを持つフォロワーをアクティブにするものとして選びます。エンドフェイズ開始時に自分のアミュレットが自分のフォロワー1体を手札に戻し、自分はそのワードのフォロワーを選びます。それはもう場にないのでアクティブになりません。エンドフェイズは続き、相手のクイックタイミングが開きます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.2 and 7.4.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card              |
      | Ward Guard        |
      | Test Goblin       |
      | Pin Dusk Returner |
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    When I select "Ward Guard" as the target
    Then the action succeeds
    And "Ward Guard" is in my hand
    And the event "ward-engaged" did not happen
    And the event "quick-window" happened

  # kills: engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_6, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_7, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_17, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_18, engine.sve.game.xǁGameǁ_is_reserved_ward__mutmut_19
  @cr-7.4.2 @cr-7.4.3
  Scenario: Survivor2 game: a Ward follower chosen to engage that an end-phase ability already engaged is not engaged again
    Rule(en): I end my main phase choosing my Ward follower to engage. At the start of my end phase my amulet engages a follower of mine, and I pick that Ward follower. It is already engaged when the chosen Ward followers engage, so no second engaging of it is recorded.
    Rule(ja): 自分はメインフェイズを終え、自分のワードを持つフォロワーをアクティブにするものとして選びます。エンドフェイズ開始時に自分のアミュレットが自分のフォロワー1体をアクティブにし、自分はそのワードのフォロワーを選びます。選んだワードのフォロワーがアクティブになる時点でそれはすでにアクティブなので、もう一度アクティブになったことは記録されません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 7.4.2 and 7.4.3

    Given it is my main phase with 0 play points
    And my field holds:
      | card            |
      | Ward Guard      |
      | Test Goblin     |
      | Pin Dusk Binder |
    When I end my main phase engaging "Ward Guard"
    Then the action succeeds
    When I select "Ward Guard" as the target
    Then the action succeeds
    And "Ward Guard" is engaged
    And the event "ward-engaged" did not happen
    And the event "quick-window" happened

  # kills: engine.sve.game.xǁGameǁ_check_on_evolve_cost_cards__mutmut_3
  @cr-12.6.2 @cr-10.4
  Scenario: Survivor2 game: cards named to pay an On Evolve cost are refused when the evolved card has only an activated cost
    Rule(en): The evolved face of my follower has no On Evolve ability, only an activated ability whose cost puts another follower into the cemetery. Evolving it while naming another follower to pay an On Evolve cost is refused: there is no On Evolve cost for that card to pay, and nothing changes.
    Rule(ja): 自分のフォロワーの進化後のカードには進化時能力がなく、別のフォロワーを墓場に置くコストの起動能力だけがあります。進化時のコストを払うものとして別のフォロワーを指定して進化させることはできません。そのカードが払う進化時のコストがないからで、何も変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 12.6.2 and 10.4

    Given it is my main phase with 2 play points
    And my evolve deck holds "Unseen BP03-039 Mystic King"
    And my field holds:
      | card                        | as     |
      | Unseen BP03-039 Mystic King | King A |
      | Unseen BP03-039 Mystic King | King B |
    When I evolve "King A" paying its On Evolve cost with "King B"
    Then the action is refused with reason "invalid-choice"
    And "King B" is on my field
