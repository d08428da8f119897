import IconButton from '@mui/material/IconButton';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useAccessibility } from '../lib/accessibility/accessibility-context';
import { useChangeSetting } from '../lib/accessibility/announcements';
import type { ThemeChoice } from '../lib/accessibility/settings';
import { DeferredTooltip } from './DeferredTooltip';

const nextTheme: Record<ThemeChoice, ThemeChoice> = { light: 'dark', dark: 'auto', auto: 'light' };
const themeLabel: Record<ThemeChoice, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  auto: 'System theme',
};

/** Cycles light → dark → system: a shortcut to the accessibility settings' Color Theme. */
export function ThemeModeToggle() {
  const { settings } = useAccessibility();
  const update = useChangeSetting();
  const current = settings.theme;
  const next = nextTheme[current];
  const label = `${themeLabel[current]} (switch to ${themeLabel[next].toLowerCase()})`;
  return (
    <DeferredTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => update('theme', next)}>
        {current === 'light' && <LightModeIcon />}
        {current === 'dark' && <DarkModeIcon />}
        {current === 'auto' && <BrightnessAutoIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
