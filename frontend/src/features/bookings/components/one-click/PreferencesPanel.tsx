import { useMemo } from 'react';
import {
  type AreaCode,
  areaCodes,
  areas,
  type Flexibility,
  flexibilities,
  optimizerLimits,
  type SearchPreferences,
} from '@teewatch/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatClockTime, formatDollars } from '../../../../lib/format';
import { areaMessages } from '../../../../lib/areas.messages';
import { useMessages } from '../../../../lib/i18n';
import { useGetCoursesQuery } from '../../api/one-click-booking.api';
import { SectionCard } from '../../../../components/SectionCard';
import { preferencesPanelMessages } from './PreferencesPanel.messages';

/** 06:00, 06:30 ... 17:30: the 24 half-hour times a golfer may prefer. */
export const halfHourTimes = Array.from({ length: 24 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
const COURSES_LISTED = 10;

export interface OptimizerSearch {
  date: string;
  area: AreaCode;
  preferences: SearchPreferences;
}

interface PreferencesPanelProps {
  search: OptimizerSearch;
  today: string;
  onChange: (next: OptimizerSearch) => void;
}

/** The optimizer's side panel: every change re-runs the analysis. */
export function PreferencesPanel({ search, today, onChange }: PreferencesPanelProps) {
  const text = useMessages(preferencesPanelMessages);
  const areaNames = useMessages(areaMessages);
  const { preferences } = search;
  const set = (changes: Partial<SearchPreferences>) =>
    onChange({ ...search, preferences: { ...preferences, ...changes } });
  const setFlexibility = (value: Flexibility | null) => value && set({ timeFlexibility: value });
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((each) => each !== item) : [...list, item];

  const { data: courses = [] } = useGetCoursesQuery();
  const listed = useMemo(() => {
    const inArea = courses.filter((course) => course.area === search.area && course.bookable);
    const chosen = courses.filter(
      (course) =>
        preferences.preferredCourses.includes(course.id) &&
        !inArea.slice(0, COURSES_LISTED).includes(course),
    );
    return [...inArea.slice(0, COURSES_LISTED), ...chosen];
  }, [courses, search.area, preferences.preferredCourses]);

  return (
    <SectionCard titleId="optimizer-preferences-title" title={text.title}>
      <Stack spacing={3}>
        <TextField
          label={text.targetDate}
          type="date"
          value={search.date}
          onChange={(event) =>
            event.target.value && onChange({ ...search, date: event.target.value })
          }
          slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label={text.near}
          value={search.area}
          onChange={(event) => {
            const area = event.target.value as AreaCode;
            const { latitude, longitude } = areas[area];
            onChange({
              ...search,
              area,
              preferences: { ...preferences, location: { latitude, longitude } },
            });
          }}
        >
          {areaCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {areaNames[code]}
            </MenuItem>
          ))}
        </TextField>
        <LabelledSlider
          id="optimizer-players"
          label={text.players}
          value={preferences.players}
          shown={String(preferences.players)}
          limits={{ ...optimizerLimits.players, step: 1 }}
          onChange={(players) => set({ players })}
        />
        <LabelledSlider
          id="optimizer-max-price"
          label={text.maxPrice}
          value={preferences.maxPrice}
          shown={formatDollars(preferences.maxPrice)}
          limits={optimizerLimits.maxPrice}
          onChange={(maxPrice) => set({ maxPrice })}
        />
        <LabelledSlider
          id="optimizer-max-distance"
          label={text.maxDistance}
          value={preferences.maxDistance}
          shown={text.miles(preferences.maxDistance)}
          limits={optimizerLimits.maxDistance}
          onChange={(maxDistance) => set({ maxDistance })}
        />
        <div>
          <FormLabel id="optimizer-time-flexibility">{text.timeFlexibility}</FormLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={preferences.timeFlexibility}
            onChange={(_, value: Flexibility | null) => setFlexibility(value)}
            aria-labelledby="optimizer-time-flexibility"
            sx={{ mt: 1 }}
          >
            {flexibilities.map((value) => (
              <ToggleButton key={value} value={value} sx={{ textTransform: 'capitalize' }}>
                {text.flexibility[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />}>
            <Typography>{text.advanced}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={3}>
              <TextField
                select
                label={text.timeFlexibility}
                value={preferences.timeFlexibility}
                onChange={(event) => setFlexibility(event.target.value as Flexibility)}
              >
                {flexibilities.map((value) => (
                  <MenuItem key={value} value={value}>
                    {text.flexibilityWindow[value]}
                  </MenuItem>
                ))}
              </TextField>
              <div role="group" aria-labelledby="optimizer-preferred-times">
                <FormLabel id="optimizer-preferred-times">{text.preferredTimes}</FormLabel>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                  {halfHourTimes.map((time) => {
                    const chosen = preferences.preferredTimes.includes(time);
                    return (
                      <Chip
                        key={time}
                        label={formatClockTime(time)}
                        size="small"
                        color={chosen ? 'primary' : 'default'}
                        variant={chosen ? 'filled' : 'outlined'}
                        aria-pressed={chosen}
                        onClick={() =>
                          set({ preferredTimes: toggle(preferences.preferredTimes, time).sort() })
                        }
                      />
                    );
                  })}
                </Stack>
              </div>
              <div>
                <FormLabel component="legend">{text.preferredCourses}</FormLabel>
                <FormGroup>
                  {listed.map((course) => (
                    <FormControlLabel
                      key={course.id}
                      label={<span translate="no">{course.name}</span>}
                      control={
                        <Checkbox
                          size="small"
                          checked={preferences.preferredCourses.includes(course.id)}
                          onChange={() =>
                            set({
                              preferredCourses: toggle(preferences.preferredCourses, course.id),
                            })
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </div>
            </Stack>
          </AccordionDetails>
        </Accordion>
      </Stack>
    </SectionCard>
  );
}

interface LabelledSliderProps {
  id: string;
  label: string;
  value: number;
  shown: string;
  limits: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}

function LabelledSlider({ id, label, value, shown, limits, onChange }: LabelledSliderProps) {
  return (
    <div>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <FormLabel id={id}>{label}</FormLabel>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden="true">
          {shown}
        </Typography>
      </Stack>
      <Slider
        value={value}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        marks={limits.max / limits.step <= 4}
        onChange={(_, next) => onChange(next as number)}
        aria-labelledby={id}
        getAriaValueText={() => shown}
      />
    </div>
  );
}
