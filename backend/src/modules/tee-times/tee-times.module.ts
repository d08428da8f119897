import { Module } from '@nestjs/common';
import { TeeSheetModule } from '../../providers/tee-sheet/tee-sheet.module.js';
import { PlatformBulkhead } from './platform-bulkhead.js';
import { ReleaseReads } from './release-reads.js';
import { ScanPlanner } from './scan-planner.js';
import { TeeTimesRepository } from './tee-times.repository.js';
import { TeeTimesService } from './tee-times.service.js';

/** The tee-time snapshot and the scans that keep it current (used by the scanner role). */
@Module({
  imports: [TeeSheetModule],
  providers: [TeeTimesRepository, TeeTimesService, ScanPlanner, ReleaseReads, PlatformBulkhead],
  exports: [TeeTimesService, ScanPlanner, ReleaseReads],
})
export class TeeTimesModule {}
