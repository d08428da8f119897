import { Global, Module } from '@nestjs/common';

/**
 * What time it is, injected where a rule depends on it (token lifetimes), so that a test can move
 * time forward instead of waiting for it.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** Provides the clock every process uses: the system's, unless a test hands in its own. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = new SystemClock()) {
    return {
      module: ClockModule,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
