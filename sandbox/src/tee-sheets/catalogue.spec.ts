import { existsSync } from 'node:fs';
import { defaultCataloguePath, loadCatalogue, parseCatalogue } from './catalogue.js';
import { fixtureCatalogue } from './test-support.fixture.js';

describe('course catalogue', () => {
  it('accepts the fixture', () => {
    expect(parseCatalogue(fixtureCatalogue).courses).toHaveLength(fixtureCatalogue.courses.length);
  });

  it('names every problem at once', () => {
    expect(() =>
      parseCatalogue({
        courses: [
          {
            id: 'a',
            name: 'A',
            city: 'X',
            type: 'Public',
            latitude: 1,
            longitude: 2,
            links: [{ platform: 'tenfore' }],
          },
          {
            id: 'a',
            city: 'X',
            type: 'Public',
            latitude: 1,
            longitude: 2,
            links: [{ platform: 'teeitup', ids: { alias: 'a' } }],
          },
        ],
      }),
    ).toThrow(
      /links\[0\]\.platform[\s\S]*name must be a string[\s\S]*used twice[\s\S]*facilityId must be a number/,
    );
  });

  it('says where it looked when the file is missing', () => {
    expect(() => loadCatalogue('/nowhere/course-catalogue.json')).toThrow(
      /Cannot read the course catalogue at \/nowhere\/course-catalogue\.json/,
    );
  });

  const real = existsSync(defaultCataloguePath) ? it : it.skip;
  real('reads the repository catalogue', () => {
    expect(loadCatalogue().courses.length).toBeGreaterThan(0);
  });
});
