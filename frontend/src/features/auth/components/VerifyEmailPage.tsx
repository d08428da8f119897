import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast/useToast';
import { useSession } from '../../../lib/session';
import { useVerifyEmailMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { DEFAULT_AFTER_SIGN_IN } from '../auth.redirect';
import { SignInFailedCard } from './SignInFailedCard';

const VERIFY_FAILED = 'We could not confirm your email. Please try again.';

type Outcome = { kind: 'pending' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /auth/verify-email?token=...: the sign-up confirmation link; confirming signs the golfer in. */
export function VerifyEmailPage() {
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
      if (result.error) {
        setOutcome({ kind: 'failed', message: authErrorMessage(result.error, VERIFY_FAILED) });
        return;
      }
      signIn(result.data);
      setOutcome({ kind: 'verified' });
      toast({ title: 'Email confirmed', description: 'Welcome to TeeWatch!', variant: 'success' });
    });
  }, [token, verifyEmail, signIn, toast]);

  if (!token || outcome.kind === 'failed') {
    return (
      <SignInFailedCard
        title="Email Not Confirmed"
        message={
          outcome.kind === 'failed'
            ? outcome.message
            : 'This confirmation link is incomplete. Please open the link from your email again.'
        }
        action={{ label: 'Back to Sign In', to: '/login' }}
      />
    );
  }
  if (outcome.kind === 'verified') return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;
  return <PageLoading />;
}
