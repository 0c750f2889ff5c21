import type { Lang } from '../../i18n/language';
import type { LineKind } from './statement-lines';

/** The statement file's words in the reader's language (PDF and XLSX alike). */
const en = {
  title: 'Lab group statement', group: 'Lab group', institution: 'Institution', budget: 'Budget', allBudgets: 'All budgets', period: 'Period',
  opening: 'Opening balance (CNY)', closing: 'Closing balance (CNY)', lines: 'Lines', noActivity: 'No activity this month',
  date: 'Date', kind: 'Entry', orderNo: 'Order no.', member: 'Member', budgetCode: 'Budget code', amount: 'Amount (CNY)', change: 'Change (CNY)', balance: 'Balance (CNY)',
  paymentMethod: 'Payment method', paidAt: 'Paid at', invoice: 'Invoice',
  totals: 'Totals', measure: 'Measure', value: 'Value', orders: 'Orders', placed: 'Placed (CNY)', cancelled: 'Cancelled (CNY)', paid: 'Paid (CNY)', refunded: 'Refunded (CNY)', netSpent: 'Net spent (CNY)',
  byMember: 'By member', byBudget: 'By budget', name: 'Name',
  owed: 'Owed on invoice (CNY)', owedOverdue: 'Of which overdue (CNY)', owedTable: 'Orders owed on invoice', placedAt: 'Placed', dueAt: 'Due', overdue: 'Overdue', yes: 'Yes', no: 'No',
  kinds: { placed: 'Order placed', cancelled: 'Order cancelled', paid: 'Payment', refunded: 'Refund', invoiceRequested: 'Invoice requested', invoiceIssued: 'Invoice issued', budgetChanged: 'Budget amount changed' } as Record<LineKind, string>,
  methods: { alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay', bank_transfer: 'Bank transfer' } as Record<string, string>,
  invoiceTypes: { ordinary: 'Ordinary VAT invoice', special: 'Special VAT invoice' } as Record<string, string>,
  file: 'statement',
};
export type StatementTexts = typeof en;

const zh: StatementTexts = {
  title: '课题组对账单', group: '课题组', institution: '单位', budget: '经费', allBudgets: '全部经费', period: '期间',
  opening: '期初余额（元）', closing: '期末余额（元）', lines: '明细', noActivity: '本月无收支',
  date: '日期', kind: '类型', orderNo: '订单号', member: '成员', budgetCode: '经费编号', amount: '金额（元）', change: '余额变动（元）', balance: '余额（元）',
  paymentMethod: '支付方式', paidAt: '支付时间', invoice: '发票',
  totals: '合计', measure: '项目', value: '数值', orders: '订单数', placed: '下单（元）', cancelled: '取消（元）', paid: '支付（元）', refunded: '退款（元）', netSpent: '净支出（元）',
  byMember: '按成员', byBudget: '按经费', name: '名称',
  owed: '账期应付（元）', owedOverdue: '其中逾期（元）', owedTable: '账期未付订单', placedAt: '下单时间', dueAt: '到期日', overdue: '逾期', yes: '是', no: '否',
  kinds: { placed: '下单', cancelled: '订单取消', paid: '支付', refunded: '退款', invoiceRequested: '申请发票', invoiceIssued: '已开发票', budgetChanged: '经费额度调整' },
  methods: { alipay: '支付宝', wechat: '微信支付', unionpay: '银联', bank_transfer: '银行转账' },
  invoiceTypes: { ordinary: '增值税普通发票', special: '增值税专用发票' },
  file: '对账单',
};
const ja: StatementTexts = {
  title: '研究グループ明細書', group: '研究グループ', institution: '所属機関', budget: '予算', allBudgets: 'すべての予算', period: '期間',
  opening: '期首残高（元）', closing: '期末残高（元）', lines: '明細', noActivity: '今月の取引はありません',
  date: '日付', kind: '種別', orderNo: '注文番号', member: 'メンバー', budgetCode: '予算コード', amount: '金額（元）', change: '残高の増減（元）', balance: '残高（元）',
  paymentMethod: '支払方法', paidAt: '支払日時', invoice: '請求書',
  totals: '合計', measure: '項目', value: '値', orders: '注文数', placed: '注文（元）', cancelled: '取消（元）', paid: '支払（元）', refunded: '返金（元）', netSpent: '正味支出（元）',
  byMember: 'メンバー別', byBudget: '予算別', name: '名前',
  owed: '請求書払いの未払（元）', owedOverdue: 'うち期限超過（元）', owedTable: '請求書払いの未払注文', placedAt: '注文日時', dueAt: '支払期限', overdue: '期限超過', yes: 'はい', no: 'いいえ',
  kinds: { placed: '注文', cancelled: '注文取消', paid: '支払', refunded: '返金', invoiceRequested: '請求書の依頼', invoiceIssued: '請求書の発行', budgetChanged: '予算額の変更' },
  methods: { alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay', bank_transfer: '銀行振込' },
  invoiceTypes: { ordinary: '普通 VAT 請求書', special: '専用 VAT 請求書' },
  file: '明細書',
};
const ko: StatementTexts = {
  title: '연구 그룹 명세서', group: '연구 그룹', institution: '기관', budget: '예산', allBudgets: '모든 예산', period: '기간',
  opening: '기초 잔액(위안)', closing: '기말 잔액(위안)', lines: '내역', noActivity: '이번 달 거래가 없습니다',
  date: '날짜', kind: '구분', orderNo: '주문 번호', member: '구성원', budgetCode: '예산 코드', amount: '금액(위안)', change: '잔액 변동(위안)', balance: '잔액(위안)',
  paymentMethod: '결제 수단', paidAt: '결제 시각', invoice: '세금계산서',
  totals: '합계', measure: '항목', value: '값', orders: '주문 수', placed: '주문(위안)', cancelled: '취소(위안)', paid: '결제(위안)', refunded: '환불(위안)', netSpent: '순지출(위안)',
  byMember: '구성원별', byBudget: '예산별', name: '이름',
  owed: '외상 미지급(위안)', owedOverdue: '그중 연체(위안)', owedTable: '외상 미지급 주문', placedAt: '주문 시각', dueAt: '지급 기한', overdue: '연체', yes: '예', no: '아니요',
  kinds: { placed: '주문', cancelled: '주문 취소', paid: '결제', refunded: '환불', invoiceRequested: '세금계산서 요청', invoiceIssued: '세금계산서 발행', budgetChanged: '예산액 변경' },
  methods: { alipay: '알리페이', wechat: '위챗페이', unionpay: '유니온페이', bank_transfer: '계좌 이체' },
  invoiceTypes: { ordinary: '일반 VAT 세금계산서', special: '전용 VAT 세금계산서' },
  file: '명세서',
};

export const statementTexts = (lang: Lang): StatementTexts => ({ zh, en, ja, ko })[lang];
