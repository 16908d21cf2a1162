// One error toast per failed load (docs/product.md#errors 'Failed to fetch ...'), not one per render.
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(message);
    // errorUpdatedAt changes once per failure; the message is the same text on every render.
  }, [isError, errorUpdatedAt, message]);
}
