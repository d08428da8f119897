import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SellIcon from '@mui/icons-material/Sell';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';

const features = [
  {
    icon: <TravelExploreIcon />,
    title: 'Real-time monitoring',
    text: 'Tee sheets at Colorado courses are checked every minute, and today and tomorrow even more often.',
  },
  {
    icon: <NotificationsActiveIcon />,
    title: 'Instant alerts',
    text: 'Get a push notification, email or SMS within seconds of a matching slot opening.',
  },
  {
    icon: <SellIcon />,
    title: 'Transparent pricing',
    text: 'See the green fee up front. Your price limit is always respected.',
  },
  {
    icon: <BoltIcon />,
    title: 'Book in seconds',
    text: 'Our booking agent can reserve the best match for you with the course in a single click.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Bring your friends',
    text: 'Invite your regular foursome and find times that work for the whole group.',
  },
];

export function FeatureList() {
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
      {features.map((feature) => (
        <Paper
          component="li"
          key={feature.title}
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
            {feature.icon}
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {feature.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {feature.text}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
