import { useState } from 'react';
import type { SessionUser } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useMessages } from '../../../lib/i18n';
import { accountTypeLabel } from '../auth.format';
import { EditProfileDialog } from './EditProfileDialog';
import { profileMessages } from './ProfileCard.messages';

/** `fromAccount`: the value is the golfer's own (a name, an address), shown as it is. */
function ProfileRow({
  label,
  value,
  fromAccount = false,
}: {
  label: string;
  value: string;
  fromAccount?: boolean;
}) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        translate={fromAccount ? 'no' : undefined}
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Name (or Not set), email, account type, and Edit Profile (docs/product-rules.md, "Dashboard").
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const text = useMessages(profileMessages);
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="profile-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {text.title}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <ProfileRow
          label={text.name}
          value={user.displayName ?? text.notSet}
          fromAccount={user.displayName !== null}
        />
        <ProfileRow label={text.email} value={user.email} fromAccount />
        <ProfileRow label={text.accountType} value={accountTypeLabel(user.accountType)} />
      </Stack>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => setEditing(true)}
        sx={{ mt: 2.5 }}
      >
        {text.edit}
      </Button>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
