import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PlaceIcon from '@mui/icons-material/Place';
import TuneIcon from '@mui/icons-material/Tune';

const whatComes = [
  { icon: <PlaceIcon />, text: 'Where you play from, so we watch the courses near you' },
  { icon: <TuneIcon />, text: 'Your times, budget and group size, as your alerts’ starting point' },
  { icon: <NotificationsActiveIcon />, text: 'How and when we tell you a tee time opened' },
];

export function WelcomeStep() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        TeeWatch watches Colorado tee sheets and tells you the moment a time you want opens. Three
        quick questions set it up; you can change every answer later.
      </Typography>
      <List dense disablePadding>
        {whatComes.map(({ icon, text }) => (
          <ListItem key={text} disableGutters>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }} aria-hidden="true">
              {icon}
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
