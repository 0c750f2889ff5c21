import type pg from 'pg';
import type { Topology } from '../lib/prod-topology';
import type { Buyer } from './buyers';
import type { OrderLine } from './order-lines';
import type { PrivatePostgres } from './private-postgres';
import type { PrivateRedis } from './private-redis';

/** Everything a scenario works with: the running topology, its private PostgreSQL and Redis, the buyers. */
export type FaultContext = {
  topology: Topology;
  postgres: PrivatePostgres;
  /** The replicas' DATABASE_URL (on the private cluster): what an operator's `npm run mf` on a shop machine uses. */
  databaseUrl: string;
  redis: PrivateRedis;
  /** The fault script's own connections to the shop's database (audits, locks); reconnect after a restart. */
  db: pg.Pool;
  buyers: Buyer[];
  lines: OrderLine[];
  skuIds: number[];
  productIds: number[];
  /** The key the replicas check the gateway's notifications with (PAYMENT_SANDBOX_SECRET). */
  paymentSecret: string;
  /** The replicas' DATABASE_POOL_WAIT. */
  poolWaitMs: number;
  /** A progress line on stderr while the scenario runs. */
  progress(line: string): void;
};

/** What a scenario reports: what was sent, what succeeded, what was lost, and every invariant that failed. */
export type ScenarioOutcome = { lines: string[]; failures: string[] };

export const userIdsOf = (context: FaultContext) => context.buyers.map((buyer) => buyer.userId);
