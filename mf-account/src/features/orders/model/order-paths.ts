/** In-shop paths (without the language prefix) of the pages an order links to (shell/src/routes/route-table.ts). */
const withOrderNo = (path: string, orderNo: string) => `${path}?orderNo=${encodeURIComponent(orderNo)}`;

export const orderPaths = {
  /** mf_cart_checkout's payment page (./PayType), which pays an unpaid order. */
  pay: (orderNo: string) => withOrderNo('/payType', orderNo),
  detail: (orderNo: string) => withOrderNo('/user/orderDetail', orderNo),
  /** mf_help_service's after-sales page. */
  afterSales: (orderNo: string) => withOrderNo('/service/afterSales', orderNo),
  list: '/user/order',
  cart: '/shopping',
  shop: '/',
};
