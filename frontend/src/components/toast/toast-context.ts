import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastApi {
  /** Shows a toast; it replaces any toast on screen (one at a time, core spec §9). */
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Auto-close delay and swipe distance from core spec §9. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
