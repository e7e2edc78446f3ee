@sve
Feature: Rolling a die (CR 5.20)
  A card of a later set can roll a six-sided die; the number comes from the game's seeded generator, and the
  ability's later effects read it.
  Cards: engine/sve/cards.yaml (later section).

  @cr-5.20.1 @assumption
  Scenario: CR 5.20.1: a die that shows 4 or more lets the ability's next effect happen
    Rule(en): To roll a die, the player rolls one six-sided die; the number it shows is the result the effect goes on with.
    Rule(ja): サイコロを振るときは6面のサイコロを1個振り、出た目がその効果の続きで使う結果になります。
    Assumption(en): The die is rolled by the game's seeded generator, so the seed given decides the number it shows.
    Assumption(ja): サイコロはゲームのシード付き乱数で振られるため、与えたシードが出る目を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.20.1

    Given it is my main phase with 1 play points and the game's random seed is 5
    And my deck holds 5 cards
    And my hand holds "Dice Draw Spell"
    When I play "Dice Draw Spell"
    Then the action succeeds
    And the dice rolled showed 5
    And my hand holds 2 cards

  @cr-5.20.1 @assumption
  Scenario: CR 5.20.1: a die that shows less than 4 leaves the ability's next effect undone
    Rule(en): The number the die shows is the one the effect uses: a low roll does not count as a high one.
    Rule(ja): 効果が使うのはサイコロの出た目そのもので、小さい目が大きい目として扱われることはありません。
    Assumption(en): The die is rolled by the game's seeded generator, so the seed given decides the number it shows.
    Assumption(ja): サイコロはゲームのシード付き乱数で振られるため、与えたシードが出る目を決めます。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.20.1

    Given it is my main phase with 1 play points and the game's random seed is 1
    And my deck holds 5 cards
    And my hand holds "Dice Draw Spell"
    When I play "Dice Draw Spell"
    Then the action succeeds
    And the dice rolled showed 2
    And my hand holds 0 cards
