import { type Labels, type SharedMetrics } from './shared-metrics.js';

type MetricType = 'counter' | 'gauge' | 'histogram';
interface MetricValue {
  metricName?: string;
  labels: Labels;
  value: number;
}

/**
 * A Prometheus metric whose values live in SharedMetrics (written by worker processes), read at
 * scrape time. Registered with prom-client's Registry.registerMetric, which asks only for
 * name, help, type, get() and reset().
 */
export function sharedMetric(shared: SharedMetrics, key: string, type: MetricType, help: string) {
  const name = `teewatch_${key}${type === 'counter' ? '_total' : ''}`;
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    reset: () => undefined,
    async get() {
      let values: MetricValue[];
      if (type === 'histogram') {
        const [buckets, sums, counts] = await Promise.all([
          shared.read(key),
          shared.read(`${key}:sum`),
          shared.read(`${key}:count`),
        ]);
        values = [
          ...buckets.map((v) => ({ ...v, metricName: `${name}_bucket` })),
          ...sums.map((v) => ({ ...v, metricName: `${name}_sum` })),
          ...counts.map((v) => ({ ...v, metricName: `${name}_count` })),
        ];
      } else {
        values = await shared.read(key);
      }
      return { name, help, type, aggregator: 'sum' as const, values };
    },
  };
}
