import { formatCount } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

const teeTimes = (count: number) => plural(count, { one: '# tee time', other: '# tee times' });

/** The matches of one alert (AlertMatches) and each course's tee times in it (CourseMatches). */
export const alertMatchesMessages = defineMessages('alerts.matches', {
  loading: 'Loading matching tee times…',
  none: "No open tee times match right now. We'll keep watching.",
  course: 'Course',
  allCourses: 'All courses',
  time: 'Time',
  anyTime: 'Any time',
  summary: (teeTimeCount: number, courseCount: number) =>
    `${teeTimes(teeTimeCount)} at ${plural(courseCount, { one: '# course', other: '# courses' })}, best first`,
  filtered: (shown: number, total: number) =>
    `${formatCount(shown)} of ${teeTimes(total)} match these filters`,
  clearFilters: 'Clear filters',
  matchingTeeTimes: 'Matching tee times',
  /** The next batch of courses when many more are left. */
  showNextCourses: (batch: number, left: number) =>
    `Show ${formatCount(batch)} more courses (${formatCount(left)} left)`,
  showLastCourses: (count: number) =>
    plural(count, { one: 'Show # more course', other: 'Show # more courses' }),
  underAMile: 'Under a mile away',
  milesAway: (miles: number) => plural(miles, { one: '# mile away', other: '# miles away' }),
  notCheckedYet: 'Not checked yet',
  /** `course` is the course's name as the server sends it. */
  teeTimesAt: (course: string) => `Tee times at ${course}`,
  showMoreAt: (count: number, course: string) =>
    `Show ${plural(count, { one: '# more tee time', other: '# more tee times' })} at ${course}`,
  holes: (count: number) => plural(count, { one: '# hole', other: '# holes' }),
  spots: (count: number) => plural(count, { one: '# spot', other: '# spots' }),
  book: 'Book',
  new: 'New',
});
