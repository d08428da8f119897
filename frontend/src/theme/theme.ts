import type { Localization } from '@mui/material/locale';
import { createTheme, type ColorSystemOptions } from '@mui/material/styles';

/** System fonts only: a strict CSP allows no third-party font host, and they load instantly. */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** Must match the attribute public/color-scheme.js sets before the app loads. */
export const colorSchemeAttribute = 'data-teewatch-color-scheme';

/**
 * Button heights (docs/product-rules.md, "UI sizes"): the default and small and large sizes are
 * the theme's; `mobile` is for the primary action of a phone screen.
 */
export const buttonHeights = { default: 48, small: 40, large: 56, mobile: 64 } as const;

/** A wizard's Back and Next on a phone: the screen's width, at the mobile height for a thumb. */
export const thumbButton = {
  flex: { xs: 1, sm: 'none' },
  minHeight: { xs: buttonHeights.mobile, sm: buttonHeights.default },
} as const;

/** A tooltip opens after 700 ms; moving on to the next one within 300 ms opens it at once. */
export const tooltipDelays = { enterMs: 700, skipMs: 300 } as const;

/** The accessibility settings that change how the theme draws (docs/accessibility.md). */
export interface ThemeOptions {
  highContrast: boolean;
  colorBlindFriendly: boolean;
  largeText: boolean;
  reducedMotion: boolean;
  keyboardNavigation: boolean;
}

type Scheme = 'light' | 'dark';

const basePalettes: Record<Scheme, ColorSystemOptions['palette']> = {
  light: {
    primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
    secondary: { main: '#8d5a00', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    // MUI's own orange and light blue carry white text at only 3:1; these reach 4.5:1.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    background: { default: '#f5f7f2', paper: '#ffffff' },
    text: { primary: '#1a2118', secondary: '#4a5548' },
  },
  dark: {
    primary: { main: '#81c784', light: '#a5d6a7', dark: '#519657', contrastText: '#0b1f0c' },
    secondary: { main: '#ffca28', contrastText: '#1f1600' },
    success: { main: '#66bb6a' },
    background: { default: '#0f1410', paper: '#171e18' },
    text: { primary: '#e8efe6', secondary: '#b3c0b0' },
  },
};

/** Black on white (or white on black), borders drawn in the text colour: 7:1 and more. */
const highContrastPalettes: Record<Scheme, ColorSystemOptions['palette']> = {
  light: {
    primary: { main: '#0b3d0b', light: '#1b5e20', dark: '#002200', contrastText: '#ffffff' },
    secondary: { main: '#5c3b00', contrastText: '#ffffff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#000000', secondary: '#1a1a1a' },
    divider: '#000000',
  },
  dark: {
    primary: { main: '#a5e6a8', light: '#c8f0ca', dark: '#81c784', contrastText: '#000000' },
    secondary: { main: '#ffd54f', contrastText: '#000000' },
    background: { default: '#000000', paper: '#000000' },
    text: { primary: '#ffffff', secondary: '#f0f0f0' },
    divider: '#ffffff',
  },
};

/**
 * Okabe-Ito colours for the states that are otherwise told apart by red and green alone: success
 * turns blue, errors vermilion, warnings amber; each keeps 4.5:1 against its background.
 */
const colorBlindPalettes: Record<Scheme, ColorSystemOptions['palette']> = {
  light: {
    success: { main: '#005a8c' },
    error: { main: '#a04000' },
    warning: { main: '#8a5a00' },
    info: { main: '#0072b2' },
  },
  dark: {
    success: { main: '#56b4e9' },
    error: { main: '#ff9e5e' },
    warning: { main: '#e69f00' },
    info: { main: '#7dd3fc' },
  },
};

function palette(scheme: Scheme, options: ThemeOptions): ColorSystemOptions['palette'] {
  return {
    ...basePalettes[scheme],
    ...(options.highContrast ? highContrastPalettes[scheme] : {}),
    ...(options.colorBlindFriendly ? colorBlindPalettes[scheme] : {}),
  };
}

/** A strong ring on whatever has keyboard focus, unless the golfer turned keyboard navigation off. */
const focusRing = { outline: '3px solid currentColor', outlineOffset: 2 };

/** The theme for these settings; `locale` carries MUI's own texts in the golfer's language. */
export function buildTheme(options: ThemeOptions, locale?: Localization) {
  const theme = {
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix: 'tw' },
    colorSchemes: {
      light: { palette: palette('light', options) },
      dark: { palette: palette('dark', options) },
    },
    typography: {
      fontFamily: systemFontStack,
      // MUI scales every text style by fontSize / 14: large text is about 14 % larger everywhere.
      fontSize: options.largeText ? 16 : 14,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    ...(options.reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { minHeight: buttonHeights.default },
          sizeSmall: { minHeight: buttonHeights.small },
          sizeLarge: { minHeight: buttonHeights.large },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: options.reducedMotion },
        styleOverrides: {
          root: options.keyboardNavigation ? { '&.Mui-focusVisible': focusRing } : {},
        },
      },
      MuiLink: {
        styleOverrides: {
          root: options.keyboardNavigation ? { '&:focus-visible': focusRing } : {},
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: {
        defaultProps: {
          enterDelay: tooltipDelays.enterMs,
          enterNextDelay: tooltipDelays.skipMs,
        },
      },
    },
  } as const;
  return locale ? createTheme(theme, locale) : createTheme(theme);
}
