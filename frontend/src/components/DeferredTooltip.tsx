import {
  cloneElement,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type Tooltip = ComponentType<TooltipProps>;

// MUI's Tooltip and its Popper (10 kB) load at the visitor's first input anywhere on the page: a
// pointer move, a key or a touch. A visit that only reads never loads them, and a mouse on its
// way to an icon has usually brought them before it gets there (docs/web-app-delivery.md).
let loadedTooltip: Tooltip | undefined;
const waiting = new Set<() => void>();
const inputs = ['pointermove', 'keydown', 'touchstart'] as const;

function loadTooltip() {
  for (const input of inputs) window.removeEventListener(input, loadTooltip, true);
  void import('@mui/material/Tooltip').then(({ default: loaded }) => {
    loadedTooltip = loaded;
    for (const notify of waiting) notify();
  });
}

function subscribe(notify: () => void) {
  if (waiting.size === 0 && !loadedTooltip) {
    for (const input of inputs) {
      window.addEventListener(input, loadTooltip, { capture: true, passive: true });
    }
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

interface Watchable {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip for controls on every page (the app bar), loaded at the first input. Wrapping the
 * control in the Tooltip mounts the control afresh, so that waits while the control is under the
 * pointer or holds the focus: a click or the keyboard's focus is never lost to it. Until then the
 * control carries its own aria-label, so a screen reader loses nothing.
 */
export function DeferredTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<Watchable>;
}) {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => loadedTooltip,
    () => undefined,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [Tooltip, setTooltip] = useState<Tooltip | undefined>(() => loadedTooltip);
  if (Loaded && !Tooltip && !hovered && !focused) setTooltip(() => Loaded);

  if (Tooltip) return <Tooltip title={title}>{children}</Tooltip>;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      setHovered(true);
    },
    onPointerLeave: (event) => {
      onPointerLeave?.(event);
      setHovered(false);
    },
    onFocus: (event) => {
      onFocus?.(event);
      setFocused(true);
    },
    onBlur: (event) => {
      onBlur?.(event);
      setFocused(false);
    },
  });
}
