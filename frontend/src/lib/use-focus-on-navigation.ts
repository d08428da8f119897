import { type RefObject, useEffect, useRef } from 'react';

/** How long a page may take to show its heading (a lazy route, a loading state). */
const WAIT_FOR_HEADING_MS = 1000;

/**
 * After each navigation (not the first load), moves focus to the new page's main heading, so a
 * keyboard or screen-reader user starts where the eye goes and hears where they are. A page that
 * put focus somewhere itself (an autofocused field) keeps it.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>, pathname: string) {
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const area = main.current;
      if (!area || area.contains(document.activeElement)) return;
      const heading = area.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (performance.now() - started < WAIT_FOR_HEADING_MS) {
        frame = requestAnimationFrame(focusHeading);
      } else {
        area.focus();
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [main, pathname]);
}
