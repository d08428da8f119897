import type { AchievementIcon as IconName } from '@teewatch/contracts';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ExploreIcon from '@mui/icons-material/Explore';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import RadarIcon from '@mui/icons-material/Radar';
import SavingsIcon from '@mui/icons-material/Savings';
import SportsGolfIcon from '@mui/icons-material/SportsGolf';
import TerrainIcon from '@mui/icons-material/Terrain';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';

const icons: Record<IconName, typeof DiamondIcon> = {
  'waving-hand': WavingHandIcon,
  bell: NotificationsActiveIcon,
  radar: RadarIcon,
  flag: GolfCourseIcon,
  golfer: SportsGolfIcon,
  trophy: EmojiEventsIcon,
  diamond: DiamondIcon,
  sunrise: WbTwilightIcon,
  compass: ExploreIcon,
  mountain: TerrainIcon,
  fire: LocalFireDepartmentIcon,
  people: GroupsIcon,
  savings: SavingsIcon,
  checklist: ChecklistIcon,
};

/** An achievement's picture, by the name the server gives it. */
export function AchievementIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
