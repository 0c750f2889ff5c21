import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { createMemoryThrottleStore } from '../lib/throttle/memory-throttle-store';
import { createRedisThrottleStore } from '../lib/throttle/redis-throttle-store';
import type { ThrottleStore } from '../lib/throttle/throttle-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters: Redis when REDIS_URL is set (shared by replicas), in process otherwise. */
    throttle: ThrottleStore;
  }
}

/** A limit that cannot be counted must not be skipped: an unreachable Redis answers 503, not "allowed". */
function failClosed(store: ThrottleStore, app: FastifyInstance): ThrottleStore {
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      app.log.error({ err: error }, 'throttle store (Redis) failed');
      throw new AppError(503, 'unavailable');
    }
  };
  return {
    hit: (key, windowMs) => guard(() => store.hit(key, windowMs)),
    reset: (key) => guard(() => store.reset(key)),
  };
}

async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  // No offline queue and one retry: while Redis is away a sign-in fails at once instead of hanging.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis cannot be reached: ${(error as Error).message}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

async function throttlePlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.redisUrl) {
    app.decorate('throttle', createMemoryThrottleStore());
    return;
  }
  const redis = await connectRedis(config.redisUrl, app);
  app.decorate('throttle', failClosed(createRedisThrottleStore(redis, `${config.redisKeyPrefix}throttle:`), app));
}

export default fp(throttlePlugin, { name: 'throttle' });
