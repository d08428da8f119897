import { execFileSync } from 'node:child_process';

/** No Docker engine runs here; docker-compose v1 still parses and validates the file offline. */
it('docker/compose.yml is a valid compose file with every TeeWatch service', () => {
  const services = execFileSync(
    'docker-compose',
    ['-f', 'docker/compose.yml', '--profile', 'sandbox', 'config', '--services'],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .sort();
  expect(services).toEqual(
    [
      'api',
      'frontend',
      'migrate',
      'postgres',
      'redis',
      'sandbox',
      'worker-auto-booking',
      'worker-notifier',
      'worker-relay',
      'worker-scanner',
    ].sort(),
  );
});
