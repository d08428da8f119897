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
import { useSession } from '../../../lib/session';
import { useUpdateProfileMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';

const UPDATE_FAILED = 'Failed to update your profile. Please try again.';

/** Edits the golfer's name (PATCH /api/users/me); the session's copy follows the answer. */
export function EditProfileDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { updateUser } = useSession();
  const { toast } = useToast();
  const [name, setName] = useState(user.displayName ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [updateProfile, { error, isLoading }] = useUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (name.trim() === '') {
      setProblem('Please enter your name');
      return;
    }
    setProblem(null);
    const result = await updateProfile({ name: name.trim() });
    if (result.error) return;
    updateUser(result.data);
    toast({
      title: 'Profile Updated',
      description: 'Your name has been saved.',
      variant: 'success',
    });
    onClose();
  };

  const formError = problem ?? (error ? authErrorMessage(error, UPDATE_FAILED) : null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-profile-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="edit-profile-title">Edit Profile</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== null}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
