// A labelled group of on/off flags (features or permissions) of the firm editor.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';

export interface Flag {
  key: string;
  label: string;
}

export function FlagGroup({
  legend,
  flags,
  values,
  onChange,
}: {
  legend: string;
  flags: readonly Flag[];
  values: Record<string, boolean>;
  onChange: (next: Record<string, boolean>) => void;
}) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag.key}
            control={
              <Checkbox
                checked={values[flag.key] === true}
                onChange={(e) => onChange({ ...values, [flag.key]: e.target.checked })}
                name={flag.key}
              />
            }
            label={flag.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
