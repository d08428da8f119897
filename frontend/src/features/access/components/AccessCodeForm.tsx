import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import KeyIcon from '@mui/icons-material/Key';

interface AccessCodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  pending: boolean;
}

export function AccessCodeForm({ code, onCodeChange, onSubmit, pending }: AccessCodeFormProps) {
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
      <TextField
        id="access-code"
        label="Access Code"
        value={code}
        onChange={(event) => {
          setTouched(true);
          onCodeChange(event.target.value.toUpperCase());
        }}
        onKeyDown={onKeyDown}
        placeholder="e.g. BETA-2026"
        fullWidth
        autoFocus={!touched && code === ''}
        autoComplete="off"
        helperText="Letters, numbers and dashes. Not case-sensitive."
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'characters',
            maxLength: 64,
            style: { letterSpacing: '0.08em', fontWeight: 600 },
          },
        }}
      />
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
        Validate Access
      </Button>
    </Box>
  );
}
