import { useState, type FormEvent } from 'react';
import { addContactSchema, type ContactKind } from '@teewatch/contracts';
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
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useAddContactMutation, useGetContactsQuery } from '../api/notifications.api';
import { contactErrorText } from '../notifications.errors';
import { ContactItem } from './ContactItem';
import { contactsSectionMessages } from './ContactsSection.messages';

/**
 * Where email and SMS alerts may go: only addresses and numbers proven to be yours
 * (docs/decisions.md, "Nobody can make TeeWatch message a stranger").
 */
export function ContactsSection() {
  const text = useMessages(contactsSectionMessages);
  const { toast } = useToast();
  const { data: contacts, error, isLoading, refetch } = useGetContactsQuery();
  const [addContact, adding] = useAddContactMutation();
  const [kind, setKind] = useState<ContactKind>('email');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isLoading) return;
    const forKind = messagesFor(contactsSectionMessages)[kind];
    if (value.trim() === '') {
      setFieldError(forKind.missing);
      return;
    }
    // The server's own rules, checked here first so the golfer reads why in their language.
    if (!addContactSchema.safeParse({ kind, value: value.trim() }).success) {
      setFieldError(forKind.invalid);
      return;
    }
    const result = await addContact({ kind, value: value.trim() });
    if (result.error) {
      setFieldError(contactErrorText(result.error, kind, 'value'));
      return;
    }
    setValue('');
    setFieldError(undefined);
    const sent = messagesFor(contactsSectionMessages);
    toast(
      result.data.kind === 'email'
        ? {
            title: sent.linkSent,
            description: sent.linkSentText(result.data.value),
            variant: 'success',
          }
        : {
            title: sent.codeSent,
            description: sent.codeSentText(result.data.value),
            variant: 'success',
          },
    );
  };

  let list;
  if (isLoading) {
    list = <CircularProgress size={24} aria-label={text.loading} />;
  } else if (error) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed(apiErrorMessage(error))}
      </Alert>
    );
  } else if (!contacts || contacts.length === 0) {
    list = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.empty}
      </Typography>
    );
  } else {
    list = (
      <Box
        component="ul"
        aria-label={text.list}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {contacts.map((contact) => (
          <ContactItem key={contact.id} contact={contact} />
        ))}
      </Box>
    );
  }

  const input = text[kind];
  return (
    <Box component="section" aria-labelledby="contacts-title">
      <Typography id="contacts-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {text.intro}
      </Typography>

      {list}

      <Box
        component="form"
        noValidate
        onSubmit={add}
        aria-label={text.form}
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
          aria-label={text.kind}
        >
          <ToggleButton value="email">{text.email.choice}</ToggleButton>
          <ToggleButton value="phone">{text.phone.choice}</ToggleButton>
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
            type={kind === 'email' ? 'email' : 'tel'}
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
            {input.add}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
