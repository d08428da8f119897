import { useState, type FormEvent } from 'react';
import type { Contact } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useRemoveContactMutation, useVerifyContactMutation } from '../api/notifications.api';
import { contactErrorText } from '../notifications.errors';
import { contactItemMessages } from './ContactItem.messages';

/** One contact: verified or not, a code field for an unverified phone, and Remove. */
export function ContactItem({ contact }: { contact: Contact }) {
  const text = useMessages(contactItemMessages);
  const { toast } = useToast();
  const [verify, verifying] = useVerifyContactMutation();
  const [remove, removing] = useRemoveContactMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeId = `contact-${contact.id}-code`;

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying.isLoading) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(messagesFor(contactItemMessages).enterCode);
      return;
    }
    const result = await verify({ id: contact.id, code: code.trim() });
    if (result.error) {
      setCodeError(contactErrorText(result.error, contact.kind, 'code'));
      return;
    }
    const verified = messagesFor(contactItemMessages);
    toast({
      title: verified.phoneVerified,
      description: verified.phoneVerifiedText(contact.value),
      variant: 'success',
    });
  };

  const removeContact = async () => {
    const result = await remove(contact.id);
    if (result.error) {
      toast({
        title: messagesFor(contactItemMessages).removeFailed,
        description: contactErrorText(result.error, contact.kind),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box
      component="li"
      aria-label={contact.value}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      {/* A long address pushes the chip and Remove onto their own line instead of breaking. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 auto', minWidth: 0 }}>
          <Box aria-hidden="true" sx={{ display: 'flex', color: 'text.secondary' }}>
            {contact.kind === 'email' ? (
              <EmailIcon fontSize="small" />
            ) : (
              <SmsIcon fontSize="small" />
            )}
          </Box>
          <Typography
            translate="no"
            sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}
          >
            {contact.value}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <Chip
            size="small"
            label={contact.verified ? text.verified : text.unverified}
            color={contact.verified ? 'success' : 'warning'}
            variant={contact.verified ? 'filled' : 'outlined'}
          />
          <IconButton
            aria-label={text.remove(contact.value)}
            onClick={() => void removeContact()}
            disabled={removing.isLoading}
            size="small"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      {!contact.verified && contact.kind === 'email' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {text.emailPending}
        </Typography>
      )}
      {!contact.verified && contact.kind === 'phone' && (
        <Box
          component="form"
          noValidate
          onSubmit={submitCode}
          sx={{
            display: 'grid',
            gap: 1,
            mt: 1.5,
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            alignItems: 'start',
          }}
        >
          <TextField
            id={codeId}
            label={text.code}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? text.codeHelp}
            size="small"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="small"
            disabled={verifying.isLoading}
            sx={{ minHeight: 40 }}
          >
            {text.verify}
          </Button>
        </Box>
      )}
    </Box>
  );
}
