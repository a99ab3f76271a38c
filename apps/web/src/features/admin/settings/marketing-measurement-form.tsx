// Shop Settings → Marketing measurement (decision 0364): the GA4 measurement id and Measurement Protocol API
// secret, the Meta pixel id and Conversions API access token, and whether the GA4 tag and the Meta pixel load in
// shoppers' browsers (both off by default; when on, only after a shopper's analytics consent and after the page
// has loaded). Secrets are never shown again: the saved one is masked, an empty box keeps it, and Remove clears it.
// Its own call (GET/PUT /api/admin/settings/marketing-measurement): none of this is a public setting.
import {
  type MarketingMeasurementBody,
  type MarketingMeasurementReply,
  marketingMeasurementBody,
} from '@chamak/shared/conversions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { CheckboxField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { Badge, ListMessage } from '../list-kit/table.tsx';
import { SettingsSection } from './section.tsx';

const settingsPath = '/admin/settings/marketing-measurement';
const measurementQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'marketing-measurement'] as const,
    queryFn: ({ signal }) => request<MarketingMeasurementReply>(settingsPath, { signal }),
  });

type Values = {
  ga4MeasurementId: string;
  ga4ApiSecret: string;
  metaPixelId: string;
  metaAccessToken: string;
  ga4BrowserTag: boolean;
  metaBrowserPixel: boolean;
};
type Field = keyof Values;
type Secret = 'ga4ApiSecret' | 'metaAccessToken';

function Outbox({ name, state }: { name: string; state: MarketingMeasurementReply['ga4'] }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{name}</span>
        {state.sending ? <Badge tone="green">Sending</Badge> : <Badge tone="slate">Off</Badge>}
      </div>
      <p className="mt-1 text-slate-600">
        {state.sent} sent · {state.queued} waiting · {state.failed} given up
      </p>
      {state.lastError && (
        <p className="mt-1 break-words text-xs text-red-700">Last error: {state.lastError}</p>
      )}
    </li>
  );
}

export function MarketingMeasurementForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(measurementQuery());
  const form = useForm<Values, Field>({
    ga4MeasurementId: '',
    ga4ApiSecret: '',
    metaPixelId: '',
    metaAccessToken: '',
    ga4BrowserTag: false,
    metaBrowserPixel: false,
  });
  const [removed, setRemoved] = useState<Record<Secret, boolean>>({
    ga4ApiSecret: false,
    metaAccessToken: false,
  });
  useEffect(() => {
    if (!data) return;
    form.setValues({
      ga4MeasurementId: data.ga4MeasurementId,
      ga4ApiSecret: '',
      metaPixelId: data.metaPixelId,
      metaAccessToken: '',
      ga4BrowserTag: data.ga4BrowserTag,
      metaBrowserPixel: data.metaBrowserPixel,
    });
    setRemoved({ ga4ApiSecret: false, metaAccessToken: false });
  }, [data]);
  const save = useMutation({
    mutationFn: (body: MarketingMeasurementBody) =>
      request<MarketingMeasurementReply>(settingsPath, { method: 'PUT', body }),
    onSuccess: (reply) => {
      toast.success(reply.message ?? 'Marketing measurement saved');
      queryClient.setQueryData(measurementQuery().queryKey, reply);
    },
    onError: (e) => {
      if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    // A secret box left empty keeps the saved secret; Remove sends an empty one.
    const secret = (name: Secret) => (v[name].trim() ? v[name].trim() : removed[name] ? '' : undefined);
    const parsed = marketingMeasurementBody.safeParse({
      ga4MeasurementId: v.ga4MeasurementId.trim().toUpperCase(),
      metaPixelId: v.metaPixelId.trim(),
      ga4BrowserTag: v.ga4BrowserTag,
      metaBrowserPixel: v.metaBrowserPixel,
      ...(secret('ga4ApiSecret') !== undefined ? { ga4ApiSecret: secret('ga4ApiSecret') } : {}),
      ...(secret('metaAccessToken') !== undefined ? { metaAccessToken: secret('metaAccessToken') } : {}),
    });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      form.check(errors);
      return;
    }
    form.check({});
    save.mutate(parsed.data);
  };

  if (error && !data)
    return <ListMessage tone="red">Failed to load the marketing measurement settings.</ListMessage>;
  const disabled = !data;
  const savedHint = (name: Secret, masked: string | null | undefined, env: string) =>
    removed[name]
      ? 'Will be removed when you save.'
      : masked
        ? `Saved (${masked}). Leave empty to keep it.`
        : data?.fromEnvironment.includes(env)
          ? `Set in the server's environment (${env}). Enter one here to use it instead.`
          : 'Not set: nothing is sent from the server.';
  const removeButton = (name: Secret, masked: string | null | undefined) =>
    masked && !removed[name] ? (
      <button
        type="button"
        className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
        onClick={() => setRemoved((old) => ({ ...old, [name]: true }))}
      >
        Remove the saved {name === 'ga4ApiSecret' ? 'API secret' : 'access token'}
      </button>
    ) : null;

  return (
    <SettingsSection
      title="Marketing measurement"
      description="Tell Google Analytics 4 and Meta about product views, carts, checkouts and orders from the server, only for shoppers who allowed analytics. E-mail and phone go only as SHA-256 hashes. The browser tag and pixel stay off unless you turn them on; then they load only after the shopper's consent, once the page has loaded."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save marketing measurement"
    >
      {data && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Events from the server">
          <Outbox name="Google Analytics 4" state={data.ga4} />
          <Outbox name="Meta Conversions API" state={data.meta} />
        </ul>
      )}
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Google Analytics 4</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="ga4MeasurementId"
            label="Measurement id"
            hint={
              data?.fromEnvironment.includes('GA4_MEASUREMENT_ID') && !form.values.ga4MeasurementId
                ? "Set in the server's environment (GA4_MEASUREMENT_ID)."
                : 'Such as G-XXXXXXXXXX.'
            }
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
          <div className="space-y-1">
            <TextField
              form={form}
              name="ga4ApiSecret"
              label="Measurement Protocol API secret"
              hint={savedHint('ga4ApiSecret', data?.ga4ApiSecret, 'GA4_API_SECRET')}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              disabled={disabled}
            />
            {removeButton('ga4ApiSecret', data?.ga4ApiSecret)}
          </div>
        </div>
        <CheckboxField
          form={form}
          name="ga4BrowserTag"
          label="Load the GA4 tag in shoppers' browsers"
          hint="Off by default. When on, gtag.js loads only for shoppers who allowed analytics, after the page has loaded."
        />
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-4 w-full border-t border-slate-100 pt-4 text-sm font-semibold text-slate-900">
          Meta
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="metaPixelId"
            label="Pixel id"
            hint={
              data?.fromEnvironment.includes('META_PIXEL_ID') && !form.values.metaPixelId
                ? "Set in the server's environment (META_PIXEL_ID)."
                : 'Digits only, from Events Manager.'
            }
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
          <div className="space-y-1">
            <TextField
              form={form}
              name="metaAccessToken"
              label="Conversions API access token"
              hint={savedHint('metaAccessToken', data?.metaAccessToken, 'META_CAPI_ACCESS_TOKEN')}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              disabled={disabled}
            />
            {removeButton('metaAccessToken', data?.metaAccessToken)}
          </div>
        </div>
        <CheckboxField
          form={form}
          name="metaBrowserPixel"
          label="Load the Meta pixel in shoppers' browsers"
          hint="Off by default. When on, the pixel loads only for shoppers who allowed analytics, after the page has loaded, and shares each event's id with the server so Meta counts it once."
        />
      </fieldset>
    </SettingsSection>
  );
}
