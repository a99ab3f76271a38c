// The search overlay: 'Search for collections...'; Enter or the arrow goes to /products?search={text}.

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightIcon, CloseIcon } from '../../components/icons.tsx';
import { paths } from '../../paths.ts';

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = () => {
    if (!text.trim()) return;
    navigate(paths.productsSearch(text.trim()));
    onClose();
  };
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="absolute inset-x-0 top-full border-t border-slate-200 bg-white p-4 shadow-lg"
    >
      <form
        className="mx-auto flex max-w-2xl items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          ref={input}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
          placeholder="Search for collections..."
          aria-label="Search for collections"
          className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 focus:border-brand focus:outline-none"
        />
        <button type="submit" className="rounded-lg bg-brand p-2.5 text-white" aria-label="Search">
          <ArrowRightIcon />
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2.5 hover:bg-slate-100"
          aria-label="Close search"
        >
          <CloseIcon />
        </button>
      </form>
    </div>
  );
}
