import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

const int = z.number().int();
const day = z.string();
const period = z.object({ from: day, to: day });
const dated = { range: period, previous: period };

/** `from`, `to` (China days) and, for sales, `by` and `dimension`: checked by range.ts, whose refusals name the rule. */
export const rangeQuery = z.object({ from: z.string().optional(), to: z.string().optional() }).strict();
export const salesQuery = rangeQuery.extend({ by: z.string().optional(), dimension: z.string().optional() }).strict();

const salesFigures = z.object({ revenue: z.number(), orders: int, averageOrderValue: z.number(), refunds: int, refundAmount: z.number() });
export const salesReportReply = envelopeOf(
  z.object({
    ...dated,
    by: z.enum(['day', 'week', 'month']),
    totals: salesFigures,
    previousTotals: salesFigures,
    series: z.array(salesFigures.extend({ period: day })),
    previousSeries: z.array(salesFigures.extend({ period: day })),
    dimension: z.string().nullable(),
    breakdown: z.array(z.object({ key: z.string(), label: z.string(), revenue: z.number(), orders: int, refundAmount: z.number() })),
  }),
);

const keyedSteps = z.array(z.object({ key: z.string(), steps: z.array(int) }));
export const funnelReportReply = envelopeOf(
  z.object({ ...dated, steps: z.array(z.object({ step: z.string(), sessions: int, previousSessions: int })), byLanguage: keyedSteps, byDevice: keyedSteps }),
);

export const searchReportReply = envelopeOf(
  z.object({
    range: period,
    topKeywords: z.array(z.object({ keyword: z.string(), searches: int, sessions: int })),
    noResults: z.array(z.object({ keyword: z.string(), searches: int, lastSeen: day })),
    noProductView: z.array(z.object({ keyword: z.string(), searches: int, ofSearches: int })),
  }),
);

export const productsReportReply = envelopeOf(
  z.object({
    range: period,
    viewedVsBought: z.array(z.object({ productId: int, name: z.string(), views: int, orders: int, quantity: int, conversion: z.number() })),
    stockCover: z.array(
      z.object({ skuId: int, skuCode: z.string(), productId: int, name: z.string(), stock: int, soldLast30Days: int, daysOfCover: z.number().nullable() }),
    ),
    slowMovers: z.array(z.object({ productId: int, name: z.string(), stock: int, quantitySold: int, views: int })),
  }),
);

const quotationFigures = z.object({
  requested: int, answered: int, accepted: int, ordered: int, medianHoursToAnswer: z.number().nullable(), conversion: z.number(),
});
export const quotationsReportReply = envelopeOf(z.object({ ...dated, totals: quotationFigures, previousTotals: quotationFigures }));

const pointsFigures = z.object({ issued: int, spent: int });
export const pointsReportReply = envelopeOf(
  z.object({ ...dated, totals: pointsFigures, previousTotals: pointsFigures, bySource: z.array(z.object({ source: z.string(), issued: int, spent: int })) }),
);
