import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { DeferredTooltip } from './DeferredTooltip';

type Mode = 'light' | 'dark' | 'system';

const nextMode: Record<Mode, Mode> = { light: 'dark', dark: 'system', system: 'light' };
const modeLabel: Record<Mode, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'System theme',
};

/** Cycles light → dark → system; MUI persists the choice under `teewatch:theme`. */
export function ThemeModeToggle() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? 'system';
  const next = nextMode[current];
  const label = `${modeLabel[current]} (switch to ${modeLabel[next].toLowerCase()})`;
  return (
    <DeferredTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(next)}>
        {current === 'light' && <LightModeIcon />}
        {current === 'dark' && <DarkModeIcon />}
        {current === 'system' && <BrightnessAutoIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
