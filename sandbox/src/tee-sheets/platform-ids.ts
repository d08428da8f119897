import {
  type CatalogueCourse,
  type CatalogueLink,
  type ChronogolfIds,
  type ClubcaddieIds,
  type ForeupIds,
  type Quick18Ids,
} from './catalogue.js';
import { hash32, hexFrom, uuidFrom } from './seeded-random.js';

/**
 * Ids the real platforms have but the catalogue does not carry (Chronogolf course uuids, a foreUP
 * members' booking class, TeeItUp's Mongo-style course ids, Club Prophet's site keys, Club Caddie's
 * course numbers, Teesnap's property ids, Quick18's course and rate numbers). They depend
 * on the catalogue's ids only, never on the seed, so an adapter's configuration survives a change
 * of seed.
 */

/**
 * foreUP booking classes of a schedule: the public one the catalogue names (null: none, and a
 * slot's booking_class_id is `false`), the schedule's default online class (the public one, or
 * one made up; a request without a class reads it) and the members' class.
 */
export function foreupBookingClasses(ids: ForeupIds): {
  public: string | null;
  online: string;
  restricted: string;
} {
  const made = String(100 + (hash32('foreup-online-class', ids.scheduleId) % 900));
  return {
    public: ids.bookingClass ?? null,
    online: ids.bookingClass ?? made,
    restricted: String(1000 + (hash32('foreup-members-class', ids.scheduleId) % 9000)),
  };
}

export function foreupSideId(ids: ForeupIds): number {
  return 20_000 + (hash32('foreup-side', ids.scheduleId) % 70_000);
}

export function chronogolfCourseUuid(ids: ChronogolfIds): string {
  return ids.courseUuid ?? uuidFrom('chronogolf-course', ids.clubId, ids.courseId);
}

export function chronogolfClubUuid(clubId: number): string {
  return uuidFrom('chronogolf-club', clubId);
}

/** The club's slug: from a chronogolf.com/club/<slug> booking URL, else the course id. */
export function chronogolfClubSlug(course: CatalogueCourse): string {
  const match = /chronogolf\.com\/club\/([^/?#]+)/.exec(course.bookingUrl ?? '');
  return match?.[1] ?? course.id;
}

export function chronogolfPlayerTypeId(ids: ChronogolfIds): number {
  return 30_000 + (hash32('chronogolf-player-type', ids.affiliationTypeId) % 60_000);
}

/**
 * A Chronogolf tee-time uuid that carries its slot number in the last 12 hex digits, so a hold
 * can name the tee time by uuid alone.
 */
export function chronogolfTeetimeUuid(slotNumber: number): string {
  const hex = hexFrom(20, 'chronogolf-teetime', slotNumber);
  const tail = slotNumber.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${tail}`;
}

export function slotNumberOfChronogolfUuid(uuid: string): number | undefined {
  const match = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-([0-9a-f]{12})$/.exec(uuid);
  return match?.[1] === undefined ? undefined : parseInt(match[1], 16);
}

/** TeeItUp's `courseId`: a 24-hex-digit Mongo-style id per facility. */
export function teeitupCourseId(facilityId: number): string {
  return hexFrom(24, 'teeitup-course', facilityId);
}

/** The API key a Club Prophet site's configuration hands every visitor. */
export function clubprophetApiKey(tenant: string): string {
  return hexFrom(40, 'clubprophet-api-key', tenant);
}

/** The number Club Caddie's booking page gives a course (its search form's CourseId). */
export function clubcaddieCourseNumber(ids: ClubcaddieIds): number {
  return 103_000 + (hash32('clubcaddie-course', ids.server, ids.courseKey) % 1000);
}

/**
 * The id of a Teesnap site's property, which its courses embed in the home page. It is not a
 * course id: the platform would read some other sheet (or none) for it.
 */
export function teesnapPropertyId(subdomain: string): number {
  return 100 + (hash32('teesnap-property', subdomain) % 1900);
}

/**
 * The portal's number for a Quick18 course, in its tee times' Select links
 * (/teetimes/course/{n}/teetime/...): the catalogue's first where it knows them, else one made up.
 */
export function quick18CourseNumber(ids: Quick18Ids): number {
  return ids.courseIds[0] ?? 1000 + (hash32('quick18-course', ids.subdomain) % 8000);
}

/** The number of one of a Quick18 portal's rates (`psid` of a Select link). */
export function quick18RateId(subdomain: string, column: string): number {
  return 10_000 + (hash32('quick18-rate', subdomain, column) % 20_000);
}

/** The catalogue's ids of a link plus the ones the sandbox derives, for the control API. */
export function describeLink(
  course: CatalogueCourse,
  link: CatalogueLink,
): Record<string, unknown> {
  switch (link.platform) {
    case 'foreup': {
      const classes = foreupBookingClasses(link.ids);
      return {
        ...link.ids,
        publicBookingClass: classes.public,
        onlineBookingClass: classes.online,
        membersBookingClass: classes.restricted,
      };
    }
    case 'chronogolf':
      return {
        ...link.ids,
        courseUuid: chronogolfCourseUuid(link.ids),
        clubUuid: chronogolfClubUuid(link.ids.clubId),
        clubSlug: chronogolfClubSlug(course),
      };
    case 'teeitup':
      return { ...link.ids, courseId: teeitupCourseId(link.ids.facilityId) };
    case 'membersports':
      return { ...link.ids };
    case 'clubprophet':
      return { ...link.ids, apiKey: clubprophetApiKey(link.ids.tenant) };
    case 'ezlinks':
      return { ...link.ids };
    case 'clubcaddie':
      return { ...link.ids, courseNumber: clubcaddieCourseNumber(link.ids) };
    case 'teesnap':
      return { ...link.ids, propertyId: teesnapPropertyId(link.ids.subdomain) };
    case 'quick18':
      return { ...link.ids, courseNumber: quick18CourseNumber(link.ids) };
    case 'golfnow':
      return { ...link.ids };
  }
}
