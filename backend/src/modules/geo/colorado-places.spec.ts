import { loadCatalogue } from '../courses/catalogue/load-catalogue.js';
import { ColoradoPlaces } from './colorado-places.js';

const places = new ColoradoPlaces(loadCatalogue().courses);

describe('ColoradoPlaces', () => {
  it('finds the quick picks of the wizard', () => {
    expect(places.find('Denver, CO')).toMatchObject({
      name: 'Denver, CO',
      latitude: 39.7392,
      longitude: -104.9903,
    });
    expect(places.find('Boulder, CO')).toMatchObject({ area: 'boulder' });
    expect(places.find('Colorado Springs, CO')).toMatchObject({ area: 'colorado-springs' });
    expect(places.find('Fort Collins, CO')).toMatchObject({ area: 'fort-collins' });
  });

  it('reads case, punctuation, area names, ZIP codes and the start of a name', () => {
    expect(places.find('  boulder colorado ')).toMatchObject({ area: 'boulder' });
    expect(places.find('Vail Valley')).toMatchObject({ area: 'vail' });
    expect(places.find('81657')).toMatchObject({ name: 'Vail, CO' });
    expect(places.find('Fort Col')).toMatchObject({ area: 'fort-collins' });
  });

  it('finds nothing for a place outside its list', () => {
    expect(places.find('Atlantis')).toBeUndefined();
    expect(places.find('')).toBeUndefined();
  });

  it('names the town with a course nearest a point, within the distance asked', () => {
    // The Pearl Street Mall, Boulder; Union Station, Denver; a field east of Limon.
    expect(places.nearestTown({ latitude: 40.0176, longitude: -105.2797 }, 25)).toMatchObject({
      city: 'Boulder',
      place: { area: 'boulder' },
    });
    expect(places.nearestTown({ latitude: 39.7528, longitude: -105.0002 }, 25)).toMatchObject({
      city: 'Denver',
    });
    expect(places.nearestTown({ latitude: 40.7128, longitude: -74.006 }, 50)).toBeUndefined();
    // A course with no known location (0, 0 in the catalogue) places no town there.
    expect(places.nearestTown({ latitude: 0, longitude: 0 }, 50)).toBeUndefined();
  });
});
