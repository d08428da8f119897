import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useMessages } from '../lib/i18n';
import { notFoundMessages } from './NotFoundCard.messages';

export function NotFoundCard() {
  const text = useMessages(notFoundMessages);
  return (
    <Card
      sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 2, md: 6 }, textAlign: 'center', borderRadius: 3 }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <GolfCourseIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.body}</Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {text.home}
        </Button>
      </CardContent>
    </Card>
  );
}
