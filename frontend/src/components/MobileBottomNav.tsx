import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useMessages } from '../lib/i18n';
import { mobileBottomNavMessages } from './MobileBottomNav.messages';

export interface MobileNavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Height reserved at the bottom of the page on small screens so content is never hidden. */
export const MOBILE_NAV_HEIGHT = 64;

function activeItem(items: MobileNavItem[], pathname: string): string | null {
  const match = items
    .filter((item) => (item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.to ?? null;
}

/** Bottom navigation for phones; hidden from the md breakpoint (900 px) up. */
export function MobileBottomNav({ items }: { items: MobileNavItem[] }) {
  const { pathname } = useLocation();
  const text = useMessages(mobileBottomNavMessages);
  return (
    <Paper
      component="nav"
      aria-label={text.label}
      elevation={8}
      square
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <BottomNavigation value={activeItem(items, pathname)} sx={{ height: MOBILE_NAV_HEIGHT }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.to}
            component={RouterLink}
            to={item.to}
            value={item.to}
            label={item.label}
            icon={item.icon}
            showLabel
            // Five items (six for an operator) share a 375 px phone: MUI's 80 px minimum would push
            // the last one off, and its larger label for the current page would not fit its share.
            sx={{
              minWidth: 0,
              flex: 1,
              px: 0.5,
              '& .MuiBottomNavigationAction-label': {
                fontSize: '0.75rem',
                maxWidth: '100%',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
