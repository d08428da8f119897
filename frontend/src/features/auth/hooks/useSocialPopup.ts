import { useCallback, useEffect, useRef, useState } from 'react';
import type { OAuthProvider } from '@teewatch/contracts';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor } from '../../../lib/i18n';
import { loadStoredSession } from '../../../lib/session-storage';
import { logAuthError } from '../auth-error-log';
import { popupSignInUrl, providerLabels } from '../auth.redirect';
import { parsePopupResult, type PopupResult } from '../types';
import { socialPopupMessages } from './useSocialPopup.messages';

/** A 500 x 600 popup, checked every second (docs/product-rules.md, "Social sign-in popup"). */
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const CLOSED_CHECK_MS = 1000;
/**
 * After the popup closes, give its last storage write a moment before looking
 * (docs/product-rules.md, "Social sign-in popup").
 */
const SESSION_CHECK_DELAY_MS = 1000;

function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Social sign-in in a popup (docs/product-rules.md, "Social sign-in popup"). The popup reports
 * through a same-origin message; the session itself arrives through storage, so once the popup
 * has closed a stored session means success: a notice, then a reload that starts the app signed
 * in. `onResult` hears each answer the popup posts.
 */
export function useSocialPopup(onResult?: (result: PopupResult) => void) {
  const { toast } = useToast();
  const resultListener = useRef(onResult);
  useEffect(() => {
    resultListener.current = onResult;
  }, [onResult]);
  const popup = useRef<Window | null>(null);
  /** Stops the popup's watchers when the page goes away. */
  const stopWatching = useRef<Array<() => void>>([]);
  const [lastResult, setLastResult] = useState<PopupResult | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (popup.current === null || event.source !== popup.current) return;
      const result = parsePopupResult(event.data);
      if (!result) return;
      setLastResult(result);
      resultListener.current?.(result);
      const label = providerLabels[result.provider];
      const texts = messagesFor(socialPopupMessages);
      if (result.status === 'cancelled' || result.status === 'denied') {
        logAuthError({
          code: 'SOCIAL_AUTH_DENIED',
          message: texts.notAllowed(label),
          context: 'social',
        });
        toast({
          title: texts.cancelledToast.title,
          description: texts.cancelledToast.description(label),
        });
      } else if (result.status === 'error') {
        const message = result.error?.message ?? texts.failedWith(label);
        logAuthError({
          code: result.error?.code ?? 'SOCIAL_AUTH_FAILED',
          message,
          context: 'social',
        });
        toast({ title: texts.failedToastTitle, description: message, variant: 'destructive' });
      }
    };
    window.addEventListener('message', onMessage);
    const watchers = stopWatching.current;
    return () => {
      window.removeEventListener('message', onMessage);
      watchers.forEach((stop) => stop());
    };
  }, [toast]);

  const open = useCallback(
    (provider: OAuthProvider) => {
      setLastResult(null);
      let opened: Window | null = null;
      try {
        opened = window.open(popupSignInUrl(provider), 'teewatch-social-sign-in', popupFeatures());
      } catch {
        opened = null;
      }
      if (!opened) {
        toast({ ...messagesFor(socialPopupMessages).blockedToast, variant: 'destructive' });
        return;
      }
      popup.current = opened;
      const watch = window.setInterval(() => {
        if (!opened.closed) return;
        window.clearInterval(watch);
        const check = window.setTimeout(() => {
          if (loadStoredSession() === null) return;
          toast({ title: messagesFor(socialPopupMessages).signedInToast, variant: 'success' });
          window.location.reload();
        }, SESSION_CHECK_DELAY_MS);
        stopWatching.current.push(() => window.clearTimeout(check));
      }, CLOSED_CHECK_MS);
      stopWatching.current.push(() => window.clearInterval(watch));
    },
    [toast],
  );

  return { open, lastResult };
}
