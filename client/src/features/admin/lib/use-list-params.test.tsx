// @vitest-environment jsdom
// A list page's filters live in the URL. Two changes before the next render (a filter picked,
// then a date preset at once) must both stay: react-router hands a functional update the
// params of its last render, and the second change used to undo the first.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { useListParams } from './use-list-params';

function useListAndUrl() {
  const list = useListParams<'status' | 'from' | 'to'>({ sort: 'createdAt', order: 'desc', filters: { status: 'all', from: '', to: '' } });
  return { list, search: useLocation().search };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/payments?page=3']}>{children}</MemoryRouter>
);

describe('useListParams', () => {
  it('keeps every change made before the next render, and goes back to page 1', () => {
    const { result } = renderHook(useListAndUrl, { wrapper });
    act(() => {
      result.current.list.setFilter('status', 'Paid');
      result.current.list.setFilters({ from: '2026-11-22', to: '2026-11-29' });
    });
    const params = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(params)).toEqual({ status: 'Paid', from: '2026-11-22', to: '2026-11-29' });
    expect(result.current.list.filters).toEqual({ status: 'Paid', from: '2026-11-22', to: '2026-11-29' });
    expect(result.current.list.page).toBe(1);
  });

  it('leaves a filter at its default out of the URL', () => {
    const { result } = renderHook(useListAndUrl, { wrapper });
    act(() => result.current.list.setFilter('status', 'Paid'));
    act(() => result.current.list.setFilter('status', 'all'));
    expect(result.current.search).toBe('');
  });
});
