import { type PushMessage } from '../../providers/push/push.provider.js';

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The push message about one matched tee time. */
export function teeTimePush(input: {
  alertId: string;
  teeTimeId: string;
  courseName: string;
  startsAt: Date;
  openSpots: number;
  priceCents: number;
}): PushMessage {
  const spots = `${input.openSpots} ${input.openSpots === 1 ? 'spot' : 'spots'}`;
  const price = `$${(input.priceCents / 100).toFixed(input.priceCents % 100 === 0 ? 0 : 2)}/player`;
  return {
    title: `Tee time open at ${input.courseName}`,
    body: `${when.format(input.startsAt)} · ${spots} · ${price}`,
    url: `/alerts?alert=${input.alertId}`,
    // One fixed tag (spec core 7): a newer tee-time notification replaces the older one.
    tag: 'teewatch-tee-time',
    data: { alertId: input.alertId, teeTimeId: input.teeTimeId },
  };
}

/** One push for several tee times an alert matched while its ten-minute interval held them back. */
export function teeTimesDigestPush(
  alertId: string,
  items: {
    teeTimeId: string;
    courseName: string;
    startsAt: Date;
    openSpots: number;
    priceCents: number;
  }[],
): PushMessage {
  const courses = [...new Set(items.map((item) => item.courseName))];
  const where = courses.length === 1 ? `at ${courses[0]}` : `at ${courses.length} courses`;
  const first = items[0]!;
  return {
    title: `${items.length} tee times open ${where}`,
    body: `Soonest: ${when.format(first.startsAt)}, ${first.courseName} · ${first.openSpots} ${first.openSpots === 1 ? 'spot' : 'spots'}`,
    url: `/alerts?alert=${alertId}`,
    tag: 'teewatch-tee-time',
    data: { alertId, teeTimeIds: items.map((item) => item.teeTimeId) },
  };
}

/** What the Test Alert button sends. */
export function testPush(): PushMessage {
  return {
    title: 'TeeWatch test notification',
    body: 'Push notifications work. This is where you will hear the moment a tee time opens.',
    url: '/notifications',
    tag: 'teewatch-test',
  };
}
