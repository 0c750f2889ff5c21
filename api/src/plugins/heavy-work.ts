import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { holdHeavyWork } from '../lib/heavy-work/pool';

/**
 * The heavy-work threads (lib/heavy-work/pool.ts) start on first use and are shared by every app in the process;
 * the last app to close ends them, so a stopping server (or a finished test file) leaves no thread behind.
 */
async function heavyWorkPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const release = holdHeavyWork({ memoryMb: config.heavyWorkMemoryMb });
  app.addHook('onClose', async () => release());
}

export default fp(heavyWorkPlugin, { name: 'heavy-work' });
