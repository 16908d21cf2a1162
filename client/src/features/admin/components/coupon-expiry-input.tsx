// The coupon form's expiry field (issue 17 §6): a day typed as YYYY-MM-DD, meant in Kuwait.
import { useState, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { endOfDayIso, isoToDateInput } from '../lib/coupon-dates';

/** The expiry typed as YYYY-MM-DD (issue 17 §6). The field keeps what was typed; the form's
 *  value is the end of that day in Kuwait, null when blank, or the text itself when it is not
 *  a day, which couponBody then refuses as expiry_invalid (shown under the field). */
export function ExpiryInput({
  initial,
  onChange,
  ...rest
}: {
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  initial: string | null | undefined;
  onChange: (value: string | null) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => isoToDateInput(initial));
  const { inputRef, ...props } = rest;
  return (
    <Input
      {...props}
      ref={inputRef}
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="YYYY-MM-DD"
      maxLength={10}
      dir="ltr"
      className="max-w-48 font-mono tabular-nums"
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? null : (endOfDayIso(typed) ?? typed));
      }}
    />
  );
}
