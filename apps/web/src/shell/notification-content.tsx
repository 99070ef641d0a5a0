// The notifications' look: notistack's content, in the colours of notification-colours.ts (both schemes: a
// notification is its own surface).
import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { notificationColours } from './notification-colours.ts';

const NotificationContent = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(notificationColours).map(([variant, { background, text }]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: background, color: text },
    ]),
  ),
);

/** For SnackbarProvider's `Components`: every variant drawn by NotificationContent. */
export const notificationComponents = Object.fromEntries(
  Object.keys(notificationColours).map((variant) => [variant, NotificationContent]),
);
