import { Suspense, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import { AccessibilityButton } from '../components/accessibility/AccessibilityButton';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorFallback } from '../components/ErrorFallback';
import { PageLoading } from '../components/PageLoading';
import {
  MOBILE_NAV_HEIGHT,
  MobileBottomNav,
  type MobileNavItem,
} from '../components/MobileBottomNav';
import { ThemeModeToggle } from '../components/ThemeModeToggle';
import { useMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation';
import { useDailyCheckIn } from '../features/gamification/hooks/useDailyCheckIn';
import { appShellMessages } from './AppShell.messages';
import { usePageLoading } from './page-loading';
import { useLiveUpdates } from './useLiveUpdates';

function mobileNavItems(
  signedIn: boolean,
  operator: boolean,
  labels: (typeof appShellMessages.english)['bottomNavigation'],
): MobileNavItem[] {
  const items: MobileNavItem[] = [
    { label: labels.home, to: '/', icon: <HomeIcon /> },
    { label: labels.search, to: '/alerts', icon: <SearchIcon /> },
    { label: labels.alerts, to: '/notifications', icon: <NotificationsIcon /> },
    { label: labels.rewards, to: '/achievements', icon: <EmojiEventsIcon /> },
  ];
  // Profile only when signed in (docs/product-rules.md, "Navigation").
  if (signedIn) {
    items.push({ label: labels.profile, to: '/dashboard', icon: <PersonIcon /> });
  }
  // The operator console, for accounts with the admin role only (docs/operations.md).
  if (operator) {
    items.push({ label: labels.operator, to: '/operator', icon: <AdminPanelSettingsIcon /> });
  }
  return items;
}

/** The granted app: app bar, the current route inside an error boundary, footer, phone nav. */
export function AppShell() {
  const pageLoading = usePageLoading();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const text = useMessages(appShellMessages);
  const operator = status === 'signed-in' && user?.role === 'admin';
  useLiveUpdates(user?.id ?? status);
  useDailyCheckIn(user?.id ?? null);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main, location.pathname);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {text.skipToContent}
      </Link>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar component="nav" aria-label={text.mainNavigation}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, borderRadius: 1 }}
          >
            <GolfCourseIcon color="primary" aria-hidden="true" />
            <Typography component="span" variant="h6" translate="no" sx={{ fontWeight: 800 }}>
              TeeWatch
            </Typography>
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' }, mr: 1 }}>
            <Button component={RouterLink} to="/alerts" color="inherit">
              {text.myAlerts}
            </Button>
            <Button component={RouterLink} to="/notifications" color="inherit">
              {text.notifications}
            </Button>
            {operator && (
              <Button component={RouterLink} to="/operator" color="inherit">
                {text.operatorConsole}
              </Button>
            )}
          </Stack>
          <AccessibilityButton />
          <ThemeModeToggle />
        </Toolbar>
        {pageLoading && (
          <LinearProgress
            aria-label={text.loadingPage}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
          />
        )}
      </AppBar>

      <Container
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        maxWidth="lg"
        sx={{
          flex: 1,
          py: { xs: 3, md: 5 },
          pb: { xs: `${MOBILE_NAV_HEIGHT + 24}px`, md: 5 },
          '&:focus': { outline: 'none' },
        }}
      >
        <ErrorBoundary
          key={location.pathname}
          fallback={({ reset }) => (
            <ErrorFallback
              onRetry={reset}
              onGoHome={() => {
                reset();
                void navigate('/');
              }}
            />
          )}
        >
          {/* The first page's chunk loads here; later ones while the current page stays on screen. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>

      <Box
        component="footer"
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          py: 3,
          mb: { xs: `${MOBILE_NAV_HEIGHT}px`, md: 0 },
        }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
          >
            <Typography variant="body2">{text.footer(new Date().getFullYear())}</Typography>
            <Stack direction="row" spacing={3}>
              <Link component={RouterLink} to="/privacy" variant="body2" color="inherit">
                {text.privacy}
              </Link>
              <Link component={RouterLink} to="/terms" variant="body2" color="inherit">
                {text.terms}
              </Link>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <MobileBottomNav
        items={mobileNavItems(status === 'signed-in', operator, text.bottomNavigation)}
      />
    </Box>
  );
}
