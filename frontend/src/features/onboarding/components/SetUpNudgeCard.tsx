import { Link as RouterLink } from 'react-router';
import { achievementCatalogue } from '@teewatch/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { SectionCard } from '../../../components/SectionCard';
import { useGetGolfProfileQuery } from '../../../lib/golf-profile.api';
import { useMessages } from '../../../lib/i18n';
import { setUpNudgeMessages } from './SetUpNudgeCard.messages';

const setUpPoints = achievementCatalogue.find(({ id }) => id === 'onboarding-complete')!.points;

/** The dashboard's next step for a signed-in golfer who never finished onboarding. */
export function SetUpNudgeCard() {
  const text = useMessages(setUpNudgeMessages);
  const { data: profile } = useGetGolfProfileQuery();
  if (!profile || profile.completedAt) return null;
  return (
    <SectionCard titleId="set-up-title" title={text.title}>
      <Typography sx={{ mb: 2 }}>{text.text(setUpPoints)}</Typography>
      <Button
        component={RouterLink}
        to="/onboarding"
        variant="contained"
        startIcon={<RocketLaunchIcon />}
      >
        {text.setUp}
      </Button>
    </SectionCard>
  );
}
