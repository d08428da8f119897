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
import { languageNames, useMessages } from '../../lib/i18n';
import {
  fontSizes,
  languages,
  themeChoices,
  type AccessibilitySettings,
} from '../../lib/accessibility/settings';
import { accessibilitySettingsMessages } from './AccessibilitySettingsDialog.messages';

type Toggle = {
  [K in keyof AccessibilitySettings]: AccessibilitySettings[K] extends boolean ? K : never;
}[keyof AccessibilitySettings];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
  /** The language an option's label is written in, when not the page's. */
  optionLanguage?: (value: V) => string;
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
        <option
          key={option}
          value={option}
          lang={props.optionLanguage?.(option)}
          disabled={props.disabled?.(option)}
        >
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
  const text = useMessages(accessibilitySettingsMessages);
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
          <span>{text.title}</span>
          <Chip label={text.badge} size="small" color="primary" variant="outlined" />
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label={text.close}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section id="accessibility-visual-settings" title={text.visual.title}>
            <SettingSwitch
              name="highContrast"
              label={text.visual.highContrast}
              help={text.visual.highContrastHelp}
            />
            <SettingSwitch
              name="largeText"
              label={text.visual.largeText}
              help={text.visual.largeTextHelp}
            />
            <SettingSwitch
              name="colorBlindFriendly"
              label={text.visual.colorBlindFriendly}
              help={text.visual.colorBlindFriendlyHelp}
            />
            <SettingSelect
              label={text.visual.fontSize}
              value={settings.fontSize}
              options={fontSizes}
              optionLabel={(size) => text.fontSizes[size]}
              onChange={(size) => update('fontSize', size)}
            />
          </Section>
          <Section id="accessibility-motion-interaction" title={text.motion.title}>
            <SettingSwitch
              name="reducedMotion"
              label={text.motion.reducedMotion}
              help={text.motion.reducedMotionHelp}
            />
            <SettingSwitch
              name="keyboardNavigation"
              label={text.motion.keyboardNavigation}
              help={text.motion.keyboardNavigationHelp}
            />
          </Section>
          <Section id="accessibility-screen-reader" title={text.screenReader.title}>
            <SettingSwitch
              name="screenReader"
              label={text.screenReader.label}
              help={text.screenReader.help}
            />
          </Section>
          <Section id="accessibility-theme" title={text.theme.title}>
            <SettingSelect
              label={text.theme.label}
              value={settings.theme}
              options={themeChoices}
              optionLabel={(choice) => text.themes[choice]}
              onChange={(choice) => update('theme', choice)}
            />
          </Section>
          <Section id="accessibility-language" title={text.language.title}>
            <SettingSelect
              label={text.language.label}
              value={settings.language}
              options={languages}
              // Each language named in itself, and said in its own voice by a screen reader.
              optionLabel={(language) => languageNames[language]}
              optionLanguage={(language) => language}
              onChange={(language) => update('language', language)}
            />
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2, gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.standard}
        </Typography>
        <Button variant="contained" onClick={close}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
