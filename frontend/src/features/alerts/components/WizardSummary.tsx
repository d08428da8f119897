import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { formatDay } from '../alerts.format';
import { alertFormatMessages } from '../alerts.format.messages';
import type { WizardValues } from '../alerts.wizard';
import { wizardMessages } from './MobileAlertWizard.messages';

/** What the alert will watch (docs/product-rules.md, "Alert wizard"), Not set for anything still empty. */
export function WizardSummary({ values }: { values: WizardValues }) {
  const text = useMessages(wizardMessages);
  const format = useMessages(alertFormatMessages);
  const place = values.location.trim();
  // The place is the golfer's own words: a browser translator leaves it as typed.
  const rows: [term: string, value: string, isName: boolean][] = [
    [text.fields.location, place || text.notSet, place !== ''],
    [text.fields.date, values.date ? formatDay(values.date) : text.notSet, false],
    [text.fields.players, format.players(values.players), false],
    [
      text.fields.timePreference,
      values.timePreference ? format.timePreferences[values.timePreference] : text.notSet,
      false,
    ],
  ];
  return (
    <Box
      component="section"
      aria-labelledby="wizard-summary-title"
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography
        id="wizard-summary-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {text.summary}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
        }}
      >
        {rows.map(([term, value, isName]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography
              component="dd"
              translate={isName ? 'no' : undefined}
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
