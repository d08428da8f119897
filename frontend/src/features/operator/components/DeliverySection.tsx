import type { OperatorChannel } from '@teewatch/contracts/operator';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { formatCount } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { deliveryFigures } from '../operator.figures';
import { formatPercent } from '../operator.format';
import { FigureTable } from './FigureTable';
import { operatorDeliveryMessages } from './DeliverySection.messages';

const channelOrder: OperatorChannel['channel'][] = ['push', 'email', 'sms'];

/** Push, email and SMS: sent, failed and the failure rate. */
export function DeliverySection({ channels }: { channels: OperatorChannel[] }) {
  const text = useMessages(operatorDeliveryMessages);
  const titleId = 'operator-delivery-title';
  const ordered = [...channels].sort(
    (a, b) => channelOrder.indexOf(a.channel) - channelOrder.indexOf(b.channel),
  );
  return (
    <SectionCard titleId={titleId} title={text.title}>
      {ordered.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.none}</Typography>
      ) : (
        <FigureTable
          labelledBy={titleId}
          columns={[
            { label: text.columns.channel },
            { label: text.columns.sent, numeric: true },
            { label: text.columns.failed, numeric: true },
            { label: text.columns.failureRate, numeric: true },
          ]}
          rows={ordered.map(({ channel, outcomes }) => {
            const figures = deliveryFigures(outcomes);
            return {
              key: channel,
              cells: [
                text.channels[channel],
                formatCount(figures.sent),
                formatCount(figures.failed),
                figures.failureRate === null ? text.unknown : formatPercent(figures.failureRate),
              ],
            };
          })}
        />
      )}
    </SectionCard>
  );
}
