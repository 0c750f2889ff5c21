import { languages, type Lang, type LocalizedText } from '../../../i18n/language';

const l = (zh: string, en: string, ja: string, ko: string): LocalizedText => ({ zh, en, ja, ko });

/** Each of the quotation document's own words once, in zh, en, ja and ko (the lines' names come localized). */
const texts = {
  company: l('LabMall 科研商城', 'LabMall Research Procurement', 'LabMall 研究調達', 'LabMall 연구 구매'),
  companyLine: l(
    '电池测试设备企业运营的一站式科研采购平台 · service@labmall.example',
    'One-stop research procurement run by a battery test equipment maker · service@labmall.example',
    '電池試験装置メーカーが運営するワンストップ研究調達 · service@labmall.example',
    '배터리 테스트 장비 기업이 운영하는 원스톱 연구 구매 · service@labmall.example',
  ),
  title: l('报价单', 'Quotation', '見積書', '견적서'),
  quoteNo: l('报价单号', 'Quotation no.', '見積番号', '견적 번호'),
  issued: l('报价日期', 'Date', '見積日', '견적일'),
  validUntil: l('有效期至', 'Valid until', '有効期限', '유효기간'),
  status: l('状态', 'Status', '状態', '상태'),
  buyer: l('采购单位', 'Institution', '購入機関', '구매 기관'),
  deliveryCity: l('交货城市', 'Delivery city', '納品先都市', '배송 도시'),
  wantedDate: l('期望交货日期', 'Wanted by', '希望納期', '희망 납기'),
  invoice: l('发票', 'Invoice', '請求書', '세금계산서'),
  invoiceTypes: {
    none: l('不开发票', 'No invoice', '不要', '발행 안 함'),
    ordinary: l('普通发票', 'Ordinary invoice', '普通発票', '일반 영수증'),
    special: l('增值税专用发票', 'Special VAT invoice', '増値税専用発票', '부가세 전용 영수증'),
  },
  no: l('序号', 'No.', 'No.', '번호'),
  item: l('商品 / 规格 / 货号', 'Item / spec / SKU', '商品 / 規格 / 品番', '상품 / 규격 / 품번'),
  quantity: l('数量', 'Qty', '数量', '수량'),
  unitPrice: l('单价（元）', 'Unit price (CNY)', '単価（元）', '단가(위안)'),
  amount: l('金额（元）', 'Amount (CNY)', '金額（元）', '금액(위안)'),
  goods: l('商品金额', 'Goods', '商品金額', '상품 금액'),
  shipping: l('运费', 'Shipping', '送料', '배송비'),
  total: l('合计', 'Total', '合計', '합계'),
  inWords: l('合计（大写）', 'Total in words', '合計（漢数字）', '합계(한글)'),
  note: l('采购备注', 'Buyer note', '備考', '요청 메모'),
  staffNote: l('报价说明', 'Terms', '見積条件', '견적 조건'),
  notQuoted: l('待报价', 'to be quoted', '見積中', '견적 대기'),
  footer: l(
    '本报价单在有效期内有效。请在“我的报价”中接受报价，系统将按报价金额生成订单。',
    'This quotation is valid until the date above. Accept it under "My quotations" to place the order at these prices.',
    '本見積書は有効期限まで有効です。「見積一覧」で承認すると、見積金額で注文が作成されます。',
    '본 견적서는 유효기간까지 유효합니다. "내 견적"에서 수락하면 견적 금액으로 주문이 생성됩니다.',
  ),
  statuses: {
    requested: l('待报价', 'Requested', '見積依頼中', '견적 요청'),
    quoted: l('已报价', 'Quoted', '見積済み', '견적 완료'),
    accepted: l('已接受', 'Accepted', '承認済み', '수락됨'),
    expired: l('已过期', 'Expired', '期限切れ', '만료'),
    rejected: l('已拒绝', 'Rejected', '辞退', '거절됨'),
    withdrawn: l('已撤回', 'Withdrawn', '取り下げ', '철회됨'),
  },
};

type Texts = { [key: string]: LocalizedText | Texts };
type InLanguage<T> = { [K in keyof T]: T[K] extends LocalizedText ? string : InLanguage<T[K]> };

/** The quotation document's words in one language, in the shape of `texts`. */
export type PdfTexts = InLanguage<typeof texts>;

function inLanguage<T extends Texts>(tree: T, lang: Lang): InLanguage<T> {
  const isText = (value: LocalizedText | Texts): value is LocalizedText => typeof value[lang] === 'string';
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, isText(value) ? value[lang] : inLanguage(value, lang)]),
  ) as InLanguage<T>;
}

export const pdfTexts = Object.fromEntries(languages.map((lang) => [lang, inLanguage(texts, lang)])) as Record<Lang, PdfTexts>;
