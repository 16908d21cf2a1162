// A person's three paged lists: the ledger of every balance change, their payments and their
// games. The lists load alongside the person (usePersonLists is called before the person is
// there); each pages on its own, in component state, since one URL cannot hold three pages.
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import { QueryTable, type ListQuery } from '../../components/query-table';
import type { TablePaging } from '../../components/data-table-pager';
import { useLocalPaging } from '../../lib/use-local-paging';
import { usePersonLedger } from '../../api/list-person-ledger';
import { usePersonGames } from '../../api/list-person-games';
import { usePayments } from '../../api/list-payments';
import { useLedgerColumns } from './person-ledger-columns';
import { usePersonGameColumns } from './person-game-columns';
import { usePersonPaymentColumns } from './person-payment-columns';
import { PersonSection } from './person-section';

export function usePersonLists(id: string) {
  const ledgerPaging = useLocalPaging();
  const paymentsPaging = useLocalPaging();
  const gamesPaging = useLocalPaging();
  return {
    ledger: { query: usePersonLedger(id, ledgerPaging.query), paging: ledgerPaging },
    payments: { query: usePayments({ userId: id, ...paymentsPaging.query }), paging: paymentsPaging },
    games: { query: usePersonGames(id, gamesPaging.query), paging: gamesPaging },
  };
}

export function PersonLists({ lists }: { lists: ReturnType<typeof usePersonLists> }) {
  const ledgerColumns = useLedgerColumns();
  const paymentColumns = usePersonPaymentColumns();
  const gameColumns = usePersonGameColumns();
  return (
    <>
      <PersonList name="ledger" columns={ledgerColumns} {...lists.ledger} />
      <PersonList name="payments" columns={paymentColumns} {...lists.payments} />
      <PersonList name="games" columns={gameColumns} {...lists.games} />
    </>
  );
}

function PersonList<T extends { id: string }>({
  name,
  columns,
  query,
  paging,
}: {
  name: 'ledger' | 'payments' | 'games';
  columns: ColumnDef<T, unknown>[];
  query: ListQuery<T>;
  paging: TablePaging;
}) {
  const { t } = useTranslation();
  return (
    <PersonSection id={`person-${name}`} title={t(`admin.person.${name}.title`)}>
      <QueryTable
        caption={t(`admin.person.${name}.caption`)}
        columns={columns}
        query={query}
        loadingText={t(`admin.person.${name}.loading`)}
        emptyText={t(`admin.person.${name}.empty`)}
        failedText={t(`admin.person.${name}.loadFailed`)}
        list={paging}
      />
    </PersonSection>
  );
}
