import type { AccessCodeType, AccessGrantResponse } from '@teewatch/contracts';

/** What the welcome card shows; also what this browser keeps under `teewatch:access`. */
export type AccessGrant = AccessGrantResponse;

export const accessBadgeLabel: Record<AccessCodeType, string> = {
  private_beta: 'Private Beta Access',
  friend_invite: 'Friend Invitation',
};
