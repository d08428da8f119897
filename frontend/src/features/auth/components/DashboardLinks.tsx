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
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './DashboardPage.messages';

type Shortcut = keyof typeof dashboardMessages.english.shortcuts;

const links: Array<{ shortcut: Shortcut; to: string; icon: ReactNode }> = [
  { shortcut: 'alerts', to: '/alerts', icon: <SportsGolfIcon /> },
  { shortcut: 'search', to: '/alerts', icon: <SearchIcon /> },
  { shortcut: 'achievements', to: '/achievements', icon: <EmojiEventsIcon /> },
  { shortcut: 'notifications', to: '/notifications', icon: <NotificationsActiveIcon /> },
];

/** Cards to alerts, search, achievements and notifications (docs/product-rules.md, "Dashboard"). */
export function DashboardLinks() {
  const text = useMessages(dashboardMessages);
  return (
    <Box
      component="nav"
      aria-label={text.shortcutsLabel}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' },
      }}
    >
      {links.map((link) => (
        <Card key={link.shortcut} sx={{ borderRadius: 3 }}>
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
                  {text.shortcuts[link.shortcut].title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {text.shortcuts[link.shortcut].description}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
