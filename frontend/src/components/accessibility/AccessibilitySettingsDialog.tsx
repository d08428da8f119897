import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAccessibility } from '../../lib/accessibility/accessibility-context';
import { useChangeSetting } from '../../lib/accessibility/announcements';
import { languageNames } from '../../lib/i18n';
import {
  fontSizes,
  languages,
  themeChoices,
  type AccessibilitySettings,
  type FontSize,
  type ThemeChoice,
} from '../../lib/accessibility/settings';

type Toggle = {
  [K in keyof AccessibilitySettings]: AccessibilitySettings[K] extends boolean ? K : never;
}[keyof AccessibilitySettings];

const fontSizeLabels: Record<FontSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra Large',
};
const themeLabels: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (follow system)',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `accessibility-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function SettingSwitch({ name, label, help }: { name: Toggle; label: string; help: string }) {
  const { settings } = useAccessibility();
  const update = useChangeSetting();
  const helpId = `accessibility-${name}-help`;
  return (
    <Stack>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={settings[name]}
            onChange={(event) => update(name, event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}>
        {help}
      </Typography>
    </Stack>
  );
}

/** A native select: the phone's own picker, and every screen reader knows it. */
function SettingSelect<V extends string>(props: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  disabled?: (value: V) => boolean;
  onChange: (value: V) => void;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: 320 }}
    >
      {props.options.map((option) => (
        <option key={option} value={option} disabled={props.disabled?.(option)}>
          {props.optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}

/** The accessibility settings (docs/accessibility.md): each change applies and saves at once. */
export default function AccessibilitySettingsDialog() {
  const { settings, dialogOpen, setDialogOpen } = useAccessibility();
  const update = useChangeSetting();
  const close = () => setDialogOpen(false);
  return (
    <Dialog
      open={dialogOpen}
      onClose={close}
      disableRestoreFocus
      maxWidth={false}
      aria-labelledby="accessibility-settings-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: '42rem', maxHeight: '80vh' } } }}
    >
      <DialogTitle id="accessibility-settings-title" sx={{ pr: 7 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>Accessibility Settings</span>
          <Chip label="WCAG 2.2 AA" size="small" color="primary" variant="outlined" />
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label="Close accessibility settings"
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section title="Visual Settings">
            <SettingSwitch
              name="highContrast"
              label="High Contrast Mode"
              help="Black and white, with stronger borders."
            />
            <SettingSwitch
              name="largeText"
              label="Large Text"
              help="Makes all text about 15% larger."
            />
            <SettingSwitch
              name="colorBlindFriendly"
              label="Color Blind Friendly"
              help="Blue and orange instead of green and red for good and bad news."
            />
            <SettingSelect
              label="Font Size"
              value={settings.fontSize}
              options={fontSizes}
              optionLabel={(size) => fontSizeLabels[size]}
              onChange={(size) => update('fontSize', size)}
            />
          </Section>
          <Section title="Motion & Interaction">
            <SettingSwitch
              name="reducedMotion"
              label="Reduce Motion"
              help="Turns off animations and transitions."
            />
            <SettingSwitch
              name="keyboardNavigation"
              label="Keyboard Navigation"
              help="A strong ring shows which control has keyboard focus."
            />
          </Section>
          <Section title="Screen Reader">
            <SettingSwitch
              name="screenReader"
              label="Enhanced Screen Reader Support"
              help="Announces new tee times and booking changes as they arrive, wherever you are in the app."
            />
          </Section>
          <Section title="Theme">
            <SettingSelect
              label="Color Theme"
              value={settings.theme}
              options={themeChoices}
              optionLabel={(choice) => themeLabels[choice]}
              onChange={(choice) => update('theme', choice)}
            />
          </Section>
          <Section title="Language">
            <SettingSelect
              label="Interface Language"
              value={settings.language}
              options={languages}
              optionLabel={(language) => languageNames[language]}
              onChange={(language) => update('language', language)}
            />
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2, gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          TeeWatch meets the WCAG 2.2 AA accessibility standard.
        </Typography>
        <Button variant="contained" onClick={close}>
          Save Settings
        </Button>
      </DialogActions>
    </Dialog>
  );
}
