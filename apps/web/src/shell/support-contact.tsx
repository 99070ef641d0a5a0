// The deployment's support address under an error page's text, when one is configured.
import { Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { useBranding } from '../app/branding.tsx';

export function SupportContact() {
  const { support_email } = useBranding();
  if (!support_email) return null;
  return (
    <Typography variant="body2" component="p" color="text.secondary">
      {messages.supportContact(support_email)}
    </Typography>
  );
}
