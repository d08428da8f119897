import { preferredCourseNames } from '@teewatch/contracts';
import { readFileSync } from 'node:fs';
import { buildCatalogue, readSources } from './build-catalogue.js';
import { CATALOGUE_PATH } from './catalogue.paths.js';
import { loadCatalogue } from './load-catalogue.js';

const catalogue = loadCatalogue();
const byId = new Map(catalogue.courses.map((course) => [course.id, course]));
const resolve = (id: string) =>
  byId.get(id) ?? catalogue.courses.find((course) => course.aliases.includes(id));

describe('course catalogue', () => {
  it('is what the builder makes from the researched sources (run npm run catalogue:build)', () => {
    const { rows, known } = readSources();
    const rebuilt = `${JSON.stringify(buildCatalogue(rows, known), null, 2)}\n`;
    expect(readFileSync(CATALOGUE_PATH, 'utf8')).toBe(rebuilt);
  });

  it('holds every real course once, with unique ids and aliases', () => {
    expect(catalogue.courses).toHaveLength(241);
    const ids = catalogue.courses.flatMap((course) => [course.id, ...course.aliases]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the ten preferred courses of the alert form under their spec names', () => {
    const names = new Set(catalogue.courses.map((course) => course.name));
    for (const name of preferredCourseNames) {
      expect(names).toContain(name);
    }
  });

  it('places Keystone Ranch in Keystone and resolves the ids the optimizer uses', () => {
    expect(resolve('keystone-ranch-golf-course')).toMatchObject({ city: 'Keystone', zip: '80435' });
    expect(resolve('arrowhead-golf-club')?.name).toBe('Arrowhead Golf Club');
    expect(resolve('green-valley-ranch')?.name).toBe('Green Valley Ranch Golf Club');
  });

  it('gives a course that sells on two platforms one entry', () => {
    expect(
      catalogue.courses.filter((course) => course.name === 'Arrowhead Golf Club'),
    ).toHaveLength(1);
  });

  it('assigns areas by distance and leaves far-off courses unassigned', () => {
    expect(resolve('city-park-golf-course')?.area).toBe('denver');
    expect(resolve('vail-golf-club')?.area).toBe('vail');
    expect(resolve('adobe-creek-national-golf-course')?.area).toBeNull(); // Fruita, Western Slope
  });

  it('links only courses with online booking, and no two courses to the same tee sheet', () => {
    for (const course of catalogue.courses) {
      expect(course.links.length > 0).toBe(course.onlineBooking);
    }
    const sheets = catalogue.courses.flatMap((course) =>
      course.links.map((link) => `${link.platform}:${JSON.stringify(link.ids)}`),
    );
    expect(new Set(sheets).size).toBe(sheets.length);
  });

  it('reads real platform ids from the booking links', () => {
    expect(resolve('aspen-golf-club')?.links[0]).toEqual({
      platform: 'foreup',
      simulated: false,
      ids: { courseId: '22463', scheduleId: '10920', bookingClass: null },
    });
    expect(resolve('lakota-links-golf-course')?.links[0]).toMatchObject({
      platform: 'chronogolf',
      ids: { clubId: 19332 },
    });
    expect(resolve('vail-golf-club')?.links[0]).toMatchObject({
      platform: 'teeitup',
      ids: { alias: 'vail-golf-club' },
    });
  });

  it("links every Club Prophet course to its site, with the site's known ids", () => {
    const clubprophet = catalogue.courses.filter((course) => course.platform === 'clubprophet');
    expect(clubprophet).toHaveLength(16);
    for (const course of clubprophet)
      expect(course.links).toEqual([
        expect.objectContaining({ platform: 'clubprophet', simulated: false }),
      ]);
    expect(resolve('indian-tree-golf-course')?.links[0]?.ids).toMatchObject({
      tenant: 'indiantree',
      websiteId: 'e6d9cd59-8d46-4334-8601-08dad3012d25',
      siteId: 1,
    });
    expect(resolve('green-valley-ranch')?.links[0]?.ids).toMatchObject({
      tenant: 'greenvalleyranch',
      siteId: 2,
    });
    // Westminster's two courses share one site, each with its own course id there.
    expect(resolve('legacy-ridge-golf-course')?.links[0]?.ids).toEqual({
      tenant: 'cityofwestminster',
      websiteId: 'be7f2728-0758-4a72-fe80-08d97849167d',
      siteId: 1,
      courseId: 1,
    });
    expect(resolve('walnut-creek-golf-preserve')?.links[0]?.ids).toMatchObject({
      tenant: 'cityofwestminster',
      courseId: 2,
    });
  });

  it("makes up a stable site id where the site's own is not known", () => {
    const ids = resolve('lake-arbor-golf-club')?.links[0]?.ids;
    expect(ids).toMatchObject({ tenant: 'lakearbor', siteId: 1 });
    expect((ids as { websiteId: string }).websiteId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('links every EZLinks course to its portal, with a made-up id for its course there', () => {
    const ezlinks = catalogue.courses.filter((course) => course.platform === 'ezlinks');
    expect(ezlinks).toHaveLength(14);
    for (const course of ezlinks)
      expect(course.links).toEqual([
        expect.objectContaining({ platform: 'ezlinks', simulated: false }),
      ]);
    expect(resolve('the-golf-club-at-heather-ridge')?.links[0]?.ids).toMatchObject({
      portal: 'heatherridge',
    });
    // Aurora's five city courses share one portal, each with its own course id there.
    const aurora = [
      'aurora-hills-golf-course',
      'meadow-hills-golf-course',
      'murphy-creek-golf-course',
      'saddle-rock-golf-course',
      'springhill-golf-course',
    ].map((id) => resolve(id)?.links[0]?.ids as { portal: string; courseId: number });
    expect(new Set(aurora.map((ids) => ids.portal))).toEqual(new Set(['cityofaurora']));
    expect(new Set(aurora.map((ids) => ids.courseId)).size).toBe(5);
  });

  it('reads a course that also sells on GolfNow at its own EZLinks portal, and books there', () => {
    expect(resolve('arrowhead-golf-club')).toMatchObject({
      platform: 'ezlinks',
      bookingUrl: 'https://arrowheadpp.ezlinksgolf.com',
      links: [{ platform: 'ezlinks', ids: { portal: 'arrowheadpp' } }],
    });
  });

  it('links every Club Caddie course to its server and course key, from its booking page', () => {
    const clubcaddie = catalogue.courses.filter((course) => course.platform === 'clubcaddie');
    expect(clubcaddie).toHaveLength(11);
    for (const course of clubcaddie) {
      const [link] = course.links;
      expect(course.links).toEqual([
        expect.objectContaining({ platform: 'clubcaddie', simulated: false }),
      ]);
      // The booking page is https://apimanager-<server>.clubcaddie.com/webapi/view/<course key>.
      const { server, courseKey } = link!.ids as { server: string; courseKey: string };
      expect(course.bookingUrl).toBe(
        `https://apimanager-${server}.clubcaddie.com/webapi/view/${courseKey}`,
      );
    }
    expect(resolve('applewood-golf-course')?.links).toEqual([
      { platform: 'clubcaddie', simulated: false, ids: { server: 'cc11', courseKey: 'hbfdabab' } },
    ]);
    // A course key names a course on its own server only: gbfdabab is one at cc28, another at cc12.
    expect(resolve('conquistador-golf-course')?.links[0]?.ids).toEqual({
      server: 'cc28',
      courseKey: 'gbfdabab',
    });
    expect(resolve('monte-vista-country-club')?.links[0]?.ids).toEqual({
      server: 'cc12',
      courseKey: 'gbfdabab',
    });
  });

  it('reads a course that GolfNow also lists at its own Club Caddie page', () => {
    expect(resolve('grandote-peaks-golf-club')).toMatchObject({
      platform: 'clubcaddie',
      bookingUrl: 'https://apimanager-cc28.clubcaddie.com/webapi/view/jefdabab',
      links: [{ platform: 'clubcaddie', ids: { server: 'cc28', courseKey: 'jefdabab' } }],
    });
  });

  it('reads each course GolfNow resells on its own platform alone, so no tee time is found twice', () => {
    const resold = {
      'arrowhead-golf-club': 'ezlinks',
      'bella-ridge-golf-course': 'ezlinks',
      'cedaredge-golf-club': 'foreup',
      'four-mile-ranch-golf-club': 'teeitup',
      'grandote-peaks-golf-club': 'clubcaddie',
      'ironbridge-golf-club': 'foreup',
      'the-ridge-at-castle-pines-north': 'ezlinks',
    };
    for (const [courseId, platform] of Object.entries(resold)) {
      const course = resolve(courseId)!;
      expect([course.platform, course.links.map((link) => link.platform)]).toEqual([
        platform,
        [platform],
      ]);
      expect(course.bookingUrl).not.toMatch(/golfnow\.com/);
    }
  });

  it('reads a course that sells only on GolfNow there, at the facility its booking link names', () => {
    const { known } = readSources();
    const built = buildCatalogue(
      [
        {
          slug: 'only-on-golfnow',
          name: 'Only On GolfNow',
          city: 'Longmont',
          zip: '80501',
          type: 'Public',
          website: '',
          platform: 'golfnow',
          booking_url: 'https://www.golfnow.com/tee-times/facility/453-arrowhead-golf-club/search',
          online_booking: 'yes',
          notes: '',
          lat: '40.17',
          lng: '-105.12',
        },
      ],
      known,
    );
    expect(built.courses[0]).toMatchObject({
      platform: 'golfnow',
      links: [
        {
          platform: 'golfnow',
          simulated: false,
          ids: { facilityId: 453, seoFriendlyName: '453-arrowhead-golf-club' },
        },
      ],
    });
  });

  it('finds the GolfNow facility in the notes, else by name, where the booking link names none', () => {
    const { known } = readSources();
    const row = (slug: string, name: string, notes: string) => ({
      slug,
      name,
      city: 'Longmont',
      zip: '80501',
      type: 'Public',
      website: '',
      platform: 'golfnow',
      booking_url: 'https://www.golfnow.com/tee-times/search',
      online_booking: 'yes',
      notes,
      lat: '40.17',
      lng: '-105.12',
    });
    const built = buildCatalogue(
      [
        row('noted-golf-course', 'Noted Golf Course', 'GolfNow facility 777 lists it.'),
        row('sunset-golf-course', 'Sunset Golf Course', ''),
      ],
      known,
    );
    expect(built.courses.map((course) => course.links[0]?.ids)).toEqual([
      { facilityId: 777, seoFriendlyName: '777-noted-golf-course' },
      // data/colorado-platform-ids.json knows Longmont's Sunset Golf Course as facility 8211.
      { facilityId: 8211, seoFriendlyName: '8211-sunset-golf-course' },
    ]);
  });

  it.each([
    ['clubcorp-at-black-bear-golf-club', 'its search answers 404'],
    ['desert-hawk-at-pueblo-west', 'its search answers 404'],
    ['tamarack-golf-course', 'its search answers 404'],
    ['walking-stick-golf-course', 'its search answers 404'],
    ['pelican-lakes-golf-country-club', 'it answers an empty sheet on every date'],
  ])('leaves %s without online booking: GolfNow knows the facility but %s', (courseId) => {
    expect(resolve(courseId)).toMatchObject({ onlineBooking: false, platform: null, links: [] });
  });

  it('links every Teesnap course to its site and the course id the site lists', () => {
    const teesnap = catalogue.courses.filter((course) => course.platform === 'teesnap');
    expect(Object.fromEntries(teesnap.map((course) => [course.id, course.links[0]?.ids]))).toEqual({
      'heather-gardens-golf-course': { subdomain: 'heathergardens', courseId: 148 },
      'hollydot-golf-course': { subdomain: 'hollydotgolf', courseId: 1550 },
      'mount-massive-golf-course': { subdomain: 'mtmassivegolf', courseId: 966 },
      'pagosa-springs-golf-club': { subdomain: 'golfpagosa', courseId: 339 },
      'the-course-at-petteys-park': { subdomain: 'petteyspark', courseId: 1239 },
    });
    for (const course of teesnap) {
      expect(course.links).toEqual([
        expect.objectContaining({ platform: 'teesnap', simulated: false }),
      ]);
      const { subdomain } = course.links[0]!.ids as { subdomain: string };
      expect(course.bookingUrl).toBe(`https://${subdomain}.teesnap.net/`);
    }
  });

  it('reads a course that left Teesnap on the platform the file says it moved to', () => {
    // Cattails moved to foreUP, Coyote Creek to MemberSports; their notes still name Teesnap.
    expect(resolve('cattails-golf-club')?.links).toEqual([
      expect.objectContaining({
        platform: 'foreup',
        ids: expect.objectContaining({ courseId: '22914' }),
      }),
    ]);
    expect(resolve('coyote-creek-golf-course')?.links).toEqual([
      expect.objectContaining({
        platform: 'membersports',
        ids: expect.objectContaining({ golfClubId: 3674, golfCourseId: 4730 }),
      }),
    ]);
  });

  it("links every Quick18 course to its portal, with the portal's numbers for it where known", () => {
    const quick18 = catalogue.courses.filter((course) => course.platform === 'quick18');
    expect(Object.fromEntries(quick18.map((course) => [course.id, course.links]))).toEqual({
      'beaver-creek-golf-club': [
        { platform: 'quick18', simulated: false, ids: { subdomain: 'beavercreek', courseIds: [] } },
      ],
      'keystone-ranch-golf-course': [
        {
          platform: 'quick18',
          simulated: false,
          ids: { subdomain: 'keystoneranch', courseIds: [] },
        },
      ],
      'the-river-course-at-keystone': [
        {
          platform: 'quick18',
          simulated: false,
          ids: { subdomain: 'riverkeystone', courseIds: [] },
        },
      ],
      // Thorncreek's 18 holes and its two nines.
      'thorncreek-golf-club': [
        {
          platform: 'quick18',
          simulated: false,
          ids: { subdomain: 'thorncreek', courseIds: [693, 694, 705] },
        },
      ],
    });
  });

  it('reads a course that left Quick18 on the platform the file says it sells on now', () => {
    // Homestead moved to MemberSports; Heritage Eagle Bend's public books on EZLinks.
    expect(resolve('homestead-golf-course')?.links).toEqual([
      expect.objectContaining({ platform: 'membersports', simulated: false }),
    ]);
    expect(resolve('heritage-eagle-bend-golf-club')?.links).toEqual([
      expect.objectContaining({ platform: 'ezlinks', simulated: false }),
    ]);
  });

  it('makes no EZLinks link for a course that only mentions EZLinks', () => {
    // Raccoon Creek's members use EZLinks portals; the public books it on TeeItUp.
    expect(resolve('raccoon-creek-golf-course')?.links).toEqual([
      expect.objectContaining({ platform: 'teeitup' }),
    ]);
  });

  it("reads a MemberSports link's numbers as the platform's page posts them: club, course, configuration, group", () => {
    const membersports = (id: string) => resolve(id)?.links[0]?.ids;
    // Fox Hollow's page, tee-times/3703/20589/0/7/0, asks for Golf Lakewood's group 7 with configuration 0.
    expect(membersports('fox-hollow-golf-course')).toEqual({
      golfClubId: 3703,
      golfCourseId: 20589,
      configurationTypeId: 0,
      golfClubGroupId: 7,
    });
    expect(membersports('coal-creek-golf-course')).toEqual({
      golfClubId: 3663,
      golfCourseId: 4714,
      configurationTypeId: 0,
      golfClubGroupId: 0,
    });
    // Broken Tee's custom page names no group, and Denver's group does not hold it.
    expect(membersports('broken-tee-golf-course')).toMatchObject({ golfClubGroupId: 0 });
  });

  it("gives each course of Denver's linked group its own club and course, in the group", () => {
    const denver = [
      'city-park-golf-course',
      'evergreen-golf-course',
      'harvard-gulch-golf-course',
      'kennedy-golf-course',
      'overland-park-golf-course',
      'wellshire-golf-course',
      'willis-case-golf-course',
    ].map((id) => resolve(id)?.links[0]?.ids as Record<string, number>);
    expect(denver.map((ids) => `${ids.golfClubId}/${ids.golfCourseId}`)).toEqual([
      '3660/4711',
      '3691/4751',
      '3713/4781',
      '3629/20573',
      '3755/4827',
      '3831/4928',
      '3833/4932',
    ]);
    expect(new Set(denver.map((ids) => ids.golfClubGroupId))).toEqual(new Set([1]));
  });
});
