import { type AppConfig } from '../../config/config.schema.js';
import { PlatformBulkhead } from './platform-bulkhead.js';

const bulkhead = () => new PlatformBulkhead({ SCAN_PLATFORM_CONCURRENCY: 2 } as AppConfig);

describe('PlatformBulkhead', () => {
  it('lets a platform have its share of scans and hands the next one back', () => {
    const cap = bulkhead();
    expect(cap.tryEnter('foreup')).not.toBeNull();
    expect(cap.tryEnter('foreup')).not.toBeNull();
    expect(cap.tryEnter('foreup')).toBeNull();
  });

  it('keeps one full platform from blocking the others', () => {
    const cap = bulkhead();
    cap.tryEnter('foreup');
    cap.tryEnter('foreup');
    expect(cap.tryEnter('chronogolf')).not.toBeNull();
    expect(cap.tryEnter('teeitup')).not.toBeNull();
  });

  it('keeps half of a platform for watched course-dates: the baseline cannot crowd them out', () => {
    const cap = new PlatformBulkhead({ SCAN_PLATFORM_CONCURRENCY: 4 } as AppConfig);
    expect(cap.tryEnter('membersports', { watched: false })).not.toBeNull();
    expect(cap.tryEnter('membersports', { watched: false })).not.toBeNull();
    expect(cap.tryEnter('membersports', { watched: false })).toBeNull();
    expect(cap.tryEnter('membersports', { watched: true })).not.toBeNull();
    expect(cap.tryEnter('membersports', { watched: true })).not.toBeNull();
    expect(cap.tryEnter('membersports', { watched: true })).toBeNull();
  });

  it('gives the room back when a scan ends, once however often it is released', () => {
    const cap = bulkhead();
    const first = cap.tryEnter('foreup')!;
    cap.tryEnter('foreup');
    first();
    first();
    expect(cap.tryEnter('foreup')).not.toBeNull();
    expect(cap.tryEnter('foreup')).toBeNull();
  });
});
