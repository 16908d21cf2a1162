// The required "why" of a staff change that is kept in its audit row (a suspension, turning off
// someone's two-factor sign-in): a text area whose error shows under it, cleared as they type.
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

export function useRequiredReason(label: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return {
    /** The reason typed, trimmed; or undefined, after showing reason_required under the field. */
    take(): string | undefined {
      if (reason.trim()) return reason.trim();
      setError('reason_required');
      return undefined;
    },
    field: (
      <FormField label={label} error={error}>
        <Textarea
          className="min-h-20"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    ),
  };
}
