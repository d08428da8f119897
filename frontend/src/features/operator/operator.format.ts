/** How the console writes its figures, in the reader's language (lib/format writes the rest). */
import { currentLocale } from '../../lib/i18n';

/** One formatter per locale and kind: building Intl formatters is costly, using them is not. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${currentLocale()}|${key}`;
  let made = formatters.get(cacheKey);
  if (!made) formatters.set(cacheKey, (made = new Intl.NumberFormat(currentLocale(), options)));
  return made;
}

/** A share from 0 to 1 as a percent: 0.425 -> "42.5%" ("42,5 %" in French and German). */
export function formatPercent(share: number): string {
  return formatter('percent', { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** Seconds as seconds: "12.3s" ("12,3 Sek." in German). */
export function formatSeconds(seconds: number): string {
  return formatter('seconds', {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
    maximumFractionDigits: 1,
  }).format(seconds);
}

/** A wait in its largest unit: 45 -> "45s", 150 -> "2.5 min", 5400 -> "1.5 hr". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return formatSeconds(seconds);
  const [unit, size] =
    seconds < 3600
      ? (['minute', 60] as const)
      : seconds < 86_400
        ? (['hour', 3600] as const)
        : (['day', 86_400] as const);
  return formatter(unit, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(seconds / size);
}
