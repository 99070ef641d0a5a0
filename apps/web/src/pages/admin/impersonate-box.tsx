// Impersonate a user by id: a whole number in integer form, else the spec's alerts (doc 1 §5, §8).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, TextField } from '@mui/material';
import { messages } from '@specpulse/contract';
import { impersonate } from '../../api/admin-api.ts';
import { useAuth } from '../../session/session-context.tsx';
import { parseWholeNumber } from './admin-input.ts';

export function ImpersonateBox() {
  const { switchToken } = useAuth();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userId = parseWholeNumber(text);
    if (userId === null) {
      window.alert(messages.impersonateBadEntry);
      return;
    }
    setBusy(true);
    try {
      const { token } = await impersonate(userId);
      // Leave /admin first: its guard would send the (non-admin) impersonated user to /login.
      await navigate('/', { replace: true });
      switchToken(token);
    } catch {
      setBusy(false);
      window.alert(messages.impersonateFailed);
    }
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={(e) => void submit(e)}
      aria-label="Impersonate a user"
    >
      <TextField label="User Id" size="small" value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="contained" disabled={busy}>
        Impersonate
      </Button>
    </Stack>
  );
}
