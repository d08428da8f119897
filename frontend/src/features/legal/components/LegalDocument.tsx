import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        maxWidth: 820,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        borderRadius: 3,
        '& p, & li': { color: 'text.secondary', lineHeight: 1.7 },
        '& ul': { pl: 3, my: 1 },
        '& strong': { color: 'text.primary' },
      }}
    >
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last updated {updated}
      </Typography>
      <Box sx={{ mt: 3 }}>{intro}</Box>
      <Box component="nav" aria-label="On this page" sx={{ mt: 3 }}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          On this page
        </Typography>
        <Box component="ol" sx={{ columns: { sm: 2 }, pl: 3, mt: 1 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Box component="a" href={`#${section.id}`} sx={{ color: 'primary.main' }}>
                {section.title}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 4 }}>
          <Typography
            id={section.id}
            component="h2"
            variant="h5"
            sx={{ mb: 1.5, scrollMarginTop: 88 }}
          >
            {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Paper>
  );
}
