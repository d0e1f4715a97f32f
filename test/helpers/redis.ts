import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** A fresh REDIS_KEY_PREFIX, so parallel tests never count in each other's keys. */
  prefix(): string;
  /** Deletes every key written under the prefixes handed out, and disconnects. */
  cleanup(): Promise<void>;
}

/**
 * Redis at TEST_REDIS_URL for the shared-store tests, or why it is unreachable (the caller skips
 * with that reason). With TENPO_REQUIRE_POSTGRES=1 (CI, which has Redis) unreachable is an error.
 */
export async function testRedis(): Promise<TestRedis | string> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  let cause = '';
  client.on('error', (err: Error) => (cause ||= err.message));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    const reason = `Redis is unreachable at ${TEST_REDIS_URL} (${cause || (err as Error).message}): the shared-store tests are skipped`;
    if (process.env.TENPO_REQUIRE_POSTGRES === '1') throw new Error(`${reason}; TENPO_REQUIRE_POSTGRES=1 requires it`);
    return reason;
  }
  const prefixes: string[] = [];
  return {
    url: TEST_REDIS_URL,
    prefix() {
      const p = `tenpo-test:${randomBytes(6).toString('hex')}:`;
      prefixes.push(p);
      return p;
    },
    async cleanup() {
      for (const p of prefixes) {
        const keys = await client.keys(`${p}*`);
        if (keys.length) await client.del(...keys);
      }
      client.disconnect();
    },
  };
}
