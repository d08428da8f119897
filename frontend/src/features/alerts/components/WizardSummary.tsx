import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDay, plural, timePreferenceLabel } from '../alerts.format';
import type { WizardValues } from '../alerts.wizard';

const NOT_SET = 'Not set';

/** What the alert will watch (docs/product-rules.md, "Alert wizard"), Not set for anything still empty. */
export function WizardSummary({ values }: { values: WizardValues }) {
  const rows: [string, string][] = [
    ['Location', values.location.trim() || NOT_SET],
    ['Date', values.date ? formatDay(values.date) : NOT_SET],
    ['Players', plural(values.players, 'player', 'players')],
    ['Time', values.timePreference ? timePreferenceLabel(values.timePreference) : NOT_SET],
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
        Summary
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
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography
              component="dd"
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
