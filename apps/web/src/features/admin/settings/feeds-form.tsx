// Shop Settings → Catalogue feeds (decision 0363): the two addresses to paste into Google Merchant Center and Meta
// Commerce Manager, whether they are public or need the shop's secret token, the token and a button for a new one.
// Its own calls (GET/PUT /api/admin/settings/feeds, POST .../token): the token is no public setting, and only staff
// who may change settings see it. Every answer is the whole section as the server now holds it.
import { type FeedAccessMode, type FeedSettingsReply, feedAccessBody } from '@chamak/shared/feeds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { ListMessage } from '../list-kit/table.tsx';
import { BusyButton, buttonClass, inputClass } from '../ui.tsx';
import { SettingsSection } from './section.tsx';

const settingsPath = '/admin/settings/feeds';
const feedsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'feeds'] as const,
    queryFn: ({ signal }) => request<FeedSettingsReply>(settingsPath, { signal }),
  });

const choices: { value: FeedAccessMode; label: string; hint: string }[] = [
  {
    value: 'public',
    label: 'Public',
    hint: 'Anyone with the address can read the feeds (they show only what the shop shows).',
  },
  {
    value: 'token',
    label: 'With a token',
    hint: 'The addresses carry a secret token; a request without it, or with an old one, is refused.',
  },
];

/** A read-only address with a Copy button. */
function CopyField({ id, label, hint, value }: { id: string; label: string; hint: string; value: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          className={`${inputClass} min-w-0 font-mono text-xs`}
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={`${buttonClass.secondary} shrink-0`}
          aria-label={`Copy ${label}`}
          onClick={() =>
            navigator.clipboard
              ?.writeText(value)
              .then(() => toast.success('Address copied'))
              .catch(() => toast.error('Copy failed: select the address and copy it'))
          }
        >
          Copy
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

export function FeedsForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(feedsQuery());
  const [access, setAccess] = useState<FeedAccessMode>('public');
  useEffect(() => {
    if (data) setAccess(data.access);
  }, [data]);
  const onReply = (reply: FeedSettingsReply) => {
    queryClient.setQueryData(feedsQuery().queryKey, reply);
    if (reply.message) toast.success(reply.message);
  };
  const save = useMutation({
    mutationFn: (body: { access: FeedAccessMode }) =>
      request<FeedSettingsReply>(settingsPath, { method: 'PUT', body }),
    onSuccess: onReply,
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });
  const renew = useMutation({
    mutationFn: () => request<FeedSettingsReply>(`${settingsPath}/token`, { method: 'POST' }),
    onSuccess: onReply,
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = feedAccessBody.safeParse({ access });
    if (parsed.success) save.mutate(parsed.data);
  };

  if (error && !data)
    return <ListMessage tone="red">Failed to load the catalogue feed settings.</ListMessage>;
  // The addresses as they will be once saved, so the admin sees what a change means before saving it.
  const address = (url: string) => {
    const plain = url.split('?')[0]!;
    return access === 'token' && data ? `${plain}?token=${encodeURIComponent(data.token)}` : plain;
  };
  const unsaved = data !== undefined && access !== data.access;
  return (
    <SettingsSection
      title="Catalogue feeds"
      description="Product feeds for Google Shopping (Merchant Center) and Meta ads (Commerce Manager): one item per size of every active product, with prices, stock and images as the shop shows them. They follow the catalogue as it changes; Google and Meta fetch them on the schedule you set there."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save feed access"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Feed access</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${
                access === choice.value ? 'border-brand bg-brand/5' : 'border-slate-200'
              }`}
            >
              <input
                type="radio"
                name="feed-access"
                value={choice.value}
                checked={access === choice.value}
                onChange={() => setAccess(choice.value)}
                disabled={!data}
                className="mt-0.5"
              />
              <span>
                <span className="block font-medium text-slate-900">{choice.label}</span>
                <span className="block text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {data && access === 'token' && (
        <div className="space-y-1">
          <label htmlFor="feed-token" className="block text-sm font-medium text-slate-700">
            Access token
          </label>
          <div className="flex gap-2">
            <input
              id="feed-token"
              readOnly
              value={data.token}
              className={`${inputClass} min-w-0 font-mono text-xs`}
              aria-describedby="feed-token-hint"
            />
            <BusyButton
              type="button"
              busy={renew.isPending}
              busyText="Making..."
              className={`${buttonClass.secondary} shrink-0`}
              onClick={() => renew.mutate()}
            >
              New token
            </BusyButton>
          </div>
          <p id="feed-token-hint" className="text-xs text-slate-500">
            Keep it secret. A new token stops the old one at once: paste the new addresses into Merchant
            Center and Commerce Manager.
          </p>
        </div>
      )}

      {data && (
        <>
          <CopyField
            id="feed-google"
            label="Google Merchant Center feed"
            hint="Merchant Center → Products → Add products from a file → Add a link to your file (scheduled fetch)."
            value={address(data.googleUrl)}
          />
          <CopyField
            id="feed-meta"
            label="Meta Commerce Manager feed"
            hint="Commerce Manager → Catalogue → Data sources → Data feed → Scheduled feed."
            value={address(data.metaUrl)}
          />
          {unsaved && (
            <p className="text-sm font-medium text-amber-700">
              Save the feed access for these addresses to work.
            </p>
          )}
          <p className="text-sm text-slate-600">
            {data.items} {data.items === 1 ? 'item' : 'items'} in each feed.
            {data.withoutImage > 0 &&
              ` ${data.withoutImage} ${data.withoutImage === 1 ? 'size is' : 'sizes are'} left out because ${
                data.withoutImage === 1 ? 'its product has' : 'their products have'
              } no image.`}
          </p>
        </>
      )}
    </SettingsSection>
  );
}
