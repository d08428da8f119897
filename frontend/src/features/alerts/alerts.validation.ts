import { alertDateSchema, desktopAlertSchema, MAX_PRICE_DOLLARS } from '@teewatch/contracts';
import { z } from 'zod';
import { formatDollars } from '../../lib/format';
import { messagesFor } from '../../lib/i18n';
import { playerCounts, preferredCourses } from './alerts.constants';
import { alertValidationMessages } from './alerts.validation.messages';

/** The messages are read when a check fails, so they are in the language chosen by then. */
const text = () => messagesFor(alertValidationMessages);

/** The date of both alert forms: the server's calendar date, and not before today (Denver). */
export function alertDateRule(today: string) {
  return z
    .string()
    .min(1, { error: () => text().chooseDate, abort: true })
    .refine((date) => alertDateSchema.safeParse(date).success, {
      error: () => text().chooseRealDate,
      abort: true,
    })
    .refine((date) => date >= today, { error: () => text().notBeforeToday });
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
          ? text().priceAtMost(formatDollars(MAX_PRICE_DOLLARS))
          : text().priceAboveZero,
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
    players: z.enum(playerCounts, { error: () => text().players }),
    maxPrice: maxPriceRule,
    courses: z
      .array(z.string())
      .transform((chosen) => preferredCourses.filter((name) => chosen.includes(name))),
  });
}
