@sve
Feature: Evolving a follower
  A follower with an evolve ability pays its evolve cost and gets the evolved follower
  of the same name from the evolve deck laid on top of it (CR 12.2). One evolution point
  may stand in for one play point of that cost. The evolved follower keeps the base
  follower's place, status and counters but has only the evolved card's abilities; all
  its On Evolve abilities are played (CR 12.6). Evolving is not putting a card onto the
  field. An evolved follower that leaves the field goes face up on top of the evolve
  deck and is out of the game from then on.

  @SVE-EN-019 @SVE-JA-006 @SVE-JA-R038 @cr-3.2 @cr-12.2
  Scenario: Two evolution points cannot pay a two-point evolve cost
    Q(en): My follower's evolve cost is 2 play points. May I pay all of it with evolution points?
    A(en): No. One evolution at most takes one evolution point.
    Q(ja): 進化コストが2のとき、その2点をすべてエボルヴポイントで払えますか？
    A(ja): いいえ。1回の進化に使えるエボルヴポイントは1つだけなので、2つ使って払うことはできません。
    Rule(en): Only one evolution point may go towards a single evolve cost; a cost of 3 cannot be paid with three of them.
    Rule(ja): 1回の進化コストに充てられるEPは1つまでで、たとえば3コストをEP3つで払うことはできない。
    Checks(en): Two evolution points cannot pay a two-point evolve cost
    Checks(ja): EP2つで2コストの進化は払えない
    Source: sve-faq-en, Q&A 19
    Source: sve-summary-ja, Q&A 6
    Source: sve-summary-ja, rule statement 38

    Given it is my main phase with 0 play points
    And my evolve deck holds "Evolving Fighter"
    And I have 2 evolution points
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter" using 2 evolution points
    Then the action is refused with reason "ep-limit"
    And the game state is unchanged

  @SVE-JA-006 @SVE-EN-019 @SVE-JA-R038 @cr-3.2 @cr-12.2
  Scenario: SVE-JA-006: one evolution point and one play point pay a two-point evolve cost
    Checks(en): One evolution point may go towards an evolve cost: with the second point paid in play points, the two-point evolution goes ahead
    Checks(ja): 1回の進化コストにはEPを1つ使える：残り1はPPで払えば、コスト2の進化ができる
    Source: sve-summary-ja, Q&A 6
    Source: sve-faq-en, Q&A 19
    Source: sve-summary-ja, rule statement 38

    Given it is my main phase with 1 play point
    And my evolve deck holds "Evolving Fighter"
    And I have 2 evolution points
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter" using 1 evolution point
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And I have 1 evolution point
    And I have 0 play points

  @SVE-EN-020 @cr-3.2 @cr-12.2
  Scenario: One evolution point alone pays a one-point evolve cost
    Q(en): My follower evolves for 1 play point. May an evolution point pay that cost instead?
    A(en): Yes.
    Q(ja): 進化コストが1のとき、それをエボルヴポイント1つで払えますか？
    A(ja): はい、払えます。
    Checks(en): One evolution point alone pays a one-point evolve cost
    Checks(ja): EP1つで1コストの進化を払える
    Source: sve-faq-en, Q&A 20

    Given it is my main phase with 0 play points
    And my evolve deck holds "Cheap Evolver"
    And I have 1 evolution point
    And my field holds "Cheap Evolver"
    When I evolve "Cheap Evolver" using 1 evolution point
    Then the action succeeds
    And "Cheap Evolver" is evolved
    And I have 0 evolution points
    And I have 0 play points

  @SVE-EN-033 @cr-12.2
  Scenario: A follower may evolve on the very first turn of the game
    Q(en): Is evolving allowed on my first turn?
    A(en): Yes, provided I can pay the evolve cost.
    Q(ja): 自分の最初のターンに進化できますか？
    A(ja): はい。コストを払えるなら進化できます。
    Checks(en): A follower may evolve on the very first turn of the game
    Checks(ja): ゲームの最初のターンにも進化できる
    Source: sve-faq-en, Q&A 33

    Given it is my first turn with 1 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds:
      | card          | arrived   |
      | Cheap Evolver | this turn |
    When I evolve "Cheap Evolver"
    Then the action succeeds
    And "Cheap Evolver" is evolved
    And I have 0 play points

  @SVE-EN-033 @cr-12.2
  Scenario: SVE-EN-033: on the first turn an evolve cost that cannot be paid stops the evolution
    Checks(en): The condition of the answer: on the first turn, without the play points for the evolve cost, the follower does not evolve and nothing changes
    Checks(ja): 答えの条件として、最初のターンでも進化コスト分のPPがなければ進化できず、何も変わらない
    Source: sve-faq-en, Q&A 33

    Given it is my first turn with 0 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds:
      | card          | arrived   |
      | Cheap Evolver | this turn |
    When I evolve "Cheap Evolver"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged

  @SVE-EN-034 @cr-12.2 @cr-8.4
  Scenario: A follower out since last turn attacks the leader right after evolving
    Q(en): My follower has been on my field since my previous turn. After I evolve it, may it attack the enemy leader?
    A(en): Yes, it may.
    Q(ja): 前のターンから場にいるフォロワーを進化させたあと、そのフォロワーで相手リーダーを攻撃できますか？
    A(ja): はい、攻撃できます。
    Checks(en): A follower out since last turn attacks the leader right after evolving
    Checks(ja): 前のターンからいるフォロワーは、進化してすぐにリーダーを攻撃できる
    Source: sve-faq-en, Q&A 34

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    And I attack the enemy leader with "Evolving Fighter"
    Then the action succeeds
    And my opponent's leader has 16 defense

  @SVE-EN-047 @SVE-JA-R033 @cr-12.2 @cr-5.16
  Scenario: Evolving pays the cost and lays the same-name evolved follower on top
    Q(en): What does evolving mean?
    A(en): Paying the evolve cost, you take the same-named evolved follower out of your evolve deck and lay it on the follower. Evolving is not putting a follower onto the field, so abilities waiting for a follower to be put onto your field do not react to it.
    Q(ja): 「進化」とはどういう意味ですか？
    A(ja): 進化コストを払い、同じ名前のエボルヴフォロワーをエボルヴデッキからそのフォロワーの上に重ねて場に出すことです。進化は場に出したことにはならないので、「自分の場に出たとき」を待つ能力は反応しません。
    Checks(en): Evolving pays the cost and lays the same-name evolved follower on top
    Checks(ja): 進化はコストを払い、同じ名前のエボルヴフォロワーを上に重ねる
    Source: sve-faq-en, Q&A 47
    Source: sve-summary-ja, rule statement 33

    Given it is my main phase with 3 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Evolving Fighter" is on my field
    And "Evolving Fighter" has 4 attack and 4 defense
    And my evolve deck holds 0 cards
    And my field holds 1 card
    And I have 1 play point

  @SVE-JA-R033 @cr-12.2
  Scenario: Without an evolved follower of its own name a follower cannot evolve
    Rule(en): The evolved follower laid on top must carry the same card name as the follower that evolves.
    Rule(ja): 進化で上に重ねるエボルヴフォロワーは、進化するフォロワーと同じカード名でなければならない。
    Checks(en): Without an evolved follower of its own name a follower cannot evolve
    Checks(ja): 同じ名前のエボルヴフォロワーがなければ、フォロワーは進化できない
    Source: sve-summary-ja, rule statement 33

    Given it is my main phase with 3 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "no-evolved-card"
    And the game state is unchanged

  @SVE-JA-R033 @cr-12.2
  Scenario: SVE-JA-R033: a follower in my hand does not evolve
    Checks(en): It is a follower on the field that evolves: the same follower in my hand, with its evolved card and the play points there, is refused and nothing changes
    Checks(ja): 進化できるのは場のフォロワー：同じフォロワーが手札にあると、進化後のカードとPPがあっても進化できず、何も変わらない
    Source: sve-summary-ja, rule statement 33

    Given it is my main phase with 3 play points
    And my evolve deck holds "Evolving Fighter"
    And my hand holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged

  @SVE-JA-R033 @cr-12.2
  Scenario: SVE-JA-R033: a follower on the field whose evolve cost cannot be paid does not evolve
    Checks(en): The evolve cost is paid as part of evolving: with one play point and no evolution point, the follower on the field and its evolved card are both there, yet the evolution is refused and nothing changes
    Checks(ja): 進化には進化コストの支払いが含まれる：場のフォロワーとそのエボルヴカードがそろっていても、PP1でEPもなければ進化は認められず、何も変わらない
    Source: sve-summary-ja, rule statement 33

    Given it is my first turn with 1 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And "Evolving Fighter" is not evolved

  @SVE-EN-047 @SVE-JA-R037 @cr-12.2 @cr-5.5
  Scenario: Evolving does not set off abilities that watch for followers entering the field
    Rule(en): An evolved follower coming from the evolve deck is not treated as having entered the field, so abilities that trigger on a follower entering do not trigger.
    Rule(ja): エボルヴデッキから来たエボルヴフォロワーは場に出たとはみなされず、フォロワーの登場で誘発する能力は誘発しない。
    Checks(en): Evolving does not set off abilities that watch for followers entering the field
    Checks(ja): 進化は、フォロワーが場に出るのを待つ能力を誘発しない
    Source: sve-faq-en, Q&A 47
    Source: sve-summary-ja, rule statement 37

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             |
      | Welcome Banner   |
      | Evolving Fighter |
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And my leader has 20 defense

  @SVE-EN-070 @cr-12.6
  Scenario: Every On Evolve ability of the evolved follower is played
    Q(en): The evolved side of my follower carries several On Evolve abilities. Are all of them played?
    A(en): Yes, every one of them.
    Q(ja): 進化後のフォロワーに「進化時」能力が複数あるとき、そのすべてをプレイしますか？
    A(ja): はい、すべてプレイします。
    Checks(en): Every On Evolve ability of the evolved follower is played
    Checks(ja): 進化したフォロワーの進化時能力はすべてプレイされる
    Source: sve-faq-en, Q&A 70

    Given it is my main phase with 2 play points
    And my evolve deck holds "Twin Herald"
    And my deck holds 3 cards
    And my field holds "Twin Herald"
    When I evolve "Twin Herald"
    Then the action succeeds
    And my hand holds 1 card
    And my leader has 22 defense

  @SVE-JA-R034 @cr-12.2
  Scenario: An evolved follower has only the abilities printed on its evolved card
    Rule(en): Once a follower has evolved, the abilities of the card beneath are gone and it has the abilities written on the evolved follower.
    Rule(ja): 進化すると、下になったフォロワーの能力は失われ、エボルヴフォロワーのカードに書かれた能力を持つ。
    Checks(en): An evolved follower has only the abilities printed on its evolved card
    Checks(ja): 進化したフォロワーが持つ能力は、エボルヴカードに書かれたものだけである
    Source: sve-summary-ja, rule statement 34

    Given it is my main phase with 2 play points
    And my evolve deck holds "Lookout Cadet"
    And my deck holds 3 cards
    And my field holds "Lookout Cadet"
    When I evolve "Lookout Cadet"
    And I activate "Lookout Cadet"
    Then the action succeeds
    And my hand holds 1 card
    And I have 0 play points
    And my leader has 20 defense
    And "Lookout Cadet" is reserved

  @SVE-JA-R034 @cr-12.2
  Scenario: SVE-JA-R034: the ability of the card beneath is gone once the follower has evolved
    Checks(en): Lookout Cadet's base card has an activated ability (engage it: my leader gets +1 defense) and its evolved card has one (pay 1 play point: draw); once evolved only the evolved card's one is there, so a second activated ability is refused and nothing happens
    Checks(ja): ルックアウトカデットの進化前のカードには起動能力（これをアクト：自分のリーダーの体力+1）があり、進化後のカードにも1つ（PP1：1枚引く）ある。進化すると進化後の能力だけになるので、2つ目の起動能力は使えず、何も起こらない
    Source: sve-summary-ja, rule statement 34

    Given it is my main phase with 2 play points
    And my evolve deck holds "Lookout Cadet"
    And my deck holds 3 cards
    And my field holds "Lookout Cadet"
    When I evolve "Lookout Cadet"
    And I activate "Lookout Cadet"'s ability 2
    Then the action is refused with reason "illegal-target"
    And the game state is unchanged
    And my leader has 20 defense
    And "Lookout Cadet" is reserved

  @SVE-JA-R035 @cr-12.2 @cr-15.1
  Scenario: Counters on a follower stay on it when it evolves
    Rule(en): The evolved follower takes over the status counters that were on the follower before it evolved: the counters, and the changes to its attack and defense, stay on it.
    Rule(ja): 進化前のフォロワーに置かれていたステータスカウンターは、エボルヴフォロワーにそのまま引き継がれる。カウンターも、攻撃力・体力の増減も残る。
    Checks(en): Counters on a follower stay on it when it evolves
    Checks(ja): フォロワーに置かれたカウンターは、進化しても残る
    Source: sve-summary-ja, rule statement 35

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | counters |
      | Evolving Fighter | fable 2  |
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Evolving Fighter" has 2 fable counters

  @SVE-JA-R035 @cr-12.2
  Scenario: SVE-JA-R035: a stat boost on a follower stays on it when it evolves
    Checks(en): A defense boost given to a follower before it evolves is added to the evolved card's stats
    Checks(ja): 進化前のフォロワーが得た体力の増加は、進化後のカードの数値に加わったまま残る
    Source: sve-summary-ja, rule statement 35

    Given it is my main phase with 3 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    And my hand holds "Iron Skin"
    When I play "Iron Skin" targeting "Evolving Fighter"
    And I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved
    And "Evolving Fighter" has 4 attack and 7 defense

  @SVE-JA-R035 @cr-12.2
  Scenario: SVE-JA-R035: an attack loss on a follower stays on it when it evolves
    Checks(en): An attack reduction put on a follower before it evolves still lowers the evolved card's attack
    Checks(ja): 進化前のフォロワーが受けた攻撃力の減少は、進化後も残って攻撃力を下げる
    Source: sve-summary-ja, rule statement 35

    Given it is my main phase with 3 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    And my hand holds "Weaken"
    When I play "Weaken" targeting "Evolving Fighter"
    And I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" has 3 attack and 4 defense

  @SVE-JA-R036 @cr-12.2 @cr-8.4
  Scenario: A follower that came out this turn attacks an engaged enemy follower once evolved
    Rule(en): Even when the follower arrived on the field this turn, once evolved it may attack an engaged enemy follower.
    Rule(ja): 場に出たのがこのターンであっても、進化したフォロワーは相手のアクト状態のフォロワーに攻撃してよい。
    Checks(en): A follower that came out this turn attacks an engaged enemy follower once evolved
    Checks(ja): このターンに場に出たフォロワーも、進化すればアクト状態の相手のフォロワーを攻撃できる
    Source: sve-summary-ja, rule statement 36

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | arrived   |
      | Evolving Fighter | this turn |
    And my opponent's field holds:
      | card    | state   |
      | Test Fighter | engaged |
    When I evolve "Evolving Fighter"
    And I attack "Test Fighter" with "Evolving Fighter"
    Then the action succeeds
    And "Test Fighter" is in my opponent's cemetery
    And "Evolving Fighter" has 4 attack and 2 defense

  @SVE-JA-R036 @SVE-JA-R026 @SVE-EN-034 @cr-12.2 @cr-8.4
  Scenario: A follower that came out this turn still cannot attack the enemy leader once evolved
    Checks(en): A follower that came out this turn still cannot attack the enemy leader once evolved
    Checks(ja): このターンに出たフォロワーは、進化しても相手のリーダーを攻撃できない
    Source: sve-summary-ja, rule statement 36
    Source: sve-summary-ja, rule statement 26
    Source: sve-faq-en, Q&A 34

    Given it is my main phase with 2 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds:
      | card             | arrived   |
      | Evolving Fighter | this turn |
    When I evolve "Evolving Fighter"
    And I attack the enemy leader with "Evolving Fighter"
    Then the action is refused with reason "summoning-sick"
    And the game state is unchanged

  @SVE-JA-R039 @cr-12.2 @cr-4.6
  Scenario: An evolved follower leaving the field goes face up on top of the evolve deck
    Rule(en): When an evolved follower is put anywhere other than the field, its evolved card goes face up on top of the evolve deck.
    Rule(ja): エボルヴフォロワーが場から他の領域へ移るとき、そのエボルヴフォロワーのカードは表向きでエボルヴデッキの一番上に置く。
    Checks(en): An evolved follower leaving the field goes face up on top of the evolve deck
    Checks(ja): 場を離れる進化したフォロワーは、表向きでエボルヴデッキに置かれる
    Source: sve-summary-ja, rule statement 39

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card             |
      | Cheap Evolver    |
      | Evolving Fighter |
    And my field holds "Evolving Fighter"
    And my hand holds "Final Rest"
    When I evolve "Evolving Fighter"
    And I play "Final Rest" targeting "Evolving Fighter"
    Then the action succeeds
    And the top card of my evolve deck is a face-up "Evolving Fighter"
    And my cemetery holds 1 "Evolving Fighter"
    And my field holds 0 cards

  @SVE-JA-R040 @cr-12.2 @cr-4.6
  Scenario: A face-up evolved card in the evolve deck cannot be used to evolve again
    Rule(en): An evolved card lying face up on the evolve deck counts as removed from the game and can never be used again.
    Rule(ja): エボルヴデッキに表向きで置かれたエボルヴフォロワーは、ゲームから除外されたものとして扱い、再び使うことはできない。
    Checks(en): A face-up evolved card in the evolve deck cannot be used to evolve again
    Checks(ja): エボルヴデッキで表向きのエボルヴカードは、もう一度進化に使えない
    Source: sve-summary-ja, rule statement 40

    Given it is my main phase with 2 play points
    And my evolve deck holds:
      | card             | face |
      | Evolving Fighter | up   |
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "no-evolved-card"
    And the game state is unchanged

  @SVE-JA-R040 @cr-12.2 @cr-4.6
  Scenario: SVE-JA-R040: a face-down evolved card of the same name still evolves the follower
    Checks(en): Only the face-up card is out of the game: the same follower evolves with a face-down evolved card of its name
    Checks(ja): ゲームから取り除かれた扱いになるのは表向きのカードだけ：同じフォロワーは、裏向きの同名の進化後カードでなら進化できる
    Source: sve-summary-ja, rule statement 40

    Given it is my main phase with 2 play points
    And my evolve deck holds:
      | card             | face |
      | Evolving Fighter | down |
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action succeeds
    And "Evolving Fighter" is evolved

  @SVE-EN-047 @cr-12.2
  Scenario: SVE-EN-047: only an evolved follower of the same name is brought out
    Checks(en): The evolved card must share the follower's name: with only a differently named evolved card in the evolve deck, the follower does not evolve and nothing changes
    Checks(ja): 進化後のカードは同じ名前でなければならない。エボルヴデッキに名前の違うカードしかなければ進化できず、何も変わらない
    Source: sve-faq-en, Q&A 47

    Given it is my main phase with 3 play points
    And my evolve deck holds "Cheap Evolver"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "no-evolved-card"
    And the game state is unchanged

  @SVE-EN-047 @cr-12.2
  Scenario: SVE-EN-047: evolving needs its cost paid
    Checks(en): The evolve cost has to be paid: on the first turn with one play point and no evolution point, a follower whose evolve cost is 2 does not evolve and nothing changes
    Checks(ja): 進化にはコストの支払いが要る。最初のターンにPP1でEPもなければ、進化コスト2のフォロワーは進化できず、何も変わらない
    Source: sve-faq-en, Q&A 47

    Given it is my first turn with 1 play points
    And my evolve deck holds "Evolving Fighter"
    And my field holds "Evolving Fighter"
    When I evolve "Evolving Fighter"
    Then the action is refused with reason "cannot-pay-cost"
    And the game state is unchanged
    And I have 0 evolution points

  @SVE-JA-R039 @cr-12.2 @cr-4.6
  Scenario: SVE-JA-R039: an evolved follower returned to the hand also sends its evolved card face up to the evolve deck
    Checks(en): Any zone other than the field, not only the cemetery: an evolved follower returned to the hand puts its evolved card face up on top of the evolve deck, and the base card goes to the hand
    Checks(ja): 墓場に限らず場以外のどの領域でも同じで、手札に戻る進化したフォロワーのエボルヴカードは表向きでエボルヴデッキの一番上に置かれ、元のカードが手札に戻る
    Source: sve-summary-ja, rule statement 39

    Given it is my main phase with 3 play points
    And my evolve deck holds:
      | card             |
      | Cheap Evolver    |
      | Evolving Fighter |
    And my field holds "Evolving Fighter"
    And my hand holds "Homeward Wind"
    When I evolve "Evolving Fighter"
    And I play "Homeward Wind" targeting "Evolving Fighter"
    Then the action succeeds
    And the top card of my evolve deck is a face-up "Evolving Fighter"
    And my hand holds 1 "Evolving Fighter"
    And my field holds 0 cards
