import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { alertErrorText } from '../alerts.errors';
import { useGetAlertMatchesQuery } from '../api/alerts.api';
import {
  applyFilters,
  blockLabel,
  filterChoices,
  groupByCourse,
  type MatchFilters,
} from '../match-groups';
import { RetryAlert } from '../../../components/RetryAlert';
import { alertMatchesMessages } from './AlertMatches.messages';
import { CourseMatches, courseHeadingId, teeTimeRowId } from './CourseMatches';

interface AlertMatchesProps {
  alertId: string;
  /** The alert's party: what a booking starts with. */
  players: number;
  id: string;
}

/** The first screen stays short however many tee times match; the rest are a tap away. */
const COURSES_AT_FIRST = 5;
const TEE_TIMES_PER_COURSE = 3;
const NO_FILTERS: MatchFilters = { courseId: null, block: null };

/**
 * The tee times open right now that match one alert, by course, best first (docs/product-rules.md,
 * "An alert's matches, best first"), with filters for course and time of day.
 */
export function AlertMatches({ alertId, players, id }: AlertMatchesProps) {
  const text = useMessages(alertMatchesMessages);
  // "Right now" answers go out of date quickly: every expand asks again.
  const { data, error, isFetching, isLoading, refetch } = useGetAlertMatchesQuery(alertId, {
    refetchOnMountOrArgChange: true,
  });
  const [filters, setFilters] = useState<MatchFilters>(NO_FILTERS);
  const [coursesShown, setCoursesShown] = useState(COURSES_AT_FIRST);
  const [openCourses, setOpenCourses] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);

  const all = useMemo(() => data ?? [], [data]);
  const choices = useMemo(() => filterChoices(all), [all]);
  const filtered = useMemo(() => applyFilters(all, filters), [all, filters]);
  const groups = useMemo(() => groupByCourse(filtered), [filtered]);

  // What "show more" revealed takes focus, so a keyboard or screen reader lands on it.
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const changeFilters = (next: MatchFilters) => {
    setFilters(next);
    setCoursesShown(COURSES_AT_FIRST);
    setOpenCourses(new Set());
  };
  const showMoreCourses = () => {
    const next = groups[coursesShown];
    setCoursesShown((shown) => shown + COURSES_AT_FIRST);
    if (next) setFocusId(courseHeadingId(id, next.courseId));
  };
  const showCourse = (courseId: string) => {
    setOpenCourses((open) => new Set(open).add(courseId));
    const firstHidden = groups.find((group) => group.courseId === courseId)?.teeTimes[
      TEE_TIMES_PER_COURSE
    ];
    if (firstHidden) setFocusId(teeTimeRowId(id, firstHidden.id));
  };

  let content;
  if (isLoading) {
    content = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">{text.loading}</Typography>
      </Stack>
    );
  } else if (error) {
    content = <RetryAlert onRetry={() => void refetch()}>{alertErrorText(error)}</RetryAlert>;
  } else if (all.length === 0) {
    content = (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        {text.none}
      </Typography>
    );
  } else {
    const hiddenCourses = groups.length - coursesShown;
    content = (
      <>
        {(choices.courses.length > 1 || choices.blocks.length > 1) && (
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            {choices.courses.length > 1 && (
              <TextField
                select
                size="small"
                label={text.course}
                value={filters.courseId ?? ''}
                onChange={(event) =>
                  changeFilters({ ...filters, courseId: event.target.value || null })
                }
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{text.allCourses}</option>
                {choices.courses.map((course) => (
                  <option key={course.id} value={course.id} translate="no">
                    {course.name}
                  </option>
                ))}
              </TextField>
            )}
            {choices.blocks.length > 1 && (
              <TextField
                select
                size="small"
                label={text.time}
                value={filters.block ?? ''}
                onChange={(event) =>
                  changeFilters({
                    ...filters,
                    block: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
                sx={{ flexShrink: 0, width: 136 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{text.anyTime}</option>
                {choices.blocks.map((block) => (
                  <option key={block} value={block}>
                    {blockLabel(block)}
                  </option>
                ))}
              </TextField>
            )}
          </Stack>
        )}
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {filtered.length === all.length
            ? text.summary(all.length, groups.length)
            : text.filtered(filtered.length, all.length)}
        </Typography>
        {filtered.length === 0 ? (
          <Button size="small" variant="outlined" onClick={() => changeFilters(NO_FILTERS)}>
            {text.clearFilters}
          </Button>
        ) : (
          <Stack aria-label={text.matchingTeeTimes} aria-busy={isFetching} role="group" spacing={2}>
            {groups.slice(0, coursesShown).map((group) => (
              <CourseMatches
                key={group.courseId}
                group={group}
                shown={
                  openCourses.has(group.courseId) ? group.teeTimes.length : TEE_TIMES_PER_COURSE
                }
                onShowAll={() => showCourse(group.courseId)}
                players={players}
                idPrefix={id}
              />
            ))}
          </Stack>
        )}
        {hiddenCourses > 0 && (
          <Button variant="outlined" size="small" onClick={showMoreCourses} sx={{ mt: 1.5 }}>
            {hiddenCourses > COURSES_AT_FIRST
              ? text.showNextCourses(COURSES_AT_FIRST, hiddenCourses)
              : text.showLastCourses(hiddenCourses)}
          </Button>
        )}
      </>
    );
  }

  return (
    <Box id={id} sx={{ mt: 1.5 }}>
      {content}
    </Box>
  );
}
