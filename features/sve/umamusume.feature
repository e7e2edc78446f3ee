@sve
Feature: Umamusume: serving Carrots and racing
  A serve ability (CR 14.2) is an activated ability of an Umamusume follower: pay its play
  point cost and put the stated number of face-down Carrots from the evolve deck beneath
  the follower, which then races: it has Rush and its On Race abilities trigger. Evolving
  and serving share one chance per turn, and one evolution point of any design may stand
  in for one play point. Carrots whose follower leaves the field go face up to the evolve
  deck and are never served again.

  @SVE-EN-041 @SVE-JA-010 @cr-14.2 @cr-4.13
  Scenario: Carrots under a racing follower that leaves the field go face up to the evolve deck
    Q(en): My racing follower leaves the field. Where do the Carrots under it go?
    A(en): Face up into their owner's evolve deck; like face-up evolved followers, they can no longer be served for the rest of the game.
    Q(ja): 出走中のフォロワーが場を離れるとき、その下のにんじんはどこへ行きますか？
    A(ja): 持ち主のエボルヴデッキへ表にして戻します。表になったにんじんは、以後そのゲームでは食事に使えません。
    Checks(en): Carrots under a racing follower that leaves the field go face up to the evolve deck
    Checks(ja): 場を離れる出走中のフォロワーの下のにんじんは、表向きでエボルヴデッキへ行く
    Source: sve-faq-en, Q&A 41
    Source: sve-summary-ja, Q&A 10

    Given it is my main phase with 1 play point
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    And my hand holds "Final Rest"
    When I play "Final Rest" targeting "Special Week"
    Then the action succeeds
    And "Special Week" is in my cemetery
    And my evolve deck holds 1 face-up "Carrot"
    And my race zone holds 0 cards

  @SVE-EN-041 @SVE-JA-010 @cr-14.2
  Scenario: A face-up Carrot in the evolve deck cannot be served
    Checks(en): A face-up Carrot in the evolve deck cannot be served
    Checks(ja): エボルヴデッキで表向きのにんじんは、食事に使えない
    Source: sve-faq-en, Q&A 41
    Source: sve-summary-ja, Q&A 10

    Given it is my main phase with 1 play point
    And my evolve deck holds:
      | card   | face |
      | Carrot | up   |
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-JA-010 @cr-14.2 @cr-4.13
  Scenario: SVE-JA-010: Carrots go face up to the evolve deck when the racing follower is returned to the hand
    Checks(en): Any leaving of the field sends the Carrots back, not only destruction: the racing follower returned to my hand leaves its Carrot face up in my evolve deck
    Checks(ja): 破壊に限らず場を離れればにんじんは戻る：出走中のフォロワーが手札に戻ると、にんじんは表向きでエボルヴデッキに置かれる
    Source: sve-summary-ja, Q&A 10

    Given it is my main phase with 1 play point
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    And my hand holds "Homeward Wind"
    When I play "Homeward Wind" targeting "Special Week"
    Then the action succeeds
    And "Special Week" is in my hand
    And my evolve deck holds 1 face-up "Carrot"
    And my race zone holds 0 cards

  @SVE-JA-010 @cr-14.2
  Scenario: SVE-JA-010: a face-down Carrot in the evolve deck is served
    Checks(en): Only a face-up Carrot is kept out of serving: with the same play point and a face-down Carrot, the serve is made and the Carrot goes under the follower
    Checks(ja): 食事に使えないのは表向きのにんじんだけ：同じPPで裏向きのにんじんなら食事でき、にんじんはフォロワーの下に置かれる
    Source: sve-summary-ja, Q&A 10

    Given it is my main phase with 1 play point
    And my evolve deck holds:
      | card   | face |
      | Carrot | down |
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And "Special Week" is racing
    And my race zone holds 1 "Carrot"
    And I have 0 play points

  @SVE-EN-043 @cr-14.2 @cr-8.2
  Scenario: Serving does not set off abilities that watch for cards being played
    Q(en): Is serving a Carrot to a follower the same as playing a card?
    A(en): No, it is not.
    Q(ja): フォロワーににんじんを食事させることは、カードのプレイにあたりますか？
    A(ja): いいえ、あたりません。
    Checks(en): Serving does not set off abilities that watch for cards being played
    Checks(ja): 食事は、カードのプレイを待つ能力を誘発しない
    Source: sve-faq-en, Q&A 43

    Given it is my main phase with 2 play points
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds:
      | card           |
      | Play Tally     |
      | Silence Suzuka |
    When I serve "Silence Suzuka"
    Then the action succeeds
    And "Silence Suzuka" is racing
    And my leader has 20 defense

  @SVE-EN-043 @cr-14.2 @cr-13.2
  Scenario: Serving does not add to the Combo count
    Checks(en): Serving does not add to the Combo count
    Checks(ja): 食事はコンボの数に加わらない
    Source: sve-faq-en, Q&A 43

    Given it is my main phase with 3 play points
    And I have played 1 card this turn
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds "Silence Suzuka"
    And my hand holds "Combo Dancer"
    When I serve "Silence Suzuka"
    And I play "Combo Dancer"
    Then the action succeeds
    And "Combo Dancer" has 1 attack and 1 defense

  @SVE-EN-044 @cr-14.2 @cr-3.2
  Scenario: An evolution point of a non-Umamusume design pays toward a serve
    Q(en): May an Evolution Point card that is not of the Umamusume design help pay a serve cost?
    A(en): Yes.
    Q(ja): ウマ娘以外のデザインのEPカードを、食事のコストの支払いに使えますか？
    A(ja): はい、使えます。
    Checks(en): An evolution point of a non-Umamusume design pays toward a serve
    Checks(ja): ウマ娘以外のデザインのEPも、食事の支払いに使える
    Source: sve-faq-en, Q&A 44

    Given it is my main phase with 0 play points
    And I have 1 evolution point of the "Shadowverse" design
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week" using my "Shadowverse" evolution point
    Then the action succeeds
    And "Special Week" is racing
    And I have 0 evolution points

  @SVE-EN-071 @cr-14.2 @cr-4.13
  Scenario: Serving pays play points and puts Carrots from the evolve deck beneath the follower
    Q(en): What is a serve ability?
    A(en): An activated ability that races an Umamusume follower: pay the play point cost and put the stated number of Carrots from your evolve deck beneath it. The racing follower gets Rush and its On Race abilities trigger.
    Q(ja): 「食事」能力とは何ですか？
    A(ja): ウマ娘のフォロワーを出走させる起動能力です。表示されたPPを払い、エボルヴデッキから指定枚数のにんじんをフォロワーの下に置きます。出走したフォロワーは疾走を得て、出走時能力が誘発します。
    Checks(en): Serving pays play points and puts Carrots from the evolve deck beneath the follower
    Checks(ja): 食事はPPを払い、エボルヴデッキのにんじんをフォロワーの下に置く
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 3 play points
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And I have 2 play points
    And my race zone holds 1 "Carrot"
    And my evolve deck holds 0 cards
    And "Special Week" is racing
    And "Special Week" has Rush
    And my leader has 21 defense

  @SVE-EN-071 @cr-14.2
  Scenario: A serve that asks for two Carrots cannot be paid with one
    Checks(en): A serve that asks for two Carrots cannot be paid with one
    Checks(ja): にんじん2枚が必要な食事は、1枚では払えない
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 3 play points
    And my evolve deck holds "Carrot"
    And my field holds "Silence Suzuka"
    When I serve "Silence Suzuka"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-071 @cr-14.2 @cr-12.10
  Scenario: A follower that arrived this turn attacks an engaged follower after racing
    Checks(en): A follower that arrived this turn attacks an engaged follower after racing
    Checks(ja): このターンに出たフォロワーも、出走すればアクト状態のフォロワーを攻撃できる
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds:
      | card         | arrived   |
      | Special Week | this turn |
    And my opponent's field holds:
      | card   | state   |
      | Test Goblin | engaged |
    When I serve "Special Week"
    And I attack "Test Goblin" with "Special Week"
    Then the action succeeds
    And "Test Goblin" is in my opponent's cemetery

  @SVE-EN-072 @cr-14.2 @cr-12.2
  Scenario: A racing follower may still evolve
    Q(en): Can a racing follower evolve?
    A(en): Yes, when it has an evolve ability.
    Q(ja): 出走中のフォロワーは進化できますか？
    A(ja): はい。進化能力を持っていれば進化できます。
    Checks(en): A racing follower may still evolve
    Checks(ja): 出走中のフォロワーも進化できる
    Source: sve-faq-en, Q&A 72

    Given it is my main phase with 2 play points
    And my evolve deck holds "Special Week"
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    When I evolve "Special Week"
    Then the action succeeds
    And "Special Week" is evolved
    And my race zone holds 1 "Carrot"

  @SVE-EN-073 @cr-14.2 @cr-12.2
  Scenario: After serving a follower I cannot evolve it in the same turn
    Q(en): May I both evolve and serve in one turn?
    A(en): No. Each turn gives one chance to do either: evolve a follower or serve one.
    Q(ja): 同じターンに進化と食事の両方を行えますか？
    A(ja): いいえ。1ターンにできるのは、進化か食事のどちらか1回だけです。
    Checks(en): After serving a follower I cannot evolve it in the same turn
    Checks(ja): 食事させたフォロワーは、同じターンに進化できない
    Source: sve-faq-en, Q&A 73

    Given it is my main phase with 5 play points
    And my evolve deck holds:
      | card         |
      | Carrot       |
      | Special Week |
    And my field holds "Special Week"
    When I serve "Special Week"
    And I evolve "Special Week"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  @SVE-EN-073 @cr-14.2 @cr-12.2
  Scenario: After evolving one follower I cannot serve another in the same turn
    Checks(en): After evolving one follower I cannot serve another in the same turn
    Checks(ja): あるフォロワーを進化させたターンには、別のフォロワーに食事させられない
    Source: sve-faq-en, Q&A 73

    Given it is my main phase with 5 play points
    And my evolve deck holds:
      | card             |
      | Carrot           |
      | Evolving Fighter |
    And my field holds:
      | card             |
      | Evolving Fighter |
      | Special Week     |
    When I evolve "Evolving Fighter"
    And I serve "Special Week"
    Then the action is refused with reason "once-per-turn"
    And the game state is unchanged

  @SVE-EN-073 @cr-14.2 @cr-12.2
  Scenario: SVE-EN-073: a serve last turn does not stop an evolution this turn
    Checks(en): The one chance comes back each turn: after serving on my turn, I evolve on my next turn
    Checks(ja): 1回の機会はターンごとにある：自分のターンに食事させたあと、次の自分のターンには進化できる
    Source: sve-faq-en, Q&A 73

    Given it is my main phase with 5 play points
    And my evolve deck holds:
      | card             |
      | Carrot           |
      | Evolving Fighter |
    And my field holds:
      | card             |
      | Evolving Fighter |
      | Special Week     |
    And my deck holds 3 cards
    And my opponent's deck holds 3 cards
    When I serve "Special Week"
    And I end the turn
    And my opponent ends the turn
    And I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved

  @SVE-EN-074 @cr-14.2 @cr-3.2
  Scenario: One evolution point stands in for one play point of a serve cost
    Q(en): As with evolving, may one evolution point replace one play point of a serve cost?
    A(en): Yes.
    Q(ja): 進化のときと同じく、食事のコストのうち1PPをEP1つで代わりに払えますか？
    A(ja): はい、払えます。
    Checks(en): One evolution point stands in for one play point of a serve cost
    Checks(ja): EP1つは、食事のコストのPP1の代わりになる
    Source: sve-faq-en, Q&A 74

    Given it is my main phase with 1 play point
    And I have 1 evolution point
    And my evolve deck holds:
      | card   |
      | Carrot |
      | Carrot |
    And my field holds "Silence Suzuka"
    When I serve "Silence Suzuka" using 1 evolution point
    Then the action succeeds
    And "Silence Suzuka" is racing
    And I have 0 play points
    And I have 0 evolution points
    And my race zone holds 2 "Carrot"

  @SVE-EN-075 @cr-14.2
  Scenario: On Race triggers when the serve ability is played
    Q(en): What does On Race mean?
    A(en): It names abilities that go off at the moment the follower starts racing, i.e. as soon as you play its serve ability.
    Q(ja): 「出走時」とはどういう意味ですか？
    A(ja): フォロワーが出走したとき、つまりその食事能力をプレイしたときに誘発する能力です。
    Checks(en): On Race triggers when the serve ability is played
    Checks(ja): 出走時能力は、食事能力をプレイしたときに誘発する
    Source: sve-faq-en, Q&A 75

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And my leader has 21 defense
    And these events happened in this order:
      | event            |
      | served           |
      | ability-resolved |

  @SVE-EN-071 @cr-14.2
  Scenario: SVE-EN-071: racing a follower by its serve ability sets off its On Race ability
    Checks(en): Playing the serve ability races the follower, and its On Race ability triggers and resolves
    Checks(ja): 食事能力をプレイするとフォロワーは出走し、その出走時能力が誘発して処理される
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And my leader has 21 defense
    And these events happened in this order:
      | event            |
      | served           |
      | ability-resolved |

  @SVE-EN-072 @cr-14.2 @cr-12.2
  Scenario: SVE-EN-072: a racing follower with no evolve ability does not evolve
    Checks(en): The other way: racing lets a follower evolve only when it has an evolve ability; a racing follower without one is refused and nothing changes
    Checks(ja): 逆の場合：出走中のフォロワーが進化できるのは進化能力を持つときだけで、持たない出走中のフォロワーの進化は認められず、何も変わらない
    Source: sve-faq-en, Q&A 72

    Given it is my main phase with 3 play points
    And my field holds "Silence Suzuka"
    And "Silence Suzuka" is racing with 2 Carrots
    When I evolve "Silence Suzuka"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-EN-041 @cr-14.2
  Scenario: SVE-EN-041: a Carrot still face down in the evolve deck can be served
    Checks(en): Only Carrots turned face up are barred from serving: a face-down Carrot in the same evolve deck goes under the follower, which races
    Checks(ja): 食事に使えなくなるのは表向きになったにんじんだけ：同じエボルヴデッキの裏向きのにんじんはフォロワーの下に置かれ、フォロワーは出走する
    Source: sve-faq-en, Q&A 41

    Given it is my main phase with 1 play point
    And my evolve deck holds:
      | card   | face |
      | Carrot | down |
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action succeeds
    And "Special Week" is racing
    And my race zone holds 1 "Carrot"
    And my evolve deck holds 0 cards

  @SVE-EN-041 @cr-14.2
  Scenario: SVE-EN-041: Carrots of a racing follower returned to the hand also go face up to the evolve deck
    Checks(en): Any way of leaving the field counts, not only destruction: a racing follower sent back to the hand leaves its Carrot face up in the evolve deck
    Checks(ja): 破壊に限らず、場を離れればよい：手札に戻された出走中のフォロワーのにんじんは、表向きでエボルヴデッキへ行く
    Source: sve-faq-en, Q&A 41

    Given it is my main phase with 1 play point
    And my field holds "Special Week"
    And "Special Week" is racing with 1 Carrot
    And my hand holds "Homeward Wind"
    When I play "Homeward Wind" targeting "Special Week"
    Then the action succeeds
    And "Special Week" is in my hand
    And my evolve deck holds 1 face-up "Carrot"
    And my race zone holds 0 cards

  @SVE-EN-071 @cr-14.2
  Scenario: SVE-EN-071: a serve whose play point cost cannot be paid is refused
    Checks(en): The play point cost is part of the serve: with a face-down Carrot ready but no play point and no evolution point, the serve is refused and nothing moves
    Checks(ja): PPのコストは食事の一部：裏向きのにんじんがあっても、PPもEPもなければ食事は拒否され、何も動かない
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 0 play points
    And I have 0 evolution points
    And my evolve deck holds "Carrot"
    And my field holds "Special Week"
    When I serve "Special Week"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-071 @cr-14.2 @cr-12.10
  Scenario: SVE-EN-071: a follower that arrived this turn and has not raced cannot attack
    Checks(en): The Rush comes from racing: the same follower, arrived this turn and not served, is refused an attack on the engaged follower
    Checks(ja): 疾走は出走によるもの：このターンに出た同じフォロワーでも、食事をしていなければ、アクト状態のフォロワーへの攻撃は拒否される
    Source: sve-faq-en, Q&A 71

    Given it is my main phase with 1 play point
    And my evolve deck holds "Carrot"
    And my field holds:
      | card         | arrived   |
      | Special Week | this turn |
    And my opponent's field holds:
      | card        | state   |
      | Test Goblin | engaged |
    When I attack "Test Goblin" with "Special Week"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-EN-075 @cr-14.2
  Scenario: SVE-EN-075: playing an Umamusume follower from the hand does not set off its On Race ability
    Checks(en): On Race waits for the serve: playing the follower onto the field neither makes it race nor plays its On Race, so my leader gains nothing
    Checks(ja): 出走時は食事を待つ：フォロワーを場にプレイしても出走せず、出走時能力もプレイされないので、リーダーの体力は増えない
    Source: sve-faq-en, Q&A 75

    Given it is my main phase with 2 play points
    And my hand holds "Special Week"
    When I play "Special Week"
    Then the action succeeds
    And "Special Week" is on my field
    And my leader has 20 defense
