// The environment of a game server under benchmark: test mode, no client, quiet logs, rate
// limits out of the way, and a data directory and Redis key prefix of the run's own. Servers
// of one run share it (and so the JWT secret).
import { randomBytes } from 'node:crypto';

export function benchServerEnv(dataDir: string, prefix: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
  };
}
