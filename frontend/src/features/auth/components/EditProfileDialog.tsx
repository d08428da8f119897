import { useState, type FormEvent } from 'react';
import type { SessionUser } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUpdateProfileMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { profileMessages } from './ProfileCard.messages';

/** Edits the golfer's name (PATCH /api/users/me); the session's copy follows the answer. */
export function EditProfileDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const text = useMessages(profileMessages);
  const { updateUser } = useSession();
  const { toast } = useToast();
  const [name, setName] = useState(user.displayName ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [updateProfile, { error, isLoading }] = useUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const texts = messagesFor(profileMessages).dialog;
    if (name.trim() === '') {
      setProblem(texts.nameRequired);
      return;
    }
    setProblem(null);
    const result = await updateProfile({ name: name.trim() });
    if (result.error) return;
    updateUser(result.data);
    toast({ ...texts.updatedToast, variant: 'success' });
    onClose();
  };

  const formError = problem ?? (error ? authErrorMessage(error, text.dialog.updateFailed) : null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-profile-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="edit-profile-title">{text.dialog.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label={text.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== null}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{text.dialog.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {text.dialog.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
