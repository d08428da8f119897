import { z } from 'zod';
import { areaCodes } from './areas.js';
import { addContactSchema, contactSchema, notificationPreferencesSchema } from './notifications.js';

/**
 * The onboarding wizard's time slots (docs/onboarding.md). They are not the alert form's time
 * windows: every label says its hours.
 */
export const onboardingTimeSlots = ['early', 'morning', 'afternoon', 'evening'] as const;
export type OnboardingTimeSlot = (typeof onboardingTimeSlots)[number];
export const onboardingTimeSlotHours: Record<
  OnboardingTimeSlot,
  { start: string; end: string; label: string }
> = {
  early: { start: '06:00', end: '09:00', label: 'Early, 6-9 AM' },
  morning: { start: '09:00', end: '12:00', label: 'Morning, 9 AM-12 PM' },
  afternoon: { start: '12:00', end: '16:00', label: 'Afternoon, 12-4 PM' },
  evening: { start: '16:00', end: '19:00', label: 'Evening, 4-7 PM' },
};

export const courseDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseDifficulty = (typeof courseDifficulties)[number];

export const advanceBookingDayOptions = [1, 3, 7, 14, 30] as const;

/** The sliders' ranges: distance in miles, budget in dollars a player. */
export const onboardingRanges = {
  maxDistance: { min: 5, max: 100, step: 5 },
  maxPrice: { min: 25, max: 500, step: 25 },
} as const;

/**
 * How soon a tee time starts, from when TeeWatch tells of it: a golfer chooses which of these to
 * hear about (docs/onboarding.md, "Urgency levels").
 */
export const urgencyLevels = ['immediate', 'urgent', 'normal', 'low'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];

export const PREFERRED_TIME_REQUIRED = 'Please select at least one preferred time to continue.';

const whole = (min: number, max: number, unit: string) =>
  z
    .number({ error: `must be a number of ${unit} from ${min} to ${max}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);

export const golfPreferencesSchema = z.strictObject({
  preferredTimes: z
    .array(z.enum(onboardingTimeSlots, { error: 'must be early, morning, afternoon or evening' }))
    .min(1, PREFERRED_TIME_REQUIRED)
    .refine((slots) => new Set(slots).size === slots.length, 'must not repeat a time'),
  maxDistance: whole(onboardingRanges.maxDistance.min, onboardingRanges.maxDistance.max, 'miles'),
  maxPrice: whole(onboardingRanges.maxPrice.min, onboardingRanges.maxPrice.max, 'dollars'),
  defaultPlayers: whole(1, 4, 'players'),
  courseDifficulty: z
    .array(z.enum(courseDifficulties, { error: 'must be beginner, intermediate or advanced' }))
    .refine((levels) => new Set(levels).size === levels.length, 'must not repeat a level'),
  weekdaysOnly: z.boolean({ error: 'must be true or false' }),
  weekendsOnly: z.boolean({ error: 'must be true or false' }),
  advanceBookingDays: z.union(
    advanceBookingDayOptions.map((days) => z.literal(days)),
    { error: 'must be 1, 3, 7, 14 or 30 days' },
  ),
  favoriteCourseName: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type GolfPreferences = z.infer<typeof golfPreferencesSchema>;

/** The preferences step's starting values. */
export const defaultGolfPreferences: GolfPreferences = {
  preferredTimes: ['morning'],
  maxDistance: 25,
  maxPrice: 150,
  defaultPlayers: 4,
  courseDifficulty: ['beginner', 'intermediate'],
  weekdaysOnly: false,
  weekendsOnly: false,
  advanceBookingDays: 7,
};

export const onboardingLocationSchema = z.strictObject({
  latitude: z.number({ error: 'must be a latitude' }).min(-90).max(90),
  longitude: z.number({ error: 'must be a longitude' }).min(-180).max(180),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(40).optional(),
});
export type OnboardingLocation = z.infer<typeof onboardingLocationSchema>;

const emailContact = addContactSchema.options[0].shape.value;
const phoneContact = addContactSchema.options[1].shape.value;
/** A blank field means none given. */
const blankIsNone = (text: unknown) =>
  typeof text === 'string' && text.trim() === '' ? undefined : text;

export const onboardingNotificationsSchema = z.strictObject({
  pushEnabled: z.boolean({ error: 'must be true or false' }),
  emailEnabled: z.boolean({ error: 'must be true or false' }),
  smsEnabled: z.boolean({ error: 'must be true or false' }),
  emailAddress: z.preprocess(blankIsNone, emailContact.optional()),
  phoneNumber: z.preprocess(blankIsNone, phoneContact.optional()),
  quietHours: notificationPreferencesSchema.shape.quietHours,
  urgencyLevels: z
    .array(z.enum(urgencyLevels, { error: 'must be immediate, urgent, normal or low' }))
    .refine((levels) => new Set(levels).size === levels.length, 'must not repeat a level'),
});
export type OnboardingNotifications = z.infer<typeof onboardingNotificationsSchema>;

/** The notifications step's starting values; its quiet hours differ from the settings panel's. */
export const defaultOnboardingNotifications: OnboardingNotifications = {
  pushEnabled: false,
  emailEnabled: true,
  smsEnabled: false,
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
  urgencyLevels: ['immediate', 'urgent', 'normal'],
};

/** POST /api/onboarding/complete (signed in): the steps done and what each chose. */
export const completeOnboardingSchema = z.strictObject({
  completedSteps: z
    .array(z.number({ error: 'must be step indexes' }).int().min(0).max(3))
    .max(4, 'at most 4 steps'),
  data: z.strictObject({
    location: onboardingLocationSchema.optional(),
    preferences: golfPreferencesSchema.optional(),
    notifications: onboardingNotificationsSchema.optional(),
  }),
});
export type CompleteOnboardingRequest = z.infer<typeof completeOnboardingSchema>;

/** What onboarding keeps for a golfer; the alert form starts from it. */
export const golfProfileSchema = z.object({
  completedAt: z.iso.datetime().nullable(),
  completedSteps: z.array(z.number().int()),
  location: onboardingLocationSchema.extend({ area: z.enum(areaCodes).nullable() }).nullable(),
  preferences: golfPreferencesSchema,
  /** Every level when the golfer never chose. */
  urgencyLevels: z.array(z.enum(urgencyLevels)),
});
export type GolfProfile = z.infer<typeof golfProfileSchema>;

/** GET /api/onboarding: the caller's profile, the defaults when never onboarded. */
export const golfProfileResponseSchema = z.object({
  success: z.literal(true),
  data: golfProfileSchema,
});
export type GolfProfileResponse = z.infer<typeof golfProfileResponseSchema>;

export const completeOnboardingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    profile: golfProfileSchema,
    /** Addresses and numbers that were sent a link or code to confirm them. */
    contactsToVerify: z.array(contactSchema),
    /** Points paid now (the onboarding achievement, once). */
    pointsAwarded: z.number().int(),
  }),
});
export type CompleteOnboardingResponse = z.infer<typeof completeOnboardingResponseSchema>;

/** GET /api/geo/reverse?latitude=&longitude=: the nearest Colorado town TeeWatch knows. */
export const reverseGeocodeQuerySchema = z.strictObject({
  latitude: z.coerce.number({ error: 'must be a latitude' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'must be a longitude' }).min(-180).max(180),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

export const reverseGeocodeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    city: z.string(),
    state: z.string(),
    area: z.enum(areaCodes).nullable(),
    distanceMiles: z.number(),
  }),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;
