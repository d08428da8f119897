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
import { currentLocale, Name, Sentence, useMessages } from '../../../lib/i18n';
import type { AccessGrant } from '../types';
import { welcomeCardMessages } from './WelcomeCard.messages';

/** "June 20, 2026" ("20 de junio de 2026"): codes expire at a Denver date. */
function expiryDate(expiresAt: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'long',
    timeZone: 'America/Denver',
  }).format(new Date(expiresAt));
}

export function WelcomeCard({ grant, onContinue }: { grant: AccessGrant; onContinue: () => void }) {
  const text = useMessages(welcomeCardMessages);
  return (
    <Box component="section" aria-labelledby="welcome-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <CelebrationIcon color="primary" aria-hidden="true" sx={{ fontSize: 32 }} />
        <Chip
          label={text.badge[grant.type]}
          color={grant.type === 'private_beta' ? 'primary' : 'secondary'}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography id="welcome-title" component="h2" variant="h5">
        <Sentence text={text.welcome} values={[<Name key="name">{grant.user.name}</Name>]} />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{grant.message}</Typography>

      {grant.user.features.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
            {text.includedFeatures}
          </Typography>
          <List dense aria-label={text.includedFeatures}>
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
        {grant.invitedBy && (
          // The whole line is kept from browser translation, not only the inviter's name: the
          // line stays one text node, which the access-gate tests find by its whole text.
          <Typography variant="body2" translate="no">
            {text.invitedBy(grant.invitedBy)}
          </Typography>
        )}
        <Typography variant="body2">{text.usesRemaining(grant.usesRemaining)}</Typography>
        {grant.expiresAt && (
          <Typography variant="body2">{text.validUntil(expiryDate(grant.expiresAt))}</Typography>
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
        {text.continue}
      </Button>
    </Box>
  );
}
