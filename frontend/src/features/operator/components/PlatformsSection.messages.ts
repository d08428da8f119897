import { defineMessages } from '../../../lib/i18n';

/** The tee-sheet platforms as the scanner spends its budget and the circuit breaker sees them. */
export const operatorPlatformsMessages = defineMessages('operator.platforms', {
  title: 'Platforms',
  none: 'No platforms reported yet.',
  columns: {
    platform: 'Platform',
    budget: 'Budget used',
    breaker: 'Breaker',
    requestsOk: 'Requests ok',
    requestErrors: 'Request errors',
    watched: 'Watched',
    behind: 'Behind',
    lag: 'Scan lag (mean / max)',
  },
  breaker: {
    closed: 'Closed',
    half_open: 'Half open',
    open: 'Open',
  },
  lag: (mean: string, max: string) => `${mean} / ${max}`,
  /** A figure not reported yet. */
  unknown: '—',
});
