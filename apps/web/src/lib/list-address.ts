import { useSearchParams } from 'react-router';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A list's search, filters and page, kept in the address so back and forward keep them. A new
 * search or filter starts again from the first page.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));

  /** Sets (or, empty, removes) one parameter of the list, back to its first page. */
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  const goToPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  return {
    search,
    page,
    /** a filter's value in the address, '' when unset */
    filter: (name: string) => params.get(name) ?? '',
    setFilter,
    searchFor: (text: string) => setFilter('search', text),
    goToPage,
  };
}
