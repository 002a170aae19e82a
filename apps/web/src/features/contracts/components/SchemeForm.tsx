import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCHEME_DESCRIPTION_MAX, SCHEME_MONTHS_MAX, SCHEME_NAME_MAX, type Scheme } from '@diancan/core';
import { DocumentUpload } from '../../../components/document-upload';
import { schemeFilesForm, useSaveScheme, useUploadSchemeFiles } from '../api/schemes';
import { checkScheme, EMPTY_SCHEME, schemeToValues, type SchemeFormValues } from './scheme-form-values';

export interface SchemeFormProps {
  scheme?: Scheme;
  onSaved: (scheme: Scheme) => void;
  onCancel?: () => void;
  /** A sales person reads schemes and downloads their files, but cannot change them. */
  readOnly?: boolean;
}

/**
 * A contract scheme: name, description, usual amount and length, and up to three PDF documents. A picked PDF is
 * uploaded at once (the server checks its bytes); the scheme names the stored files when it is saved, so removing a
 * file from the list only takes effect with 儲存.
 */
export function SchemeForm({ scheme, onSaved, onCancel, readOnly = false }: SchemeFormProps) {
  const saving = useSaveScheme();
  const uploading = useUploadSchemeFiles();
  const form = useForm<SchemeFormValues>({ initialValues: scheme ? schemeToValues(scheme) : EMPTY_SCHEME });
  const { files } = form.getValues();

  const submit = form.onSubmit((values) => {
    const checked = checkScheme(values, scheme?.id ?? null);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate(checked.request, { onSuccess: onSaved });
  });

  const busy = saving.isPending || readOnly;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="方案名稱" required maxLength={SCHEME_NAME_MAX} disabled={busy} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="方案金額（NT$）"
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="NT$"
            disabled={busy}
            {...form.getInputProps('amountDollars')}
          />
          <NumberInput
            label="合約月數"
            required
            min={1}
            max={SCHEME_MONTHS_MAX}
            allowDecimal={false}
            suffix=" 個月"
            disabled={busy}
            {...form.getInputProps('months')}
          />
        </SimpleGrid>
        <Textarea label="方案說明" autosize minRows={3} maxLength={SCHEME_DESCRIPTION_MAX} disabled={busy} {...form.getInputProps('description')} />
        <DocumentUpload
          label="合約文件"
          files={files}
          uploading={uploading.isPending}
          disabled={busy}
          onAdd={(picked) =>
            uploading.mutate(schemeFilesForm(picked), { onSuccess: (stored) => form.setFieldValue('files', [...form.getValues().files, ...stored]) })
          }
          onRemove={(_file, index) => form.setFieldValue('files', form.getValues().files.filter((_kept, at) => at !== index))}
        />
        {form.errors.files && (
          <Text size="sm" c="red" role="alert">
            {form.errors.files}
          </Text>
        )}
        <Group justify="flex-end" display={readOnly ? 'none' : undefined}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving.isPending}>
              取消
            </Button>
          )}
          <Button type="submit" loading={saving.isPending} disabled={uploading.isPending}>
            {scheme ? '儲存' : '新增方案'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
