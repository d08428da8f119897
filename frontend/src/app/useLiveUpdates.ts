import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useToast } from '../components/toast/useToast';
import { api } from '../lib/api';
import { useAccessibility } from '../lib/accessibility/accessibility-context';
import { messagesFor } from '../lib/i18n';
import { openLiveStream } from '../lib/live-stream';
import { loadStoredSession } from '../lib/session-storage';
import { liveUpdatesMessages } from './useLiveUpdates.messages';

/**
 * The cached data live events name. Declared here by name, not by importing each feature's API,
 * so the shell around every page carries none of their code or schemas.
 */
const liveData = api.enhanceEndpoints({
  addTagTypes: ['Alert', 'AlertMatches', 'Booking', 'Gamification', 'NotificationStats'],
});

/**
 * Keeps the open page current: each event from GET /api/live marks the data it names as stale,
 * and the queries on screen read it again at once (docs/live-updates.md). `sessionKey` changes
 * when the golfer signs in or out, so the stream is reopened as them.
 */
export function useLiveUpdates(sessionKey: string) {
  const dispatch = useDispatch();
  const { toast } = useToast();
  const { settings, announce } = useAccessibility();
  // Read when an event arrives, so turning the setting on or off does not reopen the stream.
  const screenReaderNews = useRef<(message: string) => void>(() => undefined);
  useEffect(() => {
    screenReaderNews.current = settings.screenReader ? announce : () => undefined;
  }, [settings.screenReader, announce]);
  useEffect(
    () =>
      openLiveStream({
        url: '/api/live',
        headers: (): Record<string, string> => {
          const session = loadStoredSession();
          return session ? { Authorization: `Bearer ${session.token}` } : {};
        },
        // The events' schemas load with the first event, not with the page.
        onEvent: async ({ name, data }) => {
          if (name === 'alerts') {
            const { liveAlertsEventSchema } = await import('@teewatch/contracts/live');
            const parsed = liveAlertsEventSchema.safeParse(data);
            if (!parsed.success) return;
            dispatch(
              liveData.util.invalidateTags(
                parsed.data.alertIds.flatMap((id) => [
                  { type: 'Alert' as const, id },
                  { type: 'AlertMatches' as const, id },
                ]),
              ),
            );
            screenReaderNews.current(messagesFor(liveUpdatesMessages).teeTimesChanged);
          } else if (name === 'bookings') {
            dispatch(liveData.util.invalidateTags([{ type: 'Booking', id: 'LIST' }]));
            screenReaderNews.current(messagesFor(liveUpdatesMessages).bookingsUpdated);
          } else if (name === 'achievements') {
            const { achievementCatalogue, liveAchievementsEventSchema } =
              await import('@teewatch/contracts/gamification');
            const parsed = liveAchievementsEventSchema.safeParse(data);
            if (!parsed.success) return;
            dispatch(liveData.util.invalidateTags(['Gamification']));
            const unlocked = achievementCatalogue.find(
              ({ id }) => id === parsed.data.achievementIds[0],
            );
            if (unlocked) {
              // The achievement's name in the golfer's language; its words load with the news.
              const { achievementWords } = await import('../features/gamification/catalogue');
              const text = messagesFor(liveUpdatesMessages);
              toast({
                title: text.achievementUnlocked,
                description: text.achievementReward(
                  achievementWords(unlocked).name,
                  unlocked.points,
                ),
                variant: 'success',
                afterCurrent: true,
              });
            }
          } else if (name === 'notifications') {
            dispatch(liveData.util.invalidateTags(['NotificationStats']));
          }
        },
        onReconnect: () => {
          dispatch(
            liveData.util.invalidateTags([
              { type: 'Alert', id: 'LIST' },
              'AlertMatches',
              { type: 'Booking', id: 'LIST' },
              'NotificationStats',
              'Gamification',
            ]),
          );
        },
      }),
    [dispatch, sessionKey, toast],
  );
}
