import { sql, type SQLWrapper } from 'drizzle-orm';

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

type SqlValue = SQLWrapper | number;

/** The same great-circle distance as `distanceMiles`, computed by PostgreSQL over columns or values. */
export function distanceMilesSql(
  a: { latitude: SqlValue; longitude: SqlValue },
  b: { latitude: SqlValue; longitude: SqlValue },
) {
  return sql<number>`2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(sqrt(
    power(sin(radians(${b.latitude} - ${a.latitude}) / 2), 2) +
    cos(radians(${a.latitude})) * cos(radians(${b.latitude})) *
    power(sin(radians(${b.longitude} - ${a.longitude}) / 2), 2)
  ))`;
}
