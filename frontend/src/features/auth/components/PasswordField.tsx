import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useMessages } from '../../../lib/i18n';
import { signInControlsMessages } from './SignInControls.messages';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so golfers on phones can check what they typed. */
export function PasswordField({ autoComplete, label, ...props }: PasswordFieldProps) {
  const text = useMessages(signInControlsMessages);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete, maxLength: 128 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={
                  visible ? text.hidePassword(String(label)) : text.showPassword(String(label))
                }
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
