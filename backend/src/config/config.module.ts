import { Global, Module } from '@nestjs/common';
import { type AppConfig, parseConfig } from './config.schema.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the parsed configuration. Parsing happens once, before Nest starts (see main.ts). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = parseConfig(process.env)) {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
