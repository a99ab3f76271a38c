// Entry of the web app. The storefront comes with issue 3; for now the shop's categories, straight from the API.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

type Category = {
  id: number;
  name: string;
  image: string | null;
  width: number;
  height: number;
  content: string;
};

function Categories() {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: Category[] }
  >({
    status: 'loading',
  });
  useEffect(() => {
    fetch('/api/category')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error('Failed to load categories'))))
      .then((data: Category[]) => setState({ status: 'ok', data }))
      .catch((error: Error) => setState({ status: 'error', message: error.message }));
  }, []);
  if (state.status === 'loading') return <p>Loading...</p>;
  if (state.status === 'error') return <p role="alert">Error: {state.message}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {state.data.map((c) => (
        <li key={c.id} className="rounded-xl bg-white p-3 shadow">
          {c.image && (
            <img
              src={c.image}
              alt=""
              width={c.width}
              height={c.height}
              className="h-auto w-full rounded-lg"
              loading="lazy"
            />
          )}
          <h2 className="mt-2 font-semibold">{c.name}</h2>
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="mb-4 text-2xl font-bold text-brand">Chamak categories</h1>
      <Categories />
    </main>
  </StrictMode>,
);
