import type { PointsProductKind, PointsTaskCode, PointsTaskPeriod } from '../schema/points-mall';

/** zh, en, ja, ko. */
export type Names = [string, string, string, string];

export const pointsCategoryData: { code: string; names: Names }[] = [
  { code: 'lab-supplies', names: ['实验耗材', 'Lab supplies', '実験消耗品', '실험 소모품'] },
  { code: 'cell-kits', names: ['电池组装套件', 'Cell assembly kits', '電池組立キット', '전지 조립 키트'] },
  { code: 'coupons', names: ['购物优惠券', 'Checkout coupons', '買い物クーポン', '쇼핑 쿠폰'] },
  { code: 'training', names: ['培训与活动', 'Training & events', '研修・イベント', '교육 및 행사'] },
];

/** Coupon kinds only the points mall hands out (trigger 'issued'); amounts and thresholds in fen. */
export const pointsCouponData: { code: string; names: Names; amount: number; threshold: number; validDays: number }[] = [
  { code: 'POINTS_CASH_20', names: ['积分兑换券：满 ¥200 减 ¥20', 'Points coupon: ¥20 off ¥200', 'ポイント交換クーポン：¥200以上で¥20引き', '포인트 교환 쿠폰: ¥200 이상 ¥20 할인'], amount: 2_000, threshold: 20_000, validDays: 30 },
  { code: 'POINTS_CASH_50', names: ['积分兑换券：满 ¥500 减 ¥50', 'Points coupon: ¥50 off ¥500', 'ポイント交換クーポン：¥500以上で¥50引き', '포인트 교환 쿠폰: ¥500 이상 ¥50 할인'], amount: 5_000, threshold: 50_000, validDays: 30 },
];

export type PointsProductSeed = {
  code: string;
  category: string;
  kind: PointsProductKind;
  names: Names;
  descriptions: Names;
  points: number;
  stock: number;
  limit: number;
  featured?: boolean;
  coupon?: string;
  /** Days from the seed until the good leaves sale (a window the server enforces). */
  availableDays?: number;
};

export const pointsProductData: PointsProductSeed[] = [
  {
    code: 'lab-notebook-a4', category: 'lab-supplies', kind: 'physical', points: 600, stock: 200, limit: 5, featured: true,
    names: ['A4 防水实验记录本（120 页）', 'A4 waterproof lab notebook (120 pages)', 'A4 防水実験ノート（120ページ）', 'A4 방수 실험 노트(120쪽)'],
    descriptions: [
      '页码连续、带方格与签名栏，耐电解液溅洒，适合记录配方、涂布参数与化成曲线。',
      'Numbered grid pages with witness lines; resists electrolyte splashes. Made for slurry recipes, coating parameters and formation curves.',
      '通し番号付き方眼ページと署名欄。電解液の飛散に強く、配合・塗工条件・化成曲線の記録に。',
      '쪽 번호가 있는 모눈 페이지와 서명란. 전해액이 튀어도 강하며 배합, 코팅 조건, 화성 곡선 기록에 적합합니다.',
    ],
  },
  {
    code: 'nitrile-gloves-m', category: 'lab-supplies', kind: 'physical', points: 400, stock: 300, limit: 10, featured: true,
    names: ['丁腈手套 M 码（100 只/盒）', 'Nitrile gloves, size M (box of 100)', 'ニトリル手袋 Mサイズ（100枚入）', '니트릴 장갑 M(100매)'],
    descriptions: [
      '无粉、4 mil 厚，耐 DMC/EC 等碳酸酯溶剂，手套箱外操作的日常之选。',
      'Powder-free, 4 mil, resistant to carbonate solvents such as DMC and EC: everyday gloves outside the glovebox.',
      'パウダーフリー、4 mil。DMC・EC などのカーボネート溶媒に強く、グローブボックス外の日常作業に。',
      '파우더 프리, 4 mil. DMC, EC 등 카보네이트 용매에 강해 글러브박스 밖 일상 작업에 적합합니다.',
    ],
  },
  {
    code: 'tweezers-set', category: 'lab-supplies', kind: 'physical', points: 500, stock: 150, limit: 3,
    names: ['防静电绝缘镊子套装（6 支）', 'Insulated anti-static tweezers (set of 6)', '絶縁帯電防止ピンセット（6本組）', '절연 정전기 방지 핀셋(6개 세트)'],
    descriptions: [
      '塑料尖头不会短路扣式电池，夹取极片和隔膜不留划痕。',
      'Plastic tips that cannot short a coin cell; picks up electrodes and separators without scratches.',
      '樹脂チップでコインセルを短絡させず、電極やセパレータを傷つけずに扱えます。',
      '플라스틱 팁이라 코인셀을 단락시키지 않고 전극과 분리막을 흠집 없이 집습니다.',
    ],
  },
  {
    code: 'coin-cell-kit-2032', category: 'cell-kits', kind: 'physical', points: 1500, stock: 50, limit: 2, featured: true,
    names: ['CR2032 扣式电池组装套件（50 套）', 'CR2032 coin-cell assembly kit (50 sets)', 'CR2032 コインセル組立キット（50セット）', 'CR2032 코인셀 조립 키트(50세트)'],
    descriptions: [
      '不锈钢正负极壳、垫片与弹片各 50 件，含密封圈，适配常见封口机。',
      '50 each of stainless cases, caps, spacers and wave springs with gaskets; fits common crimpers.',
      'ステンレス製ケース・キャップ・スペーサー・ウェーブスプリング各50個とガスケット。一般的なかしめ機に対応。',
      '스테인리스 케이스, 캡, 스페이서, 웨이브 스프링 각 50개와 개스킷. 일반 크림퍼에 맞습니다.',
    ],
  },
  {
    code: 'separator-19mm', category: 'cell-kits', kind: 'physical', points: 900, stock: 80, limit: 3,
    names: ['PP 隔膜圆片 Φ19 mm（100 片）', 'PP separator discs, Ø19 mm (100)', 'PP セパレータ円板 Φ19 mm（100枚）', 'PP 분리막 원판 Ø19 mm(100매)'],
    descriptions: [
      '25 μm 单层聚丙烯，已冲切，直接用于 2032 扣电组装。',
      '25 µm monolayer polypropylene, pre-punched for 2032 coin cells.',
      '25 µm 単層ポリプロピレン、打ち抜き済みで2032コインセルにそのまま使えます。',
      '25 µm 단층 폴리프로필렌, 타발되어 2032 코인셀에 바로 사용합니다.',
    ],
  },
  {
    code: 'coupon-20', category: 'coupons', kind: 'coupon', points: 800, stock: 1000, limit: 1, featured: true, coupon: 'POINTS_CASH_20',
    names: ['满 ¥200 减 ¥20 购物券', '¥20 off ¥200 checkout coupon', '¥200以上で¥20引きクーポン', '¥200 이상 ¥20 할인 쿠폰'],
    descriptions: [
      '兑换后立即放入“我的优惠券”，30 天内结算时可用，全场商品适用。',
      'Goes straight to your coupons; use it at checkout on any goods within 30 days.',
      '交換するとすぐにクーポンに追加され、30日以内に全商品の決済で使えます。',
      '교환 즉시 내 쿠폰에 추가되며 30일 안에 모든 상품 결제에 사용할 수 있습니다.',
    ],
  },
  {
    code: 'coupon-50', category: 'coupons', kind: 'coupon', points: 1800, stock: 500, limit: 1, coupon: 'POINTS_CASH_50',
    names: ['满 ¥500 减 ¥50 购物券', '¥50 off ¥500 checkout coupon', '¥500以上で¥50引きクーポン', '¥500 이상 ¥50 할인 쿠폰'],
    descriptions: [
      '兑换后立即放入“我的优惠券”，30 天内结算时可用，全场商品适用。',
      'Goes straight to your coupons; use it at checkout on any goods within 30 days.',
      '交換するとすぐにクーポンに追加され、30日以内に全商品の決済で使えます。',
      '교환 즉시 내 쿠폰에 추가되며 30일 안에 모든 상품 결제에 사용할 수 있습니다.',
    ],
  },
  {
    code: 'glovebox-training-seat', category: 'training', kind: 'physical', points: 5000, stock: 12, limit: 1, availableDays: 45,
    names: ['手套箱操作与扣电组装培训席位（1 天）', 'Glovebox & coin-cell assembly training seat (1 day)', 'グローブボックス操作・コインセル組立研修（1日）', '글러브박스·코인셀 조립 교육 좌석(1일)'],
    descriptions: [
      '线下小班培训，含水氧控制、极片称量与封口实操。入场证和资料包寄到收货地址；报名截止后下架。',
      'A small in-person class: moisture and oxygen control, electrode weighing and crimping, hands-on. The admission pass and handbook are posted to your address; off sale after the registration deadline.',
      '少人数の対面研修：水分・酸素管理、電極秤量、かしめを実習。受講証と資料は住所へ郵送、申込締切後は販売終了。',
      '소규모 대면 교육: 수분·산소 관리, 전극 칭량, 크림핑 실습. 수강증과 자료는 주소로 발송되며 신청 마감 후 판매가 종료됩니다.',
    ],
  },
];

/** Campaigns relative to the seed: one running now, one coming. Prices per unit in points. */
export const pointsCampaignData: { code: string; names: Names; descriptions: Names; fromDay: number; toDay: number; prices: Record<string, number> }[] = [
  {
    code: 'lab-restock-week', fromDay: -2, toDay: 12,
    names: ['实验室补给周', 'Lab restock week', 'ラボ補給ウィーク', '실험실 보충 주간'],
    descriptions: ['手套、记录本与扣电套件限时少花积分。', 'Gloves, notebooks and coin-cell kits for fewer points, for a limited time.', '手袋・ノート・コインセルキットが期間限定で少ないポイントに。', '장갑, 노트, 코인셀 키트를 기간 한정으로 더 적은 포인트에.'],
    prices: { 'nitrile-gloves-m': 300, 'lab-notebook-a4': 450, 'coin-cell-kit-2032': 1200 },
  },
  {
    code: 'separator-days', fromDay: 20, toDay: 27,
    names: ['隔膜特惠日', 'Separator days', 'セパレータ特価デー', '분리막 특가일'],
    descriptions: ['隔膜与镊子低积分兑换。', 'Separators and tweezers for fewer points.', 'セパレータとピンセットを少ないポイントで。', '분리막과 핀셋을 더 적은 포인트로.'],
    prices: { 'separator-19mm': 700, 'tweezers-set': 380 },
  },
];

export const pointsTaskData: { code: PointsTaskCode; period: PointsTaskPeriod; points: number; names: Names; descriptions: Names }[] = [
  {
    code: 'checkIn', period: 'daily', points: 10,
    names: ['每日签到', 'Daily check-in', '毎日チェックイン', '매일 출석'],
    descriptions: ['每天签到一次即得积分（以北京时间自然日计）。', 'Check in once a day (days in China time).', '1日1回チェックイン（中国時間の暦日）。', '하루에 한 번 출석하세요(중국 시간 기준).'],
  },
  {
    code: 'completeProfile', period: 'once', points: 100,
    names: ['完善个人资料', 'Complete your profile', 'プロフィールを完成', '프로필 완성'],
    descriptions: ['在个人资料中填写单位、实验室、手机号和联系邮箱。', 'Fill in institution, laboratory, mobile and contact e-mail in your profile.', 'プロフィールに所属機関・研究室・携帯番号・連絡先メールを入力。', '프로필에 기관, 연구실, 휴대폰 번호, 연락 이메일을 입력하세요.'],
  },
  {
    code: 'firstPaidOrder', period: 'once', points: 200,
    names: ['完成首笔付款订单', 'Your first paid order', '初回の支払い済み注文', '첫 결제 주문'],
    descriptions: ['在商城下单并完成付款。', 'Place an order in the shop and pay for it.', 'ショップで注文し、支払いを完了。', '쇼핑몰에서 주문하고 결제를 완료하세요.'],
  },
  {
    code: 'reviewProduct', period: 'daily', points: 30,
    names: ['评价已购商品', 'Review a product you bought', '購入商品をレビュー', '구매 상품 리뷰'],
    descriptions: ['为买过的商品写一条评价，每天可领一次。', 'Write a review of a product you bought; once a day.', '購入した商品のレビューを書く（1日1回）。', '구매한 상품의 리뷰를 작성하세요(하루 한 번).'],
  },
  {
    code: 'readArticle', period: 'daily', points: 5,
    names: ['阅读学习专区文章', 'Read a study-zone article', '学習ゾーンの記事を読む', '학습 존 글 읽기'],
    descriptions: ['阅读学习专区的一篇文章，读完后自动发放。', 'Read an article in the study zone; the points arrive on their own once you have read it.', '学習ゾーンの記事を読むと自動で付与されます。', '학습 존의 글을 읽으면 자동으로 지급됩니다.'],
  },
];

export const pointsAnnouncementData: { titles: Names; bodies: Names; daysAgo: number; pinned?: boolean }[] = [
  {
    daysAgo: 1, pinned: true,
    titles: ['积分商城上线啦', 'The points mall is open', 'ポイントモールがオープン', '포인트몰 오픈'],
    bodies: [
      '下单、签到、评价都能赚积分，可兑换实验耗材、扣电套件、购物券和培训席位。实物商品由客服在 2 个工作日内发货。',
      'Earn points with orders, check-ins and reviews, and exchange them for lab supplies, coin-cell kits, checkout coupons and training seats. Physical goods ship within 2 working days.',
      '注文・チェックイン・レビューでポイントを貯め、実験消耗品、コインセルキット、クーポン、研修席と交換できます。現物は2営業日以内に発送します。',
      '주문, 출석, 리뷰로 포인트를 모아 실험 소모품, 코인셀 키트, 쿠폰, 교육 좌석으로 교환하세요. 실물 상품은 영업일 2일 안에 발송됩니다.',
    ],
  },
  {
    daysAgo: 2,
    titles: ['实验室补给周开始', 'Lab restock week has started', 'ラボ補給ウィーク開始', '실험실 보충 주간 시작'],
    bodies: [
      '活动期间丁腈手套、实验记录本和 CR2032 套件以活动积分兑换，数量有限，兑完即止。',
      'During the campaign nitrile gloves, lab notebooks and CR2032 kits cost campaign points, while stocks last.',
      '期間中、ニトリル手袋・実験ノート・CR2032キットをキャンペーン価格で交換できます。在庫限り。',
      '기간 중 니트릴 장갑, 실험 노트, CR2032 키트를 행사 포인트로 교환할 수 있습니다. 재고 소진 시 종료.',
    ],
  },
  {
    daysAgo: 5,
    titles: ['积分规则说明', 'How points work', 'ポイントのルール', '포인트 규칙'],
    bodies: [
      '付款订单按实付金额每 1 元得 1 积分；取消的积分订单会退回积分；兑换的优惠券 30 天内有效。',
      'Paid orders earn 1 point per yuan paid; a cancelled points order returns its points; exchanged coupons are valid for 30 days.',
      '支払い済み注文は1元につき1ポイント。キャンセルされたポイント注文はポイントを返却。交換クーポンは30日間有効。',
      '결제 주문은 1위안당 1포인트가 적립됩니다. 취소된 포인트 주문은 포인트가 반환되며, 교환 쿠폰은 30일간 유효합니다.',
    ],
  },
];
