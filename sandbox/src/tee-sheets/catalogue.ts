import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The platforms the sandbox speaks; the catalogue's links name one of them each. */
export const platforms = [
  'foreup',
  'chronogolf',
  'teeitup',
  'membersports',
  'clubprophet',
  'ezlinks',
  'clubcaddie',
  'teesnap',
  'golfnow',
  'quick18',
] as const;
export type Platform = (typeof platforms)[number];

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (platforms as readonly string[]).includes(value);
}

export interface ForeupIds {
  courseId: string;
  scheduleId: string;
  bookingClass?: string | null;
}
export interface ChronogolfIds {
  clubId: number;
  courseId: number;
  affiliationTypeId: number;
  /** The v2 API's course uuid; derived from the numeric ids when the catalogue has none. */
  courseUuid?: string;
}
export interface TeeitupIds {
  alias: string;
  facilityId: number;
}
export interface MembersportsIds {
  golfClubId: number;
  golfCourseId: number;
  golfClubGroupId: number;
  configurationTypeId: number;
}

export interface ClubprophetIds {
  /** The course site: indiantree of indiantree.cps.golf, the first path segment here. */
  tenant: string;
  websiteId: string;
  siteId: number;
  courseId: number;
}

export interface EzlinksIds {
  /** The booking portal: cityofaurora of cityofaurora.ezlinksgolf.com; first path segment here. */
  portal: string;
  courseId: number;
}

export interface ClubcaddieIds {
  /** The course's server: cc11 of apimanager-cc11.clubcaddie.com; first path segment here. */
  server: string;
  /** The course's key on its server, the last part of its booking page (/webapi/view/hbfdabab). */
  courseKey: string;
}

export interface TeesnapIds {
  /** The course's site: mtmassivegolf of mtmassivegolf.teesnap.net; first path segment here. */
  subdomain: string;
  /** The course's id on the platform, a top-level entry of the site's window.courses. */
  courseId: number;
}

export interface GolfnowIds {
  /** GolfNow's number for the course (its facility), as the search's facilityId names it. */
  facilityId: number;
  /** The facility's name in GolfNow's addresses, its number first: 453-arrowhead-golf-club. */
  seoFriendlyName: string;
}

export interface Quick18Ids {
  /** The course's portal: thorncreek of thorncreek.quick18.com; first path segment here. */
  subdomain: string;
  /** The portal's numbers for the course (its 18 holes first, then its nines); may be empty. */
  courseIds: number[];
}

export type CatalogueLink =
  | { platform: 'foreup'; simulated?: boolean; ids: ForeupIds }
  | { platform: 'chronogolf'; simulated?: boolean; ids: ChronogolfIds }
  | { platform: 'teeitup'; simulated?: boolean; ids: TeeitupIds }
  | { platform: 'membersports'; simulated?: boolean; ids: MembersportsIds }
  | { platform: 'clubprophet'; simulated?: boolean; ids: ClubprophetIds }
  | { platform: 'ezlinks'; simulated?: boolean; ids: EzlinksIds }
  | { platform: 'clubcaddie'; simulated?: boolean; ids: ClubcaddieIds }
  | { platform: 'teesnap'; simulated?: boolean; ids: TeesnapIds }
  | { platform: 'golfnow'; simulated?: boolean; ids: GolfnowIds }
  | { platform: 'quick18'; simulated?: boolean; ids: Quick18Ids };

export interface CatalogueCourse {
  id: string;
  name: string;
  city: string;
  zip?: string;
  type: string;
  latitude: number;
  longitude: number;
  area: string | null;
  onlineBooking: boolean;
  bookingUrl?: string | null;
  platform?: string | null;
  links: CatalogueLink[];
}

export interface Catalogue {
  courses: CatalogueCourse[];
}

/** data/course-catalogue.json at the repository root, from src/tee-sheets or dist/tee-sheets. */
export const defaultCataloguePath = path.resolve(
  import.meta.dirname,
  '../../../data/course-catalogue.json',
);

export function loadCatalogue(file: string = defaultCataloguePath): Catalogue {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the course catalogue at ${file}: ${reason}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The course catalogue at ${file} is not JSON: ${reason}`, { cause: error });
  }
  return parseCatalogue(json, file);
}

const idChecks: Record<Platform, Record<string, 'string' | 'number' | 'numbers'>> = {
  foreup: { courseId: 'string', scheduleId: 'string' },
  chronogolf: { clubId: 'number', courseId: 'number', affiliationTypeId: 'number' },
  teeitup: { alias: 'string', facilityId: 'number' },
  membersports: {
    golfClubId: 'number',
    golfCourseId: 'number',
    golfClubGroupId: 'number',
    configurationTypeId: 'number',
  },
  clubprophet: { tenant: 'string', websiteId: 'string', siteId: 'number', courseId: 'number' },
  ezlinks: { portal: 'string', courseId: 'number' },
  clubcaddie: { server: 'string', courseKey: 'string' },
  golfnow: { facilityId: 'number', seoFriendlyName: 'string' },
  teesnap: { subdomain: 'string', courseId: 'number' },
  quick18: { subdomain: 'string', courseIds: 'numbers' },
};

/** Checks the parts of the catalogue the simulator relies on, naming every problem at once. */
export function parseCatalogue(json: unknown, source = 'the course catalogue'): Catalogue {
  const problems: string[] = [];
  const courses = (json as { courses?: unknown } | null)?.courses;
  if (!Array.isArray(courses)) {
    throw new Error(`Invalid course catalogue (${source}): "courses" must be an array`);
  }
  const seen = new Set<string>();
  courses.forEach((raw: Record<string, unknown>, index) => {
    const where = `courses[${index}]${typeof raw?.id === 'string' ? ` (${raw.id})` : ''}`;
    if (typeof raw !== 'object' || raw === null) {
      problems.push(`${where} is not an object`);
      return;
    }
    for (const key of ['id', 'name', 'city', 'type']) {
      if (typeof raw[key] !== 'string') problems.push(`${where}.${key} must be a string`);
    }
    for (const key of ['latitude', 'longitude']) {
      if (typeof raw[key] !== 'number') problems.push(`${where}.${key} must be a number`);
    }
    if (typeof raw.id === 'string') {
      if (seen.has(raw.id)) problems.push(`${where}: id is used twice`);
      seen.add(raw.id);
    }
    if (!Array.isArray(raw.links)) {
      problems.push(`${where}.links must be an array`);
      return;
    }
    raw.links.forEach((link: Record<string, unknown>, linkIndex: number) => {
      const at = `${where}.links[${linkIndex}]`;
      if (!isPlatform(link?.platform)) {
        problems.push(`${at}.platform must be one of ${platforms.join(', ')}`);
        return;
      }
      const ids = link.ids as Record<string, unknown> | undefined;
      for (const [key, type] of Object.entries(idChecks[link.platform])) {
        const value = ids?.[key];
        const fits =
          type === 'numbers'
            ? Array.isArray(value) && value.every((item) => typeof item === 'number')
            : typeof value === type;
        if (!fits)
          problems.push(
            `${at}.ids.${key} must be ${type === 'numbers' ? 'a list of numbers' : `a ${type}`}`,
          );
      }
    });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).map((p) => `  - ${p}`);
    if (problems.length > 20) shown.push(`  - and ${problems.length - 20} more`);
    throw new Error(`Invalid course catalogue (${source}):\n${shown.join('\n')}`);
  }
  return { courses: courses as CatalogueCourse[] };
}
