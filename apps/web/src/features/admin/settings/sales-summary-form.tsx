// Shop Settings → Daily sales summary by WhatsApp (decision 0347's addendum): the approved template yesterday's
// figures go out on each morning, its language and the owner's WhatsApp number; all empty, the summary goes by mail
// only. Its own call (GET/PUT /api/admin/settings/sales-summary): the owner's number is not a public setting. The
// number is tidied (+91 98765 43210 becomes 9876543210) and the values checked by the server's rule before saving.
import {
  type SalesSummarySettingsBody,
  type SalesSummarySettingsReply,
  salesSummaryWhatsapp,
} from '@chamak/shared/notifications';
import { normalisePhone } from '@chamak/shared/phone';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { Badge, ListMessage } from '../list-kit/table.tsx';
import { SettingsSection } from './section.tsx';

const settingsPath = '/admin/settings/sales-summary';
const salesSummaryQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'sales-summary'] as const,
    queryFn: ({ signal }) => request<SalesSummarySettingsReply>(settingsPath, { signal }),
  });

type Field = 'template' | 'language' | 'phone';
const serverFields: Record<string, Field> = {
  'whatsapp.template': 'template',
  'whatsapp.language': 'language',
  'whatsapp.phone': 'phone',
};

export function SalesSummaryForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(salesSummaryQuery());
  const form = useForm<Record<Field, string>, Field>({ template: '', language: 'en', phone: '' });
  useEffect(() => {
    if (!data) return;
    form.setValues({
      template: data.whatsapp?.template ?? '',
      language: data.whatsapp?.language ?? 'en',
      phone: data.whatsapp?.phone ?? '',
    });
  }, [data]);
  const save = useMutation({
    mutationFn: (body: SalesSummarySettingsBody) =>
      request<SalesSummarySettingsReply>(settingsPath, { method: 'PUT', body }),
    onSuccess: (reply) => {
      toast.success(reply.message ?? 'Daily summary settings saved');
      queryClient.setQueryData(salesSummaryQuery().queryKey, reply);
    },
    onError: (e) => {
      if (!form.serverError(e, serverFields)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { template, language, phone } = form.values;
    // Template and number both empty: the summary goes by mail only.
    if (!template.trim() && !phone.trim()) {
      if (!form.check({})) return;
      save.mutate({ whatsapp: null });
      return;
    }
    const parsed = salesSummaryWhatsapp.safeParse({ template, language, phone: normalisePhone(phone) });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      form.check(errors);
      return;
    }
    form.setValues(parsed.data);
    save.mutate({ whatsapp: parsed.data });
  };

  if (error && !data) return <ListMessage tone="red">Failed to load the daily summary settings.</ListMessage>;
  const disabled = !data;
  return (
    <SettingsSection
      title="Daily sales summary by WhatsApp"
      description="Each morning from 07:00 yesterday's figures are mailed to the shop's e-mail address. Name an approved WhatsApp template and your WhatsApp number to get them there too. The template's body takes, in order: the day, orders, revenue, average order, cash on delivery share and cancelled orders ({{1}} to {{6}}). Leave the template and number empty for mail only."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save daily summary"
    >
      {data && !data.whatsappConfigured && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="slate">WhatsApp not set up</Badge>
          Set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID in the server's environment: until then the summary
          goes by mail only.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="template"
          label="WhatsApp template name"
          hint="The approved template, such as daily_sales_summary."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
        <TextField
          form={form}
          name="language"
          label="Template language"
          hint="Its language code, such as en or en_US."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
        <TextField
          form={form}
          name="phone"
          label="Owner's WhatsApp number"
          hint="A 10-digit Indian mobile number. Not shown to shoppers."
          type="tel"
          inputMode="tel"
          autoComplete="off"
          disabled={disabled}
        />
      </div>
    </SettingsSection>
  );
}
