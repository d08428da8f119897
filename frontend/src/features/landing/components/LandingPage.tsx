import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import { Sentence, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { FeatureList } from './FeatureList';
import { landingMessages } from './LandingPage.messages';
import { Pill } from './Pill';
import { LandingSidebar } from './LandingSidebar';

/** Sign In for a visitor; a signed-in golfer is told so and shown the way to their dashboard. */
function AccountLine() {
  const text = useMessages(landingMessages);
  const { status, user } = useSession();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3, overflowWrap: 'anywhere' }}>
      {status === 'signed-in' && user ? (
        <Sentence
          text={text.signedIn}
          values={[
            <span translate="no">{user.displayName ?? user.email}</span>,
            <Link component={RouterLink} to="/dashboard" sx={{ fontWeight: 600 }}>
              {text.dashboardLink}
            </Link>,
          ]}
        />
      ) : (
        <Sentence
          text={text.signedOut}
          values={[
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              {text.signInLink}
            </Link>,
          ]}
        />
      )}
    </Typography>
  );
}

export function LandingPage() {
  const text = useMessages(landingMessages);
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="header"
          sx={(theme) => ({
            p: { xs: 3, sm: 5 },
            borderRadius: 4,
            color: 'common.white',
            background: `linear-gradient(135deg, #0d3b12 0%, #1b5e20 55%, #2e7d32 100%)`,
            position: 'relative',
            overflow: 'hidden',
            ...theme.applyStyles('dark', {
              background: 'linear-gradient(135deg, #0a240c 0%, #123d16 60%, #1b5e20 100%)',
            }),
          })}
        >
          <Pill
            sx={{
              bgcolor: 'rgba(255,255,255,0.16)',
              color: 'common.white',
              fontWeight: 600,
              mb: 2,
            }}
          >
            {text.privateBeta}
          </Pill>
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, lineHeight: 1.1, maxWidth: 620 }}
          >
            {text.title}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 560, fontSize: { sm: '1.1rem' }, opacity: 0.92 }}>
            {text.pitch}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<SearchIcon />}
              onClick={() => navigate('/alerts')}
              sx={{
                bgcolor: '#ffca28',
                color: '#1f1600',
                '&:hover': { bgcolor: '#ffd54f' },
              }}
            >
              {text.findTeeTimes}
            </Button>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="features-title" sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography id="features-title" component="h2" variant="h5" sx={{ mb: 2.5 }}>
            {text.featuresTitle}
          </Typography>
          <FeatureList />
        </Box>

        <Paper
          component="section"
          aria-labelledby="cta-title"
          variant="outlined"
          sx={{ mt: { xs: 4, md: 6 }, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
        >
          <Typography id="cta-title" component="h2" variant="h5">
            {text.ctaTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{text.ctaText}</Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              component={RouterLink}
              to="/alerts"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              {text.bookToday}
            </Button>
            <Button component={RouterLink} to="/one-click-booking" variant="outlined" size="large">
              {text.oneClick}
            </Button>
          </Stack>
          <AccountLine />
        </Paper>
      </Box>

      <LandingSidebar />
    </Box>
  );
}
