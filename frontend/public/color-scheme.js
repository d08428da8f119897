/* global document, window */
// Applies the saved or system color scheme before the app loads, so dark-mode users never see a
// light flash. Kept as a file (not an inline script) so a strict Content-Security-Policy allows it.
(function applyColorScheme() {
  var mode;
  try {
    mode = window.localStorage.getItem('teewatch:theme');
  } catch {
    mode = null;
  }
  var dark =
    mode === 'dark' ||
    (mode !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-teewatch-color-scheme', dark ? 'dark' : 'light');
})();
