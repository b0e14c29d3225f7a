import { useState } from 'react';

/** Form state (docs/product.md#log-in-and-sign-up): the error, and an edit wrapper that clears it. */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const edit = (setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setError(null);
  };
  return { error, setError, edit };
}
