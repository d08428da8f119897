import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/useToast';
import { useSession } from '../../../lib/session';

/**
 * The signed-in user's email, id and first name (or Not set), and sign-out
 * (docs/product-rules.md, "Magic link").
 */
export function DemoSessionPanel() {
  const { status, user, signOut } = useSession();
  const { toast } = useToast();

  if (status === 'checking') return <Typography>Checking your session…</Typography>;
  if (!user) return <Typography sx={{ color: 'text.secondary' }}>Not signed in.</Typography>;

  const rows: Array<[string, string]> = [
    ['Email', user.email],
    ['User ID', user.id],
    ['First Name', user.firstName ?? 'Not set'],
  ];
  return (
    <Stack spacing={2}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 96 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          void signOut().then(() => toast({ title: 'Signed Out', description: 'See you soon!' }))
        }
      >
        Sign Out
      </Button>
    </Stack>
  );
}
