import { type AreaCode, areaCodes, areas } from '@teewatch/contracts';
import { type CatalogueCourse } from '../courses/catalogue/catalogue.schema.js';
import { distanceMiles, type Point } from './distance.js';

export interface Place extends Point {
  name: string;
  area: AreaCode | null;
}

/** The Nest token of the one ColoradoPlaces (GeoModule). */
export const COLORADO_PLACES = Symbol('COLORADO_PLACES');

export interface NearestTown {
  city: string;
  place: Place;
  miles: number;
}

/**
 * Denver's coordinates: where a location nobody can find is taken to be (docs/decisions.md,
 * "Where an unknown location goes").
 */
export const DENVER: Place = {
  name: 'Denver, CO',
  area: 'denver',
  latitude: 39.7392,
  longitude: -104.9903,
};

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/,?\s*(co|colo|colorado)\.?\s*$/, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Colorado places TeeWatch can find by name, built from its own course catalogue (every town with
 * a course, at the middle of its courses), the six areas by name, and ZIP codes. No geocoding
 * service is called.
 */
export class ColoradoPlaces {
  private readonly byName = new Map<string, Place>();
  private readonly byZip = new Map<string, Place>();
  private readonly towns: (Place & { city: string })[] = [];

  constructor(courses: CatalogueCourse[]) {
    const towns = new Map<string, CatalogueCourse[]>();
    // The catalogue stores 0, 0 for a course whose location nobody knows (one closed course):
    // such a course places no town.
    for (const course of courses.filter(({ latitude, longitude }) => latitude || longitude)) {
      const key = normalize(course.city);
      towns.set(key, [...(towns.get(key) ?? []), course]);
    }
    for (const [key, group] of towns) {
      const place: Place = {
        name: `${group[0]!.city}, CO`,
        area: group[0]!.area,
        latitude: group.reduce((sum, c) => sum + c.latitude, 0) / group.length,
        longitude: group.reduce((sum, c) => sum + c.longitude, 0) / group.length,
      };
      this.byName.set(key, place);
      // Denver is found at the city itself, not at the middle of the metro area's courses.
      this.towns.push({ ...(key === 'denver' ? DENVER : place), city: group[0]!.city });
      for (const course of group)
        if (!this.byZip.has(course.zip)) this.byZip.set(course.zip, place);
    }
    for (const code of areaCodes) {
      const { label, latitude, longitude } = areas[code];
      const place: Place = { name: label, area: code, latitude, longitude };
      this.byName.set(normalize(label), place);
      this.byName.set(normalize(code), place);
    }
    // The city itself, not the middle of the metro area's courses.
    this.byName.set('denver', DENVER);
  }

  /**
   * The town with a course nearest a point (reverse geocoding for the onboarding location step),
   * when one lies within `withinMiles`.
   */
  nearestTown(point: Point, withinMiles: number): NearestTown | undefined {
    let nearest: NearestTown | undefined;
    for (const town of this.towns) {
      const miles = distanceMiles(point, town);
      if (!nearest || miles < nearest.miles) nearest = { city: town.city, place: town, miles };
    }
    return nearest && nearest.miles <= withinMiles ? nearest : undefined;
  }

  /** The place a golfer typed ("Boulder, CO", "80302", "vail valley"), or undefined. */
  find(text: string): Place | undefined {
    const zip = text.match(/\b(8\d{4})\b/)?.[1];
    if (zip && this.byZip.has(zip)) return this.byZip.get(zip);
    const key = normalize(text);
    if (!key) return undefined;
    return (
      this.byName.get(key) ??
      [...this.byName.entries()].find(([name]) => name.startsWith(key) && key.length >= 3)?.[1]
    );
  }
}
