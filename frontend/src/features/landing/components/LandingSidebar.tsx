import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { NumberedSteps } from '../../../components/NumberedSteps';
import { useMessages } from '../../../lib/i18n';
import { landingMessages } from './LandingPage.messages';
import { Pill } from './Pill';

/** Place names, shown as they are in every language. */
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
  const text = useMessages(landingMessages);
  return (
    <Box
      component="aside"
      aria-label={text.howLabel}
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
    >
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography component="h2" variant="h6">
          {text.howTitle}
        </Typography>
        <NumberedSteps steps={text.steps} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, mt: 2, borderRadius: 3 }}>
        <Typography component="h2" variant="h6">
          {text.areasTitle}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {areas.map((area) => (
            <li key={area}>
              <Pill icon={<PlaceIcon aria-hidden="true" />} outlined translate="no">
                {area}
              </Pill>
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {text.areasNote}
        </Typography>
      </Paper>
    </Box>
  );
}
