import { createContext, type ReactNode } from 'react';
import { type AlertMatch } from '@teewatch/contracts';

/**
 * How a page books a matched tee time in one click: app/ fills this with the bookings feature's
 * button, so the alerts feature shows it without depending on that feature. Without it, a tee
 * time links to the course's own booking page.
 */
export type BookTeeTimeAction = (teeTime: AlertMatch, players: number) => ReactNode;

export const BookTeeTimeContext = createContext<BookTeeTimeAction | null>(null);

/** What the booking dialog shows of a tee time. */
export type BookableTeeTime = Pick<
  AlertMatch,
  'id' | 'courseName' | 'date' | 'time' | 'holes' | 'spots' | 'price'
>;

/** A golf group's alert a member books for: the whole group's spots, once for everyone. */
export interface GroupBookingTarget {
  groupId: string;
  alertId: string;
  spots: number;
}

/**
 * "Book for the group" on a group alert's tee time: app/ fills this with the bookings feature's
 * button, as for BookTeeTimeContext. Without it, the tee time links to the course's page.
 */
export type BookForGroupAction = (teeTime: BookableTeeTime, group: GroupBookingTarget) => ReactNode;

export const BookForGroupContext = createContext<BookForGroupAction | null>(null);
