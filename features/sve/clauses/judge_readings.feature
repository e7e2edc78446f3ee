@sve
Feature: Cards whose text says nothing of the cards looked at and not taken (issue 22 fresh-sample check)
  Looking at cards shows them to their player and moves nothing (CR 5.11.1). Spectral Wizard and Phoenix
  Roost look at one card and may take it; unlike the cards that put the rest on the bottom of the deck,
  they say nothing of a card they do not take, so that card stays on top of the deck.

  @cr-5.11.1 @card-BP01-059
  Scenario: CR 5.11.1: a top card that is not a spell stays on top after Spectral Wizard looks at it
    Rule(en): Spectral Wizard only looks at the top card and may take it if it is a spell; a card it does not take is not moved, so it is still the top card of the deck.
    Rule(ja): スペクトラルウィザードはデッキの一番上を見て、スペルなら加えてよいだけです。加えなかったカードは動かず、デッキの一番上に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Spectral Wizard"
    And my deck holds:
      | card       |
      | Goliath    |
      | Wind Blast |
    When I play "Spectral Wizard"
    Then the action succeeds
    And the top card of my deck is "Goliath"
    And my hand holds 0 cards
    And my deck holds 2 cards

  @cr-5.11.1 @card-BP01-059
  Scenario: CR 5.11.1: a spell Spectral Wizard's player leaves stays on top of the deck
    Rule(en): Taking the spell is the player's choice; when the player takes none, the spell looked at stays where it was, on top of the deck.
    Rule(ja): スペルを加えるかどうかはプレイヤーが選びます。加えなかった場合、見たスペルは元の場所、デッキの一番上に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my main phase with 2 play points
    And my hand holds "Spectral Wizard"
    And my deck holds:
      | card       |
      | Wind Blast |
      | Goliath    |
    When I play "Spectral Wizard"
    And I take none of the cards looked at
    Then the action succeeds
    And the top card of my deck is "Wind Blast"
    And my hand holds 0 cards

  @cr-5.11.1 @card-BP01-083
  Scenario: CR 5.11.1: a top card Phoenix Roost cannot put onto the field stays on top of the deck
    Rule(en): At the start of its player's main phase Phoenix Roost looks at the top card of that player's deck and may put a follower onto the field; any other card is not moved and stays on top.
    Rule(ja): 鳳凰の庭園は、メインフェイズ開始時にそのプレイヤーのデッキの一番上を見て、フォロワーなら場に出してよい効果です。それ以外のカードは動かず、一番上に残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules v1.26.1, clause 5.11.1

    Given it is my opponent's main phase and I have 0 play points
    And my field holds "Phoenix Roost"
    And my deck holds:
      | card          |
      | Ninja Trainee |
      | Wind Blast    |
      | Goliath       |
    When my opponent ends the turn
    Then "Ninja Trainee" is in my hand
    And the top card of my deck is "Wind Blast"
    And my field holds 1 card
