/**
 * Tests only (mail-worker-kill.test.ts): one mail worker in a process of its own, as a replica runs it, on the
 * PostgreSQL of DATABASE_URL, sending over SMTP_URL. It runs ROUNDS rounds (1) and prints "done"; the test kills it mid-send.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres } from '../../../db/postgres';
import { createMailWorker } from '../mail-worker';
import { smtpTransport } from '../mail-transport';

const quiet = () => {};
const log = { error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, fatal: quiet, child: () => log } as unknown as FastifyBaseLogger;
const database = openPostgres(process.env.DATABASE_URL!, log, { poolWaitMs: 10_000 });
const worker = createMailWorker({ db: database.db, transport: smtpTransport(process.env.SMTP_URL!, 'shop@lab.example'), origin: 'https://shop.example', maxAttempts: 3 });
for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round += 1) await worker.runOnce(new Date(process.env.NOW!));
console.log('done');
process.exit(0);
