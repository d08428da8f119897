import { type FetchLike } from './http-client.js';
import { sandboxTeeSheetEnv, teeSheetSettingsFromEnv } from './tee-sheet.config.js';
import { type FetchObservation, noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type ProviderLink,
  teeSheetPlatforms,
  type TeeSheetPlatform,
} from './tee-sheet.provider.js';
import { TeeSheetProviders } from './tee-sheet.providers.js';

const links: Record<TeeSheetPlatform, ProviderLink> = {
  foreup: { platform: 'foreup', ids: { courseId: '22463', scheduleId: '10920' } },
  chronogolf: {
    platform: 'chronogolf',
    ids: { clubId: 18459, courseId: 21707, affiliationTypeId: 13866 },
  },
  teeitup: { platform: 'teeitup', ids: { alias: 'buffalo-run-golf-course', facilityId: 513 } },
  membersports: {
    platform: 'membersports',
    ids: { golfClubId: 3689, golfCourseId: 4748, golfClubGroupId: 0, configurationTypeId: 0 },
  },
  clubprophet: {
    platform: 'clubprophet',
    ids: {
      tenant: 'indiantree',
      websiteId: 'e6d9cd59-8d46-4334-8601-08dad3012d25',
      siteId: 1,
      courseId: 1,
    },
  },
  ezlinks: { platform: 'ezlinks', ids: { portal: 'cityofaurora', courseId: 6386 } },
  clubcaddie: { platform: 'clubcaddie', ids: { server: 'cc11', courseKey: 'hbfdabab' } },
  teesnap: { platform: 'teesnap', ids: { subdomain: 'heathergardens', courseId: 148 } },
  golfnow: {
    platform: 'golfnow',
    ids: { facilityId: 453, seoFriendlyName: '453-arrowhead-golf-club' },
  },
  quick18: { platform: 'quick18', ids: { subdomain: 'thorncreek', courseIds: [693] } },
};

/**
 * An empty day as each platform says it: Club Prophet wraps its answers and wants a key first,
 * EZLinks names a portal's courses first, Club Caddie answers pages after the course's own, Teesnap
 * lists a site's courses first.
 */
function emptyDay(url: string): Response {
  const path = new URL(url).pathname;
  // Quick18: the day's matrix page, its table without rows.
  if (path.endsWith('/teetimes/searchmatrix'))
    return new Response('<table class="matrixTable"><thead></thead><tbody></tbody></table>', {
      headers: { 'content-type': 'text/html' },
    });
  if (path.endsWith('/api/tee-times/tee-time-search-results'))
    return Response.json({ ttResults: { teeTimes: [], total: 0 } });
  // Teesnap: the site's home page lists its courses, then the day's sheet.
  if (path === '/teesnap/heathergardens/')
    return new Response('<script>window.courses = [{"id":148,"name":"Heather Gardens"}];</script>');
  if (path.endsWith('/customer-api/teetimes-day'))
    return Response.json({ teeTimes: { bookings: [], teeTimes: [] } });
  if (path.startsWith('/clubcaddie/'))
    return new Response(
      path.endsWith('/TeeTimes')
        ? '<div id="SlotBox"><p>No tee times available</p></div>'
        : '<form id="SearchForm"><input name="CourseId" value="103418"><input name="apikey" value="hbfdabab"></form>',
      { headers: { 'content-type': 'text/html', 'session-id': 'visitor' } },
    );
  if (path.endsWith('/api/search/init')) return Response.json({ AllCourseIDs: [6386] });
  if (path.endsWith('/api/search/search')) return Response.json({ r05: [], r06: [] });
  if (path.endsWith('/Configuration')) return Response.json({ apiKey: 'site-key' });
  if (path.endsWith('/RegisterTransactionId')) return Response.json(true);
  if (path.endsWith('/TeeTimes'))
    return Response.json({ isSuccess: true, content: { messageKey: 'NO_TEETIMES' } });
  return new Response('[]', { status: 200 });
}

function sandboxProviders(fetch: FetchLike, fetches: FetchObservation[] = []) {
  const settings = teeSheetSettingsFromEnv({
    ...sandboxTeeSheetEnv('http://127.0.0.1:4999'),
    TEE_SHEET_FOREUP_RATE_PER_SECOND: '1000',
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '1000',
    TEE_SHEET_TEEITUP_RATE_PER_SECOND: '1000',
    TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: '1000',
    TEE_SHEET_CLUBPROPHET_RATE_PER_SECOND: '1000',
    TEE_SHEET_EZLINKS_RATE_PER_SECOND: '1000',
    TEE_SHEET_CLUBCADDIE_RATE_PER_SECOND: '1000',
    TEE_SHEET_TEESNAP_RATE_PER_SECOND: '1000',
    TEE_SHEET_GOLFNOW_RATE_PER_SECOND: '1000',
    TEE_SHEET_QUICK18_RATE_PER_SECOND: '1000',
    TEE_SHEET_RETRIES: '0',
    TEE_SHEET_BREAKER_FAILURES: '1',
  });
  return TeeSheetProviders.fromSettings(settings, {
    fetch,
    metrics: { ...noopTeeSheetMetrics, fetchCompleted: (o) => fetches.push(o) },
  });
}

describe('TeeSheetProviders', () => {
  it('gives each platform its adapter, calling the configured host', async () => {
    const urls: string[] = [];
    const providers = sandboxProviders(async (url) => {
      urls.push(url);
      return emptyDay(url);
    });
    for (const platform of teeSheetPlatforms) {
      const provider = providers.get(platform);
      expect(provider.platform).toBe(platform);
      await expect(
        provider.fetchTeeTimes({
          link: links[platform],
          date: '2026-06-20',
          courseBookingUrl: 'https://example.com/book',
        }),
      ).resolves.toEqual([]);
    }
    expect(urls.map((url) => new URL(url).pathname)).toEqual([
      '/foreup/index.php/api/booking/times',
      '/chronogolf/marketplace/clubs/18459/teetimes',
      '/teeitup/v2/tee-times',
      '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
      '/clubprophet/indiantree/onlineresweb/Home/Configuration',
      '/clubprophet/indiantree/onlineres/onlineapi/api/v1/onlinereservation/RegisterTransactionId',
      '/clubprophet/indiantree/onlineres/onlineapi/api/v1/onlinereservation/TeeTimes',
      '/ezlinks/cityofaurora/api/search/init',
      '/ezlinks/cityofaurora/api/search/search',
      '/clubcaddie/cc11/webapi/view/hbfdabab/slots',
      '/clubcaddie/cc11/webapi/TeeTimes',
      '/teesnap/heathergardens/',
      '/teesnap/heathergardens/customer-api/teetimes-day',
      '/golfnow/api/tee-times/tee-time-search-results',
      '/quick18/thorncreek/teetimes/searchmatrix',
    ]);
  });

  it('keeps a breaker per platform and reports each fetch', async () => {
    const fetches: FetchObservation[] = [];
    const providers = sandboxProviders(
      async (url) =>
        url.includes('/teeitup/')
          ? new Response('oops', { status: 502 })
          : new Response('[]', { status: 200 }),
      fetches,
    );
    const query = (platform: TeeSheetPlatform) => ({
      link: links[platform],
      date: '2026-06-20',
      courseBookingUrl: 'https://example.com/book',
    });
    await expect(providers.get('teeitup').fetchTeeTimes(query('teeitup'))).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(providers.get('teeitup').fetchTeeTimes(query('teeitup'))).rejects.toMatchObject({
      kind: 'breaker_open',
    });
    await expect(providers.get('foreup').fetchTeeTimes(query('foreup'))).resolves.toEqual([]);
    expect(providers.breakerStates()).toEqual({
      foreup: 'closed',
      chronogolf: 'closed',
      teeitup: 'open',
      membersports: 'closed',
      clubprophet: 'closed',
      ezlinks: 'closed',
      clubcaddie: 'closed',
      teesnap: 'closed',
      golfnow: 'closed',
      quick18: 'closed',
    });
    expect(fetches.map((f) => [f.platform, f.outcome])).toEqual([
      ['teeitup', 'unavailable'],
      ['teeitup', 'breaker_open'],
      ['foreup', 'ok'],
    ]);
  });
});
