import type { AccessGrantResponse } from '@teewatch/contracts';

/** What the welcome card shows; also what this browser keeps under `teewatch:access`. */
export type AccessGrant = AccessGrantResponse;
