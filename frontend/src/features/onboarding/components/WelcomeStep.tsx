import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PlaceIcon from '@mui/icons-material/Place';
import TuneIcon from '@mui/icons-material/Tune';
import { useMessages } from '../../../lib/i18n';
import { welcomeStepMessages } from './WelcomeStep.messages';

const whatComes = [
  { icon: <PlaceIcon />, key: 'location' },
  { icon: <TuneIcon />, key: 'preferences' },
  { icon: <NotificationsActiveIcon />, key: 'notifications' },
] as const;

export function WelcomeStep() {
  const text = useMessages(welcomeStepMessages);
  return (
    <>
      <Typography sx={{ mb: 2 }}>{text.intro}</Typography>
      <List dense disablePadding>
        {whatComes.map(({ icon, key }) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }} aria-hidden="true">
              {icon}
            </ListItemIcon>
            <ListItemText primary={text[key]} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
