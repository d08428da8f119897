import type { ReactNode } from 'react';
import type { OAuthProvider } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import { useMessages } from '../../../lib/i18n';
import { providerLabels } from '../auth.redirect';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { signInControlsMessages } from './SignInControls.messages';

const providerIcons: Record<OAuthProvider, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  github: <GitHubIcon />,
};

/** The button text, and a small note chip that wraps under it on narrow screens. */
function ButtonLabel({ text, note }: { text: string; note?: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 1,
      }}
    >
      {text}
      {note && <Chip label={note} size="small" sx={{ height: 22, fontSize: '0.75rem' }} />}
    </Box>
  );
}

interface SocialSignInButtonsProps {
  providers: readonly OAuthProvider[];
  onSelect: (provider: OAuthProvider) => void;
  /** Apple is shown, always disabled: Coming Soon (docs/product-rules.md, "Sign-in pages"). */
  showApple?: boolean;
}

/**
 * One button per provider. A provider the server has no credentials for is shown disabled, never
 * broken; all wait for the server's configuration (docs/decisions.md,
 * "Providers are disabled, never broken").
 */
export function SocialSignInButtons({ providers, onSelect, showApple }: SocialSignInButtonsProps) {
  const text = useMessages(signInControlsMessages);
  const methods = useAuthMethods();
  return (
    <Stack spacing={1.5}>
      {providers.map((provider) => {
        const unavailable = methods !== null && !methods[provider];
        return (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            startIcon={providerIcons[provider]}
            disabled={!methods?.[provider]}
            onClick={() => onSelect(provider)}
          >
            <ButtonLabel
              text={text.continueWith(providerLabels[provider])}
              note={unavailable ? text.unavailable : undefined}
            />
          </Button>
        );
      })}
      {showApple && (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<AppleIcon />}
          disabled
        >
          <ButtonLabel text={text.continueWith('Apple')} note={text.comingSoon} />
        </Button>
      )}
    </Stack>
  );
}
