import IconButton from '@mui/material/IconButton';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useAccessibility } from '../lib/accessibility/accessibility-context';
import { useChangeSetting } from '../lib/accessibility/announcements';
import type { ThemeChoice } from '../lib/accessibility/settings';
import { useMessages } from '../lib/i18n';
import { DeferredTooltip } from './DeferredTooltip';
import { themeModeToggleMessages } from './ThemeModeToggle.messages';

const nextTheme: Record<ThemeChoice, ThemeChoice> = { light: 'dark', dark: 'auto', auto: 'light' };

/** Cycles light → dark → system: a shortcut to the accessibility settings' Color Theme. */
export function ThemeModeToggle() {
  const { settings } = useAccessibility();
  const update = useChangeSetting();
  const current = settings.theme;
  const next = nextTheme[current];
  const label = useMessages(themeModeToggleMessages)[current];
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
