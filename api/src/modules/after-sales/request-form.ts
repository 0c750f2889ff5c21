import type { FormField } from '../../db/schema/forms';
import type { afterSalesTypes } from '../../db/schema/after-sales';
import type { LocalizedText } from '../../i18n/language';
import { MAX_FILES } from '../forms/multipart';

const t = (zh: string, en: string, ja: string, ko: string): LocalizedText => ({ zh, en, ja, ko });

export const typeLabels: Record<(typeof afterSalesTypes)[number], LocalizedText> = {
  return: t('退货退款', 'Return and refund', '返品・返金', '반품 및 환불'),
  exchange: t('换货', 'Exchange', '交換', '교환'),
  repair: t('维修', 'Repair', '修理', '수리'),
  invoice: t('发票问题', 'Invoice issue', '請求書の問題', '세금계산서 문제'),
};

export const reasonLabels: Record<string, LocalizedText> = {
  damaged: t('运输破损', 'Damaged in transit', '輸送中の破損', '배송 중 파손'),
  wrong_item: t('发错商品', 'Wrong item sent', '誤った商品が届いた', '다른 상품 배송'),
  quality: t('质量问题', 'Quality problem', '品質の問題', '품질 문제'),
  not_as_described: t('与描述不符', 'Not as described', '説明と異なる', '설명과 다름'),
  not_needed: t('不再需要', 'No longer needed', '不要になった', '더 이상 필요 없음'),
  invoice_error: t('发票信息有误', 'Wrong invoice details', '請求書の記載誤り', '세금계산서 정보 오류'),
  other: t('其他', 'Other', 'その他', '기타'),
};

const options = (labels: Record<string, LocalizedText>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The after-sales request as a form definition, so it is checked by the same validator as every other form.
 * `items` offers the order's own lines: a line of another order is "not offered", whatever its id.
 */
export function afterSalesFields(lines: Array<{ id: number; name: LocalizedText }>): FormField[] {
  return [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order number', '注文番号', '주문 번호'), required: true, max: 32 },
    { name: 'items', type: 'multiSelect', label: t('商品', 'Items', '商品', '상품'), required: true, options: lines.map((l) => ({ value: String(l.id), label: l.name })) },
    { name: 'type', type: 'select', label: t('售后类型', 'Request type', '申請の種類', '신청 유형'), required: true, options: options(typeLabels) },
    { name: 'reason', type: 'select', label: t('原因', 'Reason', '理由', '사유'), required: true, options: options(reasonLabels) },
    { name: 'description', type: 'textarea', label: t('问题描述', 'Description', '詳細', '상세 설명'), max: 1000 },
    { name: 'photos', type: 'file', label: t('照片', 'Photos', '写真', '사진'), max: MAX_FILES, imagesOnly: true },
  ];
}
