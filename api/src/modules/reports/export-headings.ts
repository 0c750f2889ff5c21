import type { Lang } from '../../i18n/language';

/** The exported reports' sheet titles and column headings, in the reader's language (the console's own words). */
const en = {
  totals: 'Totals', series: 'Over time', breakdown: 'Breakdown', funnel: 'Funnel', byLanguage: 'Funnel by language', byDevice: 'Funnel by device',
  topKeywords: 'Top searches', noResults: 'Searches with no results', noProductView: 'Searches followed by no product view',
  viewedVsBought: 'Viewed and bought', stockCover: 'Stock cover', slowMovers: 'Slow movers', bySource: 'By source',
  measure: 'Measure', thisPeriod: 'This period', previousPeriod: 'Previous period', period: 'Period',
  revenue: 'Revenue (CNY)', orders: 'Orders', averageOrderValue: 'Average order value (CNY)', refunds: 'Refunds', refundAmount: 'Refund amount (CNY)',
  key: 'Key', name: 'Name', step: 'Step', sessions: 'Sessions', language: 'Language', device: 'Device',
  keyword: 'Keyword', searches: 'Searches', lastSeen: 'Last seen', ofSearches: 'Of all searches',
  productId: 'Product ID', product: 'Product', views: 'Views', units: 'Units', conversion: 'Conversion',
  skuCode: 'SKU', stock: 'Stock', soldLast30Days: 'Sold in the last 30 days', daysOfCover: 'Days of cover', unitsSold: 'Units sold',
  requested: 'Requested', answered: 'Answered', accepted: 'Accepted', ordered: 'Became orders', medianHoursToAnswer: 'Median hours to answer',
  source: 'Source', issued: 'Issued', spent: 'Spent', productView: 'Viewed a product', addToCart: 'Added to cart', orderPlaced: 'Placed an order', paid: 'Paid',
};
export type Headings = typeof en;

const zh: Headings = {
  totals: '合计', series: '趋势', breakdown: '细分', funnel: '转化漏斗', byLanguage: '按语言的漏斗', byDevice: '按设备的漏斗',
  topKeywords: '热门搜索', noResults: '无结果的搜索', noProductView: '未查看商品的搜索',
  viewedVsBought: '浏览与购买', stockCover: '库存可售天数', slowMovers: '滞销商品', bySource: '按来源',
  measure: '指标', thisPeriod: '本期', previousPeriod: '上期', period: '期间',
  revenue: '销售额（元）', orders: '订单数', averageOrderValue: '客单价（元）', refunds: '退款数', refundAmount: '退款金额（元）',
  key: '键', name: '名称', step: '步骤', sessions: '会话数', language: '语言', device: '设备',
  keyword: '关键词', searches: '搜索次数', lastSeen: '最近一次', ofSearches: '该词搜索总数',
  productId: '商品 ID', product: '商品', views: '浏览量', units: '件数', conversion: '转化率',
  skuCode: 'SKU', stock: '库存', soldLast30Days: '近 30 天销量', daysOfCover: '可售天数', unitsSold: '售出件数',
  requested: '询价数', answered: '已报价', accepted: '已接受', ordered: '已成单', medianHoursToAnswer: '报价用时中位数（小时）',
  source: '来源', issued: '发放', spent: '消耗', productView: '浏览商品', addToCart: '加入购物车', orderPlaced: '下单', paid: '支付',
};
const ja: Headings = {
  totals: '合計', series: '推移', breakdown: '内訳', funnel: 'ファネル', byLanguage: '言語別ファネル', byDevice: 'デバイス別ファネル',
  topKeywords: '検索上位', noResults: '結果のない検索', noProductView: '商品を見なかった検索',
  viewedVsBought: '閲覧と購入', stockCover: '在庫日数', slowMovers: '低回転商品', bySource: '発生元別',
  measure: '指標', thisPeriod: '今期', previousPeriod: '前期', period: '期間',
  revenue: '売上（元）', orders: '注文数', averageOrderValue: '平均注文額（元）', refunds: '返金数', refundAmount: '返金額（元）',
  key: 'キー', name: '名前', step: 'ステップ', sessions: 'セッション数', language: '言語', device: 'デバイス',
  keyword: 'キーワード', searches: '検索回数', lastSeen: '最終日', ofSearches: '全検索回数',
  productId: '商品 ID', product: '商品', views: '閲覧数', units: '数量', conversion: '転換率',
  skuCode: 'SKU', stock: '在庫', soldLast30Days: '直近 30 日の販売数', daysOfCover: '在庫日数', unitsSold: '販売数',
  requested: '見積依頼', answered: '回答済み', accepted: '承諾', ordered: '注文化', medianHoursToAnswer: '回答までの時間の中央値（時間）',
  source: '発生元', issued: '付与', spent: '使用', productView: '商品を閲覧', addToCart: 'カートに追加', orderPlaced: '注文', paid: '支払い',
};
const ko: Headings = {
  totals: '합계', series: '추이', breakdown: '세부', funnel: '전환 퍼널', byLanguage: '언어별 퍼널', byDevice: '기기별 퍼널',
  topKeywords: '인기 검색어', noResults: '결과 없는 검색', noProductView: '상품을 보지 않은 검색',
  viewedVsBought: '조회와 구매', stockCover: '재고 일수', slowMovers: '저회전 상품', bySource: '출처별',
  measure: '지표', thisPeriod: '이번 기간', previousPeriod: '이전 기간', period: '기간',
  revenue: '매출(위안)', orders: '주문 수', averageOrderValue: '평균 주문 금액(위안)', refunds: '환불 수', refundAmount: '환불 금액(위안)',
  key: '키', name: '이름', step: '단계', sessions: '세션 수', language: '언어', device: '기기',
  keyword: '검색어', searches: '검색 수', lastSeen: '마지막 날짜', ofSearches: '전체 검색 수',
  productId: '상품 ID', product: '상품', views: '조회 수', units: '수량', conversion: '전환율',
  skuCode: 'SKU', stock: '재고', soldLast30Days: '최근 30일 판매량', daysOfCover: '재고 일수', unitsSold: '판매 수량',
  requested: '견적 요청', answered: '답변', accepted: '수락', ordered: '주문 전환', medianHoursToAnswer: '답변 시간 중앙값(시간)',
  source: '출처', issued: '지급', spent: '사용', productView: '상품 조회', addToCart: '장바구니 담기', orderPlaced: '주문', paid: '결제',
};

export const headingsIn = (lang: Lang): Headings => ({ zh, en, ja, ko })[lang];
