import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AccessibilityContext, type AccessibilityApi } from './accessibility-context';
import {
  loadAccessibilitySettings,
  rootFontSizes,
  saveAccessibilitySettings,
  type AccessibilitySettings,
} from './settings';

/** How long an announcement stays in the live region (docs/accessibility.md). */
export const ANNOUNCEMENT_MS = 1000;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Page-level modes as attributes on <html>, for the few styles the theme cannot reach (motion
 * of plain CSS, the root font size every rem follows).
 */
function applyToPage(settings: AccessibilitySettings) {
  const root = document.documentElement;
  const modes = {
    'data-high-contrast': settings.highContrast,
    'data-reduced-motion': settings.reducedMotion,
    'data-large-text': settings.largeText,
    'data-color-blind-friendly': settings.colorBlindFriendly,
    'data-keyboard-navigation': settings.keyboardNavigation,
    'data-screen-reader': settings.screenReader,
  };
  for (const [attribute, on] of Object.entries(modes)) root.toggleAttribute(attribute, on);
  root.style.fontSize = rootFontSizes[settings.fontSize];
}

/** Holds the golfer's accessibility settings for the whole app, and its polite announcer. */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadAccessibilitySettings);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => applyToPage(settings), [settings]);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const announce = useCallback((message: string) => {
    setAnnouncement(message);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
  }, []);

  const update = useCallback<AccessibilityApi['update']>((key, value) => {
    setSettings((current) => {
      const next = { ...current, [key]: value };
      saveAccessibilitySettings(next);
      return next;
    });
  }, []);

  const api = useMemo<AccessibilityApi>(
    () => ({ settings, update, announce, dialogOpen, setDialogOpen }),
    [settings, update, announce, dialogOpen],
  );

  return (
    <AccessibilityContext.Provider value={api}>
      {children}
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
    </AccessibilityContext.Provider>
  );
}
