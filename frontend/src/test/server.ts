import {
  defaultGolfPreferences,
  defaultNotificationPreferences,
  urgencyLevels,
} from '@teewatch/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mocked network for every test; each test adds the handlers it needs with server.use. The
 * live stream answers 204 (nothing to stream) unless a test serves it, a signed-in app's daily
 * check-in (useDailyCheckIn) is taken, no email was sent yet, and a signed-in golfer has never
 * finished onboarding and has nothing yet: no bookings, friends, groups or contacts, and the
 * default notification settings (the dashboard and the booking dialog read these). Alerts are
 * each test's own: a list that forgot an alert just made would hide it.
 */
export const server = setupServer(
  http.get('*/api/live', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/gamification/update-streak', () =>
    HttpResponse.json({ success: true, streakDays: 1 }),
  ),
  http.get('*/api/email/attempts', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/onboarding', () =>
    HttpResponse.json({
      success: true,
      data: {
        completedAt: null,
        completedSteps: [],
        location: null,
        preferences: defaultGolfPreferences,
        urgencyLevels: [...urgencyLevels],
      },
    }),
  ),
  http.get('*/api/bookings', () => HttpResponse.json({ success: true, bookings: [] })),
  http.get('*/api/groups', () => HttpResponse.json({ success: true, groups: [] })),
  http.get('*/api/friends', () =>
    HttpResponse.json({
      success: true,
      myUserId: 'user-1',
      friends: [],
      incoming: [],
      outgoing: [],
      invitations: [],
    }),
  ),
  http.get('*/api/contacts', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/smart-notifications/preferences', () =>
    HttpResponse.json({ success: true, data: defaultNotificationPreferences }),
  ),
);
