import {
  type ProviderLink,
  type TeeSheetPlatform,
} from '../../providers/tee-sheet/tee-sheet.provider.js';
import { type TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';

interface LinkRow {
  id: string;
  platform: string;
  ids: unknown;
}

/**
 * Which link reads each link: the links one request answers together (a MemberSports club group,
 * a Club Prophet site, an EZLinks portal) are read by the first of them by id, so the planner
 * plans one read for them and the scanner makes it; any other link reads itself
 * (docs/platforms.md, "Spending the budget").
 */
export function readerOfEachLink(
  links: LinkRow[],
  providers: TeeSheetProviders,
): Map<string, string> {
  const firstOfGroup = new Map<string, string>();
  const readers = new Map<string, string>();
  for (const link of [...links].sort((a, b) => a.id.localeCompare(b.id))) {
    const provider = providers.get(link.platform as TeeSheetPlatform);
    const key = provider.fetchTeeTimesTogether
      ? provider.sharedReadKey?.({ platform: link.platform, ids: link.ids } as ProviderLink)
      : null;
    if (!key) {
      readers.set(link.id, link.id);
      continue;
    }
    const groupKey = `${link.platform}|${key}`;
    if (!firstOfGroup.has(groupKey)) firstOfGroup.set(groupKey, link.id);
    readers.set(link.id, firstOfGroup.get(groupKey)!);
  }
  return readers;
}
