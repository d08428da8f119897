import {
  ChronogolfAdapter,
  parseChronogolfTimes,
  partyMayBook,
  slotKey,
} from './chronogolf.adapter.js';
import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { dollarsToCents } from './slot-parsing.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type ChronogolfIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

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

const restrictionOnSingles =
  'Single players are not allowed to book online onto a fully empty tee time. This is a feature activated by the golf course. Please call the pro shop for more details or to request a booking.';

/**
 * A club's day as Chronogolf v1 answers it for a party size, as the captured answers show:
 * every slot, `out_of_capacity` when the party does not fit, one green fee per player asked for
 * (a full slot too). Where the club keeps single golfers off empty tee times (`singlesKeptOff`),
 * a single asking for an empty slot gets the restriction and no `green_fees` key.
 */
function chronogolf(sheet: SheetSlot[], date = '2026-06-20', singlesKeptOff = false) {
  const parties: number[] = [];
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    const asked = new URL(url);
    urls.push(asked);
    const party = asked.searchParams.getAll('affiliation_type_ids[]').length;
    parties.push(party);
    const body = sheet.map((s, index) => {
      const restricted = singlesKeptOff && party === 1 && s.open === 4;
      const id = 900000 + index;
      return {
        id,
        uuid: `b7f1c2d4-0000-4000-8000-00000000000${index}`,
        course_id: ids.courseId,
        start_time: s.time,
        date,
        event_id: null,
        hole: 1,
        round: 1,
        format: 'normal',
        departure: null,
        restrictions: restricted ? [restrictionOnSingles] : [],
        out_of_capacity: s.open < party,
        frozen: s.frozen ?? false,
        ...(restricted ? {} : { green_fees: Array.from({ length: party }, () => fee(id)) }),
      };
    });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { fetch, parties, urls };
}

const fee = (teetimeId: number) => ({
  player_type_id: ids.affiliationTypeId,
  green_fee: 79.0,
  half_cart: 12.5,
  one_person_cart: null,
  subtotal: 79.0,
  teetime_id: teetimeId,
  affiliation_type_id: ids.affiliationTypeId,
  price: '79.0',
  one_person_cart_price: null,
  half_cart_price: 12.5,
});

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

/** A real v1 answer, party of one (test/platform-answers/captured/README.md says where from). */
const captured = () => capturedJson('chronogolf-v1-teetimes.json');

describe('ChronogolfAdapter', () => {
  it('asks v1 with the affiliation id once per player, a single first', async () => {
    const { fetch, urls } = chronogolf([{ time: '06:30', open: 4 }]);
    await adapter(fetch).fetchTeeTimes(query());
    for (const url of urls) {
      expect(url.pathname).toBe('/chronogolf/marketplace/clubs/18459/teetimes');
      expect(url.searchParams.get('date')).toBe('2026-06-20');
      expect(url.searchParams.get('course_id')).toBe('21707');
      expect(url.searchParams.get('nb_holes')).toBe('18');
    }
    expect(urls.map((url) => url.searchParams.getAll('affiliation_type_ids[]'))).toEqual([
      ['13866'],
      ['13866', '13866', '13866', '13866'],
    ]);
  });

  it('finds open spots by asking for 1, then 4, 3 and 2 players while some slot is not placed', async () => {
    const { fetch, parties } = chronogolf(mixedSheet);
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots])).toEqual([
      ['06:30', 4],
      ['06:39', 3],
      ['06:48', 1],
    ]);
    expect(parties).toEqual([1, 4, 3, 2]);
  });

  it('asks once when every slot is full: the single is out of capacity everywhere', async () => {
    const { fetch, parties } = chronogolf([
      { time: '06:30', open: 0 },
      { time: '06:39', open: 0 },
    ]);
    expect(await adapter(fetch).fetchTeeTimes(query())).toEqual([]);
    expect(parties).toEqual([1]);
  });

  it('stops asking once every slot with room is placed', async () => {
    const { fetch, parties } = chronogolf([
      { time: '06:30', open: 4 },
      { time: '06:39', open: 3 },
    ]);
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => t.openSpots)).toEqual([4, 3]);
    expect(parties).toEqual([1, 4, 3]);
  });

  it('reads an empty tee time that single golfers may not book as four spots for two or more', async () => {
    const { fetch, parties } = chronogolf(
      [
        { time: '06:30', open: 4 },
        { time: '06:39', open: 2 },
      ],
      '2026-06-20',
      true,
    );
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots, t.minPlayers])).toEqual([
      ['06:30', 4, 2],
      ['06:39', 2, 1],
    ]);
    expect(parties).toEqual([1, 4, 3, 2]);
  });

  it("reads a single's answer in which every slot is kept from singles (no green fees at all)", async () => {
    const { fetch } = chronogolf([{ time: '06:30', open: 4 }], '2026-06-20', true);
    const times = await adapter(fetch).fetchTeeTimes(query());
    expect(times).toMatchObject([{ localTime: '06:30', openSpots: 4, minPlayers: 2 }]);
  });

  it('normalizes time, price and reference, with the offset of the day', async () => {
    const { fetch } = chronogolf([{ time: '06:30', open: 4 }], '2026-03-08');
    const [time] = await adapter(fetch).fetchTeeTimes(query('2026-03-08'));
    expect(time).toEqual({
      slotRef: 'b7f1c2d4-0000-4000-8000-000000000000',
      startsAt: '2026-03-08T06:30:00-06:00',
      localDate: '2026-03-08',
      localTime: '06:30',
      holes: 18,
      openSpots: 4,
      minPlayers: 1,
      pricePerPlayerCents: 7900,
      cartIncluded: false,
      bookingUrl,
    });
  });

  it('asks for 9 holes on a course configured for 9', async () => {
    const { fetch, urls } = chronogolf([{ time: '6:30', open: 2 }]);
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

describe('a captured real v1 answer (Rock Spring, party of one)', () => {
  it('reads every slot: full, open to a single, kept from a single, open at another price', () => {
    const slots = parseChronogolfTimes(captured(), noopTeeSheetMetrics);
    expect(
      slots.map((slot) => [
        slot.start_time,
        slot.out_of_capacity,
        partyMayBook(slot),
        slot.green_fees.map((fee) => dollarsToCents(fee.green_fee ?? 0)),
      ]),
    ).toEqual([
      ['07:00', true, false, [10900]],
      ['07:30', false, true, [10900]],
      ['08:00', false, false, []],
      ['13:00', false, true, [9300]],
    ]);
    expect(slots.map(slotKey)).toEqual([
      '983d6224-f56f-4920-9f73-dd1596fbdfd1',
      '68495168-2e19-43f9-9250-20b5f0cb165e',
      '458402b9-045d-4fa1-ad61-da61e4211994',
      'fab3dec3-c1b8-44bb-ab12-8b4d2715750b',
    ]);
  });

  it('makes tee times of it: the full slot left out, the price without the cart, in cents', async () => {
    // Only party-of-one answers were captured; here no larger party fits any slot.
    const single = captured() as Record<string, unknown>[];
    const noLargerParty = single.map((slot) => ({ ...slot, out_of_capacity: true }));
    const fetch: FetchLike = async (url) => {
      const party = new URL(url).searchParams.getAll('affiliation_type_ids[]').length;
      return new Response(JSON.stringify(party === 1 ? single : noLargerParty), { status: 200 });
    };
    const times = await adapter(fetch).fetchTeeTimes(query('2026-07-13'));
    expect(times).toEqual([
      expect.objectContaining({
        slotRef: '68495168-2e19-43f9-9250-20b5f0cb165e',
        localTime: '07:30',
        holes: 18,
        openSpots: 1,
        minPlayers: 1,
        pricePerPlayerCents: 10900,
        cartIncluded: false,
      }),
      expect.objectContaining({
        slotRef: 'fab3dec3-c1b8-44bb-ab12-8b4d2715750b',
        localTime: '13:00',
        openSpots: 1,
        pricePerPlayerCents: 9300,
      }),
    ]);
  });

  it('reads an answer made only of slots kept from singles, where it failed the whole read', async () => {
    const [, , keptFromSingles] = captured() as unknown[];
    const slots = parseChronogolfTimes([keptFromSingles], noopTeeSheetMetrics);
    expect(slots).toMatchObject([{ start_time: '08:00', out_of_capacity: false, green_fees: [] }]);
    expect(slots.map(partyMayBook)).toEqual([false]);
  });
});
