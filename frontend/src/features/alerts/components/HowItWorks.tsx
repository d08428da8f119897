import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NumberedSteps } from '../../../components/NumberedSteps';

const steps = [
  {
    title: 'Set what you want',
    text: 'Pick an area or courses, a date, a time window, your group size and top price.',
  },
  {
    title: 'We check every minute',
    text: 'TeeWatch reads the course tee sheets every minute, and today and tomorrow even more often.',
  },
  {
    title: 'You hear the moment it opens',
    text: 'A push notification, email or SMS arrives within seconds of a matching tee time opening.',
  },
  {
    title: 'Book at the course',
    text: 'Follow the link and book directly with the course before someone else does.',
  },
];

export function HowItWorks() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="how-it-works-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="how-it-works-title" component="h2" variant="h6">
        How It Works
      </Typography>
      <NumberedSteps steps={steps} />
    </Paper>
  );
}
