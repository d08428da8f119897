import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SellIcon from '@mui/icons-material/Sell';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useMessages } from '../../../lib/i18n';
import { accessBenefitsMessages } from './AccessBenefits.messages';

const benefits = [
  { key: 'monitoring', icon: <TravelExploreIcon /> },
  { key: 'alerts', icon: <NotificationsActiveIcon /> },
  { key: 'pricing', icon: <SellIcon /> },
  { key: 'booking', icon: <BoltIcon /> },
  { key: 'friends', icon: <GroupsIcon /> },
] as const;

export function AccessBenefits() {
  const text = useMessages(accessBenefitsMessages);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {text.heading}
      </Typography>
      <List disablePadding aria-label={text.listLabel}>
        {benefits.map((benefit) => (
          <ListItem key={benefit.key} disableGutters alignItems="flex-start" sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'inherit' }} aria-hidden="true">
              {benefit.icon}
            </ListItemIcon>
            <ListItemText
              primary={text[benefit.key].title}
              secondary={text[benefit.key].text}
              slotProps={{
                primary: { sx: { fontWeight: 600 } },
                secondary: { sx: { color: 'inherit', opacity: 0.85 } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
