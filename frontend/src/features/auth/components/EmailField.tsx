import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMessages } from '../../../lib/i18n';
import { signInControlsMessages } from './SignInControls.messages';

/** The email input of every sign-in form: labelled Email, filled by the browser, 254 at most. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'slotProps'>) {
  const text = useMessages(signInControlsMessages);
  return (
    <TextField
      {...props}
      label={text.email}
      type="email"
      fullWidth
      slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 254 } }}
    />
  );
}
