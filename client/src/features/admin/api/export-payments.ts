// GET /api/admin/payments/export: the filtered payments (every page) as CSV, saved as payments.csv.
import { useMutation } from '@tanstack/react-query';
import type { PaymentListQuery } from '@charades/shared/schemas/admin-payments';
import { callApi } from '@/lib/api-client';
import { saveCsv } from '@/lib/save-file';

export function useExportPayments() {
  return useMutation({
    mutationFn: async (query: PaymentListQuery) => {
      // Every page: the list's paging does not apply.
      const { page: _page, pageSize: _pageSize, ...filters } = query;
      saveCsv(await callApi('admin.payments.export', { query: filters }), 'payments.csv');
    },
  });
}
