import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type Tooltip = ComponentType<TooltipProps>;
let loadedTooltip: Tooltip | undefined;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * MUI's Tooltip for controls on every page (the app bar): the Tooltip and its Popper are loaded
 * once the page is idle, so they stay out of the first page's JavaScript
 * (docs/web-app-delivery.md). Until then the child shows without a tooltip; it carries its own
 * aria-label, so nothing is lost to a screen reader.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<Tooltip | undefined>(() => loadedTooltip);
  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    const cancel = whenIdle(() => {
      void import('@mui/material/Tooltip').then(({ default: loaded }) => {
        loadedTooltip = loaded;
        if (mounted) setTooltip(() => loaded);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}
