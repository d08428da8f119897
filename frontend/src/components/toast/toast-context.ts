import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * News that arrives by itself (an achievement unlocked) waits for the toast on screen to close
   * instead of replacing it, so the answer to the golfer's own action is never cut short.
   */
  afterCurrent?: boolean;
}

export interface ToastApi {
  /** Shows a toast, replacing any on screen: one at a time (docs/product-rules.md, "Toasts"). */
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Auto-close delay and swipe distance (docs/product-rules.md, "Toasts"). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
