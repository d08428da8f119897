import type { AccessGrantResponse } from '@teewatch/contracts';

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
