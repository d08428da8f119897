import { type AddressInfo } from 'node:net';
import { buildSandbox } from '../../sandbox/src/app.js';
import { createKnownStandIns } from '../../sandbox/src/stand-ins.js';

/**
 * The sandbox in this process on a free port, reached over HTTP exactly like the real platforms.
 * Its world clock is the `clock` the test moves, so nothing changes unless the test says so, and
 * request budgets are off unless a test turns them on.
 */
export async function startSandbox(start = Date.now()) {
  const clock = { now: start };
  const app = await buildSandbox({
    logger: false,
    standIns: createKnownStandIns({ teeSheets: { now: () => clock.now, requestsPerSecond: null } }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function control<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}/control${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} /control${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** How many requests one platform of the sandbox has seen, throttled and faulted ones too. */
  async function requests(platform: string): Promise<number> {
    const limits = await control<Record<string, { traffic: { requests: number } }>>(
      'GET',
      '/rate-limits',
    );
    return limits[platform]!.traffic.requests;
  }

  return {
    url,
    clock,
    control,
    requests,
    /** Environment that points the tee-sheet adapters at this sandbox. */
    adapterEnv: {
      TEE_SHEET_FOREUP_URL: `${url}/foreup`,
      TEE_SHEET_CHRONOGOLF_URL: `${url}/chronogolf`,
      TEE_SHEET_TEEITUP_URL: `${url}/teeitup`,
      TEE_SHEET_MEMBERSPORTS_URL: `${url}/membersports`,
      // Club Prophet's sites, EZLinks' portals and Club Caddie's servers are each their own
      // host; the sandbox serves them under one path.
      TEE_SHEET_CLUBPROPHET_URL: `${url}/clubprophet`,
      TEE_SHEET_EZLINKS_URL: `${url}/ezlinks`,
      TEE_SHEET_CLUBCADDIE_URL: `${url}/clubcaddie`,
      MEMBERSPORTS_API_KEY: 'sandbox',
    },
    close: () => app.close(),
  };
}
export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;
