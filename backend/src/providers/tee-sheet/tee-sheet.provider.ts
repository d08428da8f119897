/**
 * One tee-sheet platform protocol (foreUP, Chronogolf, TeeItUp, MemberSports, Club Prophet,
 * EZLinks, Club Caddie, Teesnap, GolfNow, Quick18) behind one interface.
 * An adapter turns the platform's loose answer into normalized tee times; the scanner never sees
 * a platform's wire format.
 */
export const teeSheetPlatforms = [
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
export type TeeSheetPlatform = (typeof teeSheetPlatforms)[number];

/** The platform's own ids for one course, as the catalogue (data/course-catalogue.json) holds them. */
export interface ForeupIds {
  courseId: string;
  scheduleId: string;
  bookingClass?: string | null;
}
export interface ChronogolfIds {
  clubId: number;
  courseId: number;
  affiliationTypeId: number;
  /** Round length asked for (`nb_holes`); 18 when absent. A 9-hole course sells 9. */
  nbHoles?: 9 | 18;
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
  /** The course site's host name prefix: indiantree of indiantree.cps.golf. */
  tenant: string;
  /** The site's id, sent as x-websiteid (GetAllOptions answers it as webSiteId). */
  websiteId: string;
  /** Sent as x-siteid; 1 at most sites. */
  siteId: number;
  /** The course at the site, as TeeTimes' courseIds names it. */
  courseId: number;
}
export interface EzlinksIds {
  /** The course's booking portal: cityofaurora of cityofaurora.ezlinksgolf.com. */
  portal: string;
  /** The course at the portal, as the search's course list (`p01`) names it. */
  courseId: number;
}
export interface ClubcaddieIds {
  /** The course's Club Caddie server: cc11 of apimanager-cc11.clubcaddie.com. */
  server: string;
  /**
   * The course's key on its server, the last part of its booking page
   * (/webapi/view/hbfdabab): the platform's `apikey`. Keys repeat across servers.
   */
  courseKey: string;
}
export interface TeesnapIds {
  /** The course's Teesnap site: heathergardens of heathergardens.teesnap.net. */
  subdomain: string;
  /**
   * The course's id on the platform (`course` of teetimes-day), a top-level entry of the site's
   * `window.courses`. The platform resolves it globally: another site's id reads that site's sheet.
   */
  courseId: number;
}
export interface GolfnowIds {
  /** GolfNow's number for the course (its "facility"): 453 of /tee-times/facility/453-.../search. */
  facilityId: number;
  /**
   * The facility's name in GolfNow's addresses, its number first (`seoFriendlyName` in GolfNow's
   * answers): 453-arrowhead-golf-club of /tee-times/facility/453-arrowhead-golf-club/search.
   */
  seoFriendlyName: string;
}
export interface Quick18Ids {
  /** The course's Quick18 portal: thorncreek of thorncreek.quick18.com. */
  subdomain: string;
  /**
   * The portal's numbers for this course (`/teetimes/course/{n}/teetime/...` of its tee times):
   * Thorncreek's 18 holes and its two nines are 693, 694 and 705. Empty where none is known:
   * every tee time the portal lists is this course's (each Colorado portal sells one course).
   */
  courseIds: number[];
}
export type ProviderLink =
  | { platform: 'foreup'; ids: ForeupIds }
  | { platform: 'chronogolf'; ids: ChronogolfIds }
  | { platform: 'teeitup'; ids: TeeitupIds }
  | { platform: 'membersports'; ids: MembersportsIds }
  | { platform: 'clubprophet'; ids: ClubprophetIds }
  | { platform: 'ezlinks'; ids: EzlinksIds }
  | { platform: 'clubcaddie'; ids: ClubcaddieIds }
  | { platform: 'teesnap'; ids: TeesnapIds }
  | { platform: 'golfnow'; ids: GolfnowIds }
  | { platform: 'quick18'; ids: Quick18Ids };
/** The ids of one platform's links. */
export type LinkIds<P extends TeeSheetPlatform> = Extract<ProviderLink, { platform: P }>['ids'];

export interface NormalizedTeeTime {
  /** The platform's own reference for the slot, stable across scans (used to diff and to book). */
  slotRef: string;
  /** Start as an instant, ISO 8601 with the America/Denver offset, e.g. 2026-06-20T07:10:00-06:00. */
  startsAt: string;
  /** Denver calendar date and wall-clock time of the start: "2026-06-20", "07:10". */
  localDate: string;
  localTime: string;
  holes: 9 | 18;
  openSpots: number;
  /** The smallest party the course takes at this tee time; 1 where the platform sets none. */
  minPlayers?: number;
  /** Price for one player in US cents, as the platform quotes it for this slot. */
  pricePerPlayerCents: number;
  cartIncluded: boolean;
  /** Where a golfer books this slot on the platform's own site. */
  bookingUrl: string;
}

export interface TeeSheetQuery {
  link: ProviderLink;
  /** Denver calendar date, YYYY-MM-DD. */
  date: string;
  /** Passed through to the booking URL; the catalogue's public booking page for the course. */
  courseBookingUrl: string;
}

export interface TeeSheetProvider {
  readonly platform: TeeSheetPlatform;
  /** Every open tee time of one course on one date. Throws a TeeSheetError on failure. */
  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]>;
  /**
   * Where one request answers several courses (a MemberSports club group, a Club Prophet site, an
   * EZLinks portal): the same key for every link it answers, null for a link read on its own.
   */
  sharedReadKey?(link: ProviderLink): string | null;
  /** One request for queries sharing a read key; each query's tee times, in order. */
  fetchTeeTimesTogether?(
    queries: TeeSheetQuery[],
    signal?: AbortSignal,
  ): Promise<NormalizedTeeTime[][]>;
  /**
   * Where the platform publishes when a course's dates open: its daily release. Null when this
   * course publishes none; throws a TeeSheetError when the platform fails.
   */
  releaseSchedule?(link: ProviderLink, signal?: AbortSignal): Promise<ReleaseSchedule | null>;
}

/** A course's daily release: each day at `opensAt` (local), the date `daysAhead` days on opens. */
export interface ReleaseSchedule {
  daysAhead: number;
  /** Local time of day, "HH:MM:SS". */
  opensAt: string;
}

/**
 * The first of queries read together, after checking they share one read key and one date: the
 * scan planner groups them so, and anything else is a bug to fail loudly on.
 */
export function firstOfSharedRead(
  queries: TeeSheetQuery[],
  keyOf: (link: ProviderLink) => string | null,
): TeeSheetQuery {
  const [first] = queries;
  const keys = new Set(queries.map(({ link }) => keyOf(link)));
  if (!first || keys.size !== 1 || keys.has(null))
    throw new Error('fetchTeeTimesTogether takes queries of one shared read');
  if (queries.some((query) => query.date !== first.date))
    throw new Error('fetchTeeTimesTogether takes queries of one date');
  return first;
}

/** A platform's request budget and what one tee-sheet read costs it. */
export interface ReadBudget {
  requestsPerSecond: number;
  /** Requests per read: retries, and Chronogolf's one request per party size asked. */
  requestsPerRead: number;
}
