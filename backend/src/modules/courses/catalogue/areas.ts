import { type AreaCode, areaCodes, areas } from '@teewatch/contracts';
import { distanceMiles, type Point } from '../../geo/distance.js';

/** A course further than this from every area center stays unassigned (still found by distance). */
export const AREA_RADIUS_MILES = 30;

export function nearestArea(point: Point): AreaCode | null {
  let best: { code: AreaCode; miles: number } | null = null;
  for (const code of areaCodes) {
    const miles = distanceMiles(point, areas[code]);
    if (miles <= AREA_RADIUS_MILES && (!best || miles < best.miles)) best = { code, miles };
  }
  return best?.code ?? null;
}
