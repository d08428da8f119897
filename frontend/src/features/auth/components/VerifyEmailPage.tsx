import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useVerifyEmailMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { DEFAULT_AFTER_SIGN_IN } from '../auth.redirect';
import { SignInFailedCard } from './SignInFailedCard';
import { verifyEmailMessages } from './VerifyEmailPage.messages';

type Outcome = { kind: 'pending' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /auth/verify-email?token=...: the sign-up confirmation link; confirming signs the golfer in. */
export function VerifyEmailPage() {
  const text = useMessages(verifyEmailMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { signIn } = useSession();
  const { toast } = useToast();
  const [verifyEmail] = useVerifyEmailMutation();
  // Kept here, not read from the mutation: signing in resets the API cache, mutations included.
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // The token works once: a re-run of the effect (React's development double-run) must not spend it.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verifyEmail({ token }).then((result) => {
      const texts = messagesFor(verifyEmailMessages);
      if (result.error) {
        setOutcome({ kind: 'failed', message: authErrorMessage(result.error, texts.verifyFailed) });
        return;
      }
      signIn(result.data);
      setOutcome({ kind: 'verified' });
      toast({ ...texts.confirmedToast, variant: 'success' });
    });
  }, [token, verifyEmail, signIn, toast]);

  if (!token || outcome.kind === 'failed') {
    return (
      <SignInFailedCard
        title={text.failedTitle}
        message={outcome.kind === 'failed' ? outcome.message : text.incomplete}
        action={{ label: text.backToSignIn, to: '/login' }}
      />
    );
  }
  if (outcome.kind === 'verified') return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;
  return <PageLoading />;
}
