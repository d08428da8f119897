import { useState, type FormEvent } from 'react';
import type { ContactKind } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAddContactMutation, useGetContactsQuery } from '../api/notifications.api';
import { serverFieldMessage } from '../notifications.errors';
import { ContactItem } from './ContactItem';

const inputs: Record<ContactKind, { label: string; type: string; placeholder: string }> = {
  email: { label: 'Email address', type: 'email', placeholder: 'you@example.com' },
  phone: { label: 'Phone number', type: 'tel', placeholder: '+1 303 555 0100' },
};

/**
 * Where email and SMS alerts may go: only addresses and numbers proven to be yours
 * (docs/decisions.md, "Nobody can make TeeWatch message a stranger").
 */
export function ContactsSection() {
  const { toast } = useToast();
  const { data: contacts, error, isLoading, refetch } = useGetContactsQuery();
  const [addContact, adding] = useAddContactMutation();
  const [kind, setKind] = useState<ContactKind>('email');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isLoading) return;
    if (value.trim() === '') {
      setFieldError(
        kind === 'email' ? 'Please enter an email address' : 'Please enter a phone number',
      );
      return;
    }
    const result = await addContact({ kind, value: value.trim() });
    if (result.error) {
      setFieldError(serverFieldMessage(result.error, 'value') ?? apiErrorMessage(result.error));
      return;
    }
    setValue('');
    setFieldError(undefined);
    toast(
      result.data.kind === 'email'
        ? {
            title: 'Verification link sent',
            description: `Open the link we emailed to ${result.data.value} to start getting alerts there.`,
            variant: 'success',
          }
        : {
            title: 'Verification code sent',
            description: `Enter the 6-digit code we texted to ${result.data.value}.`,
            variant: 'success',
          },
    );
  };

  let list;
  if (isLoading) {
    list = <CircularProgress size={24} aria-label="Loading your contacts" />;
  } else if (error) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Your contacts could not be loaded. {apiErrorMessage(error)}
      </Alert>
    );
  } else if (!contacts || contacts.length === 0) {
    list = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No email addresses or phone numbers yet.
      </Typography>
    );
  } else {
    list = (
      <Box
        component="ul"
        aria-label="Your contacts"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {contacts.map((contact) => (
          <ContactItem key={contact.id} contact={contact} />
        ))}
      </Box>
    );
  }

  const input = inputs[kind];
  return (
    <Box component="section" aria-labelledby="contacts-title">
      <Typography id="contacts-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Email and SMS Contacts
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Email and SMS alerts go only to verified contacts. We email a link to verify an address, and
        text a 6-digit code to verify a phone number.
      </Typography>

      {list}

      <Box
        component="form"
        noValidate
        onSubmit={add}
        aria-label="Add a contact"
        sx={{ display: 'grid', gap: 1.5, mt: 2.5 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_event, next: ContactKind | null) => {
            if (!next) return;
            setKind(next);
            setFieldError(undefined);
          }}
          aria-label="Contact type"
        >
          <ToggleButton value="email">Email</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            id="contact-value"
            type={input.type}
            label={input.label}
            placeholder={input.placeholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={adding.isLoading}
            sx={{ minHeight: 56 }}
            startIcon={
              adding.isLoading ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : null
            }
          >
            {kind === 'email' ? 'Add Email' : 'Add Phone'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
