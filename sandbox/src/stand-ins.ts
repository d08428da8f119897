import { type MessagingOptions } from './messaging/messaging-context.js';
import { createMessagingStandIns } from './messaging/messaging.js';
import { oidcStandIn } from './oauth/oidc.stand-in.js';
import { type OidcOptions } from './oauth/oidc-settings.js';
import { type StandIn } from './stand-in.js';
import { type TeeSheetOptions, createTeeSheetStandIns } from './tee-sheets/tee-sheets.js';

export interface KnownStandInOptions {
  teeSheets?: TeeSheetOptions;
  messaging?: MessagingOptions;
  oidc?: OidcOptions;
}

/**
 * Every stand-in the sandbox hosts by default, built fresh for each sandbox so that two sandboxes
 * (two tests) never share a simulated world. Each issue that adds a piece of the outside world
 * (tee-sheet platforms, SES, SNS, web push, OIDC) appends its entry here.
 */
export function createKnownStandIns(options: KnownStandInOptions = {}): StandIn[] {
  return [
    ...createTeeSheetStandIns(options.teeSheets),
    ...createMessagingStandIns(options.messaging),
    oidcStandIn(options.oidc),
  ];
}
