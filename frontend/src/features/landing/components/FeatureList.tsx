import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SellIcon from '@mui/icons-material/Sell';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useMessages } from '../../../lib/i18n';
import { landingMessages } from './LandingPage.messages';

const features = [
  { key: 'monitoring', icon: <TravelExploreIcon /> },
  { key: 'alerts', icon: <NotificationsActiveIcon /> },
  { key: 'pricing', icon: <SellIcon /> },
  { key: 'booking', icon: <BoltIcon /> },
  { key: 'friends', icon: <GroupsIcon /> },
] as const;

export function FeatureList() {
  const text = useMessages(landingMessages);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {features.map(({ key, icon }) => (
        <Paper
          component="li"
          key={key}
          variant="outlined"
          sx={{
            p: 2.5,
            borderRadius: 3,
            display: 'flex',
            gap: 2,
            // An odd last card spans the row instead of leaving a hole beside it.
            '&:last-of-type:nth-of-type(odd)': { gridColumn: { sm: '1 / -1' } },
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {text.features[key].title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {text.features[key].text}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
