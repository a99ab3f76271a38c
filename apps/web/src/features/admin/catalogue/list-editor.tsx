// A list the admin builds one item at a time (features, how-to-use steps): an item must be new and not
// empty, checked as it is added, with the shared schema's texts ('Feature already exists').
import { useState } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { buttonClass, inputClass } from '../ui.tsx';
import { checkListItem } from './product-draft.ts';

type Props = {
  id: string;
  kind: 'features' | 'howToUse';
  label: string;
  /** What one item is called in button labels: 'feature', 'step'. */
  itemName: string;
  placeholder: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** A problem of the whole list from the last save attempt. */
  error?: string;
  numbered?: boolean;
};

export function ListEditor({
  id,
  kind,
  label,
  itemName,
  placeholder,
  items,
  onChange,
  error,
  numbered,
}: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const errorId = `${id}-error`;

  function add() {
    const message = checkListItem(kind, items, text);
    setProblem(message);
    if (message) return;
    onChange([...items, text.trim()]);
    setText('');
  }

  const List = numbered ? 'ol' : 'ul';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={text}
          placeholder={placeholder}
          maxLength={300}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass.secondary} onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </button>
      </div>
      {shown && (
        <p id={errorId} className="text-sm text-red-700">
          {shown}
        </p>
      )}
      {items.length > 0 && (
        <List aria-label={label.replace(' *', '')} className="flex flex-col gap-1.5">
          {items.map((item, i) => (
            <li
              key={item}
              className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3 text-sm text-slate-800"
            >
              {numbered && <span className="pt-0.5 font-semibold text-brand">{i + 1}.</span>}
              <span className="min-w-0 flex-1 pt-0.5 break-words">{item}</span>
              <button
                type="button"
                className="rounded p-1 text-slate-500 hover:bg-white hover:text-red-700"
                aria-label={`Remove ${itemName} "${item}"`}
                onClick={() => onChange(items.filter((_, n) => n !== i))}
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
