import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { NumberedSteps } from '../../../components/NumberedSteps';

const steps = [
  {
    title: 'Tell us what you want',
    text: 'Area or courses, date, time window, number of players and your top price.',
  },
  {
    title: 'We watch the tee sheets',
    text: 'Every watched course is checked at least once a minute, day and night.',
  },
  {
    title: 'You get the tee time',
    text: 'An alert arrives within seconds. Book it yourself or let the agent do it.',
  },
];

const areas = [
  'Denver Metro',
  'Boulder',
  'Colorado Springs',
  'Vail Valley',
  'Aspen',
  'Fort Collins',
];

/** Shown from the md breakpoint (900 px) up only; phones keep the page short. */
export function LandingSidebar() {
  return (
    <Box
      component="aside"
      aria-label="How TeeWatch works"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
    >
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography component="h2" variant="h6">
          How it works
        </Typography>
        <NumberedSteps steps={steps} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, mt: 2, borderRadius: 3 }}>
        <Typography component="h2" variant="h6">
          Areas we cover
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {areas.map((area) => (
            <li key={area}>
              <Chip icon={<PlaceIcon />} label={area} variant="outlined" />
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          Public and resort courses whose tee sheets are online. More courses join every month.
        </Typography>
      </Paper>
    </Box>
  );
}
