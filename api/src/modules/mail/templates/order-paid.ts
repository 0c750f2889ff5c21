import type { MailTemplate } from './mail-template';

/** Sent when the payment of an order is confirmed (gateway notification or a bank transfer confirmed by staff). */
export const orderPaid: MailTemplate = (lang, { orderNo = '', amount = '' }) => {
  const link = { path: `/user/orderDetail?orderNo=${encodeURIComponent(orderNo)}` };
  switch (lang) {
    case 'zh':
      return { subject: `订单 ${orderNo} 已付款`, paragraphs: [`您的订单 ${orderNo} 已收到付款 ¥${amount}。`, '我们将尽快为您安排发货，发货后会再次通知您。'], link: { ...link, label: '查看订单' } };
    case 'en':
      return { subject: `Order ${orderNo} is paid`, paragraphs: [`We have received your payment of ¥${amount} for order ${orderNo}.`, 'We will ship it soon and let you know when it is on its way.'], link: { ...link, label: 'View the order' } };
    case 'ja':
      return { subject: `ご注文 ${orderNo} のお支払いを確認しました`, paragraphs: [`ご注文 ${orderNo} のお支払い ¥${amount} を確認しました。`, '発送の準備が整い次第、改めてお知らせします。'], link: { ...link, label: '注文を見る' } };
    case 'ko':
      return { subject: `주문 ${orderNo} 결제가 완료되었습니다`, paragraphs: [`주문 ${orderNo}의 결제 금액 ¥${amount}을(를) 받았습니다.`, '곧 발송하고 발송되면 다시 알려 드리겠습니다.'], link: { ...link, label: '주문 보기' } };
  }
};
