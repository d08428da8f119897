import { Link as RouterLink } from 'react-router';
import { achievementCatalogue } from '@teewatch/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { SectionCard } from '../../../components/SectionCard';
import { useGetGolfProfileQuery } from '../../../lib/golf-profile.api';

const setUpPoints = achievementCatalogue.find(({ id }) => id === 'onboarding-complete')!.points;

/** The dashboard's next step for a signed-in golfer who never finished onboarding. */
export function SetUpNudgeCard() {
  const { data: profile } = useGetGolfProfileQuery();
  if (!profile || profile.completedAt) return null;
  return (
    <SectionCard titleId="set-up-title" title="Finish Setting Up TeeWatch">
      <Typography sx={{ mb: 2 }}>
        Tell us where you play, your times and budget, and how to reach you: every alert then starts
        from your choices. It takes a minute and earns {setUpPoints.toLocaleString('en-US')} points.
      </Typography>
      <Button
        component={RouterLink}
        to="/onboarding"
        variant="contained"
        startIcon={<RocketLaunchIcon />}
      >
        Set Up TeeWatch
      </Button>
    </SectionCard>
  );
}
