import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/**
 * A label in a pill, looking like MUI's Chip without its click and delete machinery: the landing
 * page is the first a visitor loads, and Chip's code is the one thing here it does not need.
 */
export function Pill({
  icon,
  outlined = false,
  children,
  sx,
  ...rest
}: { icon?: ReactNode; outlined?: boolean; children: ReactNode } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: outlined ? 32 : 24,
          px: outlined ? 1.25 : 1,
          borderRadius: 4,
          fontSize: '0.8125rem',
          lineHeight: 1.2,
          '& svg': { fontSize: 18, color: 'text.secondary' },
        },
        outlined && { border: 1, borderColor: 'divider', color: 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {icon}
      {children}
    </Box>
  );
}
