import { createTheme } from '@mui/material/styles';

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

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix: 'tw' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
        secondary: { main: '#8d5a00', contrastText: '#ffffff' },
        success: { main: '#2e7d32' },
        background: { default: '#f5f7f2', paper: '#ffffff' },
        text: { primary: '#1a2118', secondary: '#4a5548' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#81c784', light: '#a5d6a7', dark: '#519657', contrastText: '#0b1f0c' },
        secondary: { main: '#ffca28', contrastText: '#1f1600' },
        success: { main: '#66bb6a' },
        background: { default: '#0f1410', paper: '#171e18' },
        text: { primary: '#e8efe6', secondary: '#b3c0b0' },
      },
    },
  },
  typography: {
    fontFamily: systemFontStack,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { minHeight: 48 },
        sizeSmall: { minHeight: 40 },
        sizeLarge: { minHeight: 56 },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 } },
      },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
