// The notifications' colours (notistack's variants). Its own orange, blue and green under white text measure
// 2.2:1, 3.1:1 and 3.3:1, short of WCAG AA's 4.5:1 for their 14 px text; a redirect's warning, shown on the page
// the user lands on, failed axe on that page. Each variant keeps its hue, in a tone that its text reads on.
import { green, grey, lightBlue, orange, red } from '@mui/material/colors';

const WHITE = '#ffffff';
const NEAR_BLACK = grey[900];

export const notificationColours = {
  default: { background: '#313131', text: WHITE },
  success: { background: green[900], text: WHITE },
  error: { background: red[800], text: WHITE },
  warning: { background: orange[500], text: NEAR_BLACK },
  info: { background: lightBlue[900], text: WHITE },
} as const;
