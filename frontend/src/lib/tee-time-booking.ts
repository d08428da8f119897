import { createContext, type ReactNode } from 'react';
import { type AlertMatch } from '@teewatch/contracts';

/**
 * How a page books a matched tee time in one click: app/ fills this with the bookings feature's
 * button, so the alerts feature shows it without depending on that feature. Without it, a tee
 * time links to the course's own booking page.
 */
export type BookTeeTimeAction = (teeTime: AlertMatch, players: number) => ReactNode;

export const BookTeeTimeContext = createContext<BookTeeTimeAction | null>(null);
