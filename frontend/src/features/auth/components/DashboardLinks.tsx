import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SearchIcon from '@mui/icons-material/Search';
import SportsGolfIcon from '@mui/icons-material/SportsGolf';

interface DashboardLink {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const links: DashboardLink[] = [
  {
    title: 'My Alerts',
    description: 'Create and manage your tee-time alerts',
    to: '/alerts',
    icon: <SportsGolfIcon />,
  },
  {
    title: 'Search Tee Times',
    description: 'Find open tee times at Colorado courses',
    to: '/alerts',
    icon: <SearchIcon />,
  },
  {
    title: 'Achievements',
    description: 'Your points, streaks and badges',
    to: '/achievements',
    icon: <EmojiEventsIcon />,
  },
  {
    title: 'Notifications',
    description: 'Choose how and when we alert you',
    to: '/notifications',
    icon: <NotificationsActiveIcon />,
  },
];

/** Cards to alerts, search, achievements and notifications (docs/product-rules.md, "Dashboard"). */
export function DashboardLinks() {
  return (
    <Box
      component="nav"
      aria-label="Dashboard shortcuts"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' },
      }}
    >
      {links.map((link) => (
        <Card key={link.title} sx={{ borderRadius: 3 }}>
          <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden="true">
                {link.icon}
              </Box>
              <Box>
                <Typography
                  component="span"
                  variant="subtitle1"
                  sx={{ fontWeight: 700, display: 'block' }}
                >
                  {link.title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {link.description}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
