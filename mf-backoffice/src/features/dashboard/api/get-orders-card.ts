import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface OrdersCard { day: string; placed: number; paid: number; revenue: number; awaitingShipment: number; awaitingPayment: number }

/** GET /api/backoffice/dashboard/orders (orders): today's orders and revenue (China's day), what waits to ship or be paid. */
export const getOrdersCard = () => staffGet<OrdersCard>('/api/backoffice/dashboard/orders');

/** Null when the staff member may not see orders: then nothing is asked. */
export const useOrdersCard = (allowed: boolean) => useRequest(allowed ? 'backoffice-dashboard-orders' : null, getOrdersCard);
