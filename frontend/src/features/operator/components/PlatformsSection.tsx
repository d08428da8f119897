import type { OperatorPlatform } from '@teewatch/contracts/operator';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { formatCount } from '../../../lib/format';
import { Name, useMessages } from '../../../lib/i18n';
import { platformName } from '../operator.constants';
import { formatPercent, formatSeconds } from '../operator.format';
import { requestCounts } from '../operator.figures';
import { FigureTable } from './FigureTable';
import { operatorPlatformsMessages } from './PlatformsSection.messages';

const breakerColors = {
  closed: 'success',
  half_open: 'warning',
  open: 'error',
} as const satisfies Record<OperatorPlatform['breaker'], 'success' | 'warning' | 'error'>;

/** Budget, breaker, requests, watched course-dates and scan lag per tee-sheet platform. */
export function PlatformsSection({ platforms }: { platforms: OperatorPlatform[] }) {
  const text = useMessages(operatorPlatformsMessages);
  const titleId = 'operator-platforms-title';
  const seconds = (value: number | null) => (value === null ? text.unknown : formatSeconds(value));
  return (
    <SectionCard titleId={titleId} title={text.title}>
      {platforms.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.none}</Typography>
      ) : (
        <FigureTable
          labelledBy={titleId}
          columns={[
            { label: text.columns.platform },
            { label: text.columns.budget, numeric: true },
            { label: text.columns.breaker },
            { label: text.columns.requestsOk, numeric: true },
            { label: text.columns.requestErrors, numeric: true },
            { label: text.columns.watched, numeric: true },
            { label: text.columns.behind, numeric: true },
            { label: text.columns.lag, numeric: true },
          ]}
          rows={platforms.map((platform) => {
            const requests = requestCounts(platform.requests);
            return {
              key: platform.platform,
              cells: [
                <Name>{platformName(platform.platform)}</Name>,
                platform.budgetUsed === null ? text.unknown : formatPercent(platform.budgetUsed),
                // The chip says the state in words; its colour only repeats it.
                <Chip
                  size="small"
                  label={text.breaker[platform.breaker]}
                  color={breakerColors[platform.breaker]}
                />,
                formatCount(requests.ok),
                formatCount(requests.errors),
                formatCount(platform.watched),
                formatCount(platform.behind),
                text.lag(seconds(platform.lagMeanSeconds), seconds(platform.lagMaxSeconds)),
              ],
            };
          })}
        />
      )}
    </SectionCard>
  );
}
