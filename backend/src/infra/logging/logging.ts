import { type Params } from 'nestjs-pino';
import { type AppConfig } from '../../config/config.schema.js';

/** Structured JSON logs; secrets in headers never reach them. */
export function loggingOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/metrics' },
    },
  };
}
