import { createContext, useContext } from 'react';
import type { AccessibilitySettings } from './settings';

export interface AccessibilityApi {
  settings: AccessibilitySettings;
  /** Applies one setting at once and saves it (useChangeSetting also announces the change). */
  update: <K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) => void;
  /** Says something politely to a screen reader; the words are removed after one second. */
  announce: (message: string) => void;
  /** The settings dialog's open flag, shared by every button that opens it. */
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
}

export const AccessibilityContext = createContext<AccessibilityApi | null>(null);

export function useAccessibility(): AccessibilityApi {
  const api = useContext(AccessibilityContext);
  if (!api) throw new Error('useAccessibility must be used within AccessibilityProvider');
  return api;
}
