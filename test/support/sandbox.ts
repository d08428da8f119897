import { type AddressInfo } from 'node:net';
import { loadCatalogue } from '../../backend/src/modules/courses/catalogue/load-catalogue.js';
import { type CatalogueCourse } from '../../backend/src/modules/courses/catalogue/catalogue.schema.js';
import { buildSandbox } from '../../sandbox/src/app.js';
import { type Catalogue as SandboxCatalogue } from '../../sandbox/src/tee-sheets/catalogue.js';
import { createKnownStandIns } from '../../sandbox/src/stand-ins.js';

/** The catalogue, read once for every test of a file. */
const catalogue = loadCatalogue();

const golfnowLink = (seoFriendlyName: string) => ({
  platform: 'golfnow' as const,
  simulated: false,
  ids: { facilityId: Number.parseInt(seoFriendlyName, 10), seoFriendlyName },
});

/**
 * A course sold only on GolfNow, made up for tests. Colorado's GolfNow courses all sell on a
 * platform of their own too, which TeeWatch reads instead (docs/platforms.md, "GolfNow"), so the
 * catalogue links none of them to GolfNow.
 */
export const golfnowOnlyCourse: CatalogueCourse = (() => {
  const near = catalogue.courses.find((course) => course.id === 'bella-ridge-golf-course')!;
  const link = golfnowLink('90001-golfnow-only-golf-course');
  return {
    ...near,
    id: 'golfnow-only-golf-course',
    aliases: [],
    name: 'GolfNow Only Golf Course',
    platform: 'golfnow',
    bookingUrl: `https://www.golfnow.com/tee-times/facility/${link.ids.seoFriendlyName}/search`,
    links: [link],
  };
})();

/** GolfNow's own listings of three courses that sell on their own platform too, by facility. */
const golfnowListings: Record<string, string> = {
  'arrowhead-golf-club': '453-arrowhead-golf-club',
  'bella-ridge-golf-course': '19098-bella-ridge-golf-club',
  'ironbridge-golf-club': '18154-ironbridge-golf-club',
};

/**
 * The world the test sandbox serves: the catalogue, three courses GolfNow resells also listed
 * there, and the GolfNow-only course.
 */
export function testCatalogue() {
  const courses = catalogue.courses.map((course) => {
    const listing = golfnowListings[course.id];
    return listing ? { ...course, links: [...course.links, golfnowLink(listing)] } : course;
  });
  return { ...catalogue, courses: [...courses, golfnowOnlyCourse] };
}

export async function startSandbox(start = Date.now()) {
  const clock = { now: start };
  const app = await buildSandbox({
    logger: false,
    standIns: createKnownStandIns({
      teeSheets: {
        now: () => clock.now,
        requestsPerSecond: null,
        catalogue: testCatalogue() as SandboxCatalogue,
      },
    }),
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
      TEE_SHEET_GOLFNOW_URL: `${url}/golfnow`,
      // Club Prophet's sites, EZLinks' portals, Club Caddie's servers, Teesnap's sites and
      // Quick18's portals are each their own host; the sandbox serves them under one path.
      TEE_SHEET_CLUBPROPHET_URL: `${url}/clubprophet`,
      TEE_SHEET_EZLINKS_URL: `${url}/ezlinks`,
      TEE_SHEET_CLUBCADDIE_URL: `${url}/clubcaddie`,
      TEE_SHEET_TEESNAP_URL: `${url}/teesnap`,
      TEE_SHEET_QUICK18_URL: `${url}/quick18`,
      MEMBERSPORTS_API_KEY: 'sandbox',
    },
    close: () => app.close(),
  };
}
export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;
