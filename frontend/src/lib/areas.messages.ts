import type { AreaCode } from '@teewatch/contracts';
import { defineMessages } from './i18n';

/** The six areas golfers pick from, by code (docs/product-rules.md, "Areas"), in every form. */
export const areaMessages = defineMessages('lib.areas', {
  denver: 'Denver Metro',
  boulder: 'Boulder',
  'colorado-springs': 'Colorado Springs',
  vail: 'Vail Valley',
  aspen: 'Aspen',
  'fort-collins': 'Fort Collins',
} satisfies Record<AreaCode, string>);
