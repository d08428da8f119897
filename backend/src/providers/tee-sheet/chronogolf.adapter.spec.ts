import { ChronogolfAdapter } from './chronogolf.adapter.js';
import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { type ChronogolfIds, type TeeSheetQuery } from './tee-sheet.provider.js';

const bookingUrl = 'https://www.chronogolf.com/club/broadlands-golf-course';
const ids: ChronogolfIds = { clubId: 18459, courseId: 21707, affiliationTypeId: 13866 };

function query(date = '2026-06-20', linkIds: ChronogolfIds = ids): TeeSheetQuery {
  return { link: { platform: 'chronogolf', ids: linkIds }, date, courseBookingUrl: bookingUrl };
}

interface SheetSlot {
  time: string;
  open: number;
  frozen?: boolean;
}

/**
 * A club's day as Chronogolf v1 answers it for a party size: every slot, `out_of_capacity` when
 * the party does not fit, and green fees either one per player asked for (`perParty`) or one per
 * player who fits (`perFittingPlayer`, the answer some clients count).
 */
function chronogolf(
  sheet: SheetSlot[],
  fees: 'perParty' | 'perFittingPlayer',
  date = '2026-06-20',
) {
  const parties: number[] = [];
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    const asked = new URL(url);
    urls.push(asked);
    const party = asked.searchParams.getAll('affiliation_type_ids[]').length;
    parties.push(party);
    const body = sheet.map((s, index) => {
      const fits = s.open >= party;
      const feeCount = fees === 'perParty' ? party : Math.min(party, s.open);
      return {
        id: 900000 + index,
        uuid: `b7f1c2d4-0000-4000-8000-00000000000${index}`,
        date,
        start_time: s.time,
        course_id: ids.courseId,
        hole: 1,
        round: 1,
        format: 'normal',
        event_id: null,
        frozen: s.frozen ?? false,
        out_of_capacity: !fits,
        restrictions: [],
        green_fees: Array.from({ length: feeCount }, () => ({
          affiliation_type_id: ids.affiliationTypeId,
          player_type_id: 5501,
          green_fee: 79.0,
          price: '79.0',
          subtotal: 79.0,
          half_cart: 12.5,
          one_person_cart: 25.0,
          teetime_id: 900000 + index,
        })),
      };
    });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { fetch, parties, urls };
}

function adapter(fetch: FetchLike) {
  return new ChronogolfAdapter(
    new PlatformHttpClient(
      'chronogolf',
      {
        baseUrl: 'http://127.0.0.1:4000/chronogolf',
        timeoutMs: 10000,
        retries: 0,
        retryBaseMs: 1,
        retryMaxMs: 1,
        maxRetryAfterMs: 1,
        ratePerSecond: 1000,
        breaker: { failureThreshold: 5, cooldownMs: 1000 },
      },
      { fetch },
    ),
  );
}

const mixedSheet: SheetSlot[] = [
  { time: '06:30', open: 4 },
  { time: '06:39', open: 3 },
  { time: '06:48', open: 1 },
  { time: '06:57', open: 0 },
  { time: '07:06', open: 4, frozen: true },
];

describe('ChronogolfAdapter', () => {
  it('asks v1 with the affiliation id once per player', async () => {
    const { fetch, urls } = chronogolf([{ time: '06:30', open: 4 }], 'perParty');
    await adapter(fetch).fetchTeeTimes(query());
    const url = urls[0];
    expect(url?.pathname).toBe('/chronogolf/marketplace/clubs/18459/teetimes');
    expect(url?.searchParams.get('date')).toBe('2026-06-20');
    expect(url?.searchParams.get('course_id')).toBe('21707');
    expect(url?.searchParams.get('nb_holes')).toBe('18');
    expect(url?.searchParams.getAll('affiliation_type_ids[]')).toEqual([
      '13866',
      '13866',
      '13866',
      '13866',
    ]);
  });

  it('finds open spots by asking for 4, 3, 2 and 1 players while some slot does not fit', async () => {
    const { fetch, parties } = chronogolf(mixedSheet, 'perParty');
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots])).toEqual([
      ['06:30', 4],
      ['06:39', 3],
      ['06:48', 1],
    ]);
    expect(parties).toEqual([4, 3, 2, 1]);
  });

  it('stops after one request when every slot fits four', async () => {
    const { fetch, parties } = chronogolf(
      [
        { time: '06:30', open: 4 },
        { time: '06:39', open: 4 },
      ],
      'perParty',
    );
    expect(await adapter(fetch).fetchTeeTimes(query())).toHaveLength(2);
    expect(parties).toEqual([4]);
  });

  it('stops as soon as every slot is placed', async () => {
    const { fetch, parties } = chronogolf(
      [
        { time: '06:30', open: 2 },
        { time: '06:39', open: 2 },
      ],
      'perParty',
    );
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => t.openSpots)).toEqual([2, 2]);
    expect(parties).toEqual([4, 3, 2]);
  });

  it('counts green fees in one request when the answer lists one per fitting player', async () => {
    const { fetch, parties } = chronogolf(mixedSheet, 'perFittingPlayer');
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots])).toEqual([
      ['06:30', 4],
      ['06:39', 3],
      ['06:48', 1],
    ]);
    expect(parties).toEqual([4]);
  });

  it('normalizes time, price and reference, with the offset of the day', async () => {
    const { fetch } = chronogolf([{ time: '06:30', open: 4 }], 'perParty', '2026-03-08');
    const [time] = await adapter(fetch).fetchTeeTimes(query('2026-03-08'));
    expect(time).toEqual({
      slotRef: 'b7f1c2d4-0000-4000-8000-000000000000',
      startsAt: '2026-03-08T06:30:00-06:00',
      localDate: '2026-03-08',
      localTime: '06:30',
      holes: 18,
      openSpots: 4,
      pricePerPlayerCents: 7900,
      cartIncluded: false,
      bookingUrl,
    });
  });

  it('asks for 9 holes on a course configured for 9', async () => {
    const { fetch, urls } = chronogolf([{ time: '6:30', open: 2 }], 'perParty');
    const [time] = await adapter(fetch).fetchTeeTimes(query('2026-06-20', { ...ids, nbHoles: 9 }));
    expect(urls[0]?.searchParams.get('nb_holes')).toBe('9');
    expect(time).toMatchObject({ holes: 9, localTime: '06:30', openSpots: 2 });
  });

  it('reports an invalid player type as a refusal', async () => {
    const fetch: FetchLike = async () =>
      new Response(JSON.stringify({ errors: ['Player type provided is not valid'] }), {
        status: 422,
      });
    await expect(adapter(fetch).fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'rejected',
      status: 422,
    });
  });
});
