/**
 * The product's six areas (docs/product-rules.md, "Areas"): code, label and the center a course
 * may be near.
 */
export const areas = {
  denver: { label: 'Denver Metro', latitude: 39.7392, longitude: -104.9903 },
  boulder: { label: 'Boulder', latitude: 40.015, longitude: -105.2705 },
  'colorado-springs': { label: 'Colorado Springs', latitude: 38.8339, longitude: -104.8214 },
  vail: { label: 'Vail Valley', latitude: 39.6403, longitude: -106.3742 },
  aspen: { label: 'Aspen', latitude: 39.1911, longitude: -106.8175 },
  'fort-collins': { label: 'Fort Collins', latitude: 40.5853, longitude: -105.0844 },
} as const;
export type AreaCode = keyof typeof areas;
export const areaCodes = Object.keys(areas) as AreaCode[];
