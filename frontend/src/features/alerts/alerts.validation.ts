import { alertDateSchema, desktopAlertSchema, MAX_PRICE_DOLLARS } from '@teewatch/contracts';
import { z } from 'zod';
import { playerCounts, preferredCourses } from './alerts.constants';

/** The date of both alert forms: the server's calendar date, and not before today (Denver). */
export function alertDateRule(today: string) {
  return z
    .string()
    .min(1, { message: 'Please choose a date', abort: true })
    .refine((date) => alertDateSchema.safeParse(date).success, {
      message: 'Please choose a real date',
      abort: true,
    })
    .refine((date) => date >= today, 'The date cannot be earlier than today');
}

/** The server's price rule (above 0, at most the ceiling), said in the form's words. */
const maxPriceRule = z
  .string()
  .trim()
  .superRefine((price, ctx) => {
    const issue = desktopAlertSchema.shape.maxPrice.safeParse(price).error?.issues[0];
    if (!issue) return;
    ctx.addIssue({
      code: 'custom',
      message:
        issue.code === 'too_big'
          ? `Enter a price of at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`
          : 'Enter a price in dollars above 0',
    });
  });

/**
 * The same checks the server makes (docs/product-rules.md, "Validation"), so most mistakes never
 * leave the browser; the result is the desktop payload (docs/product-rules.md, "Alert form":
 * players and maxPrice as strings, courses in list order).
 */
export function alertFormSchema(today: string) {
  return z.object({
    location: desktopAlertSchema.shape.location,
    date: alertDateRule(today),
    timePreference: desktopAlertSchema.shape.timePreference,
    players: z.enum(playerCounts, { error: 'Choose from 1 to 4 players' }),
    maxPrice: maxPriceRule,
    courses: z
      .array(z.string())
      .transform((chosen) => preferredCourses.filter((name) => chosen.includes(name))),
  });
}
