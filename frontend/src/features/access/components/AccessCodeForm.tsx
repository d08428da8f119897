import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import KeyIcon from '@mui/icons-material/Key';
import { useMessages } from '../../../lib/i18n';
import { accessCodeFormMessages } from './AccessCodeForm.messages';

interface AccessCodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  pending: boolean;
}

export function AccessCodeForm({ code, onCodeChange, onSubmit, pending }: AccessCodeFormProps) {
  const text = useMessages(accessCodeFormMessages);
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // Enter submits even when the field is blank (the disabled button would block the browser's
  // implicit submission), so a blank code gets its "Missing Access Code" message.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {/* TextField's parts, not TextField: it brings the select menu's code to the first page. */}
      <FormControl fullWidth>
        <InputLabel htmlFor="access-code" shrink>
          {text.label}
        </InputLabel>
        <OutlinedInput
          id="access-code"
          label={text.label}
          notched
          value={code}
          onChange={(event) => {
            setTouched(true);
            onCodeChange(event.target.value.toUpperCase());
          }}
          onKeyDown={onKeyDown}
          placeholder={text.placeholder}
          autoFocus={!touched && code === ''}
          autoComplete="off"
          aria-describedby="access-code-help"
          inputProps={{
            spellCheck: false,
            autoCapitalize: 'characters',
            maxLength: 64,
            style: { letterSpacing: '0.08em', fontWeight: 600 },
          }}
        />
        <FormHelperText id="access-code-help">{text.help}</FormHelperText>
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={code.length === 0 || pending}
        startIcon={
          pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <KeyIcon />
        }
        sx={{ mt: 2 }}
      >
        {text.submit}
      </Button>
    </Box>
  );
}
