import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabled';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGetAuthConfigQuery } from '../api/auth.api';
import { safeRedirectPath } from '../auth.redirect';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { useMagicLinkFlow, type MagicLinkView } from '../hooks/useMagicLinkFlow';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { MagicLinkConfirmationView } from './MagicLinkConfirmationView';
import { MagicLinkEmailView } from './MagicLinkEmailView';
import { MagicLinkExpiredView } from './MagicLinkExpiredView';
import { MagicLinkSuccessView } from './MagicLinkSuccessView';
import { magicLoginMessages } from './MagicLoginPage.messages';
import { OrDivider } from './OrDivider';
import { SocialSignInButtons } from './SocialSignInButtons';

const icons: Record<MagicLinkView, ReactNode> = {
  email: <ForwardToInboxIcon fontSize="large" />,
  confirmation: <MarkEmailUnreadIcon fontSize="large" />,
  success: <CheckCircleIcon fontSize="large" />,
  expired: <HourglassDisabledIcon fontSize="large" />,
};

/**
 * /magic-login (docs/product-rules.md, "Magic link"): email, confirmation, success and expired
 * views.
 */
export function MagicLoginPage() {
  const text = useMessages(magicLoginMessages);
  const { status } = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  // A used or expired emailed link lands here with ?error=expired.
  const flow = useMagicLinkFlow(redirect, params.get('error') === 'expired');
  const signInWithProvider = useFullPageSignIn(redirect);
  const { data: config } = useGetAuthConfigQuery();

  // Someone already signed in has nothing to do here; a sign-in made on this page stays to say so.
  if (status === 'signed-in' && flow.view === 'email') return <Navigate to="/dashboard" replace />;

  const minutes = config?.magicLinkMinutes;
  return (
    <AuthCard
      title={text.titles[flow.view]}
      icon={icons[flow.view]}
      subtitle={
        flow.view === 'email'
          ? minutes
            ? text.subtitleWithMinutes(minutes)
            : text.subtitle
          : undefined
      }
      footer={
        flow.view === 'email' ? (
          <>
            <Link component={RouterLink} to="/login" variant="body2">
              {text.signInWithPassword}
            </Link>
            <ContinueWithoutAccountLink />
          </>
        ) : undefined
      }
    >
      {flow.view === 'email' && (
        <>
          <MagicLinkEmailView
            email={flow.email}
            onEmailChange={flow.setEmail}
            onSend={() => void flow.send()}
            sending={flow.sending}
            error={flow.error}
          />
          <OrDivider />
          <SocialSignInButtons providers={['google']} onSelect={signInWithProvider} showApple />
        </>
      )}
      {flow.view === 'confirmation' && (
        <MagicLinkConfirmationView
          email={flow.email}
          resendIn={flow.resendIn}
          expiresIn={flow.expiresIn}
          sending={flow.sending}
          error={flow.error}
          onResend={() => void flow.resend()}
          onUseDifferentEmail={flow.chooseDifferentEmail}
        />
      )}
      {flow.view === 'success' && <MagicLinkSuccessView continueTo={redirect} />}
      {flow.view === 'expired' && <MagicLinkExpiredView onRequestNew={flow.requestNewLink} />}
    </AuthCard>
  );
}
