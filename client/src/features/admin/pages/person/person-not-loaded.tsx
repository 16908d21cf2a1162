// A person's page before the person is there: loading, not found (no retry: it will not be
// found again), or failed with a retry. The way back to the users list is there in every case.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { ArrowLeft } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';

export function BackToUsers() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/users" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ms-3' })}>
      <ArrowLeft aria-hidden className="rtl:rotate-180" />
      {t('admin.person.back')}
    </Link>
  );
}

export function PersonNotLoaded({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  const notFound = query.error instanceof ApiError && query.error.code === 'user_not_found';
  return (
    <div className="mx-auto max-w-6xl">
      <BackToUsers />
      <h1 className="mt-2 text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.person.title')}
      </h1>
      {query.isError ? (
        <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">
          <p>{notFound ? t(errorMessageKey('user_not_found')) : t('admin.person.loadFailed')}</p>
          {!notFound && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {t('admin.table.retry')}
            </Button>
          )}
        </div>
      ) : (
        <p role="status" className="mt-6 text-stone-700">
          {t('admin.person.loading')}
        </p>
      )}
    </div>
  );
}
