import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Step {
  title: string;
  text: string;
}

/** An ordered list of steps, each with a round number badge, a short title and a sentence. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
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
  );
}
