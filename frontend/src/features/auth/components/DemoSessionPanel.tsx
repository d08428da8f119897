import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { authDemoMessages } from './AuthDemoPage.messages';

/**
 * The signed-in user's email, id and first name (or Not set), and sign-out
 * (docs/product-rules.md, "Magic link").
 */
export function DemoSessionPanel() {
  const text = useMessages(authDemoMessages).session;
  const { status, user, signOut } = useSession();
  const { toast } = useToast();

  if (status === 'checking') return <Typography>{text.checking}</Typography>;
  if (!user) return <Typography sx={{ color: 'text.secondary' }}>{text.notSignedIn}</Typography>;

  // A value from the account is shown as it is; null is "Not set".
  const rows: Array<[string, string | null]> = [
    [text.email, user.email],
    [text.userId, user.id],
    [text.firstName, user.firstName],
  ];
  return (
    <Stack spacing={2}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 96 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              translate={value === null ? undefined : 'no'}
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value ?? text.notSet}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          void signOut().then(() => toast(messagesFor(authDemoMessages).session.signedOutToast))
        }
      >
        {text.signOut}
      </Button>
    </Stack>
  );
}
