import { type StandIn } from './stand-in.js';

/**
 * Every stand-in the sandbox hosts by default. Each issue that adds a piece of the outside world
 * (tee-sheet platforms, SES, SNS, web push, OIDC) appends its entry here.
 */
export const knownStandIns: readonly StandIn[] = [];
