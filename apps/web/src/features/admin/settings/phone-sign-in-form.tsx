// Shop Settings → Sign-in by mobile number (decision 0316): the channel a sign-in code goes by first (SMS or
// WhatsApp, the other its fallback), MSG91's DLT template id, the WhatsApp template and its language, and the most
// codes the shop sends a day. Its own call (GET/PUT /api/admin/settings/phone-sign-in): these are not public shop
// settings. Which providers have keys comes with the setting; test mode from GET /api/auth/otp/status. The server
// checks the values (one rule, its messages), and its refusal lands under the field it names.
import {
  type OtpStatusReply,
  type PhoneSignInSettingsBody,
  type PhoneSignInSettingsReply,
  phoneSignInSettingsMessages,
  sandboxCode,
} from '@chamak/shared/phone-sign-in';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { NumberField, SelectField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { Badge, ListMessage, selectClass } from '../list-kit/table.tsx';
import { SettingsSection } from './section.tsx';

const settingsPath = '/admin/settings/phone-sign-in';
const phoneSignInQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'phone-sign-in'] as const,
    queryFn: ({ signal }) => request<PhoneSignInSettingsReply>(settingsPath, { signal }),
  });
const otpStatusQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'otp-status'] as const,
    queryFn: ({ signal }) => request<OtpStatusReply>('/auth/otp/status', { signal }),
  });

function Provider({ name, ready, keys }: { name: string; ready: boolean | undefined; keys: string }) {
  return (
    <li>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{name}</span>
        {ready === undefined ? null : ready ? (
          <Badge tone="green">Keys set</Badge>
        ) : (
          <Badge tone="slate">Not set up</Badge>
        )}
      </div>
      {ready === false && (
        <p className="mt-0.5 text-xs text-slate-500">Set {keys} in the server's environment.</p>
      )}
    </li>
  );
}

export function PhoneSignInForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(phoneSignInQuery());
  const { data: status } = useQuery(otpStatusQuery());
  const form = useForm({
    channel: 'sms' as 'sms' | 'whatsapp',
    smsTemplateId: '',
    whatsappTemplate: '',
    whatsappLanguage: 'en',
    dailyCap: '300',
  });
  useEffect(() => {
    if (!data) return;
    form.setValues({
      channel: data.settings.channel,
      smsTemplateId: data.settings.smsTemplateId ?? '',
      whatsappTemplate: data.settings.whatsappTemplate ?? '',
      whatsappLanguage: data.settings.whatsappLanguage,
      dailyCap: String(data.settings.dailyCap),
    });
  }, [data]);
  const save = useMutation({
    mutationFn: (body: PhoneSignInSettingsBody) =>
      request<PhoneSignInSettingsReply>(settingsPath, { method: 'PUT', body }),
    onSuccess: async (reply) => {
      toast.success(reply.message ?? 'Sign-in settings saved');
      queryClient.setQueryData(phoneSignInQuery().queryKey, reply);
      // Test mode ends (or starts) with a template for a provider that has keys.
      await queryClient.invalidateQueries({ queryKey: otpStatusQuery().queryKey });
    },
    onError: (e) => {
      if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cap = form.values.dailyCap.trim();
    if (!form.check({ dailyCap: /^\d{1,7}$/.test(cap) ? undefined : phoneSignInSettingsMessages.dailyCap }))
      return;
    const { channel, smsTemplateId, whatsappTemplate, whatsappLanguage } = form.values;
    save.mutate({ channel, smsTemplateId, whatsappTemplate, whatsappLanguage, dailyCap: Number(cap) });
  };

  if (error && !data)
    return <ListMessage tone="red">Failed to load the sign-in by mobile number settings.</ListMessage>;
  const disabled = !data;
  return (
    <SettingsSection
      title="Sign-in by mobile number"
      description="Shoppers sign in with a 6-digit code sent to their mobile. Codes go by the first channel and, when it fails, by the other one if its template is set. The MSG91 and WhatsApp keys are set in the server's environment, not here."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save sign-in settings"
    >
      {status?.sandbox && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <strong>Test mode:</strong> no code is sent, and every sign-in takes the code {sandboxCode}. Codes
          go out once a provider below has its keys and its template is set here.
        </p>
      )}
      <ul aria-label="Providers" className="grid gap-3 text-sm sm:grid-cols-2">
        <Provider
          name="SMS (MSG91)"
          ready={data?.providers.sms}
          keys="MSG91_AUTH_KEY (and MSG91_SENDER_ID)"
        />
        <Provider
          name="WhatsApp (Cloud API)"
          ready={data?.providers.whatsapp}
          keys="WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID"
        />
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="channel"
          label="Send codes first by"
          hint="The other channel is the fallback."
          className={`${selectClass} w-full`}
          disabled={disabled}
        >
          <option value="sms">SMS</option>
          <option value="whatsapp">WhatsApp</option>
        </SelectField>
        <NumberField
          form={form}
          name="dailyCap"
          label="Daily cap"
          hint="The most codes the shop sends in a day, 1 to 100000."
          suffix="codes"
          disabled={disabled}
        />
        <TextField
          form={form}
          name="smsTemplateId"
          label="MSG91 DLT template id"
          hint="The template id of the DLT-registered sign-in SMS in MSG91; its first variable is the code."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
        <div className="hidden sm:block" />
        <TextField
          form={form}
          name="whatsappTemplate"
          label="WhatsApp template name"
          hint="The approved authentication template, such as sign_in_code."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
        <TextField
          form={form}
          name="whatsappLanguage"
          label="WhatsApp template language"
          hint="Its language code, such as en, en_US or hi."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
      </div>
    </SettingsSection>
  );
}
