import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import CelebrationIcon from '@mui/icons-material/Celebration';
import { accessBadgeLabel, type AccessGrant } from '../types';

const numberFormat = new Intl.NumberFormat('en-US');
const expiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/Denver',
});

function usesRemainingNote(uses: number): string {
  if (uses === 0) return 'No uses remaining on this code';
  return `${numberFormat.format(uses)} ${uses === 1 ? 'use' : 'uses'} remaining on this code`;
}

export function WelcomeCard({ grant, onContinue }: { grant: AccessGrant; onContinue: () => void }) {
  return (
    <Box component="section" aria-labelledby="welcome-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <CelebrationIcon color="primary" aria-hidden="true" sx={{ fontSize: 32 }} />
        <Chip
          label={accessBadgeLabel[grant.type]}
          color={grant.type === 'private_beta' ? 'primary' : 'secondary'}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography id="welcome-title" component="h2" variant="h5">
        Welcome, {grant.user.name}!
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{grant.message}</Typography>

      {grant.user.features.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
            Included features
          </Typography>
          <List dense aria-label="Included features">
            {grant.user.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }} aria-hidden="true">
                  <CheckIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        </>
      )}

      <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
        {grant.invitedBy && <Typography variant="body2">Invited by {grant.invitedBy}</Typography>}
        <Typography variant="body2">{usesRemainingNote(grant.usesRemaining)}</Typography>
        {grant.expiresAt && (
          <Typography variant="body2">
            Code valid until {expiryFormat.format(new Date(grant.expiresAt))}
          </Typography>
        )}
      </Stack>

      <Button
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForwardIcon />}
        onClick={onContinue}
        sx={{ mt: 3 }}
      >
        Continue
      </Button>
    </Box>
  );
}
