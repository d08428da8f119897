import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type OAuthProvider, oauthProviders } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast/useToast';
import { providerLabels } from '../auth.redirect';
import { useSocialPopup } from '../hooks/useSocialPopup';
import {
  ATTEMPTS_SHOWN,
  clearSocialAttempts,
  isIssue,
  ISSUES_SHOWN,
  saveSocialAttempts,
  type SocialAttempt,
  savedSocialAttempts,
} from '../social-attempts';
import type { PopupResult } from '../types';
import { SocialSignInButtons } from './SocialSignInButtons';

const statusLabels: Record<SocialAttempt['status'], string> = {
  pending: 'Waiting',
  success: 'Signed in',
  denied: 'Denied',
  cancelled: 'Cancelled',
  error: 'Error',
};
const when = (at: number) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

const tips = [
  'Allow popups for this site: the sign-in opens in a small window.',
  'Finish in that window; closing it early cancels the sign-in.',
  'Signed in to the wrong Google account? Sign out there first, then try again.',
];

/**
 * Social sign-in with its history (docs/offline.md, "Social sign-in"): each popup sign-in is kept
 * (10) with how it ended; the latest issues, other ways in after a cancel or denial, a retry on
 * those that went wrong, and tips.
 */
export function SocialLoginPanel() {
  const { toast } = useToast();
  const [attempts, setAttempts] = useState(savedSocialAttempts);
  // The popup's answer settles the attempt it belongs to: that provider's latest one still waiting.
  const settle = useCallback((lastResult: PopupResult) => {
    setAttempts((now) => {
      const index = now.findIndex(
        (attempt) => attempt.provider === lastResult.provider && attempt.status === 'pending',
      );
      if (index === -1) return now;
      const settled: SocialAttempt = {
        ...now[index]!,
        status: lastResult.status,
        ...(lastResult.error ? { error: lastResult.error.message } : {}),
      };
      return saveSocialAttempts(now.map((attempt, at) => (at === index ? settled : attempt)));
    });
  }, []);
  const popup = useSocialPopup(settle);

  const start = (provider: OAuthProvider) => {
    setAttempts((now) =>
      saveSocialAttempts([
        { id: crypto.randomUUID(), provider, status: 'pending', at: Date.now() },
        ...now,
      ]),
    );
    popup.open(provider);
  };
  const clear = () => {
    clearSocialAttempts();
    setAttempts([]);
    toast({ title: 'Login History Cleared', description: 'Past social sign-ins are forgotten.' });
  };

  const issues = attempts.filter(isIssue).slice(0, ISSUES_SHOWN);
  const latest = attempts[0];
  const offerAlternatives = latest?.status === 'denied' || latest?.status === 'cancelled';

  return (
    <Stack spacing={3}>
      <SectionCard titleId="social-sign-in-title" title="Social Sign-In">
        <SocialSignInButtons providers={oauthProviders} onSelect={start} showApple />
      </SectionCard>

      {issues.length > 0 && (
        <SectionCard titleId="social-issues-title" title="Social Login Issues">
          <Stack spacing={1.5}>
            {issues.map((attempt) => (
              <Alert key={attempt.id} severity={attempt.status === 'error' ? 'error' : 'warning'}>
                {providerLabels[attempt.provider]}: {statusLabels[attempt.status].toLowerCase()}
                {attempt.error ? `: ${attempt.error}` : ''} · {when(attempt.at)}
              </Alert>
            ))}
          </Stack>
        </SectionCard>
      )}

      {offerAlternatives && (
        <SectionCard titleId="social-alternatives-title" title="Other Ways In">
          <Typography>
            <Link component={RouterLink} to="/magic-login">
              Email me a sign-in link
            </Link>{' '}
            or{' '}
            <Link component={RouterLink} to="/login">
              sign in with a password
            </Link>
            .
          </Typography>
        </SectionCard>
      )}

      <SectionCard titleId="social-attempts-title" title="Recent Attempts">
        {attempts.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            No social sign-ins from this browser yet.
          </Typography>
        ) : (
          <List aria-labelledby="social-attempts-title" dense disablePadding>
            {attempts.slice(0, ATTEMPTS_SHOWN).map((attempt) => (
              <ListItem
                key={attempt.id}
                disableGutters
                divider
                secondaryAction={
                  attempt.status === 'denied' || attempt.status === 'error' ? (
                    <Button size="small" onClick={() => start(attempt.provider)}>
                      Retry
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={providerLabels[attempt.provider]}
                  secondary={when(attempt.at)}
                  sx={{ pr: 10 }}
                />
                <Chip size="small" label={statusLabels[attempt.status]} sx={{ mr: 8 }} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={clear} disabled={attempts.length === 0}>
            Clear History
          </Button>
        </Box>
      </SectionCard>

      <SectionCard titleId="social-tips-title" title="Troubleshooting">
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {tips.map((tip) => (
            <Typography component="li" key={tip} variant="body2">
              {tip}
            </Typography>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
