import type { Lang } from '../../i18n/language';

export type GatewayMethod = 'alipay' | 'wechat' | 'unionpay';

export type PageTexts = {
  title: string;
  notice: string;
  merchant: string;
  orderNo: string;
  amount: string;
  method: string;
  pay: string;
  cancel: string;
  paidAlready: string;
  viewResult: string;
  closed: string;
  choose: string;
  notFound: string;
  forbidden: string;
  methods: Record<GatewayMethod, string>;
};

/** The merchant the "gateway" pays (the shop's operator, as on the bank-transfer details). */
export const MERCHANT = '上海蓝电实验科技有限公司 · LabMall';

/** The sandbox page in the shop's four languages; "SANDBOX" itself is shown untranslated on every page. */
export const pageTexts: Record<Lang, PageTexts> = {
  zh: {
    title: '支付沙箱',
    notice: '这是测试用的支付沙箱页面，代替支付宝 / 微信支付 / 银联的收银台。不会产生任何真实扣款。',
    merchant: '收款商户', orderNo: '订单号', amount: '金额', method: '支付方式',
    pay: '模拟支付', cancel: '取消并返回', paidAlready: '此笔支付已完成。', viewResult: '查看订单结果',
    closed: '此支付已失效，请重新选择支付方式。', choose: '重新选择支付方式',
    notFound: '找不到这笔支付。', forbidden: '请从支付页面提交。',
    methods: { alipay: '支付宝', wechat: '微信支付', unionpay: '银联' },
  },
  en: {
    title: 'Payment sandbox',
    notice: 'This is a test payment page standing in for the Alipay / WeChat Pay / UnionPay checkout. No real money is charged.',
    merchant: 'Merchant', orderNo: 'Order number', amount: 'Amount', method: 'Method',
    pay: 'Pay (simulated)', cancel: 'Cancel and go back', paidAlready: 'This payment is complete.', viewResult: 'See the order result',
    closed: 'This payment is no longer valid; please choose a payment method again.', choose: 'Choose a payment method',
    notFound: 'This payment does not exist.', forbidden: 'Please pay from the payment page.',
    methods: { alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay' },
  },
  ja: {
    title: '決済サンドボックス',
    notice: 'これは Alipay / WeChat Pay / UnionPay の決済画面の代わりとなるテスト用ページです。実際の請求は発生しません。',
    merchant: '加盟店', orderNo: '注文番号', amount: '金額', method: '支払い方法',
    pay: '支払う（模擬）', cancel: 'キャンセルして戻る', paidAlready: 'この支払いは完了しています。', viewResult: '注文結果を見る',
    closed: 'この支払いは無効になりました。支払い方法を選び直してください。', choose: '支払い方法を選び直す',
    notFound: 'この支払いは見つかりません。', forbidden: '支払いページから送信してください。',
    methods: { alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: '銀聯（UnionPay）' },
  },
  ko: {
    title: '결제 샌드박스',
    notice: 'Alipay / WeChat Pay / UnionPay 결제 화면을 대신하는 테스트용 페이지입니다. 실제로 결제되지 않습니다.',
    merchant: '가맹점', orderNo: '주문 번호', amount: '금액', method: '결제 수단',
    pay: '결제하기(모의)', cancel: '취소하고 돌아가기', paidAlready: '이 결제는 완료되었습니다.', viewResult: '주문 결과 보기',
    closed: '이 결제는 더 이상 유효하지 않습니다. 결제 수단을 다시 선택해 주세요.', choose: '결제 수단 다시 선택',
    notFound: '이 결제를 찾을 수 없습니다.', forbidden: '결제 페이지에서 제출해 주세요.',
    methods: { alipay: '알리페이', wechat: '위챗페이', unionpay: '유니온페이' },
  },
};

/** The shop's URL prefix of a language (spec §5: zh, en, jp, kr). */
export const urlPrefix: Record<Lang, string> = { zh: 'zh', en: 'en', ja: 'jp', ko: 'kr' };
