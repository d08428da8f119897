import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {steps.map((step, index) => (
          <Stack
            component="li"
            key={step.title}
            direction="row"
            spacing={2}
            sx={{ '&:not(:last-of-type)': { mb: 2 } }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
