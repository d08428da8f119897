import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMessages } from '../../../lib/i18n';
import { smartFeaturesMessages } from './SmartFeatures.messages';

export function SmartFeatures() {
  const text = useMessages(smartFeaturesMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="smart-features-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="smart-features-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {text.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {text.features.map((feature) => (
          <Box component="li" key={feature.title} sx={{ display: 'flex', gap: 1.5 }}>
            <CheckCircleIcon color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {feature.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {feature.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
