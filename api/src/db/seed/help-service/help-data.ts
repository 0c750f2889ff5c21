import type { LocalizedText } from '../../../i18n/language';
import { t } from './text';

export type SeedQuestion = { title: LocalizedText; answer: LocalizedText; popular?: boolean };
export type SeedHelpCategory = { slug: string; name: LocalizedText; questions: SeedQuestion[] };

/** The help centre's starting questions (paragraphs separated by blank lines). */
export const helpCategories: SeedHelpCategory[] = [
  {
    slug: 'ordering',
    name: t('订购与账户', 'Ordering and account', 'ご注文とアカウント', '주문 및 계정'),
    questions: [
      {
        popular: true,
        title: t('如何下单购买试剂和耗材？', 'How do I place an order for reagents and consumables?', '試薬や消耗品はどのように注文しますか？', '시약과 소모품은 어떻게 주문하나요?'),
        answer: t(
          '在商品详情页选择规格和数量，点击“加入购物车”，然后在购物车中点击“去结算”。\n\n确认收货地址、发票信息和优惠后提交订单，并在 30 分钟内完成支付。对公转账的订单保留时间更长。',
          'Choose the specification and quantity on the product page, click "Add to cart", then click "Checkout" in the cart.\n\nConfirm the delivery address, invoice details and discounts, submit the order and pay within 30 minutes. Orders paid by bank transfer are held for longer.',
          '商品詳細ページで規格と数量を選び「カートに入れる」を押し、カートで「レジに進む」を押します。\n\n配送先、請求書情報、割引を確認して注文を確定し、30 分以内にお支払いください。銀行振込の注文はより長く保持されます。',
          '상품 상세 페이지에서 규격과 수량을 선택하고 "장바구니 담기"를 누른 뒤 장바구니에서 "결제하기"를 누르세요.\n\n배송지, 세금계산서 정보, 할인을 확인하고 주문을 제출한 후 30분 안에 결제하세요. 계좌 이체 주문은 더 오래 보관됩니다.',
        ),
      },
      {
        title: t('可以用课题组或单位的名义购买吗？', 'Can I buy in the name of my research group or institution?', '研究室や所属機関の名義で購入できますか？', '연구실이나 기관 명의로 구매할 수 있나요?'),
        answer: t(
          '可以。在“个人中心 - 资料”中填写单位和实验室，下单时选择增值税专用发票并填写单位开票信息即可。',
          'Yes. Fill in your institution and laboratory under "Account - Profile", and choose a special VAT invoice with your institution\'s details when ordering.',
          'はい。「マイページ - プロフィール」で所属機関と研究室を入力し、注文時に機関の請求書情報で適格請求書を選択してください。',
          '네. "마이페이지 - 프로필"에서 기관과 연구실을 입력하고 주문할 때 기관 정보로 세금계산서를 선택하세요.',
        ),
      },
      {
        title: t('忘记密码怎么办？', 'What if I forget my password?', 'パスワードを忘れた場合は？', '비밀번호를 잊어버렸어요'),
        answer: t(
          '请联系客服核实账户信息后重置密码。登录后也可以在“个人中心”修改密码，修改后其他设备上的登录会失效。',
          'Contact customer service to verify your account and reset the password. Once signed in you can change it in your account; other devices are then signed out.',
          'カスタマーサービスにご連絡いただき、アカウント確認後にパスワードを再設定します。ログイン後はマイページで変更でき、他の端末はログアウトされます。',
          '고객센터에 연락하여 계정을 확인한 후 비밀번호를 재설정하세요. 로그인 후에는 마이페이지에서 변경할 수 있으며 다른 기기는 로그아웃됩니다.',
        ),
      },
    ],
  },
  {
    slug: 'payment',
    name: t('支付与发票', 'Payment and invoices', 'お支払いと請求書', '결제 및 세금계산서'),
    questions: [
      {
        popular: true,
        title: t('如何申请发票？', 'How do I get an invoice?', '請求書はどのように発行されますか？', '세금계산서는 어떻게 발급받나요?'),
        answer: t(
          '下单时在“发票信息”中选择普通发票或增值税专用发票并填写抬头和税号。订单发货后 3 个工作日内开具电子发票。\n\n如发票信息有误，请在订单详情中点击“申请售后”，类型选择“发票问题”。',
          'When ordering, choose an ordinary or special VAT invoice under "Invoice" and enter the title and tax number. The electronic invoice is issued within 3 working days after shipping.\n\nIf the invoice details are wrong, open the order and click "Request after-sales" with the type "Invoice issue".',
          '注文時に「請求書情報」で通常または適格請求書を選び、宛名と税番号を入力してください。発送後 3 営業日以内に電子請求書を発行します。\n\n記載に誤りがある場合は、注文詳細で「アフターサービスを申請」を押し、種類に「請求書の問題」を選んでください。',
          '주문 시 "세금계산서 정보"에서 일반 또는 전자세금계산서를 선택하고 상호와 사업자번호를 입력하세요. 발송 후 3영업일 이내에 발급됩니다.\n\n정보가 잘못된 경우 주문 상세에서 "A/S 신청"을 누르고 유형으로 "세금계산서 문제"를 선택하세요.',
        ),
      },
      {
        popular: true,
        title: t('支持哪些支付方式？', 'Which payment methods are accepted?', '利用できる支払い方法は？', '어떤 결제 수단을 지원하나요?'),
        answer: t(
          '支持支付宝、微信支付、银联和对公转账。对公转账请在备注中填写订单号，到账后订单自动变为待发货。',
          'Alipay, WeChat Pay, UnionPay and bank transfer. For a bank transfer, put the order number in the payment reference; the order moves to "awaiting shipment" once the money arrives.',
          'Alipay、WeChat Pay、銀聯、銀行振込に対応しています。銀行振込の場合は振込名義に注文番号を記入してください。入金確認後に発送待ちになります。',
          '알리페이, 위챗페이, 유니온페이, 계좌 이체를 지원합니다. 계좌 이체 시 입금자명에 주문 번호를 적어 주세요. 입금이 확인되면 발송 대기로 바뀝니다.',
        ),
      },
    ],
  },
  {
    slug: 'delivery',
    name: t('配送与危化品', 'Delivery and hazardous goods', '配送と危険物', '배송 및 위험물'),
    questions: [
      {
        popular: true,
        title: t('多久可以发货？', 'How soon is my order shipped?', '発送までの期間は？', '언제 발송되나요?'),
        answer: t(
          '现货商品在付款后 1 个工作日内发货；需冷链或危化品运输的商品一般 2 至 3 个工作日发货。订单详情中可以查看物流状态。',
          'Items in stock ship within 1 working day of payment; goods needing cold-chain or hazardous-goods transport usually ship in 2 to 3 working days. The order detail shows the delivery status.',
          '在庫品はお支払い後 1 営業日以内に発送します。冷蔵輸送や危険物輸送が必要な商品は通常 2〜3 営業日です。配送状況は注文詳細で確認できます。',
          '재고 상품은 결제 후 1영업일 이내에 발송합니다. 냉장 또는 위험물 운송이 필요한 상품은 보통 2~3영업일이 걸립니다. 배송 상태는 주문 상세에서 확인할 수 있습니다.',
        ),
      },
      {
        title: t('电解液等危化品如何运输？', 'How are electrolytes and other hazardous chemicals shipped?', '電解液などの危険物はどのように輸送されますか？', '전해액 등 위험물은 어떻게 운송되나요?'),
        answer: t(
          '危化品由具备资质的物流公司单独运输，随货附安全技术说明书（SDS）。收货时请检查包装，如有泄漏请拒收并拍照后申请售后。',
          'Hazardous chemicals travel separately with a licensed carrier and come with a safety data sheet (SDS). Check the packaging on delivery; if anything leaks, refuse it, take photos and request after-sales.',
          '危険物は資格を持つ運送会社が別便で輸送し、安全データシート（SDS）を同梱します。受け取り時に梱包を確認し、漏れがあれば受け取りを拒否して写真を撮り、アフターサービスを申請してください。',
          '위험물은 자격을 갖춘 운송사가 별도로 운송하며 물질안전보건자료(SDS)가 동봉됩니다. 수령 시 포장을 확인하고 누출이 있으면 수령을 거부하고 사진을 찍어 A/S를 신청하세요.',
        ),
      },
    ],
  },
  {
    slug: 'after-sales',
    name: t('售后服务', 'After-sales service', 'アフターサービス', 'A/S 서비스'),
    questions: [
      {
        popular: true,
        title: t('如何申请退货或换货？', 'How do I request a return or exchange?', '返品や交換はどのように申請しますか？', '반품이나 교환은 어떻게 신청하나요?'),
        answer: t(
          '登录后打开“我的订单”，在已付款订单的详情中点击“申请售后”，选择商品、类型（退货、换货、维修、发票问题）和原因，并可上传最多 5 张照片。\n\n我们会在 1 个工作日内审核，处理进度显示在订单详情中。',
          'Sign in, open "My orders" and, in the detail of a paid order, click "Request after-sales". Choose the items, the type (return, exchange, repair, invoice issue) and the reason, and add up to 5 photos.\n\nWe review requests within 1 working day; the progress shows in the order detail.',
          'ログインして「注文履歴」を開き、支払い済み注文の詳細で「アフターサービスを申請」を押します。商品、種類（返品・交換・修理・請求書の問題）、理由を選び、写真を最大 5 枚添付できます。\n\n1 営業日以内に審査し、進捗は注文詳細に表示されます。',
          '로그인 후 "내 주문"을 열고 결제된 주문 상세에서 "A/S 신청"을 누르세요. 상품, 유형(반품, 교환, 수리, 세금계산서 문제), 사유를 선택하고 사진을 최대 5장까지 올릴 수 있습니다.\n\n1영업일 이내에 검토하며 진행 상황은 주문 상세에 표시됩니다.',
        ),
      },
      {
        title: t('哪些商品不支持退货？', 'Which items cannot be returned?', '返品できない商品は？', '반품할 수 없는 상품은 무엇인가요?'),
        answer: t(
          '已开封的化学试剂、定制合成产品和冷链商品在无质量问题时不支持退货。设备类商品在签收后 7 天内、未使用且包装完好时可退货。',
          'Opened chemicals, custom syntheses and cold-chain goods cannot be returned unless they are faulty. Equipment may be returned within 7 days of delivery if unused and in its original packaging.',
          '開封済みの試薬、受託合成品、冷蔵品は品質に問題がない限り返品できません。機器は受け取りから 7 日以内で未使用かつ梱包が完全な場合に返品できます。',
          '개봉한 화학 시약, 맞춤 합성품, 냉장 상품은 품질 문제가 없는 한 반품할 수 없습니다. 장비는 수령 후 7일 이내, 미사용이며 포장이 온전한 경우 반품할 수 있습니다.',
        ),
      },
      {
        title: t('设备保修多久？', 'How long is the equipment warranty?', '機器の保証期間は？', '장비 보증 기간은 얼마인가요?'),
        answer: t(
          '电池测试设备和实验仪器整机保修一年，核心部件保修三年。保修期内请通过“申请售后”选择“维修”。',
          'Battery testers and lab instruments carry a one-year warranty, three years on core components. Within the warranty, request after-sales with the type "Repair".',
          '電池試験装置と実験機器は本体 1 年、主要部品 3 年の保証です。保証期間内は「アフターサービスを申請」で「修理」を選んでください。',
          '배터리 테스트 장비와 실험 기기는 본체 1년, 핵심 부품 3년 보증입니다. 보증 기간 내에는 "A/S 신청"에서 "수리"를 선택하세요.',
        ),
      },
    ],
  },
  {
    slug: 'points',
    name: t('积分与活动', 'Points and activities', 'ポイントとキャンペーン', '포인트 및 이벤트'),
    questions: [
      {
        title: t('积分如何获得和使用？', 'How do I earn and use points?', 'ポイントの獲得と利用方法は？', '포인트는 어떻게 적립하고 사용하나요?'),
        answer: t(
          '每实付 1 元获得 1 积分，订单付款后到账。积分可在积分商城兑换礼品和实验耗材。',
          'You earn 1 point per whole yuan paid, credited when the order is paid. Spend points on gifts and lab consumables in the points mall.',
          '支払額 1 元ごとに 1 ポイントが付与され、注文の支払い時に加算されます。ポイントモールで景品や消耗品と交換できます。',
          '결제 금액 1위안마다 1포인트가 적립되며 주문 결제 시 반영됩니다. 포인트몰에서 사은품과 실험 소모품으로 교환할 수 있습니다.',
        ),
      },
      {
        popular: true,
        title: t('论文激励活动怎么参加？', 'How do I join the paper incentive programme?', '論文インセンティブに参加するには？', '논문 인센티브 프로그램은 어떻게 참여하나요?'),
        answer: t(
          '使用本平台采购的材料或设备发表论文后，在“活动 - 论文激励”中提交论文信息和致谢页，审核通过后发放积分奖励。',
          'After publishing a paper that used materials or equipment bought here, submit the paper details and the acknowledgement page under "Activities - Paper incentive"; points are awarded once it is approved.',
          '当サイトで購入した材料や機器を使った論文が掲載されたら、「キャンペーン - 論文インセンティブ」で論文情報と謝辞ページを送信してください。審査後にポイントを付与します。',
          '이 플랫폼에서 구매한 재료나 장비로 논문을 게재했다면 "이벤트 - 논문 인센티브"에서 논문 정보와 감사의 글 페이지를 제출하세요. 승인 후 포인트가 지급됩니다.',
        ),
      },
    ],
  },
];
