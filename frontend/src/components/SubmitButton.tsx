import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type SubmitButtonProps = Omit<ButtonProps, 'startIcon'> & {
  submitting: boolean;
  /** Shown before the label while nothing is being sent. */
  icon?: ReactNode;
};

/**
 * A form's main button. While the form is being sent it is disabled and shows a spinner beside
 * its label; the label stays, so a screen reader still says what the button does.
 */
export function SubmitButton({ submitting, icon, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...props}
      disabled={submitting || disabled}
      startIcon={
        submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : icon
      }
    />
  );
}
