import { z } from 'zod';
import { desktopAlertSchema } from './alerts.js';
import { bookingStatuses } from './bookings.js';

/**
 * Golf groups (docs/gamification.md, "Golf groups"): friends who play together, and group alerts
 * that tell every member when a tee time with room for the group opens.
 */

/** Others a golfer may bring into one group (a foursome and a second one). */
export const GROUP_MAX_OTHERS = 7;

export const createGroupRequestSchema = z.strictObject({
  name: z
    .string('must be text')
    .trim()
    .min(1, 'must name the group')
    .max(60, 'must be at most 60 characters'),
  memberIds: z
    .array(z.uuid('must list TeeWatch golfer ids'), 'must list the friends to add')
    .min(1, 'must add at least one friend')
    .max(GROUP_MAX_OTHERS, `must add at most ${GROUP_MAX_OTHERS} friends`),
});
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

/** A group alert: the desktop alert's fields, `players` being the spots the group needs. */
export const createGroupAlertRequestSchema = desktopAlertSchema;
export type CreateGroupAlertRequest = z.infer<typeof createGroupAlertRequestSchema>;

export const groupAnswers = ['in', 'out'] as const;
export type GroupAnswer = (typeof groupAnswers)[number];

export const answerGroupMatchRequestSchema = z.strictObject({
  answer: z.enum(groupAnswers, { error: 'must be in or out' }),
});
export type AnswerGroupMatchRequest = z.infer<typeof answerGroupMatchRequestSchema>;

/** The group alert's booking: who booked (or is booking) which tee time, and how it stands. */
export const groupBookingSchema = z.object({
  teeTimeId: z.string(),
  bookedBy: z.string(),
  byMe: z.boolean(),
  /** Null while the booking is starting. */
  status: z.enum(bookingStatuses).nullable(),
  courseName: z.string().nullable(),
  date: z.iso.date().nullable(),
  time: z.string().nullable(),
  players: z.number().int().nullable(),
  confirmationNumber: z.string().nullable(),
  /** Where the member who booked finishes it on the course's page (a hold or a hand-over). */
  deepLink: z.string().nullable(),
});
export type GroupBooking = z.infer<typeof groupBookingSchema>;

export const groupMatchSchema = z.object({
  teeTimeId: z.string(),
  courseName: z.string(),
  date: z.iso.date(),
  time: z.string(),
  holes: z.number().int(),
  spots: z.number().int(),
  price: z.number(),
  bookingUrl: z.string(),
  inNames: z.array(z.string()),
  outNames: z.array(z.string()),
  myAnswer: z.enum(groupAnswers).nullable(),
});
export type GroupMatch = z.infer<typeof groupMatchSchema>;

export const groupAlertSchema = z.object({
  id: z.string(),
  label: z.string(),
  date: z.iso.date(),
  timePreference: z.string(),
  spots: z.number().int(),
  maxPrice: z.number().nullable(),
  matches: z.array(groupMatchSchema),
  booking: groupBookingSchema.nullable(),
});
export type GroupAlert = z.infer<typeof groupAlertSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  members: z.array(z.object({ userId: z.string(), name: z.string() })),
  alerts: z.array(groupAlertSchema),
});
export type Group = z.infer<typeof groupSchema>;

export const groupListResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(groupSchema),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

export const groupResponseSchema = z.object({ success: z.literal(true), group: groupSchema });
export type GroupResponse = z.infer<typeof groupResponseSchema>;
