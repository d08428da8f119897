import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddAlertIcon from '@mui/icons-material/AddAlert';
import { NumberedSteps } from '../../../components/NumberedSteps';
import { useMessages } from '../../../lib/i18n';
import { gettingStartedMessages } from './GettingStarted.messages';

export function GettingStarted() {
  const text = useMessages(gettingStartedMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="getting-started-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="getting-started-title" component="h2" variant="h6">
        {text.title}
      </Typography>
      <NumberedSteps steps={text.steps} />
      <Button
        component={RouterLink}
        to="/alerts"
        variant="contained"
        startIcon={<AddAlertIcon />}
        sx={{ mt: 3 }}
      >
        {text.createFirstAlert}
      </Button>
    </Paper>
  );
}
