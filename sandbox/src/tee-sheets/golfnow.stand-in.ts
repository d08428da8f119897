import { type FastifyReply } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { type GolfnowIds } from './catalogue.js';
import { isValidDate, pad2 } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { hash32 } from './seeded-random.js';
import { type Endpoints, type TeeSheetContext, dollars } from './tee-sheet-context.js';
import { type Slot, type WorldCourse } from './tee-sheet-world.js';

export const golfnowEndpoints: Endpoints = [
  {
    method: 'POST',
    path: '/golfnow/api/tee-times/tee-time-search-results',
    summary:
      'JSON {facilityId, searchType: "Facility", date: "Jun 20 2026", pageSize, pageNumber, teeTimeCount, players (0: any), holes ("Any", "Eighteen", "Nine"), timeMin and timeMax (half hours after midnight, 0 to 48), priceMin, priceMax, ...}: {ttResults: {teeTimes, total, startIndex}}, a page of the facility\'s open tee times. A tee time: {facilityId, facility {facilityId, name, seoFriendlyName}, time {date (the course\'s wall clock labelled "+00:00"), formatted "7:10", formattedTimeMeridian "AM"}, playerRule (the party sizes still sold: "One", "OneTwo", "OneTwoThree", "Any" or "OneTwoThreeFour"), detailUrl, displayRate {value}, teeTimeRates [{teeTimeRateId, rateName, holeCount, isNine, isEighteen, isHotDeal, singlePlayerPrice {greensFees {value}}, isCartIncluded}]}; some facilities answer the older rate shape (greensFees on the rate, no isCartIncluded). A facility without searchable inventory answers 404; an unreadable search 400.',
  },
];

interface Facility {
  worldCourse: WorldCourse;
  ids: GolfnowIds;
}

/** A rate GolfNow sells a tee time at: its round, its green fee per player, whether a cart is in. */
interface Rate {
  name: string;
  holes: 9 | 18;
  cents: number;
  cart: boolean;
  hotDeal: boolean;
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const notFound = page(
  'Page Not Found | GolfNow',
  "<h1>Sorry, we can't find that page.</h1><p>The page you are looking for may have moved.</p>",
);

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Jun 20 2026" (or "Jun 5 2026", "June 20 2026") as "2026-06-20"; undefined if unreadable. */
export function fromGolfnowDate(value: unknown): string | undefined {
  const match = /^\s*([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\s*$/.exec(
    String(value ?? ''),
  );
  const month = months.indexOf(match?.[1]?.toLowerCase() ?? '');
  if (!match || month < 0) return undefined;
  const date = `${match[3]}-${pad2(month + 1)}-${pad2(Number(match[2]))}`;
  return isValidDate(date) ? date : undefined;
}

/** The older shape (the fee on the rate, no cart flag, "OneTwoThreeFour"): decided per facility. */
function olderShape(facility: Facility): boolean {
  return hash32('golfnow-older-shape', facility.ids.facilityId) % 3 === 0;
}

/** About a third of the 18-hole facilities also sell nine holes on GolfNow. */
function sellsNine(facility: Facility): boolean {
  return hash32('golfnow-nine', facility.ids.facilityId) % 3 === 0;
}

/**
 * The rates of a tee time: the course's own (walking and with the cart, where the cart is extra),
 * nine holes where the facility sells them, and a Hot Deal on some midday tee times.
 */
function ratesOf(facility: Facility, slot: Slot): Rate[] {
  const { cartIncluded, cartFeeCents, priceCents } = slot;
  if (slot.holes === 9)
    return [{ name: '9 Holes', holes: 9, cents: priceCents, cart: cartIncluded, hotDeal: false }];
  const rates: Rate[] = cartIncluded
    ? [{ name: '18 Holes', holes: 18, cents: priceCents, cart: true, hotDeal: false }]
    : [
        { name: '18 Holes Walking', holes: 18, cents: priceCents, cart: false, hotDeal: false },
        {
          name: '18 Holes with Cart',
          holes: 18,
          cents: priceCents + cartFeeCents,
          cart: true,
          hotDeal: false,
        },
      ];
  if (sellsNine(facility))
    rates.push({
      name: '9 Holes',
      holes: 9,
      cents: slot.ninePriceCents,
      cart: cartIncluded,
      hotDeal: false,
    });
  const midday = slot.minute >= 11 * 60 && slot.minute < 14 * 60;
  if (
    midday &&
    hash32('golfnow-hot-deal', facility.ids.facilityId, slot.date, slot.minute) % 3 === 0
  )
    rates.push({
      name: 'Hot Deal',
      holes: 18,
      cents: Math.max(100, Math.round((priceCents * 0.8) / 100) * 100),
      cart: cartIncluded,
      hotDeal: true,
    });
  return rates;
}

/** The party sizes a tee time still sells, as GolfNow names them. */
function playerRule(openSpots: number, older: boolean): string {
  if (openSpots >= 4) return older ? 'OneTwoThreeFour' : 'Any';
  return ['One', 'Two', 'Three'].slice(0, openSpots).join('');
}

const usd = (cents: number) => ({ value: dollars(cents), currencyCode: 'USD' });

/** One tee time as the search lists it. */
function renderTeeTime(facility: Facility, slot: Slot): Record<string, unknown> {
  const { facilityId, seoFriendlyName } = facility.ids;
  const older = olderShape(facility);
  const rule = playerRule(slot.openSpots, older);
  const sold = ratesOf(facility, slot);
  const rates = sold.map((rate, index) => {
    const teeTimeRateId =
      60_000_000 + (hash32('golfnow-rate', facilityId, slot.slotNumber, index) % 9_000_000);
    const fee = usd(rate.cents);
    return {
      teeTimeRateId,
      rateName: rate.name,
      holeCount: rate.holes,
      isNine: rate.holes === 9,
      isEighteen: rate.holes === 18,
      playerRule: rule,
      isHotDeal: rate.hotDeal,
      detailUrl: `/tee-times/facility/${facilityId}/tee-time/${teeTimeRateId}`,
      ...(older
        ? { greensFees: fee }
        : {
            isCartIncluded: rate.cart,
            singlePlayerPrice: {
              greensFees: fee,
              feeMessagingDisplayRates: { totalPrice: usd(rate.cents + 299) },
            },
          }),
    };
  });
  const cents = sold.map((rate) => rate.cents);
  const cheapest = rates[cents.indexOf(Math.min(...cents))]!;
  const hours = Math.floor(slot.minute / 60);
  return {
    facilityId,
    facility: {
      facilityId,
      name: facility.worldCourse.course.name,
      seoFriendlyName,
      address: { city: facility.worldCourse.course.city, stateProvinceCode: 'CO' },
    },
    time: {
      // The course's wall clock, labelled as if it were UTC, as GolfNow writes it.
      date: `${slot.date}T${pad2(hours)}:${pad2(slot.minute % 60)}:00+00:00`,
      formatted: `${((hours + 11) % 12) + 1}:${pad2(slot.minute % 60)}`,
      formattedTimeMeridian: hours < 12 ? 'AM' : 'PM',
    },
    timeHour: hours,
    playerRule: rule,
    detailUrl: cheapest.detailUrl,
    displayRate: usd(Math.min(...cents)),
    minTeeTimeRate: usd(Math.min(...cents)),
    maxTeeTimeRate: usd(Math.max(...cents)),
    multipleHolesRate: slot.holes,
    teeTimeRates: rates,
  };
}

/** A search answer with its tee times taken out: the sheet of a day without any. */
export function emptiedSearch(payload: string): string {
  try {
    const body = JSON.parse(payload) as { ttResults?: Record<string, unknown> };
    if (body.ttResults && typeof body.ttResults === 'object')
      return JSON.stringify({ ...body, ttResults: { ...body.ttResults, teeTimes: [], total: 0 } });
  } catch {
    // Not JSON (an HTML page): nothing to empty.
  }
  return payload;
}

/** A number field of the search, `otherwise` where it is left out; NaN where it is unreadable. */
function numberOf(value: unknown, otherwise: number): number {
  if (value === undefined || value === null || value === '') return otherwise;
  return Number(value);
}

/** The search's filters, or undefined where the platform would not read the search. */
function readSearch(body: Record<string, unknown>) {
  const date = fromGolfnowDate(body.date);
  const facilityId = numberOf(body.facilityId, NaN);
  const holes = String(body.holes ?? 'Any').toLowerCase();
  const filters = {
    players: numberOf(body.players, 0),
    timeMin: numberOf(body.timeMin, 0),
    timeMax: numberOf(body.timeMax, 48),
    priceMin: numberOf(body.priceMin, 0),
    priceMax: numberOf(body.priceMax, Infinity),
    pageSize: numberOf(body.pageSize, 30),
    teeTimeCount: numberOf(body.teeTimeCount, Infinity),
    pageNumber: numberOf(body.pageNumber, 0),
  };
  const readable = Object.values(filters).every((value) => !Number.isNaN(value));
  if (
    !date ||
    !Number.isInteger(facilityId) ||
    !readable ||
    !['any', 'eighteen', 'nine'].includes(holes) ||
    filters.pageSize < 1 ||
    filters.pageNumber < 0
  )
    return undefined;
  return { ...filters, date, facilityId, holes };
}

/**
 * GolfNow: the public search of www.golfnow.com, served under /golfnow, for the catalogue courses
 * with a GolfNow link. One JSON search per facility and date answers a page of its open tee times
 * with GolfNow's rates (its Hot Deals among them). Booking needs the golfer's own GolfNow account,
 * so only searching is served.
 */
export function golfnowStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'golfnow',
      name: 'GolfNow',
      description:
        "GolfNow's tee-time search under /golfnow, for the catalogue courses with a GolfNow link: one JSON search per facility and date, paged, each tee time with its party sizes still sold and GolfNow's rates (Hot Deals at midday), the wall clock labelled as UTC, the older rate shape at some facilities, and 404 for a facility without searchable inventory. Booking needs the golfer's own GolfNow account, so only searching is served.",
      basePath: '/golfnow',
      endpoints: golfnowEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const facilities = new Map<number, Facility>();
      for (const worldCourse of world.courses)
        for (const link of worldCourse.course.links)
          if (link.platform === 'golfnow')
            facilities.set(link.ids.facilityId, { worldCourse, ids: link.ids });

      guardPlatform(app, guard, 'golfnow', {
        tooManyRequests: {
          contentType: 'text/html; charset=utf-8',
          body: page('Too Many Requests', '<h1>Too Many Requests</h1>'),
        },
        unauthorized: {
          contentType: 'text/html; charset=utf-8',
          body: page(
            'Access Denied',
            "<h1>Access Denied</h1><p>You don't have permission to access this resource.</p>",
          ),
        },
        serverError: {
          contentType: 'text/html; charset=utf-8',
          body: page('Error | GolfNow', '<h1>Something went wrong.</h1>'),
        },
        emptied: emptiedSearch,
      });

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(body);

      app.post('/api/tee-times/tee-time-search-results', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const search = readSearch(body);
        if (!search) return reply.code(400).send({ message: 'The request is invalid.' });
        const facility = facilities.get(search.facilityId);
        if (!facility) return html(reply, 404, notFound);
        const listed = world
          .sheet(facility.worldCourse.course.id, search.date)
          .filter(
            (slot) =>
              !slot.blocked &&
              slot.openSpots > 0 &&
              slot.openSpots >= search.players &&
              slot.minute >= search.timeMin * 30 &&
              slot.minute < search.timeMax * 30,
          )
          .map((slot) => ({ slot, rates: ratesOf(facility, slot) }))
          .filter(({ rates }) => {
            const sold = rates.filter(
              (rate) => search.holes === 'any' || rate.holes === (search.holes === 'nine' ? 9 : 18),
            );
            const cheapest = Math.min(...sold.map((rate) => dollars(rate.cents)));
            return sold.length > 0 && cheapest >= search.priceMin && cheapest <= search.priceMax;
          })
          .map(({ slot }) => renderTeeTime(facility, slot));
        const size = Math.min(search.pageSize, search.teeTimeCount);
        const startIndex = search.pageNumber * size;
        return {
          ttResults: {
            teeTimes: listed.slice(startIndex, startIndex + size),
            total: listed.length,
            startIndex,
          },
        };
      });
    },
  };
}
