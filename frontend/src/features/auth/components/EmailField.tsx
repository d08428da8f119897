import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The email input of every sign-in form: labelled Email, filled by the browser, 254 at most. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      fullWidth
      slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 254 } }}
    />
  );
}
