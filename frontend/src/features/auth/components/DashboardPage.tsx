import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast/useToast';
import { useSession } from '../../../lib/session';
import { greeting } from '../auth.format';
import { DashboardLinks } from './DashboardLinks';
import { ProfileCard } from './ProfileCard';
import { RecentActivityCard } from './RecentActivityCard';

/**
 * /dashboard (docs/product-rules.md, "Dashboard"); nobody signed in goes to /login. `children`
 * are other features' sections (app/ composes them), shown below the links.
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
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
    toast({ title: 'Signed Out', description: 'See you on the course!' });
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
            {greeting(user)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
            Signed in as {user.email}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          Logout
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
