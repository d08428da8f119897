import { type Optimization } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { formatClockTime, formatCount, formatDay, formatDollars } from '../../../../lib/format';
import { useMessages } from '../../../../lib/i18n';
import { SectionCard } from '../../../../components/SectionCard';
import { recommendationMessages } from './RecommendationCard.messages';

/** Green at 0.8 or more, yellow at 0.6 or more, otherwise red. */
export function successColor(estimatedSuccess: number): 'success' | 'warning' | 'error' {
  if (estimatedSuccess >= 0.8) return 'success';
  if (estimatedSuccess >= 0.6) return 'warning';
  return 'error';
}

/** The tee time's day, time, holes and price as the texts' arguments. */
function teeTimeFacts({ teeTime }: Optimization) {
  return [
    formatDay(teeTime.date),
    formatClockTime(teeTime.time),
    teeTime.holes,
    formatDollars(teeTime.price),
  ] as const;
}

export function SuccessChip({ optimization }: { optimization: Optimization }) {
  const text = useMessages(recommendationMessages);
  return (
    <Chip
      size="small"
      color={successColor(optimization.estimatedSuccess)}
      label={text.successProbability(Math.round(optimization.estimatedSuccess * 100))}
    />
  );
}

interface RecommendationCardProps {
  optimization: Optimization;
  /** null until known; TeeWatch then shows the course's terms or says to check them. */
  cancellationTerms: string | null | undefined;
  bookAction: React.ReactNode;
  queueAction: React.ReactNode;
}

/** The best-ranked tee time: why it is best, how likely it is to last, and the two actions. */
export function RecommendationCard({
  optimization,
  cancellationTerms,
  bookAction,
  queueAction,
}: RecommendationCardProps) {
  const text = useMessages(recommendationMessages);
  const { teeTime } = optimization;
  return (
    <Paper
      component="section"
      aria-labelledby="top-recommendation-title"
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, border: 2, borderColor: 'primary.main' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="top-recommendation-title" component="h2" variant="overline">
          {text.topRecommendation}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={text.score(Math.round(optimization.optimizationScore * 100))}
        />
      </Stack>
      <Typography component="h3" variant="h5" translate="no" sx={{ fontWeight: 700 }}>
        {teeTime.courseName}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {text.teeTimeWithDistance(
          ...teeTimeFacts(optimization),
          formatCount(teeTime.distanceMiles),
        )}
      </Typography>
      <Box sx={{ my: 1.5 }}>
        <SuccessChip optimization={optimization} />
      </Box>
      {/* The reasons are the optimizer's own sentences: the server writes them in English. */}
      <List dense aria-label={text.whyThisTeeTime} disablePadding>
        {optimization.reasons.map((reason) => (
          <ListItem key={reason} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={reason} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        <strong>{text.cancellationPolicy}</strong> {cancellationTerms ?? text.noCancellationTerms}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {bookAction}
        {queueAction}
      </Stack>
    </Paper>
  );
}

/** Items 2 to 4 of the ranking. */
export function AlternativeOptions({ optimizations }: { optimizations: Optimization[] }) {
  const text = useMessages(recommendationMessages);
  if (optimizations.length === 0) return null;
  return (
    <SectionCard titleId="alternatives-title" title={text.alternatives}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {optimizations.map((optimization) => (
          <Box component="li" key={optimization.id}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', gap: 1 }}
            >
              <div>
                <Typography translate="no" sx={{ fontWeight: 600 }}>
                  {optimization.teeTime.courseName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.teeTime(...teeTimeFacts(optimization))}
                </Typography>
                <Typography variant="body2">
                  {optimization.reasons.slice(0, 2).join(' · ')}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <SuccessChip optimization={optimization} />
                <Button
                  size="small"
                  href={optimization.teeTime.bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {text.coursePage}
                </Button>
              </Stack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
