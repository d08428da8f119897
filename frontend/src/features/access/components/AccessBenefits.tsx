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

const benefits = [
  {
    icon: <TravelExploreIcon />,
    title: 'Real-time monitoring',
    text: 'Colorado tee sheets checked every minute, so cancellations do not slip by.',
  },
  {
    icon: <NotificationsActiveIcon />,
    title: 'Instant alerts',
    text: 'Push, email or SMS the moment a matching tee time opens.',
  },
  {
    icon: <SellIcon />,
    title: 'Transparent pricing',
    text: 'See the green fee before you click, with your price limit respected.',
  },
  {
    icon: <BoltIcon />,
    title: 'One-click booking',
    text: 'Book the best match with the course in a single step.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Golf with friends',
    text: 'Invite your group and find times that work for everyone.',
  },
];

export function AccessBenefits() {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        What beta members get
      </Typography>
      <List disablePadding aria-label="Beta benefits">
        {benefits.map((benefit) => (
          <ListItem key={benefit.title} disableGutters alignItems="flex-start" sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'inherit' }} aria-hidden="true">
              {benefit.icon}
            </ListItemIcon>
            <ListItemText
              primary={benefit.title}
              secondary={benefit.text}
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
