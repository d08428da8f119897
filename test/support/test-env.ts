import { type AppConfig, parseConfig } from '../../backend/src/config/config.schema.js';
import { testEnv } from './test-env-values.js';

export { testEnv };

export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return parseConfig({ ...testEnv, ...overrides });
}
