import type { TimePreference } from '@teewatch/contracts';
import { formatDollars } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

const spots = (count: number) => plural(count, { one: '# spot', other: '# spots' });

/** "Wellshire Golf Course, Sat, Jun 20 at 8:10 AM, 4 players": a group alert's booked tee time. */
const teeTime = (course: string, day: string, time: string, players: number) =>
  `${course}, ${day} at ${time}, ${plural(players, { one: '# player', other: '# players' })}`;

/** Group, golfer and course names, and areas, are shown as they come. */
export const groupsCardMessages = defineMessages('gamification.groups', {
  title: 'Golf Groups',
  loading: 'Loading your groups…',
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `Your groups could not be loaded. ${reason}`,
  intro:
    'Play with the same friends? Make a group, then a group alert: everyone hears when a tee time with room for you all opens, and answers In or Out.',
  friendsFirst: 'Groups are made from friends: add one in Friends first.',
  newGroup: 'New group',
  groupName: 'Group name',
  friendsInGroup: 'Friends in the group',
  createGroup: 'Create Group',
  groupCreated: 'Group Created',
  /** The refusals of a new group, as the API words them. */
  nameTooLong: 'name: must be at most 60 characters',
  tooManyFriends: (max: number) => `memberIds: must add at most ${max} friends`,
  friendsOnly: 'memberIds: must list your friends only',
  noSuchGroup: 'No such group.',
  deleteGroup: 'Delete group',
  leaveGroup: 'Leave group',
  /** A group alert's heading: "Denver Metro, Sat, Jun 20, Morning, 4 spots, up to $70". */
  alertSummary: (
    watched: string,
    day: string,
    time: string,
    count: number,
    maxPrice: number | null,
  ) =>
    `${watched}, ${day}, ${time}, ${spots(count)}${maxPrice !== null ? `, up to ${formatDollars(maxPrice)}` : ''}`,
  times: {
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
    any: 'Any time',
  } satisfies Record<TimePreference, string>,
  noMatch: 'No tee time with room for the group yet. Everyone is told when one opens.',
  teeTimesFor: (watched: string) => `Tee times for ${watched}`,
  spots,
  /** Who answered In and Out, after the tee time's spots and price. */
  inNames: (names: string) => `In: ${names}`,
  outNames: (names: string) => `Out: ${names}`,
  areYouIn: (course: string, time: string) => `Are you in for ${course} at ${time}?`,
  answerIn: 'In',
  answerOut: 'Out',
  bookForGroup: 'Book for the group',
  youAreBooking: 'You are booking for the group…',
  memberIsBooking: (name: string) => `${name} is booking for the group…`,
  youBooked: (
    course: string,
    day: string,
    time: string,
    players: number,
    confirmation: string | null,
  ) =>
    `You booked ${teeTime(course, day, time, players)} for the group${confirmation ? ` (confirmation ${confirmation})` : ''}.`,
  memberBooked: (
    name: string,
    course: string,
    day: string,
    time: string,
    players: number,
    confirmation: string | null,
  ) =>
    `${name} booked ${teeTime(course, day, time, players)} for the group${confirmation ? ` (confirmation ${confirmation})` : ''}.`,
  youAreFinishing: (course: string, day: string, time: string, players: number) =>
    `You are finishing the booking of ${teeTime(course, day, time, players)} on the course's page.`,
  memberIsFinishing: (name: string, course: string, day: string, time: string, players: number) =>
    `${name} is finishing the booking of ${teeTime(course, day, time, players)} on the course's page.`,
  finishOnCoursePage: "Finish on the course's page",
  newAlert: 'New group alert',
  area: 'Area',
  date: 'Date',
  time: 'Time',
  spotsLabel: 'Spots',
  maxPrice: 'Maximum price',
  createAlert: 'Create Group Alert',
  cancel: 'Cancel',
  alertCreated: 'Group Alert Created',
  everyoneTold: 'Everyone in the group will be told.',
  /** The refusals of a new group alert, as the API words them. */
  pastDate: 'date: must be today or later',
  priceTooLow: 'maxPrice: must be a price in dollars above 0',
  priceTooHigh: (max: number) => `maxPrice: must be at most ${formatDollars(max)}`,
  alertLimit: (max: number) =>
    `You already have ${plural(max, { one: '# active alert', other: '# active alerts' })}, the most at once. Pause or delete one first.`,
});
