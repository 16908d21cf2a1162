// A list page's search, filters, sorting and page live in the URL (a reload or a shared link
// shows the same page). The search box is typed into local state and written to the URL after
// a pause; any new search, filter or sort goes back to page 1.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListDefaults<F extends string> {
  sort: string;
  order: 'asc' | 'desc';
  /** The columns the server sorts this list by (its shared schema's list): a link naming any
   *  other (an old bookmark, a typo) shows the default sort rather than a failed list. */
  sorts?: readonly string[];
  pageSize?: number;
  /** Filter names and their default values (a filter at its default is left out of the URL). */
  filters?: Record<F, string>;
}

export interface ListParams<F extends string> {
  /** What the search box shows (ahead of the URL while typing). */
  searchInput: string;
  setSearchInput(value: string): void;
  search: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  filters: Record<F, string>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSorting(sort: string, order: 'asc' | 'desc'): void;
  setFilter(name: F, value: string): void;
  /** Several filters in one URL change, back to page 1; the filters not named stay as they are
   *  in the URL (not as this render saw them). */
  setFilters(values: Partial<Record<F, string>>): void;
  /** The list call's query: search, filters, sort, order, page, pageSize. */
  query: Record<string, string | number>;
}

const positiveInt = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * The URL's search params, and a writer of changes to them. react-router hands a functional
 * update the params of its last render, so two changes before the next render (a filter, then
 * a date preset at once) would each start from the same URL and the second would undo the
 * first: every change here starts from the latest one written instead.
 */
function useUrlWriter(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, write];
}

export function useListParams<F extends string = never>(defaults: ListDefaults<F>): ListParams<F> {
  const [params, write] = useUrlWriter();
  const search = params.get('search') ?? '';
  const [searchInput, setSearchInput] = useState(search);
  // The URL changed under us (back button, a link): the box follows.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setSearchInput(search);
  }

  const update = (changes: Record<string, string | null>, resetPage = true) =>
    write((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (resetPage) next.delete('page');
    });

  useEffect(() => {
    const typed = searchInput.trim();
    if (typed === search) return;
    const timer = setTimeout(
      () =>
        write((next) => {
          if (typed) next.set('search', typed);
          else next.delete('search');
          next.delete('page');
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput, search, write]);

  const defaultPageSize = defaults.pageSize ?? 25;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(params.get('pageSize')))
    ? Number(params.get('pageSize'))
    : defaultPageSize;
  const page = positiveInt(params.get('page'), 1);
  const askedSort = params.get('sort');
  const sort = askedSort && (!defaults.sorts || defaults.sorts.includes(askedSort)) ? askedSort : defaults.sort;
  const order = params.get('order') === 'asc' || params.get('order') === 'desc' ? (params.get('order') as 'asc' | 'desc') : defaults.order;
  const filterDefaults = defaults.filters ?? ({} as Record<F, string>);
  const filters = { ...filterDefaults };
  for (const k of Object.keys(filterDefaults) as F[]) filters[k] = params.get(k) ?? filterDefaults[k];
  // A new object each render: TanStack Query compares query keys by value.
  const query = { ...(search ? { search } : {}), ...filters, sort, order, page, pageSize };

  return {
    searchInput,
    setSearchInput,
    search,
    page,
    pageSize,
    sort,
    order,
    filters,
    setPage: (p) => update({ page: p > 1 ? String(p) : null }, false),
    setPageSize: (s) => update({ pageSize: s === defaultPageSize ? null : String(s) }),
    setSorting: (s, o) => update({ sort: s === defaults.sort ? null : s, order: s === defaults.sort && o === defaults.order ? null : o }),
    setFilter: (name, value) => update({ [name]: value === filterDefaults[name] ? null : value }),
    setFilters: (values) =>
      update(
        Object.fromEntries(
          (Object.keys(values) as F[]).map((name) => [name, values[name] === filterDefaults[name] ? null : (values[name] ?? null)]),
        ),
      ),
    query,
  };
}
