import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NumberedSteps } from '../../../components/NumberedSteps';
import { useMessages } from '../../../lib/i18n';
import { howItWorksMessages } from './HowItWorks.messages';

export function HowItWorks() {
  const text = useMessages(howItWorksMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="how-it-works-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="how-it-works-title" component="h2" variant="h6">
        {text.title}
      </Typography>
      <NumberedSteps steps={text.steps} />
    </Paper>
  );
}
