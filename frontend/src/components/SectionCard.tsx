import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  /** The heading's element id; the section is named by it. */
  titleId: string;
  title: ReactNode;
  /** The section's own id, for links to it (/dashboard#my-bookings). */
  id?: string;
  children: ReactNode;
}

/** A page section as an outlined card, named by its level-2 heading. */
export function SectionCard({ titleId, title, id, children }: SectionCardProps) {
  return (
    <Paper
      component="section"
      id={id}
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
