import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useMessages } from '../../../lib/i18n';
import { alertFormatMessages } from '../alerts.format.messages';
import { MAX_PLAYERS, MIN_PLAYERS, clampPlayers } from '../alerts.wizard';
import { wizardMessages } from './MobileAlertWizard.messages';

/**
 * A stepper for 1 to 4 players that never leaves that range (docs/product-rules.md,
 * "Alert wizard").
 */
export function PlayerStepper({
  players,
  error,
  onChange,
}: {
  players: number;
  error: string | undefined;
  onChange: (players: number) => void;
}) {
  const text = useMessages(wizardMessages);
  const format = useMessages(alertFormatMessages);
  return (
    <Box role="group" aria-labelledby="wizard-players-label">
      <Typography
        id="wizard-players-label"
        variant="subtitle2"
        component="h3"
        sx={{ mb: 1, fontWeight: 600 }}
      >
        {text.fields.players}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <IconButton
          aria-label={text.removePlayer}
          onClick={() => onChange(clampPlayers(players - 1))}
          disabled={players <= MIN_PLAYERS}
          sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 96, textAlign: 'center', fontSize: '1.25rem', fontWeight: 700 }}
        >
          {format.players(players)}
        </Typography>
        <IconButton
          aria-label={text.addPlayer}
          onClick={() => onChange(clampPlayers(players + 1))}
          disabled={players >= MAX_PLAYERS}
          sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
