import { escapeHtml } from '../home-page.js';
import { type StandIn } from '../stand-in.js';
import { platforms } from './catalogue.js';
import { formatMinute, isValidDate, toLocal, weekday } from './denver-time.js';
import { type PlatformGuard } from './platform-guard.js';
import { describeLink } from './platform-ids.js';
import { type TeeSheetContext, dollars } from './tee-sheet-context.js';
import { type Slot, type TeeSheetWorld, type WorldCourse } from './tee-sheet-world.js';

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Server-rendered pages of the simulated world: every course and each course-date's sheet. */
export function teeSheetPageStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'tee-sheets',
      name: 'Live tee sheets',
      description:
        'The simulated world as a person sees it: every course with a tee sheet, each date it has published, its slots with open spots and prices, the world clock, the request budgets and the active faults.',
      basePath: '/tee-sheets',
      pages: [{ title: 'Live tee sheets', path: '/tee-sheets' }],
    },
    plugin: async (app) => {
      const { world, guard } = context;

      app.get('/', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(renderCourses(world, guard)),
      );

      app.get('/:courseId/:date', async (request, reply) => {
        const { courseId, date } = request.params as { courseId: string; date: string };
        const worldCourse = world.course(courseId);
        if (!worldCourse || !isValidDate(date)) {
          return reply.code(404).send({ error: 'not found' });
        }
        return reply
          .type('text/html; charset=utf-8')
          .send(renderSheet(world, guard, worldCourse, date));
      });
    },
  };
}

function page(title: string, refreshSeconds: number, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="refresh" content="${refreshSeconds}">
  <title>${escapeHtml(title)}</title>
  <style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const style = `
  body { font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 72rem; padding: 0 1rem;
         color: #1d2b1f; background: #f6f8f4; line-height: 1.4; }
  h1 { color: #24572f; margin: 0 0 0.25rem; }
  a { color: #1f6f3a; }
  .bar { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.75rem; margin: 1rem 0; }
  .card { background: #fff; border: 1px solid #d5dfd2; border-radius: 8px; padding: 0.6rem 1rem; }
  .card h2 { font-size: 0.95rem; margin: 0 0 0.3rem; color: #24572f; }
  table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #d5dfd2; }
  th, td { text-align: left; padding: 0.3rem 0.6rem; border-bottom: 1px solid #e4ebe1; font-size: 0.92rem; }
  th { background: #e4ebe1; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  .dates a { display: inline-block; margin: 0 0.3rem 0.2rem 0; padding: 0.05rem 0.35rem;
             border: 1px solid #c9d8c4; border-radius: 4px; text-decoration: none; font-size: 0.85rem; }
  .spots { letter-spacing: 0.1rem; color: #1f6f3a; }
  tr.full td { color: #8a948a; }
  tr.blocked td { color: #8a948a; font-style: italic; }
  .fault { color: #9b2c1f; font-weight: 600; }
  .muted { color: #5f6d60; }
  code { background: #e4ebe1; padding: 0.05rem 0.25rem; border-radius: 3px; }
`;

function statusBar(world: TeeSheetWorld, guard: PlatformGuard): string {
  const local = toLocal(world.now());
  const faults =
    guard.faults.length === 0
      ? '<p class="muted">No faults injected.</p>'
      : `<ul>${guard.faults
          .map(
            (fault) =>
              `<li class="fault">${escapeHtml(fault.platform)}: ${escapeHtml(fault.kind)}${
                fault.ms === undefined ? '' : ` ${fault.ms} ms`
              }${fault.status === undefined ? '' : ` (${fault.status})`}, rate ${fault.rate}, ${
                fault.remaining === null ? 'until cleared' : `${fault.remaining} left`
              }, ${fault.hits} hit</li>`,
          )
          .join('')}</ul>`;
  const budgets = platforms
    .map((platform) => {
      const limit = guard.rateLimit(platform);
      const traffic = guard.stats(platform);
      const rate =
        limit.requestsPerSecond === null
          ? 'no limit'
          : `${limit.requestsPerSecond}/s, burst ${limit.burst}`;
      return `<tr><td>${platform}</td><td>${rate}</td><td class="num">${traffic.requests}</td><td class="num">${traffic.throttled}</td><td class="num">${traffic.faulted}</td></tr>`;
    })
    .join('');
  return `<div class="bar">
    <div class="card"><h2>World clock</h2>
      <p><strong>${escapeHtml(local.date)} ${formatMinute(local.minute)}</strong> Denver, speed ${world.clock.speed}x</p></div>
    <div class="card"><h2>Request budgets</h2>
      <table><tr><th>platform</th><th>budget</th><th>requests</th><th>429</th><th>faulted</th></tr>${budgets}</table></div>
    <div class="card"><h2>Faults</h2>${faults}</div>
  </div>`;
}

function dateLabel(date: string): string {
  return `${dayNames[weekday(date)] ?? ''} ${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

function renderCourses(world: TeeSheetWorld, guard: PlatformGuard): string {
  const rows = world.courses
    .map(({ course, profile }) => {
      const dates = world.openDates(course.id);
      const openToday = dates[0]
        ? world.sheet(course.id, dates[0]).filter((slot) => !slot.blocked && slot.openSpots > 0)
            .length
        : 0;
      const links = dates
        .map(
          (date) =>
            `<a href="/tee-sheets/${encodeURIComponent(course.id)}/${date}">${dateLabel(date)}</a>`,
        )
        .join('');
      return `<tr>
        <td><a href="/tee-sheets/${encodeURIComponent(course.id)}/${dates[0] ?? world.today()}">${escapeHtml(course.name)}</a><br><span class="muted">${escapeHtml(course.city)}</span></td>
        <td>${course.links.map((link) => link.platform).join(', ')}</td>
        <td class="num">${profile.holes}</td>
        <td class="num">$${dollars(profile.basePriceCents).toFixed(2)}</td>
        <td class="num">${openToday}</td>
        <td class="dates">${links}</td>
      </tr>`;
    })
    .join('');
  return page(
    'Live tee sheets - TeeWatch sandbox',
    30,
    `<h1>Live tee sheets</h1>
  <p>${world.courses.length} simulated courses, seed ${world.seed}. Golfers book and cancel as the world clock runs;
  the <a href="/">control API</a> opens slots, changes prices and injects faults.</p>
  ${statusBar(world, guard)}
  <table>
    <tr><th>course</th><th>platform</th><th>holes</th><th>base price</th><th>open today</th><th>published dates</th></tr>
    ${rows}
  </table>`,
  );
}

function renderSheet(
  world: TeeSheetWorld,
  guard: PlatformGuard,
  worldCourse: WorldCourse,
  date: string,
): string {
  const { course, profile } = worldCourse;
  const slots = world.sheet(course.id, date);
  const dates = world.openDates(course.id);
  const ids = course.links
    .map(
      (link) =>
        `<li><strong>${link.platform}</strong> <code>${escapeHtml(JSON.stringify(describeLink(course, link)))}</code></li>`,
    )
    .join('');
  const rows = slots.map(slotRow).join('');
  const empty = world.isDateOpen(course.id, date)
    ? 'Every slot of this date has started.'
    : `This date is not published (the booking window is ${profile.bookingWindowDays} days).`;
  return page(
    `${course.name} ${date} - TeeWatch sandbox`,
    10,
    `<p><a href="/tee-sheets">All courses</a></p>
  <h1>${escapeHtml(course.name)}</h1>
  <p>${escapeHtml(course.city)}, ${profile.holes} holes, every ${profile.intervalMinutes} minutes from
  ${formatMinute(profile.firstTeeMinute)}, booking window ${profile.bookingWindowDays} days,
  ${profile.cartIncluded ? 'cart included' : `cart $${dollars(profile.cartFeeCents).toFixed(2)} per rider`}.</p>
  <ul>${ids}</ul>
  <p class="dates">${dates
    .map((other) =>
      other === date
        ? `<strong>${dateLabel(other)}</strong> `
        : `<a href="/tee-sheets/${encodeURIComponent(course.id)}/${other}">${dateLabel(other)}</a>`,
    )
    .join('')}</p>
  ${statusBar(world, guard)}
  <h2>${dateLabel(date)} (${date})</h2>
  ${
    slots.length === 0
      ? `<p class="muted">${empty}</p>`
      : `<table>
    <tr><th>time</th><th>holes</th><th>open spots</th><th>booked</th><th>held</th><th>price</th><th>9 holes</th><th>note</th></tr>
    ${rows}
  </table>`
  }`,
  );
}

function slotRow(slot: Slot): string {
  const status = slot.blocked ? 'blocked' : slot.openSpots === 0 ? 'full' : 'open';
  const notes = [
    slot.blocked ? 'reserved by the course' : '',
    slot.twilight ? 'twilight' : '',
    slot.cartIncluded ? 'cart included' : '',
  ].filter((note) => note !== '');
  return `<tr class="${status}">
    <td>${slot.time}</td>
    <td class="num">${slot.holes}</td>
    <td><span class="spots">${'&#9679;'.repeat(slot.openSpots)}${'&#9675;'.repeat(
      slot.capacity - slot.openSpots,
    )}</span> ${slot.openSpots}</td>
    <td class="num">${slot.bookedPlayers}</td>
    <td class="num">${slot.heldPlayers}</td>
    <td class="num">$${dollars(slot.priceCents).toFixed(2)}</td>
    <td class="num">$${dollars(slot.ninePriceCents).toFixed(2)}</td>
    <td>${notes.join(', ')}</td>
  </tr>`;
}
