// The shop's time zone (decision 0298): the zone its days, months and financial years are counted in (the
// dashboard's days, the GST report's months, invoice numbers, file names). India time unless changed.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultTimeZone, timeSettings } from '@chamak/shared/shop-time';
import { type FormEvent, useId } from 'react';
import { TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { SettingsSection } from './section.tsx';

/** The zones this browser knows, offered as the admin types (any name Intl knows is taken). */
const knownZones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [defaultTimeZone];
};

export function TimeZoneForm({ time }: { time: ShopSettingsResponse['time'] }) {
  const form = useForm({ timeZone: time.timeZone });
  const save = useSaveSettings();
  const listId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = timeSettings.safeParse({ timeZone: form.values.timeZone });
    if (!form.check({ timeZone: parsed.error?.issues[0]?.message }) || !parsed.data) return;
    form.setValues({ timeZone: parsed.data.timeZone });
    save.mutate(
      { time: parsed.data },
      { onError: (error) => form.serverError(error, { 'time.timeZone': 'timeZone' }) },
    );
  };
  return (
    <SettingsSection
      title="Time zone"
      description="The shop's days, months and financial years start at midnight in this zone: the dashboard's days, the GST report's months, invoice numbers and the dates in file names. India time (Asia/Kolkata) unless you change it."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save time zone"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="timeZone"
          label="Time zone"
          hint="A zone name such as Asia/Kolkata."
          list={listId}
          autoComplete="off"
        />
        <datalist id={listId}>
          {knownZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
    </SettingsSection>
  );
}
