import { useSearchParams } from 'react-router';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A list's search and page, kept in the address so back and forward keep them. A new search
 * starts again from the first page.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));

  const searchFor = (text: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (text) updated.set('search', text);
        else updated.delete('search');
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
  return { search, page, searchFor, goToPage };
}
