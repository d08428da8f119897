import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { legalDocumentMessages } from './LegalDocument.messages';

export interface LegalSection {
  id: string;
  title: string;
  /** A paragraph, or the items of a bulleted list. */
  body: string | readonly string[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** **bold**, `a storage key`, and an email address, each kept whole in every language. */
const marks = /(\*\*[^*]+\*\*|`[^`]+`|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * A sentence of a legal text. The texts mark their bold lead-ins and code words in the sentence
 * itself, so each language places them where its grammar wants; addresses become mail links.
 */
function LegalText({ text }: { text: string }) {
  return text.split(marks).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`')) {
      return (
        <code key={index} translate="no">
          {part.slice(1, -1)}
        </code>
      );
    }
    return (
      <Link key={index} href={`mailto:${part}`} translate="no">
        {part}
      </Link>
    );
  });
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const text = useMessages(legalDocumentMessages);
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
        {text.lastUpdated(updated)}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <p>
          <LegalText text={intro} />
        </p>
      </Box>
      <Box component="nav" aria-label={text.onThisPage} sx={{ mt: 3 }}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {text.onThisPage}
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
          {typeof section.body === 'string' ? (
            <p>
              <LegalText text={section.body} />
            </p>
          ) : (
            <ul>
              {section.body.map((item) => (
                <li key={item}>
                  <LegalText text={item} />
                </li>
              ))}
            </ul>
          )}
        </Box>
      ))}
    </Paper>
  );
}
