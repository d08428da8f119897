import { Fragment, useContext } from 'react';
import type { AlertMatch } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Name, Sentence, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { BookTeeTimeContext } from '../../../lib/tee-time-booking';
import { checkedAgo, formatClockTime, formatDollars, foundAgo } from '../alerts.format';
import { type CourseGroup } from '../match-groups';
import { alertMatchesMessages } from './AlertMatches.messages';

interface CourseMatchesProps {
  group: CourseGroup;
  /** How many of its tee times to show; the rest are one tap away. */
  shown: number;
  onShowAll: () => void;
  players: number;
  /** Prefix for the element ids focus moves to. */
  idPrefix: string;
}

export const courseHeadingId = (prefix: string, courseId: string) => `${prefix}-course-${courseId}`;
export const teeTimeRowId = (prefix: string, teeTimeId: string) => `${prefix}-tee-${teeTimeId}`;

type MatchesText = typeof alertMatchesMessages.english;

function distanceText(miles: number | null, text: MatchesText): string | null {
  if (miles === null) return null;
  return miles < 1 ? text.underAMile : text.milesAway(Math.round(miles));
}

/** One course's matching tee times: how far it is, how fresh its tee sheet is, and its slots. */
export function CourseMatches({ group, shown, onShowAll, players, idPrefix }: CourseMatchesProps) {
  const text = useMessages(alertMatchesMessages);
  const headingId = courseHeadingId(idPrefix, group.courseId);
  const hidden = group.teeTimes.length - shown;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        tabIndex={-1}
        translate="no"
        component="h4"
        variant="subtitle2"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {group.courseName}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.75 }}>
        {[
          distanceText(group.distanceMiles, text),
          group.checkedAt ? checkedAgo(group.checkedAt) : text.notCheckedYet,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box
        component="ul"
        aria-label={text.teeTimesAt(group.courseName)}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {group.teeTimes.slice(0, shown).map((teeTime) => (
          <TeeTimeRow
            key={teeTime.id}
            teeTime={teeTime}
            players={players}
            id={teeTimeRowId(idPrefix, teeTime.id)}
          />
        ))}
      </Box>
      {hidden > 0 && (
        <Button size="small" onClick={onShowAll} sx={{ mt: 0.5, ml: -1 }}>
          {/* One inline run: as a flex item of its own, the text would lose its space before the name. */}
          <span>
            <Sentence
              text={(course) => text.showMoreAt(hidden, course)}
              values={[<Name key="name">{group.courseName}</Name>]}
            />
          </span>
        </Button>
      )}
    </Box>
  );
}

/** A signed-in golfer books in one click (TeeWatch books at the platform); anyone else goes to the course. */
function TeeTimeRow({
  teeTime,
  players,
  id,
}: {
  teeTime: AlertMatch;
  players: number;
  id: string;
}) {
  const text = useMessages(alertMatchesMessages);
  const { status } = useSession();
  const bookInOneClick = useContext(BookTeeTimeContext);
  return (
    <Box
      component="li"
      id={id}
      tabIndex={-1}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        outline: 'none',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatClockTime(teeTime.time)}
          </Typography>
          {teeTime.foundAt && <FoundBadge foundAt={teeTime.foundAt} />}
        </Stack>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', '& > span': { whiteSpace: 'nowrap' } }}
        >
          {[text.holes(teeTime.holes), text.spots(teeTime.spots), formatDollars(teeTime.price)].map(
            (part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span>{part}</span>
              </Fragment>
            ),
          )}
        </Typography>
      </Box>
      {status === 'signed-in' && bookInOneClick ? (
        bookInOneClick(teeTime, players)
      ) : (
        <Button
          component="a"
          href={teeTime.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="small"
          endIcon={<OpenInNewIcon aria-hidden="true" />}
          sx={{ flexShrink: 0 }}
        >
          {text.book}
        </Button>
      )}
    </Box>
  );
}

/** "New" for a tee time that opened up in the last hour, and when TeeWatch found it. */
function FoundBadge({ foundAt }: { foundAt: string }) {
  const text = useMessages(alertMatchesMessages);
  const found = foundAgo(foundAt);
  return (
    <>
      {found.isNew && <Chip label={text.new} size="small" color="success" />}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {found.text}
      </Typography>
    </>
  );
}
