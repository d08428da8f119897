import { useState } from 'react';
import type { SessionUser } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { accountTypeLabels } from '../auth.format';
import { EditProfileDialog } from './EditProfileDialog';

function ProfileRow({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Name (or Not set), email, account type, and Edit Profile (docs/product-rules.md, "Dashboard").
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="profile-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Profile
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <ProfileRow label="Name" value={user.displayName ?? 'Not set'} />
        <ProfileRow label="Email" value={user.email} />
        <ProfileRow label="Account Type" value={accountTypeLabels[user.accountType]} />
      </Stack>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => setEditing(true)}
        sx={{ mt: 2.5 }}
      >
        Edit Profile
      </Button>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
