/**
 * 24 hourly quiet-hour choices, 00:00 to 23:00, Denver time (docs/product-rules.md,
 * "Notification timing and quiet hours").
 */
export const quietHourChoices: readonly string[] = Array.from(
  { length: 24 },
  (_unused, hour) => `${String(hour).padStart(2, '0')}:00`,
);
