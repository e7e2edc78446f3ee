@sve
Feature: Pins found by mutation testing (status, state, triggers, abilities and effects)
  Each scenario here makes a wrong engine fail that the other scenarios let pass (mutation testing,
  docs/mutation.md). The comment above a scenario names the mutants it kills.

  # kills: engine.sve.status.x_defense_of__mutmut_6, _7, _11, _12, _15; engine.sve.status.x__lasting__mutmut_3
  @cr-10.9 @cr-5.27
  Scenario: A defense change that lasts until the end of the turn applies to its follower only, and only this turn
    Rule(en): "+0/+2 until the end of the turn" raises the chosen follower's defense by 2 now; my other followers keep their own values, and the change is gone in the next turn.
    Rule(ja): 「ターン終了時まで+0/+2」は選んだフォロワーの体力を今すぐ2上げます。自分の他のフォロワーの値は変わらず、次のターンにはその変更はなくなります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.27

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Fleeting Bulwark"
    When I play "Fleeting Bulwark" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has 2 attack and 4 defense
    And "Test Knight" has 3 attack and 3 defense
    When I end the turn
    Then the action succeeds
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.status.x_keywords_of__mutmut_17, _19, _20, _24, _25; engine.sve.status.x__lasting__mutmut_3
  @cr-10.9
  Scenario: A keyword given until the end of the turn is on its follower only, and only this turn
    Rule(en): An effect that gives a follower Ward until the end of the turn makes that follower have Ward now, not my other followers, and the follower no longer has it in the next turn.
    Rule(ja): ターン終了時までフォロワーに守護を与える効果により、そのフォロワーは今すぐ守護を持ちます。自分の他のフォロワーは持たず、次のターンにはそのフォロワーも守護を持ちません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 10.9

    Given it is my main phase with 1 play point
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Fleeting Guard"
    When I play "Fleeting Guard" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" has Ward
    And "Test Knight" does not have Ward
    When I end the turn
    Then the action succeeds
    And "Test Fighter" does not have Ward

  # kills: engine.sve.status.x_defense_of__mutmut_14
  @cr-10.9 @cr-5.27
  Scenario: A continuous effect that raises defense adds to the printed defense
    Rule(en): While an amulet says my followers have +0/+1, each of my followers has 1 more defense than printed.
    Rule(ja): 自分のフォロワーは+0/+1されると書かれたアミュレットがある間、自分の各フォロワーの体力は印刷された値より1高くなります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.27

    Given it is my main phase with 0 play points
    And my field holds:
      | card          |
      | Shield Banner |
      | Test Fighter  |
    Then "Test Fighter" has 2 attack and 3 defense

  # kills: engine.sve.status.x_attack_of__mutmut_22, engine.sve.status.x_defense_of__mutmut_23
  @cr-5.27 @cr-4.4
  Scenario: A follower given +1/+1 that goes back to my hand has its printed attack and defense there
    Rule(en): A +X/+Y change belongs to the follower while it is on the field; once it returns to the hand it is a card with its printed values again.
    Rule(ja): +X/+Yの変更は場にある間のフォロワーのものです。手札に戻ったカードは再び印刷された値を持ちます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.27 and 4.4

    Given it is my main phase with 1 play point
    And my field holds:
      | card         | attack | defense |
      | Test Fighter | +1     | +1      |
    And my hand holds "Homeward Wind"
    Then "Test Fighter" has 3 attack and 3 defense
    When I play "Homeward Wind" targeting "Test Fighter"
    Then the action succeeds
    And "Test Fighter" is in my hand
    And "Test Fighter" has 2 attack and 2 defense

  # kills: engine.sve.conditions.x_condition_met (leader_defense_at_least)
  @cr-10.7 @cr-2.8
  Scenario Outline: A Fanfare that needs my leader at 15 defense or more, with my leader at <mine>
    Rule(en): An automatic ability with a condition does its effect only if the condition holds when it resolves: "if your leader has at least 15 defense" holds at 15 and above, not at 14.
    Rule(ja): 条件付きの自動能力は、解決時に条件を満たすときだけ効果を発揮します。「自分のリーダーの体力が15以上なら」は15以上で満たされ、14では満たされません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 2.8

    Given it is my main phase with 0 play points
    And my leader has <mine> defense
    And my hand holds "Steadfast Herald"
    When I play "Steadfast Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | mine | theirs |
      | 14   | 20     |
      | 15   | 19     |
      | 16   | 19     |

  # kills: engine.sve.conditions.x_condition_met (enemy_leader_defense_at_most)
  @cr-10.7 @cr-2.8
  Scenario Outline: A Fanfare that needs the enemy leader at 10 defense or less, with the enemy leader at <before>
    Rule(en): "If the enemy leader has 10 defense or less" holds at 10 and below, not at 11.
    Rule(ja): 「相手のリーダーの体力が10以下なら」は10以下で満たされ、11では満たされません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 2.8

    Given it is my main phase with 0 play points
    And my opponent's leader has <before> defense
    And my hand holds "Closing Herald"
    When I play "Closing Herald"
    Then the action succeeds
    And my opponent's leader has <after> defense
    And my leader has 20 defense

    Examples:
      | before | after |
      | 11     | 11    |
      | 10     | 9     |
      | 9      | 8     |

  # kills: engine.sve.conditions.x_condition_met (pp_at_least)
  @cr-10.7 @cr-3.2
  Scenario Outline: A Fanfare that needs 3 play points left, with <pp> play points
    Rule(en): "If you have at least 3 play points" counts the play points I have when the ability resolves.
    Rule(ja): 「PPが3以上なら」は、能力の解決時に持っているPPを数えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 3.2

    Given it is my main phase with <pp> of 6 play points
    And my hand holds "Thrifty Herald"
    When I play "Thrifty Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | pp | theirs |
      | 2  | 20     |
      | 3  | 19     |
      | 4  | 19     |

  # kills: engine.sve.conditions.x_condition_met (pp_max_at_least)
  @cr-10.7 @cr-3.2
  Scenario Outline: A Fanfare that needs 5 maximum play points, with a maximum of <max>
    Rule(en): "If your maximum play points are 5 or more" reads the maximum, not the play points left.
    Rule(ja): 「PP最大値が5以上なら」は残りのPPではなく最大値を見ます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 3.2

    Given it is my main phase with 0 of <max> play points
    And my hand holds "Seasoned Herald"
    When I play "Seasoned Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | max | theirs |
      | 4   | 20     |
      | 5   | 19     |
      | 6   | 19     |

  # kills: engine.sve.conditions.x_condition_met (ep_at_least)
  @cr-10.7 @cr-3.2
  Scenario Outline: A Fanfare that needs 2 evolution points, with <ep> evolution points
    Rule(en): "If you have at least 2 evolution points" holds with 2 or more, not with 1.
    Rule(ja): 「EPが2以上なら」は2以上で満たされ、1では満たされません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 3.2

    Given it is my main phase with 0 play points
    And I have <ep> evolution points
    And my hand holds "Hopeful Herald"
    When I play "Hopeful Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | ep | theirs |
      | 1  | 20     |
      | 2  | 19     |
      | 3  | 19     |

  # kills: engine.sve.conditions.x_condition_met (evolved_on_field)
  @cr-10.7 @cr-12.2
  Scenario Outline: A Fanfare that needs an evolved follower on my field, with Evolving Fighter evolved: <evolved>
    Rule(en): "If you have an evolved follower" holds only while an evolved follower is on my field; an unevolved one does not count.
    Rule(ja): 「自分の場に進化後のフォロワーがいるなら」は、進化後のフォロワーが場にいるときだけ満たされ、進化前のフォロワーは数えません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 12.2

    Given it is my main phase with 0 play points
    And my field holds:
      | card             | evolved   |
      | Evolving Fighter | <evolved> |
    And my hand holds "Escort Herald"
    When I play "Escort Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | evolved | theirs |
      | no      | 20     |
      | yes     | 19     |

  # kills: engine.sve.conditions.x_condition_met (played_this_turn_at_least)
  @cr-10.7 @cr-8.2
  Scenario Outline: A Fanfare that needs 2 cards played this turn, after <before> cards played before it
    Rule(en): "If you have played at least 2 cards this turn" counts the card whose Fanfare it is: it holds when one card was played before it.
    Rule(ja): 「このターンに2枚以上カードをプレイしているなら」はそのファンファーレのカード自身も数えます。先に1枚プレイしていれば満たされます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7 and 8.2

    Given it is my main phase with 0 play points
    And I have played <before> cards this turn
    And my hand holds "Tempo Herald"
    When I play "Tempo Herald"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | before | theirs |
      | 0      | 20     |
      | 1      | 19     |
      | 2      | 19     |

  # kills: engine.sve.conditions.x_condition_met (self_evolved)
  @cr-10.7 @cr-12.2 @cr-12.7
  Scenario Outline: A Strike that works only on the evolved face, attacking with Rising Duelist evolved: <evolved>
    Rule(en): "If this card is evolved" holds for the evolved follower and not for the same card before it evolves.
    Rule(ja): 「このカードが進化後なら」は進化後のフォロワーでは満たされ、進化前の同じカードでは満たされません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.7, 12.2 and 12.7

    Given it is my main phase with 0 play points
    And my field holds:
      | card           | evolved   |
      | Rising Duelist | <evolved> |
    When I attack the enemy leader with "Rising Duelist"
    Then the action succeeds
    And my opponent's leader has <theirs> defense

    Examples:
      | evolved | theirs |
      | no      | 18     |
      | yes     | 15     |

  # kills: engine.sve.conditions.x_amount_of (defense_of_self, on the field)
  @cr-2.8 @cr-5.29
  Scenario: An activated ability that deals damage equal to its follower's defense reads the defense it has now
    Rule(en): "Deal X damage, X being this card's defense" uses the follower's current defense, changes included, not its attack.
    Rule(ja): 「Xダメージ。Xはこのカードの体力」は、変更を含めたフォロワーの現在の体力を使い、攻撃力は使いません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 2.8 and 5.29

    Given it is my main phase with 1 play point
    And my field holds:
      | card            | defense |
      | Bulwark Striker | +1      |
    When I activate "Bulwark Striker"
    Then the action succeeds
    And my opponent's leader has 16 defense

  # kills: engine.sve.conditions.x_amount_of (defense_of_self, last known)
  @cr-10.11 @cr-12.5 @cr-5.29
  Scenario: A Last Words that deals damage equal to its follower's defense uses the defense it had on the field
    Rule(en): Once the follower has left the field, "this card's defense" is the last value it had there (final card information), changes included.
    Rule(ja): フォロワーが場を離れた後の「このカードの体力」は、場での最後の値（変更を含む最終情報）です。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.11, 12.5 and 5.29

    Given it is my main phase with 4 play points
    And my opponent's field holds:
      | card          | defense |
      | Bulwark Relic | +1      |
    And my hand holds "Execution"
    When I play "Execution" targeting "Bulwark Relic"
    Then the action succeeds
    And "Bulwark Relic" is in my opponent's cemetery
    And my leader has 16 defense

  # kills: engine.sve.conditions.x_amount_of (pp)
  @cr-3.2 @cr-5.29
  Scenario: A Fanfare that deals damage equal to my play points counts them after the card was paid for
    Rule(en): "Deal X damage, X being your play points" uses the play points I have when it resolves, after paying for the card.
    Rule(ja): 「Xダメージ。Xは自分のPP」は解決時のPP、つまりカードの支払い後のPPを使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 3.2 and 5.29

    Given it is my main phase with 4 play points
    And my hand holds "Spendthrift Herald"
    When I play "Spendthrift Herald"
    Then the action succeeds
    And my opponent's leader has 17 defense

  # kills: engine.sve.conditions.x_amount_of (leader_defense)
  @cr-2.8 @cr-5.29
  Scenario: A Fanfare that deals damage equal to my leader's defense reads my leader, not the enemy's
    Rule(en): "Deal X damage, X being your leader's defense" uses my own leader's current defense.
    Rule(ja): 「Xダメージ。Xは自分のリーダーの体力」は自分のリーダーの現在の体力を使います。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 2.8 and 5.29

    Given it is my main phase with 0 play points
    And my leader has 6 defense
    And my hand holds "Mirror Herald"
    When I play "Mirror Herald"
    Then the action succeeds
    And my opponent's leader has 14 defense

  # kills: engine.sve.effects.x__shuffle (all that do not only change the event details)
  @cr-5.9
  Scenario: An effect that shuffles my deck keeps every card of it and says so
    Rule(en): Shuffling my deck puts its cards in a random order; no card leaves or joins it.
    Rule(ja): デッキをシャッフルするとカードの順番が無作為になりますが、カードが出入りすることはありません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.9

    Given it is my main phase with 0 play points
    And my deck holds 3 cards
    And my hand holds "Deck Stirrer"
    When I play "Deck Stirrer"
    Then the action succeeds
    And my deck holds 3 cards
    And the event "shuffled" happened

  # kills: engine.sve.effects.x__remove_counter
  @cr-15.1
  Scenario Outline: An effect that removes two fable counters removes only those, and never below zero (<before>)
    Rule(en): "Remove 2 fable counters" takes fable counters only; a card with fewer loses all it has, and its other counters stay.
    Rule(ja): 「フェイブルカウンターを2つ取り除く」はフェイブルカウンターだけを取り除きます。足りないカードはあるだけを失い、他のカウンターは残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 15.1

    Given it is my main phase with 0 play points
    And my field holds:
      | card          | counters |
      | Stone Bastion | <before> |
    And my hand holds "Fable Eraser"
    When I play "Fable Eraser" targeting "Stone Bastion"
    Then the action succeeds
    And "Stone Bastion" has <fable> fable counters
    And "Stone Bastion" has 2 spell counters

    Examples:
      | before           | fable |
      | fable 3, spell 2 | 1     |
      | fable 1, spell 2 | 0     |
      | spell 2          | 0     |

  # kills: engine.sve.effects.x__gain_ep__mutmut_1 to _5 (the gained points are plain ones)
  @cr-3.2
  Scenario: An effect that gives two evolution points adds two to the ones I have
    Rule(en): Gaining evolution points adds them to those I already have.
    Rule(ja): EPを得ると、すでに持っているEPに加わります。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 3.2

    Given it is my main phase with 0 play points
    And I have 1 evolution point
    And my hand holds "Spark of Growth"
    When I play "Spark of Growth"
    Then the action succeeds
    And I have 3 evolution points
    And I have evolution points of the designs "standard", "standard" and "standard"

  # kills: engine.sve.effects.x__set_stat (attack)
  @cr-5.24 @cr-5.27
  Scenario: An effect that sets a follower's attack to 1 overrides its changes and leaves its defense alone
    Rule(en): "Its attack becomes 1" makes the current attack exactly 1, whatever changes it had; its defense does not change.
    Rule(ja): 「攻撃力を1にする」は、それまでの変更に関係なく現在の攻撃力をちょうど1にします。体力は変わりません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.24 and 5.27

    Given it is my main phase with 0 play points
    And my opponent's field holds:
      | card        | attack |
      | Test Knight | +2     |
    And my hand holds "Attack Setter"
    When I play "Attack Setter" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" has 1 attack and 3 defense

  # kills: engine.sve.effects.x__buff (a leader as the target)
  @cr-5.27 @cr-2.8
  Scenario: An effect that gives my leader +2 defense raises my leader's defense by 2
    Rule(en): Giving a leader +0/+2 raises that leader's defense by 2, and only that leader's.
    Rule(ja): リーダーに+0/+2すると、そのリーダーの体力だけが2上がります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.27 and 2.8

    Given it is my main phase with 0 play points
    And my leader has 10 defense
    And my hand holds "Leader Bulwark"
    When I play "Leader Bulwark"
    Then the action succeeds
    And my leader has 12 defense
    And my opponent's leader has 20 defense

  # kills: engine.sve.effects.x__damage_bonus
  @cr-10.9 @cr-5.14
  Scenario: A follower that deals 2 more damage this turn deals it when it attacks the enemy leader
    Rule(en): "This turn, it deals 2 more damage" adds 2 to the damage that follower deals during the turn, combat damage included.
    Rule(ja): 「このターン、与えるダメージを+2する」は、そのターン中にそのフォロワーが与えるダメージ（戦闘ダメージを含む）に2を加えます。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.9 and 5.14

    Given it is my main phase with 0 play points
    And my field holds:
      | card         |
      | Test Fighter |
      | Test Knight  |
    And my hand holds "Fury Draught"
    When I play "Fury Draught" targeting "Test Fighter"
    And I attack the enemy leader with "Test Fighter"
    Then the action succeeds
    And my opponent's leader has 16 defense
    When I attack the enemy leader with "Test Knight"
    Then the action succeeds
    And my opponent's leader has 13 defense

  # kills: engine.sve.effects.x_damage_after_reduction (prevention)
  @cr-10.10 @cr-5.14
  Scenario: A follower protected from all damage this turn takes none from a spell
    Rule(en): While an effect prevents all damage to a follower, damage that would be dealt to it is not dealt at all.
    Rule(ja): フォロワーへのダメージをすべて防ぐ効果がある間、そのフォロワーに与えられるはずのダメージは与えられません。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 10.10 and 5.14

    Given it is my main phase with 0 play points
    And my field holds "Test Knight"
    And my hand holds:
      | card         |
      | Aegis Prayer |
      | Wild Spark   |
    When I play "Aegis Prayer" targeting "Test Knight"
    And I play "Wild Spark" targeting "Test Knight"
    Then the action succeeds
    And "Test Knight" is on my field
    And "Test Knight" has 3 attack and 3 defense

  # kills: engine.sve.effects.x_evolve_by_effect (nothing to evolve into / already evolved)
  @cr-5.16 @cr-12.2
  Scenario: An effect that evolves an already evolved follower does nothing
    Rule(en): Evolving by an effect needs an unevolved follower and a face-down evolved card of its name; an evolved follower stays as it is and the evolve deck keeps its card.
    Rule(ja): 効果による進化には、進化前のフォロワーと同名の裏向きの進化後カードが必要です。進化後のフォロワーはそのままで、エボルヴデッキのカードも残ります。
    Source: Shadowverse EVOLVE Comprehensive Rules, sections 5.16 and 12.2

    Given it is my main phase with 1 play point
    And my field holds:
      | card             | evolved |
      | Evolving Fighter | yes     |
    And my evolve deck holds "Evolving Fighter"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Evolving Fighter"
    Then the action succeeds
    And my evolve deck holds 1 card
    And the event "evolved" did not happen

  # kills: engine.sve.effects.x_evolve_by_effect (no evolved card of its name)
  @cr-5.16
  Scenario: An effect that evolves a follower with no evolved card of its name in my evolve deck does nothing
    Rule(en): Without a face-down evolved card of the same name the follower cannot evolve, and the effect does nothing.
    Rule(ja): 同名の裏向きの進化後カードがなければフォロワーは進化できず、効果は何もしません。
    Source: Shadowverse EVOLVE Comprehensive Rules, section 5.16

    Given it is my main phase with 1 play point
    And my field holds "Evolving Fighter"
    And my evolve deck holds "Cheap Evolver"
    And my hand holds "Sudden Growth"
    When I play "Sudden Growth" targeting "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is not evolved
    And my evolve deck holds 1 card
