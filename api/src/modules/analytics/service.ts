import { createHash } from 'node:crypto';
import type { NewAnalyticsEventRow } from '../../db/schema/analytics';
import type { AnalyticsRepository } from './repository';
import type { CollectedEvent } from './schemas';

type Target = { project: string; token?: string | undefined };

const shortString = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

export function toRow(event: CollectedEvent, { project, token }: Target): NewAnalyticsEventRow {
  const distinct = event.distinct_id ?? event.properties.$distinct_id;
  return {
    project,
    event: event.event,
    sessionId: shortString(event.properties.$event_session_id, 64),
    distinctId: shortString(typeof distinct === 'number' ? String(distinct) : distinct, 200),
    tokenHash: token ? createHash('sha256').update(token).digest('hex') : null,
    properties: event.properties,
    clientTime: event.time === undefined ? null : new Date(event.time),
  };
}

export function createAnalyticsService(repository: AnalyticsRepository) {
  return {
    /** Stores a batch; returns how many events were accepted. */
    async collect(batch: CollectedEvent | CollectedEvent[], target: Target): Promise<number> {
      const events = Array.isArray(batch) ? batch : [batch];
      await repository.insertEvents(events.map((event) => toRow(event, target)));
      return events.length;
    },
  };
}
