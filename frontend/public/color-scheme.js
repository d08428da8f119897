/* global document, window */
// Applies the saved colour scheme and font size before the app loads, so nobody sees a light flash
// or text jump in size. Kept as a file (not an inline script) so a strict Content-Security-Policy
// allows it. The app applies the same settings again once it runs (docs/accessibility.md).
(function applySavedLook() {
  var settings;
  var mode = null;
  try {
    settings = JSON.parse(window.localStorage.getItem('teewatch:accessibility') || '{}') || {};
    mode = window.localStorage.getItem('teewatch:theme');
  } catch {
    settings = {};
  }
  var theme = settings.theme || mode;
  var dark =
    theme === 'dark' ||
    (theme !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-teewatch-color-scheme', dark ? 'dark' : 'light');
  var fontSizes = { small: '0.875rem', large: '1.125rem', 'extra-large': '1.25rem' };
  if (fontSizes[settings.fontSize]) root.style.fontSize = fontSizes[settings.fontSize];
})();
