import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type MembersportsIds,
  teeSheetPlatforms,
  type TeeSheetPlatform,
} from '../../../providers/tee-sheet/tee-sheet.provider.js';
import { nearestArea } from './areas.js';
import {
  type Catalogue,
  type CatalogueCourse,
  type CatalogueLink,
  catalogueSchema,
} from './catalogue.schema.js';
import { parseCsv } from './csv.js';
import { CATALOGUE_PATH, DATA_DIR } from './catalogue.paths.js';

/**
 * Builds data/course-catalogue.json from the researched course list (data/colorado-courses.csv)
 * and the platforms' known ids (data/colorado-platform-ids.json). The API seeds its courses from
 * the result and the sandbox builds its tee sheets from it, so both agree on every id.
 */

type CsvRow = Record<
  | 'slug'
  | 'name'
  | 'city'
  | 'zip'
  | 'type'
  | 'website'
  | 'platform'
  | 'booking_url'
  | 'online_booking'
  | 'notes'
  | 'lat'
  | 'lng',
  string
>;
interface PlatformIds {
  /** MemberSports clubs and linked groups; `courses` gives a group's courses their own ids. */
  membersports: {
    groupId: number;
    courses?: Record<
      string,
      Pick<MembersportsIds, 'golfClubId' | 'golfCourseId' | 'configurationTypeId'>
    >;
  }[];
  chronogolf: {
    bookingUrl: string;
    clubId: string;
    numericCourseId: string;
    affiliationTypeId: string;
    names: Record<string, string>;
  }[];
  teeitup: { alias: string; facilityId: string }[];
  /** Club Prophet sites: `courseIds` (comma-separated, often empty) in the order of `names`. */
  cpsgolf: {
    baseUrl: string;
    websiteId: string;
    siteId: string;
    courseIds: string;
    names: Record<string, string>;
  }[];
  /** Teesnap sites: the course's id among the site's own courses (`window.courses`). */
  teesnap?: { subdomain: string; courseId: number }[];
  /** GolfNow facilities by name, for a row whose booking URL and notes name no facility number. */
  golfnow?: { facilityId: number; displayName: string; city: string }[];
  /** Quick18 portals: the portal's numbers for the course's 18 holes and its nines. */
  quick18?: { subdomain: string; courseIds: number[] }[];
}

/** The alert form's names (docs/product-rules.md, "Preferred courses") for rows the file names differently, and their ids. */
const specNames: Record<
  string,
  {
    id?: string;
    name: string;
    aliases: string[];
    place?: Pick<CatalogueCourse, 'city' | 'zip' | 'latitude' | 'longitude'>;
  }
> = {
  'broadmoor-golf-club': { name: 'The Broadmoor', aliases: [] },
  // The file's "Ranch Course at Keystone" is Keystone Ranch Golf Course, 1239 Keystone Ranch Rd.
  'the-ranch-course-at-keystone': {
    id: 'keystone-ranch-golf-course',
    name: 'Keystone Ranch Golf Course',
    aliases: ['the-ranch-course-at-keystone'],
    place: { city: 'Keystone', zip: '80435', latitude: 39.5953, longitude: -105.9977 },
  },
  'green-valley-ranch-golf-club': {
    name: 'Green Valley Ranch Golf Club',
    aliases: ['green-valley-ranch'],
  },
};

/** FNV-1a: a stable number per text, so synthesized ids never change between builds. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A uuid-shaped id from a text, as stable as stableHash. */
function stableUuid(text: string): string {
  const hex = [0, 1, 2, 3]
    .map((part) => stableHash(`${part}:${text}`).toString(16).padStart(8, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A Club Prophet site's id where it is not known: one per tenant, shared by its courses. */
const cpsWebsiteId = (tenant: string) => stableUuid(`clubprophet:${tenant}`);

const isSupported = (platform: string): platform is TeeSheetPlatform =>
  (teeSheetPlatforms as readonly string[]).includes(platform);

/** Platforms that resell courses' tee times beside the course's own platform (GolfNow). */
const resellers = new Set<string>(['golfnow']);

/**
 * The platforms simulated links are made on. Kept to the first four, so that a new adapter does
 * not move every course of the unsupported platforms to another simulated platform (with new ids,
 * and the tee times stored under the old ones orphaned).
 */
const simulationPlatforms = [
  'foreup',
  'chronogolf',
  'teeitup',
  'membersports',
] as const satisfies readonly TeeSheetPlatform[];

function synthesizedLink(
  platform: TeeSheetPlatform,
  slug: string,
  simulated: boolean,
): CatalogueLink {
  const h = stableHash(`${platform}:${slug}`);
  switch (platform) {
    case 'foreup':
      return {
        platform,
        simulated,
        ids: {
          courseId: String(30000 + (h % 9000)),
          scheduleId: String(13000 + ((h >>> 8) % 9000)),
          bookingClass: null,
        },
      };
    case 'chronogolf':
      return {
        platform,
        simulated,
        ids: {
          clubId: 20000 + (h % 9000),
          courseId: 40000 + ((h >>> 8) % 9000),
          affiliationTypeId: 15000 + ((h >>> 16) % 900),
        },
      };
    case 'teeitup':
      return { platform, simulated, ids: { alias: slug, facilityId: 20000 + (h % 9000) } };
    case 'membersports':
      return {
        platform,
        simulated,
        ids: {
          golfClubId: 4000 + (h % 900),
          golfCourseId: 30000 + ((h >>> 8) % 9000),
          golfClubGroupId: 0,
          configurationTypeId: 1,
        },
      };
    case 'clubprophet': {
      const tenant = slug.replace(/-/g, '');
      return {
        platform,
        simulated,
        ids: { tenant, websiteId: cpsWebsiteId(tenant), siteId: 1, courseId: 1 + (h % 90) },
      };
    }
    case 'ezlinks':
      return {
        platform,
        simulated,
        ids: { portal: slug.replace(/-/g, ''), courseId: 30000 + (h % 9000) },
      };
    case 'golfnow': {
      const facilityId = 90000 + (h % 9000);
      return { platform, simulated, ids: { facilityId, seoFriendlyName: `${facilityId}-${slug}` } };
    }
    case 'teesnap':
      return {
        platform,
        simulated,
        ids: { subdomain: slug.replace(/-/g, ''), courseId: 3000 + (h % 6000) },
      };
    case 'quick18':
      // No number is made up: a portal without known ones is read whole (its matrix lists them).
      return { platform, simulated, ids: { subdomain: slug.replace(/-/g, ''), courseIds: [] } };
    case 'clubcaddie':
      // Course keys are eight letters a to j; the real ones end in "dabab".
      return {
        platform,
        simulated,
        ids: {
          server: `cc${10 + (h % 30)}`,
          courseKey: [0, 4, 8, 12, 16, 20, 24, 28]
            .map((shift) => String.fromCharCode(97 + ((h >>> shift) % 10)))
            .join(''),
        },
      };
  }
}

/**
 * The course's id at its Club Prophet site, where the known ids name it: they list the site's
 * courses in the order of its course names, and the course is the one its name or the site's own
 * name for it matches.
 */
function cpsCourseId(site: PlatformIds['cpsgolf'][number], courseName: string): number | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const position = Object.entries(site.names).findIndex(
    ([own, name]) => same(own, courseName) || same(name, courseName),
  );
  const id = Number.parseInt(site.courseIds.split(',')[position] ?? '', 10);
  return position < 0 || Number.isNaN(id) ? null : id;
}

/**
 * MemberSports ids from the booking URL, in the order the platform's own page posts them
 * (docs/platforms.md, "MemberSports"): tee-times/{club}/{course}/{configuration}/{group},
 * book-linked-clubs-tee-time/{club}/{course}/{group}, custom/{club}/{course}/{page} (no group).
 * The courses of a linked group all link the group's page (Denver's), so each takes its own club
 * and course, in the group, from the known ids where they are listed.
 */
function membersportsIds(row: CsvRow, known: PlatformIds): Partial<MembersportsIds> {
  const link =
    /\/(?<page>tee-times|book-linked-clubs-tee-time|custom)\/(?<club>\d+)\/(?<course>\d+)(?:\/(?<third>\d+))?(?:\/(?<fourth>\d+))?/.exec(
      row.booking_url,
    )?.groups;
  if (!link) return {};
  const group = known.membersports.find((entry) => entry.courses?.[row.name]);
  const listed = group && { ...group.courses![row.name]!, golfClubGroupId: group.groupId };
  const onTeeTimesPage = link.page === 'tee-times';
  return {
    golfClubId: Number(link.club),
    golfCourseId: Number(link.course),
    configurationTypeId: onTeeTimesPage ? Number(link.third ?? 0) : 0,
    golfClubGroupId: Number(
      (onTeeTimesPage ? link.fourth : link.page === 'book-linked-clubs-tee-time' && link.third) ||
        0,
    ),
    ...listed,
  };
}

/** The platform's ids read from the booking URL and the known-ids file; gaps are synthesized. */
function realLink(platform: TeeSheetPlatform, row: CsvRow, known: PlatformIds): CatalogueLink {
  const base = synthesizedLink(platform, row.slug, false);
  const url = row.booking_url;
  if (base.platform === 'foreup') {
    const match = url.match(/booking\/(?:index\/)?(\d+)(?:\/(\d+))?/);
    if (match)
      base.ids = { ...base.ids, courseId: match[1]!, scheduleId: match[2] ?? base.ids.scheduleId };
  } else if (base.platform === 'teeitup') {
    const alias = new URL(url).hostname.split('.')[0]!;
    const facility =
      known.teeitup.find((entry) => entry.alias === alias)?.facilityId ??
      row.notes.match(/facilit(?:y|ies) (\d+)/)?.[1];
    const facilityId = Number.parseInt(facility ?? '', 10);
    base.ids = { alias, facilityId: Number.isNaN(facilityId) ? base.ids.facilityId : facilityId };
  } else if (base.platform === 'chronogolf') {
    // The club's page names its number, else the known ids do (a course booked through another
    // front door, as Broadlands through Noteefy, is known by its name there).
    const entry = known.chronogolf.find(
      (candidate) =>
        (candidate.bookingUrl && url.startsWith(candidate.bookingUrl)) ||
        Object.values(candidate.names).includes(row.name),
    );
    const clubId = url.match(/club\/(\d+)/)?.[1] || entry?.clubId;
    base.ids = {
      ...base.ids,
      clubId: clubId ? Number(clubId) : base.ids.clubId,
      courseId: entry?.numericCourseId ? Number(entry.numericCourseId) : base.ids.courseId,
      affiliationTypeId: entry?.affiliationTypeId
        ? Number(entry.affiliationTypeId)
        : base.ids.affiliationTypeId,
    };
  } else if (base.platform === 'clubprophet') {
    // The booking site's host names the tenant: indiantree of indiantree.cps.golf.
    const host = new URL(url).hostname;
    const tenant = host.split('.')[0]!;
    const site = known.cpsgolf.find((entry) => new URL(entry.baseUrl).hostname === host);
    const siteId = Number.parseInt(site?.siteId ?? '', 10);
    base.ids = {
      tenant,
      websiteId: site?.websiteId || cpsWebsiteId(tenant),
      siteId: Number.isNaN(siteId) ? 1 : siteId,
      courseId: (site && cpsCourseId(site, row.name)) ?? base.ids.courseId,
    };
  } else if (base.platform === 'ezlinks') {
    // The portal's host names it: cityofaurora of cityofaurora.ezlinksgolf.com. No course id of
    // an EZLinks portal is known, so the course keeps its made-up one.
    base.ids = { ...base.ids, portal: new URL(url).hostname.split('.')[0]! };
  } else if (base.platform === 'golfnow') {
    // https://www.golfnow.com/tee-times/facility/453-arrowhead-golf-club/search: facility 453, and
    // the address name GolfNow gives it. Without one there, the notes' "GolfNow facility 453" or
    // the known facility of the course's name and city; the address name is then the number and
    // the course's slug.
    const named = /\/tee-times\/facility\/((\d+)(?:-[a-z0-9-]+)?)(?:\/|$)/i.exec(url);
    const facilityId = Number(
      named?.[2] ??
        /GolfNow facility (\d+)/i.exec(row.notes)?.[1] ??
        known.golfnow?.find(
          (entry) =>
            entry.displayName.toLowerCase() === row.name.toLowerCase() &&
            entry.city.toLowerCase() === row.city.toLowerCase(),
        )?.facilityId ??
        base.ids.facilityId,
    );
    base.ids = {
      facilityId,
      seoFriendlyName: named?.[1]?.toLowerCase() ?? `${facilityId}-${row.slug}`,
    };
  } else if (base.platform === 'teesnap') {
    // https://mtmassivegolf.teesnap.net/: the site mtmassivegolf. The course's id is the one the
    // site lists in its window.courses, where the known ids have it; else it stays made up, and
    // the adapter's refusal names the site's own (the platform reads any id of any site).
    const subdomain = new URL(url).hostname.split('.')[0]!.toLowerCase();
    const site = known.teesnap?.find((entry) => entry.subdomain === subdomain);
    base.ids = { subdomain, courseId: site?.courseId ?? base.ids.courseId };
  } else if (base.platform === 'quick18') {
    // https://thorncreek.quick18.com/teetimes/searchmatrix: the portal thorncreek. Its numbers for
    // the course are the known ones; where none is known the portal's every tee time is the
    // course's (each Colorado portal sells one course), and its matrix names them.
    const subdomain = new URL(url).hostname.split('.')[0]!.toLowerCase();
    const portal = known.quick18?.find((entry) => entry.subdomain === subdomain);
    base.ids = { subdomain, courseIds: portal?.courseIds ?? [] };
  } else if (base.platform === 'clubcaddie') {
    // https://apimanager-cc11.clubcaddie.com/webapi/view/hbfdabab: server cc11, course key
    // hbfdabab. The course's number on its server is on that page; the adapter reads it there.
    const server = /^apimanager-(cc\d+)\./.exec(new URL(url).hostname)?.[1];
    const courseKey = /\/webapi\/view\/([a-z0-9]+)/i.exec(url)?.[1]?.toLowerCase();
    base.ids = { server: server ?? base.ids.server, courseKey: courseKey ?? base.ids.courseKey };
  } else {
    base.ids = { ...base.ids, ...membersportsIds(row, known) };
  }
  return base;
}

export function buildCatalogue(rows: CsvRow[], known: PlatformIds): Catalogue {
  const bySlug = new Map<string, CsvRow[]>();
  for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);

  const courses: CatalogueCourse[] = [];
  for (const [slug, group] of bySlug) {
    const first = group[0]!;
    const rename = specNames[slug];
    const online = group.filter((row) => row.online_booking === 'yes');
    // Of a course on two platforms, the one TeeWatch reads, and the course's own rather than
    // GolfNow, which resells the overflow of courses that sell on their own platform.
    const sold =
      online.find((row) => isSupported(row.platform) && !resellers.has(row.platform)) ??
      online.find((row) => isSupported(row.platform)) ??
      online[0] ??
      first;
    // One link a course: reading a resold course on GolfNow too would find each of its tee times
    // twice and tell golfers twice (docs/platforms.md, "GolfNow").
    const links: CatalogueLink[] = isSupported(sold.platform)
      ? [realLink(sold.platform, sold, known)]
      : [];
    if (online.length > 0 && links.length === 0) {
      const platform = simulationPlatforms[stableHash(slug) % simulationPlatforms.length]!;
      links.push(synthesizedLink(platform, slug, true));
    }
    for (const link of links) {
      // A nine-hole course sells nine-hole rounds only; asking Chronogolf for 18 finds nothing.
      if (link.platform === 'chronogolf' && /\b(nine|9|par 3)\b/i.test(first.name)) {
        link.ids = { ...link.ids, nbHoles: 9 };
      }
    }
    const latitude = rename?.place?.latitude ?? Number(first.lat);
    const longitude = rename?.place?.longitude ?? Number(first.lng);
    courses.push({
      id: rename?.id ?? slug,
      aliases: rename?.aliases ?? [],
      name: rename?.name ?? first.name,
      city: rename?.place?.city ?? first.city,
      zip: rename?.place?.zip ?? first.zip,
      type: first.type,
      website: first.website || null,
      bookingUrl: sold.booking_url || null,
      onlineBooking: online.length > 0,
      platform: sold.platform || null,
      latitude,
      longitude,
      area: nearestArea({ latitude, longitude }),
      links,
    });
  }
  courses.sort((a, b) => a.id.localeCompare(b.id));
  return catalogueSchema.parse({
    source: 'data/colorado-courses.csv + data/colorado-platform-ids.json',
    courses,
  });
}

export function readSources(dataDir = DATA_DIR) {
  const rows = parseCsv(
    readFileSync(path.join(dataDir, 'colorado-courses.csv'), 'utf8'),
  ) as CsvRow[];
  const known = JSON.parse(
    readFileSync(path.join(dataDir, 'colorado-platform-ids.json'), 'utf8'),
  ) as PlatformIds;
  return { rows, known };
}

if (import.meta.main) {
  const { rows, known } = readSources();
  const catalogue = buildCatalogue(rows, known);
  writeFileSync(CATALOGUE_PATH, `${JSON.stringify(catalogue, null, 2)}\n`);
  const linked = catalogue.courses.filter((course) => course.links.length > 0).length;
  console.log(
    `${catalogue.courses.length} courses (${linked} with a tee sheet) written to ${CATALOGUE_PATH}`,
  );
}
