import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
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
