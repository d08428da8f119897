import type { OperatorOverview } from '@teewatch/contracts/operator';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { useMessages } from '../../../lib/i18n';
import { formatWait } from '../operator.format';
import { operatorOutboxMessages } from './OutboxSection.messages';

/** Events stored but not yet published, and how long the oldest has waited. */
export function OutboxSection({ outbox }: { outbox: OperatorOverview['outbox'] }) {
  const text = useMessages(operatorOutboxMessages);
  return (
    <SectionCard titleId="operator-outbox-title" title={text.title}>
      {outbox.unpublished === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>{text.unpublished(outbox.unpublished)}</Typography>
          {outbox.oldestSeconds !== null && (
            <Typography sx={{ color: 'text.secondary' }}>
              {text.oldest(formatWait(outbox.oldestSeconds))}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
