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
import { apiErrorMessage } from '../../../lib/api-error';
import { useRemoveContactMutation, useVerifyContactMutation } from '../api/notifications.api';
import { serverFieldMessage } from '../notifications.errors';

/** One contact: verified or not, a code field for an unverified phone, and Remove. */
export function ContactItem({ contact }: { contact: Contact }) {
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
      setCodeError('Please enter the 6-digit code');
      return;
    }
    const result = await verify({ id: contact.id, code: code.trim() });
    if (result.error) {
      setCodeError(serverFieldMessage(result.error, 'code') ?? apiErrorMessage(result.error));
      return;
    }
    toast({
      title: 'Phone number verified',
      description: `SMS alerts can now go to ${contact.value}.`,
      variant: 'success',
    });
  };

  const removeContact = async () => {
    const result = await remove(contact.id);
    if (result.error) {
      toast({
        title: 'Could not remove the contact',
        description: apiErrorMessage(result.error),
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
          <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
            {contact.value}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <Chip
            size="small"
            label={contact.verified ? 'Verified' : 'Unverified'}
            color={contact.verified ? 'success' : 'warning'}
            variant={contact.verified ? 'filled' : 'outlined'}
          />
          <IconButton
            aria-label={`Remove ${contact.value}`}
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
          We sent a verification link to this address. Open it to start getting alerts there.
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
            label="6-digit code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? 'We texted it to this number.'}
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
            Verify
          </Button>
        </Box>
      )}
    </Box>
  );
}
