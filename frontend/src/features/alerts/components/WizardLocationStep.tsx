import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { useMessages } from '../../../lib/i18n';
import { locationQuickPicks } from '../alerts.wizard';
import { wizardMessages } from './MobileAlertWizard.messages';

/** Step 1: where to play, typed or picked from the four quick picks. */
export function WizardLocationStep({
  location,
  error,
  onChange,
}: {
  location: string;
  error: string | undefined;
  onChange: (location: string) => void;
}) {
  const text = useMessages(wizardMessages);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        id="wizard-location"
        label={text.fields.location}
        placeholder={text.locationPlaceholder}
        value={location}
        onChange={(event) => onChange(event.target.value)}
        required
        error={Boolean(error)}
        helperText={error ?? text.locationHelp}
        fullWidth
        autoComplete="address-level2"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 120 } }}
      />
      <Box role="group" aria-labelledby="wizard-quick-picks">
        <Typography
          id="wizard-quick-picks"
          variant="subtitle2"
          component="h3"
          sx={{ mb: 1, fontWeight: 600 }}
        >
          {text.quickPicks}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {locationQuickPicks.map((place) => {
            const selected = location.trim() === place;
            return (
              <Chip
                key={place}
                label={place}
                translate="no"
                icon={<PlaceIcon />}
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => onChange(place)}
                sx={{ height: 40, fontSize: '0.95rem' }}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
