import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { useMessages } from '../../lib/i18n';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastContext,
  type ToastApi,
  type ToastInput,
  type ToastVariant,
} from './toast-context';
import { toastMessages } from './ToastProvider.messages';

interface ActiveToast extends Required<Omit<ToastInput, 'description' | 'afterCurrent'>> {
  id: number;
  description: string | undefined;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);
  /** What is on screen now, if anything. */
  const shown = useRef<ToastInput | undefined>(undefined);
  const waiting = useRef<ToastInput[]>([]);

  const show = useCallback((input: ToastInput | undefined) => {
    shown.current = input;
    setCurrent(
      input
        ? {
            id: nextId.current++,
            title: input.title,
            description: input.description,
            variant: input.variant ?? 'default',
          }
        : null,
    );
  }, []);
  const toast = useCallback(
    (input: ToastInput) => {
      if (input.afterCurrent && shown.current) {
        waiting.current.push(input);
        return;
      }
      // News cut short by the answer to the golfer's action is shown again after it.
      if (shown.current?.afterCurrent) waiting.current.unshift(shown.current);
      show(input);
    },
    [show],
  );
  const dismiss = useCallback(() => show(waiting.current.shift()), [show]);
  const value = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toast, onDismiss }: { toast: ActiveToast | null; onDismiss: () => void }) {
  const regionRef = useRef<HTMLElement>(null);
  const text = useMessages(toastMessages);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={regionRef}
      role="region"
      aria-label={text.region}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        top: { xs: 8, sm: 'auto' },
        bottom: { xs: 'auto', sm: 24 },
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 380 },
        outline: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
        pointerEvents: toast ? 'auto' : 'none',
      }}
    >
      {toast && <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />}
    </Box>
  );
}

const variantIcon: Record<ToastVariant, ReactNode> = {
  default: <InfoIcon color="primary" />,
  success: <CheckCircleIcon color="success" />,
  destructive: <ErrorIcon sx={{ color: 'inherit' }} />,
};

function ToastCard({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const text = useMessages(toastMessages);

  // Auto-close after 5 s of being visible; hovering or focusing the toast pauses the clock.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  const destructive = toast.variant === 'destructive';
  return (
    <Paper
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      elevation={8}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        setSwiping(true);
      }}
      onPointerMove={(event) => {
        if (swipeStart.current === null) return;
        setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const distance = event.clientX - swipeStart.current;
        swipeStart.current = null;
        setSwiping(false);
        if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
        else setOffset(0);
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
        setSwiping(false);
        setOffset(0);
      }}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        pr: 1,
        borderRadius: 2,
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        touchAction: 'pan-y',
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
        transition: swiping ? 'none' : 'transform 150ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ pt: 0.25, display: 'flex' }} aria-hidden="true">
        {variantIcon[toast.variant]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 600 }}>
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography component="div" variant="body2" sx={{ opacity: 0.9, mt: 0.25 }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={text.close}
        onClick={onDismiss}
        sx={{ color: 'inherit', mt: -0.5 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
