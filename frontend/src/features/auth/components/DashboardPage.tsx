import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { greetingName, greetingSentence } from '../auth.format';
import { DashboardLinks } from './DashboardLinks';
import { dashboardMessages } from './DashboardPage.messages';
import { ProfileCard } from './ProfileCard';
import { RecentActivityCard } from './RecentActivityCard';

/**
 * /dashboard (docs/product-rules.md, "Dashboard"); nobody signed in goes to /login. `children`
 * are other features' sections (app/ composes them), shown below the links.
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const text = useMessages(dashboardMessages);
  const { status, user, signOut } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  // Logging out heads home, not to the sign-in page the signed-out guard would pick.
  const [leaving, setLeaving] = useState(false);

  if (leaving) return null;
  if (status === 'checking') return <PageLoading />;
  if (status === 'signed-out' || !user) return <Navigate to="/login" replace />;

  const logout = async () => {
    setLeaving(true);
    await signOut();
    toast(messagesFor(dashboardMessages).signedOutToast);
    await navigate('/');
  };

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            // A greeting by email address has no spaces to wrap at on a phone.
            sx={{
              fontSize: { xs: '1.75rem', sm: '2.125rem' },
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
            }}
          >
            <Sentence
              text={greetingSentence(user)}
              values={[<span translate="no">{greetingName(user)}</span>]}
            />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
            <Sentence text={text.signedInAs} values={[<span translate="no">{user.email}</span>]} />
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {text.logout}
        </Button>
      </Box>

      <DashboardLinks />

      {children}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ProfileCard user={user} />
        <RecentActivityCard />
      </Box>
    </Stack>
  );
}
