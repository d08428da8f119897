import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast/useToast';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { signedInToast } from '../auth.format';
import { safeRedirectPath } from '../auth.redirect';
import { magicLinkLandingMessages } from './MagicLinkLandingPage.messages';
import { SignInFailedCard } from './SignInFailedCard';

/**
 * /auth/magic-link: where the emailed link lands (docs/decisions.md, "Magic link landing").
 * Session start-up has already taken token and refresh_token out of the address and validated
 * them; this page only follows up.
 */
export function MagicLinkLandingPage() {
  const text = useMessages(magicLinkLandingMessages);
  const { status, user } = useSession();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const welcomed = useRef(false);

  useEffect(() => {
    if (status !== 'signed-in' || welcomed.current) return;
    welcomed.current = true;
    toast(signedInToast(user));
  }, [status, toast, user]);

  if (status === 'checking') return <PageLoading />;
  if (status === 'signed-in') return <Navigate to={redirect} replace />;
  return (
    <SignInFailedCard
      title={text.failedTitle}
      message={text.failed}
      action={{ label: text.requestNewLink, to: '/magic-login' }}
    />
  );
}
