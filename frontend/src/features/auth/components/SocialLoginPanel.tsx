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
import { formatClockTime } from '../../../lib/format';
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
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
import { socialLoginPanelMessages } from './SocialLoginPanel.messages';
import { SocialSignInButtons } from './SocialSignInButtons';

/** When an attempt started, in this browser's time: "3:05 PM" ("15:05" in French and German). */
function when(at: number): string {
  const time = new Date(at);
  const minutes = String(time.getMinutes()).padStart(2, '0');
  return formatClockTime(`${time.getHours()}:${minutes}`);
}

/**
 * Social sign-in with its history (docs/offline.md, "Social sign-in"): each popup sign-in is kept
 * (10) with how it ended; the latest issues, other ways in after a cancel or denial, a retry on
 * those that went wrong, and tips.
 */
export function SocialLoginPanel() {
  const text = useMessages(socialLoginPanelMessages);
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
    toast(messagesFor(socialLoginPanelMessages).clearedToast);
  };

  const issues = attempts.filter(isIssue).slice(0, ISSUES_SHOWN);
  const latest = attempts[0];
  const offerAlternatives = latest?.status === 'denied' || latest?.status === 'cancelled';

  return (
    <Stack spacing={3}>
      <SectionCard titleId="social-sign-in-title" title={text.signInTitle}>
        <SocialSignInButtons providers={oauthProviders} onSelect={start} showApple />
      </SectionCard>

      {issues.length > 0 && (
        <SectionCard titleId="social-issues-title" title={text.issuesTitle}>
          <Stack spacing={1.5}>
            {issues.map((attempt) => (
              <Alert key={attempt.id} severity={attempt.status === 'error' ? 'error' : 'warning'}>
                {attempt.error
                  ? text.issueWithError(
                      providerLabels[attempt.provider],
                      text.statusesInSentence[attempt.status],
                      attempt.error,
                      when(attempt.at),
                    )
                  : text.issue(
                      providerLabels[attempt.provider],
                      text.statusesInSentence[attempt.status],
                      when(attempt.at),
                    )}
              </Alert>
            ))}
          </Stack>
        </SectionCard>
      )}

      {offerAlternatives && (
        <SectionCard titleId="social-alternatives-title" title={text.otherWaysTitle}>
          <Typography>
            <Sentence
              text={text.otherWays}
              values={[
                <Link component={RouterLink} to="/magic-login">
                  {text.emailLink}
                </Link>,
                <Link component={RouterLink} to="/login">
                  {text.passwordLink}
                </Link>,
              ]}
            />
          </Typography>
        </SectionCard>
      )}

      <SectionCard titleId="social-attempts-title" title={text.attemptsTitle}>
        {attempts.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{text.noAttempts}</Typography>
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
                      {text.retry}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={providerLabels[attempt.provider]}
                  secondary={when(attempt.at)}
                  sx={{ pr: 10 }}
                />
                <Chip size="small" label={text.statuses[attempt.status]} sx={{ mr: 8 }} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={clear} disabled={attempts.length === 0}>
            {text.clear}
          </Button>
        </Box>
      </SectionCard>

      <SectionCard titleId="social-tips-title" title={text.tipsTitle}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {text.tips.map((tip) => (
            <Typography component="li" key={tip} variant="body2">
              {tip}
            </Typography>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
