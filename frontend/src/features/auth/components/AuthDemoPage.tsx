import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { oauthProviders } from '@teewatch/contracts';
import { useSocialPopup } from '../hooks/useSocialPopup';
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
          Sign-In Demo
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Try passwordless and social sign-in. In local development the magic link also shows here.
        </Typography>
      </Box>
      <DemoSection id="demo-magic-link" title="Magic Link">
        <DemoMagicLinkForm />
      </DemoSection>
      <DemoSection id="demo-social" title="Social Sign-In (popup)">
        <SocialSignInButtons providers={oauthProviders} onSelect={popup.open} showApple />
        {cancelled && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Other ways in:{' '}
            <Link component={RouterLink} to="/magic-login">
              email me a sign-in link
            </Link>{' '}
            or{' '}
            <Link component={RouterLink} to="/login">
              sign in with a password
            </Link>
            .
          </Alert>
        )}
      </DemoSection>
      <DemoSection id="demo-session" title="Session">
        <DemoSessionPanel />
      </DemoSection>
    </Stack>
  );
}
