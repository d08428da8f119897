import { BookingFlow } from './booking-flow.js';
import { ChronogolfAdapter } from './chronogolf.adapter.js';
import { ChronogolfBooking } from './chronogolf.booking.js';
import { ClubcaddieAdapter } from './clubcaddie.adapter.js';
import { ClubcaddieBooking } from './clubcaddie.booking.js';
import { ClubprophetAdapter } from './clubprophet.adapter.js';
import { ClubprophetBooking } from './clubprophet.booking.js';
import { EzlinksAdapter } from './ezlinks.adapter.js';
import { EzlinksBooking } from './ezlinks.booking.js';
import { ForeupAdapter } from './foreup.adapter.js';
import { ForeupBooking } from './foreup.booking.js';
import { GolfnowAdapter } from './golfnow.adapter.js';
import { GolfnowBooking } from './golfnow.booking.js';
import { PlatformHttpClient, type TeeSheetDeps } from './http-client.js';
import { MembersportsAdapter } from './membersports.adapter.js';
import { MembersportsBooking } from './membersports.booking.js';
import { Quick18Adapter } from './quick18.adapter.js';
import { Quick18Booking } from './quick18.booking.js';
import { TeeitupAdapter } from './teeitup.adapter.js';
import { TeeitupBooking } from './teeitup.booking.js';
import { TeesnapAdapter } from './teesnap.adapter.js';
import { TeesnapBooking } from './teesnap.booking.js';
import { type TeeSheetSettings } from './tee-sheet.config.js';
import { type BreakerState } from './tee-sheet.metrics.js';
import {
  type ReadBudget,
  teeSheetPlatforms,
  type TeeSheetPlatform,
  type TeeSheetProvider,
} from './tee-sheet.provider.js';
import { type TeeTimeBooker } from './tee-time-booking.js';

/**
 * The adapter and the booking flow for each platform, each platform with its own HTTP client
 * (rate cap and breaker) that its reads and bookings share, so a throttled or failing platform
 * never holds up the others. The scanner and the booking service receive this one object; tests
 * hand it fakes.
 */
export class TeeSheetProviders {
  private readonly providers: Map<TeeSheetPlatform, TeeSheetProvider>;
  private readonly bookers: Map<TeeSheetPlatform, TeeTimeBooker>;

  constructor(
    providers: readonly TeeSheetProvider[],
    private readonly clients: readonly PlatformHttpClient[] = [],
    bookers: readonly TeeTimeBooker[] = [],
  ) {
    this.providers = new Map(providers.map((provider) => [provider.platform, provider]));
    this.bookers = new Map(bookers.map((booker) => [booker.platform, booker]));
  }

  /** Every platform's adapter against the configured hosts (real platforms or the sandbox). */
  static fromSettings(settings: TeeSheetSettings, deps: TeeSheetDeps = {}): TeeSheetProviders {
    const clients = teeSheetPlatforms.map(
      (platform) => new PlatformHttpClient(platform, settings[platform], deps),
    );
    const client = (platform: TeeSheetPlatform) => clients[teeSheetPlatforms.indexOf(platform)]!;
    const membersportsOptions = { apiKey: settings.membersports.apiKey };
    return new TeeSheetProviders(
      [
        new ForeupAdapter(client('foreup')),
        new ChronogolfAdapter(client('chronogolf')),
        new TeeitupAdapter(client('teeitup')),
        new MembersportsAdapter(client('membersports'), membersportsOptions),
        new ClubprophetAdapter(client('clubprophet')),
        new EzlinksAdapter(client('ezlinks')),
        new ClubcaddieAdapter(client('clubcaddie')),
        new TeesnapAdapter(client('teesnap')),
        new GolfnowAdapter(client('golfnow')),
        new Quick18Adapter(client('quick18')),
      ],
      clients,
      [
        new BookingFlow(new ForeupBooking(client('foreup').forBookings())),
        new BookingFlow(new ChronogolfBooking(client('chronogolf').forBookings())),
        new BookingFlow(new TeeitupBooking(client('teeitup').forBookings())),
        new BookingFlow(
          new MembersportsBooking(client('membersports').forBookings(), membersportsOptions),
        ),
        // Only the golfer books at the other six, signed in there: their flows send no request.
        new BookingFlow(new ClubprophetBooking()),
        new BookingFlow(new EzlinksBooking()),
        new BookingFlow(new ClubcaddieBooking()),
        new BookingFlow(new TeesnapBooking()),
        new BookingFlow(new GolfnowBooking()),
        new BookingFlow(new Quick18Booking()),
      ],
    );
  }

  get(platform: TeeSheetPlatform): TeeSheetProvider {
    const provider = this.providers.get(platform);
    if (!provider) throw new Error(`No tee-sheet provider for platform ${platform}`);
    return provider;
  }

  booker(platform: TeeSheetPlatform): TeeTimeBooker {
    const booker = this.bookers.get(platform);
    if (!booker) throw new Error(`No tee-time booker for platform ${platform}`);
    return booker;
  }

  /** The platform's request budget and a read's recent cost, for the scan planner. */
  readBudget(platform: TeeSheetPlatform): ReadBudget {
    const client = this.clients.find((each) => each.platform === platform);
    return client?.readBudget() ?? { requestsPerSecond: 1, requestsPerRead: 1 };
  }

  /** Share of each platform's request budget used over the last minute, 0 to 1. */
  budgetsUsed(): Partial<Record<TeeSheetPlatform, number>> {
    return Object.fromEntries(this.clients.map((client) => [client.platform, client.budgetUsed()]));
  }

  /** Each platform's breaker state, for a gauge read at scrape time. */
  breakerStates(): Partial<Record<TeeSheetPlatform, BreakerState>> {
    return Object.fromEntries(
      this.clients.map((client) => [client.platform, client.breaker.state]),
    );
  }
}
