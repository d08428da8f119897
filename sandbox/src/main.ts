import { buildSandbox } from './app.js';
import { createKnownStandIns } from './stand-ins.js';
import { type TeeSheetOptions, readTeeSheetSettings } from './tee-sheets/tee-sheets.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

interface SandboxSettings {
  host: string;
  port: number;
  logLevel: string;
  teeSheets: TeeSheetOptions;
}

/** Reads SANDBOX_HOST, SANDBOX_PORT, LOG_LEVEL and SANDBOX_TEE_SHEET_*, listing every bad value at once. */
function readSettings(env: NodeJS.ProcessEnv): SandboxSettings {
  const problems: string[] = [];
  const host = env.SANDBOX_HOST || '127.0.0.1';
  const portText = env.SANDBOX_PORT || '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`SANDBOX_PORT: "${portText}" is not a port number (0-65535)`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL: "${logLevel}" is not one of ${logLevels.join(', ')}`);
  }
  const teeSheets = readTeeSheetSettings(env, problems);
  if (problems.length > 0) {
    throw new Error(
      `Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return { host, port, logLevel, teeSheets };
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const app = await buildSandbox({
    logger: { level: settings.logLevel },
    standIns: createKnownStandIns({ teeSheets: settings.teeSheets }),
  });

  let closing = false;
  const shutDown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'sandbox shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'sandbox did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  await app.listen({ host: settings.host, port: settings.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
