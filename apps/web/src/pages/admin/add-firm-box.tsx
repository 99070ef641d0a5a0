// Add a new firm by id: an integer string opens /admin/{id}, where the first save creates the firm.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, TextField } from '@mui/material';
import { parseWholeNumber } from './admin-input.ts';

export function AddFirmBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firmId = parseWholeNumber(text);
    // Firm ids are positive: 0 and negative numbers are refused here, not after navigating.
    if (firmId === null || firmId < 1) {
      setError('Enter the firm id as a positive whole number');
      return;
    }
    void navigate(`/admin/${firmId}`);
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      aria-label="Add a new firm"
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label="New Firm Id"
        size="small"
        value={text}
        error={error !== null}
        helperText={error ?? ' '}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="outlined">
        Add Firm
      </Button>
    </Stack>
  );
}
