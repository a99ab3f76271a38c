// `react-dom/client` in the Preact build (vite.config.ts aliases it here; decision 0232): Preact's roots, plus the
// one thing React's DOM does that Preact does not, controlled fields. React puts a field back to the value it
// rendered after every input or change event, so a handler that refuses what was typed (a quantity below 1, a
// letter in a PIN) leaves the field as it was. Preact renders again only when state changes: a refused keystroke
// would stay on screen. So the value (or checked state) Preact last rendered into each controlled field is noted,
// and after an event, once any render it caused has run, a field that shows something else is put back.
import { options, type VNode } from 'preact';
import { hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { hydration } from './hydration.ts';

export { createRoot } from 'preact/compat/client';

/** Preact's hydrateRoot, which hydrates at once, with `hydration.now` true while it runs (decision 0270). */
export function hydrateRoot(
  ...args: Parameters<typeof preactHydrateRoot>
): ReturnType<typeof preactHydrateRoot> {
  hydration.now = true;
  try {
    return preactHydrateRoot(...args);
  } finally {
    hydration.now = false;
  }
}

type Rendered = { value?: unknown; checked?: unknown };
const rendered = new WeakMap<EventTarget, Rendered>();

const fields = new Set(['input', 'textarea', 'select']);

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && fields.has(vnode.type)) {
    // Preact keeps a vnode's element under this (mangled) name; it has for every release of 10 and 11.
    const element = (vnode as unknown as { __e?: EventTarget | null }).__e;
    const props = vnode.props as Rendered;
    if (element && (props.value !== undefined || props.checked !== undefined))
      rendered.set(element, { value: props.value, checked: props.checked });
  }
  previousDiffed?.(vnode);
};

/** Fields whose onChange Preact binds to the change event (a checkbox, a radio, a file, a select), not input. */
function changesOnChange(field: HTMLInputElement | HTMLSelectElement): boolean {
  return field.tagName === 'SELECT' || /^(checkbox|radio|file)$/.test(field.type);
}

function restore(event: Event) {
  const field = event.target;
  if (!field || !rendered.has(field)) return;
  // A click on a checkbox or a choice in a select fires input first, then change, and a trusted event runs its
  // microtasks in between: putting the field back after input would undo the choice before the handler, which
  // listens to change, ever saw it.
  if (event.type === 'input' && changesOnChange(field as HTMLInputElement)) return;
  // Preact renders in a microtask queued by the handler's state change, before this one.
  queueMicrotask(() => {
    const last = rendered.get(field);
    if (!last) return;
    const element = field as HTMLInputElement;
    if (last.value !== undefined && element.value !== String(last.value ?? ''))
      element.value = String(last.value);
    if (last.checked !== undefined && element.checked !== Boolean(last.checked))
      element.checked = Boolean(last.checked);
  });
}

if (typeof document !== 'undefined') {
  document.addEventListener('input', restore);
  document.addEventListener('change', restore);
}
