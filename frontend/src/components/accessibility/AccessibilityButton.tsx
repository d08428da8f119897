import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { useAccessibility } from '../../lib/accessibility/accessibility-context';
import { useMessages } from '../../lib/i18n';
import { DeferredTooltip } from '../DeferredTooltip';
import { accessibilityButtonMessages } from './AccessibilityButton.messages';

// The dialog's code loads when it is first opened, not with the page (docs/web-app-delivery.md).
const AccessibilitySettingsDialog = lazy(() => import('./AccessibilitySettingsDialog'));

/** Opens the accessibility settings; the dialog itself is shared through the open flag. */
export function AccessibilityButton() {
  const { dialogOpen, setDialogOpen } = useAccessibility();
  const { label } = useMessages(accessibilityButtonMessages);
  // Kept mounted once opened, so it can close in its own time and hand focus back to this button.
  const [opened, setOpened] = useState(dialogOpen);
  if (dialogOpen && !opened) setOpened(true);
  // The button can be a new element by the time the dialog closes (its tooltip loads late), so
  // focus is handed back here rather than to the element that was focused when it opened.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) button.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen]);
  return (
    <>
      <DeferredTooltip title={label}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setDialogOpen(true)}
        >
          <AccessibilityNewIcon />
        </IconButton>
      </DeferredTooltip>
      {opened && (
        <Suspense fallback={null}>
          <AccessibilitySettingsDialog />
        </Suspense>
      )}
    </>
  );
}
