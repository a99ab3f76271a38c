// A page's add/edit modal state (SPEC section 2): add mode with nothing selected, edit mode with an item.
// Each opening gets a new key, so the form starts fresh while the closing dialog keeps its title.
import { useCallback, useState } from 'react';

type EditorState<T> = { open: boolean; item: T | null; key: number };

export function useEditor<T>() {
  const [state, setState] = useState<EditorState<T>>({ open: false, item: null, key: 0 });
  const add = useCallback(() => setState((s) => ({ open: true, item: null, key: s.key + 1 })), []);
  const edit = useCallback((item: T) => setState((s) => ({ open: true, item, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, add, edit, close };
}
