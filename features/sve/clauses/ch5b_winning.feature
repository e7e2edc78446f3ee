@sve
Feature: Effects that win or lose the game (CR 5.23, 1.2.4)
  A card may say that a player wins or loses the game. Test cards: engine/sve/cards.yaml (ch5b).

  @cr-5.23.1 @cr-1.2.4
  Scenario: CR 5.23.1: a spell that says I win ends the game with my win
    Rule(en): When an effect says a player wins the game, the other player loses and the game ends at once.
    Rule(ja): 効果でプレイヤーがゲームに勝利すると、相手プレイヤーは敗北し、ゲームはただちに終わります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clauses 5.23.1 and 1.2.4

    Given it is my main phase with 0 play points
    And my hand holds "Victory Decree Spell"
    When I play "Victory Decree Spell"
    Then the action succeeds
    And I win the game
    And my opponent's leader has 20 defense

  @cr-5.23.1
  Scenario: CR 5.23.1: a spell that says I lose ends the game with my opponent's win
    Rule(en): When an effect says a player loses the game, that player loses and the other player wins.
    Rule(ja): 効果でプレイヤーがゲームに敗北すると、そのプレイヤーが負け、相手が勝ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.23.1

    Given it is my main phase with 0 play points
    And my hand holds "Defeat Decree Spell"
    When I play "Defeat Decree Spell"
    Then the action succeeds
    And my opponent wins the game

  @cr-5.23.1
  Scenario: CR 5.23.1: a spell that makes my opponent lose wins the game for me
    Rule(en): An effect may name the other player as the one who loses; that player's opponent then wins.
    Rule(ja): 効果が相手を敗北させることもあり、その場合はこちらが勝利します。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.23.1

    Given it is my main phase with 0 play points
    And my hand holds "Doom Curse Spell"
    When I play "Doom Curse Spell"
    Then the action succeeds
    And I win the game

  @cr-1.2.4 @cr-5.23.1 @assumption
  Scenario: CR 1.2.4: an effect's win ends the game before rules handling looks at my leader's defense
    Rule(en): A player who wins by an effect wins then and there; the game does not wait for rules handling, so a loss condition that rules handling would only find afterwards never counts.
    Rule(ja): 効果で勝利したプレイヤーはその時点で勝利します。ルール処理を待たないので、その後のルール処理で見つかるはずだった敗北条件は数えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 1.2.4
    Assumption(en): The game ends as soon as the win effect is performed, before the rules handling that would follow the resolution (as the public engine eireetm/SVEN reads clause 1.2.4).
    Assumption(ja): 勝利の効果を処理した時点でゲームが終わり、解決の後に行われるはずのルール処理は行われないものとしています（公開エンジン eireetm/SVEN の 1.2.4 の読み方に従っています）。

    Given it is my main phase with 0 play points
    And my hand holds "Fatal Gamble Spell"
    When I play "Fatal Gamble Spell"
    Then the action succeeds
    And my leader has 0 defense
    And I win the game

  @cr-5.23.1 @cr-1.2
  Scenario: CR 5.23.1: once the game is over by an effect, no further action is taken
    Rule(en): After an effect has decided the game, nothing else can be played.
    Rule(ja): 効果で勝敗が決まった後は、何もプレイできません。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.23.1

    Given it is my main phase with 0 play points
    And my hand holds:
      | card                 |
      | Victory Decree Spell |
      | Defeat Decree Spell  |
    When I play "Victory Decree Spell"
    And I play "Defeat Decree Spell"
    Then the action is refused with reason "game-over"
    And I win the game
