import type { AfterSalesType } from '../../db/schema/after-sales';
import { purchasedStatuses } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import type { ReceivedForm } from '../forms/multipart';
import { insertFiles } from '../forms/repository';
import { validateSubmission } from '../forms/validate-submission';
import { createAfterSalesRepository, openStatuses } from './repository';
import { afterSalesFields, reasonLabels, typeLabels } from './request-form';

type Repo = ReturnType<typeof createAfterSalesRepository>;
type RequestRow = Awaited<ReturnType<Repo['requestsOfOrder']>>[number];
type LineRow = Awaited<ReturnType<Repo['lines']>>[number];
type PhotoRow = Awaited<ReturnType<Repo['photos']>>[number];

const ORDERS_SHOWN = 30;
/** Request attempts (valid or not) one user may send in ten minutes: each may carry 25 MB of photos. */
export const ATTEMPTS_PER_WINDOW = 20;
const WINDOW_MS = 600_000;

function requestView(row: RequestRow, orderNo: string, lines: LineRow[], photos: PhotoRow[], lang: Lang) {
  const names = new Map(lines.map((l) => [l.id, localize(l.name, lang)]));
  return {
    requestNo: row.requestNo,
    orderNo,
    type: row.type,
    typeLabel: localize(typeLabels[row.type], lang),
    reason: row.reason,
    reasonLabel: localize(reasonLabels[row.reason] ?? reasonLabels.other!, lang),
    description: row.description,
    status: row.status,
    staffNote: row.staffNote,
    items: row.lines.map((l) => ({ orderItemId: l.orderItemId, name: names.get(l.orderItemId) ?? '', quantity: l.quantity })),
    photos: photos.filter((p) => p.ownerId === row.id).map((p) => ({ id: p.id, fileName: p.fileName, url: `/api/uploads/${p.id}` })),
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

/** After-sales on a shopper's own paid orders: pick lines, a type and reason, up to five photos; staff move the status. */
export function createAfterSalesService(db: Db, throttle: ThrottleStore) {
  const repo = createAfterSalesRepository(db);

  const orderView = async (order: NonNullable<Awaited<ReturnType<Repo['ownOrder']>>>, lang: Lang) => {
    const [lines, requests] = await Promise.all([repo.lines(order.id), repo.requestsOfOrder(order.id)]);
    const photos = await repo.photos(requests.map((r) => r.id));
    const open = new Set(requests.filter((r) => openStatuses.includes(r.status)).flatMap((r) => r.lines.map((l) => l.orderItemId)));
    return {
      orderNo: order.orderNo,
      status: order.status,
      eligible: purchasedStatuses.includes(order.status),
      createdAt: order.createdAt.toISOString(),
      lines: lines.map((l) => ({ id: l.id, name: localize(l.name, lang), spec: localize(l.spec, lang), quantity: l.quantity, unitPrice: fenToYuan(l.unitPrice), hasOpenRequest: open.has(l.id) })),
      requests: requests.map((r) => requestView(r, order.orderNo, lines, photos, lang)),
      // The choices of the request form, so the page offers exactly what the server accepts.
      types: Object.entries(typeLabels).map(([value, label]) => ({ value, label: localize(label, lang) })),
      reasons: Object.entries(reasonLabels).map(([value, label]) => ({ value, label: localize(label, lang) })),
    };
  };

  return {
    /** Called before the body is read, so refused uploads cannot be sent without end. */
    attempt: (userId: number) => enforceLimit(throttle, `aftersales-attempt:user:${userId}`, ATTEMPTS_PER_WINDOW, WINDOW_MS, 'tooManySubmissions'),

    async orders(userId: number) {
      const rows = await repo.eligibleOrders(userId, ORDERS_SHOWN);
      return rows.map((o) => ({ orderNo: o.orderNo, status: o.status, payAmount: fenToYuan(o.payAmount), createdAt: o.createdAt.toISOString() }));
    },

    async order(userId: number, orderNo: string, lang: Lang) {
      const order = await repo.ownOrder(userId, orderNo);
      if (!order) throw notFound();
      return orderView(order, lang);
    },

    async requests(userId: number, lang: Lang) {
      const rows = await repo.requestsOfUser(userId, 50);
      const [photos, lines] = await Promise.all([repo.photos(rows.map((r) => r.request.id)), repo.lines([...new Set(rows.map((r) => r.request.orderId))])]);
      return rows.map(({ request, orderNo }) => requestView(request, orderNo, lines, photos, lang));
    },

    async create(userId: number, form: ReceivedForm, lang: Lang) {
      const orderNo = typeof form.values.orderNo === 'string' ? form.values.orderNo.trim() : '';
      return db.transaction(async (tx) => {
        const locked = createAfterSalesRepository(tx);
        // The order row is locked so two requests for the same lines cannot both pass the "open request" check.
        const order = orderNo ? await locked.ownOrder(userId, orderNo, true) : undefined;
        if (!order) throw notFound();
        const lines = await locked.lines(order.id);
        const checked = validateSubmission(afterSalesFields(lines), form.values, form.files, lang);
        if (checked.errors.length > 0) throw new AppError(400, 'formInvalid', { errors: checked.errors });
        if (!purchasedStatuses.includes(order.status)) throw new AppError(409, 'afterSalesNotEligible');
        const chosen = (checked.values.items as string[]).map(Number);
        const existing = await locked.requestsOfOrder(order.id);
        const open = existing.filter((r) => openStatuses.includes(r.status)).flatMap((r) => r.lines.map((l) => l.orderItemId));
        if (chosen.some((id) => open.includes(id))) throw new AppError(409, 'afterSalesOpen');
        const [row] = await locked.insert({
          requestNo: `AS${order.orderNo}-${existing.length + 1}`,
          userId,
          orderId: order.id,
          type: checked.values.type as AfterSalesType,
          reason: checked.values.reason as string,
          description: (checked.values.description as string) ?? '',
          lines: chosen.map((id) => ({ orderItemId: id, quantity: lines.find((l) => l.id === id)!.quantity })),
        });
        const photos = await insertFiles(tx, { kind: 'after_sales', id: row!.id, userId }, checked.files);
        return requestView(row!, order.orderNo, lines, photos.map((p) => ({ ...p, ownerId: row!.id })), lang);
      });
    },
  };
}
