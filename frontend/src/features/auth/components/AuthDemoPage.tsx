import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { oauthProviders } from '@teewatch/contracts';
import { Sentence, useMessages } from '../../../lib/i18n';
import { useSocialPopup } from '../hooks/useSocialPopup';
import { authDemoMessages } from './AuthDemoPage.messages';
import { DemoMagicLinkForm } from './DemoMagicLinkForm';
import { DemoSessionPanel } from './DemoSessionPanel';
import { SocialSignInButtons } from './SocialSignInButtons';

function DemoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /auth-demo (docs/product-rules.md, "Magic link"): the magic-link demo, popup social sign-in and
 * the session.
 */
export function AuthDemoPage() {
  const text = useMessages(authDemoMessages);
  const popup = useSocialPopup();
  const cancelled =
    popup.lastResult?.status === 'cancelled' || popup.lastResult?.status === 'denied';
  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box component="header">
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
        >
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text.intro}</Typography>
      </Box>
      <DemoSection id="demo-magic-link" title={text.magicLinkSection}>
        <DemoMagicLinkForm />
      </DemoSection>
      <DemoSection id="demo-social" title={text.socialSection}>
        <SocialSignInButtons providers={oauthProviders} onSelect={popup.open} showApple />
        {cancelled && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <Sentence
              text={text.otherWaysIn}
              values={[
                <Link component={RouterLink} to="/magic-login">
                  {text.emailLink}
                </Link>,
                <Link component={RouterLink} to="/login">
                  {text.passwordLink}
                </Link>,
              ]}
            />
          </Alert>
        )}
      </DemoSection>
      <DemoSection id="demo-session" title={text.sessionSection}>
        <DemoSessionPanel />
      </DemoSection>
    </Stack>
  );
}
