import { useEffect } from 'react';
import { todayInDenver } from '../../../lib/format';
import { useCheckInMutation } from '../api/check-in.api';

const storageKey = (userId: string) => `teewatch:checked-in:${userId}`;

/**
 * Opening TeeWatch signed in makes today an active day for streaks (docs/gamification.md): told
 * to the server once a Denver day per browser, and again on a later day however long the tab
 * stays open (it is checked whenever the page becomes visible).
 */
export function useDailyCheckIn(userId: string | null) {
  const [checkIn] = useCheckInMutation();
  useEffect(() => {
    if (!userId) return;
    const report = () => {
      const today = todayInDenver();
      if (document.visibilityState !== 'visible') return;
      if (window.localStorage.getItem(storageKey(userId)) === today) return;
      void checkIn().then((answer) => {
        if (!answer.error) window.localStorage.setItem(storageKey(userId), today);
      });
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [userId, checkIn]);
}
