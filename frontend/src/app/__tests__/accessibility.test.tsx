import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useAccessibility } from '../../lib/accessibility/accessibility-context';
import { apiMock } from '../../test/api-mocks';
import { makeGrant } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const root = document.documentElement;
const stored = () => JSON.parse(window.localStorage.getItem('teewatch:accessibility') ?? 'null');
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

function grantAccess() {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
}

async function openSettings() {
  const rendered = renderApp('/');
  await rendered.user.click(await screen.findByRole('button', { name: 'Accessibility settings' }));
  const dialog = await screen.findByRole('dialog', { name: /Accessibility Settings/ });
  return { ...rendered, dialog };
}

describe('accessibility settings dialog', () => {
  beforeEach(grantAccess);

  it('holds the five sections, the WCAG badge and its footer, and Save Settings closes it', async () => {
    const { user, dialog } = await openSettings();
    for (const section of [
      'Visual Settings',
      'Motion & Interaction',
      'Screen Reader',
      'Theme',
      'Language',
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('WCAG 2.2 AA')).toBeInTheDocument();
    expect(within(dialog).getByText(/meets the WCAG 2.2 AA/)).toBeInTheDocument();
    for (const control of [
      'High Contrast Mode',
      'Large Text',
      'Color Blind Friendly',
      'Reduce Motion',
      'Keyboard Navigation',
      'Enhanced Screen Reader Support',
    ]) {
      expect(within(dialog).getByRole('switch', { name: control })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('switch', { name: 'Keyboard Navigation' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Font Size' })).toHaveValue('medium');
    expect(within(dialog).getByRole('combobox', { name: 'Color Theme' })).toHaveValue('auto');
    expect(within(dialog).getByRole('combobox', { name: 'Interface Language' })).toHaveValue('en');

    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Accessibility settings' })).toHaveFocus();
  });

  it('closes with its Close button and with Escape', async () => {
    const { user, dialog } = await openSettings();
    await user.click(within(dialog).getByRole('button', { name: 'Close accessibility settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('applies high contrast at once, saves it, and announces it for one second', async () => {
    const { user, dialog } = await openSettings();
    await user.click(within(dialog).getByRole('switch', { name: 'High Contrast Mode' }));

    expect(root).toHaveAttribute('data-high-contrast');
    expect(stored()).toMatchObject({ highContrast: true, fontSize: 'medium' });
    // The sentences load with the first change.
    await waitFor(() => expect(liveRegion()).toHaveTextContent('High contrast mode enabled'));
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement(), { timeout: 2000 });

    await user.click(within(dialog).getByRole('switch', { name: 'High Contrast Mode' }));
    expect(root).not.toHaveAttribute('data-high-contrast');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('High contrast mode disabled'));
  });

  it('sets the font size of the whole page', async () => {
    const { user, dialog } = await openSettings();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Font Size' }),
      'extra-large',
    );
    expect(root.style.fontSize).toBe('1.25rem');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Font size changed to extra-large'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Font Size' }), 'small');
    expect(root.style.fontSize).toBe('0.875rem');
  });

  it('switches the theme to dark, and the app bar toggle follows the same setting', async () => {
    const { user, dialog } = await openSettings();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Color Theme' }), 'dark');
    await waitFor(() => expect(root).toHaveAttribute('data-teewatch-color-scheme', 'dark'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Theme changed to dark'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Dark theme/ }));
    expect(stored()).toMatchObject({ theme: 'auto' });
    expect(screen.getByRole('button', { name: /^System theme/ })).toBeInTheDocument();
  });

  it('changes the palette for colour-blind golfers and motion for those who asked less', async () => {
    const { user, dialog } = await openSettings();
    const styles = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join();
    expect(styles()).not.toContain('#005a8c');
    await user.click(within(dialog).getByRole('switch', { name: 'Color Blind Friendly' }));
    await waitFor(() => expect(styles()).toContain('--tw-palette-success-main:#005a8c'));
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Color blind friendly mode enabled'),
    );

    await user.click(within(dialog).getByRole('switch', { name: 'Reduce Motion' }));
    expect(root).toHaveAttribute('data-reduced-motion');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Motion reduction enabled'));
  });

  it('switches the whole app to the language chosen, says so, and keeps it', async () => {
    const { user, dialog } = await openSettings();
    const language = within(dialog).getByRole('combobox', { name: 'Interface Language' });
    for (const name of ['English', 'Español', 'Français', 'Deutsch']) {
      expect(within(language).getByRole('option', { name })).toBeEnabled();
    }
    await user.selectOptions(language, 'es');
    await waitFor(() => expect(root).toHaveAttribute('lang', 'es'));
    expect(stored()).toMatchObject({ language: 'es' });
  });
});

describe('the interface language', () => {
  beforeEach(grantAccess);

  it('comes from the browser on a first visit: a Spanish browser reads Spanish', async () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['es-MX', 'en-US']);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    languages.mockRestore();
  });

  it('follows the saved choice over the browser, in German', async () => {
    window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'de' }));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  });
});

describe('in Spanish', () => {
  beforeEach(() => {
    grantAccess();
    window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  });

  it('names the page, the app bar and every setting in Spanish, and says each change so', async () => {
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Página no encontrada – TeeWatch'));
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis alertas' })).toBeInTheDocument();
    expect(screen.getByText(/Alertas de tee time para golfistas de Colorado/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tema del sistema (cambiar a tema claro)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajustes de accesibilidad' }));
    const dialog = await screen.findByRole('dialog', { name: /Ajustes de accesibilidad/ });
    expect(within(dialog).getByRole('heading', { name: 'Ajustes visuales' })).toBeInTheDocument();
    const fontSize = within(dialog).getByRole('combobox', { name: 'Tamaño de letra' });
    expect(within(fontSize).getByRole('option', { name: 'Extragrande' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Modo de alto contraste' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Modo de alto contraste activado'));

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Idioma de la interfaz' }),
      'fr',
    );
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Langue réglée sur Français'));
    expect(root).toHaveAttribute('lang', 'fr');
    expect(
      within(dialog).getByRole('button', { name: 'Enregistrer les paramètres' }),
    ).toBeVisible();
  });

  it('tells of an achievement unlocked by its Spanish name, its points counted the Spanish way', async () => {
    let served = false;
    server.use(
      http.get('*/api/live', () => {
        if (served) return new HttpResponse(null, { status: 204 });
        served = true;
        const event = 'event: achievements\ndata: {"achievementIds":["onboarding-complete"]}\n\n';
        return new HttpResponse(event, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    renderApp('/no-such-page');
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('¡Logro desbloqueado!');
    expect(toast).toHaveTextContent('Todo listo · +1,000 puntos');
  });
});

describe('saved accessibility settings', () => {
  beforeEach(grantAccess);

  it('are merged over the defaults on load, a bad value dropped alone', async () => {
    window.localStorage.setItem(
      'teewatch:accessibility',
      JSON.stringify({ largeText: true, fontSize: 'enormous', theme: 'dark' }),
    );
    renderApp('/');
    await screen.findByRole('button', { name: 'Accessibility settings' });
    expect(root).toHaveAttribute('data-large-text');
    expect(root.style.fontSize).toBe('1rem');
    expect(root).toHaveAttribute('data-teewatch-color-scheme', 'dark');
  });

  it('that cannot be parsed are logged and the defaults stay', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('teewatch:accessibility', '{not json');
    renderApp('/');
    await screen.findByRole('button', { name: 'Accessibility settings' });
    expect(logged).toHaveBeenCalledWith('Failed to load accessibility settings', expect.anything());
    expect(root).not.toHaveAttribute('data-large-text');
    expect(root).toHaveAttribute('data-keyboard-navigation');
    logged.mockRestore();
  });
});

describe('enhanced screen reader support', () => {
  beforeEach(grantAccess);

  /** The live stream tells of a change to one of this browser's alerts, once. */
  function serveAlertNews() {
    let served = false;
    server.use(
      http.get('*/api/live', () => {
        if (served) return new HttpResponse(null, { status: 204 });
        served = true;
        const event = 'event: alerts\ndata: {"alertIds":["alert-1"]}\n\n';
        return new HttpResponse(event, {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }),
    );
    return () => served;
  }

  it('announces tee times that change while the golfer reads another page', async () => {
    window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ screenReader: true }));
    serveAlertNews();
    renderApp('/');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Tee times changed for your alerts'),
    );
  });

  it('stays quiet about them when it is off', async () => {
    const served = serveAlertNews();
    renderApp('/');
    await waitFor(() => expect(served()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});

it('are offered on the access gate too, before a code is entered', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accessibility settings' })).toBeInTheDocument();
});

it('useAccessibility outside its provider says so', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Orphan() {
    useAccessibility();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow(
    'useAccessibility must be used within AccessibilityProvider',
  );
  logged.mockRestore();
});
