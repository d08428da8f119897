import { areaCodes } from '@teewatch/contracts';
import { z } from 'zod';

const foreupIds = z.object({
  courseId: z.string(),
  scheduleId: z.string(),
  bookingClass: z.string().nullable(),
});
const chronogolfIds = z.object({
  nbHoles: z.union([z.literal(9), z.literal(18)]).optional(),
  clubId: z.number().int(),
  courseId: z.number().int(),
  affiliationTypeId: z.number().int(),
});
const teeitupIds = z.object({ alias: z.string(), facilityId: z.number().int() });
const membersportsIds = z.object({
  golfClubId: z.number().int(),
  golfCourseId: z.number().int(),
  golfClubGroupId: z.number().int(),
  configurationTypeId: z.number().int(),
});
const clubprophetIds = z.object({
  tenant: z.string().regex(/^[a-z0-9-]+$/),
  websiteId: z.string(),
  siteId: z.number().int(),
  courseId: z.number().int(),
});
const ezlinksIds = z.object({
  portal: z.string().regex(/^[a-z0-9-]+$/),
  courseId: z.number().int(),
});
const clubcaddieIds = z.object({
  server: z.string().regex(/^cc\d+$/),
  courseKey: z.string().regex(/^[a-z0-9]+$/),
});
const teesnapIds = z.object({
  subdomain: z.string().regex(/^[a-z0-9-]+$/),
  courseId: z.number().int().positive(),
});
const quick18Ids = z.object({
  subdomain: z.string().regex(/^[a-z0-9-]+$/),
  /** The portal's numbers for the course; empty where none is known (the portal read whole). */
  courseIds: z.array(z.number().int().positive()),
});
const golfnowIds = z.object({
  facilityId: z.number().int().positive(),
  /** GolfNow's address name of the facility, its number first: 453-arrowhead-golf-club. */
  seoFriendlyName: z.string().regex(/^\d+(?:-[a-z0-9]+)*$/),
});

/**
 * How TeeWatch reads one course's tee sheet. `simulated` links exist only in the sandbox world:
 * the course sells through a platform TeeWatch has no adapter for yet (or its ids are unknown), so
 * the sandbox serves it on one of the platforms it simulates. Production ignores them.
 */
export const catalogueLinkSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('foreup'), simulated: z.boolean(), ids: foreupIds }),
  z.object({ platform: z.literal('chronogolf'), simulated: z.boolean(), ids: chronogolfIds }),
  z.object({ platform: z.literal('teeitup'), simulated: z.boolean(), ids: teeitupIds }),
  z.object({ platform: z.literal('membersports'), simulated: z.boolean(), ids: membersportsIds }),
  z.object({ platform: z.literal('clubprophet'), simulated: z.boolean(), ids: clubprophetIds }),
  z.object({ platform: z.literal('ezlinks'), simulated: z.boolean(), ids: ezlinksIds }),
  z.object({ platform: z.literal('clubcaddie'), simulated: z.boolean(), ids: clubcaddieIds }),
  z.object({ platform: z.literal('teesnap'), simulated: z.boolean(), ids: teesnapIds }),
  z.object({ platform: z.literal('golfnow'), simulated: z.boolean(), ids: golfnowIds }),
  z.object({ platform: z.literal('quick18'), simulated: z.boolean(), ids: quick18Ids }),
]);
export type CatalogueLink = z.infer<typeof catalogueLinkSchema>;

export const catalogueCourseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Other ids that resolve to this course (older slugs, ids the alert form uses). */
  aliases: z.array(z.string()),
  name: z.string(),
  city: z.string(),
  zip: z.string(),
  type: z.string(),
  website: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  onlineBooking: z.boolean(),
  /**
   * The platform the course really sells through (any, including ones without an adapter); of a
   * course on two, the one TeeWatch reads, and the course's own rather than GolfNow, which resells
   * its tee times. `bookingUrl` is that platform's page.
   */
  platform: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  area: z.enum(areaCodes).nullable(),
  links: z.array(catalogueLinkSchema),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

export const catalogueSchema = z.object({
  source: z.string(),
  courses: z.array(catalogueCourseSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
