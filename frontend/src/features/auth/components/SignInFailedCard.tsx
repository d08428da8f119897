import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { AuthCard } from './AuthCard';

interface SignInFailedCardProps {
  title: string;
  message: string;
  action: { label: string; to: string };
  children?: ReactNode;
}

/** A link that could not sign the golfer in, and the one thing to do next. */
export function SignInFailedCard({ title, message, action, children }: SignInFailedCardProps) {
  return (
    <AuthCard title={title} icon={<ErrorOutlineIcon fontSize="large" />}>
      <Stack spacing={2.5}>
        <Alert severity="error">{message}</Alert>
        {children}
        <Button component={RouterLink} to={action.to} variant="contained" size="large" fullWidth>
          {action.label}
        </Button>
      </Stack>
    </AuthCard>
  );
}
