import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { createMemoryThrottleStore } from '../lib/throttle/memory-throttle-store';
import { createRedisThrottleStore } from '../lib/throttle/redis-throttle-store';
import { createFallbackThrottleStore, type FallbackStatus } from '../lib/throttle/fallback-throttle-store';
import type { ThrottleStore } from '../lib/throttle/throttle-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters: Redis when REDIS_URL is set (shared by replicas), in process otherwise. */
    throttle: ThrottleStore;
    /** With Redis: whether this replica counts on its own for now (Redis away), for /metrics. */
    throttleFallback: FallbackStatus | undefined;
  }
}

/**
 * A replica (re)started while Redis is away still starts: a crashed or added replica must not stay down for
 * the length of a Redis outage. It counts on its own (the fallback, in /metrics) while ioredis keeps
 * reconnecting, and shares the limits again once Redis answers. A REDIS_URL that never answers shows there too.
 */
async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  // No offline queue and one retry: while Redis is away a command fails at once instead of hanging.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
  await redis.connect().catch((error: unknown) => {
    app.log.error({ err: error }, 'REDIS_URL is set but Redis cannot be reached: starting with limits counted in this replica until it answers');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** `now`: the clock of the gates (the sign-in delays); tests pass one they move. */
async function throttlePlugin(app: FastifyInstance, { config, now = Date.now }: { config: Config; now?: () => number }) {
  const local = createMemoryThrottleStore(now);
  if (!config.redisUrl) {
    app.decorate('throttle', local);
    app.decorate('throttleFallback', undefined);
    return;
  }
  const redis = await connectRedis(config.redisUrl, app);
  const shared = createRedisThrottleStore(redis, `${config.redisKeyPrefix}throttle:`, now);
  const { store, status } = createFallbackThrottleStore(shared, local, {
    isUp: () => redis.status === 'ready',
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  app.decorate('throttle', store);
  app.decorate('throttleFallback', status);
}

export default fp(throttlePlugin, { name: 'throttle' });
