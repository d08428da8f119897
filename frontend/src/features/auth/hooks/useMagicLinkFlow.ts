import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useLazyVerifyMagicLinkQuery, useSendMagicLinkMutation } from '../api/auth.api';
import { authErrorMessage, errorStatus } from '../auth.errors';
import { signedInToast } from '../auth.format';
import { isValidEmail } from '../auth.validation';
import { magicLoginMessages } from '../components/MagicLoginPage.messages';

/** Email -> confirmation -> success or expired (docs/product-rules.md, "Magic link"). */
export type MagicLinkView = 'email' | 'confirmation' | 'success' | 'expired';

/** Link check interval and resend countdown (docs/product-rules.md, "Magic link"). */
export const POLL_INTERVAL_MS = 2000;
export const RESEND_COOLDOWN_MS = 60_000;
const TICK_MS = 1000;

interface PendingLink {
  id: string;
  /**
   * When the server stops honouring the link; every countdown derives from it
   * (docs/decisions.md, "Magic link lifetime").
   */
  expiresAt: number;
  resendAt: number;
}

/**
 * The magic-link sign-in of /magic-login. The confirmation view polls the link every 2 s; a
 * verified answer signs this browser in, a 410 or the link's expiry time shows the expired view.
 * `linkExpired`: the page was reached from a used or expired emailed link.
 */
export function useMagicLinkFlow(redirectPath: string, linkExpired = false) {
  const { signIn } = useSession();
  const { toast } = useToast();
  const [view, setView] = useState<MagicLinkView>(linkExpired ? 'expired' : 'email');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<PendingLink | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [sendMagicLink, { isLoading: sending }] = useSendMagicLinkMutation();
  const [verifyMagicLink] = useLazyVerifyMagicLinkQuery();
  const polling = useRef(false);

  const send = useCallback(async () => {
    if (!isValidEmail(email) || sending) return;
    setError(null);
    const address = email.trim();
    const result = await sendMagicLink({ email: address, redirectUrl: redirectPath });
    const texts = messagesFor(magicLoginMessages);
    if (result.error) {
      setError(authErrorMessage(result.error, texts.sendFailed));
      return;
    }
    const sentAt = Date.now();
    setNow(sentAt);
    setLink({
      id: result.data.magicLinkId,
      expiresAt: Date.parse(result.data.expiresAt),
      resendAt: sentAt + RESEND_COOLDOWN_MS,
    });
    setView('confirmation');
    toast({
      title: texts.sentToast.title,
      description: texts.sentToast.description(address),
      variant: 'success',
    });
  }, [email, sending, sendMagicLink, redirectPath, toast]);

  /** Resending is blocked while the 60 s countdown runs (docs/product-rules.md, "Validation"). */
  const resend = useCallback(async () => {
    if (link !== null && Date.now() < link.resendAt) return;
    await send();
  }, [link, send]);

  const waiting = view === 'confirmation' && link !== null;
  useEffect(() => {
    if (!waiting || link === null) return;
    let stopped = false;
    const poll = async () => {
      if (polling.current) return;
      polling.current = true;
      const result = await verifyMagicLink(link.id);
      polling.current = false;
      if (stopped) return;
      if (result.data?.status === 'verified') {
        stopped = true;
        setView('success');
        signIn(result.data);
        toast(signedInToast(result.data.user));
      } else if (errorStatus(result.error) === 410) {
        stopped = true;
        setView('expired');
      }
    };
    const pollTimer = window.setInterval(() => void poll(), POLL_INTERVAL_MS);
    const tickTimer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= link.expiresAt) setView('expired');
    }, TICK_MS);
    return () => {
      stopped = true;
      window.clearInterval(pollTimer);
      window.clearInterval(tickTimer);
    };
  }, [waiting, link, verifyMagicLink, signIn, toast]);

  /** Use Different Email: back to the email view, the address kept for editing. */
  const chooseDifferentEmail = useCallback(() => {
    setLink(null);
    setError(null);
    setView('email');
  }, []);

  /** Request New Magic Link: back to the email view without the error and the old link. */
  const requestNewLink = chooseDifferentEmail;

  return {
    view,
    email,
    setEmail,
    error,
    sending,
    send,
    resend,
    chooseDifferentEmail,
    requestNewLink,
    /** Seconds until Resend is allowed again (0: allowed). */
    resendIn: link ? Math.max(0, Math.ceil((link.resendAt - now) / 1000)) : 0,
    /** Seconds the link still works. */
    expiresIn: link ? Math.max(0, Math.ceil((link.expiresAt - now) / 1000)) : 0,
  };
}
