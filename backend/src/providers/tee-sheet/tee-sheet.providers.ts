import { ChronogolfAdapter } from './chronogolf.adapter.js';
import { ForeupAdapter } from './foreup.adapter.js';
import { PlatformHttpClient, type TeeSheetDeps } from './http-client.js';
import { MembersportsAdapter } from './membersports.adapter.js';
import { TeeitupAdapter } from './teeitup.adapter.js';
import { type TeeSheetSettings } from './tee-sheet.config.js';
import { type BreakerState } from './tee-sheet.metrics.js';
import {
  teeSheetPlatforms,
  type TeeSheetPlatform,
  type TeeSheetProvider,
} from './tee-sheet.provider.js';

/**
 * The adapter for each platform, each with its own HTTP client (rate cap and breaker), so a
 * throttled or failing platform never holds up the others. The scanner receives this one object;
 * tests hand it fake providers.
 */
export class TeeSheetProviders {
  private readonly providers: Map<TeeSheetPlatform, TeeSheetProvider>;

  constructor(
    providers: readonly TeeSheetProvider[],
    private readonly clients: readonly PlatformHttpClient[] = [],
  ) {
    this.providers = new Map(providers.map((provider) => [provider.platform, provider]));
  }

  /** The four adapters against the configured hosts (real platforms or the sandbox). */
  static fromSettings(settings: TeeSheetSettings, deps: TeeSheetDeps = {}): TeeSheetProviders {
    const client = (platform: TeeSheetPlatform) =>
      new PlatformHttpClient(platform, settings[platform], deps);
    const clients = teeSheetPlatforms.map(client);
    const [foreup, chronogolf, teeitup, membersports] = clients as [
      PlatformHttpClient,
      PlatformHttpClient,
      PlatformHttpClient,
      PlatformHttpClient,
    ];
    return new TeeSheetProviders(
      [
        new ForeupAdapter(foreup),
        new ChronogolfAdapter(chronogolf),
        new TeeitupAdapter(teeitup),
        new MembersportsAdapter(membersports, { apiKey: settings.membersports.apiKey }),
      ],
      clients,
    );
  }

  get(platform: TeeSheetPlatform): TeeSheetProvider {
    const provider = this.providers.get(platform);
    if (!provider) throw new Error(`No tee-sheet provider for platform ${platform}`);
    return provider;
  }

  /** Each platform's breaker state, for a gauge read at scrape time. */
  breakerStates(): Partial<Record<TeeSheetPlatform, BreakerState>> {
    return Object.fromEntries(
      this.clients.map((client) => [client.platform, client.breaker.state]),
    );
  }
}
