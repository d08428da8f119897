import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from '@teewatch/backend/config/config.schema';
import { CoreModule } from '@teewatch/backend/core.module';
import { type WorkerRoleName, workerRoles } from './roles.js';
import { JOB_HANDLERS } from './runtime/job-handler.js';
import { JobRunner } from './runtime/job-runner.js';

/** The application context of one worker process, holding the roles it was started with. */
@Module({})
export class WorkersModule {
  static forRoles(config: AppConfig, roles: WorkerRoleName[]): DynamicModule {
    const handlers = roles.flatMap((role) => workerRoles[role].handlers);
    const services = roles.flatMap((role) => workerRoles[role].services);
    const imports = [...new Set(roles.flatMap((role) => workerRoles[role].imports))];
    return {
      module: WorkersModule,
      imports: [CoreModule.forRoot(config), ...imports],
      providers: [
        ...handlers,
        ...services,
        {
          provide: JOB_HANDLERS,
          inject: handlers,
          useFactory: (...instances: unknown[]) => instances,
        },
        JobRunner,
      ],
    };
  }
}
