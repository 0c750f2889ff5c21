import type { Lang } from '../../../i18n/language';

/** The quotation document's own words per language (the lines' names come localized from the quotation). */
export type PdfTexts = {
  company: string; companyLine: string; title: string; quoteNo: string; issued: string; validUntil: string; status: string;
  buyer: string; deliveryCity: string; wantedDate: string; invoice: string; invoiceTypes: Record<'none' | 'ordinary' | 'special', string>;
  no: string; item: string; quantity: string; unitPrice: string; amount: string; goods: string; shipping: string; total: string;
  inWords: string; note: string; staffNote: string; notQuoted: string; footer: string;
  statuses: Record<'requested' | 'quoted' | 'accepted' | 'expired' | 'rejected', string>;
};

export const pdfTexts: Record<Lang, PdfTexts> = {
  zh: {
    company: 'LabMall 科研商城', companyLine: '电池测试设备企业运营的一站式科研采购平台 · service@labmall.example', title: '报价单',
    quoteNo: '报价单号', issued: '报价日期', validUntil: '有效期至', status: '状态', buyer: '采购单位', deliveryCity: '交货城市',
    wantedDate: '期望交货日期', invoice: '发票', invoiceTypes: { none: '不开发票', ordinary: '普通发票', special: '增值税专用发票' },
    no: '序号', item: '商品 / 规格 / 货号', quantity: '数量', unitPrice: '单价（元）', amount: '金额（元）', goods: '商品金额', shipping: '运费',
    total: '合计', inWords: '合计（大写）', note: '采购备注', staffNote: '报价说明', notQuoted: '待报价',
    footer: '本报价单在有效期内有效。请在“我的报价”中接受报价，系统将按报价金额生成订单。',
    statuses: { requested: '待报价', quoted: '已报价', accepted: '已接受', expired: '已过期', rejected: '已拒绝' },
  },
  en: {
    company: 'LabMall Research Procurement', companyLine: 'One-stop research procurement run by a battery test equipment maker · service@labmall.example',
    title: 'Quotation', quoteNo: 'Quotation no.', issued: 'Date', validUntil: 'Valid until', status: 'Status', buyer: 'Institution',
    deliveryCity: 'Delivery city', wantedDate: 'Wanted by', invoice: 'Invoice', invoiceTypes: { none: 'No invoice', ordinary: 'Ordinary invoice', special: 'Special VAT invoice' },
    no: 'No.', item: 'Item / spec / SKU', quantity: 'Qty', unitPrice: 'Unit price (CNY)', amount: 'Amount (CNY)', goods: 'Goods', shipping: 'Shipping',
    total: 'Total', inWords: 'Total in words', note: 'Buyer note', staffNote: 'Terms', notQuoted: 'to be quoted',
    footer: 'This quotation is valid until the date above. Accept it under "My quotations" to place the order at these prices.',
    statuses: { requested: 'Requested', quoted: 'Quoted', accepted: 'Accepted', expired: 'Expired', rejected: 'Rejected' },
  },
  ja: {
    company: 'LabMall 研究調達', companyLine: '電池試験装置メーカーが運営するワンストップ研究調達 · service@labmall.example', title: '見積書',
    quoteNo: '見積番号', issued: '見積日', validUntil: '有効期限', status: '状態', buyer: '購入機関', deliveryCity: '納品先都市',
    wantedDate: '希望納期', invoice: '請求書', invoiceTypes: { none: '不要', ordinary: '普通発票', special: '増値税専用発票' },
    no: 'No.', item: '商品 / 規格 / 品番', quantity: '数量', unitPrice: '単価（元）', amount: '金額（元）', goods: '商品金額', shipping: '送料',
    total: '合計', inWords: '合計（漢数字）', note: '備考', staffNote: '見積条件', notQuoted: '見積中',
    footer: '本見積書は有効期限まで有効です。「見積一覧」で承認すると、見積金額で注文が作成されます。',
    statuses: { requested: '見積依頼中', quoted: '見積済み', accepted: '承認済み', expired: '期限切れ', rejected: '辞退' },
  },
  ko: {
    company: 'LabMall 연구 구매', companyLine: '배터리 테스트 장비 기업이 운영하는 원스톱 연구 구매 · service@labmall.example', title: '견적서',
    quoteNo: '견적 번호', issued: '견적일', validUntil: '유효기간', status: '상태', buyer: '구매 기관', deliveryCity: '배송 도시',
    wantedDate: '희망 납기', invoice: '세금계산서', invoiceTypes: { none: '발행 안 함', ordinary: '일반 영수증', special: '부가세 전용 영수증' },
    no: '번호', item: '상품 / 규격 / 품번', quantity: '수량', unitPrice: '단가(위안)', amount: '금액(위안)', goods: '상품 금액', shipping: '배송비',
    total: '합계', inWords: '합계(한글)', note: '요청 메모', staffNote: '견적 조건', notQuoted: '견적 대기',
    footer: '본 견적서는 유효기간까지 유효합니다. "내 견적"에서 수락하면 견적 금액으로 주문이 생성됩니다.',
    statuses: { requested: '견적 요청', quoted: '견적 완료', accepted: '수락됨', expired: '만료', rejected: '거절됨' },
  },
};
