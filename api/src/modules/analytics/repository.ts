import { analyticsEvents, type NewAnalyticsEventRow } from '../../db/schema/analytics';
import type { Db } from '../../db/types';

export function createAnalyticsRepository(db: Db) {
  return {
    /** One multi-row insert per request (≤ 50 rows). */
    insertEvents: async (rows: NewAnalyticsEventRow[]) => {
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
