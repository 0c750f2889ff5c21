import type { MailTemplate } from './mail-template';

/** Sent when staff ship an order; names the carrier's tracking number when one was given. */
export const orderShipped: MailTemplate = (lang, { orderNo = '', trackingNo = '' }) => {
  const link = { path: `/user/orderDetail?orderNo=${encodeURIComponent(orderNo)}` };
  switch (lang) {
    case 'zh':
      return { subject: `订单 ${orderNo} 已发货`, paragraphs: [`您的订单 ${orderNo} 已发货。`, ...(trackingNo ? [`快递单号：${trackingNo}`] : [])], link: { ...link, label: '查看订单' } };
    case 'en':
      return { subject: `Order ${orderNo} has shipped`, paragraphs: [`Your order ${orderNo} is on its way.`, ...(trackingNo ? [`Tracking number: ${trackingNo}`] : [])], link: { ...link, label: 'View the order' } };
    case 'ja':
      return { subject: `ご注文 ${orderNo} を発送しました`, paragraphs: [`ご注文 ${orderNo} を発送しました。`, ...(trackingNo ? [`追跡番号：${trackingNo}`] : [])], link: { ...link, label: '注文を見る' } };
    case 'ko':
      return { subject: `주문 ${orderNo}이(가) 발송되었습니다`, paragraphs: [`주문 ${orderNo}이(가) 발송되었습니다.`, ...(trackingNo ? [`운송장 번호: ${trackingNo}`] : [])], link: { ...link, label: '주문 보기' } };
  }
};
