// The search text of a table kept in the URL (?search=), so the top-bar search can link to a filtered list
// and a reload keeps it; every change goes back to page 1.
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const search = params.get('search') ?? '';
  const setSearch = (value: string) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
    setPage(1);
  };
  return { search, setSearch, page, setPage };
}
