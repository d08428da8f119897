import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign up instead, back to sign-in...). */
  footer?: ReactNode;
}

/** The one frame of every sign-in screen: a centred card, full width on phones. */
export function AuthCard({ title, subtitle, icon, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="auth-card-title"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        <Stack spacing={1} sx={{ mb: 3 }}>
          {icon && (
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
              {icon}
            </Box>
          )}
          <Typography
            id="auth-card-title"
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
          >
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Stack spacing={1} sx={{ mt: 2.5, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
    </Box>
  );
}
