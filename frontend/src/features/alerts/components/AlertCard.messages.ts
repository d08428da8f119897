import { defineMessages, plural } from '../../../lib/i18n';

export const alertCardMessages = defineMessages('alerts.card', {
  paused: 'Paused',
  active: 'Active',
  anyPrice: 'Any price',
  /** `price` is written as money ("$100"). */
  upTo: (price: string) => `Up to ${price}`,
  /** `names` are the course names, as the server sends them, joined by commas. */
  courses: (names: string) => `Courses: ${names}`,
  matchesNow: (count: number) =>
    plural(count, { one: '# tee time matches now', other: '# tee times match now' }),
  /** `count` is how far the list counts (100): more than that match. */
  moreMatchesNow: (count: number) => `More than ${count} tee times match now`,
  pausedNotWatching: 'Paused: not watching for tee times',
  noMatches: 'No tee times match right now',
  /** `checked` is how fresh the alert's tee sheets are ("Checked 3 minutes ago"). */
  checkBehind: (checked: string) =>
    `${checked}. Checks are running behind: the courses' booking sites limit how often we can look.`,
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  pauseFailed: 'Could not pause the alert',
  resumeFailed: 'Could not resume the alert',
  deleteFailed: 'Could not delete the alert',
  deleted: 'Alert deleted',
  /** The toast under "Alert deleted": the alert's place and its date written out. */
  deletedAlert: (place: string, day: string) => `${place}, ${day}`,
  confirmTitle: 'Delete this alert?',
  confirmBody: (place: string, day: string) =>
    `TeeWatch will stop watching for tee times in ${place} on ${day}. This cannot be undone.`,
  cancel: 'Cancel',
});
