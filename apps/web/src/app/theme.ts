import { LOSS_COLOR, WIN_COLOR } from '@all22/domain';
import { createTheme, type PaletteColor, type PaletteColorOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    /** Results and trends in a team's favour (spec: win colour green). */
    win: PaletteColor;
    /** Results and trends against a team (spec: loss colour red). */
    loss: PaletteColor;
  }
  interface PaletteOptions {
    win?: PaletteColorOptions;
    loss?: PaletteColorOptions;
  }
}

/** Brand colours, kept here so index.html, the favicon and the theme agree. */
export const brandColors = {
  gold: '#d4a72c',
  background: '#0e1116',
  paper: '#161b22',
  text: '#e6e8eb',
} as const;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const baseTheme = createTheme({
  palette: {
    mode: 'dark',
    // Dark text on gold and gold on the background both give about 8.5:1 contrast (WCAG AAA).
    primary: { main: brandColors.gold, contrastText: '#14110a' },
    secondary: { main: '#8fa3bf' },
    background: { default: brandColors.background, paper: brandColors.paper },
    text: { primary: brandColors.text, secondary: '#a8b0bb' },
    divider: 'rgba(230, 232, 235, 0.12)',
  },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // Subtitles are styled text, not headings (MUI's default h6 broke the heading order).
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
  },
});

/** The app's one theme: dark, gold primary, with the domain's win/loss colours for results. */
export const theme = createTheme(baseTheme, {
  palette: {
    win: baseTheme.palette.augmentColor({ color: { main: WIN_COLOR }, name: 'win' }),
    loss: baseTheme.palette.augmentColor({ color: { main: LOSS_COLOR }, name: 'loss' }),
  },
});
