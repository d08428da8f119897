import type { AccessGrantResponse, Alert } from '@teewatch/contracts';

export function makeGrant(overrides: Partial<AccessGrantResponse> = {}): AccessGrantResponse {
  return {
    success: true,
    message: 'Welcome to the TeeWatch private beta.',
    type: 'private_beta',
    usesRemaining: 9998,
    invitedBy: 'Jane Doe',
    expiresAt: null,
    user: {
      name: 'Beta Golfer',
      features: ['Real-time tee-time alerts', 'Push, email and SMS notifications'],
    },
    inviteInfo: { description: 'Private beta code', usesRemaining: 9998 },
    ...overrides,
  };
}

export function apiError(code: string, message: string) {
  return { success: false as const, error: { code, message } };
}

let alertSequence = 0;

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  alertSequence += 1;
  return {
    id: `alert-${alertSequence}`,
    location: 'Denver Metro',
    area: 'denver',
    latitude: null,
    longitude: null,
    radiusMiles: null,
    locationFallback: false,
    courses: [],
    date: '2099-06-20',
    timePreference: 'morning',
    players: 2,
    maxPrice: 100,
    status: 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, alertSequence)).toISOString(),
    matchesNow: 0,
    ...overrides,
  };
}
