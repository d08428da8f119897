import { defineMessages, plural } from '../../../lib/i18n';

export const quickSearchMessages = defineMessages('resilience.quickSearch', {
  title: 'Search Open Tee Times',
  near: 'Near',
  date: 'Date',
  players: 'Players',
  search: 'Search',
  searchFailed: 'Search Failed',
  noneNear: (area: string, day: string) => `No open tee times near ${area} on ${day}.`,
  found: (count: number, day: string) =>
    `${plural(count, { one: '# open tee time', other: '# open tee times' })} on ${day}`,
  details: (price: string, spots: number, miles: string) =>
    `${price} a player · ${plural(spots, { one: '# spot', other: '# spots' })} · ${miles} miles`,
});
