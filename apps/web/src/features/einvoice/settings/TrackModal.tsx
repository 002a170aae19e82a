import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MODAL_WIDTH, parsePeriodKey, type InvoiceTrack } from '@diancan/core';
import { showToast } from '../../../lib/toast';
import { useAddTrack } from '../api/invoice-setting';
import { checkTrackForm, initialTrackValues, PERIOD_OPTIONS, rangeSummary, yearOptions, type TrackFormValues } from './track-form';

export interface TrackModalProps {
  storeId: number;
  opened: boolean;
  currentPeriodKey: string;
  tracks: readonly InvoiceTrack[];
  onClose: () => void;
}

/** 新增字軌: a range of numbers the tax authority assigned for one period, in whole books of 50. */
export function TrackModal({ opened, onClose, ...rest }: TrackModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="新增字軌" size={MODAL_WIDTH} centered>
      {opened && <TrackForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

function TrackForm({ storeId, currentPeriodKey, tracks, onClose }: Omit<TrackModalProps, 'opened'>) {
  const form = useForm<TrackFormValues>({ initialValues: initialTrackValues(currentPeriodKey) });
  const adding = useAddTrack();
  const values = form.getValues();
  const summary = rangeSummary(values.startNumber, values.endNumber);

  const submit = form.onSubmit((typed) => {
    const checked = checkTrackForm(storeId, typed, tracks);
    if (!checked.ok) return form.setErrors(checked.errors);
    adding.mutate(checked.request, {
      onSuccess: () => {
        showToast('新增成功');
        onClose();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="xs">
          <Select
            label="年度"
            withAsterisk
            allowDeselect={false}
            data={yearOptions(parsePeriodKey(currentPeriodKey))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('year')}
          />
          <Select
            label="期別"
            withAsterisk
            allowDeselect={false}
            data={PERIOD_OPTIONS}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('startMonth')}
          />
        </SimpleGrid>
        <TextInput
          label="字軌"
          withAsterisk
          maxLength={2}
          placeholder="AB"
          data-autofocus
          description="2個大寫英文字母"
          {...form.getInputProps('letters')}
          onChange={(event) => form.setFieldValue('letters', event.currentTarget.value.toUpperCase())}
        />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label="起始號碼" withAsterisk inputMode="numeric" maxLength={8} placeholder="00000000" {...form.getInputProps('startNumber')} />
          <TextInput label="結束號碼" withAsterisk inputMode="numeric" maxLength={8} placeholder="00000049" {...form.getInputProps('endNumber')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          每本50個號碼：起始號碼尾數為00或50，結束號碼尾數為49或99。
        </Text>
        {summary && (
          <Text size="sm" aria-label="號碼數量">
            {summary}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={adding.isPending}>
            確認
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
